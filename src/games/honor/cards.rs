//! The deck: 52 cards in four suits plus two Jokers, as plain data.
//!
//! A card is a number 0..54: `suit * 13 + rank` for the 52 (rank 0 is the Two, 12 the Ace),
//! 52 and 53 the two Jokers. Values in battle: A 13, K 12, Q 11, J 11, 10..2 face value;
//! Jokers have no value (an army holding one loses).

use crate::{t, ts};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Cards in the deck: 52 and 2 Jokers.
pub const DECK_SIZE: usize = 54;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// The suit's name in the reader's language: the names Japanese players use for a
    /// French-suited deck (トランプのマーク: クラブ, ダイヤ, ハート, スペード).
    pub fn name(self) -> &'static str {
        match self {
            Suit::Clubs => ts!("Clubs", "クラブ"),
            Suit::Diamonds => ts!("Diamonds", "ダイヤ"),
            Suit::Hearts => ts!("Hearts", "ハート"),
            Suit::Spades => ts!("Spades", "スペード"),
        }
    }

    pub fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// The thirteen ranks, lowest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Rank {
    Two,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace,
}

impl Rank {
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// Value in battle: A 13, K 12, Q 11, J 11, 10..2 face value.
    pub fn value(self) -> u32 {
        match self {
            Rank::Ace => 13,
            Rank::King => 12,
            Rank::Queen | Rank::Jack => 11,
            r => r as u32 + 2,
        }
    }

    /// King, Queen or Jack: disgraces a hand in Setup, a head for a battle's winner.
    pub fn is_face(self) -> bool {
        matches!(self, Rank::Jack | Rank::Queen | Rank::King)
    }

    /// "A", "K", "Q", "J", "10".."2".
    pub fn label(self) -> &'static str {
        [
            "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
        ][self as usize]
    }

    /// The rank's name in the reader's language (Japanese says the number cards by their
    /// numbers, the others エース, キング, クイーン, ジャック).
    pub fn name(self) -> &'static str {
        match self {
            Rank::Two => ts!("Two", "2"),
            Rank::Three => ts!("Three", "3"),
            Rank::Four => ts!("Four", "4"),
            Rank::Five => ts!("Five", "5"),
            Rank::Six => ts!("Six", "6"),
            Rank::Seven => ts!("Seven", "7"),
            Rank::Eight => ts!("Eight", "8"),
            Rank::Nine => ts!("Nine", "9"),
            Rank::Ten => ts!("Ten", "10"),
            Rank::Jack => ts!("Jack", "ジャック"),
            Rank::Queen => ts!("Queen", "クイーン"),
            Rank::King => ts!("King", "キング"),
            Rank::Ace => ts!("Ace", "エース"),
        }
    }
}

/// One card of the 54. Serialised as its number.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Card(pub u8);

impl Card {
    /// The two Jokers.
    pub const JOKERS: [Card; 2] = [Card(52), Card(53)];

    pub fn new(rank: Rank, suit: Suit) -> Card {
        Card(suit as u8 * 13 + rank as u8)
    }

    /// Every card of the deck, in number order.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..DECK_SIZE as u8).map(Card)
    }

    pub fn is_joker(self) -> bool {
        self.0 >= 52
    }

    /// `None` for a Joker.
    pub fn suit(self) -> Option<Suit> {
        (!self.is_joker()).then(|| Suit::ALL[(self.0 / 13) as usize])
    }

    /// `None` for a Joker.
    pub fn rank(self) -> Option<Rank> {
        (!self.is_joker()).then(|| Rank::ALL[(self.0 % 13) as usize])
    }

    /// Battle value; a Joker has none and counts 0 (an army holding one loses anyway).
    pub fn value(self) -> u32 {
        self.rank().map_or(0, Rank::value)
    }

    /// King, Queen or Jack (the Ace is not a face card; neither is a Joker).
    pub fn is_face(self) -> bool {
        self.rank().is_some_and(Rank::is_face)
    }

    pub fn is_suit(self, suit: Suit) -> bool {
        self.suit() == Some(suit)
    }

    /// Bit of this card in a 54-bit set.
    pub fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// Short label: "Q♥", "10♠", "Joker" (ジョーカー).
    pub fn short(self) -> String {
        match (self.rank(), self.suit()) {
            (Some(r), Some(s)) => format!("{}{}", r.label(), s.symbol()),
            _ => ts!("Joker", "ジョーカー").to_string(),
        }
    }

    /// Accessible name: "Queen of Hearts", "Joker"; 「ハートのクイーン」, 「ジョーカー」.
    pub fn name(self) -> String {
        match (self.rank(), self.suit()) {
            (Some(r), Some(s)) => {
                t!("{rank} of {suit}", "{suit}の{rank}"; rank = r.name(), suit = s.name())
            }
            _ => ts!("Joker", "ジョーカー").to_string(),
        }
    }
}

impl fmt::Debug for Card {
    /// Always English: a debug text is for developers and logs, not the reader.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let short = crate::core::lang::in_lang(crate::core::lang::Lang::En, || self.short());
        write!(f, "{short}")
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.short())
    }
}

/// Sum of the battle values of `cards` (Jokers count 0).
pub fn total(cards: &[Card]) -> u32 {
    cards.iter().map(|c| c.value()).sum()
}

/// Number of K, Q and J among `cards`: the heads they are worth to a battle's winner.
pub fn face_count(cards: &[Card]) -> u32 {
    cards.iter().filter(|c| c.is_face()).count() as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::lang::{in_lang, Lang};

    /// Cards by the names Japanese players give a French-suited deck: 「ハートのクイーン」,
    /// numbers by their numbers; a debug text stays English whatever the reader's language.
    #[test]
    fn cards_have_japanese_names_and_english_debug_texts() {
        let queen = Card::new(Rank::Queen, Suit::Hearts);
        let ten = Card::new(Rank::Ten, Suit::Spades);
        assert_eq!(queen.name(), "Queen of Hearts");
        in_lang(Lang::Ja, || {
            assert_eq!(queen.name(), "ハートのクイーン");
            assert_eq!(ten.name(), "スペードの10");
            assert_eq!(Card::new(Rank::Ace, Suit::Clubs).name(), "クラブのエース");
            assert_eq!(Card::JOKERS[0].name(), "ジョーカー");
            assert_eq!(Suit::Diamonds.name(), "ダイヤ");
            assert_eq!(format!("{:?}", Card::JOKERS[1]), "Joker");
            assert_eq!(format!("{queen:?}"), "Q♥");
        });
    }
}
