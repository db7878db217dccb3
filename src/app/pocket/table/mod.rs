//! The Pocket Samurai table: the draft (two Dojos of ten large cards), then the duel of
//! face-down cards, told step by step from the engine's events, best of three rounds.
//!
//! Everything shown is rendered from the observation of the seat holding the device, so
//! the opponent's face-down card (and undecided call) is never in the page. With two
//! people at one device, the private choices (laying a card, calling) wait behind a
//! hand-over screen.

mod actions;
mod draft;
mod duel;
mod hand_over;
mod keys;
mod panels;
mod round_end;
mod status;
mod strike;

use super::model::{Model, Msg};
use super::{text, ID};
use crate::app::components::HistoryPanel;
use crate::app::kit::{
    self, use_turns, Turns, use_keys, Store, Table, TableFrame, 
    TableSetup,
};
use crate::app::settings::use_settings;
use crate::app::sound::Cue;
use crate::core::Game;
use crate::games::pocket::{Phase, PocketState};
use yew::prelude::*;

type BoardProps = kit::BoardProps<PocketState, TableSetup>;

#[function_component(Board)]
pub fn board(p: &BoardProps) -> Html {
    let settings = use_settings().settings;
    let model = use_reducer(|| Store(Model::new(Table::new(p.session.clone(), p.setup.clone()))));
    use_turns(
        &model,
        &model.t,
        Msg::Kit,
        Turns {
            bot: model.bot_to_act(),
            wait: model.bot_wait(settings.bot_pace.millis()),
            // A tone when a round or the match ends.
            cue: Some(match model.state().phase() {
                _ if model.t.session.log.is_empty() => Cue::Deal,
                Phase::RoundOver | Phase::Over => Cue::Win,
                Phase::Call | Phase::Choose | Phase::Exhaust => Cue::Flip,
                _ => Cue::Play,
            }),
        },
    );
    {
        let d = model.dispatcher();
        use_keys(Callback::from(move |e: web_sys::KeyboardEvent| {
            keys::on_key(&d, &e)
        }));
    }

    let m = &**model;
    let s = m.state();
    let setup = &m.t.setup;
    let viewer = m.viewer();
    // Everything below is drawn from what the seat at the device may see.
    let obs = s.observe(viewer);
    let view = &obs.view;
    let phase = view.phase();

    let centre = if m.needs_hand_over() {
        hand_over::hand_over(&model, view, m.actor().unwrap_or(viewer))
    } else if phase == Phase::Dojo {
        draft::draft_view(&model, view)
    } else {
        duel::duel_view(&model, view, viewer)
    };
    let history: Vec<AttrValue> = view
        .events()
        .iter()
        .map(|e| text::event_text(setup, e).into())
        .collect();
    let stage = if phase == Phase::Dojo {
        format!("Dojo {} of 2", view.dojo())
    } else {
        format!("Round {} · turn {}", view.round(), view.turn().max(1))
    };
    html! {
        <TableFrame game={ID} title="Pocket Samurai" phase={format!("{phase:?}")} act={m.may_act()}
                    {stage} seed={m.t.session.seed} status={status::status_line(m)}
                    notice={m.t.notice.clone()}>
            if phase == Phase::Over { { round_end::end_screen(&model, view) } }
            <div class="table-grid">
                <div class="seat-top">{ panels::seat_panel(m, view, 1 - viewer) }</div>
                <div class="centre">{ centre }</div>
                <div class="seat-bottom">{ panels::seat_panel(m, view, viewer) }</div>
                <HistoryPanel entries={history} />
            </div>
        </TableFrame>
    }
}
