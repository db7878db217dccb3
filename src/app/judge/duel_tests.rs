//! Judge on two phones, natively: a whole game played by two scripted players over a
//! simulated network (delays, jitter, reordering, clocks 10 s apart drifting 100 ppm) gets
//! the verdict of the same reactions on one clock in every round.

use crate::app::net::clock::{Clock, Sample, FRAME_MS};
use crate::core::rng::from_seed;
use crate::core::{Game, GameRng, Seat};
use crate::games::judge::duel::{
    DuelError, Referee, Report, Stopwatch, MIN_REACTION_MS, REPORT_EVERY_MS, WAIT_LIMIT_MS,
};
use crate::games::judge::{
    Action, Edge, Hand, JudgeConfig, JudgeState, Ms, Outcome, Phase, Reason, Verdict,
};
use rand::RngExt;
use std::cmp::Ordering;
use std::collections::BinaryHeap;

type Script = [Vec<(Hand, Edge, Ms)>; 2];
const VSYNC: Ms = 1000.0 / 60.0;
const DRIFT_PPM: f64 = 100.0;

/// The guest's clock at true time `t` (the host's clock is true time): 10 s ahead, fast.
fn guest_at(t: Ms) -> Ms {
    t * (1.0 + DRIFT_PPM * 1e-6) + 10_000.0
}
fn true_of_guest(local: Ms) -> Ms {
    (local - 10_000.0) / (1.0 + DRIFT_PPM * 1e-6)
}
/// The first frame at or after `t` of a screen whose vsync is at `phase` + k frames.
fn frame_after(t: Ms, phase: Ms) -> Ms {
    ((t - phase) / VSYNC).ceil() * VSYNC + phase
}

/// Each round's hands (seat 0 the host, 1 the guest), reactions in true ms from each one's
/// own paint. Host times end in 3, guest's in 7, so no two differ by an exact window unless
/// meant to (a 100 ppm clock stretches a guest's 600 ms by 0.06 ms).
fn script(round: u32) -> Script {
    use Edge::*;
    use Hand::*;
    let mut rng = from_seed(round as u64 * 31 + 5);
    match round % 10 {
        1 => [vec![(Hit, Press, 343.0)], vec![(Defend, Press, 417.0)]],
        2 => [vec![(Hit, Press, 300.0)], vec![(Hit, Press, 300.0)]], // both at once
        3 => [
            vec![(Defend, Press, 313.0), (Defend, Release, 383.0)], // lifted early
            vec![(Hit, Press, 607.0)],
        ],
        4 => [vec![(Hit, Press, 453.0)], vec![(Defend, Press, 277.0)]], // mistaken defence?
        5 => [vec![], vec![]],                                          // nobody: time-out
        6 => [
            vec![(Hit, Press, 413.0)],
            vec![(Hit, Press, 57.0), (Hit, Press, 357.0)],
        ],
        7 => [vec![(Defend, Press, 353.0)], vec![(Defend, Press, 337.0)]],
        8 => [vec![(Hit, Press, 413.0)], vec![(Hit, Press, -27.0)]], // before its paint
        9 => [vec![(Defend, Press, 290.0)], vec![(Defend, Press, 290.0)]],
        _ => [3.0, 7.0].map(|end| {
            let mut v = Vec::new();
            let mut r = 150.0 + 10.0 * rng.random_range(0..40) as Ms + end;
            for _ in 0..rng.random_range(0..3) {
                let hand = if rng.random::<bool>() { Hit } else { Defend };
                v.push((hand, Press, r));
                if rng.random_range(0..4) == 0 {
                    v.push((hand, Release, r + 10.0 * rng.random_range(1..30) as Ms));
                }
                r += 10.0 * rng.random_range(1..50) as Ms;
                v.sort_by(|a, b| a.2.total_cmp(&b.2));
            }
            v
        }),
    }
}

/// The round now in Countdown played on one clock, inputs at `flip_at + r` in time order
/// (seat 0 first at the same instant). A seat whose first time no hand could make has a
/// hand on a head lifted at once (at that time, or the flip); in a same-month round, where
/// no lift loses, its hands just do not count.
fn one_clock(state: &mut JudgeState, script: &Script) -> Verdict {
    let flip = state.flip_at();
    state.apply(0, &Action::Tick { t: flip }).unwrap();
    let later = state.race_rules().unwrap().later;
    let mut all: Vec<(Ms, Seat, Hand, Edge)> = Vec::new();
    let mut fouls = Vec::new();
    for (s, hands) in script.iter().enumerate() {
        match hands.first() {
            Some(&(_, _, r)) if r < MIN_REACTION_MS => {
                fouls.push((r, s));
                let r = r.clamp(0.0, MIN_REACTION_MS - 0.125);
                if later.is_some() {
                    all.push((r, s, Hand::Defend, Edge::Press));
                    all.push((r, s, Hand::Defend, Edge::Release));
                }
            }
            _ => all.extend(hands.iter().map(|&(h, e, r)| (r, s, h, e))),
        }
    }
    all.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    for (r, seat, hand, edge) in all {
        let t = flip + r;
        let _ = state.apply(seat, &Action::Input { hand, edge, t });
        let _ = state.apply(0, &Action::Tick { t });
    }
    let _ = state.apply(0, &Action::Tick { t: flip + 1e5 });
    let v = state.last_round().unwrap().verdict;
    fouls.sort_by(|a, b| a.0.total_cmp(&b.0));
    if let (Some(&(_, s)), Some(_)) = (fouls.first(), later) {
        assert_eq!(
            (v.outcome, v.reason),
            (Outcome::Win(1 - s), Reason::Released(s))
        );
    }
    v
}

/// A one-way link: `base` + up to `jitter` ms, drawn for each message.
#[derive(Clone, Copy, Debug)]
struct Net {
    name: &'static str,
    to_host: (Ms, Ms),
    to_guest: (Ms, Ms),
    /// Wait for the clocks to agree within a frame before each round.
    wait_for_clock: bool,
}

#[derive(Debug)]
enum Msg {
    Ping { t0: Ms, bound: Option<Ms> },
    Pong { t0: Ms, t1: Ms, t2: Ms },
    Flip { round: u32, flip_at: Ms },
    Decided,
    Report(Report),
}

#[derive(Debug)]
enum Ev {
    Ping,
    AtHost(Msg),
    AtGuest(Msg),
    Start,
    Flip,
    Hand(Seat, u32, usize),
    Report(Seat, u32),
    Rejoin,
}

struct Timed(Ms, u64, Ev);
impl PartialEq for Timed {
    fn eq(&self, o: &Self) -> bool {
        self.cmp(o) == Ordering::Equal
    }
}
impl Eq for Timed {}
impl PartialOrd for Timed {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}
impl Ord for Timed {
    fn cmp(&self, o: &Self) -> Ordering {
        o.0.total_cmp(&self.0).then(o.1.cmp(&self.1))
    }
}

/// One phone's race: its stopwatch, its paint in true time, an epoch for stale events.
struct Side {
    watch: Option<Stopwatch>,
    script: Vec<(Hand, Edge, Ms)>,
    paint_true: Ms,
    epoch: u32,
}

/// What a whole game on two phones showed.
#[derive(Default)]
struct Figures {
    verdicts: Vec<(u32, Verdict)>,
    bounds: Vec<Ms>,
    paint_diffs: Vec<Ms>,
    latencies: Vec<Ms>,
    same_month: usize,
    stale: usize,
    /// The pickets each round was started with, and those it was restarted with.
    laid: Vec<(u32, [Option<crate::games::judge::Card>; 2])>,
    scores: [u32; 2],
    restarts: usize,
}

struct Sim {
    net: Net,
    rng: GameRng,
    queue: BinaryHeap<Timed>,
    seq: u64,
    now: Ms,
    state: JudgeState,
    referee: Referee,
    clock: Clock,
    guest_bound: Option<Ms>,
    sides: [Side; 2],
    /// The guest's link is down until this true time.
    down_until: Ms,
    drop_round: Option<u32>,
    figures: Figures,
}

impl Sim {
    fn new(net: Net, deal: u64, drop_round: Option<u32>) -> Sim {
        let side = || Side {
            watch: None,
            script: Vec::new(),
            paint_true: 0.0,
            epoch: 0,
        };
        let mut sim = Sim {
            net,
            rng: from_seed(deal ^ 0xD0E1),
            queue: BinaryHeap::new(),
            seq: 0,
            now: 0.0,
            state: JudgeState::new(&JudgeConfig::default(), deal),
            referee: Referee::new(),
            clock: Clock::new(),
            guest_bound: None,
            sides: [side(), side()],
            down_until: f64::NEG_INFINITY,
            drop_round,
            figures: Figures::default(),
        };
        sim.at(0.0, Ev::Ping);
        sim.at(2_000.0, Ev::Start);
        sim
    }

    fn at(&mut self, t: Ms, ev: Ev) {
        self.seq += 1;
        self.queue.push(Timed(t, self.seq, ev));
    }

    fn send(&mut self, to_host: bool, msg: Msg) {
        if self.now < self.down_until {
            return; // lost with the link
        }
        let (base, jitter) = if to_host {
            self.net.to_host
        } else {
            self.net.to_guest
        };
        let t = self.now + base + self.rng.random::<f64>() * jitter;
        self.at(
            t,
            if to_host {
                Ev::AtHost(msg)
            } else {
                Ev::AtGuest(msg)
            },
        );
    }

    fn run(mut self) -> Figures {
        while let Some(Timed(t, _, ev)) = self.queue.pop() {
            self.now = t;
            self.event(ev);
            if self.state.is_over() {
                break;
            }
            assert!(t < 3_600_000.0, "the game went on for an hour");
        }
        self.figures.scores = [self.state.score(0), self.state.score(1)];
        self.figures
    }

    fn event(&mut self, ev: Ev) {
        let local = guest_at(self.now);
        match ev {
            Ev::Ping => {
                let bound = self.clock.estimate(local).map(|e| e.bound);
                self.send(true, Msg::Ping { t0: local, bound });
                self.at(self.now + 250.0, Ev::Ping);
            }
            Ev::AtHost(Msg::Ping { t0, bound }) => {
                self.guest_bound = bound;
                // The host answers at once: a stamp on receipt, another on sending.
                let (t1, t2) = (self.now, self.now);
                self.send(false, Msg::Pong { t0, t1, t2 });
            }
            Ev::AtGuest(Msg::Pong { t0, t1, t2 }) => {
                let t3 = local;
                assert!(self.clock.add(Sample { t0, t1, t2, t3 }));
            }
            Ev::Start => self.start(),
            // The host paints the flip: its frame time flips the engine.
            Ev::Flip if self.state.phase() == Phase::Countdown => {
                self.state.apply(0, &Action::Tick { t: self.now }).unwrap();
            }
            Ev::AtGuest(Msg::Flip { round, flip_at }) => self.guest_flip(round, flip_at),
            Ev::AtGuest(Msg::Decided) => self.sides[1].epoch += 1,
            Ev::Hand(seat, epoch, i) if epoch == self.sides[seat].epoch => {
                let (hand, edge, _) = self.sides[seat].script[i];
                let t = if seat == 0 { self.now } else { local };
                self.sides[seat]
                    .watch
                    .as_mut()
                    .unwrap()
                    .input(hand, edge, t);
                self.report(seat);
            }
            Ev::Report(seat, epoch) if epoch == self.sides[seat].epoch => {
                self.report(seat);
                self.at(self.now + REPORT_EVERY_MS, Ev::Report(seat, epoch));
                if seat == 0 {
                    self.host_frame();
                }
            }
            Ev::AtHost(Msg::Report(r)) => self.hear(1, r),
            Ev::Rejoin => {
                let restart = self.referee.rejoined(&self.state, self.now).unwrap();
                self.state.apply(0, &restart).unwrap();
                self.figures.restarts += 1;
                let laid = (self.state.round_no(), self.state.pickets);
                self.figures.laid.push(laid);
                self.announce();
            }
            _ => {}
        }
    }

    /// The host starts a round once the clocks agree (when the net says to wait for it).
    fn start(&mut self) {
        let agreed = self
            .guest_bound
            .is_some_and(|b| b <= FRAME_MS || !self.net.wait_for_clock);
        if !agreed || self.referee.away() {
            self.at(self.now + 100.0, Ev::Start);
            return;
        }
        self.state.apply(0, &Action::Start { t: self.now }).unwrap();
        let laid = (self.state.round_no(), self.state.pickets);
        self.figures.laid.push(laid);
        self.announce();
    }

    /// The host tells the guest the flip and schedules its own paint and hands.
    fn announce(&mut self) {
        let (round, flip_at) = (self.state.round_no(), self.state.flip_at());
        self.send(false, Msg::Flip { round, flip_at });
        let paint = frame_after(flip_at, 3.1);
        self.at(paint, Ev::Flip);
        self.begin(0, round, flip_at, paint, paint);
        if self.drop_round == Some(round) {
            // The guest's link fails mid-race; the host notices its silence.
            self.drop_round = None;
            self.down_until = paint + 250.0 + WAIT_LIMIT_MS + 1_500.0;
            let back = self.down_until;
            self.at(back, Ev::Rejoin);
        }
    }

    /// The guest paints at its first frame at or after the flip's time on its clock.
    fn guest_flip(&mut self, round: u32, flip_at: Ms) {
        let local = guest_at(self.now);
        let e = self
            .clock
            .estimate(local)
            .expect("an answer before the first round");
        let truth = self.now - local;
        assert!(
            (e.offset - truth).abs() <= e.bound,
            "clock outside its bound"
        );
        self.figures.bounds.push(e.bound);
        let paint_local = frame_after(e.to_local(flip_at).max(local), 11.3);
        let paint = true_of_guest(paint_local);
        self.begin(1, round, flip_at, paint_local, paint);
        let diff = (paint - self.sides[0].paint_true).abs();
        assert!(diff <= e.bound + FRAME_MS + 1.0, "paints {diff} ms apart");
        self.figures.paint_diffs.push(diff);
    }

    fn begin(&mut self, seat: Seat, round: u32, flip_at: Ms, paint_local: Ms, paint: Ms) {
        let side = &mut self.sides[seat];
        side.epoch += 1;
        side.watch = Some(Stopwatch::new(round, flip_at, paint_local));
        side.paint_true = paint;
        side.script = script(round)[seat].clone();
        let epoch = side.epoch;
        for (i, &(_, _, r)) in side.script.clone().iter().enumerate() {
            self.at((paint + r).max(self.now), Ev::Hand(seat, epoch, i));
        }
        self.at(paint + REPORT_EVERY_MS, Ev::Report(seat, epoch));
    }

    fn report(&mut self, seat: Seat) {
        let local = if seat == 0 {
            self.now
        } else {
            guest_at(self.now)
        };
        let r = self.sides[seat].watch.as_ref().unwrap().report(local);
        if seat == 0 {
            self.hear(0, r);
        } else {
            self.send(true, Msg::Report(r));
        }
    }

    /// A report reaches the host's referee; the engine gets what is due.
    fn hear(&mut self, seat: Seat, r: Report) {
        match self.referee.report(&self.state, seat, &r, self.now) {
            Ok(()) => self.feed(),
            Err(DuelError::Stale) => self.figures.stale += 1,
            Err(DuelError::Decided | DuelError::OtherRace) => {}
            Err(DuelError::Away) => {}
            Err(e) => panic!("an honest report refused: {e:?}"),
        }
    }

    fn feed(&mut self) {
        let round = self.state.round_no();
        for (seat, action) in self.referee.due(&self.state) {
            self.state.apply(seat, &action).unwrap();
        }
        if matches!(self.state.phase(), Phase::Verdict | Phase::Over) {
            let v = self.state.last_round().unwrap().verdict;
            // From the later phone reaching the verdict's moment to the host knowing it.
            let rel = v.at - self.state.last_round().unwrap().rules.flip_at;
            let later = self.sides[0].paint_true.max(self.sides[1].paint_true) + rel;
            self.figures.latencies.push(self.now - later);
            if self.state.last_round().unwrap().rules.later.is_none() {
                self.figures.same_month += 1;
            }
            let at = rel;
            self.figures.verdicts.push((round, Verdict { at, ..v }));
            self.sides[0].epoch += 1;
            self.send(false, Msg::Decided);
            self.at(self.now + 1_500.0, Ev::Start);
        }
    }

    /// The host's frame: a silent guest is a dropped one.
    fn host_frame(&mut self) {
        if self.referee.silent(&self.state, self.now).is_some() {
            self.referee.dropped();
            self.sides[0].epoch += 1;
        }
    }
}

/// The same game on one clock: each round's verdict (its time from the flip) and scores.
fn reference(deal: u64) -> (Vec<Verdict>, [u32; 2]) {
    let mut state = JudgeState::new(&JudgeConfig::default(), deal);
    let mut verdicts = Vec::new();
    while !state.is_over() {
        state.apply(0, &Action::Start { t: 0.0 }).unwrap();
        let round = state.round_no();
        let v = one_clock(&mut state, &script(round));
        verdicts.push(Verdict {
            at: v.at - state.last_round().unwrap().rules.flip_at,
            ..v
        });
    }
    (verdicts, [state.score(0), state.score(1)])
}

/// A deal whose rounds, with these scripts, end in every way but a hit back: the same
/// instant in a same-month round (round 2), mistaken defences, early lifts, time-outs.
const DEAL: u64 = 4;

fn nets() -> [Net; 6] {
    let net = |name, to_host, to_guest, wait_for_clock| Net {
        name,
        to_host,
        to_guest,
        wait_for_clock,
    };
    [
        net("same room", (0.0, 0.0), (0.0, 0.0), true),
        net("wifi", (2.0, 8.0), (2.0, 8.0), true),
        net("0-150 ms", (0.0, 150.0), (0.0, 150.0), true),
        net("150 +- 50 ms", (150.0, 50.0), (150.0, 50.0), false),
        net("asymmetric", (5.0, 10.0), (140.0, 50.0), false),
        net("reordered", (20.0, 150.0), (20.0, 150.0), false),
    ]
}

fn pct(v: &[Ms], p: f64) -> Ms {
    let mut s = v.to_vec();
    s.sort_by(f64::total_cmp);
    s[((s.len() - 1) as f64 * p).round() as usize]
}

fn same(a: &Verdict, b: &Verdict) -> bool {
    a.outcome == b.outcome && a.reason == b.reason && (a.at - b.at).abs() <= 0.25
}

#[test]
fn every_round_gets_the_one_clock_verdict_on_any_network() {
    let (want, scores) = reference(DEAL);
    for net in nets() {
        let f = Sim::new(net, DEAL, None).run();
        assert_eq!(f.verdicts.len(), want.len(), "{}", net.name);
        for (i, (round, v)) in f.verdicts.iter().enumerate() {
            assert_eq!(*round as usize, i + 1);
            assert!(
                same(v, &want[i]),
                "{} round {round}: {v:?} != {:?}",
                net.name,
                want[i]
            );
        }
        assert_eq!(f.scores, scores, "{}", net.name);
        assert!(f.same_month >= 1);
        if net.name == "reordered" {
            assert!(f.stale > 0, "reports were reordered");
        }
        eprintln!(
            "{:>12}: bound p50 {:5.1} max {:5.1} ms | paints apart p50 {:5.1} p95 {:5.1} ms | \
             verdict after the later hand p50 {:5.0} max {:5.0} ms | {} stale reports",
            net.name,
            pct(&f.bounds, 0.5),
            pct(&f.bounds, 1.0),
            pct(&f.paint_diffs, 0.5),
            pct(&f.paint_diffs, 0.95),
            pct(&f.latencies, 0.5),
            pct(&f.latencies, 1.0),
            f.stale,
        );
    }
    let reasons: Vec<_> = want.iter().map(|v| v.reason).collect();
    eprintln!("{} rounds: {reasons:?}", want.len());
    for r in [
        Reason::TimeOut,
        Reason::Released(0),
        Reason::Released(1),
        Reason::SameInstant,
        Reason::SameMonthHit,
        Reason::MistakenDefence,
        Reason::MistakenDefenceHit,
        Reason::MistakenHitSpared,
        Reason::BothDefended,
        Reason::LaterHitFirst,
    ] {
        assert!(reasons.contains(&r), "the game has a {r:?}");
    }
}

#[test]
fn a_phone_dropped_mid_round_restarts_it_with_the_same_pickets() {
    let (want, scores) = reference(DEAL);
    for net in [nets()[1], nets()[4]] {
        let f = Sim::new(net, DEAL, Some(3)).run();
        assert_eq!(f.restarts, 1);
        // Round 3 was laid twice with the same pickets, and decided once.
        let laid: Vec<_> = f.laid.iter().filter(|l| l.0 == 3).collect();
        assert_eq!(laid.len(), 2);
        assert_eq!(laid[0].1, laid[1].1);
        let rounds: Vec<u32> = f.verdicts.iter().map(|v| v.0).collect();
        assert_eq!(rounds, (1..=want.len() as u32).collect::<Vec<_>>());
        for (i, (_, v)) in f.verdicts.iter().enumerate() {
            assert!(same(v, &want[i]), "{} round {}", net.name, i + 1);
        }
        assert_eq!(f.scores, scores);
    }
}
