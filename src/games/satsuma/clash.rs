//! Scoring a revealed hand: the best legal total and which cards counted as what.

use super::{CardNo, Role, Side, Suit, DECK_SIZE};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// What one card did in a clash.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CardUse {
    /// Counted, as this suit and strength (for two-valued cards, the option used).
    Counts {
        suit: Suit,
        strength: u8,
    },
    Excluded(Exclusion),
}

/// Why a card did not count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Exclusion {
    /// Every option of the card is a suit the role may not use
    /// (Defense or Escape for the Attacker, Attack for the Defender).
    RoleForbids { role: Role, suit: Suit },
    /// Its suit already counts through another card (one card per suit).
    SuitTaken { suit: Suit, by: CardNo },
}

/// A hand's best legal total with the use of each card, in hand order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    pub total: u32,
    pub uses: Vec<(CardNo, CardUse)>,
}

impl Tally {
    /// Whether an Escape card counted (decides the Escape exception).
    pub fn escape_counted(&self) -> bool {
        self.uses.iter().any(|(_, u)| {
            matches!(
                u,
                CardUse::Counts {
                    suit: Suit::Escape,
                    ..
                }
            )
        })
    }
}

/// The exact tally shown on the table and used by the rules.
///
/// Among assignments with the best total, `prefer_escape` picks one that counts an Escape
/// card (the Samurai as Defender: the choice is theirs and keeping the defence helps them);
/// otherwise one that counts none. Remaining ties go to the earlier option printed.
pub fn tally(side: Side, hand: &[CardNo], role: Role, prefer_escape: bool) -> Tally {
    // Per card: allowed options plus "not used"; at most 3^7 = 2187 assignments.
    let choices: Vec<Vec<Option<(Suit, u8)>>> = hand
        .iter()
        .map(|&no| {
            let mut c: Vec<Option<(Suit, u8)>> = side
                .card(no)
                .options
                .iter()
                .filter(|(suit, _)| suit.allowed_for(role))
                .map(|&o| Some(o))
                .collect();
            c.push(None);
            c
        })
        .collect();

    let mut best: Option<(u32, bool, Vec<usize>)> = None;
    let mut pick = vec![0usize; hand.len()];
    loop {
        let mut used = 0u16;
        let mut total = 0u32;
        let mut escape = false;
        let mut legal = true;
        for (i, &p) in pick.iter().enumerate() {
            if let Some((suit, strength)) = choices[i][p] {
                let bit = 1u16 << suit as u16;
                if used & bit != 0 {
                    legal = false;
                    break;
                }
                used |= bit;
                total += strength as u32;
                escape |= suit == Suit::Escape;
            }
        }
        if legal {
            let better = match &best {
                None => true,
                Some((t, e, _)) => {
                    total > *t || (total == *t && prefer_escape == escape && prefer_escape != *e)
                }
            };
            if better {
                best = Some((total, escape, pick.clone()));
            }
        }
        // Next assignment (odometer over the choices).
        let mut i = 0;
        loop {
            if i == pick.len() {
                let (total, _, pick) = best.expect("the empty assignment is always legal");
                return build_tally(side, hand, role, &choices, total, &pick);
            }
            pick[i] += 1;
            if pick[i] < choices[i].len() {
                break;
            }
            pick[i] = 0;
            i += 1;
        }
    }
}

fn build_tally(
    side: Side,
    hand: &[CardNo],
    role: Role,
    choices: &[Vec<Option<(Suit, u8)>>],
    total: u32,
    pick: &[usize],
) -> Tally {
    let counted: Vec<Option<(Suit, u8)>> = pick
        .iter()
        .enumerate()
        .map(|(i, &p)| choices[i][p])
        .collect();
    let uses = hand
        .iter()
        .enumerate()
        .map(|(i, &no)| {
            let card_use = match counted[i] {
                Some((suit, strength)) => CardUse::Counts { suit, strength },
                None => {
                    let allowed: Vec<Suit> = choices[i].iter().flatten().map(|(s, _)| *s).collect();
                    match allowed.first() {
                        None => CardUse::Excluded(Exclusion::RoleForbids {
                            role,
                            suit: side.card(no).options[0].0,
                        }),
                        Some(&first) => {
                            // Optimal: each allowed suit of an unused card is held by another card.
                            let holder = |s: Suit| {
                                counted
                                    .iter()
                                    .position(|c| matches!(c, Some((cs, _)) if *cs == s))
                            };
                            let (suit, by) = allowed
                                .iter()
                                .find_map(|&s| holder(s).map(|h| (s, hand[h])))
                                .unwrap_or((first, no));
                            CardUse::Excluded(Exclusion::SuitTaken { suit, by })
                        }
                    }
                }
            };
            (no, card_use)
        })
        .collect();
    Tally { total, uses }
}

/// The best legal total, fast (for bots and simulations); equals `tally(..).total`.
///
/// Only the strongest single-suit card of each suit can matter, so the search runs over
/// the two-valued cards' choices alone: a conflict between cards on one suit is settled
/// by taking the larger, which is what dropping the other card gives.
pub fn best_total(side: Side, hand: &[CardNo], role: Role) -> u32 {
    let table = role_table(side, role);
    let mut eval = HandEval::default();
    for &no in hand {
        if !eval.add(table, no) {
            // More two-valued cards than any real hand holds: the exhaustive search.
            return tally(side, hand, role, false).total;
        }
    }
    eval.best().0
}

/// A card's options that one role may count, as (suit index, strength).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Allowed {
    pub(crate) n: u8,
    pub(crate) opts: [(u8, u8); 2],
    /// The card's highest printed strength, whatever the role.
    pub(crate) max_printed: u8,
}

/// Every card of one deck as one role may count it.
#[derive(Debug)]
pub(crate) struct RoleTable {
    pub(crate) cards: [Allowed; DECK_SIZE],
}

/// The table for `side` in `role`, built once from the deck data and `Suit::allowed_for`.
pub(crate) fn role_table(side: Side, role: Role) -> &'static RoleTable {
    static TABLES: OnceLock<[[RoleTable; 2]; 2]> = OnceLock::new();
    let tables = TABLES.get_or_init(|| {
        let build = |side: Side, role: Role| {
            let mut cards = [Allowed::default(); DECK_SIZE];
            for (no, allowed) in cards.iter_mut().enumerate() {
                let def = side.card(no as CardNo);
                for &(suit, strength) in def.options {
                    allowed.max_printed = allowed.max_printed.max(strength);
                    if suit.allowed_for(role) && (allowed.n as usize) < allowed.opts.len() {
                        allowed.opts[allowed.n as usize] = (suit as u8, strength);
                        allowed.n += 1;
                    }
                }
            }
            RoleTable { cards }
        };
        Side::BOTH.map(|side| [build(side, Role::Attacker), build(side, Role::Defender)])
    });
    &tables[side as usize][match role {
        Role::Attacker => 0,
        Role::Defender => 1,
    }]
}

/// Most two-valued cards a `HandEval` holds (a hand has 7 cards).
const MAX_DUALS: usize = 8;

/// An incremental best-total evaluation: cards are added one by one, no allocation.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct HandEval {
    /// Per suit, the strongest card that has only this suit open to the role.
    single: [u8; 8],
    /// Cards with two open options: (suit, strength, suit, strength).
    duals: [(u8, u8, u8, u8); MAX_DUALS],
    n_duals: u8,
}

impl HandEval {
    /// Adds a card; false if it does not fit (more than `MAX_DUALS` two-valued cards).
    #[inline]
    pub(crate) fn add(&mut self, table: &RoleTable, no: CardNo) -> bool {
        let a = &table.cards[no as usize];
        match a.n {
            0 => {}
            1 => {
                let (s, v) = a.opts[0];
                let slot = &mut self.single[s as usize];
                *slot = (*slot).max(v);
            }
            _ => {
                if self.n_duals as usize == MAX_DUALS {
                    return false;
                }
                let ((s1, v1), (s2, v2)) = (a.opts[0], a.opts[1]);
                self.duals[self.n_duals as usize] = (s1, v1, s2, v2);
                self.n_duals += 1;
            }
        }
        true
    }

    /// The best total, and whether some assignment reaching it counts an Escape card.
    #[inline]
    pub(crate) fn best(&self) -> (u32, bool) {
        const E: usize = Suit::Escape as usize;
        let n = self.n_duals as usize;
        if n == 0 {
            let total = self.single.iter().map(|&v| v as u32).sum();
            return (total, self.single[E] > 0);
        }
        let mut best = 0u32;
        let mut best_escape = 0u32;
        for mask in 0u32..(1 << n) {
            let mut per_suit = self.single;
            for (i, &(s1, v1, s2, v2)) in self.duals[..n].iter().enumerate() {
                let (s, v) = if mask & (1 << i) == 0 {
                    (s1, v1)
                } else {
                    (s2, v2)
                };
                let slot = &mut per_suit[s as usize];
                *slot = (*slot).max(v);
            }
            let total: u32 = per_suit.iter().map(|&v| v as u32).sum();
            best = best.max(total);
            if per_suit[E] > 0 {
                best_escape = best_escape.max(total);
            }
        }
        (best, best_escape == best && best > 0)
    }
}
