//! The engine test kit: the checks every game must pass, in the spirit of OpenSpiel's shared
//! basic tests (`RandomSimTest` and friends). A game implements [`KitGame`] (its invariants,
//! random candidate actions, a copy of a state that differs only in what a seat cannot see)
//! in its `tests/` and calls [`engine_kit_tests!`] once: each check becomes its own `#[test]`.
//!
//! - random play to the end, bots of every level and uniformly random legal play mixed, with
//!   the game's invariants after every action and a bound on the game's length;
//! - random (mostly illegal) actions during play: refused with an error and no change;
//! - saves: the round trip through JSON, a tampered log, a corrupt save, an old schema and
//!   another game's save, each refused with its own [`SaveError`];
//! - determinism from seed and log, and different deals from different seeds;
//! - hidden information: a seat's observation and its bot's decisions do not depend on what
//!   the seat cannot see, and no observation is given for a seat not at the table.
//!
//! Hooks return `Result<(), String>` (see [`ensure!`] and [`ensure_eq!`]) so that the kit can
//! say which game, seed and action broke an invariant.

use super::rng::from_seed;
use super::{
    parse_save, BotLevel, BotPlayer, Game, GameRng, Save, SaveError, Seat, Session, SCHEMA_VERSION,
};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::RngExt;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::fmt::Debug;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Named things that must happen in random play (nothing vacuous): each entry a game adds in
/// [`KitGame::tally`] must be positive over each random-play test.
pub type Tally = BTreeMap<&'static str, u64>;

/// Adds `n` to the entry `name` (creating it, so that it must become positive).
pub fn count(tally: &mut Tally, name: &'static str, n: u64) {
    *tally.entry(name).or_default() += n;
}

/// Who plays a seat in random play.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Player {
    /// Uniformly random among `legal_actions`.
    Uniform,
    Bot(BotLevel),
}

impl Player {
    /// The cheap ones first, in the order of [`KitGame::PLAYERS`].
    pub const ALL: [Player; 5] = [
        Player::Uniform,
        Player::Bot(BotLevel::Random),
        Player::Bot(BotLevel::Easy),
        Player::Bot(BotLevel::Medium),
        Player::Bot(BotLevel::Hard),
    ];

    fn name(self) -> &'static str {
        match self {
            Player::Uniform => "uniform random play",
            Player::Bot(BotLevel::Random) => "random bot",
            Player::Bot(BotLevel::Easy) => "easy bot",
            Player::Bot(BotLevel::Medium) => "medium bot",
            Player::Bot(BotLevel::Hard) => "hard bot",
        }
    }
}

/// Returns `Err` with the condition (or the message) unless it holds.
macro_rules! ensure {
    ($cond:expr $(,)?) => {
        if !$cond {
            return Err(format!("{} ({}:{})", stringify!($cond), file!(), line!()));
        }
    };
    ($cond:expr, $($message:tt)+) => {
        if !$cond {
            return Err(format!("{} ({}:{})", format!($($message)+), file!(), line!()));
        }
    };
}

/// Returns `Err` with both values (and the message) unless they are equal.
macro_rules! ensure_eq {
    ($a:expr, $b:expr $(,)?) => {
        match (&$a, &$b) {
            (a, b) => $crate::core::testkit::ensure!(
                *a == *b,
                "{} == {}: {:?} != {:?}",
                stringify!($a),
                stringify!($b),
                a,
                b
            ),
        }
    };
    ($a:expr, $b:expr, $($message:tt)+) => {
        match (&$a, &$b) {
            (a, b) => $crate::core::testkit::ensure!(
                *a == *b,
                "{}: {:?} != {:?}",
                format!($($message)+),
                a,
                b
            ),
        }
    };
}

pub(crate) use {ensure, ensure_eq};

/// What a game gives the kit. Implemented on the state, in the game's `tests/`.
pub trait KitGame: BotPlayer + Debug {
    /// No complete game comes near this many actions; one that did would not be ending.
    const MAX_ACTIONS: usize;
    /// Complete games (counted by [`KitGame::games_in`]) over the four random-play tests.
    const GAMES: u64 = 10_000;
    /// Relative weights of uniform play and the Random, Easy and Medium bots, drawn for
    /// each seat of each game.
    const PLAYERS: [u32; 4] = [1, 1, 1, 1];
    /// One seat of every this-many-th game of random play is the Hard bot (the first game of
    /// each part included): Hard is the slow level, more or less so in each game.
    const HARD_EVERY: u64 = 10;

    /// A random table (variants, seats, targets) for random play.
    fn random_config(rng: &mut GameRng) -> Self::Config;

    /// Whether two states are the same in everything the rules read (`==` where the state
    /// has it).
    fn same_state(&self, other: &Self) -> bool;

    /// Whether the kit checks `legal_actions` in every state (a seat to act has one, nobody
    /// has one after the end or outside the table): off where the game's invariants check
    /// the lists more closely, or where listing them is slow.
    const CHECK_LEGAL_LISTS: bool = true;

    /// What holds in every state, whatever happened before. The kit checks the shape of
    /// `to_act` and `legal_actions` itself.
    fn invariants(&self) -> Result<(), String>;

    /// Whether the game checks each action's effect in [`KitGame::step_invariants`].
    const STEP_CHECKS: bool = false;

    /// What `action` by `seat` must have done, checked after it was applied to `self`
    /// (`after` has passed [`KitGame::invariants`]); only with [`KitGame::STEP_CHECKS`].
    fn step_invariants(
        &self,
        seat: Seat,
        action: &Self::Action,
        after: &Self,
    ) -> Result<(), String> {
        let _ = (seat, action, after);
        Ok(())
    }

    /// Games in which random actions are tried before every move (as many tries as before
    /// three moves in ten of all random play).
    const PROBE_GAMES: u64 = Self::GAMES * 3 / 10;

    /// A few random actions for `seat` (a seat at the table), most of them illegal now:
    /// random kinds with random numbers, cards from the wrong place, actions of the wrong
    /// phase. The kit also plays them from seats not at the table.
    fn candidate_actions(&self, seat: Seat, rng: &mut GameRng) -> Vec<Self::Action>;

    /// Whether `apply` must accept (`Some(true)`) or refuse (`Some(false)`) this action, or
    /// `None` where only applying it can tell (for example actions with a time in them).
    fn legality(&self, seat: Seat, action: &Self::Action) -> Option<bool> {
        Some(self.legal_actions(seat).contains(action))
    }

    /// Checks the error `self` gave for `action` by `seat`, where the game can tell which
    /// it must be.
    fn check_refusal(
        &self,
        seat: Seat,
        action: &Self::Action,
        error: &Self::Error,
    ) -> Result<(), String> {
        let _ = (seat, action, error);
        Ok(())
    }

    /// Games whose saves are checked at many points; games whose logs are tampered with.
    const SAVE_GAMES: u64 = 100;
    /// Games in which every state is varied in what each seat cannot see, and how many of
    /// each game's actions at the most.
    const HIDDEN_GAMES: u64 = 120;
    const HIDDEN_STEPS: usize = 400;
    /// Hard is slow: in the hidden-information test its decisions are compared at every
    /// this-many-th action only (the other levels at every one).
    const HIDDEN_HARD_EVERY: usize = 2;

    /// A copy of `self` that differs only in what `seat` cannot see (hidden cards dealt
    /// anew, the shuffles still to come), or `None` if nothing is hidden from it now.
    fn reshuffle_hidden(&self, seat: Seat, rng: &mut GameRng) -> Option<Self>;

    /// The next move of random play: by default a random seat among `to_act` and its
    /// player's action. Real-time games override it to drive the clock as a table does.
    fn next_move(
        &self,
        players: &[Player],
        bots: &mut [GameRng],
        rng: &mut GameRng,
    ) -> (Seat, Self::Action) {
        let seat = *self
            .to_act()
            .choose(rng)
            .expect("a game not over has a seat to act");
        (
            seat,
            player_move(self, seat, players[seat], &mut bots[seat]),
        )
    }

    /// Counts what happened in this finished game into `tally` (see [`count`]).
    fn tally(&self, tally: &mut Tally) {
        let _ = tally;
    }

    /// How many complete games a finished state counts for (deals, for a game of deals).
    fn games_in(&self) -> u64 {
        1
    }
}

/// The action of `player` for `seat`, which has something to do.
pub fn player_move<G: KitGame>(
    state: &G,
    seat: Seat,
    player: Player,
    rng: &mut GameRng,
) -> G::Action {
    match player {
        Player::Bot(level) => G::bot_action(&state.observe(seat), level, rng)
            .unwrap_or_else(|| panic!("the {level:?} bot of seat {seat} has nothing to do")),
        Player::Uniform => state
            .legal_actions(seat)
            .choose(rng)
            .cloned()
            .unwrap_or_else(|| panic!("seat {seat} is to act but has no legal action")),
    }
}

/// Each seat's own bot RNG in a game, never the game's.
pub fn bot_rng(seed: u64, seat: Seat) -> GameRng {
    from_seed(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ (seat as u64 + 101))
}

/// Players for `seats` seats, drawn by the game's weights; with `hard`, one of them (drawn
/// too) is the Hard bot.
pub fn lineup<G: KitGame>(seats: usize, hard: bool, rng: &mut GameRng) -> Vec<Player> {
    let weights = G::PLAYERS;
    let total: u32 = weights.iter().sum();
    assert!(total > 0, "{}: no player has a weight", G::ID);
    let mut players: Vec<Player> = (0..seats)
        .map(|_| {
            let mut x = rng.random_range(0..total);
            let mut i = 0;
            while x >= weights[i] {
                x -= weights[i];
                i += 1;
            }
            Player::ALL[i]
        })
        .collect();
    if hard {
        players[rng.random_range(0..seats)] = Player::Bot(BotLevel::Hard);
    }
    players
}

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
fn check_state<G: KitGame>(state: &G) -> Result<(), String> {
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
                    session.state.same_state(&before),
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
            probe(&mut session, &mut rng, stats).unwrap_or_else(|e| fail(e));
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
fn table<G: KitGame>(index: u64, hard: bool) -> (G::Config, Vec<Player>) {
    let mut rng = from_seed(index ^ 0xC0FF_EE00);
    let config = G::random_config(&mut rng);
    let seats = G::new(&config, index).seat_count();
    (config.clone(), lineup::<G>(seats, hard, &mut rng))
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

// ---------------------------------------------------------------- saves

/// The save of `session` round-trips: to JSON, parsed back, replayed to the same state.
fn check_round_trip<G: KitGame>(session: &Session<G>) -> Result<(), String> {
    let save = session.to_save(());
    let text = serde_json::to_string(&save).map_err(|e| format!("a save serialises: {e}"))?;
    let parsed: Save<G, ()> = parse_save(&text).map_err(|e| format!("a save parses: {e}"))?;
    ensure_eq!(
        (
            &parsed.schema,
            &parsed.game,
            parsed.seed,
            &parsed.config,
            &parsed.log
        ),
        (&save.schema, &save.game, save.seed, &save.config, &save.log),
        "the save read back"
    );
    let replayed = Session::from_save(&parsed).map_err(|e| format!("a save replays: {e}"))?;
    ensure_eq!(replayed.log, session.log);
    ensure!(
        replayed.state.same_state(&session.state),
        "the replay differs"
    );
    Ok(())
}

/// `Session::to_save` -> JSON -> `parse_save` -> `Session::from_save` gives the same state,
/// at the start, at the end and at points between.
pub fn a_save_round_trips_to_the_same_state<G: KitGame>() {
    for index in 0..G::SAVE_GAMES {
        let full = sample_game::<G>(index);
        let mut rng = from_seed(index);
        let mut session = Session::<G>::new(full.config.clone(), full.seed);
        // Every point of short games, about 30 of longer ones.
        let every = full.log.len() / 30 + 1;
        let check = |s: &Session<G>| {
            check_round_trip(s).unwrap_or_else(|e| panic!("{} game {index}: {e}", G::ID))
        };
        check(&session);
        for (seat, action) in &full.log {
            session.apply(*seat, action.clone()).unwrap();
            if rng.random_ratio(1, every as u32) || session.state.is_over() {
                check(&session);
            }
        }
        assert!(session.state.same_state(&full.state));
    }
}

/// The replay error `save` must give.
fn replay_error<G: KitGame>(save: &Save<G, ()>) -> (usize, String) {
    match Session::from_save(save) {
        Err(SaveError::Replay { index, reason }) => (index, reason),
        Err(other) => panic!("{}: expected a replay error, got {other:?}", G::ID),
        Ok(_) => panic!("{}: a tampered log replayed", G::ID),
    }
}

/// A random action `state` refuses from `seat`, with its reason.
fn refused_action<G: KitGame>(
    state: &G,
    seat: Seat,
    rng: &mut GameRng,
) -> Option<(G::Action, String)> {
    (0..20)
        .flat_map(|_| state.candidate_actions(seat, rng))
        .find_map(|a| {
            state
                .clone()
                .apply(seat, &a)
                .err()
                .map(|e| (a, e.to_string()))
        })
}

/// A log with a seat not at the table, an action changed to an illegal one, a move after the
/// end or a move repeated is refused with `SaveError::Replay` at that move, with the
/// engine's reason.
pub fn a_tampered_log_is_refused_with_a_replay_error<G: KitGame>() {
    let (mut tested, mut changed) = (0, 0);
    for index in 0..G::SAVE_GAMES {
        let session = sample_game::<G>(index);
        let save = session.to_save(());
        let n = session.state.seat_count();
        let len = save.log.len();
        if len == 0 {
            // (A game may end before anybody acts.)
            continue;
        }
        tested += 1;
        let mut rng = from_seed(index ^ 0x7A3B);
        let i = rng.random_range(0..len);
        let mut state = G::new(&save.config, save.seed);
        for (seat, action) in &save.log[..i] {
            state.apply(*seat, action).unwrap();
        }

        // A seat that is not at the table.
        let mut tampered = save.clone();
        let stranger = *[n, n + 1, 99].choose(&mut rng).unwrap();
        tampered.log[i].0 = stranger;
        let (at, reason) = replay_error(&tampered);
        assert_eq!(at, i, "{} game {index}", G::ID);
        assert!(reason.contains(&stranger.to_string()), "{reason}");

        // The action changed to one the state refuses there, through the JSON text.
        let seat = save.log[i].0;
        if let Some((bad, why)) = refused_action(&state, seat, &mut rng) {
            let mut value = serde_json::to_value(&save).unwrap();
            value["log"][i][1] = serde_json::to_value(&bad).unwrap();
            let tampered: Save<G, ()> = parse_save(&value.to_string()).unwrap();
            assert_eq!(
                replay_error(&tampered),
                (i, why),
                "{} game {index}: {bad:?}",
                G::ID
            );
            changed += 1;
        }

        // A move after the end.
        if let Some((bad, why)) = refused_action(&session.state, seat, &mut rng) {
            let mut tampered = save.clone();
            tampered.log.push((seat, bad));
            assert_eq!(replay_error(&tampered), (len, why));
        }

        // A move repeated, where the repetition is refused.
        state.apply(seat, &save.log[i].1).unwrap();
        if let Err(e) = state.clone().apply(seat, &save.log[i].1) {
            let mut tampered = save.clone();
            tampered.log.insert(i + 1, save.log[i].clone());
            assert_eq!(replay_error(&tampered), (i + 1, e.to_string()));
        }
    }
    assert!(
        tested * 2 >= G::SAVE_GAMES && changed * 2 >= tested,
        "{}: {tested} logs tampered with, {changed} with an illegal action",
        G::ID
    );
}

/// A complete game's save as JSON.
fn sample_save<G: KitGame>() -> (Save<G, ()>, Value) {
    let save = sample_game::<G>(3).to_save(());
    let value = serde_json::to_value(&save).unwrap();
    (save, value)
}

/// Truncated JSON, JSON of the wrong shape and no JSON at all are `SaveError::Corrupt`.
pub fn a_corrupt_save_is_refused_as_corrupt<G: KitGame>() {
    let (save, value) = sample_save::<G>();
    let text = value.to_string();
    let parse = |text: &str| parse_save::<G, ()>(text);
    assert!(parse(&text).is_ok());
    // Saves are ASCII (numbers and names), so any byte is a place to cut.
    assert!(text.is_ascii());
    let cuts = [1, 10, text.len() / 3, text.len() / 2, text.len() - 1];
    let mut bad: Vec<String> = cuts.iter().map(|&c| text[..c].to_string()).collect();
    bad.extend(
        [
            "",
            "not json",
            "{",
            "[]",
            "{}",
            "null",
            "42",
            "{\"schema\":\"one\"}",
        ]
        .map(String::from),
    );
    let shapes: [(&str, Value); 7] = [
        ("log", json!("garbage")),
        ("log", json!([[0]])),
        (
            "log",
            json!([["seat", save.log.first().map(|e| e.1.clone())]]),
        ),
        ("seed", json!("a seed")),
        ("config", json!("garbage")),
        ("game", json!(7)),
        ("table", json!([1, 2])),
    ];
    for (field, wrong) in shapes {
        let mut v = value.clone();
        v[field] = wrong;
        bad.push(v.to_string());
    }
    let mut v = value.clone();
    v.as_object_mut().unwrap().remove("log");
    bad.push(v.to_string());
    for text in &bad {
        assert!(
            matches!(parse(text), Err(SaveError::Corrupt(_))),
            "{}: {text:?} gave {:?}",
            G::ID,
            parse(text).map(|s| s.log.len())
        );
    }
}

/// A save of another schema is `SaveError::Incompatible`, parsed (even when the rest does
/// not parse) or in memory.
pub fn an_old_schema_is_refused_as_incompatible<G: KitGame>() {
    let (save, value) = sample_save::<G>();
    for schema in [0, SCHEMA_VERSION + 1, 99] {
        let expected = SaveError::Incompatible {
            found: schema,
            expected: SCHEMA_VERSION,
        };
        let mut v = value.clone();
        v["schema"] = json!(schema);
        assert_eq!(
            parse_save::<G, ()>(&v.to_string()).err(),
            Some(expected.clone())
        );
        v["log"] = json!("whatever it was then");
        assert_eq!(
            parse_save::<G, ()>(&v.to_string()).err(),
            Some(expected.clone())
        );
        let mut old = save.clone();
        old.schema = schema;
        assert_eq!(Session::from_save(&old).err(), Some(expected));
    }
}

/// A save under another game's name is `SaveError::WrongGame`.
pub fn another_games_save_is_refused_as_the_wrong_game<G: KitGame>() {
    let (save, value) = sample_save::<G>();
    for other in [
        "satsuma", "honor", "judge", "pocket", "panda", "hanafuda", "",
    ] {
        if other == G::ID {
            continue;
        }
        let mut v = value.clone();
        v["game"] = json!(other);
        let parsed: Save<G, ()> = parse_save(&v.to_string()).unwrap();
        let expected = Some(SaveError::WrongGame(other.to_string()));
        assert_eq!(Session::from_save(&parsed).err(), expected);
        let mut theirs = save.clone();
        theirs.game = other.to_string();
        assert_eq!(Session::from_save(&theirs).err(), expected);
    }
}

// ---------------------------------------------------------------- determinism

fn observations<G: Game>(state: &G) -> Vec<G::Observation> {
    (0..state.seat_count()).map(|s| state.observe(s)).collect()
}

/// The same seed and log give the same state and the same observations at every step.
pub fn the_same_seed_and_log_give_the_same_states_and_observations<G: KitGame>() {
    for index in 0..G::SAVE_GAMES {
        let full = sample_game::<G>(index);
        let mut a = G::new(&full.config, full.seed);
        let mut b = G::new(&full.config, full.seed);
        for (step, (seat, action)) in full.log.iter().enumerate() {
            assert!(
                a.same_state(&b),
                "{} game {index}: diverged at {step}",
                G::ID
            );
            assert!(
                observations(&a) == observations(&b),
                "{} game {index}: step {step}",
                G::ID
            );
            a.apply(*seat, action).unwrap();
            b.apply(*seat, action).unwrap();
        }
        assert!(a.same_state(&b) && a.same_state(&full.state));
        assert!(observations(&a) == observations(&full.state));
    }
}

/// Different seeds deal differently: what the seats see at the start differs.
pub fn different_seeds_deal_differently<G: KitGame>() {
    let config = G::random_config(&mut from_seed(5));
    let views: Vec<Vec<G::Observation>> = (0..20)
        .map(|seed| observations(&G::new(&config, seed)))
        .collect();
    let distinct = (0..views.len())
        .filter(|&i| !views[..i].contains(&views[i]))
        .count();
    assert!(
        distinct >= 18,
        "{}: only {distinct} of 20 deals differ",
        G::ID
    );
}

// ---------------------------------------------------------------- hidden information

/// States that differ only in what a seat cannot see give that seat the same observation and
/// its bot (every level, the same bot RNG) the same decision, at every step of many games.
pub fn hidden_things_change_neither_the_observation_nor_any_bot_decision<G: KitGame>() {
    let (mut checked, mut differing) = (0u64, 0u64);
    for index in 0..G::HIDDEN_GAMES {
        let (config, players) = table::<G>(index, false);
        let mut state = G::new(&config, index);
        let mut rng = from_seed(index ^ 0x0B5E);
        let mut bots: Vec<GameRng> = (0..players.len()).map(|s| bot_rng(index, s)).collect();
        let mut step = 0;
        while !state.is_over() && step < G::HIDDEN_STEPS {
            step += 1;
            for seat in 0..state.seat_count() {
                let Some(variant) = state.reshuffle_hidden(seat, &mut rng) else {
                    continue;
                };
                checked += 1;
                differing += u64::from(!variant.same_state(&state));
                // Still a state the rules could reach: every card once, and so on.
                if let Err(e) = check_state(&variant) {
                    panic!(
                        "{} game {index} step {step}: a variant for seat {seat}: {e}",
                        G::ID
                    );
                }
                let obs = state.observe(seat);
                assert!(
                    variant.observe(seat) == obs,
                    "{} game {index} step {step}: hidden things leak to seat {seat}: {obs:?}",
                    G::ID
                );
                for level in BotLevel::ALL {
                    if level == BotLevel::Hard && step % G::HIDDEN_HARD_EVERY != 0 {
                        continue;
                    }
                    let key = index * 100_000 + step as u64;
                    let decided = G::bot_action(&obs, level, &mut from_seed(key));
                    let variant_decided =
                        G::bot_action(&variant.observe(seat), level, &mut from_seed(key));
                    assert_eq!(
                        decided,
                        variant_decided,
                        "{} game {index} step {step}: the {level:?} bot of seat {seat}",
                        G::ID
                    );
                }
            }
            let (seat, action) = state.next_move(&players, &mut bots, &mut rng);
            state.apply(seat, &action).unwrap();
        }
    }
    assert!(
        checked >= 200 && differing * 2 >= checked,
        "{}: the hidden things were really varied: {differing} of {checked}",
        G::ID
    );
}

/// Deals the values in `places` anew among them: for [`KitGame::reshuffle_hidden`], the
/// cards in every place a seat cannot see.
pub fn deal_anew<'a, T: Copy + 'a>(places: impl IntoIterator<Item = &'a mut T>, rng: &mut GameRng) {
    let places: Vec<&mut T> = places.into_iter().collect();
    let mut values: Vec<T> = places.iter().map(|p| **p).collect();
    values.shuffle(rng);
    for (place, value) in places.into_iter().zip(values) {
        *place = value;
    }
}

/// `observe` for a seat not at the table panics rather than give a seat's view.
pub fn observing_a_seat_not_at_the_table_panics<G: KitGame>() {
    let mut states: Vec<G> = Vec::new();
    for index in 0..4 {
        let session = sample_game::<G>(index);
        let mut state = G::new(&session.config, session.seed);
        states.push(state.clone());
        for (seat, action) in &session.log[..session.log.len() / 2] {
            state.apply(*seat, action).unwrap();
        }
        states.push(state);
        states.push(session.state);
    }
    for state in &states {
        let n = state.seat_count();
        for seat in [n, n + 1, 99, usize::MAX] {
            let seen = catch_unwind(AssertUnwindSafe(|| state.observe(seat)));
            assert!(
                seen.is_err(),
                "{}: observe({seat}) at a table of {n} gave {:?}",
                G::ID,
                seen.ok()
            );
        }
    }
}

/// Every check of the kit as its own `#[test]`, named as the kit's function, for one game:
/// `engine_kit_tests!(SatsumaState);` in the game's `tests/kit.rs`.
macro_rules! engine_kit_tests {
    (@parts $game:ty; $($part:ident = $index:literal),*) => {
        $(
            #[test]
            fn $part() {
                $crate::core::testkit::random_play::<$game>($index, 4);
            }
        )*
    };
    (@checks $game:ty; $($check:ident),*) => {
        $(
            #[test]
            fn $check() {
                $crate::core::testkit::$check::<$game>();
            }
        )*
    };
    ($game:ty) => {
        // Random play in four tests, so that they run in parallel.
        $crate::core::testkit::engine_kit_tests!(@parts $game;
            random_play_keeps_every_invariant_part_1 = 0,
            random_play_keeps_every_invariant_part_2 = 1,
            random_play_keeps_every_invariant_part_3 = 2,
            random_play_keeps_every_invariant_part_4 = 3);
        $crate::core::testkit::engine_kit_tests!(@checks $game;
            random_illegal_actions_are_refused_and_change_nothing,
            a_save_round_trips_to_the_same_state, a_tampered_log_is_refused_with_a_replay_error,
            a_corrupt_save_is_refused_as_corrupt, an_old_schema_is_refused_as_incompatible,
            another_games_save_is_refused_as_the_wrong_game,
            the_same_seed_and_log_give_the_same_states_and_observations,
            different_seeds_deal_differently,
            hidden_things_change_neither_the_observation_nor_any_bot_decision,
            observing_a_seat_not_at_the_table_panics);
    };
}

pub(crate) use engine_kit_tests;
