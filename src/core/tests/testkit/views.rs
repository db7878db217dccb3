//! Views (`core::view`): at every step of random games, for every seat and a spectator, the
//! view survives a JSON round trip, is the same in every world that differs only in what the
//! viewer cannot see (history included), shows face up only cards the viewer has seen (a
//! spectator: cards every seat has seen), and lists exactly the seat's legal actions.

use super::play::table;
use super::{bot_rng, KitGame};
use crate::core::rng::from_seed;
use crate::core::{GameRng, Seat, Sight, Sighted, ViewOf, VIEW_VERSION};
use std::collections::BTreeSet;

/// The cards a view's table shows face up ([`Sight::Card`]s).
fn face_up<T: Sighted>(table: &T) -> BTreeSet<u32> {
    table
        .sighted()
        .into_iter()
        .filter_map(|s| match s {
            Sight::Card(c) => Some(c),
            Sight::Shown(_) => None,
        })
        .collect()
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

/// Every check of views, at every step of `VIEW_GAMES` random games.
pub fn views_round_trip_hide_what_is_unseen_and_list_the_legal_actions<G: KitGame>() {
    let (mut checked, mut varied) = (0u64, 0u64);
    for index in 0..G::VIEW_GAMES {
        let (config, players) = table::<G>(index, false);
        let mut state = G::new(&config, index);
        let n = state.seat_count();
        let mut rng = from_seed(index ^ 0x71E3);
        let mut bots: Vec<GameRng> = (0..n).map(|s| bot_rng(index, s)).collect();
        // The cards each seat has had face up in this game so far.
        let mut seen: Vec<BTreeSet<u32>> = vec![BTreeSet::new(); n];
        let mut step = 0;
        loop {
            let at =
                |viewer: Option<Seat>| format!("{} game {index} step {step} {viewer:?}", G::ID);
            for (s, cards) in seen.iter_mut().enumerate() {
                cards.extend(face_up(&state.observe(s)));
            }
            let public = checked_view(&state, None, &at(None));
            for card in face_up(&public.table) {
                assert!(
                    seen.iter().all(|cards| cards.contains(&card)),
                    "{}: the spectator sees card {card}, which not every seat has seen",
                    at(None)
                );
            }
            if state.is_over() || step >= G::HIDDEN_STEPS {
                let reveal = G::REVEALS_AT_END && state.is_over();
                let all: Option<Vec<G::Table>> =
                    reveal.then(|| (0..n).map(|s| state.table(Some(s))).collect());
                assert!(public.reveal == all, "{}: the reveal at the end", at(None));
                break;
            }
            assert!(
                public.reveal.is_none(),
                "{}: a reveal before the end",
                at(None)
            );
            for s in 0..n {
                let view = checked_view(&state, Some(s), &at(Some(s)));
                for card in face_up(&view.table) {
                    assert!(
                        seen[s].contains(&card),
                        "{}: card {card} unseen",
                        at(Some(s))
                    );
                }
                let Some(variant) = state.reshuffle_hidden(s, &mut rng) else {
                    continue;
                };
                checked += 1;
                varied += u64::from(!variant.same_state(&state));
                // What seat s cannot see, a spectator cannot see either.
                for viewer in [Some(s), None] {
                    assert!(
                        variant.view(viewer) == state.view(viewer),
                        "{}: hidden things leak into the view of {viewer:?}:\n{:?}\n{:?}",
                        at(Some(s)),
                        state.view(viewer),
                        variant.view(viewer)
                    );
                }
            }
            step += 1;
            let (seat, action) = state.next_move(&players, &mut bots, &mut rng);
            state.apply(seat, &action).unwrap();
        }
    }
    assert!(
        checked >= 100 && varied * 2 >= checked,
        "{}: the hidden things were really varied: {varied} of {checked}",
        G::ID
    );
}
