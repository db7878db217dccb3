//! Who acts now, what each seat may do, and `apply`: the rules as the `Game` trait serves
//! them (`game.rs` only forwards here).

use super::super::cards::{def, Ability};
use super::{call_allows, Action, Doing, Phase, PocketError, PocketState};
use crate::core::Seat;

impl PocketState {
    /// The seats that must act now (both at once in the simultaneous phases).
    pub(crate) fn seat_count(&self) -> usize {
        2
    }

    pub(crate) fn is_over(&self) -> bool {
        self.phase() == Phase::Over
    }

    pub(crate) fn to_act(&self) -> Vec<Seat> {
        match self.phase {
            Phase::Dojo => self.picker().into_iter().collect(),
            Phase::Commit => (0..2)
                .filter(|&s| self.players[s].commit.is_none())
                .collect(),
            Phase::Call => (0..2).filter(|&s| self.pending_call(s).is_some()).collect(),
            Phase::Choose => self.chooser.into_iter().collect(),
            Phase::Exhaust => (0..2).filter(|&s| !self.players[s].passed).collect(),
            Phase::RoundOver => vec![0, 1],
            Phase::Over => Vec::new(),
        }
    }

    /// Exactly what `seat` may do now.
    pub(crate) fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if seat > 1 || !self.to_act().contains(&seat) {
            return Vec::new();
        }
        let p = &self.players[seat];
        match self.phase {
            Phase::Dojo => self.row.iter().map(|&c| Action::Pick(c)).collect(),
            Phase::Commit => p.hand.iter().map(|&c| Action::Commit(c)).collect(),
            Phase::Call => {
                let target = match p.can_call.map(|c| def(c).ability) {
                    Some(Ability::Call(t)) => t,
                    _ => return Vec::new(),
                };
                p.hand
                    .iter()
                    .filter(|&&c| call_allows(target, c))
                    .map(|&c| Action::Call(c))
                    .chain([Action::Pass])
                    .collect()
            }
            Phase::Choose => match self.choice() {
                Some((_, _, a, b)) => vec![Action::Choose(a), Action::Choose(b)],
                None => Vec::new(),
            },
            Phase::Exhaust => p
                .exhaustable()
                .map(Action::Exhaust)
                .chain([Action::Pass])
                .collect(),
            Phase::RoundOver => vec![Action::NextRound],
            Phase::Over => Vec::new(),
        }
    }

    /// Applies `seat`'s action, or refuses it and changes nothing.
    pub(crate) fn apply(&mut self, seat: Seat, action: &Action) -> Result<(), PocketError> {
        if seat > 1 {
            return Err(PocketError::NoSuchSeat(seat));
        }
        if self.phase == Phase::Over {
            return Err(PocketError::GameOver);
        }
        self.check_phase(action)?;
        // Each handler validates everything before its first change.
        match *action {
            Action::Pick(c) => self.pick(seat, c),
            Action::Commit(c) => self.commit(seat, c),
            Action::Call(c) => self.call(seat, Some(c)),
            Action::Choose(s) => self.choose(seat, s),
            Action::Exhaust(c) => self.exhaust(seat, c),
            Action::Pass => self.pass(seat),
            Action::NextRound => {
                self.next_round();
                Ok(())
            }
        }
    }

    fn check_phase(&self, action: &Action) -> Result<(), PocketError> {
        let (name, ok) = match action {
            Action::Pick(_) => (Doing::Picking, self.phase == Phase::Dojo),
            Action::Commit(_) => (Doing::LayingACard, self.phase == Phase::Commit),
            Action::Call(_) => (Doing::Calling, self.phase == Phase::Call),
            Action::Choose(_) => (Doing::ChoosingASymbol, self.phase == Phase::Choose),
            Action::Exhaust(_) => (Doing::Exhausting, self.phase == Phase::Exhaust),
            Action::Pass => (
                Doing::Passing,
                matches!(self.phase, Phase::Call | Phase::Exhaust),
            ),
            Action::NextRound => (Doing::NextRound, self.phase == Phase::RoundOver),
        };
        if ok {
            Ok(())
        } else {
            Err(PocketError::WrongPhase {
                action: name,
                phase: self.phase,
            })
        }
    }
}
