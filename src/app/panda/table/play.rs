//! The play panel: the selection in words, Play (or why not), Pass, Ambush!, No ambush,
//! Back for a claim without an Ambush; and giving the Panda's trick away.

use super::super::model::Msg;
use super::{act, Handle};
use crate::app::kit::send;
use crate::core::Seat;
use crate::games::panda::{recognize, Action, CardSet, Kind, PandaObservation, Phase, SEATS};
use yew::prelude::*;

/// `obs` and `legal`: `me`'s table and actions (the view the table draws from).
pub fn play_panel(model: &Handle, me: Seat, obs: &PandaObservation, legal: &[Action]) -> Html {
    let m = &***model;
    let phase = obs.phase;
    if phase == Phase::GiveTrick && obs.turn == me {
        return give_away(model, me, obs);
    }
    let my_turn = phase == Phase::Play && obs.turn == me;
    // A person holding no Ambush is answered by the table at once: nothing to offer.
    let in_window = m.ambush_pending(me);
    let check = obs.check_play(m.selected);
    // The cards `me` may lay now (their turn, their Ambush window).
    let plays: Vec<CardSet> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Play(cards) => Some(*cards),
            _ => None,
        })
        .collect();
    let selection = match (&check, m.selected.is_empty()) {
        (_, true) if my_turn || in_window => Some("Tap cards to select them.".to_string()),
        (_, true) => None,
        (Ok(c), false) => Some(format!("Selected: {}", c.name())),
        (Err(e), false) if my_turn || in_window => Some(format!("Cannot play: {e}")),
        (Err(_), false) => Some(match recognize(m.selected) {
            Some(c) => format!("Selected: {}", c.name()),
            None => format!("Selected: {} cards, not a combination", m.selected.len()),
        }),
    };
    let mut buttons: Vec<Html> = Vec::new();
    if my_turn || in_window {
        buttons.push(match &check {
            Ok(c) => html! {
                <button type="button" class="button primary pd-play" onclick={send(model, || Msg::PlaySelected)}>
                    { format!("Play {}", c.name()) }
                </button>
            },
            Err(e) => {
                let why = format!("Cannot play: {e}");
                html! {
                    <button type="button" class="button pd-play" aria-disabled="true" title={why}
                            onclick={send(model, || Msg::PlaySelected)}>{ "Play" }</button>
                }
            }
        });
    }
    if my_turn && obs.table.is_some() {
        buttons.push(html! { <button type="button" class="button pd-pass" onclick={act(model, Action::Pass)}>{ "Pass" }</button> });
    }
    let ambush_ready =
        (my_turn || in_window) && plays.iter().any(|&c| recognize(c).is_some_and(|r| r.kind == Kind::Ambush));
    if ambush_ready {
        buttons.push(html! { <button type="button" class="button primary pd-ambush" onclick={send(model, || Msg::Ambush)}>{ "Ambush!" }</button> });
    }
    if in_window {
        buttons.push(html! { <button type="button" class="button pd-no-ambush" onclick={act(model, Action::NoAmbush)}>{ "No ambush" }</button> });
    }
    // Took the device to call an Ambush but holds none that beats the table: go back.
    let claimed_none = m.claim == Some(me) && !in_window;
    if claimed_none {
        buttons.push(html! { <button type="button" class="button pd-unclaim" onclick={send(model, || Msg::Unclaim)}>{ "Back" }</button> });
    }
    if !m.selected.is_empty() {
        buttons.push(html! { <button type="button" class="button quiet pd-clear" onclick={send(model, || Msg::Clear)}>{ "Clear" }</button> });
    }
    let hint = if m.auto_pass_due().is_some() {
        // The status says it: the table passes for you.
        None
    } else if my_turn {
        plays
            .is_empty()
            .then(|| "Nothing in your hand beats the table: pass.".to_string())
    } else if in_window && m.claim == Some(me) {
        Some("Out of turn: the table waits while you decide.".to_string())
    } else if in_window {
        Some(format!(
            "Out of turn: press Ambush! within about {} seconds, or the table goes on.",
            m.ambush_wait.div_ceil(1000)
        ))
    } else if claimed_none {
        Some("You hold no Ambush that beats the table.".to_string())
    } else {
        None
    };
    if let Some(call) = call_button(model, legal) {
        buttons.push(call);
    }
    html! {
        <section class="pd-actions" aria-label="Your play">
            if let Some(sel) = selection { <p class="pd-selection" aria-live="polite">{ sel }</p> }
            if let Some(h) = hint { <p class="hint">{ h }</p> }
            <div class="pd-buttons">{ for buttons }</div>
        </section>
    }
}

/// Call Panda, while the seat has not played a card (`legal`: its actions).
pub fn call_button(model: &Handle, legal: &[Action]) -> Option<Html> {
    legal.contains(&Action::CallPanda).then(|| {
        html! { <button type="button" class="button pd-call" onclick={act(model, Action::CallPanda)}
        title="+100 for your team if you go out first, -100 if not">{ "Call Panda" }</button> }
    })
}

/// The viewer's Panda won the trick: a button for each opponent.
fn give_away(model: &Handle, me: Seat, obs: &PandaObservation) -> Html {
    let points = obs.trick.points();
    let counts = obs.hand_counts;
    html! {
        <section class="pd-actions pd-give-away" role="group" aria-labelledby="pd-give-title">
            <p class="hint" id="pd-give-title">{ format!("Your Panda won the trick ({points} points): give it to an opponent; you still lead next.") }</p>
            <div class="pd-buttons">
                { for [(me + 1) % SEATS, (me + 3) % SEATS].into_iter().map(|o| html! {
                    <button type="button" class="button primary pd-give-trick" onclick={act(model, Action::GiveTrick(o))}>
                        { format!("To {} ({} cards)", model.t.setup.name(o), counts[o]) }
                    </button>
                }) }
            </div>
        </section>
    }
}
