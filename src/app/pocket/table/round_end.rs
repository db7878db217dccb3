//! The end of a round (Next round) and of the match (the end screen).

use crate::app::components::{EndScreen, ScoreBoard, ScoreRow};
use crate::app::kit::{new_seed, send, KitMsg, Store};
use crate::app::pocket::model::{Model, Msg};
use crate::app::pocket::words::Who;
use crate::app::route::Route;
use crate::games::pocket::{Phase, PocketState};
use crate::{t, ts};
use yew::prelude::*;

/// Next round, for the people at the device (computers alone go on by themselves, a
/// phone's player on the phone).
pub fn next_round(model: &UseReducerHandle<Store<Model>>, view: &PocketState) -> Option<Html> {
    (view.phase() == Phase::RoundOver && model.may_act()).then(|| {
        html! {
            <div class="act round-over">
                <button type="button" class="button primary next-round" onclick={send(model, || Msg::NextRound)}>
                    { ts!("Next round", "次のラウンド") }<kbd aria-hidden="true">{ "N" }</kbd>
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
    let won = who.rounds_won(wins);
    let result = if winner.is_none() {
        t!(
            "{won} Both reached two rounds together.",
            "{won}両者が同時に2ラウンドに達しました。"
        )
    } else {
        t!(
            "{won} Best of three.",
            "{won}3ラウンド中2ラウンド先取の勝負でした。"
        )
    };
    let best = wins[0].max(wins[1]);
    let rows = (0..2)
        .map(|seat| ScoreRow {
            name: who.label(seat).into(),
            values: vec![view.wins(seat).to_string().into()],
            leading: view.wins(seat) == best,
        })
        .collect::<Vec<_>>();
    html! {
        <EndScreen outcome={who.outcome(winner)} title={who.match_title(winner, wins)}
                   home_href={Route::Home.href()} result={result} hints={Some(setup.hints)}
                   rematch={!model.t.is_guest()} on_rematch={send(model, || Msg::Kit(KitMsg::Rematch(new_seed())))}
                   share={model.t.share_text(ts!("Pocket Samurai", "ポケット侍"))}>
            <ScoreBoard caption={ts!("Rounds won", "取ったラウンド")} columns={vec![AttrValue::from(ts!("Rounds", "ラウンド"))]} rows={rows} />
        </EndScreen>
    }
}
