//! One module per game, each the same shape:
//! `cards` (the deck as data), `state` (rules: state, actions, apply, errors),
//! `observation` (what one seat sees), `bots` (levels deciding from observations).

pub mod honor;
pub mod judge;
pub mod panda;
pub mod pocket;
pub mod satsuma;

#[cfg(test)]
mod refusals_tests;
