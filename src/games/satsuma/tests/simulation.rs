//! Property tests over complete games: invariants after every action, random illegal actions,
//! saves and replays, determinism, and what each seat can see.

use crate::core::rng::from_seed;
use crate::core::{parse_save, BotLevel, Game, GameRng, Save, SaveError, Session, SCHEMA_VERSION};
use crate::games::satsuma::clash::{role_table, HandEval};
use crate::games::satsuma::{
    best_total, bots, Action, CardNo, Event, Phase, Role, SatsumaConfig, SatsumaError,
    SatsumaState, Side, VictoryLevel, DECK_SIZE, HAND_SIZE, MAX_DISCARDS, SAMURAI_CASUALTY_LIMIT,
};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::RngExt;

type SatsumaSave = Save<SatsumaState, ()>;

/// No game comes near this; a game that did would not be ending.
const MAX_HANDS: u32 = 400;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Player {
    Bot(BotLevel),
    /// Uniformly random among `legal_actions`.
    Uniform,
}

const CHEAP_PLAYERS: [Player; 4] = [
    Player::Bot(BotLevel::Random),
    Player::Bot(BotLevel::Easy),
    Player::Bot(BotLevel::Medium),
    Player::Uniform,
];

fn new_game(seed: u64) -> SatsumaState {
    SatsumaState::new(&SatsumaConfig::default(), seed)
}

fn bot_rng(seed: u64, seat: usize) -> GameRng {
    from_seed(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ (seat as u64 + 101))
}

/// The move of `player` for `seat`, which must have something to do.
fn choose(state: &SatsumaState, seat: usize, player: Player, rng: &mut GameRng) -> Action {
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

/// A discard as a sorted set, to compare with `legal_actions` whatever the order.
fn normalised(action: &Action) -> Action {
    match action {
        Action::Discard(cards) => {
            let mut cards = cards.clone();
            cards.sort_unstable();
            Action::Discard(cards)
        }
        other => other.clone(),
    }
}

fn is_legal(state: &SatsumaState, seat: usize, action: &Action) -> bool {
    let action = normalised(action);
    state
        .legal_actions(seat)
        .iter()
        .any(|a| normalised(a) == action)
}

fn role_of(side: Side, attacker: Side) -> Role {
    if side == attacker {
        Role::Attacker
    } else {
        Role::Defender
    }
}

/// What holds in every state, whatever happened before.
fn check_state(state: &SatsumaState) {
    assert!(state.card_counts_consistent(), "a card lost or duplicated");
    for side in Side::BOTH {
        assert_eq!(state.hand(side).len(), HAND_SIZE, "{side:?} hand size");
        assert_eq!(
            state.hand(side).len() + state.draw_count(side) + state.discard_count(side),
            DECK_SIZE
        );
    }
    let samurai = state.casualties(Side::Samurai);
    assert!(samurai <= SAMURAI_CASUALTY_LIMIT);
    assert_eq!(state.is_over(), samurai == SAMURAI_CASUALTY_LIMIT);
    assert_eq!(state.is_over(), state.phase() == Phase::Over);
    assert_eq!(state.victory().is_some(), state.is_over());
    let expected_to_act: Vec<usize> = match state.phase() {
        Phase::Logistics => Side::BOTH
            .iter()
            .filter(|s| !state.has_discarded(**s))
            .map(|s| s.seat())
            .collect(),
        Phase::Clash => vec![0, 1],
        Phase::Over => vec![],
    };
    assert_eq!(state.to_act(), expected_to_act);
    for seat in [0, 1] {
        let legal = state.legal_actions(seat);
        match state.phase() {
            Phase::Logistics if expected_to_act.contains(&seat) => assert_eq!(legal.len(), 64),
            Phase::Clash => assert_eq!(legal, vec![Action::NextHand]),
            _ => assert!(legal.is_empty()),
        }
        let obs = state.observe(seat);
        let me = Side::from_seat(seat).unwrap();
        assert_eq!(obs.me, me);
        assert_eq!(obs.phase, state.phase());
        assert_eq!(obs.attacker, state.attacker());
        assert_eq!(
            obs.casualties,
            [
                state.casualties(Side::Samurai),
                state.casualties(Side::Imperials)
            ]
        );
        assert_eq!(obs.my_hand, state.hand(me));
        assert_eq!(obs.my_draw_count, state.draw_count(me));
        assert_eq!(obs.opponent_hand_count, HAND_SIZE);
        assert_eq!(obs.opponent_draw_count, state.draw_count(me.other()));
        assert_eq!(obs.opponent_discard_count, state.discard_count(me.other()));
    }
    assert!(state.legal_actions(2).is_empty());
}

/// Checks one legal action's effect against the rules, independently of `state.rs`.
fn check_step(before: &SatsumaState, seat: usize, action: &Action, after: &SatsumaState) {
    check_state(after);
    let side = Side::from_seat(seat).unwrap();
    assert!(
        after.events().starts_with(before.events()),
        "events are only ever appended"
    );
    let new_events = &after.events()[before.events().len()..];
    match action {
        Action::Discard(cards) => {
            assert_eq!(before.phase(), Phase::Logistics);
            assert_eq!(after.hand_no(), before.hand_no());
            let n = cards.len();
            assert!(n <= MAX_DISCARDS);
            assert_eq!(
                new_events.first(),
                Some(&Event::Discarded {
                    side,
                    count: n as u8
                })
            );
            let reshuffled = new_events.contains(&Event::Reshuffled { side });
            // Kept cards stay, discards go to the discard pile, replacements come from the draw pile.
            let army = &after.armies[seat];
            for c in before.hand(side).iter().filter(|c| !cards.contains(c)) {
                assert!(army.hand.contains(c), "a kept card stays in hand");
            }
            if !reshuffled {
                assert!(cards.iter().all(|c| army.discard.contains(c)));
                assert_eq!(army.draw.len(), before.draw_count(side) - n);
                assert_eq!(army.discard.len(), before.discard_count(side) + n);
            }
            if before.has_discarded(side.other()) {
                check_clash(before, new_events, after);
            } else {
                assert_eq!(after.phase(), Phase::Logistics);
                assert_eq!(after.armies[1 - seat], before.armies[1 - seat]);
                assert_eq!(after.attacker(), before.attacker());
                assert_eq!(after.last_clash(), before.last_clash());
                assert!(after.has_discarded(side));
            }
        }
        Action::NextHand => {
            assert_eq!(before.phase(), Phase::Clash);
            assert_eq!(after.phase(), Phase::Logistics);
            assert_eq!(after.hand_no(), before.hand_no() + 1);
            assert_eq!(after.attacker(), before.attacker());
            for s in Side::BOTH {
                assert_eq!(after.casualties(s), before.casualties(s));
                assert!(!after.has_discarded(s));
                if !new_events.contains(&Event::Reshuffled { side: s }) {
                    // The hand just shown went to the discard pile.
                    let army = &after.armies[s.seat()];
                    assert!(before.hand(s).iter().all(|c| army.discard.contains(c)));
                    assert_eq!(army.revealed_in_discard.len() % HAND_SIZE, 0);
                }
            }
            assert_eq!(
                new_events.first(),
                Some(&Event::HandBegins {
                    hand_no: after.hand_no(),
                    attacker: after.attacker()
                })
            );
            assert_eq!(after.last_clash(), before.last_clash());
        }
    }
}

/// The second discard of a hand: the clash, its casualties and the next attacker.
fn check_clash(before: &SatsumaState, new_events: &[Event], after: &SatsumaState) {
    let attacker = before.attacker();
    let result = after.last_clash().expect("the clash is scored");
    assert_eq!(result.hand_no, before.hand_no());
    assert_eq!(result.attacker, attacker);
    let totals = Side::BOTH.map(|s| best_total(s, after.hand(s), role_of(s, attacker)));
    for s in Side::BOTH {
        assert_eq!(result.hands[s.seat()], after.hand(s));
        assert_eq!(result.tallies[s.seat()].total, totals[s.seat()]);
    }
    let winner = match totals[0].cmp(&totals[1]) {
        std::cmp::Ordering::Greater => Some(Side::Samurai),
        std::cmp::Ordering::Less => Some(Side::Imperials),
        std::cmp::Ordering::Equal => None,
    };
    assert_eq!(result.winner, winner);
    // The loser gains one casualty; on a tie both do.
    let gained = Side::BOTH.map(|s| u8::from(winner != Some(s)));
    for s in Side::BOTH {
        assert_eq!(
            after.casualties(s),
            before.casualties(s) + gained[s.seat()],
            "{s:?} casualties"
        );
    }
    assert_eq!(
        result.casualties,
        [
            after.casualties(Side::Samurai),
            after.casualties(Side::Imperials)
        ]
    );
    // The winner attacks, a tie keeps roles, and the Samurai winning as Defender with an
    // Escape counted (counted whenever a best total allows it) stay Defender.
    let escape_countable = {
        let mut eval = HandEval::default();
        for &c in after.hand(Side::Samurai) {
            eval.add(role_table(Side::Samurai, Role::Defender), c);
        }
        eval.best().1
    };
    let exception =
        winner == Some(Side::Samurai) && attacker == Side::Imperials && escape_countable;
    assert_eq!(result.escape_exception, exception);
    let next = match winner {
        None => attacker,
        Some(_) if exception => Side::Imperials,
        Some(w) => w,
    };
    assert_eq!(result.next_attacker, next);
    assert_eq!(after.attacker(), next);
    assert!(new_events.contains(&Event::Clash(Box::new(result.clone()))));
    let over = after.casualties(Side::Samurai) == SAMURAI_CASUALTY_LIMIT;
    assert_eq!(after.phase(), if over { Phase::Over } else { Phase::Clash });
    if over {
        let ic = after.casualties(Side::Imperials);
        assert_eq!(
            new_events.last(),
            Some(&Event::GameOver {
                imperial_casualties: ic,
                level: VictoryLevel::from_imperial_casualties(ic)
            })
        );
    }
}

/// A random illegal action: (seat, action, the error it must give, when only one rule is broken).
fn illegal_action(
    state: &SatsumaState,
    rng: &mut GameRng,
) -> Option<(usize, Action, Option<SatsumaError>)> {
    let random_cards = |rng: &mut GameRng| -> Vec<CardNo> {
        let n = rng.random_range(0..=8);
        (0..n).map(|_| rng.random_range(0..60)).collect()
    };
    if rng.random_range(0..8) == 0 {
        let seat = *[2usize, 3, 9, usize::MAX].choose(rng).unwrap();
        let action = if rng.random_bool(0.5) {
            Action::NextHand
        } else {
            Action::Discard(random_cards(rng))
        };
        return Some((seat, action, Some(SatsumaError::NoSuchSeat(seat))));
    }
    let seat = rng.random_range(0..2usize);
    let side = Side::from_seat(seat).unwrap();
    match state.phase() {
        Phase::Over => {
            let action = if rng.random_bool(0.5) {
                Action::NextHand
            } else {
                Action::Discard(random_cards(rng))
            };
            Some((seat, action, Some(SatsumaError::GameOver)))
        }
        Phase::Clash => {
            let mut cards = state.hand(side).to_vec();
            cards.shuffle(rng);
            cards.truncate(rng.random_range(0..=MAX_DISCARDS));
            Some((
                seat,
                Action::Discard(cards),
                Some(SatsumaError::NotLogistics),
            ))
        }
        Phase::Logistics => {
            if rng.random_range(0..4) == 0 {
                return Some((seat, Action::NextHand, Some(SatsumaError::NotClash)));
            }
            if state.has_discarded(side) {
                // Discarding twice in one hand.
                let mut cards = state.hand(side).to_vec();
                cards.truncate(rng.random_range(0..=MAX_DISCARDS));
                return Some((
                    seat,
                    Action::Discard(cards),
                    Some(SatsumaError::AlreadyDiscarded),
                ));
            }
            let mut hand = state.hand(side).to_vec();
            hand.shuffle(rng);
            match rng.random_range(0..4) {
                0 => {
                    let n = rng.random_range(MAX_DISCARDS + 1..=HAND_SIZE);
                    let cards = hand[..n].to_vec();
                    Some((
                        seat,
                        Action::Discard(cards),
                        Some(SatsumaError::TooManyDiscards(n)),
                    ))
                }
                1 => {
                    // One card that is not in this hand: from the draw pile, the discard pile,
                    // or no card at all.
                    let army = &state.armies[seat];
                    let outsiders: Vec<CardNo> = army
                        .draw
                        .iter()
                        .chain(&army.discard)
                        .copied()
                        .chain([46, 99, 255])
                        .collect();
                    let stranger = *outsiders.choose(rng).unwrap();
                    let n = rng.random_range(1..=MAX_DISCARDS);
                    let mut cards = hand[..n - 1].to_vec();
                    cards.insert(rng.random_range(0..n), stranger);
                    Some((
                        seat,
                        Action::Discard(cards),
                        Some(SatsumaError::NotInHand(stranger)),
                    ))
                }
                2 => {
                    // A card named twice.
                    let twice = hand[0];
                    let mut cards = vec![twice, twice];
                    if rng.random_bool(0.5) {
                        cards.insert(rng.random_range(0..2), hand[1]);
                    }
                    Some((
                        seat,
                        Action::Discard(cards),
                        Some(SatsumaError::DiscardedTwice(twice)),
                    ))
                }
                _ => {
                    // Anything at all; skipped if it happens to be legal.
                    let action = Action::Discard(random_cards(rng));
                    (!is_legal(state, seat, &action)).then_some((seat, action, None))
                }
            }
        }
    }
}

/// Applies a random illegal action: it must fail with the right error and change nothing.
fn try_illegal(state: &mut SatsumaState, rng: &mut GameRng) -> bool {
    let Some((seat, action, expected)) = illegal_action(state, rng) else {
        return false;
    };
    let before = state.clone();
    let result = state.apply(seat, &action);
    match expected {
        Some(error) => assert_eq!(
            result,
            Err(error),
            "{seat} {action:?} in {:?}",
            before.phase()
        ),
        None => assert!(result.is_err(), "{seat} {action:?} was accepted"),
    }
    assert!(*state == before, "a refused action changed the state");
    true
}

/// The save now replays (through JSON) to exactly this state.
fn check_replay(session: &Session<SatsumaState>) {
    let save = session.to_save(());
    let json = serde_json::to_string(&save).expect("a save serialises");
    let parsed: SatsumaSave = parse_save(&json).expect("a save parses");
    assert_eq!(parsed, save);
    let replayed = Session::from_save(&parsed).expect("a save replays");
    assert_eq!(replayed.seed, session.seed);
    assert_eq!(replayed.log, session.log);
    assert!(replayed.state == session.state, "replay differs");
}

#[derive(Default, Debug)]
struct Tallies {
    games: u64,
    hands: u64,
    actions: u64,
    illegal: u64,
    ties: u64,
    escape_exceptions: u64,
    reshuffles: u64,
    levels: [u64; 3],
    hard_games: u64,
}

/// Plays one complete game with every check; returns the finished session.
fn play_checked(seed: u64, players: [Player; 2], tallies: &mut Tallies) -> Session<SatsumaState> {
    let mut session = Session::<SatsumaState>::new(SatsumaConfig::default(), seed);
    let mut rng = from_seed(seed ^ 0x51A7_5EED);
    let mut bot_rngs = [bot_rng(seed, 0), bot_rng(seed, 1)];
    check_state(&session.state);
    while !session.state.is_over() {
        assert!(
            session.state.hand_no() <= MAX_HANDS,
            "seed {seed}: the game does not end"
        );
        if rng.random_bool(0.3) && try_illegal(&mut session.state, &mut rng) {
            tallies.illegal += 1;
        }
        let seat = match session.state.phase() {
            Phase::Logistics => *session.state.to_act().choose(&mut rng).unwrap(),
            _ => rng.random_range(0..2),
        };
        let action = choose(&session.state, seat, players[seat], &mut bot_rngs[seat]);
        assert!(
            is_legal(&session.state, seat, &action),
            "{:?} chose an illegal {action:?}",
            players[seat]
        );
        let before = session.state.clone();
        session
            .apply(seat, action.clone())
            .unwrap_or_else(|e| panic!("seed {seed}: legal {action:?} refused: {e}"));
        check_step(&before, seat, &action, &session.state);
        tallies.actions += 1;
        if let (Action::Discard(_), Phase::Clash | Phase::Over) = (&action, session.state.phase()) {
            let result = session.state.last_clash().unwrap();
            tallies.hands += 1;
            tallies.ties += u64::from(result.winner.is_none());
            tallies.escape_exceptions += u64::from(result.escape_exception);
        }
    }
    for _ in 0..4 {
        if try_illegal(&mut session.state, &mut rng) {
            tallies.illegal += 1;
        }
    }
    tallies.games += 1;
    tallies.reshuffles += session
        .state
        .events()
        .iter()
        .filter(|e| matches!(e, Event::Reshuffled { .. }))
        .count() as u64;
    tallies.levels[match session.state.victory().unwrap() {
        VictoryLevel::GreaterImperialVictory => 0,
        VictoryLevel::HistoricallyEquivalent => 1,
        VictoryLevel::GreaterSamuraiMoralVictory => 2,
    }] += 1;
    check_replay(&session);
    session
}

/// Games `first..first + count`: mostly random/easy/medium bots and uniform random play,
/// every 25th with a hard bot on one side, every 100th hard against hard.
fn simulate(first: u64, count: u64) {
    let mut tallies = Tallies::default();
    let mut rng = from_seed(first ^ 0xC0FF_EE00);
    for game in first..first + count {
        let mut players = [
            *CHEAP_PLAYERS.choose(&mut rng).unwrap(),
            *CHEAP_PLAYERS.choose(&mut rng).unwrap(),
        ];
        if game % 25 == 0 {
            players[(game / 25 % 2) as usize] = Player::Bot(BotLevel::Hard);
        }
        if game % 100 == 0 {
            players = [Player::Bot(BotLevel::Hard); 2];
        }
        tallies.hard_games += u64::from(players.contains(&Player::Bot(BotLevel::Hard)));
        play_checked(game, players, &mut tallies);
    }
    // Nothing vacuous: every kind of outcome occurred and was checked.
    assert_eq!(tallies.games, count);
    assert!(tallies.hard_games >= count / 25);
    assert!(tallies.illegal > tallies.actions / 5, "{tallies:?}");
    assert!(
        tallies.ties > 0 && tallies.escape_exceptions > 0,
        "{tallies:?}"
    );
    assert!(tallies.reshuffles > 0, "{tallies:?}");
    assert!(tallies.levels.iter().all(|&n| n > 0), "{tallies:?}");
}

// 4 x 2,600 = 10,400 complete games, in four tests so that they run in parallel.

#[test]
fn simulated_games_keep_every_invariant_part_1() {
    simulate(0, 2600);
}

#[test]
fn simulated_games_keep_every_invariant_part_2() {
    simulate(2600, 2600);
}

#[test]
fn simulated_games_keep_every_invariant_part_3() {
    simulate(5200, 2600);
}

#[test]
fn simulated_games_keep_every_invariant_part_4() {
    simulate(7800, 2600);
}

// ---------------------------------------------------------------- saves and replays

/// A complete game's session, played by cheap bots.
fn finished_session(seed: u64) -> Session<SatsumaState> {
    let mut session = Session::<SatsumaState>::new(SatsumaConfig::default(), seed);
    let mut rngs = [bot_rng(seed, 0), bot_rng(seed, 1)];
    let players = [
        CHEAP_PLAYERS[seed as usize % 4],
        CHEAP_PLAYERS[(seed as usize / 4) % 4],
    ];
    while !session.state.is_over() {
        let seat = session.state.to_act()[0];
        let action = choose(&session.state, seat, players[seat], &mut rngs[seat]);
        session.apply(seat, action).unwrap();
    }
    session
}

#[test]
fn a_save_replays_to_the_same_state_at_every_point() {
    for seed in 0..60 {
        let full = finished_session(seed);
        let mut session = Session::<SatsumaState>::new(SatsumaConfig::default(), seed);
        check_replay(&session);
        for (seat, action) in &full.log {
            session.apply(*seat, action.clone()).unwrap();
            check_replay(&session);
        }
        assert!(session.state == full.state);
    }
}

#[test]
fn a_tampered_log_is_refused_with_a_replay_error() {
    let replay_error = |save: &SatsumaSave| match Session::from_save(save) {
        Err(SaveError::Replay { index, reason }) => (index, reason),
        Err(other) => panic!("expected a replay error, got {other:?}"),
        Ok(_) => panic!("a tampered log replayed"),
    };
    for seed in 0..40 {
        let session = finished_session(seed);
        let save = session.to_save(());
        let discards: Vec<usize> = (0..save.log.len())
            .filter(|&i| matches!(&save.log[i].1, Action::Discard(c) if !c.is_empty()))
            .collect();
        let mut rng = from_seed(seed);

        // A card that is in no hand, through the JSON text.
        let i = *discards.choose(&mut rng).expect("some discards");
        let mut value = serde_json::to_value(&save).unwrap();
        value["log"][i][1] = serde_json::json!({ "Discard": [46] });
        let tampered: SatsumaSave = parse_save(&value.to_string()).unwrap();
        assert_eq!(
            replay_error(&tampered),
            (i, SatsumaError::NotInHand(46).to_string())
        );

        // A move repeated: the same side discards twice, or discards during the clash.
        let mut tampered = save.clone();
        tampered.log.insert(i + 1, save.log[i].clone());
        let mut state = new_game(seed);
        for (seat, action) in &save.log[..=i] {
            state.apply(*seat, action).unwrap();
        }
        let expected = state.apply(save.log[i].0, &save.log[i].1).unwrap_err();
        assert!(matches!(
            expected,
            SatsumaError::AlreadyDiscarded | SatsumaError::NotLogistics | SatsumaError::GameOver
        ));
        assert_eq!(replay_error(&tampered), (i + 1, expected.to_string()));

        // A move dropped: the next hand is never dealt, so the next discard comes in the clash.
        let next_hands: Vec<usize> = (0..save.log.len())
            .filter(|&i| save.log[i].1 == Action::NextHand)
            .collect();
        let j = *next_hands.choose(&mut rng).expect("more than one hand");
        let mut tampered = save.clone();
        tampered.log.remove(j);
        assert_eq!(
            replay_error(&tampered),
            (j, SatsumaError::NotLogistics.to_string())
        );

        // A seat that does not exist.
        let mut tampered = save.clone();
        tampered.log[i].0 = 2;
        let (index, reason) = replay_error(&tampered);
        assert_eq!(index, i);
        assert!(reason.contains("seat 2"), "{reason}");

        // A move after the end.
        let mut tampered = save.clone();
        tampered.log.push((0, Action::Discard(vec![])));
        assert_eq!(
            replay_error(&tampered),
            (save.log.len(), SatsumaError::GameOver.to_string())
        );
    }
}

#[test]
fn corrupt_and_incompatible_saves_are_told_apart() {
    let save = finished_session(3).to_save(());
    let json = serde_json::to_string(&save).unwrap();
    let parse = |text: &str| parse_save::<SatsumaState, ()>(text);
    assert_eq!(parse(&json), Ok(save.clone()));

    for bad in [
        "",
        "not json",
        "{",
        "[]",
        "{}",
        "{\"schema\":\"one\"}",
        &json[..json.len() / 2],
    ] {
        assert!(
            matches!(parse(bad), Err(SaveError::Corrupt(_))),
            "{bad:?}: {:?}",
            parse(bad)
        );
    }
    let mut value = serde_json::to_value(&save).unwrap();
    value["log"] = serde_json::json!("garbage");
    assert!(matches!(
        parse(&value.to_string()),
        Err(SaveError::Corrupt(_))
    ));

    for schema in [0, SCHEMA_VERSION + 1, 99] {
        let mut value = serde_json::to_value(&save).unwrap();
        value["schema"] = serde_json::json!(schema);
        // Another version is recognised even when the rest does not parse.
        value["log"] = serde_json::json!("whatever it was then");
        assert_eq!(
            parse(&value.to_string()),
            Err(SaveError::Incompatible {
                found: schema,
                expected: SCHEMA_VERSION
            })
        );
        let mut in_memory = save.clone();
        in_memory.schema = schema;
        assert!(matches!(
            Session::from_save(&in_memory),
            Err(SaveError::Incompatible { .. })
        ));
    }

    let mut other_game = save.clone();
    other_game.game = "hanafuda".into();
    assert!(matches!(
        Session::from_save(&other_game),
        Err(SaveError::WrongGame(g)) if g == "hanafuda"
    ));
}

// ---------------------------------------------------------------- determinism

#[test]
fn same_seed_and_same_actions_give_the_same_state() {
    for seed in 0..100 {
        let mut a = new_game(seed);
        let mut b = new_game(seed);
        assert!(a == b);
        assert!(a != new_game(seed + 1), "another seed, another deal");
        let mut rng = from_seed(seed);
        let mut bot = bot_rng(seed, 0);
        let player = CHEAP_PLAYERS[seed as usize % 4];
        while !a.is_over() {
            let seat = *a.to_act().choose(&mut rng).unwrap();
            let action = choose(&a, seat, player, &mut bot);
            a.apply(seat, &action).unwrap();
            b.apply(seat, &action).unwrap();
            assert!(a == b, "seed {seed}: diverged");
        }
    }
}

/// The events with the runs of simultaneous discards (and the reshuffles they cause) put in
/// seat order, so that two orders of arrival compare equal.
fn events_in_seat_order(events: &[Event]) -> Vec<Event> {
    let side_of = |e: &Event| match e {
        Event::Discarded { side, .. } | Event::Reshuffled { side } => Some(*side),
        _ => None,
    };
    let mut out: Vec<Event> = Vec::new();
    let mut run: Vec<Event> = Vec::new();
    for e in events {
        if side_of(e).is_some() {
            run.push(e.clone());
        } else {
            run.sort_by_key(|e| side_of(e));
            out.append(&mut run);
            out.push(e.clone());
        }
    }
    run.sort_by_key(|e| side_of(e));
    out.append(&mut run);
    out
}

#[test]
fn the_order_of_the_two_discards_changes_no_card_drawn() {
    for seed in 0..300 {
        let mut a = new_game(seed);
        let mut b = new_game(seed);
        let mut rngs = [bot_rng(seed, 0), bot_rng(seed, 1)];
        let players = [
            CHEAP_PLAYERS[seed as usize % 4],
            CHEAP_PLAYERS[(seed as usize / 4) % 4],
        ];
        while !a.is_over() {
            match a.phase() {
                Phase::Logistics => {
                    // Both decide before either discards; then the discards arrive in both orders.
                    let actions =
                        [0, 1].map(|seat| choose(&a, seat, players[seat], &mut rngs[seat]));
                    for seat in [0, 1] {
                        a.apply(seat, &actions[seat]).unwrap();
                    }
                    for seat in [1, 0] {
                        b.apply(seat, &actions[seat]).unwrap();
                    }
                }
                _ => {
                    a.apply(0, &Action::NextHand).unwrap();
                    b.apply(1, &Action::NextHand).unwrap();
                }
            }
            assert_eq!(
                a.armies, b.armies,
                "seed {seed}: a draw depended on the order"
            );
            assert_eq!(a.last_clash(), b.last_clash());
            assert_eq!(
                (a.phase(), a.attacker(), a.hand_no()),
                (b.phase(), b.attacker(), b.hand_no())
            );
            assert_eq!(
                events_in_seat_order(a.events()),
                events_in_seat_order(b.events())
            );
        }
        assert!(b.is_over());
    }
}

// ---------------------------------------------------------------- what a seat can see

/// A copy of `state` that differs only in what `seat` cannot see: the order of its own draw
/// pile, the opponent's hand (while hidden), draw pile and unrevealed discards, and the
/// shuffles still to come (both sides' RNGs).
fn reshuffle_hidden(state: &SatsumaState, seat: usize, rng: &mut GameRng) -> SatsumaState {
    let mut variant = state.clone();
    let hand_hidden = state.phase() == Phase::Logistics;
    let theirs = &mut variant.armies[1 - seat];
    let hidden_slots: Vec<usize> = (0..theirs.discard.len())
        .filter(|&i| !theirs.revealed_in_discard.contains(&theirs.discard[i]))
        .collect();
    let mut pool: Vec<CardNo> = theirs.draw.clone();
    pool.extend(hidden_slots.iter().map(|&i| theirs.discard[i]));
    if hand_hidden {
        pool.extend(&theirs.hand);
    }
    pool.shuffle(rng);
    let mut pool = pool.into_iter();
    for slot in theirs.draw.iter_mut() {
        *slot = pool.next().unwrap();
    }
    for &i in &hidden_slots {
        theirs.discard[i] = pool.next().unwrap();
    }
    if hand_hidden {
        for slot in theirs.hand.iter_mut() {
            *slot = pool.next().unwrap();
        }
    }
    theirs.rng = from_seed(rng.random());
    let mine = &mut variant.armies[seat];
    mine.draw.shuffle(rng);
    mine.rng = from_seed(rng.random());
    assert!(variant.card_counts_consistent());
    variant
}

#[test]
fn hidden_cards_change_neither_the_observation_nor_any_bot_decision() {
    let mut differing_hands = 0;
    for seed in 0..120u64 {
        let mut state = new_game(seed);
        let mut rng = from_seed(seed ^ 0x0B5E);
        let mut play_rngs = [bot_rng(seed, 0), bot_rng(seed, 1)];
        let players = [
            CHEAP_PLAYERS[seed as usize % 4],
            CHEAP_PLAYERS[(seed as usize / 4) % 4],
        ];
        while !state.is_over() {
            for seat in [0, 1] {
                let variant = reshuffle_hidden(&state, seat, &mut rng);
                assert!(variant != state, "the variant differs in hidden things");
                let opp = 1 - seat;
                differing_hands += usize::from(variant.armies[opp].hand != state.armies[opp].hand);
                let obs = state.observe(seat);
                assert_eq!(
                    variant.observe(seat),
                    obs,
                    "seed {seed}: hidden cards leaked"
                );
                // Hard is slow: its decisions are compared in half the games.
                let levels: &[BotLevel] = if seed % 2 == 0 || state.phase() != Phase::Logistics {
                    &BotLevel::ALL
                } else {
                    &BotLevel::ALL[..3]
                };
                for &level in levels {
                    let key = seed * 1000 + state.hand_no() as u64;
                    let decided = bots::decide(&obs, level, &mut from_seed(key));
                    let decided_variant =
                        bots::decide(&variant.observe(seat), level, &mut from_seed(key));
                    assert_eq!(decided, decided_variant, "seed {seed}: {level:?}");
                }
                // And the observation does show what the seat can see: its own hand.
                let mut visible = state.clone();
                let army = &mut visible.armies[seat];
                if !army.draw.is_empty() {
                    std::mem::swap(&mut army.hand[0], &mut army.draw[0]);
                    assert_ne!(visible.observe(seat), obs);
                }
            }
            let seat = *state.to_act().choose(&mut rng).unwrap();
            let action = choose(&state, seat, players[seat], &mut play_rngs[seat]);
            state.apply(seat, &action).unwrap();
        }
    }
    assert!(
        differing_hands > 1000,
        "the opponent's hand was really varied"
    );
}
