//! Pocket Samurai as a [`Game`](crate::core::Game) with bots: the engine's parts put together,
//! after `cards -> state -> observation -> bots`.

use super::observation::PocketObservation;
use super::state::{Action, PocketConfig, PocketError, PocketState};

crate::engine!(PocketState {
    id: "pocket",
    config: PocketConfig,
    action: Action,
    error: PocketError,
    observation: PocketObservation,
    new: PocketState::start,
    decide: super::bots::decide,
});
