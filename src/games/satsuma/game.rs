//! Satsuma Rebellion as a [`Game`](crate::core::Game) with bots: the engine's parts put
//! together, after `cards -> state -> observation -> bots`.

use super::observation::SatsumaObservation;
use super::state::{Action, SatsumaConfig, SatsumaError, SatsumaState};

crate::engine!(SatsumaState {
    id: "satsuma",
    config: SatsumaConfig,
    action: Action,
    error: SatsumaError,
    observation: SatsumaObservation,
    new: SatsumaState::dealt,
    decide: super::bots::decide,
});
