//! The referee alone: horizons, early lifts, untrusted reports, reordering, a drop. A whole
//! game over a simulated network is in `app/judge/duel_tests.rs`.

use super::*;
use crate::core::rng::from_seed;
use crate::core::Game;
use crate::games::judge::{JudgeConfig, Outcome, Reason};
use rand::RngExt;

/// A new game whose first round is counting down, its months the same or not.
fn counting_down(same_month: bool) -> JudgeState {
    (0..)
        .map(|deal| {
            let mut s = JudgeState::new(&JudgeConfig::default(), deal);
            s.apply(0, &Action::Start { t: 0.0 }).unwrap();
            s
        })
        .find(|s| s.race_rules().unwrap().later.is_none() == same_month)
        .unwrap()
}

type Hands = Vec<(Hand, Edge, Ms)>;

fn report(s: &JudgeState, inputs: &[(Hand, Edge, Ms)], through: Ms) -> Report {
    let (round, flip_at, inputs) = (s.round_no(), s.flip_at(), inputs.to_vec());
    Report {
        round,
        flip_at,
        inputs,
        through,
    }
}

/// Flips, hears each report in turn (seat, inputs, horizon), applies what is due; the
/// verdict's outcome and reason, once decided.
fn play(
    s: &mut JudgeState,
    referee: &mut Referee,
    reports: &[(Seat, Hands, Ms)],
) -> Option<(Outcome, Reason)> {
    if s.phase() == Phase::Countdown {
        s.apply(0, &Action::Tick { t: s.flip_at() }).unwrap();
    }
    for (seat, inputs, through) in reports {
        let _ = referee.report(s, *seat, &report(s, inputs, *through), 0.0);
        for (seat, a) in referee.due(s) {
            s.apply(seat, &a).unwrap();
        }
    }
    let v = s.last_round()?.verdict;
    Some((v.outcome, v.reason))
}

const HIT: Hand = Hand::Hit;
const DEFEND: Hand = Hand::Defend;
const PRESS: Edge = Edge::Press;
const RELEASE: Edge = Edge::Release;

#[test]
fn the_race_is_decided_only_as_far_as_both_phones_reported() {
    let mut s = counting_down(false);
    let l = s.race_rules().unwrap().later.unwrap();
    let mut referee = Referee::new();
    let hit = vec![(HIT, PRESS, 300.0)];
    // The other phone might yet tell of a hand before 300.
    let heard = [(l, hit, 1_000.0), (1 - l, vec![], 299.0)];
    assert_eq!(play(&mut s, &mut referee, &heard), None);
    let v = play(&mut s, &mut referee, &[(1 - l, vec![], 300.1)]);
    assert_eq!(v, Some((Outcome::Win(l), Reason::LaterHitFirst)));
    assert_eq!(s.last_round().unwrap().verdict.at, s.flip_at() + 300.0);
}

#[test]
fn a_time_no_hand_could_make_is_an_early_lift() {
    let lifted = Some((Outcome::Win(0), Reason::Released(1)));
    for r in [-40.0, 0.0, 99.9] {
        let heard = [(1, vec![(HIT, PRESS, r)]), (0, vec![(HIT, PRESS, 250.0)])];
        let heard = heard.map(|(seat, hands)| (seat, hands, 400.0));
        assert_eq!(
            play(&mut counting_down(false), &mut Referee::new(), &heard),
            lifted
        );
    }
    // At the line the hand counts.
    let mut s = counting_down(false);
    let l = s.race_rules().unwrap().later.unwrap();
    let heard = [
        (l, vec![(HIT, PRESS, MIN_REACTION_MS)], 400.0),
        (1 - l, vec![], 400.0),
    ];
    let v = play(&mut s, &mut Referee::new(), &heard);
    assert_eq!(v, Some((Outcome::Win(l), Reason::LaterHitFirst)));
    // Same month: no lift to lose by, so the quick seat's hands just do not count.
    let quick = vec![(HIT, PRESS, 50.0), (HIT, PRESS, 200.0)];
    let heard = [(0, quick, 400.0), (1, vec![(HIT, PRESS, 350.0)], 400.0)];
    let v = play(&mut counting_down(true), &mut Referee::new(), &heard);
    assert_eq!(v, Some((Outcome::Win(1), Reason::SameMonthHit)));
}

#[test]
fn reports_heard_in_any_order_give_the_same_verdict() {
    // Cumulative reports: every order of hearing them ends in the same race.
    let mut s = counting_down(false);
    let e = 1 - s.race_rules().unwrap().later.unwrap();
    let host = [(DEFEND, PRESS, 280.0), (DEFEND, RELEASE, 900.0)];
    let reports: Vec<(Seat, Hands, Ms)> = (1..=8)
        .flat_map(|k| {
            let t = 100.0 * k as Ms;
            let mine = host.iter().filter(|i| i.2 <= t).copied().collect();
            let theirs = if t >= 400.0 {
                vec![(HIT, PRESS, 390.0)]
            } else {
                vec![]
            };
            [(e, mine, t), (1 - e, theirs, t + 5.0)]
        })
        .collect();
    let want = play(&mut s.clone(), &mut Referee::new(), &reports);
    assert_eq!(want, Some((Outcome::Pot, Reason::Defended)));
    let mut rng = from_seed(3);
    for _ in 0..50 {
        let mut shuffled = reports.clone();
        for i in (1..shuffled.len()).rev() {
            shuffled.swap(i, rng.random_range(0..=i));
        }
        assert_eq!(play(&mut s.clone(), &mut Referee::new(), &shuffled), want);
    }
    // A lifted hand, and its lift heard: the earlier month loses.
    let lift = vec![(DEFEND, PRESS, 280.0), (DEFEND, RELEASE, 330.0)];
    let v = play(
        &mut s,
        &mut Referee::new(),
        &[(e, lift, 500.0), (1 - e, vec![], 500.0)],
    );
    assert_eq!(v, Some((Outcome::Win(1 - e), Reason::Released(e))));
}

#[test]
fn an_untrusted_report_is_refused_whole() {
    let mut s = counting_down(false);
    s.apply(0, &Action::Tick { t: s.flip_at() }).unwrap();
    let mut referee = Referee::new();
    let one = [(DEFEND, PRESS, 300.0)];
    referee
        .report(&s, 1, &report(&s, &one, 320.0), 0.0)
        .unwrap();
    let before = referee.clone();
    let mut other_round = report(&s, &one, 400.0);
    other_round.round = 9;
    let mut restarted = report(&s, &one, 400.0);
    restarted.flip_at += 1.0;
    let cases = [
        (5, report(&s, &one, 400.0), DuelError::NoSuchSeat),
        (1, other_round, DuelError::OtherRace),
        (1, restarted, DuelError::OtherRace),
        (
            1,
            report(&s, &[(DEFEND, PRESS, f64::NAN)], 400.0),
            DuelError::BadTime,
        ),
        (1, report(&s, &one, f64::INFINITY), DuelError::BadTime),
        (1, report(&s, &one, 1e12), DuelError::BadTime),
        (
            1,
            report(&s, &[(HIT, RELEASE, 300.0); 40], 400.0),
            DuelError::TooMany,
        ),
        (
            1,
            report(&s, &[(HIT, PRESS, 500.0), (HIT, RELEASE, 400.0)], 600.0),
            DuelError::Disordered,
        ),
        (1, report(&s, &one, 299.0), DuelError::Disordered),
        (1, report(&s, &one, 320.0), DuelError::Stale),
        (1, report(&s, &one, 310.0), DuelError::Stale),
        (
            1,
            report(&s, &[(HIT, PRESS, 300.0)], 400.0),
            DuelError::Rewritten,
        ),
        (1, report(&s, &[], 400.0), DuelError::Rewritten),
        (
            1,
            report(&s, &[one[0], (HIT, PRESS, 310.0)], 400.0),
            DuelError::Rewritten,
        ),
    ];
    for (seat, r, e) in cases {
        assert_eq!(referee.report(&s, seat, &r, 0.0), Err(e), "{r:?}");
        assert_eq!(referee, before);
    }
    let more = [one[0], (DEFEND, RELEASE, 330.0)];
    assert_eq!(
        referee.report(&s, 1, &report(&s, &more, 400.0), 0.0),
        Ok(())
    );
}

#[test]
fn a_silent_phone_is_dropped_and_its_round_counted_down_again() {
    let mut s = counting_down(false);
    let pickets = s.pickets;
    s.apply(0, &Action::Tick { t: s.flip_at() }).unwrap();
    let flip = s.flip_at();
    let mut referee = Referee::new();
    let hit = [(HIT, PRESS, 300.0)];
    referee
        .report(&s, 0, &report(&s, &hit, 1_000.0), flip + 1_000.0)
        .unwrap();
    referee
        .report(&s, 1, &report(&s, &[], 200.0), flip + 200.0)
        .unwrap();
    assert_eq!(referee.silent(&s, flip + 2_000.0), None);
    assert_eq!(referee.silent(&s, flip + 2_300.0), Some(1));
    referee.dropped();
    assert!(referee.away() && referee.due(&s).is_empty());
    let late = report(&s, &[], 5_000.0);
    assert_eq!(
        referee.report(&s, 1, &late, flip + 2_400.0),
        Err(DuelError::Away)
    );
    let restart = referee.rejoined(&s, flip + 6_000.0).unwrap();
    s.apply(0, &restart).unwrap();
    assert_eq!(
        (s.phase(), s.round_no(), s.pickets),
        (Phase::Countdown, 1, pickets)
    );
    assert!(s.last_round().is_none(), "the round did not count");
    // The old race's reports are another race's now.
    assert_eq!(
        referee.report(&s, 1, &late, flip + 6_100.0),
        Err(DuelError::OtherRace)
    );
    // A phone's stopwatch reports from its own paint, whatever its clock says.
    let mut w = Stopwatch::new(s.round_no(), s.flip_at(), 50_000.0);
    w.input(HIT, PRESS, 50_250.0);
    let r = w.report(50_260.0);
    assert_eq!(
        (r.inputs.clone(), r.through),
        (vec![(HIT, PRESS, 250.0)], 260.0)
    );
    assert_eq!(referee.report(&s, 1, &r, 0.0), Ok(()));
}
