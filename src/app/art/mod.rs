//! Where each card's picture lives: every game's deck is one SVG sprite drawn by
//! `examples/art` (one `<symbol>` per card, its back and the game's icons), fetched only
//! when a table or deck page of that game opens. This module names the symbols; it is
//! plain Rust, shared by the drawing program and the app.

pub mod files;

use crate::games::{honor, judge, panda, satsuma};

/// A deck's sprite and the size (viewBox) of its cards.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Deck {
    /// The sprite's path in the build ("art/judge-….svg").
    pub file: &'static str,
    pub w: u32,
    pub h: u32,
}

const fn deck(file: &'static str, w: u32, h: u32) -> Deck {
    Deck { file, w, h }
}

/// Hanafuda are tall and narrow (about 33 x 54 mm).
pub const JUDGE: Deck = deck(files::JUDGE, 200, 320);
/// Poker-sized (63 x 88 mm), as are Satsuma's and Panda's.
pub const HONOR: Deck = deck(files::HONOR, 200, 280);
pub const SATSUMA: Deck = deck(files::SATSUMA, 200, 280);
/// Satsuma's sprite with the cards' Japanese names (for a Japanese reader).
pub const SATSUMA_JA: Deck = deck(files::SATSUMA_JA, 200, 280);
pub const PANDA: Deck = deck(files::PANDA, 200, 280);
/// Pocket Samurai's cards are drawn by the table (name, rules, symbols); the sprite holds
/// each card's picture, landscape.
pub const POCKET: Deck = deck(files::POCKET, 200, 140);
/// The home page's tiles: one square picture per game (`tile-<game>`).
pub const TILES: Deck = deck(files::TILES, 120, 120);
/// Icons (suits, symbols) in every sprite that has them are 24 x 24.
pub const ICON: u32 = 24;

/// Every sprite has its back under this id (Satsuma: `back-s` and `back-i`).
pub const BACK: &str = "back";

pub fn judge_id(card: judge::Card) -> String {
    format!("c{}", card.0)
}

pub fn honor_id(card: honor::Card) -> String {
    format!("c{}", card.0)
}

pub fn panda_id(card: panda::Card) -> String {
    format!("c{}", card.0)
}

/// Pocket's 27 draft cards and Strike! (27).
pub fn pocket_id(card: crate::games::pocket::Card) -> String {
    format!("c{card}")
}

/// Satsuma's two armies each number their 46 cards from 0: `s0`..`s45` (Samurai),
/// `i0`..`i45` (Imperial).
pub fn satsuma_id(side: satsuma::Side, card: satsuma::CardNo) -> String {
    match side {
        satsuma::Side::Samurai => format!("s{card}"),
        satsuma::Side::Imperials => format!("i{card}"),
    }
}

/// The back of a Satsuma army's cards.
pub fn satsuma_back(side: satsuma::Side) -> &'static str {
    match side {
        satsuma::Side::Samurai => "back-s",
        satsuma::Side::Imperials => "back-i",
    }
}

/// Satsuma's suit icons: `suit-force`, `suit-reserves`, ...
pub fn satsuma_suit_id(suit: satsuma::Suit) -> String {
    format!("suit-{}", format!("{suit:?}").to_lowercase())
}

/// Panda's suit icons: `suit-tamahagne`, `suit-gyokuro`, `suit-renge`, `suit-asahi`.
pub fn panda_suit_id(suit: panda::Suit) -> String {
    format!("suit-{}", format!("{suit:?}").to_lowercase())
}

/// Pocket's symbol icons: `sym-sword`, `sym-helm`, `sym-aggression`, `sym-wisdom`,
/// `sym-agility`.
pub fn pocket_symbol_id(symbol: crate::games::pocket::Symbol) -> String {
    format!("sym-{}", format!("{symbol:?}").to_lowercase())
}

/// Honor's suit icons: `suit-clubs`, `suit-diamonds`, `suit-hearts`, `suit-spades`.
pub fn honor_suit_id(suit: honor::Suit) -> String {
    // From the variant, not the name a reader sees: the sprite's ids are in no language.
    format!("suit-{}", format!("{suit:?}").to_lowercase())
}

/// The 8 hex digits of a file name that change whenever its content does (FNV-1a, 64 bit:
/// a cache key, not a security measure).
pub fn content_hash(content: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in content.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{:08x}", h >> 32)
}

#[cfg(test)]
mod tests;
