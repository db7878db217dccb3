//! The statistics of this device, in plain Rust: per game and per computer level, games
//! played, won, lost, drawn and abandoned, the current and best winning streak, and the
//! game's own figures ([`Totals`]). Stored as versioned JSON beside the saves.
//!
//! Only games of one person against computers count (two people at one device, or
//! watching the computers, are not "your" statistics). The level is the strongest
//! computer at the table. A finished game is recorded once: the deal and its number of
//! moves are remembered, so reloading its end screen does not count it again.

use crate::app::kit::SavedTable;
use crate::core::{BotLevel, Finish, Game, Outcome, Seat, Session, Standing, Totals};
use crate::{t, ts};
use serde::{Deserialize, Serialize};

/// One game at one level.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Line {
    /// The game's id ("satsuma") and the computer's level ("easy").
    pub game: String,
    pub level: String,
    /// Finished and abandoned games.
    pub played: u32,
    pub won: u32,
    pub lost: u32,
    pub drawn: u32,
    /// Replaced by a new game before the end, after a move of yours.
    pub abandoned: u32,
    /// Games won in a row up to now, and the most ever.
    pub streak: u32,
    pub best: u32,
    #[serde(default)]
    pub totals: Totals,
}

impl Line {
    /// Finished games (the figures are over these).
    pub fn finished(&self) -> u32 {
        self.won + self.lost + self.drawn
    }
}

/// The game of one kind recorded last: its deal and how many moves it had.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameKey {
    pub game: String,
    pub seed: u64,
    pub moves: usize,
}

/// Lists rather than maps: a few entries, and less code in the wasm.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Stats {
    pub version: u32,
    #[serde(default)]
    pub lines: Vec<Line>,
    /// Per game, the game recorded last (kept by a reset: its end screen may still be up).
    #[serde(default)]
    pub recorded: Vec<GameKey>,
}

impl Default for Stats {
    fn default() -> Self {
        Stats {
            version: Self::VERSION,
            lines: Vec::new(),
            recorded: Vec::new(),
        }
    }
}

impl Stats {
    pub const VERSION: u32 = 1;

    /// Reads stored statistics; another version or a broken text says why.
    pub fn parse(json: &str) -> Result<Stats, String> {
        #[derive(Deserialize)]
        struct Header {
            version: Option<u32>,
        }
        // The parser's words are English: a Japanese reader is told the text is broken.
        let unread = |e: serde_json::Error| {
            t!(
                "the statistics could not be read ({e})",
                "成績のデータが壊れています"
            )
        };
        let header: Header = serde_json::from_str(json).map_err(unread)?;
        let ours = Self::VERSION;
        match header.version {
            Some(Self::VERSION) => serde_json::from_str(json).map_err(unread),
            Some(v) => Err(t!(
                "the statistics are from another version of the app (format {v}, this version reads {ours})",
                "成績が別のバージョンのアプリのものです（形式{v}、このバージョンが読めるのは形式{ours}）"
            )),
            None => Err(ts!(
                "the statistics have no format version",
                "成績のデータに形式のバージョンがありません"
            )
            .into()),
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// A game's line at a level, if any game was counted there.
    pub fn line(&self, game: &str, level: &str) -> Option<&Line> {
        self.lines
            .iter()
            .find(|l| l.game == game && l.level == level)
    }

    fn line_mut(&mut self, game: &str, level: &str) -> &mut Line {
        let at = match self
            .lines
            .iter()
            .position(|l| l.game == game && l.level == level)
        {
            Some(at) => at,
            None => {
                self.lines.push(Line {
                    game: game.into(),
                    level: level.into(),
                    ..Line::default()
                });
                self.lines.len() - 1
            }
        };
        &mut self.lines[at]
    }

    /// Remembers `key` as its game's last counted; `false` if it already was.
    fn first_time(&mut self, key: GameKey) -> bool {
        match self.recorded.iter_mut().find(|k| k.game == key.game) {
            Some(k) if *k == key => false,
            Some(k) => {
                *k = key;
                true
            }
            None => {
                self.recorded.push(key);
                true
            }
        }
    }

    /// Counts a finished game, unless this one (`key`) was the last one counted.
    pub fn record(&mut self, key: GameKey, level: BotLevel, f: &Finish) -> bool {
        self.record_at(key, level.name(), f)
    }

    /// [`Stats::record`] on the line named `level` (see [`level_label`]).
    pub fn record_at(&mut self, key: GameKey, level: &str, f: &Finish) -> bool {
        let game = key.game.clone();
        if !self.first_time(key) {
            return false;
        }
        let line = self.line_mut(&game, level);
        line.played += 1;
        match f.outcome {
            Outcome::Won => {
                line.won += 1;
                line.streak += 1;
                line.best = line.best.max(line.streak);
            }
            Outcome::Lost => {
                line.lost += 1;
                line.streak = 0;
            }
            Outcome::Drawn => {
                line.drawn += 1;
                line.streak = 0;
            }
        }
        line.totals.add(f);
        true
    }

    /// Counts a game given up (it also ends the streak), once.
    pub fn abandon(&mut self, key: GameKey, level: BotLevel) -> bool {
        self.abandon_at(key, level.name())
    }

    /// [`Stats::abandon`] on the line named `level`.
    pub fn abandon_at(&mut self, key: GameKey, level: &str) -> bool {
        let game = key.game.clone();
        if !self.first_time(key) {
            return false;
        }
        let line = self.line_mut(&game, level);
        line.played += 1;
        line.abandoned += 1;
        line.streak = 0;
        true
    }

    /// Zero for everything; which games were counted is kept, so that an end screen still
    /// on show is not counted again after the reset.
    pub fn reset(&mut self) {
        self.lines.clear();
    }

    /// A game's lines, by level from easy to hard, each followed by its races with the
    /// learner's hint on (Judge), counted apart.
    pub fn lines(&self, game: &str) -> Vec<&Line> {
        BotLevel::ALL
            .iter()
            .flat_map(|&l| [level_label(l, false), level_label(l, true)])
            .filter_map(|l| self.line(game, &l))
            .collect()
    }

    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }
}

/// Whom a table's statistics are about: the one person at a table of computers, and the
/// strongest computer there. `None` with several people or none, and for a guided game (the
/// coach played it with you).
pub fn counted<T: SavedTable>(setup: &T) -> Option<(Seat, BotLevel)> {
    if setup.coach().is_some() {
        return None;
    }
    let seats = 0..setup.seats();
    let people: Vec<Seat> = seats
        .clone()
        .filter(|&s| setup.bot_level(s).is_none())
        .collect();
    let strongest = seats.filter_map(|s| setup.bot_level(s)).max_by_key(|l| {
        BotLevel::ALL
            .iter()
            .position(|b| b == l)
            .unwrap_or_default()
    });
    match (people.as_slice(), strongest) {
        ([me], Some(level)) => Some((*me, level)),
        _ => None,
    }
}

/// A line's level: the computer's ("easy"), and apart from it the games played with the
/// learner's hint on ("easy, hint on"; Judge's switch, `SavedTable::learner`).
pub fn level_label(level: BotLevel, learner: bool) -> String {
    if learner {
        format!("{}, hint on", level.name())
    } else {
        level.name().to_string()
    }
}

/// A line's level as the reader says it: "easy", "easy, hint on"; 「初級」「初級（ヒントあり）」.
/// An unknown stored level is shown as stored.
pub fn level_shown(stored: &str) -> String {
    let (name, learner) = match stored.strip_suffix(", hint on") {
        Some(name) => (name, true),
        None => (stored, false),
    };
    let Some(level) = BotLevel::ALL.into_iter().find(|l| l.name() == name) else {
        return stored.to_string();
    };
    let level = level.label();
    if learner {
        t!("{level}, hint on", "{level}（ヒントあり）")
    } else {
        level.to_string()
    }
}

fn key_of<G: Game>(session: &Session<G>) -> GameKey {
    GameKey {
        game: G::ID.into(),
        seed: session.seed,
        moves: session.log.len(),
    }
}

/// The person a counted game is recorded for, and the row it goes in ("easy, hint on").
fn counted_row<T: SavedTable>(setup: &T) -> Option<(Seat, String)> {
    counted(setup).map(|(me, level)| (me, level_label(level, setup.learner())))
}

/// Records the table's game if it is over and counts; `true` when the statistics changed.
pub fn record_finished<G: Standing, T: SavedTable>(
    stats: &mut Stats,
    session: &Session<G>,
    setup: &T,
) -> bool {
    counted_row(setup)
        .and_then(|(me, level)| {
            let finish = session.state.standing(me)?;
            Some(stats.record_at(key_of(session), &level, &finish))
        })
        .unwrap_or(false)
}

/// Records the table's game as abandoned when it is replaced by a new one: unfinished,
/// counted, and the person had moved in it (a deal looked at and left is not a game).
pub fn record_replaced<G: Standing, T: SavedTable>(
    stats: &mut Stats,
    session: &Session<G>,
    setup: &T,
) -> bool {
    counted_row(setup)
        .filter(|(me, _)| !session.state.is_over() && session.log.iter().any(|(s, _)| s == me))
        .is_some_and(|(_, level)| stats.abandon_at(key_of(session), &level))
}

#[cfg(test)]
mod tests;
