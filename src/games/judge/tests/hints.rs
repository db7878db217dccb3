//! The learner's hint: the right hand at the flip, and why.

use super::{month, press, round_with};
use crate::core::Game;
use crate::games::judge::{hint::hint, Action, Card, Edge, Hand, JudgeConfig, JudgeState};

fn hand_of(s: &JudgeState, seat: usize) -> Option<Hand> {
    match hint(&s.observe(seat))?.action {
        Action::Input {
            hand,
            edge: Edge::Press,
            ..
        } => Some(hand),
        _ => None,
    }
}

#[test]
fn the_later_month_is_told_to_hit_and_the_earlier_to_defend() {
    let s = round_with(month(7), month(3));
    assert_eq!(hand_of(&s, 0), Some(Hand::Hit));
    assert_eq!(
        hint(&s.observe(0)).unwrap().reason,
        "Your July is later than their March: hit."
    );
    assert_eq!(hand_of(&s, 1), Some(Hand::Defend));
    assert_eq!(
        hint(&s.observe(1)).unwrap().reason,
        "Their July is later than your March: defend."
    );
}

#[test]
fn a_same_month_round_is_told_to_hit_first() {
    let s = round_with(month(5), other_of(5));
    assert_eq!(hand_of(&s, 0), Some(Hand::Hit));
    assert_eq!(hand_of(&s, 1), Some(Hand::Hit));
    assert!(hint(&s.observe(1))
        .unwrap()
        .reason
        .starts_with("Both are May"));
}

#[test]
fn a_mistaken_defence_by_the_later_month_is_answered_with_a_hit() {
    let mut s = round_with(month(9), month(2));
    press(&mut s, 0, Hand::Defend, 200.0);
    assert_eq!(hand_of(&s, 1), Some(Hand::Hit));
    // Seat 0's hand is on a head: no more advice for it.
    assert_eq!(hint(&s.observe(0)), None);
}

#[test]
fn no_hint_before_the_flip() {
    let s = JudgeState::new(&JudgeConfig::default(), 3);
    assert_eq!(hint(&s.observe(0)), None);
}

/// A card of month `m` other than [`month`]'s.
fn other_of(m: u8) -> Card {
    let first = month(m);
    Card::all().find(|c| c.month() == m && *c != first).unwrap()
}
