//! The hand-over screen before a face-down choice, telling the last turn's public
//! resolution that it covers.

use super::duel::turn_events;
use crate::app::components::HandOver;
use crate::app::kit::{send, KitMsg, Store};
use crate::app::pocket::model::{Model, Msg};
use crate::app::pocket::words::Who;
use crate::core::Seat;
use crate::games::pocket::{Phase, PocketState};
use yew::prelude::*;

pub fn hand_over(
    model: &UseReducerHandle<Store<Model>>,
    words: &Who,
    view: &PocketState,
    who: Seat,
) -> Html {
    let setup = &model.t.setup;
    let phase = view.phase();
    let last: Vec<String> = turn_events(view)
        .iter()
        .map(|e| words.event(e))
        .collect();
    let last = if last.is_empty() {
        String::new()
    } else {
        let title = if phase == Phase::Call {
            "This turn"
        } else {
            "Last turn"
        };
        format!("{title}: {} ", last.join(" "))
    };
    let detail = last
        + &match phase {
            Phase::Call => format!(
                "{} decides on a call, unseen by {}.",
                setup.name(who),
                setup.name(1 - who)
            ),
            _ => format!(
                "{} lays a card face down for round {}, turn {}. {} should not look.",
                setup.name(who),
                view.round(),
                view.turn(),
                setup.name(1 - who)
            ),
        };
    html! {
        <HandOver name={setup.name(who)} {detail}
                  on_ready={send(model, move || Msg::Kit(KitMsg::Reveal(who)))} />
    }
}
