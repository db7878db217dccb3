//! The statistics page (`#/stats`): a compact table per game, a row per computer level,
//! the game's figure under each row, and a reset that asks first (in the page).

use super::model::{level_shown, Line, Stats};
use crate::app::catalog::{records, GameInfo, GAMES};
use crate::app::components::use_focus_on_mount;
use crate::app::route::Route;
use super::data::MoveData;
use crate::app::storage;
use crate::{t, ts};
use yew::prelude::*;

/// A column after the level: its key (`data-stat`), its heading and what it means in the
/// reader's language, the line's figure.
type Column = (&'static str, fn() -> [&'static str; 2], fn(&Line) -> String);

const COLUMNS: [Column; 6] = [
    ("played", || [ts!("Played", "対戦"), ts!("Games played", "対戦したゲーム数")], |l| l.played.to_string()),
    ("won", || [ts!("Won", "勝"), ts!("Games won", "勝ったゲーム数")], |l| l.won.to_string()),
    ("lost", || [ts!("Lost", "敗"), ts!("Games lost", "負けたゲーム数")], |l| l.lost.to_string()),
    ("drawn", || [ts!("Drawn", "分"), ts!("Games drawn", "引き分けたゲーム数")], |l| l.drawn.to_string()),
    ("left", || [ts!("Left", "中断"), ts!("Games left unfinished for a new one", "途中で新しいゲームに替えたゲーム数")], |l| l.abandoned.to_string()),
    // Both in one column, so that the table fits a phone's width.
    ("streak", || [ts!("Streak", "連勝"), ts!("Games won in a row: now / the most", "連勝数：現在／最高")], |l| format!("{} / {}", l.streak, l.best)),
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
            said.set(Some(ts!("The statistics are reset.", "成績をリセットしました。")));
        })
    };
    let on_imported = {
        let loaded = loaded.clone();
        Callback::from(move |()| loaded.set(storage::load_stats()))
    };
    html! {
        <main class="page narrow stats-page" id="main">
            <nav class="crumbs"><a href={Route::Home.href()}>{ ts!("← Games", "← ゲーム一覧") }</a></nav>
            <h1>{ ts!("Statistics", "成績") }</h1>
            <p class="hint">{ ts!("Your games against the computer on this device, by the computer's level \
                (the strongest at the table). Games of several people at one device are not counted.",
                "この端末でのコンピューターとの対戦成績です。コンピューターのレベル（テーブルで最も強いもの）ごとに数えます。\
                1台の端末で複数の人が遊んだゲームは数えません。") }</p>
            if let Some(why) = problem {
                <p class="notice" role="alert">{ t!(
                    "Your statistics could not be read: {why}. They start again from the next game.",
                    "成績を読み込めませんでした（{why}）。次のゲームから記録し直します。"
                ) }</p>
            }
            { for GAMES.iter().filter(|g| g.playable).map(|g| game_table(g, &stats)) }
            <section class="stats-reset" aria-label={ts!("Reset", "リセット")}>
                if *confirming {
                    <ConfirmReset on_reset={reset} on_keep={keep} />
                } else {
                    <button type="button" class="button reset-stats" onclick={ask} disabled={stats.is_empty()}>{ ts!("Reset statistics", "成績をリセット") }</button>
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
            <p id="reset-question"><strong>{ ts!("Reset all statistics?", "成績をすべてリセットしますか？") }</strong>
                { ts!(" The counts of every game go back to zero. Saved games are kept.",
                    "すべてのゲームの記録が0に戻ります。保存中のゲームはそのまま残ります。") }</p>
            <div class="actions">
                <button type="button" class="button primary confirm-reset" onclick={p.on_reset.clone()}>{ ts!("Reset", "リセット") }</button>
                <button type="button" class="button" ref={keep} onclick={p.on_keep.clone()}>{ ts!("Keep them", "リセットしない") }</button>
            </div>
        </div>
    }
}

/// A game's table: a row per level, its figure in a row of its own under it.
fn game_table(g: &GameInfo, stats: &Stats) -> Html {
    let lines = stats.lines(g.id);
    let heading = format!("stats-{}", g.id);
    let body = if lines.is_empty() {
        html! { <p class="hint">{ ts!("No game against the computer yet.", "コンピューターとの対戦はまだありません。") }</p> }
    } else {
        html! {
            <table class="stats-table">
                <thead><tr>
                    <th scope="col">{ ts!("Level", "レベル") }</th>
                    { for COLUMNS.iter().map(|(_, words, _)| {
                        let [head, means] = words();
                        html! { <th scope="col"><abbr title={means}>{ head }</abbr></th> }
                    }) }
                </tr></thead>
                <tbody>
                    { for lines.iter().map(|line| {
                        let level = &line.level;
                        let figure = records(g.id).map(|p| (p.figure)(&line.totals, line.finished())).unwrap_or_default();
                        html! {
                            <>
                            <tr data-level={level.to_string()}>
                                <th scope="row">{ level_shown(level) }</th>
                                { for COLUMNS.iter().map(|(key, _, n)| html! {
                                    <td data-stat={*key}>{ n(line) }</td>
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
