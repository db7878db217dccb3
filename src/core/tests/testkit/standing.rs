//! Fixtures for each game's `Standing` tests: finished sample games with every seat's
//! standing, and the game's figure for totals made of given counters.

use super::{sample_game, KitGame};
use crate::core::{Finish, Standing, Totals};

/// Finished sample games `0..games` (see [`sample_game`]), each with every seat's standing:
/// a finished game must give one for every seat, and a game just dealt none.
pub fn standings<G: KitGame + Standing>(games: u64) -> impl Iterator<Item = (G, Vec<Finish>)>
where
    G::Config: Default,
{
    let dealt = G::new(&G::Config::default(), 1);
    assert_eq!(dealt.standing(0), None, "{}: a game just dealt", G::ID);
    (0..games).map(|i| {
        let state = sample_game::<G>(i).state;
        let finishes = (0..state.seat_count())
            .map(|seat| {
                state
                    .standing(seat)
                    .unwrap_or_else(|| panic!("{} game {i}: no standing for {seat}", G::ID))
            })
            .collect();
        (state, finishes)
    })
}

/// The game's figure over `games` games for totals of these counters and times.
pub fn figure_of<G: Standing>(counts: &[(&str, i64)], times: &[u32], games: u32) -> String {
    let totals = Totals {
        counts: counts.iter().map(|&(k, v)| (k.into(), v)).collect(),
        times: times.to_vec(),
        ..Totals::default()
    };
    G::figure(&totals, games)
}
