//! The shape of a game: a state plus typed actions, in the spirit of OpenSpiel's State.

use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::fmt::{Debug, Display};

/// A seat at the table, 0-based. Games give seats their own meaning (Satsuma: 0 Samurai, 1 Imperials).
pub type Seat = usize;

/// Computer opponent strength. `Random` plays uniformly among legal actions (benchmarks only).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BotLevel {
    Random,
    Easy,
    Medium,
    Hard,
}

impl BotLevel {
    pub const ALL: [BotLevel; 4] = [
        BotLevel::Random,
        BotLevel::Easy,
        BotLevel::Medium,
        BotLevel::Hard,
    ];
    /// The levels offered to players.
    pub const OFFERED: [BotLevel; 3] = [BotLevel::Easy, BotLevel::Medium, BotLevel::Hard];

    pub fn name(self) -> &'static str {
        match self {
            BotLevel::Random => "random",
            BotLevel::Easy => "easy",
            BotLevel::Medium => "medium",
            BotLevel::Hard => "hard",
        }
    }

    /// The level as a reader says it ("medium", 「中級」); `name` is the stored value.
    pub fn label(self) -> &'static str {
        match self {
            BotLevel::Random => crate::ts!("random", "ランダム"),
            BotLevel::Easy => crate::ts!("easy", "初級"),
            BotLevel::Medium => crate::ts!("medium", "中級"),
            BotLevel::Hard => crate::ts!("hard", "上級"),
        }
    }

    /// The offered level with this name ("easy", "medium", "hard").
    pub fn offered(name: &str) -> Option<BotLevel> {
        Self::OFFERED.into_iter().find(|l| l.name() == name)
    }
}

/// A game's rules engine. Pure: no clock, no I/O, randomness only from the seed.
///
/// `apply` either changes the state or returns an error and leaves it untouched.
pub trait Game: Clone + Sized {
    /// Options chosen before the game (variants, player count). Saved with the log.
    type Config: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    type Error: Clone + Debug + PartialEq + Display;
    /// What one seat can see; bots decide from this only. What it shows face up is what
    /// undo must never go back past ([`Sighted`](super::undo::Sighted)).
    type Observation: Clone + Debug + PartialEq + super::undo::Sighted;

    /// Stable identifier used in saves and routes ("satsuma").
    const ID: &'static str;

    fn new(config: &Self::Config, seed: u64) -> Self;
    fn seat_count(&self) -> usize;
    /// Seats that may act now (several at once for simultaneous phases). Empty when over.
    fn to_act(&self) -> Vec<Seat>;
    /// Every legal action for `seat` now.
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;
    fn apply(&mut self, seat: Seat, action: &Self::Action) -> Result<(), Self::Error>;
    fn observe(&self, seat: Seat) -> Self::Observation;
    fn is_over(&self) -> bool;
}

/// A game with computer opponents. Bots see one seat's observation, never the state.
pub trait BotPlayer: Game {
    /// The bot's action for the seat whose observation this is, or `None` if it has nothing
    /// to do. `rng` is the bot's own, never the game's.
    fn bot_action(
        obs: &Self::Observation,
        level: BotLevel,
        rng: &mut crate::core::GameRng,
    ) -> Option<Self::Action>;
}

/// Implements [`Game`] and [`BotPlayer`] for an engine of the one shape every game has: its
/// state holds the rules as inherent methods (`seat_count`, `to_act`, `legal_actions`,
/// `apply`, `is_over`, and the constructor named by `new`), its observation is built by
/// `Observation::of(state, seat)`, and its bots decide with `decide(obs, level, rng)`.
/// Its views ([`Viewed`](super::view::Viewed)): a seat's table is its observation, a
/// spectator's is `Observation::spectator(state)`, and the history is `history(state,
/// seat)` (a function or closure), of events of type `seen`; `faces` (optional) replaces
/// [`Viewed::faces`](super::view::Viewed::faces) where a table shows more faces than its
/// sighted cards; `ruled` (optional) is [`Viewed::ruled`](super::view::Viewed::ruled).
/// Written once here, so that `observe` checks the seat in
/// one place and no game repeats the forwarding.
#[macro_export]
macro_rules! engine {
    (
        $state:ty {
            id: $id:literal,
            config: $config:ty,
            action: $action:ty,
            error: $error:ty,
            observation: $obs:ty,
            new: $new:path,
            decide: $decide:path,
            history: $history:expr,
            seen: $seen:ty,
            reveals_at_end: $reveals:literal
            $(, faces: $faces:expr)?
            $(, ruled: $ruled:expr)? $(,)?
        }
    ) => {
        impl $crate::core::Viewed for $state {
            type Table = $obs;
            type Seen = $seen;
            const REVEALS_AT_END: bool = $reveals;

            fn table(&self, seat: Option<$crate::core::Seat>) -> $obs {
                match seat {
                    Some(seat) => $crate::core::Game::observe(self, seat),
                    None => <$obs>::spectator(self),
                }
            }
            fn history(&self, seat: Option<$crate::core::Seat>) -> Vec<$seen> {
                ($history)(self, seat)
            }
            $(
                fn faces(view: &$crate::core::ViewOf<Self>) -> Vec<u32> {
                    ($faces)(view)
                }
            )?
            $(
                fn ruled(table: &$obs) -> Option<Vec<$action>> {
                    ($ruled)(table)
                }
            )?
        }

        impl $crate::core::Game for $state {
            type Config = $config;
            type Action = $action;
            type Error = $error;
            type Observation = $obs;
            const ID: &'static str = $id;

            fn new(config: &$config, seed: u64) -> Self {
                $new(config, seed)
            }
            fn seat_count(&self) -> usize {
                <$state>::seat_count(self)
            }
            fn to_act(&self) -> Vec<$crate::core::Seat> {
                <$state>::to_act(self)
            }
            fn legal_actions(&self, seat: $crate::core::Seat) -> Vec<$action> {
                <$state>::legal_actions(self, seat)
            }
            fn apply(&mut self, seat: $crate::core::Seat, action: &$action) -> Result<(), $error> {
                <$state>::apply(self, seat, action)
            }
            /// A seat not at the table is the caller's mistake, and must never be shown a
            /// real seat's cards: it panics.
            fn observe(&self, seat: $crate::core::Seat) -> $obs {
                let seats = <$state>::seat_count(self);
                assert!(
                    seat < seats,
                    "seat {seat} is not at this table ({seats} seats)"
                );
                <$obs>::of(self, seat)
            }
            fn is_over(&self) -> bool {
                <$state>::is_over(self)
            }
        }

        impl $crate::core::BotPlayer for $state {
            fn bot_action(
                obs: &$obs,
                level: $crate::core::BotLevel,
                rng: &mut $crate::core::GameRng,
            ) -> Option<$action> {
                $decide(obs, level, rng)
            }
        }
    };
}
