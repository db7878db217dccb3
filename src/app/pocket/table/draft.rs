//! The draft: a Dojo row of large cards, the picker's choice and the Take button.

use super::actions::confirm_button;
use crate::app::kit::Store;
use crate::app::pocket::face::PocketCard;
use crate::app::pocket::model::{Model, Msg};
use crate::app::pocket::text;
use crate::games::pocket::{PocketState, DOJO_LEFT};
use yew::prelude::*;

pub fn draft_view(model: &UseReducerHandle<Store<Model>>, view: &PocketState) -> Html {
    let m = &***model;
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
        let key = (i + 1) % 10;
        html! {
            <li key={c as usize}>
                <PocketCard card={Some(c)} {selected} {onclick}
                            shortcut={can.then(|| AttrValue::from(key.to_string()))}
                            extra={if selected { ", selected" } else { "" }} />
            </li>
        }
    });
    let picks_left = row.len().saturating_sub(DOJO_LEFT);
    let confirm =
        can.then(|| confirm_button(model, |c| format!("Take {c}"), "Choose a card first"));
    let discarded = view.discarded();
    html! {
        <section class="draft" aria-labelledby="draft-title">
            <h2 id="draft-title">{ format!("Dojo {}: {} picks", view.dojo(), m.t.setup.name(picker)) }</h2>
            <p class="hint">{ format!("{picks_left} picks left in this Dojo; the last 2 cards are discarded face up. \
                Every pick is public. Each player takes 4 cards per Dojo.") }</p>
            <ul class="pc-row big-row" aria-label="The Dojo row">{ for cards }</ul>
            <div class="actions">
                { confirm.unwrap_or_default() }
                if can { <p class="keys hint">{ "Keys: 1–9 and 0 choose a card, Enter takes it." }</p> }
            </div>
            if !discarded.is_empty() {
                <p class="discarded">{ format!("Discarded from the Dojo: {}.",
                    discarded.iter().map(|&c| text::name(c)).collect::<Vec<_>>().join(", ")) }</p>
            }
        </section>
    }
}
