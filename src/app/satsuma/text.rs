//! Words and faces for Satsuma cards and events.

use crate::app::art;
use crate::app::components::CardFace;
use crate::app::kit::{capitalized, TableSetup};
use crate::games::satsuma::observation::face_id;
use crate::games::satsuma::{CardNo, CardUse, ClashResult, Event, Exclusion, Side, VictoryLevel};

pub fn accent(side: Side) -> &'static str {
    match side {
        Side::Samurai => "samurai",
        Side::Imperials => "imperials",
    }
}

/// A card's face, marked with its id in the views (every Satsuma face drawn is a known card).
pub fn face(side: Side, no: CardNo) -> CardFace {
    CardFace::new(art::SATSUMA, art::satsuma_id(side, no)).seen(face_id(side, no))
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

/// What a counted card adds, short enough for a phone's card ("L4"); the accessible name
/// says it in words.
pub fn counts_badge(card_use: &CardUse) -> Option<String> {
    match card_use {
        CardUse::Counts { suit, strength } => Some(format!("{}{strength}", suit.letter())),
        CardUse::Excluded(_) => None,
    }
}

/// What a counted card adds, in words, where the card is wide enough ("Leader 4").
pub fn counts_words(card_use: &CardUse) -> Option<String> {
    match card_use {
        CardUse::Counts { suit, strength } => Some(format!("{} {strength}", suit.name())),
        CardUse::Excluded(_) => None,
    }
}

/// Why a card does not count, in two words, where the card is wide enough.
pub fn exclusion_words(card_use: &CardUse) -> Option<String> {
    match card_use {
        CardUse::Counts { .. } => None,
        CardUse::Excluded(Exclusion::RoleForbids { .. }) => Some("not allowed".into()),
        CardUse::Excluded(Exclusion::SuitTaken { suit, .. }) => {
            Some(format!("second {}", suit.name()))
        }
    }
}

/// A few words to print on the card itself; `exclusion_note` is the full reason.
pub fn exclusion_short(card_use: &CardUse) -> Option<String> {
    match card_use {
        CardUse::Counts { .. } => None,
        // Two words at most: a phone's card is 45 px wide (the full reason is in the name).
        CardUse::Excluded(Exclusion::RoleForbids { .. }) => Some("barred".into()),
        CardUse::Excluded(Exclusion::SuitTaken { .. }) => Some("2nd".into()),
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

/// A side's player for a heading: "You · Samurai", "Mei (medium) · Imperials".
pub fn who(setup: &TableSetup, side: Side) -> String {
    format!("{} · {}", capitalized(&setup.called(side.seat())), side.name())
}

/// "You win the clash 23 to 19." / "Mei (medium) wins ..." / "A tie at 20: ...".
pub fn clash_verdict(setup: &TableSetup, r: &ClashResult) -> String {
    match r.winner {
        Some(w) => format!(
            "{} the clash {} to {}: the {} take a casualty.",
            capitalized(&setup.does(w.seat(), "win")),
            r.tallies[w.seat()].total,
            r.tallies[w.other().seat()].total,
            w.other().name()
        ),
        None => format!(
            "A tie at {}: both sides take a casualty and keep their roles.",
            r.tallies[0].total
        ),
    }
}

pub fn clash_summary(setup: &TableSetup, r: &ClashResult) -> String {
    let escape = if r.escape_exception {
        " The Samurai escaped: they won as Defender with an Escape card and stay Defender."
    } else {
        ""
    };
    format!(
        "Clash of hand {}: {}{escape}",
        r.hand_no,
        clash_verdict(setup, r)
    )
}

pub fn event_text(setup: &TableSetup, e: &Event) -> String {
    let side = |s: Side| s.name();
    match e {
        Event::HandBegins { hand_no, attacker } => format!(
            "Hand {hand_no}: {} with the {}, {} with the {}.",
            setup.does(attacker.seat(), "attack"),
            side(*attacker),
            setup.does(attacker.other().seat(), "defend"),
            side(attacker.other())
        ),
        Event::Discarded { side: s, count: 0 } => {
            format!("{} the hand.", capitalized(&setup.does(s.seat(), "keep")))
        }
        Event::Discarded { side: s, count } => format!(
            "{} {count} and {} {count}.",
            capitalized(&setup.does(s.seat(), "discard")),
            if setup.is_you(s.seat()) { "draw" } else { "draws" }
        ),
        Event::Reshuffled { side: s } => format!(
            "The {} deck ran out: its discard pile is shuffled into a new deck.",
            side(*s)
        ),
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
