//! Benchmark for the Judge opponents.
//!
//! `cargo run --release --example bench_judge -- [games]` (default 2000)
//!
//! Judge bots are reaction-time models, so the ladder is about speed and mistakes: each
//! pairing plays `games` deals twice, seats swapped (deal-duplicated), and prints the first
//! profile's share of games (ties count half) with its 95% interval and the mean score
//! difference per game. A modelled person (about 360 ms, 7% mistakes) plays every level.
//! Decision times are those of `plan`, which a table calls every frame during a race.

use samurai_tables::core::{BotLevel, Game};
use samurai_tables::games::judge::sim::{plan_rng, play_game, play_round};
use samurai_tables::games::judge::{plan, JudgeConfig, JudgeState, Profile};
use std::time::Instant;

struct Pairing {
    share: f64,
    spread: f64,
    score_diff: f64,
}

fn pair(a: Profile, b: Profile, games: u64) -> Pairing {
    let cfg = JudgeConfig::default();
    let mut results = Vec::with_capacity(2 * games as usize);
    let mut diff = 0.0;
    for deal in 0..games {
        for (seat_a, profiles) in [(0usize, [a, b]), (1, [b, a])] {
            let s = play_game(&cfg, deal, &profiles, deal.wrapping_mul(31) + seat_a as u64);
            results.push(match s.winner() {
                Some(w) if w == seat_a => 1.0,
                None => 0.5,
                _ => 0.0,
            });
            diff += s.score(seat_a) as f64 - s.score(1 - seat_a) as f64;
        }
    }
    let n = results.len() as f64;
    let share = results.iter().sum::<f64>() / n;
    let var = results.iter().map(|r| (r - share).powi(2)).sum::<f64>() / (n - 1.0);
    Pairing {
        share,
        spread: 1.96 * (var / n).sqrt(),
        score_diff: diff / n,
    }
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(2000);
    let level = Profile::of;
    println!("Judge bots: {games} deals, each played twice with the seats swapped\n");
    for l in BotLevel::ALL {
        println!("  {:<7} {}", l.name(), level(l).describe());
    }
    println!(
        "  person  {} (the model of a person)\n",
        Profile::PERSON.describe()
    );
    let pairings = [
        (
            "medium vs easy",
            level(BotLevel::Medium),
            level(BotLevel::Easy),
        ),
        (
            "hard vs medium",
            level(BotLevel::Hard),
            level(BotLevel::Medium),
        ),
        (
            "easy vs random",
            level(BotLevel::Easy),
            level(BotLevel::Random),
        ),
        (
            "hard vs random",
            level(BotLevel::Hard),
            level(BotLevel::Random),
        ),
        ("person vs easy", Profile::PERSON, level(BotLevel::Easy)),
        ("person vs medium", Profile::PERSON, level(BotLevel::Medium)),
        ("person vs hard", Profile::PERSON, level(BotLevel::Hard)),
    ];
    println!(
        "{:<18} {:>16} {:>22}",
        "pairing", "games won", "score difference/game"
    );
    for (name, a, b) in pairings {
        let p = pair(a, b, games);
        println!(
            "{name:<18} {:>8.1}% ± {:>4.1} {:>22.2}",
            100.0 * p.share,
            100.0 * p.spread,
            p.score_diff
        );
    }

    // Decision times: `plan` for each seat at every step of hard-vs-hard races.
    let mut times: Vec<f64> = Vec::new();
    let cfg = JudgeConfig::default();
    let hard = [level(BotLevel::Hard), level(BotLevel::Hard)];
    for deal in 0..200u64 {
        let mut s = JudgeState::new(&cfg, deal);
        while !s.is_over() {
            play_round(&mut s, &hard, deal, 0.0);
            let obs = s.observe(0);
            let start = Instant::now();
            std::hint::black_box(plan(&obs, &hard[0], &mut plan_rng(deal, s.round_no(), 0)));
            times.push(start.elapsed().as_secs_f64() * 1e6);
        }
    }
    // Mid-race observations too (the case a table asks about every frame).
    let mut s = JudgeState::new(&cfg, 1);
    s.apply(0, &samurai_tables::games::judge::Action::Start { t: 0.0 })
        .unwrap();
    s.apply(0, &samurai_tables::games::judge::Action::Tick { t: 2400.0 })
        .unwrap();
    let obs = s.observe(1);
    for i in 0..20_000u32 {
        let start = Instant::now();
        std::hint::black_box(plan(&obs, &hard[1], &mut plan_rng(9, i, 1)));
        times.push(start.elapsed().as_secs_f64() * 1e6);
    }
    times.sort_by(|a, b| a.total_cmp(b));
    let pct = |p: f64| times[((times.len() - 1) as f64 * p) as usize];
    println!(
        "\nbot decision (plan), native: p50 {:.2} µs, p95 {:.2} µs over {} calls",
        pct(0.5),
        pct(0.95),
        times.len()
    );
}
