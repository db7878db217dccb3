//! Pocket Samurai: a two-player draft (two Dojo phases) and a duel of simultaneous face-down
//! cards (the Bushido phase), best of three rounds.
//!
//! `cards` holds the original Bushido deck as one table, `state` the rules (config, actions,
//! phases, events, `apply`, errors), `observation` what one seat sees, `bots` the computer
//! players, `hint` the hard bot's choice explained; each uses only those before it. `game`
//! makes the state a `Game` and a `BotPlayer`.
//!
//! # How a game runs (for the table)
//!
//! Every decision is an [`Action`] of one seat, applied with `Game::apply(seat, &action)`;
//! reveals and resolutions happen inside `apply` and are told by [`Event`]s (all public:
//! a commit is told without its card). `to_act` names the seats that must act now and
//! `legal_actions(seat)` lists exactly what each may do.
//!
//! | [`Phase`]  | who acts (`to_act`)                            | actions |
//! |------------|------------------------------------------------|---------|
//! | `Dojo`     | the seat whose pick it is                      | `Pick(card)` |
//! | `Commit`   | both seats at once, each until it has committed | `Commit(card)` |
//! | `Call`     | seats whose flipped Call card may call, at once | `Call(card)` / `Pass` |
//! | `Choose`   | the owner of the one Choose card that entered   | `Choose(symbol)` |
//! | `Exhaust`  | seats that have not passed (a Strike! is out)   | `Exhaust(card)` / `Pass` |
//! | `RoundOver`| either seat                                    | `NextRound` |
//! | `Over`     | nobody                                         | |
//!
//! Commits and calls are simultaneous: the first seat's choice is held hidden (the other
//! seat's observation shows only that it has chosen) until both have chosen.
//!
//! # Table decisions (where the seed and the rulings are silent)
//!
//! - Seat 0 is the first player unless the config says otherwise; the first player picks
//!   first in the first Dojo, the other player first in the second.
//! - The 7 cards never laid out stay face down and unseen; the 4 discarded from the Dojos
//!   are public.
//! - Choose cards print no fixed symbols: they show only the chosen one (2 of it). If two
//!   or more Choose cards enter play in one turn (flipped or called, whoever owns them),
//!   none of them shows any symbol, now or later. A defeated Choose card does not count.
//! - Defeats and Loses to look at the printed symbols of the card the opponent flipped this
//!   turn. Strike! shows no symbols and nothing interacts with it, so it is never defeated
//!   (were it ever, it would return to its owner's hand).
//! - Call is optional and is decided by both callers at once, after the flip abilities. A
//!   called Strike! strikes this turn like a flipped one. A called card's Choose still
//!   happens; its Defeats, Loses to and Call do not.
//! - The Exhaust window opens only in a turn with a Strike! out, after Call and Choose.
//!   Both seats may exhaust any number of their cards in play, one at a time, in any
//!   order; exhausting reopens the other seat's chance to respond. The window closes when
//!   both have passed. Exhaust effects count for this turn's strikes only.
//! - Ongoing and Exhaust effects that count symbols ("per wisdom") count the printed and
//!   chosen symbols in play, not other effects. A reduction never goes below zero.
//! - "Three times in a row" counts consecutive turns in which both struck and neither
//!   succeeded; any other turn resets the count.
//! - A round ends at once on a successful strike (or a mutual defeat); all cards, exhaust
//!   piles included, go back to their owners' hands for the next round, and the Dojo is not
//!   played again. A mutual defeat scores a round for both; a match where both reach the
//!   target together is drawn.

pub mod bots;
pub mod cards;
mod cards_text;
mod game;
pub mod hint;
pub mod observation;
mod standing;
pub mod state;
#[cfg(test)]
mod tests;

pub use cards::{
    by_name, def, Ability, AbilityKind, CallTarget, Card, CardDef, Effect, Symbol, Symbols, DECK,
    DRAFT_CARDS, STRIKE, STRIKE_DEF,
};
pub use observation::PocketObservation;
pub use state::{
    Action, DefeatCause, Doing, Event, InPlay, Phase, PocketConfig, PocketError, PocketState,
    HIDDEN,
};

/// Cards laid out in each Dojo phase.
pub const DOJO_ROW: usize = 10;
/// Cards left in the row and discarded at the end of each Dojo phase.
pub const DOJO_LEFT: usize = 2;
/// Picks per player per Dojo phase.
pub const PICKS_EACH: usize = (DOJO_ROW - DOJO_LEFT) / 2;
/// Consecutive turns of double strikes without success that end a round in mutual defeat.
pub const STALEMATE_LIMIT: u8 = 3;
