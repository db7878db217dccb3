//! Sessions (a game plus its log) and saves (seed + config + log, versioned).

use super::game::{Game, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Bumped when the save layout or any engine's action format changes incompatibly.
pub const SCHEMA_VERSION: u32 = 1;

/// A saved game: enough to replay it exactly. `table` holds per-game table setup
/// (who is human, bot levels, names) that is not part of the rules.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Save<G: Game, T: Clone + Serialize + serde::de::DeserializeOwned> {
    pub schema: u32,
    pub game: String,
    pub seed: u64,
    pub config: G::Config,
    pub table: T,
    pub log: Vec<(Seat, G::Action)>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum SaveError {
    /// Not parseable at all.
    Corrupt(String),
    /// Written by another schema version.
    Incompatible { found: u32, expected: u32 },
    /// A save of another game under this game's key.
    WrongGame(String),
    /// The log does not replay: an action at `index` was refused.
    Replay { index: usize, reason: String },
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The parser's words (`why`) are English only: a Japanese reader is told without them.
        let text = match self {
            SaveError::Corrupt(why) => crate::t!(
                "the saved game could not be read ({why})",
                "保存したゲームを読み込めませんでした"
            ),
            SaveError::Incompatible { found, expected } => crate::t!(
                "the saved game is from another version of the app (format {found}, this version reads {expected})",
                "保存したゲームはアプリの別のバージョンのものです（形式{found}、このバージョンが読めるのは{expected}）"
            ),
            // The game's key is a word of the code, English: a Japanese reader is told without it.
            SaveError::WrongGame(g) => crate::t!(
                "the save belongs to another game ({g})",
                "保存したゲームは別のゲームのものです"
            ),
            SaveError::Replay { index, reason } => crate::t!(
                "the saved moves do not replay (move {n}: {reason})",
                "保存した手を再現できません（{n}手目：{reason}）";
                n = index + 1
            ),
        };
        f.write_str(&text)
    }
}

/// A game in progress with the log that produced it.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    pub seed: u64,
    pub config: G::Config,
    pub state: G,
    pub log: Vec<(Seat, G::Action)>,
}

impl<G: Game> Session<G> {
    pub fn new(config: G::Config, seed: u64) -> Self {
        let state = G::new(&config, seed);
        Session {
            seed,
            config,
            state,
            log: Vec::new(),
        }
    }

    /// Applies and records an action; on error nothing changes.
    pub fn apply(&mut self, seat: Seat, action: G::Action) -> Result<(), G::Error> {
        self.state.apply(seat, &action)?;
        self.log.push((seat, action));
        Ok(())
    }

    pub fn to_save<T: Clone + Serialize + serde::de::DeserializeOwned>(
        &self,
        table: T,
    ) -> Save<G, T> {
        Save {
            schema: SCHEMA_VERSION,
            game: G::ID.to_string(),
            seed: self.seed,
            config: self.config.clone(),
            table,
            log: self.log.clone(),
        }
    }

    /// The session of this one's first `len` actions, replayed from the seed as a save is:
    /// what undo restores.
    pub fn replayed(&self, len: usize) -> Result<Self, SaveError> {
        Session::replay(
            self.config.clone(),
            self.seed,
            &self.log[..len.min(self.log.len())],
        )
    }

    /// Rebuilds a session by replaying a save's log from its seed.
    pub fn from_save<T: Clone + Serialize + serde::de::DeserializeOwned>(
        save: &Save<G, T>,
    ) -> Result<Self, SaveError> {
        if save.schema != SCHEMA_VERSION {
            return Err(SaveError::Incompatible {
                found: save.schema,
                expected: SCHEMA_VERSION,
            });
        }
        if save.game != G::ID {
            return Err(SaveError::WrongGame(save.game.clone()));
        }
        Session::replay(save.config.clone(), save.seed, &save.log)
    }

    /// A session from its seed and log, each action replayed (and checked) in turn.
    fn replay(config: G::Config, seed: u64, log: &[(Seat, G::Action)]) -> Result<Self, SaveError> {
        let mut session = Session::<G>::new(config, seed);
        for (index, (seat, action)) in log.iter().enumerate() {
            if *seat >= session.state.seat_count() {
                return Err(SaveError::Replay {
                    index,
                    reason: crate::t!("no seat {seat}", "席{seat}はありません"),
                });
            }
            session
                .apply(*seat, action.clone())
                .map_err(|e| SaveError::Replay {
                    index,
                    reason: e.to_string(),
                })?;
        }
        Ok(session)
    }
}

/// Parses a save from JSON, checking the schema before the shape so an old save
/// is reported as incompatible rather than corrupt. The schema is read on its own first
/// (serde skips the other fields), not through `serde_json::Value`, which would add its
/// whole tree type to the wasm.
pub fn parse_save<G: Game, T: Clone + Serialize + serde::de::DeserializeOwned>(
    json: &str,
) -> Result<Save<G, T>, SaveError> {
    #[derive(Deserialize)]
    struct Header {
        schema: Option<u32>,
    }
    let header: Header =
        serde_json::from_str(json).map_err(|e| SaveError::Corrupt(e.to_string()))?;
    let schema = header
        .schema
        .ok_or_else(|| SaveError::Corrupt("no format version".into()))?;
    if schema != SCHEMA_VERSION {
        return Err(SaveError::Incompatible {
            found: schema,
            expected: SCHEMA_VERSION,
        });
    }
    serde_json::from_str(json).map_err(|e| SaveError::Corrupt(e.to_string()))
}
