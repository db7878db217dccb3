//! The frame of every game's deck page (`#/<game>/cards`): every card of the deck drawn by
//! the app, in groups as a player learns them, each named for screen readers.

use crate::app::route::Route;
use crate::{t, ts};
use yew::prelude::*;

/// One card on the page: `id` goes to `data-card`, `name` is its accessible name, `face`
/// its drawing and `caption` the few words under it.
pub struct DeckCard {
    pub id: String,
    pub name: String,
    pub caption: String,
    pub face: Html,
}

/// A group of cards under a heading ("August · Susuki grass"), with an optional line.
pub struct DeckGroup {
    pub title: String,
    pub note: Option<String>,
    pub cards: Vec<DeckCard>,
}

/// The page: heading, a line about the deck, an optional key (suit legend), the groups.
pub fn deck_page(game: &'static str, title: &str, lede: &str, key: Html, groups: Vec<DeckGroup>) -> Html {
    let count: usize = groups.iter().map(|g| g.cards.len()).sum();
    html! {
        <main class={classes!("page", "deck-page", game)} id="main" data-game={game} data-cards={count.to_string()}>
            <nav class="crumbs">
                <a href={Route::Home.href()}>{ ts!("← Games", "← ゲーム一覧") }</a>{ " · " }
                <a href={Route::Rules(game).href()}>{ ts!("Rules", "ルール") }</a>
            </nav>
            // The glossary's word for a card: 札 in Honor and Judge, カード in the others.
            <h1>{ match game {
                "honor" | "judge" => t!("{title}: the cards", "{title}：すべての札"),
                _ => t!("{title}: the cards", "{title}：すべてのカード"),
            } }</h1>
            <p class="lede">{ lede }</p>
            { key }
            { for groups.into_iter().map(group) }
            <p><a class="button primary" href={Route::New(game).href()}>{ ts!("New game", "新しいゲーム") }</a></p>
        </main>
    }
}

fn group(g: DeckGroup) -> Html {
    html! {
        <section class="deck-group">
            <h2>{ g.title }</h2>
            if let Some(note) = g.note { <p class="hint">{ note }</p> }
            <ul class="deck-cards">
                { for g.cards.into_iter().map(|c| html! {
                    <li>
                        <div class="deck-card" data-card={c.id} role="img" aria-label={c.name}>{ c.face }</div>
                        <span class="deck-caption" aria-hidden="true">{ c.caption }</span>
                    </li>
                }) }
            </ul>
        </section>
    }
}
