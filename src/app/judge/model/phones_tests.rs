//! Judge on two phones through the models (issue 34): the host's model and the far phone's,
//! wired by a network of outboxes with a one-way delay, each on its own clock (the far
//! phone's 10 s ahead). Frames every 4 ms; each player presses the right hand (or a wrong
//! one) a fixed time after the flip its own table shows. What the tests check: both phones
//! paint each flip within a frame of each other, every verdict is the one the same reaction
//! times get on one clock, and a phone gone quiet in a race makes the round not count.

use super::*;
use crate::app::kit::phones::{NetSeats, Wire};
use crate::app::kit::{Player, PlayerKind};
use crate::app::net::guest::Guest;
use crate::core::{Seat, Viewed};
use crate::games::judge::duel::MIN_REACTION_MS;
use crate::games::judge::{RoundRecord, Verdict};
use std::cell::RefCell;

const GUEST_AHEAD: Ms = 10_000.0;
const STEP: Ms = 4.0;

type Outbox = Rc<RefCell<Vec<(Seat, String)>>>;

fn wire(into: &Outbox) -> Wire {
    let into = into.clone();
    Rc::new(move |seat, text| into.borrow_mut().push((seat, text)))
}

/// Two phones on a link of `delay` ms each way; `now` is the host's clock.
struct Net {
    host: Model,
    guest: Model,
    out: Outbox,
    gout: Outbox,
    /// Messages on their way: when they arrive (host time), to the guest or not, the text.
    flying: Vec<(Ms, bool, String)>,
    delay: Ms,
    now: Ms,
    /// Whether the guest's messages reach the host (a phone gone quiet when not).
    heard: bool,
}

impl Net {
    fn new(seed: u64, delay: Ms) -> Net {
        let (out, gout): (Outbox, Outbox) = (Rc::default(), Rc::default());
        let setup = JudgeTable {
            players: vec![
                Player {
                    name: "Aiko".into(),
                    kind: PlayerKind::Human,
                },
                Player {
                    name: "Ren".into(),
                    kind: PlayerKind::Phone,
                },
            ],
            net: Some(NetSeats {
                table: 4,
                tokens: vec![None, Some(String::new())],
            }),
            ..JudgeTable::default()
        };
        let config = JudgeConfig {
            countdown_ms: 900,
            ..JudgeConfig::default()
        };
        let session = Rc::new(Session::new(config, seed));
        let mut host = Model::new(Table::new(session, setup).with_phones(wire(&out)), 100);
        // The phone joins: its hello, the host's welcome and view.
        let mut g = Guest::<JudgeState>::new(1, "ren".into());
        host.update(Msg::Kit(KitMsg::Linked(1, true)));
        host.update(Msg::Kit(KitMsg::Heard(1, g.hello().into(), 0.0)));
        for (_, m) in out.borrow_mut().drain(..) {
            g.hear(&m).unwrap();
        }
        let gsetup = JudgeTable::for_guest(&g.names, 1).unwrap();
        let guest = Model::new(Table::guest(g, gsetup, wire(&gout)), 100);
        Net {
            host,
            guest,
            out,
            gout,
            flying: Vec::new(),
            delay,
            now: 0.0,
            heard: true,
        }
    }

    /// Time moves on by a step: messages sent go on their way, those due arrive, and each
    /// model gets its frame on its own clock.
    fn step(&mut self) {
        self.now += STEP;
        for (_, m) in self.out.borrow_mut().drain(..) {
            self.flying.push((self.now + self.delay, true, m));
        }
        for (_, m) in self.gout.borrow_mut().drain(..) {
            if self.heard {
                self.flying.push((self.now + self.delay, false, m));
            }
        }
        let now = self.now;
        let (due, later): (Vec<_>, Vec<_>) = self.flying.drain(..).partition(|m| m.0 <= now);
        self.flying = later;
        for (_, to_guest, m) in due {
            if to_guest {
                self.guest
                    .update(Msg::Kit(KitMsg::Heard(0, m.into(), now + GUEST_AHEAD)));
            } else {
                self.host.update(Msg::Kit(KitMsg::Heard(1, m.into(), now)));
            }
        }
        self.host.update(Msg::Frame(now));
        self.guest.update(Msg::Frame(now + GUEST_AHEAD));
    }

    fn run(&mut self, ms: Ms) {
        let end = self.now + ms;
        while self.now < end {
            self.step();
        }
    }

    /// Runs until the host sees the clocks agree (within 3 s): a round may start.
    fn agreed(&mut self) -> bool {
        self.until(3_000.0, |n| {
            n.host.duel.as_ref().is_some_and(|d| d.agreed(n.now))
        })
    }

    /// Runs until `done`, for at most `ms`.
    fn until(&mut self, ms: Ms, done: impl Fn(&Net) -> bool) -> bool {
        let end = self.now + ms;
        while self.now < end {
            if done(self) {
                return true;
            }
            self.step();
        }
        done(self)
    }
}

/// The right hand for the near side's month `mine` against `theirs`.
fn right(mine: u8, theirs: u8) -> Hand {
    if mine >= theirs {
        Hand::Hit
    } else {
        Hand::Defend
    }
}

/// The flip this model shows, if painted: (round, my month, their month).
fn flipped(m: &Model) -> Option<(u32, u8, u8)> {
    let view = m.view();
    let o = &view.table;
    if o.phase != Phase::Race {
        return None;
    }
    let me = m.bottom();
    let (a, b) = (o.pickets[me]?, o.pickets[1 - me]?);
    Some((o.round_no, a.month(), b.month()))
}

#[test]
fn two_phones_paint_each_flip_together_and_agree_on_every_verdict() {
    // A home Wi-Fi's few ms each way (with the frames' steps, a round trip of about 20 ms).
    let mut net = Net::new(7, 3.0);
    // The clocks agree before the first round may start; Start waits until then.
    assert!(net.agreed(), "the clocks agree");
    assert!(
        net.host.may_act() && !net.guest.may_act(),
        "the host starts"
    );
    // Reactions: the host's player 240 ms, the far phone's 300 ms (or 180 ms when it is the
    // later month, to win some); the far phone takes the wrong hand every fourth round.
    let mut rounds = 0;
    let mut reasons = Vec::new();
    net.host.update(Msg::StartRound(net.now));
    while !net.host.state().is_over() {
        assert!(rounds < 30, "the game ends");
        assert!(net.until(5_000.0, |n| flipped(&n.host).is_some()
            && flipped(&n.guest).is_some()));
        let paints = |m: &Model| m.duel.as_ref().unwrap().painted.unwrap();
        let (hp, gp) = (paints(&net.host), paints(&net.guest) - GUEST_AHEAD);
        assert!(
            (hp - gp).abs() <= 16.7 + STEP,
            "paints {hp} and {gp} within a frame"
        );
        let (round, hm, gm) = flipped(&net.host).unwrap();
        let (_, gmine, gtheirs) = flipped(&net.guest).unwrap();
        assert_eq!(
            (gmine, gtheirs),
            (gm, hm),
            "each phone its own side at the bottom"
        );
        let host_hand = right(hm, gm);
        let mut guest_hand = right(gm, hm);
        if round % 4 == 3 {
            guest_hand = if guest_hand == Hand::Hit {
                Hand::Defend
            } else {
                Hand::Hit
            };
        }
        let guest_r = if gm > hm { 180.0 } else { 300.0 };
        let (mut host_done, mut guest_done) = (false, false);
        let decided =
            |n: &Net| n.host.state().round_no() != round || n.host.state().phase() != Phase::Race;
        while !decided(&net) {
            net.step();
            if !host_done && net.now - hp >= 240.0 {
                host_done = true;
                net.host.update(Msg::Press(0, host_hand, hp + 240.0));
            }
            if !guest_done && net.now - gp >= guest_r {
                guest_done = true;
                let t = gp + guest_r + GUEST_AHEAD;
                net.guest.update(Msg::Press(1, guest_hand, t));
            }
            assert!(net.now - hp < 6_000.0, "round {round} is decided");
        }
        // The verdict the same reactions get on one clock.
        let record = net.host.state().last_round().cloned().unwrap();
        let mut alone = net.host.state().clone();
        let one_clock =
            one_clock_verdict(&record, host_hand, 240.0, guest_hand, guest_r, &mut alone);
        assert_eq!(
            (record.verdict.outcome, record.verdict.reason),
            (one_clock.outcome, one_clock.reason),
            "round {round}"
        );
        reasons.push(record.verdict.reason);
        // The far phone hears the same verdict.
        assert!(net.until(1_000.0, |n| n
            .guest
            .t
            .view()
            .table
            .last
            .as_ref()
            .map(|r| r.round_no)
            == Some(round)));
        assert_eq!(
            net.guest.t.view().table.last.as_ref().unwrap().verdict,
            record.verdict
        );
        rounds += 1;
        net.run(50.0);
    }
    assert_eq!(rounds, 23);
    eprintln!(
        "two phones, 23 rounds in {:.0} ms of play: {reasons:?}",
        net.now
    );
    let mut kinds = reasons.clone();
    kinds.dedup();
    kinds.sort_by_key(|r| format!("{r:?}"));
    kinds.dedup();
    assert!(kinds.len() >= 3, "rounds of several kinds: {kinds:?}");
    let (h, g) = (net.host.state().view(Some(1)), net.guest.t.view());
    assert_eq!(
        h.table.won_counts, g.table.won_counts,
        "the same final score"
    );
}

/// `record`'s race played on one clock with these hands at these reaction times.
fn one_clock_verdict(
    record: &RoundRecord,
    host: Hand,
    host_r: Ms,
    guest: Hand,
    guest_r: Ms,
    _scratch: &mut JudgeState,
) -> Verdict {
    use crate::games::judge::{Edge, Input, RaceRules};
    let rules: RaceRules = record.rules;
    let mut inputs = vec![
        Input {
            seat: 0,
            hand: host,
            edge: Edge::Press,
            t: rules.flip_at + host_r,
        },
        Input {
            seat: 1,
            hand: guest,
            edge: Edge::Press,
            t: rules.flip_at + guest_r,
        },
    ];
    inputs.sort_by(|a, b| rules.order(a, b));
    assert!(host_r >= MIN_REACTION_MS && guest_r >= MIN_REACTION_MS);
    rules.decide(&inputs, f64::INFINITY).expect("decided")
}

#[test]
fn a_phone_quiet_in_a_race_makes_the_round_not_count_and_it_counts_down_again() {
    let mut net = Net::new(7, 3.0);
    assert!(net.agreed(), "the clocks agree");
    net.host.update(Msg::StartRound(net.now));
    assert!(net.until(5_000.0, |n| flipped(&n.host).is_some()));
    let pickets = net.host.state().visible_pickets();
    // The far phone goes quiet at the flip: the host waits, then the round does not count.
    net.heard = false;
    assert!(net.until(4_000.0, |n| n.host.t.notice.is_some()));
    assert_eq!(net.host.state().phase(), Phase::Race, "nothing decided");
    assert!(
        net.host.state().last_round().is_none(),
        "round 1 not decided"
    );
    // Back: the round counts down again with the same pickets.
    net.heard = true;
    assert!(net.until(3_000.0, |n| n.host.state().phase() == Phase::Countdown));
    assert_eq!(net.host.state().round_no(), 1);
    assert!(net.until(3_000.0, |n| flipped(&n.host).is_some()));
    assert_eq!(
        net.host.state().visible_pickets(),
        pickets,
        "the same pickets"
    );
}
