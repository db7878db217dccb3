//! The Panda table: the player at the bottom, the partner at the top, the opponents left
//! and right; the trick in the middle; the hand with its selection and the actions. What
//! happens is decided in `model`; this draws it and runs the timers and keys.

mod claims;
mod keys;
mod mine;
mod passing;
mod play;
mod scores;
mod seats;
mod status;

use super::model::{Model, Msg};
use super::ID;
use crate::app::components::{HandOver, HistoryPanel};
use crate::app::kit::{
    self, send, use_autosave, use_bot_turn, KitMsg, Store, Table, TableFrame, 
    TableSetup,
};
use crate::app::settings::use_settings;
use crate::core::Game;
use crate::games::panda::{partner, Action, PandaState, SEATS};
use yew::prelude::*;

type BoardProps = kit::BoardProps<PandaState, TableSetup>;
type Handle = UseReducerHandle<Store<Model>>;

/// A button's callback playing `action` for the person holding the device.
fn act(model: &Handle, action: Action) -> Callback<MouseEvent> {
    send(model, move || Msg::Act(action))
}

#[function_component(Board)]
pub fn board(p: &BoardProps) -> Html {
    let settings = use_settings().settings;
    let model = use_reducer(|| {
        Store(Model::new(
            Table::new(p.session.clone(), p.setup.clone()),
            settings.ambush_wait.millis(),
        ))
    });
    use_autosave(&model.t);
    // Bots at the chosen pace; the table's own answers in the Ambush windows.
    {
        let job = model.next_job(settings.bot_pace.millis());
        let d = model.dispatcher();
        use_bot_turn(
            (
                model.t.session.seed,
                model.t.session.log.len(),
                job.map(|j| j.bot),
            ),
            job.map(|j| j.seat),
            job.map_or(0, |j| j.wait),
            Callback::from(move |_| {
                if let Some(j) = job {
                    d.dispatch(j.msg());
                }
            }),
        );
    }
    keys::use_hand_keys(model.dispatcher());

    let m = &**model;
    let s = m.state();
    let setup = &m.t.setup;
    let viewer = m.viewer();
    let hidden = m.needs_hand_over();
    let phase = s.phase();
    let bottom = m.bottom();
    let names: Vec<String> = (0..SEATS).map(|x| setup.name(x)).collect();
    let name_refs: Vec<&str> = names.iter().map(String::as_str).collect();

    let centre = match viewer {
        Some(v) if hidden => html! {
            <HandOver name={setup.name(v)} detail={format!("{} to decide.", setup.name(v))}
                      on_ready={send(&model, move || Msg::Kit(KitMsg::Reveal(v)))} />
        },
        _ => html! {},
    };
    let mine = viewer.filter(|_| !hidden).map(|v| mine::my_area(&model, v));
    let score_sheet = scores::score_sheet(m);
    let end = scores::end_screen(&model, score_sheet.clone());
    let history: Vec<AttrValue> = s
        .events()
        .iter()
        .map(|e| e.describe(&name_refs).into())
        .collect();
    let latest = s.events().last().map(|e| e.describe(&name_refs));
    let obs = s.observe(viewer.unwrap_or(0));
    let seat = |seat, place| seats::seat_panel(m, &obs, seat, place);
    html! {
        <TableFrame game={ID} title="Panda" phase={format!("{phase:?}")} act={m.may_act()}
                    stage={format!("Deal {} · {} to {}", s.deal_number(), s.scores()[0], s.scores()[1])}
                    seed={m.t.session.seed} status={status::status_line(m)} banner={latest}
                    notice={m.t.notice.clone()}>
            { end.unwrap_or_default() }
            { centre }
            { claims::claims_panel(&model) }
            <div class="pd-layout">
                <div class="pd-board">
                    { seat(partner(bottom), "partner") }
                    { seat((bottom + 1) % SEATS, "left") }
                    <div class="pd-centre">{ seats::trick(m) }</div>
                    { seat((bottom + 3) % SEATS, "right") }
                    { seat(bottom, "bottom") }
                </div>
                { mine.unwrap_or_default() }
                <div class="pd-side">
                    { score_sheet }
                    <HistoryPanel entries={history} />
                </div>
            </div>
        </TableFrame>
    }
}
