//! What every game shares: seats, the game trait, the seeded RNG, sessions and saves.
//!
//! A sixth game implements [`Game`] (rules) and a bot function over its observation,
//! and gets replayable saves and the table plumbing for free.

pub mod game;
#[cfg(test)]
#[path = "tests/glossary.rs"]
mod glossary;
pub mod hint;
pub mod lang;
pub mod rng;
pub mod save;
pub mod standing;
#[cfg(test)]
#[path = "tests/testkit/mod.rs"]
pub mod testkit;
pub mod undo;
pub mod view;

pub use game::{BotLevel, BotPlayer, Game, Seat};
pub use hint::Hint;
pub use lang::{lang, Lang};
pub use rng::GameRng;
pub use save::{parse_save, Save, SaveError, Session, SCHEMA_VERSION};
pub use standing::{Finish, Outcome, Standing, Totals};
pub use undo::{Sight, Sighted, UndoRefusal, UndoTrack};
pub use view::{card_faces, View, ViewOf, Viewed, VIEW_VERSION};
