//! Judge's pages: new game, table, rules. Same shape as Satsuma's, plus the key map, the
//! frame clock and the winner-stays queue that a real-time two-player game needs. `model`
//! (the frame logic, who may act, what a message does) and `setup` are plain Rust; the
//! rest draws.

pub mod model;
pub mod setup;

#[cfg(target_arch = "wasm32")]
mod face;
#[cfg(target_arch = "wasm32")]
mod keys;
#[cfg(target_arch = "wasm32")]
mod new_game;
#[cfg(target_arch = "wasm32")]
mod rules_page;
#[cfg(target_arch = "wasm32")]
mod table;
#[cfg(target_arch = "wasm32")]
mod text;

#[cfg(target_arch = "wasm32")]
pub use {new_game::NewGame, rules_page::RulesPage};

pub const ID: &str = "judge";
