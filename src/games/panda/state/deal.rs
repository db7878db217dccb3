//! A deal from the shuffle to its score: a new game, dealing, the passing, and scoring
//! when the deal ends (the next deal or the end of the game).

use super::super::cards::{Card, CardSet, HAND_SIZE};
use super::{
    team, DealResult, Event, PandaConfig, PandaState, Phase, CALL_POINTS, DOUBLE_VICTORY_POINTS,
    KINGDOM_POINTS, SEATS,
};
use crate::core::rng;
use crate::core::Seat;
use rand::seq::SliceRandom;

impl PandaState {
    pub(crate) fn start(config: &PandaConfig, seed: u64) -> Self {
        let mut s = PandaState {
            config: config.normalized(),
            rng: rng::from_seed(seed),
            phase: Phase::Passing,
            deal: 0,
            hands: [CardSet::EMPTY; SEATS],
            won: [CardSet::EMPTY; SEATS],
            gifts: [None; SEATS],
            received: [[None; SEATS]; SEATS],
            called: [false; SEATS],
            has_played: [false; SEATS],
            first_lead: true,
            table: None,
            owner: 0,
            trick: CardSet::EMPTY,
            passed: 0,
            turn: 0,
            leader: None,
            pending: 0,
            out: Vec::new(),
            kingdoms: [0; 2],
            scores: [0; 2],
            results: Vec::new(),
            winner: None,
            events: Vec::new(),
            record: true,
            single_deal: false,
        };
        s.start_deal(None);
        s
    }

    /// A game whose first deal gives `hands` (tests and tools); later deals are shuffled.
    pub fn with_hands(config: &PandaConfig, seed: u64, hands: [CardSet; SEATS]) -> Self {
        let mut s = Self::start(config, seed);
        s.events.clear();
        s.deal = 0;
        s.start_deal(Some(hands));
        s
    }

    /// Tests: this deal as the rules deal it with the hands as they are now (before the
    /// exchange), keeping what was done since (cards chosen, calls, the history).
    #[cfg(test)]
    pub(crate) fn deal_again(&mut self) {
        let (gifts, called) = (self.gifts, self.called);
        let events = std::mem::take(&mut self.events);
        self.deal -= 1;
        self.start_deal(Some(self.hands));
        (self.gifts, self.called, self.events) = (gifts, called, events);
    }

    fn start_deal(&mut self, hands: Option<[CardSet; SEATS]>) {
        self.deal += 1;
        self.hands = hands.unwrap_or_else(|| {
            let mut deck: Vec<Card> = Card::all().collect();
            deck.shuffle(&mut self.rng);
            let mut h = [CardSet::EMPTY; SEATS];
            for (i, c) in deck.into_iter().enumerate() {
                h[i / HAND_SIZE].insert(c);
            }
            h
        });
        self.won = [CardSet::EMPTY; SEATS];
        self.gifts = [None; SEATS];
        self.received = [[None; SEATS]; SEATS];
        self.called = [false; SEATS];
        self.has_played = [false; SEATS];
        self.first_lead = true;
        self.table = None;
        self.trick = CardSet::EMPTY;
        self.passed = 0;
        self.pending = 0;
        self.out.clear();
        self.kingdoms = [0; 2];
        self.phase = Phase::Passing;
        self.leader = None;
        // Nobody's turn in the passing (everybody chooses at once): pointing at the Stork's
        // holder would tell every seat where the Stork is. It leads once the cards are given.
        self.turn = 0;
        self.log(Event::DealStarted { deal: self.deal });
    }

    pub(super) fn give(&mut self, seat: Seat, gift: [Card; 3]) {
        self.gifts[seat] = Some(gift);
        self.log(Event::GaveCards { seat });
        if self.gifts.iter().all(Option::is_some) {
            let gifts = self.gifts.map(|g| g.expect("all gave"));
            for (s, g) in gifts.iter().enumerate() {
                for c in g {
                    self.hands[s].remove(*c);
                }
            }
            for (s, g) in gifts.iter().enumerate() {
                for (k, c) in g.iter().enumerate() {
                    let to = (s + 1 + k) % SEATS;
                    self.hands[to].insert(*c);
                    self.received[to][s] = Some(*c);
                }
            }
            self.phase = Phase::Play;
            self.turn = self.stork_holder();
            self.leader = Some(self.turn);
            self.log(Event::CardsExchanged { leader: self.turn });
        }
    }

    pub(super) fn finish_deal(&mut self) {
        let mut card_points = [0i32; 2];
        let mut double = None;
        if self.out.len() == 2 {
            let t = team(self.out[0]);
            double = Some(t);
            card_points[t] = DOUBLE_VICTORY_POINTS;
        } else {
            let last = (0..SEATS)
                .find(|s| !self.out.contains(s))
                .expect("a fourth player");
            let first = self.out[0];
            card_points[1 - team(last)] += self.hands[last].points();
            let tricks = self.won[last];
            self.won[first] = self.won[first].union(tricks);
            self.won[last] = CardSet::EMPTY;
            for s in 0..SEATS {
                card_points[team(s)] += self.won[s].points();
            }
        }
        let mut call_points = [0i32; 2];
        for s in 0..SEATS {
            if self.called[s] {
                call_points[team(s)] += if self.out.first() == Some(&s) {
                    CALL_POINTS
                } else {
                    -CALL_POINTS
                };
            }
        }
        let kingdom_points = self.kingdoms.map(|k| k * KINGDOM_POINTS);
        let total = [0, 1].map(|t| card_points[t] + call_points[t] + kingdom_points[t]);
        for t in 0..2 {
            self.scores[t] += total[t];
        }
        let result = DealResult {
            deal: self.deal,
            out_order: self.out.clone(),
            double_victory: double,
            card_points,
            call_points,
            kingdom_points,
            total,
            scores_after: self.scores,
        };
        self.results.push(result.clone());
        self.log(Event::DealScored(result));
        self.table = None;
        self.pending = 0;
        let target = self.config.target_score;
        let [a, b] = self.scores;
        if (a >= target || b >= target) && a != b {
            let t = if a > b { 0 } else { 1 };
            self.winner = Some(t);
            self.phase = Phase::Over;
            self.log(Event::GameWon { team: t });
        } else if self.single_deal {
            self.phase = Phase::Over;
        } else {
            self.start_deal(None);
        }
    }
}
