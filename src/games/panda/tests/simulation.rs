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
    let sum = s.results.iter().fold([0, 0], |a, r| [a[0] + r.total[0], a[1] + r.total[1]]);
    assert_eq!(sum, s.scores);
    for r in &s.results {
        if r.double_victory.is_none() {
            assert_eq!(r.card_points[0] + r.card_points[1], 100, "card points of a deal");
        } else {
            assert_eq!(r.card_points[0] + r.card_points[1], 200);
        }
        assert_eq!(r.total[0], r.card_points[0] + r.call_points[0] + r.kingdom_points[0]);
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
            state
                .apply(seat, &a)
                .unwrap_or_else(|e| panic!("seed {seed}: {:?} {a:?} by {seat}: {e}", players[seat]));
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
