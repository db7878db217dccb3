//! Random play to the end: for benchmarks and the bots' search.

use super::super::moves;
use super::{Action, PandaState, Phase, SEATS};
use crate::core::rng::GameRng;
use rand::seq::SliceRandom;

impl PandaState {
    /// Plays on with uniformly random choices from the fast generator (random cards in
    /// the passing, no calls, a random answer in each window) until the game is over (or
    /// the deal, after [`stop_after_deal`](Self::stop_after_deal)): for benchmarks and
    /// search. Every action goes through `apply`.
    pub fn random_playout(&mut self, rng: &mut GameRng) {
        use rand::RngExt;
        let mut plays = Vec::with_capacity(64);
        while self.phase != Phase::Over {
            let (seat, action) = match self.phase {
                Phase::Passing => {
                    let seat = (0..SEATS).find(|&s| self.gifts[s].is_none()).unwrap_or(0);
                    let mut h = self.hands[seat].to_vec();
                    let (a, rest) = h.partial_shuffle(rng, 3);
                    let _ = rest;
                    (
                        seat,
                        Action::GiveCards {
                            left: a[0],
                            partner: a[1],
                            right: a[2],
                        },
                    )
                }
                Phase::AmbushWindow => {
                    let seat = self.pending.trailing_zeros() as usize;
                    plays.clear();
                    moves::ambushes_into(self.hands[seat], self.table.as_ref(), &mut plays);
                    let k = if plays.is_empty() {
                        0
                    } else {
                        rng.random_range(0..=plays.len())
                    };
                    match plays.get(k) {
                        Some(c) => (seat, Action::Play(c.cards)),
                        None => (seat, Action::NoAmbush),
                    }
                }
                Phase::GiveTrick => {
                    let d = if rng.random_bool(0.5) { 1 } else { 3 };
                    (self.turn, Action::GiveTrick((self.turn + d) % SEATS))
                }
                _ => {
                    let seat = self.turn;
                    plays.clear();
                    moves::plays(self.hands[seat], &self.ctx(), &mut plays);
                    let can_pass = self.table.is_some() as usize;
                    let k = rng.random_range(0..plays.len() + can_pass);
                    match plays.get(k) {
                        Some(c) => (seat, Action::Play(c.cards)),
                        None => (seat, Action::Pass),
                    }
                }
            };
            self.apply(seat, &action)
                .expect("the generator's moves are legal");
        }
    }
}
