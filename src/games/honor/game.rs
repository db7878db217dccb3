//! Honor of the Samurai as a [`Game`](crate::core::Game) with bots: the engine's parts put
//! together, after `cards -> state -> observation -> bots`.

use super::observation::HonorObservation;
use super::state::{Action, HonorConfig, HonorError, HonorState};

crate::engine!(HonorState {
    id: "honor",
    config: HonorConfig,
    action: Action,
    error: HonorError,
    observation: HonorObservation,
    new: HonorState::dealt,
    decide: super::bots::decide,
});
