//! Faces for Honor of the Samurai's cards; the words are in `words` (plain Rust).

use crate::app::art;
use crate::app::components::{CardFace, HandCard};
use crate::games::honor::Card;
use yew::AttrValue;

pub use super::words::suit_label;

pub fn face(card: Card) -> CardFace {
    CardFace::new(art::HONOR, art::honor_id(card))
}

/// A card of a row drawn face up, marked with its id in the view (`data-face`).
pub fn face_up(card: Card, label: impl Into<AttrValue>) -> HandCard {
    HandCard::new(face(card).seen(card.0 as u32), label)
}

/// A face-down card drawn as a back.
pub fn back() -> CardFace {
    CardFace::back(art::HONOR)
}
