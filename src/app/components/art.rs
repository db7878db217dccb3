//! A picture from a deck's sprite (`app::art`), drawn with `<use>`. Hidden from screen
//! readers: the element around it carries the card's name.
//!
//! The sprite is fetched once (the service worker has it) and kept; each symbol is put in
//! the page, hidden, the first time it is drawn, its id prefixed with the file's name. A
//! `<use>` of another file made Chromium load, style and lay out that whole file again and
//! again (1,353 elements for Panda's deck, about 25 ms each time); putting a whole sprite
//! in at once took a long task of its own.

use crate::app::art::{Deck, ICON};
use std::cell::RefCell;
use std::collections::HashMap;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::Element;
use yew::prelude::*;

/// Symbol `id` of `deck`, filling its box at the deck's proportions.
pub fn art(deck: Deck, id: &str, class: &'static str) -> Html {
    picture(deck.file, id, deck.w, deck.h, class)
}

/// An icon (24 x 24) of `deck`'s sprite: a suit or a symbol.
pub fn icon(deck: Deck, id: &str, class: &'static str) -> Html {
    picture(deck.file, id, ICON, ICON, class)
}

/// Symbol `id` of a sprite the page itself holds: tools/post-build.mjs puts the home page's
/// tiles in index.html, so they show with its first paint and its module needs no loader.
pub fn held(deck: Deck, id: &str, class: &'static str) -> Html {
    drawn(deck.file, id, deck.w, deck.h, class)
}

fn picture(file: &'static str, id: &str, w: u32, h: u32, class: &'static str) -> Html {
    ensure(file, id);
    drawn(file, id, w, h, class)
}

fn drawn(file: &str, id: &str, w: u32, h: u32, class: &'static str) -> Html {
    html! {
        <svg {class} viewBox={format!("0 0 {w} {h}")} aria-hidden="true" focusable="false">
            <use href={format!("#{}", symbol_id(file, id))} />
        </svg>
    }
}

/// A symbol's id in the page: "art/panda-0f1ca079.svg" and "c3" make "panda-0f1ca079-c3".
pub fn symbol_id(file: &str, id: &str) -> String {
    let stem = file.rsplit('/').next().unwrap_or(file);
    format!("{}-{id}", stem.strip_suffix(".svg").unwrap_or(stem))
}

/// A deck's sprite: on its way (with the symbols asked for meanwhile), or here.
enum Sprite {
    Loading(Vec<String>),
    Ready {
        /// The hidden `<svg>` the symbols are put in.
        holder: Element,
        /// Each symbol's markup (its id prefixed), until it is put in the page.
        symbols: HashMap<String, String>,
    },
}

thread_local! {
    static SPRITES: RefCell<HashMap<&'static str, Sprite>> = RefCell::new(HashMap::new());
}

/// Forgets every sprite: this module's app draws again after another module had the page,
/// and that module took this one's sprites out of it.
pub fn forget() {
    SPRITES.with(|s| s.borrow_mut().clear());
}

/// Puts symbol `id` of `file` in the page, once: at once if the sprite is here, else when
/// it arrives (a `<use>` follows its id). A failed fetch is tried again by the next
/// picture drawn.
fn ensure(file: &'static str, id: &str) {
    let fetch = SPRITES.with(|s| {
        let mut s = s.borrow_mut();
        match s.get_mut(file) {
            None => {
                s.insert(file, Sprite::Loading(vec![id.to_string()]));
                true
            }
            Some(Sprite::Loading(ids)) => {
                if !ids.iter().any(|i| i == id) {
                    ids.push(id.to_string());
                }
                false
            }
            Some(Sprite::Ready { holder, symbols }) => {
                put(holder, symbols, id);
                false
            }
        }
    });
    if fetch {
        wasm_bindgen_futures::spawn_local(async move {
            if let Err(e) = load(file).await {
                gloo::console::warn!(format!("card art {file} not loaded"), e);
                SPRITES.with(|s| s.borrow_mut().remove(file));
            }
        });
    }
}

/// Moves symbol `id`'s markup into the page (nothing if it is there or unknown).
fn put(holder: &Element, symbols: &mut HashMap<String, String>, id: &str) {
    if let Some(markup) = symbols.remove(id) {
        let _ = holder.insert_adjacent_html("beforeend", &markup);
    }
}

/// Each `<symbol id="...">...</symbol>` of a sprite by its id, with the id prefixed.
fn symbols(text: &str, prefix: &str) -> HashMap<String, String> {
    let mut out = HashMap::new();
    for part in text.split("<symbol id=\"").skip(1) {
        let (Some((id, rest)), Some(end)) = (part.split_once('"'), part.find("</symbol>")) else {
            continue;
        };
        let body = &rest[..end - id.len() - 1];
        out.insert(
            id.to_string(),
            format!("<symbol id=\"{prefix}{id}\"{body}</symbol>"),
        );
    }
    out
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
    let mut symbols = symbols(&text, &symbol_id(file, ""));
    let document = window.document().ok_or("no document")?;
    let wrapper = document.create_element("div")?;
    wrapper.set_attribute("hidden", "")?;
    wrapper.set_attribute("aria-hidden", "true")?;
    wrapper.set_attribute("data-sprite", file)?;
    let holder = document.create_element_ns(Some("http://www.w3.org/2000/svg"), "svg")?;
    wrapper.append_child(&holder)?;
    document.body().ok_or("no body")?.append_child(&wrapper)?;
    SPRITES.with(|s| {
        let mut s = s.borrow_mut();
        let asked = match s.remove(file) {
            Some(Sprite::Loading(ids)) => ids,
            _ => Vec::new(),
        };
        for id in &asked {
            put(&holder, &mut symbols, id);
        }
        s.insert(file, Sprite::Ready { holder, symbols });
    });
    Ok(())
}
