//! Honor of the Samurai's pages: new game, table, rules. `model` (whose cards show, who
//! acts, what a message does) is plain Rust; the rest draws.

pub mod coach;
pub mod model;
pub mod summary;
pub mod words;

wasm_only! {
    mod deck;
    mod new_game;
    mod rules_page;
    mod table;
    mod text;
    crate::app::kit::table_pages!(crate::games::honor::HonorState, crate::app::kit::TableSetup);
}

pub const ID: &str = "honor";
