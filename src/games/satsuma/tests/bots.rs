//! What each bot level does with a hand, and that bots act only on their observation.

use super::{cards, with_hands};
use crate::core::rng::from_seed;
use crate::core::{BotLevel, Game};
use crate::games::satsuma::bots::{decide, easy_discard, hard_discard, medium_discard};
use crate::games::satsuma::{Action, Phase, Role, SatsumaConfig, SatsumaState, Side};

use Side::{Imperials, Samurai};

const STRONG_IMPERIALS: [&str; 7] = [
    "General Yamagata",
    "Rear Attack",
    "Modern Firearms",
    "Meiji Emperor",
    "Kumamoto Castle",
    "Replace Losses",
    "Breakthrough",
];

// Seven Samurai cards each: one with cards its role rules out, one with cards that do not count.
#[rustfmt::skip]
const EASY_HAND: [&str; 7] = ["Block Passes", "Break Out", "Honor", "Bushido", "Raiders", "Sentinels", "Retreat"];
#[rustfmt::skip]
const MEDIUM_HAND: [&str; 7] = ["Honor", "Bushido", "Raiders", "Sentinels", "Takamori Saigo", "Kyushu Samurai", "Out Fight & Outmaneuver"];

#[test]
fn easy_discards_only_cards_its_role_cannot_use_weakest_first() {
    let easy = |role| easy_discard(Samurai, &cards(Samurai, &EASY_HAND), role);
    let thrown = ["Sentinels", "Retreat", "Block Passes"];
    assert_eq!(easy(Role::Attacker), cards(Samurai, &thrown));
    // As Defender only Raiders (Attack) is unusable; Bushido does not count but is usable.
    assert_eq!(easy(Role::Defender), cards(Samurai, &["Raiders"]));
}

#[test]
fn medium_discards_cards_that_do_not_count_then_weak_ones() {
    let medium = |side, hand: &[&str], role| medium_discard(side, &cards(side, hand), role);
    // Raiders (Attack, as Defender) and Bushido (Morale held by Honor) do not count; then the
    // weakest counted card, Sentinels D1.
    let thrown = ["Raiders", "Bushido", "Sentinels"];
    assert_eq!(
        medium(Samurai, &MEDIUM_HAND, Role::Defender),
        cards(Samurai, &thrown)
    );
    assert_eq!(
        medium(Imperials, &STRONG_IMPERIALS[..6], Role::Attacker),
        cards(Imperials, &["Kumamoto Castle"])
    );
}

#[test]
fn hard_throws_dead_cards_from_a_weak_hand() {
    let dead = [
        "Break Out",
        "Slip Through Fog",
        "Heavy Rain",
        "Block Passes",
        "Dug In",
    ];
    let mut hand: Vec<&str> = dead.to_vec();
    hand.extend(["Kyushu Samurai", "Isolated Sword Duels"]);
    let state = with_hands(Samurai, &hand, &STRONG_IMPERIALS);
    let obs = state.observe(0);
    let dead = cards(Samurai, &dead);
    for seed in 0..5 {
        let thrown = hard_discard(&obs, &mut from_seed(seed));
        assert_eq!(thrown.len(), 3, "{thrown:?}");
        assert!(thrown.iter().all(|c| dead.contains(c)), "{thrown:?}");
    }
}

#[test]
fn bots_act_only_when_their_side_has_something_to_do() {
    for level in BotLevel::ALL {
        let mut state = SatsumaState::new(&SatsumaConfig::default(), 21);
        let mut rng = from_seed(1);
        let first = decide(&state.observe(0), level, &mut rng);
        assert!(matches!(first, Some(Action::Discard(_))), "{level:?}");
        state.apply(0, &first.unwrap()).unwrap();
        assert_eq!(decide(&state.observe(0), level, &mut rng), None);
        let second = decide(&state.observe(1), level, &mut rng).unwrap();
        state.apply(1, &second).unwrap();
        assert_eq!(state.phase(), Phase::Clash);
        for seat in [0, 1] {
            assert_eq!(
                decide(&state.observe(seat), level, &mut rng),
                Some(Action::NextHand)
            );
        }
        while !state.is_over() {
            let seat = state.to_act()[0];
            let action = decide(&state.observe(seat), level, &mut rng).unwrap();
            state.apply(seat, &action).unwrap();
        }
        for seat in [0, 1] {
            assert_eq!(decide(&state.observe(seat), level, &mut rng), None);
        }
    }
}

#[test]
fn a_bot_decides_the_same_from_the_same_observation_and_seed() {
    for seed in 0..10 {
        let state = SatsumaState::new(&SatsumaConfig::default(), seed);
        for seat in [0, 1] {
            let obs = state.observe(seat);
            for level in BotLevel::ALL {
                let a = decide(&obs, level, &mut from_seed(seed + 77));
                let b = decide(&obs, level, &mut from_seed(seed + 77));
                assert_eq!(a, b, "{level:?}");
            }
        }
    }
}
