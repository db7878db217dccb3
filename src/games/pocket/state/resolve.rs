//! The end of a turn: strikes against helms, stalemates, a round won or lost, the match.

use super::super::cards::{Card, Symbol, STRIKE};
use super::super::STALEMATE_LIMIT;
use super::{Event, Phase, PocketState};

impl PocketState {
    /// Strikes compare the striker's swords in play with the opponent's helms in play.
    pub(super) fn resolve_strikes(&mut self) {
        let totals = [self.totals(0), self.totals(1)];
        let both = self.players.iter().all(|p| p.striking);
        let mut success = [false; 2];
        for s in 0..2 {
            if self.players[s].striking {
                let swords = totals[s][Symbol::Sword as usize];
                let helms = totals[1 - s][Symbol::Helm as usize];
                success[s] = swords > helms;
                self.events.push(Event::Strike {
                    seat: s,
                    swords,
                    helms,
                    success: success[s],
                });
            }
        }
        if success.iter().any(|&x| x) {
            self.end_round(success, false);
            return;
        }
        for s in 0..2 {
            if self.players[s].striking {
                self.players[s].striking = false;
                self.players[s].add_to_hand(STRIKE);
                self.events.push(Event::StrikeReturns { seat: s });
            }
        }
        if both {
            self.stalemates += 1;
            self.events.push(Event::Stalemate {
                count: self.stalemates,
            });
            if self.stalemates >= STALEMATE_LIMIT {
                self.end_round([true, true], true);
                return;
            }
        } else {
            self.stalemates = 0;
        }
        self.next_turn();
    }

    fn end_round(&mut self, scored: [bool; 2], stalemates: bool) {
        self.round_scored = scored;
        for s in 0..2 {
            if scored[s] {
                self.players[s].wins += 1;
            }
        }
        match scored {
            [true, true] => self.events.push(Event::MutualDefeat { stalemates }),
            [true, false] => self.events.push(Event::RoundWon { seat: 0 }),
            _ => self.events.push(Event::RoundWon { seat: 1 }),
        }
        self.clear_turn();
        let target = self.config.rounds_to_win;
        if self.players.iter().any(|p| p.wins >= target) {
            self.phase = Phase::Over;
            let winner = self.result().flatten();
            self.events.push(Event::MatchOver { winner });
        } else {
            self.phase = Phase::RoundOver;
        }
    }

    /// Per-turn bookkeeping (Strike! stays out until the next round when it won).
    fn clear_turn(&mut self) {
        self.entered.clear();
        self.chooser = None;
        for p in &mut self.players {
            p.commit = None;
            p.can_call = None;
            p.call = None;
            p.passed = false;
            p.boosts.clear();
        }
    }

    pub(super) fn next_turn(&mut self) {
        self.clear_turn();
        for p in &mut self.players {
            p.flipped = None;
        }
        self.turn += 1;
        self.phase = Phase::Commit;
    }

    pub(super) fn next_round(&mut self) {
        for p in &mut self.players {
            let mut cards: Vec<Card> = p.play.drain(..).map(|i| i.card).collect();
            cards.append(&mut p.exhaust);
            if p.striking {
                p.striking = false;
                cards.push(STRIKE);
            }
            for c in cards {
                p.add_to_hand(c);
            }
            p.flipped = None;
        }
        self.round += 1;
        self.begin_round();
    }
}
