//! Panda as a [`Game`](crate::core::Game) with bots: the engine's parts put together,
//! after `cards -> state -> observation -> bots`.

use super::observation::PandaObservation;
use super::state::{Action, Event, PandaConfig, PandaError, PandaState};

crate::engine!(PandaState {
    id: "panda",
    config: PandaConfig,
    action: Action,
    error: PandaError,
    observation: PandaObservation,
    new: PandaState::start,
    decide: super::bots::decide,
    // Panda's events are public: who gave cards is told, which cards is not.
    history: |state: &PandaState, _| state.events().to_vec(),
    seen: Event,
    reveals_at_end: true,
    ruled: PandaObservation::ruled,
});
