//! The statistics page (`#/stats`): a compact table per game, a row per computer level,
//! the game's figure under each row, and a reset that asks first (in the page).

use super::model::{Line, Stats};
use crate::app::catalog::{parts, GameInfo, GAMES};
use crate::app::components::use_focus_on_mount;
use crate::app::route::Route;
use super::data::MoveData;
use crate::app::storage;
use yew::prelude::*;

/// A column after the level: its heading, what it means, the line's figure.
type Column = (&'static str, &'static str, fn(&Line) -> String);

const COLUMNS: [Column; 6] = [
    ("Played", "Games played", |l| l.played.to_string()),
    ("Won", "Games won", |l| l.won.to_string()),
    ("Lost", "Games lost", |l| l.lost.to_string()),
    ("Drawn", "Games drawn", |l| l.drawn.to_string()),
    ("Left", "Games left unfinished for a new one", |l| l.abandoned.to_string()),
    // Both in one column, so that the table fits a phone's width.
    ("Streak", "Games won in a row: now / the most", |l| format!("{} / {}", l.streak, l.best)),
];

#[function_component(StatsPage)]
pub fn stats_page() -> Html {
    let loaded = use_state(storage::load_stats);
    let confirming = use_state(|| false);
    let said = use_state(|| None::<&'static str>);
    let (stats, problem) = match &*loaded {
        Ok(s) => (s.clone(), None),
        Err(why) => (Stats::default(), Some(why.clone())),
    };
    let ask = {
        let (confirming, said) = (confirming.clone(), said.clone());
        Callback::from(move |_: MouseEvent| {
            confirming.set(true);
            said.set(None);
        })
    };
    let keep = {
        let confirming = confirming.clone();
        Callback::from(move |_: MouseEvent| confirming.set(false))
    };
    let reset = {
        let (loaded, confirming, said) = (loaded.clone(), confirming.clone(), said.clone());
        Callback::from(move |_: MouseEvent| {
            let mut s = storage::load_stats().unwrap_or_default();
            s.reset();
            storage::save_stats(&s);
            loaded.set(Ok(s));
            confirming.set(false);
            said.set(Some("The statistics are reset."));
        })
    };
    let on_imported = {
        let loaded = loaded.clone();
        Callback::from(move |()| loaded.set(storage::load_stats()))
    };
    html! {
        <main class="page narrow stats-page" id="main">
            <nav class="crumbs"><a href={Route::Home.href()}>{ "← Games" }</a></nav>
            <h1>{ "Statistics" }</h1>
            <p class="hint">{ "Your games against the computer on this device, by the computer's level \
                (the strongest at the table). Games of several people at one device are not counted." }</p>
            if let Some(why) = problem {
                <p class="notice" role="alert">{ format!("Your statistics could not be read: {why}. They start again from the next game.") }</p>
            }
            { for GAMES.iter().filter(|g| g.playable).map(|g| game_table(g, &stats)) }
            <section class="stats-reset" aria-label="Reset">
                if *confirming {
                    <ConfirmReset on_reset={reset} on_keep={keep} />
                } else {
                    <button type="button" class="button reset-stats" onclick={ask} disabled={stats.is_empty()}>{ "Reset statistics" }</button>
                }
                <p class="said" role="status">{ said.unwrap_or_default() }</p>
            </section>
            <MoveData {on_imported} />
        </main>
    }
}

#[derive(Properties, PartialEq)]
struct ConfirmProps {
    on_reset: Callback<MouseEvent>,
    on_keep: Callback<MouseEvent>,
}

/// The question before a reset, in the page; the focus goes to the safe answer.
#[function_component(ConfirmReset)]
fn confirm_reset(p: &ConfirmProps) -> Html {
    let keep = use_focus_on_mount();
    html! {
        <div class="confirm-box" role="group" aria-labelledby="reset-question">
            <p id="reset-question"><strong>{ "Reset all statistics?" }</strong>
                { " The counts of every game go back to zero. Saved games are kept." }</p>
            <div class="actions">
                <button type="button" class="button primary confirm-reset" onclick={p.on_reset.clone()}>{ "Reset" }</button>
                <button type="button" class="button" ref={keep} onclick={p.on_keep.clone()}>{ "Keep them" }</button>
            </div>
        </div>
    }
}

/// A game's table: a row per level, its figure in a row of its own under it.
fn game_table(g: &GameInfo, stats: &Stats) -> Html {
    let lines = stats.lines(g.id);
    let heading = format!("stats-{}", g.id);
    let body = if lines.is_empty() {
        html! { <p class="hint">{ "No game against the computer yet." }</p> }
    } else {
        html! {
            <table class="stats-table">
                <thead><tr>
                    <th scope="col">{ "Level" }</th>
                    { for COLUMNS.iter().map(|(head, means, _)| html! {
                        <th scope="col"><abbr title={*means}>{ *head }</abbr></th>
                    }) }
                </tr></thead>
                <tbody>
                    { for lines.iter().map(|line| {
                        let level = &line.level;
                        let figure = parts(g.id).map(|p| (p.figure)(&line.totals, line.finished())).unwrap_or_default();
                        html! {
                            <>
                            <tr data-level={level.to_string()}>
                                <th scope="row">{ level.clone() }</th>
                                { for COLUMNS.iter().map(|(head, _, n)| html! {
                                    <td data-stat={head.to_lowercase()}>{ n(line) }</td>
                                }) }
                            </tr>
                            if !figure.is_empty() {
                                <tr class="stats-figure" data-level={level.to_string()}>
                                    <td colspan={(COLUMNS.len() + 1).to_string()}>{ figure }</td>
                                </tr>
                            }
                            </>
                        }
                    }) }
                </tbody>
            </table>
        }
    };
    html! {
        <section class="stats-game" data-game={g.id} aria-labelledby={heading.clone()}>
            <h2 id={heading}>{ g.title() }</h2>
            { body }
        </section>
    }
}
