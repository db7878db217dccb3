//! What happened, in words, newest last; announced politely to screen readers.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HistoryProps {
    pub entries: Vec<AttrValue>,
}

#[function_component(HistoryPanel)]
pub fn history_panel(p: &HistoryProps) -> Html {
    let last = p.entries.last().cloned().unwrap_or_default();
    html! {
        <aside class="history" aria-label="History">
            <details open=true>
                <summary>{ format!("History ({})", p.entries.len()) }</summary>
                <ol>
                    { for p.entries.iter().rev().take(60).map(|e| html! { <li>{ e.clone() }</li> }) }
                </ol>
            </details>
            <p class="visually-hidden" aria-live="polite">{ last }</p>
        </aside>
    }
}
