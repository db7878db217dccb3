//! Your hand on the table: the order its cards are shown in and the keys that pick them.

use crate::games::panda::{Card, CardSet};

/// The key that picks the card at `i` in the hand: 1-9, 0, then Q W E R T.
pub const KEYS: [&str; 15] = [
    "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "Q", "W", "E", "R", "T",
];

pub fn key_index(key: &str) -> Option<usize> {
    KEYS.iter().position(|k| k.eq_ignore_ascii_case(key))
}

/// Sort key: by rank (then suit), or by suit (then rank); the four animals by their rank.
fn sort_key(c: Card, by_suit: bool) -> (u8, u8, u8) {
    let rank = match c {
        Card::CAT => 0,
        Card::CATFISH => 0,
        _ => c.rank(),
    };
    let suit = c.suit().map(|s| s as u8 + 1).unwrap_or(0);
    if by_suit {
        (suit, rank, c.0)
    } else {
        (rank, suit, c.0)
    }
}

pub fn sorted(hand: CardSet, by_suit: bool) -> Vec<Card> {
    let mut v = hand.to_vec();
    v.sort_by_key(|&c| sort_key(c, by_suit));
    v
}
