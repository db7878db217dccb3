//! Honor of the Samurai: 2 to 6 players, armies of three face-down cards, heads and
//! disgraces, and four variants (Kings, Negative heads, Charges, Diplomacy).
//!
//! The modules depend one way: `cards` (the deck) -> `state` (the rules: configuration,
//! actions, phases, events, errors, and how each action changes the state) ->
//! `observation` (what one seat sees) -> `bots` (the computer players, which see an
//! observation only) -> `hint` (hard's choice explained). `game` joins them in the shared
//! `Game` and `BotPlayer` traits.
//!
//! # How a game runs (for the table)
//!
//! Every decision is an [`Action`] of one seat, applied with `Game::apply(seat, &action)`;
//! everything else (dealing, the Setup/Discard phase, the battle, clean-up) happens inside
//! `apply` (and `Game::new`) and is told by [`Event`]s, which are all public.
//! [`HonorState::to_act`](crate::core::Game::to_act) names the seats that must act now and
//! `legal_actions(seat)` lists exactly what each may do.
//!
//! | [`Phase`]      | who acts (`to_act`)                          | actions |
//! |----------------|----------------------------------------------|---------|
//! | `DeclareSuit`  | the King (Kings, from the 2nd game)           | `DeclareIllegalSuit(suit)` |
//! | `JokerAppeal`  | each eligible seat in turn, then the King     | `Appeal` / `NoAppeal`, then `Respond` / `Reject` |
//! | `Exchange`     | every seat still in that has not ended, at once | `Exchange { hand_index, slot }`, `EndExchange` |
//! | `Charge`       | one seat at a time from the dealer's left (Charges) | `Charge { hand_index }` / `NoCharge` |
//! | `ArmyAppeal`   | each eligible seat in turn, then the King     | `AppealWithCard { hand_index }` / `NoAppeal`, then `Respond` / `Reject` |
//! | `Battle`       | any seat still in (the result is on show)     | `NextHand` |
//! | `GameOver`     | any seat (Kings: more games in the match)     | `NextGame` |
//! | `Over`         | nobody                                        | |
//!
//! `Game::new` deals the first hand and runs its Setup/Discard: a game can be over before
//! anybody acts (measured: 31% of two-player deals, 4% with four players;
//! `examples/honor_opening.rs`), unless the house rule `HonorConfig::opening_grace` is on. The
//! battle's result stays in `last_battle()` (and the `Battle` event) until the next one.
//! Observations carry the events of the current game only (`first_event` is where they
//! start in `HonorState::events()`, which holds the whole match; all events are public).
//! With several people at one device the table shows each seat its own observation.
//!
//! # Decisions where the rulings are silent
//!
//! - Seats and dealer: "left" is the next seat number. The dealer of the first hand is the
//!   last seat, so seat 0 is examined first; the deal passes left every hand (skipping
//!   players who are out) and carries on into the next game of a match. Dealing gives
//!   three army cards, one at a time around the table from the dealer's left, then three
//!   hand cards the same way.
//! - Setup/Discard: a player's turn first announces each Joker not yet shown in their hand
//!   (it is shown to everybody: `JokerDrawn`), then checks for K/Q/J. A hand holding a face
//!   card is shown to everybody as it is discarded (`HandDiscarded`, then `Disgraced`,
//!   then `Out` or `Redrew`); a Joker in such a hand goes to the discard pile with it. A
//!   redrawn hand is seen by its owner only.
//! - Several disgraces dealt at once (a Joker's, the illegal suit's, the failed charges')
//!   are given one by one from the left of the Joker's drawer (or of the dealer), each
//!   checked for 3 (or -3 heads) at once; whether the game is over is checked after the
//!   whole batch. If that leaves nobody in, the player among those just put out with the
//!   most heads wins; a tie for most heads is a game without a winner (only the illegal
//!   suit can do that, since a Joker's drawer and a battle's winner are never disgraced).
//! - A player who is out takes no further part; their hand and unrevealed army stay where
//!   they are until the clean-up and then go to the discard pile unseen.
//! - Exchange is simultaneous: each seat swaps as it likes (`Exchange`, each swap final,
//!   the hand shrinks by one) and then commits with `EndExchange`. Which slot a seat swapped
//!   is public (`Exchanged { seat, slot }`), the cards are not. Swapping into a slot one
//!   already filled is allowed (the known card goes to the exchange pile).
//! - Charges go in seat order from the dealer's left; a seat with an empty hand is skipped.
//!   The charge card lies face down beside the army and is revealed with it.
//! - Battle order: the armies of the players still in are revealed (`ArmiesRevealed`);
//!   Diplomacy appeals about Jokers in armies are heard; then the illegal suit disgraces
//!   (one per army holding the suit, charge included); whoever that puts out cannot win the
//!   battle, but their revealed face cards still count as heads for the winner; if it ends
//!   the game, the battle is not fought (`BattleResult::cut_short`). Then the winner is
//!   found, takes the heads, failed chargers are disgraced, and the game ends if the winner
//!   has the target heads (checked first) or one player is left.
//! - Negative heads: the disgrace counter stays 0; `heads` goes down by one per disgrace.
//! - Kings: a match has `games_in_match` games (default 3); the first game has no King and
//!   no illegal suit; the King of the next game is the previous game's winner, or nobody if
//!   it had none. The King keeps the title for the whole game even if put out (and may still
//!   answer appeals). The match winners are the seats with the most games won.
//! - Diplomacy: appeals about a Joker's disgraces come from the players it would disgrace
//!   (the King excluded) in seat order from the drawer's left; if at least one appeals, the
//!   King gives one answer for the whole Joker. Appeals about a Joker in an army come from
//!   the players still in whose revealed army (charge included) holds a Joker and who have
//!   at least one hand card, in seat order from the dealer's left; the appellant names the
//!   hand card that would replace the Joker, and the King answers each appeal in turn. If
//!   the army holds both Jokers only one is replaced. The King's card is drawn from the
//!   draw pile (reshuffled from the discard pile if empty; with both empty nothing is
//!   drawn and the appeal fails), shown, and discarded.
//! - Visibility: the discard pile keeps what was shown (discarded face-card hands, revealed
//!   army cards, the King's draws, replaced Jokers); hands and the exchange pile go to it
//!   unseen at the clean-up (how many cards came from hands is public). Observations list
//!   every card whose place the seat knows. A Joker shown in a hand stays known to be there
//!   until its owner moves any hand card into the army (then nobody else can tell which).
//! - A Kings match with no game won by anybody has no match winner (`match_winners()` is
//!   empty).

pub mod bots;
pub mod cards;
mod game;
pub mod hint;
pub mod observation;
mod standing;
pub mod state;
#[cfg(test)]
mod tests;

pub use cards::{face_count, total, Card, Rank, Suit, DECK_SIZE};
pub use observation::{HonorObservation, Place, SeatView};
pub use standing::heads_ja;
pub use state::{
    Action, AppealKind, AppealWindow, BattleResult, ConfigError, DisgraceReason, Event, GameEnd,
    GameResult, HonorConfig, HonorError, HonorState, Phase,
};

/// Cards dealt face down to each army.
pub const ARMY_SIZE: usize = 3;
/// Cards dealt to each hand.
pub const HAND_SIZE: usize = 3;
pub const MIN_SEATS: usize = 2;
pub const MAX_SEATS: usize = 6;
/// A player with this many disgraces is out.
pub const DISGRACES_OUT: u8 = 3;
/// Negative heads: a player at this many heads (or fewer) is out.
pub const NEGATIVE_HEADS_OUT: i32 = -3;
/// Heads that win a game unless the configuration says otherwise.
pub const DEFAULT_TARGET_HEADS: u32 = 10;
