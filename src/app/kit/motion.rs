//! Cards that move. After each render of a table, every card (`[data-motion]`, its art's id)
//! that stood elsewhere before glides from there to its new place (FLIP): a card played
//! from a hand travels to the table, a revealed card turns where it lies. A card new to
//! the table rises into place (many at once: dealt one after the other). Transform and
//! opacity only, 150-400 ms; nothing moves with the animations setting off or, on
//! "follow the device", when the system asks for reduced motion.
//!
//! A card new to the table right after a computer was deciding (the root's
//! `data-thinking`) comes from that computer's seat.
//!
//! A card that leaves the table (`.felt`, or a `.table-cards` box elsewhere) is gone from the page when this runs: a copy of
//! it, in a layer of its own over the page, flies to the seat that took it (the root's
//! `data-collect` names a `[data-seat]`) or fades where it lay.

use crate::app::settings::{use_settings, Motion};
use js_sys::{Array, Function, Object, Reflect};
use std::cell::RefCell;
use std::collections::HashMap;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

/// The longest animation, in ms: computers wait at least this long between moves, so a
/// fast pace never skips a step the eye should see.
pub const MOTION_MS: u32 = 400;

/// Whether cards move, from the setting and the system's preference.
#[hook]
pub fn use_motion() -> bool {
    let motion = use_settings().settings.motion;
    match motion {
        Motion::Full => true,
        Motion::Reduced => false,
        Motion::System => !gloo::utils::window()
            .match_media("(prefers-reduced-motion: reduce)")
            .ok()
            .flatten()
            .is_some_and(|m| m.matches()),
    }
}

/// Animates the cards under `root` after every render (see the module's text). `true`
/// while a deal's cards are still rising into place: the turn is the person's once their
/// hand is in place (issue 33, 13), so the frame says so only then.
#[hook]
pub fn use_card_motion(root: NodeRef, enabled: bool) -> bool {
    let last = use_mut_ref(HashMap::<String, Seen>::new);
    let was_thinking = use_mut_ref(|| None::<String>);
    let pending = use_mut_ref(|| false);
    let settling = use_state_eq(|| false);
    let dealt = settling.clone();
    use_effect(move || {
        // Measured in the next frame, before it is painted: the render's task ends without
        // forcing a layout (the frame lays out anyway), so neither task is long. Renders
        // quicker than a frame are measured once, from where the cards were last seen.
        if pending.replace(true) {
            return;
        }
        let run = move || {
            pending.replace(false);
            if let Some(root) = root.cast::<Element>() {
                let deal = flip(&root, enabled, &mut last.borrow_mut(), &was_thinking);
                if let Some(ms) = deal {
                    // Said at once, in this frame: the render the state asks for comes after.
                    let _ = root.set_attribute("data-act", "no");
                    let _ = root.set_attribute("data-settling", "yes");
                    dealt.set(true);
                    gloo::timers::callback::Timeout::new(ms, move || dealt.set(false)).forget();
                }
            }
        };
        let run = wasm_bindgen::closure::Closure::once_into_js(run);
        if gloo::utils::window().request_animation_frame(run.unchecked_ref()).is_err() {
            gloo::console::warn!("no animation frame: cards do not move");
        }
    });
    *settling
}

/// Cards that stood elsewhere at the `last` sight glide from there (see the module's text).
/// A deal (many new cards rising one after the other): how long until the last is in place.
fn flip(
    root: &Element,
    enabled: bool,
    last: &mut HashMap<String, Seen>,
    was_thinking: &RefCell<Option<String>>,
) -> Option<u32> {
    // A card new to the table just after a computer was deciding is the one it played:
    // it comes from that computer's seat.
    let from_seat = (!last.is_empty())
        .then(|| was_thinking.borrow().clone())
        .flatten()
        .and_then(|s| seat_rect(root, &s));
    *was_thinking.borrow_mut() = root.get_attribute("data-thinking");
    let mut seen = HashMap::new();
    let mut fresh = Vec::new();
    let mut moved: Vec<(Element, f64, f64, bool)> = Vec::new();
    let cards = root.query_selector_all("[data-motion]").ok();
    let count = cards.as_ref().map_or(0, |c| c.length());
    for i in 0..count {
        let Some(el) = cards
            .as_ref()
            .and_then(|c| c.item(i))
            .and_then(|n| n.dyn_into::<Element>().ok())
        else {
            continue;
        };
        let key = el.get_attribute("data-motion").unwrap_or_default();
        let r = el.get_bounding_client_rect();
        let at = (r.left(), r.top());
        let on_table = el.closest(".felt, .table-cards").ok().flatten().is_some();
        if enabled {
            match last.get(&key) {
                Some(s) if (s.x - at.0).abs() > 2.0 || (s.y - at.1).abs() > 2.0 => {
                    // Between the hand and the table, or within one of them.
                    let across = s.on_table.is_some() != on_table;
                    moved.push((el.clone(), s.x - at.0, s.y - at.1, across));
                }
                Some(_) => {}
                None => {
                    match &from_seat {
                        Some(t) if on_table => {
                            let from = format!(
                                "translate({}px, {}px) scale(0.5)",
                                t.left() + t.width() / 2.0 - at.0 - r.width() / 2.0,
                                t.top() + t.height() / 2.0 - at.1 - r.height() / 2.0
                            );
                            animate(&el, &[(&from, 0.3), ("none", 1.0)], 320.0, 0.0);
                        }
                        _ => fresh.push(el.clone()),
                    }
                }
            }
        }
        let seen_el = on_table.then(|| el.clone());
        let at = Seen { x: at.0, y: at.1, w: r.width(), h: r.height(), on_table: seen_el };
        seen.insert(key, at);
    }
    if enabled {
        let gone: Vec<Seen> = last
            .iter()
            .filter(|(k, s)| s.on_table.is_some() && !seen.contains_key(*k))
            .map(|(_, s)| s.clone())
            .collect();
        if !gone.is_empty() {
            collect(root, &gone);
        }
    }
    // Many cards moved within the hand or the table is the layout moving (a bar grew, the
    // hand's cards narrowed), not cards played: they stand in their new places at once,
    // where a person reads them. Cards between the hand and the table always glide.
    let reflow = moved.iter().filter(|m| !m.3).count() > 4;
    for m in &moved {
        if reflow && !m.3 {
            continue;
        }
        let from = format!("translate({}px, {}px)", m.1, m.2);
        animate(&m.0, &[(&from, 1.0), ("none", 1.0)], 320.0, 0.0);
    }
    // A first sight of many cards is a deal: one after the other.
    let deal = fresh.len() > 4;
    let step = if deal { 30.0 } else { 0.0 };
    let mut end: f64 = 0.0;
    for (i, el) in fresh.iter().enumerate() {
        let delay = (i as f64 * step).min(360.0);
        animate(
            el,
            &[("translateY(14px) scale(0.96)", 0.0), ("none", 1.0)],
            220.0,
            delay,
        );
        end = end.max(delay + 220.0);
    }
    *last = seen;
    deal.then_some(end as u32 + 20)
}

/// Where a card was drawn after the last render; a card on the table keeps its element so
/// that a copy can fly off once it is gone.
#[derive(Clone)]
struct Seen {
    x: f64,
    y: f64,
    w: f64,
    h: f64,
    on_table: Option<Element>,
}

/// Where the seat `seat` (its `data-seat`) is drawn.
fn seat_rect(root: &Element, seat: &str) -> Option<web_sys::DomRect> {
    root.query_selector(&format!("[data-seat=\"{seat}\"]"))
        .ok()
        .flatten()
        .map(|t| t.get_bounding_client_rect())
}

/// Copies of the cards that left the table fly to the seat that took them, or fade.
fn collect(root: &Element, gone: &[Seen]) {
    let doc = gloo::utils::document();
    let target = root
        .get_attribute("data-collect")
        .and_then(|s| seat_rect(root, &s));
    let Ok(layer) = doc.create_element("div") else {
        return;
    };
    layer.set_class_name("motion-layer");
    let _ = layer.set_attribute("aria-hidden", "true");
    for s in gone {
        let Some(Ok(copy)) = s.on_table.as_ref().map(|e| e.clone_node_with_deep(true)) else {
            continue;
        };
        let Ok(copy) = copy.dyn_into::<HtmlElement>() else {
            continue;
        };
        let style = format!(
            "position:fixed;left:{}px;top:{}px;width:{}px;height:{}px;margin:0",
            s.x, s.y, s.w, s.h
        );
        let _ = copy.set_attribute("style", &style);
        let _ = copy.remove_attribute("data-motion");
        let _ = layer.append_child(&copy);
        let end = match &target {
            Some(t) => format!(
                "translate({}px, {}px) scale(0.4)",
                t.left() + t.width() / 2.0 - s.x - s.w / 2.0,
                t.top() + t.height() / 2.0 - s.y - s.h / 2.0
            ),
            None => "scale(0.9)".to_string(),
        };
        animate_with(&copy, &[("none", 1.0), (&end, 0.0)], 380.0, 0.0, "forwards");
    }
    if let Some(body) = doc.body() {
        let _ = body.append_child(&layer);
    }
    // The layer goes once the flight is over.
    let done = layer.clone();
    gloo::timers::callback::Timeout::new(MOTION_MS + 50, move || done.remove()).forget();
}

/// `el.animate(frames, {duration, delay, easing})` through the Web Animations API;
/// frames are (transform, opacity). Does nothing where the API is missing.
fn animate(el: &Element, frames: &[(&str, f64)], duration: f64, delay: f64) {
    animate_with(el, frames, duration, delay, "backwards");
}

/// `animate` with the fill mode: "backwards" holds the first frame through the delay,
/// "forwards" keeps the last one after the end (a copy flying off stays gone).
fn animate_with(el: &Element, frames: &[(&str, f64)], duration: f64, delay: f64, fill: &str) {
    let Ok(f) = Reflect::get(el, &JsValue::from_str("animate")) else {
        return;
    };
    let Ok(f) = f.dyn_into::<Function>() else {
        return;
    };
    let keyframes = Array::new();
    for (transform, opacity) in frames {
        let k = Object::new();
        let _ = Reflect::set(&k, &"transform".into(), &JsValue::from_str(transform));
        let _ = Reflect::set(&k, &"opacity".into(), &JsValue::from_f64(*opacity));
        keyframes.push(&k);
    }
    let options = Object::new();
    let _ = Reflect::set(&options, &"duration".into(), &duration.into());
    let _ = Reflect::set(&options, &"delay".into(), &delay.into());
    let _ = Reflect::set(&options, &"fill".into(), &fill.into());
    let _ = Reflect::set(
        &options,
        &"easing".into(),
        &"cubic-bezier(0.2, 0.7, 0.3, 1)".into(),
    );
    let _ = f.call2(el, &keyframes, &options);
}
