//! The score sheet (a row per deal), the summary between two deals and the end screen.

use super::super::model::{Model, Msg};
use super::super::words::{deal_summary, outcome, Names};
use super::Handle;
use crate::app::components::EndScreen;
use crate::app::kit::{new_seed, send, KitMsg};
use crate::app::route::Route;
use crate::games::panda::{DealResult, Event, PandaObservation, Phase};
use crate::{t, ts};
use yew::prelude::*;

/// From the view: `obs` its table, `events` its history.
pub fn score_sheet(m: &Model, obs: &PandaObservation, events: &[Event]) -> Html {
    let n = Names::new(&m.t.setup);
    html! {
        <table class="score-board pd-scores">
            <caption>{ t!("Score sheet (game to {target})", "得点表（{target}点先取）"; target = obs.config.target_score) }</caption>
            <thead><tr><th scope="col">{ ts!("Deal", "ディール") }</th><th scope="col">{ n.team(0) }</th><th scope="col">{ n.team(1) }</th></tr></thead>
            <tbody>
                { for PandaObservation::results(events).map(|r| {
                    let detail = |t: usize| {
                        let mut d = vec![t!("cards {p}", "カード{p}"; p = r.card_points[t])];
                        if r.call_points[t] != 0 { d.push(t!("calls {p:+}", "宣言{p:+}"; p = r.call_points[t])); }
                        if r.kingdom_points[t] != 0 { d.push(t!("kingdoms {p:+}", "天下{p:+}"; p = r.kingdom_points[t])); }
                        if r.double_victory == Some(t) { d.push(ts!("double victory", "ワンツー").into()); }
                        t!("{total} ({detail})", "{total}（{detail}）"; total = r.total[t], detail = d.join(ts!(", ", "、")))
                    };
                    html! {
                        <tr><th scope="row">{ r.deal }</th><td>{ detail(0) }</td><td>{ detail(1) }</td></tr>
                    }
                }) }
                <tr class="leading"><th scope="row">{ ts!("Total", "合計") }</th><td>{ obs.scores[0] }</td><td>{ obs.scores[1] }</td></tr>
            </tbody>
        </table>
    }
}

/// How a deal went: the going out, each team's points, calls, double victory, Kingdoms.
pub fn summary_view(
    m: &Model,
    r: &DealResult,
    events: &[Event],
    target: i32,
    in_end_screen: bool,
) -> Html {
    let n = Names::new(&m.t.setup);
    let d = deal_summary(&n, r, events, target);
    html! {
        // On the table the summary scrolls in its box when a phone on its side is short of
        // room: a keyboard stop lets it scroll without a pointer (the end screen scrolls whole).
        <section class="pd-summary" aria-label={d.title.clone()} tabindex={(!in_end_screen).then_some("0")}>
            if in_end_screen { <h3>{ d.title.clone() }</h3> } else { <h2>{ d.title.clone() }</h2> }
            <ol class="pd-out" aria-label={ts!("Going out", "上がり順")}>{ for d.out.iter().map(|o| html! { <li>{ o.clone() }</li> }) }</ol>
            <ul class="pd-team-points">{ for d.teams.iter().map(|t| html! { <li>{ t.clone() }</li> }) }</ul>
            <ul class="pd-notes">{ for d.notes.iter().map(|t| html! { <li>{ t.clone() }</li> }) }</ul>
            <p class="pd-score">{ d.score }</p>
        </section>
    }
}

/// The end of the game: you win or lose first, then the last deal, the sheet, a rematch.
pub fn end_screen(model: &Handle, obs: &PandaObservation, events: &[Event]) -> Option<Html> {
    let n = Names::new(&model.t.setup);
    (obs.phase == Phase::Over).then(|| {
        let winner = PandaObservation::winner(events);
        let title = match winner {
            Some(t) => t!("{team} win", "{team}の勝ち"; team = n.team(t)),
            None => ts!("The game is over", "ゲーム終了").into(),
        };
        let sc = obs.scores;
        let target = obs.config.target_score;
        let (a, b) = (sc[0], sc[1]);
        let result = if target == 500 {
            t!(
                "Final score: {a} to {b}, in a quick game to {target}.",
                "最終得点：{a}対{b}（{target}点先取のクイックゲーム）。"
            )
        } else {
            t!(
                "Final score: {a} to {b}, in a game to {target}.",
                "最終得点：{a}対{b}（{target}点先取）。"
            )
        };
        let deals = PandaObservation::results(events).count();
        let last = PandaObservation::results(events)
            .last()
            .map(|r| summary_view(model, r, events, target, true));
        html! {
            <EndScreen outcome={outcome(&n, winner)} {title} home_href={Route::Home.href()} {result}
                       hints={Some(model.t.setup.hints)} rematch={!model.t.is_guest()} on_rematch={send(model, || Msg::Kit(KitMsg::Rematch(new_seed())))}
                       share={model.t.share_text(ts!("Panda", "パンダ"))}>
                { last.unwrap_or_default() }
                // Up to twenty rows: folded, so that Rematch stays on a phone's screen.
                <details class="pd-sheet-fold">
                    <summary>{ t!("Score sheet, deal by deal ({deals})", "ディールごとの得点表（{deals}）") }</summary>
                    { score_sheet(model, obs, events) }
                </details>
            </EndScreen>
        }
    })
}
