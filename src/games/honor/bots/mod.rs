//! Computer opponents. They see a [`HonorObservation`] only.
//!
//! - random: any legal action, uniformly.
//! - easy: a beginner. Swaps in Aces only (under an illegal suit cards from the Nine),
//!   never of the illegal suit; charges its best card from the Ten whatever the risk;
//!   always appeals; as King always responds.
//! - medium: swaps in a hand card worth 2 more than the average unseen card (Jokers
//!   counted as nothing), never one of the illegal suit, and far more readily under an
//!   illegal suit (every known slot is one the suit cannot be in); charges its best card when its
//!   expected total is high, with Negative heads or near the target only (elsewhere a won
//!   battle is worth little against a failed charge's disgrace); as King responds to a
//!   Joker appeal only when it would be disgraced itself and rejects appeals about armies.
//! - hard: Monte Carlo over the cards it has not seen. Each sample deals the unseen cards
//!   to the others' hands and to the hidden cards discarded from hands (neither holds a K,
//!   Q, J or a Joker: Setup/Discard takes face cards out and shows Jokers), then to the
//!   unknown army slots (its own and the others'; a slot the other swapped holds one of
//!   its best hand cards), and plays the others' exchange and charge like medium. Every
//!   choice (which hand cards to swap in, with the best charge afterwards; which card to
//!   charge) is scored over the same samples by the battle's outcome: the illegal suit,
//!   the winner, the heads, the failed charges, and what they do to everybody's lives and
//!   heads, valued as this seat's share of everybody's strength (lives to the power 1.5,
//!   raised by the heads toward the target, much less so without Negative heads, where
//!   heads are not lives; reaching the target or being the last one in is worth
//!   everything). Appeals and the King's answers are scored the same way. The
//!   King's illegal suit is drawn at random at every level: it is declared before any card
//!   is dealt.

mod hard;
mod heuristics;
mod sample;
mod value;

pub use hard::{hard_charge, hard_exchange, HARD_SAMPLES};
pub use heuristics::mean_unseen_value;

use super::cards::Suit;
use super::observation::HonorObservation;
use super::state::{Action, AppealKind, Phase};
use crate::core::{BotLevel, GameRng};
use hard::{hard_army_appeal, hard_king_on_army, hard_king_on_joker};
use heuristics::{easy_charge, easy_exchange, illegal, medium_charge, medium_exchange};
use rand::seq::IndexedRandom;

/// The bot's action, or `None` when its seat has nothing to do.
pub fn decide(obs: &HonorObservation, level: BotLevel, rng: &mut GameRng) -> Option<Action> {
    if obs.legal_actions.is_empty() {
        return None;
    }
    if level == BotLevel::Random {
        return obs.legal_actions.choose(rng).cloned();
    }
    let action = match obs.phase {
        Phase::DeclareSuit => Action::DeclareIllegalSuit(*Suit::ALL.choose(rng)?),
        Phase::JokerAppeal => match &obs.appeal {
            Some(w) if w.king_to_answer() => king_on_joker(obs, level),
            _ => Action::Appeal,
        },
        Phase::ArmyAppeal => match &obs.appeal {
            Some(w) if w.king_to_answer() => king_on_army(obs, level, rng),
            _ => army_appeal(obs, level),
        },
        Phase::Exchange => match level {
            BotLevel::Easy => easy_exchange(obs),
            BotLevel::Medium => medium_exchange(obs),
            _ => hard_exchange(obs, rng),
        },
        Phase::Charge => match level {
            BotLevel::Easy => easy_charge(obs),
            BotLevel::Medium => medium_charge(obs),
            _ => hard_charge(obs, rng),
        },
        Phase::Battle => Action::NextHand,
        Phase::GameOver => Action::NextGame,
        Phase::Over => return None,
    };
    debug_assert!(obs.legal_actions.contains(&action), "{action:?}");
    Some(action)
}

// ---------------------------------------------------------------- appeals, by level

fn army_appeal(obs: &HonorObservation, level: BotLevel) -> Action {
    if level == BotLevel::Hard {
        return hard_army_appeal(obs);
    }
    let pick = if level == BotLevel::Easy {
        Some(0)
    } else {
        obs.my_hand
            .iter()
            .enumerate()
            .filter(|(_, c)| !c.is_joker())
            .max_by_key(|(_, c)| (!illegal(obs, **c), c.value()))
            .map(|(i, _)| i)
    };
    match pick {
        Some(hand_index) if hand_index < obs.my_hand.len() => Action::AppealWithCard { hand_index },
        _ => Action::NoAppeal,
    }
}

fn king_on_joker(obs: &HonorObservation, level: BotLevel) -> Action {
    let Some(AppealKind::JokerDisgrace { drawer }) = obs.appeal.as_ref().map(|w| w.kind) else {
        return Action::Reject;
    };
    let respond = match level {
        BotLevel::Easy => true,
        BotLevel::Medium => drawer != obs.me && !obs.seats[obs.me].out,
        _ => hard_king_on_joker(obs, drawer),
    };
    if respond {
        Action::Respond
    } else {
        Action::Reject
    }
}

fn king_on_army(obs: &HonorObservation, level: BotLevel, rng: &mut GameRng) -> Action {
    let respond = match level {
        BotLevel::Easy => true,
        BotLevel::Medium => false,
        _ => hard_king_on_army(obs, rng),
    };
    if respond {
        Action::Respond
    } else {
        Action::Reject
    }
}
