//! What the current phase asks (its panel in the middle of the table: a title and a
//! hint) and its buttons (in the bottom bar): declare a suit, appeal, exchange, charge,
//! and after a battle the hand's summary with Next hand / Next game.

use super::super::model::{Model, View};
use super::super::text;
use super::battle::battle_view;
use super::{act, Handle};
use crate::app::art::{honor_suit_id, HONOR};
use crate::app::components::art::icon;
use crate::core::Seat;
use super::super::words::{closing_words, Words};
use crate::games::honor::{Action, HonorObservation, Phase, Suit};
use crate::{t, ts};
use yew::prelude::*;

/// Whether the viewer decides now, and what they may do.
fn may(obs: &HonorObservation, viewer: Option<Seat>) -> impl Fn(&Action) -> bool + '_ {
    let mine = viewer.is_some() && !obs.legal_actions.is_empty() && viewer == Some(obs.me);
    move |a: &Action| mine && obs.legal_actions.contains(a)
}

fn mine(obs: &HonorObservation, viewer: Option<Seat>) -> bool {
    viewer.is_some() && !obs.legal_actions.is_empty() && viewer == Some(obs.me)
}

fn panel(title: &str, hint: &str) -> Html {
    html! {
        <section class="phase-panel">
            <h2>{ title.to_string() }</h2>
            <p class="hint">{ hint.to_string() }</p>
        </section>
    }
}

/// The middle of the table for the phase.
pub fn phase_panel(model: &Handle, view: &View) -> Html {
    let m: &Model = model;
    let (obs, viewer) = (&view.table, view.seat);
    let can = may(obs, viewer);
    match obs.phase {
        Phase::DeclareSuit if mine(obs, viewer) => panel(
            ts!(
                "You are King: declare a suit illegal",
                "あなたが将軍です。禁制にするマークを宣言してください"
            ),
            ts!(
                "Every army holding a card of that suit at a battle costs its owner a disgrace.",
                "合戦のとき、そのマークの札がある軍勢は、持ち主の不名誉1回になります。"
            ),
        ),
        Phase::JokerAppeal | Phase::ArmyAppeal if mine(obs, viewer) => panel(
            if can(&Action::Respond) {
                ts!("As King: answer the appeal", "将軍として嘆願に答えてください")
            } else {
                ts!("Diplomacy: appeal to the King?", "外交：将軍に嘆願しますか？")
            },
            ts!(
                "If the King responds and draws a King, Queen or Jack, the Joker is set aside.",
                "将軍が聞き入れてキング、クイーン、ジャックを引けば、ジョーカーは取り除かれます。"
            ),
        ),
        Phase::Exchange if mine(obs, viewer) => {
            let hint = match (m.picked_card, m.picked_slot) {
                (None, _) => ts!(
                    "Tap a hand card, then the army card it replaces, then Swap. Army cards go out unseen.",
                    "手札を1枚タップし、入れ替える軍勢の札をタップして「入れ替え」を押してください。出ていく軍勢の札は誰にも見えません。"
                ),
                (Some(_), None) => ts!(
                    "Now tap the army slot it replaces.",
                    "次に、入れ替える軍勢の枠をタップしてください。"
                ),
                (Some(_), Some(_)) => ts!(
                    "Press Swap to confirm, or tap again to change.",
                    "「入れ替え」を押して確定するか、タップし直して変えてください。"
                ),
            };
            panel(ts!("Exchange", "入れ替え"), hint)
        }
        Phase::Charge if mine(obs, viewer) => panel(
            ts!("Charge?", "突撃しますか？"),
            ts!(
                "Tap a hand card to add it face down to your army. If somebody else wins the battle, a charger is disgraced.",
                "手札を1枚タップすると、裏向きで軍勢に加わります。ほかの人が合戦に勝つと、突撃した人は不名誉を受けます。"
            ),
        ),
        // Between two games of a match too: the strip tells the games won, the status
        // who won this one, the sheet the match so far.
        Phase::Battle | Phase::GameOver => match &obs.last_battle {
            // This hand's battle (a game can also end in its opening, by disgraces).
            Some(b) if b.game_no == obs.game_no && b.hand_no == obs.hand_no => {
                battle_view(m, view, b)
            }
            _ => {
                let config = &obs.config;
                let w = Words::new(&m.t.setup);
                let end = closing_words(&w, config, &view.events);
                panel(
                    &t!(
                        "Game {g} of {n} is over",
                        "第{g}ゲーム（全{n}ゲーム）が終わりました";
                        g = obs.game_no, n = config.match_length()
                    ),
                    &end,
                )
            }
        },
        _ => html! {},
    }
}

/// The phase's buttons, for the bottom bar.
pub fn actions(model: &Handle, obs: &HonorObservation, viewer: Option<Seat>) -> Html {
    let m: &Model = model;
    let can = may(obs, viewer);
    let mine = mine(obs, viewer);
    match obs.phase {
        Phase::DeclareSuit if mine => html! {
            <>
                { for Suit::ALL.iter().map(|&suit| html! {
                    <button type="button" class="button suit" onclick={act(model, Action::DeclareIllegalSuit(suit))}>
                        { icon(HONOR, &honor_suit_id(suit), "suit-icon") }{ text::suit_label(suit) }
                    </button>
                }) }
            </>
        },
        Phase::JokerAppeal | Phase::ArmyAppeal if mine => appeal(model, obs, &can),
        Phase::Exchange if mine => exchange(model, obs, &can),
        Phase::Charge if mine => charge(model, obs, &can),
        Phase::Battle | Phase::GameOver => match m.actor() {
            Some(_) => {
                let (label, action) = if obs.phase == Phase::Battle {
                    (ts!("Next hand", "次の局へ"), Action::NextHand)
                } else {
                    (ts!("Next game", "次のゲームへ"), Action::NextGame)
                };
                html! { <button type="button" class="button primary next-hand" onclick={act(model, action)}>{ label }</button> }
            }
            None => html! {},
        },
        _ => html! {},
    }
}

fn appeal(model: &Handle, obs: &HonorObservation, can: &dyn Fn(&Action) -> bool) -> Html {
    let m: &Model = model;
    let king = obs
        .appeal
        .as_ref()
        .map(|w| m.t.setup.name(w.king))
        .unwrap_or_default();
    let mut buttons: Vec<Html> = Vec::new();
    if can(&Action::Appeal) {
        // Short, beside "Do not appeal" on a 360 px phone; the King is named on the table.
        buttons.push(html! { <button type="button" class="button primary appeal" title={t!("Appeal to King {king}", "将軍{king}に嘆願する")}
                                     onclick={act(model, Action::Appeal)}>{ ts!("Appeal", "嘆願する") }</button> });
    }
    let mut offers: Vec<Html> = Vec::new();
    for (i, c) in obs.my_hand.iter().enumerate() {
        let a = Action::AppealWithCard { hand_index: i };
        if can(&a) {
            // On screen the card alone ("3♥"), after one "Appeal with" for all: the offers
            // share a row on a 360 px phone. Screen readers hear the whole choice.
            if offers.is_empty() {
                offers.push(html! { <span class="offer-label" aria-hidden="true">{ ts!("Appeal with", "差し出す札") }</span> });
            }
            offers.push(html! {
                <button type="button" class="button offer" onclick={act(model, a)}>
                    <span aria-hidden="true">{ c.short() }</span>
                    <span class="visually-hidden">{ t!("Appeal, offering {card}", "{card}を差し出して嘆願する"; card = c.name()) }</span>
                </button>
            });
        }
    }
    if !offers.is_empty() {
        buttons.push(html! { <span class="offers">{ for offers }</span> });
    }
    if can(&Action::NoAppeal) {
        buttons.push(html! { <button type="button" class="button no-appeal" onclick={act(model, Action::NoAppeal)}>{ ts!("Do not appeal", "嘆願しない") }</button> });
    }
    if can(&Action::Respond) {
        buttons.push(html! { <button type="button" class="button primary respond" title={ts!("Respond: draw a card", "聞き入れる：札を1枚引く")} onclick={act(model, Action::Respond)}>{ ts!("Respond", "聞き入れる") }</button> });
    }
    if can(&Action::Reject) {
        buttons.push(html! { <button type="button" class="button reject" title={ts!("Reject the appeal", "嘆願を退ける")} onclick={act(model, Action::Reject)}>{ ts!("Reject", "退ける") }</button> });
    }
    html! { <>{ for buttons }</> }
}

fn exchange(model: &Handle, obs: &HonorObservation, can: &dyn Fn(&Action) -> bool) -> Html {
    let m: &Model = model;
    let swap = match (m.picked_card, m.picked_slot) {
        (Some(hand_index), Some(slot)) => Some(Action::Exchange { hand_index, slot }),
        _ => None,
    };
    let swap_button = match swap {
        Some(a) if can(&a) => {
            let card = obs.my_hand[m.picked_card.unwrap_or(0)].name();
            let slot = m.picked_slot.unwrap_or(0) + 1;
            html! {
                <button type="button" class="button primary confirm" onclick={act(model, a)}>{ t!("Swap {card} into slot {slot}", "{card}を{slot}番目と入れ替え") }</button>
            }
        }
        _ => {
            html! { <button type="button" class="button" aria-disabled="true" title={ts!("Pick a hand card and an army slot first", "先に手札と軍勢の枠を選んでください")}>{ ts!("Swap", "入れ替え") }</button> }
        }
    };
    html! {
        <>
            { swap_button }
            <button type="button" class="button done" onclick={act(model, Action::EndExchange)}>{ ts!("Done", "完了") }</button>
        </>
    }
}

fn charge(model: &Handle, obs: &HonorObservation, can: &dyn Fn(&Action) -> bool) -> Html {
    let m: &Model = model;
    let charge = m
        .picked_card
        .map(|hand_index| Action::Charge { hand_index });
    html! {
        <>
            if let Some(a) = charge.filter(|a| can(a)) {
                <button type="button" class="button primary confirm" onclick={act(model, a)}>
                    { t!("Charge with {card}", "{card}で突撃"; card = obs.my_hand[m.picked_card.unwrap_or(0)].name()) }
                </button>
            } else {
                <button type="button" class="button" aria-disabled="true" title={ts!("Pick a hand card first", "先に手札を選んでください")}>{ ts!("Charge", "突撃") }</button>
            }
            <button type="button" class="button no-charge" onclick={act(model, Action::NoCharge)}>{ ts!("No charge", "突撃しない") }</button>
        </>
    }
}
