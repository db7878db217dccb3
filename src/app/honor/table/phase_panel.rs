//! What the current phase asks of the viewer (declare a suit, appeal, exchange, charge),
//! or after a battle the Next hand / Next game button and the battle itself.

use crate::app::art::{honor_suit_id, HONOR};
use crate::app::components::art::icon;
use super::super::model::Model;
use super::super::text;
use super::battle::{battle_view, match_panel};
use super::{act, Handle};
use crate::core::Seat;
use crate::games::honor::{Action, HonorObservation, Phase, Suit};
use yew::prelude::*;

pub fn phase_panel(model: &Handle, obs: &HonorObservation, viewer: Option<Seat>) -> Html {
    let legal = &obs.legal_actions;
    let mine = viewer.is_some() && !legal.is_empty() && viewer == Some(obs.me);
    let can = |a: &Action| mine && legal.contains(a);
    match obs.phase {
        Phase::DeclareSuit if mine => declare_suit(model),
        Phase::JokerAppeal | Phase::ArmyAppeal if mine => appeal(model, obs, &can),
        Phase::Exchange if mine => exchange(model, obs, &can),
        Phase::Charge if mine => charge(model, obs, &can),
        Phase::Battle | Phase::GameOver => after_battle(model, obs),
        _ => html! {},
    }
}

fn declare_suit(model: &Handle) -> Html {
    html! {
        <section class="phase-panel">
            <h2>{ "You are King: declare a suit illegal" }</h2>
            <p class="hint">{ "Every army holding a card of that suit at a battle costs its owner a disgrace." }</p>
            <div class="actions">
                { for Suit::ALL.iter().map(|&suit| html! {
                    <button type="button" class="button" onclick={act(model, Action::DeclareIllegalSuit(suit))}>
                        { icon(HONOR, &honor_suit_id(suit), "suit-icon") }{ text::suit_label(suit) }
                    </button>
                }) }
            </div>
        </section>
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
        buttons.push(html! { <button type="button" class="button primary" onclick={act(model, Action::Appeal)}>{ format!("Appeal to King {king}") }</button> });
    }
    for (i, c) in obs.my_hand.iter().enumerate() {
        let a = Action::AppealWithCard { hand_index: i };
        if can(&a) {
            buttons.push(html! { <button type="button" class="button" onclick={act(model, a)}>{ format!("Appeal, offering {} for the Joker", c.name()) }</button> });
        }
    }
    if can(&Action::NoAppeal) {
        buttons.push(html! { <button type="button" class="button" onclick={act(model, Action::NoAppeal)}>{ "Do not appeal" }</button> });
    }
    if can(&Action::Respond) {
        buttons.push(html! { <button type="button" class="button primary" onclick={act(model, Action::Respond)}>{ "Respond: draw a card" }</button> });
    }
    if can(&Action::Reject) {
        buttons.push(html! { <button type="button" class="button" onclick={act(model, Action::Reject)}>{ "Reject the appeal" }</button> });
    }
    let title = if can(&Action::Respond) {
        "As King: answer the appeal"
    } else {
        "Diplomacy: appeal to the King?"
    };
    html! {
        <section class="phase-panel">
            <h2>{ title }</h2>
            <p class="hint">{ "If the King responds and draws a King, Queen or Jack, the Joker is set aside." }</p>
            <div class="actions">{ for buttons }</div>
        </section>
    }
}

fn exchange(model: &Handle, obs: &HonorObservation, can: &dyn Fn(&Action) -> bool) -> Html {
    let m: &Model = model;
    let swap = match (m.picked_card, m.picked_slot) {
        (Some(hand_index), Some(slot)) => Some(Action::Exchange { hand_index, slot }),
        _ => None,
    };
    let swap_button = match swap {
        Some(a) if can(&a) => {
            let label = format!(
                "Swap {} into slot {}",
                obs.my_hand[m.picked_card.unwrap_or(0)].name(),
                m.picked_slot.unwrap_or(0) + 1
            );
            html! { <button type="button" class="button primary confirm" onclick={act(model, a)}>{ label }</button> }
        }
        _ => {
            html! { <button type="button" class="button" aria-disabled="true" title="Pick a hand card and an army slot first">{ "Swap" }</button> }
        }
    };
    html! {
        <section class="phase-panel">
            <h2>{ "Exchange" }</h2>
            <p class="hint">{ "Pick a hand card, then an army slot, and confirm the swap. The army card it replaces goes unseen to the exchange pile. Swap as often as you like, then press Done." }</p>
            <div class="actions">
                { swap_button }
                <button type="button" class="button done" onclick={act(model, Action::EndExchange)}>{ "Done exchanging" }</button>
            </div>
        </section>
    }
}

fn charge(model: &Handle, obs: &HonorObservation, can: &dyn Fn(&Action) -> bool) -> Html {
    let m: &Model = model;
    let charge = m
        .picked_card
        .map(|hand_index| Action::Charge { hand_index });
    html! {
        <section class="phase-panel">
            <h2>{ "Charge?" }</h2>
            <p class="hint">{ "Add one hand card face down to your army. If somebody else wins the battle, a charger is disgraced." }</p>
            <div class="actions">
                if let Some(a) = charge.filter(|a| can(a)) {
                    <button type="button" class="button primary confirm" onclick={act(model, a)}>
                        { format!("Charge with {}", obs.my_hand[m.picked_card.unwrap_or(0)].name()) }
                    </button>
                } else {
                    <button type="button" class="button" aria-disabled="true" title="Pick a hand card first">{ "Charge" }</button>
                }
                <button type="button" class="button no-charge" onclick={act(model, Action::NoCharge)}>{ "No charge" }</button>
            </div>
        </section>
    }
}

/// Next hand / Next game (for a person to press), the match so far, the battle.
fn after_battle(model: &Handle, obs: &HonorObservation) -> Html {
    let m: &Model = model;
    let button = m.actor().map(|_| {
        let (label, action) = if obs.phase == Phase::Battle {
            ("Next hand", Action::NextHand)
        } else {
            ("Next game", Action::NextGame)
        };
        html! { <button type="button" class="button primary next-hand" onclick={act(model, action)}>{ label }</button> }
    });
    html! {
        <>
            { button.unwrap_or_default() }
            if obs.phase == Phase::GameOver { { match_panel(m, obs) } }
            if let Some(b) = &obs.last_battle { { battle_view(m, b) } }
        </>
    }
}
