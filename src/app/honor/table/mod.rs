//! The Honor of the Samurai table: seats around it, your army and hand at the bottom,
//! one panel for whatever the current phase asks, and the battle laid open. New events
//! appear one at a time in the banner before the computers go on.

mod battle;
mod end;
mod my_area;
mod phase_panel;
mod seats;
mod status;

use super::model::{event_step, Model, Msg};
use super::{text, ID};
use crate::app::components::{HandOver, HistoryPanel, Pile};
use crate::app::kit::{
    self, send, use_turns, Turns, KitMsg, Store, Table, TableFrame, 
    TableSetup,
};
use crate::app::settings::use_settings;
use crate::core::Game;
use crate::app::sound::Cue;
use crate::games::honor::{Action, HonorState, Phase};
use gloo::timers::callback::Timeout;
use yew::prelude::*;

type BoardProps = kit::BoardProps<HonorState, TableSetup>;
type Handle = UseReducerHandle<Store<Model>>;

/// A button's callback that makes `action` the move of the person acting now.
fn act(model: &Handle, action: Action) -> Callback<MouseEvent> {
    send(model, move || Msg::Act(action.clone()))
}

/// Shows the events not yet on show one at a time, `event_step(pace)` apart.
#[hook]
fn use_event_steps(model: &Handle, pace: u32) {
    let d = model.dispatcher();
    let key = (
        model.t.session.seed,
        model.t.session.log.len(),
        model.shown_events,
        !model.all_events_shown(),
    );
    use_effect_with(key, move |(_, _, _, events_left)| {
        let timer = events_left
            .then(|| Timeout::new(event_step(pace), move || d.dispatch(Msg::ShowNextEvent)));
        move || drop(timer)
    });
}

#[function_component(Board)]
pub fn board(p: &BoardProps) -> Html {
    let settings = use_settings().settings;
    let model = use_reducer(|| Store(Model::new(Table::new(p.session.clone(), p.setup.clone()))));
    let pace = settings.bot_pace.millis();
    use_event_steps(&model, pace);
    use_turns(
        &model,
        &model.t,
        Msg::Kit,
        Turns {
            bot: model.pending_bot(),
            wait: model.bot_wait(pace),
            cue: Some(match model.state().phase() {
                _ if model.t.session.log.is_empty() => Cue::Deal,
                Phase::Battle => Cue::Flip,
                Phase::Over => Cue::Win,
                _ => Cue::Play,
            }),
        },
    );

    let m = &**model;
    let s = m.state();
    let setup = &m.t.setup;
    let viewer = m.viewer();
    let hidden = m.needs_hand_over();
    let obs = s.observe(viewer.unwrap_or(0));
    let bottom = m.bottom();
    let negative_heads = s.config().negative_heads;
    let events = m.events_on_show();
    let latest = events
        .last()
        .map(|e| text::event_text(setup, negative_heads, e));

    let others: Vec<Html> = (0..obs.seats.len())
        .filter(|&x| x != bottom)
        .map(|x| seats::seat_panel(m, &obs, x))
        .collect();
    let centre = match viewer {
        Some(v) if hidden => html! {
            <HandOver name={setup.name(v)} detail={format!("{} to decide: {}.", setup.name(v), s.phase().name())}
                      on_ready={send(&model, move || Msg::Kit(KitMsg::Reveal(v)))} />
        },
        _ => phase_panel::phase_panel(&model, &obs, viewer),
    };
    let mine = viewer
        .filter(|_| !hidden)
        .map(|v| my_area::my_area(&model, &obs, v));
    let history: Vec<AttrValue> = events
        .iter()
        .map(|e| text::event_text(setup, negative_heads, e).into())
        .collect();
    html! {
        <TableFrame game={ID} title="Honor of the Samurai" phase={format!("{:?}", s.phase())}
                    act={m.may_act()} stage={format!("Game {} · Hand {}", s.game_no(), s.hand_no())}
                    seed={m.t.session.seed} status={status::status_line(m, &obs)}
                    notice={m.t.notice.clone()}>
            if let Some(k) = status::king_line(m) { <p class="king-line">{ k }</p> }
            if let Some(e) = latest { <p class="event-banner" aria-hidden="true">{ e }</p> }
            { end::end_screen(&model, &obs) }
            <div class="table-grid">
                <div class="seat-top seats-around">{ for others }</div>
                <div class="centre">
                    { centre }
                    <div class="piles">
                        <Pile label="Draw pile" count={obs.draw_count} />
                        <Pile label="Discards" count={obs.discard_count} />
                        <Pile label="Exchange pile" count={obs.exchange_pile_count} />
                    </div>
                </div>
                <div class="seat-bottom">
                    { seats::seat_panel(m, &obs, bottom) }
                    { mine.unwrap_or_default() }
                </div>
                <HistoryPanel entries={history} />
            </div>
        </TableFrame>
    }
}
