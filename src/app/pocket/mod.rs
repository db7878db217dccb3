//! Pocket Samurai's pages: new game, table, rules. Same shape as Satsuma's: a draft of
//! large readable cards, then a duel of face-down cards told step by step.

mod face;
mod new_game;
mod rules_page;
mod table;
mod text;

pub use new_game::NewGame;
pub use rules_page::RulesPage;
pub use table::Table;

pub const ID: &str = "pocket";
