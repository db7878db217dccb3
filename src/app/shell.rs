//! The app's root: settings, routing, the page. Every module draws it (`super::entry`),
//! each only the pages it has: another module's page is handed over to that module.

use super::route::{use_route, Route};
use super::settings::{Motion, Settings, SettingsContext, SettingsNotice, SettingsPage};
use super::entry::{owner, Opening};
use super::{catalog, home, storage};
use yew::prelude::*;

/// The element the app is drawn in, emptied: the page holds a copy of the home page
/// (written at build time, tools/post-build.mjs) until a module draws.
pub fn root() -> web_sys::Element {
    let root = gloo::utils::document()
        .get_element_by_id("app")
        .unwrap_or_else(|| gloo::utils::body().into());
    root.set_inner_html("");
    // The copy is gone: the loader's "Opening…" must not replace what a module draws.
    let _ = root.remove_attribute("data-copy");
    root
}

/// The settings as stored, and how a change is kept.
#[hook]
pub fn use_root_settings() -> SettingsContext {
    let settings = use_state(storage::load_settings);
    let update = {
        let settings = settings.clone();
        Callback::from(move |next: Settings| {
            storage::save_settings(&next);
            settings.set(next);
        })
    };
    // Once a key is pressed, keyboard hints show even on a touch screen (main.css). A class
    // on <body>, not a state: re-rendering here would reset a field being typed into.
    use_effect_with((), move |_| {
        let listener =
            gloo::events::EventListener::once(&gloo::utils::document(), "keydown", move |_| {
                let _ = gloo::utils::body().class_list().add_1("keyboard");
            });
        move || drop(listener)
    });
    // Before the pages below draw: they write in the language set here.
    super::settings::show_lang(settings.language.reader());
    SettingsContext {
        settings: (*settings).clone(),
        update,
    }
}

/// Every page's frame: the settings for the page below, the motion class, the skip link,
/// and (`notice`: a page to read, not one only loading) whether the settings were lost.
pub fn frame(ctx: SettingsContext, page: Html, notice: bool) -> Html {
    let motion = match ctx.settings.motion {
        Motion::System => "motion-system",
        Motion::Reduced => "motion-reduced",
        Motion::Full => "motion-full",
    };
    html! {
        <ContextProvider<SettingsContext> context={ctx}>
            // Keyed by the language: a new language draws every page anew, in it.
            <div key={crate::core::lang::lang().tag()} class={classes!("shell", motion)}>
                <a class="skip-link" href="#main">{ crate::ts!("Skip to content", "本文へ移動") }</a>
                if notice { <SettingsNotice /> }
                { page }
            </div>
        </ContextProvider<SettingsContext>>
    }
}

#[function_component(App)]
pub fn app() -> Html {
    let ctx = use_root_settings();
    let route = use_route();
    if let Some(module) = owner(&route) {
        // While another module loads, this page only says so: no settings notice yet.
        return frame(ctx, html! { <Opening {module} /> }, false);
    }
    let page = match route {
        Route::Home => html! { <home::Home /> },
        Route::Settings => html! { <SettingsPage /> },
        Route::Stats | Route::Bench => super::entry::module()
            .more
            .map(|more| more(&route))
            .unwrap_or_default(),
        Route::Join => html! { <crate::app::net::join::JoinPage /> },
        Route::New(game) | Route::Play(game) | Route::Rules(game) | Route::Cards(game) => {
            catalog::page(game, &route)
        }
        Route::NotFound => html! {
            <main class="page narrow">
                <h1>{ crate::ts!("Page not found", "ページが見つかりません") }</h1>
                <p><a href="#/">{ crate::ts!("Back to the games", "ゲーム一覧へ戻る") }</a></p>
            </main>
        },
    };
    frame(ctx, page, true)
}
