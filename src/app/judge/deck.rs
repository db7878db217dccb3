//! Judge's deck page: the 48 hanafuda by month, the chart a player learns the months from.

use super::{text, ID};
use crate::app::art::{judge_id, JUDGE};
use crate::app::components::art::art;
use crate::app::kit::{deck_page, DeckCard, DeckGroup};
use crate::games::judge::{Card, MONTHS};
use yew::prelude::*;

#[function_component(DeckPage)]
pub fn deck() -> Html {
    let groups = MONTHS
        .iter()
        .enumerate()
        .map(|(m, (month, plant))| DeckGroup {
            title: format!("{} · {month} · {plant}", m + 1),
            note: None,
            cards: Card::all()
                .filter(|c| c.month() as usize == m + 1)
                .map(|c| DeckCard {
                    id: judge_id(c),
                    name: text::card_label(c),
                    caption: format!("{}, {}", c.def().picture, c.kind().name()),
                    face: art(JUDGE, &judge_id(c), "art"),
                })
                .collect(),
        })
        .collect();
    deck_page(
        ID,
        "Judge",
        "Twelve months of four cards, each month with its plant. In Judge only the month counts: the later month must hit, the earlier must defend.",
        html! {},
        groups,
    )
}
