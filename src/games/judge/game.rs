//! Judge as a [`Game`](crate::core::Game) with bots: the engine's parts put together, after
//! `cards -> race -> state -> observation -> bots`.

use super::observation::JudgeObservation;
use super::state::{Action, JudgeConfig, JudgeError, JudgeState};

crate::engine!(JudgeState {
    id: "judge",
    config: JudgeConfig,
    action: Action,
    error: JudgeError,
    observation: JudgeObservation,
    new: JudgeState::dealt,
    decide: super::bots::decide,
});
