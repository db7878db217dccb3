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
use crate::{t, ts};
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
                            extra={if selected { ts!(", selected", "、選択中") } else { "" }} />
            </li>
        }
    });
    let picks_left = row.len().saturating_sub(DOJO_LEFT);
    let dojo = view.dojo();
    let title = if who.is_you(picker) {
        t!("Dojo {dojo}: your pick", "道場{dojo}：あなたが取る番")
    } else {
        t!(
            "Dojo {dojo}: {name} picks",
            "道場{dojo}：{name}が取る番";
            name = m.t.setup.name(picker)
        )
    };
    // The chosen card's rules, in full; before a choice, how the Dojo goes.
    let detail = match m.selected.filter(|c| can && row.contains(c)) {
        Some(c) => {
            let d = def(c);
            let rules = d.rules_text();
            html! {
                <p class="detail" aria-live="polite">
                    <strong>{ d.title() }</strong>{ ts!(": ", "：") }
                    { if rules.is_empty() { ts!("no ability, symbols only.", "能力なし、シンボルのみ。").to_string() } else { rules } }
                </p>
            }
        }
        None => html! {
            <p class="detail hint">{ match (can, picks_left) {
                (true, n) => t!(
                    "{picks} left in this Dojo; the last {DOJO_LEFT} cards are discarded face up. Every pick is public. Tap a card to read its rules.",
                    "この道場で取れるのはあと{n}枚です。最後の{DOJO_LEFT}枚は表向きで捨てられます。取ったカードは全員に見えます。カードをタップすると効果を読めます。";
                    picks = n_picks(n)
                ),
                (false, n) => t!(
                    "{picks} left in this Dojo; the last {DOJO_LEFT} cards are discarded face up. Every pick is public.",
                    "この道場で取れるのはあと{n}枚です。最後の{DOJO_LEFT}枚は表向きで捨てられます。取ったカードは全員に見えます。";
                    picks = n_picks(n)
                ),
            } }</p>
        },
    };
    html! {
        <section class="draft" aria-labelledby="draft-title">
            <h2 id="draft-title">{ title }</h2>
            <ul class="pc-row dojo-row" aria-label={ts!("The Dojo row", "道場の列")}>{ for cards }</ul>
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
    let n = mine.len();
    let title = if who.is_you(viewer) {
        t!("Your picks ({n}):", "あなたが取ったカード（{n}枚）：")
    } else {
        t!(
            "{name}'s picks ({n}):",
            "{name}が取ったカード（{n}枚）：";
            name = m.t.setup.name(viewer)
        )
    };
    html! {
        <div class="my-picks" data-seat={viewer.to_string()}>
            <span class="zone-title">{ title }</span>
            if mine.is_empty() { <span class="hint">{ ts!("none yet", "まだなし") }</span> } else { { chips(&mine) } }
        </div>
    }
}

/// Take <card>, for the picker at the device.
pub fn take_button(model: &UseReducerHandle<Store<Model>>, view: &PocketState) -> Option<Html> {
    let picker = view.picker()?;
    (model.can_act() == Some(picker)).then(|| {
        confirm_button(
            model,
            |c| match c {
                Some(c) => t!("Take {c}", "{c}を取る"),
                None => ts!("Take a card", "カードを取る").into(),
            },
            ts!("Choose a card first", "先にカードを選んでください"),
        )
    })
}
