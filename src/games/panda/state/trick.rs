//! A trick: a play, going out, the ambush window after each play and pass, and the
//! trick taken (or, with the Panda on top, given away).

use super::super::cards::{span, CardSet, RANK_MASK};
use super::super::combo::{Combination, Kind};
use super::{partner, team, Event, PandaState, Phase, SEATS};
use crate::core::Seat;

impl PandaState {
    pub(super) fn play(&mut self, seat: Seat, combo: Combination) {
        self.hands[seat] = self.hands[seat].minus(combo.cards);
        self.has_played[seat] = true;
        self.first_lead = false;
        let out_of_turn = self.phase == Phase::AmbushWindow;
        self.phase = Phase::Play;
        self.pending = 0;
        if combo.kind == Kind::Ambush || out_of_turn {
            self.log(Event::Ambushed { seat, combo });
        } else {
            self.log(Event::Played { seat, combo });
        }
        if combo.kind == Kind::Kingdom {
            self.kingdoms[team(seat)] += 1;
        }
        if combo.kind == Kind::Cat {
            self.won[seat] = self.won[seat].union(combo.cards);
            if self.went_out(seat) {
                return;
            }
            let to = self.active_from(partner(seat));
            self.log(Event::LeadPassed { seat, to });
            self.turn = to;
            return;
        }
        self.trick = self.trick.union(combo.cards);
        self.table = Some(combo);
        self.owner = seat;
        self.passed = 0;
        if self.went_out(seat) {
            return;
        }
        if combo.kind == Kind::Kingdom {
            // The Kingdom wins the trick at once.
            self.end_trick();
            return;
        }
        self.turn = self.next_active(seat);
        self.open_window();
    }

    /// Records `seat` going out if its hand is empty; true when that ends the deal (or
    /// hands it to the Panda's give-away first).
    fn went_out(&mut self, seat: Seat) -> bool {
        if self.active(seat) {
            return false;
        }
        self.out.push(seat);
        self.log(Event::WentOut {
            seat,
            place: self.out.len(),
        });
        if self.out.len() == 2 && team(self.out[0]) == team(self.out[1]) {
            self.log(Event::DoubleVictory { team: team(seat) });
            self.finish_deal();
            return true;
        }
        if self.out.len() == 3 {
            // The third player's last play wins the last trick at once.
            if self.table.is_some() {
                self.owner = seat;
                self.end_trick();
            } else {
                self.finish_deal();
            }
            return true;
        }
        false
    }

    /// After a play or a pass: the ambush window, if anybody could hold an Ambush that
    /// beats the table (judged from public facts only: four cards in hand, a rank none of
    /// whose cards has been seen), else straight on.
    pub(super) fn open_window(&mut self) {
        let mut seen = 0u64;
        for s in 0..SEATS {
            seen |= self.won[s].0;
        }
        seen |= self.trick.0;
        let min_rank = match self.table {
            Some(t) if t.kind == Kind::Ambush => t.rank + 1,
            _ => 1,
        };
        let possible = span(min_rank as usize, 14).any(|r| seen & RANK_MASK[r] == 0);
        let mut pending = 0u8;
        if possible {
            for s in 0..SEATS {
                if self.hands[s].len() >= 4 {
                    pending |= 1 << s;
                }
            }
        }
        if pending != 0 {
            self.pending = pending;
            self.phase = Phase::AmbushWindow;
        } else {
            self.close_window();
        }
    }

    pub(super) fn close_window(&mut self) {
        self.phase = Phase::Play;
        self.pending = 0;
        let everyone_passed = (0..SEATS)
            .filter(|&s| s != self.owner && self.active(s))
            .all(|s| self.passed & (1 << s) != 0);
        if everyone_passed {
            self.end_trick();
        }
    }

    /// The table's owner takes the trick (or, with the Panda on top, must give it away).
    fn end_trick(&mut self) {
        let top = self.table.expect("a trick to end");
        if top.is_panda() {
            self.phase = Phase::GiveTrick;
            self.turn = self.owner;
            return;
        }
        let w = self.owner;
        let points = self.trick.points();
        self.won[w] = self.won[w].union(self.trick);
        self.log(Event::TrickWon { seat: w, points });
        self.after_trick(w);
    }

    pub(super) fn after_trick(&mut self, winner: Seat) {
        self.table = None;
        self.trick = CardSet::EMPTY;
        self.passed = 0;
        if self.out.len() >= 3 {
            self.finish_deal();
            return;
        }
        self.phase = Phase::Play;
        self.turn = self.active_from(winner);
    }
}
