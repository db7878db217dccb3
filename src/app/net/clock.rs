//! Two phones agreeing on a clock (issue 34): the guest asks the host's time over the
//! channel (the four-timestamp exchange of SNTP), again and again in the background, and
//! keeps the answers that took the shortest round trips. Each estimate carries a bound the
//! true difference cannot exceed, so a table knows when the clocks agree well enough to
//! show a flip at the same moment on both screens. Pure: every time is passed in.

use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// One frame at 60 Hz: two screens agree on a flip when the clocks agree within it.
pub const FRAME_MS: f64 = 16.7;
/// How fast two phones' clocks may run apart: crystals keep within 100 ppm of each other;
/// twice that leaves room for temperature and the browser's own timer.
pub const DRIFT: f64 = 200e-6;
/// The stamps' own coarseness: browsers round `performance.now()` to 5 µs - 0.1 ms, and
/// this covers up to 0.5 ms per stamp.
pub const TIMER_MS: f64 = 1.0;
/// How many answers are kept, and for how long (of the guest's time): a sample ages by
/// [`DRIFT`], so an old short round trip loses to a fresh longer one anyway.
pub const KEEP: usize = 32;
pub const KEEP_MS: f64 = 60_000.0;

/// One exchange: `t0` the guest sent the question, `t1` the host received it, `t2` the
/// host answered, `t3` the guest received the answer; t0 and t3 on the guest's clock, t1
/// and t2 on the host's, all in ms.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sample {
    pub t0: f64,
    pub t1: f64,
    pub t2: f64,
    pub t3: f64,
}

impl Sample {
    /// The host's clock minus the guest's, as this exchange sees it.
    pub fn offset(&self) -> f64 {
        ((self.t1 - self.t0) + (self.t2 - self.t3)) / 2.0
    }

    /// Time on the wire: the whole exchange less the host's time answering.
    pub fn round_trip(&self) -> f64 {
        (self.t3 - self.t0) - (self.t2 - self.t1)
    }

    /// Finite stamps, each side's in order: anything else is not an exchange. (A round trip
    /// may read a little under 0 from coarse timers, never more.)
    pub fn valid(&self) -> bool {
        [self.t0, self.t1, self.t2, self.t3]
            .iter()
            .all(|t| t.is_finite())
            && self.t3 >= self.t0
            && self.t2 >= self.t1
            && self.round_trip() >= -TIMER_MS
    }

    /// The most this sample's offset can be wrong by at guest time `now`: the one-way
    /// delays are unknown but both at least 0, so the error is at most half the round trip;
    /// the clocks drift apart during the exchange and since.
    pub fn bound(&self, now: f64) -> f64 {
        self.round_trip().max(0.0) / 2.0
            + DRIFT * ((now - self.t3).abs() + (self.t3 - self.t0))
            + TIMER_MS
    }
}

/// The host's clock as the guest knows it: `offset` (host minus guest) is right within
/// `bound`.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Estimate {
    pub offset: f64,
    pub bound: f64,
}

impl Estimate {
    pub fn to_host(&self, local: f64) -> f64 {
        local + self.offset
    }
    pub fn to_local(&self, host: f64) -> f64 {
        host - self.offset
    }
    /// Whether the clocks agree within `max_bound` (say [`FRAME_MS`]).
    pub fn agreed(&self, max_bound: f64) -> bool {
        self.bound <= max_bound
    }
}

/// The guest's estimator: the recent exchanges, the best of them chosen when asked.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Clock {
    samples: VecDeque<Sample>,
}

impl Clock {
    pub fn new() -> Clock {
        Clock::default()
    }

    /// Keeps an exchange (refused, false, when it is not one), forgetting those older than
    /// [`KEEP_MS`] and beyond [`KEEP`].
    pub fn add(&mut self, sample: Sample) -> bool {
        if !sample.valid() {
            return false;
        }
        self.samples.push_back(sample);
        let newest = self
            .samples
            .iter()
            .map(|s| s.t3)
            .fold(f64::NEG_INFINITY, f64::max);
        self.samples.retain(|s| s.t3 >= newest - KEEP_MS);
        while self.samples.len() > KEEP {
            self.samples.pop_front();
        }
        true
    }

    pub fn len(&self) -> usize {
        self.samples.len()
    }

    pub fn is_empty(&self) -> bool {
        self.samples.is_empty()
    }

    /// The estimate at guest time `now`: the sample with the smallest bound then (the
    /// shortest round trip, less its age), `None` before any answer.
    pub fn estimate(&self, now: f64) -> Option<Estimate> {
        let best = self
            .samples
            .iter()
            .min_by(|a, b| a.bound(now).total_cmp(&b.bound(now)))?;
        Some(Estimate {
            offset: best.offset(),
            bound: best.bound(now),
        })
    }

    /// Whether the clocks agree within `max_bound` at `now`: a race may start only then.
    pub fn agreed(&self, now: f64, max_bound: f64) -> bool {
        self.estimate(now).is_some_and(|e| e.agreed(max_bound))
    }

    /// The host's time at guest time `local`.
    pub fn to_host(&self, local: f64) -> Option<f64> {
        Some(self.estimate(local)?.to_host(local))
    }

    /// The guest's time at host time `host` (estimated as of `now`, guest time).
    pub fn to_local(&self, now: f64, host: f64) -> Option<f64> {
        Some(self.estimate(now)?.to_local(host))
    }
}
