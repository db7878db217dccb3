//! The Judge table: two halves (each with a hit target on the opponent's head and a defend
//! target on one's own), the pickets, the countdown, the verdict and its replay strip.
//!
//! The model (`app/judge/model.rs`) does the clock work: this board sends it every
//! animation frame's time and each input with its event's own timestamp, and plays the
//! tones it cues.

mod end;
mod frames;
mod half;
mod middle;

use super::keys::{key_label, KeyMap};
use super::model::{Model, Msg};
use super::setup::JudgeTable;
use super::{text, ID};
use crate::app::components::history;
use crate::app::kit::{self, use_autosave_later, use_held_keys, Drawer, Store, TableFrame};
use crate::app::settings::use_settings;
use crate::app::sound;
use crate::games::judge::{JudgeState, Outcome};
use web_sys::KeyboardEvent;
use yew::prelude::*;

type BoardProps = kit::BoardProps<JudgeState, JudgeTable>;

#[function_component(Board)]
pub fn board(p: &BoardProps) -> Html {
    let settings = use_settings().settings;
    let model = use_reducer_eq(|| {
        let mut m = Model::from_props(p, settings.bot_pace.millis());
        m.touch = super::keys::touch_screen();
        Store(m)
    });
    let keys = use_memo((), |_| KeyMap::load());
    // Saved when an action is logged, after this task (never in a press's way).
    use_autosave_later(&model.t);
    // On two phones: the links, and each flip painted here told to the tests' spy
    // (`window.__judgePaints`, page times as `performance.timeOrigin + now`).
    kit::use_phones(&model, &model.t, Msg::Kit);
    {
        let verdicts = model.duel.as_ref().map(|d| (d.verdicts, d.verdict_at));
        use_effect_with(verdicts, move |v| {
            if let Some((n, Some(at))) = v.filter(|v| v.0 > 0) {
                let _ = n;
                frames::tell_verdict(at);
            }
        });
        let painted = model.duel.as_ref().and_then(|d| d.painted);
        let bound = painted.and_then(|at| model.duel.as_ref()?.bound(at));
        use_effect_with(painted, move |painted| {
            if let Some(at) = painted {
                frames::tell_paint(*at, bound);
            }
        });
    }
    {
        let (tone, sound_on, vibrate) = (model.tone, settings.sound, settings.vibrate);
        use_effect_with(model.tones, move |_| {
            if let Some(tone) = tone {
                sound::tone(sound_on, tone.hz, tone.ms);
                // The flip (880 Hz) and the verdict (660 Hz) buzz; the countdown beats do not.
                if tone.hz > 500.0 {
                    sound::buzz(vibrate, 30);
                }
            }
        });
    }
    {
        let d = model.dispatcher();
        frames::use_frames(Callback::from(move |now| d.dispatch(Msg::Frame(now))));
    }
    // Keys: each event's own timestamp; auto-repeat ignored (but kept from the page).
    {
        let (d, up, k) = (model.dispatcher(), model.dispatcher(), keys.clone());
        // On a guest the near side's keys are its own seat's.
        let bottom = model.bottom();
        let near = move |seat: usize| if seat == 0 { bottom } else { 1 - bottom };
        let on_down = Callback::from(move |e: KeyboardEvent| {
            if let Some((seat, hand)) = k.lookup(&e.code()) {
                let seat = near(seat);
                e.prevent_default();
                if !e.repeat() {
                    d.dispatch(Msg::Press(seat, hand, e.time_stamp()));
                }
            } else if e.code() == "KeyN" && !e.repeat() {
                d.dispatch(Msg::StartRound(frames::now()));
            }
        });
        let keys = keys.clone();
        let on_up = Callback::from(move |e: KeyboardEvent| {
            if let Some((seat, hand)) = keys.lookup(&e.code()) {
                let seat = near(seat);
                up.dispatch(Msg::Release(seat, hand, e.time_stamp()));
            }
        });
        use_held_keys(on_down, on_up);
    }

    let m = &**model;
    // Everything below draws from the view, never the state (see `Model::view`).
    let view = m.view();
    let o = &view.table;
    // Two people on one phone: the far half is turned round to face the far player.
    let tabletop = m.t.people().len() == 2;
    // The pickets of a won round fly to the winner's half when the next round clears them.
    let collect = o.last.as_ref().and_then(|r| match r.verdict.outcome {
        Outcome::Win(seat) => Some(seat),
        Outcome::Pot => None,
    });
    let drawers = vec![
        Drawer::new(crate::ts!("Last round", "前の回"), end::replay(m, o)),
        Drawer::new("", history(&view.events, |e| text::event_text(&m.t.setup, e))),
        Drawer::new(crate::ts!("Keys", "キー"), keys_help(&keys)),
        // Undo is for turns against computers; a race has none.
        Drawer::new(crate::ts!("Undo", "元に戻す"), html! { <p class="hint no-undo">{ format!("{}.", crate::core::UndoRefusal::Race) }</p> }),
    ];
    let phase = format!("{:?}", o.phase);
    let coach = kit::coach_bar(&model, Msg::Kit, &m.t, &phase, || super::coach::step(o));
    html! {
        <TableFrame game={ID} title={super::title()} turn_cue={false} phase={phase} act={m.may_act()}
                    stage={middle::stage(o)}
                    seed={m.t.shown_seed()} status={middle::status_line(m, o)} notice={m.t.notice.clone()}
                    opponents={half::half(&model, o, &keys, 1 - m.bottom(), tabletop)} centre={middle::middle(m, o)}
                    hand={half::half(&model, o, &keys, m.bottom(), tabletop)} actions={middle::actions(&model, o)}
                    phones={kit::phones(&model, &m.t, Msg::Kit)}
                    hint={middle::learner_line(m, o)} {coach} {drawers} {collect} overlay={end::end_screen(&model, o)}
                    view={Some(kit::view_mark::<JudgeState>(&view))} />
    }
}

/// The keys of both players and the round key, for the Keys drawer.
fn keys_help(keys: &KeyMap) -> Html {
    use crate::games::judge::Hand;
    let k = |seat, hand| key_label(keys.key(seat, hand));
    html! {
        <p class="keys hint">
            { crate::t!(
                "Near side: {nh} hit, {nd} defend. Far side: {fh} hit, {fd} defend. N starts the next round. Enter or Space presses a focused target.",
                "手前側は{nh}で叩き、{nd}で守ります。奥側は{fh}で叩き、{fd}で守ります。Nで次の回を始めます。選んだターゲットはエンターキーかスペースキーでも押せます。";
                nh = k(0, Hand::Hit), nd = k(0, Hand::Defend), fh = k(1, Hand::Hit), fd = k(1, Hand::Defend)
            ) }
        </p>
    }
}
