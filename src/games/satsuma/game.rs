//! Satsuma Rebellion as a [`Game`](crate::core::Game) with bots: the engine's parts put
//! together, after `cards -> state -> observation -> bots`.

use super::observation::SatsumaObservation;
use super::state::{Action, Event, SatsumaConfig, SatsumaError, SatsumaState};
use crate::core::Seat;

crate::engine!(SatsumaState {
    id: "satsuma",
    config: SatsumaConfig,
    action: Action,
    error: SatsumaError,
    observation: SatsumaObservation,
    new: SatsumaState::dealt,
    decide: super::bots::decide,
    history: history,
    seen: Event,
    reveals_at_end: true,
});

/// Satsuma's events are public: a discard says how many cards, a clash shows both hands.
fn history(state: &SatsumaState, _seat: Option<Seat>) -> Vec<Event> {
    state.events().to_vec()
}
