//! Saves and replays: the round trip, a tampered log, a corrupt save, an old schema, another
//! game's save; determinism from seed and log.

use super::play::sample_game;
use super::{ensure, ensure_eq, KitGame};
use crate::core::rng::from_seed;
use crate::core::{parse_save, Game, GameRng, Save, SaveError, Seat, Session, SCHEMA_VERSION};
use rand::seq::IndexedRandom;
use rand::RngExt;
use serde_json::{json, Value};

/// The save of `session` round-trips: to JSON, parsed back, replayed to the same state.
fn check_round_trip<G: KitGame>(session: &Session<G>) -> Result<(), String> {
    let save = session.to_save(());
    let text = serde_json::to_string(&save).map_err(|e| format!("a save serialises: {e}"))?;
    let parsed: Save<G, ()> = parse_save(&text).map_err(|e| format!("a save parses: {e}"))?;
    ensure_eq!(
        (
            &parsed.schema,
            &parsed.game,
            parsed.seed,
            &parsed.config,
            &parsed.log
        ),
        (&save.schema, &save.game, save.seed, &save.config, &save.log),
        "the save read back"
    );
    let replayed = Session::from_save(&parsed).map_err(|e| format!("a save replays: {e}"))?;
    ensure_eq!(replayed.log, session.log);
    ensure!(replayed.state == session.state, "the replay differs");
    Ok(())
}

/// `Session::to_save` -> JSON -> `parse_save` -> `Session::from_save` gives the same state,
/// at the start, at the end and at points between.
pub fn a_save_round_trips_to_the_same_state<G: KitGame>() {
    for index in 0..G::SAVE_GAMES {
        let full = sample_game::<G>(index);
        let mut rng = from_seed(index);
        let mut session = Session::<G>::new(full.config.clone(), full.seed);
        // Every point of short games, about 30 of longer ones.
        let every = full.log.len() / 30 + 1;
        let check = |s: &Session<G>| {
            check_round_trip(s).unwrap_or_else(|e| panic!("{} game {index}: {e}", G::ID))
        };
        check(&session);
        for (seat, action) in &full.log {
            session.apply(*seat, action.clone()).unwrap();
            if rng.random_ratio(1, every as u32) || session.state.is_over() {
                check(&session);
            }
        }
        assert!(session.state == full.state);
    }
}

/// The replay error `save` must give.
fn replay_error<G: KitGame>(save: &Save<G, ()>) -> (usize, String) {
    match Session::from_save(save) {
        Err(SaveError::Replay { index, reason }) => (index, reason),
        Err(other) => panic!("{}: expected a replay error, got {other:?}", G::ID),
        Ok(_) => panic!("{}: a tampered log replayed", G::ID),
    }
}

/// A random action `state` refuses from `seat`, with its reason.
fn refused_action<G: KitGame>(
    state: &G,
    seat: Seat,
    rng: &mut GameRng,
) -> Option<(G::Action, String)> {
    (0..20)
        .flat_map(|_| state.candidate_actions(seat, rng))
        .find_map(|a| {
            state
                .clone()
                .apply(seat, &a)
                .err()
                .map(|e| (a, e.to_string()))
        })
}

/// A log with a seat not at the table, an action changed to an illegal one, a move after the
/// end or a move repeated is refused with `SaveError::Replay` at that move, with the
/// engine's reason.
pub fn a_tampered_log_is_refused_with_a_replay_error<G: KitGame>() {
    let (mut tested, mut changed) = (0, 0);
    for index in 0..G::SAVE_GAMES {
        let session = sample_game::<G>(index);
        let save = session.to_save(());
        let n = session.state.seat_count();
        let len = save.log.len();
        if len == 0 {
            // (A game may end before anybody acts.)
            continue;
        }
        tested += 1;
        let mut rng = from_seed(index ^ 0x7A3B);
        let i = rng.random_range(0..len);
        let mut state = G::new(&save.config, save.seed);
        for (seat, action) in &save.log[..i] {
            state.apply(*seat, action).unwrap();
        }

        // A seat that is not at the table.
        let mut tampered = save.clone();
        let stranger = *[n, n + 1, 99].choose(&mut rng).unwrap();
        tampered.log[i].0 = stranger;
        let (at, reason) = replay_error(&tampered);
        assert_eq!(at, i, "{} game {index}", G::ID);
        assert!(reason.contains(&stranger.to_string()), "{reason}");

        // The action changed to one the state refuses there, through the JSON text.
        let seat = save.log[i].0;
        if let Some((bad, why)) = refused_action(&state, seat, &mut rng) {
            let mut value = serde_json::to_value(&save).unwrap();
            value["log"][i][1] = serde_json::to_value(&bad).unwrap();
            let tampered: Save<G, ()> = parse_save(&value.to_string()).unwrap();
            assert_eq!(
                replay_error(&tampered),
                (i, why),
                "{} game {index}: {bad:?}",
                G::ID
            );
            changed += 1;
        }

        // A move after the end.
        if let Some((bad, why)) = refused_action(&session.state, seat, &mut rng) {
            let mut tampered = save.clone();
            tampered.log.push((seat, bad));
            assert_eq!(replay_error(&tampered), (len, why));
        }

        // A move repeated, where the repetition is refused.
        state.apply(seat, &save.log[i].1).unwrap();
        if let Err(e) = state.clone().apply(seat, &save.log[i].1) {
            let mut tampered = save.clone();
            tampered.log.insert(i + 1, save.log[i].clone());
            assert_eq!(replay_error(&tampered), (i + 1, e.to_string()));
        }
    }
    assert!(
        tested * 2 >= G::SAVE_GAMES && changed * 2 >= tested,
        "{}: {tested} logs tampered with, {changed} with an illegal action",
        G::ID
    );
}

/// A complete game's save as JSON.
fn sample_save<G: KitGame>() -> (Save<G, ()>, Value) {
    let save = sample_game::<G>(3).to_save(());
    let value = serde_json::to_value(&save).unwrap();
    (save, value)
}

/// Truncated JSON, JSON of the wrong shape and no JSON at all are `SaveError::Corrupt`.
pub fn a_corrupt_save_is_refused_as_corrupt<G: KitGame>() {
    let (save, value) = sample_save::<G>();
    let text = value.to_string();
    let parse = |text: &str| parse_save::<G, ()>(text);
    assert!(parse(&text).is_ok());
    // Saves are ASCII (numbers and names), so any byte is a place to cut.
    assert!(text.is_ascii());
    let cuts = [1, 10, text.len() / 3, text.len() / 2, text.len() - 1];
    let mut bad: Vec<String> = cuts.iter().map(|&c| text[..c].to_string()).collect();
    bad.extend(
        [
            "",
            "not json",
            "{",
            "[]",
            "{}",
            "null",
            "42",
            "{\"schema\":\"one\"}",
        ]
        .map(String::from),
    );
    let shapes: [(&str, Value); 7] = [
        ("log", json!("garbage")),
        ("log", json!([[0]])),
        (
            "log",
            json!([["seat", save.log.first().map(|e| e.1.clone())]]),
        ),
        ("seed", json!("a seed")),
        ("config", json!("garbage")),
        ("game", json!(7)),
        ("table", json!([1, 2])),
    ];
    for (field, wrong) in shapes {
        let mut v = value.clone();
        v[field] = wrong;
        bad.push(v.to_string());
    }
    let mut v = value.clone();
    v.as_object_mut().unwrap().remove("log");
    bad.push(v.to_string());
    for text in &bad {
        assert!(
            matches!(parse(text), Err(SaveError::Corrupt(_))),
            "{}: {text:?} gave {:?}",
            G::ID,
            parse(text).map(|s| s.log.len())
        );
    }
}

/// A save of another schema is `SaveError::Incompatible`, parsed (even when the rest does
/// not parse) or in memory.
pub fn an_old_schema_is_refused_as_incompatible<G: KitGame>() {
    let (save, value) = sample_save::<G>();
    for schema in [0, SCHEMA_VERSION + 1, 99] {
        let expected = SaveError::Incompatible {
            found: schema,
            expected: SCHEMA_VERSION,
        };
        let mut v = value.clone();
        v["schema"] = json!(schema);
        assert_eq!(
            parse_save::<G, ()>(&v.to_string()).err(),
            Some(expected.clone())
        );
        v["log"] = json!("whatever it was then");
        assert_eq!(
            parse_save::<G, ()>(&v.to_string()).err(),
            Some(expected.clone())
        );
        let mut old = save.clone();
        old.schema = schema;
        assert_eq!(Session::from_save(&old).err(), Some(expected));
    }
}

/// A save under another game's name is `SaveError::WrongGame`.
pub fn another_games_save_is_refused_as_the_wrong_game<G: KitGame>() {
    let (save, value) = sample_save::<G>();
    for other in [
        "satsuma", "honor", "judge", "pocket", "panda", "hanafuda", "",
    ] {
        if other == G::ID {
            continue;
        }
        let mut v = value.clone();
        v["game"] = json!(other);
        let parsed: Save<G, ()> = parse_save(&v.to_string()).unwrap();
        let expected = Some(SaveError::WrongGame(other.to_string()));
        assert_eq!(Session::from_save(&parsed).err(), expected);
        let mut theirs = save.clone();
        theirs.game = other.to_string();
        assert_eq!(Session::from_save(&theirs).err(), expected);
    }
}

// ---------------------------------------------------------------- determinism

fn observations<G: Game>(state: &G) -> Vec<G::Observation> {
    (0..state.seat_count()).map(|s| state.observe(s)).collect()
}

/// The same seed and log give the same state and the same observations at every step.
pub fn the_same_seed_and_log_give_the_same_states_and_observations<G: KitGame>() {
    for index in 0..G::SAVE_GAMES {
        let full = sample_game::<G>(index);
        let mut a = G::new(&full.config, full.seed);
        let mut b = G::new(&full.config, full.seed);
        for (step, (seat, action)) in full.log.iter().enumerate() {
            assert!(a == b, "{} game {index}: diverged at {step}", G::ID);
            assert!(
                observations(&a) == observations(&b),
                "{} game {index}: step {step}",
                G::ID
            );
            a.apply(*seat, action).unwrap();
            b.apply(*seat, action).unwrap();
        }
        assert!(a == b && a == full.state);
        assert!(observations(&a) == observations(&full.state));
    }
}

/// Different seeds deal differently: what the seats see at the start differs.
pub fn different_seeds_deal_differently<G: KitGame>() {
    let config = G::random_config(&mut from_seed(5));
    let views: Vec<Vec<G::Observation>> = (0..20)
        .map(|seed| observations(&G::new(&config, seed)))
        .collect();
    let distinct = (0..views.len())
        .filter(|&i| !views[..i].contains(&views[i]))
        .count();
    assert!(
        distinct >= 18,
        "{}: only {distinct} of 20 deals differ",
        G::ID
    );
}
