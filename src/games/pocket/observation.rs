//! What one seat can see. Bots receive this, never the state.
//!
//! After the draft both hands are public (every pick was made face up); what a seat cannot
//! see is the opponent's face-down card (and call) before the reveal, and the order of the
//! undealt deck. The observation is the state with exactly those redacted, so the table and
//! the bots read it with the state's own accessors (`obs.view.hand(seat)` and so on).

use super::state::PocketState;
use crate::core::Seat;

#[derive(Clone, Debug, PartialEq)]
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

    pub fn opponent(&self) -> Seat {
        1 - self.me
    }
}
