//! Who races: the two seated players and the queue waiting for the winner.

use crate::app::kit::phones::NetSeats;
use crate::app::kit::{Player, PlayerKind, SavedTable};
use crate::core::{BotLevel, Seat};
use serde::{Deserialize, Serialize};

/// Saved beside the log. Saves from before the learner's switch lack its fields: off.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct JudgeTable {
    /// Seat 0 (the near side) and seat 1 (the far side).
    pub players: Vec<Player>,
    /// People waiting for the next game, first in line first. The winner stays on.
    pub queue: Vec<Player>,
    /// The learner's switch (Hint): at each flip the right target lights up and the bar
    /// says why.
    #[serde(default, skip_serializing_if = "is_false")]
    pub hint: bool,
    /// The switch was on during this game: the statistics count such races apart.
    #[serde(default, skip_serializing_if = "is_false")]
    pub learner: bool,
    /// Rounds decided with the switch on, for the end screen.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub hints: u32,
    /// A guided game: see [`SavedTable::coach`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub coach: Option<bool>,
    /// On two phones (issue 34): the table's id and the far side's phone token.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub net: Option<NetSeats>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_zero(n: &u32) -> bool {
    *n == 0
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
    /// Its phones trade clock readings and reaction times.
    const ASIDES: bool = true;

    fn is_phone(&self, seat: Seat) -> bool {
        matches!(self.players.get(seat), Some(p) if p.kind == PlayerKind::Phone)
    }

    fn net(&self) -> Option<&NetSeats> {
        self.net.as_ref()
    }

    fn set_net(&mut self, net: NetSeats) {
        self.net = Some(net);
    }

    /// The far side's phone: its person at the near side of its own screen is seat 1.
    fn for_guest(names: &[String], seat: Seat) -> Option<Self> {
        Some(JudgeTable {
            players: crate::app::kit::setup::guest_players(names, seat),
            ..JudgeTable::default()
        })
    }

    fn hints(&self) -> u32 {
        self.hints
    }

    fn learner(&self) -> bool {
        self.learner
    }

    fn coach(&self) -> Option<bool> {
        self.coach
    }

    fn set_coach(&mut self, coach: Option<bool>) {
        self.coach = coach;
    }

    /// A new game keeps the switch as it is and counts from none (and is not guided).
    fn count_hint(&mut self, reset: bool) {
        if reset {
            self.hints = 0;
            self.coach = None;
            self.learner = self.hint;
        } else {
            self.hints += 1;
        }
    }
}

impl JudgeTable {
    /// Turns the learner's switch; on, this game counts as a learner's.
    pub fn switch_hint(&mut self) {
        self.hint = !self.hint;
        self.learner |= self.hint;
    }

    pub fn name(&self, seat: Seat) -> String {
        self.players
            .get(seat)
            .map(Player::shown_name)
            .unwrap_or_default()
    }

    /// The next game's table: the winner stays (on a tie, the player who was waiting
    /// longest of the two, seat 0, stays), the other joins the back of the queue and the
    /// first in line takes the free seat.
    pub fn next_challenger(&self, winner: Option<Seat>) -> JudgeTable {
        let stays = winner.unwrap_or(0);
        let mut queue = self.queue.clone();
        if queue.is_empty() {
            let mut same = self.clone();
            same.count_hint(true);
            return same;
        }
        let challenger = queue.remove(0);
        queue.push(self.players[1 - stays].clone());
        let mut next = JudgeTable {
            players: vec![self.players[stays].clone(), challenger],
            queue,
            hint: self.hint,
            ..JudgeTable::default()
        };
        next.count_hint(true);
        next
    }
}
