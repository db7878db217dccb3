//! The Satsuma table: one hand of 7 for Logistics, the clash revealed, the end screen.

use super::clash_view::ClashView;
use super::model::{side, Model, Msg};
use super::{text, ID};
use crate::app::components::{
    history, EndScreen, Hand, HandCard, HandOver, Pile, SeatPanel,
};
use crate::app::kit::{
    self, new_seed, send, use_keys, use_turns, Drawer, KitMsg, Store, TableFrame, TableSetup,
    Turns,
};
use crate::app::route::Route;
use crate::app::settings::use_settings;
use crate::app::sound::Cue;
use crate::games::satsuma;
use crate::games::satsuma::{
    CardNo, Phase, SatsumaState, Side, MAX_DISCARDS,
    SAMURAI_CASUALTY_LIMIT,
};
use crate::app::art;
use crate::{t, ts};
use yew::prelude::*;

type BoardProps = kit::BoardProps<SatsumaState, TableSetup>;

#[function_component(Board)]
pub fn board(p: &BoardProps) -> Html {
    let settings = use_settings().settings;
    let key = |seat, c: &CardNo| art::satsuma_id(side(seat), *c);
    let model = use_reducer(|| Store(Model::new(p.hinted(satsuma::hint::hint, key))));
    // Computer opponents act after a visible pause; without a person watching, the clash
    // stays up longer so it can be read.
    let phase = model.view().table.phase;
    let pace = settings.bot_pace.millis();
    use_turns(
        &model,
        &model.t,
        Msg::Kit,
        Turns {
            cue: Some(match phase {
                Phase::Clash => Cue::Flip,
                Phase::Over => Cue::Win,
                _ => Cue::Deal,
            }),
            wait: if phase == Phase::Clash { pace * 3 } else { pace },
            bot: model.bot_to_act(),
        },
    );

    // Keyboard: 1-7 mark cards, D discards and draws, N deals the next hand.
    {
        let d = model.dispatcher();
        use_keys(Callback::from(move |e: web_sys::KeyboardEvent| {
            match e.key().as_str() {
                k @ ("1" | "2" | "3" | "4" | "5" | "6" | "7") => {
                    d.dispatch(Msg::ToggleIndex(k.parse::<usize>().unwrap_or(1) - 1))
                }
                "d" | "D" => d.dispatch(Msg::Confirm),
                "n" | "N" => d.dispatch(Msg::NextHand),
                _ => {}
            }
        }));
    }

    let m = &**model;
    // Everything below draws from the view (and the model's own marks, names, notice).
    let view = m.view();
    let o = &view.table;
    let viewer = m.viewer();
    let me = side(viewer);
    let setup = &m.t.setup;
    let phase = o.phase;

    let status = m.status_line(o);
    let seat_panel = |sd: Side| {
        let seat = sd.seat();
        let casualties = o.casualties(sd) as usize;
        let total = if sd == Side::Samurai {
            SAMURAI_CASUALTY_LIMIT as usize
        } else {
            casualties.max(9)
        };
        let state_text = match phase {
            Phase::Logistics if o.has_discarded(sd) => {
                ts!("Ready for the clash", "交戦の準備完了").to_string()
            }
            // A person's, here or on a phone.
            Phase::Logistics if !m.t.is_bot(seat) => {
                ts!("Choosing discards", "捨て札を選択中").to_string()
            }
            Phase::Logistics => ts!("Thinking…", "考え中…").to_string(),
            _ => String::new(),
        };
        let badges = if phase == Phase::Over {
            vec![]
        } else {
            vec![AttrValue::from(o.role_of(sd).label())]
        };
        html! {
            <SeatPanel name={text::seat_name(setup, seat)} side={sd.label()} accent={text::accent(sd)} {badges} seat={seat}
                       status={state_text} active={phase == Phase::Logistics && !o.has_discarded(sd)}
                       markers={Some((AttrValue::from(ts!("Casualties", "損害")), casualties, total))}>
                <div class="piles">
                    <Pile label={ts!("Deck", "山札")} count={o.draw_count(sd)} accent={text::accent(sd)} />
                    <Pile label={ts!("Discards", "捨て札")} count={o.discard_count(sd)} accent={text::accent(sd)} />
                </div>
            </SeatPanel>
        }
    };

    // The slots of the phone-first table: the opponent's seat in the strip, your seat and
    // the clash in the middle, your seven cards docked, the one button in the bar.
    let hidden = m.needs_hand_over();
    let hand_over = hidden.then(|| {
        let name = setup.name(viewer);
        html! { <HandOver name={name} detail={t!("{side} to choose discards for hand {n}.", "{side}が第{n}戦の捨て札を選びます。"; side = me.label(), n = o.hand_no)}
        on_ready={send(&model, move || Msg::Kit(KitMsg::Reveal(viewer)))} /> }
    });
    // A hand to choose from only in a seat's view (a spectator's has none).
    let logistics = phase == Phase::Logistics && !hidden && view.seat.is_some();
    // The deciding clash is on the end screen, over the table.
    let centre = match &o.last_clash {
        Some(r) if phase == Phase::Clash => {
            html! { <ClashView result={r.clone()} setup={setup.clone()} /> }
        }
        _ if phase == Phase::Over => html! {},
        _ => html! {
            <>
                { seat_panel(me) }
                if logistics { <p class="hint role-hint">{ role_hint(o.attacker == me) }</p> }
            </>
        },
    };
    // Your cards while you choose; your seat (casualties, piles) once the hands are shown.
    let hand = if logistics {
        Some(logistics_hand(&model, &o.my_hand, me))
    } else {
        (phase != Phase::Logistics).then(|| seat_panel(me))
    };
    let actions = if logistics {
        logistics_action(&model)
    } else {
        (phase == Phase::Clash && m.may_act()).then(|| {
            let onclick = send(&model, move || Msg::NextHand);
            html! { <button type="button" class="button primary next-hand" {onclick}>{ ts!("Next hand", "次の戦いへ") }<kbd>{ "N" }</kbd></button> }
        })
    };

    let end = o.victory().map(|level| {
        let imperial = o.casualties(Side::Imperials);
        let samurai = o.casualties(Side::Samurai);
        html! {
            <EndScreen outcome={text::outcome(setup, level)} title={level.label()} home_href={Route::Home.href()}
                       result={t!("Casualties: Samurai {samurai}, Imperials {imperial}. {why}", "損害：薩軍{samurai}、官軍{imperial}。{why}"; why = text::level_explained(level))}
                       hints={Some(setup.hints)} rematch={!m.t.is_guest()} on_rematch={send(&model, || Msg::Kit(KitMsg::Rematch(new_seed())))}
                       share={m.t.share_text(ts!("Satsuma Rebellion", "西南戦争"))}>
                // The hand that ended the game, shown as every other clash is.
                if let Some(r) = &o.last_clash {
                    <ClashView result={r.clone()} setup={setup.clone()} over=true heading_id="last-clash-title"
                               caption={AttrValue::from(t!("The deciding clash, hand {n}", "勝負を決めた交戦（第{n}戦）"; n = r.hand_no))} />
                }
            </EndScreen>
        }
    });

    let opponent = me.other();
    // The computer is deciding while its discards are not in (the person chooses meanwhile).
    let thinking = (phase == Phase::Logistics && !hidden)
        .then(|| Side::BOTH.into_iter().find(|&sd| m.t.is_bot(sd.seat()) && !o.has_discarded(sd)))
        .flatten()
        .map(|sd| sd.seat());
    let drawers = vec![
        Drawer::new(ts!("Key to the suits", "スートの見方"), super::legend::legend()),
        Drawer::new("", history(&view.events, |e| Some(text::event_text(setup, e)))),
        Drawer::new(
            ts!("Keys", "キー操作"),
            html! { <p class="keys hint">{ ts!(
                "1–7 mark a card, D discards and draws, N deals the next hand.",
                "1〜7でカードを選び、Dで捨てて引き直し、Nで次の戦いを配ります。"
            ) }</p> },
        ),
    ];
    let hint = kit::hint_bar(&model, Msg::Kit, &m.t, m.may_act().then_some(viewer));
    let coach = kit::coach_bar(&model, Msg::Kit, &m.t, &format!("{phase:?}"), || {
        super::coach::step(o, viewer, m.may_act())
    });
    html! {
        <TableFrame game={ID} title={ts!("Satsuma Rebellion", "西南戦争")} phase={format!("{phase:?}")} act={m.may_act()}
                    stage={t!("Hand {n}", "第{n}戦"; n = o.hand_no)} seed={m.t.shown_seed()} status={status}
                    notice={m.t.notice.clone()} opponents={seat_panel(opponent)} centre={centre}
                    {hand} {actions} {hint} {coach} {drawers} {thinking} overlay={end.or(hand_over)}
                    undo={crate::app::kit::undo(&model, &m.t, Msg::Kit)} phones={crate::app::kit::phones(&model, &m.t, Msg::Kit)} view={Some(kit::view_mark::<SatsumaState>(&view))} />
    }
}

/// Your seven cards in the dock, marked for discarding with a tap.
fn logistics_hand(model: &UseReducerHandle<Store<Model>>, hand: &[CardNo], me: Side) -> Html {
    let m = &***model;
    let can = m.can_discard();
    let full = m.marked.len() >= MAX_DISCARDS;
    let cards: Vec<HandCard> = hand
        .iter()
        .map(|&no| {
            let selected = m.marked.contains(&no);
            let mut card = HandCard::new(
                text::face(me, no),
                if selected {
                    t!(
                        "{label}, marked to discard",
                        "{label}、捨てるカードに選択中";
                        label = text::label(me, no)
                    )
                } else {
                    text::label(me, no)
                },
            );
            card.selected = selected;
            card.badge = selected.then(|| AttrValue::from(ts!("discard", "捨てる")));
            card.disabled_reason = if !can {
                Some(AttrValue::from(ts!(
                    "You have already discarded this hand",
                    "この戦いではもう捨て札をしました"
                )))
            } else if full && !selected {
                Some(AttrValue::from(ts!(
                    "3 cards are already marked: unmark one first",
                    "すでに3枚選んでいます。先にどれかの選択を外してください"
                )))
            } else {
                None
            };
            card
        })
        .collect();
    let hand_cards: Vec<CardNo> = hand.to_vec();
    let dispatcher = model.dispatcher();
    let on_toggle = Callback::from(move |i: usize| {
        if let Some(&no) = hand_cards.get(i) {
            dispatcher.dispatch(Msg::Toggle(no));
        }
    });
    html! {
        <div class="logistics">
            <Hand label={ts!("Your hand", "あなたの手札")} {cards} on_toggle={Some(on_toggle)} shortcuts=true />
        </div>
    }
}

/// The Logistics button: keep the hand or discard the marked cards and draw.
fn logistics_action(model: &UseReducerHandle<Store<Model>>) -> Option<Html> {
    let m = &***model;
    if !m.can_discard() {
        return None;
    }
    let confirm_text = match m.marked.len() {
        0 => t!("Keep all 7", "7枚すべて残す"),
        n => t!("Discard {n} and draw", "{n}枚捨てて引く"),
    };
    let onclick = send(model, move || Msg::Confirm);
    Some(html! {
        <button type="button" class="button primary confirm" {onclick}>{ confirm_text }<kbd>{ "D" }</kbd></button>
    })
}

/// What your role lets count, said once over your seat.
fn role_hint(attacking: bool) -> &'static str {
    if attacking {
        ts!(
            "You attack: your Defense and Escape cards will not count. One card of each suit counts.",
            "あなたは攻撃側です。防御と脱出のカードは数えられません。数えられるのは各スートから1枚ずつです。"
        )
    } else {
        ts!(
            "You defend: your Attack cards will not count. One card of each suit counts.",
            "あなたは防御側です。攻撃のカードは数えられません。数えられるのは各スートから1枚ずつです。"
        )
    }
}
