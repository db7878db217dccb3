//! Balance and bot benchmark for Pocket Samurai.
//!
//! `cargo run --release --example bench_pocket -- [games] [--threads T]`
//!
//! 1. Balance: `games` matches of hard against hard (seed k for match k, seat 0 first
//!    player): the first player's share of rounds, mutual defeats, the median round length
//!    in turns, and for every card how much drafting it moves its drafter's match score
//!    away from an even 50%.
//! 2. The ladder: each level against the level below, and hard against uniform random,
//!    over `games` deal-duplicated pairs (the same seed played with the seats swapped), as
//!    the higher level's match score (win 1, draw 1/2) with its 95% interval.
//! 3. Hard's decision time per Bushido card choice (p50/p95, this machine, one thread).

mod common;

use common::parallel;
use samurai_tables::core::rng::from_seed;
use samurai_tables::core::{BotLevel, Game, GameRng};
use samurai_tables::games::pocket::{
    bots, def, Event, Phase, PocketConfig, PocketState, DRAFT_CARDS, PICKS_EACH, STRIKE,
};
use std::time::Instant;

const LADDER: [(BotLevel, BotLevel); 4] = [
    (BotLevel::Easy, BotLevel::Random),
    (BotLevel::Medium, BotLevel::Easy),
    (BotLevel::Hard, BotLevel::Medium),
    (BotLevel::Hard, BotLevel::Random),
];

fn bot_rng(seed: u64, seat: usize) -> GameRng {
    from_seed(seed ^ 0xD1B5_4A32_D192_ED03u64.wrapping_mul(seat as u64 + 3))
}

/// One finished match and its timings (ns of each hard Commit decision).
struct Played {
    state: PocketState,
    hard_ns: Vec<u64>,
}

fn play(seed: u64, levels: [BotLevel; 2]) -> Played {
    let mut state = PocketState::new(&PocketConfig::default(), seed);
    let mut rngs = [bot_rng(seed, 0), bot_rng(seed, 1)];
    let mut hard_ns = Vec::new();
    let mut steps = 0;
    while !state.is_over() {
        steps += 1;
        assert!(steps < 10_000, "seed {seed}: no end");
        let seat = state.to_act()[0];
        let obs = state.observe(seat);
        let start = Instant::now();
        let action = bots::decide(&obs, levels[seat], &mut rngs[seat]).expect("a move");
        let ns = start.elapsed().as_nanos() as u64;
        if levels[seat] == BotLevel::Hard && state.phase() == Phase::Commit {
            hard_ns.push(ns);
        }
        state.apply(seat, &action).expect("bots play legal actions");
    }
    Played { state, hard_ns }
}

/// Match score of `seat`: 1 win, 1/2 draw, 0 loss.
fn score(state: &PocketState, seat: usize) -> f64 {
    match state.result() {
        Some(Some(w)) if w == seat => 1.0,
        Some(None) => 0.5,
        _ => 0.0,
    }
}

fn mean_ci(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, 1.96 * (var / n).sqrt())
}

fn percentile(sorted: &[u64], p: f64) -> u64 {
    if sorted.is_empty() {
        return 0;
    }
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn main() {
    let mut games: u64 = 1000;
    let mut threads = 1usize;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--threads" => threads = args.next().and_then(|v| v.parse().ok()).unwrap_or(1),
            "--games" => games = args.next().and_then(|v| v.parse().ok()).unwrap_or(games),
            other => {
                games = other
                    .parse()
                    .unwrap_or_else(|_| panic!("unknown argument {other}"))
            }
        }
    }
    let games = games.max(2);
    println!("Pocket Samurai benchmark: {games} matches per figure, {threads} thread(s)");
    let start = Instant::now();

    // 1. Balance, hard against hard.
    let played = parallel(games, threads, |seed| {
        play(seed, [BotLevel::Hard, BotLevel::Hard])
    });
    let (mut rounds, mut first, mut second, mut mutual) = (0u64, 0u64, 0u64, 0u64);
    let mut lengths: Vec<u32> = Vec::new();
    let mut stalemate_mutual = 0u64;
    // Double hits, and those that came when both hands were down to Strike! (forced).
    let (mut double_hits, mut forced_double) = (0u64, 0u64);
    let mut card_scores: Vec<Vec<f64>> = vec![Vec::new(); DRAFT_CARDS];
    let mut hard_ns: Vec<u64> = Vec::new();
    for p in &played {
        let mut turns = 0;
        // Draft cards each seat has laid or called this round.
        let mut laid = [0usize; 2];
        for e in p.state.events() {
            match e {
                Event::RoundBegins { .. } => laid = [0, 0],
                Event::Revealed { seat, card } => {
                    turns += (*seat == 0) as u32;
                    laid[*seat] += (*card != STRIKE) as usize;
                }
                Event::Called {
                    seat,
                    card: Some(c),
                    ..
                } if *c != STRIKE => laid[*seat] += 1,
                Event::RoundWon { seat } => {
                    rounds += 1;
                    if *seat == 0 {
                        first += 1
                    } else {
                        second += 1
                    }
                    lengths.push(turns);
                    turns = 0;
                }
                Event::MutualDefeat { stalemates } => {
                    rounds += 1;
                    stalemate_mutual += *stalemates as u64;
                    if !*stalemates {
                        double_hits += 1;
                        forced_double += laid.iter().all(|&n| n == 2 * PICKS_EACH) as u64;
                    }
                    mutual += 1;
                    lengths.push(turns);
                    turns = 0;
                }
                Event::Picked { seat, card } => {
                    card_scores[*card as usize].push(score(&p.state, *seat))
                }
                _ => {}
            }
        }
        hard_ns.extend_from_slice(&p.hard_ns);
    }
    lengths.sort_unstable();
    let pct = |x: u64| 100.0 * x as f64 / rounds as f64;
    println!("\nBalance (hard vs hard, {games} matches, {rounds} rounds; seat 0 first player):");
    println!(
        "  first player wins {:.1}% of rounds, second {:.1}%, mutual defeats {:.1}%  (target first 45-55%, mutual < 15%)",
        pct(first), pct(second), pct(mutual)
    );
    println!(
        "  mutual defeats by both strikes landing {:.1}% of rounds ({:.1}% with both hands down to Strike!), by three stalemates {:.1}%; first player's rounds with a mutual defeat counted for both {:.1}%, share of decided rounds {:.1}%",
        pct(double_hits),
        pct(forced_double),
        pct(stalemate_mutual),
        pct(first + mutual),
        100.0 * first as f64 / (first + second).max(1) as f64
    );
    let matches_first: Vec<f64> = played.iter().map(|p| score(&p.state, 0)).collect();
    let (m, h) = mean_ci(&matches_first);
    println!(
        "  first player's match score {:.1}% ± {:.1}",
        100.0 * m,
        100.0 * h
    );
    println!(
        "  round length in turns: median {}, p10 {}, p90 {}  (target median 3-8)",
        lengths[lengths.len() / 2],
        lengths[lengths.len() / 10],
        lengths[lengths.len() * 9 / 10]
    );
    println!("  drafter's match score by card (target within 50 ± 15 points):");
    let mut worst = 0.0f64;
    let mut rows: Vec<(f64, String)> = Vec::new();
    for (c, xs) in card_scores.iter().enumerate() {
        if xs.is_empty() {
            continue;
        }
        let (m, h) = mean_ci(xs);
        // A card drafted in fewer than a tenth of the matches has too wide an interval to judge.
        if xs.len() as u64 * 10 >= games {
            worst = worst.max((100.0 * m - 50.0).abs());
        }
        rows.push((
            m,
            format!(
                "    {:<20} {:>5.1}% ± {:>4.1}  (picked {} times)",
                def(c as u8).name,
                100.0 * m,
                100.0 * h,
                xs.len()
            ),
        ));
    }
    rows.sort_by(|a, b| b.0.total_cmp(&a.0));
    for (_, r) in rows {
        println!("{r}");
    }
    println!("  largest card effect (cards drafted in at least a tenth of the matches): {worst:.1} points");

    // 2. Ladder.
    println!("\nLadder ({games} deal-duplicated pairs each = {} matches; score of the higher level, win 1 draw 1/2, 95% interval):", 2 * games);
    for (hi, lo) in LADDER {
        let res = parallel(games, threads, |seed| {
            let a = play(seed, [hi, lo]);
            let b = play(seed, [lo, hi]);
            (score(&a.state, 0) + score(&b.state, 1)) / 2.0
        });
        let (m, h) = mean_ci(&res);
        let wins: f64 = res.iter().map(|x| (x * 2.0).round()).sum();
        println!(
            "  {:<7} vs {:<7} {:>5.1}% ± {:.1}  ({} of {} matches' points)",
            hi.name(),
            lo.name(),
            100.0 * m,
            100.0 * h,
            wins,
            2 * games
        );
    }

    // 3. Decision time.
    hard_ns.sort_unstable();
    println!(
        "\nHard decision time (Bushido card choice, native, {} decisions): p50 {:.2} ms, p95 {:.2} ms, max {:.2} ms",
        hard_ns.len(),
        percentile(&hard_ns, 0.5) as f64 / 1e6,
        percentile(&hard_ns, 0.95) as f64 / 1e6,
        hard_ns.last().copied().unwrap_or(0) as f64 / 1e6
    );
    println!("\ntotal {:.1} s", start.elapsed().as_secs_f64());
}
