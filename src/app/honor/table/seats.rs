//! A seat at the table: name, badges, heads and disgraces, what it is doing, and its army
//! (face down, or revealed at the battle).

use super::super::model::{private_phase, Model};
use super::super::text;
use crate::app::components::{Hand, HandCard, SeatPanel};
use crate::core::Seat;
use crate::games::honor::{HonorObservation, Phase, DISGRACES_OUT};
use yew::prelude::*;

pub fn seat_panel(m: &Model, obs: &HonorObservation, seat: Seat) -> Html {
    let s = m.state();
    let config = s.config();
    let phase = s.phase();
    let setup = &m.t.setup;
    let v = &obs.seats[seat];
    let mut badges = Vec::new();
    if v.is_king {
        badges.push(AttrValue::from("King"));
    }
    if obs.dealer == seat {
        badges.push(AttrValue::from("Dealer"));
    }
    if v.out {
        badges.push(AttrValue::from("Out"));
    }
    let markers = (!config.negative_heads).then(|| {
        (
            AttrValue::from("Disgraces"),
            v.disgraces as usize,
            DISGRACES_OUT as usize,
        )
    });
    let mut status = vec![format!("Heads {}", v.heads)];
    if config.kings {
        status.push(format!("games won {}", v.games_won));
    }
    if !v.out && phase == Phase::Exchange {
        status.push(if v.exchange_done {
            format!("done, {} swaps", v.swaps)
        } else {
            "exchanging".into()
        });
    }
    if v.charged == Some(true) {
        status.push("charged".into());
    }
    // The viewer's own army is drawn in their area below, slot by slot.
    let army: Html = if !m.needs_hand_over() && m.viewer() == Some(seat) {
        html! {}
    } else if let Some(cards) = &v.revealed_army {
        let cards: Vec<HandCard> = cards
            .iter()
            .map(|&c| HandCard::new(text::face(c), c.name()))
            .collect();
        html! { <Hand label={format!("{}'s army", setup.name(seat))} {cards} /> }
    } else {
        html! { <p class="hint">{ format!("Army {} face down · hand {}", v.army_count, v.hand_count) }</p> }
    };
    html! {
        <SeatPanel name={setup.name(seat)} side={format!("Seat {}", seat + 1)} {badges}
                   status={status.join(" · ")} active={s.to_act().contains(&seat) && private_phase(phase)}
                   out={v.out} {markers}>
            { army }
        </SeatPanel>
    }
}
