//! The rules: configuration, actions, phases and the state with its public reading.
//!
//! The submodules do one job each: `error` and `events` (what `apply` reports), `player`
//! (a seat's cards), `draft` (the two Dojo phases), `duel` (a Bushido turn: commit, reveal,
//! call, choose, exhaust), `resolve` (strikes, the end of a turn, a round, the match) and
//! `actions` (who acts, what is legal, `apply`). Nothing here knows the observation or the
//! bots: `game.rs` plugs these rules into the `Game` trait.
// Seats index several parallel arrays at once; `for s in 0..2` reads as "for each seat".
#![allow(clippy::needless_range_loop)]

mod actions;
mod draft;
mod duel;
mod error;
mod events;
mod player;
mod resolve;

pub use error::{Doing, PocketError};
pub use events::{DefeatCause, Event};
pub(crate) use player::Player;
pub use player::{call_allows, InPlay};

use super::cards::{def, Ability, Card, Effect, Symbol, Symbols, DRAFT_CARDS, STRIKE};
use crate::core::Seat;
use serde::{Deserialize, Serialize};

/// Stands for the opponent's committed or called card in an observation: the seat knows
/// that a choice was made, never which card.
pub const HIDDEN: Card = u8::MAX;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PocketConfig {
    /// Picks first in the first Dojo (the other seat picks first in the second).
    pub first_player: Seat,
    /// Rounds needed to win the match (2: best of three).
    pub rounds_to_win: u8,
}

impl Default for PocketConfig {
    fn default() -> Self {
        PocketConfig {
            first_player: 0,
            rounds_to_win: 2,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Dojo: take this card from the row.
    Pick(Card),
    /// Bushido: lay this card from the hand face down.
    Commit(Card),
    /// After a Call card's flip: put this card from the hand into play.
    Call(Card),
    /// Pick the symbol of the Choose card that entered play.
    Choose(Symbol),
    /// In a turn with a Strike! out: exhaust this card in play for its effect.
    Exhaust(Card),
    /// Decline to call, or stop exhausting.
    Pass,
    /// After a round has been won: everything back to the hands, next round.
    NextRound,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Dojo,
    Commit,
    Call,
    Choose,
    Exhaust,
    RoundOver,
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PocketState {
    pub(crate) config: PocketConfig,
    /// Undealt cards, dealt from the front. Their order is the only hidden randomness.
    pub(crate) deck: Vec<Card>,
    pub(crate) row: Vec<Card>,
    pub(crate) discarded: Vec<Card>,
    pub(crate) dojo: u8,
    pub(crate) picks: u8,
    pub(crate) players: [Player; 2],
    pub(crate) phase: Phase,
    pub(crate) round: u32,
    pub(crate) turn: u32,
    pub(crate) stalemates: u8,
    pub(crate) chooser: Option<Seat>,
    /// Cards that entered play this turn (flipped and not defeated, or called).
    pub(crate) entered: Vec<(Seat, Card)>,
    /// The round's result once decided: who scored.
    pub(crate) round_scored: [bool; 2],
    pub(crate) events: Vec<Event>,
}

impl PocketState {
    pub fn config(&self) -> &PocketConfig {
        &self.config
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn round(&self) -> u32 {
        self.round
    }
    /// The turn within the round, from 1.
    pub fn turn(&self) -> u32 {
        self.turn
    }
    pub fn dojo(&self) -> u8 {
        self.dojo
    }
    pub fn row(&self) -> &[Card] {
        &self.row
    }
    pub fn discarded(&self) -> &[Card] {
        &self.discarded
    }
    pub fn deck_count(&self) -> usize {
        self.deck.len()
    }
    /// A seat's hand (public after the draft: both players saw every pick).
    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.players[seat].hand
    }
    /// The seat's hand but its Strike!: the drafted cards it still holds.
    pub fn drafted_in_hand(&self, seat: Seat) -> impl Iterator<Item = Card> + '_ {
        self.hand(seat).iter().copied().filter(|&c| c != STRIKE)
    }
    pub fn play(&self, seat: Seat) -> &[InPlay] {
        &self.players[seat].play
    }
    pub fn exhausted(&self, seat: Seat) -> &[Card] {
        &self.players[seat].exhaust
    }
    pub fn wins(&self, seat: Seat) -> u8 {
        self.players[seat].wins
    }
    /// The card this seat laid face down this turn (`HIDDEN` in another seat's observation).
    pub fn committed(&self, seat: Seat) -> Option<Card> {
        self.players[seat].commit
    }
    pub fn flipped(&self, seat: Seat) -> Option<Card> {
        self.players[seat].flipped
    }
    pub fn striking(&self, seat: Seat) -> bool {
        self.players[seat].striking
    }
    /// The Call card waiting for this seat's decision.
    pub fn pending_call(&self, seat: Seat) -> Option<Card> {
        self.players[seat]
            .can_call
            .filter(|_| self.players[seat].call.is_none())
    }
    pub fn has_passed(&self, seat: Seat) -> bool {
        self.players[seat].passed
    }
    pub fn boosts(&self, seat: Seat) -> &[Effect] {
        &self.players[seat].boosts
    }
    /// The seat that must choose a symbol, and the card.
    pub fn choice(&self) -> Option<(Seat, Card, Symbol, Symbol)> {
        let s = self.chooser?;
        let p = self.players[s].play.iter().find(|p| {
            p.chosen.is_none()
                && !p.blank
                && matches!(def(p.card).ability, Ability::Choose(..))
                && self.entered.contains(&(s, p.card))
        })?;
        match def(p.card).ability {
            Ability::Choose(a, b, _) => Some((s, p.card, a, b)),
            _ => None,
        }
    }
    /// Consecutive stalemates (double strikes held off) so far.
    pub fn stalemates(&self) -> u8 {
        self.stalemates
    }
    pub fn events(&self) -> &[Event] {
        &self.events
    }
    /// The seat picking now in a Dojo phase.
    pub fn picker(&self) -> Option<Seat> {
        (self.phase == Phase::Dojo).then(|| {
            let first = if self.dojo == 1 {
                self.config.first_player
            } else {
                1 - self.config.first_player
            };
            (first + self.picks as usize) % 2
        })
    }
    /// Who scored the last round (both: mutual defeat).
    pub fn round_scored(&self) -> [bool; 2] {
        self.round_scored
    }
    /// The match result once over: `Some(None)` is a draw.
    pub fn result(&self) -> Option<Option<Seat>> {
        (self.phase == Phase::Over).then(|| {
            let target = self.config.rounds_to_win;
            match (
                self.players[0].wins >= target,
                self.players[1].wins >= target,
            ) {
                (true, false) => Some(0),
                (false, true) => Some(1),
                _ => None,
            }
        })
    }

    /// Symbol totals of `seat` now: cards in play, Ongoing effects of both sides and this
    /// turn's Exhaust effects; never below zero.
    pub fn totals(&self, seat: Seat) -> Symbols {
        let base = [self.players[0].base(), self.players[1].base()];
        let mut t = base;
        for s in 0..2 {
            let effects = self.players[s]
                .play
                .iter()
                .filter_map(|p| match def(p.card).ability {
                    Ability::Ongoing(e) => Some(e),
                    _ => None,
                })
                .chain(self.players[s].boosts.iter().copied());
            for e in effects {
                match e {
                    Effect::Gain(sym, n) => t[s][sym as usize] += n as i32,
                    Effect::GainPer { gain, per } => t[s][gain as usize] += base[s][per as usize],
                    Effect::Reduce(sym, n) => t[1 - s][sym as usize] -= n as i32,
                }
            }
        }
        t[seat].map(|n| n.clamp(0, u8::MAX as i32) as u8)
    }

    pub fn swords(&self, seat: Seat) -> u8 {
        self.totals(seat)[Symbol::Sword as usize]
    }
    pub fn helms(&self, seat: Seat) -> u8 {
        self.totals(seat)[Symbol::Helm as usize]
    }

    /// Every draft card lies in exactly one place and each Strike! is in its owner's hand
    /// or out (checked by the simulations).
    pub fn cards_consistent(&self) -> bool {
        let mut seen = [0u8; DRAFT_CARDS];
        let mut ok = true;
        let mut count = |c: Card| {
            if (c as usize) < DRAFT_CARDS {
                seen[c as usize] += 1;
            } else {
                ok = false;
            }
        };
        self.deck
            .iter()
            .chain(&self.row)
            .chain(&self.discarded)
            .for_each(|&c| count(c));
        for p in &self.players {
            p.hand
                .iter()
                .filter(|&&c| c != STRIKE)
                .for_each(|&c| count(c));
            p.play.iter().for_each(|i| count(i.card));
            p.exhaust.iter().for_each(|&c| count(c));
        }
        ok && seen.iter().all(|&n| n == 1)
            && self.players.iter().all(|p| {
                let strikes = p.hand.iter().filter(|&&c| c == STRIKE).count();
                strikes + p.striking as usize == 1 && p.hand.windows(2).all(|w| w[0] < w[1])
            })
    }

    /// This state as `seat` may see it: the opponent's face-down commit and undecided call
    /// become `HIDDEN`, and the undealt deck is sorted (its order is unknown).
    pub fn redacted(&self, seat: Seat) -> PocketState {
        let mut v = self.clone();
        v.deck.sort_unstable();
        let phase = v.phase;
        let o = &mut v.players[1 - seat];
        if o.commit.is_some() {
            o.commit = Some(HIDDEN);
        }
        // A decided call (a pass included) stays unknown until both have decided.
        if phase == Phase::Call && o.call.is_some() {
            o.call = Some(Some(HIDDEN));
        }
        v
    }
}
