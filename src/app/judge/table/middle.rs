//! Between the halves: the countdown or the verdict, the pot, Start / Next round and Pause;
//! and the status line above the board.

use super::super::model::{Model, Msg};
use super::super::text;
use super::frames::now;
use crate::app::kit::{HintBar, ShownHint, Store};
use crate::games::judge::{Hand, JudgeObservation, Phase, MONTHS};
use yew::prelude::*;

pub fn middle(m: &Model, s: &JudgeObservation) -> Html {
    let phase = s.phase;
    let centre_text = match phase {
        Phase::Ready => text::ready(m.touch).to_string(),
        Phase::Countdown => m.beat.max(1).to_string(),
        Phase::Race => "Flip!".to_string(),
        Phase::Verdict | Phase::Over => s
            .last
            .as_ref()
            .map(|r| text::verdict(&m.t.setup, r))
            .unwrap_or_default(),
    };
    html! {
        <div class="judge-middle">
            <p class={classes!("countdown", format!("phase-{}", phase_class(phase)))} aria-live="assertive">{ centre_text }</p>
            <p class="pot">{ format!("Pot: {}", s.pot.len()) }</p>
        </div>
    }
}

/// The bar's buttons: Start (or Next round once paused), or Pause while a verdict is up.
pub fn actions(model: &UseReducerHandle<Store<Model>>, o: &JudgeObservation) -> Html {
    let m = &**model;
    let phase = o.phase;
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
    // The learner's switch, on the table at any time.
    let on = m.t.setup.hint;
    let switch = {
        let d = model.dispatcher();
        let onclick = Callback::from(move |_| d.dispatch(Msg::SwitchHint));
        html! {
            <button type="button" class="button quiet hint-switch" aria-pressed={on.to_string()} {onclick}
                    title="Learner's hint: at each flip the right target lights up, and the bar says why">
                { if on { "Hint: on" } else { "Hint: off" } }
            </button>
        }
    };
    html! { <>{ start_button.unwrap_or_default() }{ pause_button.unwrap_or_default() }{ switch }</> }
}

/// The learner's hint on show: why the lit target is right ("Your July is later than their
/// March: hit."), naming each person when two share the device.
pub fn learner_line(m: &Model, s: &JudgeObservation) -> Option<HintBar> {
    let lit = m.learner_hints();
    let name = |seat: usize| m.t.setup.name(seat);
    let month = |seat: usize| {
        s.pickets[seat].map_or("", |c| MONTHS[c.month() as usize - 1].0)
    };
    let does = |seat: usize, hand: Hand| match hand {
        Hand::Hit => format!("{} hits", name(seat)),
        Hand::Defend => format!("{} defends", name(seat)),
    };
    let text = match lit.as_slice() {
        [] => return None,
        [(_, _, why)] if m.t.people().len() == 1 => why.clone(),
        [(seat, _, why)] => format!("{}: {why}", name(*seat)),
        [(a, ha, _), (b, hb, _), ..] => match s.race.and_then(|r| r.later) {
            Some(l) => format!(
                "{}'s {} is later than {}'s {}: {}, {}.",
                name(l),
                month(l),
                name(1 - l),
                month(1 - l),
                does(*a, *ha),
                does(*b, *hb)
            ),
            None => format!("Both are {}: the first hit wins.", month(*a)),
        },
    };
    let shown = ShownHint {
        seat: lit[0].0,
        moves: m.t.moves(),
        text,
        cards: Vec::new(),
    };
    Some(HintBar {
        ask: None,
        shown: Some(shown),
    })
}

pub fn status_line(m: &Model, s: &JudgeObservation) -> &'static str {
    match s.phase {
        // The first time: what the heads are.
        Phase::Ready if s.round_no <= 1 => text::HEADS_EXPLAINED,
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
