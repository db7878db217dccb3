//! The app's modules (issue 35). The page loads one (the loader in `tools/post-build.mjs`
//! picks it from the address): the home page's (home, settings, the join form), one per
//! game (that game's pages and join links, with home and settings) and the whole app's
//! (the statistics and the bench: every game's engine, no game's pages). A page a module
//! does not draw goes to the module that does: it is loaded, this module's app is destroyed
//! and the other draws the page in the same task, nothing blank in between. Each module is
//! its own Cargo bin that names its `Module` (a static the others never reach, so their
//! code leaves it out).

use super::catalog::GameParts;
use super::route::Route;
use super::shell::{root, App};
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

/// What one module draws.
pub struct Module {
    /// Its name in the page's loader (`window.samuraiLoad`): "home", a game's id or "app".
    pub name: &'static str,
    /// The games whose pages it draws.
    pub games: &'static [GameParts],
    /// The pages only the whole app draws (statistics, the bench).
    pub more: Option<fn(&Route) -> Html>,
}

/// The home page's module: home, settings and the join form.
pub static HOME: Module = Module {
    name: "home",
    games: &[],
    more: None,
};

/// The module that draws the statistics and the bench.
const WHOLE_APP: &str = "app";

#[wasm_bindgen]
extern "C" {
    /// The page's loader (`tools/post-build.mjs`): imports and instantiates a module (with
    /// its style sheets), once; resolves to its exports.
    #[wasm_bindgen(js_namespace = window, js_name = samuraiLoad, catch)]
    fn load(name: &str) -> Result<js_sys::Promise, JsValue>;
}

thread_local! {
    static MODULE: Cell<&'static Module> = const { Cell::new(&HOME) };
    /// This module's app while it draws the page.
    static HANDLE: RefCell<Option<yew::AppHandle<App>>> = const { RefCell::new(None) };
}

/// The module this code is.
pub fn module() -> &'static Module {
    MODULE.with(Cell::get)
}

/// Draws this module's app on `#app`: at the page's start, or again when another module
/// hands the page back.
pub fn start(module: &'static Module) {
    MODULE.with(|m| m.set(module));
    // The page lost this module's card art when it last handed the page over.
    super::components::art::forget();
    let handle = yew::Renderer::<App>::with_root(root()).render();
    HANDLE.with(|h| *h.borrow_mut() = Some(handle));
}

/// The module that draws `route`, if not this one.
pub fn owner(route: &Route) -> Option<&'static str> {
    let game = |id: &'static str| super::catalog::parts(id).is_none().then_some(id);
    match route {
        Route::New(g) | Route::Play(g) | Route::Rules(g) | Route::Cards(g) => game(g),
        // A join link goes to its game's module; the form and a bad code stay here.
        Route::Join => super::net::join::game_in_address().and_then(game),
        Route::Stats | Route::Bench => module().more.is_none().then_some(WHOLE_APP),
        Route::Home | Route::Settings | Route::NotFound => None,
    }
}

/// Loads module `name`, then gives it the page.
async fn hand_off(name: &str) -> Result<(), JsValue> {
    let exports = JsFuture::from(load(name)?).await?;
    let run: js_sys::Function = js_sys::Reflect::get(&exports, &"run".into())?.dyn_into()?;
    if let Some(handle) = HANDLE.with(|h| h.borrow_mut().take()) {
        handle.destroy();
    }
    // The art this module put in the page: the other module puts in its own.
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

#[derive(Properties, PartialEq)]
pub struct OpeningProps {
    /// The module that draws this page.
    pub module: &'static str,
}

/// A page of another module while that module loads; if it cannot, why, and Try again.
#[function_component(Opening)]
pub fn opening(props: &OpeningProps) -> Html {
    let failed = use_state(|| false);
    let attempt = use_state(|| 0u32);
    {
        let failed = failed.clone();
        let name = props.module;
        use_effect_with((*attempt, name), move |_| {
            wasm_bindgen_futures::spawn_local(async move {
                if let Err(e) = hand_off(name).await {
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
                if let Some(game) = super::catalog::GAMES.iter().find(|g| g.id == props.module) {
                    <p class="opening-game">{ game.title() }</p>
                }
                <p class="loading" role="status">{ crate::ts!("Opening…", "読み込んでいます…") }</p>
            }
        </main>
    }
}
