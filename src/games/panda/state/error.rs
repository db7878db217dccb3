//! Why an action is refused, in words the table shows.

use super::super::cards::Card;
use crate::core::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PandaError {
    GameOver,
    NotYourTurn,
    /// The action is not one of this phase ("the passing is over").
    NotNow(&'static str),
    AlreadyCalled,
    CallAfterFirstCard,
    AlreadyGave,
    SameCardTwice,
    NotInHand(Card),
    NoCards,
    NotACombination,
    DoesNotBeat {
        table: String,
    },
    CatfishOnHigh,
    FirstLeadNeedsOne,
    CatOnlyAsLead,
    KingdomNeedsAllFour,
    CannotPassLead,
    OnlyAmbushNow,
    NotAnOpponent(Seat),
}

impl fmt::Display for PandaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PandaError::GameOver => write!(f, "the game is over"),
            PandaError::NotYourTurn => write!(f, "it is not your turn"),
            PandaError::NotNow(why) => write!(f, "not now: {why}"),
            PandaError::AlreadyCalled => write!(f, "you have already called Panda"),
            PandaError::CallAfterFirstCard => {
                write!(f, "Panda can only be called before playing your first card")
            }
            PandaError::AlreadyGave => write!(f, "you have already passed your cards"),
            PandaError::SameCardTwice => write!(f, "pass three different cards"),
            PandaError::NotInHand(c) => write!(f, "{c} is not in your hand"),
            PandaError::NoCards => write!(f, "choose cards to play"),
            PandaError::NotACombination => write!(f, "these cards are not a combination"),
            PandaError::DoesNotBeat { table } => write!(
                f,
                "that does not beat {table}: play the same kind and length, higher"
            ),
            PandaError::CatfishOnHigh => {
                write!(f, "the Catfish cannot be played on a Mon or the Panda")
            }
            PandaError::FirstLeadNeedsOne => {
                write!(f, "the first lead must contain a 1 (the Stork counts)")
            }
            PandaError::CatOnlyAsLead => write!(f, "the Cat can only be led"),
            PandaError::KingdomNeedsAllFour => {
                write!(
                    f,
                    "a Kingdom is only valid while all four players hold cards"
                )
            }
            PandaError::CannotPassLead => write!(f, "you have the lead: play something"),
            PandaError::OnlyAmbushNow => {
                write!(
                    f,
                    "out of turn only an Ambush (four of a kind) may be played"
                )
            }
            PandaError::NotAnOpponent(s) => {
                write!(f, "the Panda's trick goes to an opponent, not seat {s}")
            }
        }
    }
}
