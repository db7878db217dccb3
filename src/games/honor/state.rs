//! The rules: configuration, actions, phases, events, `apply`, errors.
//!
//! Every card lies in one place (draw pile, discard pile, exchange pile, a hand, an army or
//! a charge) together with the set of seats that know it is there (`Held::known`). That
//! set is what observations are built from, so an observation can never show a card its
//! seat has not been shown.

use super::cards::{face_count, Card, Suit, DECK_SIZE};
use super::observation::HonorObservation;
use super::{
    ARMY_SIZE, DEFAULT_TARGET_HEADS, DISGRACES_OUT, HAND_SIZE, MAX_SEATS, MIN_SEATS,
    NEGATIVE_HEADS_OUT,
};
use crate::core::rng::{self, GameRng};
use crate::core::{Game, Seat};
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};
use std::fmt;

// ---------------------------------------------------------------- configuration

/// Options chosen before the game. Saved with the log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct HonorConfig {
    /// 2 to 6.
    pub seats: usize,
    /// Kings: a match of `games_in_match` games; the previous winner declares an illegal suit.
    pub kings: bool,
    /// Negative heads: a disgrace is -1 head; out at -3 heads.
    pub negative_heads: bool,
    /// Charges: after the exchange each player may add one hand card to the army.
    pub charges: bool,
    /// Diplomacy (only with Kings): appeals to the King about Jokers.
    pub diplomacy: bool,
    /// Agreed value of one head, shown on the end screen (0: no stake).
    pub stake_per_head: u32,
    /// Heads that win the game (10).
    pub target_heads: u32,
    /// Games in a Kings match (2 to 9, default 3). Without Kings a match is one game.
    pub games_in_match: u32,
}

impl Default for HonorConfig {
    fn default() -> Self {
        HonorConfig {
            seats: 4,
            kings: false,
            negative_heads: false,
            charges: false,
            diplomacy: false,
            stake_per_head: 0,
            target_heads: DEFAULT_TARGET_HEADS,
            games_in_match: 3,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigError {
    SeatCount(usize),
    DiplomacyNeedsKings,
    TargetHeads(u32),
    GamesInMatch(u32),
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::SeatCount(n) => {
                write!(f, "{MIN_SEATS} to {MAX_SEATS} players can play, not {n}")
            }
            ConfigError::DiplomacyNeedsKings => {
                write!(f, "Diplomacy can only be played with the Kings variant")
            }
            ConfigError::TargetHeads(n) => write!(f, "the heads to win must be 1 to 99, not {n}"),
            ConfigError::GamesInMatch(n) => {
                write!(f, "a match of Kings has 2 to 9 games, not {n}")
            }
        }
    }
}

impl HonorConfig {
    /// Every variant on, for `seats` players.
    pub fn all_variants(seats: usize) -> Self {
        HonorConfig {
            seats,
            kings: true,
            negative_heads: true,
            charges: true,
            diplomacy: true,
            ..HonorConfig::default()
        }
    }

    /// Why this configuration cannot be played, if it cannot. The new-game dialog should
    /// check this; `Game::new` plays the [`normalized`](Self::normalized) configuration.
    pub fn validate(&self) -> Result<(), ConfigError> {
        if !(MIN_SEATS..=MAX_SEATS).contains(&self.seats) {
            return Err(ConfigError::SeatCount(self.seats));
        }
        if self.diplomacy && !self.kings {
            return Err(ConfigError::DiplomacyNeedsKings);
        }
        if !(1..=99).contains(&self.target_heads) {
            return Err(ConfigError::TargetHeads(self.target_heads));
        }
        if self.kings && !(2..=9).contains(&self.games_in_match) {
            return Err(ConfigError::GamesInMatch(self.games_in_match));
        }
        Ok(())
    }

    /// The nearest playable configuration: seats clamped to 2..=6, Diplomacy off without
    /// Kings, target clamped to 1..=99, games in a match clamped to 2..=9.
    pub fn normalized(&self) -> Self {
        HonorConfig {
            seats: self.seats.clamp(MIN_SEATS, MAX_SEATS),
            diplomacy: self.diplomacy && self.kings,
            target_heads: self.target_heads.clamp(1, 99),
            games_in_match: self.games_in_match.clamp(2, 9),
            ..self.clone()
        }
    }

    /// Games in the match: `games_in_match` with Kings, else 1.
    pub fn match_length(&self) -> u32 {
        if self.kings {
            self.games_in_match
        } else {
            1
        }
    }
}

// ---------------------------------------------------------------- actions, phases, errors

/// Every decision of the game, each made by one seat.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Kings: the King names the illegal suit before the first hand of a game.
    DeclareIllegalSuit(Suit),
    /// Diplomacy (1): appeal to the King against a Joker's disgrace.
    Appeal,
    /// Diplomacy (2): appeal to the King about the Joker in one's army; the named hand card
    /// replaces the Joker if the King responds and draws a face card.
    AppealWithCard {
        hand_index: usize,
    },
    /// Either appeal window: let it be.
    NoAppeal,
    /// The King hears the appeal and draws a card.
    Respond,
    /// The King turns the appeal down.
    Reject,
    /// Put hand card `hand_index` into army slot `slot` (0..3); the card there goes unseen to
    /// the exchange pile.
    Exchange {
        hand_index: usize,
        slot: usize,
    },
    /// Done exchanging for this hand.
    EndExchange,
    /// Charges: add hand card `hand_index` face down to the army.
    Charge {
        hand_index: usize,
    },
    NoCharge,
    /// After the battle: clean up and deal the next hand.
    NextHand,
    /// Kings, between games of a match: start the next game.
    NextGame,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// The King declares the illegal suit.
    DeclareSuit,
    /// Setup/Discard is paused: appeals against a Joker's disgraces (see [`AppealWindow`]).
    JokerAppeal,
    /// Players swap hand cards into their armies, all at once.
    Exchange,
    /// Players add charges, one at a time.
    Charge,
    /// Armies are revealed; appeals about Jokers in armies (see [`AppealWindow`]).
    ArmyAppeal,
    /// The battle is decided and on show ([`HonorState::last_battle`]); `NextHand` goes on.
    Battle,
    /// A game of a Kings match is over; `NextGame` starts the next.
    GameOver,
    /// The match (or the single game) is over.
    Over,
}

impl Phase {
    pub fn name(self) -> &'static str {
        match self {
            Phase::DeclareSuit => "the King's declaration",
            Phase::JokerAppeal => "an appeal against a Joker",
            Phase::Exchange => "the exchange",
            Phase::Charge => "the charges",
            Phase::ArmyAppeal => "an appeal about a Joker in an army",
            Phase::Battle => "the battle",
            Phase::GameOver => "the end of the game",
            Phase::Over => "the end of the match",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HonorError {
    /// The match (or single game) is over.
    MatchOver,
    NoSuchSeat(Seat),
    /// This action has no place in the current phase or step.
    NotNow(Phase),
    /// This seat has nothing to do now.
    NotYourTurn(Seat),
    /// This seat is out of the game.
    OutOfGame(Seat),
    /// A King may not appeal to themselves.
    KingCannotAppeal,
    NoSuchHandCard {
        index: usize,
        hand: usize,
    },
    NoSuchArmySlot(usize),
}

impl fmt::Display for HonorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HonorError::MatchOver => write!(f, "the game is over"),
            HonorError::NoSuchSeat(s) => write!(f, "there is no seat {s} at this table"),
            HonorError::NotNow(p) => write!(f, "that cannot be done during {}", p.name()),
            HonorError::NotYourTurn(s) => write!(f, "seat {s} has nothing to do now"),
            HonorError::OutOfGame(s) => write!(f, "seat {s} is out of the game"),
            HonorError::KingCannotAppeal => write!(f, "a King may not appeal to themselves"),
            HonorError::NoSuchHandCard { index, hand } => {
                write!(f, "there is no card {index} in a hand of {hand}")
            }
            HonorError::NoSuchArmySlot(s) => {
                write!(
                    f,
                    "there is no army slot {s} (slots are 0 to {})",
                    ARMY_SIZE - 1
                )
            }
        }
    }
}

// ---------------------------------------------------------------- events and results

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DisgraceReason {
    /// A K, Q or J in the hand during Setup/Discard.
    FaceCardInHand,
    /// A Joker arrived in this seat's hand.
    JokerDrawnBy(Seat),
    /// Kings: the revealed army held the illegal suit.
    IllegalSuit,
    /// Charges: charged, and somebody else won the battle.
    FailedCharge,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AppealKind {
    /// Diplomacy (1): against the disgraces of the Joker `drawer` drew.
    JokerDisgrace { drawer: Seat },
    /// Diplomacy (2): about Jokers in revealed armies.
    JokerInArmy,
}

/// An open Diplomacy window. First every seat of `eligible` answers, in that order
/// (`Appeal` / `AppealWithCard` or `NoAppeal`); then the King answers: once for the whole
/// Joker (`JokerDisgrace`, if anybody appealed) or once per appellant in order
/// (`JokerInArmy`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AppealWindow {
    pub kind: AppealKind,
    pub king: Seat,
    pub eligible: Vec<Seat>,
    /// How many of `eligible` have answered.
    pub answered: usize,
    pub appellants: Vec<Seat>,
    /// How many appeals the King has answered.
    pub judged: usize,
}

impl AppealWindow {
    /// The seat that must answer now.
    pub fn next_to_act(&self) -> Seat {
        self.eligible
            .get(self.answered)
            .copied()
            .unwrap_or(self.king)
    }

    /// Whether the King is the one to answer now.
    pub fn king_to_answer(&self) -> bool {
        self.answered >= self.eligible.len()
    }

    /// The appellant whose appeal the King answers now (`JokerInArmy`).
    pub fn appellant_judged(&self) -> Option<Seat> {
        self.appellants.get(self.judged).copied()
    }
}

/// One battle, fully explained. Seat-indexed vectors have one entry per seat; seats that
/// were not in the battle have `None` / `false`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BattleResult {
    pub game_no: u32,
    pub hand_no: u32,
    /// Revealed armies: the three slots, then the charge if there was one.
    pub armies: Vec<Option<Vec<Card>>>,
    pub charged: Vec<bool>,
    pub totals: Vec<Option<u32>>,
    /// The army held a Joker and lost.
    pub joker: Vec<bool>,
    /// Kings: these seats' armies held the illegal suit (one disgrace each).
    pub illegal: Vec<Seat>,
    /// `None` when the highest total was tied, every army held a Joker, or the battle was
    /// cut short.
    pub winner: Option<Seat>,
    /// K, Q and J in all revealed armies: the heads the winner took (if any).
    pub heads: u32,
    /// Charges: chargers disgraced because somebody else won.
    pub failed_chargers: Vec<Seat>,
    /// The illegal suit's disgraces ended the game before the battle was decided.
    pub cut_short: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameEnd {
    /// The winner reached the target heads.
    TargetHeads,
    /// Everybody else is out.
    LastStanding,
    /// Everybody went out in one batch; the winner had the most heads among them.
    AllOutMostHeads,
    /// Everybody went out in one batch with a tie for most heads: no winner.
    AllOutTied,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    pub game_no: u32,
    pub winner: Option<Seat>,
    pub how: GameEnd,
    /// Heads per seat at the end (negative possible with Negative heads).
    pub heads: Vec<i32>,
    pub disgraces: Vec<u8>,
    pub stake_per_head: u32,
}

impl GameResult {
    /// What each seat's heads are worth at the agreed stake: heads times stake.
    pub fn stakes(&self) -> Vec<i64> {
        self.heads
            .iter()
            .map(|&h| h as i64 * self.stake_per_head as i64)
            .collect()
    }
}

/// What happened, in order. Every event is public: none names a card nobody was shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    GameBegins {
        game_no: u32,
        king: Option<Seat>,
    },
    IllegalSuitDeclared {
        king: Seat,
        suit: Suit,
    },
    /// Three army cards and three hand cards were dealt to each player still in.
    HandBegins {
        game_no: u32,
        hand_no: u32,
        dealer: Seat,
    },
    /// The discard pile (`cards` of them) was shuffled into a new draw pile.
    Reshuffled {
        cards: usize,
    },
    /// A Joker arrived in this seat's hand and is shown.
    JokerDrawn {
        seat: Seat,
    },
    /// A hand holding a face card is shown and discarded.
    HandDiscarded {
        seat: Seat,
        cards: Vec<Card>,
    },
    /// `disgraces` and `heads` are the seat's counts afterwards.
    Disgraced {
        seat: Seat,
        reason: DisgraceReason,
        disgraces: u8,
        heads: i32,
    },
    Out {
        seat: Seat,
    },
    /// A new hand of `cards` cards (fewer only if both piles ran out).
    Redrew {
        seat: Seat,
        cards: usize,
    },
    AppealAnswered {
        seat: Seat,
        appealed: bool,
    },
    /// The King's answer; `appellant` is set for appeals about a Joker in an army.
    KingAnswered {
        king: Seat,
        appellant: Option<Seat>,
        respond: bool,
    },
    /// The King's draw, shown and discarded (`None`: both piles were empty).
    KingDrew {
        king: Seat,
        card: Option<Card>,
    },
    /// The Joker's disgraces are cancelled for everybody.
    JokerCancelled {
        drawer: Seat,
    },
    Exchanged {
        seat: Seat,
        slot: usize,
    },
    ExchangeEnded {
        seat: Seat,
        swaps: u8,
    },
    Charged {
        seat: Seat,
    },
    NoCharge {
        seat: Seat,
    },
    /// Armies of the players still in, per seat (slots then the charge).
    ArmiesRevealed {
        armies: Vec<Option<Vec<Card>>>,
    },
    /// Diplomacy: the appellant's Joker was replaced by a hand card.
    JokerReplaced {
        seat: Seat,
        joker: Card,
        replacement: Card,
    },
    Battle(Box<BattleResult>),
    GameOver(Box<GameResult>),
    MatchOver {
        winners: Vec<Seat>,
        games_won: Vec<u32>,
    },
}

// ---------------------------------------------------------------- the state

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
        Ok(Self::new(config, seed))
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

    fn start(config: &HonorConfig, seed: u64, deck: Option<Vec<Held>>) -> Self {
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

    fn n(&self) -> usize {
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

    fn disgraced_out(&self, seat: Seat) -> bool {
        let s = &self.seats[seat];
        if self.config.negative_heads {
            s.heads <= NEGATIVE_HEADS_OUT
        } else {
            s.disgraces >= DISGRACES_OUT
        }
    }

    /// One disgrace, checked at once; returns whether it put the seat out.
    fn disgrace(&mut self, seat: Seat, reason: DisgraceReason) -> bool {
        if self.config.negative_heads {
            self.seats[seat].heads -= 1;
        } else {
            self.seats[seat].disgraces += 1;
        }
        let s = &self.seats[seat];
        self.events.push(Event::Disgraced {
            seat,
            reason,
            disgraces: s.disgraces,
            heads: s.heads,
        });
        if self.disgraced_out(seat) {
            self.seats[seat].out = true;
            self.events.push(Event::Out { seat });
            true
        } else {
            false
        }
    }

    /// Disgraces given at once, one by one in the order given; then whether the game is
    /// over. Returns true if it ended the game.
    fn disgrace_batch(&mut self, seats: &[Seat], reason: DisgraceReason) -> bool {
        let went_out = self.disgrace_all(seats, reason);
        self.check_standing(&went_out)
    }

    /// Disgraces given at once, one by one in the order given; returns who went out.
    fn disgrace_all(&mut self, seats: &[Seat], reason: DisgraceReason) -> Vec<Seat> {
        let mut went_out = Vec::new();
        for &s in seats {
            if !self.seats[s].out && self.disgrace(s, reason) {
                went_out.push(s);
            }
        }
        went_out
    }

    /// Ends the game if one player (or nobody) is left in. `went_out`: the seats just put
    /// out, among whom the most heads wins if nobody is left.
    fn check_standing(&mut self, went_out: &[Seat]) -> bool {
        let left = self.in_players();
        match left.len() {
            0 => {
                let best = went_out.iter().map(|&s| self.seats[s].heads).max();
                let top: Vec<Seat> = went_out
                    .iter()
                    .copied()
                    .filter(|&s| Some(self.seats[s].heads) == best)
                    .collect();
                if top.len() == 1 {
                    self.end_game(Some(top[0]), GameEnd::AllOutMostHeads);
                } else {
                    self.end_game(None, GameEnd::AllOutTied);
                }
                true
            }
            1 => {
                self.end_game(Some(left[0]), GameEnd::LastStanding);
                true
            }
            _ => false,
        }
    }

    pub(crate) fn end_game(&mut self, winner: Option<Seat>, how: GameEnd) {
        self.appeal = None;
        if let Some(w) = winner {
            self.seats[w].games_won += 1;
        }
        let result = GameResult {
            game_no: self.game_no,
            winner,
            how,
            heads: self.seats.iter().map(|s| s.heads).collect(),
            disgraces: self.seats.iter().map(|s| s.disgraces).collect(),
            stake_per_head: self.config.stake_per_head,
        };
        self.results.push(result.clone());
        self.events.push(Event::GameOver(Box::new(result)));
        if self.game_no < self.config.match_length() {
            self.phase = Phase::GameOver;
        } else {
            self.phase = Phase::Over;
            let games_won: Vec<u32> = self.seats.iter().map(|s| s.games_won).collect();
            let winners = self.match_winners().unwrap_or_default();
            self.events.push(Event::MatchOver { winners, games_won });
        }
    }

    // ------------------------------------------------------------ a hand

    /// Deals and runs Setup/Discard (the dealer is already set).
    pub(crate) fn start_hand(&mut self) {
        // Until Setup/Discard opens a window, ends the game or hands over to the exchange.
        self.phase = Phase::Exchange;
        self.hand_no += 1;
        for s in &mut self.seats {
            s.swaps = 0;
            s.swapped = [false; ARMY_SIZE];
            s.exchange_done = false;
            s.charged = None;
            s.army_revealed = false;
        }
        self.events.push(Event::HandBegins {
            game_no: self.game_no,
            hand_no: self.hand_no,
            dealer: self.dealer,
        });
        let order = self.in_from_left_of(self.dealer);
        for _ in 0..ARMY_SIZE {
            for &s in &order {
                if let Some(card) = self.draw_one() {
                    self.seats[s].army.push(Held::hidden(card));
                }
            }
        }
        for _ in 0..HAND_SIZE {
            for &s in &order {
                if let Some(card) = self.draw_one() {
                    self.seats[s].hand.push(Held::new(card, bit(s)));
                }
            }
        }
        self.setup = SetupCursor { order, pos: 0 };
        self.run_setup();
    }

    /// Setup/Discard, player by player, until it needs an appeal decision, ends the game
    /// or is done (then the exchange begins).
    fn run_setup(&mut self) {
        while !self.game_ended() {
            let Some(&seat) = self.setup.order.get(self.setup.pos) else {
                self.begin_exchange();
                return;
            };
            if self.seats[seat].out {
                self.setup.pos += 1;
                continue;
            }
            // Each Joker that arrived in the hand is shown and disgraces the others.
            let unannounced = self.seats[seat]
                .hand
                .iter()
                .position(|h| h.card.is_joker() && h.known != EVERYONE);
            if let Some(i) = unannounced {
                self.seats[seat].hand[i].known = EVERYONE;
                self.events.push(Event::JokerDrawn { seat });
                if self.joker_strikes(seat) {
                    return;
                }
                continue;
            }
            if self.seats[seat].hand.iter().any(|h| h.card.is_face()) {
                let hand: Vec<Held> = std::mem::take(&mut self.seats[seat].hand);
                let cards: Vec<Card> = hand.iter().map(|h| h.card).collect();
                self.discard
                    .extend(hand.into_iter().map(|h| Held::new(h.card, EVERYONE)));
                self.events.push(Event::HandDiscarded { seat, cards });
                let out = self.disgrace(seat, DisgraceReason::FaceCardInHand);
                if out {
                    if self.check_standing(&[seat]) {
                        return;
                    }
                    self.setup.pos += 1;
                    continue;
                }
                let mut drawn = 0;
                for _ in 0..HAND_SIZE {
                    if let Some(card) = self.draw_one() {
                        self.seats[seat].hand.push(Held::new(card, bit(seat)));
                        drawn += 1;
                    }
                }
                self.events.push(Event::Redrew { seat, cards: drawn });
                continue;
            }
            self.setup.pos += 1;
        }
    }

    /// A Joker drawn by `drawer` would disgrace every other player still in. Opens the
    /// appeal window (Diplomacy) or deals the disgraces. Returns true if setup must stop
    /// (a window is open or the game ended).
    fn joker_strikes(&mut self, drawer: Seat) -> bool {
        let targets = self.joker_targets(drawer);
        if let (true, Some(king)) = (self.config.diplomacy, self.king) {
            let eligible: Vec<Seat> = targets.iter().copied().filter(|&s| s != king).collect();
            if !eligible.is_empty() {
                self.appeal = Some(AppealWindow {
                    kind: AppealKind::JokerDisgrace { drawer },
                    king,
                    eligible,
                    answered: 0,
                    appellants: Vec::new(),
                    judged: 0,
                });
                self.appeal_cards.clear();
                self.phase = Phase::JokerAppeal;
                return true;
            }
        }
        self.disgrace_batch(&targets, DisgraceReason::JokerDrawnBy(drawer))
    }

    fn begin_exchange(&mut self) {
        self.phase = Phase::Exchange;
        for s in &mut self.seats {
            s.exchange_done = s.out;
        }
    }

    fn after_exchange(&mut self) {
        if self.config.charges {
            self.charge_order = self.in_from_left_of(self.dealer);
            self.charge_pos = 0;
            self.phase = Phase::Charge;
            self.next_charger();
        } else {
            self.reveal();
        }
    }

    /// Skips seats with nothing to charge; reveals when everybody has decided.
    fn next_charger(&mut self) {
        while let Some(&s) = self.charge_order.get(self.charge_pos) {
            if !self.seats[s].hand.is_empty() {
                return;
            }
            self.seats[s].charged = Some(false);
            self.charge_pos += 1;
        }
        self.reveal();
    }

    fn reveal(&mut self) {
        let order = self.in_from_left_of(self.dealer);
        for &s in &order {
            let seat = &mut self.seats[s];
            seat.army_revealed = true;
            seat.army.iter_mut().for_each(|h| h.known = EVERYONE);
            if let Some(c) = seat.charge.as_mut() {
                c.known = EVERYONE;
            }
        }
        let armies = (0..self.n())
            .map(|s| {
                self.seats[s]
                    .army_revealed
                    .then(|| self.seats[s].army_cards())
            })
            .collect();
        self.events.push(Event::ArmiesRevealed { armies });
        if let (true, Some(king)) = (self.config.diplomacy, self.king) {
            let eligible: Vec<Seat> = order
                .into_iter()
                .filter(|&s| {
                    let seat = &self.seats[s];
                    s != king
                        && !seat.hand.is_empty()
                        && seat.army_cards().iter().any(|c| c.is_joker())
                })
                .collect();
            if !eligible.is_empty() {
                self.appeal = Some(AppealWindow {
                    kind: AppealKind::JokerInArmy,
                    king,
                    eligible,
                    answered: 0,
                    appellants: Vec::new(),
                    judged: 0,
                });
                self.appeal_cards.clear();
                self.phase = Phase::ArmyAppeal;
                return;
            }
        }
        self.resolve_battle();
    }

    fn resolve_battle(&mut self) {
        let n = self.n();
        let order = self.in_from_left_of(self.dealer);
        let armies: Vec<Option<Vec<Card>>> = (0..n)
            .map(|s| {
                self.seats[s]
                    .army_revealed
                    .then(|| self.seats[s].army_cards())
            })
            .collect();
        let mut result = BattleResult {
            game_no: self.game_no,
            hand_no: self.hand_no,
            charged: (0..n)
                .map(|s| self.seats[s].army_revealed && self.seats[s].charge.is_some())
                .collect(),
            totals: armies
                .iter()
                .map(|a| a.as_ref().map(|a| super::cards::total(a)))
                .collect(),
            joker: armies
                .iter()
                .map(|a| a.as_ref().is_some_and(|a| a.iter().any(|c| c.is_joker())))
                .collect(),
            heads: armies.iter().flatten().map(|a| face_count(a)).sum(),
            armies,
            illegal: Vec::new(),
            winner: None,
            failed_chargers: Vec::new(),
            cut_short: false,
        };
        if let Some(suit) = self.illegal_suit {
            result.illegal = order
                .iter()
                .copied()
                .filter(|&s| {
                    result.armies[s]
                        .as_ref()
                        .is_some_and(|a| a.iter().any(|c| c.is_suit(suit)))
                })
                .collect();
            let offenders = result.illegal.clone();
            let went_out = self.disgrace_all(&offenders, DisgraceReason::IllegalSuit);
            if self.in_players().len() <= 1 {
                result.cut_short = true;
                self.record_battle(result);
                self.check_standing(&went_out);
                return;
            }
        }
        // The highest total among the armies without a Joker whose owners are still in.
        let contenders: Vec<Seat> = order
            .iter()
            .copied()
            .filter(|&s| !self.seats[s].out && !result.joker[s])
            .collect();
        let best = contenders.iter().filter_map(|&s| result.totals[s]).max();
        let top: Vec<Seat> = contenders
            .iter()
            .copied()
            .filter(|&s| result.totals[s] == best)
            .collect();
        if top.len() == 1 {
            let w = top[0];
            result.winner = Some(w);
            self.seats[w].heads += result.heads as i32;
            result.failed_chargers = order
                .iter()
                .copied()
                .filter(|&s| s != w && !self.seats[s].out && self.seats[s].charge.is_some())
                .collect();
        }
        let failed = result.failed_chargers.clone();
        let winner = result.winner;
        self.record_battle(result);
        let went_out = self.disgrace_all(&failed, DisgraceReason::FailedCharge);
        if let Some(w) = winner {
            if self.seats[w].heads >= self.config.target_heads as i32 {
                self.end_game(Some(w), GameEnd::TargetHeads);
                return;
            }
        }
        if !self.check_standing(&went_out) {
            self.phase = Phase::Battle;
        }
    }

    fn record_battle(&mut self, result: BattleResult) {
        self.events.push(Event::Battle(Box::new(result.clone())));
        self.last_battle = Some(result);
    }

    /// Clean-up, then the next hand dealt by the next player still in on the left.
    fn next_hand(&mut self) {
        self.clean_up();
        self.dealer = self
            .in_from_left_of(self.dealer)
            .first()
            .copied()
            .unwrap_or(self.dealer);
        self.start_hand();
    }

    /// Face cards and Jokers of the revealed armies go back into the draw pile; everything
    /// else (hands, armies, the exchange pile) to the discard pile; the draw pile is shuffled.
    pub(crate) fn clean_up(&mut self) {
        let n = self.n();
        for s in 0..n {
            let seat = &mut self.seats[s];
            let revealed = seat.army_revealed;
            let army: Vec<Held> = seat.army.drain(..).chain(seat.charge.take()).collect();
            let hand: Vec<Held> = seat.hand.drain(..).collect();
            for h in army {
                if revealed && (h.card.is_face() || h.card.is_joker()) {
                    self.draw.push(Held::hidden(h.card));
                } else {
                    self.discard.push(h);
                }
            }
            self.discard.extend(hand.into_iter().map(|h| Held {
                from_hand: true,
                ..h
            }));
        }
        self.discard.append(&mut self.exchange_pile);
        self.draw.shuffle(&mut self.rng);
    }

    /// The next game of a Kings match: all cards gathered and shuffled, counts reset,
    /// the last winner (if any) King.
    fn next_game(&mut self) {
        let mut cards: Vec<Held> = Card::all().map(Held::hidden).collect();
        cards.shuffle(&mut self.rng);
        self.draw = cards;
        self.discard.clear();
        self.exchange_pile.clear();
        for s in &mut self.seats {
            s.hand.clear();
            s.army.clear();
            s.charge = None;
            s.heads = 0;
            s.disgraces = 0;
            s.out = false;
        }
        self.king = self.results.last().and_then(|r| r.winner);
        self.illegal_suit = None;
        self.last_battle = None;
        self.game_no += 1;
        self.hand_no = 0;
        self.dealer = (self.dealer + 1) % self.n();
        self.events.push(Event::GameBegins {
            game_no: self.game_no,
            king: self.king,
        });
        if self.king.is_some() {
            self.phase = Phase::DeclareSuit;
        } else {
            self.start_hand();
        }
    }

    // ------------------------------------------------------------ applying actions

    fn phase_allows(&self, action: &Action) -> bool {
        use Action::*;
        match self.phase {
            Phase::DeclareSuit => matches!(action, DeclareIllegalSuit(_)),
            Phase::JokerAppeal => matches!(action, Appeal | NoAppeal | Respond | Reject),
            Phase::ArmyAppeal => {
                matches!(action, AppealWithCard { .. } | NoAppeal | Respond | Reject)
            }
            Phase::Exchange => matches!(action, Exchange { .. } | EndExchange),
            Phase::Charge => matches!(action, Charge { .. } | NoCharge),
            Phase::Battle => matches!(action, NextHand),
            Phase::GameOver => matches!(action, NextGame),
            Phase::Over => false,
        }
    }

    fn check_hand_index(&self, seat: Seat, index: usize) -> Result<(), HonorError> {
        let hand = self.seats[seat].hand.len();
        if index >= hand {
            return Err(HonorError::NoSuchHandCard { index, hand });
        }
        Ok(())
    }

    /// Checks everything; `Ok` means `apply` will succeed.
    fn validate(&self, seat: Seat, action: &Action) -> Result<(), HonorError> {
        if seat >= self.n() {
            return Err(HonorError::NoSuchSeat(seat));
        }
        if self.phase == Phase::Over {
            return Err(HonorError::MatchOver);
        }
        if !self.phase_allows(action) {
            return Err(HonorError::NotNow(self.phase));
        }
        if matches!(action, Action::Appeal | Action::AppealWithCard { .. })
            && self.appeal.as_ref().is_some_and(|w| w.king == seat)
        {
            return Err(HonorError::KingCannotAppeal);
        }
        if !self.to_act().contains(&seat) {
            return Err(if self.seats[seat].out {
                HonorError::OutOfGame(seat)
            } else {
                HonorError::NotYourTurn(seat)
            });
        }
        match action {
            Action::Appeal | Action::AppealWithCard { .. } | Action::NoAppeal => {
                let window = self.appeal.as_ref().ok_or(HonorError::NotNow(self.phase))?;
                if window.king_to_answer() {
                    return Err(HonorError::NotNow(self.phase));
                }
                if let Action::AppealWithCard { hand_index } = action {
                    self.check_hand_index(seat, *hand_index)?;
                }
            }
            Action::Respond | Action::Reject => {
                let window = self.appeal.as_ref().ok_or(HonorError::NotNow(self.phase))?;
                if !window.king_to_answer() {
                    return Err(HonorError::NotNow(self.phase));
                }
            }
            Action::Exchange { hand_index, slot } => {
                self.check_hand_index(seat, *hand_index)?;
                if *slot >= self.seats[seat].army.len() {
                    return Err(HonorError::NoSuchArmySlot(*slot));
                }
            }
            Action::Charge { hand_index } => self.check_hand_index(seat, *hand_index)?,
            Action::DeclareIllegalSuit(_)
            | Action::EndExchange
            | Action::NoCharge
            | Action::NextHand
            | Action::NextGame => {}
        }
        Ok(())
    }

    /// Takes hand card `index` out of `seat`'s hand into a place only the seat knows; the
    /// others no longer know where any of its hand cards are.
    fn take_from_hand(&mut self, seat: Seat, index: usize) -> Held {
        let hand = &mut self.seats[seat].hand;
        let mut card = hand.remove(index);
        card.known = bit(seat);
        for h in hand.iter_mut() {
            h.known &= bit(seat);
        }
        card
    }

    /// The King draws for an appeal: the card is shown and discarded. Whether it is a face
    /// card.
    fn king_draws(&mut self, king: Seat) -> bool {
        let card = self.draw_one();
        self.events.push(Event::KingDrew { king, card });
        if let Some(c) = card {
            self.discard.push(Held::new(c, EVERYONE));
        }
        card.is_some_and(|c| c.is_face())
    }

    fn answer_appeal(&mut self, seat: Seat, action: &Action) {
        let Some(mut window) = self.appeal.take() else {
            return;
        };
        if window.king_to_answer() {
            let respond = *action == Action::Respond;
            let appellant = match window.kind {
                AppealKind::JokerDisgrace { .. } => None,
                AppealKind::JokerInArmy => window.appellant_judged(),
            };
            self.events.push(Event::KingAnswered {
                king: seat,
                appellant,
                respond,
            });
            let face = respond && self.king_draws(seat);
            match window.kind {
                AppealKind::JokerDisgrace { drawer } => {
                    if face {
                        self.events.push(Event::JokerCancelled { drawer });
                        self.run_setup();
                    } else {
                        self.joker_disgraces(drawer);
                    }
                    return;
                }
                AppealKind::JokerInArmy => {
                    if let (true, Some(a)) = (face, appellant) {
                        self.replace_joker(a, self.appeal_cards[window.judged]);
                    }
                    window.judged += 1;
                }
            }
        } else {
            let appealed = *action != Action::NoAppeal;
            window.answered += 1;
            if appealed {
                window.appellants.push(seat);
                if let Action::AppealWithCard { hand_index } = action {
                    self.appeal_cards.push(*hand_index);
                }
            }
            self.events.push(Event::AppealAnswered { seat, appealed });
        }
        if window.king_to_answer() && window.judged >= window.appellants.len() {
            // Nobody appealed, or every appeal has been answered: the window closes.
            self.appeal_cards.clear();
            match window.kind {
                AppealKind::JokerDisgrace { drawer } => self.joker_disgraces(drawer),
                AppealKind::JokerInArmy => self.resolve_battle(),
            }
            return;
        }
        self.appeal = Some(window);
    }

    /// The players a Joker drawn by `drawer` disgraces: everybody else still in, from the
    /// drawer's left (the King included).
    fn joker_targets(&self, drawer: Seat) -> Vec<Seat> {
        self.in_from_left_of(drawer)
            .into_iter()
            .filter(|&s| s != drawer)
            .collect()
    }

    /// The Joker's disgraces are dealt; Setup/Discard goes on unless the game ended.
    fn joker_disgraces(&mut self, drawer: Seat) {
        let targets = self.joker_targets(drawer);
        if !self.disgrace_batch(&targets, DisgraceReason::JokerDrawnBy(drawer)) {
            self.run_setup();
        }
    }

    /// Diplomacy (2): the appellant's first Joker (slots, then charge) is replaced by hand
    /// card `index`; the Joker goes to the discard pile.
    fn replace_joker(&mut self, seat: Seat, index: usize) {
        let mut card = self.seats[seat].hand.remove(index);
        card.known = EVERYONE;
        let s = &mut self.seats[seat];
        let slot = s
            .army
            .iter_mut()
            .chain(s.charge.iter_mut())
            .find(|h| h.card.is_joker());
        if let Some(slot) = slot {
            let joker = std::mem::replace(slot, card);
            self.discard.push(Held::new(joker.card, EVERYONE));
            self.events.push(Event::JokerReplaced {
                seat,
                joker: joker.card,
                replacement: card.card,
            });
        } else {
            // Cannot happen (eligibility needs a Joker); keep the card where it was.
            self.seats[seat].hand.insert(index, card);
        }
    }
}

impl Game for HonorState {
    type Config = HonorConfig;
    type Action = Action;
    type Error = HonorError;
    type Observation = HonorObservation;

    const ID: &'static str = "honor";

    /// A new match from `seed`, with the first hand dealt and its Setup/Discard run. An
    /// invalid configuration is [normalized](HonorConfig::normalized); check it with
    /// [`HonorConfig::validate`] first. The game can already be over (Setup/Discard can
    /// put players out).
    fn new(config: &HonorConfig, seed: u64) -> Self {
        Self::start(config, seed, None)
    }

    fn seat_count(&self) -> usize {
        self.n()
    }

    fn to_act(&self) -> Vec<Seat> {
        match self.phase {
            Phase::DeclareSuit => self.king.into_iter().collect(),
            Phase::JokerAppeal | Phase::ArmyAppeal => self
                .appeal
                .as_ref()
                .map(|w| vec![w.next_to_act()])
                .unwrap_or_default(),
            Phase::Exchange => (0..self.n())
                .filter(|&s| !self.seats[s].out && !self.seats[s].exchange_done)
                .collect(),
            Phase::Charge => self
                .charge_order
                .get(self.charge_pos)
                .copied()
                .into_iter()
                .collect(),
            Phase::Battle => self.in_players(),
            Phase::GameOver => (0..self.n()).collect(),
            Phase::Over => Vec::new(),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if seat >= self.n() || !self.to_act().contains(&seat) {
            return Vec::new();
        }
        let hand = self.seats[seat].hand.len();
        match self.phase {
            Phase::DeclareSuit => Suit::ALL
                .iter()
                .map(|&s| Action::DeclareIllegalSuit(s))
                .collect(),
            Phase::JokerAppeal | Phase::ArmyAppeal => {
                let Some(w) = &self.appeal else {
                    return Vec::new();
                };
                if w.king_to_answer() {
                    vec![Action::Respond, Action::Reject]
                } else if self.phase == Phase::JokerAppeal {
                    vec![Action::Appeal, Action::NoAppeal]
                } else {
                    let mut v: Vec<Action> = (0..hand)
                        .map(|hand_index| Action::AppealWithCard { hand_index })
                        .collect();
                    v.push(Action::NoAppeal);
                    v
                }
            }
            Phase::Exchange => {
                let slots = self.seats[seat].army.len();
                let mut v: Vec<Action> = (0..hand)
                    .flat_map(|hand_index| {
                        (0..slots).map(move |slot| Action::Exchange { hand_index, slot })
                    })
                    .collect();
                v.push(Action::EndExchange);
                v
            }
            Phase::Charge => {
                let mut v: Vec<Action> = (0..hand)
                    .map(|hand_index| Action::Charge { hand_index })
                    .collect();
                v.push(Action::NoCharge);
                v
            }
            Phase::Battle => vec![Action::NextHand],
            Phase::GameOver => vec![Action::NextGame],
            Phase::Over => Vec::new(),
        }
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<(), HonorError> {
        self.validate(seat, action)?;
        // Validated: from here on nothing can fail.
        match action {
            Action::DeclareIllegalSuit(suit) => {
                self.illegal_suit = Some(*suit);
                self.events.push(Event::IllegalSuitDeclared {
                    king: seat,
                    suit: *suit,
                });
                self.start_hand();
            }
            Action::Appeal
            | Action::AppealWithCard { .. }
            | Action::NoAppeal
            | Action::Respond
            | Action::Reject => self.answer_appeal(seat, action),
            Action::Exchange { hand_index, slot } => {
                let card = self.take_from_hand(seat, *hand_index);
                let old = std::mem::replace(&mut self.seats[seat].army[*slot], card);
                self.exchange_pile.push(old);
                self.seats[seat].swaps += 1;
                self.seats[seat].swapped[*slot] = true;
                self.events.push(Event::Exchanged { seat, slot: *slot });
            }
            Action::EndExchange => {
                let s = &mut self.seats[seat];
                s.exchange_done = true;
                let swaps = s.swaps;
                self.events.push(Event::ExchangeEnded { seat, swaps });
                if self.seats.iter().all(|s| s.out || s.exchange_done) {
                    self.after_exchange();
                }
            }
            Action::Charge { hand_index } => {
                let card = self.take_from_hand(seat, *hand_index);
                self.seats[seat].charge = Some(card);
                self.seats[seat].charged = Some(true);
                self.events.push(Event::Charged { seat });
                self.charge_pos += 1;
                self.next_charger();
            }
            Action::NoCharge => {
                self.seats[seat].charged = Some(false);
                self.events.push(Event::NoCharge { seat });
                self.charge_pos += 1;
                self.next_charger();
            }
            Action::NextHand => self.next_hand(),
            Action::NextGame => self.next_game(),
        }
        Ok(())
    }

    fn observe(&self, seat: Seat) -> HonorObservation {
        HonorObservation::of(self, seat.min(self.n() - 1))
    }

    fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
}

impl crate::core::BotPlayer for HonorState {
    fn bot_action(
        obs: &HonorObservation,
        level: crate::core::BotLevel,
        rng: &mut GameRng,
    ) -> Option<Action> {
        super::bots::decide(obs, level, rng)
    }
}
