//! Tests of the Pocket Samurai engine and bots. In-crate, so that a test can set up exact
//! hands by overwriting the state's `pub(crate)` fields.
//!
//! `rules`: one test per ruling and per outcome-deciding sentence of the seed, and each
//! ability kind. `kit`: the engine test kit (thousands of complete matches with invariants
//! after every action, illegal actions, saves, determinism and what each seat can see),
//! whose hooks and Pocket's own scenarios of that kind are in `simulation`. `bots`: levels.

mod bots;
mod hints;
mod kit;
mod rules;
mod simulation;

use super::{by_name, Action, Card, Phase, PocketConfig, PocketState, STRIKE};
use crate::core::Game;

/// The card printed with this name.
pub(super) fn card(name: &str) -> Card {
    by_name(name).unwrap_or_else(|| panic!("no card named {name}"))
}

/// A state at the start of round 1's first Bushido turn with exactly these hands (plus each
/// Strike!), every other draft card in the undealt deck.
pub(super) fn duel(hand0: &[&str], hand1: &[&str]) -> PocketState {
    let mut st = PocketState::new(&PocketConfig::default(), 1);
    let hands = [hand0, hand1].map(|h| {
        let mut cards: Vec<Card> = h.iter().map(|n| card(n)).collect();
        cards.push(STRIKE);
        cards.sort_unstable();
        cards
    });
    st.deck = (0..super::DRAFT_CARDS as Card)
        .filter(|c| !hands.iter().any(|h| h.contains(c)))
        .collect();
    st.row.clear();
    st.discarded.clear();
    st.dojo = 2;
    for (s, h) in hands.into_iter().enumerate() {
        st.players[s].hand = h;
    }
    st.phase = Phase::Commit;
    st.turn = 1;
    st.events.clear();
    assert!(st.cards_consistent());
    st
}

/// Both seats lay these cards (seat 0 first).
pub(super) fn turn(st: &mut PocketState, a: &str, b: &str) {
    st.apply(0, &Action::Commit(card(a)))
        .expect("seat 0 commits");
    st.apply(1, &Action::Commit(card(b)))
        .expect("seat 1 commits");
}

/// A duel whose hands are the cards of these turns (Strike! aside), the turns played.
pub(super) fn played(turns: &[(&str, &str)]) -> PocketState {
    let drafted = |seat: usize| -> Vec<&str> {
        let names = turns.iter().map(|t| if seat == 0 { t.0 } else { t.1 });
        names.filter(|&n| card(n) != STRIKE).collect()
    };
    let mut st = duel(&drafted(0), &drafted(1));
    for &(a, b) in turns {
        turn(&mut st, a, b);
    }
    st
}

/// A strike by `seat` with these swords and helms.
pub(super) fn strike(seat: usize, swords: u8, helms: u8, success: bool) -> super::Event {
    super::Event::Strike {
        seat,
        swords,
        helms,
        success,
    }
}

/// Whether an event of the state's history matches.
pub(super) fn happened(st: &PocketState, matching: impl Fn(&super::Event) -> bool) -> bool {
    st.events().iter().any(matching)
}

/// Whether `seat` has this card in play.
pub(super) fn in_play(st: &PocketState, seat: usize, name: &str) -> bool {
    st.play(seat).iter().any(|p| p.card == card(name))
}
