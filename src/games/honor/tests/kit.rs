//! The engine test kit (`core::testkit`) on Honor of the Samurai; its hooks are in
//! `simulation` (the hint checks' hooks are here).

use crate::games::honor::{hint, Card, HonorObservation, HonorState};

crate::core::testkit::engine_kit_tests!(HonorState);
crate::core::testkit::hint_kit_tests!(HonorState, Card, hint::hint, sight);

/// My hand, what I know of my army, my charge and every card known elsewhere; unseen:
/// the rest (a Joker's name stays sayable once one is seen).
fn sight(obs: &HonorObservation) -> (Vec<Card>, Vec<String>) {
    let mut seen: Vec<Card> = obs
        .my_hand
        .iter()
        .chain(obs.my_army.iter().flatten())
        .chain(obs.my_charge.iter())
        .copied()
        .collect();
    seen.extend(obs.known_elsewhere.iter().map(|(c, _)| *c));
    let names: Vec<String> = seen.iter().map(|c| c.name()).collect();
    let unseen = obs
        .unseen()
        .into_iter()
        .map(Card::name)
        .filter(|n| !names.contains(n))
        .collect();
    (seen, unseen)
}
