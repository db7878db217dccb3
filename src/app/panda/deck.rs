//! Panda's deck page: the four suits (1 to 10, Bushi, Geisha, Emperor, Mon) and the four
//! special cards, each with its points.

use super::ID;
use crate::app::art::{panda_id, panda_suit_id, PANDA};
use crate::app::components::art::{art, icon};
use crate::app::kit::{deck_page, DeckCard, DeckGroup};
use crate::games::panda::{Card, Suit};
use yew::prelude::*;

fn card(c: Card) -> DeckCard {
    let points = match c.points() {
        0 => String::new(),
        p => format!(", {p:+} points"),
    };
    DeckCard {
        id: panda_id(c),
        name: format!("{}{points}", c.name()),
        caption: c.name(),
        face: art(PANDA, &panda_id(c), "art"),
    }
}

fn special_note() -> String {
    "The Stork is a 1 without a suit and leads the first trick; the Cat, only led, hands the \
     lead to your partner; the Catfish stands for any suited rank in a combination; the Panda \
     is the highest single, and its trick goes to an opponent."
        .into()
}

#[function_component(DeckPage)]
pub fn deck() -> Html {
    let mut groups: Vec<DeckGroup> = Suit::ALL
        .iter()
        .map(|&suit| DeckGroup {
            title: suit.name().to_string(),
            note: None,
            cards: Card::all().filter(|c| c.suit() == Some(suit)).map(card).collect(),
        })
        .collect();
    groups.push(DeckGroup {
        title: "The special cards".into(),
        note: Some(special_note()),
        cards: Card::all().filter(|c| !c.is_suited()).map(card).collect(),
    });
    let key = html! {
        <ul class="suit-legend" aria-label="The four suits">
            { for Suit::ALL.iter().map(|&s| html! {
                <li>{ icon(PANDA, &panda_suit_id(s), "suit-icon") }<strong>{ s.name() }</strong></li>
            }) }
        </ul>
    };
    deck_page(
        ID,
        "Panda",
        "Four suits of 14 (1 to 10, then Bushi, Geisha, Emperor and Mon), told apart by colour and sign, and four special cards. Mons and 10s are worth 10 points, 5s are worth 5.",
        key,
        groups,
    )
}
