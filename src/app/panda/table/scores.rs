//! The score sheet (a row per deal) and the end screen that shows it.

use super::super::model::{Model, Msg};
use super::Handle;
use crate::app::components::EndScreen;
use crate::app::kit::{new_seed, send, KitMsg};
use crate::app::route::Route;
use crate::games::panda::Phase;
use yew::prelude::*;

pub fn score_sheet(m: &Model) -> Html {
    let s = m.state();
    let setup = &m.t.setup;
    let t0 = format!("{} & {}", setup.name(0), setup.name(2));
    let t1 = format!("{} & {}", setup.name(1), setup.name(3));
    html! {
        <table class="score-board pd-scores">
            <caption>{ format!("Score sheet (game to {})", s.config().target_score) }</caption>
            <thead><tr><th scope="col">{ "Deal" }</th><th scope="col">{ t0 }</th><th scope="col">{ t1 }</th></tr></thead>
            <tbody>
                { for s.results().iter().map(|r| {
                    let detail = |t: usize| {
                        let mut d = vec![format!("cards {}", r.card_points[t])];
                        if r.call_points[t] != 0 { d.push(format!("calls {:+}", r.call_points[t])); }
                        if r.kingdom_points[t] != 0 { d.push(format!("kingdoms {:+}", r.kingdom_points[t])); }
                        if r.double_victory == Some(t) { d.push("double victory".into()); }
                        format!("{} ({})", r.total[t], d.join(", "))
                    };
                    html! {
                        <tr><th scope="row">{ r.deal }</th><td>{ detail(0) }</td><td>{ detail(1) }</td></tr>
                    }
                }) }
                <tr class="leading"><th scope="row">{ "Total" }</th><td>{ s.scores()[0] }</td><td>{ s.scores()[1] }</td></tr>
            </tbody>
        </table>
    }
}

/// The end of the game: who won, the final score and the sheet, and a rematch.
pub fn end_screen(model: &Handle, score_sheet: Html) -> Option<Html> {
    let s = model.state();
    let setup = &model.t.setup;
    (s.phase() == Phase::Over).then(|| {
        let title = match s.winner() {
            Some(t) => format!("{} and {} win", setup.name(t), setup.name(t + 2)),
            None => "The game is over".into(),
        };
        let sc = s.scores();
        let result = format!("Final score: {} to {}.", sc[0], sc[1]);
        html! {
            <EndScreen {title} home_href={Route::Home.href()} {result}
                       on_rematch={send(model, || Msg::Kit(KitMsg::Rematch(new_seed())))}>
                { score_sheet }
            </EndScreen>
        }
    })
}
