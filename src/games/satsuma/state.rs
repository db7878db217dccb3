//! The rules: state, actions, errors and what each action does (`game` routes `apply` here).

use super::clash::{tally, Tally};
use super::{
    CardNo, Role, Side, VictoryLevel, DECK_SIZE, HAND_SIZE, MAX_DISCARDS, SAMURAI_CASUALTY_LIMIT,
};
use crate::core::rng::{self, GameRng};
use crate::core::Seat;
use crate::{t, ts};
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};
use std::fmt;

/// No options yet; kept so variants can be added without changing the save format.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SatsumaConfig {}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Logistics: discard these cards (0 to 3, from the hand) and draw replacements.
    Discard(Vec<CardNo>),
    /// After the clash has been seen: clear the table and deal the next hand.
    NextHand,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Both sides choose discards, in any order, unseen by each other.
    Logistics,
    /// Both hands are revealed; waiting for `NextHand`.
    Clash,
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SatsumaError {
    GameOver,
    NoSuchSeat(Seat),
    NotLogistics,
    AlreadyDiscarded,
    TooManyDiscards(usize),
    NotInHand(CardNo),
    DiscardedTwice(CardNo),
    NotClash,
}

impl fmt::Display for SatsumaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SatsumaError::GameOver => {
                f.write_str(ts!("the game is over", "ゲームは終わっています"))
            }
            SatsumaError::NoSuchSeat(s) => f.write_str(&t!(
                "there is no seat {s} in a two-player game",
                "2人用のゲームに席{s}はありません"
            )),
            SatsumaError::NotLogistics => f.write_str(ts!(
                "discards are only made in the Logistics phase",
                "捨て札は兵站の段階でしかできません"
            )),
            SatsumaError::AlreadyDiscarded => f.write_str(ts!(
                "this side has already discarded this hand",
                "この陣営はこの戦いですでに捨て札をしました"
            )),
            SatsumaError::TooManyDiscards(n) => f.write_str(&t!(
                "at most {MAX_DISCARDS} cards may be discarded, not {n}",
                "捨てられるのは{MAX_DISCARDS}枚までです（{n}枚ではありません）"
            )),
            SatsumaError::NotInHand(c) => f.write_str(&t!(
                "card {c} is not in this hand",
                "カード{c}はこの手札にありません"
            )),
            SatsumaError::DiscardedTwice(c) => f.write_str(&t!(
                "card {c} is named twice",
                "カード{c}が2回指定されています"
            )),
            SatsumaError::NotClash => f.write_str(ts!(
                "the next hand starts only after the clash",
                "次の戦いは交戦のあとにしか始まりません"
            )),
        }
    }
}

/// One clash, fully explained: both hands, what counted, who won and what follows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClashResult {
    pub hand_no: u32,
    pub attacker: Side,
    /// Indexed by `Side::seat()`.
    pub hands: [Vec<CardNo>; 2],
    pub tallies: [Tally; 2],
    /// `None` on a tie (both take a casualty).
    pub winner: Option<Side>,
    /// The Samurai won as Defender with an Escape counted, so they stay Defender.
    pub escape_exception: bool,
    pub next_attacker: Side,
    pub casualties: [u8; 2],
}

impl ClashResult {
    pub fn role_of(&self, side: Side) -> Role {
        if side == self.attacker {
            Role::Attacker
        } else {
            Role::Defender
        }
    }
}

/// What happened, in order; all of it is public (discards are counted, not named).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    HandBegins {
        hand_no: u32,
        attacker: Side,
    },
    Discarded {
        side: Side,
        count: u8,
    },
    Reshuffled {
        side: Side,
    },
    Clash(Box<ClashResult>),
    GameOver {
        imperial_casualties: u8,
        level: VictoryLevel,
    },
}

/// One side's cards and casualties. Each side shuffles with its own RNG stream so the
/// order in which the two simultaneous discards arrive cannot change any draw.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Army {
    pub(crate) rng: GameRng,
    pub(crate) draw: Vec<CardNo>,
    pub(crate) discard: Vec<CardNo>,
    pub(crate) hand: Vec<CardNo>,
    pub(crate) casualties: u8,
    /// Cards of this side revealed in a clash and lying in its discard pile (public).
    pub(crate) revealed_in_discard: Vec<CardNo>,
    /// This hand's discard count once the side has done Logistics.
    pub(crate) discarded: Option<u8>,
}

impl Army {
    fn new(seed: u64, side: Side) -> Self {
        let mut rng =
            rng::from_seed(seed ^ (0x9E37_79B9_7F4A_7C15u64.wrapping_mul(side as u64 + 1)));
        let mut draw: Vec<CardNo> = (0..DECK_SIZE as CardNo).collect();
        draw.shuffle(&mut rng);
        Army {
            rng,
            draw,
            discard: Vec::new(),
            hand: Vec::new(),
            casualties: 0,
            revealed_in_discard: Vec::new(),
            discarded: None,
        }
    }

    /// Draws `n` cards, reshuffling the discard pile when the draw pile runs out.
    /// Returns whether a reshuffle happened.
    fn draw(&mut self, n: usize) -> bool {
        let mut reshuffled = false;
        for _ in 0..n {
            if self.draw.is_empty() {
                if self.discard.is_empty() {
                    break;
                }
                self.draw.append(&mut self.discard);
                self.draw.shuffle(&mut self.rng);
                self.revealed_in_discard.clear();
                reshuffled = true;
            }
            if let Some(card) = self.draw.pop() {
                self.hand.push(card);
            }
        }
        reshuffled
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct SatsumaState {
    pub(crate) armies: [Army; 2],
    pub(crate) phase: Phase,
    pub(crate) attacker: Side,
    pub(crate) hand_no: u32,
    pub(crate) last_clash: Option<ClashResult>,
    pub(crate) events: Vec<Event>,
}

impl SatsumaState {
    /// A new game: both decks shuffled from `seed`, the first hand dealt, Samurai attack.
    pub(super) fn dealt(_config: &SatsumaConfig, seed: u64) -> Self {
        let mut state = SatsumaState {
            armies: [
                Army::new(seed, Side::Samurai),
                Army::new(seed, Side::Imperials),
            ],
            phase: Phase::Logistics,
            attacker: Side::Samurai,
            hand_no: 1,
            last_clash: None,
            events: Vec::new(),
        };
        state.deal();
        state
    }

    pub(crate) fn seat_count(&self) -> usize {
        2
    }

    pub(crate) fn to_act(&self) -> Vec<Seat> {
        match self.phase() {
            Phase::Logistics => Side::BOTH
                .iter()
                .filter(|s| !self.has_discarded(**s))
                .map(|s| s.seat())
                .collect(),
            Phase::Clash => vec![0, 1],
            Phase::Over => Vec::new(),
        }
    }

    pub(crate) fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let Some(side) = Side::from_seat(seat) else {
            return Vec::new();
        };
        match self.phase() {
            Phase::Logistics if !self.has_discarded(side) => discard_options(self.hand(side))
                .into_iter()
                .map(Action::Discard)
                .collect(),
            Phase::Clash => vec![Action::NextHand],
            _ => Vec::new(),
        }
    }

    pub(crate) fn apply(&mut self, seat: Seat, action: &Action) -> Result<(), SatsumaError> {
        let side = Side::from_seat(seat).ok_or(SatsumaError::NoSuchSeat(seat))?;
        if self.phase() == Phase::Over {
            return Err(SatsumaError::GameOver);
        }
        match action {
            Action::Discard(cards) => self.discard(side, cards),
            Action::NextHand => self.next_hand(),
        }
    }

    pub(crate) fn is_over(&self) -> bool {
        self.phase() == Phase::Over
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn attacker(&self) -> Side {
        self.attacker
    }
    pub fn hand_no(&self) -> u32 {
        self.hand_no
    }
    pub fn casualties(&self, side: Side) -> u8 {
        self.armies[side.seat()].casualties
    }
    pub fn hand(&self, side: Side) -> &[CardNo] {
        &self.armies[side.seat()].hand
    }
    pub fn last_clash(&self) -> Option<&ClashResult> {
        self.last_clash.as_ref()
    }
    pub fn events(&self) -> &[Event] {
        &self.events
    }
    pub fn has_discarded(&self, side: Side) -> bool {
        self.armies[side.seat()].discarded.is_some()
    }
    pub fn draw_count(&self, side: Side) -> usize {
        self.armies[side.seat()].draw.len()
    }
    pub fn discard_count(&self, side: Side) -> usize {
        self.armies[side.seat()].discard.len()
    }

    /// The result once the game is over.
    pub fn victory(&self) -> Option<VictoryLevel> {
        (self.phase == Phase::Over)
            .then(|| VictoryLevel::from_imperial_casualties(self.casualties(Side::Imperials)))
    }

    /// Every card of `side` is in exactly one of draw, discard, hand (checked by the simulations).
    pub fn card_counts_consistent(&self) -> bool {
        self.armies.iter().all(|a| {
            let mut seen = [0u8; DECK_SIZE];
            for &c in a.draw.iter().chain(&a.discard).chain(&a.hand) {
                seen[c as usize] += 1;
            }
            seen.iter().all(|&n| n == 1)
                && a.revealed_in_discard.iter().all(|c| a.discard.contains(c))
        })
    }

    fn deal(&mut self) {
        self.events.push(Event::HandBegins {
            hand_no: self.hand_no,
            attacker: self.attacker,
        });
        for side in Side::BOTH {
            let army = &mut self.armies[side.seat()];
            army.discarded = None;
            if army.draw(HAND_SIZE) {
                self.events.push(Event::Reshuffled { side });
            }
        }
    }

    pub(super) fn discard(&mut self, side: Side, cards: &[CardNo]) -> Result<(), SatsumaError> {
        if self.phase != Phase::Logistics {
            return Err(SatsumaError::NotLogistics);
        }
        let army = &self.armies[side.seat()];
        if army.discarded.is_some() {
            return Err(SatsumaError::AlreadyDiscarded);
        }
        if cards.len() > MAX_DISCARDS {
            return Err(SatsumaError::TooManyDiscards(cards.len()));
        }
        for (i, c) in cards.iter().enumerate() {
            if !army.hand.contains(c) {
                return Err(SatsumaError::NotInHand(*c));
            }
            if cards[..i].contains(c) {
                return Err(SatsumaError::DiscardedTwice(*c));
            }
        }
        // Validated: from here on nothing can fail.
        let army = &mut self.armies[side.seat()];
        army.hand.retain(|c| !cards.contains(c));
        army.discard.extend_from_slice(cards);
        let reshuffled = army.draw(cards.len());
        army.discarded = Some(cards.len() as u8);
        self.events.push(Event::Discarded {
            side,
            count: cards.len() as u8,
        });
        if reshuffled {
            self.events.push(Event::Reshuffled { side });
        }
        if self.armies.iter().all(|a| a.discarded.is_some()) {
            self.clash();
        }
        Ok(())
    }

    fn clash(&mut self) {
        let attacker = self.attacker;
        let role = |side: Side| {
            if side == attacker {
                Role::Attacker
            } else {
                Role::Defender
            }
        };
        let samurai_defending = attacker == Side::Imperials;
        let tallies = Side::BOTH.map(|side| {
            let prefer_escape = side == Side::Samurai && samurai_defending;
            tally(
                side,
                &self.armies[side.seat()].hand,
                role(side),
                prefer_escape,
            )
        });
        let (s, i) = (tallies[0].total, tallies[1].total);
        let winner = match s.cmp(&i) {
            std::cmp::Ordering::Greater => Some(Side::Samurai),
            std::cmp::Ordering::Less => Some(Side::Imperials),
            std::cmp::Ordering::Equal => None,
        };
        match winner {
            Some(w) => self.armies[w.other().seat()].casualties += 1,
            None => self.armies.iter_mut().for_each(|a| a.casualties += 1),
        }
        let escape_exception =
            winner == Some(Side::Samurai) && samurai_defending && tallies[0].escape_counted();
        let next_attacker = match winner {
            None => attacker,
            Some(_) if escape_exception => Side::Imperials,
            Some(w) => w,
        };
        let result = ClashResult {
            hand_no: self.hand_no,
            attacker,
            hands: [self.armies[0].hand.clone(), self.armies[1].hand.clone()],
            tallies,
            winner,
            escape_exception,
            next_attacker,
            casualties: [self.armies[0].casualties, self.armies[1].casualties],
        };
        self.events.push(Event::Clash(Box::new(result.clone())));
        self.last_clash = Some(result);
        self.attacker = next_attacker;
        if self.casualties(Side::Samurai) >= SAMURAI_CASUALTY_LIMIT {
            let imperial_casualties = self.casualties(Side::Imperials);
            self.events.push(Event::GameOver {
                imperial_casualties,
                level: VictoryLevel::from_imperial_casualties(imperial_casualties),
            });
            self.phase = Phase::Over;
        } else {
            self.phase = Phase::Clash;
        }
    }

    pub(super) fn next_hand(&mut self) -> Result<(), SatsumaError> {
        if self.phase != Phase::Clash {
            return Err(SatsumaError::NotClash);
        }
        for army in &mut self.armies {
            army.revealed_in_discard.extend_from_slice(&army.hand);
            let hand = std::mem::take(&mut army.hand);
            army.discard.extend(hand);
        }
        self.hand_no += 1;
        self.phase = Phase::Logistics;
        self.deal();
        Ok(())
    }
}

/// Every set of 0 to 3 cards of a hand (64 for a hand of 7), in a fixed order.
pub fn discard_options(hand: &[CardNo]) -> Vec<Vec<CardNo>> {
    let n = hand.len();
    let mut out = vec![Vec::new()];
    for a in 0..n {
        out.push(vec![hand[a]]);
        for b in a + 1..n {
            out.push(vec![hand[a], hand[b]]);
            for c in b + 1..n {
                out.push(vec![hand[a], hand[b], hand[c]]);
            }
        }
    }
    out
}
