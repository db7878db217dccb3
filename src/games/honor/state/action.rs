//! What a seat may do ([`Action`]), when ([`Phase`]), and why it may not ([`HonorError`]).

use crate::core::Seat;
use crate::games::honor::cards::Suit;
use crate::games::honor::ARMY_SIZE;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Every decision of the game, each made by one seat.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Kings: the King names the illegal suit before the first hand of a game.
    DeclareIllegalSuit(Suit),
    /// Diplomacy (1): appeal to the King against a Joker's disgrace.
    Appeal,
    /// Diplomacy (2): appeal to the King about the Joker in one's army; the named hand card
    /// replaces the Joker if the King responds and draws a face card.
    AppealWithCard {
        hand_index: usize,
    },
    /// Either appeal window: let it be.
    NoAppeal,
    /// The King hears the appeal and draws a card.
    Respond,
    /// The King turns the appeal down.
    Reject,
    /// Put hand card `hand_index` into army slot `slot` (0..3); the card there goes unseen to
    /// the exchange pile.
    Exchange {
        hand_index: usize,
        slot: usize,
    },
    /// Done exchanging for this hand.
    EndExchange,
    /// Charges: add hand card `hand_index` face down to the army.
    Charge {
        hand_index: usize,
    },
    NoCharge,
    /// After the battle: clean up and deal the next hand.
    NextHand,
    /// Kings, between games of a match: start the next game.
    NextGame,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// The King declares the illegal suit.
    DeclareSuit,
    /// Setup/Discard is paused: appeals against a Joker's disgraces (see
    /// [`AppealWindow`](super::AppealWindow)).
    JokerAppeal,
    /// Players swap hand cards into their armies, all at once.
    Exchange,
    /// Players add charges, one at a time.
    Charge,
    /// Armies are revealed; appeals about Jokers in armies (see
    /// [`AppealWindow`](super::AppealWindow)).
    ArmyAppeal,
    /// The battle is decided and on show
    /// ([`HonorState::last_battle`](super::HonorState::last_battle)); `NextHand` goes on.
    Battle,
    /// A game of a Kings match is over; `NextGame` starts the next.
    GameOver,
    /// The match (or the single game) is over.
    Over,
}

impl Phase {
    pub fn name(self) -> &'static str {
        match self {
            Phase::DeclareSuit => "the King's declaration",
            Phase::JokerAppeal => "an appeal against a Joker",
            Phase::Exchange => "the exchange",
            Phase::Charge => "the charges",
            Phase::ArmyAppeal => "an appeal about a Joker in an army",
            Phase::Battle => "the battle",
            Phase::GameOver => "the end of the game",
            Phase::Over => "the end of the match",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HonorError {
    /// The match (or single game) is over.
    MatchOver,
    NoSuchSeat(Seat),
    /// This action has no place in the current phase or step.
    NotNow(Phase),
    /// This seat has nothing to do now.
    NotYourTurn(Seat),
    /// This seat is out of the game.
    OutOfGame(Seat),
    /// A King may not appeal to themselves.
    KingCannotAppeal,
    NoSuchHandCard {
        index: usize,
        hand: usize,
    },
    NoSuchArmySlot(usize),
}

impl fmt::Display for HonorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HonorError::MatchOver => write!(f, "the game is over"),
            HonorError::NoSuchSeat(s) => write!(f, "there is no seat {s} at this table"),
            HonorError::NotNow(p) => write!(f, "that cannot be done during {}", p.name()),
            HonorError::NotYourTurn(s) => write!(f, "seat {s} has nothing to do now"),
            HonorError::OutOfGame(s) => write!(f, "seat {s} is out of the game"),
            HonorError::KingCannotAppeal => write!(f, "a King may not appeal to themselves"),
            HonorError::NoSuchHandCard { index, hand } => {
                write!(f, "there is no card {index} in a hand of {hand}")
            }
            HonorError::NoSuchArmySlot(s) => {
                write!(
                    f,
                    "there is no army slot {s} (slots are 0 to {})",
                    ARMY_SIZE - 1
                )
            }
        }
    }
}
