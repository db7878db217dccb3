//! Computer opponents. They see a `PocketObservation` only.
//!
//! Draft: easy takes the card with the most swords and helms; medium a fixed card value;
//! hard weighs swords and helms by what the two hands need and what denying a card is worth.
//! Duel: easy strikes when its swords already beat the opponent's helms and otherwise plays
//! a random card; medium plays the card with the best average outcome against every card
//! the opponent may lay; hard solves the turn as a matrix game over both hands (regret
//! matching on one turn of lookahead with a position evaluation, exact once both hands hold
//! only Strike!) and samples its mixed strategy, so it cannot be read. Both hands are known
//! from the draft; the opponent's face-down card is not, and the bots never look at it.

use super::cards::{def, Ability, Card, Effect, Symbol, STRIKE};
use super::observation::PocketObservation;
use super::state::{Action, Phase, PocketState, HIDDEN};
use crate::core::{BotLevel, GameRng, Seat};
use rand::seq::IndexedRandom;
use rand::RngExt;

/// Regret-matching iterations for hard's matrix game: converged well within the spread of
/// the benchmark at hands of nine cards.
pub const HARD_ITERATIONS: usize = 400;

/// What a mutual defeat is worth to a bot, between a lost (-1) and an open round (about 0).
pub const MUTUAL_VALUE: f64 = -0.7;

/// The bot's action, or `None` when its seat has nothing to do now.
pub fn decide(obs: &PocketObservation, level: BotLevel, rng: &mut GameRng) -> Option<Action> {
    let me = obs.me;
    let view = &obs.view;
    if !view.to_act().contains(&me) {
        return None;
    }
    let legal = view.legal_actions(me);
    if legal.len() == 1 || level == BotLevel::Random {
        return legal.choose(rng).cloned();
    }
    let action = match view.phase() {
        Phase::Dojo => draft_pick(view, me, level),
        Phase::Commit => match level {
            BotLevel::Easy => easy_commit(view, me, rng),
            BotLevel::Medium => medium_commit(view, me),
            _ => hard_commit(view, me, rng),
        },
        Phase::Call | Phase::Choose => {
            if level == BotLevel::Easy {
                legal.choose(rng).cloned()?
            } else {
                best_by_lookahead(view, me, &legal)
            }
        }
        Phase::Exhaust => {
            if level == BotLevel::Easy {
                Action::Pass
            } else {
                quick_exhaust(view, me)
            }
        }
        Phase::RoundOver => Action::NextRound,
        Phase::Over => return None,
    };
    Some(action)
}

/// A fixed worth of each card for the draft.
pub fn card_value(card: Card) -> f64 {
    let d = def(card);
    let s = &d.symbols;
    let base = s[0] as f64 + s[1] as f64 + 0.3 * (s[2] + s[3] + s[4]) as f64;
    base + match d.ability {
        Ability::None => 0.0,
        Ability::Defeats(_) => 0.6,
        Ability::LosesTo(_) => -0.6,
        Ability::Exhaust(_) => 0.8,
        Ability::Ongoing(Effect::GainPer { .. }) => 1.5,
        Ability::Ongoing(_) => 1.0,
        Ability::Choose(a, b, n) => {
            let useful = [a, b]
                .iter()
                .filter(|s| matches!(s, Symbol::Sword | Symbol::Helm))
                .count();
            0.5 * n as f64 + 0.4 * useful as f64
        }
        Ability::Call(_) => 0.8,
    }
}

/// Swords and helms printed on a hand's cards (Choose cards at their best).
fn hand_power(hand: &[Card]) -> (f64, f64) {
    let mut sw = 0.0;
    let mut he = 0.0;
    for &c in hand {
        let d = def(c);
        sw += d.symbols[0] as f64;
        he += d.symbols[1] as f64;
        if let Ability::Choose(a, b, n) = d.ability {
            for x in [a, b] {
                match x {
                    Symbol::Sword => sw += n as f64 / 2.0,
                    Symbol::Helm => he += n as f64 / 2.0,
                    _ => {}
                }
            }
        }
    }
    (sw, he)
}

fn needs_value(card: Card, mine: &[Card], theirs: &[Card]) -> f64 {
    let (my_s, my_h) = hand_power(mine);
    let (their_s, their_h) = hand_power(theirs);
    let sword_w = 1.0 + (0.15 * (their_h - my_s)).clamp(-0.45, 0.45);
    let helm_w = 1.0 + (0.15 * (their_s - my_h)).clamp(-0.45, 0.45);
    let d = def(card);
    card_value(card) + (sword_w - 1.0) * d.symbols[0] as f64 + (helm_w - 1.0) * d.symbols[1] as f64
}

fn draft_pick(view: &PocketState, me: Seat, level: BotLevel) -> Action {
    let mine = view.hand(me);
    let theirs = view.hand(1 - me);
    let score = |c: Card| -> f64 {
        match level {
            BotLevel::Easy => {
                let d = def(c);
                (d.symbols[0] + d.symbols[1]) as f64
            }
            BotLevel::Medium => card_value(c),
            _ => needs_value(c, mine, theirs) + 0.4 * needs_value(c, theirs, mine),
        }
    };
    let best = view
        .row()
        .iter()
        .copied()
        .max_by(|a, b| score(*a).total_cmp(&score(*b)).then(b.cmp(a)))
        .unwrap_or(STRIKE);
    Action::Pick(best)
}

fn easy_commit(view: &PocketState, me: Seat, rng: &mut GameRng) -> Action {
    if view.swords(me) > view.helms(1 - me) {
        return Action::Commit(STRIKE);
    }
    let cards: Vec<Card> = view.drafted_in_hand(me).collect();
    Action::Commit(*cards.choose(rng).unwrap_or(&STRIKE))
}

/// A copy of the view to simulate on: the opponent's hidden choices are undone.
fn sim_state(view: &PocketState, me: Seat) -> PocketState {
    let mut st = view.clone();
    st.events.clear();
    let o = &mut st.players[1 - me];
    if o.commit == Some(HIDDEN) {
        o.commit = None;
    }
    if o.call == Some(Some(HIDDEN)) {
        o.call = None;
    }
    st
}

/// Plays out the rest of the turn (Call, Choose, Exhaust) with the quick rules.
fn finish_turn(st: &mut PocketState) {
    let mut guard = 0;
    while matches!(st.phase(), Phase::Call | Phase::Choose | Phase::Exhaust) && guard < 64 {
        guard += 1;
        let seat = st.to_act()[0];
        let action = match st.phase() {
            Phase::Exhaust => quick_exhaust(st, seat),
            Phase::Choose => quick_choose(st, seat),
            _ => quick_call(st, seat),
        };
        if st.apply(seat, &action).is_err() {
            break;
        }
    }
}

/// Choose: swords when striking, helms when struck at, else the symbol the card's owner
/// lacks most against the opponent.
fn quick_choose(st: &PocketState, seat: Seat) -> Action {
    let Some((_, _, a, b)) = st.choice() else {
        return Action::Pass;
    };
    let want = |s: Symbol| -> i32 {
        match s {
            Symbol::Sword if st.striking(seat) => 10,
            Symbol::Helm if st.striking(1 - seat) => 10,
            Symbol::Sword => 3 + st.helms(1 - seat) as i32 - st.swords(seat) as i32,
            Symbol::Helm => 3 + st.swords(1 - seat) as i32 - st.helms(seat) as i32,
            _ => 1,
        }
    };
    Action::Choose(if want(b) > want(a) { b } else { a })
}

/// Call: the Strike! when it would hit now, else the card adding most swords and helms.
fn quick_call(st: &PocketState, seat: Seat) -> Action {
    let legal = st.legal_actions(seat);
    let mut best = (0.0, Action::Pass);
    for a in legal {
        let Action::Call(c) = a else { continue };
        let v = if c == STRIKE {
            if st.swords(seat) > st.helms(1 - seat) + 1 {
                10.0
            } else {
                -1.0
            }
        } else {
            card_value(c)
        };
        if v > best.0 {
            best = (v, a);
        }
    }
    best.1
}

/// The round outcome for `seat` if the strikes resolved now: 1 won, -1 lost, 0 otherwise.
fn strike_outcome(st: &PocketState, seat: Seat) -> f64 {
    if matches!(st.phase(), Phase::RoundOver | Phase::Over) {
        return evaluate(st, seat);
    }
    let hits = [0, 1].map(|s| st.striking(s) && st.swords(s) > st.helms(1 - s));
    match (hits[seat], hits[1 - seat]) {
        (true, false) => 1.0,
        (false, true) => -1.0,
        _ => 0.0,
    }
}

/// Exhaust a card only when it turns this turn's strikes in the seat's favour.
fn quick_exhaust(st: &PocketState, seat: Seat) -> Action {
    let now = strike_outcome(st, seat);
    for a in st.legal_actions(seat) {
        if let Action::Exhaust(_) = a {
            let mut t = st.clone();
            t.events.clear();
            if t.apply(seat, &a).is_ok() && strike_outcome(&t, seat) > now {
                return a;
            }
        }
    }
    Action::Pass
}

/// Most helms one card from `hand` can add when laid (Choose cards at their best).
fn max_helm_gain(hand: &[Card]) -> i32 {
    hand.iter()
        .map(|&c| {
            let d = def(c);
            let mut h = d.symbols[1] as i32;
            match d.ability {
                Ability::Choose(a, b, n) if a == Symbol::Helm || b == Symbol::Helm => {
                    h = h.max(n as i32)
                }
                Ability::Exhaust(Effect::Gain(Symbol::Helm, n)) => h += n as i32,
                Ability::Ongoing(Effect::GainPer {
                    gain: Symbol::Helm, ..
                }) => h += 1,
                _ => {}
            }
            h
        })
        .max()
        .unwrap_or(0)
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The worth of a position for `me`, from -1 (round lost) to 1 (round won).
pub fn evaluate(st: &PocketState, me: Seat) -> f64 {
    let o = 1 - me;
    if matches!(st.phase(), Phase::RoundOver | Phase::Over) {
        return match (st.round_scored()[me], st.round_scored()[o]) {
            (true, false) => 1.0,
            (false, true) => -1.0,
            // A mutual defeat scores for both but wins nothing outright: the bots would
            // rather keep the round open than trade blows (see MUTUAL_VALUE).
            _ => MUTUAL_VALUE,
        };
    }
    if let Some(v) = forced_end(st, me) {
        return v;
    }
    let (ms, mh) = (st.swords(me) as i32, st.helms(me) as i32);
    let (os, oh) = (st.swords(o) as i32, st.helms(o) as i32);
    // A strike the opponent cannot stop even with its best helm card is nearly a win.
    let my_sure = (ms - oh - max_helm_gain(st.hand(o))) as f64;
    let their_sure = (os - mh - max_helm_gain(st.hand(me))) as f64;
    let my_threat = (ms - oh) as f64;
    let their_threat = (os - mh) as f64;
    let cards = |s: Seat| st.hand(s).len() as f64;
    let v = 0.5 * (sigmoid(2.0 * my_sure - 0.5) - sigmoid(2.0 * their_sure - 0.5))
        + 0.25 * ((0.5 * my_threat).tanh() - (0.5 * their_threat).tanh())
        + 0.03 * (cards(me) - cards(o));
    v.clamp(-0.95, 0.95)
}

/// With only Strike! left in both hands the rest of the round is forced: play it out
/// (exhausts included) instead of guessing.
fn forced_end(st: &PocketState, me: Seat) -> Option<f64> {
    let only_strike = |s: Seat| st.hand(s) == [STRIKE];
    if st.phase() != Phase::Commit || !only_strike(0) || !only_strike(1) {
        return None;
    }
    let mut t = st.clone();
    t.events.clear();
    for _ in 0..super::STALEMATE_LIMIT {
        for s in 0..2 {
            if t.players[s].commit.is_none() && t.apply(s, &Action::Commit(STRIKE)).is_err() {
                return None;
            }
        }
        finish_turn(&mut t);
        if matches!(t.phase(), Phase::RoundOver | Phase::Over) {
            return Some(evaluate(&t, me));
        }
    }
    None
}

fn commit_options(st: &PocketState, seat: Seat) -> Vec<Card> {
    st.hand(seat).to_vec()
}

/// Payoff to `me` of each pair (my card, their card) after one turn of play.
fn payoff_matrix(view: &PocketState, me: Seat) -> (Vec<Card>, Vec<Card>, Vec<Vec<f64>>) {
    let base = sim_state(view, me);
    let mine = commit_options(&base, me);
    let theirs = commit_options(&base, 1 - me);
    let mut m = vec![vec![0.0; theirs.len()]; mine.len()];
    for (i, &a) in mine.iter().enumerate() {
        for (j, &b) in theirs.iter().enumerate() {
            let mut st = base.clone();
            let mut v = 0.0;
            if st.players[me].commit.is_none() {
                let _ = st.apply(me, &Action::Commit(a));
            }
            if st.apply(1 - me, &Action::Commit(b)).is_ok() {
                finish_turn(&mut st);
                v = evaluate(&st, me);
            }
            m[i][j] = v;
        }
    }
    (mine, theirs, m)
}

fn medium_commit(view: &PocketState, me: Seat) -> Action {
    let (mine, _, m) = payoff_matrix(view, me);
    let best = (0..mine.len())
        .max_by(|&a, &b| {
            let avg = |i: usize| m[i].iter().sum::<f64>();
            avg(a).total_cmp(&avg(b))
        })
        .unwrap_or(0);
    Action::Commit(mine[best])
}

/// The row player's equilibrium strategy of a zero-sum matrix game by regret matching.
pub fn solve(m: &[Vec<f64>], iterations: usize) -> Vec<f64> {
    let (r, c) = (m.len(), m.first().map_or(0, |x| x.len()));
    if r == 0 || c == 0 {
        return vec![1.0; r.max(1)];
    }
    let mut reg_r = vec![0.0; r];
    let mut reg_c = vec![0.0; c];
    let mut sum_r = vec![0.0; r];
    let strategy = |reg: &[f64]| -> Vec<f64> {
        let pos: f64 = reg.iter().map(|x: &f64| x.max(0.0)).sum();
        if pos > 0.0 {
            reg.iter().map(|x| x.max(0.0) / pos).collect()
        } else {
            vec![1.0 / reg.len() as f64; reg.len()]
        }
    };
    for t in 0..iterations {
        let sr = strategy(&reg_r);
        let sc = strategy(&reg_c);
        let row_vals: Vec<f64> = (0..r)
            .map(|i| (0..c).map(|j| m[i][j] * sc[j]).sum())
            .collect();
        let col_vals: Vec<f64> = (0..c)
            .map(|j| (0..r).map(|i| -m[i][j] * sr[i]).sum())
            .collect();
        let vr: f64 = (0..r).map(|i| sr[i] * row_vals[i]).sum();
        let vc: f64 = (0..c).map(|j| sc[j] * col_vals[j]).sum();
        // Regret matching plus: negative regrets are forgotten, later rounds weigh more.
        for i in 0..r {
            reg_r[i] = (reg_r[i] + row_vals[i] - vr).max(0.0);
            sum_r[i] += sr[i] * (t + 1) as f64;
        }
        for j in 0..c {
            reg_c[j] = (reg_c[j] + col_vals[j] - vc).max(0.0);
        }
    }
    let total: f64 = sum_r.iter().sum();
    sum_r.iter().map(|x| x / total).collect()
}

fn hard_commit(view: &PocketState, me: Seat, rng: &mut GameRng) -> Action {
    let (mine, _, m) = payoff_matrix(view, me);
    let p = solve(&m, HARD_ITERATIONS);
    // Tiny probabilities are noise of the solver: drop them.
    let p: Vec<f64> = p.iter().map(|&x| if x < 0.03 { 0.0 } else { x }).collect();
    let total: f64 = p.iter().sum();
    let mut x = rng.random::<f64>() * total;
    for (i, &pi) in p.iter().enumerate() {
        if x < pi {
            return Action::Commit(mine[i]);
        }
        x -= pi;
    }
    Action::Commit(mine[p.iter().rposition(|&x| x > 0.0).unwrap_or(0)])
}

/// Call or Choose: try each legal action, play out the turn, keep the best evaluation.
fn best_by_lookahead(view: &PocketState, me: Seat, legal: &[Action]) -> Action {
    let base = sim_state(view, me);
    let mut best: Option<(f64, Action)> = None;
    for a in legal {
        let mut st = base.clone();
        if st.apply(me, a).is_err() {
            continue;
        }
        finish_turn(&mut st);
        let v = evaluate(&st, me);
        if best.as_ref().is_none_or(|b| v > b.0) {
            best = Some((v, a.clone()));
        }
    }
    best.map(|b| b.1).unwrap_or(Action::Pass)
}
