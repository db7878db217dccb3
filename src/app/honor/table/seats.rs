//! A seat in the strip at the top: name, badges, disgraces and heads, what it is doing,
//! and its three army cards, small (backs, or faces once revealed at the battle).

use super::super::model::{private_phase, Model};
use super::super::text;
use super::super::words::{count, Words};
use crate::app::components::{Hand, HandCard};
use crate::core::Seat;
use crate::games::honor::{HonorObservation, Phase, SeatView};
use yew::prelude::*;

/// "1 disgrace · 3 heads" (with Negative heads, heads only).
pub fn standing(negative_heads: bool, v: &SeatView) -> String {
    if negative_heads {
        count(v.heads, "head")
    } else {
        format!("{} · {}", count(v.disgraces, "disgrace"), count(v.heads, "head"))
    }
}

/// What the seat is doing now, in a few words.
fn doing(phase: Phase, v: &SeatView, kings: bool) -> String {
    let mut parts = Vec::new();
    if kings {
        parts.push(format!("{} won", count(v.games_won, "game")));
    }
    if !v.out && phase == Phase::Exchange {
        parts.push(if v.exchange_done {
            format!("done, {}", count(v.swaps, "swap"))
        } else {
            "exchanging".into()
        });
    }
    if v.charged == Some(true) {
        parts.push("charged".into());
    }
    parts.join(" · ")
}

pub fn seat_chip(m: &Model, obs: &HonorObservation, seat: Seat) -> Html {
    let config = &obs.config;
    let phase = obs.phase;
    let w = Words::new(&m.t.setup);
    let v = &obs.seats[seat];
    let mut badges = Vec::new();
    if v.is_king {
        badges.push("King");
    }
    if obs.dealer == seat {
        badges.push("Dealer");
    }
    if v.out {
        badges.push("Out");
    }
    // Once the battle is on the table its armies are there, not in the strip.
    let army: Vec<HandCard> = match &v.revealed_army {
        _ if !private_phase(phase) => Vec::new(),
        Some(cards) => cards
            .iter()
            .map(|&c| text::face_up(c, c.name()))
            .collect(),
        None if v.out => Vec::new(),
        None => (0..v.army_count)
            .map(|i| HandCard::new(text::back(), format!("Army card {}, face down", i + 1)))
            .collect(),
    };
    let name = w.who(seat);
    let (short, level) = w.label(seat);
    let standing = standing(config.negative_heads, v);
    let doing = doing(phase, v, config.kings);
    let active = obs.to_act.contains(&seat) && private_phase(phase);
    let thinking = m.thinking() == Some(seat);
    html! {
        <section class={classes!("seat", "chip", active.then_some("active"), v.out.then_some("out"), thinking.then_some("thinking"))}
                 aria-label={format!("{name}: {standing}")} data-seat={seat.to_string()}>
            <header class="seat-head">
                <span class="seat-name">{ short }</span>
                if let Some(level) = level { <span class="seat-level">{ level }</span> }
                { for badges.iter().map(|b| html! { <span class="role-badge">{ *b }</span> }) }
            </header>
            <p class="seat-status">{ standing }</p>
            if !doing.is_empty() { <p class="seat-doing">{ doing }</p> }
            if !army.is_empty() {
                <Hand label={format!("{} army", w.whose(seat))} cards={army} />
            }
        </section>
    }
}
