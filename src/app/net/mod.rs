//! Play across phones (issue 23): one phone holds the game, the others are seats. This
//! module knows views and actions, never tables: the pairing codes, the messages and their
//! checks are plain Rust, tested natively; the WebRTC glue is wasm only.

pub mod clock;
#[cfg(test)]
mod clock_tests;
pub mod code;
pub mod delta;
mod edits;
pub mod guest;
pub mod hub;
#[cfg(target_arch = "wasm32")]
pub mod join;
#[cfg(target_arch = "wasm32")]
pub mod links;
#[cfg(target_arch = "wasm32")]
pub mod lobby;
pub mod proto;
pub mod qr;
#[cfg(target_arch = "wasm32")]
pub mod rtc;
#[cfg(target_arch = "wasm32")]
pub mod scan;

/// The games that play on several phones, in the order a table's id names them.
pub const PHONE_GAMES: [&str; 5] = ["satsuma", "honor", "pocket", "panda", "judge"];

/// A table's id: random, its last 3 bits the game's place in [`PHONE_GAMES`], so that a
/// pairing code says which game a guest joins without a byte more.
pub fn table_id(random: u32, game: &str) -> u32 {
    let index = PHONE_GAMES.iter().position(|g| *g == game).unwrap_or(0);
    (random & !7) | index as u32
}

/// The game of a table's id.
pub fn game_of(table: u32) -> Option<&'static str> {
    PHONE_GAMES.get((table & 7) as usize).copied()
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_tables_id_names_its_game() {
        for (i, g) in super::PHONE_GAMES.iter().enumerate() {
            let id = super::table_id(0xDEAD_BEEF ^ i as u32, g);
            assert_eq!(super::game_of(id), Some(*g));
        }
        assert_eq!(super::game_of(7), None);
    }
}
