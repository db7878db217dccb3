//! What happened, for the history panel, and how a deal was scored.

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

impl Event {
    /// The history line: "Ren plays Full house, 9s", "Aiko calls Panda", "Sora ambushes!".
    pub fn describe(&self, names: &[&str]) -> String {
        let n = |s: &Seat| names.get(*s).copied().unwrap_or("?").to_string();
        let team_name = |t: &usize| format!("{} and {}", n(t), n(&(t + 2)));
        match self {
            Event::DealStarted { deal } => format!("Deal {deal}: 15 cards each"),
            Event::CalledPanda { seat } => format!("{} calls Panda", n(seat)),
            Event::GaveCards { seat } => format!("{} has passed three cards", n(seat)),
            Event::CardsExchanged { leader } => {
                format!("Cards exchanged; {} holds the Stork and leads", n(leader))
            }
            Event::Played { seat, combo } => format!("{} plays {}", n(seat), combo.name()),
            Event::Ambushed { seat, combo } => {
                format!("{} ambushes! {}", n(seat), combo.name())
            }
            Event::Passed { seat } => format!("{} passes", n(seat)),
            Event::LeadPassed { seat, to } => {
                format!("{} plays the Cat: {} leads", n(seat), n(to))
            }
            Event::TrickWon { seat, points } => {
                format!("{} takes the trick ({points} points)", n(seat))
            }
            Event::TrickGiven { from, to, points } => format!(
                "{} gives the Panda's trick to {} ({points} points)",
                n(from),
                n(to)
            ),
            Event::WentOut { seat, place } => {
                let p = ["first", "second", "third", "fourth"][(*place).min(4) - 1];
                format!("{} is out {p}", n(seat))
            }
            Event::DoubleVictory { team } => {
                format!("Double victory for {}: 200 to 0", team_name(team))
            }
            Event::DealScored(r) => format!(
                "Deal {} scored: {} to {} (total {} to {})",
                r.deal, r.total[0], r.total[1], r.scores_after[0], r.scores_after[1]
            ),
            Event::GameWon { team } => format!("{} win the game", team_name(team)),
        }
    }
}
