//! The last round's replay strip and, once the piles are used up, the end screen with the
//! scores, Rematch and the next challenger.

use super::super::model::{Model, Msg};
use super::super::text;
use crate::app::components::{EndScreen, ScoreBoard, ScoreRow};
use crate::app::kit::{new_seed, send, KitMsg, Store};
use crate::app::route::Route;
use crate::games::judge::{JudgeObservation, Phase};
use yew::prelude::*;

pub fn replay(m: &Model, o: &JudgeObservation) -> Html {
    let Some(r) = &o.last else {
        return html! { <p class="hint">{ crate::ts!("No round played yet.", "まだ一度も勝負していません。") }</p> };
    };
    html! {
        <section class="replay" aria-label={crate::t!("Round {n} replay", "第{n}回戦のリプレイ"; n = r.round_no)}>
            <h2 class="visually-hidden">{ crate::ts!("Replay of the last round", "前の回のリプレイ") }</h2>
            <ol class="replay-strip">
                <li class="flip">{ crate::ts!("0 ms: flip", "0ミリ秒：札がめくれた") }</li>
                { for text::replay(&m.t.setup, r).into_iter().map(|line| html! { <li>{ line }</li> }) }
            </ol>
        </section>
    }
}

pub fn end_screen(model: &UseReducerHandle<Store<Model>>, s: &JudgeObservation) -> Html {
    let m = &**model;
    let t = &m.t.setup;
    if s.phase != Phase::Over {
        return Html::default();
    }
    let winner = s.winner();
    let scores = [s.score(0), s.score(1)];
    let rows: Vec<ScoreRow> = (0..2)
        .map(|seat| ScoreRow {
            name: text::who(t, seat).into(),
            values: vec![
                s.won_counts[seat].to_string().into(),
                s.brights[seat].to_string().into(),
                (s.score(seat) - s.won_counts[seat] as u32)
                    .to_string()
                    .into(),
                s.score(seat).to_string().into(),
            ],
            leading: winner == Some(seat),
        })
        .collect();
    let columns = [
        crate::ts!("Cards", "札"),
        crate::ts!("Brights", "光札"),
        crate::ts!("Bonus", "ボーナス"),
        crate::ts!("Score", "得点"),
    ]
    .map(AttrValue::from)
    .to_vec();
    let next = t.queue.first().map(|c| {
        let onclick = send(model, || Msg::NextChallenger(new_seed()));
        let stays = t.name(winner.unwrap_or(0));
        html! { <button type="button" class="button next-challenger" {onclick}>{ crate::games::judge::cards::said!("Next: {c} challenges {stays}", "次：{c}が{stays}に挑戦"; c = c.shown_name(), stays = stays.clone()) }</button> }
    });
    html! {
        <EndScreen outcome={text::outcome(t, winner)} title={text::final_score(t, scores)} home_href={Route::Home.href()}
                   result={crate::ts!("1 point a card, +10 for 4 brights or more.", "札1枚につき1点、光札が4枚以上なら10点を加えます。")} hints={Some(t.hints)}
                   rematch={!m.t.is_guest()} on_rematch={send(model, || Msg::Kit(KitMsg::Rematch(new_seed())))}
                   share={m.t.share_text(super::super::title())}>
            <ScoreBoard caption={crate::ts!("Scores", "得点表")} {columns} {rows} />
            { next.unwrap_or_default() }
        </EndScreen>
    }
}
