//! Satsuma Rebellion: two asymmetric decks, Samurai (seat 0) against Imperials (seat 1).
//!
//! `cards` holds the decks as data, `clash` the scoring of a revealed hand, `state` the
//! rules (actions, apply, errors), `observation` what one seat sees, `bots` the levels, and
//! `hint` the hard bot's choice explained, `game` the `Game` and `BotPlayer` impls over
//! them. Imports run one way only: cards -> clash -> state -> observation -> bots -> hint.

pub mod bots;
pub mod cards;
pub mod clash;
mod game;
pub mod hint;
pub mod observation;
mod standing;
pub mod state;
#[cfg(test)]
mod tests;

use crate::core::lang::{lang, Lang};
use crate::ts;
use serde::{Deserialize, Serialize};

pub use cards::CardDef;
pub use clash::{best_total, tally, CardUse, Exclusion, Tally};
pub use observation::SatsumaObservation;
pub use state::{Action, ClashResult, Event, Phase, SatsumaConfig, SatsumaError, SatsumaState};

/// Cards in each deck.
pub const DECK_SIZE: usize = 46;
/// Cards in a hand.
pub const HAND_SIZE: usize = 7;
/// At most this many cards may be discarded and redrawn in Logistics.
pub const MAX_DISCARDS: usize = 3;
/// The game ends when the Samurai reach this many casualties.
pub const SAMURAI_CASUALTY_LIMIT: u8 = 9;

/// A card is its index in its side's deck; the side is known from where it lies.
pub type CardNo = u8;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    Samurai,
    Imperials,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::Samurai, Side::Imperials];

    pub fn seat(self) -> usize {
        self as usize
    }

    pub fn from_seat(seat: usize) -> Option<Side> {
        match seat {
            0 => Some(Side::Samurai),
            1 => Some(Side::Imperials),
            _ => None,
        }
    }

    pub fn other(self) -> Side {
        match self {
            Side::Samurai => Side::Imperials,
            Side::Imperials => Side::Samurai,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::Samurai => "Samurai",
            Side::Imperials => "Imperials",
        }
    }

    /// The side as the reader names it (`name` is the English word of saves and classes):
    /// the histories of 西南戦争 say 薩軍 and 政府軍 (官軍).
    pub fn label(self) -> &'static str {
        match self {
            Side::Samurai => ts!("Samurai", "薩軍"),
            Side::Imperials => ts!("Imperials", "官軍"),
        }
    }

    pub fn deck(self) -> &'static [CardDef; DECK_SIZE] {
        match self {
            Side::Samurai => &cards::SAMURAI_DECK,
            Side::Imperials => &cards::IMPERIAL_DECK,
        }
    }

    pub fn card(self, no: CardNo) -> &'static CardDef {
        &self.deck()[no as usize]
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    Force,
    Reserves,
    Leader,
    Attack,
    Defense,
    Morale,
    Weapons,
    Escape,
}

impl Suit {
    pub const ALL: [Suit; 8] = [
        Suit::Force,
        Suit::Reserves,
        Suit::Leader,
        Suit::Attack,
        Suit::Defense,
        Suit::Morale,
        Suit::Weapons,
        Suit::Escape,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Suit::Force => "Force",
            Suit::Reserves => "Reserves",
            Suit::Leader => "Leader",
            Suit::Attack => "Attack",
            Suit::Defense => "Defense",
            Suit::Morale => "Morale",
            Suit::Weapons => "Weapons",
            Suit::Escape => "Escape",
        }
    }

    /// The seed's one-letter abbreviation.
    pub fn letter(self) -> char {
        self.name().chars().next().unwrap_or('?')
    }

    /// The suit as the reader names it.
    pub fn label(self) -> &'static str {
        match self {
            Suit::Force => ts!("Force", "兵力"),
            Suit::Reserves => ts!("Reserves", "予備"),
            Suit::Leader => ts!("Leader", "指揮"),
            Suit::Attack => ts!("Attack", "攻撃"),
            Suit::Defense => ts!("Defense", "防御"),
            Suit::Morale => ts!("Morale", "士気"),
            Suit::Weapons => ts!("Weapons", "武器"),
            Suit::Escape => ts!("Escape", "脱出"),
        }
    }

    /// The suit's short index on badges ("W" in "W3"): the English letter, or the first
    /// kanji of the Japanese name (武 in 武3). Pseudo keeps the letter: a badge must fit.
    pub fn index(self) -> String {
        match lang() {
            Lang::En | Lang::Pseudo => self.letter().to_string(),
            Lang::Ja => self.label().chars().next().unwrap_or('?').to_string(),
        }
    }

    /// Whether a player in `role` may count cards of this suit.
    pub fn allowed_for(self, role: Role) -> bool {
        match role {
            Role::Attacker => !matches!(self, Suit::Defense | Suit::Escape),
            Role::Defender => self != Suit::Attack,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Role {
    Attacker,
    Defender,
}

impl Role {
    pub fn name(self) -> &'static str {
        match self {
            Role::Attacker => "Attacker",
            Role::Defender => "Defender",
        }
    }

    /// The role as the reader names it.
    pub fn label(self) -> &'static str {
        match self {
            Role::Attacker => ts!("Attacker", "攻撃側"),
            Role::Defender => ts!("Defender", "防御側"),
        }
    }
}

/// How the game ended, named from the Imperial casualties.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum VictoryLevel {
    GreaterImperialVictory,
    HistoricallyEquivalent,
    GreaterSamuraiMoralVictory,
}

impl VictoryLevel {
    pub fn from_imperial_casualties(casualties: u8) -> Self {
        match casualties {
            0..=7 => VictoryLevel::GreaterImperialVictory,
            8 => VictoryLevel::HistoricallyEquivalent,
            _ => VictoryLevel::GreaterSamuraiMoralVictory,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            VictoryLevel::GreaterImperialVictory => "Greater Imperial Victory",
            VictoryLevel::HistoricallyEquivalent => "Historically Equivalent",
            VictoryLevel::GreaterSamuraiMoralVictory => "Greater Samurai Moral Victory",
        }
    }

    /// The level as the reader names it (`name` is the statistics' key).
    pub fn label(self) -> &'static str {
        match self {
            VictoryLevel::GreaterImperialVictory => {
                ts!("Greater Imperial Victory", "官軍の大勝利")
            }
            VictoryLevel::HistoricallyEquivalent => {
                ts!("Historically Equivalent", "史実どおりの結末")
            }
            VictoryLevel::GreaterSamuraiMoralVictory => {
                ts!("Greater Samurai Moral Victory", "薩軍の精神的勝利")
            }
        }
    }
}

/// A card's printed code, as in the seed: "W5 or M6".
pub fn card_code(def: &CardDef) -> String {
    def.options
        .iter()
        .map(|(suit, strength)| format!("{}{}", suit.letter(), strength))
        .collect::<Vec<_>>()
        .join(" or ")
}
