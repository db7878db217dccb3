//! A picture from a deck's sprite (`app::art`), drawn with `<use>`. Hidden from screen
//! readers: the element around it carries the card's name.
//!
//! The sprite is fetched once (the service worker has it) and put in the page itself,
//! hidden, its symbols' ids prefixed with the file's name. A `<use>` of another file made
//! Chromium load, style and lay out that whole file again and again (1,353 elements for
//! Panda's deck, about 25 ms each time): most of the long tasks of a Panda deal.

use crate::app::art::{Deck, ICON};
use std::cell::RefCell;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

/// Symbol `id` of `deck`, filling its box at the deck's proportions.
pub fn art(deck: Deck, id: &str, class: &'static str) -> Html {
    picture(deck.file, id, deck.w, deck.h, class)
}

/// An icon (24 x 24) of `deck`'s sprite: a suit or a symbol.
pub fn icon(deck: Deck, id: &str, class: &'static str) -> Html {
    picture(deck.file, id, ICON, ICON, class)
}

fn picture(file: &'static str, id: &str, w: u32, h: u32, class: &'static str) -> Html {
    ensure(file);
    html! {
        <svg {class} viewBox={format!("0 0 {w} {h}")} aria-hidden="true" focusable="false">
            <use href={format!("#{}", symbol_id(file, id))} />
        </svg>
    }
}

/// A symbol's id in the page: "art/panda-0f1ca079.svg" and "c3" make "panda-0f1ca079-c3".
pub fn symbol_id(file: &str, id: &str) -> String {
    let stem = file.rsplit('/').next().unwrap_or(file);
    format!("{}-{id}", stem.trim_end_matches(".svg"))
}

thread_local! {
    /// The sprites put in the page or on their way.
    static ASKED: RefCell<Vec<&'static str>> = const { RefCell::new(Vec::new()) };
}

/// Puts `file`'s symbols in the page, once. The pictures drawn meanwhile show as soon as
/// their symbols arrive (a `<use>` follows its id). A failed fetch is tried again by the
/// next picture drawn.
fn ensure(file: &'static str) {
    let fresh = ASKED.with(|a| {
        let mut a = a.borrow_mut();
        let fresh = !a.contains(&file);
        if fresh {
            a.push(file);
        }
        fresh
    });
    if fresh {
        wasm_bindgen_futures::spawn_local(async move {
            if let Err(e) = load(file).await {
                gloo::console::warn!(format!("card art {file} not loaded"), e);
                ASKED.with(|a| a.borrow_mut().retain(|f| *f != file));
            }
        });
    }
}

async fn load(file: &'static str) -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(file))
        .await?
        .dyn_into()?;
    if !response.ok() {
        return Err(format!("HTTP {}", response.status()).into());
    }
    let text = JsFuture::from(response.text()?)
        .await?
        .as_string()
        .ok_or("not text")?;
    let prefix = symbol_id(file, "");
    let text = text.replace("<symbol id=\"", &format!("<symbol id=\"{prefix}"));
    let document = window.document().ok_or("no document")?;
    let holder = document.create_element("div")?;
    holder.set_attribute("hidden", "")?;
    holder.set_attribute("aria-hidden", "true")?;
    holder.set_attribute("data-sprite", file)?;
    holder.set_inner_html(&text);
    document.body().ok_or("no body")?.append_child(&holder)?;
    Ok(())
}
