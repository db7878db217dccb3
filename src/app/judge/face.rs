//! A hanafuda card drawn from the deck's art (`app::art::JUDGE`), named for screen readers.

use super::text;
use crate::app::art::{judge_id, BACK, JUDGE};
use crate::app::components::art::art;
use crate::games::judge::Card;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HanaProps {
    pub card: Option<Card>,
    /// What the card is there for ("Ren's head").
    pub role: AttrValue,
    #[prop_or_default]
    pub small: bool,
    /// A head: it never moves in a game and shows twice (a target on each half), so it
    /// takes no part in the cards' motion, which would fly one copy to the other's place.
    #[prop_or_default]
    pub still: bool,
}

#[function_component(HanaCard)]
pub fn hana_card(p: &HanaProps) -> Html {
    // data-month: tests and tools read the month from here, never from the words;
    // data-face: the face drawn (its `Sight::Card` id), checked against the view's faces.
    let month = p.card.map(|c| c.month().to_string());
    let face = p.card.map(|c| c.0.to_string());
    let (id, label, down) = match p.card {
        Some(card) => (
            judge_id(card),
            format!("{}: {}", p.role, text::card_label(card)),
            false,
        ),
        None => (
            BACK.to_string(),
            format!("{}: {}", p.role, crate::ts!("face down", "裏向き")),
            true,
        ),
    };
    html! {
        <div class={classes!("hana", down.then_some("face-down"), p.small.then_some("small"))}
             role="img" aria-label={label} data-month={month} data-face={face} data-motion={(!down && !p.still).then(|| id.clone())}>
            { art(JUDGE, &id, "art") }
        </div>
    }
}
