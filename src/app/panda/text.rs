//! Faces, orders and keys for Panda's cards.

use crate::app::components::CardFace;
use crate::games::panda::{Card, CardSet, Suit};

fn suit_letter(s: Suit) -> &'static str {
    match s {
        Suit::Tamahagne => "T",
        Suit::Gyokuro => "G",
        Suit::Renge => "R",
        Suit::Asahi => "A",
    }
}

fn rank_short(rank: u8) -> String {
    match rank {
        11 => "B".into(),
        12 => "Ge".into(),
        13 => "E".into(),
        14 => "M".into(),
        r => r.to_string(),
    }
}

pub fn face(card: Card) -> CardFace {
    let (corner, emblem, accent) = match card {
        Card::STORK => ("1".to_string(), "St", "pd-special"),
        Card::CAT => ("Cat".to_string(), "Ca", "pd-special"),
        Card::CATFISH => ("Cf".to_string(), "Cf", "pd-special"),
        Card::PANDA => ("P".to_string(), "P", "pd-special"),
        c => {
            let suit = c.suit().unwrap_or(Suit::Asahi);
            let accent = match suit {
                Suit::Tamahagne => "pd-tamahagne",
                Suit::Gyokuro => "pd-gyokuro",
                Suit::Renge => "pd-renge",
                Suit::Asahi => "pd-asahi",
            };
            (rank_short(c.rank()), suit_letter(suit), accent)
        }
    };
    CardFace {
        corner: corner.into(),
        title: card.name().into(),
        emblem: emblem.into(),
        accent,
    }
}

/// Sort key: by rank (then suit), or by suit (then rank); the four animals by their rank.
fn key(c: Card, by_suit: bool) -> (u8, u8, u8) {
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
    v.sort_by_key(|&c| key(c, by_suit));
    v
}

/// The key that picks the card at `i` in the hand: 1-9, 0, then Q W E R T.
pub const KEYS: [&str; 15] = [
    "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "Q", "W", "E", "R", "T",
];

pub fn key_index(key: &str) -> Option<usize> {
    KEYS.iter().position(|k| k.eq_ignore_ascii_case(key))
}

pub fn place_name(place: usize) -> &'static str {
    ["first", "second", "third", "fourth"][place.min(3)]
}
