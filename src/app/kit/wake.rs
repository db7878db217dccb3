//! The screen stays on while a game is in progress (Screen Wake Lock). The browser drops
//! the lock when the page is hidden, so it is asked for again when the page shows; it is
//! released when the game ends or the table is left. Where the API is missing (older
//! browsers, an insecure origin), nothing happens.

use gloo::events::EventListener;
use js_sys::{Function, Promise, Reflect};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

/// The lock held now (a `WakeLockSentinel`), and whether this request is still wanted.
#[derive(Default)]
struct Lock {
    sentinel: RefCell<Option<JsValue>>,
    wanted: Cell<bool>,
}

#[hook]
pub fn use_wake_lock(active: bool) {
    use_effect_with(active, move |&active| {
        let lock = Rc::new(Lock::default());
        let listener = active.then(|| {
            lock.wanted.set(true);
            request(&lock);
            let again = lock.clone();
            EventListener::new(&gloo::utils::document(), "visibilitychange", move |_| {
                if !gloo::utils::document().hidden() {
                    request(&again);
                }
            })
        });
        move || {
            drop(listener);
            lock.wanted.set(false);
            if let Some(s) = lock.sentinel.borrow_mut().take() {
                release(&s);
            }
        }
    });
}

/// `navigator.wakeLock.request('screen')`, keeping the sentinel it resolves to (or
/// releasing it at once if the table no longer wants it). A refusal is ignored.
fn request(lock: &Rc<Lock>) {
    let navigator = gloo::utils::window().navigator();
    let Some(wake_lock) = Reflect::get(&navigator, &"wakeLock".into())
        .ok()
        .filter(|w| w.is_object())
    else {
        return;
    };
    let Some(promise) = Reflect::get(&wake_lock, &"request".into())
        .ok()
        .and_then(|f| f.dyn_into::<Function>().ok())
        .and_then(|f| f.call1(&wake_lock, &"screen".into()).ok())
        .and_then(|p| p.dyn_into::<Promise>().ok())
    else {
        return;
    };
    let lock = lock.clone();
    wasm_bindgen_futures::spawn_local(async move {
        let Ok(sentinel) = JsFuture::from(promise).await else {
            return;
        };
        if lock.wanted.get() {
            if let Some(old) = lock.sentinel.borrow_mut().replace(sentinel) {
                release(&old);
            }
        } else {
            release(&sentinel);
        }
    });
}

fn release(sentinel: &JsValue) {
    let released = Reflect::get(sentinel, &"release".into())
        .ok()
        .and_then(|f| f.dyn_into::<Function>().ok())
        .and_then(|f| f.call0(sentinel).ok());
    // Its promise may reject if the lock was already dropped: nothing to do then.
    if let Some(p) = released.and_then(|p| p.dyn_into::<Promise>().ok()) {
        wasm_bindgen_futures::spawn_local(async move {
            let _ = JsFuture::from(p).await;
        });
    }
}
