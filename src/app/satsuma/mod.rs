//! Satsuma Rebellion's pages: new game, table, rules. The shape each game's UI copies.

mod clash_view;
mod new_game;
mod rules_page;
mod table;
mod text;

pub use new_game::NewGame;
pub use rules_page::RulesPage;
pub use table::Table;

pub const ID: &str = "satsuma";
