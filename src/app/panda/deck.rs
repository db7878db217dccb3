//! Panda's deck page: the four suits (1 to 10, Bushi, Geisha, Emperor, Mon) and the four
//! special cards, each with its points.

use super::ID;
use crate::app::art::{panda_id, panda_suit_id, PANDA};
use crate::app::components::art::{art, icon};
use crate::app::kit::{deck_page, DeckCard, DeckGroup};
use crate::games::panda::{Card, Suit};
use crate::{t, ts};
use yew::prelude::*;

fn card(c: Card) -> DeckCard {
    let name = match c.points() {
        0 => c.name(),
        p => t!("{card}, {p:+} points", "{card}、{p:+}点"; card = c.name()),
    };
    DeckCard {
        id: panda_id(c),
        name,
        caption: c.name(),
        face: art(PANDA, &panda_id(c), "art"),
    }
}

fn special_note() -> String {
    ts!(
        "The Stork is a 1 without a suit and leads the first trick; the Cat, only led, hands the \
         lead to your partner; the Catfish stands for any suited rank in a combination; the Panda \
         is the highest single, and its trick goes to an opponent.",
        "コウノトリはスートのない1で、最初のトリックをリードします。ネコはリードでしか出せず、\
         リードをパートナーに渡します。ナマズは役の中でどのスートの数字の代わりにもなります。\
         パンダは最も強いシングルで、そのトリックは相手に渡ります。"
    )
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
        title: ts!("The special cards", "特別なカード").into(),
        note: Some(special_note()),
        cards: Card::all().filter(|c| !c.is_suited()).map(card).collect(),
    });
    let key = html! {
        <ul class="suit-legend" aria-label={ts!("The four suits", "4つのスート")}>
            { for Suit::ALL.iter().map(|&s| html! {
                <li>{ icon(PANDA, &panda_suit_id(s), "suit-icon") }<strong>{ s.name() }</strong></li>
            }) }
        </ul>
    };
    deck_page(
        ID,
        ts!("Panda", "パンダ"),
        ts!(
            "Four suits of 14 (1 to 10, then Bushi, Geisha, Emperor and Mon), told apart by colour and sign, and four special cards. Mons and 10s are worth 10 points, 5s are worth 5.",
            "14枚ずつの4つのスート（1〜10、続いて武士・芸者・帝・紋）は色と印で見分けます。ほかに特別なカードが4枚あります。紋と10は10点、5は5点です。"
        ),
        key,
        groups,
    )
}
