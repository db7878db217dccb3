//! The reveal and the battle: the illegal suit, the winner, the heads, failed charges.

use super::{
    AppealKind, BattleResult, DisgraceReason, Event, GameEnd, HonorState, Phase, SeatState,
    EVERYONE,
};
use crate::core::Seat;
use crate::games::honor::cards::{face_count, total, Card};

impl HonorState {
    /// The armies of the players still in are shown; a Diplomacy window may open before
    /// the battle.
    pub(super) fn reveal(&mut self) {
        let order = self.in_from_left_of(self.dealer);
        for &s in &order {
            let seat = &mut self.seats[s];
            seat.army_revealed = true;
            seat.army.iter_mut().for_each(|h| h.known = EVERYONE);
            if let Some(c) = seat.charge.as_mut() {
                c.known = EVERYONE;
            }
        }
        let armies = self.revealed_armies();
        self.events.push(Event::ArmiesRevealed { armies });
        // Diplomacy: the players still in whose army holds a Joker and who have a hand card
        // to name may appeal.
        let joker_in_army = |seat: &SeatState| {
            !seat.hand.is_empty() && seat.army_cards().iter().any(|c| c.is_joker())
        };
        if !self.open_appeal(AppealKind::JokerInArmy, &order, joker_in_army) {
            self.resolve_battle();
        }
    }

    /// The revealed armies per seat (slots then the charge), `None` where not revealed.
    fn revealed_armies(&self) -> Vec<Option<Vec<Card>>> {
        (0..self.n())
            .map(|s| {
                self.seats[s]
                    .army_revealed
                    .then(|| self.seats[s].army_cards())
            })
            .collect()
    }

    pub(super) fn resolve_battle(&mut self) {
        let n = self.n();
        let order = self.in_from_left_of(self.dealer);
        let armies = self.revealed_armies();
        let mut result = BattleResult {
            game_no: self.game_no,
            hand_no: self.hand_no,
            charged: (0..n)
                .map(|s| self.seats[s].army_revealed && self.seats[s].charge.is_some())
                .collect(),
            totals: armies
                .iter()
                .map(|a| a.as_ref().map(|a| total(a)))
                .collect(),
            joker: armies
                .iter()
                .map(|a| a.as_ref().is_some_and(|a| a.iter().any(|c| c.is_joker())))
                .collect(),
            heads: armies.iter().flatten().map(|a| face_count(a)).sum(),
            armies,
            illegal: Vec::new(),
            winner: None,
            failed_chargers: Vec::new(),
            cut_short: false,
        };
        if let Some(suit) = self.illegal_suit {
            result.illegal = order
                .iter()
                .copied()
                .filter(|&s| {
                    result.armies[s]
                        .as_ref()
                        .is_some_and(|a| a.iter().any(|c| c.is_suit(suit)))
                })
                .collect();
            let offenders = result.illegal.clone();
            let went_out = self.disgrace_all(&offenders, DisgraceReason::IllegalSuit);
            if self.in_players().len() <= 1 {
                result.cut_short = true;
                self.record_battle(result);
                self.check_standing(&went_out);
                return;
            }
        }
        // The highest total among the armies without a Joker whose owners are still in.
        let contenders: Vec<Seat> = order
            .iter()
            .copied()
            .filter(|&s| !self.seats[s].out && !result.joker[s])
            .collect();
        let best = contenders.iter().filter_map(|&s| result.totals[s]).max();
        let top: Vec<Seat> = contenders
            .iter()
            .copied()
            .filter(|&s| result.totals[s] == best)
            .collect();
        if top.len() == 1 {
            let w = top[0];
            result.winner = Some(w);
            self.seats[w].heads += result.heads as i32;
            result.failed_chargers = order
                .iter()
                .copied()
                .filter(|&s| s != w && !self.seats[s].out && self.seats[s].charge.is_some())
                .collect();
        }
        let failed = result.failed_chargers.clone();
        let winner = result.winner;
        self.record_battle(result);
        let went_out = self.disgrace_all(&failed, DisgraceReason::FailedCharge);
        if let Some(w) = winner {
            if self.seats[w].heads >= self.config.target_heads as i32 {
                self.end_game(Some(w), GameEnd::TargetHeads);
                return;
            }
        }
        if !self.check_standing(&went_out) {
            self.phase = Phase::Battle;
        }
    }

    fn record_battle(&mut self, result: BattleResult) {
        self.events.push(Event::Battle(Box::new(result.clone())));
        self.last_battle = Some(result);
    }
}
