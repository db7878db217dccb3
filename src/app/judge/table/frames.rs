//! The table's clock: one animation-frame loop for the board's life, each frame's time to
//! `on_frame`.

use wasm_bindgen::JsCast;
use crate::games::judge::Ms;
use gloo::render::{request_animation_frame, AnimationFrame};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;
use yew::prelude::*;

type Frames = Rc<RefCell<VecDeque<AnimationFrame>>>;

#[hook]
pub fn use_frames(on_frame: Callback<Ms>) {
    use_effect_with((), move |_| {
        // Two handles are kept: the one running now must not be dropped from inside its
        // own callback.
        let frames: Frames = Rc::default();
        fn next(frames: Frames, on_frame: Callback<Ms>) {
            let again = frames.clone();
            let handle = request_animation_frame(move |now| {
                on_frame.emit(now);
                next(again, on_frame);
            });
            let mut q = frames.borrow_mut();
            q.push_back(handle);
            if q.len() > 2 {
                q.pop_front();
            }
        }
        next(frames.clone(), on_frame);
        move || frames.borrow_mut().clear()
    });
}

/// The page's clock now, on the same time line as frames and event timestamps.
pub fn now() -> Ms {
    gloo::utils::window()
        .performance()
        .map(|p| p.now())
        .unwrap_or(0.0)
}

/// Tells the tests' spy a flip painted at `at` (this page's clock) as a time comparable
/// across pages: `performance.timeOrigin + at`, pushed to `window.__judgePaints`; and how
/// well the clocks agreed then (ms) to `window.__judgeBounds`.
pub fn tell_paint(at: Ms, bound: Option<Ms>) {
    push("__judgeBounds", bound.unwrap_or(f64::NAN));
    let origin = gloo::utils::window()
        .performance()
        .map_or(0.0, |p| p.time_origin());
    push("__judgePaints", origin + at);
}

/// Tells the tests' spy a verdict shown at `at` (as [`tell_paint`]): `window.__judgeVerdicts`.
pub fn tell_verdict(at: Ms) {
    let origin = gloo::utils::window()
        .performance()
        .map_or(0.0, |p| p.time_origin());
    push("__judgeVerdicts", origin + at);
}

fn push(name: &str, value: f64) {
    let window = gloo::utils::window();
    let key = wasm_bindgen::JsValue::from_str(name);
    let list = js_sys::Reflect::get(&window, &key)
        .ok()
        .filter(|v| v.is_object())
        .unwrap_or_else(|| {
            let list = js_sys::Array::new().into();
            let _ = js_sys::Reflect::set(&window, &key, &list);
            list
        });
    if let Ok(list) = list.dyn_into::<js_sys::Array>() {
        list.push(&value.into());
    }
}
