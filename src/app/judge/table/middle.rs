//! Between the halves: the countdown or the verdict, the pot, Start / Next round and Pause;
//! and the status line above the board.

use super::super::model::{Model, Msg};
use super::super::text;
use super::frames::now;
use crate::app::kit::Store;
use crate::games::judge::Phase;
use yew::prelude::*;

pub fn middle(model: &UseReducerHandle<Store<Model>>) -> Html {
    let m = &**model;
    let s = m.state();
    let phase = s.phase();
    let centre_text = match phase {
        Phase::Ready => "Ready?".to_string(),
        Phase::Countdown => m.beat.max(1).to_string(),
        Phase::Race => "Flip!".to_string(),
        Phase::Verdict | Phase::Over => s
            .last_round()
            .map(|r| text::verdict(&m.t.setup, r))
            .unwrap_or_default(),
    };
    html! {
        <div class="judge-middle">
            <p class={classes!("countdown", format!("phase-{}", phase_class(phase)))} aria-live="assertive">{ centre_text }</p>
            <p class="pot">{ format!("Pot: {}", s.pot().len()) }</p>
        </div>
    }
}

/// The bar's buttons: Start (or Next round once paused), or Pause while a verdict is up.
pub fn actions(model: &UseReducerHandle<Store<Model>>) -> Html {
    let m = &**model;
    let phase = m.state().phase();
    let start_button = (phase == Phase::Ready || (phase == Phase::Verdict && m.paused)).then(|| {
        let d = model.dispatcher();
        let onclick = Callback::from(move |_| d.dispatch(Msg::StartRound(now())));
        let text = if phase == Phase::Ready {
            "Start"
        } else {
            "Next round"
        };
        html! {
            <button type="button" class="button primary start-round" {onclick}>{ text }<kbd>{ "N" }</kbd></button>
        }
    });
    let pause_button = (phase == Phase::Verdict && !m.paused).then(|| {
        let d = model.dispatcher();
        let onclick = Callback::from(move |_| d.dispatch(Msg::Pause));
        html! { <button type="button" class="button pause" {onclick}>{ "Pause" }</button> }
    });
    html! { <>{ start_button.unwrap_or_default() }{ pause_button.unwrap_or_default() }</> }
}

pub fn status_line(m: &Model) -> &'static str {
    match m.state().phase() {
        // The first time: what the heads are.
        Phase::Ready if m.state().round_no() <= 1 => text::HEADS_EXPLAINED,
        Phase::Ready => "Press Start when both players are ready.",
        Phase::Countdown => "3, 2, 1, flip! Keep your hands off the heads until the flip.",
        Phase::Race => "Later month: hit! Earlier month: defend! Same month: hit!",
        Phase::Verdict if m.paused => "Paused. Press Next round when ready.",
        Phase::Verdict => "The next round starts in a moment.",
        Phase::Over => "The game is over.",
    }
}

fn phase_class(p: Phase) -> &'static str {
    match p {
        Phase::Ready => "ready",
        Phase::Countdown => "countdown",
        Phase::Race => "race",
        Phase::Verdict => "verdict",
        Phase::Over => "over",
    }
}
