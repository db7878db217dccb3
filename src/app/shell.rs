//! The app's root: settings, routing, the page.

use super::route::{use_route, Route};
use super::settings::{Motion, Settings, SettingsContext, SettingsPage};
use super::{bench, catalog, home, stats, storage};
use yew::prelude::*;

/// Mounts the app on `#app`.
pub fn start() {
    let root = gloo::utils::document()
        .get_element_by_id("app")
        .unwrap_or_else(|| gloo::utils::body().into());
    yew::Renderer::<App>::with_root(root).render();
}

#[function_component(App)]
fn app() -> Html {
    let settings = use_state(storage::load_settings);
    let route = use_route();
    let update = {
        let settings = settings.clone();
        Callback::from(move |next: Settings| {
            storage::save_settings(&next);
            settings.set(next);
        })
    };
    let ctx = SettingsContext {
        settings: (*settings).clone(),
        update,
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
    let motion = match settings.motion {
        Motion::System => "motion-system",
        Motion::Reduced => "motion-reduced",
        Motion::Full => "motion-full",
    };
    let page = match route {
        Route::Home => html! { <home::Home /> },
        Route::Settings => html! { <SettingsPage /> },
        Route::Stats => html! { <stats::StatsPage /> },
        Route::Bench => html! { <bench::BenchPage /> },
        Route::New(game) | Route::Play(game) | Route::Rules(game) | Route::Cards(game) => {
            catalog::page(game, &route)
        }
        Route::NotFound => html! {
            <main class="page narrow">
                <h1>{ "Page not found" }</h1>
                <p><a href="#/">{ "Back to the games" }</a></p>
            </main>
        },
    };
    html! {
        <ContextProvider<SettingsContext> context={ctx}>
            <div class={classes!("shell", motion)}>
                <a class="skip-link" href="#main">{ "Skip to content" }</a>
                { page }
            </div>
        </ContextProvider<SettingsContext>>
    }
}
