//! A game's table page: the saved game on its board, or the new-game form when there is
//! none (or it could not be resumed).

use super::model::SavedTable;
use super::new_game::NewGameProps;
use super::saves::{load_table, Loaded};
use crate::core::{Game, Session};
use std::rc::Rc;
use yew::prelude::*;

/// A board's props: the session (compared by pointer: a new action is a new `Rc`) and the
/// table setup.
#[derive(Properties)]
pub struct BoardProps<G: Game + 'static, T: PartialEq + 'static> {
    pub session: Rc<Session<G>>,
    pub setup: T,
}

impl<G: Game, T: PartialEq> PartialEq for BoardProps<G, T> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.session, &other.session) && self.setup == other.setup
    }
}

/// The pages of a game's table, implemented by each game's `app/<game>/mod.rs`.
pub trait TablePages: Game + 'static {
    type Setup: SavedTable + 'static;
    /// The board for a game in progress.
    fn board(session: Rc<Session<Self>>, setup: Self::Setup) -> Html;
    /// The game's new-game page.
    fn new_game(props: NewGameProps) -> Html;
}

#[function_component(TablePage)]
pub fn table_page<G: TablePages>() -> Html {
    let loaded = use_state(load_table::<G, G::Setup>);
    // A game started from this page keeps the same address: load it again.
    let on_started = {
        let loaded = loaded.clone();
        Callback::from(move |_| loaded.set(load_table::<G, G::Setup>()))
    };
    let notice = |text: &str| NewGameProps {
        notice: Some(AttrValue::from(text.to_string())),
        on_started: Some(on_started.clone()),
    };
    match &*loaded {
        Loaded::Game(session, setup) => G::board(Rc::new((**session).clone()), setup.clone()),
        Loaded::Broken(message) => G::new_game(notice(message)),
        Loaded::Nothing => G::new_game(notice("There is no game in progress. Start one here.")),
    }
}
