//! The battle laid open with the hand's summary (every army revealed, its total, who won
//! how many heads, who was disgraced and why) and, for the sheet of a Kings match, the
//! match so far.

use super::super::model::{Model, View};
use super::super::text;
use super::super::words::{battle_heading, hand_disgraces, Words};
use crate::app::components::{Hand, HandCard, ScoreBoard, ScoreRow};
use crate::games::honor::{BattleResult, Card, HonorObservation};
use crate::{t, ts};
use yew::prelude::*;

/// The match so far (Kings), for the sheet: games won and heads in the game under way.
pub fn match_panel(m: &Model, obs: &HonorObservation) -> Html {
    let w = Words::new(&m.t.setup);
    let rows: Vec<ScoreRow> = (0..obs.seats.len())
        .map(|x| ScoreRow {
            name: w.who(x).into(),
            values: vec![
                obs.seats[x].games_won.to_string().into(),
                obs.seats[x].heads.to_string().into(),
            ],
            leading: obs.results.last().and_then(|r| r.winner) == Some(x),
        })
        .collect();
    let caption = t!(
        "Game {g} of {n}",
        "第{g}ゲーム（全{n}ゲーム）";
        g = obs.game_no,
        n = obs.config.match_length()
    );
    html! {
        <ScoreBoard {caption} columns={vec![AttrValue::from(ts!("Games won", "勝ったゲーム")), AttrValue::from(ts!("Heads this game", "このゲームの首"))]} {rows} />
    }
}

pub fn battle_view(m: &Model, view: &View, b: &BattleResult) -> Html {
    let w = Words::new(&m.t.setup);
    let armies = b.armies.iter().filter(|a| a.is_some()).count();
    // The longest army (a charge makes four cards): every row's cards share its size.
    let cards = b.armies.iter().flatten().map(Vec::len).max().unwrap_or(3);
    let seats = (0..b.armies.len()).filter_map(|x| {
        let cards = b.armies[x].as_ref()?;
        let won = b.winner == Some(x);
        // One mark under a card at most ("head", "charge"): what the whole army did is
        // said in its heading.
        let hand: Vec<HandCard> = cards
            .iter()
            .enumerate()
            .map(|(i, &c): (usize, &Card)| {
                let mut h = text::face_up(c, c.name());
                if b.winner.is_some() && c.is_face() {
                    h.highlight = true;
                    h.badge = Some(ts!("head", "首").into());
                }
                if i == 3 {
                    h.badge = Some(ts!("charge", "突撃").into());
                }
                h
            })
            .collect();
        let total = match (b.joker[x], b.totals[x]) {
            (true, _) => ts!("Joker", "ジョーカー").to_string(),
            (_, Some(t)) => t.to_string(),
            _ => "-".into(),
        };
        let mut notes = Vec::new();
        if won {
            let (n, s) = (b.heads, crate::core::lang::plural(b.heads));
            notes.push(t!("+{n} head{s}", "+{hj}"; hj = crate::games::honor::heads_ja(n.into())));
        }
        if b.joker[x] {
            notes.push(ts!("loses", "負け").into());
        }
        if b.illegal.contains(&x) {
            notes.push(ts!("illegal suit: disgraced", "禁制のマーク：不名誉").into());
        }
        if b.failed_chargers.contains(&x) {
            notes.push(ts!("failed charge: disgraced", "突撃失敗：不名誉").into());
        }
        Some(html! {
            <section class={classes!("clash-side", won.then_some("winner"))} aria-label={t!("{whose} army", "{whose}軍勢"; whose = w.whose(x))}>
                <header>
                    <h3 title={w.who(x)}>{ w.short(x) }</h3>
                    <p class="army-total">
                        <span class="total" aria-label={t!("total {total}", "合計{total}")}>{ total }</span>
                        { for notes.iter().map(|n| html! { <span class="role-badge">{ n.clone() }</span> }) }
                    </p>
                </header>
                <Hand label={t!("{whose} army", "{whose}軍勢"; whose = w.whose(x))} cards={hand} />
            </section>
        })
    });
    // The hand's other moments: the disgraces of its opening and its battle, and why.
    let disgraces = hand_disgraces(&w, &view.table.config, m.on_show(&view.events));
    // Five or six armies take two columns on a phone (a phone on its side: always two).
    let many = armies > 4;
    let style = format!(
        "--armies: {armies}; --rows: {}; --pairs: {}; --cards: {cards}",
        if many { armies.div_ceil(2) } else { armies },
        armies.div_ceil(2)
    );
    html! {
        <div class={classes!("clash", "battle", "hand-summary", many.then_some("many"))} {style}>
            <h2 class="verdict">{ battle_heading(&w, b) }</h2>
            <div class="clash-sides">{ for seats }</div>
            if disgraces.is_empty() {
                <p class="summary-line hint">{ ts!("No disgraces this hand.", "この局の不名誉はありません。") }</p>
            } else {
                // Every line shows whole (the armies share what it leaves): nothing to scroll.
                <ul class="summary-lines" aria-label={ts!("Disgraces this hand", "この局の不名誉")}>{ for disgraces.iter().map(|d| html! { <li>{ d.clone() }</li> }) }</ul>
            }
        </div>
    }
}
