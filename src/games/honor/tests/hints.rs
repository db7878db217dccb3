//! The hint's reasons in known positions (the hint kit checks the rest in `kit`).

use crate::core::Game;
use crate::games::honor::{hint::hint, Action, HonorConfig, HonorState, Phase};

#[test]
fn an_exchange_hint_swaps_a_named_hand_card_in_or_says_why_not() {
    let mut checked = 0;
    for seed in 0..40 {
        let s = HonorState::new(&HonorConfig::default(), seed);
        if s.phase() != Phase::Exchange {
            continue;
        }
        for seat in s.to_act() {
            let obs = s.observe(seat);
            let h = hint(&obs).expect("a seat in the exchange has a hint");
            match h.action {
                Action::Exchange { hand_index, .. } => {
                    let card = obs.my_hand[hand_index];
                    assert_eq!(h.cards, vec![card]);
                    let head = format!("Swap your {} into your army: ", card.name());
                    assert!(h.reason.starts_with(&head), "{}", h.reason);
                }
                Action::EndExchange => {
                    assert!(h.reason.starts_with("Done: "), "{}", h.reason);
                    assert!(h.cards.is_empty());
                }
                ref other => panic!("{other:?} in the exchange"),
            }
            assert_eq!(hint(&obs), Some(h), "the same observation, the same hint");
            checked += 1;
        }
    }
    assert!(checked >= 20, "{checked}");
}
