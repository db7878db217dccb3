//! Judge, hanafuda version: a real-time two-player slap race.
//!
//! `cards` holds the 48-card deck as data, `race` decides one round from timestamped
//! inputs, `state` the game (deal, rounds, pot, scores), `observation` what one seat sees,
//! `bots` reaction-time models, `hint` the right hand for a learner, `game` the `Game` and
//! `BotPlayer` impls over them, and `sim` whole games without a table. Imports run one way
//! only: cards -> race -> state -> observation -> bots -> hint.
//!
//! The engine never reads a clock: the table passes times in (`Tick`, and each input's own
//! event time), so every race is a unit test.
//!
//! Table decisions (shown on the rules page):
//! - A press before the flip does not count and is not punished; the table says "too
//!   early". A key held down through the flip does not count either: lift it and press again.
//! - At the very same instant, the later month's hit comes first (a defence must come
//!   before the hit); a same-month double hit at the same instant goes to the pot.
//! - A player's first hand on a head is the one that counts; a second key while it is down,
//!   and key auto-repeat, change nothing. In a same-month round a defence does nothing, so
//!   lifting it is not punished either.
//! - An answer exactly at the end of the response window still counts.
//! - A round is decided [`GRACE_MS`] behind the table's clock: a press that reaches the
//!   engine a little late (after a frame later than its own timestamp) still counts in
//!   timestamp order; one that reaches it after the round is decided is refused.
//! - The pot left after the last round is not scored.
//! - A reload during a countdown or a race restarts that round's countdown with the same
//!   pickets; a decided round stays decided.

pub mod bots;
pub mod cards;
pub mod duel;
mod game;
pub mod hint;
pub mod observation;
pub mod race;
pub mod sim;
mod standing;
pub mod state;
#[cfg(test)]
mod tests;

pub use bots::{plan, Plan, Profile};
pub use cards::{Card, CardDef, Kind, DECK, DECK_SIZE, MONTHS};
pub use observation::JudgeObservation;
pub use race::{quantize, Edge, Hand, Input, Ms, Outcome, RaceRules, Reason, Verdict};
pub use state::{
    Action, Event, JudgeConfig, JudgeError, JudgeState, Phase, RoundRecord, BRIGHTS_FOR_BONUS,
    BRIGHT_BONUS, GRACE_MS, PILE_SIZE,
};
