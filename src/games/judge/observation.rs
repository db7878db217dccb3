//! What one seat sees: everything on the table except the order of the draw piles and the
//! pickets before they flip. Bots receive this, never the state.

use super::cards::Card;
use super::race::{Hand, Input, Ms, RaceRules};
use super::state::{JudgeConfig, JudgeState, Phase, RoundRecord};
use crate::core::Seat;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct JudgeObservation {
    pub me: Seat,
    pub config: JudgeConfig,
    pub phase: Phase,
    pub round_no: u32,
    pub heads: [Card; 2],
    /// Face up only once flipped.
    pub pickets: [Option<Card>; 2],
    pub pile_counts: [usize; 2],
    pub pot: Vec<Card>,
    pub won_counts: [usize; 2],
    pub brights: [usize; 2],
    pub flip_at: Ms,
    /// The race's rules once the pickets are face up (who has the later month).
    pub race: Option<RaceRules>,
    /// This round's inputs (hands on heads are in plain sight).
    pub inputs: Vec<Input>,
    pub hands_down: [Option<Hand>; 2],
    pub last: Option<RoundRecord>,
}

impl JudgeObservation {
    pub fn of(state: &JudgeState, me: Seat) -> Self {
        let flipped = matches!(state.phase, Phase::Race);
        JudgeObservation {
            me,
            config: state.config.clone(),
            phase: state.phase,
            round_no: state.round_no,
            heads: state.heads,
            pickets: state.visible_pickets(),
            pile_counts: [state.piles[0].len(), state.piles[1].len()],
            pot: state.pot.clone(),
            won_counts: [state.won[0].len(), state.won[1].len()],
            brights: [state.brights(0), state.brights(1)],
            flip_at: state.flip_at,
            race: if flipped { state.race_rules() } else { None },
            inputs: if flipped {
                state.inputs.clone()
            } else {
                Vec::new()
            },
            hands_down: [state.hand_down(0), state.hand_down(1)],
            last: state.last.clone(),
        }
    }

    /// A spectator's table: everything on it is public (`me` is seat 0).
    pub(crate) fn spectator(state: &JudgeState) -> Self {
        Self::of(state, 0)
    }
}

/// Judge is a race and offers no undo; its cards face up all the same.
impl crate::core::Sighted for JudgeObservation {
    fn sighted(&self) -> Vec<crate::core::Sight> {
        let cards = self.heads.iter().chain(self.pickets.iter().flatten());
        let cards = cards.chain(&self.pot);
        cards
            .map(|c| crate::core::Sight::Card(c.0 as u32))
            .collect()
    }
}
