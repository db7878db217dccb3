//! Home: one tile per playable game with New game, Resume and Rules.

use super::art::TILES;
use super::catalog::GAMES;
use super::components::art::art;
use super::route::Route;
use super::storage;
use yew::prelude::*;

#[function_component(Home)]
pub fn home() -> Html {
    let tiles = GAMES.iter().filter(|g| g.playable).map(|g| {
        // A save that cannot be read is not offered to resume: New game, and why.
        let saved = storage::saved(g.id);
        let has_save = saved == storage::Saved::Resumable;
        let heading = format!("tile-{}", g.id);
        html! {
            <article class="game-tile" data-game={g.id} aria-labelledby={heading.clone()}>
                <div class="tile-head">
                    { art(TILES, &format!("tile-{}", g.id), "tile-art") }
                    <div>
                        <h2 id={heading}>{ g.title }</h2>
                        <p class="subtitle">{ g.subtitle }</p>
                        <p class="players">{ g.players }</p>
                    </div>
                </div>
                <div class="tile-body">
                    <p class="description">{ g.description }</p>
                    if saved == storage::Saved::Unreadable {
                        <p class="save-unreadable">{ "The saved game could not be read: start a new one." }</p>
                    }
                    <div class="actions">
                        if has_save {
                            <a class="button primary" href={Route::Play(g.id).href()}>{ "Resume" }</a>
                        }
                        <a class={classes!("button", (!has_save).then_some("primary"))} href={Route::New(g.id).href()}>{ "New game" }</a>
                        <a class="button quiet" href={Route::Rules(g.id).href()}>{ "Rules" }</a>
                    </div>
                </div>
            </article>
        }
    });
    html! {
        <main class="page home" id="main">
            <header class="masthead">
                <h1>{ "Samurai Tables" }</h1>
                <p class="tagline">{ "Japanese-themed card games. Plays offline, on your phone or at your desk." }</p>
                <nav class="top-links">
                    <a class="button quiet" href={Route::Join.href()}>{ "Join a table" }</a>
                    <a class="button quiet" href={Route::Stats.href()}>{ "Statistics" }</a>
                    <a class="button quiet" href={Route::Settings.href()}>{ "Settings" }</a>
                </nav>
            </header>
            <section class="tiles" aria-label="Games">
                { for tiles }
            </section>
            <footer class="colophon">
                <p>{ "Everything runs on this device: no account, no server, no tracking." }</p>
            </footer>
        </main>
    }
}
