//! A game's table page: the saved game on its board, or the new-game form when there is
//! none (or it could not be resumed).

use super::model::SavedTable;
use super::new_game::NewGameProps;
use super::saves::{load_table, Loaded};
use crate::core::{Game, Session};
use std::rc::Rc;
use crate::app::net::guest::Guest;
use crate::app::net::links;
use crate::app::route::Route;
use yew::prelude::*;

/// Where a board's game is: held here, or (a guest phone) on the host's, of which this
/// phone has heard its seat's first view.
pub enum Seated<G: crate::core::Viewed> {
    Held(Rc<Session<G>>),
    Guest(Rc<Guest<G>>),
}

/// A board's props: the game (compared by pointer: a new action is a new `Rc`) and the
/// table setup.
#[derive(Properties)]
pub struct BoardProps<G: crate::core::Viewed + 'static, T: PartialEq + 'static> {
    pub game: Seated<G>,
    pub setup: T,
}

impl<G: crate::core::Viewed, T: super::model::SavedTable> BoardProps<G, T> {
    /// The kit's table for the game: the model holds it from here on. Its phones (a
    /// host's phone seats, a guest's host) are reached through the page's links.
    pub fn table(&self) -> super::model::Table<G, T> {
        let wire: super::phones::Wire = Rc::new(|seat, text: String| {
            links::send(seat, &text);
        });
        match &self.game {
            Seated::Held(session) => {
                super::model::Table::new(session.clone(), self.setup.clone()).with_phones(wire)
            }
            Seated::Guest(guest) => {
                super::model::Table::guest((**guest).clone(), self.setup.clone(), wire)
            }
        }
    }

    /// The same, offering the game's hints (see [`Table::with_hints`](super::model::Table::with_hints)).
    pub fn hinted<C: 'static>(
        &self,
        hint: super::model::HintFn<G, C>,
        key: impl Fn(crate::core::Seat, &C) -> String + 'static,
    ) -> super::model::Table<G, T>
    where
        G: crate::core::Viewed<Table = <G as Game>::Observation> + 'static,
    {
        self.table().with_hints(hint, key)
    }
}

impl<G: crate::core::Viewed, T: PartialEq> PartialEq for BoardProps<G, T> {
    fn eq(&self, other: &Self) -> bool {
        let same = match (&self.game, &other.game) {
            (Seated::Held(a), Seated::Held(b)) => Rc::ptr_eq(a, b),
            (Seated::Guest(a), Seated::Guest(b)) => Rc::ptr_eq(a, b),
            _ => false,
        };
        same && self.setup == other.setup
    }
}

/// A game's pages, named once in its `app/<game>/mod.rs` by [`table_pages!`].
pub trait TablePages: crate::core::Viewed + 'static {
    type Setup: SavedTable + 'static;
    /// The board for a game in progress.
    type Board: BaseComponent<Properties = BoardProps<Self, Self::Setup>>;
    /// The game's new-game page.
    type NewGame: BaseComponent<Properties = NewGameProps>;
    /// The game's rules page.
    type Rules: BaseComponent<Properties = ()>;
    /// Every card of the game's deck.
    type Deck: BaseComponent<Properties = ()>;
}

/// `table_pages!(HonorState, TableSetup)` in `app/<game>/mod.rs`: the game's pages are
/// `table::Board`, `new_game::NewGame`, `rules_page::RulesPage` and `deck::DeckPage` (one
/// shape for all).
macro_rules! table_pages {
    ($state:ty, $setup:ty) => {
        impl $crate::app::kit::TablePages for $state {
            type Setup = $setup;
            type Board = table::Board;
            type NewGame = new_game::NewGame;
            type Rules = rules_page::RulesPage;
            type Deck = deck::DeckPage;
        }
    };
}
pub(crate) use table_pages;

/// The page a game's route shows.
pub fn game_page<G: TablePages>(route: &Route) -> Html {
    match route {
        Route::New(_) => html! { <G::NewGame /> },
        Route::Play(_) => html! { <TablePage<G> /> },
        Route::Rules(_) => html! { <G::Rules /> },
        Route::Cards(_) => html! { <G::Deck /> },
        _ => html! {},
    }
}

#[function_component(TablePage)]
pub fn table_page<G: TablePages>() -> Html {
    let loaded = use_state(load_table::<G, G::Setup>);
    // A game started from this page keeps the same address: load it again.
    let on_started = {
        let loaded = loaded.clone();
        Callback::from(move |_| loaded.set(load_table::<G, G::Setup>()))
    };
    let new_game = |text: &str| {
        let notice = Some(AttrValue::from(text.to_string()));
        html! { <G::NewGame {notice} on_started={on_started.clone()} /> }
    };
    match &*loaded {
        Loaded::Game(session, setup) => {
            html! { <G::Board game={Seated::Held(Rc::new((**session).clone()))} setup={setup.clone()} /> }
        }
        Loaded::Broken(message) => new_game(message),
        Loaded::Nothing => new_game(crate::ts!("There is no game in progress. Start one here.", "進行中のゲームはありません。ここで始めてください。")),
    }
}
