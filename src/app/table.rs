//! Plumbing every table shares: who sits where, loading and storing saves, bot moves.

use super::storage;
use crate::core::{parse_save, rng, BotLevel, BotPlayer, Game, Save, Seat, Session};
use serde::{Deserialize, Serialize};
use std::rc::Rc;
use yew::prelude::*;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum PlayerKind {
    Human,
    Bot(BotLevel),
}

impl PlayerKind {
    /// The value of this kind in a seat's `<select>` ("human", or the level's name).
    pub fn value(&self) -> &'static str {
        match self {
            PlayerKind::Human => "human",
            PlayerKind::Bot(l) => l.name(),
        }
    }

    /// Reads a seat's `<select>` value back; anything else is a medium computer.
    pub fn from_value(v: &str) -> PlayerKind {
        match v {
            "human" => PlayerKind::Human,
            "easy" => PlayerKind::Bot(BotLevel::Easy),
            "hard" => PlayerKind::Bot(BotLevel::Hard),
            _ => PlayerKind::Bot(BotLevel::Medium),
        }
    }
}

/// How a computer player is named at the table: "Computer (medium)".
pub fn bot_name(level: BotLevel) -> String {
    format!("Computer ({})", level.name())
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Player {
    pub name: String,
    pub kind: PlayerKind,
}

/// The people and bots at a table, in seat order. Saved beside the log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableSetup {
    pub players: Vec<Player>,
}

impl TableSetup {
    pub fn is_human(&self, seat: Seat) -> bool {
        matches!(
            self.players.get(seat),
            Some(Player {
                kind: PlayerKind::Human,
                ..
            })
        )
    }

    pub fn bot_level(&self, seat: Seat) -> Option<BotLevel> {
        match self.players.get(seat)?.kind {
            PlayerKind::Bot(level) => Some(level),
            PlayerKind::Human => None,
        }
    }

    pub fn humans(&self) -> Vec<Seat> {
        (0..self.players.len())
            .filter(|&s| self.is_human(s))
            .collect()
    }

    pub fn name(&self, seat: Seat) -> String {
        self.players
            .get(seat)
            .map(|p| p.name.clone())
            .unwrap_or_default()
    }
}

/// What the stored save of a game holds.
pub enum Loaded<G: Game, T = TableSetup> {
    Nothing,
    Game(Box<Session<G>>, T),
    /// A save that cannot be used, with a message for the player. The save is removed.
    Broken(String),
}

/// A game's table setup as saved beside the log.
pub trait SavedTable: Clone + Serialize + serde::de::DeserializeOwned {
    /// How many seats the setup fills (must match the game).
    fn seats(&self) -> usize;
}

impl SavedTable for TableSetup {
    fn seats(&self) -> usize {
        self.players.len()
    }
}

pub fn load_table<G: Game, T: SavedTable>() -> Loaded<G, T> {
    let Some(json) = storage::read_save(G::ID) else {
        return Loaded::Nothing;
    };
    let result = parse_save::<G, T>(&json).and_then(|save| {
        let setup = save.table.clone();
        if setup.seats()
            != Session::<G>::new(save.config.clone(), save.seed)
                .state
                .seat_count()
        {
            return Err(crate::core::SaveError::Corrupt(
                "the seats do not match the game".into(),
            ));
        }
        Session::from_save(&save).map(|s| (s, setup))
    });
    match result {
        Ok((session, setup)) => Loaded::Game(Box::new(session), setup),
        Err(err) => {
            storage::clear_save(G::ID);
            Loaded::Broken(format!(
                "Your saved game could not be resumed: {err}. A new game starts instead."
            ))
        }
    }
}

pub fn store<G: Game, T: SavedTable>(session: &Session<G>, setup: &T) {
    let save: Save<G, T> = session.to_save(setup.clone());
    if let Ok(json) = serde_json::to_string(&save) {
        storage::write_save(G::ID, &json);
    }
}

/// A fresh deal seed (32 bits, so the deal code stays short).
pub fn new_seed() -> u64 {
    let mut bytes = [0u8; 4];
    if getrandom::fill(&mut bytes).is_err() {
        bytes = (js_sys::Date::now() as u32).to_le_bytes();
    }
    u32::from_le_bytes(bytes) as u64
}

/// A bot's action for `seat`, decided from that seat's observation only. The bot's RNG is
/// derived from the deal and the move number, so a replayed game gets the same decisions.
pub fn bot_action<G: BotPlayer>(
    session: &Session<G>,
    seat: Seat,
    level: BotLevel,
) -> Option<G::Action> {
    let mut bot_rng = rng::from_seed(
        session.seed ^ ((session.log.len() as u64) << 32) ^ (seat as u64).wrapping_mul(0x9E37_79B9),
    );
    G::bot_action(&session.state.observe(seat), level, &mut bot_rng)
}

/// [`seed_from_code`] for the text of a new-game dialog's deal-code field.
pub fn seed_from_field(field: &NodeRef) -> Result<u64, String> {
    let text = field
        .cast::<web_sys::HtmlInputElement>()
        .map(|i| i.value())
        .unwrap_or_default();
    seed_from_code(&text)
}

/// The seed for a new game: a fresh one when the deal code field is empty, else the code's;
/// the message for the player when the text is not a deal code.
pub fn seed_from_code(text: &str) -> Result<u64, String> {
    if text.trim().is_empty() {
        return Ok(new_seed());
    }
    rng::parse_deal_code(text).ok_or_else(|| {
        format!(
            "\"{}\" is not a deal code: it has up to 8 letters A-F and digits, like 1A2B-3C4D.",
            text.trim()
        )
    })
}

/// The saved game of a table page, and a callback that loads it again (a game started from
/// the page keeps the same address).
#[hook]
pub fn use_saved_game<G: Game + 'static, T: SavedTable + 'static>(
) -> (UseStateHandle<Loaded<G, T>>, Callback<()>) {
    let loaded = use_state(load_table::<G, T>);
    let reload = {
        let loaded = loaded.clone();
        Callback::from(move |_| loaded.set(load_table::<G, T>()))
    };
    (loaded, reload)
}

/// Why a table page shows the new-game dialog instead of a board.
pub fn no_game_notice<G: Game, T>(loaded: &Loaded<G, T>) -> AttrValue {
    match loaded {
        Loaded::Broken(message) => AttrValue::from(message.clone()),
        _ => AttrValue::from("There is no game in progress. Start one here."),
    }
}

/// A board's props: the session (compared by pointer: a new action is a new `Rc`) and the
/// table setup.
#[derive(Properties)]
pub struct BoardProps<G: Game + 'static, T: PartialEq + 'static> {
    pub session: Rc<Session<G>>,
    pub setup: T,
}

impl<G: Game, T: PartialEq> PartialEq for BoardProps<G, T> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.session, &other.session) && self.setup == other.setup
    }
}

/// A callback, whatever its event, that sends `msg()` to a table's reducer.
pub fn send<E, R: Reducible + 'static>(
    model: &UseReducerHandle<R>,
    msg: impl Fn() -> R::Action + 'static,
) -> Callback<E> {
    let d = model.dispatcher();
    Callback::from(move |_| d.dispatch(msg()))
}
