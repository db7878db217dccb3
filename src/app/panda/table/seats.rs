//! The other three seats in a strip across the top, your own seat's marks over your hand,
//! and the trick in the middle.

use super::super::model::{sorted, Model};
use super::super::text;
use super::super::words::Names;
use crate::app::components::CardView;
use crate::core::Seat;
use crate::games::panda::observation::face_id;
use crate::games::panda::{team, PandaObservation, Phase, SEATS};
use crate::{t, ts};
use yew::prelude::*;

/// A seat's marks: called, out, passed, turn, holding the trick (short words for a strip,
/// each with its class).
fn marks(m: &Model, obs: &PandaObservation, seat: Seat) -> Vec<(&'static str, &'static str)> {
    let phase = obs.phase;
    let mut v = Vec::new();
    if obs.called[seat] {
        v.push((ts!("Called Panda", "パンダ宣言"), ""));
    }
    if let Some(i) = obs.out.iter().position(|&o| o == seat) {
        v.push((
            match i {
                0 => ts!("Out 1st", "1位"),
                1 => ts!("Out 2nd", "2位"),
                2 => ts!("Out 3rd", "3位"),
                _ => ts!("Out 4th", "4位"),
            },
            "",
        ));
    }
    match phase {
        Phase::Play | Phase::GiveTrick if obs.turn == seat => v.push((ts!("Turn", "手番"), "")),
        Phase::Passing if m.summary().is_none() && obs.gave[seat] => v.push((ts!("Ready", "準備完了"), "")),
        _ if phase != Phase::Passing && obs.passed & (1 << seat) != 0 => v.push((ts!("Passed", "パス"), "")),
        _ => {}
    }
    if holds(obs, seat) {
        v.push((ts!("Holds the trick", "場を取得中"), "pd-holds"));
    }
    v
}

/// Whether `seat` played the combination the trick's title names.
fn holds(obs: &PandaObservation, seat: Seat) -> bool {
    obs.table_owner == Some(seat) && obs.phase != Phase::Passing
}

/// A compact seat: name (a computer's level under it), place, cards left, won points,
/// marks. `data-seat` names it for the motion (a trick flies to its taker) and the
/// thinking mark.
pub fn seat_chip(m: &Model, obs: &PandaObservation, seat: Seat, place: &'static str) -> Html {
    let n = Names::new(&m.t.setup);
    let count = obs.hand_counts[seat];
    let mut status = vec![t!("{count} card{s}", "{count}枚"; s = crate::core::lang::plural(count))];
    let won = obs.won[seat];
    if !won.is_empty() {
        status.push(t!("won {points}", "獲得{points}点"; points = won.points()));
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
    let pair = if team(seat) == 0 { "1+3" } else { "2+4" };
    let side = t!(
        "{place}, team {pair}",
        "{where_}、チーム{pair}";
        where_ = match place {
            "left" => ts!("left", "左"),
            "partner" => ts!("partner", "パートナー"),
            "right" => ts!("right", "右"),
            _ => ts!("bottom", "手前"),
        }
    );
    html! {
        <div class={classes!("pd-seat", format!("pd-{place}"))}>
            <section class={classes!("seat", "pd-chip", accent, active.then_some("active"), out.then_some("out"), thinking.then_some("thinking"), holds(obs, seat).then_some("holds"))}
                     aria-label={t!("{who} ({side})", "{who}（{side}）")} data-seat={seat.to_string()}>
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
                        { for marks(m, obs, seat).into_iter().map(|(b, c)| html! { <span class={classes!("role-badge", c)}>{ b }</span> }) }
                    </p>
                </div>
            </section>
        </div>
    }
}

fn place_label(place: &str) -> &'static str {
    match place {
        "left" => ts!("Left", "左"),
        "partner" => ts!("Partner", "パートナー"),
        "right" => ts!("Right", "右"),
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
                <section class="pd-trick" aria-label={ts!("The trick", "トリック")}>
                    <h2 class="pd-trick-title">{ t!("{who}: {combo}", "{who}：{combo}"; who = n.who(owner), combo = combo.name()) }</h2>
                    <ul class="card-row pd-played" style={format!("--n: {}", cards.len())}>
                        { for cards.iter().map(|&c| html! {
                            <li data-face={face_id(obs.deal, c).to_string()}><CardView face={text::face(c)} label={c.name()} /></li>
                        }) }
                    </ul>
                    <p class="hint">{ t!("Trick: {count} card{s}, {points} points", "トリック：{count}枚、{points}点"; s = crate::core::lang::plural(count), points = obs.trick.points()) }</p>
                </section>
            }
        }
        _ => html! {
            <section class="pd-trick empty" aria-label={ts!("The trick", "トリック")}>
                <p class="pd-trick-title">{ match obs.phase {
                    Phase::Passing => ts!("The cards are being passed.", "カード交換中です。"),
                    Phase::Over => ts!("The game is over.", "ゲームが終わりました。"),
                    _ => ts!("The table is empty: a new lead.", "場は空です：新しいリードです。"),
                } }</p>
            </section>
        },
    }
}
