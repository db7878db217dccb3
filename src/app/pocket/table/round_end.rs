//! The end of a round (who scored, Next round) and of the match (the end screen).

use crate::app::components::{EndScreen, ScoreBoard, ScoreRow};
use crate::app::kit::{new_seed, send, KitMsg, Store};
use crate::app::pocket::model::{Model, Msg};
use crate::app::route::Route;
use crate::games::pocket::{Phase, PocketState};
use yew::prelude::*;

pub fn round_over(model: &UseReducerHandle<Store<Model>>, view: &PocketState) -> Html {
    let setup = &model.t.setup;
    let who = match view.round_scored() {
        [true, true] => "Mutual defeat: both score the round.".to_string(),
        [true, false] => format!("{} wins the round.", setup.name(0)),
        [false, true] => format!("{} wins the round.", setup.name(1)),
        _ => String::new(),
    };
    let next = (view.phase() == Phase::RoundOver && !setup.humans().is_empty()).then(|| {
        html! {
            <button type="button" class="button primary next-round" onclick={send(model, || Msg::NextRound)}>
                { "Next round" }<kbd aria-hidden="true">{ "N" }</kbd>
            </button>
        }
    });
    html! {
        <div class="act round-over">
            <h3>{ who }</h3>
            if view.phase() == Phase::RoundOver {
                <p class="hint">{ "All cards, exhaust piles included, go back to their owners' hands. The Dojo is not played again." }</p>
            }
            <div class="actions">{ next.unwrap_or_default() }</div>
        </div>
    }
}

/// The end screen of a match: the winner (or a draw), rounds won, a rematch.
pub fn end_screen(model: &UseReducerHandle<Store<Model>>, view: &PocketState) -> Html {
    let setup = &model.t.setup;
    let title = match view.result().flatten() {
        Some(w) => format!("{} wins the match", setup.name(w)),
        None => "The match is drawn".to_string(),
    };
    let result = format!(
        "Rounds won: {} {}, {} {}. {}",
        setup.name(0),
        view.wins(0),
        setup.name(1),
        view.wins(1),
        if view.result().flatten().is_none() {
            "Both reached two rounds together."
        } else {
            "Best of three."
        }
    );
    let best = view.wins(0).max(view.wins(1));
    let rows = (0..2)
        .map(|seat| ScoreRow {
            name: setup.name(seat).into(),
            values: vec![view.wins(seat).to_string().into()],
            leading: view.wins(seat) == best,
        })
        .collect::<Vec<_>>();
    html! {
        <EndScreen title={title} home_href={Route::Home.href()} result={result}
                   on_rematch={send(model, || Msg::Kit(KitMsg::Rematch(new_seed())))}>
            <ScoreBoard caption="Rounds won" columns={vec![AttrValue::from("Rounds")]} rows={rows} />
        </EndScreen>
    }
}
