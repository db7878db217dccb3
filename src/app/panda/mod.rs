//! Panda's pages: new game, table, rules. Same shape as `honor`.

mod new_game;
mod rules_page;
mod table;
mod text;

pub use new_game::NewGame;
pub use rules_page::RulesPage;
pub use table::Table;

pub const ID: &str = "panda";
