//! What a seat knows (the unseen cards, its expected total) and the easy and medium rules
//! of thumb. Hard models the others with medium's rules.

use crate::games::honor::cards::{Card, Suit};
use crate::games::honor::observation::HonorObservation;
use crate::games::honor::state::Action;

/// Easy swaps in Aces only, a beginner's caution (swapping Tens too, it played exactly
/// like medium, which the benchmark could not tell apart) ...
const EASY_SWAP: u32 = 13;
/// ... and under an illegal suit cards from the Nine (a known slot cannot hold the suit,
/// which medium and hard exploit further).
const EASY_SWAP_ILLEGAL: u32 = 9;
/// Easy charges boldly: its best card from the Ten, whatever the risk of a failed charge.
const EASY_CHARGE: u32 = 10;
/// Medium swaps in a card worth at least the mean unseen card plus this (an unknown card
/// may be a head for the winner and gives a four-player battle its upside: only Aces, Tens
/// and some Nines beat it) ...
const MEDIUM_SWAP_MARGIN: f64 = 2.0;
/// ... or plus this under an illegal suit (a known slot cannot hold the suit).
const MEDIUM_SWAP_MARGIN_ILLEGAL: f64 = -3.0;
/// With Negative heads medium charges from an expected total of this plus 2 per player.
const MEDIUM_CHARGE_BASE: f64 = 22.0;

fn first_unknown_slot(obs: &HonorObservation) -> Option<usize> {
    obs.my_army.iter().position(|s| s.is_none())
}

pub(super) fn illegal(obs: &HonorObservation, card: Card) -> bool {
    obs.illegal_suit.is_some_and(|s| card.is_suit(s))
}

/// Mean battle value of the cards I have not seen (a Joker counts 0).
pub fn mean_unseen_value(obs: &HonorObservation) -> f64 {
    let unseen = obs.unseen();
    if unseen.is_empty() {
        return 7.0;
    }
    unseen.iter().map(|c| c.value() as f64).sum::<f64>() / unseen.len() as f64
}

/// My army total as far as I know it: known cards plus the mean unseen value per unknown
/// slot.
fn expected_total(obs: &HonorObservation) -> f64 {
    let mean = mean_unseen_value(obs);
    obs.my_army
        .iter()
        .map(|s| s.map_or(mean, |c| c.value() as f64))
        .sum::<f64>()
        + obs.my_charge.map_or(0.0, |c| c.value() as f64)
}

/// The best hand card to charge with: the highest that is not a Joker nor of the illegal
/// suit (the last of equals). Easy and medium charge with it; hard expects the others to.
pub(super) fn best_charge_card(hand: &[Card], illegal: Option<Suit>) -> Option<usize> {
    hand.iter()
        .enumerate()
        .filter(|(_, c)| !c.is_joker() && !illegal.is_some_and(|s| c.is_suit(s)))
        .max_by_key(|(_, c)| c.value())
        .map(|(i, _)| i)
}

pub(super) fn easy_exchange(obs: &HonorObservation) -> Action {
    // Never a card of the illegal suit.
    let least = if obs.illegal_suit.is_some() {
        EASY_SWAP_ILLEGAL
    } else {
        EASY_SWAP
    };
    let pick = obs
        .my_hand
        .iter()
        .position(|&c| !c.is_joker() && c.value() >= least && !illegal(obs, c));
    match (pick, first_unknown_slot(obs)) {
        (Some(hand_index), Some(slot)) => Action::Exchange { hand_index, slot },
        _ => Action::EndExchange,
    }
}

pub(super) fn easy_charge(obs: &HonorObservation) -> Action {
    let best = best_charge_card(&obs.my_hand, obs.illegal_suit)
        .filter(|&i| obs.my_hand[i].value() >= EASY_CHARGE);
    match best {
        Some(hand_index) => Action::Charge { hand_index },
        None => Action::NoCharge,
    }
}

/// Medium's swap rule, shared with hard's model of the others: the best hand card that is
/// not a Joker nor of the illegal suit, if it beats the average unseen card by the margin.
pub(super) fn medium_swap_pick(hand: &[Card], mean: f64, illegal: Option<Suit>) -> Option<usize> {
    let margin = if illegal.is_some() {
        MEDIUM_SWAP_MARGIN_ILLEGAL
    } else {
        MEDIUM_SWAP_MARGIN
    };
    hand.iter()
        .enumerate()
        .filter(|(_, c)| !c.is_joker() && !illegal.is_some_and(|s| c.is_suit(s)))
        .filter(|(_, c)| c.value() as f64 >= mean + margin)
        .max_by_key(|(_, c)| c.value())
        .map(|(i, _)| i)
}

pub(super) fn medium_exchange(obs: &HonorObservation) -> Action {
    let pick = medium_swap_pick(&obs.my_hand, mean_unseen_value(obs), obs.illegal_suit);
    match (pick, first_unknown_slot(obs)) {
        (Some(hand_index), Some(slot)) => Action::Exchange { hand_index, slot },
        _ => Action::EndExchange,
    }
}

/// The expected total (with the charge) from which medium charges, by the number of
/// players still in. Without Negative heads a battle won is worth little (heads only count
/// toward the target) and a failed charge costs a third of one's life: medium charges only
/// when within three heads of the target, from the same total.
pub(super) fn medium_charge_threshold(
    players: usize,
    negative: bool,
    heads: i32,
    target: u32,
) -> f64 {
    if negative || heads + 3 >= target as i32 {
        MEDIUM_CHARGE_BASE + 2.0 * players as f64
    } else {
        f64::INFINITY
    }
}

pub(super) fn medium_charge(obs: &HonorObservation) -> Action {
    let best = best_charge_card(&obs.my_hand, obs.illegal_suit);
    match best {
        Some(hand_index)
            if expected_total(obs) + obs.my_hand[hand_index].value() as f64
                >= medium_charge_threshold(
                    obs.in_players().len(),
                    obs.config.negative_heads,
                    obs.seats[obs.me].heads,
                    obs.config.target_heads,
                ) =>
        {
            Action::Charge { hand_index }
        }
        _ => Action::NoCharge,
    }
}
