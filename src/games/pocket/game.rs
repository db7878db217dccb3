//! Pocket Samurai as a [`Game`] with computer opponents: the rules live in `state`, what a
//! seat sees in `observation`, the bots in `bots`; this only plugs them into the traits.

use super::bots;
use super::observation::PocketObservation;
use super::state::{Action, Phase, PocketConfig, PocketError, PocketState};
use crate::core::{BotLevel, BotPlayer, Game, GameRng, Seat};

impl Game for PocketState {
    type Config = PocketConfig;
    type Action = Action;
    type Error = PocketError;
    type Observation = PocketObservation;

    const ID: &'static str = "pocket";

    fn new(config: &PocketConfig, seed: u64) -> Self {
        PocketState::start(config, seed)
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> Vec<Seat> {
        PocketState::to_act(self)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        PocketState::legal_actions(self, seat)
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<(), PocketError> {
        PocketState::apply(self, seat, action)
    }

    fn observe(&self, seat: Seat) -> PocketObservation {
        // A wrong seat number is the caller's mistake and must never show a real seat's cards.
        assert!(
            seat < self.seat_count(),
            "seat {seat} is not at this table ({} seats)",
            self.seat_count()
        );
        PocketObservation::of(self, seat)
    }

    fn is_over(&self) -> bool {
        self.phase() == Phase::Over
    }
}

impl BotPlayer for PocketState {
    fn bot_action(obs: &PocketObservation, level: BotLevel, rng: &mut GameRng) -> Option<Action> {
        bots::decide(obs, level, rng)
    }
}
