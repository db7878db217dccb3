//! Recognising combinations and comparing them.
//!
//! A set of cards is read as every combination it can form (the Catfish can make two
//! readings: 7,7,8,8,Catfish is a full house of 7s or of 8s); a play takes the highest
//! reading that beats the table. Singles are compared on doubled ranks so that the
//! Catfish's half rank is an integer.

use super::cards::{
    rank_name, rank_plural, span, Card, CardSet, Suit, KINGDOM_MASK, MON, PANDA_RANK, RANK_MASK,
};
use crate::{t, ts};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Kind {
    Single,
    Pair,
    Triple,
    FullHouse,
    /// Five or more consecutive ranks.
    Run,
    /// Two or more pairs of consecutive ranks.
    PairRun,
    /// Four suited cards of one rank.
    Ambush,
    /// Bushi, Geisha, Emperor and Mon of one suit.
    Kingdom,
    /// The Cat, led to hand the lead to the partner.
    Cat,
}

/// A recognised play. `rank` is the deciding rank: the single's rank (Panda 15, a Catfish
/// the rank it was played on, 0 when led), the pair's, the triple's, the full house's
/// triple, the top of a run or pair run, the ambush's; a Kingdom's is 14. `half` marks
/// the Catfish single's extra half rank.
// Written as a list (`["Pair",11,false,2,4503599627371520]`): a combination goes to a phone
// with every play, on the table and in the history, at half the bytes of named fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "Listed", into = "Listed")]
pub struct Combination {
    pub kind: Kind,
    pub rank: u8,
    pub half: bool,
    /// Number of cards.
    pub len: u8,
    pub cards: CardSet,
}

/// A [`Combination`] as it is written: kind, rank, half, length, cards.
#[derive(Serialize, Deserialize)]
struct Listed(Kind, u8, bool, u8, CardSet);

impl From<Listed> for Combination {
    fn from(Listed(kind, rank, half, len, cards): Listed) -> Self {
        Combination {
            kind,
            rank,
            half,
            len,
            cards,
        }
    }
}

impl From<Combination> for Listed {
    fn from(c: Combination) -> Self {
        Listed(c.kind, c.rank, c.half, c.len, c.cards)
    }
}

impl Combination {
    /// Doubled rank plus the half: what singles are compared by.
    pub fn key(&self) -> u8 {
        self.rank * 2 + self.half as u8
    }

    pub fn is_bomb(&self) -> bool {
        matches!(self.kind, Kind::Ambush | Kind::Kingdom)
    }

    /// The Catfish played alone.
    pub fn is_catfish_single(&self) -> bool {
        self.kind == Kind::Single && self.cards.contains(Card::CATFISH)
    }

    /// The Panda played alone.
    pub fn is_panda(&self) -> bool {
        self.kind == Kind::Single && self.cards.contains(Card::PANDA)
    }

    /// How the history and the table name it: "Full house, 9s", "Single Mon", "Run of 6, to 10"
    /// (「9のフルハウス」「紋のシングル」「10までの6枚のストレート」).
    pub fn name(&self) -> String {
        let r = self.rank;
        match self.kind {
            Kind::Single => {
                if self.cards.contains(Card::PANDA) {
                    ts!("Panda", "パンダ").into()
                } else if self.cards.contains(Card::STORK) {
                    ts!("Stork", "コウノトリ").into()
                } else if self.cards.contains(Card::CATFISH) {
                    if r == 0 {
                        ts!("Catfish (½)", "ナマズ（½）").into()
                    } else {
                        t!("Catfish ({r}½)", "ナマズ（{r}½）")
                    }
                } else {
                    t!("Single {rank}", "{rank}のシングル"; rank = rank_name(r))
                }
            }
            Kind::Pair => t!("Pair, {rank}", "{rank}のペア"; rank = rank_plural(r)),
            Kind::Triple => t!("Triple, {rank}", "{rank}のスリーカード"; rank = rank_plural(r)),
            Kind::FullHouse => {
                t!("Full house, {rank}", "{rank}のフルハウス"; rank = rank_plural(r))
            }
            Kind::Run => t!("Run of {len}, to {rank}", "{rank}までの{len}枚のストレート";
                len = self.len, rank = rank_name(r)),
            Kind::PairRun => t!("{pairs} pairs, to {rank}", "{rank}までの{pairs}組の連続ペア";
                pairs = self.len / 2, rank = rank_plural(r)),
            Kind::Ambush => t!("Ambush, {rank}", "{rank}の伏兵"; rank = rank_plural(r)),
            Kind::Kingdom => t!("Kingdom of {suit}", "{suit}の天下"; suit = self.suit().name()),
            Kind::Cat => ts!("Cat", "ネコ").into(),
        }
    }

    /// The suit of a Kingdom (Asahi for any other combination without a suited card).
    pub fn suit(&self) -> Suit {
        self.cards
            .cards()
            .find_map(Card::suit)
            .unwrap_or(Suit::Asahi)
    }
}

/// Up to two readings of a card set, the higher first.
#[derive(Clone, Copy, Debug, Default)]
pub struct Readings {
    items: [Option<Combination>; 2],
}

impl Readings {
    fn push(&mut self, c: Combination) {
        if self.items[0].is_none() {
            self.items[0] = Some(c);
        } else if self.items[1].is_none() {
            self.items[1] = Some(c);
        }
    }
    pub fn iter(&self) -> impl Iterator<Item = Combination> + '_ {
        self.items.iter().flatten().copied()
    }
    pub fn first(&self) -> Option<Combination> {
        self.items[0]
    }
}

fn combo(kind: Kind, rank: u8, cards: CardSet) -> Combination {
    Combination {
        kind,
        rank,
        half: false,
        len: cards.len() as u8,
        cards,
    }
}

/// Every combination `cards` can form, the highest first. The Catfish single reads as
/// rank 0 and a half (as if led); [`on_table`] sets it on what it is played on.
pub fn readings(cards: CardSet) -> Readings {
    let mut out = Readings::default();
    let n = cards.len();
    if n == 0 {
        return out;
    }
    let specials_no_wild = cards.0 & (Card::CAT.bit() | Card::PANDA.bit());
    if specials_no_wild != 0 {
        // Cat and Panda only ever stand alone.
        if n == 1 {
            if cards.contains(Card::CAT) {
                out.push(combo(Kind::Cat, 0, cards));
            } else {
                out.push(combo(Kind::Single, PANDA_RANK, cards));
            }
        }
        return out;
    }
    let wild = cards.contains(Card::CATFISH);
    if n == 1 {
        let c = cards.cards().next().unwrap_or(Card::CATFISH);
        if wild {
            let mut s = combo(Kind::Single, 0, cards);
            s.half = true;
            out.push(s);
        } else {
            out.push(combo(Kind::Single, c.rank(), cards));
        }
        return out;
    }
    // Bombs: natural cards only (the Stork is not a suited 1, the Catfish no stand-in).
    if n == 4 && !wild && !cards.contains(Card::STORK) {
        for r in span(1, MON as usize) {
            if cards.0 == RANK_MASK[r] {
                out.push(combo(Kind::Ambush, r as u8, cards));
                return out;
            }
        }
        if KINGDOM_MASK.contains(&cards.0) {
            out.push(combo(Kind::Kingdom, MON, cards));
            return out;
        }
    }
    // Counts per rank, the Stork counting as a 1.
    let mut count = [0u8; 16];
    for r in span(1, MON as usize) {
        count[r] = (cards.0 & RANK_MASK[r]).count_ones() as u8;
    }
    count[1] += cards.contains(Card::STORK) as u8;
    let natural = n - wild as usize;
    let mut present = 0u16;
    let mut singles = 0usize;
    let mut over2 = false;
    for r in span(1, MON as usize) {
        if count[r] > 0 {
            present |= 1 << r;
        }
        singles += (count[r] == 1) as usize;
        over2 |= count[r] > 2;
    }
    let distinct = present.count_ones() as usize;
    let lo = present.trailing_zeros() as u8;
    let hi = 15 - present.leading_zeros() as u8;
    match n {
        2 | 3 => {
            if distinct == 1 {
                let kind = if n == 2 { Kind::Pair } else { Kind::Triple };
                out.push(combo(kind, lo, cards));
            }
            return out;
        }
        _ => {}
    }
    if n == 5 {
        // Full house: triple and pair of two ranks.
        if distinct == 2 {
            let (a, b) = (count[lo as usize], count[hi as usize]);
            if !wild {
                if a == 3 && b == 2 {
                    out.push(combo(Kind::FullHouse, lo, cards));
                } else if a == 2 && b == 3 {
                    out.push(combo(Kind::FullHouse, hi, cards));
                }
            } else if a == 2 && b == 2 {
                out.push(combo(Kind::FullHouse, hi, cards));
                out.push(combo(Kind::FullHouse, lo, cards));
            } else if a == 3 && b == 1 {
                out.push(combo(Kind::FullHouse, lo, cards));
            } else if a == 1 && b == 3 {
                out.push(combo(Kind::FullHouse, hi, cards));
            }
            return out;
        }
    }
    // Runs: distinct ranks, consecutive, the Catfish filling one gap or extending an end.
    if n >= 5 && distinct == natural {
        let span = (hi - lo + 1) as usize;
        if span == natural {
            if !wild {
                out.push(combo(Kind::Run, hi, cards));
            } else {
                if hi < MON {
                    out.push(combo(Kind::Run, hi + 1, cards));
                }
                if lo > 1 {
                    out.push(combo(Kind::Run, hi, cards));
                }
            }
        } else if wild && span == natural + 1 {
            out.push(combo(Kind::Run, hi, cards));
        }
        return out;
    }
    // Pair runs: pairs of consecutive ranks, the Catfish completing one pair.
    if n >= 4 && n % 2 == 0 {
        let span = (hi - lo + 1) as usize;
        let pairs = n / 2;
        if span == pairs && distinct == pairs && !over2 && singles == wild as usize {
            out.push(combo(Kind::PairRun, hi, cards));
        }
    }
    out
}

/// The highest reading of `cards`, as a lead: what the table shows for a selection.
pub fn recognize(cards: CardSet) -> Option<Combination> {
    readings(cards).first()
}

/// Whether `new` (as read) beats `table`, ignoring whose turn it is and the Kingdom's
/// four-players condition. A Catfish single must first be placed with [`on_table`].
pub fn beats(new: &Combination, table: &Combination) -> bool {
    match (new.kind, table.kind) {
        (_, Kind::Kingdom) => false,
        (Kind::Kingdom, _) => true,
        (Kind::Ambush, Kind::Ambush) => new.rank > table.rank,
        (Kind::Ambush, _) => true,
        (_, Kind::Ambush) => false,
        (Kind::Cat, _) | (_, Kind::Cat) => false,
        (a, b) => a == b && new.len == table.len && new.key() > table.key(),
    }
}

/// `new` as played on `table`: a Catfish single takes half a rank above the single under
/// it; `None` if it cannot be played there (on a Mon or the Panda, or on a non-single).
pub fn on_table(new: Combination, table: Option<&Combination>) -> Option<Combination> {
    if !new.is_catfish_single() {
        return Some(new);
    }
    match table {
        None => Some(new),
        Some(t) if t.kind == Kind::Single && t.rank < MON => Some(Combination {
            rank: t.rank,
            half: true,
            ..new
        }),
        Some(_) => None,
    }
}

/// The reading of `cards` that beats `table` (the highest such), or with an empty table
/// the highest reading. The Kingdom and the Cat's conditions are the state's to check.
pub fn play_reading(cards: CardSet, table: Option<&Combination>) -> Option<Combination> {
    let r = readings(cards);
    for c in r.iter() {
        let Some(placed) = on_table(c, table) else {
            continue;
        };
        match table {
            None => return Some(placed),
            Some(t) if beats(&placed, t) => return Some(placed),
            _ => {}
        }
    }
    None
}
