//! Hand planning: split a hand into few combinations.
//!
//! Greedy over rank counts, tried with and without runs and pair runs; the split with the
//! fewest combinations wins (ties: fewer low singles). Ambushes and Kingdoms are set
//! aside first so that they are never broken. Fast enough to run at every decision of
//! every rollout of the hard bot.

use super::super::cards::{span, Card, CardSet, KINGDOM_MASK, MON, RANK_MASK};
use super::super::combo::{recognize, Combination, Kind};
use super::super::moves;

/// A planned split of a hand.
#[derive(Clone, Debug, Default)]
pub struct Plan {
    pub combos: Vec<Combination>,
    /// Set aside as a bomb (Ambushes and Kingdoms).
    pub bombs: CardSet,
}

impl Plan {
    /// Combinations, not counting the Cat (it costs no lead).
    pub fn size(&self) -> usize {
        self.combos.iter().filter(|c| c.kind != Kind::Cat).count()
    }
}

/// Cards of rank r usable in combinations, preferring suited ones (the Stork is worth 25).
fn take(rem: &mut u64, r: usize, k: u32) -> u64 {
    let out = moves::pick(moves::avail(*rem, r), k, Card::STORK.bit());
    *rem &= !out;
    out
}

fn counts(rem: u64) -> [u32; 15] {
    let mut c = [0u32; 15];
    for r in span(1, MON as usize) {
        c[r] = (rem & RANK_MASK[r]).count_ones();
    }
    c[1] += (rem & Card::STORK.bit() != 0) as u32;
    c
}

fn push(combos: &mut Vec<Combination>, cards: u64) {
    if let Some(c) = recognize(CardSet(cards)) {
        combos.push(c);
    }
}

fn split(hand: u64, runs: bool, pair_runs: bool, bombs: u64) -> Vec<Combination> {
    let mut rem = hand & !bombs;
    let mut combos = Vec::with_capacity(12);
    let mut wild = rem & Card::CATFISH.bit() != 0;
    rem &= !Card::CATFISH.bit();
    for sp in [Card::PANDA, Card::CAT] {
        if rem & sp.bit() != 0 {
            rem &= !sp.bit();
            push(&mut combos, sp.bit());
        }
    }
    if runs {
        // Longest run first, the Catfish filling one gap if it must.
        loop {
            let c = counts(rem);
            let mut best: Option<(usize, usize)> = None;
            for lo in span(1, MON as usize) {
                let mut gap_used = false;
                let mut hi = lo;
                let mut r = lo;
                while r <= MON as usize {
                    if c[r] > 0 {
                        hi = r;
                    } else if wild && !gap_used && r > lo {
                        gap_used = true;
                        hi = r;
                    } else {
                        break;
                    }
                    r += 1;
                }
                if c[lo] == 0 {
                    continue;
                }
                let len = hi + 1 - lo;
                if len >= 5 && best.is_none_or(|(l, h)| len > h + 1 - l) {
                    best = Some((lo, hi));
                }
            }
            let Some((lo, hi)) = best else { break };
            let mut cards = 0u64;
            for r in span(lo, hi) {
                if c[r] > 0 {
                    cards |= take(&mut rem, r, 1);
                } else {
                    cards |= Card::CATFISH.bit();
                    wild = false;
                }
            }
            push(&mut combos, cards);
        }
    }
    if pair_runs {
        loop {
            let c = counts(rem);
            let mut best: Option<(usize, usize)> = None;
            let mut lo = 1;
            while lo <= MON as usize {
                if c[lo] >= 2 {
                    let mut hi = lo;
                    while hi < MON as usize && c[hi + 1] >= 2 {
                        hi += 1;
                    }
                    if hi > lo && best.is_none_or(|(l, h)| hi - lo > h - l) {
                        best = Some((lo, hi));
                    }
                    lo = hi + 1;
                } else {
                    lo += 1;
                }
            }
            let Some((lo, hi)) = best else { break };
            let mut cards = 0u64;
            for r in span(lo, hi) {
                cards |= take(&mut rem, r, 2);
            }
            push(&mut combos, cards);
        }
    }
    // Triples and pairs; the Catfish lifts the lowest single to a pair, else the lowest
    // pair to a triple.
    let c = counts(rem);
    let mut triples: Vec<u64> = Vec::new();
    let mut pairs: Vec<u64> = Vec::new();
    let mut singles: Vec<u64> = Vec::new();
    for r in span(1, MON as usize) {
        match c[r] {
            0 => {}
            1 => singles.push(take(&mut rem, r, 1)),
            2 => pairs.push(take(&mut rem, r, 2)),
            3 => triples.push(take(&mut rem, r, 3)),
            _ => {
                triples.push(take(&mut rem, r, 3));
                singles.push(take(&mut rem, r, 1));
            }
        }
    }
    if wild {
        // Singles below a Geisha are worth pairing; high singles are already strong.
        if let Some(i) = singles.iter().position(|&s| {
            let r = CardSet(s).cards().next().map(Card::rank).unwrap_or(0);
            r < 12
        }) {
            let s = singles.remove(i);
            pairs.push(s | Card::CATFISH.bit());
            pairs.sort_by_key(|&p| rank_of(p));
        } else {
            singles.push(Card::CATFISH.bit());
        }
    }
    // Full houses: each triple takes the lowest pair.
    for t in triples {
        if !pairs.is_empty() {
            let p = pairs.remove(0);
            push(&mut combos, t | p);
        } else {
            push(&mut combos, t);
        }
    }
    for p in pairs {
        push(&mut combos, p);
    }
    for s in singles {
        push(&mut combos, s);
    }
    combos
}

fn rank_of(cards: u64) -> u8 {
    CardSet(cards)
        .cards()
        .filter(|&c| c != Card::CATFISH)
        .map(Card::rank)
        .max()
        .unwrap_or(0)
}

/// The split of `hand` with the fewest combinations.
pub fn plan(hand: CardSet) -> Plan {
    let h = hand.0;
    let mut bombs = 0u64;
    let mut bomb_combos = Vec::new();
    for r in span(1, MON as usize) {
        if h & RANK_MASK[r] == RANK_MASK[r] {
            bombs |= RANK_MASK[r];
            push(&mut bomb_combos, RANK_MASK[r]);
        }
    }
    for k in KINGDOM_MASK {
        if h & k == k && bombs & k == 0 {
            bombs |= k;
            push(&mut bomb_combos, k);
        }
    }
    let mut best: Option<(usize, usize, Vec<Combination>)> = None;
    for (runs, pair_runs) in [(true, true), (false, true), (true, false), (false, false)] {
        let combos = split(h, runs, pair_runs, bombs);
        let n = combos.iter().filter(|c| c.kind != Kind::Cat).count();
        let low_singles = combos
            .iter()
            .filter(|c| c.kind == Kind::Single && c.rank < 10)
            .count();
        if best
            .as_ref()
            .is_none_or(|(bn, bl, _)| (n, low_singles) < (*bn, *bl))
        {
            best = Some((n, low_singles, combos));
        }
    }
    let mut combos = best.map(|b| b.2).unwrap_or_default();
    combos.extend(bomb_combos);
    Plan {
        combos,
        bombs: CardSet(bombs),
    }
}
