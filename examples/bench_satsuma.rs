//! Self-play benchmark for the Satsuma Rebellion bots.
//!
//! `cargo run --release --example bench_satsuma -- [--games N] [--threads T] [--timing-games G]`
//!
//! 1. Every pairing of Samurai level x Imperial level over {random, easy, medium, hard} plays
//!    N games (default 2000). Game k uses seed k in every pairing (deal-duplicated), and each
//!    seat's bot RNG comes from the seed and the seat, so pairings that share one side's level
//!    start from the same deals with the same bot luck on that side.
//!    The score is the Imperial casualty count when the Samurai reach 9 casualties: higher is
//!    better for the Samurai, lower for the Imperials.
//! 2. The ladder: for each side, each level against the level below (and hard against random)
//!    facing every fixed opponent level, game by game on the same seeds; then head to head
//!    with the seats swapped.
//! 3. Hand duplicates: the games above diverge after the first different decision, so a
//!    small edge in decisions drowns in the luck of the deals. Here each Logistics position
//!    of the medium-vs-medium games is played twice, once with level L and once with the
//!    level below deciding for one side (the other side medium), with the same hidden cards
//!    and bot luck; only the decision differs.
//! 4. Decision times per level, measured on one thread (G games of the level against itself).

mod common;

use common::parallel;
use samurai_tables::core::rng::from_seed;
use samurai_tables::core::{BotLevel, Game, GameRng};
use samurai_tables::games::satsuma::{
    bots, Action, Phase, SatsumaConfig, SatsumaState, Side, VictoryLevel,
};
use std::time::Instant;

const LEVELS: [BotLevel; 4] = BotLevel::ALL;
/// A game longer than this is a bug: every hand gives the Samurai or the Imperials a casualty.
const MAX_HANDS: u32 = 1000;
/// Each level against the one below, then hard against random.
const LADDER: [(BotLevel, BotLevel); 4] = [
    (BotLevel::Easy, BotLevel::Random),
    (BotLevel::Medium, BotLevel::Easy),
    (BotLevel::Hard, BotLevel::Medium),
    (BotLevel::Hard, BotLevel::Random),
];

fn bot_rng(seed: u64, seat: usize) -> GameRng {
    // Distinct from the engine's per-army streams (seed ^ golden * (side + 1)).
    from_seed(seed ^ 0xD1B5_4A32_D192_ED03u64.wrapping_mul(seat as u64 + 3))
}

fn level_index(level: BotLevel) -> usize {
    LEVELS
        .iter()
        .position(|&l| l == level)
        .expect("known level")
}

/// One Logistics decision (or `NextHand`) for `seat`, applied; returns its time in ns.
fn bot_move(state: &mut SatsumaState, seat: usize, level: BotLevel, rng: &mut GameRng) -> u64 {
    let obs = state.observe(seat);
    let start = Instant::now();
    let action = bots::decide(&obs, level, rng).expect("a side to act has a move");
    let ns = start.elapsed().as_nanos() as u64;
    state.apply(seat, &action).expect("bots play legal actions");
    ns
}

/// Plays one game; pushes each seat's Logistics decision times (ns) to `times`.
/// Returns the final state.
fn play(seed: u64, levels: [BotLevel; 2], times: &mut [Vec<u64>; 2]) -> SatsumaState {
    let mut state = SatsumaState::new(&SatsumaConfig::default(), seed);
    let mut rngs = [bot_rng(seed, 0), bot_rng(seed, 1)];
    while !state.is_over() {
        assert!(state.hand_no() <= MAX_HANDS, "seed {seed}: no end");
        match state.phase() {
            Phase::Logistics => {
                for seat in state.to_act() {
                    let ns = bot_move(&mut state, seat, levels[seat], &mut rngs[seat]);
                    times[seat].push(ns);
                }
            }
            Phase::Clash => state.apply(0, &Action::NextHand).expect("next hand"),
            Phase::Over => unreachable!(),
        }
    }
    state
}

/// Runs `work(seed)` for seeds `0..games` on `threads` threads; results in seed order.
struct Pairing {
    levels: [BotLevel; 2],
    /// Imperial casualties of game k (seed k).
    ic: Vec<u8>,
    hands: u64,
    secs: f64,
}

fn run_pairing(levels: [BotLevel; 2], games: u64, threads: usize) -> Pairing {
    let start = Instant::now();
    let results = parallel(games, threads, |seed| {
        let state = play(seed, levels, &mut [Vec::new(), Vec::new()]);
        (state.casualties(Side::Imperials), state.hand_no())
    });
    Pairing {
        levels,
        ic: results.iter().map(|r| r.0).collect(),
        hands: results.iter().map(|r| r.1 as u64).sum(),
        secs: start.elapsed().as_secs_f64(),
    }
}

/// Mean, sample standard deviation and the half-width of the 95% confidence interval.
fn stats(xs: &[f64]) -> (f64, f64, f64) {
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let sd = var.sqrt();
    (mean, sd, 1.96 * sd / n.sqrt())
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

/// Prints a paired comparison: mean difference with its 95% CI and the better/equal/worse shares.
fn print_diff(side: &str, hi: BotLevel, lo: BotLevel, opp: &str, d: &[f64]) {
    let (mean, _sd, half) = stats(d);
    let n = d.len() as f64;
    let share = |f: fn(f64) -> bool| 100.0 * d.iter().filter(|&&x| f(x)).count() as f64 / n;
    println!(
        "{:<10} {:<17} {:<10} {:>+7.3} [{:>+7.3}, {:>+7.3}] | {:>6.1}% {:>6.1}% {:>6.1}%",
        side,
        format!("{} vs {}", hi.name(), lo.name()),
        opp,
        mean,
        mean - half,
        mean + half,
        share(|x| x > 0.0),
        share(|x| x == 0.0),
        share(|x| x < 0.0),
    );
}

/// The clash outcome for `side` when it plays `level` from `position` (start of Logistics)
/// and the other side plays medium; both with bot RNGs fixed by `key`. 2 win, 1 tie, 0 loss.
fn hand_outcome(position: &SatsumaState, side: Side, level: BotLevel, key: u64) -> i8 {
    let mut state = position.clone();
    for seat in [0, 1] {
        let l = if seat == side.seat() {
            level
        } else {
            BotLevel::Medium
        };
        bot_move(&mut state, seat, l, &mut bot_rng(key, seat));
    }
    match state.last_clash().expect("both discarded: clash").winner {
        Some(w) if w == side => 2,
        None => 1,
        Some(_) => 0,
    }
}

/// Hand duplicates over the positions of `games` medium-vs-medium games:
/// per side and ladder step, the per-position sign of (outcome with L) - (outcome with below).
fn hand_duplicates(games: u64, threads: usize) -> Vec<Vec<Vec<f64>>> {
    let per_game = parallel(games, threads, |seed| {
        let mut out = vec![vec![Vec::new(); LADDER.len()]; 2];
        let mut state = SatsumaState::new(&SatsumaConfig::default(), seed);
        let mut rngs = [bot_rng(seed, 0), bot_rng(seed, 1)];
        while !state.is_over() {
            match state.phase() {
                Phase::Logistics => {
                    let key = seed.wrapping_mul(1 << 20) ^ state.hand_no() as u64;
                    for side in Side::BOTH {
                        for (k, &(hi, lo)) in LADDER.iter().enumerate() {
                            let a = hand_outcome(&state, side, hi, key);
                            let b = hand_outcome(&state, side, lo, key);
                            out[side.seat()][k].push((a - b).signum() as f64);
                        }
                    }
                    for seat in [0, 1] {
                        bot_move(&mut state, seat, BotLevel::Medium, &mut rngs[seat]);
                    }
                }
                Phase::Clash => state.apply(0, &Action::NextHand).expect("next hand"),
                Phase::Over => unreachable!(),
            }
        }
        out
    });
    let mut all = vec![vec![Vec::new(); LADDER.len()]; 2];
    for game in per_game {
        for (side, steps) in game.into_iter().enumerate() {
            for (k, signs) in steps.into_iter().enumerate() {
                all[side][k].extend(signs);
            }
        }
    }
    all
}

fn main() {
    let mut games: u64 = 2000;
    let mut timing_games: u64 = 200;
    let mut threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = |name: &str| -> u64 {
            args.next()
                .and_then(|v| v.parse().ok())
                .unwrap_or_else(|| panic!("{name} needs a number"))
        };
        match arg.as_str() {
            "--games" => games = value("--games").max(2),
            "--timing-games" => timing_games = value("--timing-games").max(1),
            "--threads" => threads = value("--threads").max(1) as usize,
            "--help" | "-h" => {
                println!("bench_satsuma [--games N (2000)] [--timing-games G (200)] [--threads T]");
                return;
            }
            other => panic!("unknown argument {other} (try --help)"),
        }
    }

    println!(
        "Satsuma Rebellion bot benchmark: {games} games per pairing (seeds 0..{games}), {threads} threads"
    );
    println!(
        "Score: Imperial casualties when the Samurai reach 9 (the Samurai want more, the Imperials fewer)."
    );
    println!();

    let total_start = Instant::now();
    let mut pairings: Vec<Pairing> = Vec::new();
    for &s in &LEVELS {
        for &i in &LEVELS {
            let p = run_pairing([s, i], games, threads);
            eprintln!("  {:>6} vs {:>6}: {:.1} s", s.name(), i.name(), p.secs);
            pairings.push(p);
        }
    }
    let play_secs = total_start.elapsed().as_secs_f64();
    let ic = |s: BotLevel, i: BotLevel| -> &[u8] {
        &pairings[level_index(s) * LEVELS.len() + level_index(i)].ic
    };

    println!("1. Imperial casualties at game end: mean, sd, 95% CI of the mean; victory levels");
    println!(
        "{:<8} {:<9} {:>6} {:>5} {:>15} | {:>7} {:>7} {:>7} | {:>6}",
        "Samurai", "Imperials", "mean", "sd", "95% CI", "Imp<=7", "Hist=8", "Sam>=9", "hands"
    );
    for p in &pairings {
        let xs: Vec<f64> = p.ic.iter().map(|&c| c as f64).collect();
        let (mean, sd, half) = stats(&xs);
        let mut levels = [0usize; 3];
        for &c in &p.ic {
            levels[match VictoryLevel::from_imperial_casualties(c) {
                VictoryLevel::GreaterImperialVictory => 0,
                VictoryLevel::HistoricallyEquivalent => 1,
                VictoryLevel::GreaterSamuraiMoralVictory => 2,
            }] += 1;
        }
        let pct = |n: usize| 100.0 * n as f64 / p.ic.len() as f64;
        println!(
            "{:<8} {:<9} {:>6.2} {:>5.2} [{:>5.2}, {:>5.2}] | {:>6.1}% {:>6.1}% {:>6.1}% | {:>6.2}",
            p.levels[0].name(),
            p.levels[1].name(),
            mean,
            sd,
            mean - half,
            mean + half,
            pct(levels[0]),
            pct(levels[1]),
            pct(levels[2]),
            p.hands as f64 / p.ic.len() as f64,
        );
    }
    println!("(Imp<=7 Greater Imperial Victory, Hist=8 Historically Equivalent, Sam>=9 Greater Samurai Moral Victory; hands = mean hands per game)");
    println!();

    println!("2. Ladder: level L against the level below on the same seeds, opponent level fixed.");
    println!(
        "diff = paired mean difference in Imperial casualties, positive = better for L's side;"
    );
    println!("better/equal/worse = share of the {games} paired games where L's side finished better/equal/worse.");
    println!(
        "{:<10} {:<17} {:<10} {:>7} {:>19} | {:>7} {:>7} {:>7}",
        "side", "L vs below", "opponent", "diff", "95% CI", "better", "equal", "worse"
    );
    for side in Side::BOTH {
        for &(hi, lo) in &LADDER {
            for &opp in &LEVELS {
                let (a, b) = match side {
                    Side::Samurai => (ic(hi, opp), ic(lo, opp)),
                    Side::Imperials => (ic(opp, hi), ic(opp, lo)),
                };
                let sign = if side == Side::Samurai { 1.0 } else { -1.0 };
                let d: Vec<f64> = a
                    .iter()
                    .zip(b)
                    .map(|(&x, &y)| sign * (x as f64 - y as f64))
                    .collect();
                print_diff(side.name(), hi, lo, opp.name(), &d);
            }
        }
        println!();
    }
    println!("Head to head, seats swapped: on seed k, L is the Samurai against the level below,");
    println!("and the level below is the Samurai against L. diff = IC(L as Samurai) - IC(L as Imperials),");
    println!(
        "positive = L inflicted more casualties as the Samurai than it suffered as the Imperials."
    );
    for &(hi, lo) in &LADDER {
        let d: Vec<f64> = ic(hi, lo)
            .iter()
            .zip(ic(lo, hi))
            .map(|(&x, &y)| x as f64 - y as f64)
            .collect();
        print_diff("both", hi, lo, "swapped", &d);
    }
    println!();

    let dup_start = Instant::now();
    let dups = hand_duplicates(games, threads);
    let dup_secs = dup_start.elapsed().as_secs_f64();
    let positions = dups[0][0].len();
    println!("3. Hand duplicates: {positions} Logistics positions of {games} medium-vs-medium games, each");
    println!(
        "played with L and with the level below for one side, the other side medium, same hidden"
    );
    println!("cards and bot luck. diff = mean sign of (outcome with L) - (outcome with below), win > tie > loss;");
    println!(
        "better/equal/worse = share of hands where L's decision gave a better/equal/worse outcome."
    );
    println!(
        "{:<10} {:<17} {:<10} {:>7} {:>19} | {:>7} {:>7} {:>7}",
        "side", "L vs below", "opponent", "diff", "95% CI", "better", "equal", "worse"
    );
    for side in Side::BOTH {
        for (k, &(hi, lo)) in LADDER.iter().enumerate() {
            print_diff(side.name(), hi, lo, "medium", &dups[side.seat()][k]);
        }
    }
    println!();

    println!("4. Native decision time per Logistics decision, one thread, {timing_games} games of each level against itself");
    println!(
        "{:<8} {:<9} {:>10} {:>10} {:>10} {:>10} {:>10}",
        "level", "side", "decisions", "p50", "p95", "p99", "max"
    );
    let timing_start = Instant::now();
    for &level in &LEVELS {
        let mut times = [Vec::new(), Vec::new()];
        for seed in 0..timing_games {
            play(seed, [level, level], &mut times);
        }
        let [s, i] = times;
        let both: Vec<u64> = s.iter().chain(&i).copied().collect();
        for (name, mut t) in [("Samurai", s), ("Imperials", i), ("both", both)] {
            t.sort_unstable();
            println!(
                "{:<8} {:<9} {:>10} {:>10} {:>10} {:>10} {:>10}",
                level.name(),
                name,
                t.len(),
                fmt_ns(percentile(&t, 0.5)),
                fmt_ns(percentile(&t, 0.95)),
                fmt_ns(percentile(&t, 0.99)),
                fmt_ns(t.last().copied().unwrap_or(0)),
            );
        }
    }
    let timing_secs = timing_start.elapsed().as_secs_f64();
    println!();

    println!("5. Throughput of part 1 (wall clock, {threads} threads)");
    for p in &pairings {
        println!(
            "{:<8} vs {:<9} {:>8.0} games/s",
            p.levels[0].name(),
            p.levels[1].name(),
            p.ic.len() as f64 / p.secs
        );
    }
    let all_games = pairings.len() as u64 * games;
    println!(
        "part 1: {all_games} games in {play_secs:.1} s ({:.0} games/s); part 3: {dup_secs:.1} s; part 4: {timing_secs:.1} s; total {:.1} s",
        all_games as f64 / play_secs,
        total_start.elapsed().as_secs_f64()
    );
}
