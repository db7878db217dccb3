//! Native random playouts per second, per game: from a fresh deal, every seat to act plays
//! a uniformly random legal action until the game ends (what a Monte Carlo search would
//! run). One thread. `cargo run --release --example playouts -- [--secs S (2)]`
//! `scripts/bench.sh` runs it.

use rand::seq::IndexedRandom;
use samurai_tables::core::rng::from_seed;
use samurai_tables::core::Game;
use samurai_tables::games::satsuma::SatsumaState;
use std::time::{Duration, Instant};

/// Plays random games from seeds 0, 1, 2, ... for at least `budget`.
/// Returns (games, actions, seconds).
fn random_playouts<G: Game>(config: &G::Config, budget: Duration) -> (u64, u64, f64) {
    let mut rng = from_seed(0x5EED);
    let (mut games, mut actions) = (0u64, 0u64);
    let start = Instant::now();
    while start.elapsed() < budget {
        // Check the clock only between batches: a playout takes microseconds.
        for _ in 0..100 {
            let mut state = G::new(config, games);
            while !state.is_over() {
                for seat in state.to_act() {
                    let legal = state.legal_actions(seat);
                    let action = legal.choose(&mut rng).expect("a seat to act has a move");
                    state.apply(seat, action).expect("legal actions apply");
                    actions += 1;
                }
            }
            games += 1;
        }
    }
    (games, actions, start.elapsed().as_secs_f64())
}

fn main() {
    let mut secs = 2.0;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--secs" => {
                secs = args
                    .next()
                    .and_then(|v| v.parse().ok())
                    .expect("--secs needs a number")
            }
            other => panic!("unknown argument {other} (usage: playouts [--secs S])"),
        }
    }
    let budget = Duration::from_secs_f64(secs);
    println!("Random playouts, native, one thread, {secs} s per game");
    println!(
        "{:<10} {:>10} {:>14} {:>12} {:>14}",
        "game", "playouts", "playouts/s", "us/playout", "actions/game"
    );
    let row = |id: &str, (games, actions, s): (u64, u64, f64)| {
        println!(
            "{:<10} {:>10} {:>14.0} {:>12.2} {:>14.1}",
            id,
            games,
            games as f64 / s,
            s * 1e6 / games as f64,
            actions as f64 / games as f64
        );
    };
    row(
        SatsumaState::ID,
        random_playouts::<SatsumaState>(&Default::default(), budget),
    );
}
