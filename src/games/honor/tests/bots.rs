//! What each bot level does, and that bots act only on their observation.

use super::{c, config, end_exchanges, kings_game, stacked, PLAIN_ARMIES, PLAIN_HANDS};
use crate::core::rng::from_seed;
use crate::core::{BotLevel, Game};
use crate::games::honor::bots::decide;
use crate::games::honor::state::bit;
use crate::games::honor::{Action, HonorConfig, HonorState, Phase, Suit};

const LEVELS: [BotLevel; 3] = [BotLevel::Easy, BotLevel::Medium, BotLevel::Hard];

fn decide_all(state: &HonorState, seat: usize) -> Vec<Action> {
    LEVELS
        .iter()
        .map(|&l| decide(&state.observe(seat), l, &mut from_seed(3)).unwrap())
        .collect()
}

#[test]
fn bots_act_only_when_their_seat_has_something_to_do() {
    for level in BotLevel::ALL {
        for seed in 0..6 {
            let config = HonorConfig::all_variants(3 + seed as usize % 3);
            let mut state = HonorState::new(&config, seed);
            let mut rng = from_seed(seed);
            while !state.is_over() {
                let to_act = state.to_act();
                for s in 0..config.seats {
                    let decided = decide(&state.observe(s), level, &mut rng);
                    assert_eq!(decided.is_some(), to_act.contains(&s), "{level:?}");
                    if let Some(a) = &decided {
                        assert!(state.legal_actions(s).contains(a), "{level:?} {a:?}");
                    }
                }
                let s = to_act[0];
                let a = decide(&state.observe(s), level, &mut rng).unwrap();
                state.apply(s, &a).unwrap();
            }
            for s in 0..config.seats {
                assert_eq!(decide(&state.observe(s), level, &mut rng), None);
            }
        }
    }
}

#[test]
fn a_bot_decides_the_same_from_the_same_observation_and_seed() {
    for seed in 0..20 {
        let state = HonorState::new(&HonorConfig::all_variants(4), seed);
        for s in state.to_act() {
            let obs = state.observe(s);
            for level in BotLevel::ALL {
                let a = decide(&obs, level, &mut from_seed(seed + 77));
                let b = decide(&obs, level, &mut from_seed(seed + 77));
                assert_eq!(a, b, "{level:?}");
            }
        }
    }
}

#[test]
fn easy_swaps_in_only_aces() {
    let hands = [["2C", "AS", "10D"], PLAIN_HANDS[1]];
    let mut state = stacked(&config(2), &PLAIN_ARMIES[..2], &hands, &[]);
    let mut rng = from_seed(1);
    let mut swapped = Vec::new();
    loop {
        let a = decide(&state.observe(0), BotLevel::Easy, &mut rng).unwrap();
        if let Action::Exchange { hand_index, .. } = a {
            swapped.push(state.hand(0)[hand_index]);
        }
        state.apply(0, &a).unwrap();
        if a == Action::EndExchange {
            break;
        }
    }
    swapped.sort();
    assert_eq!(swapped, vec![c("AS")]);
    assert_eq!(state.hand(0), vec![c("2C"), c("10D")]);
}

#[test]
fn easy_charges_its_best_card_from_the_ten_and_nothing_lower() {
    let cfg = HonorConfig {
        charges: true,
        ..config(2)
    };
    for (hand, expected) in [
        (["2C", "10S", "9S"], Action::Charge { hand_index: 1 }),
        (["2C", "3S", "9S"], Action::NoCharge),
    ] {
        let hands = [hand, PLAIN_HANDS[1]];
        let mut state = stacked(&cfg, &PLAIN_ARMIES[..2], &hands, &[]);
        end_exchanges(&mut state);
        assert_eq!(state.phase(), Phase::Charge);
        assert_eq!(state.to_act(), vec![0]);
        let a = decide(&state.observe(0), BotLevel::Easy, &mut from_seed(1)).unwrap();
        assert_eq!(a, expected, "{hand:?}");
    }
}

#[test]
fn no_bot_puts_its_joker_into_its_army_or_charges_it() {
    let cfg = HonorConfig {
        charges: true,
        ..config(2)
    };
    let hands = [["X1", "AS", "AD"], PLAIN_HANDS[1]];
    let mut state = stacked(&cfg, &PLAIN_ARMIES[..2], &hands, &[]);
    for level in LEVELS {
        let a = decide(&state.observe(0), level, &mut from_seed(2)).unwrap();
        assert_ne!(
            a,
            Action::Exchange {
                hand_index: 0,
                slot: 0
            },
            "{level:?}"
        );
        if let Action::Exchange { hand_index, .. } = a {
            assert_ne!(hand_index, 0, "{level:?}");
        }
    }
    end_exchanges(&mut state);
    assert_eq!(state.phase(), Phase::Charge);
    for a in decide_all(&state, 0) {
        assert_ne!(a, Action::Charge { hand_index: 0 });
    }
}

#[test]
fn medium_and_hard_never_swap_in_the_illegal_suit() {
    let hands = [PLAIN_HANDS[0], PLAIN_HANDS[1], ["9H", "10H", "AH"]];
    let state = kings_game(
        &super::kings(3),
        0,
        Suit::Hearts,
        &PLAIN_ARMIES[..3],
        &hands,
        &[],
    );
    assert_eq!(state.phase(), Phase::Exchange);
    for level in [BotLevel::Medium, BotLevel::Hard] {
        let a = decide(&state.observe(2), level, &mut from_seed(5)).unwrap();
        assert_eq!(a, Action::EndExchange, "{level:?}");
    }
}

#[test]
fn medium_and_hard_swap_in_an_ace() {
    let hands = [["2C", "AS", "3C"], PLAIN_HANDS[1]];
    let state = stacked(&config(2), &PLAIN_ARMIES[..2], &hands, &[]);
    for level in [BotLevel::Medium, BotLevel::Hard] {
        let a = decide(&state.observe(0), level, &mut from_seed(5)).unwrap();
        assert!(
            matches!(a, Action::Exchange { hand_index: 1, .. }),
            "{level:?}: {a:?}"
        );
    }
}

/// Charges table for two: seat 0's army is known to it (as if it had swapped those cards in)
/// and it holds `hand`; the exchange is over and seat 0 decides its charge first.
fn charge_decision(army: [&str; 3], hand: [&str; 3], negative: bool) -> HonorState {
    let cfg = HonorConfig {
        charges: true,
        negative_heads: negative,
        ..config(2)
    };
    let mut state = stacked(&cfg, &[army, PLAIN_ARMIES[1]], &[hand, PLAIN_HANDS[1]], &[]);
    for h in &mut state.seats[0].army {
        h.known = bit(0);
    }
    end_exchanges(&mut state);
    assert_eq!(state.to_act(), vec![0]);
    state
}

#[test]
fn without_negative_heads_a_weak_army_does_not_charge() {
    let state = charge_decision(["2H", "3H", "4H"], ["10C", "2C", "3C"], false);
    for level in [BotLevel::Medium, BotLevel::Hard] {
        let a = decide(&state.observe(0), level, &mut from_seed(8)).unwrap();
        assert_eq!(a, Action::NoCharge, "{level:?}");
    }
    // Easy charges its Ten whatever the risk.
    assert_eq!(decide_all(&state, 0)[0], Action::Charge { hand_index: 0 });
}

#[test]
fn with_negative_heads_medium_and_hard_charge_a_strong_army() {
    let state = charge_decision(["10D", "9D", "AD"], ["AC", "2C", "3C"], true);
    for level in [BotLevel::Medium, BotLevel::Hard] {
        let a = decide(&state.observe(0), level, &mut from_seed(8)).unwrap();
        assert_eq!(a, Action::Charge { hand_index: 0 }, "{level:?}");
    }
    // Easy charges an Ace whatever the army.
    assert_eq!(decide_all(&state, 0)[0], Action::Charge { hand_index: 0 });
}

/// Game 2 of a 3-player Diplomacy match, King 0: the Joker is drawn by `drawer`.
fn joker_appeal(drawer: usize) -> HonorState {
    let mut hands = [PLAIN_HANDS[0], PLAIN_HANDS[1], PLAIN_HANDS[2]];
    hands[drawer] = ["X1", "5C", "5D"];
    let cfg = HonorConfig {
        kings: true,
        diplomacy: true,
        ..config(3)
    };
    let mut state = kings_game(&cfg, 0, Suit::Clubs, &PLAIN_ARMIES[..3], &hands, &["KD"]);
    assert_eq!(state.phase(), Phase::JokerAppeal);
    while !state.appeal().unwrap().king_to_answer() {
        let s = state.to_act()[0];
        for a in decide_all(&state, s) {
            assert_eq!(a, Action::Appeal, "appealing costs nothing");
        }
        state.apply(s, &Action::Appeal).unwrap();
    }
    state
}

#[test]
fn the_king_responds_to_a_joker_appeal_when_it_would_be_disgraced_too_and_rejects_it_otherwise() {
    // Seat 1 drew the Joker (the King, seat 0, would be disgraced too); then the King drew it.
    for (joker_seat, answer) in [(1, Action::Respond), (0, Action::Reject)] {
        let answers = decide_all(&joker_appeal(joker_seat), 0);
        assert_eq!(answers[1], answer, "medium");
        assert_eq!(answers[2], answer, "hard");
    }
}

fn army_appeal(king_army: [&str; 3]) -> HonorState {
    let cfg = HonorConfig {
        kings: true,
        diplomacy: true,
        ..config(3)
    };
    // Seat 2's King of Spades is a head for the winner.
    let armies = [king_army, ["X1", "AS", "AH"], ["5C", "6H", "KS"]];
    let mut state = kings_game(&cfg, 0, Suit::Clubs, &armies, &PLAIN_HANDS[..3], &["QD"]);
    end_exchanges(&mut state);
    assert_eq!(state.phase(), Phase::ArmyAppeal);
    state
}

#[test]
fn hard_appeals_with_the_hand_card_that_makes_its_army_win() {
    // Seat 1 holds 2D 3D 4D; with the 4D its army has 30 against the King's 28 and wins a
    // head.
    let state = army_appeal(["10D", "9D", "9H"]);
    // (The 3D wins too; the 2D would tie.)
    let a = decide(&state.observe(1), BotLevel::Hard, &mut from_seed(1)).unwrap();
    assert!(
        matches!(a, Action::AppealWithCard { hand_index: 1 | 2 }),
        "{a:?}"
    );
    let a = decide(&state.observe(1), BotLevel::Medium, &mut from_seed(1)).unwrap();
    assert_eq!(a, Action::AppealWithCard { hand_index: 2 });
}

#[test]
fn a_king_about_to_win_rejects_an_appeal_that_could_beat_it() {
    let mut state = army_appeal(["10D", "9D", "9H"]);
    state
        .apply(1, &Action::AppealWithCard { hand_index: 2 })
        .unwrap();
    for level in [BotLevel::Medium, BotLevel::Hard] {
        let a = decide(&state.observe(0), level, &mut from_seed(1)).unwrap();
        assert_eq!(a, Action::Reject, "{level:?}");
    }
}
