//! What happened, in words, newest first; the newest line announced politely to screen
//! readers.

use crate::ts;
use yew::prelude::*;

/// How many of the newest lines the panel shows.
pub const SHOWN: usize = 60;

/// The history's panel from a game's events: only the newest lines are put in words (not
/// a whole game's at every move). `text` gives an event's line, or none.
pub fn history<E>(events: &[E], text: impl Fn(&E) -> Option<String>) -> Html {
    let lines: Vec<(usize, AttrValue)> = events
        .iter()
        .enumerate()
        .rev()
        .filter_map(|(i, e)| text(e).map(|t| (i, AttrValue::from(t))))
        .take(SHOWN)
        .collect();
    html! { <HistoryPanel {lines} /> }
}

#[derive(Properties, PartialEq)]
pub struct HistoryProps {
    /// The newest lines, newest first, each with its event's index.
    pub lines: Vec<(usize, AttrValue)>,
}

#[function_component(HistoryPanel)]
pub fn history_panel(p: &HistoryProps) -> Html {
    let last = p.lines.first().map(|(_, t)| t.clone()).unwrap_or_default();
    html! {
        <aside class="history" aria-label={ts!("History", "履歴")}>
            <details open=true>
                <summary>{ ts!("History", "履歴") }</summary>
                <ol>
                    // Keyed by event: a new line is one node added, not every line rewritten.
                    { for p.lines.iter().map(|(i, t)| html! { <li key={*i}>{ t.clone() }</li> }) }
                </ol>
            </details>
            <p class="visually-hidden" aria-live="polite">{ last }</p>
        </aside>
    }
}
