//! Calibrating a phone for Judge on two phones (issue 34): a beat flashes and sounds eight
//! times; the player taps along. The median of (tap - beat) is what this phone adds to
//! every reaction (showing a picture, noticing a touch) beyond the player's own anticipation
//! of a steady beat, as rhythm games measure it; it is kept on this device and taken off
//! its player's times on two phones.

use crate::games::judge::Ms;
#[cfg(target_arch = "wasm32")]
use {
    crate::app::sound,
    gloo::storage::{LocalStorage, Storage},
    gloo::timers::callback::Timeout,
    std::cell::RefCell,
    std::rc::Rc,
    yew::prelude::*,
};

#[cfg(target_arch = "wasm32")]
const KEY: &str = "samurai-tables/judge/calibration";
const BEATS: usize = 8;
const BEAT_MS: u32 = 700;
/// A figure beyond this is a player off the beat, not a phone's delay.
const MAX_MS: Ms = 150.0;

/// This phone's figure (ms), 0 when never calibrated.
#[cfg(target_arch = "wasm32")]
pub fn load() -> Ms {
    LocalStorage::get::<Ms>(KEY)
        .ok()
        .filter(|m| m.is_finite())
        .map_or(0.0, |m| m.clamp(0.0, MAX_MS))
}

/// The figure from taps' offsets to their beats: their median, kept within 0..=MAX_MS;
/// `None` for too few taps (a player not playing along).
pub fn figure(offsets: &[Ms]) -> Option<Ms> {
    let mut near: Vec<Ms> = offsets
        .iter()
        .copied()
        .filter(|o| o.is_finite() && o.abs() < BEAT_MS as Ms / 2.0)
        .collect();
    if near.len() < BEATS / 2 {
        return None;
    }
    near.sort_by(|a, b| a.total_cmp(b));
    Some(near[near.len() / 2].clamp(0.0, MAX_MS))
}

#[cfg(target_arch = "wasm32")]
fn now() -> Ms {
    crate::app::kit::page_now()
}

/// The calibration: a button to start it, the beat with a large target to tap, the figure.
#[cfg(target_arch = "wasm32")]
#[function_component(Calibration)]
pub fn calibration() -> Html {
    let figure_now = use_state(load);
    let running = use_state(|| false);
    let beat_on = use_state(|| false);
    let beats: Rc<RefCell<Vec<Ms>>> = use_mut_ref(Vec::new);
    let taps: Rc<RefCell<Vec<Ms>>> = use_mut_ref(Vec::new);
    let said = use_state(|| None::<String>);
    let start = {
        let (running, beat_on, beats, taps, figure_now, said) = (
            running.clone(),
            beat_on.clone(),
            beats.clone(),
            taps.clone(),
            figure_now.clone(),
            said.clone(),
        );
        Callback::from(move |_: MouseEvent| {
            beats.borrow_mut().clear();
            taps.borrow_mut().clear();
            running.set(true);
            said.set(None);
            for i in 0..BEATS {
                let (beat_on, beats) = (beat_on.clone(), beats.clone());
                Timeout::new(600 + i as u32 * BEAT_MS, move || {
                    beats.borrow_mut().push(now());
                    beat_on.set(true);
                    sound::tone(true, 880.0, 60);
                    let off = beat_on.clone();
                    Timeout::new(120, move || off.set(false)).forget();
                })
                .forget();
            }
            let (running, beats, taps, figure_now, said) = (
                running.clone(),
                beats.clone(),
                taps.clone(),
                figure_now.clone(),
                said.clone(),
            );
            Timeout::new(600 + BEATS as u32 * BEAT_MS, move || {
                running.set(false);
                let beats = beats.borrow();
                // Each tap against the beat nearest it.
                let offsets: Vec<Ms> = taps
                    .borrow()
                    .iter()
                    .filter_map(|t| {
                        beats
                            .iter()
                            .map(|b| t - b)
                            .min_by(|a, b| a.abs().total_cmp(&b.abs()))
                    })
                    .collect();
                match figure(&offsets) {
                    Some(ms) => {
                        let _ = LocalStorage::set(KEY, ms);
                        figure_now.set(ms);
                        said.set(None);
                    }
                    None => said.set(Some(
                        crate::ts!(
                            "Too few taps on the beat: try again.",
                            "拍に合ったタップが少なすぎます。もう一度どうぞ。"
                        )
                        .into(),
                    )),
                }
            })
            .forget();
        })
    };
    let tap = {
        let (taps, running) = (taps.clone(), running.clone());
        Callback::from(move |e: PointerEvent| {
            e.prevent_default();
            if *running {
                taps.borrow_mut().push(e.time_stamp());
            }
        })
    };
    let clear = {
        let figure_now = figure_now.clone();
        Callback::from(move |_: MouseEvent| {
            LocalStorage::delete(KEY);
            figure_now.set(0.0);
        })
    };
    let ms = figure_now.round() as i64;
    html! {
        <div class="calibration">
            <p class="hint">{ crate::t!(
                "This phone's delay (showing and touch): {ms} ms, taken off your times on two phones.",
                "このスマホの遅れ（表示とタッチ）：{ms}ミリ秒。2台のスマホで遊ぶとき、あなたの時間から差し引きます。"
            ) }</p>
            if *running {
                <button type="button" class={classes!("button", "calibration-target", beat_on.then_some("beat"))}
                        onpointerdown={tap}>{ crate::ts!("Tap with each flash", "光るたびにタップ") }</button>
            } else {
                <button type="button" class="button calibrate" onclick={start}>{ crate::ts!("Calibrate this phone", "このスマホを調整") }</button>
                if *figure_now > 0.0 {
                    <button type="button" class="button quiet" onclick={clear}>{ crate::ts!("Clear", "消去") }</button>
                }
            }
            if let Some(s) = &*said { <p class="notice" role="alert">{ s.clone() }</p> }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::figure;

    #[test]
    fn the_figure_is_the_median_tap_after_the_beat_within_bounds() {
        assert_eq!(figure(&[40.0, 42.0, 38.0, 45.0, 41.0, 300.0]), Some(42.0));
        assert_eq!(
            figure(&[-20.0, -10.0, -30.0, -5.0]),
            Some(0.0),
            "never negative"
        );
        assert_eq!(
            figure(&[200.0, 220.0, 210.0, 205.0]),
            Some(150.0),
            "at most 150"
        );
        assert_eq!(figure(&[40.0, 41.0]), None, "too few taps");
    }
}
