//! The games offered on the home page and where their pages live.
//! A new game adds one entry here (its pages come from its `table_pages!`).

use super::kit::model::restore;
use super::kit::{game_page, TablePages};
use super::net::code::Code;
use super::net::join::JoinSeat;
use super::route::Route;
use std::rc::Rc;
use super::{honor, judge, panda, pocket, satsuma};
use crate::core::{Standing, Totals};
use crate::games::honor::HonorState;
use crate::games::judge::JudgeState;
use crate::games::panda::PandaState;
use crate::games::pocket::PocketState;
use crate::games::satsuma::SatsumaState;
use yew::prelude::*;

/// A game as the home page lists it: words only, so that the home page's module
/// (`super::entry`) carries none of the games' code.
pub struct GameInfo {
    pub id: &'static str,
    pub title: &'static str,
    pub subtitle: &'static str,
    pub description: &'static str,
    pub players: &'static str,
    /// Only playable games get a tile and routes.
    pub playable: bool,
}

/// What a game plugs into the shell: its code, apart from `GAMES` (a table of function
/// pointers keeps every function it names in any module that reads it).
pub struct GameParts {
    pub id: &'static str,
    /// The page for each of the game's routes.
    pub pages: fn(&Route) -> Html,
    /// The guest's page joining this game's table on another phone.
    pub join: fn(Rc<Code>, String) -> Html,
    /// Whether a save's text can be resumed (an import checks each save): why not if not.
    pub check_save: fn(&str) -> Result<(), String>,
    /// The game's figure in the statistics, from its totals over this many finished games.
    pub figure: fn(&Totals, u32) -> String,
}

impl GameParts {
    /// A game's parts: its pages, save check and figure, all by its state type.
    const fn of<G: TablePages + Standing>(id: &'static str) -> Self {
        GameParts {
            id,
            pages: game_page::<G>,
            join: |code, key| html! { <JoinSeat<G> {key} {code} /> },
            check_save: check_save::<G>,
            figure: <G as Standing>::figure,
        }
    }
}

fn check_save<G: TablePages>(json: &str) -> Result<(), String> {
    restore::<G, G::Setup>(json)
        .map(|_| ())
        .map_err(|e| e.to_string())
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

pub const PARTS: &[GameParts] = &[
    GameParts::of::<SatsumaState>(satsuma::ID),
    GameParts::of::<HonorState>(honor::ID),
    GameParts::of::<JudgeState>(judge::ID),
    GameParts::of::<PocketState>(pocket::ID),
    GameParts::of::<PandaState>(panda::ID),
];

/// A game's parts by its id.
pub fn parts(game: &str) -> Option<&'static GameParts> {
    PARTS.iter().find(|g| g.id == game)
}

/// The join page of a game's table, for the host's `code` (`key`: its text, so that a new
/// code starts the page over).
pub fn join_page(game: &str, key: String, code: Rc<Code>) -> Html {
    match parts(game) {
        Some(g) => (g.join)(code, key),
        None => Html::default(),
    }
}

/// The page for a game route.
pub fn page(game: &str, route: &Route) -> Html {
    parts(game).map(|g| (g.pages)(route)).unwrap_or_default()
}
