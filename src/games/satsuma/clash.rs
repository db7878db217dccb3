//! Scoring a revealed hand: the best legal total and which cards counted as what.

use super::{CardNo, Role, Side, Suit};
use serde::{Deserialize, Serialize};

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
    let mut single = [0u8; 8];
    let mut duals: [(usize, u8, usize, u8); 7] = [(0, 0, 0, 0); 7];
    let mut n_duals = 0;
    for &no in hand {
        let opts = side.card(no).options;
        let allowed = |&&(s, _): &&(Suit, u8)| s.allowed_for(role);
        let mut it = opts.iter().filter(allowed);
        match (it.next(), it.next()) {
            (None, _) => {}
            (Some(&(s, v)), None) => single[s as usize] = single[s as usize].max(v),
            (Some(&(s1, v1)), Some(&(s2, v2))) => {
                if n_duals < duals.len() {
                    duals[n_duals] = (s1 as usize, v1, s2 as usize, v2);
                    n_duals += 1;
                }
            }
        }
    }
    let mut best = 0u32;
    for mask in 0u32..(1 << n_duals) {
        let mut per_suit = single;
        for (i, &(s1, v1, s2, v2)) in duals[..n_duals].iter().enumerate() {
            let (s, v) = if mask & (1 << i) == 0 {
                (s1, v1)
            } else {
                (s2, v2)
            };
            per_suit[s] = per_suit[s].max(v);
        }
        best = best.max(per_suit.iter().map(|&v| v as u32).sum());
    }
    best
}
