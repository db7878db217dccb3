//! Judge's deck page: the 48 hanafuda by month, the chart a player learns the months from.

use super::{text, ID};
use crate::app::art::{judge_id, JUDGE};
use crate::app::components::art::art;
use crate::app::kit::{deck_page, DeckCard, DeckGroup};
use crate::games::judge::cards::{month_name, plant_name, said};
use crate::games::judge::Card;
use yew::prelude::*;

#[function_component(DeckPage)]
pub fn deck() -> Html {
    let groups = (1..=12u8)
        .map(|m| DeckGroup {
            title: said!(
                "{m} · {month} · {plant}",
                "{month} · {plant}";
                m = m,
                month = month_name(m),
                plant = plant_name(m)
            ),
            note: None,
            cards: Card::all()
                .filter(|c| c.month() == m)
                .map(|c| DeckCard {
                    id: judge_id(c),
                    name: text::card_label(c),
                    caption: said!(
                        "{picture}, {kind}",
                        "{picture}（{kind}）";
                        picture = c.picture(),
                        kind = c.kind().name()
                    ),
                    face: art(JUDGE, &judge_id(c), "art"),
                })
                .collect(),
        })
        .collect();
    deck_page(
        ID,
        super::title(),
        crate::ts!(
            "Twelve months of four cards, each month with its plant. In Judge only the month counts: the later month must hit, the earlier must defend.",
            "12か月、各月4枚の札で、月ごとに草花が決まっています。花札ジャッジでは月だけが大事です。後の月は叩き、前の月は守ります。"
        ),
        html! {},
        groups,
    )
}
