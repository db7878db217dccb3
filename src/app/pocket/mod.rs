//! Pocket Samurai's pages: new game, table, rules. Same shape as Satsuma's: a draft of
//! large readable cards, then a duel of face-down cards told step by step. `model` (who
//! acts, what a message does) is plain Rust; the rest draws.

pub mod model;

#[cfg(target_arch = "wasm32")]
mod face;
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

pub const ID: &str = "pocket";
