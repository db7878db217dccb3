//! Short tones made by the app with Web Audio (no sound files), only when sound is on.

use std::cell::RefCell;
use web_sys::{AudioContext, OscillatorType};

thread_local! {
    // One context for the page: browsers cap how many may exist.
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// Plays a soft tone; silently does nothing where audio is unavailable.
pub fn tone(enabled: bool, freq: f32, millis: u32) {
    if !enabled {
        return;
    }
    CONTEXT.with(|cell| {
        let mut cell = cell.borrow_mut();
        if cell.is_none() {
            *cell = AudioContext::new().ok();
        }
        if let Some(ctx) = cell.as_ref() {
            play(ctx, freq, millis);
        }
    });
}

fn play(ctx: &AudioContext, freq: f32, millis: u32) {
    let (Ok(osc), Ok(gain)) = (ctx.create_oscillator(), ctx.create_gain()) else {
        return;
    };
    osc.set_type(OscillatorType::Sine);
    osc.frequency().set_value(freq);
    let now = ctx.current_time();
    let end = now + millis as f64 / 1000.0;
    let _ = gain.gain().set_value_at_time(0.12, now);
    let _ = gain.gain().exponential_ramp_to_value_at_time(0.001, end);
    let _ = osc.connect_with_audio_node(&gain);
    let _ = gain.connect_with_audio_node(&ctx.destination());
    let _ = osc.start();
    let _ = osc.stop_with_when(end);
}

/// What just happened at a table, as a sound: every game plays the same few.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// Cards dealt.
    Deal,
    /// A card or combination played.
    Play,
    /// A card turned face up.
    Flip,
    /// A trick, round or game won.
    Win,
    /// The person at the device is to move.
    Turn,
}

/// Plays a cue when sound is on: short, soft and distinct from each other.
pub fn cue(enabled: bool, cue: Cue) {
    let (freq, millis) = match cue {
        Cue::Deal => (880.0, 45),
        Cue::Play => (523.0, 70),
        Cue::Flip => (659.0, 60),
        Cue::Win => (440.0, 220),
        Cue::Turn => (392.0, 90),
    };
    tone(enabled, freq, millis);
    if cue == Cue::Win {
        // A second, higher note: a small fanfare.
        tone(enabled, 660.0, 260);
    }
}

/// A short vibration where the browser has it (phones), when the setting allows, and once
/// the person has touched the page: before that the browser refuses it with an error in
/// the console (a resumed table whose computers play first).
pub fn buzz(enabled: bool, millis: u32) {
    let navigator = gloo::utils::window().navigator();
    if enabled && touched(&navigator) {
        let _ = navigator.vibrate_with_duration(millis);
    }
}

/// Whether the page has had a tap, a click or a key (`navigator.userActivation`; a browser
/// without it is taken to allow).
fn touched(navigator: &web_sys::Navigator) -> bool {
    let get = |target: &wasm_bindgen::JsValue, key: &str| js_sys::Reflect::get(target, &key.into()).ok();
    match get(navigator, "userActivation").filter(|a| !a.is_undefined()) {
        Some(activation) => get(&activation, "hasBeenActive").and_then(|v| v.as_bool()).unwrap_or(true),
        None => true,
    }
}
