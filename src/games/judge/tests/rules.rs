//! One test per ruling (rulings.md, "Judge") and per deciding sentence of the seed.

use super::*;
use crate::games::judge::{JudgeError, Kind, Outcome, Reason, BRIGHT_BONUS, DECK_SIZE, PILE_SIZE};

/// Seat 0 holds March (the earlier month), seat 1 October (the later month).
const E: Seat = 0;
const L: Seat = 1;

fn race() -> JudgeState {
    round_with(month(3), month(10))
}

fn verdict(s: &JudgeState) -> (Outcome, Reason) {
    assert_eq!(s.phase(), Phase::Verdict, "the round is decided");
    let v = s.last_round().unwrap().verdict;
    (v.outcome, v.reason)
}

fn open(s: &JudgeState) {
    assert_eq!(s.phase(), Phase::Race, "the round is still open");
}

#[test]
fn the_deck_has_48_cards_four_of_each_month() {
    assert_eq!(DECK.len(), 48);
    for m in 1..=12 {
        assert_eq!(DECK.iter().filter(|d| d.month == m).count(), 4, "month {m}");
    }
}

#[test]
fn the_deck_has_5_brights_9_animals_10_ribbons_24_chaff() {
    let count = |k| DECK.iter().filter(|d| d.kind == k).count();
    assert_eq!(
        [
            count(Kind::Bright),
            count(Kind::Animal),
            count(Kind::Ribbon),
            count(Kind::Chaff)
        ],
        [5, 9, 10, 24]
    );
}

#[test]
fn the_november_lightning_card_is_chaff() {
    let lightning = DECK.iter().find(|d| d.picture == "Lightning").unwrap();
    assert_eq!((lightning.month, lightning.kind), (11, Kind::Chaff));
}

#[test]
fn the_five_brights_are_crane_curtain_moon_rain_man_phoenix() {
    let brights: Vec<(u8, &str)> = DECK
        .iter()
        .filter(|d| d.kind == Kind::Bright)
        .map(|d| (d.month, d.picture))
        .collect();
    assert_eq!(
        brights,
        vec![
            (1, "Crane and sun"),
            (3, "Curtain"),
            (8, "Full moon"),
            (11, "Rain-man"),
            (12, "Phoenix")
        ]
    );
}

#[test]
fn each_player_draws_a_head_and_the_other_46_cards_split_23_and_23() {
    for seed in 0..50 {
        let s = JudgeState::new(&JudgeConfig::default(), seed);
        assert_eq!(s.pile_count(0), PILE_SIZE);
        assert_eq!(s.pile_count(1), PILE_SIZE);
        assert_ne!(s.heads()[0], s.heads()[1]);
        assert!(s.card_counts_consistent());
    }
    assert_eq!(2 + 2 * PILE_SIZE, DECK_SIZE);
}

#[test]
fn both_pickets_flip_at_the_same_instant_after_the_countdown() {
    let mut s = JudgeState::new(&JudgeConfig::default(), 3);
    s.apply(0, &Action::Start { t: 100.0 }).unwrap();
    assert_eq!(s.phase(), Phase::Countdown);
    assert_eq!(s.flip_at(), 100.0 + 2400.0);
    assert_eq!(
        s.visible_pickets(),
        [None, None],
        "face down during the countdown"
    );
    assert!(!s.tick_due(2499.0));
    s.apply(0, &Action::Tick { t: 2499.0 }).unwrap();
    assert_eq!(s.visible_pickets(), [None, None]);
    assert!(s.tick_due(2500.0));
    s.apply(0, &Action::Tick { t: 2500.0 }).unwrap();
    let [a, b] = s.visible_pickets();
    assert!(a.is_some() && b.is_some(), "both face up in the same step");
}

#[test]
fn later_month_hits_first_and_wins_at_once() {
    let mut s = race();
    press(&mut s, L, Hand::Hit, 250.0);
    tick(&mut s, 250.0);
    assert_eq!(verdict(&s), (Outcome::Win(L), Reason::LaterHitFirst));
}

#[test]
fn earlier_month_defends_first_then_later_defends_too_earlier_wins() {
    let mut s = race();
    press(&mut s, E, Hand::Defend, 250.0);
    tick(&mut s, 300.0);
    open(&s);
    press(&mut s, L, Hand::Defend, 400.0);
    tick(&mut s, 400.0);
    assert_eq!(verdict(&s), (Outcome::Win(E), Reason::BothDefended));
}

#[test]
fn earlier_month_defends_first_then_later_hits_the_pot() {
    let mut s = race();
    press(&mut s, E, Hand::Defend, 250.0);
    press(&mut s, L, Hand::Hit, 300.0);
    tick(&mut s, 300.0);
    assert_eq!(verdict(&s), (Outcome::Pot, Reason::Defended));
    assert_eq!(s.pot().len(), 2);
}

#[test]
fn earlier_month_defends_first_then_nothing_in_the_window_the_pot() {
    let mut s = race();
    press(&mut s, E, Hand::Defend, 250.0);
    tick(&mut s, 749.0);
    open(&s);
    tick(&mut s, 750.0);
    assert_eq!(verdict(&s), (Outcome::Pot, Reason::Defended));
}

#[test]
fn earlier_month_hits_by_mistake_then_later_hits_later_wins() {
    let mut s = race();
    press(&mut s, E, Hand::Hit, 250.0);
    press(&mut s, L, Hand::Hit, 500.0);
    tick(&mut s, 500.0);
    assert_eq!(verdict(&s), (Outcome::Win(L), Reason::HitBack));
}

#[test]
fn earlier_month_hits_by_mistake_then_later_defends_the_pot() {
    let mut s = race();
    press(&mut s, E, Hand::Hit, 250.0);
    press(&mut s, L, Hand::Defend, 500.0);
    tick(&mut s, 500.0);
    assert_eq!(verdict(&s), (Outcome::Pot, Reason::MistakenHitSpared));
}

#[test]
fn earlier_month_hits_by_mistake_then_nothing_the_pot() {
    let mut s = race();
    press(&mut s, E, Hand::Hit, 250.0);
    tick(&mut s, 2000.0);
    assert_eq!(verdict(&s), (Outcome::Pot, Reason::MistakenHitSpared));
    assert_eq!(s.last_round().unwrap().verdict.at, FLIP + 750.0);
}

#[test]
fn later_month_defends_by_mistake_then_earlier_hits_the_pot() {
    let mut s = race();
    press(&mut s, L, Hand::Defend, 250.0);
    press(&mut s, E, Hand::Hit, 450.0);
    tick(&mut s, 450.0);
    assert_eq!(verdict(&s), (Outcome::Pot, Reason::MistakenDefenceHit));
}

#[test]
fn later_month_defends_by_mistake_then_earlier_defends_earlier_wins() {
    let mut s = race();
    press(&mut s, L, Hand::Defend, 250.0);
    press(&mut s, E, Hand::Defend, 450.0);
    tick(&mut s, 450.0);
    assert_eq!(verdict(&s), (Outcome::Win(E), Reason::MistakenDefence));
}

#[test]
fn later_month_defends_by_mistake_then_nothing_earlier_wins() {
    let mut s = race();
    press(&mut s, L, Hand::Defend, 250.0);
    tick(&mut s, 760.0);
    assert_eq!(verdict(&s), (Outcome::Win(E), Reason::MistakenDefence));
}

#[test]
fn same_month_the_first_to_hit_wins() {
    let mut s = round_with(month(5), Card(month(5).0 + 1));
    press(&mut s, 1, Hand::Hit, 300.0);
    press(&mut s, 0, Hand::Hit, 301.0);
    tick(&mut s, 301.0);
    assert_eq!(verdict(&s), (Outcome::Win(1), Reason::SameMonthHit));
}

#[test]
fn same_month_defending_has_no_effect() {
    let mut s = round_with(month(5), Card(month(5).0 + 1));
    press(&mut s, 0, Hand::Defend, 200.0);
    assert_eq!(
        s.hand_down(0),
        None,
        "a defence does not count in a same-month round"
    );
    press(&mut s, 1, Hand::Hit, 900.0);
    tick(&mut s, 900.0);
    assert_eq!(verdict(&s), (Outcome::Win(1), Reason::SameMonthHit));
}

#[test]
fn same_month_with_no_hit_at_all_the_pot() {
    let mut s = round_with(month(5), Card(month(5).0 + 1));
    press(&mut s, 0, Hand::Defend, 200.0);
    press(&mut s, 1, Hand::Defend, 210.0);
    tick(&mut s, 3000.0);
    assert_eq!(verdict(&s), (Outcome::Pot, Reason::TimeOut));
}

#[test]
fn nobody_acts_before_the_round_times_out_the_pot() {
    let mut s = race();
    tick(&mut s, 2999.0);
    open(&s);
    tick(&mut s, 3000.0);
    assert_eq!(verdict(&s), (Outcome::Pot, Reason::TimeOut));
}

#[test]
fn a_hand_lifted_before_the_decision_loses_the_round() {
    // The earlier month defends, then lifts the hand inside the window.
    let mut s = race();
    press(&mut s, E, Hand::Defend, 250.0);
    release(&mut s, E, Hand::Defend, 400.0);
    tick(&mut s, 400.0);
    assert_eq!(verdict(&s), (Outcome::Win(L), Reason::Released(E)));
    // The later month defends by mistake and lifts it: the earlier month wins either way,
    // but now for the lifted hand.
    let mut s = race();
    press(&mut s, L, Hand::Defend, 250.0);
    release(&mut s, L, Hand::Defend, 260.0);
    tick(&mut s, 260.0);
    assert_eq!(verdict(&s), (Outcome::Win(E), Reason::Released(L)));
}

#[test]
fn lifting_a_hand_after_the_decision_changes_nothing() {
    let mut s = race();
    press(&mut s, L, Hand::Hit, 250.0);
    tick(&mut s, 250.0);
    let before = s.clone();
    let lift = Action::Input {
        hand: Hand::Hit,
        edge: Edge::Release,
        t: FLIP + 300.0,
    };
    assert_eq!(s.apply(L, &lift), Err(JudgeError::NotRacing));
    assert_eq!(s, before);
}

#[test]
fn the_order_of_two_inputs_is_decided_by_their_timestamps_not_their_arrival() {
    // The later month's hit arrives second but happened first.
    let mut s = race();
    press(&mut s, E, Hand::Defend, 260.0);
    press(&mut s, L, Hand::Hit, 255.0);
    tick(&mut s, 270.0);
    assert_eq!(verdict(&s), (Outcome::Win(L), Reason::LaterHitFirst));
    // And the other way round: the defence happened first, so the hit only sends the
    // pickets to the pot.
    let mut s = race();
    press(&mut s, L, Hand::Hit, 260.0);
    press(&mut s, E, Hand::Defend, 255.0);
    tick(&mut s, 270.0);
    assert_eq!(verdict(&s), (Outcome::Pot, Reason::Defended));
}

#[test]
fn simultaneous_inputs_the_later_months_hit_comes_first() {
    let mut s = race();
    press(&mut s, E, Hand::Defend, 300.0);
    press(&mut s, L, Hand::Hit, 300.0);
    tick(&mut s, 300.0);
    assert_eq!(verdict(&s), (Outcome::Win(L), Reason::LaterHitFirst));
    // Both hit at once: the later month wins, as when both hit.
    let mut s = race();
    press(&mut s, E, Hand::Hit, 300.0);
    press(&mut s, L, Hand::Hit, 300.0);
    tick(&mut s, 300.0);
    assert_eq!(verdict(&s).0, Outcome::Win(L));
    // Both defend at once: the earlier month wins, as when both defend.
    let mut s = race();
    press(&mut s, L, Hand::Defend, 300.0);
    press(&mut s, E, Hand::Defend, 300.0);
    tick(&mut s, 300.0);
    assert_eq!(verdict(&s).0, Outcome::Win(E));
}

#[test]
fn same_month_hits_at_the_same_instant_go_to_the_pot() {
    let mut s = round_with(month(5), Card(month(5).0 + 1));
    press(&mut s, 0, Hand::Hit, 300.0);
    press(&mut s, 1, Hand::Hit, 300.0);
    tick(&mut s, 300.0);
    assert_eq!(verdict(&s), (Outcome::Pot, Reason::SameInstant));
}

#[test]
fn a_press_before_the_flip_is_ignored_with_too_early_and_changes_nothing() {
    let mut s = JudgeState::new(&JudgeConfig::default(), 3);
    s.apply(0, &Action::Start { t: 0.0 }).unwrap();
    let before = s.clone();
    let early = Action::Input {
        hand: Hand::Hit,
        edge: Edge::Press,
        t: 1000.0,
    };
    assert_eq!(s.apply(0, &early), Err(JudgeError::TooEarly));
    assert_eq!(s, before);
    // Delivered after the flip but stamped before it: still too early.
    s.apply(0, &Action::Tick { t: 2400.0 }).unwrap();
    let before = s.clone();
    let stamped_early = Action::Input {
        hand: Hand::Hit,
        edge: Edge::Press,
        t: 2399.0,
    };
    assert_eq!(s.apply(1, &stamped_early), Err(JudgeError::TooEarly));
    assert_eq!(s, before);
}

#[test]
fn a_key_held_through_the_flip_does_not_count_until_pressed_again() {
    let mut s = race();
    // Its release after the flip is not a lifted hand: it was never on a head.
    let lift = Action::Input {
        hand: Hand::Hit,
        edge: Edge::Release,
        t: FLIP + 100.0,
    };
    let before = s.clone();
    assert_eq!(s.apply(L, &lift), Err(JudgeError::NotOnAHead));
    assert_eq!(s, before);
    press(&mut s, L, Hand::Hit, 200.0);
    tick(&mut s, 200.0);
    assert_eq!(verdict(&s), (Outcome::Win(L), Reason::LaterHitFirst));
}

#[test]
fn key_repeat_and_a_second_key_while_a_hand_is_down_change_nothing() {
    let mut s = race();
    press(&mut s, E, Hand::Defend, 250.0);
    press(&mut s, E, Hand::Defend, 280.0); // auto-repeat
    press(&mut s, E, Hand::Hit, 300.0); // the other key too
    assert_eq!(s.hand_down(E), Some(Hand::Defend));
    tick(&mut s, 750.0);
    assert_eq!(verdict(&s), (Outcome::Pot, Reason::Defended));
}

#[test]
fn an_answer_exactly_at_the_end_of_the_window_counts_and_one_after_does_not() {
    let mut s = race();
    press(&mut s, E, Hand::Hit, 250.0);
    press(&mut s, L, Hand::Hit, 750.0);
    tick(&mut s, 750.0);
    assert_eq!(verdict(&s), (Outcome::Win(L), Reason::HitBack));
    let mut s = race();
    press(&mut s, E, Hand::Hit, 250.0);
    press(&mut s, L, Hand::Hit, 750.5);
    tick(&mut s, 751.0);
    assert_eq!(verdict(&s), (Outcome::Pot, Reason::MistakenHitSpared));
}

#[test]
fn the_winner_takes_both_pickets_and_the_pot() {
    let mut s = race();
    tick(&mut s, 3000.0); // the pot
    assert_eq!(s.pot().len(), 2);
    s.apply(0, &Action::Start { t: 0.0 }).unwrap();
    s.apply(0, &Action::Tick { t: 2400.0 }).unwrap();
    let later = s.race_rules().unwrap().later.unwrap_or(0);
    s.apply(
        later,
        &Action::Input {
            hand: Hand::Hit,
            edge: Edge::Press,
            t: 2600.0,
        },
    )
    .unwrap();
    s.apply(
        0,
        &Action::Tick {
            t: 2600.0 + GRACE_MS,
        },
    )
    .unwrap();
    assert_eq!(s.won(later).len(), 4);
    assert!(s.pot().is_empty());
    assert_eq!(s.last_round().unwrap().cards, 4);
}

#[test]
fn the_score_is_one_point_a_card_plus_ten_for_four_brights_or_more() {
    let mut s = JudgeState::new(&JudgeConfig::default(), 1);
    let brights: Vec<Card> = Card::all().filter(|c| c.is_bright()).collect();
    let plain: Vec<Card> = Card::all().filter(|c| !c.is_bright()).collect();
    s.won[0] = brights[..3].to_vec();
    s.won[0].extend(&plain[..5]);
    assert_eq!(s.score(0), 8, "three brights: no bonus");
    s.won[1] = brights[3..].to_vec();
    s.won[0].push(brights[3]);
    assert_eq!(s.score(0), 9 + BRIGHT_BONUS, "four brights: the bonus");
}

#[test]
fn the_game_ends_when_the_draw_piles_are_used_up_after_23_rounds() {
    let mut s = JudgeState::new(&JudgeConfig::default(), 11);
    for round in 1..=PILE_SIZE as u32 {
        assert!(!s.is_over());
        s.apply(1, &Action::Start { t: 10.0 }).unwrap();
        assert_eq!(s.round_no(), round);
        s.apply(0, &Action::Tick { t: 9000.0 }).unwrap(); // nobody acts: the pot
    }
    assert!(s.is_over());
    assert_eq!(s.pot().len(), 46, "the pot left at the end is not scored");
    assert_eq!((s.score(0), s.score(1)), (0, 0));
    assert_eq!(s.winner(), None);
    assert_eq!(
        s.apply(0, &Action::Start { t: 0.0 }),
        Err(JudgeError::GameOver)
    );
}

#[test]
fn a_restart_counts_down_again_with_the_same_pickets() {
    let mut s = race();
    press(&mut s, E, Hand::Defend, 100.0);
    let pickets = s.visible_pickets();
    s.apply(1, &Action::Restart { t: 50.0 }).unwrap();
    assert_eq!(s.phase(), Phase::Countdown);
    assert!(s.inputs().is_empty());
    s.apply(0, &Action::Tick { t: 2450.0 }).unwrap();
    assert_eq!(s.visible_pickets(), pickets);
}

#[test]
fn actions_out_of_place_are_refused_and_change_nothing() {
    let mut s = race();
    let before = s.clone();
    assert_eq!(
        s.apply(0, &Action::Start { t: 0.0 }),
        Err(JudgeError::CannotStart)
    );
    assert_eq!(
        s.apply(0, &Action::Tick { t: 1.0 }),
        Err(JudgeError::TimeGoesBack)
    );
    assert_eq!(
        s.apply(2, &Action::Tick { t: 9e9 }),
        Err(JudgeError::NoSuchSeat(2))
    );
    let nan = Action::Input {
        hand: Hand::Hit,
        edge: Edge::Press,
        t: f64::NAN,
    };
    assert_eq!(s.apply(0, &nan), Err(JudgeError::TimeGoesBack));
    assert_eq!(s, before);
    let fresh = JudgeState::new(&JudgeConfig::default(), 1);
    let mut f = fresh.clone();
    assert_eq!(
        f.apply(0, &Action::Restart { t: 0.0 }),
        Err(JudgeError::NothingToRestart)
    );
    assert_eq!(f.apply(0, &Action::Tick { t: 0.0 }), Ok(()));
    assert_eq!(f.phase(), Phase::Ready);
}

#[test]
#[should_panic(expected = "seat 2 is not at this table (2 seats)")]
fn observing_a_seat_not_at_the_table_panics_rather_than_show_a_real_seats_view() {
    race().observe(2);
}

#[test]
fn an_earlier_press_delivered_after_a_later_frame_still_counts_first() {
    // The later month hits at 250. The earlier month defended at 245, but its event reaches
    // the engine only after a frame up to GRACE_MS past its own time: it still comes first.
    for delay in [10.0, 30.0, GRACE_MS] {
        let mut s = race();
        press(&mut s, L, Hand::Hit, 250.0);
        frame(&mut s, 245.0 + delay);
        open(&s);
        assert_eq!(
            deliver(&mut s, E, Hand::Defend, 245.0),
            Ok(()),
            "delay {delay}"
        );
        // Nothing is due until the frame GRACE_MS past the hit that decides it.
        assert!(!s.tick_due(FLIP + 250.0 + GRACE_MS - 0.125));
        assert!(s.tick_due(FLIP + 250.0 + GRACE_MS));
        frame(&mut s, 250.0 + GRACE_MS);
        assert_eq!(
            verdict(&s),
            (Outcome::Pot, Reason::Defended),
            "delay {delay}"
        );
        assert_eq!(s.last_round().unwrap().verdict.at, FLIP + 250.0);
    }
    // The same when the earlier press is a win: both defend, the earlier month's defence
    // (stamped first, delivered second) wins.
    let mut s = race();
    press(&mut s, L, Hand::Defend, 300.0);
    frame(&mut s, 310.0);
    assert_eq!(deliver(&mut s, E, Hand::Defend, 290.0), Ok(()));
    tick(&mut s, 300.0);
    assert_eq!(verdict(&s), (Outcome::Win(E), Reason::BothDefended));
}

#[test]
fn a_press_delivered_after_the_round_is_decided_is_refused_and_changes_nothing() {
    let mut s = race();
    press(&mut s, L, Hand::Hit, 250.0);
    tick(&mut s, 250.0);
    assert_eq!(verdict(&s), (Outcome::Win(L), Reason::LaterHitFirst));
    let decided = s.clone();
    // Stamped after the deciding frame.
    assert_eq!(
        deliver(&mut s, E, Hand::Defend, 250.0 + GRACE_MS + 1.0),
        Err(JudgeError::NotRacing)
    );
    // Stamped after the hit but before the deciding frame: it could not have changed the
    // verdict, and it is refused the same way.
    assert_eq!(
        deliver(&mut s, E, Hand::Defend, 260.0),
        Err(JudgeError::NotRacing)
    );
    assert_eq!(s, decided);
}
