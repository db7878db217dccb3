//! Faces and words for Panda's cards and seats (the hand's order and keys are in `model`).

use crate::app::art;
use crate::app::components::CardFace;
use crate::games::panda::Card;

pub fn face(card: Card) -> CardFace {
    CardFace::new(art::PANDA, art::panda_id(card))
}
