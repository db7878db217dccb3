//! Hint: the hard bot's choice for the seat, explained from what the seat knows (its hand,
//! the cards it put in its army, the cards shown to everybody, the average of the rest).

use super::bots::{decide, mean_unseen_value};
use super::cards::Card;
use super::observation::HonorObservation;
use super::state::{Action, AppealKind, Phase};
use crate::core::hint::hint_rng;
use crate::core::{BotLevel, Hint};

/// The hard computer's choice for this seat, or `None` when it has nothing to do. The
/// cards are the hand card to swap in, charge or appeal with.
pub fn hint(obs: &HonorObservation) -> Option<Hint<Action, Card>> {
    let action = decide(obs, BotLevel::Hard, &mut hint_rng())?;
    let hand_card = |i: usize| obs.my_hand.get(i).copied();
    let (reason, card) = match action {
        Action::DeclareIllegalSuit(s) => (
            format!(
                "Declare {} illegal: no card is dealt yet, so every suit is as likely to hurt the others.",
                s.name()
            ),
            None,
        ),
        Action::Exchange { hand_index, .. } => (
            exchange_reason(obs, hand_index),
            hand_card(hand_index),
        ),
        Action::EndExchange => (end_exchange_reason(obs), None),
        Action::Charge { hand_index } => (
            format!(
                "Charge with your {}: your army is likely to win the battle, and the charge adds {} to it.",
                name(obs, hand_index),
                hand_card(hand_index).map_or(0, Card::value)
            ),
            hand_card(hand_index),
        ),
        Action::NoCharge => (
            "No charge: a charge that fails costs a disgrace, more than winning with it would bring."
                .to_string(),
            None,
        ),
        Action::Appeal => (
            "Appeal: it costs nothing, and the King may spare you the disgrace.".to_string(),
            None,
        ),
        Action::AppealWithCard { hand_index } => (
            format!(
                "Appeal with your {}: if the King allows it, it takes the Joker's place and your army can win.",
                name(obs, hand_index)
            ),
            hand_card(hand_index),
        ),
        Action::NoAppeal => (
            "No appeal: none of your hand cards would make your army win the battle.".to_string(),
            None,
        ),
        Action::Respond => (respond_reason(obs, true), None),
        Action::Reject => (respond_reason(obs, false), None),
        Action::NextHand => ("Go on to the next hand.".to_string(), None),
        Action::NextGame => ("Start the next game of the match.".to_string(), None),
    };
    Some(Hint::new(action, reason, card.into_iter().collect()))
}

fn name(obs: &HonorObservation, hand_index: usize) -> String {
    obs.my_hand
        .get(hand_index)
        .map_or_else(|| "card".to_string(), |c| c.name())
}

/// "Swap your Ace of Spades into your army: at 13 it beats an unknown card (about 7 on
/// average)."
fn exchange_reason(obs: &HonorObservation, hand_index: usize) -> String {
    let card = obs.my_hand.get(hand_index).copied();
    let mean = mean_unseen_value(obs);
    let value = card.map_or(0, Card::value);
    let illegal = card.is_some_and(|c| obs.illegal_suit.is_some_and(|s| c.is_suit(s)));
    let why = if illegal {
        "it is still worth more in your army than in your hand".to_string()
    } else if value as f64 > mean {
        format!("at {value} it beats an unknown card ({mean:.1} on average)")
    } else if let Some(s) = obs.illegal_suit {
        format!(
            "an unknown card there may be one of the illegal {} and disgrace you",
            s.name()
        )
    } else {
        "an unknown card there may be a King, Queen or Jack: a head for whoever beats you"
            .to_string()
    };
    format!("Swap your {} into your army: {why}.", name(obs, hand_index))
}

fn end_exchange_reason(obs: &HonorObservation) -> String {
    let usable: Vec<Card> = obs
        .my_hand
        .iter()
        .copied()
        .filter(|c| !c.is_joker())
        .collect();
    let unknown = obs.my_army.iter().filter(|s| s.is_none()).count();
    if usable.is_empty() || unknown == 0 {
        return "Done: you have nothing left worth swapping.".to_string();
    }
    let best = usable.iter().max_by_key(|c| c.value()).copied();
    match best {
        Some(c) if obs.config.charges => format!(
            "Done: keep your {} in hand, for a charge if your army looks strong.",
            c.name()
        ),
        _ => format!(
            "Done: your hand cards are not worth more to your army than unknown cards (about {:.1} on average).",
            mean_unseen_value(obs)
        ),
    }
}

fn respond_reason(obs: &HonorObservation, respond: bool) -> String {
    let joker = obs.appeal.as_ref().map(|w| w.kind);
    match (joker, respond) {
        (Some(AppealKind::JokerDisgrace { .. }), true) => {
            "Hear the appeal: the Joker's disgraces would leave you worse off.".into()
        }
        (Some(AppealKind::JokerDisgrace { .. }), false) => {
            "Turn the appeal down: the Joker's disgraces cost you nothing and weaken the others."
                .into()
        }
        (_, true) => "Hear the appeal: a new card in that army is likely to help you.".into(),
        (_, false) if obs.phase == Phase::ArmyAppeal => {
            "Turn the appeal down: an army holding a Joker loses, which suits you.".into()
        }
        (_, false) => "Turn the appeal down.".into(),
    }
}
