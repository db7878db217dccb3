//! Computer opponents. They see a [`PandaObservation`] only.
//!
//! - random: uniformly among the fast generator's plays (one per distinct combination up
//!   to suits) and passing; random cards in the passing; never calls.
//! - easy: simple rules (see `easy`).
//! - medium: hand planning (see `medium`).
//! - hard: determinized Monte Carlo with medium rollouts (see `hard`).

pub mod easy;
pub mod hard;
pub mod medium;
pub mod plan;

use super::cards::CardSet;
use super::combo::Combination;
use super::moves;
use super::observation::PandaObservation;
use super::state::{Action, Phase};
use crate::core::{BotLevel, GameRng};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::RngExt;

/// The bot's action, or `None` when its seat has nothing to do now.
pub fn decide(obs: &PandaObservation, level: BotLevel, rng: &mut GameRng) -> Option<Action> {
    if !obs.to_act.contains(&obs.me) {
        return None;
    }
    Some(match level {
        BotLevel::Random => random(obs, rng),
        BotLevel::Easy => easy::decide(obs),
        BotLevel::Medium => medium::decide(obs),
        BotLevel::Hard => hard::decide(obs, rng),
    })
}

/// Plays on my turn from the fast generator.
pub(crate) fn my_plays(obs: &PandaObservation) -> Vec<Combination> {
    let mut v = Vec::with_capacity(32);
    moves::plays(obs.hand, &obs.ctx(), &mut v);
    v
}

fn random(obs: &PandaObservation, rng: &mut GameRng) -> Action {
    match obs.phase {
        Phase::Passing => {
            let mut h = obs.hand.to_vec();
            h.shuffle(rng);
            Action::GiveCards {
                left: h[0],
                partner: h[1],
                right: h[2],
            }
        }
        Phase::GiveTrick => {
            Action::GiveTrick((obs.me + if rng.random_bool(0.5) { 1 } else { 3 }) % 4)
        }
        Phase::AmbushWindow => {
            let mut v = Vec::new();
            moves::ambushes_into(obs.hand, obs.table.as_ref(), &mut v);
            let n = v.len();
            let k = rng.random_range(0..=n);
            if k == n {
                Action::NoAmbush
            } else {
                Action::Play(v[k].cards)
            }
        }
        _ => {
            let plays = my_plays(obs);
            let can_pass = obs.table.is_some();
            let n = plays.len() + can_pass as usize;
            let k = rng.random_range(0..n.max(1));
            match plays.get(k) {
                Some(c) => Action::Play(c.cards),
                None if can_pass => Action::Pass,
                // Never happens: a leader always holds a playable card.
                None => Action::Play(
                    *plays
                        .choose(rng)
                        .map(|c| &c.cards)
                        .unwrap_or(&CardSet::EMPTY),
                ),
            }
        }
    }
}
