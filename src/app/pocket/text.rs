//! Words for Pocket Samurai cards, symbols and events.

use crate::core::lang::{lang, Lang};
use crate::games::pocket::{def, Card, InPlay, Symbol, Symbols, STRIKE};
use crate::{t, ts};

/// The symbols in words, "no symbols" for none.
pub fn symbols_words(symbols: &Symbols) -> String {
    let parts: Vec<String> = Symbol::ALL
        .iter()
        .filter(|s| symbols[**s as usize] > 0)
        .map(|s| s.count(symbols[*s as usize]))
        .collect();
    if parts.is_empty() {
        ts!("no symbols", "シンボルなし").to_string()
    } else {
        parts.join(ts!(", ", "、"))
    }
}

/// What a card shows now: printed symbols, or a Choose card's choice.
pub fn shown_symbols(card: Card, in_play: Option<&InPlay>) -> Symbols {
    match in_play {
        Some(p) => p.symbols(),
        None => def(card).symbols,
    }
}

/// The accessible name of a card, in the order the face shows it (name, rules text) and
/// then its symbols: "Falling Leaf. Defeats agility. 1 sword, 1 agility."
pub fn label(card: Card, in_play: Option<&InPlay>) -> String {
    let d = def(card);
    let symbols = match (in_play, d.ability) {
        (Some(p), crate::games::pocket::Ability::Choose(..)) if p.blank => ts!(
            "No symbols (entered with another Choose card)",
            "シンボルなし（別の選択カードと同時に出た）"
        )
        .to_string(),
        (Some(p), crate::games::pocket::Ability::Choose(..)) if p.chosen.is_some() => {
            t!("Showing {w}", "{w}を示している"; w = symbols_words(&p.symbols()))
        }
        _ if card == STRIKE => ts!("No symbols", "シンボルなし").to_string(),
        _ => {
            let mut w = symbols_words(&d.symbols);
            if let Some(first) = w.get_mut(0..1) {
                first.make_ascii_uppercase();
            }
            w
        }
    };
    let rules = d.rules_text();
    let name = d.title();
    if lang() == Lang::Ja {
        // 「鉄扇。智に勝つ。刀1、兜1、勇1。」
        let sep = if name.ends_with('！') { "" } else { "。" };
        return format!("{name}{sep}{rules}{symbols}。");
    }
    let sep = if name.ends_with('!') { " " } else { ". " };
    if rules.is_empty() {
        format!("{name}{sep}{symbols}.")
    } else {
        format!("{name}{sep}{rules} {symbols}.")
    }
}

pub fn name(card: Card) -> &'static str {
    def(card).title()
}

/// Icons and words side by side for a totals row.
pub fn totals_words(t: &Symbols) -> String {
    Symbol::ALL
        .iter()
        .map(|s| s.count(t[*s as usize]))
        .collect::<Vec<_>>()
        .join(ts!(", ", "、"))
}
