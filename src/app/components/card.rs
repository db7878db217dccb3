//! A card face drawn by the app (HTML + inline SVG), for any game's cards.

use yew::prelude::*;

/// What a face shows. Games map their cards to this.
#[derive(Clone, Debug, PartialEq)]
pub struct CardFace {
    /// Corner index, e.g. "L10" or "W5/M6".
    pub corner: AttrValue,
    pub title: AttrValue,
    /// One or two letters drawn in the emblem.
    pub emblem: AttrValue,
    /// A CSS class choosing colours (e.g. "samurai", "imperials").
    pub accent: &'static str,
}

#[derive(Properties, PartialEq)]
pub struct CardProps {
    pub face: Option<CardFace>,
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
    #[prop_or_default]
    pub shortcut: Option<AttrValue>,
}

#[function_component(CardView)]
pub fn card_view(p: &CardProps) -> Html {
    let class = classes!(
        "card",
        p.face.as_ref().map(|f| f.accent),
        p.face.is_none().then_some("face-down"),
        p.selected.then_some("selected"),
        p.dimmed.then_some("dimmed"),
        p.highlight.then_some("counts"),
        p.disabled_reason.is_some().then_some("disabled"),
    );
    // Text drawn on the face (indices, emblem letters, badge, shortcut key) comes from CSS
    // (`content: attr(data-text)`), not from text nodes: the accessible name (aria-label)
    // says it all, and visible text that the name does not contain breaks "label in name"
    // (WCAG 2.5.3) for buttons. The title stays text: the name starts with it.
    let body = match &p.face {
        Some(face) => html! {
            <>
                <span class="corner top" aria-hidden="true" data-text={face.corner.clone()}></span>
                <span class="emblem" aria-hidden="true" data-text={face.emblem.clone()}></span>
                <span class="title" aria-hidden="true">{ face.title.clone() }</span>
                <span class="corner bottom" aria-hidden="true" data-text={face.corner.clone()}></span>
            </>
        },
        None => html! {
            <svg class="back" viewBox="0 0 40 60" aria-hidden="true">
                <circle cx="20" cy="30" r="11" />
            </svg>
        },
    };
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
    match &p.onclick {
        Some(cb) => {
            let cb = cb.clone();
            let disabled = p.disabled_reason.is_some();
            // A click on a disabled card still reaches the game, which says why it is refused
            // (a phone has no hover to show the tooltip).
            let onclick = Callback::from(move |_| cb.emit(()));
            // aria-disabled rather than disabled: the reason stays reachable by keyboard and hover.
            html! {
                <button type="button" {class} aria-label={p.label.clone()} aria-pressed={p.selected.to_string()}
                        aria-disabled={disabled.to_string()} {title} {onclick}>
                    { body }{ badge }{ key }{ note }
                </button>
            }
        }
        None => html! {
            <div {class} role="img" aria-label={p.label.clone()} {title}>{ body }{ badge }{ note }</div>
        },
    }
}
