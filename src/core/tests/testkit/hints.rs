//! Hints (`core::hint`): over many states of random play, each seat's hint is legal, its
//! reason is one line that names only cards the seat can see, and cards the seat cannot see
//! change nothing in it. A game calls [`hint_kit_tests!`] once in its `tests/`, with
//! what its [`HintGame`] needs.

use super::play::walk;
use super::KitGame;
use crate::core::hint::says;
use crate::core::{GameRng, Hint, Seat};
use std::fmt::Debug;

/// What a game gives the hint checks.
pub trait HintGame: KitGame {
    /// What a hint's `cards` are (a card of the game, as the table highlights it).
    type HintCard: Clone + Debug + PartialEq;

    /// The game's `hint::hint`.
    fn hint(obs: &Self::Observation) -> Option<Hint<Self::Action, Self::HintCard>>;

    /// The cards the seat sees now (every hint card must be one), and the names of the
    /// cards it does not see (no reason may say one; a name also borne by a seen card is
    /// left out).
    fn sight(obs: &Self::Observation) -> (Vec<Self::HintCard>, Vec<String>);

    /// Whether every seat in `to_act` gets a hint (turn-based games); otherwise hints come
    /// only where the game has advice (Judge: in a race).
    const HINT_EVERY_TURN: bool = true;

    /// Whether `seat` may play the hint's `action` now.
    fn hint_is_legal(&self, seat: Seat, action: &Self::Action) -> bool {
        self.legal_actions(seat).contains(action)
    }

    /// Games of random play whose states are hinted, and at most this many actions of each
    /// (hard decides every hint, and hard is slow).
    const HINT_GAMES: u64 = 40;
    const HINT_STEPS: usize = 120;
}

/// Random play over `HINT_GAMES` games, calling `check(state, seat, step)` for every seat
/// that has something to do at each of the first `HINT_STEPS` actions.
fn over_states<G: HintGame>(salt: u64, mut check: impl FnMut(&G, Seat, u64, usize, &mut GameRng)) {
    for index in 0..G::HINT_GAMES {
        let game = index + salt;
        walk::<G>(game, 0x4_1A7, G::HINT_STEPS, |state, step, rng| {
            for seat in state.to_act() {
                check(state, seat, game, step, rng);
            }
        });
    }
}

/// Every seat with something to do gets a legal hint whose reason is one line naming only
/// cards it sees, and whose cards it sees.
pub fn hints_are_legal_and_name_only_seen_cards<G: HintGame>() {
    let mut hinted = 0u64;
    over_states::<G>(0, |state, seat, game, step, _| {
        let obs = state.observe(seat);
        let at = format!("{} game {game} step {step} seat {seat}", G::ID);
        let Some(hint) = G::hint(&obs) else {
            assert!(!G::HINT_EVERY_TURN, "{at}: no hint for a seat to act");
            return;
        };
        hinted += 1;
        // HINT_PRINT=n shows every n-th reason, to read them as a player would.
        let every: Option<u64> = std::env::var("HINT_PRINT")
            .ok()
            .and_then(|n| n.parse().ok());
        if every.is_some_and(|n| hinted % n.max(1) == 0) {
            eprintln!("{at}: {:?} -- {}", hint.action, hint.reason);
        }
        assert!(
            state.hint_is_legal(seat, &hint.action),
            "{at}: the hint {:?} is not legal",
            hint.action
        );
        let reason = &hint.reason;
        assert!(
            !reason.trim().is_empty() && !reason.contains('\n'),
            "{at}: reason {reason:?}"
        );
        let (seen, unseen) = G::sight(&obs);
        for card in &hint.cards {
            assert!(seen.contains(card), "{at}: the hint means {card:?}, unseen");
        }
        for name in &unseen {
            assert!(
                !says(reason, name),
                "{at}: {reason:?} names {name}, which the seat cannot see"
            );
        }
    });
    assert!(hinted >= 100, "{}: only {hinted} hints checked", G::ID);
}

/// Two states that differ only in cards a seat cannot see give that seat the same hint.
pub fn hints_do_not_depend_on_hidden_cards<G: HintGame>() {
    let (mut compared, mut differing) = (0u64, 0u64);
    over_states::<G>(1_000, |state, seat, game, step, rng| {
        // Every other state: hard is slow.
        if step % 2 == 1 {
            return;
        }
        let Some(variant) = state.reshuffle_hidden(seat, rng) else {
            return;
        };
        compared += 1;
        differing += u64::from(&variant != state);
        assert_eq!(
            G::hint(&state.observe(seat)),
            G::hint(&variant.observe(seat)),
            "{} game {game} step {step}: seat {seat}'s hint depends on what it cannot see",
            G::ID
        );
    });
    assert!(
        compared >= 50 && differing * 2 >= compared,
        "{}: the hidden cards were really varied: {differing} of {compared}",
        G::ID
    );
}

/// The hint checks as `#[test]`s for one game, and its [`HintGame`]:
/// `hint_kit_tests!(SatsumaState, CardNo, hint::hint, sight);`.
macro_rules! hint_kit_tests {
    // The game, its hint card type, its hint function, its sight function (as
    // `HintGame::sight`), then any other items of its `HintGame`.
    ($game:ty, $card:ty, $hint:path, $sight:path $(; $($items:tt)*)?) => {
        impl $crate::core::testkit::HintGame for $game {
            type HintCard = $card;

            fn hint(
                obs: &<$game as $crate::core::Game>::Observation,
            ) -> Option<$crate::core::Hint<<$game as $crate::core::Game>::Action, $card>> {
                $hint(obs)
            }

            fn sight(obs: &<$game as $crate::core::Game>::Observation) -> (Vec<$card>, Vec<String>) {
                $sight(obs)
            }

            $($($items)*)?
        }

        #[test]
        fn hints_are_legal_and_name_only_seen_cards() {
            $crate::core::testkit::hints_are_legal_and_name_only_seen_cards::<$game>();
        }
        #[test]
        fn hints_do_not_depend_on_hidden_cards() {
            $crate::core::testkit::hints_do_not_depend_on_hidden_cards::<$game>();
        }
    };
}

pub(crate) use hint_kit_tests;
