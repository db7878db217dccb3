//! Self-play benchmark for the Honor of the Samurai bots.
//!
//! `cargo run --release --example bench_honor -- [--games N] [--threads T] [--timing-games G]`
//!
//! 1. Win share of one tested bot at a table of four against three others: hard against
//!    medium, medium against easy, hard against uniformly random players, and the oracle
//!    (a cheating seat, see [`oracle`]) against medium, the ceiling for any fair bot; over N
//!    games each (default 5000). Deal-duplicated: game g uses deal seed g / 4 with the
//!    tested bot in seat g % 4, so every deal is played with the tested bot in each seat.
//!    With Kings a game is a match of three games and every game of it counts (the share is
//!    of all games played; the match share is printed too). Fair share is 25%; the 95%
//!    interval is computed from the deals' shares (`binom` is the binomial half-width, for
//!    comparison: too wide here, as most games are won by the same seat in all four
//!    seatings).
//! 2. Decision times per level (one thread, all variants, four bots of that level).
//! 3. Uniformly random playouts per second (one thread).
//!
//! Variant sets: none, each variant alone (Diplomacy with Kings) and all four. `--sets`
//! and `--rows` pick some of them.

mod common;

use common::parallel;
use rand::seq::IndexedRandom;
use samurai_tables::core::rng::from_seed;
use samurai_tables::core::{BotLevel, Game, GameRng};
use samurai_tables::games::honor::{bots, GameEnd, HonorConfig, HonorState, Phase};
use std::time::Instant;

const SEATS: usize = 4;
/// No match comes near this many actions.
const MAX_ACTIONS: usize = 20_000;

#[derive(Clone, Copy)]
enum Player {
    Bot(BotLevel),
    Uniform,
    /// Cheats: decides on the full state (see [`oracle`]). Benchmark only.
    Oracle,
}

impl Player {
    fn name(self) -> &'static str {
        match self {
            Player::Bot(l) => l.name(),
            Player::Uniform => "random",
            Player::Oracle => "oracle",
        }
    }
}

fn bot_rng(seed: u64, seat: usize, round: u64) -> GameRng {
    from_seed(
        seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ (seat as u64 + 1).wrapping_mul(0xD1B5_4A32_D192_ED03)
            ^ round.wrapping_mul(0x2545_F491_4F6C_DD1D),
    )
}

/// Plays one match; returns (games the tested seat won, games played, won the match alone,
/// decision times in ns per seat when `times` is given).
fn play(
    config: &HonorConfig,
    seed: u64,
    players: &[Player; SEATS],
    round: u64,
    mut times: Option<&mut Vec<(BotLevel, u64)>>,
) -> HonorState {
    let mut state = HonorState::new(config, seed);
    let mut rngs: Vec<GameRng> = (0..SEATS).map(|s| bot_rng(seed, s, round)).collect();
    let mut actions = 0;
    let mut oracle = oracle::Oracle::default();
    while !state.is_over() {
        actions += 1;
        assert!(actions < MAX_ACTIONS, "seed {seed}: no end");
        let seat = state.to_act()[0];
        let action = match players[seat] {
            Player::Bot(level) => {
                let obs = state.observe(seat);
                let start = Instant::now();
                let action = bots::decide(&obs, level, &mut rngs[seat]).expect("a move");
                if let Some(t) = times.as_deref_mut() {
                    t.push((level, start.elapsed().as_nanos() as u64));
                }
                action
            }
            Player::Uniform => state
                .legal_actions(seat)
                .choose(&mut rngs[seat])
                .cloned()
                .expect("a move"),
            Player::Oracle => oracle.decide(&state, seat, players),
        };
        state.apply(seat, &action).expect("bots play legal moves");
    }
    state
}

#[derive(Default, Clone, Copy)]
struct Tally {
    matches: u64,
    games: u64,
    won: u64,
    no_winner: u64,
    match_won: u64,
    hands: u64,
    by_heads: u64,
}

impl Tally {
    fn add(self, t: &Tally) -> Tally {
        Tally {
            matches: self.matches + t.matches,
            games: self.games + t.games,
            won: self.won + t.won,
            no_winner: self.no_winner + t.no_winner,
            match_won: self.match_won + t.match_won,
            hands: self.hands + t.hands,
            by_heads: self.by_heads + t.by_heads,
        }
    }
}

/// The tally of the whole row and one per deal (its four seatings).
fn run(
    config: &HonorConfig,
    tested: Player,
    others: Player,
    games: u64,
    threads: usize,
) -> (Tally, Vec<Tally>) {
    let results = parallel(games, threads, |g| {
        let seed = g / SEATS as u64;
        let seat = (g % SEATS as u64) as usize;
        let mut players = [others; SEATS];
        players[seat] = tested;
        let state = play(config, seed, &players, g % SEATS as u64, None);
        let mut t = Tally {
            matches: 1,
            ..Tally::default()
        };
        for r in state.results() {
            t.games += 1;
            t.won += u64::from(r.winner == Some(seat));
            t.no_winner += u64::from(r.winner.is_none());
            t.by_heads += u64::from(r.how == GameEnd::TargetHeads);
        }
        t.match_won += u64::from(state.match_winners() == Some(vec![seat]));
        t.hands += state
            .events()
            .iter()
            .filter(|e| matches!(e, samurai_tables::games::honor::Event::HandBegins { .. }))
            .count() as u64;
        t
    });
    let deals: Vec<Tally> = results
        .chunks(SEATS)
        .map(|c| c.iter().fold(Tally::default(), |a, t| a.add(t)))
        .collect();
    let total = deals.iter().fold(Tally::default(), |a, t| a.add(t));
    (total, deals)
}

/// The share won and the half-width of its 95% interval, from the per-deal tallies: the four
/// seatings of one deal are not independent (a game the luck decides is won by the same seat
/// whoever sits where, so the tested bot wins it exactly once in four), so the spread is that
/// of the deals' shares (a ratio estimator over clusters), not the binomial one, which is
/// wider the more luck decides.
fn clustered_share(deals: &[Tally]) -> (f64, f64) {
    let won: u64 = deals.iter().map(|d| d.won).sum();
    let games: u64 = deals.iter().map(|d| d.games).sum();
    let p = won as f64 / games.max(1) as f64;
    let k = deals.len() as f64;
    let mean_games = games as f64 / k.max(1.0);
    let ss: f64 = deals
        .iter()
        .map(|d| (d.won as f64 - p * d.games as f64).powi(2))
        .sum();
    let var = ss / (k * (k - 1.0)).max(1.0) / mean_games.max(1.0).powi(2);
    (100.0 * p, 100.0 * 1.96 * var.sqrt())
}

fn share(k: u64, n: u64) -> (f64, f64) {
    let p = k as f64 / n.max(1) as f64;
    (
        100.0 * p,
        100.0 * 1.96 * (p * (1.0 - p) / n.max(1) as f64).sqrt(),
    )
}

fn percentile(sorted: &[u64], p: f64) -> u64 {
    if sorted.is_empty() {
        return 0;
    }
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn fmt_ns(ns: u64) -> String {
    if ns >= 1_000_000 {
        format!("{:.2} ms", ns as f64 / 1e6)
    } else {
        format!("{:.1} us", ns as f64 / 1e3)
    }
}

fn variant_sets() -> Vec<(&'static str, HonorConfig)> {
    let base = HonorConfig {
        seats: SEATS,
        ..HonorConfig::default()
    };
    vec![
        ("none", base.clone()),
        (
            "kings",
            HonorConfig {
                kings: true,
                ..base.clone()
            },
        ),
        (
            "negative-heads",
            HonorConfig {
                negative_heads: true,
                ..base.clone()
            },
        ),
        (
            "charges",
            HonorConfig {
                charges: true,
                ..base.clone()
            },
        ),
        (
            "kings+diplomacy",
            HonorConfig {
                kings: true,
                diplomacy: true,
                ..base
            },
        ),
        ("all-four", HonorConfig::all_variants(SEATS)),
    ]
}

/// The seat's lives-and-heads after playing the rest of the hand from `position` (the start
/// of an exchange) with `level` for `seat` and medium for the others, every seat's luck fixed
/// by `key`: (won the battle, heads gained minus disgraces taken).
fn hand_outcome(position: &HonorState, seat: usize, level: BotLevel, key: u64) -> (f64, f64) {
    let mut state = position.clone();
    let mut rngs: Vec<GameRng> = (0..SEATS).map(|s| bot_rng(key, s, 7)).collect();
    let hand = state.hand_no();
    let game = state.game_no();
    let before = (state.heads(seat), state.disgraces(seat));
    while !state.is_over()
        && state.game_no() == game
        && state.hand_no() == hand
        && !matches!(state.phase(), Phase::Battle | Phase::GameOver)
    {
        let s = state.to_act()[0];
        let l = if s == seat { level } else { BotLevel::Medium };
        let a = bots::decide(&state.observe(s), l, &mut rngs[s]).expect("a move");
        state.apply(s, &a).expect("legal");
    }
    let won = state
        .last_battle()
        .filter(|b| b.hand_no == hand)
        .is_some_and(|b| b.winner == Some(seat));
    let heads = (state.heads(seat) - before.0) as f64;
    let disgraces = (state.disgraces(seat) - before.1) as f64;
    let lives = if state.config().negative_heads {
        heads
    } else {
        heads / 3.0 - disgraces
    };
    (f64::from(u8::from(won)), lives)
}

/// Per-hand duplicates: every exchange position of medium-only games, replayed with hard
/// and with medium deciding for one seat. Returns the paired differences (battle won,
/// score) over all positions.
fn hand_duplicates(config: &HonorConfig, games: u64, threads: usize) -> (Vec<f64>, Vec<f64>) {
    let per_game = parallel(games, threads, |seed| {
        let mut won = Vec::new();
        let mut score = Vec::new();
        let mut state = HonorState::new(config, seed);
        let mut rngs: Vec<GameRng> = (0..SEATS).map(|s| bot_rng(seed, s, 0)).collect();
        let mut seen_hand = (0, 0);
        while !state.is_over() {
            if state.phase() == Phase::Exchange && seen_hand != (state.game_no(), state.hand_no()) {
                seen_hand = (state.game_no(), state.hand_no());
                let seat = (seed as usize + state.hand_no() as usize) % SEATS;
                if !state.is_out(seat) {
                    let key = seed * 1000 + state.hand_no() as u64 * 10 + state.game_no() as u64;
                    let a = hand_outcome(&state, seat, BotLevel::Hard, key);
                    let b = hand_outcome(&state, seat, BotLevel::Medium, key);
                    won.push(a.0 - b.0);
                    score.push(a.1 - b.1);
                }
            }
            let s = state.to_act()[0];
            let a =
                bots::decide(&state.observe(s), BotLevel::Medium, &mut rngs[s]).expect("a move");
            state.apply(s, &a).expect("legal");
        }
        (won, score)
    });
    let mut won = Vec::new();
    let mut score = Vec::new();
    for (w, s) in per_game {
        won.extend(w);
        score.extend(s);
    }
    (won, score)
}

fn mean_ci(xs: &[f64]) -> (f64, f64) {
    let n = xs.len().max(1) as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, 1.96 * (var / n).sqrt())
}

fn main() {
    let mut games: u64 = 5000;
    let mut timing_games: u64 = 100;
    let mut sets: Option<String> = None;
    let mut only_rows: Option<String> = None;
    let mut skip_timing = false;
    let mut hands = false;
    let mut threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = |name: &str| -> u64 {
            args.next()
                .and_then(|v| v.parse().ok())
                .unwrap_or_else(|| panic!("{name} needs a number"))
        };
        match arg.as_str() {
            "--games" => games = value("--games").max(4),
            "--timing-games" => timing_games = value("--timing-games").max(1),
            "--threads" => threads = value("--threads").max(1) as usize,
            // Each variant alone is always played now; kept for old command lines.
            "--each" => {}
            "--sets" => sets = args.next(),
            "--rows" => only_rows = args.next(),
            "--no-timing" => skip_timing = true,
            "--hands" => hands = true,
            "--help" | "-h" => {
                println!("bench_honor [--games N (5000)] [--threads T] [--timing-games G (100)]");
                println!("            [--sets none,kings,negative-heads,charges,kings+diplomacy,all-four]");
                println!("            [--rows hm,me,hr,om (default),er,or: hard-medium, medium-easy, hard-random,");
                println!("             oracle-medium, easy-random, oracle-random]");
                println!("            [--no-timing] [--hands (per-hand duplicates, hard against medium)]");
                return;
            }
            other => panic!("unknown argument {other} (try --help)"),
        }
    }
    let start = Instant::now();
    println!("Honor of the Samurai bot benchmark: {games} games per row, tables of {SEATS}, {threads} threads");
    println!("One tested bot against three of another level; deal-duplicated (each deal with the tested bot in every seat).");
    println!("Fair share 25%. 95% CI from the deals' shares (binom: the binomial half-width, for comparison).");
    println!("With Kings each row is {games} matches of 3 games. oracle: sees every hidden card (the ceiling).");
    println!();
    println!(
        "{:<16} {:<7} {:<7} {:>6} {:>7} {:>13} {:>6} {:>9} {:>8} {:>7} {:>7} {:>6}",
        "variants",
        "tested",
        "vs 3x",
        "games",
        "share",
        "95% CI",
        "binom",
        "no winner",
        "by heads",
        "match",
        "hands/g",
        "secs"
    );
    // (key for --rows, tested, the three others)
    let rows = [
        (
            "hm",
            Player::Bot(BotLevel::Hard),
            Player::Bot(BotLevel::Medium),
        ),
        (
            "me",
            Player::Bot(BotLevel::Medium),
            Player::Bot(BotLevel::Easy),
        ),
        ("hr", Player::Bot(BotLevel::Hard), Player::Uniform),
        ("om", Player::Oracle, Player::Bot(BotLevel::Medium)),
        ("er", Player::Bot(BotLevel::Easy), Player::Uniform),
        ("or", Player::Oracle, Player::Uniform),
    ];
    let default_rows = ["hm", "me", "hr", "om"];
    // (variant set, share, half-width) of the oracle against medium.
    let mut ceilings: Vec<(&str, f64, f64)> = Vec::new();
    for (name, config) in variant_sets() {
        if sets
            .as_ref()
            .is_some_and(|o| !o.split(',').any(|x| x == name))
        {
            continue;
        }
        for (key, tested, others) in rows {
            let wanted = match &only_rows {
                Some(o) => o.split(',').any(|x| x == key),
                None => default_rows.contains(&key),
            };
            if !wanted {
                continue;
            }
            let t0 = Instant::now();
            let (t, deals) = run(&config, tested, others, games, threads);
            let (p, half) = clustered_share(&deals);
            let (_, binomial) = share(t.won, t.games);
            let (nw, _) = share(t.no_winner, t.games);
            let (m, _) = share(t.match_won, t.matches);
            let (bh, _) = share(t.by_heads, t.games);
            if key == "om" {
                ceilings.push((name, p, half));
            }
            println!(
                "{:<16} {:<7} {:<7} {:>6} {:>6.1}% [{:>5.1},{:>5.1}] {:>6.1} {:>8.1}% {:>7.1}% {:>6.1}% {:>7.2} {:>6.1}",
                name,
                tested.name(),
                others.name(),
                t.games,
                p,
                p - half,
                p + half,
                binomial,
                nw,
                bh,
                m,
                t.hands as f64 / t.games as f64,
                t0.elapsed().as_secs_f64()
            );
        }
    }
    println!(
        "(no winner: games nobody won; by heads: games won on the target heads rather than by"
    );
    println!(" being the last one in; match: share of matches won outright by the tested bot)");
    println!();
    for (name, p, half) in &ceilings {
        if p - half <= 25.0 {
            println!(
                "{name}: even the oracle, which sees every hidden card, wins only {p:.1}% [{:.1},{:.1}] against medium: no room for skill.",
                p - half,
                p + half
            );
        } else {
            println!(
                "{name}: the oracle, which sees every hidden card, wins {p:.1}% [{:.1},{:.1}] against medium: the ceiling for a fair bot.",
                p - half,
                p + half
            );
        }
    }
    if !ceilings.is_empty() {
        println!();
    }

    if hands {
        println!(
        "Per-hand duplicates: each exchange position of {games} medium-only games (one seat per"
    );
        println!(
        "hand), played to the battle once with hard and once with medium for that seat, the others"
    );
        println!(
        "medium, the same luck. won = battle won (hard - medium); score = heads - disgraces taken"
    );
        println!(
        "(Negative heads: heads; else heads/3 - disgraces), hard - medium. Positive: hard better."
    );
        println!(
            "{:<16} {:>9} {:>22} {:>22}",
            "variants", "positions", "won (95% CI)", "score (95% CI)"
        );
        for (name, config) in variant_sets() {
            if sets
                .as_ref()
                .is_some_and(|o| !o.split(',').any(|x| x == name))
            {
                continue;
            }
            let (won, score) = hand_duplicates(&config, games / 4, threads);
            let (w, wh) = mean_ci(&won);
            let (sc, sh) = mean_ci(&score);
            println!(
                "{:<16} {:>9} {:>+8.4} [{:>+6.3},{:>+6.3}] {:>+8.4} [{:>+6.3},{:>+6.3}]",
                name,
                won.len(),
                w,
                w - wh,
                w + wh,
                sc,
                sc - sh,
                sc + sh
            );
        }
        println!();
    }
    if skip_timing {
        return;
    }
    println!();

    println!("Decision times, native, one thread, {timing_games} matches of four bots of the level, all four variants:");
    println!(
        "{:<8} {:>10} {:>10} {:>10} {:>10}",
        "level", "decisions", "p50", "p95", "max"
    );
    let config = HonorConfig::all_variants(SEATS);
    for level in BotLevel::ALL {
        let mut times = Vec::new();
        for seed in 0..timing_games {
            play(
                &config,
                seed,
                &[Player::Bot(level); SEATS],
                0,
                Some(&mut times),
            );
        }
        let mut t: Vec<u64> = times.iter().map(|x| x.1).collect();
        t.sort_unstable();
        println!(
            "{:<8} {:>10} {:>10} {:>10} {:>10}",
            level.name(),
            t.len(),
            fmt_ns(percentile(&t, 0.5)),
            fmt_ns(percentile(&t, 0.95)),
            fmt_ns(t.last().copied().unwrap_or(0))
        );
    }
    println!();

    for (name, config) in [
        ("none", HonorConfig::default()),
        ("all-four", HonorConfig::all_variants(SEATS)),
    ] {
        let t0 = Instant::now();
        let mut n = 0u64;
        let mut actions = 0u64;
        while t0.elapsed().as_secs_f64() < 2.0 {
            let mut state = HonorState::new(&config, n);
            let mut rng = from_seed(n ^ 0xABCD);
            while !state.is_over() {
                let seat = state.to_act()[0];
                let action = state
                    .legal_actions(seat)
                    .choose(&mut rng)
                    .cloned()
                    .expect("a move");
                state.apply(seat, &action).expect("legal");
                actions += 1;
            }
            n += 1;
        }
        let secs = t0.elapsed().as_secs_f64();
        println!(
            "Random playouts ({name}, 4 players, one thread): {:.0} matches/s, {:.0} actions/s",
            n as f64 / secs,
            actions as f64 / secs
        );
    }
    println!();
    println!("total {:.1} s", start.elapsed().as_secs_f64());
}

/// The ceiling: a seat that cheats. It decides on the full state (its own army, everybody's
/// hands and armies, the draw pile's order) by playing the rest of the hand out for every
/// choice, the others as the bots they are, and valuing the position after the battle. It
/// does not foresee the shuffles still to come (no fair seat could know them, and with them
/// a seat could steer its next deals through which cards it sends back to the draw pile),
/// so what it gains over a fair bot is what knowing the hidden cards of this hand is worth.
mod oracle {
    use super::{Player, SEATS};
    use rand::seq::IndexedRandom;
    use samurai_tables::core::rng::from_seed;
    use samurai_tables::core::{BotLevel, Game};
    use samurai_tables::games::honor::{bots, Action, Card, HonorState, Phase};

    /// Swaps (hand card, army slot) in order, then the charge.
    #[derive(Clone, Default)]
    struct Plan {
        swaps: Vec<(Card, usize)>,
        charge: Option<Card>,
    }

    #[derive(Default)]
    pub struct Oracle {
        /// The exchange chosen for (game, hand): the others' exchanges tell nothing new.
        plan: Option<((u32, u32), Plan)>,
    }

    impl Oracle {
        pub fn decide(
            &mut self,
            state: &HonorState,
            me: usize,
            players: &[Player; SEATS],
        ) -> Action {
            let key = (state.game_no(), state.hand_no());
            if state.phase() == Phase::Exchange {
                if self.plan.as_ref().is_none_or(|(k, _)| *k != key) {
                    let plan = best_plan(state, me, players);
                    self.plan = Some((key, plan));
                }
                let (_, plan) = self.plan.as_ref().expect("planned");
                return plan_action(state, me, plan).expect("an exchange");
            }
            let legal = state.legal_actions(me);
            if legal.len() == 1 {
                return legal[0].clone();
            }
            // Every other decision: try each legal action.
            let seed = rollout_seed(state, me);
            legal
                .iter()
                .map(|a| {
                    let mut s = state.clone();
                    s.apply(me, a).expect("legal");
                    (a, rollout(s, me, players, None, seed))
                })
                .fold(None::<(&Action, f64)>, |best, (a, v)| match best {
                    Some((_, bv)) if bv >= v => best,
                    _ => Some((a, v)),
                })
                .map(|(a, _)| a.clone())
                .expect("a move")
        }
    }

    fn rollout_seed(state: &HonorState, me: usize) -> u64 {
        (state.game_no() as u64) << 40 ^ (state.hand_no() as u64) << 20 ^ me as u64
    }

    /// The planned action in the exchange or the charge, if the plan covers the phase.
    fn plan_action(state: &HonorState, me: usize, plan: &Plan) -> Option<Action> {
        let hand = state.hand(me);
        let index = |card: Card| hand.iter().position(|&c| c == card);
        match state.phase() {
            Phase::Exchange => Some(
                plan.swaps
                    .iter()
                    .find_map(|&(card, slot)| {
                        index(card).map(|hand_index| Action::Exchange { hand_index, slot })
                    })
                    .unwrap_or(Action::EndExchange),
            ),
            Phase::Charge => Some(match plan.charge.and_then(index) {
                Some(hand_index) => Action::Charge { hand_index },
                None => Action::NoCharge,
            }),
            _ => None,
        }
    }

    /// Every way to put hand cards (no Jokers) into distinct army slots, each with every
    /// charge the rest of the hand allows; the best by its rollout.
    fn best_plan(state: &HonorState, me: usize, players: &[Player; SEATS]) -> Plan {
        let hand: Vec<Card> = state.hand(me);
        let usable: Vec<Card> = hand.iter().copied().filter(|c| !c.is_joker()).collect();
        let mut assignments: Vec<Vec<(Card, usize)>> = vec![Vec::new()];
        for &card in &usable {
            let mut more = Vec::new();
            for a in &assignments {
                for slot in 0..3 {
                    if a.iter().all(|&(_, s)| s != slot) {
                        let mut b = a.clone();
                        b.push((card, slot));
                        more.push(b);
                    }
                }
            }
            assignments.extend(more);
        }
        let charges = state.config().charges;
        let seed = rollout_seed(state, me);
        let mut best: Option<(Plan, f64)> = None;
        for swaps in assignments {
            let mut options = vec![None];
            if charges {
                options.extend(
                    usable
                        .iter()
                        .filter(|c| swaps.iter().all(|(s, _)| s != *c))
                        .map(|&c| Some(c)),
                );
            }
            for charge in options {
                let plan = Plan {
                    swaps: swaps.clone(),
                    charge,
                };
                let v = rollout(state.clone(), me, players, Some(&plan), seed);
                if best.as_ref().is_none_or(|(_, bv)| v > *bv) {
                    best = Some((plan, v));
                }
            }
        }
        best.map(|(p, _)| p).unwrap_or_default()
    }

    /// Plays on to the end of the hand's battle (or of the game); the oracle's own later
    /// decisions follow `plan`, else medium's.
    fn rollout(
        mut state: HonorState,
        me: usize,
        players: &[Player; SEATS],
        plan: Option<&Plan>,
        seed: u64,
    ) -> f64 {
        let game = state.game_no();
        let mut rng = from_seed(seed);
        while !state.is_over()
            && state.game_no() == game
            && !matches!(state.phase(), Phase::Battle | Phase::GameOver)
        {
            let s = state.to_act()[0];
            let planned = (s == me).then(|| plan.and_then(|p| plan_action(&state, me, p)));
            let action = match (planned.flatten(), players[s]) {
                (Some(a), _) => a,
                (None, Player::Uniform) if s != me => state
                    .legal_actions(s)
                    .choose(&mut rng)
                    .cloned()
                    .expect("a move"),
                (None, Player::Bot(level)) if s != me => {
                    bots::decide(&state.observe(s), level, &mut rng).expect("a move")
                }
                _ => bots::decide(&state.observe(s), BotLevel::Medium, &mut rng).expect("a move"),
            };
            state.apply(s, &action).expect("legal");
        }
        value(&state, me, game)
    }

    /// 1 for a game won, 0 for one lost; else this seat's share of everybody's strength,
    /// lives^1.5 raised by the heads toward the target (as hard values positions).
    fn value(state: &HonorState, me: usize, game: u32) -> f64 {
        if let Some(r) = state.results().iter().find(|r| r.game_no == game) {
            return f64::from(u8::from(r.winner == Some(me)));
        }
        let config = state.config();
        let target = config.target_heads as f64;
        let strength = |s: usize| {
            if state.is_out(s) {
                return 0.0;
            }
            let heads = state.heads(s);
            let lives = if config.negative_heads {
                heads + 3
            } else {
                3 - state.disgraces(s) as i32
            };
            (lives.max(0) as f64).powf(1.5) * (1.0 + heads.max(0) as f64 / target)
        };
        let total: f64 = (0..state.seat_count()).map(strength).sum();
        if total <= 0.0 {
            0.0
        } else {
            strength(me) / total
        }
    }
}
