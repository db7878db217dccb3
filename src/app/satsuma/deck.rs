//! Satsuma Rebellion's deck page: both armies' 46 cards, by army and suit (a two-value card
//! under its first suit).

use super::legend::legend;
use super::{text, ID};
use crate::app::art::{satsuma_id, SATSUMA};
use crate::app::components::art::art;
use crate::app::kit::{deck_page, DeckCard, DeckGroup};
use crate::games::satsuma::{CardNo, Side, Suit, DECK_SIZE};
use yew::prelude::*;

fn group(side: Side, suit: Suit) -> DeckGroup {
    let cards = (0..DECK_SIZE as CardNo)
        .filter(|&n| side.card(n).options[0].0 == suit)
        .map(|n| DeckCard {
            id: satsuma_id(side, n),
            name: format!("{}: {}", side.name(), text::label(side, n)),
            caption: side.card(n).name.to_string(),
            face: art(SATSUMA, &satsuma_id(side, n), "art"),
        })
        .collect();
    DeckGroup {
        title: format!("{}: {}", side.name(), suit.name()),
        note: None,
        cards,
    }
}

#[function_component(DeckPage)]
pub fn deck() -> Html {
    let groups = Side::BOTH
        .iter()
        .flat_map(|&side| Suit::ALL.iter().map(move |&suit| group(side, suit)))
        .filter(|g| !g.cards.is_empty())
        .collect();
    deck_page(
        ID,
        "Satsuma Rebellion",
        "Each army has its own deck of 46. A card counts in one suit with its strength; a card with two values counts as either, and only one card of each suit counts in a clash.",
        legend(),
        groups,
    )
}
