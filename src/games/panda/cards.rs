//! The 60-card deck as data: four suits of ranks 1 to 14 plus Stork, Cat, Catfish and Panda.
//!
//! Cards are numbers 0..60 so that a hand is one `u64` bit set ([`CardSet`]): move
//! generation and the bots' search work on bit masks, never on allocated lists.

use crate::{t, ts};
use serde::{Deserialize, Serialize};
use std::fmt;

pub const DECK_SIZE: usize = 60;
/// Cards dealt to each of the four players.
pub const HAND_SIZE: usize = 15;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    Tamahagne,
    Gyokuro,
    Renge,
    Asahi,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Tamahagne, Suit::Gyokuro, Suit::Renge, Suit::Asahi];

    /// The suit's name in the reader's language: 玉鋼 (the swordsmith's steel), 玉露 (the
    /// finest green tea), 蓮華 (the lotus), 朝日 (the morning sun).
    pub fn name(self) -> &'static str {
        match self {
            Suit::Tamahagne => ts!("Tamahagne", "玉鋼"),
            Suit::Gyokuro => ts!("Gyokuro", "玉露"),
            Suit::Renge => ts!("Renge", "蓮華"),
            Suit::Asahi => ts!("Asahi", "朝日"),
        }
    }
}

/// Ranks of the suited cards: 1..=10, then these.
pub const BUSHI: u8 = 11;
pub const GEISHA: u8 = 12;
pub const EMPEROR: u8 = 13;
pub const MON: u8 = 14;
/// The Panda's rank as a single: above the Mon.
pub const PANDA_RANK: u8 = 15;

/// The name of a rank: "7", "Bushi", "Mon" (武士, 芸者, 帝, 紋 in Japanese).
pub fn rank_name(rank: u8) -> String {
    match rank {
        BUSHI => ts!("Bushi", "武士").into(),
        GEISHA => ts!("Geisha", "芸者").into(),
        EMPEROR => ts!("Emperor", "帝").into(),
        MON => ts!("Mon", "紋").into(),
        PANDA_RANK => ts!("Panda", "パンダ").into(),
        r => r.to_string(),
    }
}

/// The plural used in combination names: "7s", "Bushi", "Mons" (Japanese has no plural:
/// the rank's name).
pub fn rank_plural(rank: u8) -> String {
    match rank {
        BUSHI => ts!("Bushi", "武士").into(),
        GEISHA => ts!("Geishas", "芸者").into(),
        EMPEROR => ts!("Emperors", "帝").into(),
        MON => ts!("Mons", "紋").into(),
        r => t!("{r}s", "{r}"),
    }
}

/// One card: `suit * 14 + rank - 1` for suited cards, then the four animals.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Card(pub u8);

impl Card {
    pub const STORK: Card = Card(56);
    pub const CAT: Card = Card(57);
    pub const CATFISH: Card = Card(58);
    pub const PANDA: Card = Card(59);

    /// A suited card; `rank` is 1..=14.
    pub const fn new(suit: Suit, rank: u8) -> Card {
        Card(suit as u8 * 14 + rank - 1)
    }

    pub fn all() -> impl Iterator<Item = Card> {
        (0..DECK_SIZE as u8).map(Card)
    }

    #[inline(always)]
    pub fn is_suited(self) -> bool {
        self.0 < 56
    }

    pub fn suit(self) -> Option<Suit> {
        self.is_suited().then(|| Suit::ALL[(self.0 / 14) as usize])
    }

    /// 1..=14 for suited cards, 1 for the Stork, 15 for the Panda, 0 for Cat and Catfish.
    #[inline(always)]
    pub fn rank(self) -> u8 {
        match self {
            Card::STORK => 1,
            Card::PANDA => PANDA_RANK,
            Card::CAT | Card::CATFISH => 0,
            c => c.0 % 14 + 1,
        }
    }

    /// Card points: Mon and 10 are 10, 5 is 5, Panda and Stork +25, Catfish and Cat -25.
    pub fn points(self) -> i32 {
        match self {
            Card::STORK | Card::PANDA => 25,
            Card::CAT | Card::CATFISH => -25,
            c => match c.rank() {
                10 | MON => 10,
                5 => 5,
                _ => 0,
            },
        }
    }

    #[inline(always)]
    pub fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// The accessible name: "Asahi 7", "Renge Mon", "Stork" (「朝日の7」「蓮華の紋」「コウノトリ」).
    pub fn name(self) -> String {
        match self {
            Card::STORK => ts!("Stork", "コウノトリ").into(),
            Card::CAT => ts!("Cat", "ネコ").into(),
            Card::CATFISH => ts!("Catfish", "ナマズ").into(),
            Card::PANDA => ts!("Panda", "パンダ").into(),
            c => t!("{suit} {rank}", "{suit}の{rank}";
                suit = c.suit().map(Suit::name).unwrap_or(""),
                rank = rank_name(c.rank())),
        }
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.name())
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.name())
    }
}

/// The four suited cards of each rank (index 1..=14; 0 and 15 empty).
pub const RANK_MASK: [u64; 16] = {
    let mut m = [0u64; 16];
    let mut r = 1;
    while r <= 14 {
        let mut s = 0;
        while s < 4 {
            m[r] |= 1u64 << (s * 14 + r - 1);
            s += 1;
        }
        r += 1;
    }
    m
};

/// Bushi, Geisha, Emperor and Mon of each suit: the Kingdoms.
pub const KINGDOM_MASK: [u64; 4] = {
    let mut m = [0u64; 4];
    let mut s = 0;
    while s < 4 {
        let mut r = BUSHI as usize;
        while r <= MON as usize {
            m[s] |= 1u64 << (s * 14 + r - 1);
            r += 1;
        }
        s += 1;
    }
    m
};

pub const ALL_CARDS: u64 = (1u64 << DECK_SIZE) - 1;

/// A set of cards as a bit set. Saved as its number.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardSet(pub u64);

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);
    pub const FULL: CardSet = CardSet(ALL_CARDS);

    pub fn from_cards(cards: &[Card]) -> CardSet {
        CardSet(cards.iter().fold(0, |m, c| m | c.bit()))
    }
    #[inline(always)]
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    #[inline(always)]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    #[inline(always)]
    pub fn contains(self, c: Card) -> bool {
        self.0 & c.bit() != 0
    }
    pub fn contains_all(self, other: CardSet) -> bool {
        self.0 & other.0 == other.0
    }
    #[inline(always)]
    pub fn insert(&mut self, c: Card) {
        self.0 |= c.bit();
    }
    #[inline(always)]
    pub fn remove(&mut self, c: Card) {
        self.0 &= !c.bit();
    }
    #[inline(always)]
    pub fn union(self, o: CardSet) -> CardSet {
        CardSet(self.0 | o.0)
    }
    #[inline(always)]
    pub fn minus(self, o: CardSet) -> CardSet {
        CardSet(self.0 & !o.0)
    }
    pub fn cards(self) -> impl Iterator<Item = Card> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let c = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                Card(c)
            })
        })
    }
    pub fn to_vec(self) -> Vec<Card> {
        self.cards().collect()
    }
    pub fn points(self) -> i32 {
        self.cards().map(Card::points).sum()
    }
    /// Suited cards of `rank`.
    pub fn of_rank(self, rank: u8) -> CardSet {
        CardSet(self.0 & RANK_MASK[rank as usize])
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.cards()).finish()
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Self {
        let mut s = CardSet::EMPTY;
        for c in iter {
            s.insert(c);
        }
        s
    }
}

/// `a..=b` as an iterator that is always inlined: the release profile optimises for size
/// (the wasm bundle), where the standard ranges' `next` stays a call and dominated move
/// generation (measured: 40% of a random playout).
#[derive(Clone, Copy)]
pub struct Span {
    i: usize,
    end: usize,
}

impl Iterator for Span {
    type Item = usize;
    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        if self.i <= self.end {
            self.i += 1;
            Some(self.i - 1)
        } else {
            None
        }
    }
}

/// The ranks (or any numbers) `a..=b`, fast in every profile.
#[inline(always)]
pub fn span(a: usize, b: usize) -> Span {
    Span { i: a, end: b }
}
