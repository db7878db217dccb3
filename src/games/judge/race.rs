//! One round's race as a pure function: the inputs so far (with their own timestamps) and
//! the time now give the verdict, if there is one yet. Nothing here reads a clock.

use crate::core::Seat;
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;

/// Milliseconds on the table's clock (the page's `performance.now()` base).
pub type Ms = f64;

/// Times count in steps of 1/8 ms: finer than any browser's event clock, and a time
/// written to a save with few digits reads back as exactly the same number, so a save
/// replays exactly.
pub fn quantize(t: Ms) -> Ms {
    (t * 8.0).round() / 8.0
}

/// Where a hand goes: the opponent's head (hit) or one's own (defend).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Hand {
    Hit,
    Defend,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Edge {
    Press,
    Release,
}

/// A key or finger going down or up, stamped with the input event's own time.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Input {
    pub seat: Seat,
    pub hand: Hand,
    pub edge: Edge,
    pub t: Ms,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// This seat takes both pickets and the pot.
    Win(Seat),
    /// The pickets go to the pot.
    Pot,
}

/// Why the round went as it did: one variant per case of the rulings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reason {
    /// The later month hit before anything else happened.
    LaterHitFirst,
    /// The earlier month defended, then the later month defended too.
    BothDefended,
    /// The earlier month defended; the later month hit or did nothing in the window.
    Defended,
    /// The earlier month hit by mistake and the later month hit back in the window.
    HitBack,
    /// The earlier month hit by mistake; the later month defended or did nothing.
    MistakenHitSpared,
    /// The later month defended by mistake and the earlier month hit in the window.
    MistakenDefenceHit,
    /// The later month defended by mistake; the earlier month defended or did nothing.
    MistakenDefence,
    /// Same month: the first hit wins.
    SameMonthHit,
    /// Nobody hit or defended in time (in a same-month round: nobody hit).
    TimeOut,
    /// Same month, and both hit at the very same instant.
    SameInstant,
    /// This seat lifted its hand from a head before the round was decided.
    Released(Seat),
}

/// The round's result, when it was decided, and why.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Verdict {
    pub outcome: Outcome,
    pub at: Ms,
    pub reason: Reason,
}

/// What a round's race is decided against.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct RaceRules {
    pub flip_at: Ms,
    /// The seat whose picket has the later month; `None` when both months are the same.
    pub later: Option<Seat>,
    pub response_window: Ms,
    pub timeout: Ms,
}

/// A seat's hand that counts: the first press after the flip, kept until the verdict.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Placed {
    seat: Seat,
    hand: Hand,
    t: Ms,
}

impl RaceRules {
    /// The order inputs count in: by time; at the same instant the later month's hit goes
    /// first (a defence must come *before* the hit), otherwise arrival order (stable sort).
    pub fn order(&self, a: &Input, b: &Input) -> Ordering {
        a.t.total_cmp(&b.t)
            .then_with(|| self.priority(a).cmp(&self.priority(b)))
    }

    fn priority(&self, i: &Input) -> u8 {
        let later_hit = Some(i.seat) == self.later && i.hand == Hand::Hit && i.edge == Edge::Press;
        u8::from(!later_hit)
    }

    /// Whether this input can count at all: presses before the flip never do.
    pub fn counts(&self, input: &Input) -> bool {
        input.t >= self.flip_at
    }

    /// The verdict from `inputs` (sorted by [`order`](Self::order)) as known at `now`, or
    /// `None` while the race is still open.
    pub fn decide(&self, inputs: &[Input], now: Ms) -> Option<Verdict> {
        let mut placed: [Option<Placed>; 2] = [None, None];
        let mut first: Option<Placed> = None;
        for input in inputs.iter().filter(|i| i.t <= now && self.counts(i)) {
            if let Some(v) = self.deadline(first, input.t, false) {
                return Some(v);
            }
            let seat = input.seat;
            match input.edge {
                Edge::Release => {
                    if placed[seat].is_some_and(|p| p.hand == input.hand) {
                        return Some(Verdict {
                            outcome: Outcome::Win(1 - seat),
                            at: input.t,
                            reason: Reason::Released(seat),
                        });
                    }
                }
                Edge::Press => {
                    // A second key while a hand is down, and auto-repeat, do not count.
                    if placed[seat].is_some() {
                        continue;
                    }
                    // Same month: defending has no effect at all.
                    if self.later.is_none() && input.hand == Hand::Defend {
                        continue;
                    }
                    let p = Placed {
                        seat,
                        hand: input.hand,
                        t: input.t,
                    };
                    placed[seat] = Some(p);
                    match first {
                        None if self.later.is_none() && self.hit_at_same_instant(inputs, input) => {
                            return Some(Verdict {
                                outcome: Outcome::Pot,
                                at: input.t,
                                reason: Reason::SameInstant,
                            });
                        }
                        None => {
                            first = Some(p);
                            if let Some(v) = self.opening(p) {
                                return Some(v);
                            }
                        }
                        Some(f) => return Some(self.answered(f, p)),
                    }
                }
            }
        }
        self.deadline(first, now, true)
    }

    fn hit_at_same_instant(&self, inputs: &[Input], hit: &Input) -> bool {
        inputs.iter().any(|j| {
            j.seat != hit.seat && j.t == hit.t && j.edge == Edge::Press && j.hand == Hand::Hit
        })
    }

    /// A verdict from the first hand alone, when it decides at once.
    fn opening(&self, p: Placed) -> Option<Verdict> {
        let win = |reason| {
            Some(Verdict {
                outcome: Outcome::Win(p.seat),
                at: p.t,
                reason,
            })
        };
        match self.later {
            None if p.hand == Hand::Hit => win(Reason::SameMonthHit),
            Some(l) if p.seat == l && p.hand == Hand::Hit => win(Reason::LaterHitFirst),
            _ => None,
        }
    }

    /// The verdict when the other seat answers the first hand within the window.
    fn answered(&self, first: Placed, second: Placed) -> Verdict {
        let later = self
            .later
            .expect("a same-month round is decided by its first hit");
        let earlier = 1 - later;
        let (outcome, reason) = match (first.seat == later, first.hand, second.hand) {
            (false, Hand::Defend, Hand::Defend) => (Outcome::Win(earlier), Reason::BothDefended),
            (false, Hand::Defend, Hand::Hit) => (Outcome::Pot, Reason::Defended),
            (false, Hand::Hit, Hand::Hit) => (Outcome::Win(later), Reason::HitBack),
            (false, Hand::Hit, Hand::Defend) => (Outcome::Pot, Reason::MistakenHitSpared),
            (true, Hand::Defend, Hand::Hit) => (Outcome::Pot, Reason::MistakenDefenceHit),
            (true, Hand::Defend, Hand::Defend) => (Outcome::Win(earlier), Reason::MistakenDefence),
            (true, Hand::Hit, _) => unreachable!("the later month's first hit decides at once"),
        };
        Verdict {
            outcome,
            at: second.t,
            reason,
        }
    }

    /// The verdict of a deadline passed by `t`: the response window after the first hand,
    /// or the round's time-out when nobody has acted. `inclusive` for "by now"; an input
    /// exactly at a deadline still counts.
    fn deadline(&self, first: Option<Placed>, t: Ms, inclusive: bool) -> Option<Verdict> {
        let passed = |deadline: Ms| {
            if inclusive {
                t >= deadline
            } else {
                t > deadline
            }
        };
        match first {
            Some(f) => {
                let end = f.t + self.response_window;
                passed(end).then(|| {
                    let (outcome, reason) = if Some(f.seat) == self.later {
                        (Outcome::Win(1 - f.seat), Reason::MistakenDefence)
                    } else if f.hand == Hand::Defend {
                        (Outcome::Pot, Reason::Defended)
                    } else {
                        (Outcome::Pot, Reason::MistakenHitSpared)
                    };
                    Verdict {
                        outcome,
                        at: end,
                        reason,
                    }
                })
            }
            None => {
                let end = self.flip_at + self.timeout;
                passed(end).then_some(Verdict {
                    outcome: Outcome::Pot,
                    at: end,
                    reason: Reason::TimeOut,
                })
            }
        }
    }
}
