//! What happened (the app words it for the history panel: `app::panda::words`, which says
//! "you" to the person at the device), and how a deal was scored.

use super::super::combo::Combination;
use crate::core::Seat;
use serde::{Deserialize, Serialize};

/// How a deal was scored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealResult {
    pub deal: u32,
    /// Seats in the order they went out (2 after a double victory, else 3).
    pub out_order: Vec<Seat>,
    pub double_victory: Option<usize>,
    /// Card points per team (200-0 after a double victory).
    pub card_points: [i32; 2],
    pub call_points: [i32; 2],
    pub kingdom_points: [i32; 2],
    pub total: [i32; 2],
    pub scores_after: [i32; 2],
}

/// What happened, for the history panel ([`Event::describe`]). All public.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    DealStarted {
        deal: u32,
    },
    CalledPanda {
        seat: Seat,
    },
    /// Which cards is secret.
    GaveCards {
        seat: Seat,
    },
    CardsExchanged {
        leader: Seat,
    },
    Played {
        seat: Seat,
        combo: Combination,
    },
    /// An Ambush, on one's turn or out of turn.
    Ambushed {
        seat: Seat,
        combo: Combination,
    },
    Passed {
        seat: Seat,
    },
    /// The Cat handed the lead to `to`.
    LeadPassed {
        seat: Seat,
        to: Seat,
    },
    TrickWon {
        seat: Seat,
        points: i32,
    },
    TrickGiven {
        from: Seat,
        to: Seat,
        points: i32,
    },
    WentOut {
        seat: Seat,
        place: usize,
    },
    DoubleVictory {
        team: usize,
    },
    DealScored(DealResult),
    GameWon {
        team: usize,
    },
}
