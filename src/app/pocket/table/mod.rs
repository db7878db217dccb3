//! The Pocket Samurai table: the draft (two Dojos of ten cards), then the duel of
//! face-down cards, told step by step from the engine's events, best of three rounds.
//!
//! Phone-first (kit/frame.rs): the opponent's strip at the top, the Dojo or the mat in the
//! middle, your picks or your side and hand docked at the bottom, the step's action in the
//! bar; the history, both hands and the keys in the sheet.
//!
//! Everything shown is rendered from the model's view (the seat holding the device, or a
//! spectator's), so the opponent's face-down card (and undecided call) is never in the
//! page. With two people at one device, the private choices (laying a card, calling) wait
//! behind a hand-over screen, drawn from a spectator's view.

mod actions;
mod draft;
mod duel;
mod hand_over;
mod keys;
mod panels;
mod round_end;
mod strike;

use super::model::{Model, Msg};
use super::words::{status_line, Who};
use super::ID;
use crate::app::art;
use crate::app::components::history;
use crate::app::kit::{self, use_keys, use_turns, Drawer, Store, TableFrame, TableSetup, Turns};
use crate::app::settings::use_settings;
use crate::app::sound::Cue;
use crate::games::pocket;
use crate::games::pocket::{Phase, PocketState};
use crate::{t, ts};
use yew::prelude::*;

type BoardProps = kit::BoardProps<PocketState, TableSetup>;

#[function_component(Board)]
pub fn board(p: &BoardProps) -> Html {
    let settings = use_settings().settings;
    let key = |_, c: &u8| art::pocket_id(*c);
    let model = use_reducer(|| Store(Model::new(p.hinted(pocket::hint::hint, key))));
    use_turns(
        &model,
        &model.t,
        Msg::Kit,
        Turns {
            bot: model.bot_to_act(),
            wait: model.bot_wait(settings.bot_pace.millis()),
            // A tone when a round or the match ends.
            cue: Some(match model.view().table.view.phase() {
                _ if model.t.moves() == 0 => Cue::Deal,
                Phase::RoundOver | Phase::Over => Cue::Win,
                Phase::Call | Phase::Choose | Phase::Exhaust => Cue::Flip,
                _ => Cue::Play,
            }),
        },
    );
    // A forced Strike! is laid for the person after a computer's pause.
    {
        let moves = model.t.moves();
        let d = model.dispatcher();
        kit::use_bot_turn(
            (model.t.seed(), moves, "strike"),
            model.forced_strike(),
            settings.bot_pace.millis(),
            Callback::from(move |_| d.dispatch(Msg::Forced(moves))),
        );
    }
    {
        let d = model.dispatcher();
        use_keys(Callback::from(move |e: web_sys::KeyboardEvent| {
            keys::on_key(&d, &e)
        }));
    }

    let m = &**model;
    let setup = &m.t.setup;
    let who = Who::new(setup);
    let viewer = m.viewer();
    // Everything below is drawn from the view (and the model's own selection, names, notice).
    let seen = m.view();
    let view = &seen.table.view;
    let phase = view.phase();
    let hidden = m.needs_hand_over();

    let opponents = html! {
        <div class="seat-top">{ panels::seat_strip(m, &who, view, 1 - viewer) }</div>
    };
    let (centre, hand, actions) = if phase == Phase::Dojo {
        (
            draft::dojo_grid(&model, view),
            draft::picks(m, &who, view, viewer),
            draft::take_button(&model, view),
        )
    } else {
        (
            duel::mat(&model, &who, view, viewer),
            actions::my_side(&model, &who, view, viewer, hidden),
            actions::action_bar(&model, &who, view),
        )
    };
    let overlay = if phase == Phase::Over {
        Some(round_end::end_screen(&model, &who, view))
    } else if hidden {
        Some(hand_over::hand_over(
            &model,
            &who,
            view,
            m.actor().unwrap_or(viewer),
        ))
    } else {
        None
    };
    let drawers = vec![
        Drawer::new("", history(&seen.events, |e| Some(who.event(e)))),
        Drawer::new(
            ts!(
                "Cards in play, hands, exhaust piles",
                "場・手札・消耗置き場"
            ),
            panels::hands(&who, view),
        ),
        Drawer::new(
            ts!("Keys", "キー操作"),
            html! { <p class="keys hint">{ ts!(
                "1–9 and 0 choose a card or an option, Enter confirms (Take, Lay, Call), P passes or calls nothing, N starts the next round.",
                "1～9と0でカードや選択肢を選び、エンターキーで決定（取る・伏せる・出す）、Pでパスまたは出さない、Nで次のラウンドを始めます。"
            ) }</p> },
        ),
    ];
    let stage = if phase == Phase::Dojo {
        t!("Dojo {d} of 2", "道場 {d}/2"; d = view.dojo())
    } else {
        t!(
            "Round {r} · turn {n}",
            "ラウンド{r}・ターン{n}";
            r = view.round(),
            n = view.turn().max(1)
        )
    };
    // The kit's motion: the computer deciding (its seat breathes), and the round's winner,
    // to whose side the duel's cards fly when they leave the mat.
    let thinking = m.thinking().filter(|_| overlay.is_none());
    let collect = m.collector();
    let hint = kit::hint_bar(&model, Msg::Kit, &m.t, m.can_act());
    // While the table lays a forced Strike!, nothing is asked of the person.
    let forced = m.forced_strike().is_some();
    let coach = kit::coach_bar(&model, Msg::Kit, &m.t, &format!("{phase:?}"), || {
        super::coach::step(view, m.may_act())
    });
    html! {
        <TableFrame game={ID} title={ts!("Pocket Samurai", "ポケット侍")} phase={format!("{phase:?}")} act={m.may_act() && !forced}
                    auto={forced.then_some("strike")}
                    {stage} seed={m.t.shown_seed()} status={status_line(m, view)}
                    notice={m.t.notice.clone()} {opponents} {centre} {hand} {actions} {drawers} {overlay}
                    {hint} {coach} {thinking} {collect} undo={crate::app::kit::undo(&model, &m.t, Msg::Kit)} phones={crate::app::kit::phones(&model, &m.t, Msg::Kit)}
                    view={Some(kit::view_mark::<PocketState>(&seen))} />
    }
}
