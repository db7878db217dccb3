//! Hard's value model: everybody's lives and heads as this seat sees them, this seat's
//! share of everybody's strength, and how a battle changes it.

use crate::core::Seat;
use crate::games::honor::cards::{Card, Suit};
use crate::games::honor::observation::HonorObservation;
use crate::games::honor::MAX_SEATS;

/// The value of a seat's position grows as lives^ALPHA (lives: disgraces still to take,
/// or heads + 3 with Negative heads) ...
const ALPHA: f64 = 1.5;
/// ... and by this factor times the fraction of the target heads it holds, with Negative
/// heads (where heads are also lives). (The benchmark moved little for ALPHA from 1 to 2.5
/// and this from 0 to 3, nor for 3 times as many samples.)
const KAPPA_NEGATIVE: f64 = 1.0;
/// Without Negative heads heads only count toward the target, which a game of two or
/// three hands almost never reaches: valuing them like lives made hard charge too often
/// (each failed charge a third of its life for a few heads) and lose to medium; at 0.05
/// a battle won still breaks ties.
const KAPPA_PLAIN: f64 = 0.05;
/// Values closer than this are equal (sums of the same values in another order).
pub(super) const EPSILON: f64 = 1e-9;

/// Everybody's lives and heads as this seat sees them, and how a battle changes them.
pub(super) struct Table {
    me: Seat,
    n: usize,
    negative: bool,
    target: i32,
    lives: Vec<i32>,
    heads: Vec<i32>,
    out: Vec<bool>,
    /// Seats still in from the dealer's left: the order disgraces are dealt in.
    order: Vec<Seat>,
    illegal: Option<Suit>,
}

/// One seat's final army for a battle, summarised.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Army {
    pub(super) total: u32,
    pub(super) faces: u32,
    pub(super) joker: bool,
    pub(super) illegal: bool,
    pub(super) charged: bool,
}

impl Army {
    pub(super) fn add(&mut self, card: Card, illegal: Option<Suit>) {
        self.total += card.value();
        self.faces += u32::from(card.is_face());
        self.joker |= card.is_joker();
        self.illegal |= illegal.is_some_and(|s| card.is_suit(s));
    }
}

impl Table {
    pub(super) fn new(obs: &HonorObservation) -> Self {
        let n = obs.seat_count();
        let negative = obs.config.negative_heads;
        let lives = obs
            .seats
            .iter()
            .map(|s| {
                if negative {
                    s.heads + 3
                } else {
                    3 - s.disgraces as i32
                }
            })
            .collect();
        let order = (1..=n)
            .map(|k| (obs.dealer + k) % n)
            .filter(|&s| !obs.seats[s].out)
            .collect();
        Table {
            me: obs.me,
            n,
            negative,
            target: obs.config.target_heads as i32,
            lives,
            heads: obs.seats.iter().map(|s| s.heads).collect(),
            out: obs.seats.iter().map(|s| s.out).collect(),
            order,
            illegal: obs.illegal_suit,
        }
    }

    fn strength(&self, lives: i32, heads: i32) -> f64 {
        if lives <= 0 {
            return 0.0;
        }
        let progress = heads.max(0) as f64 / self.target as f64;
        let kappa = if self.negative {
            KAPPA_NEGATIVE
        } else {
            KAPPA_PLAIN
        };
        (lives as f64).powf(ALPHA) * (1.0 + kappa * progress)
    }

    /// My share of everybody's strength, or 1/0 when the game is decided.
    fn share(&self, lives: &[i32], heads: &[i32], out: &[bool]) -> f64 {
        let left: Vec<Seat> = (0..self.n).filter(|&s| !out[s]).collect();
        if left.len() == 1 {
            return f64::from(u8::from(left[0] == self.me));
        }
        if left.is_empty() {
            return 0.0;
        }
        if let Some(w) = (0..self.n).find(|&s| !out[s] && heads[s] >= self.target) {
            return f64::from(u8::from(w == self.me));
        }
        let total: f64 = left
            .iter()
            .map(|&s| self.strength(lives[s], heads[s]))
            .sum();
        if total <= 0.0 {
            return 0.0;
        }
        if out[self.me] {
            0.0
        } else {
            self.strength(lives[self.me], heads[self.me]) / total
        }
    }

    pub(super) fn value_now(&self) -> f64 {
        self.share(&self.lives, &self.heads, &self.out)
    }

    pub(super) fn value_after_disgraces(&self, seats: &[Seat]) -> f64 {
        let (mut lives, mut heads, mut out) =
            (self.lives.clone(), self.heads.clone(), self.out.clone());
        for &s in seats {
            if !out[s] {
                self.disgrace(s, &mut lives, &mut heads, &mut out);
            }
        }
        self.share(&lives, &heads, &out)
    }

    fn disgrace(&self, s: Seat, lives: &mut [i32], heads: &mut [i32], out: &mut [bool]) {
        lives[s] -= 1;
        if self.negative {
            heads[s] -= 1;
        }
        if lives[s] <= 0 {
            out[s] = true;
        }
    }

    /// My value after a battle between these armies (`None`: not in the battle).
    pub(super) fn battle_value(&self, armies: &[Option<Army>]) -> f64 {
        let mut lives = [0i32; MAX_SEATS];
        let mut heads = [0i32; MAX_SEATS];
        let mut out = [true; MAX_SEATS];
        lives[..self.n].copy_from_slice(&self.lives);
        heads[..self.n].copy_from_slice(&self.heads);
        out[..self.n].copy_from_slice(&self.out);
        let (lives, heads, out) = (
            &mut lives[..self.n],
            &mut heads[..self.n],
            &mut out[..self.n],
        );
        if self.illegal.is_some() {
            for &s in &self.order {
                if armies[s].is_some_and(|a| a.illegal) {
                    self.disgrace(s, lives, heads, out);
                }
            }
            if out.iter().filter(|o| !**o).count() <= 1 {
                return self.share(lives, heads, out);
            }
        }
        let mut best: Option<u32> = None;
        let mut winner: Option<Seat> = None;
        let mut faces = 0;
        for &s in &self.order {
            let Some(a) = armies[s] else { continue };
            faces += a.faces;
            if out[s] || a.joker {
                continue;
            }
            match best {
                Some(b) if a.total < b => {}
                Some(b) if a.total == b => winner = None,
                _ => {
                    best = Some(a.total);
                    winner = Some(s);
                }
            }
        }
        if let Some(w) = winner {
            heads[w] += faces as i32;
            if self.negative {
                lives[w] += faces as i32;
            }
            for &s in &self.order {
                if s != w && !out[s] && armies[s].is_some_and(|a| a.charged) {
                    self.disgrace(s, lives, heads, out);
                }
            }
        }
        self.share(lives, heads, out)
    }
}
