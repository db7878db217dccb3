//! Judge's pages: new game, table, rules. Same shape as Satsuma's, plus the key map, the
//! frame clock and the winner-stays queue that a real-time two-player game needs. `model`
//! (the frame logic, who may act, what a message does) and `setup` are plain Rust; the
//! rest draws.

pub mod calibrate;
pub mod coach;
#[cfg(test)]
mod duel_tests;
pub mod model;
pub mod setup;
pub mod text;

wasm_only! {
    mod deck;
    mod face;
    mod keys;
    mod new_game;
    mod rules_page;
    mod table;
    crate::app::kit::table_pages!(crate::games::judge::JudgeState, setup::JudgeTable);
}

pub const ID: &str = "judge";

/// The game's name in the reader's words (the home page's, the table's, the share line's).
pub fn title() -> &'static str {
    crate::ts!("Judge", "花札ジャッジ")
}
