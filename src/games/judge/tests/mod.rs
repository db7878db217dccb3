//! Tests of the Judge engine: `rules` has one test per ruling and per deciding sentence of
//! the seed, named after it; `kit` runs the engine test kit (thousands of whole games with
//! invariants after every action, illegal actions, saves, determinism and what each seat
//! can see) with the hooks in `simulation`; `bots` checks what bots see and how the levels
//! compare.

mod bots;
mod hints;
mod kit;
mod lang;
mod rules;
mod saves;
mod simulation;

use super::{Action, Card, Edge, Hand, JudgeConfig, JudgeError, JudgeState, Phase, DECK, GRACE_MS};
use crate::core::{Game, Seat};

/// A card of `month` (its first in the deck: the bright or animal where there is one).
pub(super) fn month(m: u8) -> Card {
    Card(DECK.iter().position(|d| d.month == m).unwrap() as u8)
}

/// A new game whose first pickets are `a` (seat 0) and `b` (seat 1), counted down from 0 and
/// flipped at `FLIP` ms.
pub(super) fn round_with(a: Card, b: Card) -> JudgeState {
    let mut s = JudgeState::new(&JudgeConfig::default(), 7);
    for (seat, card) in [(0, a), (1, b)] {
        // Swap the wanted card onto the top of the seat's pile, wherever it lies.
        let top = s.piles[seat].len() - 1;
        if let Some(i) = s.piles[seat].iter().position(|&c| c == card) {
            s.piles[seat].swap(i, top);
        } else if let Some(i) = s.piles[1 - seat].iter().position(|&c| c == card) {
            let displaced = s.piles[seat][top];
            s.piles[seat][top] = card;
            s.piles[1 - seat][i] = displaced;
        } else {
            let h = s.heads.iter().position(|&c| c == card).unwrap();
            s.heads[h] = s.piles[seat][top];
            s.piles[seat][top] = card;
        }
    }
    assert!(s.card_counts_consistent());
    s.apply(0, &Action::Start { t: 0.0 }).unwrap();
    s.apply(0, &Action::Tick { t: FLIP }).unwrap();
    assert_eq!(s.phase(), Phase::Race);
    s
}

/// When the pickets flip in [`round_with`] (the default countdown).
pub(super) const FLIP: f64 = 2400.0;

pub(super) fn press(s: &mut JudgeState, seat: Seat, hand: Hand, after_flip: f64) {
    deliver(s, seat, hand, after_flip).unwrap();
}

/// A press at `after_flip` reaching the engine now, and the engine's answer.
pub(super) fn deliver(
    s: &mut JudgeState,
    seat: Seat,
    hand: Hand,
    after_flip: f64,
) -> Result<(), JudgeError> {
    s.apply(
        seat,
        &Action::Input {
            hand,
            edge: Edge::Press,
            t: FLIP + after_flip,
        },
    )
}

pub(super) fn release(s: &mut JudgeState, seat: Seat, hand: Hand, after_flip: f64) {
    s.apply(
        seat,
        &Action::Input {
            hand,
            edge: Edge::Release,
            t: FLIP + after_flip,
        },
    )
    .unwrap();
}

/// The table's frame that decides the race as it stood at `after_flip`: the engine decides
/// [`GRACE_MS`] behind the frame time.
pub(super) fn tick(s: &mut JudgeState, after_flip: f64) {
    frame(s, after_flip + GRACE_MS);
}

/// A tick at exactly this time after the flip (the table's frame time).
pub(super) fn frame(s: &mut JudgeState, after_flip: f64) {
    s.apply(
        0,
        &Action::Tick {
            t: FLIP + after_flip,
        },
    )
    .unwrap();
}
