//! The Honor of the Samurai table, phone-first (kit `TableFrame` slots): the other seats
//! in a strip at the top, the current phase's panel and the battle in the middle, your
//! army and hand docked at the bottom, the phase's action in the bottom bar. New events
//! appear one at a time in the banner before the computers go on.

mod battle;
mod end;
mod my_area;
mod phase_panel;
mod seats;
mod status;

use super::model::{event_moment, Model, Moment, Msg, View};
use super::words::{event_text, heads_key, Words};
use super::ID;
use crate::app::components::{history, HandOver};
use crate::app::kit::{self, send, use_turns, Drawer, KitMsg, Store, TableFrame, TableSetup, Turns};
use crate::app::settings::use_settings;
use crate::app::sound::{self, Cue};
use crate::games::honor;
use crate::games::honor::{Action, HonorState, Phase};
use gloo::timers::callback::Timeout;
use crate::app::art;
use crate::{t, ts};
use yew::prelude::*;

type BoardProps = kit::BoardProps<HonorState, TableSetup>;
type Handle = UseReducerHandle<Store<Model>>;

/// A button's callback that makes `action` the move of the person acting now.
fn act(model: &Handle, action: Action) -> Callback<MouseEvent> {
    send(model, move || Msg::Act(action.clone()))
}

/// Shows the events not yet on show one at a time: a disgrace or a battle stays longer.
#[hook]
fn use_event_steps(model: &Handle, pace: u32) {
    let d = model.dispatcher();
    let key = (
        model.t.seed(),
        model.t.moves(),
        model.shown_events,
        !model.all_events_shown(),
    );
    let step = model.next_event_step(pace);
    use_effect_with(key, move |(_, _, _, events_left)| {
        let timer = events_left.then(|| Timeout::new(step, move || d.dispatch(Msg::ShowNextEvent)));
        move || drop(timer)
    });
}

/// The kit's cue for a moment.
fn cue(moment: Moment) -> Cue {
    match moment {
        Moment::Deal => Cue::Deal,
        Moment::Play => Cue::Play,
        Moment::Reveal => Cue::Flip,
        Moment::Win => Cue::Win,
    }
}

/// A battle won and a game's end sound as they come on show (after the armies' turn).
#[hook]
fn use_event_cues(model: &Handle, view: &View) {
    let sound_on = use_settings().settings.sound;
    let shown = model.shown_events;
    // Events on show at the last render: those already there when the table opened are old.
    let last = use_mut_ref(|| shown);
    let was = *last.borrow();
    let events = model.on_show(&view.events);
    let moment = events
        .get(was.min(events.len())..)
        .and_then(|new| new.iter().rev().find_map(event_moment));
    use_effect_with(shown, move |&shown| {
        if let Some(m) = moment.filter(|_| shown > was) {
            sound::cue(sound_on, cue(m));
        }
        *last.borrow_mut() = shown;
    });
}

#[function_component(Board)]
pub fn board(p: &BoardProps) -> Html {
    let settings = use_settings().settings;
    let key = |_, c: &honor::Card| art::honor_id(*c);
    let model = use_reducer(|| Store(Model::new(p.hinted(honor::hint::hint, key))));
    let pace = settings.bot_pace.millis();
    use_event_steps(&model, pace);
    use_turns(
        &model,
        &model.t,
        Msg::Kit,
        Turns {
            bot: model.pending_bot(),
            wait: model.bot_wait(pace),
            cue: Some(cue(model.action_moment())),
        },
    );
    let view = model.view();
    use_event_cues(&model, &view);

    let m = &**model;
    let setup = &m.t.setup;
    let w = Words::new(setup);
    // Where things sit (whose seat is at the bottom, whose turn it is) is the model's;
    // what is drawn there is the view's: behind a hand-over, a spectator's.
    let viewer = m.viewer();
    let hidden = m.needs_hand_over();
    let obs = &view.table;
    let bottom = m.bottom();
    let config = &obs.config;
    let events = m.on_show(&view.events);
    // Once the hand's summary is up it tells the battle: no banner repeats it.
    let summary_up =
        matches!(obs.phase, Phase::Battle | Phase::GameOver) && m.all_events_shown();
    let latest = events
        .last()
        .filter(|_| !summary_up)
        .map(|e| event_text(&w, config, e));

    let others: Vec<Html> = (0..obs.seats.len())
        .filter(|&x| x != bottom || viewer.is_none())
        .map(|x| seats::seat_chip(m, obs, x))
        .collect();
    let opponents = html! { <div class="seat-strip" style={format!("--seats: {}", others.len())}>{ for others }</div> };

    let hand_over = viewer.filter(|_| hidden).map(|v| {
        html! {
            <HandOver name={setup.name(v)} detail={t!("{name} to decide: {what}.", "{name}さんが決める番です：{what}。"; name = setup.name(v), what = obs.phase.name())}
                      on_ready={send(&model, move || Msg::Kit(KitMsg::Reveal(v)))} />
        }
    });
    let centre = html! {
        <>
            if let Some(k) = status::king_line(m, obs) { <p class="king-line">{ k }</p> }
            if !hidden { { phase_panel::phase_panel(&model, &view) } }
            // What a head is, once on the table (the battle marks them on the cards).
            if !matches!(obs.phase, Phase::Battle | Phase::GameOver | Phase::Over) {
                <p class="heads-key hint">{ heads_key() }</p>
            }
        </>
    };
    let hand = view.seat.map(|v| my_area::my_area(&model, obs, v));
    // While a sequence of events (a hand's opening) appears one at a time, Skip shows them
    // all at once; a single move's event just shows.
    let actions = (!hidden).then(|| {
        if m.events_left() <= 1 {
            phase_panel::actions(&model, obs, view.seat)
        } else {
            html! { <button type="button" class="button skip-events" onclick={send(&model, || Msg::ShowAllEvents)}>{ ts!("Skip", "スキップ") }</button> }
        }
    });
    let piles = html! {
        <p class="piles-line">
            { t!("Draw pile {draw} · discards {discards} · exchange pile {exchanged}",
                 "山札{draw}枚・捨て札{discards}枚・入れ替えの山{exchanged}枚";
                 draw = obs.draw_count, discards = obs.discard_count, exchanged = obs.exchange_pile_count) }
        </p>
    };
    let mut drawers = vec![
        Drawer::new("", history(events, |e| Some(event_text(&w, config, e)))),
        Drawer::new(ts!("Piles", "札の山"), piles),
        Drawer::new(ts!("Heads and disgraces", "首と不名誉"), html! {
            <p class="hint">{ t!("{key} A face card in your hand when the cards are dealt, a Joker drawn by someone else and, in the variants, the illegal suit or a failed charge each cost a disgrace; {out} disgraces put a player out.",
                                 "{key}配られた手札の絵札、ほかの人が引いたジョーカー、そしてバリアントでは禁制のマークや失敗した突撃が、それぞれ不名誉1回になります。不名誉{out}回で脱落です。";
                                 key = heads_key(), out = crate::games::honor::DISGRACES_OUT) }</p>
        }),
    ];
    if config.kings {
        drawers.insert(1, Drawer::new(ts!("The match so far", "ここまでのマッチ"), battle::match_panel(m, obs)));
    }
    let end = end::end_screen(&model, &view);
    let hinted = m.actor().filter(|_| m.turn_is_a_persons());
    let hint = kit::hint_bar(&model, Msg::Kit, &m.t, hinted);
    let coach = kit::coach_bar(&model, Msg::Kit, &m.t, &format!("{:?}", obs.phase), || {
        super::coach::step(obs, m.may_act())
    });
    let thinking = m.thinking();
    html! {
        <TableFrame game={ID} title={ts!("Honor of the Samurai", "武士の誉れ")} phase={format!("{:?}", obs.phase)}
                    act={m.may_act()} stage={t!("Game {g} · Hand {h}", "第{g}ゲーム・第{h}局"; g = obs.game_no, h = obs.hand_no)}
                    seed={m.t.shown_seed()} status={m.status_line(obs)} view={Some(kit::view_mark::<HonorState>(&view))}
                    banner={latest} notice={m.t.notice.clone()}
                    {opponents} {centre} {hand} {actions} {hint} {coach} {drawers} overlay={end.or(hand_over)}
                    {thinking} collect={m.collector()}
                    undo={crate::app::kit::undo(&model, &m.t, Msg::Kit)} phones={crate::app::kit::phones(&model, &m.t, Msg::Kit)} />
    }
}
