//! Computer opponents. They see a `SatsumaObservation` only.
//!
//! random: any legal discard. easy: throws away cards its role cannot use.
//! medium: throws away every card that does not count, then weak ones.
//! hard: scores each of the 64 discard choices against sampled unseen cards.

use super::clash::{best_total, tally, CardUse};
use super::observation::SatsumaObservation;
use super::state::{discard_options, Action, Phase};
use super::{CardNo, Role, Side, HAND_SIZE, MAX_DISCARDS};
use crate::core::{BotLevel, GameRng};
use rand::seq::{IndexedRandom, SliceRandom};

/// Samples per decision for the hard bot: enough to separate close choices, small enough
/// for a phone (see the benchmark's decision times).
pub const HARD_SAMPLES: usize = 160;

/// The bot's action, or `None` when its side has nothing to do.
pub fn decide(obs: &SatsumaObservation, level: BotLevel, rng: &mut GameRng) -> Option<Action> {
    match obs.phase {
        Phase::Clash => Some(Action::NextHand),
        Phase::Logistics if obs.my_discarded.is_none() => Some(Action::Discard(match level {
            BotLevel::Random => random_discard(&obs.my_hand, rng),
            BotLevel::Easy => easy_discard(obs.me, &obs.my_hand, obs.my_role()),
            BotLevel::Medium => medium_discard(obs.me, &obs.my_hand, obs.my_role()),
            BotLevel::Hard => hard_discard(obs, rng),
        })),
        _ => None,
    }
}

fn random_discard(hand: &[CardNo], rng: &mut GameRng) -> Vec<CardNo> {
    discard_options(hand)
        .choose(rng)
        .cloned()
        .unwrap_or_default()
}

fn max_strength(side: Side, card: CardNo) -> u8 {
    side.card(card)
        .options
        .iter()
        .map(|o| o.1)
        .max()
        .unwrap_or(0)
}

/// Cards the role can never use, weakest first.
pub fn easy_discard(side: Side, hand: &[CardNo], role: Role) -> Vec<CardNo> {
    let mut useless: Vec<CardNo> = hand
        .iter()
        .copied()
        .filter(|&c| {
            side.card(c)
                .options
                .iter()
                .all(|(s, _)| !s.allowed_for(role))
        })
        .collect();
    useless.sort_by_key(|&c| max_strength(side, c));
    useless.truncate(MAX_DISCARDS);
    useless
}

/// Cards that do not count, weakest first, then counted cards of strength 2 or less.
pub fn medium_discard(side: Side, hand: &[CardNo], role: Role) -> Vec<CardNo> {
    let t = tally(side, hand, role, false);
    let mut idle: Vec<CardNo> = Vec::new();
    let mut weak: Vec<(u8, CardNo)> = Vec::new();
    for (card, card_use) in &t.uses {
        match card_use {
            CardUse::Excluded(_) => idle.push(*card),
            CardUse::Counts { strength, .. } if *strength <= 2 => weak.push((*strength, *card)),
            CardUse::Counts { .. } => {}
        }
    }
    idle.sort_by_key(|&c| max_strength(side, c));
    weak.sort();
    idle.extend(weak.into_iter().map(|(_, c)| c));
    idle.truncate(MAX_DISCARDS);
    idle
}

/// Monte Carlo over the unseen cards: for each sample, the opponent's hand is dealt from the
/// cards not known to be in their discard pile and improved with the medium policy, and my
/// replacements come from a shuffle of my draw pile. The same samples serve every choice,
/// so choices are compared on equal luck. Score: wins minus losses.
pub fn hard_discard(obs: &SatsumaObservation, rng: &mut GameRng) -> Vec<CardNo> {
    let me = obs.me;
    let opp = me.other();
    let my_role = obs.my_role();
    let opp_role = if my_role == Role::Attacker {
        Role::Defender
    } else {
        Role::Attacker
    };
    let options = discard_options(&obs.my_hand);
    let mut scores = vec![0i32; options.len()];

    let my_draw = obs.my_draw_pile();
    let draw_len = my_draw.len();
    let mut opp_cards = obs.opponent_unseen();
    let mut my_cards = my_draw;
    let mut hand = Vec::with_capacity(HAND_SIZE);

    for _ in 0..HARD_SAMPLES {
        // The opponent: a plausible hand, then the discards a sensible player would make.
        opp_cards.shuffle(rng);
        let (opp_hand, rest) = opp_cards.split_at(HAND_SIZE.min(opp_cards.len()));
        let mut opp_hand = opp_hand.to_vec();
        let thrown = medium_discard(opp, &opp_hand, opp_role);
        opp_hand.retain(|c| !thrown.contains(c));
        opp_hand.extend(rest.iter().take(thrown.len()));
        let opp_total = best_total(opp, &opp_hand, opp_role);

        // Me: my replacements are the top of a shuffled draw pile (refilled from my
        // discard pile if it is short, as the rules do).
        my_cards.shuffle(rng);
        if my_cards.len() < MAX_DISCARDS {
            let mut refill: Vec<CardNo> = obs.my_discard.clone();
            refill.shuffle(rng);
            my_cards.extend(refill);
        }
        for (i, option) in options.iter().enumerate() {
            hand.clear();
            hand.extend(obs.my_hand.iter().filter(|c| !option.contains(c)));
            hand.extend(my_cards.iter().take(option.len()));
            let mine = best_total(me, &hand, my_role);
            scores[i] += (mine > opp_total) as i32 - (mine < opp_total) as i32;
        }
        my_cards.truncate(draw_len);
    }
    let best = (0..options.len())
        .max_by_key(|&i| (scores[i], std::cmp::Reverse(i)))
        .unwrap_or(0);
    options[best].clone()
}
