//! A seat in the strip at the top: name, badges, disgraces and heads, what it is doing,
//! and its three army cards, small (backs, or faces once revealed at the battle).

use super::super::model::{private_phase, Model};
use super::super::text;
use super::super::words::{seat_standing, Words};
use crate::app::components::{Hand, HandCard};
use crate::core::Seat;
use crate::games::honor::{HonorObservation, Phase, SeatView};
use crate::core::lang::plural;
use crate::{t, ts};
use yew::prelude::*;

/// "1 disgrace · 3 heads" (with Negative heads, heads only).
pub fn standing(negative_heads: bool, v: &SeatView) -> String {
    seat_standing(negative_heads, v.disgraces, v.heads)
}

/// What the seat is doing now, in a few words: one phrase per language for each
/// combination (the games won of a Kings match, then the exchange or the charge).
fn doing(phase: Phase, v: &SeatView, kings: bool) -> String {
    let (g, gs) = (v.games_won, plural(v.games_won));
    let (n, s) = (v.swaps, plural(v.swaps));
    let exchange = !v.out && phase == Phase::Exchange;
    match (kings, exchange, v.exchange_done, v.charged == Some(true)) {
        (false, true, true, _) => t!("done, {n} swap{s}", "完了（入れ替え{n}回）"),
        (false, true, false, _) => t!("exchanging", "入れ替え中"),
        (false, false, _, true) => t!("charged", "突撃済み"),
        (false, false, _, false) => String::new(),
        (true, true, true, _) => t!("{g} game{gs} won; done, {n} swap{s}", "{g}勝・完了（入れ替え{n}回）"),
        (true, true, false, _) => t!("{g} game{gs} won; exchanging", "{g}勝・入れ替え中"),
        (true, false, _, true) => t!("{g} game{gs} won; charged", "{g}勝・突撃済み"),
        (true, false, _, false) => t!("{g} game{gs} won", "{g}勝"),
    }
}

pub fn seat_chip(m: &Model, obs: &HonorObservation, seat: Seat) -> Html {
    let config = &obs.config;
    let phase = obs.phase;
    let w = Words::new(&m.t.setup);
    let v = &obs.seats[seat];
    let mut badges = Vec::new();
    if v.is_king {
        badges.push(ts!("King", "将軍"));
    }
    if obs.dealer == seat {
        badges.push(ts!("Dealer", "親"));
    }
    if v.out {
        badges.push(ts!("Out", "脱落"));
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
            .map(|i| HandCard::new(text::back(), t!("Army card {n}, face down", "軍勢の札{n}、裏向き"; n = i + 1)))
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
                 aria-label={t!("{name}: {standing}", "{name}：{standing}")} data-seat={seat.to_string()}>
            <header class="seat-head">
                <span class="seat-name">{ short }</span>
                if let Some(level) = level { <span class="seat-level">{ level }</span> }
                { for badges.iter().map(|b| html! { <span class="role-badge">{ *b }</span> }) }
            </header>
            <p class="seat-status">{ standing }</p>
            if !doing.is_empty() { <p class="seat-doing">{ doing }</p> }
            if !army.is_empty() {
                <Hand label={t!("{whose} army", "{whose}軍勢"; whose = w.whose(seat))} cards={army} />
            }
        </section>
    }
}
