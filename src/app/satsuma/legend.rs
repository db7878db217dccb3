//! The key to Satsuma's eight suits: each icon with its name and who may count it. Shown at
//! the table and on the deck page.

use crate::app::art::{satsuma_suit_id, SATSUMA};
use crate::app::components::art::icon;
use crate::games::satsuma::Suit;
use yew::prelude::*;

fn who_counts(suit: Suit) -> &'static str {
    match suit {
        Suit::Attack => "attacker only",
        Suit::Defense | Suit::Escape => "defender only",
        _ => "both sides",
    }
}

pub fn legend() -> Html {
    html! {
        <ul class="suit-legend" aria-label="The eight suits">
            { for Suit::ALL.iter().map(|&s| html! {
                <li>
                    { icon(SATSUMA, &satsuma_suit_id(s), "suit-icon") }
                    <strong>{ s.name() }</strong>
                    <span class="hint">{ who_counts(s) }</span>
                </li>
            }) }
        </ul>
    }
}
