//! Self-play benchmark for the Panda bots.
//!
//! `cargo run --release --example bench_panda -- [deal_pairs] [--threads T] [--rows a,b]`
//!
//! 1. Duplicate deals: each deal (seed) is played twice, the tested level with seats 0+2
//!    and then with seats 1+3, against the level below (hard vs medium, medium vs easy,
//!    easy vs random) and hard against uniformly random play. Printed per row: the mean
//!    score difference per deal for the tested team (the two plays averaged, with its
//!    standard error over the deal pairs), the share of deals it scored more, and the
//!    share of games to 1000 won, the games being made of the same deals played in order
//!    (one sequence per seating; a game ends when a team has 1000 and more than the other).
//! 2. Decision times per level (p50, p95, max) over the decisions of those deals.
//! 3. Uniformly random full deals per second on one thread (passing and windows included).
//!
//! Default 1000 deal pairs per row.
//!
//! Measured (1000 deal pairs per row, 2 threads on a shared 2-core machine):
//! hard vs medium +43.7 ± 2.5 points per deal, 64.5% of deals, 87.4% of 175 games;
//! medium vs easy +39.2 ± 2.5, 58.8% of deals, 87.4% of 167 games; easy vs random
//! +172.2 ± 1.4; hard vs random +195.9 ± 1.1, 99.0% of deals, 375 of 375 games. Hard's
//! decisions on one thread: p50 0.0 ms, p95 28 ms (searches only: p95 42 ms). Random
//! full deals: 21,900 per second on one thread (engine playout).

mod common;

use common::parallel;
use samurai_tables::core::rng::from_seed;
use samurai_tables::core::{BotLevel, Game, GameRng};
use samurai_tables::games::panda::{bots, PandaConfig, PandaState};
use std::time::Instant;

fn bot_rng(seed: u64, seat: usize, round: u64) -> GameRng {
    from_seed(
        seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ (seat as u64 + 1).wrapping_mul(0xD1B5_4A32_D192_ED03)
            ^ round.wrapping_mul(0x2545_F491_4F6C_DD1D),
    )
}

/// Plays one deal from `seed`; returns the deal's totals per team and decision times.
fn play_deal(
    seed: u64,
    levels: [BotLevel; 4],
    round: u64,
    times: &mut Vec<(BotLevel, u64)>,
) -> [i32; 2] {
    let mut state = PandaState::new(&PandaConfig::default(), seed);
    state.stop_after_deal();
    let mut rngs: Vec<GameRng> = (0..4).map(|s| bot_rng(seed, s, round)).collect();
    let mut n = 0;
    while !state.is_over() {
        n += 1;
        assert!(n < 20_000, "seed {seed}: no end");
        let seat = state.to_act()[0];
        let obs = state.observe(seat);
        let t0 = Instant::now();
        let a = bots::decide(&obs, levels[seat], &mut rngs[seat]).expect("a move");
        times.push((levels[seat], t0.elapsed().as_nanos() as u64));
        state.apply(seat, &a).expect("bots play legal moves");
    }
    state.results()[0].total
}

struct PairResult {
    /// Tested team's margin with seats 0+2 and with seats 1+3.
    margins: [i32; 2],
    /// Tested team's totals and the other's, per seating (for the game chains).
    totals: [[i32; 2]; 2],
    times: Vec<(BotLevel, u64)>,
}

fn play_pair(seed: u64, tested: BotLevel, other: BotLevel) -> PairResult {
    let mut times = Vec::new();
    let a = play_deal(seed, [tested, other, tested, other], 0, &mut times);
    let b = play_deal(seed, [other, tested, other, tested], 1, &mut times);
    PairResult {
        margins: [a[0] - a[1], b[1] - b[0]],
        totals: [[a[0], a[1]], [b[1], b[0]]],
        times,
    }
}

/// Games to `target` made of consecutive deals: (won by the tested team, games).
fn chain_games(deals: impl Iterator<Item = [i32; 2]>, target: i32) -> (u64, u64) {
    let (mut won, mut games) = (0, 0);
    let mut score = [0i32; 2];
    for d in deals {
        score[0] += d[0];
        score[1] += d[1];
        if score[0].max(score[1]) >= target && score[0] != score[1] {
            games += 1;
            won += (score[0] > score[1]) as u64;
            score = [0, 0];
        }
    }
    (won, games)
}

fn percentile(sorted: &[u64], p: f64) -> u64 {
    if sorted.is_empty() {
        return 0;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut pairs: u64 = 1000;
    let mut threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(2);
    let mut rows_wanted: Option<Vec<String>> = None;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--threads" => {
                threads = args[i + 1].parse().expect("threads");
                i += 1;
            }
            "--rows" => {
                rows_wanted = Some(args[i + 1].split(',').map(String::from).collect());
                i += 1;
            }
            n => pairs = n.parse().expect("deal pairs"),
        }
        i += 1;
    }
    use BotLevel::*;
    let rows = [
        ("hard-medium", Hard, Medium),
        ("medium-easy", Medium, Easy),
        ("easy-random", Easy, Random),
        ("hard-random", Hard, Random),
    ];
    println!("Panda bots: {pairs} deal pairs per row (each deal played with both seatings), {threads} threads");
    let mut all_times: Vec<(BotLevel, u64)> = Vec::new();
    for (name, tested, other) in rows {
        if let Some(w) = &rows_wanted {
            if !w.iter().any(|x| x == name) {
                continue;
            }
        }
        let t0 = Instant::now();
        let results = parallel(pairs, threads, |k| play_pair(10_000 + k, tested, other));
        let n = results.len() as f64;
        let per_pair: Vec<f64> = results
            .iter()
            .map(|r| (r.margins[0] + r.margins[1]) as f64 / 2.0)
            .collect();
        let mean = per_pair.iter().sum::<f64>() / n;
        let var = per_pair.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
        let se = (var / n).sqrt();
        let deals_won = results
            .iter()
            .flat_map(|r| r.margins)
            .filter(|&m| m > 0)
            .count() as f64;
        let deals_tied = results
            .iter()
            .flat_map(|r| r.margins)
            .filter(|&m| m == 0)
            .count() as f64;
        let (mut gw, mut gn) = (0, 0);
        for seating in 0..2 {
            let (w, g) = chain_games(results.iter().map(|r| r.totals[seating]), 1000);
            gw += w;
            gn += g;
        }
        println!(
            "{:<12} {:>5} pairs: {:>+7.1} ± {:>5.1} points per deal (95%: ±{:.1}); deals won {:.1}% (tied {:.1}%); games won {}/{} = {:.1}%  [{:.0} s]",
            name,
            results.len(),
            mean,
            se,
            1.96 * se,
            100.0 * deals_won / (2.0 * n),
            100.0 * deals_tied / (2.0 * n),
            gw,
            gn,
            100.0 * gw as f64 / gn.max(1) as f64,
            t0.elapsed().as_secs_f64()
        );
        for r in results {
            all_times.extend(r.times);
        }
    }
    println!("Decision times during the rows above ({threads} threads busy):");
    for level in BotLevel::ALL {
        let mut t: Vec<u64> = all_times
            .iter()
            .filter(|x| x.0 == level)
            .map(|x| x.1)
            .collect();
        if t.is_empty() {
            continue;
        }
        t.sort_unstable();
        println!(
            "  {:<7} {:>8} decisions: p50 {:>9.3} ms, p95 {:>9.3} ms, max {:>9.3} ms",
            level.name(),
            t.len(),
            percentile(&t, 0.5) as f64 / 1e6,
            percentile(&t, 0.95) as f64 / 1e6,
            *t.last().unwrap_or(&0) as f64 / 1e6
        );
    }
    // Decision times on one thread: every level in seats 0+2 against medium, 10 deals.
    let mut solo: Vec<(BotLevel, u64)> = Vec::new();
    for level in [Easy, Medium, Hard] {
        for k in 0..10 {
            play_deal(90_000 + k, [level, Medium, level, Medium], 7, &mut solo);
        }
    }
    println!("Decision times on one thread (10 deals per level vs medium; all decisions, ambush windows and passing included):");
    for level in [Easy, Medium, Hard] {
        let mut t: Vec<u64> = solo.iter().filter(|x| x.0 == level).map(|x| x.1).collect();
        t.sort_unstable();
        let mut turns: Vec<u64> = t.iter().copied().filter(|&x| x > 1_000_000).collect();
        turns.sort_unstable();
        println!(
            "  {:<7} {:>6} decisions: p50 {:>8.3} ms, p95 {:>8.3} ms, max {:>8.3} ms",
            level.name(),
            t.len(),
            percentile(&t, 0.5) as f64 / 1e6,
            percentile(&t, 0.95) as f64 / 1e6,
            *t.last().unwrap_or(&0) as f64 / 1e6
        );
        if level == Hard {
            println!(
                "  hard searches only ({} decisions over 1 ms): p50 {:.3} ms, p95 {:.3} ms",
                turns.len(),
                percentile(&turns, 0.5) as f64 / 1e6,
                percentile(&turns, 0.95) as f64 / 1e6
            );
        }
    }
    // Random deals per second, one thread: the engine's own random playout (the fast
    // generator, every action through `apply`), and the same through observations and
    // the random bot.
    for (label, via_bot) in [
        ("engine playout", false),
        ("random bot via observations", true),
    ] {
        let t0 = Instant::now();
        let mut deals = 0u64;
        let mut actions = 0u64;
        while t0.elapsed().as_secs_f64() < 2.0 {
            let seed = 500_000 + deals;
            let mut state = PandaState::new(&PandaConfig::default(), seed);
            state.stop_after_deal();
            let mut rng = bot_rng(seed, 0, 9);
            if via_bot {
                while !state.is_over() {
                    let seat = state.to_act()[0];
                    let obs = state.observe(seat);
                    let a = bots::decide(&obs, Random, &mut rng).expect("a move");
                    state.apply(seat, &a).expect("legal");
                    actions += 1;
                }
            } else {
                state.random_playout(&mut rng);
                actions += state.events().len() as u64;
            }
            deals += 1;
        }
        let secs = t0.elapsed().as_secs_f64();
        println!(
            "Random full deals ({label}): {:.0} per second on one thread ({} deals{})",
            deals as f64 / secs,
            deals,
            if via_bot {
                format!(", {:.0} actions per deal", actions as f64 / deals as f64)
            } else {
                format!(", {:.0} events per deal", actions as f64 / deals as f64)
            }
        );
    }
}
