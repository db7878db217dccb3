//! The passing, in the bottom bar: a button for each of the three others (the card set for
//! them shown in it, card-sized), and the button that passes them.

use super::super::model::Msg;
use super::super::text;
use super::{play, Handle};
use crate::app::components::CardView;
use crate::app::kit::send;
use crate::core::Seat;
use crate::games::panda::observation::face_id;
use crate::games::panda::{Action, PandaObservation, SEATS};
use crate::{t, ts};
use yew::prelude::*;

pub fn passing_actions(model: &Handle, me: Seat, obs: &PandaObservation, legal: &[Action]) -> Html {
    let m = &***model;
    let targets = [
        (ts!("Left", "左"), (me + 1) % SEATS),
        (ts!("Partner", "パートナー"), (me + 2) % SEATS),
        (ts!("Right", "右"), (me + 3) % SEATS),
    ];
    let slots = targets.iter().enumerate().map(|(i, (place, seat))| {
        let who = m.t.setup.name(*seat);
        let label = match (m.gifts[i], m.picked) {
            (Some(c), _) => t!("{place}: to {who}, {card}", "{place}：{who}へ{card}"; card = c.name()),
            (None, Some(c)) => t!("{place}: give {card} to {who}", "{place}：{who}に{card}を渡す"; card = c.name()),
            (None, None) => t!(
                "{place}: to {who}, pick a card first",
                "{place}：{who}へ。先にカードを選んでください"
            ),
        };
        let title = match m.gifts[i] {
            Some(_) if m.picked.is_none() => t!(
                "{label}. Press to take the card back",
                "{label}。押すとカードを戻します"
            ),
            _ => label.clone(),
        };
        let mini = match m.gifts[i] {
            Some(c) => html! { <CardView face={text::face(c)} label={c.name()} /> },
            None => html! { <span class="pd-slot" aria-hidden="true"></span> },
        };
        let face = m.gifts[i].map(|c| face_id(obs.deal, c).to_string());
        html! {
            <button type="button" class={classes!("button", "pd-target", m.gifts[i].is_some().then_some("set"))}
                    aria-label={label} {title} onclick={send(model, move || Msg::Target(i))} data-face={face}>
                <span class="pd-target-who">{ *place }</span>{ mini }
            </button>
        }
    });
    let ready = m.gifts.iter().all(Option::is_some);
    let confirm = if ready {
        html! { <button type="button" class="button primary pd-give" onclick={send(model, || Msg::PlaySelected)}>{ ts!("Pass cards", "カードを渡す") }</button> }
    } else {
        html! { <button type="button" class="button pd-give" aria-disabled="true" title={ts!("Set a card for each of the three players first", "先に3人それぞれにカードを1枚ずつ決めてください")}>{ ts!("Pass cards", "カードを渡す") }</button> }
    };
    // Two rows of the bar's actions (not one box): the slots across the whole bar, each as
    // big as a card's target; Pass cards and Call Panda under them, beside the Hint button.
    html! {
        <>
            <div class="pd-buttons pd-targets pd-passing" role="group" aria-label={ts!("Passing: a card for each player", "カード交換：1人に1枚ずつ")}>{ for slots }</div>
            <div class="pd-buttons pd-pass-row">{ confirm }{ play::call_button(model, legal).unwrap_or_default() }</div>
        </>
    }
}
