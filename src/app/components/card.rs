//! A card drawn from its deck's art, for any game's cards, with what the table adds to it
//! (selection, a badge, a note, a key).

use super::art::art;
use crate::app::art::{Deck, BACK};
use crate::app::kit::use_double_tap;
use yew::prelude::*;

/// Which picture a card shows: a symbol of a deck's sprite (its back when face down).
#[derive(Clone, Debug, PartialEq)]
pub struct CardFace {
    pub deck: Deck,
    pub id: AttrValue,
    /// The face's id in the view it is drawn from (`Sight::Card`), rendered as `data-face`
    /// for the leak tests (issue 22); `None` on a back or outside a table.
    pub face: Option<AttrValue>,
}

impl CardFace {
    pub fn new(deck: Deck, id: impl Into<AttrValue>) -> Self {
        CardFace {
            deck,
            id: id.into(),
            face: None,
        }
    }

    /// The same face marked with its id in the table's view (`data-face`).
    pub fn seen(mut self, face: u32) -> Self {
        self.face = Some(face.to_string().into());
        self
    }

    /// The deck's back.
    pub fn back(deck: Deck) -> Self {
        CardFace::new(deck, BACK)
    }
}

#[derive(Properties, PartialEq)]
pub struct CardProps {
    pub face: CardFace,
    /// The accessible name ("Takamori Saigo, Leader 10").
    pub label: AttrValue,
    #[prop_or_default]
    pub selected: bool,
    #[prop_or_default]
    pub dimmed: bool,
    #[prop_or_default]
    pub highlight: bool,
    /// Shown on the card, e.g. "counts as W5".
    #[prop_or_default]
    pub badge: Option<AttrValue>,
    /// Why the card is dimmed or disabled; shown under the card and as a tooltip.
    #[prop_or_default]
    pub note: Option<AttrValue>,
    #[prop_or_default]
    pub tooltip: Option<AttrValue>,
    #[prop_or_default]
    pub disabled_reason: Option<AttrValue>,
    #[prop_or_default]
    pub onclick: Option<Callback<()>>,
    /// A double tap (kit/tapping.rs): plays the card where one tap selects it.
    #[prop_or_default]
    pub on_double: Option<Callback<()>>,
    #[prop_or_default]
    pub shortcut: Option<AttrValue>,
}

#[function_component(CardView)]
pub fn card_view(p: &CardProps) -> Html {
    let onclick = use_double_tap(p.face.id.clone(), p.onclick.clone(), p.on_double.clone());
    let class = classes!(
        "card",
        (p.face.id == BACK).then_some("face-down"),
        p.selected.then_some("selected"),
        p.dimmed.then_some("dimmed"),
        p.highlight.then_some("counts"),
        p.disabled_reason.is_some().then_some("disabled"),
    );
    // The card's proportions come from its deck; everything drawn on it is in the art, and
    // the accessible name (aria-label) says it all. Text the table adds (badge, key) comes
    // from CSS (`content: attr(data-text)`): visible text the name does not contain breaks
    // "label in name" (WCAG 2.5.3) for buttons.
    let style = format!("aspect-ratio: {} / {}", p.face.deck.w, p.face.deck.h);
    let body = art(p.face.deck, &p.face.id, "art");
    // The card's identity for the motion (kit/motion.rs); backs are all alike.
    let motion = (p.face.id != BACK).then(|| p.face.id.clone());
    let badge = p
        .badge
        .as_ref()
        .map(|b| html! { <span class="badge" aria-hidden="true" data-text={b.clone()}></span> });
    let note = p
        .note
        .as_ref()
        .map(|n| html! { <span class="note">{ n.clone() }</span> });
    let key = p
        .shortcut
        .as_ref()
        .map(|k| html! { <kbd class="shortcut" aria-hidden="true" data-text={k.clone()}></kbd> });
    let title = p
        .disabled_reason
        .clone()
        .or_else(|| p.tooltip.clone())
        .or_else(|| p.note.clone());
    match onclick {
        Some(onclick) => {
            let disabled = p.disabled_reason.is_some();
            // A click on a disabled card still reaches the game, which says why it is refused
            // (a phone has no hover to show the tooltip).
            // aria-disabled rather than disabled: the reason stays reachable by keyboard and hover.
            html! {
                <button type="button" {class} {style} data-motion={motion.clone()} data-face={p.face.face.clone()} aria-label={p.label.clone()} aria-pressed={p.selected.to_string()}
                        aria-disabled={disabled.to_string()} {title} {onclick}>
                    { body }{ badge }{ key }{ note }
                </button>
            }
        }
        None => html! {
            <div {class} {style} data-motion={motion.clone()} data-face={p.face.face.clone()} role="img" aria-label={p.label.clone()} {title}>{ body }{ badge }{ note }</div>
        },
    }
}
