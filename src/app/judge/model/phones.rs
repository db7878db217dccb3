//! Judge on two phones (issue 34): the host's phone holds the game, the far side's phone is
//! a guest. Each times its own player's hands from its own paint of the flip
//! (`games::judge::duel`); the clocks agree by the four-timestamp exchange
//! (`app::net::clock`) only so that both paint the flip at the same moment.
//!
//! The host flips the engine [`LEAD_MS`] ahead of the flip's time, so the guest's view
//! with the pickets is there before it is due; both tables show the pickets face down
//! until their own clock reaches the flip. During a race the host ticks nothing by its own
//! clock: its referee feeds the engine from both phones' reports.

use super::Model;
use crate::app::kit::SavedTable;
use crate::app::net::clock::{Clock, Sample, FRAME_MS};
use crate::core::{Seat, ViewOf};
use crate::games::judge::duel::{Referee, Report, Stopwatch, REPORT_EVERY_MS};
use crate::games::judge::{Action, Edge, Hand, JudgeState, Ms, Phase};
use serde::{Deserialize, Serialize};
use std::rc::Rc;

/// How far ahead of the flip the host sends it: more than a message takes one way on a
/// home network (a few to 100 ms), less than anyone would notice as a wait.
pub const LEAD_MS: Ms = 400.0;
/// The clocks agree when the error bound is within a frame: both flips paint in the same
/// frame or the next.
pub const AGREED_MS: Ms = FRAME_MS;
/// A frame reports its inputs as complete up to this long before its own time: an input
/// event is handled a little after its timestamp, and must not come after a horizon that
/// already passed it.
pub const MARGIN_MS: Ms = 30.0;

/// Judge's own messages between the two phones (the kit carries them as asides).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Aside {
    /// Guest to host: its clock's reading `t0`, and how well its clock agrees now (the
    /// error bound in ms; `None` before it does).
    Ping { t0: Ms, bound: Option<Ms> },
    /// Host to guest: `t0` back, and the host's clock when it heard (`t1`) and answered.
    Pong { t0: Ms, t1: Ms, t2: Ms },
    /// Guest to host: its player's hands in the race, timed from its paint.
    Report(Report),
}

/// The race's clock work at a table with a phone, host's or guest's.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Duel {
    /// On the host: the referee of the phones' reports.
    referee: Option<Referee>,
    /// The race painted here (its round and flip) and when, on this device's clock.
    race: Option<(u32, Ms)>,
    pub painted: Option<Ms>,
    watch: Option<Stopwatch>,
    /// The hand this device's person has on a head (taps move it).
    down: Option<Hand>,
    /// On the guest: its estimate of the host's clock, and when it last pinged, reported.
    clock: Clock,
    last_ping: Option<Ms>,
    last_report: Ms,
    /// The horizon last reported (this device's clock): reports only move it on.
    sent_through: Ms,
    /// On the host: how well the guest's clock agrees, as it last said, and when.
    guest_bound: Option<Ms>,
    guest_heard: Option<Ms>,
    /// Flips painted so far (tests compare the two phones' paints).
    pub paints: u32,
    /// Verdicts shown so far, the last one's round and when it showed (this device's clock).
    pub verdicts: u32,
    verdict_round: Option<u32>,
    pub verdict_at: Option<Ms>,
}

impl Duel {
    pub fn host() -> Duel {
        Duel {
            referee: Some(Referee::new()),
            ..Duel::default()
        }
    }

    pub fn guest() -> Duel {
        Duel::default()
    }

    /// How well the clocks agree (ms), if they do at all: the guest's own estimate, or on
    /// the host what the guest last said.
    pub fn bound(&self, now: Ms) -> Option<Ms> {
        match self.referee {
            Some(_) => self.guest_bound,
            None => self.clock.estimate(now).map(|e| e.bound),
        }
    }

    /// Whether this device has painted the flip of the race `o` is in.
    pub fn painted(&self, o: &crate::games::judge::JudgeObservation) -> bool {
        self.race == Some((o.round_no, o.flip_at))
    }

    /// Whether a race may start: the clocks agree within a frame.
    pub fn agreed(&self, now: Ms) -> bool {
        self.bound(now).is_some_and(|b| b <= AGREED_MS)
    }
}

fn text(aside: &Aside) -> String {
    serde_json::to_string(aside).expect("an aside serializes")
}

impl Model {
    pub(super) fn duel_mut(&mut self) -> Option<&mut Duel> {
        self.duel.as_deref_mut()
    }

    /// The phase this table shows: a race not yet painted here is still its countdown.
    pub fn shown_phase(&self) -> Phase {
        let view = self.t.view();
        let phase = view.table.phase;
        match &self.duel {
            Some(d) if phase == Phase::Race && !d.painted(&view.table) => Phase::Countdown,
            _ => phase,
        }
    }

    /// The view with the pickets face down until this device paints the flip.
    pub(super) fn masked(&self, view: Rc<ViewOf<JudgeState>>) -> Rc<ViewOf<JudgeState>> {
        let hide = self
            .duel
            .as_ref()
            .is_some_and(|d| !d.painted(&view.table) && view.table.phase == Phase::Race);
        if !hide {
            return view;
        }
        let mut v = (*view).clone();
        v.table.phase = Phase::Countdown;
        v.table.pickets = [None, None];
        v.table.race = None;
        v.table.inputs.clear();
        v.table.hands_down = [None, None];
        Rc::new(v)
    }

    /// The frame's work at a table with a phone; whether anything changed.
    pub(super) fn duel_frame(&mut self, now: Ms) -> bool {
        // The clock as this frame's work runs, not the frame's stamp (its start, which lags
        // by as much as a frame): the flip is painted in the frame this work draws.
        let now = clock_now().max(now);
        let guest = self.t.is_guest();
        let view = self.t.view();
        let o = &view.table;
        let race = (o.round_no, o.flip_at);
        let mut changed = false;
        // The flip this device is to paint, on its own clock.
        let flip_here = if guest {
            let d = self.duel.as_ref().expect("a duel");
            d.clock.to_local(now, o.flip_at)
        } else {
            Some(o.flip_at)
        };
        if guest {
            self.guest_ping(now);
        }
        // The countdown's beats, on this device's clock.
        if matches!(self.shown_phase(), Phase::Countdown) {
            if let Some(flip) = flip_here {
                let step = o.config.countdown_ms as Ms / 3.0;
                let beat = ((flip - now) / step).ceil().clamp(0.0, 3.0) as u8;
                if beat != self.beat && beat > 0 {
                    self.beat = beat;
                    self.cue(440.0, 120);
                    changed = true;
                }
            }
        }
        // The host flips the engine ahead, for the guest's view to be there in time.
        if !guest && o.phase == Phase::Countdown && now >= o.flip_at - LEAD_MS {
            let _ = self.apply(0, Action::Tick { t: o.flip_at });
            changed = true;
        }
        let d = self.duel.as_deref_mut().expect("a duel");
        if o.phase != Phase::Race {
            d.watch = None;
            d.down = None;
        } else if d.race != Some(race) && flip_here.is_some_and(|f| now >= f) {
            d.race = Some(race);
            d.painted = Some(now);
            d.paints += 1;
            d.watch = Some(Stopwatch::new(o.round_no, o.flip_at, now));
            d.down = None;
            d.last_report = now;
            d.sent_through = now;
            self.beat = 0;
            self.cue(880.0, 160);
            changed = true;
        }
        changed | self.report(now - MARGIN_MS, false)
    }

    /// The guest's clock readings: often until it has a few, then now and then.
    fn guest_ping(&mut self, now: Ms) {
        let d = self.duel.as_deref_mut().expect("a duel");
        let every = if d.clock.len() < 8 { 60.0 } else { 500.0 };
        if d.last_ping.is_some_and(|t| now - t < every) {
            return;
        }
        d.last_ping = Some(now);
        let bound = d.clock.estimate(now).map(|e| e.bound);
        // `t0` when it goes, not the frame's time: a frame's stamp is its start, some ms
        // before, and would make the host's clock look ahead.
        let aside = text(&Aside::Ping {
            t0: clock_now().max(now),
            bound,
        });
        self.t.send_aside(0, aside);
    }

    /// This device's report in a race, complete up to `through` (its clock): to the
    /// referee on the host, to the host on a guest (every [`REPORT_EVERY_MS`], or at once
    /// after an input).
    fn report(&mut self, through: Ms, at_once: bool) -> bool {
        let guest = self.t.is_guest();
        let d = self.duel.as_deref_mut().expect("a duel");
        let Some(watch) = &d.watch else {
            return false;
        };
        if through <= d.sent_through
            || !at_once && guest && through - d.last_report < REPORT_EVERY_MS
        {
            return false;
        }
        d.last_report = through;
        d.sent_through = through;
        let report = watch.report(through);
        let now = through;
        if guest {
            let seat = self.t.remote().map_or(1, |r| r.guest.seat);
            self.t.send_aside(seat, text(&Aside::Report(report)));
            return false;
        }
        self.referee_hears(0, &report, now)
    }

    /// A report to the referee; the engine gets what is due. Whether the game moved.
    fn referee_hears(&mut self, seat: Seat, report: &Report, now: Ms) -> bool {
        // The state is read where it is (no copy: this runs every frame of a race).
        let state = self.t.state();
        let d = self.duel.as_deref_mut().expect("a duel");
        let Some(referee) = &mut d.referee else {
            return false;
        };
        if referee.report(state, seat, report, now).is_err() {
            return false;
        }
        let due = referee.due(state);
        let mut moved = false;
        for (seat, action) in due {
            let decides = matches!(action, Action::Tick { .. });
            if self.apply(seat, action).is_ok() {
                moved = true;
                let over = matches!(self.state().phase(), Phase::Verdict | Phase::Over);
                if decides && over {
                    self.verdict_seen = Some(now);
                    self.cue(660.0, 140);
                    let d = self.duel.as_deref_mut().expect("a duel");
                    d.verdicts += 1;
                    // Shown now (`now` may be a horizon behind it).
                    d.verdict_at = Some(clock_now().max(now));
                }
            }
        }
        moved
    }

    /// The messages Judge's phones sent each other, heard by the kit.
    pub(super) fn duel_heard(&mut self) -> bool {
        let asides = std::mem::take(&mut self.t.asides);
        let mut moved = false;
        for (seat, raw, now) in asides {
            // Untrusted: anything that is not one of Judge's messages is dropped.
            let Ok(aside) = serde_json::from_str::<Aside>(&raw) else {
                continue;
            };
            let guest = self.t.is_guest();
            match aside {
                Aside::Ping { t0, bound } if !guest && t0.is_finite() => {
                    if let Some(d) = self.duel_mut() {
                        d.guest_bound = bound.filter(|b| b.is_finite() && *b >= 0.0);
                        d.guest_heard = Some(now);
                    }
                    // Answered now: `t2` is when it goes, a little after it was heard.
                    let pong = text(&Aside::Pong {
                        t0,
                        t1: now,
                        t2: clock_now().max(now),
                    });
                    self.t.send_aside(seat, pong);
                }
                Aside::Pong { t0, t1, t2 } if guest => {
                    if let Some(d) = self.duel_mut() {
                        d.clock.add(Sample {
                            t0,
                            t1,
                            t2,
                            t3: now,
                        });
                    }
                }
                Aside::Report(report) if !guest && self.t.setup.is_phone(seat) => {
                    moved |= self.referee_hears(seat, &report, now);
                }
                _ => {}
            }
        }
        moved
    }

    /// A hand at this device in a race on two phones: timed from this device's paint. A
    /// press before it is too early, as on one phone.
    pub(super) fn duel_input(&mut self, seat: Seat, hand: Hand, edge: Edge, t: Ms) -> bool {
        // Only this device's person races here; the other side is the other phone's.
        if seat != self.bottom() {
            return false;
        }
        let Some(d) = self.duel.as_deref_mut() else {
            return false;
        };
        let Some(watch) = &mut d.watch else {
            if edge == Edge::Press {
                self.t.notice = Some(super::super::text::too_early(&self.t.setup, seat));
                return true;
            }
            return false;
        };
        match edge {
            Edge::Press if d.down.is_none() => d.down = Some(hand),
            Edge::Release if d.down == Some(hand) => d.down = None,
            _ => {}
        }
        // This phone's own delay, calibrated, is not its player's.
        watch.input(hand, edge, t - self.calibration);
        self.t.notice = None;
        // Complete up to the input itself: events are handled in their time order.
        self.report(t, true);
        true
    }

    /// Start (or Next round) on two phones: the host starts, once the clocks agree.
    pub(super) fn duel_start(&mut self, now: Ms) -> bool {
        if self.t.is_guest() {
            return false;
        }
        if !self.duel.as_ref().is_some_and(|d| d.agreed(now)) {
            self.t.notice = Some(not_agreed().into());
            return true;
        }
        self.paused = false;
        if self.apply(0, Action::Start { t: now }).is_ok() {
            self.begin_round();
        }
        true
    }

    /// The host's pace between rounds, and a phone gone quiet: after a verdict the next
    /// round starts by itself (as on one device) once the clocks agree; a phone silent in a
    /// race makes the round not count, and it counts down again when the phone is back.
    pub(super) fn duel_next_round(&mut self, now: Ms) -> bool {
        if self.t.is_guest() {
            // The guest hears each verdict in its view (the round's record, also when the
            // next round's countdown came in the same breath): its tone, once.
            let last = self.t.view().table.last.as_ref().map(|r| r.round_no);
            let d = self.duel.as_deref_mut().expect("a duel");
            if last.is_some() && last != d.verdict_round {
                d.verdict_round = last;
                d.verdicts += 1;
                d.verdict_at = Some(now);
                self.verdict_seen = Some(now);
                self.cue(660.0, 140);
                return true;
            }
            return false;
        }
        let state = self.state().clone();
        let d = self.duel.as_deref_mut().expect("a duel");
        let referee = d.referee.as_mut().expect("the host's referee");
        let back = d.guest_heard.is_some_and(|t| now - t < 1_000.0);
        if referee.away() {
            if back {
                if let Some(restart) = referee.rejoined(&state, now) {
                    let _ = self.apply(0, restart);
                    self.begin_round();
                }
                self.t.notice = None;
                return true;
            }
            return false;
        }
        if referee.silent(&state, now).is_some() {
            referee.dropped();
            self.t.notice = Some(
                crate::ts!(
                    "The other phone went quiet: this round does not count. It counts down again when the phone is back.",
                    "相手のスマホの応答がありません。この回は数えません。スマホが戻るとカウントダウンをやり直します。"
                )
                .into(),
            );
            return true;
        }
        let due = self
            .verdict_seen
            .is_some_and(|seen| now >= seen + self.verdict_pause);
        if state.phase() == Phase::Verdict && !self.paused && due && d.agreed(now) {
            if self.apply(0, Action::Start { t: now }).is_ok() {
                self.begin_round();
            }
            return true;
        }
        false
    }

    /// The hand this device's person has down in the race on two phones.
    pub fn duel_down(&self) -> Option<Hand> {
        self.duel.as_ref().and_then(|d| d.down)
    }
}

/// Why a round waits to start on two phones.
pub fn not_agreed() -> &'static str {
    crate::ts!(
        "Waiting for the two phones' clocks to agree within a frame.",
        "2台のスマホの時計が1フレーム以内にそろうのを待っています。"
    )
}

/// The page's clock, for the moment an answer goes (natively, in tests: none, so 0 and
/// the answer counts as sent when heard).
fn clock_now() -> Ms {
    #[cfg(target_arch = "wasm32")]
    {
        crate::app::kit::page_now()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        0.0
    }
}
