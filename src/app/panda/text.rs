//! Faces and words for Panda's cards and seats (the hand's order and keys are in `model`).

use crate::app::components::CardFace;
use crate::games::panda::{Card, Suit};

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

pub fn place_name(place: usize) -> &'static str {
    ["first", "second", "third", "fourth"][place.min(3)]
}
