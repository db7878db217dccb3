//! The viewer's own cards, docked at the bottom: their army (three slots, the cards they
//! put there face up) and their hand, both pickable while a choice needs a card or a slot.

use super::super::model::{private_phase, Msg};
use super::super::text;
use super::super::words::Words;
use super::seats::standing;
use super::Handle;
use crate::app::components::{Hand, HandCard};
use crate::core::Seat;
use crate::games::honor::{Action, HonorObservation};
use yew::prelude::*;

pub fn my_area(model: &Handle, obs: &HonorObservation, me: Seat) -> Html {
    let m = &***model;
    let w = Words::new(&m.t.setup);
    let exchanging = obs
        .legal_actions
        .iter()
        .any(|a| matches!(a, Action::Exchange { .. }));
    let picking = exchanging
        || obs
            .legal_actions
            .iter()
            .any(|a| matches!(a, Action::Charge { .. } | Action::AppealWithCard { .. }));
    let slots: Vec<HandCard> = obs
        .my_army
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let mut card = match c {
                Some(card) => {
                    let mut h = text::face_up(
                        *card,
                        format!("Army slot {}: {} (you put it there)", i + 1, card.name()),
                    );
                    h.badge = Some("yours".into());
                    h
                }
                None => HandCard::new(
                    text::back(),
                    format!("Army slot {}: face down, unknown", i + 1),
                ),
            };
            card.selected = m.picked_slot == Some(i);
            if exchanging && m.picked_card.is_some() && m.picked_slot.is_none() {
                card.tooltip = Some("Swap the picked hand card into this slot".into());
            }
            card
        })
        .collect();
    let hand: Vec<HandCard> = obs
        .my_hand
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let mut h = text::face_up(c, c.name());
            h.selected = m.picked_card == Some(i);
            h
        })
        .collect();
    let pick_card = {
        let d = model.dispatcher();
        Callback::from(move |i: usize| d.dispatch(Msg::PickCard(i)))
    };
    let double = {
        let d = model.dispatcher();
        Callback::from(move |i: usize| d.dispatch(Msg::DoubleCard(i)))
    };
    let pick_slot = {
        let d = model.dispatcher();
        Callback::from(move |i: usize| d.dispatch(Msg::PickSlot(i)))
    };
    let v = &obs.seats[me];
    let mut who = vec![w.who(me), standing(obs.config.negative_heads, v)];
    if v.is_king {
        who.push("King".into());
    }
    if obs.dealer == me {
        who.push("Dealer".into());
    }
    if v.out {
        who.push("out".into());
    }
    // Once the armies are revealed, yours is in the battle: the dock keeps your hand.
    let army_shown = private_phase(obs.phase);
    let charge = obs
        .my_charge
        .map(|c| html! { <p class="hint charge-line">{ format!("Your charge: {}", c.name()) }</p> });
    html! {
        <section class={classes!("my-area", (!army_shown).then_some("hand-only"))} aria-label="Your army and hand"
                 data-seat={me.to_string()}>
            <h2 class="visually-hidden">{ format!("{}'s army and hand", m.t.setup.name(me)) }</h2>
            <p class="my-standing">{ who.join(" · ") }</p>
            <div class="my-rows">
                if army_shown {
                    <div class="my-row">
                        <h3>{ "Your army" }</h3>
                        <Hand label="Your army" cards={slots} on_toggle={exchanging.then_some(pick_slot)} />
                        { charge.unwrap_or_default() }
                    </div>
                }
                <div class="my-row">
                    <h3>{ "Your hand" }</h3>
                    if obs.my_hand.is_empty() { <p class="hint">{ "No cards in hand." }</p> }
                    <Hand label="Your hand" cards={hand} on_toggle={picking.then_some(pick_card)}
                          on_double={picking.then_some(double)} />
                </div>
            </div>
        </section>
    }
}

