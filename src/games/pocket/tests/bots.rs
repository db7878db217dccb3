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
    // Seat 0: 4 swords against 1 helm; seat 1 holds only its Strike! (no swords).
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
fn bots_choose_swords_when_striking_and_exhaust_to_win() {
    let mut st = duel(
        &["Kunai Volley", "Ronin Blade", "Twin Path"],
        &["Lacquered Kabuto", "Bamboo Grove", "Stone Lantern"],
    );
    turn(&mut st, "Kunai Volley", "Lacquered Kabuto");
    turn(&mut st, "Ronin Blade", "Bamboo Grove");
    // 3 swords against 3 helms: Kunai Volley (-1 +2) makes it 4.
    turn(&mut st, "Strike!", "Stone Lantern");
    assert_eq!(st.phase(), Phase::Exhaust);
    // Stone Lantern adds 3 helms: 6; exhausting no longer wins, so the bot passes.
    assert_eq!(
        decide(&st.observe(0), BotLevel::Hard, &mut from_seed(1)),
        Some(Action::Pass)
    );
    let mut st = duel(
        &["Kunai Volley", "Ronin Blade"],
        &["Lacquered Kabuto", "Iron Fan"],
    );
    turn(&mut st, "Kunai Volley", "Lacquered Kabuto");
    turn(&mut st, "Strike!", "Iron Fan");
    // 1 sword against 2 helms; exhausting gives 2: still not more. Then pass.
    assert_eq!(
        decide(&st.observe(0), BotLevel::Medium, &mut from_seed(1)),
        Some(Action::Pass)
    );
    let mut st = duel(
        &["Kunai Volley", "Ronin Blade"],
        &["Cherry Blossom Vow", "Iron Fan"],
    );
    turn(&mut st, "Kunai Volley", "Cherry Blossom Vow");
    turn(&mut st, "Strike!", "Iron Fan");
    // 1 sword against 1 helm: exhausting gives 2 > 1.
    assert_eq!(
        decide(&st.observe(0), BotLevel::Hard, &mut from_seed(1)),
        Some(Action::Exhaust(card("Kunai Volley")))
    );
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
