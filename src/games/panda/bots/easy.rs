//! Easy: plays the lowest legal combination, never breaks the partner's trick, never
//! ambushes out of turn and never calls. Passes its three lowest cards.

use super::super::combo::Combination;
use super::super::observation::PandaObservation;
use super::super::state::{partner, Action, Phase};
use super::my_plays;

pub fn decide(obs: &PandaObservation) -> Action {
    match obs.phase {
        Phase::Passing => {
            let mut h = obs.hand.to_vec();
            h.sort_by_key(|c| (c.rank(), c.0));
            Action::GiveCards {
                left: h[0],
                partner: h[2],
                right: h[1],
            }
        }
        Phase::AmbushWindow => Action::NoAmbush,
        Phase::GiveTrick => Action::GiveTrick((obs.me + 1) % 4),
        _ => {
            let plays = my_plays(obs);
            let low = |c: &&Combination| (c.is_bomb(), c.key(), std::cmp::Reverse(c.len));
            match obs.table {
                None => plays.iter().min_by_key(low).map(|c| Action::Play(c.cards)),
                Some(_) if obs.table_owner == Some(partner(obs.me)) => None,
                Some(_) => plays
                    .iter()
                    .filter(|c| !c.is_bomb())
                    .min_by_key(low)
                    .map(|c| Action::Play(c.cards)),
            }
            .unwrap_or(Action::Pass)
        }
    }
}
