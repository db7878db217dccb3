//! The learner's hint: the right hand at the flip, and why.

use super::{month, press, round_with, tick};
use crate::core::Game;
use crate::games::judge::{hint::hint, Action, Card, Edge, Hand, JudgeConfig, JudgeState, Outcome};

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

/// "If the player with the later month defends his/her own head by mistake, the opponent can
/// either defend his/her own head, or do nothing. [...] If the opponent hits the player's
/// head, no one wins the round." Following the hint must win the round.
#[test]
fn a_mistaken_defence_by_the_later_month_is_answered_with_a_defence() {
    let mut s = round_with(month(9), month(2));
    press(&mut s, 0, Hand::Defend, 200.0);
    assert_eq!(hand_of(&s, 1), Some(Hand::Defend));
    assert!(hint(&s.observe(1)).unwrap().reason.contains("defend"));
    // Seat 0's hand is on a head: no more advice for it.
    assert_eq!(hint(&s.observe(0)), None);
}

/// The rule text: after the later month's mistaken defence, "If the opponent hits the
/// player's head, no one wins the round": the hint must not send the pickets to the pot.
#[test]
fn judge_hint_after_the_later_months_mistaken_defence_wins_the_round() {
    let mut s = round_with(month(9), month(2));
    press(&mut s, 0, Hand::Defend, 200.0);
    let advice = hint(&s.observe(1)).unwrap().action;
    let Action::Input { hand, .. } = advice else {
        panic!("a press: {advice:?}");
    };
    press(&mut s, 1, hand, 400.0);
    tick(&mut s, 400.0);
    let verdict = s.last_round().expect("the round is decided").verdict;
    assert_eq!(verdict.outcome, Outcome::Win(1), "{verdict:?}");
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

/// The hint in Japanese: a whole sentence with both months (with their plants, as the cards
/// show them).
#[test]
fn the_hint_reads_in_japanese_with_both_months() {
    use crate::core::lang::{in_lang, Lang};
    let s = round_with(month(7), month(3));
    in_lang(Lang::Ja, || {
        assert_eq!(
            hint(&s.observe(0)).unwrap().reason,
            "あなたの7月（萩）は相手の3月（桜）より後の月です。叩いてください。"
        );
        assert_eq!(
            hint(&s.observe(1)).unwrap().reason,
            "相手の7月（萩）はあなたの3月（桜）より後の月です。守ってください。"
        );
    });
}
