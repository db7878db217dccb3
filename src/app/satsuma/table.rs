//! The Satsuma table: one hand of 7 for Logistics, the clash revealed, the end screen.

use super::clash_view::ClashView;
use super::new_game::NewGame;
use super::{text, ID};
use crate::app::components::{
    EndScreen, Hand, HandCard, HandOver, HistoryPanel, Pile, ScoreBoard, ScoreRow, SeatPanel,
};
use crate::app::route::Route;
use crate::app::settings::use_settings;
use crate::app::sound;
use crate::app::table::{self, send, Loaded, TableSetup};
use crate::core::{rng::deal_code, Game, Seat, Session};
use crate::games::satsuma::{
    Action, CardNo, Phase, Role, SatsumaState, Side, MAX_DISCARDS, SAMURAI_CASUALTY_LIMIT,
};
use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Clone)]
struct Model {
    session: Rc<Session<SatsumaState>>,
    setup: TableSetup,
    /// Cards the viewer has marked to discard.
    marked: Vec<CardNo>,
    /// With two people at one device: whose cards may be shown now.
    shown_to: Option<Seat>,
    notice: Option<String>,
}

impl PartialEq for Model {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.session, &other.session)
            && self.setup == other.setup
            && self.marked == other.marked
            && self.shown_to == other.shown_to
            && self.notice == other.notice
    }
}

/// A callback that sends `msg()` to the table's reducer.
enum Msg {
    Toggle(CardNo),
    ToggleIndex(usize),
    Confirm,
    NextHand,
    Bot(Seat),
    Reveal(Seat),
    Rematch,
}

impl Model {
    fn state(&self) -> &SatsumaState {
        &self.session.state
    }

    /// The person whose cards the table shows: in Logistics, the human still to discard
    /// (first in seat order); otherwise the only human, or seat 0 when bots play alone.
    fn viewer(&self) -> Seat {
        let humans = self.setup.humans();
        if self.state().phase() == Phase::Logistics {
            if let Some(&s) = humans
                .iter()
                .find(|&&s| !self.state().has_discarded(side(s)))
            {
                return s;
            }
        }
        humans.first().copied().unwrap_or(0)
    }

    /// Hidden cards need a hand-over first when several people share the device.
    fn needs_hand_over(&self) -> bool {
        let v = self.viewer();
        self.setup.humans().len() > 1
            && self.state().phase() == Phase::Logistics
            && !self.state().has_discarded(side(v))
            && self.shown_to != Some(v)
    }

    fn can_discard(&self) -> bool {
        let v = self.viewer();
        self.setup.is_human(v)
            && self.state().phase() == Phase::Logistics
            && !self.state().has_discarded(side(v))
            && !self.needs_hand_over()
    }

    fn apply(&mut self, seat: Seat, action: Action) -> bool {
        let mut session = (*self.session).clone();
        match session.apply(seat, action) {
            Ok(()) => {
                self.session = Rc::new(session);
                self.notice = None;
                true
            }
            Err(e) => {
                self.notice = Some(format!("Not allowed: {e}."));
                false
            }
        }
    }
}

fn side(seat: Seat) -> Side {
    Side::from_seat(seat).unwrap_or(Side::Samurai)
}

impl Reducible for Model {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut m = (*self).clone();
        let viewer = m.viewer();
        match msg {
            Msg::Toggle(card) => {
                if !m.can_discard() {
                    if m.state().phase() == Phase::Logistics
                        && m.state().has_discarded(side(viewer))
                    {
                        m.notice = Some("You have already discarded this hand.".into());
                        return Rc::new(m);
                    }
                    return self;
                }
                if let Some(i) = m.marked.iter().position(|&c| c == card) {
                    m.marked.remove(i);
                } else if m.marked.len() < MAX_DISCARDS
                    && m.state().hand(side(viewer)).contains(&card)
                {
                    m.marked.push(card);
                } else {
                    m.notice = Some(format!(
                        "At most {MAX_DISCARDS} cards may be discarded: unmark one first."
                    ));
                }
            }
            Msg::ToggleIndex(i) => {
                let Some(&card) = m.state().hand(side(viewer)).get(i) else {
                    return self;
                };
                return self.reduce(Msg::Toggle(card));
            }
            Msg::Confirm => {
                if !m.can_discard() {
                    return self;
                }
                let marked = std::mem::take(&mut m.marked);
                m.apply(viewer, Action::Discard(marked));
                m.shown_to = None;
            }
            Msg::NextHand => {
                if m.state().phase() != Phase::Clash {
                    return self;
                }
                m.apply(viewer, Action::NextHand);
            }
            Msg::Bot(seat) => {
                let Some(level) = m.setup.bot_level(seat) else {
                    return self;
                };
                match table::bot_action(&m.session, seat, level) {
                    Some(action) => {
                        m.apply(seat, action);
                    }
                    None => return self,
                }
            }
            Msg::Reveal(seat) => m.shown_to = Some(seat),
            Msg::Rematch => {
                m.session = Rc::new(Session::new(Default::default(), table::new_seed()));
                m.marked.clear();
                m.shown_to = None;
                m.notice = None;
            }
        }
        Rc::new(m)
    }
}

/// The table contract (`data-act`): a person at this device may make a move now (discard,
/// once past any hand-over, or Next hand after the clash).
fn may_act(m: &Model) -> bool {
    m.can_discard() || (m.state().phase() == Phase::Clash && !m.setup.humans().is_empty())
}

/// The bot that should act now, if any. Bots press "next hand" only when no person watches.
fn bot_to_act(m: &Model) -> Option<Seat> {
    let s = m.state();
    match s.phase() {
        Phase::Logistics => s
            .to_act()
            .into_iter()
            .find(|&seat| m.setup.bot_level(seat).is_some()),
        Phase::Clash if m.setup.humans().is_empty() => Some(0),
        _ => None,
    }
}

#[function_component(Table)]
pub fn table_page() -> Html {
    let (loaded, on_started) = table::use_saved_game::<SatsumaState, TableSetup>();
    match &*loaded {
        Loaded::Game(session, setup) => {
            html! { <Board session={Rc::new((**session).clone())} setup={setup.clone()} /> }
        }
        other => html! { <NewGame notice={table::no_game_notice(other)} {on_started} /> },
    }
}

type BoardProps = table::BoardProps<SatsumaState, TableSetup>;

#[function_component(Board)]
fn board(p: &BoardProps) -> Html {
    let settings = use_settings().settings;
    let model = use_reducer(|| Model {
        session: p.session.clone(),
        setup: p.setup.clone(),
        marked: Vec::new(),
        shown_to: None,
        notice: None,
    });

    // Every action is saved as it happens.
    {
        let m = model.clone();
        let sound_on = settings.sound;
        use_effect_with((m.session.seed, m.session.log.len()), move |_| {
            table::store(&m.session, &m.setup);
            if matches!(m.state().phase(), Phase::Clash | Phase::Over) && !m.session.log.is_empty()
            {
                sound::tone(sound_on, 440.0, 180);
            }
        });
    }

    // Computer opponents act after a visible pause.
    {
        let m = model.clone();
        let pace = settings.bot_pace.millis();
        let pending = bot_to_act(&m);
        use_effect_with(
            (m.session.seed, m.session.log.len(), pending),
            move |(_, _, pending)| {
                let timer = pending.map(|seat| {
                    let m = m.clone();
                    // Without a person watching, the clash stays up longer so it can be read.
                    let wait = if m.state().phase() == Phase::Clash {
                        pace * 3
                    } else {
                        pace
                    };
                    Timeout::new(wait, move || m.dispatch(Msg::Bot(seat)))
                });
                move || drop(timer)
            },
        );
    }

    // Keyboard: 1-7 mark cards, D discards and draws, N deals the next hand.
    {
        let m = model.clone();
        use_effect_with((), move |_| {
            let listener = EventListener::new(&gloo::utils::document(), "keydown", move |e| {
                let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
                    return;
                };
                if e.ctrl_key() || e.meta_key() || e.alt_key() || e.repeat() {
                    return;
                }
                let in_field = e
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                    .map(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"))
                    .unwrap_or(false);
                if in_field {
                    return;
                }
                match e.key().as_str() {
                    k @ ("1" | "2" | "3" | "4" | "5" | "6" | "7") => {
                        m.dispatch(Msg::ToggleIndex(k.parse::<usize>().unwrap_or(1) - 1))
                    }
                    "d" | "D" => m.dispatch(Msg::Confirm),
                    "n" | "N" => m.dispatch(Msg::NextHand),
                    _ => {}
                }
            });
            move || drop(listener)
        });
    }

    let m = &*model;
    let s = m.state();
    let viewer = m.viewer();
    let me = side(viewer);
    let setup = &m.setup;
    let obs = s.observe(viewer);
    let phase = s.phase();

    let status = status_line(m);
    let role_of = |sd: Side| {
        if s.attacker() == sd {
            Role::Attacker
        } else {
            Role::Defender
        }
    };
    let seat_panel = |sd: Side| {
        let seat = sd.seat();
        let casualties = s.casualties(sd) as usize;
        let total = if sd == Side::Samurai {
            SAMURAI_CASUALTY_LIMIT as usize
        } else {
            casualties.max(9)
        };
        let state_text = match phase {
            Phase::Logistics if s.has_discarded(sd) => "Ready for the clash".to_string(),
            Phase::Logistics if setup.is_human(seat) => "Choosing discards".to_string(),
            Phase::Logistics => "Thinking…".to_string(),
            _ => String::new(),
        };
        let badges = if phase == Phase::Over {
            vec![]
        } else {
            vec![AttrValue::from(role_of(sd).name())]
        };
        html! {
            <SeatPanel name={setup.name(seat)} side={sd.name()} accent={text::accent(sd)} {badges}
                       status={state_text} active={phase == Phase::Logistics && !s.has_discarded(sd)}
                       markers={Some((AttrValue::from("Casualties"), casualties, total))}>
                <div class="piles">
                    <Pile label="Deck" count={s.draw_count(sd)} accent={text::accent(sd)} />
                    <Pile label="Discards" count={s.discard_count(sd)} accent={text::accent(sd)} />
                </div>
            </SeatPanel>
        }
    };

    let centre = if m.needs_hand_over() {
        let name = setup.name(viewer);
        html! { <HandOver name={name} detail={format!("{} to choose discards for hand {}.", me.name(), s.hand_no())}
        on_ready={send(&model, move || Msg::Reveal(viewer))} /> }
    } else if phase == Phase::Logistics {
        logistics_view(&model, &obs.my_hand, me)
    } else if let Some(r) = s.last_clash() {
        let next = (phase == Phase::Clash && !setup.humans().is_empty()).then(|| {
            let onclick = send(&model, move || Msg::NextHand);
            html! { <button type="button" class="button primary next-hand" {onclick}>{ "Next hand" }<kbd>{ "N" }</kbd></button> }
        });
        html! { <>{ next }<ClashView result={r.clone()} setup={setup.clone()} /></> }
    } else {
        html! {}
    };

    let end = (phase == Phase::Over).then(|| {
        let level = s.victory().expect("over");
        let imperial = s.casualties(Side::Imperials);
        let rows = Side::BOTH
            .iter()
            .map(|&sd| ScoreRow {
                name: text::who(setup, sd).into(),
                values: vec![s.casualties(sd).to_string().into()],
                leading: false,
            })
            .collect::<Vec<_>>();
        html! {
            <EndScreen title={level.name()} home_href={Route::Home.href()}
                       result={format!("Imperial casualties: {imperial}. {}", text::level_explained(level))}
                       on_rematch={send(&model, move || Msg::Rematch)}>
                <ScoreBoard caption="Casualties" columns={vec![AttrValue::from("Casualties")]} rows={rows} />
            </EndScreen>
        }
    });

    let history: Vec<AttrValue> = s
        .events()
        .iter()
        .map(|e| text::event_text(setup, e).into())
        .collect();
    let opponent = me.other();
    html! {
        <main class="page table satsuma" id="main" data-game={ID} data-phase={format!("{phase:?}")}
              data-act={if may_act(m) { "yes" } else { "no" }}>
            <header class="table-bar">
                <a class="button quiet" href={Route::Home.href()} aria-label="Back to the games">{ "←" }</a>
                <h1>{ "Satsuma Rebellion" }</h1>
                <span class="hand-no">{ format!("Hand {}", s.hand_no()) }</span>
                <span class="deal-code" title="Enter this code in a new game to replay the deal">
                    { format!("Deal {}", deal_code(m.session.seed)) }
                </span>
                <a class="button quiet" href={Route::Rules(ID).href()}>{ "Rules" }</a>
            </header>
            <p class="status" role="status">{ status }</p>
            if let Some(n) = &m.notice { <p class="notice" role="alert">{ n.clone() }</p> }
            { end.unwrap_or_default() }
            <div class="table-grid">
                <div class="seat-top">{ seat_panel(opponent) }</div>
                <div class="centre">{ centre }</div>
                <div class="seat-bottom">{ seat_panel(me) }</div>
                <HistoryPanel entries={history} />
            </div>
        </main>
    }
}

fn logistics_view(model: &UseReducerHandle<Model>, hand: &[CardNo], me: Side) -> Html {
    let m = &**model;
    let can = m.can_discard();
    let full = m.marked.len() >= MAX_DISCARDS;
    let cards: Vec<HandCard> = hand
        .iter()
        .map(|&no| {
            let selected = m.marked.contains(&no);
            let mut card = HandCard::new(
                text::face(me, no),
                format!(
                    "{}{}",
                    text::label(me, no),
                    if selected { ", marked to discard" } else { "" }
                ),
            );
            card.selected = selected;
            card.badge = selected.then(|| AttrValue::from("discard"));
            card.disabled_reason = if !can {
                Some(AttrValue::from("You have already discarded this hand"))
            } else if full && !selected {
                Some(AttrValue::from(
                    "3 cards are already marked: unmark one first",
                ))
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
    let n = m.marked.len();
    let confirm_text = match n {
        0 => "Keep all 7".to_string(),
        1 => "Discard 1 and draw".to_string(),
        n => format!("Discard {n} and draw"),
    };
    let onclick = send(model, move || Msg::Confirm);
    let role = if m.state().attacker() == me {
        Role::Attacker
    } else {
        Role::Defender
    };
    let role_hint = match role {
        Role::Attacker => "You attack: your Defense and Escape cards will not count.",
        Role::Defender => "You defend: your Attack cards will not count.",
    };
    html! {
        <section class="logistics" aria-labelledby="logistics-title">
            <h2 id="logistics-title">{ format!("Logistics: your {} hand", me.name()) }</h2>
            <p class="hint">{ role_hint }{ " Only one card of each suit counts." }</p>
            <Hand label="Your hand" {cards} on_toggle={Some(on_toggle)} shortcuts=true />
            <div class="actions">
                if can {
                    <button type="button" class="button primary confirm" {onclick}>{ confirm_text }<kbd>{ "D" }</kbd></button>
                }
                <p class="keys hint">{ "Keys: 1–7 mark a card, D discards and draws, N deals the next hand." }</p>
            </div>
        </section>
    }
}

fn status_line(m: &Model) -> String {
    let s = m.state();
    let v = m.viewer();
    match s.phase() {
        Phase::Over => "The game is over.".into(),
        Phase::Clash if m.setup.humans().is_empty() => {
            "The clash is shown; the next hand follows.".into()
        }
        Phase::Clash => "Clash! Both hands are revealed. Press Next hand to go on.".into(),
        Phase::Logistics if m.needs_hand_over() => {
            format!("{} to play: pass the device.", m.setup.name(v))
        }
        Phase::Logistics if m.can_discard() => format!(
            "{}, your turn: mark up to {MAX_DISCARDS} cards to discard ({} marked), then draw.",
            m.setup.name(v),
            m.marked.len()
        ),
        Phase::Logistics => {
            let waiting: Vec<String> = s
                .to_act()
                .into_iter()
                .map(|seat| m.setup.name(seat))
                .collect();
            format!("Waiting for {} to discard.", waiting.join(" and "))
        }
    }
}
