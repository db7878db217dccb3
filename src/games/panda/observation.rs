//! What one seat sees. Bots receive this, never the state.
//!
//! Everything played is public (tricks are collected face up in the app), so the only
//! hidden cards are the other hands and the cards the others passed to each other.
//! `PandaState::from_observation` turns one back into a state for the hard bot's search.

use super::cards::{Card, CardSet};
use super::combo::Combination;
use super::moves::MoveCtx;
use super::state::{
    check_cards, gifts, DealResult, Event, PandaConfig, PandaError, PandaState, Phase, SEATS,
};
use crate::core::rng;
use crate::core::Seat;
use serde::{Deserialize, Serialize};

/// A seat's table, or a spectator's ([`PandaObservation::spectator`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PandaObservation {
    pub me: Seat,
    pub config: PandaConfig,
    pub phase: Phase,
    pub deal: u32,
    pub hand: CardSet,
    pub hand_counts: [u8; SEATS],
    /// Cards each seat has won this deal (all were played face up).
    pub won: [CardSet; SEATS],
    pub table: Option<Combination>,
    pub table_owner: Option<Seat>,
    /// All cards of the trick on the table.
    pub trick: CardSet,
    /// Seats that passed since the last play (bits).
    pub passed: u8,
    pub turn: Seat,
    /// Seats still to answer the ambush window (bits).
    pub pending: u8,
    pub first_lead: bool,
    pub called: [bool; SEATS],
    pub has_played: [bool; SEATS],
    /// Who has chosen their cards in the passing.
    pub gave: [bool; SEATS],
    /// The cards I chose: to the left, the partner, the right.
    pub my_gifts: Option<[Card; 3]>,
    /// After the exchange, the card each seat gave me.
    pub received: [Option<Card>; SEATS],
    pub out: Vec<Seat>,
    /// Who held the Stork after the passing (they led first): while the Stork is not
    /// played, it is still theirs.
    pub first_leader: Option<Seat>,
    pub kingdoms: [i32; 2],
    pub scores: [i32; 2],
    pub last_result: Option<DealResult>,
    pub to_act: Vec<Seat>,
}

impl PandaObservation {
    /// The seat's moves said as rules ([`Viewed::ruled`](crate::core::Viewed::ruled)): in
    /// the passing, while it has not given, any three cards of its hand, one to each other
    /// seat; later, what its hand may play on the table as it is (the engine's own rules,
    /// from this table alone: the others' hands matter only for being empty or not).
    pub fn ruled(&self) -> Option<Vec<super::state::Action>> {
        match self.phase {
            Phase::Passing => (!self.gave[self.me]).then(|| gifts(self.hand)),
            Phase::Over => None,
            _ => {
                let mut hands = [CardSet::EMPTY; SEATS];
                for (s, hand) in hands.iter_mut().enumerate() {
                    if s == self.me {
                        *hand = self.hand;
                    } else if self.hand_counts[s] > 0 {
                        hand.insert(Card(0));
                    }
                }
                let state = PandaState::from_observation(self, hands);
                Some(crate::core::Game::legal_actions(&state, self.me))
            }
        }
    }

    pub(crate) fn of(s: &PandaState, me: Seat) -> Self {
        PandaObservation {
            me,
            config: s.config.clone(),
            phase: s.phase,
            deal: s.deal,
            hand: s.hands[me],
            hand_counts: s.hands.map(|h| h.len() as u8),
            won: s.won,
            table: s.table,
            table_owner: s.table.map(|_| s.owner),
            trick: s.trick,
            passed: s.passed,
            turn: s.turn,
            pending: s.pending,
            first_lead: s.first_lead,
            called: s.called,
            has_played: s.has_played,
            gave: s.gifts.map(|g| g.is_some()),
            my_gifts: s.gifts[me],
            received: s.received[me],
            out: s.out.clone(),
            first_leader: s.leader,
            kingdoms: s.kingdoms,
            scores: s.scores,
            last_result: s.results.last().cloned(),
            to_act: s.to_act(),
        }
    }

    /// A spectator's table: what is public (`me` is seat 0, with no cards of its own).
    pub(crate) fn spectator(s: &PandaState) -> Self {
        PandaObservation {
            hand: CardSet::EMPTY,
            my_gifts: None,
            received: [None; SEATS],
            ..Self::of(s, 0)
        }
    }

    /// Every card played this deal (won piles and the trick).
    pub fn played(&self) -> CardSet {
        let mut p = self.trick;
        for w in self.won {
            p = p.union(w);
        }
        p
    }

    /// Cards whose place I do not know: not mine, not played, not passed by me (I know
    /// who holds what I gave until it is played).
    pub fn unseen(&self) -> CardSet {
        let mut u = CardSet::FULL.minus(self.hand).minus(self.played());
        if self.phase != Phase::Passing {
            if let Some(g) = self.my_gifts {
                for c in g {
                    u.remove(c);
                }
            }
        }
        u
    }

    pub fn ctx(&self) -> MoveCtx {
        MoveCtx {
            table: self.table,
            first_lead: self.first_lead,
            all_four: self.hand_counts.iter().all(|&c| c > 0),
        }
    }

    pub fn in_window(&self) -> bool {
        self.phase == Phase::AmbushWindow && self.pending & (1 << self.me) != 0
    }

    pub fn my_turn(&self) -> bool {
        matches!(self.phase, Phase::Play | Phase::GiveTrick) && self.turn == self.me
    }

    /// [`PandaState::check_play`] for my selection, from what I see (the play I may make
    /// now are in a view's `legal`).
    pub fn check_play(&self, cards: CardSet) -> Result<Combination, PandaError> {
        let playing = (self.phase == Phase::Play && self.turn == self.me) || self.in_window();
        check_cards(self.phase, playing, self.hand, &self.ctx(), cards)
    }

    /// The results of the deals scored so far, from the history (the score sheet).
    pub fn results(events: &[Event]) -> impl Iterator<Item = &DealResult> {
        events.iter().filter_map(|e| match e {
            Event::DealScored(r) => Some(r),
            _ => None,
        })
    }

    /// The team that won the game, from the history.
    pub fn winner(events: &[Event]) -> Option<usize> {
        events.iter().rev().find_map(|e| match e {
            Event::GameWon { team } => Some(*team),
            _ => None,
        })
    }
}

/// The id of `card`'s face in deal `deal` ([`Sight::Card`](crate::core::Sight::Card)): each
/// deal numbers its cards apart. The table marks each face it draws with it (`data-face`).
pub fn face_id(deal: u32, card: Card) -> u32 {
    deal * 64 + card.0 as u32
}

impl PandaState {
    /// A world the hard bot imagines: `obs` with `hands` for every seat, playing this
    /// deal only, recording no events.
    pub(crate) fn from_observation(obs: &PandaObservation, hands: [CardSet; SEATS]) -> Self {
        PandaState {
            config: obs.config.clone(),
            rng: rng::from_seed(obs.deal as u64),
            phase: obs.phase,
            deal: obs.deal,
            hands,
            won: obs.won,
            gifts: [None; SEATS],
            received: [[None; SEATS]; SEATS],
            called: obs.called,
            has_played: obs.has_played,
            first_lead: obs.first_lead,
            table: obs.table,
            owner: obs.table_owner.unwrap_or(obs.turn),
            trick: obs.trick,
            passed: obs.passed,
            turn: obs.turn,
            leader: obs.first_leader,
            pending: obs.pending,
            out: obs.out.clone(),
            kingdoms: obs.kingdoms,
            scores: obs.scores,
            results: Vec::new(),
            winner: None,
            events: Vec::new(),
            record: false,
            single_deal: true,
        }
    }
}

impl PandaObservation {
    /// This deal's cards I have seen: my hand, everything played, what I gave and was given.
    pub fn seen_cards(&self) -> CardSet {
        let mut seen = self.hand.union(self.played());
        let gifts = self.my_gifts.into_iter().flatten();
        for c in gifts.chain(self.received.into_iter().flatten()) {
            seen.insert(c);
        }
        seen
    }
}

/// For undo, this deal's cards I have seen (each deal numbers them apart): my hand, my
/// gifts, the cards given to me, every card played; and the other seats' plays on the
/// table (a card I gave them is known, their choice to play it is not).
impl crate::core::Sighted for PandaObservation {
    fn sighted(&self) -> Vec<crate::core::Sight> {
        use crate::core::Sight;
        let deal = self.deal as u64;
        let mut sights: Vec<Sight> = self
            .seen_cards()
            .to_vec()
            .into_iter()
            .map(|c| Sight::Card(face_id(self.deal, c)))
            .collect();
        if let (Some(combo), Some(owner)) = (self.table, self.table_owner) {
            if owner != self.me {
                let key = |c: Card| (deal << 16) | ((owner as u64) << 8) | c.0 as u64;
                sights.extend(
                    combo
                        .cards
                        .to_vec()
                        .into_iter()
                        .map(|c| Sight::Shown(key(c))),
                );
            }
        }
        sights
    }

    /// In an Ambush window without one to call, the table answers "no Ambush" for a person.
    fn routine(&self) -> bool {
        self.in_window() && !super::moves::has_ambush(self.hand, self.table.as_ref())
    }
}
