//! Why an action is refused.

use super::super::cards::{def, CallTarget, Card, Symbol};
use super::Phase;
use crate::core::Seat;
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PocketError {
    GameOver,
    NoSuchSeat(Seat),
    /// The action belongs to another phase.
    WrongPhase {
        action: &'static str,
        phase: Phase,
    },
    NotYourPick,
    NotInRow(Card),
    NotInHand(Card),
    AlreadyCommitted,
    NoCall,
    AlreadyDecided,
    CannotCall {
        card: Card,
        target: CallTarget,
    },
    NotChooser,
    NotAnOption(Symbol),
    NotInPlay(Card),
    NoExhaustAbility(Card),
    AlreadyPassed,
}

impl fmt::Display for PocketError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |c: &Card| def(*c).name;
        match self {
            PocketError::GameOver => write!(f, "the match is over"),
            PocketError::NoSuchSeat(s) => write!(f, "there is no seat {s} in a two-player game"),
            PocketError::WrongPhase { action, phase } => {
                write!(f, "{action} is not possible now ({phase:?} phase)")
            }
            PocketError::NotYourPick => write!(f, "it is the other player's pick"),
            PocketError::NotInRow(c) => write!(f, "{} is not in the Dojo row", name(c)),
            PocketError::NotInHand(c) => write!(f, "{} is not in this hand", name(c)),
            PocketError::AlreadyCommitted => {
                write!(f, "a card is already laid face down this turn")
            }
            PocketError::NoCall => write!(f, "no Call ability of this player is waiting"),
            PocketError::AlreadyDecided => write!(f, "this player has already decided"),
            PocketError::CannotCall { card, target } => write!(
                f,
                "{} cannot be called: the ability calls {}",
                name(card),
                match target {
                    CallTarget::Any => "any card".to_string(),
                    CallTarget::With(s) => format!("a card with a {}", s.name()),
                    CallTarget::Strike => "Strike! only".to_string(),
                }
            ),
            PocketError::NotChooser => write!(f, "this player has no symbol to choose"),
            PocketError::NotAnOption(s) => write!(f, "the card does not offer {}", s.name()),
            PocketError::NotInPlay(c) => write!(f, "{} is not in this player's play area", name(c)),
            PocketError::NoExhaustAbility(c) => write!(f, "{} has no Exhaust ability", name(c)),
            PocketError::AlreadyPassed => write!(f, "this player has stopped exhausting this turn"),
        }
    }
}
