//! A Pocket Samurai card face: name, symbol counts in the corner (icons, with the words in
//! the accessible name), rules text, the art as a hint, and a face-down back.

use super::text;
use crate::games::pocket::{def, AbilityKind, Card, InPlay, Symbol, Symbols, STRIKE};
use yew::prelude::*;

/// A symbol drawn as a small inline picture (no emoji font needed), hidden from screen
/// readers: the words are in the accessible names around it.
pub fn symbol_icon(symbol: Symbol) -> Html {
    let shape = match symbol {
        Symbol::Sword => html! {
            <>
                <path d="M4 16 L15 5 L17 3 L16.2 6 L5.5 17.2 Z" />
                <path d="M3 14 L6 17 M2.5 17.5 L4.5 15.5" fill="none" stroke-width="2" stroke-linecap="round" />
            </>
        },
        Symbol::Helm => html! {
            <>
                <path d="M3 13 A7 7 0 0 1 17 13 Z" />
                <rect x="1.5" y="13" width="17" height="2.6" rx="1" />
                <path d="M10 2 L10 6" fill="none" stroke-width="1.8" />
            </>
        },
        Symbol::Aggression => html! {
            <path d="M10 1.5 C14.5 6 16.5 9.5 15 13.5 A5.2 5.2 0 0 1 5 13.5 C4.2 10.5 6.3 8.3 7.6 6.2 C8.4 8.2 9.3 8.6 10 1.5 Z" />
        },
        Symbol::Wisdom => html! {
            <>
                <circle cx="10" cy="10" r="7" fill="none" stroke-width="2.4" />
                <circle cx="10" cy="10" r="2.6" />
            </>
        },
        Symbol::Agility => html! {
            <>
                <path d="M3.5 16.5 C3.5 8 9.5 3.5 17 3.5 C17 11 12 16.5 3.5 16.5 Z" />
                <path d="M3.5 16.5 L12 8" fill="none" stroke="#fffaf0" stroke-width="1.3" />
            </>
        },
    };
    html! {
        <svg class={classes!("sym", symbol.name())} viewBox="0 0 20 20" aria-hidden="true" focusable="false">{ shape }</svg>
    }
}

/// Counts with their pictures: "(sword) 2 (aggression) 1"; every symbol when `all`.
pub fn symbol_counts(symbols: &Symbols, all: bool) -> Html {
    html! {
        <>
            { for Symbol::ALL.iter().filter(|s| all || symbols[**s as usize] > 0).map(|&s| html! {
                <span class={classes!("sym-count", s.name())} aria-hidden="true">
                    { symbol_icon(s) }<span class="n" data-text={symbols[s as usize].to_string()}></span>
                </span>
            }) }
        </>
    }
}

#[derive(Properties, PartialEq)]
pub struct FaceProps {
    /// `None`: a face-down card.
    pub card: Option<Card>,
    /// The card as it lies in play (a Choose card's chosen symbol, or blank).
    #[prop_or_default]
    pub in_play: Option<InPlay>,
    /// The accessible name of a face-down card ("Ren's face-down card").
    #[prop_or_default]
    pub back_label: AttrValue,
    /// "big" (draft, hand) or "small" (in play).
    #[prop_or(AttrValue::from("big"))]
    pub size: AttrValue,
    #[prop_or_default]
    pub selected: bool,
    /// Turns over when it appears.
    #[prop_or_default]
    pub flip: bool,
    #[prop_or_default]
    pub badge: Option<AttrValue>,
    /// Why it cannot be chosen now (shown as a tooltip; a tap says it in the notice).
    #[prop_or_default]
    pub disabled_reason: Option<AttrValue>,
    #[prop_or_default]
    pub onclick: Option<Callback<()>>,
    #[prop_or_default]
    pub shortcut: Option<AttrValue>,
    /// Added to the accessible name (", selected").
    #[prop_or_default]
    pub extra: AttrValue,
}

fn kind_class(card: Card) -> &'static str {
    if card == STRIKE {
        return "k-strike";
    }
    match def(card).ability.kind() {
        AbilityKind::None => "k-plain",
        AbilityKind::Defeats => "k-defeats",
        AbilityKind::LosesTo => "k-loses",
        AbilityKind::Exhaust => "k-exhaust",
        AbilityKind::Ongoing => "k-ongoing",
        AbilityKind::Choose => "k-choose",
        AbilityKind::Call => "k-call",
    }
}

#[function_component(PocketCard)]
pub fn pocket_card(p: &FaceProps) -> Html {
    let name = p.card.map(|c| def(c).name);
    let (class_kind, label, body) = match p.card {
        Some(card) => {
            let d = def(card);
            let ip = p.in_play.as_ref();
            let symbols = text::shown_symbols(card, ip);

            let chosen_note = match (ip, d.ability.kind()) {
                (Some(x), AbilityKind::Choose) if x.blank => Some("no symbols"),
                (Some(x), AbilityKind::Choose) if x.chosen.is_some() => Some("chosen"),
                _ => None,
            };
            let body = html! {
                <>
                    <span class="pc-corner" aria-hidden="true">{ symbol_counts(&symbols, false) }</span>
                    <span class="pc-art" aria-hidden="true" data-text={d.art}></span>
                    <span class="pc-name">{ d.name }</span>{ " " }
                    <span class="pc-rules">{ d.rules_text() }</span>
                    if let Some(n) = chosen_note { <span class="pc-chosen" aria-hidden="true" data-text={n}></span> }
                    <span class="pc-flavour" aria-hidden="true" data-text={d.flavour}></span>
                </>
            };
            (
                kind_class(card),
                format!("{}{}", text::label(card, ip), p.extra),
                body,
            )
        }
        None => (
            "face-down",
            format!("{}{}", p.back_label, p.extra),
            html! { <span class="pc-back" aria-hidden="true"></span> },
        ),
    };
    let class = classes!(
        "pcard",
        class_kind,
        p.size.to_string(),
        p.selected.then_some("selected"),
        p.flip.then_some("flip"),
        p.disabled_reason.is_some().then_some("disabled"),
    );
    let badge = p
        .badge
        .as_ref()
        .map(|b| html! { <span class="pc-badge" aria-hidden="true" data-text={b.clone()}></span> });
    let key = p
        .shortcut
        .as_ref()
        .map(|k| html! { <kbd class="pc-key" aria-hidden="true" data-text={k.clone()}></kbd> });
    match &p.onclick {
        Some(cb) => {
            let cb = cb.clone();
            let onclick = Callback::from(move |_| cb.emit(()));
            html! {
                <button type="button" {class} aria-label={label} data-name={name} aria-pressed={p.selected.to_string()}
                        aria-disabled={p.disabled_reason.is_some().to_string()}
                        title={p.disabled_reason.clone()} {onclick}>
                    { body }{ badge }{ key }
                </button>
            }
        }
        None => html! {
            <div {class} role="img" aria-label={label} data-name={name}>{ body }{ badge }</div>
        },
    }
}
