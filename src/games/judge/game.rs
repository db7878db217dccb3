//! Judge as a [`Game`](crate::core::Game) with bots: the engine's parts put together, after
//! `cards -> race -> state -> observation -> bots`.

use super::observation::JudgeObservation;
use super::state::{Action, Event, JudgeConfig, JudgeError, JudgeState};

crate::engine!(JudgeState {
    id: "judge",
    config: JudgeConfig,
    action: Action,
    error: JudgeError,
    observation: JudgeObservation,
    new: JudgeState::dealt,
    decide: super::bots::decide,
    // Judge's events are public (pickets once flipped, verdicts); a race hides no hand.
    history: |state: &JudgeState, _| state.events().to_vec(),
    seen: Event,
    reveals_at_end: false,
});
