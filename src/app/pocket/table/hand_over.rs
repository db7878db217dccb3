//! The hand-over screen before a face-down choice, telling the last turn's public
//! resolution that it covers.

use super::duel::turn_events;
use crate::app::components::HandOver;
use crate::app::kit::{send, KitMsg, Store};
use crate::app::pocket::model::{Model, Msg};
use crate::app::pocket::words::Who;
use crate::core::Seat;
use crate::games::pocket::{Phase, PocketState};
use crate::{t, ts};
use yew::prelude::*;

pub fn hand_over(
    model: &UseReducerHandle<Store<Model>>,
    words: &Who,
    view: &PocketState,
    who: Seat,
) -> Html {
    let setup = &model.t.setup;
    let phase = view.phase();
    let last: Vec<String> = turn_events(view).iter().map(|e| words.event(e)).collect();
    // The turn told (each line a sentence of its own), then what happens behind the screen.
    let told = last.join(ts!(" ", ""));
    let (name, other) = (setup.name(who), setup.name(1 - who));
    let (round, turn) = (view.round(), view.turn());
    let next = match phase {
        Phase::Call => t!(
            "{name} decides on a call, unseen by {other}.",
            "{name}が、{other}に見られずに出すかどうかを決めます。"
        ),
        _ => t!(
            "{name} lays a card face down for round {round}, turn {turn}. {other} should not look.",
            "{name}がラウンド{round}・ターン{turn}のカードを伏せます。{other}は見ないでください。"
        ),
    };
    let detail = match (last.is_empty(), phase == Phase::Call) {
        (true, _) => next,
        (false, true) => t!("This turn: {told} {next}", "このターン：{told}{next}"),
        (false, false) => t!("Last turn: {told} {next}", "前のターン：{told}{next}"),
    };
    html! {
        <HandOver name={setup.name(who)} {detail}
                  on_ready={send(model, move || Msg::Kit(KitMsg::Reveal(who)))} />
    }
}
