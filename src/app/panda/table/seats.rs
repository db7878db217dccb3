//! The four seats around the board and the trick in the middle.

use super::super::model::{sorted, Model};
use super::super::text;
use crate::app::components::{CardView, SeatPanel};
use crate::core::Seat;
use crate::games::panda::{team, PandaObservation, Phase};
use yew::prelude::*;

/// A seat's panel: name, team, badges (call, out, turn) and what it holds and has won,
/// as the viewer sees it (`obs`).
pub fn seat_panel(m: &Model, obs: &PandaObservation, seat: Seat, place: &'static str) -> Html {
    let s = m.state();
    let phase = s.phase();
    let mut badges = Vec::new();
    if s.called()[seat] {
        badges.push(AttrValue::from("Called Panda"));
    }
    if let Some(i) = s.out_order().iter().position(|&o| o == seat) {
        badges.push(format!("Out {}", text::place_name(i)).into());
    }
    let active = match phase {
        Phase::Play | Phase::GiveTrick => s.turn() == seat,
        Phase::Passing => s.to_act().contains(&seat),
        _ => false,
    };
    if active && phase != Phase::Passing {
        badges.push(AttrValue::from("Turn"));
    }
    let count = obs.hand_counts[seat];
    let mut status = vec![format!("{count} card{}", if count == 1 { "" } else { "s" })];
    match phase {
        Phase::Passing => status.push(if obs.gave[seat] {
            "has passed".into()
        } else {
            "choosing cards to pass".into()
        }),
        _ if obs.passed & (1 << seat) != 0 => status.push("passed".into()),
        _ => {}
    }
    let won = s.won_cards(seat);
    if !won.is_empty() {
        status.push(format!("won {} points", won.points()));
    }
    if s.table_owner() == Some(seat) {
        status.push("holds the trick".into());
    }
    let side = format!(
        "{place} · team {}",
        if team(seat) == 0 { "1+3" } else { "2+4" }
    );
    html! {
        <div class={classes!("pd-seat", format!("pd-{place}"))} data-seat={seat.to_string()}>
            <SeatPanel name={m.t.setup.name(seat)} {side} {badges} status={status.join(" · ")}
                       accent={if team(seat) == 0 { "samurai" } else { "imperials" }}
                       {active} out={s.out_order().contains(&seat)} />
        </div>
    }
}

/// The trick in the middle: the last combination, who laid it, and the trick's worth.
pub fn trick(m: &Model) -> Html {
    let s = m.state();
    match (s.table(), s.table_owner()) {
        (Some(combo), Some(owner)) => {
            let cards = sorted(combo.cards, false);
            let n = s.trick_cards().len();
            html! {
                <section class="pd-trick" aria-label="The trick">
                    <h2 class="pd-trick-title">{ format!("{}: {}", m.t.setup.name(owner), combo.name()) }</h2>
                    <ul class="card-row pd-played">
                        { for cards.iter().map(|&c| html! {
                            <li><CardView face={text::face(c)} label={c.name()} /></li>
                        }) }
                    </ul>
                    <p class="hint">{ format!("Trick: {n} card{}, {} points", if n == 1 { "" } else { "s" }, s.trick_cards().points()) }</p>
                </section>
            }
        }
        _ => html! {
            <section class="pd-trick empty" aria-label="The trick">
                <p class="pd-trick-title">{ match s.phase() {
                    Phase::Passing => "The cards are being passed.",
                    Phase::Over => "The game is over.",
                    _ => "The table is empty: a new lead.",
                } }</p>
            </section>
        },
    }
}
