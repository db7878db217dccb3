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
    /// Whether each picket lies on the table (face down or up): the table draws its back.
    /// Saves never hold observations, so a new field needs no default.
    pub laid: [bool; 2],
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
            laid: [state.picket_laid(0), state.picket_laid(1)],
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

    /// A seat's score: 1 a card won, plus the bonus for 4 or more brights (as
    /// `JudgeState::score`).
    pub fn score(&self, seat: Seat) -> u32 {
        super::state::score_of(self.won_counts[seat], self.brights[seat])
    }

    /// The winner once over; `None` for a tie or a game still going (as `JudgeState::winner`).
    pub fn winner(&self) -> Option<Seat> {
        super::state::winner_of(self.phase, [self.score(0), self.score(1)])
    }

    /// A spectator's table: everything on it is public (`me` is seat 0).
    pub(crate) fn spectator(state: &JudgeState) -> Self {
        Self::of(state, 0)
    }
}

/// Judge is a race and offers no undo; its cards face up all the same. The last round's
/// pickets count too: the table keeps them on show after the verdict and at the end, and
/// flies them to the winner as the next round clears them.
impl crate::core::Sighted for JudgeObservation {
    fn sighted(&self) -> Vec<crate::core::Sight> {
        let cards = self.heads.iter().chain(self.pickets.iter().flatten());
        let last = self.last.iter().flat_map(|r| &r.pickets);
        let cards = cards.chain(&self.pot).chain(last);
        cards
            .map(|c| crate::core::Sight::Card(c.0 as u32))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::BotLevel;
    use crate::core::{Game, Session};
    use crate::games::judge::{sim, Profile};

    /// The table's scores and winner come from the observation: they must be the state's.
    #[test]
    fn the_observation_scores_as_the_state_does() {
        // Levels of all kinds, so that games end won, lost and with the bonus or without.
        let levels = [BotLevel::Easy, BotLevel::Medium, BotLevel::Hard];
        for seed in 0..30u64 {
            let a = Profile::of(levels[seed as usize % 3]);
            let b = Profile::of(levels[(seed as usize / 3) % 3]);
            let state = sim::play_game(&JudgeConfig::default(), seed, &[a, b], seed);
            assert!(state.is_over());
            for seat in [None, Some(0), Some(1)] {
                let obs = match seat {
                    Some(s) => state.observe(s),
                    None => JudgeObservation::spectator(&state),
                };
                assert_eq!(
                    [obs.score(0), obs.score(1)],
                    [state.score(0), state.score(1)]
                );
                assert_eq!(obs.winner(), state.winner());
            }
        }
        let fresh = Session::<JudgeState>::new(JudgeConfig::default(), 1).state;
        assert_eq!(fresh.observe(0).winner(), None);
    }
}
