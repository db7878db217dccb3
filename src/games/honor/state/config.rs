//! The options chosen before a game, and why a set of them cannot be played.

use crate::games::honor::{DEFAULT_TARGET_HEADS, MAX_SEATS, MIN_SEATS};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Options chosen before the game. Saved with the log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct HonorConfig {
    /// 2 to 6.
    pub seats: usize,
    /// Kings: a match of `games_in_match` games; the previous winner declares an illegal suit.
    pub kings: bool,
    /// Negative heads: a disgrace is -1 head; out at -3 heads.
    pub negative_heads: bool,
    /// Charges: after the exchange each player may add one hand card to the army.
    pub charges: bool,
    /// Diplomacy (only with Kings): appeals to the King about Jokers.
    pub diplomacy: bool,
    /// Agreed value of one head, shown on the end screen (0: no stake).
    pub stake_per_head: u32,
    /// Heads that win the game (10).
    pub target_heads: u32,
    /// Games in a Kings match (2 to 9, default 3). Without Kings a match is one game.
    pub games_in_match: u32,
    /// House rule "Opening grace" (not in the seed): until the first battle of each game, a
    /// disgrace that would put a player out is not given, so nobody goes out before the
    /// first battle. Off (false) is the classic rule, and what a save written before this
    /// field existed loads as.
    pub opening_grace: bool,
}

impl Default for HonorConfig {
    fn default() -> Self {
        HonorConfig {
            seats: 4,
            kings: false,
            negative_heads: false,
            charges: false,
            diplomacy: false,
            stake_per_head: 0,
            target_heads: DEFAULT_TARGET_HEADS,
            games_in_match: 3,
            opening_grace: false,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigError {
    SeatCount(usize),
    DiplomacyNeedsKings,
    TargetHeads(u32),
    GamesInMatch(u32),
}

impl fmt::Display for ConfigError {
    /// In the reader's language (the new-game form shows it).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::{t, ts};
        let text = match self {
            ConfigError::SeatCount(n) => t!(
                "{MIN_SEATS} to {MAX_SEATS} players can play, not {n}",
                "遊べるのは{MIN_SEATS}人から{MAX_SEATS}人までで、{n}人では遊べません"
            ),
            ConfigError::DiplomacyNeedsKings => ts!(
                "Diplomacy can only be played with the Kings variant",
                "「外交」は「将軍」のバリアントと一緒にしか遊べません"
            )
            .into(),
            ConfigError::TargetHeads(n) => t!(
                "the heads to win must be 1 to 99, not {n}",
                "勝ちに必要な首の数は1から99までで、{n}にはできません"
            ),
            ConfigError::GamesInMatch(n) => t!(
                "a match of Kings has 2 to 9 games, not {n}",
                "「将軍」のマッチは2から9ゲームで、{n}ゲームにはできません"
            ),
        };
        f.write_str(&text)
    }
}

impl HonorConfig {
    /// Every variant on, for `seats` players.
    pub fn all_variants(seats: usize) -> Self {
        HonorConfig {
            seats,
            kings: true,
            negative_heads: true,
            charges: true,
            diplomacy: true,
            ..HonorConfig::default()
        }
    }

    /// Why this configuration cannot be played, if it cannot. The new-game dialog should
    /// check this; `Game::new` plays the [`normalized`](Self::normalized) configuration.
    pub fn validate(&self) -> Result<(), ConfigError> {
        if !(MIN_SEATS..=MAX_SEATS).contains(&self.seats) {
            return Err(ConfigError::SeatCount(self.seats));
        }
        if self.diplomacy && !self.kings {
            return Err(ConfigError::DiplomacyNeedsKings);
        }
        if !(1..=99).contains(&self.target_heads) {
            return Err(ConfigError::TargetHeads(self.target_heads));
        }
        if self.kings && !(2..=9).contains(&self.games_in_match) {
            return Err(ConfigError::GamesInMatch(self.games_in_match));
        }
        Ok(())
    }

    /// The nearest playable configuration: seats clamped to 2..=6, Diplomacy off without
    /// Kings, target clamped to 1..=99, games in a match clamped to 2..=9.
    pub fn normalized(&self) -> Self {
        HonorConfig {
            seats: self.seats.clamp(MIN_SEATS, MAX_SEATS),
            diplomacy: self.diplomacy && self.kings,
            target_heads: self.target_heads.clamp(1, 99),
            games_in_match: self.games_in_match.clamp(2, 9),
            ..self.clone()
        }
    }

    /// Games in the match: `games_in_match` with Kings, else 1.
    pub fn match_length(&self) -> u32 {
        if self.kings {
            self.games_in_match
        } else {
            1
        }
    }
}
