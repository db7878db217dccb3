//! The steps of a turn with a Strike! out or a Choose card in play: choosing a symbol and
//! exhausting cards.

use crate::app::kit::{send, Store};
use crate::app::pocket::face::symbol_icon;
use crate::app::pocket::model::{exhaustable, Model, Msg};
use crate::app::pocket::text;
use crate::core::Seat;
use crate::games::pocket::{def, Ability, PocketState};
use yew::prelude::*;

pub fn choose_panel(model: &UseReducerHandle<Store<Model>>, view: &PocketState, v: Seat) -> Html {
    let Some((_, card, a, b)) = view.choice() else {
        return html! {};
    };
    let n = match def(card).ability {
        Ability::Choose(_, _, n) => n,
        _ => 2,
    };
    html! {
        <div class="act choose">
            <h3>{ format!("{}: choose the symbol {} shows", model.t.setup.name(v), text::name(card)) }</h3>
            <div class="actions">
                { for [a, b].iter().enumerate().map(|(i, &sym)| html! {
                    <button type="button" class="button primary choose-symbol" onclick={send(model, move || Msg::Choose(sym))}>
                        { symbol_icon(sym) }{ format!(" {}", sym.count(n)) }<kbd aria-hidden="true">{ i + 1 }</kbd>
                    </button>
                }) }
            </div>
        </div>
    }
}

pub fn exhaust_panel(model: &UseReducerHandle<Store<Model>>, view: &PocketState, v: Seat) -> Html {
    let cards = exhaustable(view, v);
    html! {
        <div class="act exhaust">
            <h3>{ format!("{}: a Strike! is out. Exhaust a card?", model.t.setup.name(v)) }</h3>
            <p class="hint">{ "An exhausted card leaves play for its effect on this strike. The other side may answer." }</p>
            <div class="actions">
                { for cards.iter().enumerate().map(|(i, &c)| {
                    let effect = match def(c).ability { Ability::Exhaust(e) => e.text(), _ => String::new() };
                    html! {
                        <button type="button" class="button exhaust-card" onclick={send(model, move || Msg::Exhaust(c))}>
                            { format!("Exhaust {}: {effect}", text::name(c)) }<kbd aria-hidden="true">{ i + 1 }</kbd>
                        </button>
                    }
                }) }
                <button type="button" class="button primary pass" onclick={send(model, || Msg::Pass)}>
                    { "Done exhausting" }<kbd aria-hidden="true">{ "P" }</kbd>
                </button>
            </div>
        </div>
    }
}
