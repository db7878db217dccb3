//! The deal codes the browser tests (e2e/honor.test.mjs) type into the new-game dialog,
//! checked here: a browser test that needs a game still going after the first Setup/Discard
//! uses one of these rather than hoping for a lucky deal (about one three-player deal in
//! five puts somebody out before the first exchange).

use crate::core::rng::parse_deal_code;
use crate::core::Game;
use crate::games::honor::{HonorConfig, HonorState, Phase};

/// Three players, Charges: everybody is in and undisgraced at the first exchange.
pub const THREE_PLAYERS_ALL_IN: &str = "0000-0013";

#[test]
fn the_browser_tests_three_player_deal_reaches_the_first_exchange_with_everybody_in() {
    let cfg = HonorConfig {
        seats: 3,
        charges: true,
        ..HonorConfig::default()
    };
    let seed = parse_deal_code(THREE_PLAYERS_ALL_IN).expect("a deal code");
    let state = HonorState::new(&cfg, seed);
    assert_eq!(state.phase(), Phase::Exchange);
    assert_eq!(state.in_players(), vec![0, 1, 2]);
    assert!((0..3).all(|s| state.disgraces(s) == 0));
    assert_eq!(state.hand_no(), 1);
}
