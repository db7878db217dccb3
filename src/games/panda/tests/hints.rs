//! The hint's reasons in known positions (the hint kit checks the rest in `kit`).

use super::{cs, play, table};
use crate::core::Game;
use crate::core::Hint;
use crate::games::panda::hint::hint;
use crate::games::panda::{Action, Card};

/// Seat 0 leads from the first hand; seat 1 holds nothing that beats a pair of 9s.
const NOTHING_BEATS_9S: [&[&str]; 4] = [
    &["t9", "g9", "t2", "g3", "r4"],
    &["t3", "g4", "r5", "a6", "a8"],
    &["t5", "g6", "r7", "a2", "r3"],
    &["a3", "a4", "g5", "t6", "g7"],
];

/// Seat 1's hint once seat 0 has led `lead` at a table of these hands.
fn hint_after_lead(hands: [&[&str]; 4], lead: &[&str]) -> Hint<Action, Card> {
    let mut s = table(hands);
    play(&mut s, 0, lead);
    hint(&s.observe(1)).expect("seat 1 to play")
}

#[test]
fn a_hint_passes_when_nothing_beats_the_table_and_says_so() {
    let h = hint_after_lead(NOTHING_BEATS_9S, &["t9", "g9"]);
    assert_eq!(h.action, Action::Pass);
    assert_eq!(h.reason, "Pass: nothing in your hand beats a pair of 9s.");
    assert!(h.cards.is_empty());
}

#[test]
fn a_hint_to_follow_names_the_combination_and_highlights_its_cards() {
    let hands: [&[&str]; 4] = [
        &["t4", "g2", "r3", "a2", "t3"],
        &["aM", "g5", "r6", "a7", "a8"],
        &["t5", "g6", "r7", "t2", "r2"],
        &["a3", "a4", "g7", "t6", "g8"],
    ];
    let h = hint_after_lead(hands, &["t4"]);
    let Action::Play(cards) = h.action else {
        panic!("{h:?}")
    };
    assert_eq!(h.cards, cards.to_vec());
    assert!(h.reason.starts_with("Play a single "), "{}", h.reason);
    assert!(h.reason.contains("it beats a single 4"), "{}", h.reason);
    assert!(cs(&["aM", "g5", "r6", "a7", "a8"]).contains_all(cards));
}

#[test]
fn the_same_observation_always_gives_the_same_hint() {
    let s = table(NOTHING_BEATS_9S);
    let obs = s.observe(s.turn());
    assert_eq!(hint(&obs), hint(&obs));
}
