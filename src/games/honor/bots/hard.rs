//! Hard: Monte Carlo over the cards it has not seen, every choice scored over the same
//! sampled worlds by hard's value model.

use super::sample::Sampler;
use super::value::{Army, Table, EPSILON};
use crate::core::{GameRng, Seat};
use crate::games::honor::cards::{Card, DECK_SIZE};
use crate::games::honor::observation::HonorObservation;
use crate::games::honor::state::Action;
use rand::seq::SliceRandom;

/// Worlds sampled per hard decision (the same worlds score every choice).
pub const HARD_SAMPLES: usize = 400;

/// My final army: known slots, `inserted` hand cards into the first unknown slots, sampled
/// cards in the rest, and an optional charge.
fn my_army(
    obs: &HonorObservation,
    inserted: &[Card],
    unknown: &[Card],
    charge: Option<Card>,
) -> Army {
    let illegal = obs.illegal_suit;
    let mut army = Army::default();
    let mut ins = inserted.iter();
    let mut unk = unknown.iter();
    for slot in &obs.my_army {
        let card = match slot {
            Some(c) => Some(*c),
            None => ins.next().or_else(|| unk.next()).copied(),
        };
        if let Some(c) = card {
            army.add(c, illegal);
        }
    }
    if let Some(c) = obs.my_charge.or(charge) {
        army.add(c, illegal);
        army.charged = true;
    }
    army
}

/// The hand cards a charge may be made with (a Joker charge always loses).
fn charge_candidates(hand: &[Card], skip: &[usize]) -> Vec<Option<usize>> {
    let mut v = vec![None];
    v.extend(
        (0..hand.len())
            .filter(|i| !skip.contains(i) && !hand[*i].is_joker())
            .map(Some),
    );
    v
}

/// Every set of hand cards (no Jokers) of at most `max` cards, as indices, best first.
fn swap_sets(hand: &[Card], max: usize) -> Vec<Vec<usize>> {
    let usable: Vec<usize> = (0..hand.len()).filter(|&i| !hand[i].is_joker()).collect();
    let mut sets = Vec::new();
    for mask in 0u32..(1 << usable.len()) {
        let set: Vec<usize> = usable
            .iter()
            .enumerate()
            .filter(|(b, _)| mask & (1 << b) != 0)
            .map(|(_, &i)| i)
            .collect();
        if set.len() <= max {
            sets.push(set);
        }
    }
    sets
}

pub fn hard_exchange(obs: &HonorObservation, rng: &mut GameRng) -> Action {
    let unknown_slots: Vec<usize> = (0..obs.my_army.len())
        .filter(|&i| obs.my_army[i].is_none())
        .collect();
    let sets = swap_sets(&obs.my_hand, unknown_slots.len());
    if sets.len() <= 1 {
        return Action::EndExchange;
    }
    let charges_later = obs.config.charges;
    // (set, charge choices) -> summed value.
    let choices: Vec<Vec<Option<usize>>> = sets
        .iter()
        .map(|set| {
            if charges_later {
                charge_candidates(&obs.my_hand, set)
            } else {
                vec![None]
            }
        })
        .collect();
    let mut scores: Vec<Vec<f64>> = choices.iter().map(|c| vec![0.0; c.len()]).collect();
    let table = Table::new(obs);
    let mut sampler = Sampler::new(obs);
    let mut rest = Vec::with_capacity(DECK_SIZE);
    let mut inserted: Vec<Card> = Vec::with_capacity(3);
    for _ in 0..HARD_SAMPLES {
        let mut world = sampler.sample(obs, rng, &mut rest);
        for (k, set) in sets.iter().enumerate() {
            inserted.clear();
            inserted.extend(set.iter().map(|&i| obs.my_hand[i]));
            for (j, charge) in choices[k].iter().enumerate() {
                let mine = my_army(
                    obs,
                    &inserted,
                    &world.my_unknown,
                    charge.map(|i| obs.my_hand[i]),
                );
                world.armies[obs.me] = Some(mine);
                scores[k][j] += table.battle_value(&world.armies);
            }
        }
    }
    let value = |k: usize| scores[k].iter().copied().fold(f64::MIN, f64::max);
    let best = (0..sets.len())
        .max_by(|&a, &b| value(a).total_cmp(&value(b)).then(b.cmp(&a)))
        .unwrap_or(0);
    // Swap in the best card of the chosen set first.
    match sets[best]
        .iter()
        .max_by_key(|&&i| obs.my_hand[i].value())
        .copied()
    {
        Some(hand_index) => Action::Exchange {
            hand_index,
            slot: unknown_slots[0],
        },
        None => Action::EndExchange,
    }
}

pub fn hard_charge(obs: &HonorObservation, rng: &mut GameRng) -> Action {
    let choices = charge_candidates(&obs.my_hand, &[]);
    if choices.len() <= 1 {
        return Action::NoCharge;
    }
    let mut scores = vec![0.0; choices.len()];
    let table = Table::new(obs);
    let mut sampler = Sampler::new(obs);
    let mut rest = Vec::with_capacity(DECK_SIZE);
    for _ in 0..HARD_SAMPLES {
        let mut world = sampler.sample(obs, rng, &mut rest);
        for (j, charge) in choices.iter().enumerate() {
            let mine = my_army(obs, &[], &world.my_unknown, charge.map(|i| obs.my_hand[i]));
            world.armies[obs.me] = Some(mine);
            scores[j] += table.battle_value(&world.armies);
        }
    }
    // Ties go to not charging.
    let best = (0..choices.len())
        .max_by(|&a, &b| scores[a].total_cmp(&scores[b]).then(b.cmp(&a)))
        .unwrap_or(0);
    match choices[best] {
        Some(hand_index) => Action::Charge { hand_index },
        None => Action::NoCharge,
    }
}

/// The revealed armies, with `replace` (seat, card) replacing that seat's first Joker.
fn revealed_armies(obs: &HonorObservation, replace: Option<(Seat, Card)>) -> Vec<Option<Army>> {
    obs.seats
        .iter()
        .enumerate()
        .map(|(s, view)| {
            let cards = view.revealed_army.as_ref()?;
            let mut army = Army {
                charged: view.charged == Some(true),
                ..Army::default()
            };
            let mut replaced = false;
            for &c in cards {
                match replace {
                    Some((r, card)) if r == s && c.is_joker() && !replaced => {
                        replaced = true;
                        army.add(card, obs.illegal_suit);
                    }
                    _ => army.add(c, obs.illegal_suit),
                }
            }
            Some(army)
        })
        .collect()
}

pub(super) fn hard_army_appeal(obs: &HonorObservation) -> Action {
    let table = Table::new(obs);
    let keep = table.battle_value(&revealed_armies(obs, None));
    let best = (0..obs.my_hand.len())
        .filter(|&i| !obs.my_hand[i].is_joker())
        .map(|i| {
            let v = table.battle_value(&revealed_armies(obs, Some((obs.me, obs.my_hand[i]))));
            (i, v)
        })
        .max_by(|a, b| a.1.total_cmp(&b.1).then(b.0.cmp(&a.0)));
    match best {
        Some((hand_index, v)) if v > keep + EPSILON => Action::AppealWithCard { hand_index },
        _ => Action::NoAppeal,
    }
}

pub(super) fn hard_king_on_army(obs: &HonorObservation, rng: &mut GameRng) -> bool {
    let Some(appellant) = obs.appeal.as_ref().and_then(|w| w.appellant_judged()) else {
        return false;
    };
    let table = Table::new(obs);
    let keep = table.battle_value(&revealed_armies(obs, None));
    // The card it named is one of its hand cards, likely its best: sample its hand.
    let sampler = Sampler::new(obs);
    let mut pool = sampler.hand_pool.clone();
    let count = obs.seats[appellant].hand_count;
    let mut replaced = 0.0;
    const SAMPLES: usize = 64;
    for _ in 0..SAMPLES {
        let (hand, _) = pool.partial_shuffle(rng, count.min(sampler.hand_pool.len()));
        // Not of the illegal suit if it can help it (a card that disgraces its own army is
        // nobody's choice).
        let card = hand
            .iter()
            .filter(|c| !c.is_joker())
            .max_by_key(|c| (!obs.illegal_suit.is_some_and(|s| c.is_suit(s)), c.value()))
            .copied();
        replaced += match card {
            Some(c) => table.battle_value(&revealed_armies(obs, Some((appellant, c)))),
            None => keep,
        };
    }
    replaced / SAMPLES as f64 > keep + EPSILON
}

/// As King, whether to respond to an appeal against the Joker `drawer` drew: if the
/// disgraces would leave this seat worse off.
pub(super) fn hard_king_on_joker(obs: &HonorObservation, drawer: Seat) -> bool {
    let targets: Vec<Seat> = obs
        .in_players()
        .into_iter()
        .filter(|&s| s != drawer)
        .collect();
    let table = Table::new(obs);
    let stand = table.value_after_disgraces(&targets);
    stand < table.value_now() - EPSILON
}
