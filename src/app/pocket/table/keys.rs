//! Keyboard: 1-9 and 0 choose, Enter confirms, P passes, N starts the next round.

use crate::app::kit::Store;
use crate::app::pocket::model::{Model, Msg};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// What a key press on the page does.
pub fn on_key(d: &UseReducerDispatcher<Store<Model>>, e: &web_sys::KeyboardEvent) {
    match e.key().as_str() {
        k @ ("1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9") => {
            d.dispatch(Msg::Index(k.parse::<usize>().unwrap_or(1) - 1))
        }
        "0" => d.dispatch(Msg::Index(9)),
        "Enter" if !handles_enter(e) => {
            // Not the browser's own Enter: the table's confirm button does the work.
            e.prevent_default();
            d.dispatch(Msg::Confirm)
        }
        "p" | "P" => d.dispatch(Msg::Pass),
        "n" | "N" => d.dispatch(Msg::NextRound),
        _ => {}
    }
}

/// The key target is a control that handles Enter itself.
fn handles_enter(e: &web_sys::KeyboardEvent) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| {
            matches!(
                el.tag_name().as_str(),
                "INPUT" | "SELECT" | "TEXTAREA" | "BUTTON" | "A" | "SUMMARY"
            )
        })
}
