//! The key to Satsuma's eight suits: each icon with its name and who may count it. Shown at
//! the table and on the deck page; the clash's key also reads its badges' short forms.

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

/// The clash's badges explained where they are shown: a badge's letter is its suit
/// ("W3": Weapons 3), and the two reasons a card does not count.
pub fn badge_key() -> Html {
    html! {
        <>
            <ul class="suit-legend badge-key" aria-label="The badges' letters">
                { for Suit::ALL.iter().map(|&s| html! {
                    <li>
                        <b class="key-letter">{ s.letter() }</b>
                        { icon(SATSUMA, &satsuma_suit_id(s), "suit-icon") }
                        <strong>{ s.name() }</strong>
                        <span class="hint">{ who_counts(s) }</span>
                    </li>
                }) }
            </ul>
            <p class="key-line">{ "W3: the card counts as Weapons 3 (the letter is the suit)." }</p>
            <p class="key-line"><b>{ "barred" }</b>{ ": not allowed, the side's role may not count this suit." }</p>
            <p class="key-line"><b>{ "2nd" }</b>{ ": one card of each suit counts, and another card of this suit already does." }</p>
        </>
    }
}
