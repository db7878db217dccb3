//! How often Honor of the Samurai's opening (the first Setup/Discard, run as the cards are
//! dealt) decides things before the person at seat 0 has chosen anything, with the classic
//! rule and with the house rule "opening grace" (`HonorConfig::opening_grace`).
//!
//! `cargo run --release --example honor_opening -- [--games N (20000)] [--threads T]
//!  [--rule classic|grace|both (both)]`
//!
//! Every row plays N matches (seeds 0..N) with the medium bot in every seat; seat 0 stands
//! for the person. Seat 0's first decision in a game is the first state of that game where
//! seat 0 is among `to_act` with more than one legal action (a real choice: the exchange,
//! an appeal, the King's suit; not `NextHand` or `NextGame`). Without Kings a match is one
//! game; with Kings every game of the three-game match counts (its later games begin with
//! a King, who declares a suit, and with Diplomacy may open appeals in the opening).
//!
//! Columns, as a share of games:
//! - `ends`: the opening ends the game: it is over before its first battle and before seat
//!   0's first decision;
//! - `P out`: seat 0 is out before its first decision;
//! - `opp out`: another player is out before seat 0's first decision;
//! - `any out`: somebody is out before the game's first battle (the reveal; the illegal
//!   suit's disgraces come after it);
//! - `brink`: somebody still in is one disgrace from out (2 disgraces, or -2 heads) when the
//!   first battle begins: what the opening costs under the grace.

mod common;

use common::parallel;
use samurai_tables::core::rng::from_seed;
use samurai_tables::core::{BotLevel, Game, GameRng};
use samurai_tables::games::honor::{bots, Event, HonorConfig, HonorState};

/// No match comes near this many actions.
const MAX_ACTIONS: usize = 20_000;
const PERSON: usize = 0;

#[derive(Default, Clone, Copy)]
struct Tally {
    games: u64,
    ends: u64,
    person_out: u64,
    opponent_out: u64,
    any_out: u64,
    brink: u64,
}

impl Tally {
    fn add(&mut self, o: &Tally) {
        self.games += o.games;
        self.ends += o.ends;
        self.person_out += o.person_out;
        self.opponent_out += o.opponent_out;
        self.any_out += o.any_out;
        self.brink += o.brink;
    }
}

/// What one game of a match has shown so far.
#[derive(Default, Clone, Copy)]
struct GameSeen {
    decided: bool,
    battled: bool,
    over: bool,
    ends: bool,
    person_out: bool,
    opponent_out: bool,
    any_out: bool,
    brink: bool,
}

impl GameSeen {
    fn settled(&self) -> bool {
        self.over || (self.decided && self.battled)
    }
}

fn bot_rng(seed: u64, seat: usize) -> GameRng {
    from_seed(
        seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ (seat as u64 + 1).wrapping_mul(0xD1B5_4A32_D192_ED03),
    )
}

/// Plays one match (stopping once every game that will be played is settled) and counts.
fn play(config: &HonorConfig, seed: u64) -> Tally {
    let mut state = HonorState::new(config, seed);
    let mut rngs: Vec<GameRng> = (0..config.seats).map(|s| bot_rng(seed, s)).collect();
    let mut games: Vec<GameSeen> = Vec::new();
    let mut read = 0;
    // This game's disgraces left before going out, and who is out, from the events.
    let mut lives: Vec<i32> = Vec::new();
    let mut out: Vec<bool> = Vec::new();
    let mut actions = 0;
    loop {
        // The events since the last look, game by game.
        for e in &state.events()[read..] {
            match e {
                Event::GameBegins { .. } => {
                    games.push(GameSeen::default());
                    lives = vec![3; config.seats];
                    out = vec![false; config.seats];
                }
                // Heads won never come before the first battle, so each disgrace is a life.
                Event::Disgraced { seat, .. } => lives[*seat] -= 1,
                Event::Out { seat } => {
                    out[*seat] = true;
                    let g = games.last_mut().expect("a game has begun");
                    if !g.decided {
                        if *seat == PERSON {
                            g.person_out = true;
                        } else {
                            g.opponent_out = true;
                        }
                    }
                    if !g.battled {
                        g.any_out = true;
                    }
                }
                // The battle begins at the reveal (the illegal suit disgraces after it).
                Event::ArmiesRevealed { .. } => {
                    let g = games.last_mut().expect("a game");
                    if !g.battled {
                        g.brink = (0..config.seats).any(|s| !out[s] && lives[s] == 1);
                    }
                    g.battled = true;
                }
                Event::GameOver(_) => {
                    let g = games.last_mut().expect("a game");
                    g.over = true;
                    g.ends = !g.decided && !g.battled;
                }
                _ => {}
            }
        }
        read = state.events().len();
        let g = games.last_mut().expect("a game");
        if !g.decided && !g.over && state.legal_actions(PERSON).len() > 1 {
            g.decided = true;
        }
        let last_game = games.len() as u32 == config.match_length();
        if state.is_over() || (last_game && games.last().is_some_and(GameSeen::settled)) {
            break;
        }
        actions += 1;
        assert!(actions < MAX_ACTIONS, "seed {seed}: no end");
        let seat = state.to_act()[0];
        let obs = state.observe(seat);
        let action = bots::decide(&obs, BotLevel::Medium, &mut rngs[seat]).expect("a move");
        state.apply(seat, &action).expect("bots play legal moves");
    }
    let mut t = Tally::default();
    for g in games.iter().filter(|g| g.settled()) {
        t.games += 1;
        t.ends += u64::from(g.ends);
        t.person_out += u64::from(g.person_out);
        t.opponent_out += u64::from(g.opponent_out);
        t.any_out += u64::from(g.any_out);
        t.brink += u64::from(g.brink);
    }
    t
}

fn sets() -> Vec<(&'static str, HonorConfig)> {
    let base = HonorConfig::default();
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
            "negative heads",
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
                ..base.clone()
            },
        ),
        ("all", HonorConfig::all_variants(4)),
    ]
}

fn pct(n: u64, of: u64) -> String {
    format!("{:5.1}%", 100.0 * n as f64 / of.max(1) as f64)
}

fn table(games: u64, threads: usize, grace: bool) {
    println!();
    println!(
        "{} ({games} matches per row, medium bots, seat 0 = the person)",
        if grace {
            "Opening grace (house rule): nobody goes out before the first battle"
        } else {
            "Classic rule: three disgraces put a player out at once, in the opening too"
        }
    );
    println!(
        "| players | variants        |  games |   ends |  P out | opp out | any out |  brink |"
    );
    println!(
        "|---------|-----------------|-------:|-------:|-------:|--------:|--------:|-------:|"
    );
    for (name, set) in sets() {
        for seats in 2..=6 {
            let config = HonorConfig {
                seats,
                opening_grace: grace,
                ..set.clone()
            };
            let mut t = Tally::default();
            for r in parallel(games, threads, |seed| play(&config, seed)) {
                t.add(&r);
            }
            println!(
                "| {seats}       | {name:<15} | {:>6} | {} | {} |  {} |  {} | {} |",
                t.games,
                pct(t.ends, t.games),
                pct(t.person_out, t.games),
                pct(t.opponent_out, t.games),
                pct(t.any_out, t.games),
                pct(t.brink, t.games),
            );
        }
    }
}

fn main() {
    let mut games: u64 = 20_000;
    let mut threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut rule = String::from("both");
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--games" => games = args.next().and_then(|v| v.parse().ok()).expect("--games N"),
            "--threads" => {
                threads = args
                    .next()
                    .and_then(|v| v.parse().ok())
                    .expect("--threads T")
            }
            "--rule" => rule = args.next().expect("--rule classic|grace|both"),
            _ => {
                println!(
                    "honor_opening [--games N (20000)] [--threads T] [--rule classic|grace|both]"
                );
                return;
            }
        }
    }
    println!("ends: the game is over before its first battle and before seat 0's first decision;");
    println!("P out: seat 0 is out before its first decision; opp out: another player is;");
    println!(
        "any out: somebody is out before the first battle (the reveal); brink: a player is one"
    );
    println!("disgrace from out (2 disgraces, or -2 heads) when the first battle begins.");
    println!("Share of games (with Kings, every game of a three-game match).");
    if rule != "grace" {
        table(games, threads, false);
    }
    if rule != "classic" {
        table(games, threads, true);
    }
}
