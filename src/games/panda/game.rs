//! Panda as a [`Game`] with computer opponents: the rules live in `state`, what a seat sees
//! in `observation`, the bots in `bots`; this only plugs them into the traits.

use super::bots;
use super::observation::PandaObservation;
use super::state::{Action, PandaConfig, PandaError, PandaState, Phase, SEATS};
use crate::core::{BotLevel, BotPlayer, Game, GameRng, Seat};

impl Game for PandaState {
    type Config = PandaConfig;
    type Action = Action;
    type Error = PandaError;
    type Observation = PandaObservation;

    const ID: &'static str = "panda";

    fn new(config: &PandaConfig, seed: u64) -> Self {
        PandaState::start(config, seed)
    }

    fn seat_count(&self) -> usize {
        SEATS
    }

    fn to_act(&self) -> Vec<Seat> {
        PandaState::to_act(self)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        PandaState::legal_actions(self, seat)
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<(), PandaError> {
        PandaState::apply(self, seat, action)
    }

    fn observe(&self, seat: Seat) -> PandaObservation {
        // A wrong seat number is the caller's mistake and must never show a real seat's cards.
        assert!(
            seat < self.seat_count(),
            "seat {seat} is not at this table ({} seats)",
            self.seat_count()
        );
        PandaObservation::new(self, seat)
    }

    fn is_over(&self) -> bool {
        self.phase() == Phase::Over
    }
}

impl BotPlayer for PandaState {
    fn bot_action(obs: &PandaObservation, level: BotLevel, rng: &mut GameRng) -> Option<Action> {
        bots::decide(obs, level, rng)
    }
}
