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
    let mut groups: Vec<(String, Vec<&str>)> = Vec::new();
    let mut add = |why: String, card: &'static str| match groups.iter_mut().find(|g| g.0 == why) {
        Some(g) => g.1.push(card),
        None => groups.push((why, vec![card])),
    };
    for &c in cards {
        match t.uses.iter().find(|(no, _)| *no == c).map(|(_, u)| *u) {
            Some(CardUse::Excluded(Exclusion::RoleForbids { .. })) => {
                add(format!("cannot count {}", while_you(role)), name(c))
            }
            Some(CardUse::Excluded(Exclusion::SuitTaken { suit, by })) => add(
                format!("only repeat{{s}} {} ({} counts)", suit.name(), name(by)),
                name(c),
            ),
            Some(CardUse::Counts { strength, .. }) => add(
                format!("add{{s}} only {strength}: a fresh card is likely stronger"),
                name(c),
            ),
            None => {}
        }
    }
    let names: Vec<&str> = cards.iter().map(|&c| name(c)).collect();
    let why: Vec<String> = match groups.as_slice() {
        // One reason for all: "they cannot count while you attack".
        [(why, _)] => vec![format!(
            "{} {}",
            if cards.len() == 1 { "it" } else { "they" },
            why.replace("{s}", if cards.len() == 1 { "s" } else { "" })
        )],
        _ => groups
            .iter()
            .map(|(why, names)| {
                let s = if names.len() == 1 { "s" } else { "" };
                format!("{} {}", listed(names), why.replace("{s}", s))
            })
            .collect(),
    };
    format!("Discard {}: {}.", listed(&names), why.join("; "))
}
