//! Who races: the two seated players and the queue waiting for the winner.

use crate::app::kit::{Player, SavedTable};
use crate::core::{BotLevel, Seat};
use serde::{Deserialize, Serialize};

/// Saved beside the log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct JudgeTable {
    /// Seat 0 (the near side) and seat 1 (the far side).
    pub players: Vec<Player>,
    /// People waiting for the next game, first in line first. The winner stays on.
    pub queue: Vec<Player>,
}

impl SavedTable for JudgeTable {
    fn seats(&self) -> usize {
        self.players.len()
    }

    fn bot_level(&self, seat: Seat) -> Option<BotLevel> {
        self.players.get(seat)?.bot_level()
    }

    fn name(&self, seat: Seat) -> String {
        JudgeTable::name(self, seat)
    }
    /// A race cannot be taken back.
    const UNDO: bool = false;
}

impl JudgeTable {
    pub fn name(&self, seat: Seat) -> String {
        self.players
            .get(seat)
            .map(|p| p.name.clone())
            .unwrap_or_default()
    }

    /// The next game's table: the winner stays (on a tie, the player who was waiting
    /// longest of the two, seat 0, stays), the other joins the back of the queue and the
    /// first in line takes the free seat.
    pub fn next_challenger(&self, winner: Option<Seat>) -> JudgeTable {
        let stays = winner.unwrap_or(0);
        let mut queue = self.queue.clone();
        if queue.is_empty() {
            return self.clone();
        }
        let challenger = queue.remove(0);
        queue.push(self.players[1 - stays].clone());
        JudgeTable {
            players: vec![self.players[stays].clone(), challenger],
            queue,
        }
    }
}
