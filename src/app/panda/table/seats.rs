//! The other three seats in a strip across the top, your own seat's marks over your hand,
//! and the trick in the middle.

use super::super::model::{sorted, Model};
use super::super::text;
use super::super::words::Names;
use crate::app::components::CardView;
use crate::core::Seat;
use crate::games::panda::observation::face_id;
use crate::games::panda::{team, PandaObservation, Phase, SEATS};
use yew::prelude::*;

/// A seat's marks: called, out, passed, turn (short words for a strip).
fn marks(m: &Model, obs: &PandaObservation, seat: Seat) -> Vec<&'static str> {
    let phase = obs.phase;
    let mut v = Vec::new();
    if obs.called[seat] {
        v.push("Called Panda");
    }
    if let Some(i) = obs.out.iter().position(|&o| o == seat) {
        v.push(["Out 1st", "Out 2nd", "Out 3rd", "Out 4th"][i.min(3)]);
    }
    match phase {
        Phase::Play | Phase::GiveTrick if obs.turn == seat => v.push("Turn"),
        Phase::Passing if m.summary().is_none() && obs.gave[seat] => v.push("Ready"),
        _ if phase != Phase::Passing && obs.passed & (1 << seat) != 0 => v.push("Passed"),
        _ => {}
    }
    if obs.table_owner == Some(seat) && phase != Phase::Passing {
        v.push("Holds the trick");
    }
    v
}

/// A compact seat: name (a computer's level under it), place, cards left, won points,
/// marks. `data-seat` names it for the motion (a trick flies to its taker) and the
/// thinking mark.
pub fn seat_chip(m: &Model, obs: &PandaObservation, seat: Seat, place: &'static str) -> Html {
    let n = Names::new(&m.t.setup);
    let count = obs.hand_counts[seat];
    let mut status = vec![format!("{count} card{}", if count == 1 { "" } else { "s" })];
    let won = obs.won[seat];
    if !won.is_empty() {
        status.push(format!("won {}", won.points()));
    }
    let active = match obs.phase {
        Phase::Play | Phase::GiveTrick => obs.turn == seat,
        Phase::Passing => m.summary().is_none() && obs.to_act.contains(&seat),
        _ => false,
    };
    let out = obs.out.contains(&seat);
    let thinking = m.thinking() == Some(seat);
    let accent = if team(seat) == 0 { "samurai" } else { "imperials" };
    let who = n.who(seat);
    let label = n.label(seat);
    let side = format!(
        "{place}, team {}",
        if team(seat) == 0 { "1+3" } else { "2+4" }
    );
    html! {
        <div class={classes!("pd-seat", format!("pd-{place}"))}>
            <section class={classes!("seat", "pd-chip", accent, active.then_some("active"), out.then_some("out"), thinking.then_some("thinking"))}
                     aria-label={format!("{who} ({side})")} data-seat={seat.to_string()}>
                <header class="seat-head">
                    <span class="seat-name">{ label.name }</span>
                </header>
                if place != "bottom" || label.level.is_some() {
                    <p class="seat-level">
                        <span>{ label.level.unwrap_or_default() }</span>
                        <span class="seat-side">{ place_label(place) }</span>
                    </p>
                }
                <div class="pd-state">
                    // Each part whole on its line: a narrow seat breaks between them.
                    <p class="seat-status">{ for status.iter().map(|t| html! { <span>{ t }</span> }) }</p>
                    <p class="pd-marks">
                        { for marks(m, obs, seat).into_iter().map(|b| html! { <span class="role-badge">{ b }</span> }) }
                    </p>
                </div>
            </section>
        </div>
    }
}

fn place_label(place: &str) -> &'static str {
    match place {
        "left" => "Left",
        "partner" => "Partner",
        "right" => "Right",
        _ => "",
    }
}

/// The strip of the other three seats: left, partner, right.
pub fn strip(m: &Model, obs: &PandaObservation, bottom: Seat) -> Html {
    html! {
        <div class="pd-strip">
            { seat_chip(m, obs, (bottom + 1) % SEATS, "left") }
            { seat_chip(m, obs, (bottom + 2) % SEATS, "partner") }
            { seat_chip(m, obs, (bottom + 3) % SEATS, "right") }
        </div>
    }
}

/// The trick in the middle: the last combination, who laid it, and the trick's worth.
pub fn trick(m: &Model, obs: &PandaObservation) -> Html {
    let n = Names::new(&m.t.setup);
    match (obs.table, obs.table_owner) {
        (Some(combo), Some(owner)) => {
            let cards = sorted(combo.cards, false);
            let count = obs.trick.len();
            html! {
                <section class="pd-trick" aria-label="The trick">
                    <h2 class="pd-trick-title">{ format!("{}: {}", n.who(owner), combo.name()) }</h2>
                    <ul class="card-row pd-played" style={format!("--n: {}", cards.len())}>
                        { for cards.iter().map(|&c| html! {
                            <li data-face={face_id(obs.deal, c).to_string()}><CardView face={text::face(c)} label={c.name()} /></li>
                        }) }
                    </ul>
                    <p class="hint">{ format!("Trick: {count} card{}, {} points", if count == 1 { "" } else { "s" }, obs.trick.points()) }</p>
                </section>
            }
        }
        _ => html! {
            <section class="pd-trick empty" aria-label="The trick">
                <p class="pd-trick-title">{ match obs.phase {
                    Phase::Passing => "The cards are being passed.",
                    Phase::Over => "The game is over.",
                    _ => "The table is empty: a new lead.",
                } }</p>
            </section>
        },
    }
}
