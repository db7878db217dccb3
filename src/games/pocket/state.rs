//! The rules: configuration, actions, phases, events, `apply`, errors.
// Seats index several parallel arrays at once; `for s in 0..2` reads as "for each seat".
#![allow(clippy::needless_range_loop)]

use super::cards::{def, Ability, CallTarget, Card, Effect, Symbol, Symbols, DRAFT_CARDS, STRIKE};
use super::observation::PocketObservation;
use super::{DOJO_LEFT, DOJO_ROW, STALEMATE_LIMIT};
use crate::core::rng;
use crate::core::{Game, Seat};
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Stands for the opponent's committed or called card in an observation: the seat knows
/// that a choice was made, never which card.
pub const HIDDEN: Card = u8::MAX;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PocketConfig {
    /// Picks first in the first Dojo (the other seat picks first in the second).
    pub first_player: Seat,
    /// Rounds needed to win the match (2: best of three).
    pub rounds_to_win: u8,
}

impl Default for PocketConfig {
    fn default() -> Self {
        PocketConfig {
            first_player: 0,
            rounds_to_win: 2,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Dojo: take this card from the row.
    Pick(Card),
    /// Bushido: lay this card from the hand face down.
    Commit(Card),
    /// After a Call card's flip: put this card from the hand into play.
    Call(Card),
    /// Pick the symbol of the Choose card that entered play.
    Choose(Symbol),
    /// In a turn with a Strike! out: exhaust this card in play for its effect.
    Exhaust(Card),
    /// Decline to call, or stop exhausting.
    Pass,
    /// After a round has been won: everything back to the hands, next round.
    NextRound,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Dojo,
    Commit,
    Call,
    Choose,
    Exhaust,
    RoundOver,
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PocketError {
    GameOver,
    NoSuchSeat(Seat),
    /// The action belongs to another phase.
    WrongPhase {
        action: &'static str,
        phase: Phase,
    },
    NotYourPick,
    NotInRow(Card),
    NotInHand(Card),
    AlreadyCommitted,
    NoCall,
    AlreadyDecided,
    CannotCall {
        card: Card,
        target: CallTarget,
    },
    NotChooser,
    NotAnOption(Symbol),
    NotInPlay(Card),
    NoExhaustAbility(Card),
    AlreadyPassed,
}

impl fmt::Display for PocketError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |c: &Card| def(*c).name;
        match self {
            PocketError::GameOver => write!(f, "the match is over"),
            PocketError::NoSuchSeat(s) => write!(f, "there is no seat {s} in a two-player game"),
            PocketError::WrongPhase { action, phase } => {
                write!(f, "{action} is not possible now ({phase:?} phase)")
            }
            PocketError::NotYourPick => write!(f, "it is the other player's pick"),
            PocketError::NotInRow(c) => write!(f, "{} is not in the Dojo row", name(c)),
            PocketError::NotInHand(c) => write!(f, "{} is not in this hand", name(c)),
            PocketError::AlreadyCommitted => {
                write!(f, "a card is already laid face down this turn")
            }
            PocketError::NoCall => write!(f, "no Call ability of this player is waiting"),
            PocketError::AlreadyDecided => write!(f, "this player has already decided"),
            PocketError::CannotCall { card, target } => write!(
                f,
                "{} cannot be called: the ability calls {}",
                name(card),
                match target {
                    CallTarget::Any => "any card".to_string(),
                    CallTarget::With(s) => format!("a card with a {}", s.name()),
                    CallTarget::Strike => "Strike! only".to_string(),
                }
            ),
            PocketError::NotChooser => write!(f, "this player has no symbol to choose"),
            PocketError::NotAnOption(s) => write!(f, "the card does not offer {}", s.name()),
            PocketError::NotInPlay(c) => write!(f, "{} is not in this player's play area", name(c)),
            PocketError::NoExhaustAbility(c) => write!(f, "{} has no Exhaust ability", name(c)),
            PocketError::AlreadyPassed => write!(f, "this player has stopped exhausting this turn"),
        }
    }
}

/// Why a card was defeated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DefeatCause {
    /// The opponent's card defeats this symbol.
    Defeats,
    /// This card loses to the symbol on the opponent's card.
    LosesTo,
}

/// What happened, in order; all public (a commit is told without its card).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    DojoBegins {
        dojo: u8,
        row: Vec<Card>,
        first: Seat,
    },
    Picked {
        seat: Seat,
        card: Card,
    },
    DojoDiscarded {
        cards: Vec<Card>,
    },
    RoundBegins {
        round: u32,
    },
    Committed {
        seat: Seat,
    },
    Revealed {
        seat: Seat,
        card: Card,
    },
    /// `seat`'s `card` goes to the exhaust pile: `by` (the opponent's card) and `symbol`.
    Defeated {
        seat: Seat,
        card: Card,
        by: Card,
        symbol: Symbol,
        cause: DefeatCause,
    },
    EnteredPlay {
        seat: Seat,
        card: Card,
    },
    /// A Call ability's outcome: `card` put into play from the hand, or `None` (declined).
    Called {
        seat: Seat,
        by: Card,
        card: Option<Card>,
    },
    /// Two or more Choose cards entered this turn: none shows a symbol.
    ChooseCancelled {
        cards: Vec<(Seat, Card)>,
    },
    Chose {
        seat: Seat,
        card: Card,
        symbol: Symbol,
        count: u8,
    },
    Exhausted {
        seat: Seat,
        card: Card,
        effect: Effect,
    },
    Passed {
        seat: Seat,
    },
    Strike {
        seat: Seat,
        swords: u8,
        helms: u8,
        success: bool,
    },
    StrikeReturns {
        seat: Seat,
    },
    /// Both struck and neither succeeded: the `count`th such turn in a row.
    Stalemate {
        count: u8,
    },
    RoundWon {
        seat: Seat,
    },
    /// Both score the round; `stalemates` when it came from the third stalemate.
    MutualDefeat {
        stalemates: bool,
    },
    /// `None`: drawn.
    MatchOver {
        winner: Option<Seat>,
    },
}

impl Event {
    /// The event in words, with the seats' names.
    pub fn describe(&self, names: [&str; 2]) -> String {
        let n = |c: &Card| def(*c).name;
        match self {
            Event::DojoBegins { dojo, first, .. } => {
                format!(
                    "Dojo {dojo}: ten cards laid out, {} picks first",
                    names[*first]
                )
            }
            Event::Picked { seat, card } => format!("{} picks {}", names[*seat], n(card)),
            Event::DojoDiscarded { cards } => format!(
                "{} discarded from the Dojo",
                cards.iter().map(n).collect::<Vec<_>>().join(" and ")
            ),
            Event::RoundBegins { round } => format!("Round {round}: Bushido"),
            Event::Committed { seat } => format!("{} lays a card face down", names[*seat]),
            Event::Revealed { seat, card } => format!("{} reveals {}", names[*seat], n(card)),
            Event::Defeated {
                seat,
                card,
                by,
                symbol,
                cause,
            } => match cause {
                DefeatCause::Defeats => format!(
                    "{} defeats {}: {}'s {} goes to the exhaust pile",
                    n(by),
                    symbol.name(),
                    names[*seat],
                    n(card)
                ),
                DefeatCause::LosesTo => format!(
                    "{} loses to {} ({}): it goes to {}'s exhaust pile",
                    n(card),
                    symbol.name(),
                    n(by),
                    names[*seat]
                ),
            },
            Event::EnteredPlay { seat, card } => {
                format!("{} comes into play for {}", n(card), names[*seat])
            }
            Event::Called { seat, by, card } => match card {
                Some(c) => format!("{}: {} puts {} into play", n(by), names[*seat], n(c)),
                None => format!("{}: {} calls nothing", n(by), names[*seat]),
            },
            Event::ChooseCancelled { cards } => format!(
                "{} entered together: no symbols",
                cards
                    .iter()
                    .map(|(_, c)| n(c))
                    .collect::<Vec<_>>()
                    .join(" and ")
            ),
            Event::Chose {
                seat,
                card,
                symbol,
                count,
            } => format!(
                "{} turns {} to {count} {}",
                names[*seat],
                n(card),
                symbol.plural()
            ),
            Event::Exhausted { seat, card, effect } => {
                format!("{} exhausts {}: {}", names[*seat], n(card), effect.text())
            }
            Event::Passed { seat } => format!("{} passes", names[*seat]),
            Event::Strike {
                seat,
                swords,
                helms,
                success,
            } => format!(
                "{} strikes: {swords} swords against {helms} helms, {}",
                names[*seat],
                if *success { "a hit" } else { "held off" }
            ),
            Event::StrikeReturns { seat } => format!("Strike! returns to {}'s hand", names[*seat]),
            Event::Stalemate { count } => format!("Both strikes held off ({count} in a row)"),
            Event::RoundWon { seat } => format!("{} wins the round", names[*seat]),
            Event::MutualDefeat { stalemates } => {
                if *stalemates {
                    "Third stalemate in a row: mutual defeat".to_string()
                } else {
                    "Both strikes land: mutual defeat".to_string()
                }
            }
            Event::MatchOver { winner } => match winner {
                Some(s) => format!("{} wins the match", names[*s]),
                None => "The match is drawn".to_string(),
            },
        }
    }
}

/// A card in a play area, with the symbol chosen for a Choose card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InPlay {
    pub card: Card,
    pub chosen: Option<Symbol>,
    /// A Choose card that entered together with another: shows no symbols.
    pub blank: bool,
}

impl InPlay {
    fn new(card: Card) -> Self {
        InPlay {
            card,
            chosen: None,
            blank: false,
        }
    }

    /// The symbols this card shows now.
    pub fn symbols(&self) -> Symbols {
        match def(self.card).ability {
            Ability::Choose(_, _, n) => {
                let mut s = [0; 5];
                if let (Some(sym), false) = (self.chosen, self.blank) {
                    s[sym as usize] = n;
                }
                s
            }
            _ => def(self.card).symbols,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Player {
    /// Sorted; holds Strike! unless it is out this turn.
    pub(crate) hand: Vec<Card>,
    pub(crate) play: Vec<InPlay>,
    pub(crate) exhaust: Vec<Card>,
    pub(crate) wins: u8,
    pub(crate) commit: Option<Card>,
    /// This turn's flipped card, after the reveal.
    pub(crate) flipped: Option<Card>,
    /// The flipped Call card waiting for its owner's decision.
    pub(crate) can_call: Option<Card>,
    /// The decision, once made (`Some(None)`: declined).
    pub(crate) call: Option<Option<Card>>,
    pub(crate) striking: bool,
    pub(crate) passed: bool,
    /// Exhaust effects for this turn.
    pub(crate) boosts: Vec<Effect>,
}

impl Player {
    fn new() -> Self {
        Player {
            hand: vec![STRIKE],
            play: Vec::new(),
            exhaust: Vec::new(),
            wins: 0,
            commit: None,
            flipped: None,
            can_call: None,
            call: None,
            striking: false,
            passed: false,
            boosts: Vec::new(),
        }
    }

    fn add_to_hand(&mut self, card: Card) {
        let at = self.hand.partition_point(|&c| c < card);
        self.hand.insert(at, card);
    }

    fn take_from_hand(&mut self, card: Card) {
        if let Some(i) = self.hand.iter().position(|&c| c == card) {
            self.hand.remove(i);
        }
    }

    /// The printed and chosen symbols of the cards in play.
    pub(crate) fn base(&self) -> [i32; 5] {
        let mut t = [0i32; 5];
        for p in &self.play {
            for (i, n) in p.symbols().iter().enumerate() {
                t[i] += *n as i32;
            }
        }
        t
    }

    fn can_exhaust(&self) -> bool {
        self.exhaustable().next().is_some()
    }

    fn exhaustable(&self) -> impl Iterator<Item = Card> + '_ {
        self.play
            .iter()
            .filter(|p| matches!(def(p.card).ability, Ability::Exhaust(_)))
            .map(|p| p.card)
    }
}

/// Whether `card` matches a Call ability's target.
pub fn call_allows(target: CallTarget, card: Card) -> bool {
    match target {
        CallTarget::Any => true,
        CallTarget::Strike => card == STRIKE,
        CallTarget::With(s) => card != STRIKE && def(card).has(s),
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PocketState {
    pub(crate) config: PocketConfig,
    /// Undealt cards, dealt from the front. Their order is the only hidden randomness.
    pub(crate) deck: Vec<Card>,
    pub(crate) row: Vec<Card>,
    pub(crate) discarded: Vec<Card>,
    pub(crate) dojo: u8,
    pub(crate) picks: u8,
    pub(crate) players: [Player; 2],
    pub(crate) phase: Phase,
    pub(crate) round: u32,
    pub(crate) turn: u32,
    pub(crate) stalemates: u8,
    pub(crate) chooser: Option<Seat>,
    /// Cards that entered play this turn (flipped and not defeated, or called).
    pub(crate) entered: Vec<(Seat, Card)>,
    /// The round's result once decided: who scored.
    pub(crate) round_scored: [bool; 2],
    pub(crate) events: Vec<Event>,
}

impl PocketState {
    pub fn config(&self) -> &PocketConfig {
        &self.config
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn round(&self) -> u32 {
        self.round
    }
    /// The turn within the round, from 1.
    pub fn turn(&self) -> u32 {
        self.turn
    }
    pub fn dojo(&self) -> u8 {
        self.dojo
    }
    pub fn row(&self) -> &[Card] {
        &self.row
    }
    pub fn discarded(&self) -> &[Card] {
        &self.discarded
    }
    pub fn deck_count(&self) -> usize {
        self.deck.len()
    }
    /// A seat's hand (public after the draft: both players saw every pick).
    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.players[seat].hand
    }
    pub fn play(&self, seat: Seat) -> &[InPlay] {
        &self.players[seat].play
    }
    pub fn exhausted(&self, seat: Seat) -> &[Card] {
        &self.players[seat].exhaust
    }
    pub fn wins(&self, seat: Seat) -> u8 {
        self.players[seat].wins
    }
    /// The card this seat laid face down this turn (`HIDDEN` in another seat's observation).
    pub fn committed(&self, seat: Seat) -> Option<Card> {
        self.players[seat].commit
    }
    pub fn flipped(&self, seat: Seat) -> Option<Card> {
        self.players[seat].flipped
    }
    pub fn striking(&self, seat: Seat) -> bool {
        self.players[seat].striking
    }
    /// The Call card waiting for this seat's decision.
    pub fn pending_call(&self, seat: Seat) -> Option<Card> {
        self.players[seat]
            .can_call
            .filter(|_| self.players[seat].call.is_none())
    }
    pub fn has_passed(&self, seat: Seat) -> bool {
        self.players[seat].passed
    }
    pub fn boosts(&self, seat: Seat) -> &[Effect] {
        &self.players[seat].boosts
    }
    /// The seat that must choose a symbol, and the card.
    pub fn choice(&self) -> Option<(Seat, Card, Symbol, Symbol)> {
        let s = self.chooser?;
        let p = self.players[s].play.iter().find(|p| {
            p.chosen.is_none()
                && !p.blank
                && matches!(def(p.card).ability, Ability::Choose(..))
                && self.entered.contains(&(s, p.card))
        })?;
        match def(p.card).ability {
            Ability::Choose(a, b, _) => Some((s, p.card, a, b)),
            _ => None,
        }
    }
    /// Consecutive stalemates (double strikes held off) so far.
    pub fn stalemates(&self) -> u8 {
        self.stalemates
    }
    pub fn events(&self) -> &[Event] {
        &self.events
    }
    /// The seat picking now in a Dojo phase.
    pub fn picker(&self) -> Option<Seat> {
        (self.phase == Phase::Dojo).then(|| {
            let first = if self.dojo == 1 {
                self.config.first_player
            } else {
                1 - self.config.first_player
            };
            (first + self.picks as usize) % 2
        })
    }
    /// Who scored the last round (both: mutual defeat).
    pub fn round_scored(&self) -> [bool; 2] {
        self.round_scored
    }
    /// The match result once over: `Some(None)` is a draw.
    pub fn result(&self) -> Option<Option<Seat>> {
        (self.phase == Phase::Over).then(|| {
            let target = self.config.rounds_to_win;
            match (
                self.players[0].wins >= target,
                self.players[1].wins >= target,
            ) {
                (true, false) => Some(0),
                (false, true) => Some(1),
                _ => None,
            }
        })
    }

    /// Symbol totals of `seat` now: cards in play, Ongoing effects of both sides and this
    /// turn's Exhaust effects; never below zero.
    pub fn totals(&self, seat: Seat) -> Symbols {
        let base = [self.players[0].base(), self.players[1].base()];
        let mut t = base;
        for s in 0..2 {
            let effects = self.players[s]
                .play
                .iter()
                .filter_map(|p| match def(p.card).ability {
                    Ability::Ongoing(e) => Some(e),
                    _ => None,
                })
                .chain(self.players[s].boosts.iter().copied());
            for e in effects {
                match e {
                    Effect::Gain(sym, n) => t[s][sym as usize] += n as i32,
                    Effect::GainPer { gain, per } => t[s][gain as usize] += base[s][per as usize],
                    Effect::Reduce(sym, n) => t[1 - s][sym as usize] -= n as i32,
                }
            }
        }
        t[seat].map(|n| n.clamp(0, u8::MAX as i32) as u8)
    }

    pub fn swords(&self, seat: Seat) -> u8 {
        self.totals(seat)[Symbol::Sword as usize]
    }
    pub fn helms(&self, seat: Seat) -> u8 {
        self.totals(seat)[Symbol::Helm as usize]
    }

    /// Every draft card lies in exactly one place and each Strike! is in its owner's hand
    /// or out (checked by the simulations).
    pub fn cards_consistent(&self) -> bool {
        let mut seen = [0u8; DRAFT_CARDS];
        let mut ok = true;
        let mut count = |c: Card| {
            if (c as usize) < DRAFT_CARDS {
                seen[c as usize] += 1;
            } else {
                ok = false;
            }
        };
        self.deck
            .iter()
            .chain(&self.row)
            .chain(&self.discarded)
            .for_each(|&c| count(c));
        for p in &self.players {
            p.hand
                .iter()
                .filter(|&&c| c != STRIKE)
                .for_each(|&c| count(c));
            p.play.iter().for_each(|i| count(i.card));
            p.exhaust.iter().for_each(|&c| count(c));
        }
        ok && seen.iter().all(|&n| n == 1)
            && self.players.iter().all(|p| {
                let strikes = p.hand.iter().filter(|&&c| c == STRIKE).count();
                strikes + p.striking as usize == 1 && p.hand.windows(2).all(|w| w[0] < w[1])
            })
    }

    /// This state as `seat` may see it: the opponent's face-down commit and undecided call
    /// become `HIDDEN`, and the undealt deck is sorted (its order is unknown).
    pub fn redacted(&self, seat: Seat) -> PocketState {
        let mut v = self.clone();
        v.deck.sort_unstable();
        let phase = v.phase;
        let o = &mut v.players[1 - seat];
        if o.commit.is_some() {
            o.commit = Some(HIDDEN);
        }
        // A decided call (a pass included) stays unknown until both have decided.
        if phase == Phase::Call && o.call.is_some() {
            o.call = Some(Some(HIDDEN));
        }
        v
    }

    fn lay_dojo(&mut self) {
        self.row = self.deck.drain(..DOJO_ROW.min(self.deck.len())).collect();
        self.picks = 0;
        let first = if self.dojo == 1 {
            self.config.first_player
        } else {
            1 - self.config.first_player
        };
        self.events.push(Event::DojoBegins {
            dojo: self.dojo,
            row: self.row.clone(),
            first,
        });
    }

    fn pick(&mut self, seat: Seat, card: Card) -> Result<(), PocketError> {
        if self.picker() != Some(seat) {
            return Err(PocketError::NotYourPick);
        }
        let Some(i) = self.row.iter().position(|&c| c == card) else {
            return Err(PocketError::NotInRow(card));
        };
        self.row.remove(i);
        self.players[seat].add_to_hand(card);
        self.picks += 1;
        self.events.push(Event::Picked { seat, card });
        if self.row.len() <= DOJO_LEFT {
            let left = std::mem::take(&mut self.row);
            self.discarded.extend_from_slice(&left);
            self.events.push(Event::DojoDiscarded { cards: left });
            if self.dojo == 1 {
                self.dojo = 2;
                self.lay_dojo();
            } else {
                self.begin_round();
            }
        }
        Ok(())
    }

    fn begin_round(&mut self) {
        self.phase = Phase::Commit;
        self.turn = 1;
        self.stalemates = 0;
        self.round_scored = [false; 2];
        self.events.push(Event::RoundBegins { round: self.round });
    }

    fn commit(&mut self, seat: Seat, card: Card) -> Result<(), PocketError> {
        let p = &self.players[seat];
        if p.commit.is_some() {
            return Err(PocketError::AlreadyCommitted);
        }
        if !p.hand.contains(&card) {
            return Err(PocketError::NotInHand(card));
        }
        self.players[seat].commit = Some(card);
        self.events.push(Event::Committed { seat });
        if self.players.iter().all(|p| p.commit.is_some()) {
            self.reveal();
        }
        Ok(())
    }

    /// Both cards turn over; flip abilities (Defeats, Loses to) first, then the survivors
    /// enter play and Call abilities wait for their owners.
    fn reveal(&mut self) {
        let cards = [0, 1].map(|s| self.players[s].commit.take().unwrap_or(STRIKE));
        for s in 0..2 {
            self.players[s].take_from_hand(cards[s]);
            self.players[s].flipped = Some(cards[s]);
            self.players[s].striking = cards[s] == STRIKE;
            self.events.push(Event::Revealed {
                seat: s,
                card: cards[s],
            });
        }
        // Nothing interacts with a Strike!, so only two flipped cards can defeat each other.
        let mut defeated: [Option<(Card, Symbol, DefeatCause)>; 2] = [None; 2];
        if cards.iter().all(|&c| c != STRIKE) {
            for s in 0..2 {
                let (mine, theirs) = (def(cards[s]), def(cards[1 - s]));
                match mine.ability {
                    Ability::Defeats(sym) if theirs.has(sym) => {
                        defeated[1 - s].get_or_insert((cards[s], sym, DefeatCause::Defeats));
                    }
                    Ability::LosesTo(sym) if theirs.has(sym) => {
                        defeated[s].get_or_insert((cards[1 - s], sym, DefeatCause::LosesTo));
                    }
                    _ => {}
                }
            }
        }
        for s in 0..2 {
            let card = cards[s];
            if let Some((by, symbol, cause)) = defeated[s] {
                self.players[s].exhaust.push(card);
                self.events.push(Event::Defeated {
                    seat: s,
                    card,
                    by,
                    symbol,
                    cause,
                });
            } else if card != STRIKE {
                self.enter_play(s, card);
                if let Ability::Call(target) = def(card).ability {
                    if self.players[s].hand.iter().any(|&c| call_allows(target, c)) {
                        self.players[s].can_call = Some(card);
                    }
                }
            }
        }
        if self.players.iter().any(|p| p.can_call.is_some()) {
            self.phase = Phase::Call;
        } else {
            self.after_calls();
        }
    }

    fn enter_play(&mut self, seat: Seat, card: Card) {
        self.players[seat].play.push(InPlay::new(card));
        self.entered.push((seat, card));
        self.events.push(Event::EnteredPlay { seat, card });
    }

    fn call(&mut self, seat: Seat, card: Option<Card>) -> Result<(), PocketError> {
        let p = &self.players[seat];
        let Some(by) = p.can_call else {
            return Err(PocketError::NoCall);
        };
        if p.call.is_some() {
            return Err(PocketError::AlreadyDecided);
        }
        if let Some(c) = card {
            if !p.hand.contains(&c) {
                return Err(PocketError::NotInHand(c));
            }
            let Ability::Call(target) = def(by).ability else {
                return Err(PocketError::NoCall);
            };
            if !call_allows(target, c) {
                return Err(PocketError::CannotCall { card: c, target });
            }
        }
        self.players[seat].call = Some(card);
        if self
            .players
            .iter()
            .all(|p| p.can_call.is_none() || p.call.is_some())
        {
            for s in 0..2 {
                let Some(by) = self.players[s].can_call else {
                    continue;
                };
                let called = self.players[s].call.flatten();
                self.events.push(Event::Called {
                    seat: s,
                    by,
                    card: called,
                });
                if let Some(c) = called {
                    self.players[s].take_from_hand(c);
                    if c == STRIKE {
                        self.players[s].striking = true;
                    } else {
                        self.enter_play(s, c);
                    }
                }
            }
            self.after_calls();
        }
        Ok(())
    }

    /// Choose happens after the flip and after calls; two Choose cards entering together
    /// cancel each other.
    fn after_calls(&mut self) {
        let chooses: Vec<(Seat, Card)> = self
            .entered
            .iter()
            .copied()
            .filter(|(_, c)| matches!(def(*c).ability, Ability::Choose(..)))
            .collect();
        if chooses.len() >= 2 {
            for &(s, c) in &chooses {
                if let Some(p) = self.players[s].play.iter_mut().find(|p| p.card == c) {
                    p.blank = true;
                }
            }
            self.events.push(Event::ChooseCancelled { cards: chooses });
        } else if let Some(&(s, _)) = chooses.first() {
            self.chooser = Some(s);
            self.phase = Phase::Choose;
            return;
        }
        self.after_choose();
    }

    fn choose(&mut self, seat: Seat, symbol: Symbol) -> Result<(), PocketError> {
        let Some((s, card, a, b)) = self.choice() else {
            return Err(PocketError::NotChooser);
        };
        if s != seat {
            return Err(PocketError::NotChooser);
        }
        if symbol != a && symbol != b {
            return Err(PocketError::NotAnOption(symbol));
        }
        let count = match def(card).ability {
            Ability::Choose(_, _, n) => n,
            _ => 0,
        };
        if let Some(p) = self.players[seat].play.iter_mut().find(|p| p.card == card) {
            p.chosen = Some(symbol);
        }
        self.chooser = None;
        self.events.push(Event::Chose {
            seat,
            card,
            symbol,
            count,
        });
        self.after_choose();
        Ok(())
    }

    fn after_choose(&mut self) {
        if self.players.iter().any(|p| p.striking) {
            self.phase = Phase::Exhaust;
            for p in &mut self.players {
                p.passed = !p.can_exhaust();
            }
            if self.players.iter().all(|p| p.passed) {
                self.resolve_strikes();
            }
        } else {
            self.stalemates = 0;
            self.next_turn();
        }
    }

    fn exhaust(&mut self, seat: Seat, card: Card) -> Result<(), PocketError> {
        let p = &self.players[seat];
        if p.passed {
            return Err(PocketError::AlreadyPassed);
        }
        let Some(i) = p.play.iter().position(|p| p.card == card) else {
            return Err(PocketError::NotInPlay(card));
        };
        let Ability::Exhaust(effect) = def(card).ability else {
            return Err(PocketError::NoExhaustAbility(card));
        };
        let p = &mut self.players[seat];
        p.play.remove(i);
        p.exhaust.push(card);
        p.boosts.push(effect);
        p.passed = !p.can_exhaust();
        self.events.push(Event::Exhausted { seat, card, effect });
        // The opponent may answer an exhaust with its own.
        let o = &mut self.players[1 - seat];
        o.passed = !o.can_exhaust();
        if self.players.iter().all(|p| p.passed) {
            self.resolve_strikes();
        }
        Ok(())
    }

    fn pass(&mut self, seat: Seat) -> Result<(), PocketError> {
        match self.phase {
            Phase::Call => self.call(seat, None),
            Phase::Exhaust => {
                if self.players[seat].passed {
                    return Err(PocketError::AlreadyPassed);
                }
                self.players[seat].passed = true;
                self.events.push(Event::Passed { seat });
                if self.players.iter().all(|p| p.passed) {
                    self.resolve_strikes();
                }
                Ok(())
            }
            phase => Err(PocketError::WrongPhase {
                action: "Passing",
                phase,
            }),
        }
    }

    /// Strikes compare the striker's swords in play with the opponent's helms in play.
    fn resolve_strikes(&mut self) {
        let totals = [self.totals(0), self.totals(1)];
        let both = self.players.iter().all(|p| p.striking);
        let mut success = [false; 2];
        for s in 0..2 {
            if self.players[s].striking {
                let swords = totals[s][Symbol::Sword as usize];
                let helms = totals[1 - s][Symbol::Helm as usize];
                success[s] = swords > helms;
                self.events.push(Event::Strike {
                    seat: s,
                    swords,
                    helms,
                    success: success[s],
                });
            }
        }
        if success.iter().any(|&x| x) {
            self.end_round(success, false);
            return;
        }
        for s in 0..2 {
            if self.players[s].striking {
                self.players[s].striking = false;
                self.players[s].add_to_hand(STRIKE);
                self.events.push(Event::StrikeReturns { seat: s });
            }
        }
        if both {
            self.stalemates += 1;
            self.events.push(Event::Stalemate {
                count: self.stalemates,
            });
            if self.stalemates >= STALEMATE_LIMIT {
                self.end_round([true, true], true);
                return;
            }
        } else {
            self.stalemates = 0;
        }
        self.next_turn();
    }

    fn end_round(&mut self, scored: [bool; 2], stalemates: bool) {
        self.round_scored = scored;
        for s in 0..2 {
            if scored[s] {
                self.players[s].wins += 1;
            }
        }
        match scored {
            [true, true] => self.events.push(Event::MutualDefeat { stalemates }),
            [true, false] => self.events.push(Event::RoundWon { seat: 0 }),
            _ => self.events.push(Event::RoundWon { seat: 1 }),
        }
        self.clear_turn();
        let target = self.config.rounds_to_win;
        if self.players.iter().any(|p| p.wins >= target) {
            self.phase = Phase::Over;
            let winner = self.result().flatten();
            self.events.push(Event::MatchOver { winner });
        } else {
            self.phase = Phase::RoundOver;
        }
    }

    /// Per-turn bookkeeping (Strike! stays out until the next round when it won).
    fn clear_turn(&mut self) {
        self.entered.clear();
        self.chooser = None;
        for p in &mut self.players {
            p.commit = None;
            p.can_call = None;
            p.call = None;
            p.passed = false;
            p.boosts.clear();
        }
    }

    fn next_turn(&mut self) {
        self.clear_turn();
        for p in &mut self.players {
            p.flipped = None;
        }
        self.turn += 1;
        self.phase = Phase::Commit;
    }

    fn next_round(&mut self) {
        for p in &mut self.players {
            let mut cards: Vec<Card> = p.play.drain(..).map(|i| i.card).collect();
            cards.append(&mut p.exhaust);
            if p.striking {
                p.striking = false;
                cards.push(STRIKE);
            }
            for c in cards {
                p.add_to_hand(c);
            }
            p.flipped = None;
        }
        self.round += 1;
        self.begin_round();
    }

    fn check_phase(&self, action: &Action) -> Result<(), PocketError> {
        let (name, ok) = match action {
            Action::Pick(_) => ("Picking", self.phase == Phase::Dojo),
            Action::Commit(_) => ("Laying a card", self.phase == Phase::Commit),
            Action::Call(_) => ("Calling", self.phase == Phase::Call),
            Action::Choose(_) => ("Choosing a symbol", self.phase == Phase::Choose),
            Action::Exhaust(_) => ("Exhausting", self.phase == Phase::Exhaust),
            Action::Pass => (
                "Passing",
                matches!(self.phase, Phase::Call | Phase::Exhaust),
            ),
            Action::NextRound => ("The next round", self.phase == Phase::RoundOver),
        };
        if ok {
            Ok(())
        } else {
            Err(PocketError::WrongPhase {
                action: name,
                phase: self.phase,
            })
        }
    }
}

impl Game for PocketState {
    type Config = PocketConfig;
    type Action = Action;
    type Error = PocketError;
    type Observation = PocketObservation;

    const ID: &'static str = "pocket";

    fn new(config: &PocketConfig, seed: u64) -> Self {
        let mut config = config.clone();
        config.first_player = config.first_player.min(1);
        config.rounds_to_win = config.rounds_to_win.max(1);
        let mut deck: Vec<Card> = (0..DRAFT_CARDS as Card).collect();
        deck.shuffle(&mut rng::from_seed(seed));
        let mut state = PocketState {
            config,
            deck,
            row: Vec::new(),
            discarded: Vec::new(),
            dojo: 1,
            picks: 0,
            players: [Player::new(), Player::new()],
            phase: Phase::Dojo,
            round: 1,
            turn: 0,
            stalemates: 0,
            chooser: None,
            entered: Vec::new(),
            round_scored: [false; 2],
            events: Vec::new(),
        };
        state.lay_dojo();
        state
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> Vec<Seat> {
        match self.phase {
            Phase::Dojo => self.picker().into_iter().collect(),
            Phase::Commit => (0..2)
                .filter(|&s| self.players[s].commit.is_none())
                .collect(),
            Phase::Call => (0..2).filter(|&s| self.pending_call(s).is_some()).collect(),
            Phase::Choose => self.chooser.into_iter().collect(),
            Phase::Exhaust => (0..2).filter(|&s| !self.players[s].passed).collect(),
            Phase::RoundOver => vec![0, 1],
            Phase::Over => Vec::new(),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if seat > 1 || !self.to_act().contains(&seat) {
            return Vec::new();
        }
        let p = &self.players[seat];
        match self.phase {
            Phase::Dojo => self.row.iter().map(|&c| Action::Pick(c)).collect(),
            Phase::Commit => p.hand.iter().map(|&c| Action::Commit(c)).collect(),
            Phase::Call => {
                let target = match p.can_call.map(|c| def(c).ability) {
                    Some(Ability::Call(t)) => t,
                    _ => return Vec::new(),
                };
                p.hand
                    .iter()
                    .filter(|&&c| call_allows(target, c))
                    .map(|&c| Action::Call(c))
                    .chain([Action::Pass])
                    .collect()
            }
            Phase::Choose => match self.choice() {
                Some((_, _, a, b)) => vec![Action::Choose(a), Action::Choose(b)],
                None => Vec::new(),
            },
            Phase::Exhaust => p
                .exhaustable()
                .map(Action::Exhaust)
                .chain([Action::Pass])
                .collect(),
            Phase::RoundOver => vec![Action::NextRound],
            Phase::Over => Vec::new(),
        }
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<(), PocketError> {
        if seat > 1 {
            return Err(PocketError::NoSuchSeat(seat));
        }
        if self.phase == Phase::Over {
            return Err(PocketError::GameOver);
        }
        self.check_phase(action)?;
        // Each handler validates everything before its first change.
        match *action {
            Action::Pick(c) => self.pick(seat, c),
            Action::Commit(c) => self.commit(seat, c),
            Action::Call(c) => self.call(seat, Some(c)),
            Action::Choose(s) => self.choose(seat, s),
            Action::Exhaust(c) => self.exhaust(seat, c),
            Action::Pass => self.pass(seat),
            Action::NextRound => {
                self.next_round();
                Ok(())
            }
        }
    }

    fn observe(&self, seat: Seat) -> PocketObservation {
        PocketObservation::of(self, seat.min(1))
    }

    fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
}

impl crate::core::BotPlayer for PocketState {
    fn bot_action(
        obs: &PocketObservation,
        level: crate::core::BotLevel,
        rng: &mut crate::core::GameRng,
    ) -> Option<Action> {
        super::bots::decide(obs, level, rng)
    }
}
