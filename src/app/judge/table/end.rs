//! The last round's replay strip and, once the piles are used up, the end screen with the
//! scores, Rematch and the next challenger.

use super::super::model::{Model, Msg};
use super::super::text;
use crate::app::components::{EndScreen, ScoreBoard, ScoreRow};
use crate::app::kit::{new_seed, send, KitMsg, Store};
use crate::app::route::Route;
use crate::games::judge::Phase;
use yew::prelude::*;

pub fn replay(m: &Model) -> Html {
    let Some(r) = m.state().last_round() else {
        return Html::default();
    };
    html! {
        <section class="replay" aria-label={format!("Round {} replay", r.round_no)}>
            <h2 class="visually-hidden">{ "Replay of the last round" }</h2>
            <ol class="replay-strip">
                <li class="flip">{ "0 ms: flip" }</li>
                { for text::replay(&m.t.setup, r).into_iter().map(|line| html! { <li>{ line }</li> }) }
            </ol>
        </section>
    }
}

pub fn end_screen(model: &UseReducerHandle<Store<Model>>) -> Html {
    let m = &**model;
    let (s, t) = (m.state(), &m.t.setup);
    if s.phase() != Phase::Over {
        return Html::default();
    }
    let winner = s.winner();
    let title = match winner {
        Some(w) => format!("{} wins", t.name(w)),
        None => "A tie".to_string(),
    };
    let rows: Vec<ScoreRow> = (0..2)
        .map(|seat| ScoreRow {
            name: t.name(seat).into(),
            values: vec![
                s.won(seat).len().to_string().into(),
                s.brights(seat).to_string().into(),
                (s.score(seat) - s.won(seat).len() as u32)
                    .to_string()
                    .into(),
                s.score(seat).to_string().into(),
            ],
            leading: winner == Some(seat),
        })
        .collect();
    let columns = ["Cards", "Brights", "Bonus", "Score"]
        .map(AttrValue::from)
        .to_vec();
    let next = t.queue.first().map(|c| {
        let onclick = send(model, || Msg::NextChallenger(new_seed()));
        let stays = t.name(winner.unwrap_or(0));
        html! { <button type="button" class="button next-challenger" {onclick}>{ format!("Next: {} challenges {}", c.name, stays) }</button> }
    });
    html! {
        <EndScreen {title} home_href={Route::Home.href()}
                   result={format!("{} {} – {} {}", t.name(0), s.score(0), s.score(1), t.name(1))}
                   on_rematch={send(model, || Msg::Kit(KitMsg::Rematch(new_seed())))}>
            <ScoreBoard caption="Score: 1 a card, +10 for 4 brights or more" {columns} {rows} />
            { next.unwrap_or_default() }
        </EndScreen>
    }
}
