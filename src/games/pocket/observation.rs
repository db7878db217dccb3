//! What one seat can see. Bots receive this, never the state.
//!
//! After the draft both hands are public (every pick was made face up); what a seat cannot
//! see is the opponent's face-down card (and call) before the reveal, and the order of the
//! undealt deck. The observation is the state with exactly those redacted, so the table and
//! the bots read it with the state's own accessors (`obs.view.hand(seat)` and so on).

use super::state::PocketState;
use crate::core::Seat;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PocketObservation {
    pub me: Seat,
    /// The state as `me` may see it (see [`PocketState::redacted`]).
    pub view: PocketState,
}

impl PocketObservation {
    pub fn of(state: &PocketState, me: Seat) -> Self {
        PocketObservation {
            me,
            view: state.redacted(me),
        }
    }

    /// A spectator's table: both face-down choices hidden (`me` is seat 0).
    pub(crate) fn spectator(state: &PocketState) -> Self {
        PocketObservation {
            me: 0,
            view: state.redacted(0).redacted(1),
        }
    }

    pub fn opponent(&self) -> Seat {
        1 - self.me
    }
}

/// For undo: every card face up (a card once seen never goes back into the deck) and the
/// opponent's hidden choices shown: its flipped card and its call.
impl crate::core::Sighted for PocketObservation {
    fn sighted(&self) -> Vec<crate::core::Sight> {
        use super::state::Event;
        use crate::core::Sight;
        let v = &self.view;
        let mut seen: Vec<Sight> = v
            .row()
            .iter()
            .chain(v.discarded())
            .copied()
            .map(|c| Sight::Card(c as u32))
            .collect();
        for s in 0..2 {
            let cards = v.hand(s).iter().chain(v.exhausted(s)).copied();
            let cards = cards
                .chain(v.play(s).iter().map(|p| p.card))
                .chain(v.flipped(s));
            seen.extend(cards.map(|c| Sight::Card(c as u32)));
        }
        let other = self.opponent();
        for (i, e) in v.events().iter().enumerate() {
            if matches!(e, Event::Revealed { seat, .. } | Event::Called { seat, .. } if *seat == other)
            {
                seen.push(Sight::Shown(i as u64));
            }
        }
        seen
    }
}
