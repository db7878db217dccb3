//! Judge as a [`Game`](crate::core::Game) with bots: the engine's parts put together, after
//! `cards -> race -> state -> observation -> bots`.

use super::observation::JudgeObservation;
use super::state::{Action, Event, JudgeConfig, JudgeError, JudgeState};
use crate::core::Seat;

crate::engine!(JudgeState {
    id: "judge",
    config: JudgeConfig,
    action: Action,
    error: JudgeError,
    observation: JudgeObservation,
    new: JudgeState::dealt,
    decide: super::bots::decide,
    history: history,
    seen: Event,
    reveals_at_end: false,
});

/// Judge's events are public (pickets once flipped, verdicts); a race hides no hand.
fn history(state: &JudgeState, _seat: Option<Seat>) -> Vec<Event> {
    state.events().to_vec()
}
