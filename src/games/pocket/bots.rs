//! Computer opponents (placeholder).
use super::observation::PocketObservation;
use super::state::Action;
use crate::core::{BotLevel, GameRng};
pub fn decide(_obs: &PocketObservation, _level: BotLevel, _rng: &mut GameRng) -> Option<Action> {
    None
}
