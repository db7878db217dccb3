//! What a guest's phone does with each message, timed natively late in a long game.
//!
//! `cargo run --release --example bench_phones`
//!
//! Panda with medium computers at every seat, to 10,000 so that it runs past its tenth
//! deal; seat 1 is a guest. Every change the host sends it is read and applied as the
//! phone does (`Guest::hear`: the message checked, the part taken, the view rebuilt), and
//! timed. Printed for deal 1 and deal 10: the messages, their bytes, and the time to apply
//! one (p50, p95, max); then the same with the view also held elsewhere, as a table drawing
//! it holds it (the view is then copied, not changed in place); and the whole view a phone
//! rejoining at deal 10 receives.
//!
//! Measured (this machine, 2 cores, quiet): see the README's "Play across phones".

use samurai_tables::app::net::delta::Told;
use samurai_tables::app::net::guest::Guest;
use samurai_tables::core::rng::from_seed;
use samurai_tables::core::{BotLevel, BotPlayer, Game, Viewed};
use samurai_tables::games::panda::{PandaConfig, PandaState};
use std::rc::Rc;
use std::time::Instant;

/// p50, p95 and max of `xs`, in microseconds.
fn spread(mut xs: Vec<f64>) -> String {
    xs.sort_by(f64::total_cmp);
    let at = |q: f64| xs[((xs.len() - 1) as f64 * q) as usize];
    format!(
        "p50 {:.1} µs, p95 {:.1} µs, max {:.1} µs",
        at(0.5),
        at(0.95),
        at(1.0)
    )
}

fn main() {
    let config = PandaConfig {
        target_score: 10_000,
    };
    let mut s = PandaState::new(&config, 11);
    let mut rngs: Vec<_> = (0..4).map(|i| from_seed(11 ^ i)).collect();
    let mut told = Told::<PandaState>::default();
    let mut guest = Guest::<PandaState>::new(1, "t".into());
    let mut n = 0;
    // Per deal: (bytes, µs alone, µs with the view held elsewhere).
    let mut deals: Vec<(Vec<usize>, Vec<f64>, Vec<f64>)> = vec![Default::default(); 11];
    while s.observe(1).deal <= 10 {
        let deal = s.observe(1).deal as usize;
        let texts = told.parts(Rc::new(s.view(Some(1))), || {
            n += 1;
            n
        });
        for text in texts {
            // Held elsewhere too (a copy of the phone holds the same view): copied.
            let shared = {
                let mut copy = guest.clone();
                let t = Instant::now();
                copy.hear(&text).expect("the guest takes it");
                t.elapsed().as_secs_f64() * 1e6
            };
            // Alone: the phone's view held by nothing else (changed in place).
            let t = Instant::now();
            guest.hear(&text).expect("the guest takes it");
            let alone = t.elapsed().as_secs_f64() * 1e6;
            deals[deal].0.push(text.len());
            deals[deal].1.push(alone);
            deals[deal].2.push(shared);
        }
        let seat = s.to_act()[0];
        let a = PandaState::bot_action(&s.observe(seat), BotLevel::Medium, &mut rngs[seat]);
        s.apply(seat, &a.expect("a move")).expect("legal");
    }
    for text in told.parts(Rc::new(s.view(Some(1))), || n + 1) {
        guest.hear(&text).expect("the guest takes it");
    }
    assert_eq!(
        **guest.view().unwrap(),
        s.view(Some(1)),
        "the guest has the view"
    );
    for deal in [1, 10] {
        let (bytes, alone, shared) = deals[deal].clone();
        println!(
            "deal {deal}: {} messages, {} bytes, the largest {}",
            bytes.len(),
            bytes.iter().sum::<usize>(),
            bytes.iter().max().unwrap()
        );
        println!(
            "  apply, the view held by the phone alone: {}",
            spread(alone)
        );
        println!(
            "  apply, the view also held by its table:  {}",
            spread(shared)
        );
    }
    let view = s.view(Some(1));
    let mut fresh = Told::<PandaState>::default();
    let parts = fresh.parts(Rc::new(view.clone()), || 1);
    let sizes: Vec<usize> = parts.iter().map(String::len).collect();
    println!(
        "a phone rejoining at deal 10 ({} events): the whole view in {} parts, {} bytes, the largest {}",
        view.events.len(),
        parts.len(),
        sizes.iter().sum::<usize>(),
        sizes.iter().max().unwrap()
    );
}
