//! Words and faces for Satsuma cards and events.

use crate::app::art;
use crate::app::components::CardFace;
use crate::app::kit::TableSetup;
use crate::games::satsuma::{
    CardNo, CardUse, ClashResult, Event, Exclusion, Side, VictoryLevel,
};

pub fn accent(side: Side) -> &'static str {
    match side {
        Side::Samurai => "samurai",
        Side::Imperials => "imperials",
    }
}

pub fn face(side: Side, no: CardNo) -> CardFace {
    CardFace::new(art::SATSUMA, art::satsuma_id(side, no))
}

/// "Traditional Army, Weapons 5 or Morale 6".
pub fn label(side: Side, no: CardNo) -> String {
    let def = side.card(no);
    let values: Vec<String> = def
        .options
        .iter()
        .map(|(s, v)| format!("{} {v}", s.name()))
        .collect();
    format!("{}, {}", def.name, values.join(" or "))
}

pub fn counts_badge(card_use: &CardUse) -> Option<String> {
    match card_use {
        CardUse::Counts { suit, strength } => {
            Some(format!("counts as {}{strength}", suit.letter()))
        }
        CardUse::Excluded(_) => None,
    }
}

/// A few words to print on the card itself; `exclusion_note` is the full reason.
pub fn exclusion_short(card_use: &CardUse) -> Option<String> {
    match card_use {
        CardUse::Counts { .. } => None,
        CardUse::Excluded(Exclusion::RoleForbids { role, suit }) => {
            Some(format!("{}: no {}", role.name(), suit.name()))
        }
        CardUse::Excluded(Exclusion::SuitTaken { suit, .. }) => {
            Some(format!("2nd {} card", suit.name()))
        }
    }
}

pub fn exclusion_note(side: Side, card_use: &CardUse) -> Option<String> {
    match card_use {
        CardUse::Counts { .. } => None,
        CardUse::Excluded(Exclusion::RoleForbids { role, suit }) => {
            Some(format!("{} may not use {}", role.name(), suit.name()))
        }
        CardUse::Excluded(Exclusion::SuitTaken { suit, by }) => Some(format!(
            "second {} card ({} counts)",
            suit.name(),
            side.card(*by).name
        )),
    }
}

pub fn who(setup: &TableSetup, side: Side) -> String {
    format!("{} ({})", setup.name(side.seat()), side.name())
}

pub fn clash_summary(setup: &TableSetup, r: &ClashResult) -> String {
    let totals = format!(
        "Samurai {} against Imperials {}",
        r.tallies[0].total, r.tallies[1].total
    );
    let outcome = match r.winner {
        Some(w) => format!(
            "{} win; the {} take a casualty",
            who(setup, w),
            w.other().name()
        ),
        None => "a tie: both sides take a casualty and keep their roles".to_string(),
    };
    let escape = if r.escape_exception {
        " The Samurai escaped: they won as Defender with an Escape card and stay Defender."
    } else {
        ""
    };
    format!("Clash of hand {}: {totals}. {outcome}.{escape}", r.hand_no)
}

pub fn event_text(setup: &TableSetup, e: &Event) -> String {
    match e {
        Event::HandBegins { hand_no, attacker } => {
            format!("Hand {hand_no}: {} attack, {} defend.", who(setup, *attacker), attacker.other().name())
        }
        Event::Discarded { side, count: 0 } => format!("{} keeps the hand.", who(setup, *side)),
        Event::Discarded { side, count } => {
            format!("{} discards {count} and draws {count}.", who(setup, *side))
        }
        Event::Reshuffled { side } => {
            format!("The {} deck ran out: its discard pile is shuffled into a new deck.", side.name())
        }
        Event::Clash(r) => clash_summary(setup, r),
        Event::GameOver { imperial_casualties, level } => format!(
            "The Samurai have 9 casualties: the rebellion is over. Imperial casualties: {imperial_casualties}, {}.",
            level.name()
        ),
    }
}

pub fn level_explained(level: VictoryLevel) -> &'static str {
    match level {
        VictoryLevel::GreaterImperialVictory => "The Imperials crushed the rebellion at a lower cost than history's (7 or fewer casualties).",
        VictoryLevel::HistoricallyEquivalent => "The rebellion ended as it did in 1877 (exactly 8 Imperial casualties).",
        VictoryLevel::GreaterSamuraiMoralVictory => "The last Samurai made the Empire pay more than history records (9 or more Imperial casualties).",
    }
}

/// The end, for the people at the device: "You win" when one person plays a side, the
/// winning side's name with several people (Historically Equivalent is a draw).
pub fn outcome(setup: &TableSetup, level: VictoryLevel) -> String {
    let winner = match level {
        VictoryLevel::GreaterImperialVictory => Some(Side::Imperials),
        VictoryLevel::HistoricallyEquivalent => None,
        VictoryLevel::GreaterSamuraiMoralVictory => Some(Side::Samurai),
    };
    let humans = setup.humans();
    match (winner, humans.as_slice()) {
        (None, _) => "Draw".into(),
        (Some(w), [me]) if *me == w.seat() => "You win".into(),
        (Some(_), [_]) => "You lose".into(),
        (Some(w), _) => format!("The {} win", w.name()),
    }
}
