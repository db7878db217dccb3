//! Hard's sampled worlds: the cards this seat has not seen, dealt once per sample to the
//! others' hands and armies and to its own unknown slots.

use super::heuristics::{
    best_charge_card, mean_unseen_value, medium_charge_threshold, medium_swap_pick,
};
use super::value::Army;
use crate::core::GameRng;
use crate::games::honor::cards::Card;
use crate::games::honor::observation::{HonorObservation, Place};
use crate::games::honor::state::Phase;
use rand::seq::SliceRandom;

/// One sampled world: every other seat's final army, and the cards in my unknown slots.
pub(super) struct World {
    pub(super) armies: Vec<Option<Army>>,
    pub(super) my_unknown: Vec<Card>,
}

/// The hidden cards, and what the others are known to hold.
pub(super) struct Sampler {
    /// Unseen cards that may be in a hand (no K, Q, J, Joker).
    pub(super) hand_pool: Vec<Card>,
    /// Unseen K, Q, J and Jokers.
    faces: Vec<Card>,
    mean: f64,
    /// Per seat: cards shown to be in its hand (a Joker it drew).
    known_hand: Vec<Vec<Card>>,
}

impl Sampler {
    pub(super) fn new(obs: &HonorObservation) -> Self {
        let unseen = obs.unseen();
        let mut known_hand = vec![Vec::new(); obs.seat_count()];
        for &(c, place) in &obs.known_elsewhere {
            if let Place::Hand(s) = place {
                known_hand[s].push(c);
            }
        }
        Sampler {
            // A Joker that arrives in a hand is shown at once: hidden hand cards are none.
            hand_pool: unseen
                .iter()
                .copied()
                .filter(|c| !c.is_face() && !c.is_joker())
                .collect(),
            faces: unseen
                .iter()
                .copied()
                .filter(|c| c.is_face() || c.is_joker())
                .collect(),
            mean: mean_unseen_value(obs),
            known_hand,
        }
    }

    /// Deals the hidden cards once. `my_unknown` slots of mine are filled from what is left
    /// after the others' hands and armies.
    pub(super) fn sample(
        &mut self,
        obs: &HonorObservation,
        rng: &mut GameRng,
        rest: &mut Vec<Card>,
    ) -> World {
        let n = obs.seat_count();
        let me = obs.me;
        let illegal = obs.illegal_suit;
        self.hand_pool.shuffle(rng);
        let mut next_hand_card = 0;
        // Hands first (their cards are not face cards).
        let mut hands: Vec<Vec<Card>> = vec![Vec::new(); n];
        let mut inserted: Vec<Vec<Card>> = vec![Vec::new(); n];
        let mut charges: Vec<Option<Card>> = vec![None; n];
        for s in 0..n {
            let view = &obs.seats[s];
            if s == me || view.out || view.revealed_army.is_some() {
                continue;
            }
            let charged = view.charged == Some(true);
            let original = view.hand_count + view.swaps as usize + usize::from(charged);
            let mut hand: Vec<Card> = self.known_hand[s].clone();
            while hand.len() < original && next_hand_card < self.hand_pool.len() {
                hand.push(self.hand_pool[next_hand_card]);
                next_hand_card += 1;
            }
            // The cards swapped in and charged were its best (the way bots play).
            hand.sort_by_key(|c| std::cmp::Reverse(if c.is_joker() { 0 } else { c.value() }));
            let swaps = (view.swaps as usize).min(hand.len());
            inserted[s] = hand.drain(..swaps).collect();
            if charged && !hand.is_empty() {
                charges[s] = Some(hand.remove(0));
            }
            hands[s] = hand;
        }
        // The hidden cards discarded from hands were no face cards either: they are not in
        // the armies.
        next_hand_card = (next_hand_card + obs.hidden_hand_discards).min(self.hand_pool.len());
        rest.clear();
        rest.extend_from_slice(&self.hand_pool[next_hand_card..]);
        rest.extend_from_slice(&self.faces);
        rest.shuffle(rng);
        let mut next = 0;
        let mut take = |rest: &Vec<Card>| -> Option<Card> {
            let c = rest.get(next).copied();
            next += 1;
            c
        };
        let mut armies: Vec<Option<Army>> = vec![None; n];
        let players = obs.in_players().len();
        for s in 0..n {
            let view = &obs.seats[s];
            if s == me || view.out {
                continue;
            }
            let mut army = Army::default();
            if let Some(revealed) = &view.revealed_army {
                for &c in revealed {
                    army.add(c, illegal);
                }
                army.charged = view.charged == Some(true);
                armies[s] = Some(army);
                continue;
            }
            // Its slots: the swapped ones hold what it put in, the others are unknown.
            let mut slots: Vec<Option<Card>> = Vec::with_capacity(3);
            let mut ins = inserted[s].iter();
            for &swapped in &view.swapped {
                slots.push(if swapped { ins.next().copied() } else { None });
            }
            let mut unknown_slots: Vec<usize> =
                (0..slots.len()).filter(|&i| slots[i].is_none()).collect();
            // Still exchanging: it plays like medium.
            if obs.phase == Phase::Exchange && !view.exchange_done {
                while let (Some(&slot), Some(i)) = (
                    unknown_slots.first(),
                    medium_swap_pick(&hands[s], self.mean, illegal),
                ) {
                    slots[slot] = Some(hands[s].remove(i));
                    unknown_slots.remove(0);
                }
            }
            let known_total: f64 = slots.iter().flatten().map(|c| c.value() as f64).sum();
            for slot in slots.iter_mut() {
                if slot.is_none() {
                    *slot = take(rest);
                }
            }
            for c in slots.iter().flatten() {
                army.add(*c, illegal);
            }
            // Charges: known to have charged, or will it (like medium)?
            let charge = match view.charged {
                Some(true) => charges[s],
                Some(false) => None,
                None if obs.config.charges => {
                    let expected = known_total + self.mean * unknown_slots.len() as f64;
                    best_charge_card(&hands[s], illegal)
                        .map(|i| hands[s][i])
                        .filter(|c| {
                            expected + c.value() as f64
                                >= medium_charge_threshold(
                                    players,
                                    obs.config.negative_heads,
                                    view.heads,
                                    obs.config.target_heads,
                                )
                        })
                }
                None => None,
            };
            if let Some(c) = charge {
                army.add(c, illegal);
                army.charged = true;
            }
            armies[s] = Some(army);
        }
        let unknown_mine = obs.my_army.iter().filter(|s| s.is_none()).count();
        let my_unknown = (0..unknown_mine).filter_map(|_| take(rest)).collect();
        World { armies, my_unknown }
    }
}
