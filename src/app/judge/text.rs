//! Judge in words: card names, verdicts, the history and the replay strip.

use super::setup::JudgeTable;
use crate::games::judge::{Card, Edge, Event, Hand, Outcome, Reason, RoundRecord, MONTHS};

/// "Crane and sun, January, bright".
/// "August, Susuki grass: Moon, bright".
pub fn card_label(card: Card) -> String {
    let d = card.def();
    let (month, plant) = MONTHS[d.month as usize - 1];
    format!("{month}, {plant}: {}, {}", d.picture, d.kind.name())
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

/// The round's verdict in a sentence: "Aiko defended in 212 ms: pot".
pub fn verdict(t: &JudgeTable, r: &RoundRecord) -> String {
    let name = |s: usize| t.name(s);
    let after = |s: usize| {
        r.inputs
            .iter()
            .find(|i| i.seat == s && i.edge == Edge::Press)
            .map(|i| format!("{} ms", after_flip(i.t, r)))
            .unwrap_or_default()
    };
    let later = r.rules.later.unwrap_or(0);
    let earlier = 1 - later;
    let takes = |s: usize| format!("{} takes {}", name(s), cards(r.cards));
    match r.verdict.reason {
        Reason::LaterHitFirst => {
            format!("{} hit in {}: {}", name(later), after(later), takes(later))
        }
        Reason::BothDefended => format!(
            "{} defended in {}, then {} defended too: {}",
            name(earlier),
            after(earlier),
            name(later),
            takes(earlier)
        ),
        Reason::Defended => format!("{} defended in {}: pot", name(earlier), after(earlier)),
        Reason::HitBack => format!(
            "{} hit by mistake and {} hit back in {}: {}",
            name(earlier),
            name(later),
            after(later),
            takes(later)
        ),
        Reason::MistakenHitSpared => {
            format!(
                "{} hit by mistake in {}: pot",
                name(earlier),
                after(earlier)
            )
        }
        Reason::MistakenDefenceHit => format!(
            "{} defended by mistake and {} hit: pot",
            name(later),
            name(earlier)
        ),
        Reason::MistakenDefence => format!(
            "{} defended by mistake in {}: {}",
            name(later),
            after(later),
            takes(earlier)
        ),
        Reason::SameMonthHit => {
            let Outcome::Win(w) = r.verdict.outcome else {
                return "Same month: pot".into();
            };
            format!(
                "Same month: {} hit first, in {}: {}",
                name(w),
                after(w),
                takes(w)
            )
        }
        Reason::TimeOut => "Nobody moved in time: pot".into(),
        Reason::SameInstant => "Same month, both hit at the same instant: pot".into(),
        Reason::Released(s) => format!("{} lifted a hand too early: {}", name(s), takes(1 - s)),
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
            format!("{} ms: {} {what}", after_flip(i.t, r), t.name(i.seat))
        })
        .collect()
}

pub fn event_text(t: &JudgeTable, e: &Event) -> Option<String> {
    Some(match e {
        Event::Flipped { round_no, pickets } => format!(
            "Round {round_no}: {} shows {}, {} shows {}",
            t.name(0),
            month_name(pickets[0]),
            t.name(1),
            month_name(pickets[1])
        ),
        Event::Decided(r) => verdict(t, r),
        Event::Restarted { round_no } => format!("Round {round_no} counts down again"),
        Event::GameOver { scores } => format!(
            "Game over: {} {}, {} {}",
            t.name(0),
            scores[0],
            t.name(1),
            scores[1]
        ),
    })
}

fn month_name(c: Card) -> String {
    let m = c.month();
    format!("{} ({m})", MONTHS[m as usize - 1].0)
}
