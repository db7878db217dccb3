//! The engine test kit: the checks every game must pass, in the spirit of OpenSpiel's shared
//! basic tests (`RandomSimTest` and friends). A game implements [`KitGame`] (its invariants,
//! random candidate actions, a copy of a state that differs only in what a seat cannot see)
//! in its `tests/` and calls [`engine_kit_tests!`] once: each check becomes its own `#[test]`.
//!
//! - random play to the end, bots of every level and uniformly random legal play mixed, with
//!   the game's invariants after every action and a bound on the game's length;
//! - random (mostly illegal) actions during play: refused with an error and no change;
//! - saves: the round trip through JSON, a tampered log, a corrupt save, an old schema and
//!   another game's save, each refused with its own `SaveError`;
//! - determinism from seed and log, and different deals from different seeds;
//! - hidden information: a seat's observation and its bot's decisions do not depend on what
//!   the seat cannot see, and no observation is given for a seat not at the table;
//! - views ([`Viewed`](crate::core::Viewed)): for every seat and a spectator, a JSON round
//!   trip, nothing of what the viewer cannot see (history included), face up only cards the
//!   viewer has seen, the seat's legal actions;
//! - hints ([`HintGame`], [`hint_kit_tests!`]): legal, one line naming only seen cards, the
//!   same whatever the seat cannot see.
//!
//! Hooks return `Result<(), String>` (see [`ensure!`] and [`ensure_eq!`]) so that the kit can
//! say which game, seed and action broke an invariant. Here: the hooks and the test macro;
//! `play`: random play and random actions; `saves`: saves and determinism; `hidden`: what a
//! seat cannot see.

mod hidden;
mod hints;
mod play;
mod saves;
mod standing;
mod undo;
mod views;

pub use hidden::{
    hidden_things_change_neither_the_observation_nor_any_bot_decision,
    observing_a_seat_not_at_the_table_panics,
};
pub(crate) use hints::hint_kit_tests;
pub use hints::{
    hints_are_legal_and_name_only_seen_cards, hints_do_not_depend_on_hidden_cards, HintGame,
};
pub use play::{
    play_checked, random_illegal_actions_are_refused_and_change_nothing, random_play, sample_game,
    Stats,
};
pub use saves::{
    a_corrupt_save_is_refused_as_corrupt, a_save_round_trips_to_the_same_state,
    a_tampered_log_is_refused_with_a_replay_error, an_old_schema_is_refused_as_incompatible,
    another_games_save_is_refused_as_the_wrong_game, different_seeds_deal_differently,
    the_same_seed_and_log_give_the_same_states_and_observations,
};
pub use standing::{figure_of, standings};
pub use undo::undo_restores_the_earlier_state_and_never_crosses_a_reveal;
pub use views::views_round_trip_hide_what_is_unseen_and_list_the_legal_actions;

use super::rng::from_seed;
use super::{BotLevel, BotPlayer, GameRng, Seat, Viewed};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::RngExt;
use std::collections::BTreeMap;
use std::fmt::Debug;

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

/// What a game gives the kit. Implemented on the state, in the game's `tests/`. Two states
/// are the same when they are `==` (everything the rules read).
pub trait KitGame: BotPlayer + Viewed + Debug + PartialEq {
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

    /// Games in which random actions are tried before every move, three a move (as many
    /// tries as before three moves in ten of all random play).
    const PROBE_GAMES: u64 = Self::GAMES / 10;

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
    /// Games in which every state's views are checked (at most `HIDDEN_STEPS` actions of
    /// each).
    const VIEW_GAMES: u64 = 60;
    /// Hard is slow: in the hidden-information test its decisions are compared at every
    /// this-many-th action only (the other levels at every one).
    const HIDDEN_HARD_EVERY: usize = 2;

    /// Whether the game offers undo (a race does not); the kit checks it in random games of
    /// at most this many moves, fully at this many of each game's points at the most.
    const UNDO: bool = true;
    const UNDO_STEPS: usize = 600;
    const UNDO_CHECKS: usize = 20;

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
            observing_a_seat_not_at_the_table_panics,
            views_round_trip_hide_what_is_unseen_and_list_the_legal_actions,
            undo_restores_the_earlier_state_and_never_crosses_a_reveal);
    };
}

pub(crate) use engine_kit_tests;
