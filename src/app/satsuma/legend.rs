//! The key to Satsuma's eight suits: each icon with its name and who may count it. Shown at
//! the table and on the deck page; the clash's key also reads its badges' short forms.

use super::text::deck;
use crate::app::art::satsuma_suit_id;
use crate::app::components::art::icon;
use crate::games::satsuma::Suit;
use crate::ts;
use yew::prelude::*;

fn who_counts(suit: Suit) -> &'static str {
    match suit {
        Suit::Attack => ts!("attacker only", "攻撃側のみ"),
        Suit::Defense | Suit::Escape => ts!("defender only", "防御側のみ"),
        _ => ts!("both sides", "両軍"),
    }
}

pub fn legend() -> Html {
    html! {
        <ul class="suit-legend" aria-label={ts!("The eight suits", "8つのスート")}>
            { for Suit::ALL.iter().map(|&s| html! {
                <li>
                    { icon(deck(), &satsuma_suit_id(s), "suit-icon") }
                    <strong>{ s.label() }</strong>
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
            <ul class="suit-legend badge-key" aria-label={ts!("The badges' letters", "バッジの文字")}>
                { for Suit::ALL.iter().map(|&s| html! {
                    <li>
                        <b class="key-letter">{ s.index() }</b>
                        { icon(deck(), &satsuma_suit_id(s), "suit-icon") }
                        <strong>{ s.label() }</strong>
                        <span class="hint">{ who_counts(s) }</span>
                    </li>
                }) }
            </ul>
            <p class="key-line">{ ts!(
                "W3: the card counts as Weapons 3 (the letter is the suit).",
                "武3：そのカードは武器3として数えます（文字はスートの頭文字）。"
            ) }</p>
            <p class="key-line"><b>{ ts!("barred", "不可") }</b>{ ts!(
                ": not allowed, the side's role may not count this suit.",
                "：使用不可。その陣営の役割ではこのスートを数えられません。"
            ) }</p>
            <p class="key-line"><b>{ ts!("2nd", "重複") }</b>{ ts!(
                ": one card of each suit counts, and another card of this suit already does.",
                "：数えられるのは各スート1枚だけで、このスートは別のカードがすでに数えられています。"
            ) }</p>
        </>
    }
}
