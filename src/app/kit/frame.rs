//! The frame of every table: the root element with the contract tests and tools wait on
//! (`data-game`, `data-phase`, `data-act`), the header bar, the status line and the
//! refusal notice.

use super::model::yes_no;
use crate::app::route::Route;
use crate::core::rng::deal_code;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct TableFrameProps {
    /// The game's id ("satsuma"): `data-game`, the root's class and the Rules link.
    pub game: &'static str,
    pub title: AttrValue,
    /// The engine's phase: `data-phase`.
    pub phase: AttrValue,
    /// Whether a person at this device may make a move now: `data-act`.
    pub act: bool,
    /// Where the game stands ("Hand 3"), beside the title.
    pub stage: AttrValue,
    pub seed: u64,
    pub status: AttrValue,
    /// The latest event in a line of its own under the status, for the eye only (the
    /// history tells it to screen readers).
    #[prop_or_default]
    pub banner: Option<String>,
    #[prop_or_default]
    pub notice: Option<String>,
    #[prop_or_default]
    pub children: Children,
}

#[function_component(TableFrame)]
pub fn table_frame(p: &TableFrameProps) -> Html {
    html! {
        <main class={classes!("page", "table", p.game)} id="main" data-game={p.game}
              data-phase={p.phase.clone()} data-act={yes_no(p.act)}>
            <header class="table-bar">
                <a class="button quiet" href={Route::Home.href()} aria-label="Back to the games">{ "←" }</a>
                <h1>{ p.title.clone() }</h1>
                <span class="hand-no stage">{ p.stage.clone() }</span>
                <span class="deal-code" title="Enter this code in a new game to replay the deal">
                    { format!("Deal code {}", deal_code(p.seed)) }
                </span>
                <a class="button quiet" href={Route::Rules(p.game).href()}>{ "Rules" }</a>
            </header>
            <p class="status" role="status">{ p.status.clone() }</p>
            if let Some(b) = &p.banner { <p class="event-banner" aria-hidden="true">{ b.clone() }</p> }
            if let Some(n) = &p.notice { <p class="notice" role="alert">{ n.clone() }</p> }
            { for p.children.iter() }
        </main>
    }
}
