//! The engine test kit (`core::testkit`) on Satsuma Rebellion; its hooks are in `simulation`
//! (the hint checks' hooks are here).

use crate::games::satsuma::{hint, CardNo, SatsumaObservation, SatsumaState, Side, DECK_SIZE};

crate::core::testkit::engine_kit_tests!(SatsumaState);
crate::core::testkit::hint_kit_tests!(SatsumaState, CardNo, hint::hint, sight);

/// My hand and discards; unseen: my draw pile and the other side's cards not shown.
fn sight(obs: &SatsumaObservation) -> (Vec<CardNo>, Vec<String>) {
    let mine = obs.my_hand.iter().chain(&obs.my_discard).copied().collect();
    let them = obs.me.other();
    let mut seen: Vec<(Side, CardNo)> = obs
        .my_hand
        .iter()
        .chain(&obs.my_discard)
        .map(|&c| (obs.me, c))
        .collect();
    seen.extend(obs.opponent_revealed_in_discard.iter().map(|&c| (them, c)));
    if let Some(clash) = &obs.last_clash {
        for side in Side::BOTH {
            seen.extend(clash.hands[side.seat()].iter().map(|&c| (side, c)));
        }
    }
    let seen_names: Vec<&str> = seen.iter().map(|&(s, c)| s.card(c).name).collect();
    let unseen = Side::BOTH
        .into_iter()
        .flat_map(|side| (0..DECK_SIZE as CardNo).map(move |c| (side, c)))
        .filter(|sc| !seen.contains(sc))
        .map(|(side, c)| side.card(c).name)
        .filter(|name| !seen_names.contains(name))
        .map(String::from)
        .collect();
    (mine, unseen)
}
