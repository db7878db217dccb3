//! Satsuma Rebellion's pages: new game, table, rules. `model` (who acts, what a message
//! does) is plain Rust; the rest draws.

pub mod coach;
pub mod model;

wasm_only! {
    mod deck;
    mod legend;
    mod clash_view;
    mod new_game;
    mod rules_page;
    mod table;
    mod text;
    crate::app::kit::table_pages!(crate::games::satsuma::SatsumaState, crate::app::kit::TableSetup);
}

pub const ID: &str = "satsuma";
