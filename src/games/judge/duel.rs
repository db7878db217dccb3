//! Judge on two phones (issue 34): the race decided by reaction times, not by the network.
//!
//! Each phone times its own player's hands from the moment it painted the flip on its own
//! screen, on its own clock, and reports those reactions; so no clock error enters a
//! verdict. The host's [`Referee`] turns a reaction `r` into an engine input at table time
//! `flip_at + r` and feeds the engine in time order, deciding the race only as far as both
//! phones have reported (their horizons). The verdict is then the one the same reactions
//! get on one clock, whatever the delays, jitter or order of the messages: a slow network
//! only delays it.
//!
//! Reports are cumulative (each carries all the round's inputs so far), so a late or
//! reordered one changes nothing: the largest horizon wins, the others are stale.

use super::race::{quantize, Edge, Hand, Ms};
use super::state::{Action, JudgeState, Phase};
use crate::core::Seat;
use serde::{Deserialize, Serialize};

#[cfg(test)]
#[path = "duel_tests.rs"]
mod tests;

/// A reaction faster than this is no reaction but a guess or a forged time: World
/// Athletics calls a start within 100 ms of the gun false, as no one reacts faster (the
/// bots never go under 150). Such a time, or one before the phone's own paint, counts as a
/// hand lifted early: the seat loses the round, as on one phone.
pub const MIN_REACTION_MS: Ms = 100.0;
/// How often a phone reports during a race even when its player does nothing, so that the
/// horizon moves and the host can decide deadlines.
pub const REPORT_EVERY_MS: Ms = 50.0;
/// A phone not heard from for this long (host time) in a race is treated as dropped.
pub const WAIT_LIMIT_MS: Ms = 2_000.0;
/// A report with more inputs than this is not a person's (an honest phone drops key
/// auto-repeat; a round takes a press or two).
pub const MAX_INPUTS: usize = 32;
/// Reaction times beyond this (either way) are nonsense: a round times out long before.
pub const MAX_REACTION_MS: Ms = 600_000.0;

/// One phone's account of its player's hands in a race, reactions in ms from its own paint
/// of the flip. Cumulative: every input of the race so far, in time order; and complete up
/// to `through` (no input with a reaction up to it is missing).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Report {
    pub round: u32,
    /// The flip the host announced for this race (host time): names the race, since a
    /// restarted round keeps its number.
    pub flip_at: Ms,
    pub inputs: Vec<(Hand, Edge, Ms)>,
    pub through: Ms,
}

/// Why a report was refused. The referee is unchanged by a refused report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DuelError {
    NoSuchSeat,
    /// Not the race on now (an earlier round, or before a restart).
    OtherRace,
    /// The race is decided: reports are no longer needed.
    Decided,
    /// A time that is not a finite number within [`MAX_REACTION_MS`].
    BadTime,
    /// More than [`MAX_INPUTS`] inputs.
    TooMany,
    /// Inputs out of time order, or beyond the report's own horizon.
    Disordered,
    /// No further than a report already heard (late or reordered: harmless).
    Stale,
    /// It contradicts an earlier report: an input changed, vanished or appeared where the
    /// phone had said it had none.
    Rewritten,
    /// A phone is away: the round waits for it.
    Away,
}

/// What the referee knows of one phone in the race.
#[derive(Clone, Debug, Default, PartialEq)]
struct Phone {
    inputs: Vec<(Hand, Edge, Ms)>,
    /// The horizon; `None` before any report.
    through: Option<Ms>,
    /// How many of `inputs` went to the engine (or were passed over).
    fed: usize,
    /// Its first input was a time no hand could make.
    fouled: bool,
    /// Host time of its latest accepted report.
    heard: Option<Ms>,
}

/// The host's judge of a race between two phones, next to the game's state.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Referee {
    /// The race the phones' reports are for: its round and flip time.
    race: Option<(u32, Ms)>,
    phones: [Phone; 2],
    away: bool,
}

/// The table time of a reaction `r` in the race that flipped at `flip_at`.
fn at(flip_at: Ms, r: Ms) -> Ms {
    quantize(flip_at + r)
}

impl Referee {
    pub fn new() -> Referee {
        Referee::default()
    }

    /// Starts afresh whenever the state's race is another (a new round, a restart).
    fn follow(&mut self, state: &JudgeState) {
        let race = Some((state.round_no(), state.flip_at()));
        if self.race != race {
            self.race = race;
            self.phones = Default::default();
        }
    }

    /// Takes a phone's report, received at host time `now`. Untrusted: anything malformed
    /// is refused with the referee unchanged.
    pub fn report(
        &mut self,
        state: &JudgeState,
        seat: Seat,
        report: &Report,
        now: Ms,
    ) -> Result<(), DuelError> {
        if seat > 1 {
            return Err(DuelError::NoSuchSeat);
        }
        if self.away {
            return Err(DuelError::Away);
        }
        self.follow(state);
        if Some((report.round, report.flip_at)) != self.race {
            return Err(DuelError::OtherRace);
        }
        match state.phase() {
            Phase::Countdown | Phase::Race => {}
            Phase::Verdict | Phase::Over => return Err(DuelError::Decided),
            Phase::Ready => return Err(DuelError::OtherRace),
        }
        let sane = |t: Ms| t.is_finite() && t.abs() <= MAX_REACTION_MS;
        if !sane(report.through) || !report.inputs.iter().all(|i| sane(i.2)) {
            return Err(DuelError::BadTime);
        }
        if report.inputs.len() > MAX_INPUTS {
            return Err(DuelError::TooMany);
        }
        let times = report.inputs.iter().map(|i| i.2);
        let ordered = times.clone().zip(times.skip(1)).all(|(a, b)| a <= b);
        if !ordered || report.inputs.last().is_some_and(|i| i.2 > report.through) {
            return Err(DuelError::Disordered);
        }
        let phone = &mut self.phones[seat];
        if let Some(old) = phone.through {
            if report.through <= old {
                return Err(DuelError::Stale);
            }
            // What the phone said up to its old horizon stands; new inputs come after it.
            let kept = report.inputs.starts_with(&phone.inputs);
            if !kept
                || report.inputs[phone.inputs.len()..]
                    .iter()
                    .any(|i| i.2 <= old)
            {
                return Err(DuelError::Rewritten);
            }
        }
        phone.inputs = report.inputs.clone();
        phone.through = Some(report.through);
        phone.heard = Some(now);
        Ok(())
    }

    /// The engine actions due now, to apply in order at once (each is accepted by the state
    /// as it is): the inputs both phones have reported up to the lower horizon, in time
    /// order at `flip_at + r`, then a `Tick` deciding the race as it stood at that horizon,
    /// when that decides it.
    pub fn due(&mut self, state: &JudgeState) -> Vec<(Seat, Action)> {
        self.follow(state);
        if self.away || state.phase() != Phase::Race {
            return Vec::new();
        }
        let (Some(a), Some(b)) = (self.phones[0].through, self.phones[1].through) else {
            return Vec::new();
        };
        let rules = state.race_rules().expect("pickets are down in a race");
        // On the 1/8 ms grid, and low enough that every input quantized to it is known.
        let horizon = ((a.min(b) - 1.0 / 16.0) * 8.0).floor() / 8.0;
        let flip = state.flip_at();
        let mut scratch = state.clone();
        let mut out = Vec::new();
        // Each action is tried on a copy first: what the engine refuses (a lift of a hand
        // that never counted) is left out, as on one phone.
        let give = |scratch: &mut JudgeState, seat, action: Action, out: &mut Vec<_>| {
            if scratch.apply(seat, &action).is_ok() {
                out.push((seat, action));
            }
        };
        loop {
            // The earliest input not yet fed; at the same instant, seat 0's first.
            let next = (0..2)
                .filter_map(|s| {
                    let p = &self.phones[s];
                    let r = p.inputs.get(p.fed)?.2;
                    (quantize(r) <= horizon).then_some((quantize(r), s))
                })
                .min_by(|x, y| x.0.total_cmp(&y.0).then(x.1.cmp(&y.1)));
            let Some((_, seat)) = next else { break };
            let phone = &mut self.phones[seat];
            let (hand, edge, r) = phone.inputs[phone.fed];
            phone.fed += 1;
            if phone.fouled {
                continue;
            }
            if r < MIN_REACTION_MS {
                phone.fouled = true;
                // A hand down and lifted at once: the engine's early lift. A same-month
                // round has no lift to lose by (a defence does nothing, a hit wins at
                // once), so there the seat's hands just do not count.
                if rules.later.is_some() {
                    let t = at(flip, r.clamp(0.0, MIN_REACTION_MS - 0.125));
                    for edge in [Edge::Press, Edge::Release] {
                        let hand = Hand::Defend;
                        give(
                            &mut scratch,
                            seat,
                            Action::Input { hand, edge, t },
                            &mut out,
                        );
                    }
                }
                continue;
            }
            let t = at(flip, r);
            give(
                &mut scratch,
                seat,
                Action::Input { hand, edge, t },
                &mut out,
            );
        }
        let tick = at(flip, horizon + state.config().grace_ms as Ms);
        if tick >= scratch.clock && scratch.tick_due(tick) {
            give(&mut scratch, 0, Action::Tick { t: tick }, &mut out);
        }
        out
    }

    /// The seat silent for over [`WAIT_LIMIT_MS`] of host time `now` in a race, if any:
    /// the table then treats it as dropped.
    pub fn silent(&self, state: &JudgeState, now: Ms) -> Option<Seat> {
        if self.away || state.phase() != Phase::Race {
            return None;
        }
        let same = self.race == Some((state.round_no(), state.flip_at()));
        (0..2).find(|&s| {
            let heard = self.phones[s].heard.filter(|_| same);
            let since = heard.unwrap_or(state.flip_at()).max(state.flip_at());
            now - since > WAIT_LIMIT_MS
        })
    }

    /// A phone dropped: the round on now does not count. Its reports are forgotten and
    /// nothing is due until [`rejoined`](Self::rejoined); the table ticks nothing meanwhile.
    pub fn dropped(&mut self) {
        self.away = true;
        self.race = None;
        self.phones = Default::default();
    }

    pub fn away(&self) -> bool {
        self.away
    }

    /// The phone is back at host time `now`: a round left undecided counts down again with
    /// the same pickets (the `Restart` to apply); a decided one stays decided.
    pub fn rejoined(&mut self, state: &JudgeState, now: Ms) -> Option<Action> {
        self.away = false;
        self.race = None;
        self.phones = Default::default();
        matches!(state.phase(), Phase::Countdown | Phase::Race)
            .then_some(Action::Restart { t: now })
    }
}

/// A phone's side: its player's hands in one race, timed on its own clock from its paint.
#[derive(Clone, Debug, PartialEq)]
pub struct Stopwatch {
    round: u32,
    flip_at: Ms,
    paint: Ms,
    inputs: Vec<(Hand, Edge, Ms)>,
}

impl Stopwatch {
    /// The race `round` the host announced to flip at host time `flip_at`, painted at
    /// `paint` on this phone's own clock.
    pub fn new(round: u32, flip_at: Ms, paint: Ms) -> Stopwatch {
        Stopwatch {
            round,
            flip_at,
            paint,
            inputs: Vec::new(),
        }
    }

    /// A hand at the input event's own time `t` (this phone's clock). Events come in time
    /// order per phone; a later one with an earlier stamp is kept in order.
    pub fn input(&mut self, hand: Hand, edge: Edge, t: Ms) {
        let r = t - self.paint;
        let at = self.inputs.partition_point(|i| i.2 <= r);
        if self.inputs.len() < MAX_INPUTS {
            self.inputs.insert(at, (hand, edge, r));
        }
    }

    /// The report at `now` (this phone's clock), every input up to then included.
    pub fn report(&self, now: Ms) -> Report {
        let through = now - self.paint;
        Report {
            round: self.round,
            flip_at: self.flip_at,
            inputs: self
                .inputs
                .iter()
                .filter(|i| i.2 <= through)
                .copied()
                .collect(),
            through,
        }
    }
}
