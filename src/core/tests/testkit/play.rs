//! Random play to the end, with every invariant after every action and random actions tried
//! before the moves.

use super::{bot_rng, count, ensure, ensure_eq, lineup, KitGame, Player, Tally};
use crate::core::rng::from_seed;
use crate::core::{BotLevel, GameRng, Seat, Session};
use rand::seq::IndexedRandom;
use rand::RngExt;

/// Says which game and seed a panic (an engine's or a hook's) happened in.
struct Context {
    what: String,
}

impl Drop for Context {
    fn drop(&mut self) {
        if std::thread::panicking() {
            eprintln!("(in {})", self.what);
        }
    }
}

/// Counts of one random-play run.
#[derive(Debug, Default)]
pub struct Stats {
    pub games: u64,
    pub actions: u64,
    /// Random actions refused (and checked to change nothing).
    pub refused: u64,
    /// Random actions that happened to be legal, played for real.
    pub accepted: u64,
}

/// The kit's own checks of a state, then the game's invariants.
pub(super) fn check_state<G: KitGame>(state: &G) -> Result<(), String> {
    let n = state.seat_count();
    let to_act = state.to_act();
    ensure_eq!(
        to_act.is_empty(),
        state.is_over(),
        "nobody acts exactly when it is over"
    );
    for (i, &s) in to_act.iter().enumerate() {
        ensure!(s < n, "seat {s} to act at a table of {n}");
        ensure!(
            !to_act[..i].contains(&s),
            "seat {s} twice in to_act {to_act:?}"
        );
    }
    if !G::CHECK_LEGAL_LISTS {
        return state.invariants();
    }
    for &s in &to_act {
        ensure!(
            !state.legal_actions(s).is_empty(),
            "seat {s} is to act but has no legal action"
        );
    }
    if state.is_over() {
        ensure!(
            (0..n).all(|s| state.legal_actions(s).is_empty()),
            "a legal action after the end"
        );
    }
    ensure!(
        state.legal_actions(n).is_empty(),
        "a legal action for seat {n}, not at the table"
    );
    state.invariants()
}

/// Applies `action` by `seat` (already checked to be playable) and every check after it.
fn apply_checked<G: KitGame>(
    session: &mut Session<G>,
    seat: Seat,
    action: G::Action,
) -> Result<(), String> {
    // The state before is only kept where the game checks steps (a clone a step costs).
    let before = G::STEP_CHECKS.then(|| session.state.clone());
    session
        .apply(seat, action.clone())
        .map_err(|e| format!("seat {seat}: {action:?} refused: {e}"))?;
    check_state(&session.state).map_err(|e| format!("after seat {seat}: {action:?}: {e}"))?;
    match before {
        Some(before) => before
            .step_invariants(seat, &action, &session.state)
            .map_err(|e| format!("seat {seat}: {action:?}: {e}")),
        None => Ok(()),
    }
}

/// Tries the game's random candidate actions, from a seat at the table or not: each is
/// refused with a non-empty reason and no change, or (where legal) played for real.
fn probe<G: KitGame>(
    session: &mut Session<G>,
    rng: &mut GameRng,
    stats: &mut Stats,
) -> Result<(), String> {
    let n = session.state.seat_count();
    let seat = rng.random_range(0..n);
    for action in session.state.candidate_actions(seat, rng) {
        let seat = if rng.random_ratio(1, 10) {
            *[n, n + 1, 9, usize::MAX].choose(rng).unwrap()
        } else {
            seat
        };
        let legality = session.state.legality(seat, &action);
        let before = session.state.clone();
        match session.state.apply(seat, &action) {
            Err(e) => {
                stats.refused += 1;
                ensure!(
                    legality != Some(true),
                    "seat {seat}: legal {action:?} refused: {e}"
                );
                ensure!(
                    !e.to_string().is_empty(),
                    "seat {seat}: {action:?}: an empty reason"
                );
                ensure!(
                    session.state == before,
                    "seat {seat}: refused {action:?} ({e}) changed the state"
                );
                before
                    .check_refusal(seat, &action, &e)
                    .map_err(|m| format!("seat {seat}: {action:?} refused with {e:?}: {m}"))?;
            }
            Ok(()) => {
                stats.accepted += 1;
                ensure!(
                    legality != Some(false),
                    "seat {seat}: illegal {action:?} accepted"
                );
                session.state = before;
                apply_checked(session, seat, action)?;
            }
        }
    }
    Ok(())
}

/// Plays one complete game of `config` from `seed` with these players, every check after
/// every action; with `probes`, random actions are tried before every move.
pub fn play_checked<G: KitGame>(
    config: &G::Config,
    seed: u64,
    players: &[Player],
    probes: bool,
    stats: &mut Stats,
) -> Session<G> {
    let _context = Context {
        what: format!("{} seed {seed}, {config:?}, {players:?}", G::ID),
    };
    let fail = |e: String| -> ! { panic!("{} seed {seed}: {e}", G::ID) };
    let mut session = Session::<G>::new(config.clone(), seed);
    let n = session.state.seat_count();
    assert_eq!(players.len(), n, "one player a seat");
    let mut rng = from_seed(seed ^ 0x51A7_5EED);
    let mut bots: Vec<GameRng> = (0..n).map(|s| bot_rng(seed, s)).collect();
    check_state(&session.state).unwrap_or_else(|e| fail(format!("at the start: {e}")));
    while !session.state.is_over() {
        if session.log.len() >= G::MAX_ACTIONS {
            fail(format!("no end after {} actions", session.log.len()));
        }
        if probes {
            // Three tries a move: as many as in random play at three moves in ten, in a
            // third of the games.
            for _ in 0..3 {
                probe(&mut session, &mut rng, stats).unwrap_or_else(|e| fail(e));
            }
            if session.state.is_over() {
                break;
            }
        }
        let (seat, action) = session.state.next_move(players, &mut bots, &mut rng);
        if session.state.legality(seat, &action) == Some(false) {
            fail(format!(
                "seat {seat} ({:?}) chose an illegal {action:?}",
                players.get(seat)
            ));
        }
        apply_checked(&mut session, seat, action).unwrap_or_else(|e| fail(e));
    }
    if probes {
        // After the end everything is refused.
        for _ in 0..3 {
            probe(&mut session, &mut rng, stats).unwrap_or_else(|e| fail(e));
        }
    }
    stats.games += 1;
    stats.actions += session.log.len() as u64;
    session
}

/// A game's table and players, drawn from its index.
pub(super) fn table<G: KitGame>(index: u64, hard: bool) -> (G::Config, Vec<Player>) {
    let mut rng = from_seed(index ^ 0xC0FF_EE00);
    let config = G::random_config(&mut rng);
    let seats = G::new(&config, index).seat_count();
    (config.clone(), lineup::<G>(seats, hard, &mut rng))
}

/// Random play of game `game` (its table from [`table`], no Hard bot), calling `visit(state,
/// step, rng)` before each of at most `steps` actions (steps from 1; `rng` is the walk's own,
/// seeded from `game ^ salt`). Returns the last state: over, or after `steps` actions.
pub(super) fn walk<G: KitGame>(
    game: u64,
    salt: u64,
    steps: usize,
    mut visit: impl FnMut(&G, usize, &mut GameRng),
) -> G {
    let (config, players) = table::<G>(game, false);
    let mut state = G::new(&config, game);
    let mut rng = from_seed(game ^ salt);
    let mut bots: Vec<GameRng> = (0..players.len()).map(|s| bot_rng(game, s)).collect();
    let mut step = 0;
    while !state.is_over() && step < steps {
        step += 1;
        visit(&state, step, &mut rng);
        let (seat, action) = state.next_move(&players, &mut bots, &mut rng);
        state.apply(seat, &action).unwrap();
    }
    state
}

/// That a check of worlds differing in what a seat cannot see really varied them: at least
/// `least` variants, half of them differing from the state.
pub(super) fn assert_varied(id: &str, checked: u64, varied: u64, least: u64) {
    assert!(
        checked >= least && varied * 2 >= checked,
        "{id}: the hidden things were really varied: {varied} of {checked}"
    );
}

/// A complete game played by cheap players (no checks: a fixture for the other tests).
pub fn sample_game<G: KitGame>(index: u64) -> Session<G> {
    let (config, players) = table::<G>(index, false);
    let mut session = Session::<G>::new(config, index);
    let mut rng = from_seed(index ^ 0x5A3F);
    let mut bots: Vec<GameRng> = (0..players.len()).map(|s| bot_rng(index, s)).collect();
    while !session.state.is_over() {
        assert!(
            session.log.len() < G::MAX_ACTIONS,
            "{} game {index} does not end",
            G::ID
        );
        let (seat, action) = session.state.next_move(&players, &mut bots, &mut rng);
        session.apply(seat, action.clone()).unwrap_or_else(|e| {
            panic!("{} game {index}: {action:?} by {seat} refused: {e}", G::ID)
        });
    }
    session
}

// ---------------------------------------------------------------- random play

/// Part `part` of `parts` of the random play: complete games by mixed players, with every
/// invariant after every action; each of the game's tallies must occur.
pub fn random_play<G: KitGame>(part: u64, parts: u64) {
    let target = G::GAMES.div_ceil(parts);
    let mut tally = Tally::new();
    for (player, &weight) in Player::ALL.iter().zip(&G::PLAYERS) {
        if weight > 0 {
            count(&mut tally, player.name(), 0);
        }
    }
    count(&mut tally, Player::Bot(BotLevel::Hard).name(), 0);
    let mut stats = Stats::default();
    let mut played = 0;
    let first = part << 32;
    let mut index = first;
    while played < target {
        let hard = (index - first) % G::HARD_EVERY == 0;
        let (config, players) = table::<G>(index, hard);
        for p in &players {
            count(&mut tally, p.name(), 1);
        }
        let session = play_checked::<G>(&config, index, &players, false, &mut stats);
        session.state.tally(&mut tally);
        played += session.state.games_in();
        index += 1;
    }
    // Nothing vacuous: everything the game names, and every kind of player, occurred.
    for (name, n) in &tally {
        assert!(*n > 0, "{}: no {name} in {played} games: {tally:?}", G::ID);
    }
}

/// Random actions before every move of complete games: each is refused with a reason and
/// leaves the state as it was, or is legal and played (and checked) for real.
pub fn random_illegal_actions_are_refused_and_change_nothing<G: KitGame>() {
    let mut stats = Stats::default();
    for index in 0..G::PROBE_GAMES {
        // The engine is under test here, not the bots: no slow level.
        let (config, players) = table::<G>(index, false);
        play_checked::<G>(&config, index, &players, true, &mut stats);
    }
    assert!(
        stats.refused >= stats.actions / 4,
        "{}: few random actions were illegal: {stats:?}",
        G::ID
    );
}
