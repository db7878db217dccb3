//! What bots see and how the levels compare.

use super::*;
use crate::core::{BotLevel, BotPlayer};
use crate::games::judge::sim::{plan_rng, play_game, play_round_seats};
use crate::games::judge::{plan, Outcome, Profile};

/// Seat 0's share of games won (ties count half) between two profiles, over `games`
/// deals each played twice with the seats swapped.
fn share(a: Profile, b: Profile, games: u64) -> f64 {
    let cfg = JudgeConfig::default();
    let mut points = 0.0;
    for deal in 0..games {
        for (seat_a, profiles) in [(0, [a, b]), (1, [b, a])] {
            let s = play_game(&cfg, deal, &profiles, deal * 7 + seat_a as u64);
            points += match s.winner() {
                Some(w) if w == seat_a => 1.0,
                None => 0.5,
                _ => 0.0,
            };
        }
    }
    points / (2 * games) as f64
}

#[test]
fn the_pickets_stay_hidden_from_bots_until_the_flip() {
    let mut a = JudgeState::new(&JudgeConfig::default(), 5);
    let mut b = a.clone();
    // b's piles hold the same cards in another order: other pickets come up.
    b.piles[0].reverse();
    b.piles[1].rotate_left(5);
    for s in [&mut a, &mut b] {
        s.apply(0, &Action::Start { t: 0.0 }).unwrap();
    }
    assert_ne!(a.pickets, b.pickets);
    for seat in 0..2 {
        assert_eq!(a.observe(seat), b.observe(seat));
        for level in BotLevel::ALL {
            let da = JudgeState::bot_action(&a.observe(seat), level, &mut plan_rng(1, 1, seat));
            let db = JudgeState::bot_action(&b.observe(seat), level, &mut plan_rng(1, 1, seat));
            assert_eq!(da, db);
            assert_eq!(da, None, "nobody can react before the flip");
        }
    }
    // After the flip the pickets are in plain sight, the draw piles still are not.
    for s in [&mut a, &mut b] {
        s.apply(0, &Action::Tick { t: 2400.0 }).unwrap();
    }
    let mut c = a.clone();
    c.piles[0].reverse();
    assert_eq!(a.observe(0), c.observe(0));
    assert!(a.observe(1).pickets.iter().all(|p| p.is_some()));
}

#[test]
fn a_bots_plan_is_the_same_every_time_it_is_asked() {
    let mut s = round_with(month(2), month(9));
    let obs = s.observe(0);
    let p1 = plan(&obs, &Profile::of(BotLevel::Hard), &mut plan_rng(3, 1, 0)).unwrap();
    let p2 = plan(&obs, &Profile::of(BotLevel::Hard), &mut plan_rng(3, 1, 0)).unwrap();
    assert_eq!(p1, p2);
    assert!(p1.at >= FLIP + 150.0, "no hand is faster than a human's");
    // Once it has pressed, it plans nothing more.
    s.apply(
        0,
        &Action::Input {
            hand: p1.hand,
            edge: Edge::Press,
            t: p1.at,
        },
    )
    .unwrap();
    assert_eq!(
        plan(
            &s.observe(0),
            &Profile::of(BotLevel::Hard),
            &mut plan_rng(3, 1, 0)
        ),
        None
    );
}

#[test]
fn a_bot_hits_back_after_a_mistaken_hit_and_keeps_still_after_a_mistaken_defence() {
    let never_wrong = Profile {
        mistakes: 0.0,
        ..Profile::of(BotLevel::Hard)
    };
    // Seat 1 is the later month; seat 0 hits by mistake at once.
    let mut s = round_with(month(2), month(9));
    press(&mut s, 0, Hand::Hit, 0.0);
    let p = plan(&s.observe(1), &never_wrong, &mut plan_rng(1, 1, 1)).unwrap();
    assert_eq!(p.hand, Hand::Hit);
    // Seat 1 defends by mistake at once: seat 0 (earlier) wins by doing nothing.
    let mut s = round_with(month(2), month(9));
    press(&mut s, 1, Hand::Defend, 0.0);
    assert_eq!(
        plan(&s.observe(0), &never_wrong, &mut plan_rng(1, 1, 0)),
        None
    );
}

#[test]
fn each_level_beats_the_one_below_and_a_person_sits_between_easy_and_hard() {
    let level = |l| Profile::of(l);
    let hard_medium = share(level(BotLevel::Hard), level(BotLevel::Medium), 150);
    let medium_easy = share(level(BotLevel::Medium), level(BotLevel::Easy), 150);
    let hard_random = share(level(BotLevel::Hard), level(BotLevel::Random), 150);
    let person_easy = share(Profile::PERSON, level(BotLevel::Easy), 150);
    let person_hard = share(Profile::PERSON, level(BotLevel::Hard), 150);
    assert!(hard_medium > 0.6, "hard vs medium {hard_medium}");
    assert!(medium_easy > 0.6, "medium vs easy {medium_easy}");
    assert!(hard_random > 0.95, "hard vs random {hard_random}");
    assert!(person_easy > 0.6, "a person vs easy {person_easy}");
    assert!(person_hard < 0.4, "a person vs hard {person_hard}");
}

/// The motion browser test's deal (0000-0011): a hard computer at the far side, alone,
/// wins each of the first three rounds (a picket to collect), so the test never waits on
/// a lucky round.
#[test]
fn a_hard_computer_alone_wins_the_first_rounds_of_deal_0000_0011() {
    let deal = crate::core::rng::parse_deal_code("0000-0011").unwrap();
    let mut s = JudgeState::new(&JudgeConfig::default(), deal);
    let hard = Profile::of(BotLevel::Hard);
    for round in 1..=3 {
        // Nobody is at the near side: only the computer presses.
        play_round_seats(&mut s, [None, Some(&hard)], deal, 0.0);
        let verdict = s.last_round().unwrap().verdict;
        assert_eq!(
            verdict.outcome,
            Outcome::Win(1),
            "round {round}: {verdict:?}"
        );
    }
}

#[test]
fn the_figures_shown_are_each_levels_profile_rounded() {
    for level in [
        BotLevel::Random,
        BotLevel::Easy,
        BotLevel::Medium,
        BotLevel::Hard,
    ] {
        let p = Profile::of(level);
        let rounded = (
            p.reaction_ms.round() as u32,
            (p.mistakes * 100.0).round() as u32,
        );
        assert_eq!(Profile::shown(level), rounded, "{level:?}");
    }
}
