//! A Pocket Samurai card face: its picture (the deck's art), name, symbol counts (icons,
//! with the words in the accessible name), rules text, and a face-down back.

use super::text;
use crate::app::art::{pocket_id, pocket_symbol_id, Deck, BACK, POCKET};
use crate::app::components::art::{art, icon};
use crate::app::kit::use_double_tap;
use crate::games::pocket::{def, AbilityKind, Card, InPlay, Symbol, Symbols, STRIKE};
use crate::ts;
use yew::prelude::*;

/// A symbol's icon from the deck's art, hidden from screen readers: the words are in the
/// accessible names around it.
pub fn symbol_icon(symbol: Symbol) -> Html {
    icon(POCKET, &pocket_symbol_id(symbol), "sym")
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

/// A Strike!'s comparison, short: the swords, "vs", the helms.
fn strike_counts(swords: u8, helms: u8) -> Html {
    let count = |s: Symbol, n: u8| html! {
        <span class={classes!("sym-count", s.name())}>{ symbol_icon(s) }<span class="n" data-text={n.to_string()}></span></span>
    };
    html! {
        <>
            { count(Symbol::Sword, swords) }
            <span class="pc-vs" data-text={ts!("vs", "対")}></span>
            { count(Symbol::Helm, helms) }
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
    /// "big" (deck page), "small", "compact" (the docked table: picture, name, symbols)
    /// or "mini" (in play, in a strip).
    #[prop_or(AttrValue::from("big"))]
    pub size: AttrValue,
    #[prop_or_default]
    pub selected: bool,
    /// Turns over when it appears.
    #[prop_or_default]
    pub flip: bool,
    /// Why it cannot be chosen now (shown as a tooltip; a tap says it in the notice).
    #[prop_or_default]
    pub disabled_reason: Option<AttrValue>,
    /// Taps (and the card's key) choose it; without, the card is a picture.
    #[prop_or_default]
    pub onclick: Option<Callback<()>>,
    /// A double tap (kit/tapping.rs): takes, lays or calls the card at once.
    #[prop_or_default]
    pub on_double: Option<Callback<()>>,
    /// The key that chooses it, shown on it where a keyboard is in use.
    #[prop_or_default]
    pub shortcut: Option<AttrValue>,
    /// Added to the accessible name (", selected").
    #[prop_or_default]
    pub extra: AttrValue,
    /// Whose card it is, where both players' cards show (the duel's mat): both hold a
    /// Strike!, and the motion and the hint must tell the two apart.
    #[prop_or_default]
    pub owner: Option<usize>,
    /// A Strike! in a hand: its holder's swords in play against the opponent's helms, what
    /// it would compare if laid now (the card has no symbols of its own to show).
    #[prop_or_default]
    pub strike: Option<(u8, u8)>,
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
    let key = AttrValue::from(p.card.map_or(String::new(), pocket_id));
    let onclick = use_double_tap(key, p.onclick.clone(), p.on_double.clone());
    let name = p.card.map(|c| def(c).name);
    // The face's id in the view (`Sight::Card`: the card's number), for the leak tests.
    let face = p.card.map(|c| c.to_string());
    // The card's identity for the motion (kit/motion.rs) and the hint (kit/hint.rs).
    let motion = p.card.map(|c| match p.owner {
        Some(seat) if c == STRIKE => format!("{}-{seat}", pocket_id(c)),
        _ => pocket_id(c),
    });
    let (class_kind, label, body) = match p.card {
        Some(card) => {
            let d = def(card);
            let ip = p.in_play.as_ref();
            let symbols = text::shown_symbols(card, ip);

            let chosen_note = match (ip, d.ability.kind()) {
                (Some(x), AbilityKind::Choose) if x.blank => Some(ts!("no symbols", "シンボルなし")),
                (Some(x), AbilityKind::Choose) if x.chosen.is_some() => Some(ts!("chosen", "選択済み")),
                _ => None,
            };
            // Compact (the docked table's cards) and mini (cards in play in a strip): the
            // picture, the name and the symbols, each in its own line, the rules text in
            // the accessible name (and the detail line of the draft).
            if matches!(p.size.as_str(), "compact" | "mini") {
                let body = html! {
                    <>
                        <span class="pc-pic">{ art(POCKET, &pocket_id(card), "pc-art") }</span>
                        <span class="pc-text">
                            <span class="pc-name">{ d.title() }</span>
                            <span class="pc-corner" aria-hidden="true">{ match p.strike {
                                Some((swords, helms)) if card == STRIKE => strike_counts(swords, helms),
                                _ => symbol_counts(&symbols, false),
                            } }</span>
                            if let Some(n) = chosen_note { <span class="pc-chosen" aria-hidden="true" data-text={n}></span> }
                        </span>
                    </>
                };
                (kind_class(card), format!("{}{}", text::label(card, ip), p.extra), body)
            } else {
            let body = html! {
                <>
                    { art(POCKET, &pocket_id(card), "pc-art") }
                    <span class="pc-name">{ d.title() }</span>{ " " }
                    <span class="pc-corner" aria-hidden="true">{ symbol_counts(&symbols, false) }</span>
                    <span class="pc-rules">{ d.rules_text() }</span>
                    if let Some(n) = chosen_note { <span class="pc-chosen" aria-hidden="true" data-text={n}></span> }
                    <span class="pc-flavour" aria-hidden="true" data-text={d.flavour_text()}></span>
                </>
            };
            (
                kind_class(card),
                format!("{}{}", text::label(card, ip), p.extra),
                body,
            )
            }
        }
        None => (
            "face-down",
            format!("{}{}", p.back_label, p.extra),
            // The back is a whole card (200 x 280), unlike the pictures.
            art(Deck { h: 280, ..POCKET }, BACK, "pc-back"),
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
    let key = p
        .shortcut
        .as_ref()
        .map(|k| html! { <kbd class="pc-key" aria-hidden="true" data-text={k.clone()}></kbd> });
    match onclick {
        Some(onclick) => {
            html! {
                <button type="button" {class} aria-label={label} data-name={name} data-motion={motion.clone()} data-face={face.clone()} aria-pressed={p.selected.to_string()}
                        aria-disabled={p.disabled_reason.is_some().to_string()}
                        title={p.disabled_reason.clone()} {onclick}>
                    { body }{ key }
                </button>
            }
        }
        None => html! {
            <div {class} role="img" aria-label={label} data-name={name} data-motion={motion} data-face={face}>{ body }</div>
        },
    }
}
