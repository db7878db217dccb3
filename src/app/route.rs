//! Hash routing (`#/satsuma/play`): works from any sub-path and keeps the back button.

use gloo::events::EventListener;
use yew::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    Home,
    Settings,
    /// This device's statistics.
    Stats,
    /// Unlisted: bot timing in the browser.
    Bench,
    New(&'static str),
    Play(&'static str),
    Rules(&'static str),
    /// Every card of the game's deck.
    Cards(&'static str),
    /// A phone joining a table hosted on another (`#/join/<code>`; the page reads the code).
    Join,
    NotFound,
}

impl Route {
    pub fn parse(hash: &str) -> Route {
        let path = hash.trim_start_matches('#').trim_start_matches('/');
        let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
        let game = |id: &str| {
            super::catalog::GAMES
                .iter()
                .find(|g| g.id == id && g.playable)
                .map(|g| g.id)
        };
        match parts.as_slice() {
            [] => Route::Home,
            ["settings"] => Route::Settings,
            ["stats"] => Route::Stats,
            ["bench"] => Route::Bench,
            ["join", ..] => Route::Join,
            [id, "new"] => game(id).map(Route::New).unwrap_or(Route::NotFound),
            [id, "play"] => game(id).map(Route::Play).unwrap_or(Route::NotFound),
            [id, "rules"] => game(id).map(Route::Rules).unwrap_or(Route::NotFound),
            [id, "cards"] => game(id).map(Route::Cards).unwrap_or(Route::NotFound),
            _ => Route::NotFound,
        }
    }

    pub fn href(&self) -> String {
        match self {
            Route::Home | Route::NotFound => "#/".into(),
            Route::Settings => "#/settings".into(),
            Route::Stats => "#/stats".into(),
            Route::Bench => "#/bench".into(),
            Route::Join => "#/join".into(),
            Route::New(g) => format!("#/{g}/new"),
            Route::Play(g) => format!("#/{g}/play"),
            Route::Rules(g) => format!("#/{g}/rules"),
            Route::Cards(g) => format!("#/{g}/cards"),
        }
    }
}

/// Goes to a route, adding a history entry (so Back returns).
pub fn navigate(route: Route) {
    let _ = gloo::utils::window().location().set_hash(&route.href());
}

fn current() -> Route {
    Route::parse(&gloo::utils::window().location().hash().unwrap_or_default())
}

#[hook]
pub fn use_route() -> Route {
    let route = use_state(current);
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let listener = EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
                route.set(current());
                // A new page starts at its top, like a normal navigation.
                gloo::utils::window().scroll_to_with_x_and_y(0.0, 0.0);
            });
            move || drop(listener)
        });
    }
    *route
}
