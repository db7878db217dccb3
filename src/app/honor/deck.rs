//! Honor of the Samurai's deck page: the 52 cards by suit and the two Jokers.

use super::ID;
use crate::app::art::{honor_id, HONOR};
use crate::app::components::art::art;
use crate::app::kit::{deck_page, DeckCard, DeckGroup};
use crate::games::honor::{Card, Suit};
use crate::ts;
use yew::prelude::*;

fn card(c: Card) -> DeckCard {
    DeckCard {
        id: honor_id(c),
        name: c.name(),
        caption: c.name(),
        face: art(HONOR, &honor_id(c), "art"),
    }
}

#[function_component(DeckPage)]
pub fn deck() -> Html {
    // The four suits, then the Jokers (the cards without a suit).
    let groups = Suit::ALL
        .iter()
        .map(|&s| Some(s))
        .chain([None])
        .map(|suit| DeckGroup {
            title: suit
                .map_or(ts!("Jokers", "ジョーカー"), Suit::name)
                .to_string(),
            note: suit.is_none().then(|| {
                ts!(
                    "A Joker in a hand or an army disgraces its holder.",
                    "手札や軍勢にあるジョーカーは、持ち主に不名誉をもたらします。"
                )
                .to_string()
            }),
            cards: Card::all().filter(|c| c.suit() == suit).map(card).collect(),
        })
        .collect();
    deck_page(
        ID,
        ts!("Honor of the Samurai", "武士の誉れ"),
        ts!(
            "A standard deck of 52 and two Jokers. Kings, Queens and Jacks are the heads you win at a battle.",
            "52枚の普通のトランプとジョーカー2枚。キング、クイーン、ジャックが、合戦で取る首です。"
        ),
        html! {},
        groups,
    )
}
