//! Faces for Honor of the Samurai's cards; the words are in `words` (plain Rust).

use crate::app::art;
use crate::app::components::CardFace;
use crate::games::honor::Card;

pub use super::words::suit_label;

pub fn face(card: Card) -> CardFace {
    CardFace::new(art::HONOR, art::honor_id(card))
}

/// A face-down card drawn as a back.
pub fn back() -> CardFace {
    CardFace::back(art::HONOR)
}
