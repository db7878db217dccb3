//! What each level does.

use super::super::bots::{self, medium, plan::plan};
use super::super::cards::Card;
use super::super::state::{Action, PandaConfig, PandaState};
use super::{c, cs, table};
use crate::core::rng::from_seed;
use crate::core::{BotLevel, Game};

#[test]
fn plan_splits_a_hand_into_the_fewest_combinations() {
    let p = plan(cs(&["t3", "g4", "a5", "t6", "r7", "t9", "g9"]));
    assert_eq!(p.size(), 2);
    let p = plan(cs(&["t3", "g3", "t4", "g4", "a5", "r5", "tM"]));
    assert_eq!(p.size(), 2);
    let p = plan(cs(&["t8", "g8", "r8", "a8", "t2", "g3"]));
    assert_eq!(
        p.bombs,
        cs(&["t8", "g8", "r8", "a8"]),
        "the Ambush is kept whole"
    );
}

#[test]
fn medium_passes_a_good_card_to_the_partner_and_low_cards_to_the_opponents() {
    let mut s = PandaState::new(&PandaConfig::default(), 1);
    s.hands[0] = cs(&[
        "t2", "g3", "r4", "t6", "g6", "t8", "g8", "aE", "t9", "g10", "r10", "tB", "rB", "Cat", "a1",
    ]);
    match medium::decide(&s.observe(0)) {
        Action::GiveCards {
            left,
            partner,
            right,
        } => {
            assert_eq!(partner, c("aE"));
            assert!([left, right].contains(&Card::CAT));
            assert!([left, right].iter().all(|x| x.rank() <= 4));
        }
        a => panic!("{a:?}"),
    }
}

#[test]
fn medium_calls_panda_on_a_strong_hand() {
    let mut s = PandaState::new(&PandaConfig::default(), 1);
    s.hands[0] = cs(&[
        "t2", "g3", "r4", "a5", "t6", "t7", "g7", "r7", "a7", "tM", "gM", "rM", "t10", "g10",
        "Panda",
    ]);
    assert_eq!(medium::decide(&s.observe(0)), Action::CallPanda);
}

#[test]
fn medium_does_not_play_over_its_partner() {
    let mut s = table([
        &["Stork", "t2", "t3"],
        &["g3", "g9"],
        &["g5", "gE"],
        &["g6", "g8"],
    ]);
    super::play(&mut s, 0, &["Stork"]);
    super::pass(&mut s, 1);
    assert_eq!(medium::decide(&s.observe(2)), Action::Pass);
}

#[test]
fn medium_goes_out_when_one_play_empties_its_hand() {
    let mut s = table([&["t2", "t3"], &["g4", "r4"], &["g5"], &["g6"]]);
    s.first_lead = false;
    s.turn = 1;
    assert_eq!(
        medium::decide(&s.observe(1)),
        Action::Play(cs(&["g4", "r4"]))
    );
}

#[test]
fn medium_ambushes_an_opponent_about_to_go_out() {
    let mut s = table([
        &["Stork", "t2"],
        &["t7", "g7", "r7", "a7", "g3", "g4"],
        &["g5"],
        &["g6"],
    ]);
    s.first_lead = false;
    s.apply(0, &Action::Play(cs(&["t2"]))).expect("lead");
    // Seat 0 has one card left: seat 1 ambushes.
    assert_eq!(
        medium::decide(&s.observe(1)),
        Action::Play(cs(&["t7", "g7", "r7", "a7"]))
    );
}

#[test]
fn every_level_gives_a_legal_action_for_the_seat_to_act() {
    for level in BotLevel::ALL {
        let mut s = PandaState::new(&PandaConfig { target_score: 100 }, 3);
        let mut rng = from_seed(3);
        for _ in 0..400 {
            if s.is_over() {
                break;
            }
            let seat = s.to_act()[0];
            let a = bots::decide(&s.observe(seat), level, &mut rng).expect("acts");
            s.apply(seat, &a)
                .unwrap_or_else(|e| panic!("{level:?} {a:?}: {e}"));
        }
    }
}

#[test]
fn hard_is_deterministic_for_one_seed_and_prefers_going_out() {
    let mut s = table([
        &["Stork", "t2"],
        &["g3", "g4", "r4", "t9", "g9"],
        &["g5", "g8"],
        &["g6", "gM"],
    ]);
    super::play(&mut s, 0, &["Stork"]);
    let o = s.observe(1);
    let a = bots::decide(&o, BotLevel::Hard, &mut from_seed(1));
    assert_eq!(a, bots::decide(&o, BotLevel::Hard, &mut from_seed(1)));
    assert!(matches!(a, Some(Action::Play(_)) | Some(Action::Pass)));
}

#[test]
fn hard_samples_hands_consistent_with_what_it_saw() {
    use super::super::bots::hard::sample;
    let mut s = PandaState::new(&PandaConfig::default(), 21);
    let mut rng = from_seed(2);
    for seat in 0..4 {
        let a = bots::decide(&s.observe(seat), BotLevel::Easy, &mut rng).expect("give");
        s.apply(seat, &a).expect("give");
    }
    let o = s.observe(1);
    let gifts = o.my_gifts.expect("gave");
    for k in 0..20 {
        let hands = sample(&o, &mut from_seed(k)).expect("a world");
        assert_eq!(hands[1], s.hand(1));
        for (i, g) in gifts.iter().enumerate() {
            assert!(
                hands[(1 + 1 + i) % 4].contains(*g),
                "what I passed is where I passed it"
            );
        }
        let leader = o.first_leader.expect("leader");
        assert!(hands[leader].contains(Card::STORK));
        let all = hands.iter().fold(0u64, |m, h| m | h.0);
        assert_eq!(all.count_ones(), 60);
        assert!(hands
            .iter()
            .enumerate()
            .all(|(i, h)| h.len() == o.hand_counts[i] as usize));
    }
}
