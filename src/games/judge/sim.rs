//! Whole games between two reaction profiles, without a table: for the tests and the
//! benchmark. Each seat plays through [`plan`], as a bot on the table does.

use super::bots::{plan, Profile};
use super::race::{Edge, Ms};
use super::state::{Action, JudgeConfig, JudgeState, Phase};
use crate::core::{rng::from_seed, Game, GameRng, Seat};

/// The RNG a seat's plan uses in a round: fixed for the round, so asking twice gives the
/// same plan. Tables derive theirs the same way.
pub fn plan_rng(seed: u64, round_no: u32, seat: Seat) -> GameRng {
    from_seed(
        seed ^ ((round_no as u64) << 40) ^ (seat as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15),
    )
}

/// Plays the round now in Ready or Verdict to its verdict; the round starts at `t0`.
pub fn play_round(state: &mut JudgeState, profiles: &[Profile; 2], seed: u64, t0: Ms) {
    play_round_seats(state, [Some(&profiles[0]), Some(&profiles[1])], seed, t0);
}

/// [`play_round`] where a seat may be nobody's (`None`: a person who never presses).
pub fn play_round_seats(state: &mut JudgeState, seats: [Option<&Profile>; 2], seed: u64, t0: Ms) {
    state
        .apply(0, &Action::Start { t: t0 })
        .expect("a round can start");
    let flip = state.flip_at();
    state.apply(0, &Action::Tick { t: flip }).expect("the flip");
    while state.phase() == Phase::Race {
        let round = state.round_no();
        let next = (0..2)
            .filter_map(|s| {
                let profile = seats[s]?;
                plan(&state.observe(s), profile, &mut plan_rng(seed, round, s)).map(|p| (s, p))
            })
            .min_by(|a, b| a.1.at.total_cmp(&b.1.at));
        match next {
            Some((seat, p)) => {
                let input = Action::Input {
                    hand: p.hand,
                    edge: Edge::Press,
                    t: p.at,
                };
                state.apply(seat, &input).expect("a planned press counts");
                state
                    .apply(0, &Action::Tick { t: p.at })
                    .expect("time goes on");
            }
            None => {
                // Nobody will move: let the deadlines pass.
                let cfg = state.config();
                let late = flip + (cfg.round_timeout_ms + 2 * cfg.response_window_ms) as Ms * 4.0;
                state
                    .apply(0, &Action::Tick { t: late })
                    .expect("time goes on");
            }
        }
    }
}

/// A whole game between `profiles[0]` (seat 0) and `profiles[1]`.
pub fn play_game(
    config: &JudgeConfig,
    deal: u64,
    profiles: &[Profile; 2],
    seed: u64,
) -> JudgeState {
    let mut state = JudgeState::new(config, deal);
    while !state.is_over() {
        play_round(&mut state, profiles, seed, 0.0);
    }
    state
}
