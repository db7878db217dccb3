//! Counting games in this device's statistics, called by the kit: a finished game when it
//! is saved, an unfinished one when a new game replaces it.

use super::model::{record_finished, record_replaced, Stats};
use crate::app::kit::model::restore;
use crate::app::kit::SavedTable;
use crate::app::storage;
use crate::core::{Session, Standing};

/// The statistics to add to: unreadable ones start again (the page said why while it could).
fn update(f: impl FnOnce(&mut Stats) -> bool) {
    let mut stats = storage::load_stats().unwrap_or_default();
    if f(&mut stats) {
        storage::save_stats(&stats);
    }
}

/// Counts the table's game if it is over (once: a reload of its end screen is not a game).
pub fn finished<G: Standing, T: SavedTable>(session: &Session<G>, setup: &T) {
    if session.state.is_over() {
        update(|s| record_finished(s, session, setup));
    }
}

/// Counts the table's game as abandoned if a new game replaces it unfinished.
pub fn replaced<G: Standing, T: SavedTable>(session: &Session<G>, setup: &T) {
    if !session.state.is_over() {
        update(|s| record_replaced(s, session, setup));
    }
}

/// Before a new game is stored over the saved one of `G`: counts that one if abandoned.
pub fn replacing_save<G: Standing, T: SavedTable>() {
    if let Some(json) = storage::read_save(G::ID) {
        if let Ok((session, setup)) = restore::<G, T>(&json) {
            replaced(&session, &setup);
        }
    }
}
