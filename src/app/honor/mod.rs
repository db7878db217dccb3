//! Honor of the Samurai's pages: new game, table, rules. `model` (whose cards show, who
//! acts, what a message does) is plain Rust; the rest draws.

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

pub const ID: &str = "honor";
