//! What each bot level does in set positions.

use super::{card, duel, turn};
use crate::core::rng::from_seed;
use crate::core::{BotLevel, Game};
use crate::games::pocket::bots::{decide, solve};
use crate::games::pocket::{Action, Phase, PocketConfig, PocketState, STRIKE};

#[test]
fn regret_matching_finds_the_mixed_equilibrium_of_matching_pennies() {
    let m = vec![vec![1.0, -1.0], vec![-1.0, 1.0]];
    let p = solve(&m, 2000);
    assert!((p[0] - 0.5).abs() < 0.05, "{p:?}");
    let dominant = vec![vec![1.0, 1.0], vec![0.0, 0.0]];
    assert!(solve(&dominant, 200)[0] > 0.95);
}

#[test]
fn every_level_strikes_when_the_opponent_cannot_stop_it() {
    // Seat 0: 4 swords against no helm; seat 1 holds only its Strike!.
    let mut st = duel(
        &["Ronin Blade", "Oni Mask", "Bamboo Grove", "Iron Fan"],
        &["Castle Moat"],
    );
    turn(&mut st, "Ronin Blade", "Castle Moat");
    turn(&mut st, "Oni Mask", "Strike!");
    for level in [BotLevel::Easy, BotLevel::Medium, BotLevel::Hard] {
        let a = decide(&st.observe(0), level, &mut from_seed(1));
        assert_eq!(a, Some(Action::Commit(STRIKE)), "{level:?}");
    }
}

#[test]
fn bots_exhaust_only_to_stop_a_strike_that_would_land() {
    // 3 swords against 2 helms: Smoke Bomb (-1 +5) holds it off. 2 swords against 3 helms:
    // the strike fails anyway, so the bot keeps its card.
    let cases = [
        (
            ["Smoke Bomb", "Ronin Blade"],
            ["Oni Mask", "Bamboo Grove"],
            Action::Exhaust(card("Smoke Bomb")),
        ),
        (
            ["Smoke Bomb", "Temple Bell"],
            ["Ronin Blade", "Bamboo Grove"],
            Action::Pass,
        ),
    ];
    for (mine, theirs, want) in cases {
        let mut st = duel(&mine, &theirs);
        turn(&mut st, mine[0], theirs[0]);
        turn(&mut st, mine[1], "Strike!");
        assert_eq!(st.phase(), Phase::Exhaust);
        for level in [BotLevel::Medium, BotLevel::Hard] {
            let a = decide(&st.observe(0), level, &mut from_seed(1));
            assert_eq!(a, Some(want.clone()), "{mine:?} {level:?}");
        }
    }
}

#[test]
fn hard_plays_out_a_round_left_to_forced_strikes() {
    use crate::games::pocket::bots::{evaluate, MUTUAL_VALUE};
    // Only Strike! left on both sides: the rest of the round is known.
    let mut st = duel(&["Ronin Blade"], &["Crane Stance"]);
    turn(&mut st, "Ronin Blade", "Crane Stance");
    assert_eq!(evaluate(&st, 0), MUTUAL_VALUE, "both strikes will land");
    let mut st = duel(&["Ronin Blade"], &["Lacquered Kabuto"]);
    turn(&mut st, "Ronin Blade", "Lacquered Kabuto");
    assert_eq!((evaluate(&st, 0), evaluate(&st, 1)), (1.0, -1.0));
    let mut st = duel(&["Lacquered Kabuto"], &["Bamboo Grove"]);
    turn(&mut st, "Lacquered Kabuto", "Bamboo Grove");
    assert_eq!(evaluate(&st, 1), MUTUAL_VALUE, "three stalemates");
}

#[test]
fn bots_draft_legal_cards_at_every_level() {
    let st = PocketState::new(&PocketConfig::default(), 9);
    for level in BotLevel::ALL {
        match decide(&st.observe(0), level, &mut from_seed(2)) {
            Some(Action::Pick(c)) => assert!(st.row().contains(&c)),
            other => panic!("{level:?}: {other:?}"),
        }
        assert_eq!(decide(&st.observe(1), level, &mut from_seed(2)), None);
    }
}
