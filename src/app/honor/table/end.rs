//! The end screen once the game (or the Kings match) is over and its last events are on
//! show: the outcome for you first, the winners, the game's closing words, why it ended
//! (who was disgraced for what), the scores
//! (with the stake only when one was agreed), a rematch.

use super::super::model::{Msg, View};
use super::super::words::{closing_words, end_lines, outcome, Words};
use super::Handle;
use crate::app::components::{EndScreen, ScoreBoard, ScoreRow};
use crate::app::kit::{new_seed, send, KitMsg};
use crate::app::route::Route;
use crate::games::honor::Phase;
use crate::{t, ts};
use yew::prelude::*;

pub fn end_screen(model: &Handle, view: &View) -> Option<Html> {
    let m = &***model;
    let obs = &view.table;
    if obs.phase != Phase::Over || !m.all_events_shown() {
        return None;
    }
    let setup = &m.t.setup;
    let w = Words::new(setup);
    let config = &obs.config;
    let result = obs.results.last();
    let winners = obs.match_winners();
    let title = match (winners.as_slice(), config.match_length() > 1) {
        ([], _) => t!("No winner", "勝者なし"),
        ([x], true) if w.is_you(*x) => t!("You win the match", "マッチに勝利"),
        ([x], false) if w.is_you(*x) => t!("You win the game", "ゲームに勝利"),
        ([x], true) => t!("{who} wins the match", "{who}がマッチに勝利"; who = w.who(*x)),
        ([x], false) => t!("{who} wins the game", "{who}がゲームに勝利"; who = w.who(*x)),
        (ws, true) => t!(
            "{names} share the match",
            "{names}がマッチの勝ちを分け合いました";
            names = w.list(ws)
        ),
        (ws, false) => t!(
            "{names} share the game",
            "{names}がゲームの勝ちを分け合いました";
            names = w.list(ws)
        ),
    };
    let stake = config.stake_per_head > 0;
    let rows: Vec<ScoreRow> = (0..obs.seats.len())
        .map(|x| {
            let heads = result.as_ref().map(|r| r.heads[x]).unwrap_or(0);
            let mut values = vec![AttrValue::from(heads.to_string())];
            if !config.negative_heads {
                values.push(
                    result
                        .as_ref()
                        .map(|r| r.disgraces[x])
                        .unwrap_or(0)
                        .to_string()
                        .into(),
                );
            }
            if stake {
                values.push(
                    (heads as i64 * config.stake_per_head as i64)
                        .to_string()
                        .into(),
                );
            }
            if config.kings {
                values.push(obs.seats[x].games_won.to_string().into());
            }
            ScoreRow {
                name: w.who(x).into(),
                values,
                leading: winners.contains(&x),
            }
        })
        .collect();
    // The game's own closing words, not whichever event is on show.
    let result_text = closing_words(&w, config, &view.events);
    // Why it ended, line by line: a game can end as the cards are dealt, its reasons gone
    // by in the ticker.
    let why = end_lines(&w, &view.events);
    let mut columns = vec![AttrValue::from(ts!("Heads", "首"))];
    if !config.negative_heads {
        columns.push(ts!("Disgraces", "不名誉").into());
    }
    if stake {
        columns.push(ts!("Stake", "賭け").into());
    }
    if config.kings {
        columns.push(ts!("Games won", "勝ったゲーム").into());
    }
    let caption = if stake {
        t!(
            "Final scores (stake: {n} a head)",
            "最終成績（賭け：首1つにつき{n}）";
            n = config.stake_per_head
        )
    } else {
        t!("Final scores", "最終成績")
    };
    Some(html! {
        <EndScreen outcome={outcome(&w, &winners)} {title} home_href={Route::Home.href()} result={result_text}
                   hints={Some(model.t.setup.hints)} rematch={!model.t.is_guest()} on_rematch={send(model, || Msg::Kit(KitMsg::Rematch(new_seed())))}
                   share={m.t.share_text(ts!("Honor of the Samurai", "武士の誉れ"))}>
            if !why.is_empty() {
                <ul class="hr-end-why" aria-label={ts!("How the game ended", "ゲームの終わり方")}>
                    { for why.iter().map(|l| html! { <li>{ l.clone() }</li> }) }
                </ul>
            }
            <ScoreBoard {caption} {columns} {rows} />
        </EndScreen>
    })
}
