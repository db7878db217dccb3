//! The viewer's area: their hand (in display order, with its keys), Sort and Call Panda,
//! the passing or play panel, and the cards received in the passing.

use super::super::model::{Msg, KEYS};
use super::super::text;
use super::{act, passing, play, Handle};
use crate::app::components::CardView;
use crate::app::kit::send;
use crate::core::{Game, Seat};
use crate::games::panda::{Action, Card, Phase, SEATS};
use yew::prelude::*;

pub fn my_area(model: &Handle, me: Seat) -> Html {
    let m = &***model;
    let s = m.state();
    let phase = s.phase();
    let passing = m.passing_for(me);
    let cards = m.my_cards(me);
    let toggle = {
        let d = model.dispatcher();
        Callback::from(move |c: Card| d.dispatch(Msg::Toggle(c)))
    };
    let hand = cards.iter().enumerate().map(|(i, &c)| {
        let selected = if passing {
            m.picked == Some(c)
        } else {
            m.selected.contains(c)
        };
        let key = KEYS.get(i).map(|k| AttrValue::from(*k));
        let label = match key.as_ref() {
            Some(k) => format!("{} (key {k})", c.name()),
            None => c.name(),
        };
        let onclick = toggle.reform(move |_| c);
        html! {
            <li><CardView face={text::face(c)} {label} {selected} {onclick} shortcut={key} /></li>
        }
    });
    let name = m.t.setup.name(me);
    let sort = {
        let by_suit = m.by_suit;
        send::<MouseEvent, _>(model, move || Msg::SortBySuit(!by_suit))
    };
    let call = s.may_call(me).then(|| {
        html! { <button type="button" class="button pd-call" onclick={act(model, Action::CallPanda)}
        title="+100 for your team if you go out first, -100 if not">{ "Call Panda" }</button> }
    });
    let actions = if passing {
        passing::passing_panel(model, me)
    } else {
        play::play_panel(model, me)
    };
    let obs = s.observe(me);
    let received: Vec<String> = if phase != Phase::Passing {
        (0..SEATS)
            .filter_map(|g| {
                obs.received[g].map(|c| format!("{} from {}", c.name(), m.t.setup.name(g)))
            })
            .collect()
    } else {
        Vec::new()
    };
    html! {
        <section class="my-area pd-mine" aria-label={format!("{name}'s hand")}>
            <div class="pd-hand-head">
                <h2>{ format!("{name}'s hand ({})", s.hand(me).len()) }</h2>
                <button type="button" class="button quiet pd-sort" onclick={sort} aria-pressed={m.by_suit.to_string()}>
                    { "Sort by suit" }
                </button>
                { call.unwrap_or_default() }
            </div>
            <ul class="card-row hand pd-hand" aria-label="Your hand">{ for hand }</ul>
            { actions }
            if !received.is_empty() && !obs.has_played[me] {
                <p class="hint pd-received">{ format!("You received: {}.", received.join(", ")) }</p>
            }
        </section>
    }
}
