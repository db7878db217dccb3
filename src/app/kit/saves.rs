//! This device's saves: loading a game (a broken save is removed with a message for the
//! player), storing every action, fresh deal seeds.

use super::model::{broken_save_message, restore, SavedTable};
use super::phones::NetSeats;
use crate::app::net::table_id;
use crate::app::route::{navigate, Route};
use crate::app::storage;
use crate::app::stats::record;
use crate::core::{Game, Save, Session, Standing};

/// What the stored save of a game holds.
pub enum Loaded<G: Game, T> {
    Nothing,
    Game(Box<Session<G>>, T),
    /// A save that cannot be used, with a message for the player. The save is removed.
    Broken(String),
}

pub fn load_table<G: Game, T: SavedTable>() -> Loaded<G, T> {
    let Some(json) = storage::read_save(G::ID) else {
        return Loaded::Nothing;
    };
    match restore::<G, T>(&json) {
        Ok((session, setup)) => Loaded::Game(Box::new(session), setup),
        Err(err) => {
            storage::clear_save(G::ID);
            Loaded::Broken(broken_save_message(&err))
        }
    }
}

pub fn store<G: Game, T: SavedTable>(session: &Session<G>, setup: &T) {
    let save: Save<G, T> = session.to_save(setup.clone());
    if let Ok(json) = serde_json::to_string(&save) {
        storage::write_save(G::ID, &json);
    }
}

/// Stores a new game, then opens its table. A game in progress it replaces is counted as
/// abandoned in the statistics.
pub fn start_game<G: Standing, T: SavedTable>(config: G::Config, seed: u64, setup: &T) {
    record::replacing_save::<G, T>();
    let mut setup = setup.clone();
    // A table with phone seats gets its id (in every pairing code) and unclaimed seats.
    let seats = setup.seats();
    if (0..seats).any(|s| setup.is_phone(s)) {
        let tokens = (0..seats).map(|s| setup.is_phone(s).then(String::new));
        setup.set_net(NetSeats {
            table: table_id(new_seed() as u32 ^ (js_sys::Math::random() * 65536.0) as u32, G::ID),
            tokens: tokens.collect(),
        });
    }
    store(&Session::<G>::new(config, seed), &setup);
    navigate(Route::Play(G::ID));
}

/// A fresh deal seed (32 bits, so the deal code stays short).
pub fn new_seed() -> u64 {
    let mut bytes = [0u8; 4];
    if getrandom::fill(&mut bytes).is_err() {
        bytes = (js_sys::Date::now() as u32).to_le_bytes();
    }
    u32::from_le_bytes(bytes) as u64
}
