//! A table's links to its phones, as a hook: what they hear goes to the table's model as
//! kit messages, and time passes for it (a guest's signs of life, the host's watch for
//! silent phones).

use super::model::{KitMsg, SavedTable, Table, Update};
use super::phones::PING_MS;
use super::store::Store;
use crate::app::net::links::{self, Note};
use crate::core::Viewed;
use gloo::timers::callback::Interval;
use yew::prelude::*;

/// Listens to the page's links while the table shows, if it has phones (a host with phone
/// seats, or a guest).
#[hook]
pub fn use_phones<M, G, T>(
    store: &UseReducerHandle<Store<M>>,
    table: &Table<G, T>,
    kit: fn(KitMsg) -> M::Msg,
) where
    M: Update + 'static,
    G: Viewed + 'static,
    T: SavedTable + 'static,
{
    let phones = table.is_guest() || table.host().is_some();
    let d = store.dispatcher();
    use_effect_with(phones, move |&phones| {
        let ticks = phones.then(|| {
            let to = d.clone();
            links::listen(move |note| {
                let now = page_now();
                to.dispatch(kit(match note {
                    Note::Open(seat) => KitMsg::Linked(seat, true),
                    Note::Message(seat, text) => KitMsg::Heard(seat, text.into(), now),
                    Note::Closed(seat) => KitMsg::Linked(seat, false),
                }))
            });
            Interval::new(PING_MS as u32, move || {
                d.dispatch(kit(KitMsg::Tick(page_now())))
            })
        });
        move || {
            if ticks.is_some() {
                links::unlisten();
            }
            drop(ticks);
        }
    });
}

/// The page's clock (`performance.now()`, the animation frames' base): a message's time
/// heard is comparable with a frame's, so a game can read clocks from it (Judge's).
pub fn page_now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or_else(js_sys::Date::now, |p| p.now())
}
