//! Effects every table has: saving each action, bot turns on the pace, document keys.

use super::model::{SavedTable, Table};
use super::saves;
use crate::core::{Game, Seat};
use gloo::events::{EventListener, EventListenerOptions, EventListenerPhase};
use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Saves the game whenever an action was applied (or a new game dealt).
#[hook]
pub fn use_autosave<G: Game + 'static, T: SavedTable + 'static>(table: &Table<G, T>) {
    let session = table.session.clone();
    let setup = table.setup.clone();
    use_effect_with((session.seed, session.log.len()), move |_| {
        saves::store(&session, &setup)
    });
}

/// Calls `on_turn(seat)` after `wait` ms while `pending` names a bot seat. `key` is the
/// game's position (seed, log length, ...): a new position restarts the wait, leaving the
/// page cancels it.
#[hook]
pub fn use_bot_turn<K: PartialEq + Clone + 'static>(
    key: K,
    pending: Option<Seat>,
    wait: u32,
    on_turn: Callback<Seat>,
) {
    use_effect_with((key, pending, wait), move |(_, pending, wait)| {
        let timer = pending.map(|seat| Timeout::new(*wait, move || on_turn.emit(seat)));
        move || drop(timer)
    });
}

/// Key presses on the page go to `on_key`, except keys typed into form fields, repeats and
/// presses with Ctrl, Alt or Meta (the browser's shortcuts).
#[hook]
pub fn use_keys(on_key: Callback<web_sys::KeyboardEvent>) {
    use_keys_with(KeyOptions::default(), on_key)
}

/// What [`use_keys_with`] lets through beyond [`use_keys`].
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct KeyOptions {
    /// A held key's repeats too (arrows moving along a hand).
    pub repeats: bool,
    /// A listener that is not passive, so `on_key` may call `prevent_default` (Enter on a
    /// focused card, arrows that would scroll the page).
    pub may_prevent_default: bool,
}

/// [`use_keys`] with options.
#[hook]
pub fn use_keys_with(options: KeyOptions, on_key: Callback<web_sys::KeyboardEvent>) {
    use_effect_with(options, move |options| {
        let KeyOptions {
            repeats,
            may_prevent_default,
        } = *options;
        let listen = EventListenerOptions {
            phase: EventListenerPhase::Bubble,
            passive: !may_prevent_default,
        };
        let document = gloo::utils::document();
        let listener = EventListener::new_with_options(&document, "keydown", listen, move |e| {
            let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
                return;
            };
            if e.ctrl_key()
                || e.meta_key()
                || e.alt_key()
                || (e.repeat() && !repeats)
                || in_field(e)
            {
                return;
            }
            on_key.emit(e.clone());
        });
        move || drop(listener)
    });
}

/// Whether the key was typed into a form field (which keeps its own keys).
pub fn in_field(e: &web_sys::Event) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"))
}
