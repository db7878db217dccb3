//! The table's clock: one animation-frame loop for the board's life, each frame's time to
//! `on_frame`.

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
