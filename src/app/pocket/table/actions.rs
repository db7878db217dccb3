//! The acting person's panel under the mat: lay a card, call one, choose a symbol,
//! exhaust, or start the next round.

use super::round_end::round_over;
use super::strike::{choose_panel, exhaust_panel};
use crate::app::kit::{send, Store};
use crate::app::pocket::face::PocketCard;
use crate::app::pocket::model::{call_target_words, Model, Msg};
use crate::app::pocket::text;
use crate::core::Seat;
use crate::games::pocket::{def, Ability, CallTarget, Card, Phase, PocketState};
use yew::prelude::*;

pub fn action_panel(model: &UseReducerHandle<Store<Model>>, view: &PocketState) -> Html {
    let phase = view.phase();
    let Some(v) = model.can_act() else {
        // Somebody else acts; a person who has laid a card sees it here.
        if phase == Phase::RoundOver || phase == Phase::Over {
            return round_over(model, view);
        }
        return html! {};
    };
    match phase {
        Phase::Commit => commit_panel(model, view, v),
        Phase::Call => call_panel(model, view, v),
        Phase::Choose => choose_panel(model, view, v),
        Phase::Exhaust => exhaust_panel(model, view, v),
        Phase::RoundOver | Phase::Over => round_over(model, view),
        Phase::Dojo => html! {},
    }
}

fn commit_panel(model: &UseReducerHandle<Store<Model>>, view: &PocketState, v: Seat) -> Html {
    html! {
        <div class="act commit">
            <h3>{ format!("{}: lay a card face down", model.t.setup.name(v)) }</h3>
            <p class="hint">{ "Both cards flip together. Strike! wins the round if your swords in play outnumber the opponent's helms." }</p>
            { hand_cards(model, view, v, &|_| None) }
            <div class="actions">
                { confirm_button(model, |c| format!("Lay {c} face down"), "Choose a card first") }
                <p class="keys hint">{ "Keys: 1–9 choose a card, Enter lays it face down." }</p>
            </div>
        </div>
    }
}

fn call_panel(model: &UseReducerHandle<Store<Model>>, view: &PocketState, v: Seat) -> Html {
    let m = &***model;
    let Some(by) = view.pending_call(v) else {
        return html! {};
    };
    let target = match def(by).ability {
        Ability::Call(t) => t,
        _ => CallTarget::Any,
    };
    let legal = |c: Card| -> Option<String> {
        (!m.may_call(v, c))
            .then(|| format!("{} calls {}", text::name(by), call_target_words(target)))
    };
    html! {
        <div class="act call">
            <h3>{ format!("{}: {} lets you call", m.t.setup.name(v), text::name(by)) }</h3>
            <p class="hint">{ format!("{} Put a card from your hand into play, or call nothing. \
                The opponent decides at the same time.", def(by).rules_text()) }</p>
            { hand_cards(model, view, v, &legal) }
            <div class="actions">
                { confirm_button(model, |c| format!("Call {c}"), "Choose a card to call first") }
                <button type="button" class="button pass" onclick={send(model, || Msg::Pass)}>
                    { "Call nothing" }<kbd aria-hidden="true">{ "P" }</kbd>
                </button>
            </div>
        </div>
    }
}

/// The acting person's hand as cards to choose; `refused(card)` says why a card may not
/// be chosen (clicking it says so).
fn hand_cards(
    model: &UseReducerHandle<Store<Model>>,
    view: &PocketState,
    v: Seat,
    refused: &dyn Fn(Card) -> Option<String>,
) -> Html {
    let dispatcher = model.dispatcher();
    let cards = view.hand(v).iter().enumerate().map(|(i, &c)| {
        let reason = refused(c);
        let selected = model.selected == Some(c) && reason.is_none();
        let onclick = {
            let d = dispatcher.clone();
            Some(match reason.clone() {
                None => Callback::from(move |_| d.dispatch(Msg::Select(c))),
                Some(r) => Callback::from(move |_| d.dispatch(Msg::Refused(r.clone()))),
            })
        };
        html! {
            <li key={c as usize}>
                <PocketCard card={Some(c)} {selected} {onclick} size="small"
                            disabled_reason={reason.map(AttrValue::from)}
                            shortcut={(i < 10).then(|| AttrValue::from(((i + 1) % 10).to_string()))}
                            extra={if selected { ", selected" } else { "" }} />
            </li>
        }
    });
    html! { <ul class="pc-row small-row hand-row" aria-label={format!("{}'s hand", model.t.setup.name(v))}>{ for cards }</ul> }
}

/// The button that confirms the chosen card, labelled `label(its name)`; without a choice
/// it reads `label("a card")`, stays usable and says why nothing happens (`why`).
pub fn confirm_button(
    model: &UseReducerHandle<Store<Model>>,
    label: impl Fn(&str) -> String,
    why: &str,
) -> Html {
    let (label, reason) = match model.selected {
        Some(c) => (label(text::name(c)), None),
        None => (label("a card"), Some(why)),
    };
    let onclick = match reason {
        None => send(model, || Msg::Confirm),
        Some(r) => {
            let r = r.to_string();
            send(model, move || Msg::Refused(format!("{r}.")))
        }
    };
    html! {
        <button type="button" class="button primary confirm" aria-disabled={reason.is_some().to_string()}
                title={reason.map(str::to_string)} {onclick}>
            { label }<kbd aria-hidden="true">{ "Enter" }</kbd>
        </button>
    }
}
