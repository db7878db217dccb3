//! The rules: configuration, actions, phases and the state with its public reading.
//!
//! Every card of the deal is in exactly one place: a hand, a won pile, or the trick on the
//! table. `apply` checks everything before it changes anything, so an error leaves the
//! state as it was.
//!
//! The submodules do one job each: `error` and `events` (what `apply` reports), `deal`
//! (dealing, the passing, scoring a deal), `trick` (plays, the ambush window, taking a
//! trick), `actions` (who acts, what is legal, the checks, `apply`) and `playout` (random
//! play for benchmarks and search). Nothing here knows the observation or the bots:
//! `game.rs` plugs these rules into the `Game` trait.

mod actions;
mod deal;
mod error;
mod events;
mod playout;
mod trick;

pub(crate) use actions::{check_cards, gifts};
pub use error::{NotNow, PandaError};
pub use events::{DealResult, Event};

use super::cards::{span, Card, CardSet};
use super::combo::Combination;
use super::moves::MoveCtx;
use crate::core::rng::GameRng;
use crate::core::Seat;
use serde::{Deserialize, Serialize};

pub const SEATS: usize = 4;
pub const DEFAULT_TARGET: i32 = 1000;
/// Bonus (or loss) of a Panda call, of a Kingdom, and a double victory's score.
pub const CALL_POINTS: i32 = 100;
pub const KINGDOM_POINTS: i32 = 100;
pub const DOUBLE_VICTORY_POINTS: i32 = 200;

/// The team of a seat: 0 (seats 0 and 2) or 1 (seats 1 and 3).
pub fn team(seat: Seat) -> usize {
    seat % 2
}

pub fn partner(seat: Seat) -> Seat {
    (seat + 2) % SEATS
}

/// Options chosen before the game. Saved with the log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct PandaConfig {
    /// The game ends after the deal in which a team reaches this (1000).
    pub target_score: i32,
}

impl Default for PandaConfig {
    fn default() -> Self {
        PandaConfig {
            target_score: DEFAULT_TARGET,
        }
    }
}

impl PandaConfig {
    /// A playable target: 100 to 10,000.
    pub fn normalized(&self) -> Self {
        PandaConfig {
            target_score: self.target_score.clamp(100, 10_000),
        }
    }
}

/// Every decision of the game, each made by one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Calling Panda: allowed to any seat, at any moment, before its first card.
    CallPanda,
    /// The passing: one card to the left (next seat), one to the partner, one to the right.
    GiveCards {
        left: Card,
        partner: Card,
        right: Card,
    },
    /// Lay cards: on one's turn any combination that beats the table (or leads); in an
    /// ambush window only an Ambush.
    Play(CardSet),
    /// Pass on the trick (not when leading).
    Pass,
    /// Decline to ambush in the window.
    NoAmbush,
    /// The Panda won the trick: give it to this opponent.
    GiveTrick(Seat),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Every seat gives three cards at once.
    Passing,
    /// `turn` plays or passes.
    Play,
    /// After a play or a pass: every seat still holding four cards may ambush or decline.
    AmbushWindow,
    /// The Panda won a trick: its player gives the trick to an opponent.
    GiveTrick,
    Over,
}

/// The whole game: the current deal and the scores.
#[derive(Clone, Debug, PartialEq)]
pub struct PandaState {
    pub(crate) config: PandaConfig,
    pub(crate) rng: GameRng,
    pub(crate) phase: Phase,
    pub(crate) deal: u32,
    pub(crate) hands: [CardSet; SEATS],
    pub(crate) won: [CardSet; SEATS],
    /// Cards each seat chose to pass: to the left, the partner, the right.
    pub(crate) gifts: [Option<[Card; 3]>; SEATS],
    /// After the exchange: `received[seat][giver]`.
    pub(crate) received: [[Option<Card>; SEATS]; SEATS],
    pub(crate) called: [bool; SEATS],
    pub(crate) has_played: [bool; SEATS],
    pub(crate) first_lead: bool,
    pub(crate) table: Option<Combination>,
    pub(crate) owner: Seat,
    pub(crate) trick: CardSet,
    /// Seats that passed since the last play (bits).
    pub(crate) passed: u8,
    /// Who held the Stork after the passing (public: they lead first).
    pub(crate) leader: Option<Seat>,
    /// Whose turn (Play), or the giver (GiveTrick).
    pub(crate) turn: Seat,
    /// Seats yet to answer the ambush window (bits).
    pub(crate) pending: u8,
    pub(crate) out: Vec<Seat>,
    pub(crate) kingdoms: [i32; 2],
    pub(crate) scores: [i32; 2],
    pub(crate) results: Vec<DealResult>,
    pub(crate) winner: Option<usize>,
    pub(crate) events: Vec<Event>,
    /// Off in the bots' simulations.
    pub(crate) record: bool,
    /// Stop (phase Over, no winner) when the deal is scored: benchmarks and search.
    pub(crate) single_deal: bool,
}

impl PandaState {
    pub(super) fn log(&mut self, e: Event) {
        if self.record {
            self.events.push(e);
        }
    }

    pub(super) fn stork_holder(&self) -> Seat {
        (0..SEATS)
            .find(|&s| self.hands[s].contains(Card::STORK))
            .unwrap_or(0)
    }

    pub(crate) fn active(&self, s: Seat) -> bool {
        !self.hands[s].is_empty()
    }

    /// The next seat on the left of `s` (not `s`) still holding cards; `s` if none.
    pub(super) fn next_active(&self, s: Seat) -> Seat {
        for i in span(1, SEATS - 1) {
            let x = (s + i) % SEATS;
            if self.active(x) {
                return x;
            }
        }
        s
    }

    /// `s` if it holds cards, else the next on its left that does.
    pub(super) fn active_from(&self, s: Seat) -> Seat {
        if self.active(s) {
            s
        } else {
            self.next_active(s)
        }
    }

    pub(crate) fn all_four(&self) -> bool {
        self.hands.iter().all(|h| !h.is_empty())
    }

    /// The move context of the seat on turn.
    pub(crate) fn ctx(&self) -> MoveCtx {
        MoveCtx {
            table: self.table,
            first_lead: self.first_lead,
            all_four: self.all_four(),
        }
    }

    // ------------------------------------------------------------ public reading

    pub fn config(&self) -> &PandaConfig {
        &self.config
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn deal_number(&self) -> u32 {
        self.deal
    }
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat]
    }
    pub fn won_cards(&self, seat: Seat) -> CardSet {
        self.won[seat]
    }
    pub fn table(&self) -> Option<&Combination> {
        self.table.as_ref()
    }
    /// Who laid the combination on the table.
    pub fn table_owner(&self) -> Option<Seat> {
        self.table.map(|_| self.owner)
    }
    pub fn trick_cards(&self) -> CardSet {
        self.trick
    }
    pub fn turn(&self) -> Seat {
        self.turn
    }
    pub fn scores(&self) -> [i32; 2] {
        self.scores
    }
    pub fn called(&self) -> [bool; SEATS] {
        self.called
    }
    pub fn out_order(&self) -> &[Seat] {
        &self.out
    }
    pub fn results(&self) -> &[DealResult] {
        &self.results
    }
    pub fn winner(&self) -> Option<usize> {
        self.winner
    }
    pub fn events(&self) -> &[Event] {
        &self.events
    }
    /// Seats still to answer the ambush window.
    pub fn window_pending(&self) -> Vec<Seat> {
        (0..SEATS)
            .filter(|s| self.pending & (1 << s) != 0)
            .collect()
    }
    /// Ends the game (phase Over, no winner) when the current deal is scored: for
    /// benchmarks that compare deals.
    pub fn stop_after_deal(&mut self) {
        self.single_deal = true;
    }
}
