//! The steps of a turn with a Strike! out or a Choose card in play: choosing a symbol and
//! exhausting cards, as buttons in the bar.

use crate::app::kit::{send, Store};
use crate::app::pocket::face::symbol_icon;
use crate::app::pocket::model::{Model, Msg};
use crate::app::pocket::text;
use crate::app::pocket::words::{said, Who};
use crate::core::lang::{lang, Lang};
use crate::core::Seat;
use crate::games::pocket::{def, Ability, PocketState};
use crate::{t, ts};
use yew::prelude::*;

pub fn choose_buttons(
    model: &UseReducerHandle<Store<Model>>,
    who: &Who,
    view: &PocketState,
    v: Seat,
) -> Html {
    let Some((_, card, a, b)) = view.choice() else {
        return html! {};
    };
    let n = match def(card).ability {
        Ability::Choose(_, _, n) => n,
        _ => 2,
    };
    html! {
        <div class="act choose" role="group"
             aria-label={said(
                 || format!("{} {} shows", who.does(v, "choose"), text::name(card)),
                 || format!("{}が{}の示すシンボルを選ぶ", who.ja(v), text::name(card)),
             )}>
            <span class="act-title">{ t!("{c} shows:", "{c}が示すのは："; c = text::name(card)) }</span>
            { for [a, b].iter().enumerate().map(|(i, &sym)| html! {
                <button type="button" class="button primary choose-symbol" onclick={send(model, move || Msg::Choose(sym))}>
                    { symbol_icon(sym) }{ t!(" {c}", "{c}"; c = sym.count(n)) }<kbd aria-hidden="true">{ i + 1 }</kbd>
                </button>
            }) }
        </div>
    }
}

pub fn exhaust_buttons(model: &UseReducerHandle<Store<Model>>, v: Seat) -> Html {
    // The seat's own legal moves (its view's): on a guest there is no state to ask.
    let cards = model.choices(v);
    // "Done" on a phone in English, as the status says it ("or be done"), named in full.
    // Other languages show the whole name, which is then the button's name: a name must
    // hold the visible words as they are, and Japanese has no spaces to split them at.
    let full = ts!("Done exhausting", "消耗を終了");
    let (short, rest, label) = match lang() {
        Lang::En => ("Done", " exhausting", Some(full)),
        Lang::Ja | Lang::Pseudo => (full, "", None),
    };
    html! {
        <div class="act exhaust" role="group" aria-label={ts!("Exhaust a card for this strike, or pass", "この一撃のためにカードを消耗するか、パスする")}>
            { for cards.iter().enumerate().map(|(i, &c)| {
                let effect = match def(c).ability { Ability::Exhaust(e) => e.text(), _ => String::new() };
                html! {
                    // Two short lines: the card, then its effect, small.
                    // Named by its text: "Exhaust Kunai Volley: opponent −4 swords".
                    <button type="button" class="button exhaust-card" onclick={send(model, move || Msg::Exhaust(c))}>
                        <span class="ex-what">{ t!("Exhaust {c}", "{c}を消耗"; c = text::name(c)) }<span class="visually-hidden">{ ts!(": ", "：") }</span></span>
                        <span class="ex-effect">{ effect }</span>
                        <kbd aria-hidden="true">{ i + 1 }</kbd>
                    </button>
                }
            }) }
            <button type="button" class="button primary pass" aria-label={label} onclick={send(model, || Msg::Pass)}>
                { short }<span class="wide-only">{ rest }</span><kbd aria-hidden="true">{ "P" }</kbd>
            </button>
        </div>
    }
}
