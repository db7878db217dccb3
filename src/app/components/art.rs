//! A picture from a deck's sprite (`app::art`), drawn with `<use>` so the sprite is fetched
//! once per game and cached. Hidden from screen readers: the element around it carries
//! the card's name.

use crate::app::art::{Deck, ICON};
use yew::prelude::*;

/// Symbol `id` of `deck`, filling its box at the deck's proportions.
pub fn art(deck: Deck, id: &str, class: &'static str) -> Html {
    picture(deck.file, id, deck.w, deck.h, class)
}

/// An icon (24 x 24) of `deck`'s sprite: a suit or a symbol.
pub fn icon(deck: Deck, id: &str, class: &'static str) -> Html {
    picture(deck.file, id, ICON, ICON, class)
}

fn picture(file: &str, id: &str, w: u32, h: u32, class: &'static str) -> Html {
    html! {
        <svg {class} viewBox={format!("0 0 {w} {h}")} aria-hidden="true" focusable="false">
            <use href={format!("{file}#{id}")} />
        </svg>
    }
}
