//! Panda: four players in two partnerships climb with combinations; a Tichu relative.
//!
//! Modules: `cards` (the deck, bit sets), `combo` (recognising and comparing
//! combinations), `moves` (generation), `state` (rules), `observation` (what a seat sees),
//! `bots` (easy, medium, hard), `hint` (hard's choice explained); each uses only those
//! before it. `game` makes the state a
//! `Game` and a `BotPlayer`.
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
//! # What the table uses
//!
//! - Reading: [`PandaState`] getters `phase`, `turn`, `to_act`, `table` (with
//!   `table_owner` and `trick_cards`), `hand`, `won_cards`, `scores`, `called`,
//!   `out_order`, `results` (a [`DealResult`] per deal), `winner`, `window_pending`,
//!   `events` (all public; [`Event::describe`] gives the history line for seat names).
//! - A selection of cards: [`recognize`] names it as a lead ([`Combination::name`]:
//!   "Full house, 9s"); [`PandaState::check_play`] says what it is on the current table
//!   or why it may not be played ([`PandaError`]'s Display); [`beats`] compares two
//!   combinations; [`PandaState::legal_plays`] lists every playable set (to enable the
//!   Play button or hint).
//! - The Ambush button: [`moves::has_ambush`]`(hand, table)` for the seat's own hand; in
//!   an `AmbushWindow` the seat's answer is `Play(four cards)` or `NoAmbush`.
//! - The passing: `GiveCards { left, partner, right }` once per seat (to seat+1, seat+2,
//!   seat+3); the observation's `received` shows what each seat gave this one.
//! - The Panda's trick: in `GiveTrick` the Panda's player answers `GiveTrick(opponent)`.
//! - Calling Panda: `CallPanda` whenever [`PandaState::may_call`] is true.
//! - Bots: [`bots::decide`] (or `BotPlayer::bot_action`) from `observe(seat)` for a seat
//!   in `to_act`; in the passing and in windows several seats are asked at once.
//! - Cards: [`Card::name`] ("Asahi 7", "Stork") for accessible names; [`CardSet`] is a
//!   bit set (`from_cards`, `cards`, `to_vec`).
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
//! - The Panda's trick may be given to either opponent, also one already out. When the
//!   Panda's (or a Kingdom's, or any trick's) winner is out, the next player on their
//!   left holding cards leads.
//! - The random level (benchmarks only) draws uniformly among the fast generator's plays,
//!   one per distinct combination up to suits, and passing; it never calls.
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
mod game;
pub mod hint;
pub mod moves;
pub mod observation;
mod standing;
pub mod state;
#[cfg(test)]
pub(crate) mod tests;

pub use cards::{Card, CardSet, Suit, DECK_SIZE, HAND_SIZE};
pub use combo::{beats, play_reading, recognize, Combination, Kind};
pub use observation::PandaObservation;
pub use state::{
    partner, team, Action, DealResult, Event, NotNow, PandaConfig, PandaError, PandaState, Phase,
    SEATS,
};
