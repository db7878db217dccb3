//! Home: one tile per playable game with New game, Resume and Rules.

use super::art::TILES;
use super::catalog::GAMES;
use super::components::art::held;
use super::route::Route;
use super::storage;
use crate::ts;
use yew::prelude::*;

#[function_component(Home)]
pub fn home() -> Html {
    let tiles = GAMES.iter().filter(|g| g.playable).map(|g| {
        // A save that cannot be read is not offered to resume: New game, and why.
        let saved = storage::saved(g.id);
        let has_save = saved == storage::Saved::Resumable;
        let heading = format!("tile-{}", g.id);
        let texts = g.texts();
        html! {
            <article class="game-tile" data-game={g.id} aria-labelledby={heading.clone()}>
                <div class="tile-head">
                    { held(TILES, &format!("tile-{}", g.id), "tile-art") }
                    <div>
                        <h2 id={heading}>{ texts.title }</h2>
                        <p class="subtitle">{ texts.subtitle }</p>
                        <p class="players">{ texts.players }</p>
                    </div>
                </div>
                <div class="tile-body">
                    <p class="description">{ texts.description }</p>
                    if saved == storage::Saved::Unreadable {
                        <p class="save-unreadable">{ ts!("The saved game could not be read: start a new one.", "保存したゲームを読み込めませんでした。新しいゲームを始めてください。") }</p>
                    }
                    <div class="actions">
                        if has_save {
                            <a class="button primary" href={Route::Play(g.id).href()}>{ ts!("Resume", "続きから") }</a>
                        }
                        <a class={classes!("button", (!has_save).then_some("primary"))} href={Route::New(g.id).href()}>{ ts!("New game", "新しいゲーム") }</a>
                        <a class="button quiet" href={Route::Rules(g.id).href()}>{ ts!("Rules", "ルール") }</a>
                    </div>
                </div>
            </article>
        }
    });
    html! {
        <main class="page home" id="main">
            <header class="masthead">
                <h1>{ "Samurai Tables" }</h1>
                <p class="tagline">{ ts!("Japanese-themed card games. Plays offline, on your phone or at your desk.", "和のカードゲーム集。オフラインでも、スマホでもパソコンでも遊べます。") }</p>
                <nav class="top-links">
                    <a class="button quiet" href={Route::Join.href()}>{ ts!("Join a table", "テーブルに参加") }</a>
                    <a class="button quiet" href={Route::Stats.href()}>{ ts!("Statistics", "成績") }</a>
                    <a class="button quiet" href={Route::Settings.href()}>{ ts!("Settings", "設定") }</a>
                </nav>
            </header>
            <section class="tiles" aria-label={ts!("Games", "ゲーム")}>
                { for tiles }
            </section>
            <footer class="colophon">
                <p>{ ts!("Everything runs on this device: no account, no server, no tracking.", "すべてこの端末の中で動きます。アカウントもサーバーも追跡もありません。") }</p>
            </footer>
        </main>
    }
}
