//! One reducer for every table: a game's model implements [`Update`], the store redraws
//! only when a message changed something.

use super::frame::UndoButton;
use super::model::{KitMsg, SavedTable, Table, Update};
use crate::core::Viewed;
use std::ops::Deref;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Clone, PartialEq)]
pub struct Store<M>(pub M);

impl<M: Update> Reducible for Store<M> {
    type Action = M::Msg;

    fn reduce(self: Rc<Self>, msg: M::Msg) -> Rc<Self> {
        let mut next = self.0.clone();
        if next.update(msg) {
            Rc::new(Store(next))
        } else {
            self
        }
    }
}

impl<M> Deref for Store<M> {
    type Target = M;

    fn deref(&self) -> &M {
        &self.0
    }
}

/// A callback, whatever its event, that sends `msg()` to a table's store.
pub fn send<E, M: Update + 'static>(
    store: &UseReducerHandle<Store<M>>,
    msg: impl Fn() -> M::Msg + 'static,
) -> Callback<E> {
    let d = store.dispatcher();
    Callback::from(move |_| d.dispatch(msg()))
}

/// The frame's Undo for a table that offers it (one person against computers): pressing it
/// sends `kit(KitMsg::Undo)`, which takes the move back or says why not.
pub fn undo<M: Update + 'static, G: Viewed, S: SavedTable>(
    store: &UseReducerHandle<Store<M>>,
    table: &Table<G, S>,
    kit: fn(KitMsg) -> M::Msg,
) -> Option<UndoButton> {
    table.offers_undo().then(|| UndoButton {
        refusal: table.undo_point().err().map(|r| r.to_string().into()),
        on_undo: send(store, move || kit(KitMsg::Undo)),
    })
}
