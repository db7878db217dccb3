//! Satsuma Rebellion's deck page: both armies' 46 cards, by army and suit (a two-value card
//! under its first suit).

use super::legend::legend;
use super::{text, ID};
use crate::app::art::satsuma_id;
use crate::app::components::art::art;
use crate::app::kit::{deck_page, DeckCard, DeckGroup};
use crate::games::satsuma::{CardNo, Side, Suit, DECK_SIZE};
use crate::{t, ts};
use yew::prelude::*;

fn group(side: Side, suit: Suit) -> DeckGroup {
    let cards = (0..DECK_SIZE as CardNo)
        .filter(|&n| side.card(n).options[0].0 == suit)
        .map(|n| DeckCard {
            id: satsuma_id(side, n),
            name: t!(
                "{side}: {label}",
                "{side}：{label}";
                label = text::label(side, n),
                side = side.label()
            ),
            caption: side.card(n).title().to_string(),
            face: art(text::deck(), &satsuma_id(side, n), "art"),
        })
        .collect();
    DeckGroup {
        title: t!(
            "{side}: {suit}",
            "{side}：{suit}";
            side = side.label(),
            suit = suit.label()
        ),
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
        ts!("Satsuma Rebellion", "西南戦争"),
        ts!(
            "Each army has its own deck of 46. A card counts in one suit with its strength; a card with two values counts as either, and only one card of each suit counts in a clash.",
            "両軍はそれぞれ46枚の山札を持ちます。カードは1つのスートとその強さで数えます。2つの値を持つカードはどちらか一方として数え、交戦で数えられるのは各スート1枚だけです。"
        ),
        legend(),
        groups,
    )
}
