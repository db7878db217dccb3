//! Hidden information: what a seat cannot see changes neither its observation nor its bot's
//! decision, and no view is given for a seat not at the table.

use super::play::{assert_varied, check_state, sample_game, walk};
use super::KitGame;
use crate::core::rng::from_seed;
use crate::core::BotLevel;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// States that differ only in what a seat cannot see give that seat the same observation and
/// its bot (every level, the same bot RNG) the same decision, at every step of many games.
pub fn hidden_things_change_neither_the_observation_nor_any_bot_decision<G: KitGame>() {
    let (mut checked, mut differing) = (0u64, 0u64);
    for index in 0..G::HIDDEN_GAMES {
        walk::<G>(index, 0x0B5E, G::HIDDEN_STEPS, |state, step, rng| {
            for seat in 0..state.seat_count() {
                let Some(variant) = state.reshuffle_hidden(seat, rng) else {
                    continue;
                };
                checked += 1;
                differing += u64::from(&variant != state);
                // Still a state the rules could reach: every card once, and so on.
                if let Err(e) = check_state(&variant) {
                    panic!(
                        "{} game {index} step {step}: a variant for seat {seat}: {e}",
                        G::ID
                    );
                }
                let obs = state.observe(seat);
                assert!(
                    variant.observe(seat) == obs,
                    "{} game {index} step {step}: hidden things leak to seat {seat}: {obs:?}",
                    G::ID
                );
                for level in BotLevel::ALL {
                    if level == BotLevel::Hard && step % G::HIDDEN_HARD_EVERY != 0 {
                        continue;
                    }
                    let key = index * 100_000 + step as u64;
                    let decided = G::bot_action(&obs, level, &mut from_seed(key));
                    let variant_decided =
                        G::bot_action(&variant.observe(seat), level, &mut from_seed(key));
                    assert_eq!(
                        decided,
                        variant_decided,
                        "{} game {index} step {step}: the {level:?} bot of seat {seat}",
                        G::ID
                    );
                }
            }
        });
    }
    assert_varied(G::ID, checked, differing, 200);
}

/// `observe` for a seat not at the table panics rather than give a seat's view.
pub fn observing_a_seat_not_at_the_table_panics<G: KitGame>() {
    let mut states: Vec<G> = Vec::new();
    for index in 0..4 {
        let session = sample_game::<G>(index);
        let mut state = G::new(&session.config, session.seed);
        states.push(state.clone());
        for (seat, action) in &session.log[..session.log.len() / 2] {
            state.apply(*seat, action).unwrap();
        }
        states.push(state);
        states.push(session.state);
    }
    for state in &states {
        let n = state.seat_count();
        for seat in [n, n + 1, 99, usize::MAX] {
            let seen = catch_unwind(AssertUnwindSafe(|| state.observe(seat)));
            assert!(
                seen.is_err(),
                "{}: observe({seat}) at a table of {n} gave {:?}",
                G::ID,
                seen.ok()
            );
        }
    }
}
