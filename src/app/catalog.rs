//! The games offered on the home page and where their pages live.
//! A new game adds one entry here and one arm in `page`.

use super::kit::TablePage;
use super::route::Route;
use super::{honor, judge, panda, pocket, satsuma};
use crate::games::honor::HonorState;
use crate::games::judge::JudgeState;
use crate::games::panda::PandaState;
use crate::games::pocket::PocketState;
use crate::games::satsuma::SatsumaState;
use yew::prelude::*;

pub struct GameInfo {
    pub id: &'static str,
    pub title: &'static str,
    pub subtitle: &'static str,
    pub description: &'static str,
    pub players: &'static str,
    /// Only playable games get a tile and routes.
    pub playable: bool,
}

pub const GAMES: &[GameInfo] = &[
    GameInfo {
        id: satsuma::ID,
        title: "Satsuma Rebellion",
        subtitle: "Kyushu, 1877",
        description:
            "The last Samurai against the Imperial Army. Draw seven, discard up to three, \
                  clash: one card per suit counts. How many casualties can the rebels inflict \
                  before they fall?",
        players: "2 players · vs computer or pass the device",
        playable: true,
    },
    GameInfo {
        id: honor::ID,
        title: "Honor of the Samurai",
        subtitle: "A duel of hidden armies (not the commercial game of that name)",
        description:
            "Build an army you cannot see, swap in what you can, and hope no Joker hides in it. \
                  Win heads from every face card on the field; three disgraces and you are out.",
        players: "2-6 players · computer opponents or pass the device · four variants",
        playable: true,
    },
    GameInfo {
        id: judge::ID,
        title: "Judge",
        subtitle: "A hanafuda slap race",
        description:
            "Both pickets flip at once. The later month must hit, the earlier month must defend, \
                  and whoever is faster takes the cards. Two on one keyboard or one phone, or \
                  against the computer.",
        players: "2 players · vs computer or side by side · winner stays on",
        playable: true,
    },
    GameInfo {
        id: pocket::ID,
        title: "Pocket Samurai",
        subtitle: "Draft, then duel",
        description:
            "Pick eight cards from two open Dojos, then duel: both lay a card face down and flip. \
                  Defeat, call, exhaust, and strike when your swords outnumber their helms. \
                  Best of three.",
        players: "2 players · vs computer or pass the device",
        playable: true,
    },
    GameInfo {
        id: panda::ID,
        title: "Panda",
        subtitle: "A partnership climbing game (a Tichu relative)",
        description:
            "Two teams of two race to shed their cards in ever higher combinations. Pass three \
                  cards, call Panda if you dare, and spring an Ambush out of turn.",
        players: "4 players in two teams · computer partners and opponents or pass the device",
        playable: true,
    },
];

/// The page for a game route.
pub fn page(game: &str, route: &Route) -> Html {
    match (game, route) {
        (satsuma::ID, Route::New(_)) => html! { <satsuma::NewGame /> },
        (satsuma::ID, Route::Play(_)) => html! { <TablePage<SatsumaState> /> },
        (satsuma::ID, Route::Rules(_)) => html! { <satsuma::RulesPage /> },
        (honor::ID, Route::New(_)) => html! { <honor::NewGame /> },
        (honor::ID, Route::Play(_)) => html! { <TablePage<HonorState> /> },
        (honor::ID, Route::Rules(_)) => html! { <honor::RulesPage /> },
        (judge::ID, Route::New(_)) => html! { <judge::NewGame /> },
        (judge::ID, Route::Play(_)) => html! { <TablePage<JudgeState> /> },
        (judge::ID, Route::Rules(_)) => html! { <judge::RulesPage /> },
        (pocket::ID, Route::New(_)) => html! { <pocket::NewGame /> },
        (pocket::ID, Route::Play(_)) => html! { <TablePage<PocketState> /> },
        (pocket::ID, Route::Rules(_)) => html! { <pocket::RulesPage /> },
        (panda::ID, Route::New(_)) => html! { <panda::NewGame /> },
        (panda::ID, Route::Play(_)) => html! { <TablePage<PandaState> /> },
        (panda::ID, Route::Rules(_)) => html! { <panda::RulesPage /> },
        _ => html! {},
    }
}
