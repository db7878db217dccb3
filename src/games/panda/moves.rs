//! Move generation: the plays a hand can make on the table.
//!
//! [`plays`] is the fast generator the bots search with: one play per distinct
//! combination up to suits (suits never matter except in a Kingdom), with the Catfish only
//! where a natural card is missing. [`all_plays`] lists every distinct card set (every
//! suit choice, every Catfish placement) for `legal_actions` and the table. Both validate
//! each candidate with [`play_reading`], the same reading `apply` uses.

use super::cards::{span, Card, CardSet, KINGDOM_MASK, MON, RANK_MASK};
use super::combo::{play_reading, Combination, Kind};

/// What decides which plays are legal besides the hand.
#[derive(Clone, Copy, Debug)]
pub struct MoveCtx {
    pub table: Option<Combination>,
    /// The deal's first lead: it must hold a 1 (the Stork counts).
    pub first_lead: bool,
    /// All four players hold cards (Kingdoms are legal).
    pub all_four: bool,
}

/// Suited 1s and the Stork: what the first lead must contain.
pub const ONES: u64 = RANK_MASK[1] | (1u64 << 56);

/// Cards of rank `r` usable in combinations (the Stork is a 1, never in an Ambush).
pub(crate) fn avail(hand: u64, r: usize) -> u64 {
    let m = hand & RANK_MASK[r];
    if r == 1 {
        m | (hand & Card::STORK.bit())
    } else {
        m
    }
}

/// `k` cards of `avail`, avoiding the `avoid` ones while others remain (lowest first).
pub(crate) fn pick(avail: u64, k: u32, avoid: u64) -> u64 {
    let mut out = 0u64;
    let mut left = k;
    let pools = [avail & !avoid, avail & avoid];
    for pi in span(0, 1) {
        let mut bits = pools[pi];
        while left > 0 && bits != 0 {
            let b = bits & bits.wrapping_neg();
            out |= b;
            bits &= bits - 1;
            left -= 1;
        }
    }
    out
}

/// Whether a play of `cards` read as `c` is legal in `ctx` beyond beating the table.
pub fn context_allows(c: &Combination, ctx: &MoveCtx) -> bool {
    if ctx.first_lead && c.cards.0 & ONES == 0 {
        return false;
    }
    match c.kind {
        Kind::Kingdom => ctx.all_four,
        Kind::Cat => ctx.table.is_none() && !ctx.first_lead,
        _ => true,
    }
}

/// Wanted (kind, len) given the table: `None` means any.
fn wanted(ctx: &MoveCtx) -> Option<(Kind, u8)> {
    ctx.table.map(|t| (t.kind, t.len))
}

/// Fast generation: one play per distinct combination up to suits, legal on one's own
/// turn (passing excluded). Appends to `out`.
pub fn plays(hand: CardSet, ctx: &MoveCtx, out: &mut Vec<Combination>) {
    let h = hand.0;
    let start = out.len();
    let wild = h & Card::CATFISH.bit() != 0;
    let wild_bit = Card::CATFISH.bit();
    // Prefer suited 1s to the Stork (25 points) and cards outside a held Kingdom.
    let mut avoid = Card::STORK.bit();
    for k in KINGDOM_MASK {
        if h & k == k {
            avoid |= k;
        }
    }
    let mut av = [0u64; 15];
    let mut cnt = [0u32; 15];
    for r in span(1, MON as usize) {
        av[r] = avail(h, r);
        cnt[r] = av[r].count_ones();
    }
    let want = wanted(ctx);
    let bomb_table = ctx.table.is_some_and(|t| t.is_bomb());
    let is = |k: Kind| !bomb_table && want.is_none_or(|(w, _)| w == k);
    // Following: only ranks above the table's can beat it.
    let min_rank = match ctx.table {
        Some(t) if !t.is_bomb() => t.rank as usize + 1,
        _ => 1,
    };
    let min_top = min_rank;
    let push = |cards: u64, out: &mut Vec<Combination>| {
        if let Some(c) = play_reading(CardSet(cards), ctx.table.as_ref()) {
            if context_allows(&c, ctx) {
                out.push(c);
            }
        }
    };
    if is(Kind::Single) || (want.is_none() && !bomb_table) {
        for r in span(min_rank.min(MON as usize + 1), MON as usize) {
            let suited = h & RANK_MASK[r];
            if suited != 0 {
                push(pick(suited, 1, avoid), out);
            }
        }
        let specials = [Card::STORK, Card::PANDA, Card::CATFISH];
        for i in span(0, 2) {
            if h & specials[i].bit() != 0 {
                push(specials[i].bit(), out);
            }
        }
        if want.is_none() && h & Card::CAT.bit() != 0 {
            push(Card::CAT.bit(), out);
        }
    }
    let sets = [(Kind::Pair, 2u32), (Kind::Triple, 3)];
    for i in span(0, 1) {
        let (kind, k) = sets[i];
        if is(kind) {
            for r in span(min_rank, MON as usize) {
                if cnt[r] >= k {
                    push(pick(av[r], k, avoid), out);
                } else if wild && cnt[r] + 1 == k {
                    push(av[r] | wild_bit, out);
                }
            }
        }
    }
    if is(Kind::FullHouse) {
        for t in span(min_rank, MON as usize) {
            if cnt[t] + (wild as u32) < 3 {
                continue;
            }
            for p in span(1, MON as usize) {
                if p == t {
                    continue;
                }
                let cards = if cnt[t] >= 3 && cnt[p] >= 2 {
                    pick(av[t], 3, avoid) | pick(av[p], 2, avoid)
                } else if wild && cnt[t] == 2 && cnt[p] >= 2 {
                    av[t] | wild_bit | pick(av[p], 2, avoid)
                } else if wild && cnt[t] >= 3 && cnt[p] == 1 {
                    pick(av[t], 3, avoid) | av[p] | wild_bit
                } else {
                    continue;
                };
                push(cards, out);
            }
        }
    }
    let seqs = [(Kind::Run, 1u32, 5usize), (Kind::PairRun, 2, 2)];
    for i in span(0, 1) {
        let (kind, k, min) = seqs[i];
        if !is(kind) {
            continue;
        }
        // Prefix sums of the cards missing per rank: a window is playable when at most
        // the Catfish is missing.
        let mut pre = [0u32; 15];
        for r in span(1, MON as usize) {
            pre[r] = pre[r - 1] + k - cnt[r].min(k);
        }
        let lens = match want {
            Some((_, l)) => span(l as usize / k as usize, l as usize / k as usize),
            None => span(min, 14),
        };
        for len in lens {
            for top in span(len.max(min_top), MON as usize) {
                let lo = top + 1 - len;
                let missing = pre[top] - pre[lo - 1];
                if missing > wild as u32 {
                    continue;
                }
                let mut cards = if missing == 1 { wild_bit } else { 0 };
                for r in span(lo, top) {
                    cards |= pick(av[r], k.min(cnt[r]), avoid);
                }
                push(cards, out);
            }
        }
    }
    for r in span(1, MON as usize) {
        if h & RANK_MASK[r] == RANK_MASK[r] {
            push(RANK_MASK[r], out);
        }
    }
    if ctx.all_four {
        for k in KINGDOM_MASK {
            if h & k == k {
                push(k, out);
            }
        }
    }
    // Two shapes can give one card set (a Catfish run read higher than built).
    out[start..].sort_unstable_by_key(|c| c.cards.0);
    let mut w = start;
    for i in start..out.len() {
        if w == start || out[w - 1].cards != out[i].cards {
            out[w] = out[i];
            w += 1;
        }
    }
    out.truncate(w);
}

/// The Ambushes in `hand` that beat `table` (any, if the table is empty).
pub fn ambushes_into(hand: CardSet, table: Option<&Combination>, out: &mut Vec<Combination>) {
    for r in span(1, MON as usize) {
        if hand.0 & RANK_MASK[r] == RANK_MASK[r] {
            if let Some(c) = play_reading(CardSet(RANK_MASK[r]), table) {
                out.push(c);
            }
        }
    }
}

/// Whether `hand` holds an Ambush that beats `table`.
pub fn has_ambush(hand: CardSet, table: Option<&Combination>) -> bool {
    span(1, MON as usize).any(|r| {
        hand.0 & RANK_MASK[r] == RANK_MASK[r]
            && table.is_none_or(|t| match t.kind {
                Kind::Kingdom => false,
                Kind::Ambush => r as u8 > t.rank,
                _ => true,
            })
    })
}

/// Every subset of `avail` with `k` cards.
fn subsets(avail: u64, k: u32) -> Vec<u64> {
    let mut v = Vec::new();
    let mut sub = avail;
    loop {
        if sub.count_ones() == k {
            v.push(sub);
        }
        if sub == 0 {
            break;
        }
        sub = (sub - 1) & avail;
    }
    v
}

/// Every distinct card set playable on one's own turn (passing excluded), each with its
/// reading. Can be a few thousand for hands with many equal ranks.
pub fn all_plays(hand: CardSet, ctx: &MoveCtx) -> Vec<Combination> {
    let h = hand.0;
    let wild = h & Card::CATFISH.bit() != 0;
    let mut shapes: Vec<Vec<(usize, u32)>> = Vec::new();
    for r in span(1, MON as usize) {
        shapes.push(vec![(r, 2)]);
        shapes.push(vec![(r, 3)]);
        for p in span(1, MON as usize) {
            if p != r {
                shapes.push(vec![(r, 3), (p, 2)]);
            }
        }
    }
    for (k, min) in [(1u32, 5usize), (2, 2)] {
        for len in span(min, 14) {
            for top in span(len, MON as usize) {
                shapes.push((top + 1 - len..=top).map(|r| (r, k)).collect());
            }
        }
    }
    let mut sets: Vec<u64> = hand.cards().map(|c| c.bit()).collect();
    for shape in shapes {
        let wild_slots: Vec<Option<usize>> = if wild {
            std::iter::once(None)
                .chain((0..shape.len()).map(Some))
                .collect()
        } else {
            vec![None]
        };
        for ws in wild_slots {
            let mut partial: Vec<u64> = vec![if ws.is_some() { Card::CATFISH.bit() } else { 0 }];
            for (i, &(r, k)) in shape.iter().enumerate() {
                let need = k - (ws == Some(i)) as u32;
                let a = avail(h, r);
                if a.count_ones() < need {
                    partial.clear();
                    break;
                }
                let subs = subsets(a, need);
                partial = partial
                    .iter()
                    .flat_map(|p| subs.iter().map(move |s| p | s))
                    .collect();
            }
            sets.extend(partial);
        }
    }
    for r in span(1, MON as usize) {
        if h & RANK_MASK[r] == RANK_MASK[r] {
            sets.push(RANK_MASK[r]);
        }
    }
    for k in KINGDOM_MASK {
        if h & k == k {
            sets.push(k);
        }
    }
    sets.sort_unstable();
    sets.dedup();
    sets.into_iter()
        .filter_map(|s| play_reading(CardSet(s), ctx.table.as_ref()))
        .filter(|c| context_allows(c, ctx))
        .collect()
}
