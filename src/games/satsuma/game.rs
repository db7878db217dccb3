//! The engine as the shared plumbing sees it: `impl Game` over the rules in `state`, with
//! `observe` built by `observation`, and `impl BotPlayer` over `bots`. Kept apart so that
//! `state` imports neither what a seat sees nor the bots.

use super::bots;
use super::observation::SatsumaObservation;
use super::state::{discard_options, Action, Phase, SatsumaConfig, SatsumaError, SatsumaState};
use super::Side;
use crate::core::{BotLevel, BotPlayer, Game, GameRng, Seat};

impl Game for SatsumaState {
    type Config = SatsumaConfig;
    type Action = Action;
    type Error = SatsumaError;
    type Observation = SatsumaObservation;

    const ID: &'static str = "satsuma";

    fn new(_config: &SatsumaConfig, seed: u64) -> Self {
        SatsumaState::dealt(seed)
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> Vec<Seat> {
        match self.phase() {
            Phase::Logistics => Side::BOTH
                .iter()
                .filter(|s| !self.has_discarded(**s))
                .map(|s| s.seat())
                .collect(),
            Phase::Clash => vec![0, 1],
            Phase::Over => Vec::new(),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let Some(side) = Side::from_seat(seat) else {
            return Vec::new();
        };
        match self.phase() {
            Phase::Logistics if !self.has_discarded(side) => discard_options(self.hand(side))
                .into_iter()
                .map(Action::Discard)
                .collect(),
            Phase::Clash => vec![Action::NextHand],
            _ => Vec::new(),
        }
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<(), SatsumaError> {
        let side = Side::from_seat(seat).ok_or(SatsumaError::NoSuchSeat(seat))?;
        if self.phase() == Phase::Over {
            return Err(SatsumaError::GameOver);
        }
        match action {
            Action::Discard(cards) => self.discard(side, cards),
            Action::NextHand => self.next_hand(),
        }
    }

    fn observe(&self, seat: Seat) -> SatsumaObservation {
        // A wrong seat number is the caller's mistake and must never show a real seat's cards.
        assert!(
            seat < self.seat_count(),
            "seat {seat} is not at this table ({} seats)",
            self.seat_count()
        );
        let side = Side::from_seat(seat).expect("seats 0 and 1 are the two sides");
        SatsumaObservation::of(self, side)
    }

    fn is_over(&self) -> bool {
        self.phase() == Phase::Over
    }
}

impl BotPlayer for SatsumaState {
    fn bot_action(obs: &SatsumaObservation, level: BotLevel, rng: &mut GameRng) -> Option<Action> {
        bots::decide(obs, level, rng)
    }
}
