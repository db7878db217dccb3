//! Transitional: the old table plumbing's names, now served by the kit. Each game moves
//! to `crate::app::kit` directly; this file goes when the last one has.

pub use super::kit::model::bot_action;
use super::kit::{load_table, model::seed_from_code};
pub use super::kit::{
    new_seed, store, BoardProps, Loaded, Player, PlayerKind, SavedTable, TableSetup,
};
use crate::core::Game;
use yew::prelude::*;

/// [`seed_from_code`] for the text of a new-game dialog's deal-code field.
pub fn seed_from_field(field: &NodeRef) -> Result<u64, String> {
    let text = field
        .cast::<web_sys::HtmlInputElement>()
        .map(|i| i.value())
        .unwrap_or_default();
    seed_from_code(&text).map(|s| s.unwrap_or_else(new_seed))
}

#[hook]
pub fn use_saved_game<G: Game + 'static, T: SavedTable + 'static>(
) -> (UseStateHandle<Loaded<G, T>>, Callback<()>) {
    let loaded = use_state(load_table::<G, T>);
    let reload = {
        let loaded = loaded.clone();
        Callback::from(move |_| loaded.set(load_table::<G, T>()))
    };
    (loaded, reload)
}

pub fn no_game_notice<G: Game, T>(loaded: &Loaded<G, T>) -> AttrValue {
    match loaded {
        Loaded::Broken(message) => AttrValue::from(message.clone()),
        _ => AttrValue::from("There is no game in progress. Start one here."),
    }
}

/// A callback, whatever its event, that sends `msg()` to a table's reducer.
pub fn send<E, R: Reducible + 'static>(
    model: &UseReducerHandle<R>,
    msg: impl Fn() -> R::Action + 'static,
) -> Callback<E> {
    let d = model.dispatcher();
    Callback::from(move |_| d.dispatch(msg()))
}
