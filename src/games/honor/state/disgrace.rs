//! Disgraces, who is out, and the end of a game (and of the match).

use super::{DisgraceReason, Event, GameEnd, GameResult, HonorState, Phase};
use crate::core::Seat;
use crate::games::honor::{DISGRACES_OUT, NEGATIVE_HEADS_OUT};

impl HonorState {
    fn disgraced_out(&self, seat: Seat) -> bool {
        let s = &self.seats[seat];
        if self.config.negative_heads {
            s.heads <= NEGATIVE_HEADS_OUT
        } else {
            s.disgraces >= DISGRACES_OUT
        }
    }

    /// Opening grace (a house rule): before the first battle of the game, that is during
    /// the first hand's Setup/Discard and its appeals, a disgrace that would put a player
    /// out is not given.
    fn spared_by_opening_grace(&self, seat: Seat, reason: DisgraceReason) -> bool {
        if !self.config.opening_grace || self.hand_no > 1 {
            return false;
        }
        let before_battle = matches!(
            reason,
            DisgraceReason::FaceCardInHand | DisgraceReason::JokerDrawnBy(_)
        );
        let s = &self.seats[seat];
        let last_life = if self.config.negative_heads {
            s.heads - 1 <= NEGATIVE_HEADS_OUT
        } else {
            s.disgraces + 1 >= DISGRACES_OUT
        };
        before_battle && last_life
    }

    /// One disgrace, checked at once; returns whether it put the seat out. Under the
    /// opening grace a disgrace that would put the seat out before the first battle is not
    /// given (no event; the counts stay).
    pub(super) fn disgrace(&mut self, seat: Seat, reason: DisgraceReason) -> bool {
        if self.spared_by_opening_grace(seat, reason) {
            return false;
        }
        if self.config.negative_heads {
            self.seats[seat].heads -= 1;
        } else {
            self.seats[seat].disgraces += 1;
        }
        let s = &self.seats[seat];
        self.events.push(Event::Disgraced {
            seat,
            reason,
            disgraces: s.disgraces,
            heads: s.heads,
        });
        if self.disgraced_out(seat) {
            self.seats[seat].out = true;
            self.events.push(Event::Out { seat });
            true
        } else {
            false
        }
    }

    /// Disgraces given at once, one by one in the order given; then whether the game is
    /// over. Returns true if it ended the game.
    pub(super) fn disgrace_batch(&mut self, seats: &[Seat], reason: DisgraceReason) -> bool {
        let went_out = self.disgrace_all(seats, reason);
        self.check_standing(&went_out)
    }

    /// Disgraces given at once, one by one in the order given; returns who went out.
    pub(super) fn disgrace_all(&mut self, seats: &[Seat], reason: DisgraceReason) -> Vec<Seat> {
        let mut went_out = Vec::new();
        for &s in seats {
            if !self.seats[s].out && self.disgrace(s, reason) {
                went_out.push(s);
            }
        }
        went_out
    }

    /// Ends the game if one player (or nobody) is left in. `went_out`: the seats just put
    /// out, among whom the most heads wins if nobody is left.
    pub(super) fn check_standing(&mut self, went_out: &[Seat]) -> bool {
        let left = self.in_players();
        match left.len() {
            0 => {
                let best = went_out.iter().map(|&s| self.seats[s].heads).max();
                let top: Vec<Seat> = went_out
                    .iter()
                    .copied()
                    .filter(|&s| Some(self.seats[s].heads) == best)
                    .collect();
                if top.len() == 1 {
                    self.end_game(Some(top[0]), GameEnd::AllOutMostHeads);
                } else {
                    self.end_game(None, GameEnd::AllOutTied);
                }
                true
            }
            1 => {
                self.end_game(Some(left[0]), GameEnd::LastStanding);
                true
            }
            _ => false,
        }
    }

    pub(crate) fn end_game(&mut self, winner: Option<Seat>, how: GameEnd) {
        self.appeal = None;
        if let Some(w) = winner {
            self.seats[w].games_won += 1;
        }
        let result = GameResult {
            game_no: self.game_no,
            winner,
            how,
            heads: self.seats.iter().map(|s| s.heads).collect(),
            disgraces: self.seats.iter().map(|s| s.disgraces).collect(),
            stake_per_head: self.config.stake_per_head,
        };
        self.results.push(result.clone());
        self.events.push(Event::GameOver(Box::new(result)));
        if self.game_no < self.config.match_length() {
            self.phase = Phase::GameOver;
        } else {
            self.phase = Phase::Over;
            let games_won: Vec<u32> = self.seats.iter().map(|s| s.games_won).collect();
            let winners = self.match_winners().unwrap_or_default();
            self.events.push(Event::MatchOver { winners, games_won });
        }
    }
}
