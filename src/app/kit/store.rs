//! One reducer for every table: a game's model implements [`Update`], the store redraws
//! only when a message changed something.

use super::model::Update;
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
