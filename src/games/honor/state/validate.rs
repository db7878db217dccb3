//! Who acts now, what each seat may do, and why an action is refused.

use super::{Action, HonorError, HonorState, Phase};
use crate::core::Seat;
use crate::games::honor::cards::Suit;

impl HonorState {
    /// The seats that must act now (`Game::to_act`).
    pub(crate) fn to_act(&self) -> Vec<Seat> {
        match self.phase {
            Phase::DeclareSuit => self.king.into_iter().collect(),
            Phase::JokerAppeal | Phase::ArmyAppeal => self
                .appeal
                .as_ref()
                .map(|w| vec![w.next_to_act()])
                .unwrap_or_default(),
            Phase::Exchange => (0..self.n())
                .filter(|&s| !self.seats[s].out && !self.seats[s].exchange_done)
                .collect(),
            Phase::Charge => self
                .charge_order
                .get(self.charge_pos)
                .copied()
                .into_iter()
                .collect(),
            Phase::Battle => self.in_players(),
            Phase::GameOver => (0..self.n()).collect(),
            Phase::Over => Vec::new(),
        }
    }

    /// Exactly what `seat` may do now (`Game::legal_actions`).
    pub(crate) fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if seat >= self.n() || !self.to_act().contains(&seat) {
            return Vec::new();
        }
        let hand = self.seats[seat].hand.len();
        match self.phase {
            Phase::DeclareSuit => Suit::ALL
                .iter()
                .map(|&s| Action::DeclareIllegalSuit(s))
                .collect(),
            Phase::JokerAppeal | Phase::ArmyAppeal => {
                let Some(w) = &self.appeal else {
                    return Vec::new();
                };
                if w.king_to_answer() {
                    vec![Action::Respond, Action::Reject]
                } else if self.phase == Phase::JokerAppeal {
                    vec![Action::Appeal, Action::NoAppeal]
                } else {
                    let mut v: Vec<Action> = (0..hand)
                        .map(|hand_index| Action::AppealWithCard { hand_index })
                        .collect();
                    v.push(Action::NoAppeal);
                    v
                }
            }
            Phase::Exchange => {
                let mut v = Action::exchanges(hand, self.seats[seat].army.len());
                v.push(Action::EndExchange);
                v
            }
            Phase::Charge => {
                let mut v: Vec<Action> = (0..hand)
                    .map(|hand_index| Action::Charge { hand_index })
                    .collect();
                v.push(Action::NoCharge);
                v
            }
            Phase::Battle => vec![Action::NextHand],
            Phase::GameOver => vec![Action::NextGame],
            Phase::Over => Vec::new(),
        }
    }

    fn phase_allows(&self, action: &Action) -> bool {
        use Action::*;
        match self.phase {
            Phase::DeclareSuit => matches!(action, DeclareIllegalSuit(_)),
            Phase::JokerAppeal => matches!(action, Appeal | NoAppeal | Respond | Reject),
            Phase::ArmyAppeal => {
                matches!(action, AppealWithCard { .. } | NoAppeal | Respond | Reject)
            }
            Phase::Exchange => matches!(action, Exchange { .. } | EndExchange),
            Phase::Charge => matches!(action, Charge { .. } | NoCharge),
            Phase::Battle => matches!(action, NextHand),
            Phase::GameOver => matches!(action, NextGame),
            Phase::Over => false,
        }
    }

    fn check_hand_index(&self, seat: Seat, index: usize) -> Result<(), HonorError> {
        let hand = self.seats[seat].hand.len();
        if index >= hand {
            return Err(HonorError::NoSuchHandCard { index, hand });
        }
        Ok(())
    }

    /// Checks everything; `Ok` means `apply` will succeed.
    pub(crate) fn validate(&self, seat: Seat, action: &Action) -> Result<(), HonorError> {
        if seat >= self.n() {
            return Err(HonorError::NoSuchSeat(seat));
        }
        if self.phase == Phase::Over {
            return Err(HonorError::MatchOver);
        }
        if !self.phase_allows(action) {
            return Err(HonorError::NotNow(self.phase));
        }
        if matches!(action, Action::Appeal | Action::AppealWithCard { .. })
            && self.appeal.as_ref().is_some_and(|w| w.king == seat)
        {
            return Err(HonorError::KingCannotAppeal);
        }
        if !self.to_act().contains(&seat) {
            return Err(if self.seats[seat].out {
                HonorError::OutOfGame(seat)
            } else {
                HonorError::NotYourTurn(seat)
            });
        }
        match action {
            Action::Appeal | Action::AppealWithCard { .. } | Action::NoAppeal => {
                let window = self.appeal.as_ref().ok_or(HonorError::NotNow(self.phase))?;
                if window.king_to_answer() {
                    return Err(HonorError::NotNow(self.phase));
                }
                if let Action::AppealWithCard { hand_index } = action {
                    self.check_hand_index(seat, *hand_index)?;
                }
            }
            Action::Respond | Action::Reject => {
                let window = self.appeal.as_ref().ok_or(HonorError::NotNow(self.phase))?;
                if !window.king_to_answer() {
                    return Err(HonorError::NotNow(self.phase));
                }
            }
            Action::Exchange { hand_index, slot } => {
                self.check_hand_index(seat, *hand_index)?;
                if *slot >= self.seats[seat].army.len() {
                    return Err(HonorError::NoSuchArmySlot(*slot));
                }
            }
            Action::Charge { hand_index } => self.check_hand_index(seat, *hand_index)?,
            Action::DeclareIllegalSuit(_)
            | Action::EndExchange
            | Action::NoCharge
            | Action::NextHand
            | Action::NextGame => {}
        }
        Ok(())
    }
}
