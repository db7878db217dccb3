use super::clock::*;
use crate::core::rng::from_seed;
use rand::RngExt;

/// Two clocks against true time `t`: the host's runs slow by 50 ppm, the guest's fast by 50
/// ppm and 10 s ahead, so they drift 100 ppm apart.
fn host_at(t: f64) -> f64 {
    t * (1.0 - 50e-6)
}
fn guest_at(t: f64) -> f64 {
    t * (1.0 + 50e-6) + 10_000.0
}
fn true_of_guest(local: f64) -> f64 {
    (local - 10_000.0) / (1.0 + 50e-6)
}
/// The true offset (host minus guest) at guest time `local`.
fn true_offset(local: f64) -> f64 {
    host_at(true_of_guest(local)) - local
}

/// A link: one-way delays `base` + up to `jitter` (uniform), drawn for each message.
#[derive(Clone, Copy)]
struct Link {
    to_host: (f64, f64),
    to_guest: (f64, f64),
}

/// Pings every `every` ms of true time for `minutes`; checks the estimate against the truth
/// at each answer and halfway between; returns the bounds seen once warmed up (after 5 s).
fn run(link: Link, seed: u64, every: f64, minutes: f64) -> Vec<f64> {
    let mut rng = from_seed(seed);
    let mut clock = Clock::new();
    let mut bounds = Vec::new();
    let mut t = 0.0;
    while t < minutes * 60_000.0 {
        let up = link.to_host.0 + rng.random::<f64>() * link.to_host.1;
        let down = link.to_guest.0 + rng.random::<f64>() * link.to_guest.1;
        let serve = rng.random::<f64>() * 2.0;
        // Stamps floored to 0.1 ms, as a browser's timer gives them.
        let stamp = |x: f64| (x * 10.0).floor() / 10.0;
        let s = Sample {
            t0: stamp(guest_at(t)),
            t1: stamp(host_at(t + up)),
            t2: stamp(host_at(t + up + serve)),
            t3: stamp(guest_at(t + up + serve + down)),
        };
        assert!(clock.add(s));
        for local in [s.t3, guest_at(t + every / 2.0)] {
            let e = clock.estimate(local).unwrap();
            let err = (e.offset - true_offset(local)).abs();
            assert!(err <= e.bound, "error {err} over bound {} at {t}", e.bound);
            if t > 5_000.0 {
                bounds.push(e.bound);
            }
        }
        t += every;
    }
    bounds
}

fn max(v: &[f64]) -> f64 {
    v.iter().copied().fold(0.0, f64::max)
}

#[test]
fn a_sample_is_sntp() {
    let s = Sample {
        t0: 100.0,
        t1: 10_130.0,
        t2: 10_131.0,
        t3: 141.0,
    };
    assert_eq!(s.round_trip(), 40.0);
    assert_eq!(s.offset(), 10_010.0);
    assert!(s.valid());
    assert!(!Sample { t3: 90.0, ..s }.valid());
    assert!(!Sample { t1: f64::NAN, ..s }.valid());
    assert!(!Sample { t2: 10_000.0, ..s }.valid());
}

#[test]
fn no_answer_no_agreement() {
    let mut c = Clock::new();
    assert_eq!(c.estimate(0.0), None);
    assert!(!c.agreed(0.0, FRAME_MS));
    assert!(!c.add(Sample {
        t0: 0.0,
        t1: 5.0,
        t2: 4.0,
        t3: 10.0
    }));
    assert!(c.is_empty());
}

#[test]
fn the_truth_lies_within_the_bound_on_any_network() {
    let links = [
        ("same room", (0.0, 0.0), (0.0, 0.0)),
        ("lan", (3.0, 4.0), (3.0, 4.0)),
        ("0-150 ms", (0.0, 150.0), (0.0, 150.0)),
        ("150 +- 50 ms", (150.0, 50.0), (150.0, 50.0)),
        ("asymmetric", (5.0, 10.0), (140.0, 50.0)),
        ("asymmetric back", (140.0, 50.0), (0.0, 5.0)),
    ];
    for (i, (name, up, down)) in links.into_iter().enumerate() {
        let b = run(
            Link {
                to_host: up,
                to_guest: down,
            },
            i as u64 + 1,
            250.0,
            3.0,
        );
        let mut sorted = b.clone();
        sorted.sort_by(f64::total_cmp);
        eprintln!(
            "{name}: bound p50 {:.2} ms, max {:.2} ms",
            sorted[sorted.len() / 2],
            max(&b)
        );
    }
}

#[test]
fn quick_links_agree_within_a_frame() {
    // Delays of 0-30 ms each way: the shortest round trips of a few dozen answers agree.
    let b = run(
        Link {
            to_host: (0.0, 30.0),
            to_guest: (0.0, 30.0),
        },
        7,
        200.0,
        2.0,
    );
    assert!(max(&b) <= FRAME_MS, "max bound {}", max(&b));
    // A slow link cannot: half its shortest round trip is already over a frame.
    let b = run(
        Link {
            to_host: (40.0, 10.0),
            to_guest: (40.0, 10.0),
        },
        8,
        200.0,
        1.0,
    );
    assert!(b.iter().all(|&x| x > FRAME_MS));
}

#[test]
fn a_silent_link_widens_the_bound_by_the_drift() {
    let mut c = Clock::new();
    let t = 1_000.0;
    let s = Sample {
        t0: guest_at(t),
        t1: host_at(t + 5.0),
        t2: host_at(t + 5.0),
        t3: guest_at(t + 10.0),
    };
    c.add(s);
    let now = guest_at(t + 10.0);
    let fresh = c.estimate(now).unwrap();
    // A minute without answers: still right, but no longer within a frame's worth of drift.
    let later = guest_at(t + 120_000.0);
    let old = c.estimate(later).unwrap();
    assert!((old.offset - true_offset(later)).abs() <= old.bound);
    assert!(old.bound > fresh.bound + 20.0);
    assert!(c.agreed(now, FRAME_MS));
    assert!(!c.agreed(later, FRAME_MS));
    assert!((fresh.to_local(fresh.to_host(now)) - now).abs() < 1e-9);
    assert_eq!(c.to_host(now), Some(fresh.to_host(now)));
}

#[test]
fn only_recent_answers_are_kept() {
    let mut c = Clock::new();
    for k in 0..100 {
        let t0 = k as f64 * 1_000.0;
        c.add(Sample {
            t0,
            t1: t0 + 5.0,
            t2: t0 + 5.0,
            t3: t0 + 10.0,
        });
    }
    assert_eq!(c.len(), KEEP);
    let mut c = Clock::new();
    for k in 0..10 {
        let t0 = k as f64 * 20_000.0;
        c.add(Sample {
            t0,
            t1: t0 + 5.0,
            t2: t0 + 5.0,
            t3: t0 + 10.0,
        });
    }
    assert_eq!(c.len(), 4);
}
