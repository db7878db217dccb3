//! The Panda table, phone-first (kit/frame.rs slots): the other three seats in a strip at
//! the top, the trick (or the deal's summary) in the middle, your cards docked at the
//! bottom as a fan, Play / Pass / Call Panda / the passing in the bottom bar, the score
//! sheet, the history and the keys in drawers. What happens is decided in `model`; this
//! draws it and runs the timers and keys.

mod claims;
mod keys;
mod mine;
mod passing;
mod play;
mod scores;
mod seats;
mod status;

use super::model::{moment, Model, Moment, Msg, BOT_WINDOW_WAIT};
use super::words::{event_text, Names};
use super::ID;
use crate::app::components::{history, HandOver};
use crate::app::kit::{
    self, send, use_autosave, use_bot_turn, use_motion, Drawer, KitMsg, Store, TableFrame,
    TableSetup, MOTION_MS,
};
use crate::app::settings::use_settings;
use crate::app::sound::{self, Cue};
use crate::games::panda::{Action, PandaObservation, PandaState, Phase};
use crate::{t, ts};
use yew::prelude::*;

type BoardProps = kit::BoardProps<PandaState, TableSetup>;
type Handle = UseReducerHandle<Store<Model>>;

/// A button's callback playing `action` for the person holding the device.
fn act(model: &Handle, action: Action) -> Callback<MouseEvent> {
    send(model, move || Msg::Act(action))
}

/// The kit's cues for what each action did (a deal, a play, a trick taken, a deal's end),
/// and the next deal's cards when its summary is closed. Nothing when the table opens on
/// a game under way.
#[hook]
fn use_cues(model: &Handle) {
    let sound_on = use_settings().settings.sound;
    let view = model.view();
    let events = &view.events;
    let key = (model.t.seed(), events.len(), model.summary().is_some());
    // What was on show when the last cue was decided.
    let last = use_mut_ref(|| None::<(Option<u64>, usize, bool)>);
    let before = *last.borrow();
    let cue = match before {
        // A new game, dealt just now.
        None if model.t.moves() == 0 => Some(Cue::Deal),
        None => None,
        Some((seed, _, _)) if seed != key.0 => Some(Cue::Deal),
        Some((_, was, _)) if key.1 > was => match moment(&events[was..]) {
            Some(Moment::Deal) => Some(Cue::Deal),
            Some(Moment::Play) => Some(Cue::Play),
            Some(Moment::Trick | Moment::DealEnd) => Some(Cue::Win),
            None => None,
        },
        // The summary closed: the next deal's cards are in the hands.
        Some((_, _, true)) if !key.2 => Some(Cue::Deal),
        _ => None,
    };
    use_effect_with(key, move |&key| {
        if let Some(cue) = cue {
            sound::cue(sound_on, cue);
        }
        *last.borrow_mut() = Some(key);
    });
}

#[function_component(Board)]
pub fn board(p: &BoardProps) -> Html {
    let settings = use_settings().settings;
    let model = use_reducer(|| {
        Store(Model::from_props(
            p,
            settings.ambush_wait.millis(),
            settings.auto_pass,
        ))
    });
    use_autosave(&model.t);
    // A host's phone seats and a guest's host: their messages come to the model (Panda
    // runs its own timers, so not through `use_turns`, which hears them for the others).
    kit::use_phones(&model, &model.t, Msg::Kit);
    use_cues(&model);
    // Bots at the chosen pace (with cards moving, not before the motion is over); the
    // table's own answers in the Ambush windows.
    let moving = use_motion();
    {
        let job = model.next_job(settings.bot_pace.millis()).map(|mut j| {
            if moving && j.bot && j.wait > BOT_WINDOW_WAIT {
                j.wait = j.wait.max(MOTION_MS);
            }
            j
        });
        let d = model.dispatcher();
        use_bot_turn(
            (model.t.seed(), model.t.moves(), job.map(|j| j.bot)),
            job.map(|j| j.seat),
            job.map_or(0, |j| j.wait),
            Callback::from(move |_| {
                if let Some(j) = job {
                    d.dispatch(j.msg());
                }
            }),
        );
    }
    // The auto-pass: after a pause long enough to read the status (and tap a card to stop it).
    {
        let moves = model.t.moves();
        let d = model.dispatcher();
        use_bot_turn(
            (model.t.seed(), moves, "auto"),
            model.auto_pass_due(),
            super::model::auto_pass_wait(settings.bot_pace.millis()),
            Callback::from(move |_| d.dispatch(Msg::AutoPass(moves))),
        );
    }
    keys::use_hand_keys(model.dispatcher());

    let m = &**model;
    // All the table draws of the game: the view of the person holding the device (a
    // spectator's behind a hand-over screen or among computers).
    let view = m.view();
    let obs: &PandaObservation = &view.table;
    let events = &view.events;
    let setup = &m.t.setup;
    let names = Names::new(setup);
    let viewer = m.viewer();
    let summary = m.summary();
    let hidden = m.needs_hand_over() && summary.is_none();
    let phase = obs.phase;
    let bottom = m.bottom();

    let hand_over = match viewer {
        Some(v) if hidden && phase != Phase::Over => Some(html! {
            <HandOver name={setup.name(v)} detail={t!("{who} to decide.", "{who}が決める番です。"; who = setup.name(v))}
                      on_ready={send(&model, move || Msg::Kit(KitMsg::Reveal(v)))} />
        }),
        _ => None,
    };
    let mine = viewer.filter(|_| !hidden && summary.is_none() && phase != Phase::Over);
    // Without your cards (the summary, computers alone) the bottom seat still shows: its
    // name and cards, a trick flying to it, its thinking.
    let hand = Some(match mine {
        Some(v) => mine::my_area(&model, v, obs),
        None => html! {
            <div class="pd-hand-head pd-seat-only">{ seats::seat_chip(m, obs, bottom, "bottom") }</div>
        },
    });
    let received: Vec<String> = match mine {
        Some(v) if phase != Phase::Passing && !obs.has_played[v] => (0..4)
            .filter_map(|g| obs.received[g].map(|c| t!("{card} from {who}", "{who}から{card}"; card = c.name(), who = names.label(g).name)))
            .collect(),
        _ => Vec::new(),
    };
    let received = (!received.is_empty()).then(|| {
        t!("You received: {cards}.", "受け取ったカード：{cards}。"; cards = crate::core::lang::listed(&received))
    });
    let actions = if summary.is_some() {
        let onclick = send(&model, || Msg::NextDeal);
        Some(html! {
            <div class="pd-actions"><div class="pd-buttons">
                // Named by its words (the summary above says which deal ended): a longer
                // name that only starts with them reads as a mismatch in Japanese, which
                // has no spaces between words.
                <button type="button" class="button primary pd-next-deal" {onclick}>{ ts!("Next deal", "次のディールへ") }<kbd aria-hidden="true">{ "N" }</kbd></button>
            </div></div>
        })
    } else {
        mine.map(|v| {
            if m.passing_for(v) {
                passing::passing_actions(&model, v, obs, &view.legal)
            } else {
                play::play_panel(&model, v, obs, &view.legal)
            }
        })
    };
    let centre = match &summary {
        Some(r) => scores::summary_view(m, r, events, obs.config.target_score, false),
        None => html! {
            <>
                { claims::claims_panel(&model) }
                { seats::trick(m, obs) }
                if let Some(r) = &received { <p class="hint pd-received">{ r }</p> }
            </>
        },
    };
    // Between deals the summary tells it; the banner would announce the next deal's cards.
    let latest = events
        .last()
        .filter(|_| summary.is_none())
        .map(|e| event_text(&names, e));
    let drawers = vec![
        Drawer::new(ts!("Score", "得点"), scores::score_sheet(m, obs, events)),
        Drawer::new("", history(events, |e| Some(event_text(&names, e)))),
        Drawer::new(
            ts!("Keys", "キー"),
            html! { <p class="keys hint">{ ts!("1–9, 0, Q, W, E, R, T pick the cards from the left; Enter plays; Escape clears; the arrows move between the cards; N starts the next deal.", "1〜9、0、Q、W、E、R、Tのキーで左からカードを選びます。エンターキーで出し、エスケープキーで選択を解除し、矢印キーでカードを移り、Nキーで次のディールを始めます。") }</p> },
        ),
    ];
    let overlay = scores::end_screen(&model, obs, events).or(hand_over);
    let hinted = viewer.filter(|_| m.may_act() && summary.is_none());
    let hint = kit::hint_bar(&model, Msg::Kit, &m.t, hinted);
    let coach = kit::coach_bar(&model, Msg::Kit, &m.t, &format!("{phase:?}"), || {
        super::coach::step(obs, m.may_act())
    });
    let thinking = m.thinking().filter(|_| overlay.is_none());
    // A shorter game says so in the title ("Panda to 500"): the stage has no room left on
    // a phone.
    let title = match obs.config.target_score {
        1000 => ts!("Panda", "パンダ").to_string(),
        // Short in Japanese too: the phone's header holds about six kana beside its buttons.
        target => t!("Panda to {target}", "パンダ{target}点"),
    };
    // The teams' scores as a score line ("950:1150"): with "to" between them, a late deal's
    // line did not fit beside the header's buttons on a phone.
    let stage = t!(
        "Deal {deal} · {a}:{b}",
        "第{deal}ディール · {a}対{b}";
        deal = obs.deal,
        a = obs.scores[0],
        b = obs.scores[1]
    );
    html! {
        <TableFrame game={ID} {title} phase={format!("{phase:?}")} act={m.may_act()}
                    stage={stage}
                    seed={m.t.shown_seed()} status={status::status_line(m, obs)} banner={latest}
                    notice={m.t.notice.clone()} opponents={seats::strip(m, obs, bottom)}
                    {centre} {hand} {actions} {hint} {coach} {drawers} {overlay} {thinking}
                    collect={m.collector()} auto={m.auto_pass_due().map(|_| "pass")} undo={crate::app::kit::undo(&model, &m.t, Msg::Kit)} phones={crate::app::kit::phones(&model, &m.t, Msg::Kit)}
                    view={Some(kit::view_mark::<PandaState>(&view))} />
    }
}
