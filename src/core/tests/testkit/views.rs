//! Views (`core::view`): at every step of random games, for every seat and a spectator, the
//! view survives a JSON round trip, is the same in every world that differs only in what the
//! viewer cannot see (history included), shows face up only cards the viewer has seen (a
//! spectator: cards every seat has seen), and lists exactly the seat's legal actions.

use super::play::{assert_varied, walk};
use super::KitGame;
use crate::core::{card_faces, Seat, Sighted, ViewOf, VIEW_VERSION};
use std::collections::BTreeSet;

/// The cards a view's table shows face up ([`Sight::Card`]s).
fn face_up<T: Sighted>(table: &T) -> BTreeSet<u32> {
    card_faces(table).into_iter().collect()
}

/// The view of `seat` (or a spectator), checked against the state it was made from.
fn checked_view<G: KitGame>(state: &G, seat: Option<Seat>, at: &str) -> ViewOf<G> {
    let view = state.view(seat);
    assert_eq!(view.version, VIEW_VERSION, "{at}");
    assert_eq!(view.seat, seat, "{at}");
    let legal = seat.map(|s| state.legal_actions(s)).unwrap_or_default();
    assert!(view.legal == legal, "{at}: the view's legal actions");
    let json = serde_json::to_string(&view).expect("a view serializes");
    let back: ViewOf<G> = serde_json::from_str(&json)
        .unwrap_or_else(|e| panic!("{at}: a view deserializes: {e}\n{json}"));
    assert!(
        back == view,
        "{at}: the round trip changed the view\n{json}"
    );
    view
}

/// The spectator's view of `state`, checked: it shows face up only cards every seat has seen
/// (`seen`, brought up to date here).
fn public_view<G: KitGame>(state: &G, seen: &mut Vec<BTreeSet<u32>>, at: &str) -> ViewOf<G> {
    seen.resize(state.seat_count(), BTreeSet::new());
    for (s, cards) in seen.iter_mut().enumerate() {
        cards.extend(face_up(&state.observe(s)));
    }
    let public = checked_view(state, None, at);
    for card in face_up(&public.table) {
        assert!(
            seen.iter().all(|cards| cards.contains(&card)),
            "{at}: the spectator sees card {card}, which not every seat has seen"
        );
    }
    public
}

/// Every check of views, at every step of `VIEW_GAMES` random games.
pub fn views_round_trip_hide_what_is_unseen_and_list_the_legal_actions<G: KitGame>() {
    let (mut checked, mut varied) = (0u64, 0u64);
    for index in 0..G::VIEW_GAMES {
        // The cards each seat has had face up in this game so far.
        let mut seen: Vec<BTreeSet<u32>> = Vec::new();
        let at = |step: usize, viewer: Option<Seat>| {
            format!("{} game {index} step {step} {viewer:?}", G::ID)
        };
        let last = walk::<G>(index, 0x71E3, G::HIDDEN_STEPS, |state, step, rng| {
            let public = public_view(state, &mut seen, &at(step, None));
            assert!(
                public.reveal.is_none(),
                "{}: a reveal before the end",
                at(step, None)
            );
            for (s, cards) in seen.iter().enumerate() {
                let view = checked_view(state, Some(s), &at(step, Some(s)));
                for card in face_up(&view.table) {
                    assert!(
                        cards.contains(&card),
                        "{}: card {card} unseen",
                        at(step, Some(s))
                    );
                }
                let Some(variant) = state.reshuffle_hidden(s, rng) else {
                    continue;
                };
                checked += 1;
                varied += u64::from(&variant != state);
                // What seat s cannot see, a spectator cannot see either.
                for viewer in [Some(s), None] {
                    assert!(
                        variant.view(viewer) == state.view(viewer),
                        "{}: hidden things leak into the view of {viewer:?}:\n{:?}\n{:?}",
                        at(step, Some(s)),
                        state.view(viewer),
                        variant.view(viewer)
                    );
                }
            }
        });
        let public = public_view(&last, &mut seen, &at(usize::MAX, None));
        let n = last.seat_count();
        let all: Option<Vec<G::Table>> = (G::REVEALS_AT_END && last.is_over())
            .then(|| (0..n).map(|s| last.table(Some(s))).collect());
        assert!(
            public.reveal == all,
            "{}: the reveal at the end",
            at(usize::MAX, None)
        );
    }
    assert_varied(G::ID, checked, varied, 100);
}
