//! Thousands of whole games with bots, modelled people and random fingers mixed, random
//! illegal actions thrown in, invariants after every action, and saves that replay.

use super::*;
use crate::core::rng::from_seed;
use crate::core::{BotLevel, GameRng, Save, Session};
use crate::games::judge::sim::plan_rng;
use crate::games::judge::{plan, Event, Profile, PILE_SIZE};
use rand::RngExt;

const GAMES: u64 = 10_000;

#[derive(Clone, Copy, Debug)]
enum Player {
    Plays(Profile),
    /// Presses and lifts anything at any time, often out of place.
    Chaos,
}

fn random_player(rng: &mut GameRng) -> Player {
    match rng.random_range(0..6) {
        0 => Player::Chaos,
        1 => Player::Plays(Profile::PERSON),
        n => Player::Plays(Profile::of(BotLevel::ALL[n - 2])),
    }
}

fn random_action(rng: &mut GameRng, around: f64) -> Action {
    let t = around + rng.random_range(-500.0..1500.0);
    match rng.random_range(0..10) {
        0 => Action::Start { t },
        1 => Action::Restart { t },
        2 | 3 => Action::Tick { t },
        _ => Action::Input {
            hand: if rng.random_bool(0.5) {
                Hand::Hit
            } else {
                Hand::Defend
            },
            edge: if rng.random_bool(0.7) {
                Edge::Press
            } else {
                Edge::Release
            },
            t,
        },
    }
}

fn check(state: &JudgeState) {
    assert!(state.card_counts_consistent(), "a card lost or doubled");
    assert!(state.round_no() <= PILE_SIZE as u32);
    let on_table = state.pickets.iter().flatten().count();
    let laid = matches!(state.phase(), Phase::Countdown | Phase::Race);
    assert_eq!(
        on_table,
        if laid { 2 } else { 0 },
        "pickets lie only during a round"
    );
    assert_eq!(state.pile_count(0), state.pile_count(1));
    assert_eq!(
        state.pile_count(0) + state.round_no() as usize,
        PILE_SIZE,
        "one picket a round from each pile"
    );
    let decided = state
        .events()
        .iter()
        .filter(|e| matches!(e, Event::Decided(_)))
        .count();
    let finished = state.round_no() as usize - usize::from(laid);
    assert_eq!(decided, finished, "one verdict per finished round");
    let cards_won: usize = state.won(0).len() + state.won(1).len() + state.pot().len();
    assert_eq!(cards_won, 2 * finished);
}

/// Applies `action` through the session; an error must leave everything as it was.
fn apply(session: &mut Session<JudgeState>, seat: Seat, action: Action) -> bool {
    let before = session.state.clone();
    let log = session.log.len();
    // As a table does: times on the engine's grid, so that the save replays exactly.
    match session.apply(seat, action.quantized()) {
        Ok(()) => {
            check(&session.state);
            true
        }
        Err(e) => {
            assert!(!e.to_string().is_empty());
            assert_eq!(session.state, before, "a refused action changed the state");
            assert_eq!(session.log.len(), log);
            false
        }
    }
}

fn play(seed: u64) -> Session<JudgeState> {
    let mut rng = from_seed(seed ^ 0xDEAD_BEEF);
    let players = [random_player(&mut rng), random_player(&mut rng)];
    let config = JudgeConfig {
        response_window_ms: rng.random_range(150..900),
        round_timeout_ms: rng.random_range(1000..4000),
        countdown_ms: rng.random_range(900..3000),
        ..JudgeConfig::default()
    };
    let mut session = Session::<JudgeState>::new(config, seed);
    let mut t = 0.0;
    while !session.state.is_over() {
        if rng.random_bool(0.2) {
            let a = random_action(&mut rng, t);
            apply(&mut session, rng.random_range(0..3), a);
        }
        if matches!(session.state.phase(), Phase::Ready | Phase::Verdict) {
            // Now and then a new page clock (a reload between rounds).
            if rng.random_bool(0.05) {
                t = rng.random_range(0.0..100.0);
            }
            assert!(apply(&mut session, 0, Action::Start { t }));
        }
        t = t.max(session.state.clock);
        let flip = session.state.flip_at();
        t = t.max(flip);
        if session.state.phase() == Phase::Countdown {
            assert!(apply(&mut session, 1, Action::Tick { t }));
        }
        let mut steps = 0;
        while session.state.phase() == Phase::Race {
            steps += 1;
            assert!(steps < 200, "a round that does not end");
            let round = session.state.round_no();
            let mut moves: Vec<(Seat, Action)> = Vec::new();
            for (seat, p) in players.iter().enumerate() {
                match p {
                    Player::Plays(profile) => {
                        let obs = session.state.observe(seat);
                        if let Some(pl) = plan(&obs, profile, &mut plan_rng(seed, round, seat)) {
                            let act = Action::Input {
                                hand: pl.hand,
                                edge: Edge::Press,
                                t: pl.at,
                            };
                            moves.push((seat, act));
                        }
                    }
                    Player::Chaos if steps < 12 => {
                        moves.push((seat, random_action(&mut rng, t)));
                    }
                    Player::Chaos => {}
                }
            }
            let time_of = |a: &Action| match a {
                Action::Input { t, .. } | Action::Tick { t } | Action::Start { t } => *t,
                Action::Restart { t } => *t,
            };
            moves.sort_by(|a, b| time_of(&a.1).total_cmp(&time_of(&b.1)));
            match moves.first().cloned() {
                Some((seat, action)) => {
                    let at = time_of(&action).max(t);
                    apply(&mut session, seat, action);
                    t = t.max(session.state.clock).max(at);
                    if session.state.tick_due(t) {
                        assert!(apply(&mut session, 0, Action::Tick { t }));
                    }
                }
                None => {
                    t += rng.random_range(1.0..800.0);
                    t = t.max(session.state.clock);
                    apply(&mut session, 0, Action::Tick { t });
                }
            }
        }
    }
    session
}

#[test]
fn ten_thousand_whole_games_keep_every_card_and_always_end() {
    let mut over = 0;
    for seed in 0..GAMES {
        let session = play(seed);
        assert!(session.state.is_over());
        assert_eq!(session.state.round_no(), PILE_SIZE as u32);
        over += 1;
        // Every 100th game: the save replays to the same state.
        if seed % 100 == 0 {
            let save: Save<JudgeState, ()> = session.to_save(());
            let json = serde_json::to_string(&save).unwrap();
            let back: Save<JudgeState, ()> = serde_json::from_str(&json).unwrap();
            let replayed = Session::<JudgeState>::from_save(&back).unwrap();
            assert!(
                replayed.state == session.state,
                "the save of game {seed} replays differently"
            );
        }
    }
    assert_eq!(over, GAMES);
}

#[test]
fn the_same_seed_and_log_replay_the_same_game() {
    let a = play(42);
    let b = play(42);
    assert_eq!(a.log, b.log);
    assert_eq!(a.state, b.state);
    let c = play(43);
    assert_ne!(a.state.heads(), c.state.heads());
}
