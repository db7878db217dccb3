//! The games offered on the home page and where their pages live.
//! A new game adds one entry here (its pages come from its `table_pages!`).

use super::entry::{module, Module};
use super::kit::model::restore;
use super::kit::{game_page, TablePages};
use super::net::join::join_for;
use super::route::Route;
use super::{honor, judge, panda, pocket, satsuma};
use crate::core::{Standing, Totals};
use crate::games::honor::HonorState;
use crate::games::judge::JudgeState;
use crate::games::panda::PandaState;
use crate::games::pocket::PocketState;
use crate::games::satsuma::SatsumaState;
use crate::ts;
use yew::prelude::*;

/// A game as the home page lists it: words only, so that the home page's module
/// (`super::entry`) carries none of the games' code. Its words are the reader's language's,
/// made when asked for (`texts`).
pub struct GameInfo {
    pub id: &'static str,
    texts: fn() -> GameTexts,
    /// Only playable games get a tile and routes.
    pub playable: bool,
}

/// A game's words on the home page, in the reader's language.
pub struct GameTexts {
    pub title: &'static str,
    pub subtitle: &'static str,
    pub description: &'static str,
    pub players: &'static str,
}

impl GameInfo {
    /// The game's name as a reader reads it.
    pub fn title(&self) -> &'static str {
        (self.texts)().title
    }

    pub fn texts(&self) -> GameTexts {
        (self.texts)()
    }
}

/// What a game plugs into the shell: its code, apart from `GAMES` (a table of function
/// pointers keeps every function it names in any module that reads it).
pub struct GameParts {
    pub id: &'static str,
    /// The page for each of the game's routes.
    pub pages: fn(&Route) -> Html,
    /// The guest's page joining this game's table on another phone, for the host's code.
    pub join: fn(String) -> Html,
}

impl GameParts {
    /// A game's pages, by its state type.
    const fn of<G: TablePages>(id: &'static str) -> Self {
        GameParts {
            id,
            pages: game_page::<G>,
            join: join_for::<G>,
        }
    }
}

/// What the statistics read of a game: its saves and its figure, none of its pages (the
/// whole app's module, which draws the statistics, has no game's pages).
pub struct Records {
    pub id: &'static str,
    /// Whether a save's text can be resumed (an import checks each save): why not if not.
    pub check_save: fn(&str) -> Result<(), String>,
    /// The game's figure in the statistics, from its totals over this many finished games.
    pub figure: fn(&Totals, u32) -> String,
}

impl Records {
    const fn of<G: TablePages + Standing>(id: &'static str) -> Self {
        Records {
            id,
            check_save: check_save::<G>,
            figure: <G as Standing>::figure,
        }
    }
}

const RECORDS: &[Records] = &[
    Records::of::<SatsumaState>(satsuma::ID),
    Records::of::<HonorState>(honor::ID),
    Records::of::<JudgeState>(judge::ID),
    Records::of::<PocketState>(pocket::ID),
    Records::of::<PandaState>(panda::ID),
];

/// A game's records by its id.
pub fn records(game: &str) -> Option<&'static Records> {
    RECORDS.iter().find(|g| g.id == game)
}

fn check_save<G: TablePages>(json: &str) -> Result<(), String> {
    restore::<G, G::Setup>(json)
        .map(|_| ())
        .map_err(|e| e.to_string())
}

pub const GAMES: &[GameInfo] = &[
    GameInfo {
        id: satsuma::ID,
        texts: || GameTexts {
            title: ts!("Satsuma Rebellion", "西南戦争"),
            subtitle: ts!("Kyushu, 1877", "九州、1877年"),
            description: ts!(
                "The last Samurai against the Imperial Army. Draw seven, discard up to three, \
                  clash: one card per suit counts. How many casualties can the rebels inflict \
                  before they fall?",
                "最後の侍が官軍に挑みます。7枚引いて3枚まで捨て、ぶつかり合います。数えるのは各スートのカード1枚だけ。\
                  薩軍は倒れるまでに官軍にどれだけの損害を与えられるでしょうか。"
            ),
            players: ts!(
                "2 players · vs computer or pass the device",
                "2人 · コンピューターと対戦、または端末を渡して"
            ),
        },
        playable: true,
    },
    GameInfo {
        id: honor::ID,
        texts: || GameTexts {
            title: ts!("Honor of the Samurai", "武士の誉れ"),
            subtitle: ts!(
                "A duel of hidden armies (not the commercial game of that name)",
                "見えない軍勢の決闘（同名の市販ゲームとは別物です）"
            ),
            description: ts!(
                "Build an army you cannot see, swap in what you can, and hope no Joker hides in it. \
                  Win heads from every face card on the field; three disgraces and you are out.",
                "見えない軍勢を組み、見える札と入れ替え、ジョーカーが潜んでいないことを祈りましょう。\
                  場の絵札から首を取り、恥を3回かいたら脱落です。"
            ),
            players: ts!(
                "2-6 players · computer opponents or pass the device · four variants",
                "2〜6人 · コンピューターと対戦、または端末を渡して · 4つのバリアント"
            ),
        },
        playable: true,
    },
    GameInfo {
        id: judge::ID,
        texts: || GameTexts {
            title: ts!("Judge", "花札ジャッジ"),
            subtitle: ts!("A hanafuda slap race", "花札の早叩き勝負"),
            description: ts!(
                "Both pickets flip at once. The later month must hit, the earlier month must defend, \
                  and whoever is faster takes the cards. Two on one keyboard or one phone, or \
                  against the computer.",
                "両方の札が同時にめくられます。後の月は叩き、前の月は守ります。速かった方が札を取ります。\
                  1つのキーボードや1台のスマホで2人で、またはコンピューターと対戦。"
            ),
            players: ts!(
                "2 players · vs computer or side by side · winner stays on",
                "2人 · コンピューターと対戦、または並んで · 勝者が残る"
            ),
        },
        playable: true,
    },
    GameInfo {
        id: pocket::ID,
        texts: || GameTexts {
            title: ts!("Pocket Samurai", "ポケット侍"),
            subtitle: ts!("Draft, then duel", "ドラフトして、決闘"),
            description: ts!(
                "Pick eight cards from two open Dojos, then duel: both lay a card face down and flip. \
                  Defeat, call, exhaust, and strike when your swords outnumber their helms. \
                  Best of three.",
                "公開された2つの道場から8枚を選び、決闘します。2人ともカードを1枚伏せて出し、同時にめくります。\
                  倒し、呼び、疲れさせ、刀が相手の兜を上回ったら斬り込みます。3番勝負です。"
            ),
            players: ts!(
                "2 players · vs computer or pass the device",
                "2人 · コンピューターと対戦、または端末を渡して"
            ),
        },
        playable: true,
    },
    GameInfo {
        id: panda::ID,
        texts: || GameTexts {
            title: ts!("Panda", "パンダ"),
            subtitle: ts!(
                "A partnership climbing game (a Tichu relative)",
                "ペアで戦うクライミングゲーム（ティチューの仲間）"
            ),
            description: ts!(
                "Two teams of two race to shed their cards in ever higher combinations. Pass three \
                  cards, call Panda if you dare, and spring an Ambush out of turn.",
                "2人組の2チームが、より強い組み合わせで手札を出し切る速さを競います。カードを3枚渡し、\
                  勇気があればパンダを宣言し、手番の外から伏兵を仕掛けましょう。"
            ),
            players: ts!(
                "4 players in two teams · computer partners and opponents or pass the device",
                "4人で2チーム · 味方も相手もコンピューター、または端末を渡して"
            ),
        },
        playable: true,
    },
];

/// Each module (`super::entry`): one game's, or the whole app's. A bin names one; the
/// others' games are then code no module reaches.
macro_rules! game_module {
    ($($name:ident: $state:ty, $id:expr;)*) => {
        $(pub static $name: Module = Module {
            name: $id,
            games: &[GameParts::of::<$state>($id)],
            more: None,
        };)*
    };
}
game_module! {
    SATSUMA: SatsumaState, satsuma::ID;
    HONOR: HonorState, honor::ID;
    JUDGE: JudgeState, judge::ID;
    POCKET: PocketState, pocket::ID;
    PANDA: PandaState, panda::ID;
}

/// The statistics and the bench: every game's engine, none of its pages.
pub static APP: Module = Module {
    name: "app",
    games: &[],
    more: Some(more_pages),
};

/// The pages only the whole app draws.
fn more_pages(route: &Route) -> Html {
    match route {
        Route::Stats => html! { <super::stats::StatsPage /> },
        Route::Bench => html! { <super::bench::BenchPage /> },
        _ => Html::default(),
    }
}

/// A game's parts by its id, if this module draws its pages.
pub fn parts(game: &str) -> Option<&'static GameParts> {
    module().games.iter().find(|g| g.id == game)
}

/// The join page of a game's table, for the host's code `text`.
pub fn join_page(game: &str, text: String) -> Html {
    parts(game).map(|g| (g.join)(text)).unwrap_or_default()
}

/// The page for a game route.
pub fn page(game: &str, route: &Route) -> Html {
    parts(game).map(|g| (g.pages)(route)).unwrap_or_default()
}
