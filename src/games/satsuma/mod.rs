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
}

/// A card's printed code, as in the seed: "W5 or M6".
pub fn card_code(def: &CardDef) -> String {
    def.options
        .iter()
        .map(|(suit, strength)| format!("{}{}", suit.letter(), strength))
        .collect::<Vec<_>>()
        .join(" or ")
}
