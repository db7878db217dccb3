//! The viewer's own area: their army (three slots, the cards they put there face up) and
//! their hand, both pickable while a choice needs a card or a slot.

use super::super::model::Msg;
use super::super::text;
use super::Handle;
use crate::app::components::{CardFace, Hand, HandCard};
use crate::core::Seat;
use crate::games::honor::{Action, HonorObservation};
use yew::prelude::*;

pub fn my_area(model: &Handle, obs: &HonorObservation, me: Seat) -> Html {
    let m = &***model;
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
                    let mut h = HandCard::new(
                        text::face(*card),
                        format!("Army slot {}: {} (you put it there)", i + 1, card.name()),
                    );
                    h.badge = Some("yours".into());
                    h
                }
                None => HandCard::new(
                    back_face(),
                    format!("Army slot {}: face down, unknown", i + 1),
                ),
            };
            card.selected = m.picked_slot == Some(i);
            card
        })
        .collect();
    let hand: Vec<HandCard> = obs
        .my_hand
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let mut h = HandCard::new(text::face(c), c.name());
            h.selected = m.picked_card == Some(i);
            h
        })
        .collect();
    let pick_card = {
        let d = model.dispatcher();
        Callback::from(move |i: usize| d.dispatch(Msg::PickCard(i)))
    };
    let pick_slot = {
        let d = model.dispatcher();
        Callback::from(move |i: usize| d.dispatch(Msg::PickSlot(i)))
    };
    let charge = obs
        .my_charge
        .map(|c| html! { <p class="hint">{ format!("Your charge: {}", c.name()) }</p> });
    html! {
        <section class="my-area" aria-label="Your army and hand">
            <h2 class="visually-hidden">{ format!("{}'s army and hand", m.t.setup.name(me)) }</h2>
            <h3>{ "Your army" }</h3>
            <Hand label="Your army" cards={slots} on_toggle={exchanging.then_some(pick_slot)} />
            { charge.unwrap_or_default() }
            <h3>{ "Your hand" }</h3>
            if obs.my_hand.is_empty() { <p class="hint">{ "No cards in hand." }</p> }
            <Hand label="Your hand" cards={hand} on_toggle={picking.then_some(pick_card)} />
        </section>
    }
}

/// A face-down card drawn as a back.
fn back_face() -> CardFace {
    CardFace::back(crate::app::art::HONOR)
}
