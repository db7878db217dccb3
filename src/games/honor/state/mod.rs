//! The rules: configuration, actions, phases, events, the state and how each action
//! changes it.
//!
//! Every card lies in one place (draw pile, discard pile, exchange pile, a hand, an army or
//! a charge) together with the set of seats that know it is there (`Held::known`). That
//! set is what observations are built from, so an observation can never show a card its
//! seat has not been shown.
//!
//! This file holds the state and what reads it; the rules are split by job:
//! `config`, `action` (actions, phases, errors) and `events` are the public types;
//! `setup` deals and runs Setup/Discard and the clean-up, `exchange` the exchange and the
//! charges, `battle` the reveal and the battle, `appeal` the King and Diplomacy,
//! `disgrace` disgraces and the end of a game, `validate` who acts and what is legal.

mod action;
mod appeal;
mod battle;
mod config;
mod disgrace;
mod events;
mod exchange;
mod setup;
mod validate;

pub use action::{Action, HonorError, Phase};
pub use appeal::{AppealKind, AppealWindow};
pub use config::{ConfigError, HonorConfig};
pub use events::{BattleResult, DisgraceReason, Event, GameEnd, GameResult};

use super::cards::{Card, Suit, DECK_SIZE};
use super::ARMY_SIZE;
use crate::core::rng::{self, GameRng};
use crate::core::Seat;
use rand::seq::SliceRandom;

/// Knowledge bits: bit `s` set = seat `s` knows this card is here.
pub(crate) type Knowers = u8;
/// Shown to everybody.
pub(crate) const EVERYONE: Knowers = 0xFF;

pub(crate) fn bit(seat: Seat) -> Knowers {
    1 << seat
}

/// A card where it lies, with the seats that know it is there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Held {
    pub(crate) card: Card,
    pub(crate) known: Knowers,
    /// In the discard pile: went there face down from a hand at a clean-up (everybody saw
    /// how many such cards went there, not which).
    pub(crate) from_hand: bool,
}

impl Held {
    pub(crate) fn new(card: Card, known: Knowers) -> Self {
        Held {
            card,
            known,
            from_hand: false,
        }
    }
    pub(crate) fn hidden(card: Card) -> Self {
        Held::new(card, 0)
    }
    pub(crate) fn known_to(self, seat: Seat) -> bool {
        self.known & bit(seat) != 0
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct SeatState {
    pub(crate) hand: Vec<Held>,
    /// Three slots while a hand is played.
    pub(crate) army: Vec<Held>,
    pub(crate) charge: Option<Held>,
    pub(crate) heads: i32,
    pub(crate) disgraces: u8,
    pub(crate) out: bool,
    pub(crate) games_won: u32,
    // This hand:
    pub(crate) swaps: u8,
    /// Army slots swapped this hand (public).
    pub(crate) swapped: [bool; ARMY_SIZE],
    pub(crate) exchange_done: bool,
    pub(crate) charged: Option<bool>,
    pub(crate) army_revealed: bool,
}

impl SeatState {
    fn new() -> Self {
        SeatState {
            hand: Vec::new(),
            army: Vec::new(),
            charge: None,
            heads: 0,
            disgraces: 0,
            out: false,
            games_won: 0,
            swaps: 0,
            swapped: [false; ARMY_SIZE],
            exchange_done: false,
            charged: None,
            army_revealed: false,
        }
    }

    /// Army slots then the charge.
    pub(crate) fn army_cards(&self) -> Vec<Card> {
        self.army
            .iter()
            .chain(self.charge.iter())
            .map(|h| h.card)
            .collect()
    }
}

/// Where Setup/Discard is: the players in order from the dealer's left and whose turn it is.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct SetupCursor {
    pub(crate) order: Vec<Seat>,
    pub(crate) pos: usize,
}

#[derive(Clone, Debug, PartialEq)]
pub struct HonorState {
    pub(crate) config: HonorConfig,
    pub(crate) rng: GameRng,
    pub(crate) phase: Phase,
    /// The top card is the last.
    pub(crate) draw: Vec<Held>,
    pub(crate) discard: Vec<Held>,
    pub(crate) exchange_pile: Vec<Held>,
    pub(crate) seats: Vec<SeatState>,
    pub(crate) dealer: Seat,
    pub(crate) game_no: u32,
    pub(crate) hand_no: u32,
    pub(crate) king: Option<Seat>,
    pub(crate) illegal_suit: Option<Suit>,
    pub(crate) setup: SetupCursor,
    pub(crate) appeal: Option<AppealWindow>,
    /// Army appeals: the hand card each appellant named (hidden from the others).
    pub(crate) appeal_cards: Vec<usize>,
    pub(crate) charge_order: Vec<Seat>,
    pub(crate) charge_pos: usize,
    pub(crate) last_battle: Option<BattleResult>,
    pub(crate) results: Vec<GameResult>,
    pub(crate) events: Vec<Event>,
}

impl HonorState {
    /// A new match, or the reason the configuration cannot be played.
    pub fn try_new(config: &HonorConfig, seed: u64) -> Result<Self, ConfigError> {
        config.validate()?;
        Ok(Self::start(config, seed, None))
    }

    /// A match whose first deal comes from `deck` (top card first) instead of a shuffle.
    /// `deck` must hold each of the 54 cards once. For tests and puzzles.
    pub fn with_deck(config: &HonorConfig, seed: u64, deck: &[Card]) -> Self {
        let mut sorted: Vec<Card> = deck.to_vec();
        sorted.sort();
        assert!(
            sorted.iter().copied().eq(Card::all()),
            "a deck holds each of the 54 cards once"
        );
        let draw = deck.iter().rev().map(|&c| Held::hidden(c)).collect();
        Self::start(config, seed, Some(draw))
    }

    /// A new match from `seed` (or from `deck`, top card last), with the first hand dealt
    /// and its Setup/Discard run.
    pub(crate) fn start(config: &HonorConfig, seed: u64, deck: Option<Vec<Held>>) -> Self {
        let config = config.normalized();
        let n = config.seats;
        let mut rng = rng::from_seed(seed);
        let draw = deck.unwrap_or_else(|| {
            let mut cards: Vec<Held> = Card::all().map(Held::hidden).collect();
            cards.shuffle(&mut rng);
            cards
        });
        let mut state = HonorState {
            config,
            rng,
            phase: Phase::Exchange,
            draw,
            discard: Vec::new(),
            exchange_pile: Vec::new(),
            seats: (0..n).map(|_| SeatState::new()).collect(),
            dealer: n - 1,
            game_no: 1,
            hand_no: 0,
            king: None,
            illegal_suit: None,
            setup: SetupCursor::default(),
            appeal: None,
            appeal_cards: Vec::new(),
            charge_order: Vec::new(),
            charge_pos: 0,
            last_battle: None,
            results: Vec::new(),
            events: Vec::new(),
        };
        state.events.push(Event::GameBegins {
            game_no: 1,
            king: None,
        });
        state.start_hand();
        state
    }

    // ------------------------------------------------------------ public reading

    pub fn config(&self) -> &HonorConfig {
        &self.config
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// 1-based number of the game in the match.
    pub fn game_no(&self) -> u32 {
        self.game_no
    }
    /// 1-based number of the hand in the current game.
    pub fn hand_no(&self) -> u32 {
        self.hand_no
    }
    pub fn dealer(&self) -> Seat {
        self.dealer
    }
    /// Kings: the previous game's winner, for the current game.
    pub fn king(&self) -> Option<Seat> {
        self.king
    }
    pub fn illegal_suit(&self) -> Option<Suit> {
        self.illegal_suit
    }
    pub fn heads(&self, seat: Seat) -> i32 {
        self.seats[seat].heads
    }
    pub fn disgraces(&self, seat: Seat) -> u8 {
        self.seats[seat].disgraces
    }
    pub fn is_out(&self, seat: Seat) -> bool {
        self.seats[seat].out
    }
    pub fn games_won(&self, seat: Seat) -> u32 {
        self.seats[seat].games_won
    }
    /// Seats still in the current game, in seat order.
    pub fn in_players(&self) -> Vec<Seat> {
        (0..self.seats.len())
            .filter(|&s| !self.seats[s].out)
            .collect()
    }
    pub fn appeal(&self) -> Option<&AppealWindow> {
        self.appeal.as_ref()
    }
    pub fn last_battle(&self) -> Option<&BattleResult> {
        self.last_battle.as_ref()
    }
    /// Results of the games finished so far in the match.
    pub fn results(&self) -> &[GameResult] {
        &self.results
    }
    /// All events since the match began (all public).
    pub fn events(&self) -> &[Event] {
        &self.events
    }
    pub fn draw_count(&self) -> usize {
        self.draw.len()
    }
    pub fn discard_count(&self) -> usize {
        self.discard.len()
    }
    pub fn exchange_pile_count(&self) -> usize {
        self.exchange_pile.len()
    }
    pub fn hand_count(&self, seat: Seat) -> usize {
        self.seats[seat].hand.len()
    }
    /// The seat's hand (the table shows it to its owner only).
    pub fn hand(&self, seat: Seat) -> Vec<Card> {
        self.seats[seat].hand.iter().map(|h| h.card).collect()
    }

    /// Once the match is over: the seats with the most games won.
    pub fn match_winners(&self) -> Option<Vec<Seat>> {
        (self.phase == Phase::Over).then(|| {
            let best = self.seats.iter().map(|s| s.games_won).max().unwrap_or(0);
            if best == 0 {
                return Vec::new();
            }
            (0..self.seats.len())
                .filter(|&s| self.seats[s].games_won == best)
                .collect()
        })
    }

    /// Every card lies in exactly one place (checked after every action by the simulations).
    pub fn card_counts_consistent(&self) -> bool {
        let mut seen = [0u8; DECK_SIZE];
        let mut count = |h: &Held| seen[h.card.0 as usize] += 1;
        self.draw.iter().for_each(&mut count);
        self.discard.iter().for_each(&mut count);
        self.exchange_pile.iter().for_each(&mut count);
        for s in &self.seats {
            s.hand.iter().for_each(&mut count);
            s.army.iter().for_each(&mut count);
            s.charge.iter().for_each(&mut count);
        }
        seen.iter().all(|&n| n == 1)
    }

    // ------------------------------------------------------------ helpers

    /// A new match from `seed` (see [`HonorState::start`]).
    pub(crate) fn dealt(config: &HonorConfig, seed: u64) -> Self {
        Self::start(config, seed, None)
    }

    pub(crate) fn seat_count(&self) -> usize {
        self.n()
    }

    pub(crate) fn is_over(&self) -> bool {
        self.phase() == Phase::Over
    }

    pub(crate) fn apply(&mut self, seat: Seat, action: &Action) -> Result<(), HonorError> {
        self.validate(seat, action)?;
        match action {
            Action::DeclareIllegalSuit(suit) => self.declare_illegal_suit(seat, *suit),
            Action::Appeal
            | Action::AppealWithCard { .. }
            | Action::NoAppeal
            | Action::Respond
            | Action::Reject => self.answer_appeal(seat, action),
            Action::Exchange { hand_index, slot } => self.exchange(seat, *hand_index, *slot),
            Action::EndExchange => self.end_exchange(seat),
            Action::Charge { hand_index } => self.charge(seat, *hand_index),
            Action::NoCharge => self.no_charge(seat),
            Action::NextHand => self.next_hand(),
            Action::NextGame => self.next_game(),
        }
        Ok(())
    }

    pub(crate) fn n(&self) -> usize {
        self.seats.len()
    }

    /// Seats still in, in seat order starting left of `from`.
    pub(crate) fn in_from_left_of(&self, from: Seat) -> Vec<Seat> {
        let n = self.n();
        (1..=n)
            .map(|k| (from + k) % n)
            .filter(|&s| !self.seats[s].out)
            .collect()
    }

    fn game_ended(&self) -> bool {
        matches!(self.phase, Phase::GameOver | Phase::Over)
    }

    /// The top card of the draw pile; the discard pile is shuffled in when it is empty.
    /// `None` when both are empty.
    fn draw_one(&mut self) -> Option<Card> {
        if self.draw.is_empty() {
            if self.discard.is_empty() {
                return None;
            }
            let cards = self.discard.len();
            self.draw = std::mem::take(&mut self.discard)
                .into_iter()
                .map(|h| Held::hidden(h.card))
                .collect();
            self.draw.shuffle(&mut self.rng);
            self.events.push(Event::Reshuffled { cards });
        }
        self.draw.pop().map(|h| h.card)
    }
}
