//! Pocket Samurai as a [`Game`](crate::core::Game) with bots: the engine's parts put together,
//! after `cards -> state -> observation -> bots`.

use super::observation::PocketObservation;
use super::state::{Action, Event, PocketConfig, PocketError, PocketState};
use crate::core::Seat;

crate::engine!(PocketState {
    id: "pocket",
    config: PocketConfig,
    action: Action,
    error: PocketError,
    observation: PocketObservation,
    new: PocketState::start,
    decide: super::bots::decide,
    history: history,
    seen: Event,
    reveals_at_end: false,
});

/// Pocket's events are public: a commit says who, its card shows at the reveal.
fn history(state: &PocketState, _seat: Option<Seat>) -> Vec<Event> {
    state.events().to_vec()
}
