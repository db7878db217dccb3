//! Computer opponents as reaction-time models: each level is a reaction time (mean and
//! spread, in milliseconds) and a mistake rate. A bot decides from its observation only and
//! never before the flip, since it cannot see a face-down picket.

use super::observation::JudgeObservation;
use super::race::{quantize, Edge, Hand, Input, Ms};
use super::state::{Action, Phase};
use crate::core::{BotLevel, GameRng};
use rand::RngExt;

/// How a bot (or a modelled person) reacts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Profile {
    /// Mean time from seeing something (the flip, the opponent's hand) to a hand on a head.
    pub reaction_ms: f64,
    /// Standard deviation of that time.
    pub spread_ms: f64,
    /// Chance of the wrong hand (hit for defend, or the reverse).
    pub mistakes: f64,
}

/// No hand reaches a head faster than this after seeing what to do.
pub const FASTEST_REACTION_MS: f64 = 150.0;

impl Profile {
    /// Mean reaction, its spread (both in ms) and the mistake rate, in that order.
    pub const fn new(reaction_ms: f64, spread_ms: f64, mistakes: f64) -> Profile {
        Profile {
            reaction_ms,
            spread_ms,
            mistakes,
        }
    }

    /// The level's profile. The settings and the new-game dialog show these figures.
    pub fn of(level: BotLevel) -> Profile {
        match level {
            BotLevel::Random => Profile::new(800.0, 450.0, 0.5),
            BotLevel::Easy => Profile::new(560.0, 110.0, 0.18),
            BotLevel::Medium => Profile::new(420.0, 70.0, 0.09),
            BotLevel::Hard => Profile::new(300.0, 40.0, 0.04),
        }
    }

    /// The level's figures as a person reads them: its mean reaction in whole ms and its
    /// mistakes in whole percent. Integers, so the settings page (in the home page's small
    /// module) formats no float; a test holds them to `of`.
    pub const fn shown(level: BotLevel) -> (u32, u32) {
        match level {
            BotLevel::Random => (800, 50),
            BotLevel::Easy => (560, 18),
            BotLevel::Medium => (420, 9),
            BotLevel::Hard => (300, 4),
        }
    }

    /// A quick adult at a first try: the model of a person the benchmark uses.
    pub const PERSON: Profile = Profile::new(360.0, 70.0, 0.07);

    /// "about 300 ms, 4% mistakes"; "反応約300ミリ秒、ミス4%".
    pub fn describe(&self) -> String {
        crate::t!(
            "about {ms} ms, {pc}% mistakes",
            "反応約{ms}ミリ秒、ミス{pc}%";
            ms = self.reaction_ms.round() as i64,
            pc = (self.mistakes * 100.0).round() as i64
        )
    }

    fn reaction(&self, rng: &mut GameRng) -> Ms {
        // Box-Muller: a normal sample from two uniform ones.
        let u1: f64 = rng.random::<f64>().max(1e-12);
        let u2: f64 = rng.random();
        let z = (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos();
        quantize((self.reaction_ms + z * self.spread_ms).max(FASTEST_REACTION_MS))
    }
}

/// A hand the bot will put down, and when (on the table's clock).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plan {
    pub hand: Hand,
    pub at: Ms,
}

fn other(hand: Hand) -> Hand {
    match hand {
        Hand::Hit => Hand::Defend,
        Hand::Defend => Hand::Hit,
    }
}

/// The bot's next hand this round, or `None` if it keeps still. The same observation and
/// RNG give the same plan, so a table may ask every frame and act once the time comes.
pub fn plan(obs: &JudgeObservation, profile: &Profile, rng: &mut GameRng) -> Option<Plan> {
    // One press a round: a bot never presses twice (not even a useless same-month defence).
    let pressed = obs
        .inputs
        .iter()
        .any(|i| i.seat == obs.me && i.edge == Edge::Press);
    if obs.phase != Phase::Race || pressed {
        return None;
    }
    let race = obs.race?;
    let me = obs.me;
    // Every draw is made up front, in a fixed order, so the plan is stable across calls.
    let first_reaction = race.flip_at + profile.reaction(rng);
    let first_mistake = rng.random_bool(profile.mistakes);
    let answer_reaction = profile.reaction(rng);
    let answer_mistake = rng.random_bool(profile.mistakes);

    let right = match race.later {
        Some(l) if l != me => Hand::Defend,
        _ => Hand::Hit,
    };
    let opening = Plan {
        hand: if first_mistake { other(right) } else { right },
        at: first_reaction,
    };
    let opponent_first = obs.inputs.iter().find(|i: &&Input| {
        i.seat != me
            && i.edge == Edge::Press
            && i.t >= race.flip_at
            && (race.later.is_some() || i.hand == Hand::Hit)
    });
    let Some(seen) = opponent_first else {
        return Some(opening);
    };
    let answer_at = seen.t + answer_reaction;
    if answer_at >= opening.at {
        // Already on the way when the opponent moved.
        return Some(opening);
    }
    // The best answer to the opponent's hand; `None` where keeping still is best.
    let best = match (race.later, seen.hand) {
        (None, _) => Some(Hand::Hit),
        // I am the later month and they defended: hitting or not, the pot; defending loses.
        (Some(l), Hand::Defend) if l == me => None,
        // They hit by mistake: hit back and win.
        (Some(l), Hand::Hit) if l == me => Some(Hand::Hit),
        // I am the earlier month and they defended by mistake: keep still and win.
        (Some(_), Hand::Defend) => None,
        (Some(_), Hand::Hit) => return None,
    };
    match (best, answer_mistake) {
        (Some(hand), false) => Some(Plan {
            hand,
            at: answer_at,
        }),
        (Some(hand), true) => Some(Plan {
            hand: other(hand),
            at: answer_at,
        }),
        // A mistake when keeping still is best: the hand that loses (or gives up) the round.
        (None, true) => Some(Plan {
            hand: if Some(me) == race.later {
                Hand::Defend
            } else {
                Hand::Hit
            },
            at: answer_at,
        }),
        (None, false) => None,
    }
}

/// The bot's next action: a press at the moment its plan chose, or nothing this round.
pub fn decide(obs: &JudgeObservation, level: BotLevel, rng: &mut GameRng) -> Option<Action> {
    let p = plan(obs, &Profile::of(level), rng)?;
    Some(Action::Input {
        hand: p.hand,
        edge: Edge::Press,
        t: p.at,
    })
}
