//! Hint: the hard bot's discards for the seat, with the reason read from the hand's tally
//! (the observation only: my hand, my role).

use super::bots::decide;
use super::clash::{tally, CardUse, Exclusion};
use super::observation::SatsumaObservation;
use super::state::{Action, Phase};
use super::{CardNo, Role};
use crate::core::hint::{hint_rng, listed};
use crate::core::{BotLevel, Hint};

/// The hard computer's choice for this seat, or `None` when it has nothing to do. The
/// cards are the ones to discard, of the seat's own deck.
pub fn hint(obs: &SatsumaObservation) -> Option<Hint<Action, CardNo>> {
    let action = decide(obs, BotLevel::Hard, &mut hint_rng())?;
    let reason = match (&action, obs.phase) {
        (Action::Discard(cards), Phase::Logistics) => discard_reason(obs, cards),
        _ => "Go on to the next hand: this clash is decided.".to_string(),
    };
    let cards = match &action {
        Action::Discard(cards) => cards.clone(),
        Action::NextHand => Vec::new(),
    };
    Some(Hint::new(action, reason, cards))
}

/// Why a card is discarded.
#[derive(Clone, Copy, PartialEq)]
enum Why {
    /// The role may not count it.
    Barred,
    /// Its suit already counts through a better card.
    Second(&'static str),
    /// It counts, for this little.
    Weak(u8),
}

impl Why {
    /// Said of all `n` discards: "they cannot count while you attack".
    fn says(self, n: usize, role: Role) -> String {
        let (who, one) = if n == 1 {
            ("it", true)
        } else {
            ("they", false)
        };
        match self {
            Why::Barred => format!("{who} cannot count {}", while_you(role)),
            Why::Second(suit) if one => format!("it is a second {suit} card"),
            Why::Second(suit) => format!("they are extra {suit} cards"),
            Why::Weak(v) if one => format!("it adds only {v}, and a fresh card is likely stronger"),
            Why::Weak(_) => "they add little, and fresh cards are likely stronger".to_string(),
        }
    }

    /// Said in brackets after some of the discards: "barred while you attack".
    fn short(self, n: usize, role: Role) -> String {
        match self {
            Why::Barred => format!("barred {}", while_you(role)),
            Why::Second(suit) if n == 1 => format!("a second {suit} card"),
            Why::Second(suit) => format!("extra {suit} cards"),
            Why::Weak(v) if n == 1 => format!("only {v}"),
            Why::Weak(_) => "weak".to_string(),
        }
    }
}

fn while_you(role: Role) -> &'static str {
    match role {
        Role::Attacker => "while you attack",
        Role::Defender => "while you defend",
    }
}

/// "Discard Foxholes and Iso Arsenal: Foxholes cannot count while you attack; Iso
/// Arsenal is a second Weapons card."
fn discard_reason(obs: &SatsumaObservation, cards: &[CardNo]) -> String {
    let me = obs.me;
    let role = obs.my_role();
    let t = tally(me, &obs.my_hand, role, false);
    let name = |c: CardNo| me.card(c).name;
    if cards.is_empty() {
        let idle = t
            .uses
            .iter()
            .filter(|(_, u)| matches!(u, CardUse::Excluded(_)))
            .count();
        return if idle == 0 {
            format!(
                "Keep all {}: every card counts, for a total of {}.",
                obs.my_hand.len(),
                t.total
            )
        } else {
            format!(
                "Keep all {}: your total of {} is likely worth more than what a draw would bring.",
                obs.my_hand.len(),
                t.total
            )
        };
    }
    // Why each card goes, grouped: barred by the role, a suit already counted, weak.
    let mut groups: Vec<(Why, Vec<&str>)> = Vec::new();
    for &c in cards {
        let why = match t.uses.iter().find(|(no, _)| *no == c).map(|(_, u)| *u) {
            Some(CardUse::Excluded(Exclusion::RoleForbids { .. })) => Why::Barred,
            Some(CardUse::Excluded(Exclusion::SuitTaken { suit, .. })) => Why::Second(suit.name()),
            Some(CardUse::Counts { strength, .. }) => Why::Weak(strength),
            None => continue,
        };
        match groups.iter_mut().find(|g| g.0 == why) {
            Some(g) => g.1.push(name(c)),
            None => groups.push((why, vec![name(c)])),
        }
    }
    let names: Vec<&str> = cards.iter().map(|&c| name(c)).collect();
    match groups.as_slice() {
        // One reason for all: "Discard A and B: they cannot count while you attack."
        [(why, _)] => format!(
            "Discard {}: {}.",
            listed(&names),
            why.says(cards.len(), role)
        ),
        // "Discard A and B (barred while you defend) and C (a second Reserves card)."
        _ => {
            let parts: Vec<String> = groups
                .iter()
                .map(|(why, names)| format!("{} ({})", listed(names), why.short(names.len(), role)))
                .collect();
            format!("Discard {}.", listed(&parts))
        }
    }
}
