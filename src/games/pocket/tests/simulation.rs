//! Pocket's hooks for the engine test kit (`core::testkit`, run in `kit.rs`): what holds in
//! every state, random actions, and what a seat cannot see (the opponent's face-down card and
//! call, the undealt deck's order) made different; then Pocket's own scenarios of that kind.

use super::{card, duel};
use crate::core::rng::from_seed;
use crate::core::testkit::{count, ensure, ensure_eq, KitGame, Tally};
use crate::core::{BotLevel, Game, GameRng};
use crate::games::pocket::{
    bots, Action, Card, Event, Phase, PocketConfig, PocketState, Symbol, DRAFT_CARDS, HIDDEN,
    STRIKE,
};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::RngExt;

impl KitGame for PocketState {
    const MAX_ACTIONS: usize = 2_000;
    // Hard is the slowest: one seat in every 5th match.
    const HARD_EVERY: u64 = 5;
    const HIDDEN_GAMES: u64 = 60;

    fn random_config(rng: &mut GameRng) -> PocketConfig {
        PocketConfig {
            first_player: rng.random_range(0..2),
            ..PocketConfig::default()
        }
    }

    fn invariants(&self) -> Result<(), String> {
        check_state(self)
    }

    fn candidate_actions(&self, _: usize, rng: &mut GameRng) -> Vec<Action> {
        vec![random_action(rng)]
    }

    fn reshuffle_hidden(&self, seat: usize, rng: &mut GameRng) -> Option<Self> {
        Some(reshuffle_hidden(self, seat, rng))
    }

    fn tally(&self, tally: &mut Tally) {
        for e in self.events() {
            let name = match e {
                Event::RoundWon { .. } => "round won",
                Event::MutualDefeat { stalemates: false } => "mutual defeat",
                Event::MutualDefeat { stalemates: true } => "mutual defeat by stalemates",
                Event::Defeated { .. } => "card defeated on the flip",
                Event::Called { card: Some(_), .. } => "card called",
                Event::Called { card: None, .. } => "call declined",
                Event::ChooseCancelled { .. } => "choices cancelled",
                Event::Chose { .. } => "symbol chosen",
                Event::Exhausted { .. } => "card exhausted",
                Event::Strike { success: true, .. } => "successful strike",
                Event::MatchOver { winner: None } => "drawn match",
                _ => continue,
            };
            count(tally, name, 1);
        }
    }
}

/// Any action at all, most of them illegal here.
fn random_action(rng: &mut GameRng) -> Action {
    let c = rng.random_range(0..=DRAFT_CARDS as u8 + 1);
    match rng.random_range(0..7) {
        0 => Action::Pick(c),
        1 => Action::Commit(c),
        2 => Action::Call(c),
        3 => Action::Choose(Symbol::ALL[rng.random_range(0..5)]),
        4 => Action::Exhaust(c),
        5 => Action::Pass,
        _ => Action::NextRound,
    }
}

/// What holds in every state, whatever happened before.
fn check_state(st: &PocketState) -> Result<(), String> {
    ensure!(st.cards_consistent(), "a card lost or duplicated: {st:?}");
    let target = st.config().rounds_to_win;
    let (w0, w1) = (st.wins(0), st.wins(1));
    ensure!(w0 <= target && w1 <= target);
    ensure_eq!(st.is_over(), w0 >= target || w1 >= target);
    // Round results told by events match the counters.
    let mut told = [0u8; 2];
    for e in st.events() {
        match e {
            Event::RoundWon { seat } => told[*seat] += 1,
            Event::MutualDefeat { .. } => {
                told[0] += 1;
                told[1] += 1;
            }
            _ => {}
        }
    }
    ensure_eq!(told, [w0, w1]);
    ensure!(st.stalemates() <= 3);
    let to_act = st.to_act();
    ensure_eq!(to_act.is_empty(), st.is_over());
    for s in to_act {
        ensure!(
            !st.legal_actions(s).is_empty(),
            "seat {s} must act but has no action"
        );
    }
    if st.phase() != Phase::Dojo {
        ensure_eq!(st.deck_count(), DRAFT_CARDS - 20);
        ensure_eq!(st.discarded().len(), 4);
        for s in 0..2 {
            let total = st.hand(s).len()
                + st.play(s).len()
                + st.exhausted(s).len()
                + st.striking(s) as usize;
            ensure_eq!(total, 9, "each player owns 8 cards and a Strike!");
        }
    }
    Ok(())
}

/// A copy of `state` that differs only in what `seat` cannot see: the undealt deck's order,
/// the opponent's face-down card, and its decided call while this seat's is still open.
fn reshuffle_hidden(state: &PocketState, seat: usize, rng: &mut GameRng) -> PocketState {
    let mut v = state.clone();
    v.deck.shuffle(rng);
    let other = 1 - seat;
    if v.players[other].commit.is_some() {
        v.players[other].commit = v.players[other].hand.choose(rng).copied();
    }
    if v.phase == Phase::Call && v.players[other].call.is_some() {
        // Any decision it could have made: what it could do if it had not decided.
        let mut open = v.clone();
        open.players[other].call = None;
        let decision = open.legal_actions(other).choose(rng).cloned();
        v.players[other].call = Some(match decision {
            Some(Action::Call(c)) => Some(c),
            _ => None,
        });
    }
    v
}

#[test]
fn the_opponents_face_down_card_changes_neither_the_observation_nor_any_bot_decision() {
    let hand0 = [
        "Ronin Blade",
        "Lacquered Kabuto",
        "Twin Path",
        "Kunai Volley",
    ];
    let hand1 = ["Oni Mask", "Stone Lantern", "Falling Leaf", "Smoke Bomb"];
    for (x, y) in [
        ("Oni Mask", "Stone Lantern"),
        ("Falling Leaf", "Strike!"),
        ("Smoke Bomb", "Oni Mask"),
    ] {
        let mut a = duel(&hand0, &hand1);
        let mut b = duel(&hand0, &hand1);
        a.apply(1, &Action::Commit(card(x))).unwrap();
        b.apply(1, &Action::Commit(card(y))).unwrap();
        assert_ne!(a, b);
        let (oa, ob) = (a.observe(0), b.observe(0));
        assert_eq!(oa, ob);
        assert_eq!(oa.view.committed(1), Some(HIDDEN));
        for level in BotLevel::ALL {
            for seed in 0..20 {
                let da = bots::decide(&oa, level, &mut from_seed(seed));
                let db = bots::decide(&ob, level, &mut from_seed(seed));
                assert_eq!(da, db);
                assert!(matches!(da, Some(Action::Commit(_))));
            }
        }
    }
    // The undealt deck's order is hidden in the Dojo too.
    let a = PocketState::new(&PocketConfig::default(), 5);
    let mut b = a.clone();
    b.deck.reverse();
    assert_eq!(a.observe(0), b.observe(0));
    assert_eq!(
        bots::decide(&a.observe(0), BotLevel::Hard, &mut from_seed(1)),
        bots::decide(&b.observe(0), BotLevel::Hard, &mut from_seed(1))
    );
}

#[test]
fn the_opponents_undecided_call_is_hidden_until_both_decide() {
    let mut st = duel(
        &["Messenger Hawk", "Ronin Blade"],
        &["Reinforcements", "Stone Lantern", "Lacquered Kabuto"],
    );
    st.apply(0, &Action::Commit(card("Messenger Hawk")))
        .unwrap();
    st.apply(1, &Action::Commit(card("Reinforcements")))
        .unwrap();
    assert_eq!(st.to_act(), vec![0, 1]);
    let mut a = st.clone();
    let mut b = st.clone();
    a.apply(1, &Action::Call(card("Stone Lantern"))).unwrap();
    b.apply(1, &Action::Pass).unwrap();
    assert_eq!(a.observe(0), b.observe(0));
    let _: Card = STRIKE;
}

#[test]
#[should_panic(expected = "seat 2 is not at this table (2 seats)")]
fn observing_a_seat_not_at_the_table_panics_rather_than_show_a_real_seats_cards() {
    let st = duel(&["Oni Mask"], &["Stone Lantern"]);
    let _ = st.observe(2);
}
