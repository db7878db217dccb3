//! The engine test kit (`core::testkit`) on Panda; its hooks are in `simulation` (the hint
//! checks' hooks are here).

use crate::games::panda::hint::{card_name, hint};
use crate::games::panda::{Card, CardSet, PandaObservation, PandaState};

crate::core::testkit::engine_kit_tests!(PandaState);
crate::core::testkit::hint_kit_tests!(PandaState, Card, hint, sight;
    // Panda's games are long (to 1000 points) and hard searches: fewer, shorter games.
    const HINT_GAMES: u64 = 10;
    const HINT_STEPS: usize = 80;
);

/// My hand, everything played, what I gave and was given. The animals go by "the
/// Panda" and so on in reasons: "Call Panda" names the call, not the card.
fn sight(obs: &PandaObservation) -> (Vec<Card>, Vec<String>) {
    let seen = obs.seen_cards();
    let unseen = CardSet::FULL.minus(seen).cards().map(card_name).collect();
    (seen.to_vec(), unseen)
}
