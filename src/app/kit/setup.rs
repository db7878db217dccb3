//! Who sits at a table, as saved beside the log: people, computers and phones, their
//! names, and what every game's setup answers (the kit's `Table` reads it through
//! [`SavedTable`]); a save read back with its setup.

use super::phones::NetSeats;
use crate::core::{parse_save, BotLevel, Game, SaveError, Seat, Session};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum PlayerKind {
    Human,
    Bot(BotLevel),
    /// A person playing on their own phone, which joins this (the host's) table.
    Phone,
}

impl PlayerKind {
    /// The value of this kind in a seat's `<select>` ("human", or the level's name).
    pub fn value(&self) -> &'static str {
        match self {
            PlayerKind::Human => "human",
            PlayerKind::Bot(l) => l.name(),
            PlayerKind::Phone => "phone",
        }
    }

    /// Reads a seat's `<select>` value back; anything else is a medium computer.
    pub fn from_value(v: &str) -> PlayerKind {
        match v {
            "human" => PlayerKind::Human,
            "phone" => PlayerKind::Phone,
            _ => PlayerKind::Bot(BotLevel::offered(v).unwrap_or(BotLevel::Medium)),
        }
    }
}

/// A game's list of words (its modes, its seats' places) in the reader's language, for
/// the `&'static` slices of the new-game form's `Seating`: `make` is run once per language and kept (a few
/// short lists per game and language, never more).
/// `modes: per_lang(|| vec![Mode::new("samurai", ts!("Play the Samurai", "…"), ..)])`.
pub fn per_lang<T: 'static>(make: fn() -> Vec<T>) -> &'static [T] {
    use std::any::{Any, TypeId};
    use std::collections::HashMap;
    type Key = (usize, TypeId, crate::core::lang::Lang);
    thread_local! {
        static KEPT: std::cell::RefCell<HashMap<Key, &'static dyn Any>> =
            std::cell::RefCell::new(HashMap::new());
    }
    // By the function and the type it makes: two functions the compiler merged into one
    // make the same list.
    let key = (make as usize, TypeId::of::<T>(), crate::core::lang::lang());
    let kept: &'static dyn Any = KEPT.with(|k| {
        *k.borrow_mut()
            .entry(key)
            .or_insert_with(|| Box::leak(Box::new(make())) as &'static dyn Any)
    });
    kept.downcast_ref::<Vec<T>>()
        .map(Vec::as_slice)
        .unwrap_or_default()
}

/// Computer players' names by seat: the same in every game, and several at one table
/// are told apart.
pub const BOT_NAMES: [&str; 6] = ["Kaito", "Mei", "Haruto", "Yui", "Sota", "Rin"];
/// The same names in Japanese, seat by seat.
pub const BOT_NAMES_JA: [&str; 6] = ["カイト", "メイ", "ハルト", "ユイ", "ソウタ", "リン"];

/// How a computer player is named at the table: "Mei (medium)", 「メイ(中級)」.
pub fn bot_name(seat: Seat, level: BotLevel) -> String {
    let (en, ja) = (BOT_NAMES[seat % 6], BOT_NAMES_JA[seat % 6]);
    let level = level.label();
    match crate::core::lang::lang() {
        // A name and its level, each made pseudo, not one padded text: a table that shows
        // the name without its level (Panda's chips) finds the level's words at its end.
        crate::core::lang::Lang::Pseudo => format!("{} ({level})", crate::core::lang::pseudo(en)),
        _ => crate::t!("{en} ({level})", "{ja}（{level}）"),
    }
}

/// People's default names (the Settings page offers them), seat by seat, and in Japanese.
pub const PERSON_NAMES: [&str; 6] = ["Aiko", "Ren", "Sora", "Kenji", "Hana", "Daichi"];
pub const PERSON_NAMES_JA: [&str; 6] = ["アイコ", "レン", "ソラ", "ケンジ", "ハナ", "ダイチ"];

/// The `i`-th person's default name in the reader's language.
pub fn person_name(i: usize) -> String {
    let (en, ja) = (PERSON_NAMES[i % 6], PERSON_NAMES_JA[i % 6]);
    crate::t!("{en}", "{ja}")
}

/// A default name (a person's, or a computer's with its level) as the reader's language
/// draws it now, whatever language it was saved or told in; `None` for a name a person
/// typed, which stays as typed.
pub fn redrawn(name: &str) -> Option<String> {
    use crate::core::lang::{in_lang, lang, Lang};
    // The pseudo-language stands for a longer language, whose names are no longer: read in
    // it, names stay as they were drawn.
    if lang() == Lang::Pseudo {
        return None;
    }
    // Two computers of a watched game are told apart by a letter after the name.
    for letter in [" A", " B"] {
        if let Some(base) = name.strip_suffix(letter) {
            return redrawn(base).map(|b| b + letter);
        }
    }
    const LANGS: [Lang; 3] = [Lang::En, Lang::Ja, Lang::Pseudo];
    let person = (0..6).find(|&i| {
        name == PERSON_NAMES[i]
            || name == PERSON_NAMES_JA[i]
            || in_lang(Lang::Pseudo, || person_name(i)) == name
    });
    if let Some(i) = person {
        return Some(person_name(i));
    }
    // Only a name that ends as a level does ("… (medium)", "…（中級）", pseudo's "…]").
    if !name.ends_with([')', '）', ']']) {
        return None;
    }
    for level in BotLevel::ALL {
        for seat in 0..6 {
            if LANGS
                .iter()
                .any(|&l| in_lang(l, || bot_name(seat, level)) == name)
            {
                return Some(bot_name(seat, level));
            }
        }
    }
    None
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Player {
    pub name: String,
    pub kind: PlayerKind,
}

impl Player {
    /// The name as the table shows it: a default name in the reader's language.
    pub fn shown_name(&self) -> String {
        redrawn(&self.name).unwrap_or_else(|| self.name.clone())
    }

    /// The computer level playing, or `None` for a person.
    pub fn bot_level(&self) -> Option<BotLevel> {
        match self.kind {
            PlayerKind::Bot(level) => Some(level),
            PlayerKind::Human | PlayerKind::Phone => None,
        }
    }
}

/// The people and bots at a table, in seat order. Saved beside the log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableSetup {
    pub players: Vec<Player>,
    /// Hints shown in this game (the end screen counts them). Saves from before hints
    /// lack it: none.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub hints: u32,
    /// A guided game (the first-game coach): `Some(true)` while the coach is on,
    /// `Some(false)` once it ended or was skipped (the statistics leave such games out).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub coach: Option<bool>,
    /// With phone seats: the table's id and the phones' tokens.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub net: Option<NetSeats>,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl TableSetup {
    /// A new game's setup: these players, no hint shown yet, not a guided game.
    pub fn of(players: Vec<Player>) -> TableSetup {
        TableSetup {
            players,
            hints: 0,
            coach: None,
            net: None,
        }
    }

    pub fn is_human(&self, seat: Seat) -> bool {
        matches!(
            self.players.get(seat),
            Some(Player {
                kind: PlayerKind::Human,
                ..
            })
        )
    }

    pub fn humans(&self) -> Vec<Seat> {
        (0..self.players.len())
            .filter(|&s| self.is_human(s))
            .collect()
    }

    /// The seat's name; a default name is drawn in the reader's language (see [`redrawn`]).
    pub fn name(&self, seat: Seat) -> String {
        self.players
            .get(seat)
            .map(Player::shown_name)
            .unwrap_or_default()
    }

    pub fn bot_level(&self, seat: Seat) -> Option<BotLevel> {
        self.players.get(seat)?.bot_level()
    }

    /// For tests: these seats, named "P0", "P1", ...
    #[cfg(test)]
    pub fn numbered(kinds: &[PlayerKind]) -> TableSetup {
        let players = kinds.iter().enumerate();
        TableSetup {
            players: players
                .map(|(i, kind)| Player {
                    name: format!("P{i}"),
                    kind: kind.clone(),
                })
                .collect(),
            hints: 0,
            coach: None,
            net: None,
        }
    }

    /// Whether `seat` is the one person at the device: the table calls them "you" (with
    /// several people at one device, everyone goes by their name).
    pub fn is_you(&self, seat: Seat) -> bool {
        self.humans() == [seat]
    }

    /// How a sentence names a seat: "you" for the one person at the device, else the name.
    pub fn called(&self, seat: Seat) -> String {
        if self.is_you(seat) {
            crate::ts!("you", "あなた").into()
        } else {
            self.name(seat)
        }
    }

    /// A seat and its verb, agreeing: "you keep" / "Mei (medium) keeps" (`verb` is the
    /// plain form; "es" after s, sh, ch, x, z, o; "have" becomes "has"). English grammar
    /// only: a Japanese sentence is written whole in `t!`, with `called` for its subject.
    pub fn does(&self, seat: Seat, verb: &str) -> String {
        let who = self.called(seat);
        if self.is_you(seat) {
            return format!("{who} {verb}");
        }
        let third = match verb {
            "have" => "has".to_string(),
            "are" | "be" => "is".to_string(),
            v if ["s", "sh", "ch", "x", "z", "o"]
                .iter()
                .any(|e| v.ends_with(e)) =>
            {
                format!("{v}es")
            }
            v => format!("{v}s"),
        };
        format!("{who} {third}")
    }

    /// The seats' names as a sentence lists them: "Aiko", "Aiko and Mei", "Aiko, Mei and Ren".
    pub fn names(&self, seats: &[Seat]) -> String {
        let names: Vec<String> = seats.iter().map(|&s| self.name(s)).collect();
        crate::core::lang::listed(&names)
    }
}

/// A sentence's first letter in capitals ("you win" -> "You win").
pub fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// The players for chosen seat kinds: the k-th person at the device gets
/// `person_name(k)`, a computer `bot_name(seat, level)`.
pub fn seat_players(
    kinds: &[PlayerKind],
    person_name: impl Fn(usize) -> String,
    bot_name: impl Fn(Seat, BotLevel) -> String,
) -> Vec<Player> {
    let mut people = 0;
    kinds
        .iter()
        .enumerate()
        .map(|(seat, kind)| Player {
            name: match kind {
                // A phone's person is named like one at the device.
                PlayerKind::Human | PlayerKind::Phone => {
                    people += 1;
                    person_name(people - 1)
                }
                PlayerKind::Bot(level) => bot_name(seat, *level),
            },
            kind: kind.clone(),
        })
        .collect()
}

/// A guest phone's players from the names its host told it: `seat` is its person ("you"),
/// every other seat another phone's (named, never run here).
pub fn guest_players(names: &[String], seat: Seat) -> Vec<Player> {
    let players = names.iter().enumerate().map(|(s, name)| Player {
        name: name.clone(),
        kind: if s == seat {
            PlayerKind::Human
        } else {
            PlayerKind::Phone
        },
    });
    players.collect()
}

/// A game's table setup as saved beside the log.
pub trait SavedTable: Clone + PartialEq + Serialize + serde::de::DeserializeOwned {
    /// How many seats the setup fills (must match the game).
    fn seats(&self) -> usize;
    /// The computer level playing `seat`, or `None` for a person.
    fn bot_level(&self, seat: Seat) -> Option<BotLevel>;
    /// Hints shown in this game, for the end screen.
    fn hints(&self) -> u32 {
        0
    }
    /// Counts one more hint shown; `reset` (a new game) counts from none.
    fn count_hint(&mut self, reset: bool) {
        let _ = reset;
    }
    /// Whether the game was played with a learner's hint on (Judge's switch): the
    /// statistics count such games apart.
    fn learner(&self) -> bool {
        false
    }
    /// How the table names `seat` (a shared result names the seat it is about).
    fn name(&self, seat: Seat) -> String {
        let n = seat + 1;
        crate::t!("Seat {n}", "{n}番の席")
    }
    /// The first-game coach: `Some(true)` while it guides this game, `Some(false)` once it
    /// ended or was skipped, `None` for a game that was never guided.
    fn coach(&self) -> Option<bool> {
        None
    }
    /// Turns the coach on or off (`None`: a normal game, as after a rematch).
    fn set_coach(&mut self, coach: Option<bool>) {
        let _ = coach;
    }
    /// Whether `seat` is played on its own phone, which joins this table.
    fn is_phone(&self, seat: Seat) -> bool {
        let _ = seat;
        false
    }
    /// The phone seats' table id and tokens (a table with phone seats has them).
    fn net(&self) -> Option<&NetSeats> {
        None
    }
    fn set_net(&mut self, net: NetSeats) {
        let _ = net;
    }
    /// A guest phone's setup from the names its host told it: `seat` is its person ("you"),
    /// every other seat another phone's (named, never run here). `None`: no phones.
    fn for_guest(names: &[String], seat: Seat) -> Option<Self> {
        let _ = (names, seat);
        None
    }
    /// Whether a person alone against computers may take moves back (not in a race).
    const UNDO: bool = true;
    /// Whether seats may be phones (not in a race): a table that never has any leaves the
    /// views' messages (their code is big) out of the build.
    const PHONES: bool = true;
    /// Whether the game reads its own messages between phones (`Table::asides`, Judge's
    /// clocks): a game that does not keeps none, so a phone cannot pile them up.
    const ASIDES: bool = false;
}

impl SavedTable for TableSetup {
    fn seats(&self) -> usize {
        self.players.len()
    }

    fn bot_level(&self, seat: Seat) -> Option<BotLevel> {
        TableSetup::bot_level(self, seat)
    }

    fn name(&self, seat: Seat) -> String {
        TableSetup::name(self, seat)
    }

    fn is_phone(&self, seat: Seat) -> bool {
        matches!(self.players.get(seat), Some(p) if p.kind == PlayerKind::Phone)
    }

    fn net(&self) -> Option<&NetSeats> {
        self.net.as_ref()
    }

    fn set_net(&mut self, net: NetSeats) {
        self.net = Some(net);
    }

    fn for_guest(names: &[String], seat: Seat) -> Option<Self> {
        Some(TableSetup::of(guest_players(names, seat)))
    }

    fn hints(&self) -> u32 {
        self.hints
    }

    fn count_hint(&mut self, reset: bool) {
        self.hints = if reset { 0 } else { self.hints + 1 };
    }

    fn coach(&self) -> Option<bool> {
        self.coach
    }

    fn set_coach(&mut self, coach: Option<bool>) {
        self.coach = coach;
    }
}

/// Rebuilds a saved game from its text: the session replayed from its log, and its table
/// setup, which must fill the game's seats.
pub fn restore<G: Game, T: SavedTable>(json: &str) -> Result<(Session<G>, T), SaveError> {
    let save = parse_save::<G, T>(json)?;
    let seats = Session::<G>::new(save.config.clone(), save.seed)
        .state
        .seat_count();
    if save.table.seats() != seats {
        return Err(SaveError::Corrupt("the seats do not match the game".into()));
    }
    Ok((Session::from_save(&save)?, save.table))
}

/// What the player reads when a save cannot be resumed: why, in a player's words, never
/// the parser's ("expected value at line 1 column 1") nor the engine's.
pub fn broken_save_message(err: &SaveError) -> String {
    use crate::ts;
    // Whole sentences: the reason and what follows read differently in each language.
    match err {
        SaveError::Corrupt(_) => ts!(
            "This saved game could not be read, so it could not be resumed. A new game starts here instead.",
            "保存したゲームを読み込めなかったため、続きから遊べません。代わりにここで新しいゲームを始めます。"
        ),
        SaveError::Incompatible { .. } => ts!(
            "This saved game is from another version of the app, so it could not be resumed. A new game starts here instead.",
            "保存したゲームはアプリの別のバージョンのものなので、続きから遊べません。代わりにここで新しいゲームを始めます。"
        ),
        SaveError::WrongGame(_) => ts!(
            "This saved game belongs to another game, so it could not be resumed. A new game starts here instead.",
            "保存したゲームは別のゲームのものなので、続きから遊べません。代わりにここで新しいゲームを始めます。"
        ),
        SaveError::Replay { .. } => ts!(
            "This saved game's moves no longer follow the rules, so it could not be resumed. A new game starts here instead.",
            "保存したゲームの手がもうルールに合わないため、続きから遊べません。代わりにここで新しいゲームを始めます。"
        ),
    }
    .to_string()
}
