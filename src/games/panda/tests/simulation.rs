//! Complete deals with invariants after every action, illegal actions, replays and what
//! each seat can see.

use super::super::bots;
use super::super::cards::{Card, CardSet, DECK_SIZE};
use super::super::state::{Action, PandaConfig, PandaError, PandaState, Phase, SEATS};
use crate::core::rng::from_seed;
use crate::core::{BotLevel, Game, GameRng, Seat};
use rand::seq::IndexedRandom;
use rand::RngExt;

const MAX_ACTIONS: usize = 100_000;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Player {
    Bot(BotLevel),
    /// Uniformly among `legal_actions` (slow in the passing: used rarely).
    Uniform,
}

fn bot_rng(seed: u64, seat: usize) -> GameRng {
    from_seed(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ (seat as u64 + 101))
}

fn choose(state: &PandaState, seat: Seat, player: Player, rng: &mut GameRng) -> Action {
    match player {
        Player::Bot(level) => {
            bots::decide(&state.observe(seat), level, rng).expect("a bot in to_act acts")
        }
        Player::Uniform => {
            let v = state.legal_actions(seat);
            // CallPanda is optional: take it rarely, not one time in two.
            let v: Vec<Action> = if v.len() > 1 && rng.random_bool(0.9) {
                v.into_iter().filter(|a| *a != Action::CallPanda).collect()
            } else {
                v
            };
            *v.choose(rng).expect("a legal action")
        }
    }
}

/// Every card exactly once among hands, won piles and the trick; counts and scores agree.
fn check_invariants(s: &PandaState) {
    if s.phase == Phase::Over && s.single_deal {
        return;
    }
    let mut seen = 0u64;
    let mut total = 0usize;
    for part in s.hands.iter().chain(s.won.iter()).chain([&s.trick]) {
        assert_eq!(seen & part.0, 0, "a card in two places");
        seen |= part.0;
        total += part.len();
    }
    if s.phase != Phase::Over {
        assert_eq!(total, DECK_SIZE, "a card lost");
        assert_eq!(CardSet(seen), CardSet::FULL);
    }
    let sum = s
        .results
        .iter()
        .fold([0, 0], |a, r| [a[0] + r.total[0], a[1] + r.total[1]]);
    assert_eq!(sum, s.scores);
    for r in &s.results {
        if r.double_victory.is_none() {
            assert_eq!(
                r.card_points[0] + r.card_points[1],
                100,
                "card points of a deal"
            );
        } else {
            assert_eq!(r.card_points[0] + r.card_points[1], 200);
        }
        assert_eq!(
            r.total[0],
            r.card_points[0] + r.call_points[0] + r.kingdom_points[0]
        );
    }
    if s.phase == Phase::Passing {
        assert!(s.hands.iter().all(|h| h.len() == 15));
    }
    if s.phase != Phase::Over {
        assert!(!s.to_act().is_empty(), "somebody must act");
    }
    if s.phase == Phase::Play {
        assert!(s.active(s.turn), "the turn is with a seat holding cards");
    }
    assert!(s.out.len() <= 3);
}

/// Everything an action could change (events by count: they are only ever appended).
pub(super) fn fingerprint(s: &PandaState) -> String {
    format!(
        "{:?} {} {:?} {:?} {:?} {:?} {:?} {:?} {} {:?} {} {:?} {} {} {:?} {} {:?} {:?} {:?} {} {} {:?} {:?}",
        s.phase,
        s.deal,
        s.hands,
        s.won,
        s.gifts,
        s.received,
        s.called,
        s.has_played,
        s.first_lead,
        s.table,
        s.owner,
        s.trick,
        s.passed,
        s.turn,
        s.leader,
        s.pending,
        s.out,
        s.kingdoms,
        s.scores,
        s.results.len(),
        s.events.len(),
        s.winner,
        s.rng,
    )
}

/// A random action, legal or not.
fn random_action(s: &PandaState, rng: &mut GameRng) -> (Seat, Action) {
    let seat = rng.random_range(0..SEATS);
    let card = |rng: &mut GameRng| Card(rng.random_range(0..DECK_SIZE as u8));
    let a = match rng.random_range(0..7) {
        0 => Action::CallPanda,
        1 => Action::GiveCards {
            left: card(rng),
            partner: card(rng),
            right: card(rng),
        },
        2 => Action::Pass,
        3 => Action::NoAmbush,
        4 => Action::GiveTrick(rng.random_range(0..SEATS)),
        _ => {
            // Often from the seat's own hand, so that real comparisons are exercised.
            let h = s.hands[seat].to_vec();
            let n = rng.random_range(1..=6);
            let mut set = CardSet::EMPTY;
            for _ in 0..n {
                if !h.is_empty() && rng.random_bool(0.9) {
                    set.insert(*h.choose(rng).expect("a card"));
                } else {
                    set.insert(card(rng));
                }
            }
            Action::Play(set)
        }
    };
    (seat, a)
}

/// Plays `deals` complete deals (games of random targets) with mixed players.
fn simulate(deals: usize, seed0: u64) -> (usize, usize) {
    let mut played = 0;
    let mut illegal = 0;
    let mut g = 0u64;
    while played < deals {
        g += 1;
        let seed = seed0 + g;
        let mut rng = from_seed(seed ^ 0xABCD);
        let config = PandaConfig {
            target_score: *[100, 300, 1000].choose(&mut rng).expect("a target"),
        };
        let players: [Player; 4] = std::array::from_fn(|_| {
            let k = rng.random_range(0..100);
            match k {
                0..30 => Player::Bot(BotLevel::Random),
                30..60 => Player::Bot(BotLevel::Easy),
                60..99 => Player::Bot(BotLevel::Medium),
                _ => Player::Uniform,
            }
        });
        let mut rngs: Vec<GameRng> = (0..SEATS).map(|s| bot_rng(seed, s)).collect();
        let mut state = PandaState::new(&config, seed);
        let mut actions = 0;
        check_invariants(&state);
        while !state.is_over() {
            actions += 1;
            assert!(actions < MAX_ACTIONS, "seed {seed}: no end");
            if rng.random_range(0..10) == 0 {
                let before = fingerprint(&state);
                let (seat, a) = random_action(&state, &mut rng);
                let mut probe = state.clone();
                match probe.apply(seat, &a) {
                    Err(e) => {
                        illegal += 1;
                        assert!(!e.to_string().is_empty());
                        assert_eq!(fingerprint(&probe), before, "{a:?} by {seat}: {e}");
                    }
                    Ok(()) => {
                        // A legal random action (a call, a play that happens to fit) is
                        // played for real.
                        state = probe;
                        check_invariants(&state);
                        continue;
                    }
                }
            }
            let to_act = state.to_act();
            let seat = *to_act.choose(&mut rng).expect("a seat");
            let a = choose(&state, seat, players[seat], &mut rngs[seat]);
            let deal = state.deal;
            state.apply(seat, &a).unwrap_or_else(|e| {
                panic!("seed {seed}: {:?} {a:?} by {seat}: {e}", players[seat])
            });
            check_invariants(&state);
            if state.deal != deal || state.is_over() {
                played += 1;
            }
        }
        assert!(state.winner.is_some());
        let [a, b] = state.scores;
        assert!(a.max(b) >= config.target_score && a != b);
    }
    (played, illegal)
}

#[test]
fn ten_thousand_deals_keep_every_invariant() {
    let (deals, illegal) = simulate(10_000, 1);
    assert!(deals >= 10_000);
    assert!(illegal > 10_000, "illegal actions were tried: {illegal}");
}

#[test]
fn illegal_actions_leave_the_state_unchanged_and_say_why() {
    let mut s = PandaState::new(&PandaConfig::default(), 3);
    let before = format!("{s:?}");
    let e = s.apply(0, &Action::Pass).unwrap_err();
    assert_eq!(e, PandaError::NotNow("there is no trick to pass on"));
    assert_eq!(format!("{s:?}"), before);
}

type PandaSave = crate::core::Save<PandaState, ()>;

/// Plays a game with bots through a Session, stopping after `max_actions` if given.
fn session_game(
    seed: u64,
    config: PandaConfig,
    max_actions: Option<usize>,
) -> crate::core::Session<PandaState> {
    let mut session = crate::core::Session::<PandaState>::new(config, seed);
    let levels = [
        BotLevel::Medium,
        BotLevel::Easy,
        BotLevel::Random,
        BotLevel::Medium,
    ];
    let mut rngs: Vec<GameRng> = (0..SEATS).map(|s| bot_rng(seed, s)).collect();
    let mut n = 0;
    while !session.state.is_over() && max_actions.is_none_or(|m| n < m) {
        let seat = session.state.to_act()[0];
        let a = bots::decide(&session.state.observe(seat), levels[seat], &mut rngs[seat])
            .expect("a move");
        session.apply(seat, a).expect("legal");
        n += 1;
    }
    session
}

#[test]
fn save_and_replay_reproduce_the_game_exactly() {
    for seed in [1u64, 2, 3] {
        let session = session_game(seed, PandaConfig { target_score: 300 }, None);
        let json = serde_json::to_string(&session.to_save(())).expect("json");
        let save: PandaSave = crate::core::parse_save(&json).expect("parse");
        let replay = crate::core::Session::<PandaState>::from_save(&save).expect("replay");
        assert_eq!(fingerprint(&replay.state), fingerprint(&session.state));
        assert_eq!(replay.state.events(), session.state.events());
        assert!(replay.state.is_over());
    }
    // Mid-game too, and the same seed deals the same cards.
    let a = session_game(9, PandaConfig::default(), Some(150));
    let save = a.to_save(());
    let b = crate::core::Session::<PandaState>::from_save(&save).expect("replay");
    assert_eq!(fingerprint(&a.state), fingerprint(&b.state));
    assert_eq!(
        PandaState::new(&PandaConfig::default(), 9).hands,
        PandaState::new(&PandaConfig::default(), 9).hands
    );
}

#[test]
fn a_save_that_does_not_replay_says_where() {
    let session = session_game(4, PandaConfig::default(), Some(40));
    let mut save = session.to_save(());
    save.log.insert(5, (0, Action::GiveTrick(1)));
    match crate::core::Session::<PandaState>::from_save(&save) {
        Err(crate::core::SaveError::Replay { index, .. }) => assert_eq!(index, 5),
        other => panic!(
            "expected a replay error, got {:?}",
            other.map(|s| s.log.len())
        ),
    }
    assert!(matches!(
        crate::core::parse_save::<PandaState, ()>("{not json"),
        Err(crate::core::SaveError::Corrupt(_))
    ));
}

/// Swaps two cards between two other seats' hands that `me` cannot know about.
fn swap_hidden(s: &PandaState, me: Seat, a: Seat, b: Seat) -> Option<PandaState> {
    let known: CardSet = s.gifts[me]
        .map(|g| CardSet::from_cards(&g))
        .unwrap_or_default();
    let pick = |x: Seat| {
        s.hands[x].cards().find(|&c| {
            !known.contains(c) && c != Card::STORK && s.gifts[x].is_none_or(|g| !g.contains(&c))
        })
    };
    let (ca, cb) = (pick(a)?, pick(b)?);
    let mut t = s.clone();
    t.hands[a].remove(ca);
    t.hands[a].insert(cb);
    t.hands[b].remove(cb);
    t.hands[b].insert(ca);
    Some(t)
}

#[test]
fn observation_hides_the_others_cards_and_bots_decide_alike() {
    let mut checked = 0;
    for seed in 0..30u64 {
        let session = session_game(
            seed,
            PandaConfig::default(),
            Some(20 + (seed as usize * 7) % 120),
        );
        let s = &session.state;
        for me in s.to_act() {
            let (a, b) = ((me + 1) % 4, (me + 2) % 4);
            let Some(t) = swap_hidden(s, me, a, b) else {
                continue;
            };
            assert_ne!(t.hands, s.hands);
            let (o1, o2) = (s.observe(me), t.observe(me));
            assert_eq!(o1, o2, "seed {seed} seat {me}");
            for level in BotLevel::ALL {
                let d1 = bots::decide(&o1, level, &mut from_seed(seed));
                let d2 = bots::decide(&o2, level, &mut from_seed(seed));
                assert_eq!(d1, d2);
            }
            checked += 1;
        }
    }
    assert!(checked >= 20, "{checked}");
}

#[test]
fn observation_shows_own_hand_counts_calls_played_and_own_passing() {
    let session = session_game(5, PandaConfig::default(), Some(60));
    let s = &session.state;
    for me in 0..4 {
        let o = s.observe(me);
        assert_eq!(o.hand, s.hands[me]);
        assert_eq!(o.hand_counts.map(|n| n as usize), s.hands.map(|h| h.len()));
        assert_eq!(o.called, s.called);
        assert_eq!(o.my_gifts, s.gifts[me]);
        assert!(o.unseen().0 & o.hand.0 == 0);
        let others = (0..4)
            .filter(|&x| x != me)
            .fold(0u64, |m, x| m | s.hands[x].0);
        assert!(
            others & !o.unseen().0 & !o.my_gifts.map(|g| CardSet::from_cards(&g).0).unwrap_or(0)
                == 0
        );
    }
}

/// The fast generator gives one play per distinct combination up to suits (the same
/// kinds, lengths and ranks as the full list), and both lists are accepted by `apply`.
#[test]
fn fast_generator_covers_every_legal_play_up_to_suits() {
    use super::super::moves;
    let mut checked = 0;
    for seed in 0..400u64 {
        let session = session_game(
            seed,
            PandaConfig::default(),
            Some(10 + (seed as usize * 13) % 200),
        );
        let s = &session.state;
        if s.phase != Phase::Play {
            continue;
        }
        let seat = s.turn;
        let all = s.legal_plays(seat);
        let mut fast = Vec::new();
        moves::plays(s.hands[seat], &s.ctx(), &mut fast);
        let shape = |c: &super::super::combo::Combination| (c.kind, c.len, c.key());
        for f in &fast {
            assert!(
                all.iter().any(|a| a.cards == f.cards),
                "seed {seed}: {f:?} not in the full list"
            );
        }
        for a in &all {
            assert!(
                fast.iter().any(|f| shape(f) == shape(a)),
                "seed {seed}: no fast play like {a:?}"
            );
            let mut t = s.clone();
            t.apply(seat, &Action::Play(a.cards))
                .expect("a listed play is legal");
        }
        let listed = s.legal_actions(seat);
        assert_eq!(
            listed.len(),
            all.len() + s.table.is_some() as usize + s.may_call(seat) as usize
        );
        checked += 1;
    }
    assert!(checked >= 50, "{checked}");
}

#[test]
fn history_lines_name_seats_and_combinations() {
    use super::super::combo::recognize;
    use super::super::state::Event;
    use super::cs;
    let names = ["Aiko", "Ren", "Sora", "Kenji"];
    let fh = recognize(cs(&["t9", "g9", "a9", "t2", "r2"])).expect("full house");
    assert_eq!(
        Event::Played { seat: 1, combo: fh }.describe(&names),
        "Ren plays Full house, 9s"
    );
    assert_eq!(
        Event::CalledPanda { seat: 0 }.describe(&names),
        "Aiko calls Panda"
    );
    let amb = recognize(cs(&["t7", "g7", "r7", "a7"])).expect("ambush");
    assert!(Event::Ambushed {
        seat: 2,
        combo: amb
    }
    .describe(&names)
    .starts_with("Sora ambushes!"));
    assert_eq!(
        Event::TrickGiven {
            from: 2,
            to: 1,
            points: 35
        }
        .describe(&names),
        "Sora gives the Panda's trick to Ren (35 points)"
    );
}

#[test]
fn calling_panda_is_listed_out_of_turn_until_the_first_card() {
    let s = PandaState::new(&PandaConfig::default(), 8);
    for seat in 0..4 {
        assert!(s.legal_actions(seat).contains(&Action::CallPanda));
    }
    let session = session_game(8, PandaConfig::default(), Some(80));
    let s = &session.state;
    for seat in 0..4 {
        assert_eq!(
            s.legal_actions(seat).contains(&Action::CallPanda),
            !s.has_played[seat] && !s.called[seat]
        );
    }
}

#[test]
#[should_panic(expected = "seat 4 is not at this table (4 seats)")]
fn observing_a_seat_not_at_the_table_panics_rather_than_show_a_real_seats_cards() {
    let s = PandaState::new(&PandaConfig::default(), 1);
    let _ = s.observe(4);
}
