//! What happened: the public log of events, battles and game results.

use crate::core::Seat;
use crate::games::honor::cards::{Card, Suit};
use serde::{Deserialize, Serialize};

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
    /// `card` went from the hand into army slot `slot`: known to `seat` only (see
    /// [`Event::seen_by`]).
    Exchanged {
        seat: Seat,
        slot: usize,
        card: Option<Card>,
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

impl Event {
    /// A player's own decision (a declaration, an answer, a swap, a charge or not): what a
    /// move leaves first, and what a table does not show as a line of the game's story.
    pub fn is_decision(&self) -> bool {
        matches!(
            self,
            Event::IllegalSuitDeclared { .. }
                | Event::AppealAnswered { .. }
                | Event::KingAnswered { .. }
                | Event::Exchanged { .. }
                | Event::ExchangeEnded { .. }
                | Event::Charged { .. }
                | Event::NoCharge { .. }
        )
    }

    /// This event as `seat` (or a spectator, `None`) may know it: the card of a swap is told
    /// to the person who swapped it only; the others see that a card was swapped.
    pub fn seen_by(&self, seat: Option<Seat>) -> Event {
        match *self {
            Event::Exchanged {
                seat: swapper,
                slot,
                card: Some(_),
            } if seat != Some(swapper) => Event::Exchanged {
                seat: swapper,
                slot,
                card: None,
            },
            _ => self.clone(),
        }
    }
}
