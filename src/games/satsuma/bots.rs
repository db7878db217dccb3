//! Computer opponents. They see a `SatsumaObservation` only.
//!
//! random: any legal discard. easy: throws away cards its role cannot use.
//! medium: throws away every card that does not count, then weak ones.
//! hard: scores each of the 64 discard choices by the expected worth of the hand's outcome,
//! over sampled draws against the distribution of the opponent's total.

use super::clash::{role_table, tally, CardUse, HandEval, RoleTable};
use super::observation::SatsumaObservation;
use super::state::{discard_options, Action, Phase};
use super::{CardNo, Role, Side, HAND_SIZE, MAX_DISCARDS, SAMURAI_CASUALTY_LIMIT};
use crate::core::{BotLevel, GameRng};
use rand::seq::{IndexedRandom, SliceRandom};

/// Draws from my draw pile sampled per hard decision (the same draws for every choice):
/// enough to separate close choices, small enough for a phone (see the benchmark's
/// decision times; 5 times as many samples did not play measurably better).
pub const HARD_SAMPLES: usize = 200;

/// The bot's action, or `None` when its side has nothing to do.
pub fn decide(obs: &SatsumaObservation, level: BotLevel, rng: &mut GameRng) -> Option<Action> {
    match obs.phase {
        Phase::Clash => Some(Action::NextHand),
        Phase::Logistics if obs.my_discarded.is_none() => Some(Action::Discard(match level {
            BotLevel::Random => random_discard(&obs.my_hand, rng),
            BotLevel::Easy => easy_discard(obs.me, &obs.my_hand, obs.my_role()),
            BotLevel::Medium => medium_discard(obs.me, &obs.my_hand, obs.my_role()),
            BotLevel::Hard => hard_discard(obs, rng),
        })),
        _ => None,
    }
}

fn random_discard(hand: &[CardNo], rng: &mut GameRng) -> Vec<CardNo> {
    discard_options(hand)
        .choose(rng)
        .cloned()
        .unwrap_or_default()
}

fn max_strength(side: Side, card: CardNo) -> u8 {
    side.card(card)
        .options
        .iter()
        .map(|o| o.1)
        .max()
        .unwrap_or(0)
}

/// Cards the role can never use, weakest first.
pub fn easy_discard(side: Side, hand: &[CardNo], role: Role) -> Vec<CardNo> {
    let mut useless: Vec<CardNo> = hand
        .iter()
        .copied()
        .filter(|&c| {
            side.card(c)
                .options
                .iter()
                .all(|(s, _)| !s.allowed_for(role))
        })
        .collect();
    useless.sort_by_key(|&c| max_strength(side, c));
    useless.truncate(MAX_DISCARDS);
    useless
}

/// Cards that do not count, weakest first, then counted cards of strength 2 or less.
pub fn medium_discard(side: Side, hand: &[CardNo], role: Role) -> Vec<CardNo> {
    let t = tally(side, hand, role, false);
    let mut idle: Vec<CardNo> = Vec::new();
    let mut weak: Vec<(u8, CardNo)> = Vec::new();
    for (card, card_use) in &t.uses {
        match card_use {
            CardUse::Excluded(_) => idle.push(*card),
            CardUse::Counts { strength, .. } if *strength <= 2 => weak.push((*strength, *card)),
            CardUse::Counts { .. } => {}
        }
    }
    idle.sort_by_key(|&c| max_strength(side, c));
    weak.sort();
    idle.extend(weak.into_iter().map(|(_, c)| c));
    idle.truncate(MAX_DISCARDS);
    idle
}

/// Opponent hands sampled per hard decision (their totals form a distribution that every
/// discard choice is scored against).
const OPPONENT_SAMPLES: usize = 400;
/// Highest total a hand can reach is well below this (8 suits, strengths up to 10).
const TOTALS: usize = 96;

/// Outcome rates per hand seen in medium and hard self-play, from the Samurai's side, by the
/// Samurai's role: win with no Escape counted, win with an Escape counted, tie, loss.
/// They only set how much a casualty and the next hand's roles are worth (`Values`).
const RATES_SAMURAI_ATTACKING: [f64; 4] = [0.32, 0.0, 0.055, 0.625];
const RATES_SAMURAI_DEFENDING: [f64; 4] = [0.08, 0.25, 0.054, 0.616];

/// Expected Imperial casualties still to come, by Samurai casualties and the Samurai's role.
/// The Samurai maximise the final Imperial casualties, the Imperials minimise them; the
/// game ends at 9 Samurai casualties, so a tie (+1 each) is worth less to the Samurai than
/// a win and more than a loss, and the less the nearer the end.
struct Values {
    /// `[samurai casualties][0 = Samurai attack, 1 = Samurai defend]`.
    v: [[f64; 2]; SAMURAI_CASUALTY_LIMIT as usize + 1],
}

impl Values {
    fn new() -> Self {
        let n = SAMURAI_CASUALTY_LIMIT as usize;
        let mut v = [[0.0; 2]; SAMURAI_CASUALTY_LIMIT as usize + 1];
        for s in (0..n).rev() {
            let next = v[s + 1];
            // Attacking: a win keeps the attack; a tie keeps roles; a loss hands it over.
            let [w, _, t, l] = RATES_SAMURAI_ATTACKING;
            let attack = (w + t * (1.0 + next[0]) + l * next[1]) / (1.0 - w);
            // Defending: a win with an Escape counted keeps the defence, without one the
            // Samurai attack next.
            let [w, we, t, l] = RATES_SAMURAI_DEFENDING;
            let defend = (we + w * (1.0 + attack) + t * (1.0 + next[1]) + l * next[1]) / (1.0 - we);
            v[s] = [attack, defend];
        }
        Values { v }
    }

    fn at(&self, samurai_casualties: u8, samurai_attacks: bool) -> f64 {
        let s = (samurai_casualties as usize).min(SAMURAI_CASUALTY_LIMIT as usize);
        self.v[s][usize::from(!samurai_attacks)]
    }

    /// What each outcome of this hand is worth to the Samurai: (win with no Escape
    /// counted, win with one, tie, loss), future included.
    fn outcomes(&self, samurai_casualties: u8, samurai_attacks: bool) -> [f64; 4] {
        let s = samurai_casualties;
        let win = 1.0 + self.at(s, true);
        let win_escape = if samurai_attacks {
            win
        } else {
            1.0 + self.at(s, false)
        };
        let tie = 1.0 + self.at(s + 1, samurai_attacks);
        let loss = self.at(s + 1, false);
        [win, win_escape, tie, loss]
    }
}

/// The medium policy's discards, fast, as positions in `hand`: the cards that do not count
/// in a best assignment (weakest printed first), then counted cards of strength 2 or less
/// (weakest first), at most three. Used to model the opponent's Logistics.
fn model_discards(table: &RoleTable, hand: &[CardNo], out: &mut [usize; MAX_DISCARDS]) -> usize {
    let n = hand.len().min(HAND_SIZE);
    // Each card's option with its dual bit clear and set; strength 0 = cannot count.
    let mut opt = [[(0u8, 0u8); 2]; HAND_SIZE];
    let mut bit = [0u8; HAND_SIZE];
    let mut n_duals = 0;
    for i in 0..n {
        let a = &table.cards[hand[i] as usize];
        match a.n {
            0 => {}
            1 => opt[i] = [a.opts[0]; 2],
            _ => {
                opt[i] = a.opts;
                bit[i] = n_duals;
                n_duals += 1;
            }
        }
    }
    // Per suit the first strongest card counts; pick the first mask with the best total.
    let mut best_total = 0u32;
    let mut counted = [0u8; HAND_SIZE];
    for mask in 0u32..(1 << n_duals) {
        let mut holder = [0usize; 8];
        let mut strength = [0u8; 8];
        for i in 0..n {
            let (s, v) = opt[i][((mask >> bit[i]) & 1) as usize];
            if v > strength[s as usize] {
                strength[s as usize] = v;
                holder[s as usize] = i;
            }
        }
        let total: u32 = strength.iter().map(|&v| v as u32).sum();
        if mask == 0 || total > best_total {
            best_total = total;
            counted = [0; HAND_SIZE];
            for (s, &h) in holder.iter().enumerate() {
                if strength[s] > 0 {
                    counted[h] = strength[s];
                }
            }
        }
    }
    // Idle cards by printed strength, then weak counted cards by strength.
    let mut order = [(0u8, 0u8, 0usize); HAND_SIZE];
    let mut m = 0;
    for i in 0..n {
        if counted[i] == 0 {
            order[m] = (0, table.cards[hand[i] as usize].max_printed, i);
            m += 1;
        } else if counted[i] <= 2 {
            order[m] = (1, counted[i], i);
            m += 1;
        }
    }
    order[..m].sort_unstable();
    let k = m.min(MAX_DISCARDS);
    for (slot, o) in out.iter_mut().zip(&order[..k]) {
        *slot = o.2;
    }
    k
}

/// Distribution of the opponent's total this hand: `[total][escape counted]` counts.
fn opponent_totals(obs: &SatsumaObservation, rng: &mut GameRng) -> Vec<[u32; 2]> {
    let opp = obs.me.other();
    let opp_role = if obs.attacker == opp {
        Role::Attacker
    } else {
        Role::Defender
    };
    let table = role_table(opp, opp_role);
    let mut pool = obs.opponent_unseen();
    let take = (HAND_SIZE + MAX_DISCARDS).min(pool.len());
    let mut matching = vec![[0u32; 2]; TOTALS];
    let mut all = vec![[0u32; 2]; TOTALS];
    let (mut n_matching, mut n_all) = (0, 0);
    let mut thrown = [0usize; MAX_DISCARDS];
    let mut attempts = 0;
    // With their discard count known, keep the sampled hands that discard as many
    // (rejection sampling); fall back to all hands if too few match.
    while n_matching < OPPONENT_SAMPLES && attempts < OPPONENT_SAMPLES * 4 {
        attempts += 1;
        let (drawn, _) = pool.partial_shuffle(rng, take);
        let hand_len = HAND_SIZE.min(drawn.len());
        let (hand, spare) = drawn.split_at(hand_len);
        let k = model_discards(table, hand, &mut thrown).min(spare.len());
        let mut eval = HandEval::default();
        for (i, &c) in hand.iter().enumerate() {
            if !thrown[..k].contains(&i) {
                eval.add(table, c);
            }
        }
        for &c in &spare[..k] {
            eval.add(table, c);
        }
        let (total, escape) = eval.best();
        let cell = (total as usize).min(TOTALS - 1);
        let escape = usize::from(escape);
        if n_all < OPPONENT_SAMPLES {
            all[cell][escape] += 1;
            n_all += 1;
        }
        if obs.opponent_discarded.is_none_or(|d| d as usize == k) {
            matching[cell][escape] += 1;
            n_matching += 1;
        }
    }
    if n_matching * 4 < OPPONENT_SAMPLES {
        all
    } else {
        matching
    }
}

/// My utility for each of my possible (total, escape counted), against the opponent's
/// total distribution: the expected value of the hand's outcome, future included.
fn utilities(obs: &SatsumaObservation, opp_totals: &[[u32; 2]]) -> Vec<[f64; 2]> {
    let samurai_attacks = obs.attacker == Side::Samurai;
    let [win, win_escape, tie, loss] =
        Values::new().outcomes(obs.casualties[Side::Samurai.seat()], samurai_attacks);
    let n: u32 = opp_totals.iter().map(|c| c[0] + c[1]).sum();
    let n = n.max(1) as f64;
    let mut out = vec![[0.0; 2]; TOTALS];
    match obs.me {
        Side::Samurai => {
            // P(opponent < t) and P(opponent == t).
            let mut below = 0.0;
            for t in 0..TOTALS {
                let here = (opp_totals[t][0] + opp_totals[t][1]) as f64 / n;
                let above = 1.0 - below - here;
                for (escape, slot) in out[t].iter_mut().enumerate() {
                    let w = if escape == 1 { win_escape } else { win };
                    *slot = below * w + here * tie + above * loss;
                }
                below += here;
            }
        }
        Side::Imperials => {
            // The Samurai win when their total is above mine; escape counted or not.
            let mut below = 0.0;
            let mut above: [f64; 2] =
                [0, 1].map(|e| opp_totals.iter().map(|c| c[e]).sum::<u32>() as f64 / n);
            for t in 0..TOTALS {
                let here = [0, 1].map(|e| opp_totals[t][e] as f64 / n);
                above[0] -= here[0];
                above[1] -= here[1];
                let samurai_value = below * loss
                    + (here[0] + here[1]) * tie
                    + above[0] * win
                    + above[1] * win_escape;
                out[t] = [-samurai_value; 2];
                below += here[0] + here[1];
            }
        }
    }
    out
}

/// Monte Carlo over the unseen cards. The opponent's total this hand is estimated once, from
/// hands dealt from the cards not known to be in their discard pile and improved with the
/// medium policy (and, once they have discarded, only hands that discard as many). Then
/// each of the 64 discard choices is scored over the same draws from my draw pile, by the
/// expected worth of the hand's outcome: the Imperial casualties it adds now and later,
/// with the Escape exception and how near the game is to its end.
pub fn hard_discard(obs: &SatsumaObservation, rng: &mut GameRng) -> Vec<CardNo> {
    let me = obs.me;
    let my_role = obs.my_role();
    let table = role_table(me, my_role);
    let utility = utilities(obs, &opponent_totals(obs, rng));

    let options = discard_options(&obs.my_hand);
    let kept: Vec<(HandEval, usize)> = options
        .iter()
        .map(|option| {
            let mut eval = HandEval::default();
            for &c in obs.my_hand.iter().filter(|c| !option.contains(c)) {
                eval.add(table, c);
            }
            (eval, option.len())
        })
        .collect();
    let mut scores = vec![0.0f64; options.len()];

    let mut draw = obs.my_draw_pile();
    let short = draw.len() < MAX_DISCARDS;
    let mut refill: Vec<CardNo> = Vec::new();
    let mut top = [0 as CardNo; MAX_DISCARDS];
    for _ in 0..HARD_SAMPLES {
        let n_top = MAX_DISCARDS.min(draw.len());
        let (picked, _) = draw.partial_shuffle(rng, n_top);
        top[..n_top].copy_from_slice(picked);
        for (i, (base, k)) in kept.iter().enumerate() {
            let mut eval = *base;
            for &c in &top[..(*k).min(n_top)] {
                eval.add(table, c);
            }
            if short && *k > n_top {
                // The draw pile runs out: the rest comes from my reshuffled discard pile,
                // which by then holds this option's discards too.
                refill.clear();
                refill.extend_from_slice(&obs.my_discard);
                refill.extend_from_slice(&options[i]);
                let (more, _) = refill.partial_shuffle(rng, *k - n_top);
                for &c in more.iter() {
                    eval.add(table, c);
                }
            }
            let (total, escape) = eval.best();
            scores[i] += utility[(total as usize).min(TOTALS - 1)][usize::from(escape)];
        }
    }
    let mut best = 0;
    for i in 1..options.len() {
        if scores[i] > scores[best] {
            best = i;
        }
    }
    options[best].clone()
}
