//! What a seat may do ([`Action`]), when ([`Phase`]), and why it may not ([`HonorError`]).

use crate::core::Seat;
use crate::games::honor::cards::Suit;
use crate::games::honor::ARMY_SIZE;
use serde::{Deserialize, Serialize};
use std::fmt;

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

impl Action {
    /// Every exchange of a hand of `hand` cards with an army of `slots`: any hand card into
    /// any slot, in the engine's order (a phone is sent this rule, not the list).
    pub fn exchanges(hand: usize, slots: usize) -> Vec<Action> {
        (0..hand)
            .flat_map(|hand_index| {
                (0..slots).map(move |slot| Action::Exchange { hand_index, slot })
            })
            .collect()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// The King declares the illegal suit.
    DeclareSuit,
    /// Setup/Discard is paused: appeals against a Joker's disgraces (see
    /// [`AppealWindow`](super::AppealWindow)).
    JokerAppeal,
    /// Players swap hand cards into their armies, all at once.
    Exchange,
    /// Players add charges, one at a time.
    Charge,
    /// Armies are revealed; appeals about Jokers in armies (see
    /// [`AppealWindow`](super::AppealWindow)).
    ArmyAppeal,
    /// The battle is decided and on show
    /// ([`HonorState::last_battle`](super::HonorState::last_battle)); `NextHand` goes on.
    Battle,
    /// A game of a Kings match is over; `NextGame` starts the next.
    GameOver,
    /// The match (or the single game) is over.
    Over,
}

impl Phase {
    /// The phase as a sentence names it, in the reader's language.
    pub fn name(self) -> &'static str {
        match self {
            Phase::DeclareSuit => crate::ts!("the King's declaration", "将軍の宣言"),
            Phase::JokerAppeal => crate::ts!("an appeal against a Joker", "ジョーカーへの嘆願"),
            Phase::Exchange => crate::ts!("the exchange", "入れ替え"),
            Phase::Charge => crate::ts!("the charges", "突撃"),
            Phase::ArmyAppeal => crate::ts!(
                "an appeal about a Joker in an army",
                "軍勢のジョーカーについての嘆願"
            ),
            Phase::Battle => crate::ts!("the battle", "合戦"),
            Phase::GameOver => crate::ts!("the end of the game", "ゲームの終わり"),
            Phase::Over => crate::ts!("the end of the match", "マッチの終わり"),
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
    /// In the reader's language (a refusal is shown to the player).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::{t, ts};
        let text = match self {
            HonorError::MatchOver => ts!("the game is over", "ゲームは終わっています").into(),
            HonorError::NoSuchSeat(s) => t!(
                "there is no seat {s} at this table",
                "この卓に席{s}はありません"
            ),
            HonorError::NotNow(p) => t!(
                "that cannot be done during {phase}",
                "{phase}の間はそれはできません";
                phase = p.name()
            ),
            HonorError::NotYourTurn(s) => t!(
                "seat {s} has nothing to do now",
                "席{s}が今することはありません"
            ),
            HonorError::OutOfGame(s) => t!("seat {s} is out of the game", "席{s}は脱落しています"),
            HonorError::KingCannotAppeal => ts!(
                "a King may not appeal to themselves",
                "将軍は自分自身に嘆願できません"
            )
            .into(),
            HonorError::NoSuchHandCard { index, hand } => t!(
                "there is no card {index} in a hand of {hand}",
                "{hand}枚の手札に{index}番の札はありません"
            ),
            HonorError::NoSuchArmySlot(s) => t!(
                "there is no army slot {s} (slots are 0 to {last})",
                "軍勢に{s}番の枠はありません（枠は0から{last}まで）";
                last = ARMY_SIZE - 1
            ),
        };
        f.write_str(&text)
    }
}
