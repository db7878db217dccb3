//! Your side of the duel, docked at the bottom (your strip: rounds won, symbols and cards
//! in play; your hand as compact cards, the chosen one raised), and the step's action in
//! the bar: lay a card, call one, choose a symbol, exhaust or pass, the next round.

use super::panels::seat_strip;
use super::round_end::next_round;
use super::strike::{choose_buttons, exhaust_buttons};
use crate::app::kit::{send, Store};
use crate::app::pocket::face::PocketCard;
use crate::app::pocket::model::{call_target_words, Model, Msg};
use crate::app::pocket::text;
use crate::app::pocket::words::Who;
use crate::core::Seat;
use crate::games::pocket::{def, Ability, CallTarget, Card, Phase, PocketState, STRIKE};
use crate::{t, ts};
use yew::prelude::*;

/// The dock: your strip and your hand, which you choose from when laying or calling.
pub fn my_side(
    model: &UseReducerHandle<Store<Model>>,
    who: &Who,
    view: &PocketState,
    viewer: Seat,
    hidden: bool,
) -> Html {
    let m = &***model;
    let acting = m.can_act() == Some(viewer) && !hidden;
    let phase = view.phase();
    let choosing = acting && matches!(phase, Phase::Commit | Phase::Call);
    let refused: Box<dyn Fn(Card) -> Option<String>> = match (phase, view.pending_call(viewer)) {
        (Phase::Call, Some(by)) if choosing => {
            let target = match def(by).ability {
                Ability::Call(t) => t,
                _ => CallTarget::Any,
            };
            Box::new(move |c: Card| {
                (!m.may_call(viewer, c)).then(|| {
                    t!(
                        "{by} calls {what}",
                        "{by}で出せるのは{what}";
                        by = text::name(by),
                        what = call_target_words(target)
                    )
                })
            })
        }
        _ => Box::new(|_| None),
    };
    let class = classes!(
        "my-hand",
        choosing.then_some("act"),
        choosing.then_some(if phase == Phase::Call {
            "call"
        } else {
            "commit"
        })
    );
    // The round's summary takes the room of the hand, which has nothing to do until the
    // next round (the sheet lists it).
    let summary = phase == Phase::RoundOver;
    html! {
        <div class="my-side">
            { seat_strip(m, who, view, viewer) }
            if !summary {
                <div {class}>
                    { hand_cards(model, who, view, viewer, choosing, &*refused) }
                </div>
            }
        </div>
    }
}

/// The hand as compact cards; chosen from when `choosing`, `refused(card)` saying why a
/// card may not be chosen (clicking it says so).
fn hand_cards(
    model: &UseReducerHandle<Store<Model>>,
    who: &Who,
    view: &PocketState,
    v: Seat,
    choosing: bool,
    refused: &dyn Fn(Card) -> Option<String>,
) -> Html {
    let dispatcher = model.dispatcher();
    let cards = view.hand(v).iter().enumerate().map(|(i, &c)| {
        let reason = refused(c);
        let selected = choosing && model.selected == Some(c) && reason.is_none();
        let onclick = choosing.then(|| {
            let d = dispatcher.clone();
            match reason.clone() {
                None => Callback::from(move |_| d.dispatch(Msg::Select(c))),
                Some(r) => Callback::from(move |_| d.dispatch(Msg::Refused(r.clone()))),
            }
        });
        let on_double = (choosing && reason.is_none()).then(|| {
            let d = dispatcher.clone();
            Callback::from(move |_| d.dispatch(Msg::Double(c)))
        });
        html! {
            <li key={c as usize}>
                <PocketCard card={Some(c)} {selected} {onclick} {on_double} size="compact"
                            strike={(c == STRIKE).then(|| (view.swords(v), view.helms(1 - v)))}
                            disabled_reason={reason.map(AttrValue::from)}
                            shortcut={(choosing && i < 10).then(|| AttrValue::from(((i + 1) % 10).to_string()))}
                            extra={if selected { ts!(", selected", "、選択中") } else { "" }} />
            </li>
        }
    });
    let label = if who.is_you(v) {
        ts!("Your hand", "あなたの手札").to_string()
    } else {
        t!("{name}'s hand", "{name}の手札"; name = model.t.setup.name(v))
    };
    html! { <ul class="pc-row hand-row" aria-label={label}>{ for cards }</ul> }
}

/// The bar's buttons for the step the person at the device is in.
pub fn action_bar(
    model: &UseReducerHandle<Store<Model>>,
    who: &Who,
    view: &PocketState,
) -> Option<Html> {
    let phase = view.phase();
    if phase == Phase::RoundOver {
        return next_round(model, view);
    }
    let v = model.can_act()?;
    // The table lays a forced Strike! itself: nothing to press meanwhile.
    if model.forced_strike().is_some() {
        return None;
    }
    match phase {
        Phase::Commit => Some(confirm_button(
            model,
            // "Lay <card>": at most two lines in a phone's button beside Hint.
            |c| match c {
                Some(c) => t!("Lay {c}", "{c}を伏せる"),
                None => ts!("Lay a card face down", "カードを伏せる").into(),
            },
            ts!("Choose a card first", "先にカードを選んでください"),
        )),
        Phase::Call => Some(html! {
            <>
                { confirm_button(
                    model,
                    |c| match c {
                        Some(c) => t!("Call {c}", "{c}を出す"),
                        None => ts!("Call a card", "カードを出す").into(),
                    },
                    ts!("Choose a card to call first", "先に出すカードを選んでください"),
                ) }
                <button type="button" class="button pass" onclick={send(model, || Msg::Pass)}>
                    { ts!("Call nothing", "出さない") }<kbd aria-hidden="true">{ "P" }</kbd>
                </button>
            </>
        }),
        Phase::Choose => Some(choose_buttons(model, who, view, v)),
        Phase::Exhaust => Some(exhaust_buttons(model, v)),
        _ => None,
    }
}

/// The button that confirms the chosen card, labelled `label(Some(its name))`; without a
/// choice it reads `label(None)`, stays usable and says why nothing happens (`why`).
pub fn confirm_button(
    model: &UseReducerHandle<Store<Model>>,
    label: impl Fn(Option<&str>) -> String,
    why: &str,
) -> Html {
    let (label, reason) = match model.selected {
        Some(c) => (label(Some(text::name(c))), None),
        None => (label(None), Some(why)),
    };
    let onclick = match reason {
        None => send(model, || Msg::Confirm),
        Some(r) => {
            let r = r.to_string();
            send(model, move || Msg::Refused(t!("{r}.", "{r}。")))
        }
    };
    html! {
        <button type="button" class="button primary confirm" aria-disabled={reason.is_some().to_string()}
                title={reason.map(str::to_string)} {onclick}>
            <span class="confirm-label">{ label }</span><kbd aria-hidden="true" translate="no">{ "Enter" }</kbd>
        </button>
    }
}
