//! The home page's module (`src/bin/home.rs`): the home page and the settings, drawn at
//! once and with none of the games' code. Any other page loads the whole app's module
//! (`src/main.rs`, imported by the page's loader, `tools/post-build.mjs`), which then takes
//! the page over for good.

use super::home::Home;
use super::route::{use_route, Route};
use super::settings::SettingsPage;
use super::shell::{frame, root, use_root_settings};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// The page's loader (`tools/post-build.mjs`): imports and instantiates the whole app's
    /// module, once; resolves to its exports.
    #[wasm_bindgen(js_namespace = window, js_name = samuraiLoadApp, catch)]
    fn load_app() -> Result<js_sys::Promise, JsValue>;
}

thread_local! {
    /// This module's app, destroyed when the whole app takes the page over.
    static HANDLE: RefCell<Option<yew::AppHandle<Entry>>> = const { RefCell::new(None) };
}

/// Mounts the home page's module on `#app`.
pub fn start_home() {
    let handle = yew::Renderer::<Entry>::with_root(root()).render();
    HANDLE.with(|h| *h.borrow_mut() = Some(handle));
}

#[function_component(Entry)]
fn entry() -> Html {
    let ctx = use_root_settings();
    let route = use_route();
    let page = match route {
        Route::Home => html! { <Home /> },
        Route::Settings => html! { <SettingsPage /> },
        _ => html! { <Opening /> },
    };
    // While another page only loads, the whole app will say it on that page.
    frame(ctx, page, matches!(route, Route::Home | Route::Settings))
}

/// Loads the whole app, then gives it the page: this module's app is destroyed and the
/// other draws the page of the address, in the same task (nothing blank in between).
async fn hand_off() -> Result<(), JsValue> {
    let exports = JsFuture::from(load_app()?).await?;
    let run: js_sys::Function = js_sys::Reflect::get(&exports, &"run".into())?.dyn_into()?;
    if let Some(handle) = HANDLE.with(|h| h.borrow_mut().take()) {
        handle.destroy();
    }
    // The art this module put in the page: the other module keeps its own.
    if let Ok(held) = gloo::utils::document().query_selector_all("div[data-sprite]") {
        for i in 0..held.length() {
            if let Some(node) = held.item(i) {
                if let Some(parent) = node.parent_node() {
                    let _ = parent.remove_child(&node);
                }
            }
        }
    }
    run.call0(&JsValue::NULL)?;
    Ok(())
}

/// A page of the whole app while its module loads; if it cannot, why, and Try again.
#[function_component(Opening)]
fn opening() -> Html {
    let failed = use_state(|| false);
    let attempt = use_state(|| 0u32);
    {
        let failed = failed.clone();
        use_effect_with(*attempt, move |_| {
            wasm_bindgen_futures::spawn_local(async move {
                if let Err(e) = hand_off().await {
                    gloo::console::warn!("the games could not be loaded:", e);
                    failed.set(true);
                }
            });
        });
    }
    let retry = {
        let (failed, attempt) = (failed.clone(), attempt.clone());
        Callback::from(move |_: MouseEvent| {
            failed.set(false);
            attempt.set(*attempt + 1);
        })
    };
    html! {
        <main class="page narrow opening" id="main" aria-busy={(!*failed).to_string()}>
            if *failed {
                <p class="notice" role="alert">{ crate::ts!("The games could not be loaded. This device may be \
                    offline and has not kept them yet: connect once, then they play offline.",
                    "ゲームを読み込めませんでした。この端末はオフラインで、まだゲームを保存していないようです。\
                    一度インターネットにつなぐと、その後はオフラインで遊べます。") }</p>
                <p class="actions">
                    <button type="button" class="button primary" onclick={retry}>{ crate::ts!("Try again", "もう一度") }</button>
                    <a class="button quiet" href={Route::Home.href()}>{ crate::ts!("Back to the games", "ゲーム一覧へ戻る") }</a>
                </p>
            } else {
                <p class="loading" role="status">{ crate::ts!("Opening…", "読み込んでいます…") }</p>
            }
        </main>
    }
}
