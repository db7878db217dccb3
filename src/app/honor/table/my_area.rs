//! The viewer's own cards, docked at the bottom: their army (three slots, the cards they
//! put there face up) and their hand, both pickable while a choice needs a card or a slot.

use super::super::model::{private_phase, Msg};
use super::super::text;
use super::super::words::{who_standing, Words};
use super::Handle;
use crate::app::components::{Hand, HandCard};
use crate::core::Seat;
use crate::games::honor::{Action, HonorObservation};
use crate::{t, ts};
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
                        t!("Army slot {n}: {card} (you put it there)", "軍勢の{n}番目：{card}（あなたが入れた札）"; n = i + 1, card = card.name()),
                    );
                    h.badge = Some(ts!("yours", "自分").into());
                    h
                }
                None => HandCard::new(
                    text::back(),
                    t!("Army slot {n}: face down, unknown", "軍勢の{n}番目：裏向き、不明"; n = i + 1),
                ),
            };
            card.selected = m.picked_slot == Some(i);
            if exchanging && m.picked_card.is_some() && m.picked_slot.is_none() {
                card.tooltip = Some(ts!("Swap the picked hand card into this slot", "選んだ手札をこの枠と入れ替える").into());
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
    // One sentence ("You: 1 disgrace, 0 heads"), then the seat's roles as badges, as in
    // the other seats' chips.
    let who = who_standing(&w.who(me), obs.config.negative_heads, v.disgraces, v.heads);
    let mut badges = Vec::new();
    if v.is_king {
        badges.push(ts!("King", "将軍"));
    }
    if obs.dealer == me {
        badges.push(ts!("Dealer", "親"));
    }
    if v.out {
        badges.push(ts!("Out", "脱落"));
    }
    // Once the armies are revealed, yours is in the battle: the dock keeps your hand.
    let army_shown = private_phase(obs.phase);
    let charge = obs
        .my_charge
        .map(|c| html! { <p class="hint charge-line">{ t!("Your charge: {card}", "あなたの突撃：{card}"; card = c.name()) }</p> });
    html! {
        <section class={classes!("my-area", (!army_shown).then_some("hand-only"))} aria-label={ts!("Your army and hand", "あなたの軍勢と手札")}
                 data-seat={me.to_string()}>
            <h2 class="visually-hidden">{ Words::new(&m.t.setup).army_and_hand(me) }</h2>
            <p class="my-standing">{ who }{ for badges.iter().map(|b| html! { <span class="role-badge">{ *b }</span> }) }</p>
            <div class="my-rows">
                if army_shown {
                    <div class="my-row army-row">
                        <h3>{ ts!("Your army", "自軍") }</h3>
                        <Hand label={ts!("Your army", "あなたの軍勢")} cards={slots} on_toggle={exchanging.then_some(pick_slot)} />
                        { charge.unwrap_or_default() }
                    </div>
                }
                <div class="my-row hand-row">
                    <h3>{ ts!("Your hand", "手札") }</h3>
                    if obs.my_hand.is_empty() { <p class="hint">{ ts!("No cards in hand.", "手札はありません。") }</p> }
                    <Hand label={ts!("Your hand", "あなたの手札")} cards={hand} on_toggle={picking.then_some(pick_card)}
                          on_double={picking.then_some(double)} />
                </div>
            </div>
        </section>
    }
}

