//! Panda's pages: new game, table, rules. `model` (whose hand shows, who acts, what the
//! table does by itself, what a message does) is plain Rust; the rest draws.

pub mod model;

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

pub const ID: &str = "panda";
