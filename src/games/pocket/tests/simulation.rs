//! Property tests over complete matches: invariants after every action, random illegal
//! actions, saves and replays, determinism, and what each seat can see.

use super::{card, duel};
use crate::core::rng::from_seed;
use crate::core::{parse_save, BotLevel, Game, GameRng, Save, Session};
use crate::games::pocket::{
    bots, Action, Card, Event, Phase, PocketConfig, PocketState, Symbol, DRAFT_CARDS, HIDDEN,
    STRIKE,
};
use rand::seq::IndexedRandom;
use rand::RngExt;

type PocketSave = Save<PocketState, ()>;

/// No match comes near this many actions; one that did would not be ending.
const MAX_ACTIONS: usize = 2_000;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Player {
    Bot(BotLevel),
    /// Uniformly random among `legal_actions`.
    Uniform,
}

const PLAYERS: [Player; 5] = [
    Player::Uniform,
    Player::Bot(BotLevel::Random),
    Player::Bot(BotLevel::Easy),
    Player::Bot(BotLevel::Medium),
    Player::Bot(BotLevel::Hard),
];

fn choose(state: &PocketState, seat: usize, player: Player, rng: &mut GameRng) -> Action {
    match player {
        Player::Bot(level) => bots::decide(&state.observe(seat), level, rng)
            .unwrap_or_else(|| panic!("{level:?} has nothing to do in {:?}", state.phase())),
        Player::Uniform => state
            .legal_actions(seat)
            .choose(rng)
            .cloned()
            .expect("a seat to act has a legal action"),
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

fn check_state(st: &PocketState) {
    assert!(st.cards_consistent(), "a card lost or duplicated: {st:?}");
    let target = st.config().rounds_to_win;
    let (w0, w1) = (st.wins(0), st.wins(1));
    assert!(w0 <= target && w1 <= target);
    assert_eq!(st.is_over(), w0 >= target || w1 >= target);
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
    assert_eq!(told, [w0, w1]);
    assert!(st.stalemates() <= 3);
    let to_act = st.to_act();
    assert_eq!(to_act.is_empty(), st.is_over());
    for s in to_act {
        assert!(
            !st.legal_actions(s).is_empty(),
            "seat {s} must act but has no action"
        );
    }
    if st.phase() != Phase::Dojo {
        assert_eq!(st.deck_count(), DRAFT_CARDS - 20);
        assert_eq!(st.discarded().len(), 4);
        for s in 0..2 {
            let total = st.hand(s).len()
                + st.play(s).len()
                + st.exhausted(s).len()
                + st.striking(s) as usize;
            assert_eq!(total, 9, "each player owns 8 cards and a Strike!");
        }
    }
}

/// Applies a random illegal action (if the draw was illegal) and checks nothing changed.
fn try_illegal(st: &mut PocketState, rng: &mut GameRng) {
    let seat = rng.random_range(0..3);
    let action = random_action(rng);
    if seat < 2 && st.legal_actions(seat).contains(&action) {
        return;
    }
    let before = st.clone();
    let err = st
        .apply(seat, &action)
        .expect_err("an illegal action is refused");
    assert!(!err.to_string().is_empty());
    assert_eq!(*st, before, "{action:?} by {seat} changed the state");
}

fn play_checked(seed: u64, players: [Player; 2]) -> Session<PocketState> {
    let mut session = Session::<PocketState>::new(PocketConfig::default(), seed);
    let mut rngs = [from_seed(seed ^ 0xA5A5), from_seed(seed ^ 0x5A5A)];
    let mut noise = from_seed(seed.wrapping_mul(31) ^ 7);
    let mut n = 0;
    check_state(&session.state);
    while !session.state.is_over() {
        n += 1;
        assert!(n < MAX_ACTIONS, "seed {seed}: no end");
        if noise.random_range(0..4) == 0 {
            try_illegal(&mut session.state, &mut noise);
        }
        let seats = session.state.to_act();
        let seat = *seats.choose(&mut noise).expect("someone acts");
        let action = choose(&session.state, seat, players[seat], &mut rngs[seat]);
        assert!(
            session.state.legal_actions(seat).contains(&action),
            "{action:?} is legal"
        );
        session.apply(seat, action).expect("a legal action applies");
        check_state(&session.state);
    }
    session
}

fn simulate(first: u64, count: u64) {
    for seed in first..first + count {
        // Hard is the slowest: it plays in one match of five.
        let a = PLAYERS[(seed % 5) as usize];
        let b = PLAYERS[((seed / 5) % 4) as usize];
        let players = if seed % 2 == 0 { [a, b] } else { [b, a] };
        play_checked(seed, players);
    }
}

#[test]
fn simulated_matches_keep_every_invariant_part_1() {
    simulate(0, 2_500);
}

#[test]
fn simulated_matches_keep_every_invariant_part_2() {
    simulate(2_500, 2_500);
}

#[test]
fn simulated_matches_keep_every_invariant_part_3() {
    simulate(5_000, 2_500);
}

#[test]
fn simulated_matches_keep_every_invariant_part_4() {
    simulate(7_500, 2_500);
}

#[test]
fn a_save_replays_to_the_same_state_and_survives_json() {
    for seed in 0..40 {
        let session = play_checked(seed, [Player::Bot(BotLevel::Medium), Player::Uniform]);
        let save = session.to_save(());
        let json = serde_json::to_string(&save).unwrap();
        let parsed: PocketSave = parse_save(&json).unwrap();
        let replayed = Session::from_save(&parsed).unwrap();
        assert_eq!(replayed.state, session.state);
        // Every prefix replays too.
        let mut prefix = save.clone();
        prefix.log.truncate(save.log.len() / 2);
        let half = Session::from_save(&prefix).unwrap();
        let mut again = Session::<PocketState>::new(PocketConfig::default(), seed);
        for (s, a) in &prefix.log {
            again.apply(*s, a.clone()).unwrap();
        }
        assert_eq!(half.state, again.state);
    }
}

#[test]
fn a_tampered_log_is_refused() {
    let session = play_checked(3, [Player::Uniform, Player::Uniform]);
    let mut save = session.to_save(());
    save.log.insert(1, (0, Action::NextRound));
    assert!(Session::from_save(&save).is_err());
}

#[test]
fn same_seed_and_same_actions_give_the_same_match() {
    let a = play_checked(
        11,
        [Player::Bot(BotLevel::Hard), Player::Bot(BotLevel::Easy)],
    );
    let b = play_checked(
        11,
        [Player::Bot(BotLevel::Hard), Player::Bot(BotLevel::Easy)],
    );
    assert_eq!(a.log, b.log);
    assert_eq!(a.state, b.state);
    let c = PocketState::new(&PocketConfig::default(), 12);
    assert_ne!(
        PocketState::new(&PocketConfig::default(), 11).row(),
        c.row()
    );
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
