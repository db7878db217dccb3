//! Judge in words: card names, verdicts that teach, the history, the replay strip, the end.
//! With one person at the device that person is "you"; with several, names. Plain Rust,
//! tested natively (`text/tests.rs`).

use super::setup::JudgeTable;
use crate::core::Seat;
use crate::games::judge::{Card, Edge, Event, Hand, Outcome, Reason, RoundRecord, MONTHS};

/// "Crane and sun, January, bright".
/// "August, Susuki grass: Moon, bright".
pub fn card_label(card: Card) -> String {
    let d = card.def();
    let (month, plant) = MONTHS[d.month as usize - 1];
    format!("{month}, {plant}: {}, {}", d.picture, d.kind.name())
}

/// The one person at the device, if exactly one seat is played by a person.
pub fn you(t: &JudgeTable) -> Option<Seat> {
    let people: Vec<Seat> = (0..t.players.len())
        .filter(|&s| t.players[s].bot_level().is_none())
        .collect();
    match people.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

/// Who a seat is, at the start of a sentence: "You" or the name.
pub fn who(t: &JudgeTable, seat: Seat) -> String {
    if you(t) == Some(seat) {
        "You".into()
    } else {
        t.name(seat)
    }
}

/// Who a seat is inside a sentence: "you" or the name.
fn whom(t: &JudgeTable, seat: Seat) -> String {
    if you(t) == Some(seat) {
        "you".into()
    } else {
        t.name(seat)
    }
}

/// A name without the computer's level: "Mei (hard)" → "Mei".
fn short(name: &str) -> &str {
    name.split(" (").next().unwrap_or(name)
}

/// "Your" or "Mei's", at the start of a sentence.
fn whose(t: &JudgeTable, seat: Seat) -> String {
    if you(t) == Some(seat) {
        "Your".into()
    } else {
        format!("{}'s", short(&t.name(seat)))
    }
}

/// "your" or "Mei's", inside a sentence.
fn whose_in(t: &JudgeTable, seat: Seat) -> String {
    if you(t) == Some(seat) {
        "your".into()
    } else {
        format!("{}'s", short(&t.name(seat)))
    }
}

/// The verb after `who`: "you take", "Aiko takes".
fn verb(t: &JudgeTable, seat: Seat, plain: &str, third: &str) -> String {
    if you(t) == Some(seat) {
        plain.into()
    } else {
        third.into()
    }
}

/// The label under a target: whose head it is, from the point of view of the half's
/// player (`half`): "your head" on one's own, "Mei's head" on the other's; on a
/// computer's half, the one person at the device's head is "your head".
pub fn head_label(t: &JudgeTable, half: Seat, head_of: Seat) -> String {
    let person_half = t.players.get(half).is_some_and(|p| p.bot_level().is_none());
    if (head_of == half && person_half) || you(t) == Some(head_of) {
        "your head".into()
    } else {
        format!("{} head", whose_in(t, head_of))
    }
}

/// Whole milliseconds after the flip (integer formatting keeps float formatting code out of
/// the wasm).
fn after_flip(t: f64, r: &RoundRecord) -> i64 {
    (t - r.rules.flip_at).max(0.0).round() as i64
}

fn cards(n: usize) -> String {
    if n == 1 {
        "1 card".into()
    } else {
        format!("{n} cards")
    }
}

fn month_of(c: Card) -> &'static str {
    MONTHS[c.month() as usize - 1].0
}

/// Why a move was wrong and what was right: "Your July is later than Mei's March: you
/// should have hit."
pub fn lesson(t: &JudgeTable, r: &RoundRecord, wrong: Seat) -> String {
    let other = 1 - wrong;
    let (mine, theirs) = (r.pickets[wrong], r.pickets[other]);
    let (than, right) = if mine.month() > theirs.month() {
        ("later", "hit")
    } else {
        ("earlier", "defended")
    };
    format!(
        "{} {} is {than} than {} {}: {} should have {right}.",
        whose(t, wrong),
        month_of(mine),
        whose_in(t, other),
        month_of(theirs),
        whom(t, wrong)
    )
}

/// The round's verdict in a sentence, with the lesson when someone pressed the wrong
/// target: "You defended in 212 ms: pot".
pub fn verdict(t: &JudgeTable, r: &RoundRecord) -> String {
    let name = |s: usize| who(t, s);
    let after = |s: usize| {
        r.inputs
            .iter()
            .find(|i| i.seat == s && i.edge == Edge::Press)
            .map(|i| format!("{} ms", after_flip(i.t, r)))
            .unwrap_or_default()
    };
    let later = r.rules.later.unwrap_or(0);
    let earlier = 1 - later;
    let takes = |s: usize| {
        format!(
            "{} {} {}",
            whom(t, s),
            verb(t, s, "take", "takes"),
            cards(r.cards)
        )
    };
    match r.verdict.reason {
        Reason::LaterHitFirst => {
            format!("{} hit in {}: {}", name(later), after(later), takes(later))
        }
        Reason::BothDefended => format!(
            "{} defended in {}, then {} defended too: {}. {}",
            name(earlier),
            after(earlier),
            whom(t, later),
            takes(earlier),
            lesson(t, r, later)
        ),
        Reason::Defended => format!("{} defended in {}: pot", name(earlier), after(earlier)),
        Reason::HitBack => format!(
            "{} hit by mistake and {} hit back in {}: {}. {}",
            name(earlier),
            whom(t, later),
            after(later),
            takes(later),
            lesson(t, r, earlier)
        ),
        Reason::MistakenHitSpared => format!(
            "{} hit by mistake in {}: pot. {}",
            name(earlier),
            after(earlier),
            lesson(t, r, earlier)
        ),
        Reason::MistakenDefenceHit => format!(
            "{} defended by mistake and {} hit: pot. {}",
            name(later),
            whom(t, earlier),
            lesson(t, r, later)
        ),
        Reason::MistakenDefence => format!(
            "{} defended by mistake in {}: {}. {}",
            name(later),
            after(later),
            takes(earlier),
            lesson(t, r, later)
        ),
        Reason::SameMonthHit => {
            let Outcome::Win(w) = r.verdict.outcome else {
                return "Same month: pot".into();
            };
            format!(
                "Same month: {} hit first, in {}: {}",
                whom(t, w),
                after(w),
                takes(w)
            )
        }
        Reason::TimeOut if r.rules.later.is_some() => format!(
            "Nobody moved in time: pot. {} {} is later: {} should have hit.",
            whose(t, later),
            month_of(r.pickets[later]),
            whom(t, later)
        ),
        Reason::TimeOut => "Nobody hit in time: pot. Same month: the first to hit wins.".into(),
        Reason::SameInstant => "Same month, both hit at the same instant: pot".into(),
        Reason::Released(s) => format!(
            "{} lifted a hand too early: {}. Keep the hand down until the verdict.",
            name(s),
            takes(1 - s)
        ),
    }
}

/// Who pressed what and when, in milliseconds after the flip.
pub fn replay(t: &JudgeTable, r: &RoundRecord) -> Vec<String> {
    r.inputs
        .iter()
        .map(|i| {
            let what = match (i.hand, i.edge) {
                (Hand::Hit, Edge::Press) => "hit",
                (Hand::Defend, Edge::Press) => "defended",
                (_, Edge::Release) => "lifted",
            };
            format!("{} ms: {} {what}", after_flip(i.t, r), whom(t, i.seat))
        })
        .collect()
}

pub fn event_text(t: &JudgeTable, e: &Event) -> Option<String> {
    Some(match e {
        Event::Flipped { round_no, pickets } => format!(
            "Round {round_no}: {} {} {}, {} {} {}",
            whom(t, 0),
            verb(t, 0, "show", "shows"),
            month_name(pickets[0]),
            whom(t, 1),
            verb(t, 1, "show", "shows"),
            month_name(pickets[1])
        ),
        Event::Decided(r) => verdict(t, r),
        Event::Restarted { round_no } => format!("Round {round_no} counts down again"),
        Event::GameOver { scores } => format!(
            "Game over: {} {}, {} {}",
            whom(t, 0),
            scores[0],
            whom(t, 1),
            scores[1]
        ),
    })
}

fn month_name(c: Card) -> String {
    let m = c.month();
    format!("{} ({m})", MONTHS[m as usize - 1].0)
}

/// A press before the flip: "Too early: wait for the flip." for you, with the name for
/// several people.
pub fn too_early(t: &JudgeTable, seat: Seat) -> String {
    match you(t) {
        Some(_) => "Too early: wait for the flip.".into(),
        None => format!("Too early, {}: wait for the flip.", t.name(seat)),
    }
}

/// A press between rounds.
pub fn not_racing(t: &JudgeTable, seat: Seat) -> String {
    match you(t) {
        Some(_) => "Wait for the next countdown.".into(),
        None => format!("{}, wait for the next countdown.", t.name(seat)),
    }
}

/// The end screen's first line: "You win" / "You lose" for one person at the device, the
/// winner's name for several; "Draw" on equal scores.
pub fn outcome(t: &JudgeTable, winner: Option<Seat>) -> String {
    match (winner, you(t)) {
        (None, _) => "Draw".into(),
        (Some(w), Some(me)) if w == me => "You win".into(),
        (Some(_), Some(_)) => "You lose".into(),
        (Some(w), None) => format!("{} wins", t.name(w)),
    }
}

/// The final score in a line: "You 14 – 9 Mei (hard)".
pub fn final_score(t: &JudgeTable, scores: [u32; 2]) -> String {
    format!("{} {} – {} {}", who(t, 0), scores[0], scores[1], whom(t, 1))
}

/// The status line before the first round: what the cards on the targets are.
pub const HEADS_EXPLAINED: &str =
    "The card on each target is a head. Later month: hit the other's head. Earlier: defend your own.";

/// The middle of the table before a round. On a touch screen it says, once, what a tap
/// does: a phone player expects a tap, not a finger held down on the glass.
pub fn ready(touch: bool) -> &'static str {
    if touch {
        "At the flip, tap once: your hand stays on that head until the verdict. A tap on your other target lifts it and loses the round."
    } else {
        "Ready?"
    }
}

#[cfg(test)]
mod tests;
