//! The hint's reasons on known hands (the hint kit checks the rest in `kit`).

use super::with_hands;
use crate::core::Game;
use crate::games::satsuma::{hint::hint, Action, Side};

#[test]
fn a_hint_discards_cards_the_role_cannot_count_and_says_so() {
    let state = with_hands(
        Side::Samurai,
        &[
            "Takamori Saigo",
            "Samurai Warriors",
            "Bushido",
            "Foxholes",
            "Sentinels",
            "Satsuma Armories",
            "Out Fight & Outmaneuver",
        ],
        &["Imperial Guard"],
    );
    let h = hint(&state.observe(0)).expect("a hint in Logistics");
    let Action::Discard(cards) = &h.action else {
        panic!("{h:?}")
    };
    let barred = super::cards(Side::Samurai, &["Foxholes", "Sentinels"]);
    assert!(barred.iter().all(|c| cards.contains(c)), "{h:?}");
    assert_eq!(&h.cards, cards);
    assert!(h.reason.starts_with("Discard "), "{}", h.reason);
    // "they cannot count while you attack", or "(barred while you attack)" beside others.
    assert!(
        h.reason.contains("cannot count while you attack")
            || h.reason
                .contains("Foxholes and Sentinels (barred while you attack)"),
        "{}",
        h.reason
    );
    assert!(h.reason.contains("Foxholes") && h.reason.contains("Sentinels"));
}

#[test]
fn a_hint_keeps_a_hand_where_everything_counts() {
    let state = with_hands(
        Side::Imperials,
        &[
            "Takamori Saigo",
            "Samurai Warriors",
            "Bushido",
            "Satsuma Armories",
            "Block Passes",
            "Kyushu Samurai",
            "Break Out",
        ],
        &["Imperial Guard"],
    );
    let h = hint(&state.observe(0)).expect("a hint in Logistics");
    assert_eq!(h.action, Action::Discard(vec![]), "{h:?}");
    assert!(
        h.reason.starts_with("Keep all 7: every card counts"),
        "{}",
        h.reason
    );
    assert!(h.cards.is_empty());
}

#[test]
fn the_same_observation_always_gives_the_same_hint() {
    let state = with_hands(
        Side::Samurai,
        &["Foxholes", "Bushido", "Honor"],
        &["Imperial Guard"],
    );
    let obs = state.observe(0);
    assert_eq!(hint(&obs), hint(&obs));
}
