//! The passing: a slot for each of the three others, and the button that passes them.

use super::super::model::Msg;
use super::Handle;
use crate::app::kit::send;
use crate::core::Seat;
use crate::games::panda::SEATS;
use yew::prelude::*;

pub fn passing_panel(model: &Handle, me: Seat) -> Html {
    let m = &***model;
    let targets = [
        ("left", (me + 1) % SEATS),
        ("partner", (me + 2) % SEATS),
        ("right", (me + 3) % SEATS),
    ];
    let slots = targets.iter().enumerate().map(|(i, (place, seat))| {
        let who = format!("{} ({place})", m.t.setup.name(*seat));
        let label = match (m.gifts[i], m.picked) {
            (Some(c), _) => format!("To {who}: {}", c.name()),
            (None, Some(c)) => format!("Give {} to {who}", c.name()),
            (None, None) => format!("To {who}: pick a card first"),
        };
        let title = match m.gifts[i] {
            Some(_) if m.picked.is_none() => "Press to take the card back",
            _ => "",
        };
        html! {
            <button type="button" class={classes!("button", "pd-target", m.gifts[i].is_some().then_some("set"))}
                    title={title} onclick={send(model, move || Msg::Target(i))}>{ label }</button>
        }
    });
    let ready = m.gifts.iter().all(Option::is_some);
    let confirm = if ready {
        html! { <button type="button" class="button primary pd-give" onclick={send(model, || Msg::PlaySelected)}>{ "Pass these three cards" }</button> }
    } else {
        html! { <button type="button" class="button pd-give" aria-disabled="true" title="Set a card for each of the three players first">{ "Pass these three cards" }</button> }
    };
    html! {
        <section class="phase-panel pd-passing" aria-label="Passing">
            <h2>{ "Pass three cards" }</h2>
            <p class="hint">{ "Pick a card in your hand, then the player it goes to. All four players pass at once." }</p>
            <div class="actions pd-targets">{ for slots }</div>
            <div class="actions">{ confirm }</div>
        </section>
    }
}
