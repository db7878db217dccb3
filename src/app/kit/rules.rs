//! The frame of every game's rules page: heading, opening line, the game's sections, and
//! the way to a new game.

use crate::app::route::Route;
use crate::ts;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct RulesFrameProps {
    pub game: &'static str,
    /// The page's heading ("Panda: rules").
    pub title: AttrValue,
    /// The opening paragraph.
    pub lede: AttrValue,
    #[prop_or_default]
    pub children: Children,
}

#[function_component(RulesFrame)]
pub fn rules_frame(p: &RulesFrameProps) -> Html {
    let game = p.game;
    let again = Callback::from(move |_: MouseEvent| super::coach_panel::forget_offer(game));
    html! {
        <main class="page narrow rules" id="main">
            <nav class="crumbs"><a href={Route::Home.href()}>{ ts!("← Games", "← ゲーム一覧") }</a></nav>
            <h1>{ p.title.clone() }</h1>
            <p class="lede">{ p.lede.clone() }</p>
            // The glossary's word for a card: 札 in Honor and Judge, カード in the others.
            <p><a class="button quiet" href={Route::Cards(p.game).href()}>{ match game {
                "honor" | "judge" => ts!("See every card", "すべての札を見る"),
                _ => ts!("See every card", "すべてのカードを見る"),
            } }</a></p>
            { for p.children.iter() }
            <p class="rules-start">
                <a class="button primary" href={Route::New(p.game).href()}>{ ts!("New game", "新しいゲーム") }</a>
                // The new-game page offers the guided game again (a game in progress is
                // replaced only from there, with its usual warning).
                <a class="button quiet coach-again" href={Route::New(p.game).href()} onclick={again}>{ ts!("Play the guided game", "ガイド付きゲームで遊ぶ") }</a>
            </p>
        </main>
    }
}
