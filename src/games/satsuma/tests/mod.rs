//! Tests of the Satsuma Rebellion engine and bots. In-crate, so that a test can set up exact
//! hands by overwriting the state's `pub(crate)` fields.
//!
//! `rules`: one test per ruling and per outcome-deciding sentence of the seed.
//! `bots`: what each level does with a hand.
//! `kit`: the engine test kit (thousands of complete games with invariants after every
//! action, illegal actions, saves, determinism and what each seat can see), whose hooks and
//! Satsuma's own scenarios of that kind are in `simulation`.

mod bots;
mod hints;
mod kit;
mod lang;
mod rules;
mod simulation;

use super::state::{ClashResult, SatsumaConfig, SatsumaState};
use super::{Action, CardNo, Phase, Role, Side, Suit, DECK_SIZE};
use crate::core::Game;

/// The card of `side` printed with this name.
pub(super) fn card(side: Side, name: &str) -> CardNo {
    side.deck()
        .iter()
        .position(|c| c.name == name)
        .unwrap_or_else(|| panic!("no {} card named {name}", side.name())) as CardNo
}

pub(super) fn cards(side: Side, names: &[&str]) -> Vec<CardNo> {
    names.iter().map(|n| card(side, n)).collect()
}

/// A state at the start of a Logistics phase with exactly these hands (any size), every other
/// card of each deck in its draw pile (in deck order, drawn from the end), empty discard piles.
pub(super) fn with_hands(attacker: Side, samurai: &[&str], imperials: &[&str]) -> SatsumaState {
    let mut state = SatsumaState::new(&SatsumaConfig::default(), 1);
    for (side, names) in [(Side::Samurai, samurai), (Side::Imperials, imperials)] {
        let hand = cards(side, names);
        let army = &mut state.armies[side.seat()];
        army.draw = (0..DECK_SIZE as CardNo)
            .filter(|c| !hand.contains(c))
            .collect();
        army.hand = hand;
        army.discard.clear();
        army.revealed_in_discard.clear();
        army.discarded = None;
    }
    state.attacker = attacker;
    state.phase = Phase::Logistics;
    state.last_clash = None;
    state.events.clear();
    assert!(state.card_counts_consistent());
    state
}

/// Sets both sides' casualty counts.
pub(super) fn set_casualties(state: &mut SatsumaState, samurai: u8, imperials: u8) {
    state.armies[0].casualties = samurai;
    state.armies[1].casualties = imperials;
}

/// Both sides keep their hands (discard nothing): the clash is scored. Returns it.
pub(super) fn clash(state: &mut SatsumaState) -> ClashResult {
    state
        .apply(0, &Action::Discard(vec![]))
        .expect("Samurai discard");
    state
        .apply(1, &Action::Discard(vec![]))
        .expect("Imperial discard");
    state.last_clash().expect("clash scored").clone()
}

/// Whether `role` may count `suit`, written out from the seed: "The Attacker may not use
/// Defense cards or Escape cards. The Defender may not use Attack cards."
pub(super) fn seed_allows(role: Role, suit: Suit) -> bool {
    match role {
        Role::Attacker => suit != Suit::Defense && suit != Suit::Escape,
        Role::Defender => suit != Suit::Attack,
    }
}

/// The best totals an exhaustive search finds, independent of `clash`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Best {
    pub(super) total: u32,
    /// The best total among assignments that count an Escape card, if any does.
    pub(super) with_escape: Option<u32>,
    /// The best total among assignments that count no Escape card.
    pub(super) without_escape: u32,
}

/// Exhaustive search over every assignment: each card unused or counted as one of its
/// printed options its role allows, at most one card per suit.
pub(super) fn brute_force(side: Side, hand: &[CardNo], role: Role) -> Best {
    fn go(side: Side, hand: &[CardNo], role: Role, used: u16, total: u32, best: &mut Best) {
        let Some((&first, rest)) = hand.split_first() else {
            best.total = best.total.max(total);
            if used & (1 << Suit::Escape as u16) != 0 {
                best.with_escape = Some(best.with_escape.map_or(total, |b| b.max(total)));
            } else {
                best.without_escape = best.without_escape.max(total);
            }
            return;
        };
        go(side, rest, role, used, total, best);
        for &(suit, strength) in side.card(first).options {
            let bit = 1u16 << suit as u16;
            if seed_allows(role, suit) && used & bit == 0 {
                go(side, rest, role, used | bit, total + strength as u32, best);
            }
        }
    }
    let mut best = Best {
        total: 0,
        with_escape: None,
        without_escape: 0,
    };
    go(side, hand, role, 0, 0, &mut best);
    best
}
