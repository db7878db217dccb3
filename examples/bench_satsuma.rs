//! Self-play benchmark for the Satsuma Rebellion bots.
//!
//! `cargo run --release --example bench_satsuma -- [--games N] [--threads T]`
//!
//! Every pairing of Samurai level x Imperial level over {random, easy, medium, hard} plays
//! N games. Game k uses seed k in every pairing (deal-duplicated), and each seat's bot RNG
//! is derived from the seed and the seat, so two pairings that share a side's level and
//! differ in the other side's level start from the same deals with the same bot luck.
//!
//! The score is the Imperial casualty count when the Samurai reach 9 casualties: higher is
//! better for the Samurai, lower for the Imperials. The ladder compares, for each side,
//! each level with the level below (and hard with random) against every fixed opponent,
//! game by game on the same seeds.

use samurai_tables::core::rng::from_seed;
use samurai_tables::core::{BotLevel, Game, GameRng};
use samurai_tables::games::satsuma::{
    bots, Action, Phase, SatsumaConfig, SatsumaState, Side, VictoryLevel,
};
use std::time::Instant;

const LEVELS: [BotLevel; 4] = BotLevel::ALL;
/// A game longer than this is a bug (each hand gives the Samurai a casualty or the Imperials one).
const MAX_HANDS: u32 = 1000;

fn bot_rng(seed: u64, seat: usize) -> GameRng {
    // Distinct from the engine's per-army streams (seed ^ golden * (side + 1)).
    from_seed(seed ^ 0xD1B5_4A32_D192_ED03u64.wrapping_mul(seat as u64 + 3))
}

struct GameOut {
    imperial_casualties: u8,
    hands: u32,
}

/// Plays one game; pushes the Logistics decision times (ns) of each seat to `times`.
fn play(seed: u64, levels: [BotLevel; 2], times: &mut [Vec<u64>; 2]) -> GameOut {
    let mut state = SatsumaState::new(&SatsumaConfig::default(), seed);
    let mut rngs = [bot_rng(seed, 0), bot_rng(seed, 1)];
    while !state.is_over() {
        assert!(
            state.hand_no() <= MAX_HANDS,
            "seed {seed}: game does not end"
        );
        match state.phase() {
            Phase::Logistics => {
                for seat in state.to_act() {
                    let obs = state.observe(seat);
                    let start = Instant::now();
                    let action = bots::decide(&obs, levels[seat], &mut rngs[seat])
                        .expect("a side in Logistics has a discard to make");
                    times[seat].push(start.elapsed().as_nanos() as u64);
                    state.apply(seat, &action).expect("bots play legal actions");
                }
            }
            Phase::Clash => state.apply(0, &Action::NextHand).expect("next hand"),
            Phase::Over => unreachable!(),
        }
    }
    GameOut {
        imperial_casualties: state.casualties(Side::Imperials),
        hands: state.hand_no(),
    }
}

struct Pairing {
    levels: [BotLevel; 2],
    /// Imperial casualties of game k (seed k).
    ic: Vec<u8>,
    hands: u64,
    secs: f64,
}

fn run_pairing(
    levels: [BotLevel; 2],
    games: u64,
    threads: usize,
    times: &mut [[Vec<u64>; 2]; 4],
) -> Pairing {
    let start = Instant::now();
    let chunks: Vec<(Vec<u8>, u64, [Vec<u64>; 2])> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads as u64)
            .map(|t| {
                scope.spawn(move || {
                    let mut ic = Vec::new();
                    let mut hands = 0;
                    let mut times = [Vec::new(), Vec::new()];
                    let lo = games * t / threads as u64;
                    let hi = games * (t + 1) / threads as u64;
                    for seed in lo..hi {
                        let out = play(seed, levels, &mut times);
                        ic.push(out.imperial_casualties);
                        hands += out.hands as u64;
                    }
                    (ic, hands, times)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("worker"))
            .collect()
    });
    let mut ic = Vec::with_capacity(games as usize);
    let mut hands = 0;
    for (c, h, t) in chunks {
        ic.extend(c);
        hands += h;
        for seat in 0..2 {
            times[level_index(levels[seat])][seat].extend(&t[seat]);
        }
    }
    Pairing {
        levels,
        ic,
        hands,
        secs: start.elapsed().as_secs_f64(),
    }
}

fn level_index(level: BotLevel) -> usize {
    LEVELS
        .iter()
        .position(|&l| l == level)
        .expect("known level")
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
    let idx = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[idx]
}

fn fmt_ns(ns: u64) -> String {
    if ns >= 1_000_000 {
        format!("{:.2} ms", ns as f64 / 1e6)
    } else {
        format!("{:.1} us", ns as f64 / 1e3)
    }
}

fn main() {
    let mut games: u64 = 2000;
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
            "--threads" => threads = value("--threads").max(1) as usize,
            "--help" | "-h" => {
                println!("bench_satsuma [--games N (default 2000)] [--threads T]");
                return;
            }
            other => panic!("unknown argument {other} (try --help)"),
        }
    }

    println!("Satsuma Rebellion bot benchmark: {games} games per pairing, seeds 0..{games}, {threads} threads");
    println!(
        "Score: Imperial casualties when the Samurai reach 9 (Samurai want more, Imperials fewer)."
    );
    println!();

    let total_start = Instant::now();
    // Decision times by level and seat.
    let mut times: [[Vec<u64>; 2]; 4] = Default::default();
    let mut pairings: Vec<Pairing> = Vec::new();
    for &s in &LEVELS {
        for &i in &LEVELS {
            let p = run_pairing([s, i], games, threads, &mut times);
            eprintln!("  {:>6} vs {:>6}: {:.1} s", s.name(), i.name(), p.secs);
            pairings.push(p);
        }
    }
    let total_secs = total_start.elapsed().as_secs_f64();
    let ic = |s: BotLevel, i: BotLevel| -> &[u8] {
        &pairings[level_index(s) * LEVELS.len() + level_index(i)].ic
    };

    println!("Imperial casualties at game end (mean, sd, 95% CI) and victory levels");
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
    println!();

    let ladder = [
        (BotLevel::Easy, BotLevel::Random),
        (BotLevel::Medium, BotLevel::Easy),
        (BotLevel::Hard, BotLevel::Medium),
        (BotLevel::Hard, BotLevel::Random),
    ];
    println!("Ladder: level L against the level below, same seeds, fixed opponent.");
    println!(
        "diff = paired mean difference in Imperial casualties, positive = better for L's side;"
    );
    println!(
        "better/equal/worse = share of paired games where L's side finished better/equal/worse."
    );
    println!(
        "{:<10} {:<17} {:<10} {:>6} {:>17} | {:>7} {:>7} {:>7}",
        "side", "L vs below", "opponent", "diff", "95% CI", "better", "equal", "worse"
    );
    for side in Side::BOTH {
        for &(hi, lo) in &ladder {
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

    println!("Head to head with seats swapped: on seed k, L plays Samurai against the level below");
    println!(
        "and the level below plays Samurai against L. diff = IC(L Samurai) - IC(L Imperials):"
    );
    println!("positive = L inflicted more as Samurai than it let through as Imperials.");
    for &(hi, lo) in &ladder {
        let a = ic(hi, lo);
        let b = ic(lo, hi);
        let d: Vec<f64> = a
            .iter()
            .zip(b)
            .map(|(&x, &y)| x as f64 - y as f64)
            .collect();
        print_diff("both", hi, lo, "swapped", &d);
    }
    println!();

    println!("Native decision time per Logistics decision (this machine, release build, {threads} threads busy)");
    println!(
        "{:<8} {:<9} {:>10} {:>10} {:>10} {:>10} {:>10}",
        "level", "side", "decisions", "p50", "p95", "p99", "max"
    );
    for (li, level) in LEVELS.iter().enumerate() {
        let [s, i] = std::mem::take(&mut times[li]);
        let mut both: Vec<u64> = s.iter().chain(&i).copied().collect();
        for (name, mut t) in [
            ("Samurai", s),
            ("Imperials", i),
            ("both", std::mem::take(&mut both)),
        ] {
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
    println!();
    println!("Throughput (wall clock, {threads} threads)");
    for p in &pairings {
        println!(
            "{:<8} vs {:<9} {:>10.0} games/s",
            p.levels[0].name(),
            p.levels[1].name(),
            p.ic.len() as f64 / p.secs
        );
    }
    let all_games = (pairings.len() as u64 * games) as f64;
    println!(
        "total: {} games in {:.1} s ({:.0} games/s)",
        all_games,
        total_secs,
        all_games / total_secs
    );
}

fn print_diff(side: &str, hi: BotLevel, lo: BotLevel, opp: &str, d: &[f64]) {
    let (mean, _sd, half) = stats(d);
    let n = d.len() as f64;
    let share = |f: &dyn Fn(f64) -> bool| 100.0 * d.iter().filter(|&&x| f(x)).count() as f64 / n;
    println!(
        "{:<10} {:<17} {:<10} {:>+6.2} [{:>+6.2}, {:>+6.2}] | {:>6.1}% {:>6.1}% {:>6.1}%",
        side,
        format!("{} vs {}", hi.name(), lo.name()),
        opp,
        mean,
        mean - half,
        mean + half,
        share(&|x| x > 0.0),
        share(&|x| x == 0.0),
        share(&|x| x < 0.0),
    );
}
