//! The start of a match and the two Dojo phases: lay out ten cards, pick in turn.

use super::super::cards::{Card, DRAFT_CARDS};
use super::super::{DOJO_LEFT, DOJO_ROW};
use super::{Event, Phase, Player, PocketConfig, PocketError, PocketState};
use crate::core::rng;
use crate::core::Seat;
use rand::seq::SliceRandom;

impl PocketState {
    /// A new match: the draft deck shuffled from `seed`, the first Dojo laid out.
    pub(crate) fn start(config: &PocketConfig, seed: u64) -> Self {
        let mut config = config.clone();
        config.first_player = config.first_player.min(1);
        config.rounds_to_win = config.rounds_to_win.max(1);
        let mut deck: Vec<Card> = (0..DRAFT_CARDS as Card).collect();
        deck.shuffle(&mut rng::from_seed(seed));
        let mut state = PocketState {
            config,
            deck,
            row: Vec::new(),
            discarded: Vec::new(),
            dojo: 1,
            picks: 0,
            players: [Player::new(), Player::new()],
            phase: Phase::Dojo,
            round: 1,
            turn: 0,
            stalemates: 0,
            chooser: None,
            entered: Vec::new(),
            round_scored: [false; 2],
            events: Vec::new(),
        };
        state.lay_dojo();
        state
    }

    fn lay_dojo(&mut self) {
        self.row = self.deck.drain(..DOJO_ROW.min(self.deck.len())).collect();
        self.picks = 0;
        let first = if self.dojo == 1 {
            self.config.first_player
        } else {
            1 - self.config.first_player
        };
        self.events.push(Event::DojoBegins {
            dojo: self.dojo,
            row: self.row.clone(),
            first,
        });
    }

    pub(super) fn pick(&mut self, seat: Seat, card: Card) -> Result<(), PocketError> {
        if self.picker() != Some(seat) {
            return Err(PocketError::NotYourPick);
        }
        let Some(i) = self.row.iter().position(|&c| c == card) else {
            return Err(PocketError::NotInRow(card));
        };
        self.row.remove(i);
        self.players[seat].add_to_hand(card);
        self.picks += 1;
        self.events.push(Event::Picked { seat, card });
        if self.row.len() <= DOJO_LEFT {
            let left = std::mem::take(&mut self.row);
            self.discarded.extend_from_slice(&left);
            self.events.push(Event::DojoDiscarded { cards: left });
            if self.dojo == 1 {
                self.dojo = 2;
                self.lay_dojo();
            } else {
                self.begin_round();
            }
        }
        Ok(())
    }
}
