//! Hard: determinized Monte Carlo over the seat's observation.
//!
//! Each sample deals the cards it has not seen to the other hands, by their counts, with
//! what it knows placed first: the cards it passed (still with whoever it gave them to,
//! until played) and the Stork (still with the first leader until played); a caller gets
//! a winning card when a few tries can find such a deal. Every
//! candidate is played in the same samples and the deal is played out by medium for all
//! four seats; the candidate with the best mean team margin for the deal (card points,
//! calls, Kingdoms, double victories) wins, medium's own choice winning ties. The
//! passing and the Panda's give-away are medium's.

use super::super::cards::{Card, CardSet};
use super::super::combo::Combination;
use super::super::moves;
use super::super::observation::PandaObservation;
use super::super::state::{team, Action, PandaState, Phase, SEATS};
use super::plan::plan;
use super::{medium, my_plays};
use crate::core::{Game, GameRng};
use rand::seq::SliceRandom;

/// Rollouts per decision, shared among the candidates (keeps p95 near 50 ms natively).
pub const ROLLOUTS: usize = 200;
/// At most this many candidate actions are searched.
const MAX_CANDIDATES: usize = 12;

pub fn decide(obs: &PandaObservation, rng: &mut GameRng) -> Action {
    decide_with(obs, rng, ROLLOUTS)
}

pub fn decide_with(obs: &PandaObservation, rng: &mut GameRng, rollouts: usize) -> Action {
    let fallback = medium::decide(obs);
    let candidates = match obs.phase {
        Phase::AmbushWindow => {
            let mut v = Vec::new();
            moves::ambushes_into(obs.hand, obs.table.as_ref(), &mut v);
            if v.is_empty() {
                return Action::NoAmbush;
            }
            let mut c = vec![Action::NoAmbush];
            c.extend(v.iter().map(|a| Action::Play(a.cards)));
            c
        }
        Phase::Play => play_candidates(obs, fallback),
        _ => return fallback,
    };
    if candidates.len() <= 1 {
        return fallback;
    }
    let worlds = (rollouts / candidates.len()).max(2);
    let mut totals = vec![0i64; candidates.len()];
    let my_team = team(obs.me);
    for _ in 0..worlds {
        let Some(hands) = sample(obs, rng) else {
            return fallback;
        };
        let base = PandaState::from_observation(obs, hands);
        for (i, a) in candidates.iter().enumerate() {
            let mut s = base.clone();
            if s.apply(obs.me, a).is_err() {
                totals[i] = i64::MIN / 2;
                continue;
            }
            totals[i] += rollout(&mut s, my_team) as i64;
        }
    }
    let best = (0..candidates.len())
        .max_by_key(|&i| (totals[i], candidates[i] == fallback))
        .unwrap_or(0);
    candidates[best]
}

/// Medium's choice, passing, the combinations of medium's plan, then per kind and length
/// the lowest and the highest play; at most `MAX_CANDIDATES`.
fn play_candidates(obs: &PandaObservation, fallback: Action) -> Vec<Action> {
    let mut plays: Vec<Combination> = my_plays(obs);
    plays.sort_by_key(|c| (c.is_bomb(), c.kind, c.len, c.key()));
    let mut out = vec![fallback];
    let add = |a: Action, out: &mut Vec<Action>| {
        if out.len() < MAX_CANDIDATES && !out.contains(&a) {
            out.push(a);
        }
    };
    if obs.table.is_some() {
        add(Action::Pass, &mut out);
    }
    let planned = plan(obs.hand);
    let mut in_plan: Vec<&Combination> = plays
        .iter()
        .filter(|c| planned.combos.iter().any(|p| p.cards == c.cards))
        .collect();
    in_plan.sort_by_key(|c| (c.is_bomb(), c.key()));
    for c in in_plan {
        add(Action::Play(c.cards), &mut out);
    }
    let mut groups: Vec<(&Combination, &Combination)> = Vec::new();
    let mut i = 0;
    while i < plays.len() {
        let mut j = i;
        while j < plays.len() && plays[j].kind == plays[i].kind && plays[j].len == plays[i].len {
            j += 1;
        }
        groups.push((&plays[i], &plays[j - 1]));
        i = j;
    }
    for (lo, _) in &groups {
        add(Action::Play(lo.cards), &mut out);
    }
    for (_, hi) in &groups {
        add(Action::Play(hi.cards), &mut out);
    }
    out
}

/// Hidden hands consistent with what the seat has seen. A player who called Panda and
/// still holds cards is dealt a winner (the Panda, a Mon or an Ambush) when eight tries
/// can find such a deal: calls are made on strong hands.
pub(crate) fn sample(obs: &PandaObservation, rng: &mut GameRng) -> Option<[CardSet; SEATS]> {
    let callers: Vec<usize> = (0..SEATS)
        .filter(|&s| s != obs.me && obs.called[s] && obs.hand_counts[s] > 0)
        .collect();
    let strong = |h: CardSet| {
        h.contains(Card::PANDA) || !h.of_rank(14).is_empty() || moves::has_ambush(h, None)
    };
    let mut hands = deal_unseen(obs, rng)?;
    for _ in 1..8 {
        if callers.iter().all(|&s| strong(hands[s])) {
            break;
        }
        hands = deal_unseen(obs, rng)?;
    }
    Some(hands)
}

fn deal_unseen(obs: &PandaObservation, rng: &mut GameRng) -> Option<[CardSet; SEATS]> {
    let me = obs.me;
    let played = obs.played();
    let mut hands = [CardSet::EMPTY; SEATS];
    hands[me] = obs.hand;
    let mut unseen = obs.unseen();
    if let Some(g) = obs.my_gifts {
        for (k, c) in g.iter().enumerate() {
            if !played.contains(*c) && !obs.hand.contains(*c) {
                hands[(me + 1 + k) % SEATS].insert(*c);
            }
        }
    }
    if let Some(l) = obs.first_leader {
        if l != me && unseen.contains(Card::STORK) {
            hands[l].insert(Card::STORK);
            unseen.remove(Card::STORK);
        }
    }
    let mut pool = unseen.to_vec();
    pool.shuffle(rng);
    let mut it = pool.into_iter();
    for s in 0..SEATS {
        if s == me {
            continue;
        }
        let need = (obs.hand_counts[s] as usize).checked_sub(hands[s].len())?;
        for _ in 0..need {
            hands[s].insert(it.next()?);
        }
    }
    if it.next().is_some() {
        return None;
    }
    Some(hands)
}

/// Plays the deal out with medium everywhere; the team margin of the deal.
fn rollout(s: &mut PandaState, my_team: usize) -> i32 {
    let mut guard = 0;
    while !s.is_over() {
        guard += 1;
        if guard > 2000 {
            return 0;
        }
        let seat = match s.phase {
            Phase::AmbushWindow => {
                let pending = s.pending;
                // Seats without an Ambush decline at once (medium would too).
                let mut chosen = None;
                for x in 0..SEATS {
                    if pending & (1 << x) != 0 {
                        if moves::has_ambush(s.hands[x], s.table.as_ref()) {
                            chosen = Some(x);
                            break;
                        }
                        let _ = s.apply(x, &Action::NoAmbush);
                        if s.phase != Phase::AmbushWindow {
                            break;
                        }
                    }
                }
                match chosen {
                    Some(x) => x,
                    None => continue,
                }
            }
            _ => s.turn,
        };
        let obs = s.observe(seat);
        let a = medium::decide(&obs);
        if s.apply(seat, &a).is_err() {
            return 0;
        }
    }
    let r = match s.results.last() {
        Some(r) => r,
        None => return 0,
    };
    r.total[my_team] - r.total[1 - my_team]
}
