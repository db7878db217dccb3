//! What one seat's table shows, or a spectator's: the one thing a table draws from, and what
//! a guest's phone receives. Made by the engine, so that nothing the seat may not see can
//! reach it.

use super::game::{Game, Seat};
use super::undo::{Sight, Sighted};
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::fmt::Debug;

/// The version of [`View`]'s shape; a phone refuses a view of another version.
pub const VIEW_VERSION: u32 = 1;

/// One seat's view (`seat: Some`) or a spectator's (`None`: only what is public; at the end,
/// where the game shows hands, every seat's table in `reveal`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View<T, A, E> {
    pub version: u32,
    pub seat: Option<Seat>,
    /// What the table shows: the seat's own cards, public cards and piles, the others' card
    /// counts, scores, phase, who acts and what is awaited.
    pub table: T,
    /// What the seat may do now (none for a spectator).
    pub legal: Vec<A>,
    /// The history, each event as this seat may know it.
    pub events: Vec<E>,
    /// A spectator's view at the end of a game that shows hands: every seat's table.
    pub reveal: Option<Vec<T>>,
}

/// The view type of a game.
pub type ViewOf<G> = View<<G as Viewed>::Table, <G as Game>::Action, <G as Viewed>::Seen>;

/// A game that gives views: its table for a seat or a spectator, and its history cut for
/// each. Bots and hints keep deciding from [`Game::observe`].
pub trait Viewed: Game {
    /// What a table shows; its [`Sighted`] cards are the ones it shows face up.
    type Table: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Sighted;
    /// One event of the history as a seat (or a spectator) may know it.
    type Seen: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// Whether a finished game shows every hand (a spectator's view then reveals them).
    const REVEALS_AT_END: bool = true;

    /// `seat`'s table (a seat at the table), or a spectator's with only what is public.
    fn table(&self, seat: Option<Seat>) -> Self::Table;
    /// The history as `seat` (or a spectator) may know it.
    fn history(&self, seat: Option<Seat>) -> Vec<Self::Seen>;

    /// Every card face a table drawn from `view` may show, as the ids of its [`Sight::Card`]s
    /// (the page marks each face it draws with `data-face`, and the leak tests compare).
    /// By default the table's sighted cards and those of a reveal; a game whose table or
    /// history shows more faces (a discard pile, a clash in the history) adds them. In any
    /// order, repeats allowed (a plain list: a set would cost the app's wasm kilobytes).
    fn faces(view: &ViewOf<Self>) -> Vec<u32> {
        let tables = std::iter::once(&view.table).chain(view.reveal.iter().flatten());
        tables.flat_map(card_faces).collect()
    }

    /// Where a rule says the seat's moves in a line (Panda's passing: any three cards of the
    /// hand, one to each other seat), the moves it allows, in the engine's order, made from
    /// the seat's table alone; `None` where no such rule holds now. A phone is sent the rule
    /// instead of the list, which can run to thousands (`app::net::delta`).
    fn ruled(_table: &Self::Table) -> Option<Vec<Self::Action>> {
        None
    }

    /// The whole view. Panics for a seat not at the table, as `observe` does.
    fn view(&self, seat: Option<Seat>) -> ViewOf<Self> {
        if let Some(s) = seat {
            let seats = self.seat_count();
            assert!(s < seats, "seat {s} is not at this table ({seats} seats)");
        }
        let reveal = (seat.is_none() && Self::REVEALS_AT_END && self.is_over()).then(|| {
            (0..self.seat_count())
                .map(|s| self.table(Some(s)))
                .collect()
        });
        View {
            version: VIEW_VERSION,
            seat,
            table: self.table(seat),
            legal: seat.map(|s| self.legal_actions(s)).unwrap_or_default(),
            events: self.history(seat),
            reveal,
        }
    }
}

/// The card ids among a table's sighted things.
pub fn card_faces<T: Sighted>(table: &T) -> Vec<u32> {
    let sights = table.sighted().into_iter();
    sights
        .filter_map(|s| match s {
            Sight::Card(c) => Some(c),
            Sight::Shown(_) => None,
        })
        .collect()
}
