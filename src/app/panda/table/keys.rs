//! The keys: a card's key selects it, Enter plays, Escape clears, the arrows move the
//! focus between the hand's cards (held down, they keep moving).

use super::super::model::{key_index, Model, Msg};
use crate::app::kit::{use_keys_with, KeyOptions, Store};
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[hook]
pub fn use_hand_keys(d: UseReducerDispatcher<Store<Model>>) {
    let options = KeyOptions {
        repeats: true,
        may_prevent_default: true,
    };
    use_keys_with(
        options,
        Callback::from(move |e: web_sys::KeyboardEvent| {
            let active = gloo::utils::document().active_element();
            let tag = active.as_ref().map(|a| a.tag_name()).unwrap_or_default();
            let on_card = active
                .as_ref()
                .is_some_and(|a| a.closest(".pd-hand").ok().flatten().is_some());
            let on_control = matches!(tag.as_str(), "BUTTON" | "A" | "SUMMARY");
            let key = e.key();
            match key.as_str() {
                "ArrowLeft" | "ArrowRight"
                    if move_focus(if key == "ArrowLeft" { -1 } else { 1 }) =>
                {
                    e.prevent_default();
                }
                // Enter on a card plays the selection (not the card's click); on another
                // button it presses that button.
                "Enter" if on_card || !on_control => {
                    e.prevent_default();
                    d.dispatch(Msg::Key(key));
                }
                "Escape" => d.dispatch(Msg::Key(key)),
                k if key_index(k).is_some() => d.dispatch(Msg::Key(key)),
                _ => {}
            }
        }),
    );
}

/// Moves the focus to the previous or next card of the hand (to the first when it is
/// elsewhere); `false` when the hand has no cards.
fn move_focus(step: i32) -> bool {
    let doc = gloo::utils::document();
    let Some(active) = doc.active_element() else {
        return false;
    };
    let Ok(list) = doc.query_selector_all(".pd-hand button.card") else {
        return false;
    };
    let n = list.length() as i32;
    let current = (0..n).find(|&i| {
        list.item(i as u32)
            .is_some_and(|node| node.is_same_node(Some(active.as_ref())))
    });
    let next = match current {
        Some(i) => (i + step).clamp(0, n - 1),
        None if n > 0 => 0,
        None => return false,
    };
    if let Some(el) = list
        .item(next as u32)
        .and_then(|n| n.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = el.focus();
    }
    true
}
