//! A row of face-up cards: a player's hand (selectable) or a revealed hand (read-only).

use super::card::{CardFace, CardView};
use yew::prelude::*;

/// One card of a hand as the table wants it shown.
#[derive(Clone, Debug, PartialEq)]
pub struct HandCard {
    pub face: CardFace,
    pub label: AttrValue,
    pub selected: bool,
    pub highlight: bool,
    pub dimmed: bool,
    pub badge: Option<AttrValue>,
    pub note: Option<AttrValue>,
    /// Shown on hover; defaults to the note or the disabled reason.
    pub tooltip: Option<AttrValue>,
    pub disabled_reason: Option<AttrValue>,
}

impl HandCard {
    pub fn new(face: CardFace, label: impl Into<AttrValue>) -> Self {
        HandCard {
            face,
            label: label.into(),
            selected: false,
            highlight: false,
            dimmed: false,
            badge: None,
            note: None,
            tooltip: None,
            disabled_reason: None,
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct HandProps {
    pub label: AttrValue,
    pub cards: Vec<HandCard>,
    /// Clicking card `i` (makes the cards buttons); keys 1-9 are shown when `shortcuts`.
    #[prop_or_default]
    pub on_toggle: Option<Callback<usize>>,
    #[prop_or_default]
    pub shortcuts: bool,
    /// A double tap on card `i` (kit/tapping.rs): plays it where one tap selects it.
    #[prop_or_default]
    pub on_double: Option<Callback<usize>>,
}

#[function_component(Hand)]
pub fn hand(p: &HandProps) -> Html {
    let cards = p.cards.iter().enumerate().map(|(i, c)| {
        let onclick = p.on_toggle.as_ref().map(|cb| cb.reform(move |_| i));
        let on_double = p.on_double.as_ref().map(|cb| cb.reform(move |_| i));
        let shortcut = (p.shortcuts && i < 9).then(|| AttrValue::from((i + 1).to_string()));
        html! {
            <li>
                <CardView face={c.face.clone()} label={c.label.clone()} selected={c.selected}
                          highlight={c.highlight} dimmed={c.dimmed} badge={c.badge.clone()}
                          note={c.note.clone()} tooltip={c.tooltip.clone()} disabled_reason={c.disabled_reason.clone()}
                          {onclick} {on_double} {shortcut} />
            </li>
        }
    });
    html! { <ul class="card-row hand" aria-label={p.label.clone()}>{ for cards }</ul> }
}
