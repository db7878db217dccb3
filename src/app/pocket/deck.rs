//! Pocket Samurai's deck page: the 27 draft cards by what they do, and Strike!.

use super::face::{symbol_icon, PocketCard};
use super::{text, ID};
use crate::app::art::pocket_id;
use crate::app::kit::{deck_page, DeckCard, DeckGroup};
use crate::games::pocket::{def, AbilityKind, Card, Symbol, DECK, STRIKE};
use yew::prelude::*;

const KINDS: [(AbilityKind, &str); 7] = [
    (AbilityKind::None, "Plain cards"),
    (AbilityKind::Defeats, "Defeats: beats the flipped card that shows a symbol"),
    (AbilityKind::LosesTo, "Loses to: falls to the flipped card that shows a symbol"),
    (AbilityKind::Exhaust, "Exhaust: spend it for an effect"),
    (AbilityKind::Ongoing, "Ongoing: works while in play"),
    (AbilityKind::Choose, "Choose: shows the symbol you pick"),
    (AbilityKind::Call, "Call: puts a card from your hand into play"),
];

fn card(c: Card) -> DeckCard {
    DeckCard {
        id: pocket_id(c),
        name: text::label(c, None),
        caption: def(c).name.to_string(),
        // The full card (picture, name, symbols, rules), not read twice: the entry is named.
        face: html! { <div aria-hidden="true"><PocketCard card={Some(c)} /></div> },
    }
}

#[function_component(DeckPage)]
pub fn deck() -> Html {
    let mut groups: Vec<DeckGroup> = KINDS
        .iter()
        .map(|&(kind, title)| DeckGroup {
            title: title.to_string(),
            note: None,
            cards: (0..DECK.len() as Card)
                .filter(|&c| def(c).ability.kind() == kind)
                .map(card)
                .collect(),
        })
        .filter(|g| !g.cards.is_empty())
        .collect();
    groups.push(DeckGroup {
        title: "Strike!".into(),
        note: Some("Each player holds one from the start. It wins the round if your swords in play outnumber the opponent's helms.".into()),
        cards: vec![card(STRIKE)],
    });
    let key = html! {
        <ul class="suit-legend" aria-label="The five symbols">
            { for Symbol::ALL.iter().map(|&s| html! {
                <li>{ symbol_icon(s) }<strong>{ s.name() }</strong></li>
            }) }
        </ul>
    };
    deck_page(
        ID,
        "Pocket Samurai",
        "27 cards to draft from, and the Strike! each player starts with. Swords strike, helms hold strikes off; aggression, wisdom and agility are what other cards look for.",
        key,
        groups,
    )
}
