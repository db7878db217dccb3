//! The viewer's cards, docked at the bottom: a head line (whose hand, the seat's marks,
//! Sort by suit) and the fifteen cards as an overlapping fan as wide as the screen; on an
//! upright phone a long hand is two fans, the second in front of the first (styles/panda.css).

use super::super::model::{Msg, KEYS};
use super::super::text;
use super::super::words::Names;
use super::{seats, Handle};
use crate::app::components::CardView;
use crate::app::kit::send;
use crate::core::Seat;
use crate::games::panda::observation::face_id;
use crate::games::panda::{Card, PandaObservation};
use crate::{t, ts};
use yew::prelude::*;

pub fn my_area(model: &Handle, me: Seat, obs: &PandaObservation) -> Html {
    let m = &***model;
    let passing = m.passing_for(me);
    let cards = m.cards_in_order(obs);
    let toggle = {
        let d = model.dispatcher();
        Callback::from(move |c: Card| d.dispatch(Msg::Toggle(c)))
    };
    let double = {
        let d = model.dispatcher();
        Callback::from(move |c: Card| d.dispatch(Msg::Double(c)))
    };
    let n = cards.len();
    // How many cards the back row holds: all but in a hand of more than 8, where one row on
    // an upright phone would leave each card a strip too narrow to tap, its index too small
    // to read; the rest are the front row.
    let back = if n > 8 { n.div_ceil(2) } else { n };
    let hand = cards.iter().enumerate().map(|(i, &c)| {
        let selected = if passing {
            m.picked == Some(c)
        } else {
            m.selected.contains(c)
        };
        let key = KEYS.get(i).map(|k| AttrValue::from(*k));
        let label = match key.as_ref() {
            Some(k) => t!("{name} (key {k})", "{name}（キー{k}）"; name = c.name()),
            None => c.name(),
        };
        let onclick = toggle.reform(move |_| c);
        let on_double = double.reform(move |_| c);
        let row = (i >= back).then_some("pd-front");
        let first = (i == back).then_some("pd-front-first");
        html! {
            <li class={classes!(row, first)} data-face={face_id(obs.deal, c).to_string()}><CardView face={text::face(c)} {label} {selected} {onclick} {on_double} shortcut={key} /></li>
        }
    });
    let names = Names::new(&m.t.setup);
    // The count is in the seat's line beside the heading.
    let heading = if names.is_you(me) {
        ts!("Your hand", "あなたの手札").to_string()
    } else {
        t!("{who}'s hand", "{who}の手札"; who = m.t.setup.name(me))
    };
    let title = t!("{heading} ({n})", "{heading}（{n}枚）"; n = obs.hand.len());
    let sort = {
        let by_suit = m.by_suit;
        send::<MouseEvent, _>(model, move || Msg::SortBySuit(!by_suit))
    };
    html! {
        <section class="my-area pd-mine" aria-label={title}>
            <div class="pd-hand-head">
                <h2>{ heading }</h2>
                { seats::seat_chip(m, obs, me, "bottom") }
                <button type="button" class="button quiet pd-sort" onclick={sort} aria-pressed={m.by_suit.to_string()}
                        title={ts!("Sort by suit", "スート順に並べる")}>{ ts!("By suit", "スート順") }</button>
            </div>
            <ul class="card-row hand pd-hand" aria-label={ts!("Your hand", "あなたの手札")} style={format!("--n: {n}; --back: {back}")}>{ for hand }</ul>
        </section>
    }
}
