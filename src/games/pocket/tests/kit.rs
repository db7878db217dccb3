//! The engine test kit (`core::testkit`) on Pocket Samurai; its hooks are in `simulation`
//! (the hint checks' hooks are here).

use crate::games::pocket::{def, hint, Card, PocketObservation, PocketState, STRIKE};

crate::core::testkit::engine_kit_tests!(PocketState);
crate::core::testkit::hint_kit_tests!(PocketState, Card, hint::hint, sight);

/// Everything laid out face up (the row, the hands, cards in play, exhausted and
/// discarded); unseen: the undealt deck.
fn sight(obs: &PocketObservation) -> (Vec<Card>, Vec<String>) {
    let v = &obs.view;
    let mut seen: Vec<Card> = v.row().iter().chain(v.discarded()).copied().collect();
    for s in 0..2 {
        seen.extend(v.hand(s).iter().chain(v.exhausted(s)).copied());
        seen.extend(v.play(s).iter().map(|p| p.card));
    }
    seen.push(STRIKE);
    let unseen = (0..crate::games::pocket::DRAFT_CARDS as Card)
        .filter(|c| !seen.contains(c))
        .map(|c| def(c).name.to_string())
        .collect();
    (seen, unseen)
}
