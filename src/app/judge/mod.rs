//! Judge's pages: new game, table, rules. Same shape as Satsuma's, plus the key map and
//! the winner-stays queue that a real-time two-player game needs.

mod face;
mod keys;
mod new_game;
mod rules_page;
mod setup;
mod table;
mod text;

pub use new_game::NewGame;
pub use rules_page::RulesPage;
pub use table::Table;

pub const ID: &str = "judge";
