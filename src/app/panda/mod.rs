//! Panda's pages: new game, table, rules. `model` (whose hand shows, who acts, what the
//! table does by itself, what a message does) is plain Rust; the rest draws.

pub mod model;

wasm_only! {
    mod new_game;
    mod rules_page;
    mod table;
    mod text;
    pub use {new_game::NewGame, rules_page::RulesPage};
}

pub const ID: &str = "panda";
