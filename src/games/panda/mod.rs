//! Panda: four players in two partnerships climb with combinations; a Tichu relative.
//!
//! Modules: `cards` (the deck, bit sets), `combo` (recognising and comparing
//! combinations), `moves` (generation), `state` (rules), `observation` (what a seat sees),
//! `bots` (easy, medium, hard).
//!
//! # How a game runs (for the table)
//!
//! Every decision is an [`Action`] of one seat applied with `Game::apply(seat, &action)`.
//! `to_act` names the seats that must act now; `legal_actions(seat)` lists what each may
//! do (the table should rather use [`PandaState::check_play`] on the selected cards, and
//! [`PandaState::legal_plays`] to enable the Play button).
//!
//! | [`Phase`]      | who acts (`to_act`)                        | actions |
//! |----------------|--------------------------------------------|---------|
//! | `Passing`      | every seat that has not given yet, at once  | `GiveCards { left, partner, right }` |
//! | `Play`         | `turn()`                                   | `Play(cards)` (any combination that beats the table, an Ambush or a Kingdom included), `Pass` (not when leading) |
//! | `AmbushWindow` | every seat still holding 4+ cards, at once | `Play(ambush)` or `NoAmbush` |
//! | `GiveTrick`    | the Panda's player (`turn()`)              | `GiveTrick(opponent)` |
//! | `Over`         | nobody                                     | |
//!
//! `CallPanda` is open to any seat that has not played a card yet, at any moment, out of
//! turn too (it is listed in `legal_actions` of such a seat, but `to_act` does not ask for
//! it). A window opens after every play and every pass; a person holding no Ambush that
//! beats the table should be answered `NoAmbush` by the table at once (their own hand, so
//! that reveals nothing), otherwise the table shows the Ambush button. The window closes
//! when every seat in it declined, or at the first Ambush (which opens a new one).
//!
//! # Table decisions (where the seed and rulings leave it open)
//!
//! - Seats: "left" is the next seat number; teams are seats 0+2 and 1+3. In the passing a
//!   seat gives `left` to seat+1, `partner` to seat+2, `right` to seat+3.
//! - A Catfish in a set is read as the highest combination the set can form that beats the
//!   table (7,7,8,8,Catfish is a full house of 8s; 3,4,5,6,Catfish a run to 7): no
//!   declaration is needed. It can stand for a suited 1, never for the Stork itself.
//! - The first lead must hold a real rank-1 card (a suited 1 or the Stork); a Catfish
//!   standing for a 1 does not count. The Cat cannot be the first lead.
//! - An Ambush window is open only while a combination lies on the table: an Ambush is
//!   never laid out of turn on an empty table (it may be one's own lead). The window also
//!   follows the pass that closes a trick, so the last combination can still be ambushed.
//!   It is skipped when nobody could hold a beating Ambush by public facts alone (fewer
//!   than four cards, or every rank already seen).
//! - No window after the Cat (the table is empty) or after a Kingdom (nothing beats it).
//! - After an out-of-turn Ambush the turn goes to the ambusher's left.
//! - A Kingdom may also be led; it takes the trick at once with everything in it.
//! - The third player's last play takes the trick at once: no window follows it. A double
//!   victory ends the deal at once, whatever lies on the table.
//! - Calls and Kingdoms count in a double victory too (the call rule says so for calls;
//!   a Kingdom is a bonus of the same sort).
//! - The fourth player's won tricks go to the first out, their hand's points to the
//!   opponents' team.
//! - The Panda's trick may be given to either opponent, also one already out.
//! - Between deals there is no acknowledgement action: the next deal's passing starts at
//!   once (the scored deal is in `results()` and the `DealScored` event).
//! - Everything played is public (won cards are shown face up), so observations carry
//!   every seat's won cards.
//! - The target score is a config setting (`PandaConfig::target_score`, 100 to 10,000).

// Ranks 1..=14 and seats 0..4 index several parallel arrays at once.
#![allow(clippy::needless_range_loop)]

pub mod bots;
pub mod cards;
pub mod combo;
pub mod moves;
pub mod observation;
pub mod state;
#[cfg(test)]
mod tests;

pub use cards::{Card, CardSet, Suit, DECK_SIZE, HAND_SIZE};
pub use combo::{beats, play_reading, recognize, Combination, Kind};
pub use observation::PandaObservation;
pub use state::{
    partner, team, Action, DealResult, Event, PandaConfig, PandaError, PandaState, Phase, SEATS,
};
