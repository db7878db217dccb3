//! The steps of a turn with a Strike! out or a Choose card in play: choosing a symbol and
//! exhausting cards, as buttons in the bar.

use crate::app::kit::{send, Store};
use crate::app::pocket::face::symbol_icon;
use crate::app::pocket::model::{Model, Msg};
use crate::app::pocket::text;
use crate::app::pocket::words::{said, Who};
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
                    { symbol_icon(sym) }{ sym.count(n) }<kbd aria-hidden="true">{ i + 1 }</kbd>
                </button>
            }) }
        </div>
    }
}

pub fn exhaust_buttons(model: &UseReducerHandle<Store<Model>>, v: Seat) -> Html {
    // The seat's own legal moves (its view's): on a guest there is no state to ask.
    let cards = model.choices(v);
    // Done: its short form on a phone, upright or on its side, where it shares a row with
    // Hint. Where the short form begins the full one ("Done exhausting"), the rest is kept
    // for screen readers, so the button's name stays whole; else each form is a whole text
    // of its own, the name being the one shown.
    let full = ts!("Done exhausting", "消耗を終了");
    let short = ts!("Done", "終了");
    let done = match full.strip_prefix(short) {
        Some(rest) => html! { <>{ short }<span class="rest-form">{ rest }</span></> },
        None => {
            html! { <><span class="short-form">{ short }</span><span class="full-form">{ full }</span></> }
        }
    };
    html! {
        <>
            // The cards in a row of their own above Done and Hint.
            if !cards.is_empty() {
                <div class="act exhaust" role="group" aria-label={ts!("Exhaust a card for this strike", "この一撃のためにカードを消耗する")}>
                    { for cards.iter().enumerate().map(|(i, &c)| {
                        let effect = match def(c).ability { Ability::Exhaust(e) => e.text(), _ => String::new() };
                        html! {
                            // Two short lines: the card, then its effect, small. Named by
                            // its text: "Exhaust Kunai Volley: opponent −4 swords".
                            <button type="button" class="button exhaust-card" onclick={send(model, move || Msg::Exhaust(c))}>
                                // On a phone on its side, the card's name alone (the status and
                                // the group say what the buttons do).
                                <span class="ex-what">
                                    <span class="full-verb">{ t!("Exhaust {c}", "{c}を消耗"; c = text::name(c)) }</span>
                                    <span class="short-verb">{ text::name(c) }</span>
                                    <span class="visually-hidden">{ ts!(": ", "：") }</span>
                                </span>
                                <span class="ex-effect">{ effect }</span>
                                <kbd aria-hidden="true">{ i + 1 }</kbd>
                            </button>
                        }
                    }) }
                </div>
            }
            <button type="button" class="button primary pass exhaust-pass" onclick={send(model, || Msg::Pass)}>
                { done }<kbd aria-hidden="true">{ "P" }</kbd>
            </button>
        </>
    }
}
