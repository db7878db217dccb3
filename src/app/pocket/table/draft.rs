//! The draft: the Dojo as a grid of compact cards, the chosen card's rules in a detail
//! line, your picks so far in the dock and Take in the bar.

use super::actions::confirm_button;
use super::panels::chips;
use crate::app::kit::Store;
use crate::app::pocket::face::PocketCard;
use crate::app::pocket::model::{Model, Msg};
use crate::app::pocket::words::{picks as n_picks, Who};
use crate::core::Seat;
use crate::games::pocket::{def, PocketState, DOJO_LEFT, STRIKE};
use yew::prelude::*;

pub fn dojo_grid(model: &UseReducerHandle<Store<Model>>, view: &PocketState) -> Html {
    let m = &***model;
    let who = Who::new(&m.t.setup);
    let picker = view.picker().unwrap_or(0);
    let can = m.can_act() == Some(picker);
    let row = view.row();
    let dispatcher = model.dispatcher();
    let cards = row.iter().enumerate().map(|(i, &c)| {
        let selected = can && m.selected == Some(c);
        let onclick = can.then(|| {
            let d = dispatcher.clone();
            Callback::from(move |_| d.dispatch(Msg::Select(c)))
        });
        let on_double = can.then(|| {
            let d = dispatcher.clone();
            Callback::from(move |_| d.dispatch(Msg::Double(c)))
        });
        let key = (i + 1) % 10;
        html! {
            <li key={c as usize}>
                <PocketCard card={Some(c)} {selected} {onclick} {on_double} size="compact"
                            shortcut={can.then(|| AttrValue::from(key.to_string()))}
                            extra={if selected { ", selected" } else { "" }} />
            </li>
        }
    });
    let picks_left = row.len().saturating_sub(DOJO_LEFT);
    let title = if who.is_you(picker) {
        format!("Dojo {}: your pick", view.dojo())
    } else {
        format!("Dojo {}: {} picks", view.dojo(), m.t.setup.name(picker))
    };
    // The chosen card's rules, in full; before a choice, how the Dojo goes.
    let detail = match m.selected.filter(|c| can && row.contains(c)) {
        Some(c) => {
            let d = def(c);
            let rules = d.rules_text();
            html! {
                <p class="detail" aria-live="polite">
                    <strong>{ d.name }</strong>{ ": " }
                    { if rules.is_empty() { "no ability, symbols only.".to_string() } else { rules } }
                </p>
            }
        }
        None => html! {
            <p class="detail hint">{ format!("{} left in this Dojo; the last {DOJO_LEFT} cards are discarded face up. \
                Every pick is public.{}", n_picks(picks_left), if can { " Tap a card to read its rules." } else { "" }) }</p>
        },
    };
    html! {
        <section class="draft" aria-labelledby="draft-title">
            <h2 id="draft-title">{ title }</h2>
            <ul class="pc-row dojo-row" aria-label="The Dojo row">{ for cards }</ul>
            { detail }
        </section>
    }
}

/// The picks of the person at the device so far, small, in the dock.
pub fn picks(m: &Model, who: &Who, view: &PocketState, viewer: Seat) -> Html {
    let mine: Vec<_> = view
        .hand(viewer)
        .iter()
        .copied()
        .filter(|&c| c != STRIKE)
        .collect();
    let title = if who.is_you(viewer) {
        "Your picks".to_string()
    } else {
        format!("{}'s picks", m.t.setup.name(viewer))
    };
    html! {
        <div class="my-picks" data-seat={viewer.to_string()}>
            <span class="zone-title">{ format!("{title} ({}):", mine.len()) }</span>
            if mine.is_empty() { <span class="hint">{ "none yet" }</span> } else { { chips(&mine) } }
        </div>
    }
}

/// Take <card>, for the picker at the device.
pub fn take_button(model: &UseReducerHandle<Store<Model>>, view: &PocketState) -> Option<Html> {
    let picker = view.picker()?;
    (model.can_act() == Some(picker))
        .then(|| confirm_button(model, |c| format!("Take {}", c.unwrap_or("a card")), "Choose a card first"))
}
