//! The end of a round (Next round) and of the match (the end screen).

use crate::app::components::{EndScreen, ScoreBoard, ScoreRow};
use crate::app::kit::{new_seed, send, KitMsg, Store};
use crate::app::pocket::model::{Model, Msg};
use crate::app::pocket::words::Who;
use crate::app::route::Route;
use crate::games::pocket::{Phase, PocketState};
use yew::prelude::*;

/// Next round, for the people at the device (computers alone go on by themselves, a
/// phone's player on the phone).
pub fn next_round(model: &UseReducerHandle<Store<Model>>, view: &PocketState) -> Option<Html> {
    (view.phase() == Phase::RoundOver && model.may_act()).then(|| {
        html! {
            <div class="act round-over">
                <button type="button" class="button primary next-round" onclick={send(model, || Msg::NextRound)}>
                    { "Next round" }<kbd aria-hidden="true">{ "N" }</kbd>
                </button>
            </div>
        }
    })
}

/// The end screen of a match: your result first, then the winner, rounds won, a rematch.
pub fn end_screen(model: &UseReducerHandle<Store<Model>>, who: &Who, view: &PocketState) -> Html {
    let setup = &model.t.setup;
    let winner = view.result().flatten();
    let wins = [view.wins(0), view.wins(1)];
    let result = format!(
        "{} {}",
        who.rounds_won(wins),
        if winner.is_none() {
            "Both reached two rounds together."
        } else {
            "Best of three."
        }
    );
    let best = wins[0].max(wins[1]);
    let rows = (0..2)
        .map(|seat| ScoreRow {
            name: if who.is_you(seat) { "You".to_string() } else { setup.name(seat) }.into(),
            values: vec![view.wins(seat).to_string().into()],
            leading: view.wins(seat) == best,
        })
        .collect::<Vec<_>>();
    html! {
        <EndScreen outcome={who.outcome(winner)} title={who.match_title(winner, wins)}
                   home_href={Route::Home.href()} result={result} hints={Some(setup.hints)}
                   rematch={!model.t.is_guest()} on_rematch={send(model, || Msg::Kit(KitMsg::Rematch(new_seed())))}
                   share={model.t.share_text("Pocket Samurai")}>
            <ScoreBoard caption="Rounds won" columns={vec![AttrValue::from("Rounds")]} rows={rows} />
        </EndScreen>
    }
}
