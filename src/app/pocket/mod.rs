//! Pocket Samurai's pages: new game, table, rules. Same shape as Satsuma's: a draft of
//! large readable cards, then a duel of face-down cards told step by step. `model` (who
//! acts, what a message does) is plain Rust; the rest draws.

pub mod coach;
pub mod model;
pub mod words;

wasm_only! {
    mod deck;
    mod face;
    mod new_game;
    mod rules_page;
    mod table;
    mod text;
    crate::app::kit::table_pages!(crate::games::pocket::PocketState, crate::app::kit::TableSetup);
}

pub const ID: &str = "pocket";
