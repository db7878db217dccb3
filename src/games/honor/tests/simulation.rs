//! Property tests over complete matches: invariants after every action, random illegal
//! actions, saves and replays, determinism, and what each seat can see.

use crate::core::rng::from_seed;
use crate::core::{parse_save, BotLevel, Game, GameRng, Save, SaveError, Seat, Session};
use crate::games::honor::state::{Held, EVERYONE};
use crate::games::honor::{
    bots, face_count, total, Action, BattleResult, Card, Event, GameEnd, HonorConfig, HonorError,
    HonorState, Phase, Place, Suit, ARMY_SIZE, DECK_SIZE, HAND_SIZE,
};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::RngExt;

type HonorSave = Save<HonorState, ()>;

/// No match comes near this many actions; one that did would not be ending.
const MAX_ACTIONS: usize = 5_000;

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

fn bot_rng(seed: u64, seat: usize) -> GameRng {
    from_seed(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ (seat as u64 + 101))
}

/// A random table: 2 to 6 seats, each variant on or off (Diplomacy only with Kings), now
/// and then a low target so that games also end on heads.
fn random_config(rng: &mut GameRng) -> HonorConfig {
    let kings = rng.random_bool(0.5);
    HonorConfig {
        seats: rng.random_range(2..=6),
        kings,
        negative_heads: rng.random_bool(0.5),
        charges: rng.random_bool(0.5),
        diplomacy: kings && rng.random_bool(0.6),
        stake_per_head: rng.random_range(0..3),
        target_heads: if rng.random_bool(0.25) {
            rng.random_range(2..=5)
        } else {
            10
        },
        games_in_match: rng.random_range(2..=3),
    }
}

/// The move of `player` for `seat`, which must have something to do.
fn choose(state: &HonorState, seat: usize, player: Player, rng: &mut GameRng) -> Action {
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

fn in_hand_phase(phase: Phase) -> bool {
    matches!(
        phase,
        Phase::JokerAppeal | Phase::Exchange | Phase::Charge | Phase::ArmyAppeal | Phase::Battle
    )
}

/// Where each card lies, with its knowers.
fn places(state: &HonorState) -> Vec<(Held, Option<Place>)> {
    let mut v: Vec<(Held, Option<Place>)> = Vec::new();
    v.extend(state.draw.iter().map(|h| (*h, None)));
    v.extend(state.discard.iter().map(|h| (*h, Some(Place::Discard))));
    v.extend(
        state
            .exchange_pile
            .iter()
            .map(|h| (*h, Some(Place::ExchangePile))),
    );
    for (s, seat) in state.seats.iter().enumerate() {
        v.extend(seat.hand.iter().map(|h| (*h, Some(Place::Hand(s)))));
        v.extend(
            seat.army
                .iter()
                .chain(seat.charge.iter())
                .map(|h| (*h, Some(Place::Army(s)))),
        );
    }
    v
}

/// What holds in every state, whatever happened before.
fn check_state(state: &HonorState) {
    let n = state.seat_count();
    let cfg = state.config();
    assert!(state.card_counts_consistent(), "a card lost or duplicated");
    let phase = state.phase();
    // Counters.
    for s in 0..n {
        let (h, d, out) = (state.heads(s), state.disgraces(s), state.is_out(s));
        if cfg.negative_heads {
            assert_eq!(d, 0, "the disgrace counter is not used");
            assert!(h >= -3);
            assert_eq!(out, h <= -3, "seat {s}: out exactly at -3 heads");
        } else {
            assert!(h >= 0 && d <= 3);
            assert_eq!(out, d >= 3, "seat {s}: out exactly at 3 disgraces");
        }
    }
    let in_count = state.in_players().len();
    if !matches!(phase, Phase::GameOver | Phase::Over | Phase::DeclareSuit) {
        assert!(in_count >= 2, "a game with one player left is over");
    }
    // Turns and legal actions.
    let to_act = state.to_act();
    assert_eq!(to_act.is_empty(), phase == Phase::Over);
    for s in 0..n + 1 {
        let legal = state.legal_actions(s);
        assert_eq!(
            !legal.is_empty(),
            to_act.contains(&s),
            "seat {s} in {phase:?}"
        );
    }
    assert_eq!(
        state.appeal().is_some(),
        matches!(phase, Phase::JokerAppeal | Phase::ArmyAppeal)
    );
    if let Some(w) = state.appeal() {
        assert!(!w.eligible.contains(&w.king), "a King may not appeal");
        assert_eq!(Some(w.king), state.king());
        assert!(cfg.diplomacy);
    }
    // Cards on the table.
    if phase == Phase::DeclareSuit {
        assert!(state.king().is_some() && state.illegal_suit().is_none());
        assert_eq!(state.draw_count(), DECK_SIZE);
    }
    if in_hand_phase(phase) {
        for s in state.in_players() {
            let seat = &state.seats[s];
            assert_eq!(seat.army.len(), ARMY_SIZE);
            assert!(seat.hand.len() <= HAND_SIZE);
            if phase != Phase::JokerAppeal {
                assert!(
                    seat.hand.iter().all(|h| !h.card.is_face()),
                    "Setup/Discard leaves no face card in a hand"
                );
            }
            assert!(seat.charge.is_none() || cfg.charges);
        }
        let swaps: usize = state.seats.iter().map(|s| s.swaps as usize).sum();
        assert_eq!(state.exchange_pile_count(), swaps);
    }
    // The draw pile is never known; nobody else knows a hand card but a shown Joker, nor an
    // army card before the reveal but its owner's own; the exchange pile is unseen.
    for (held, place) in places(state) {
        match place {
            None => assert_eq!(held.known, 0),
            Some(Place::Hand(s)) => assert!(
                held.known == bit(s) || (held.card.is_joker() && held.known == EVERYONE),
                "{:?} in {s}'s hand known to {:b}",
                held.card,
                held.known
            ),
            Some(Place::Army(s)) => {
                if state.seats[s].army_revealed {
                    assert_eq!(held.known, EVERYONE)
                } else {
                    assert!(held.known & !bit(s) == 0)
                }
            }
            Some(Place::ExchangePile) => assert!(held.known.count_ones() <= 1),
            Some(Place::Discard) => {}
        }
    }
    // Matches.
    let results = state.results();
    let ended = matches!(phase, Phase::GameOver | Phase::Over);
    assert_eq!(results.len() as u32, state.game_no() - u32::from(!ended));
    assert!(state.game_no() <= cfg.match_length());
    for s in 0..n {
        let won = results.iter().filter(|r| r.winner == Some(s)).count() as u32;
        assert_eq!(state.games_won(s), won);
    }
    assert_eq!(state.is_over(), phase == Phase::Over);
    // What each seat sees.
    for s in 0..n {
        check_observation(state, s);
    }
}

fn bit(seat: Seat) -> u8 {
    1 << seat
}

fn check_observation(state: &HonorState, me: Seat) {
    let obs = state.observe(me);
    assert_eq!(obs.me, me);
    assert_eq!(obs.phase, state.phase());
    assert_eq!(obs.my_hand, state.hand(me));
    assert_eq!(obs.legal_actions, state.legal_actions(me));
    assert_eq!(obs.to_act, state.to_act());
    assert_eq!(obs.king, state.king());
    assert_eq!(obs.illegal_suit, state.illegal_suit());
    assert_eq!(obs.draw_count, state.draw_count());
    assert_eq!(obs.discard_count, state.discard_count());
    assert_eq!(obs.exchange_pile_count, state.exchange_pile_count());
    for (s, view) in obs.seats.iter().enumerate() {
        assert_eq!(view.heads, state.heads(s));
        assert_eq!(view.disgraces, state.disgraces(s));
        assert_eq!(view.out, state.is_out(s));
        assert_eq!(view.hand_count, state.hand_count(s));
    }
    let army = &state.seats[me].army;
    assert_eq!(obs.my_army.len(), army.len());
    for (slot, held) in obs.my_army.iter().zip(army) {
        if let Some(card) = slot {
            assert_eq!(*card, held.card);
        }
    }
    // Everything listed is where it is said to be.
    let all = places(state);
    for (card, place) in &obs.known_elsewhere {
        assert!(
            all.iter()
                .any(|(h, p)| h.card == *card && *p == Some(*place) && h.known_to(me)),
            "{card:?} is not known to be in {place:?}"
        );
    }
    let unseen = obs.unseen();
    let known = obs.my_hand.len()
        + obs.my_army.iter().flatten().count()
        + obs.my_charge.iter().count()
        + obs.known_elsewhere.len();
    assert_eq!(unseen.len() + known, DECK_SIZE);
    assert!(unseen.iter().all(|c| !obs.my_hand.contains(c)));
    assert_eq!(&obs.events[..], &state.events()[obs.first_event..]);
}

/// Checks one legal action's effect against the rules, independently of `state.rs`.
fn check_step(before: &HonorState, seat: usize, action: &Action, after: &HonorState) {
    check_state(after);
    assert!(
        after.events().starts_with(before.events()),
        "events are only ever appended"
    );
    let new = &after.events()[before.events().len()..];
    let same_game = after.game_no() == before.game_no();
    if same_game {
        for s in 0..after.seat_count() {
            assert!(after.disgraces(s) >= before.disgraces(s));
            assert!(
                !before.is_out(s) || after.is_out(s),
                "out for the whole game"
            );
        }
    }
    match action {
        Action::Exchange { hand_index, slot } => {
            let card = before.seats[seat].hand[*hand_index].card;
            let replaced = before.seats[seat].army[*slot].card;
            assert_eq!(after.seats[seat].army[*slot].card, card);
            assert_eq!(after.hand_count(seat), before.hand_count(seat) - 1);
            assert_eq!(
                after.exchange_pile.last().map(|h| h.card),
                Some(replaced),
                "the replaced card goes to the exchange pile"
            );
            assert_eq!(new, &[Event::Exchanged { seat, slot: *slot }]);
        }
        Action::Charge { hand_index } => {
            let card = before.seats[seat].hand[*hand_index].card;
            assert_eq!(after.seats[seat].charge.map(|h| h.card), Some(card));
            assert_eq!(new[0], Event::Charged { seat });
        }
        Action::DeclareIllegalSuit(suit) => {
            assert_eq!(after.illegal_suit(), Some(*suit));
            assert_eq!(before.king(), Some(seat));
        }
        Action::NextGame => {
            assert_eq!(after.game_no(), before.game_no() + 1);
            assert_eq!(after.king(), before.results().last().unwrap().winner);
            assert_eq!(
                new[0],
                Event::GameBegins {
                    game_no: after.game_no(),
                    king: after.king()
                }
            );
        }
        Action::NextHand => {
            assert!(
                matches!(new[0], Event::HandBegins { hand_no, .. } if hand_no == before.hand_no() + 1)
            );
        }
        _ => {}
    }
    // Every battle is decided by the rules, recomputed here from the revealed armies.
    for (i, e) in new.iter().enumerate() {
        if let Event::Battle(result) = e {
            check_battle(before, &new[..i], result, after);
        }
    }
}

fn check_battle(before: &HonorState, earlier: &[Event], r: &BattleResult, after: &HonorState) {
    let n = before.seat_count();
    let out_now: Vec<bool> = (0..n)
        .map(|s| before.is_out(s) || earlier.contains(&Event::Out { seat: s }))
        .collect();
    let mut heads = 0;
    for s in 0..n {
        let Some(army) = &r.armies[s] else {
            assert!(before.is_out(s), "only players out miss a battle");
            continue;
        };
        assert!(army.len() == 3 || army.len() == 4);
        assert_eq!(r.totals[s], Some(total(army)));
        assert_eq!(r.joker[s], army.iter().any(|c| c.is_joker()));
        assert_eq!(r.charged[s], army.len() == 4);
        heads += face_count(army);
        let illegal = before
            .illegal_suit()
            .is_some_and(|suit| army.iter().any(|c| c.is_suit(suit)));
        assert_eq!(r.illegal.contains(&s), illegal);
    }
    assert_eq!(r.heads, heads);
    if r.cut_short {
        assert!(out_now.iter().filter(|o| !**o).count() <= 1);
        return;
    }
    let contenders: Vec<Seat> = (0..n)
        .filter(|&s| r.armies[s].is_some() && !r.joker[s] && !out_now[s])
        .collect();
    let best = contenders.iter().filter_map(|&s| r.totals[s]).max();
    let top: Vec<Seat> = contenders
        .iter()
        .copied()
        .filter(|&s| r.totals[s] == best)
        .collect();
    let winner = (top.len() == 1).then(|| top[0]);
    assert_eq!(r.winner, winner, "{r:?}");
    let failed: Vec<Seat> = match winner {
        Some(w) => (0..n)
            .filter(|&s| s != w && r.charged[s] && !out_now[s])
            .collect(),
        None => Vec::new(),
    };
    let mut sorted = r.failed_chargers.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, failed);
    if let Some(w) = winner {
        if after.game_no() == before.game_no() {
            assert!(after.heads(w) >= before.heads(w) + heads as i32 - 1);
        }
    }
}

/// At the end of each game: the counts equal what the events say happened.
fn check_games_from_events(state: &HonorState) {
    let n = state.seat_count();
    let cfg = state.config();
    let events = state.events();
    let starts: Vec<usize> = (0..events.len())
        .filter(|&i| matches!(events[i], Event::GameBegins { .. }))
        .collect();
    for (g, &start) in starts.iter().enumerate() {
        let end = starts.get(g + 1).copied().unwrap_or(events.len());
        let segment = &events[start..end];
        let mut disgraces = vec![0i32; n];
        let mut heads = vec![0i32; n];
        let mut out = vec![false; n];
        let mut over = None;
        for e in segment {
            assert!(over.is_none() || matches!(e, Event::MatchOver { .. }));
            match e {
                Event::Disgraced { seat, .. } => {
                    assert!(!out[*seat], "no disgrace for a player who is out");
                    disgraces[*seat] += 1;
                    if cfg.negative_heads {
                        heads[*seat] -= 1;
                    }
                }
                Event::Out { seat } => {
                    out[*seat] = true;
                }
                Event::Battle(b) => {
                    if let Some(w) = b.winner {
                        heads[w] += b.heads as i32;
                    }
                }
                Event::GameOver(result) => over = Some(result.clone()),
                _ => {}
            }
        }
        let Some(result) = over else {
            assert_eq!(g + 1, starts.len(), "only the last game may be running");
            continue;
        };
        assert_eq!(result.heads, heads, "heads from the events");
        if !cfg.negative_heads {
            let d: Vec<i32> = result.disgraces.iter().map(|&d| d as i32).collect();
            assert_eq!(d, disgraces);
        }
        let left: Vec<Seat> = (0..n).filter(|&s| !out[s]).collect();
        match result.how {
            GameEnd::TargetHeads => {
                let w = result.winner.unwrap();
                assert!(heads[w] >= cfg.target_heads as i32);
                assert!(!out[w]);
            }
            GameEnd::LastStanding => assert_eq!(left, vec![result.winner.unwrap()]),
            GameEnd::AllOutMostHeads => {
                assert!(left.is_empty());
                // The most heads among those the last batch put out.
                let reveal = segment
                    .iter()
                    .rposition(|e| matches!(e, Event::ArmiesRevealed { .. }))
                    .unwrap();
                let last: Vec<Seat> = segment[reveal..]
                    .iter()
                    .filter_map(|e| match e {
                        Event::Out { seat } => Some(*seat),
                        _ => None,
                    })
                    .collect();
                let w = result.winner.unwrap();
                assert!(last.contains(&w));
                assert!(last.iter().all(|&s| s == w || heads[s] < heads[w]));
            }
            GameEnd::AllOutTied => {
                assert!(left.is_empty());
                assert_eq!(result.winner, None);
            }
        }
        assert_eq!(
            result.stakes(),
            heads
                .iter()
                .map(|&h| h as i64 * cfg.stake_per_head as i64)
                .collect::<Vec<_>>()
        );
    }
}

/// A random action of any kind with random numbers in it.
fn random_action(rng: &mut GameRng) -> Action {
    let i = rng.random_range(0..6usize);
    let slot = rng.random_range(0..5usize);
    match rng.random_range(0..12) {
        0 => Action::DeclareIllegalSuit(*Suit::ALL.choose(rng).unwrap()),
        1 => Action::Appeal,
        2 => Action::AppealWithCard { hand_index: i },
        3 => Action::NoAppeal,
        4 => Action::Respond,
        5 => Action::Reject,
        6 => Action::Exchange {
            hand_index: i,
            slot,
        },
        7 => Action::EndExchange,
        8 => Action::Charge { hand_index: i },
        9 => Action::NoCharge,
        10 => Action::NextHand,
        _ => Action::NextGame,
    }
}

/// The error an illegal action must get, where the reason is decided before its numbers.
fn expected_error(state: &HonorState, seat: usize, action: &Action) -> Option<HonorError> {
    if seat >= state.seat_count() {
        return Some(HonorError::NoSuchSeat(seat));
    }
    if state.phase() == Phase::Over {
        return Some(HonorError::MatchOver);
    }
    let kind_ok = match state.phase() {
        Phase::DeclareSuit => matches!(action, Action::DeclareIllegalSuit(_)),
        Phase::JokerAppeal => matches!(
            action,
            Action::Appeal | Action::NoAppeal | Action::Respond | Action::Reject
        ),
        Phase::ArmyAppeal => matches!(
            action,
            Action::AppealWithCard { .. } | Action::NoAppeal | Action::Respond | Action::Reject
        ),
        Phase::Exchange => matches!(action, Action::Exchange { .. } | Action::EndExchange),
        Phase::Charge => matches!(action, Action::Charge { .. } | Action::NoCharge),
        Phase::Battle => *action == Action::NextHand,
        Phase::GameOver => *action == Action::NextGame,
        Phase::Over => false,
    };
    if !kind_ok {
        return Some(HonorError::NotNow(state.phase()));
    }
    if matches!(action, Action::Appeal | Action::AppealWithCard { .. })
        && state.appeal().is_some_and(|w| w.king == seat)
    {
        return Some(HonorError::KingCannotAppeal);
    }
    if !state.to_act().contains(&seat) {
        return Some(if state.is_out(seat) {
            HonorError::OutOfGame(seat)
        } else {
            HonorError::NotYourTurn(seat)
        });
    }
    None
}

/// Applies a random illegal action: it must fail with the right error and change nothing.
fn try_illegal(state: &mut HonorState, rng: &mut GameRng) -> bool {
    let n = state.seat_count();
    let seat = if rng.random_range(0..10) == 0 {
        *[n, n + 1, 9, usize::MAX].choose(rng).unwrap()
    } else {
        rng.random_range(0..n)
    };
    let action = random_action(rng);
    if seat < n && state.legal_actions(seat).contains(&action) {
        return false;
    }
    let before = state.clone();
    let result = state.apply(seat, &action);
    let Err(error) = result else {
        panic!("{seat} {action:?} was accepted in {:?}", before.phase());
    };
    match expected_error(&before, seat, &action) {
        Some(expected) => assert_eq!(error, expected, "{seat} {action:?}"),
        None => assert!(
            matches!(
                error,
                HonorError::NotNow(_)
                    | HonorError::NoSuchHandCard { .. }
                    | HonorError::NoSuchArmySlot(_)
            ),
            "{seat} {action:?}: {error:?}"
        ),
    }
    assert!(!error.to_string().is_empty());
    assert!(*state == before, "a refused action changed the state");
    true
}

/// The save now replays (through JSON) to exactly this state.
fn check_replay(session: &Session<HonorState>) {
    let save = session.to_save(());
    let json = serde_json::to_string(&save).expect("a save serialises");
    let parsed: HonorSave = parse_save(&json).expect("a save parses");
    assert_eq!(parsed, save);
    let replayed = Session::from_save(&parsed).expect("a save replays");
    assert_eq!(replayed.log, session.log);
    assert!(replayed.state == session.state, "replay differs");
}

#[derive(Default, Debug)]
struct Tallies {
    matches: u64,
    games: u64,
    actions: u64,
    illegal: u64,
    battles: u64,
    ties: u64,
    reshuffles: u64,
    joker_appeals: u64,
    army_appeals: u64,
    replaced_jokers: u64,
    cancelled_jokers: u64,
    failed_charges: u64,
    illegal_suit: u64,
    cut_short: u64,
    ends: [u64; 4],
    seats: [u64; 7],
    hard: u64,
}

/// Plays one complete match with every check; returns the finished session.
fn play_checked(
    seed: u64,
    config: &HonorConfig,
    players: &[Player],
    tallies: &mut Tallies,
) -> Session<HonorState> {
    let mut session = Session::<HonorState>::new(config.clone(), seed);
    let mut rng = from_seed(seed ^ 0x51A7_5EED);
    let mut bot_rngs: Vec<GameRng> = (0..players.len()).map(|s| bot_rng(seed, s)).collect();
    check_state(&session.state);
    let mut actions = 0;
    while !session.state.is_over() {
        actions += 1;
        assert!(actions < MAX_ACTIONS, "seed {seed}: the match does not end");
        if rng.random_bool(0.3) && try_illegal(&mut session.state, &mut rng) {
            tallies.illegal += 1;
        }
        let seat = *session.state.to_act().choose(&mut rng).unwrap();
        let action = choose(&session.state, seat, players[seat], &mut bot_rngs[seat]);
        assert!(
            session.state.legal_actions(seat).contains(&action),
            "{:?} chose an illegal {action:?}",
            players[seat]
        );
        let before = session.state.clone();
        session
            .apply(seat, action.clone())
            .unwrap_or_else(|e| panic!("seed {seed}: legal {action:?} refused: {e}"));
        check_step(&before, seat, &action, &session.state);
        tallies.actions += 1;
    }
    for _ in 0..4 {
        if try_illegal(&mut session.state, &mut rng) {
            tallies.illegal += 1;
        }
    }
    check_games_from_events(&session.state);
    check_replay(&session);
    tallies.matches += 1;
    tallies.seats[config.seats] += 1;
    for r in session.state.results() {
        tallies.games += 1;
        tallies.ends[r.how as usize] += 1;
    }
    for e in session.state.events() {
        match e {
            Event::Battle(b) => {
                tallies.battles += 1;
                tallies.ties += u64::from(b.winner.is_none());
                tallies.failed_charges += b.failed_chargers.len() as u64;
                tallies.illegal_suit += b.illegal.len() as u64;
                tallies.cut_short += u64::from(b.cut_short);
            }
            Event::Reshuffled { .. } => tallies.reshuffles += 1,
            Event::KingAnswered { appellant, .. } => {
                if appellant.is_some() {
                    tallies.army_appeals += 1;
                } else {
                    tallies.joker_appeals += 1;
                }
            }
            Event::JokerReplaced { .. } => tallies.replaced_jokers += 1,
            Event::JokerCancelled { .. } => tallies.cancelled_jokers += 1,
            _ => {}
        }
    }
    session
}

/// Matches `first..first + count`: random tables, mostly random/easy/medium bots and uniform
/// random play; every 20th match with a hard bot, every 200th all hard.
fn simulate(first: u64, count: u64) {
    let mut tallies = Tallies::default();
    let mut rng = from_seed(first ^ 0xC0FF_EE00);
    for m in first..first + count {
        let config = random_config(&mut rng);
        let mut players: Vec<Player> = (0..config.seats)
            .map(|_| *CHEAP_PLAYERS.choose(&mut rng).unwrap())
            .collect();
        if m % 20 == 0 {
            players[(m / 20) as usize % config.seats] = Player::Bot(BotLevel::Hard);
        }
        if m % 200 == 0 {
            players = vec![Player::Bot(BotLevel::Hard); config.seats];
        }
        tallies.hard += u64::from(players.contains(&Player::Bot(BotLevel::Hard)));
        play_checked(m, &config, &players, &mut tallies);
    }
    // Nothing vacuous: every kind of event and ending occurred and was checked.
    assert_eq!(tallies.matches, count);
    assert!(tallies.illegal > tallies.actions / 5, "{tallies:?}");
    assert!(tallies.ends.iter().all(|&n| n > 0), "{tallies:?}");
    assert!(tallies.seats[2..].iter().all(|&n| n > 0), "{tallies:?}");
    for n in [
        tallies.ties,
        tallies.reshuffles,
        tallies.joker_appeals,
        tallies.army_appeals,
        tallies.replaced_jokers,
        tallies.cancelled_jokers,
        tallies.failed_charges,
        tallies.illegal_suit,
        tallies.cut_short,
    ] {
        assert!(n > 0, "{tallies:?}");
    }
}

// 4 x 2,600 = 10,400 complete matches (more games: a Kings match has 2 or 3), in four tests
// so that they run in parallel.

#[test]
fn simulated_matches_keep_every_invariant_part_1() {
    simulate(0, 2600);
}

#[test]
fn simulated_matches_keep_every_invariant_part_2() {
    simulate(2600, 2600);
}

#[test]
fn simulated_matches_keep_every_invariant_part_3() {
    simulate(5200, 2600);
}

#[test]
fn simulated_matches_keep_every_invariant_part_4() {
    simulate(7800, 2600);
}

#[test]
fn each_variant_alone_and_all_four_together_play_to_the_end() {
    let base = HonorConfig::default();
    let sets = [
        base.clone(),
        HonorConfig {
            kings: true,
            ..base.clone()
        },
        HonorConfig {
            negative_heads: true,
            ..base.clone()
        },
        HonorConfig {
            charges: true,
            ..base.clone()
        },
        HonorConfig {
            kings: true,
            diplomacy: true,
            ..base.clone()
        },
        HonorConfig::all_variants(4),
    ];
    let mut tallies = Tallies::default();
    for (k, config) in sets.iter().enumerate() {
        for seats in 2..=6 {
            let config = HonorConfig {
                seats,
                ..config.clone()
            };
            for seed in 0..20 {
                let players: Vec<Player> = (0..seats)
                    .map(|s| CHEAP_PLAYERS[(seed as usize + s) % 4])
                    .collect();
                let session = play_checked(seed * 100 + k as u64, &config, &players, &mut tallies);
                assert_eq!(session.state.results().len() as u32, config.match_length());
            }
        }
    }
}

// ---------------------------------------------------------------- saves and replays

/// A complete match's session, played by cheap bots.
fn finished_session(seed: u64, config: &HonorConfig) -> Session<HonorState> {
    let mut session = Session::<HonorState>::new(config.clone(), seed);
    let mut rngs: Vec<GameRng> = (0..config.seats).map(|s| bot_rng(seed, s)).collect();
    while !session.state.is_over() {
        let seat = session.state.to_act()[0];
        let player = CHEAP_PLAYERS[(seed as usize + seat) % 4];
        let action = choose(&session.state, seat, player, &mut rngs[seat]);
        session.apply(seat, action).unwrap();
    }
    session
}

#[test]
fn a_save_replays_to_the_same_state_at_every_point() {
    for seed in 0..40 {
        let config = HonorConfig::all_variants(2 + seed as usize % 5);
        let full = finished_session(seed, &config);
        let mut session = Session::<HonorState>::new(config.clone(), seed);
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
    let replay_error = |save: &HonorSave| match Session::from_save(save) {
        Err(SaveError::Replay { index, reason }) => (index, reason),
        Err(other) => panic!("expected a replay error, got {other:?}"),
        Ok(_) => panic!("a tampered log replayed"),
    };
    let mut tested = 0;
    for seed in 0..60 {
        let config = HonorConfig {
            seats: 3,
            ..HonorConfig::default()
        };
        let session = finished_session(seed, &config);
        let save = session.to_save(());
        if save.log.is_empty() {
            continue;
        }
        tested += 1;
        let mut rng = from_seed(seed);
        let i = rng.random_range(0..save.log.len());
        // A seat that does not exist.
        let mut tampered = save.clone();
        tampered.log[i].0 = 7;
        let (index, reason) = replay_error(&tampered);
        assert_eq!(index, i);
        assert!(reason.contains("seat 7"), "{reason}");
        // A move after the end.
        let mut tampered = save.clone();
        tampered.log.push((0, Action::NextHand));
        assert_eq!(
            replay_error(&tampered),
            (save.log.len(), HonorError::MatchOver.to_string())
        );
        // A move repeated: refused with the reason the engine gives.
        let mut tampered = save.clone();
        tampered.log.insert(i + 1, save.log[i].clone());
        let mut state = HonorState::new(&config, seed);
        for (seat, action) in &save.log[..=i] {
            state.apply(*seat, action).unwrap();
        }
        // (Repeating an exchange can be legal.)
        if let Err(e) = state.apply(save.log[i].0, &save.log[i].1) {
            assert_eq!(replay_error(&tampered), (i + 1, e.to_string()));
        }
        // An exchange with a card that is not there, through the JSON text.
        let mut value = serde_json::to_value(&save).unwrap();
        value["log"][i][1] = serde_json::json!({ "Exchange": { "hand_index": 9, "slot": 0 } });
        let tampered: HonorSave = parse_save(&value.to_string()).unwrap();
        let (index, _) = replay_error(&tampered);
        assert_eq!(index, i);
    }
    assert!(tested > 30);
}

#[test]
fn corrupt_and_incompatible_saves_are_told_apart() {
    let save = finished_session(3, &HonorConfig::all_variants(4)).to_save(());
    let json = serde_json::to_string(&save).unwrap();
    let parse = |text: &str| parse_save::<HonorState, ()>(text);
    assert_eq!(parse(&json), Ok(save.clone()));
    for bad in ["", "not json", "{", "[]", "{}", &json[..json.len() / 2]] {
        assert!(matches!(parse(bad), Err(SaveError::Corrupt(_))), "{bad:?}");
    }
    let mut value = serde_json::to_value(&save).unwrap();
    value["schema"] = serde_json::json!(99);
    assert!(matches!(
        parse(&value.to_string()),
        Err(SaveError::Incompatible { found: 99, .. })
    ));
    let mut other = save.clone();
    other.game = "satsuma".into();
    assert!(matches!(
        Session::from_save(&other),
        Err(SaveError::WrongGame(_))
    ));
    // An old save with fields missing from the configuration still reads (defaults).
    let mut value = serde_json::to_value(&save).unwrap();
    value["config"] = serde_json::json!({ "seats": 3, "kings": true });
    let parsed: HonorSave = parse_save(&value.to_string()).unwrap();
    assert_eq!(parsed.config.seats, 3);
    assert_eq!(parsed.config.target_heads, 10);
}

// ---------------------------------------------------------------- determinism

#[test]
fn same_seed_and_same_actions_give_the_same_state() {
    let mut rng = from_seed(11);
    for seed in 0..100 {
        let config = random_config(&mut rng);
        let mut a = HonorState::new(&config, seed);
        let mut b = HonorState::new(&config, seed);
        assert!(a == b);
        let mut bot = bot_rng(seed, 0);
        while !a.is_over() {
            let seat = *a.to_act().choose(&mut rng).unwrap();
            let action = choose(&a, seat, CHEAP_PLAYERS[seed as usize % 4], &mut bot);
            a.apply(seat, &action).unwrap();
            b.apply(seat, &action).unwrap();
            assert!(a == b, "seed {seed}: diverged");
        }
    }
    // Another seed, another deal.
    let deals: std::collections::HashSet<Vec<Card>> = (0..20)
        .map(|seed| HonorState::new(&HonorConfig::default(), seed).hand(0))
        .collect();
    assert!(deals.len() > 15);
}

#[test]
fn the_order_of_simultaneous_exchanges_changes_nothing_but_the_event_order() {
    for seed in 0..200 {
        let config = HonorConfig::default();
        let state = HonorState::new(&config, seed);
        if state.phase() != Phase::Exchange {
            continue;
        }
        let seats = state.to_act();
        let mut plans: Vec<(usize, Vec<Action>)> = Vec::new();
        for &s in &seats {
            // Each seat swaps its first card into slot 1, then ends.
            let mut plan = Vec::new();
            if state.hand_count(s) > 0 {
                plan.push(Action::Exchange {
                    hand_index: 0,
                    slot: 1,
                });
            }
            plan.push(Action::EndExchange);
            plans.push((s, plan));
        }
        let run = |order: &[(usize, Vec<Action>)]| {
            let mut st = state.clone();
            for (s, plan) in order {
                for a in plan {
                    st.apply(*s, a).unwrap();
                }
            }
            st
        };
        let a = run(&plans);
        plans.reverse();
        let b = run(&plans);
        assert_eq!(a.seats, b.seats, "seed {seed}");
        assert_eq!(a.last_battle(), b.last_battle());
        let mut ea: Vec<Event> = a.events().to_vec();
        let mut eb: Vec<Event> = b.events().to_vec();
        ea.retain(|e| !matches!(e, Event::Exchanged { .. } | Event::ExchangeEnded { .. }));
        eb.retain(|e| !matches!(e, Event::Exchanged { .. } | Event::ExchangeEnded { .. }));
        assert_eq!(ea, eb);
    }
}

// ---------------------------------------------------------------- what a seat can see

/// A copy of `state` that differs only in what `seat` cannot see: the cards in every place
/// unknown to it are dealt anew, and the shuffles still to come are different.
fn reshuffle_hidden(state: &HonorState, seat: usize, rng: &mut GameRng) -> HonorState {
    fn piles(state: &mut HonorState) -> Vec<&mut [Held]> {
        let mut v: Vec<&mut [Held]> = vec![
            &mut state.draw[..],
            &mut state.discard[..],
            &mut state.exchange_pile[..],
        ];
        for s in &mut state.seats {
            v.push(&mut s.hand[..]);
            v.push(&mut s.army[..]);
            v.push(s.charge.as_mut_slice());
        }
        v
    }
    let mut variant = state.clone();
    let mut hidden: Vec<Card> = piles(&mut variant)
        .iter()
        .flat_map(|p| p.iter().filter(|h| !h.known_to(seat)).map(|h| h.card))
        .collect();
    hidden.shuffle(rng);
    let mut next = hidden.into_iter();
    for pile in piles(&mut variant) {
        for h in pile.iter_mut().filter(|h| !h.known_to(seat)) {
            h.card = next.next().unwrap();
        }
    }
    variant.rng = from_seed(rng.random());
    assert!(variant.card_counts_consistent());
    variant
}

#[test]
fn hidden_cards_change_neither_the_observation_nor_any_bot_decision() {
    let mut differing = 0;
    let mut config_rng = from_seed(77);
    for seed in 0..150u64 {
        let config = random_config(&mut config_rng);
        let mut state = HonorState::new(&config, seed);
        let mut rng = from_seed(seed ^ 0x0B5E);
        let mut play_rngs: Vec<GameRng> = (0..config.seats).map(|s| bot_rng(seed, s)).collect();
        let mut steps = 0;
        while !state.is_over() && steps < 400 {
            steps += 1;
            for seat in 0..config.seats {
                let variant = reshuffle_hidden(&state, seat, &mut rng);
                differing += usize::from(variant.seats != state.seats);
                let obs = state.observe(seat);
                assert_eq!(
                    variant.observe(seat),
                    obs,
                    "seed {seed}: hidden cards leaked"
                );
                // Hard is slow: its decisions are compared at every third step.
                let levels: &[BotLevel] = if steps % 3 == 0 {
                    &BotLevel::ALL
                } else {
                    &BotLevel::ALL[..3]
                };
                for &level in levels {
                    let key = seed * 10_000 + steps;
                    let decided = bots::decide(&obs, level, &mut from_seed(key));
                    let decided_variant =
                        bots::decide(&variant.observe(seat), level, &mut from_seed(key));
                    assert_eq!(decided, decided_variant, "seed {seed}: {level:?}");
                }
            }
            let seat = *state.to_act().choose(&mut rng).unwrap();
            let player = CHEAP_PLAYERS[(seed as usize + seat) % 4];
            let action = choose(&state, seat, player, &mut play_rngs[seat]);
            state.apply(seat, &action).unwrap();
        }
    }
    assert!(
        differing > 1000,
        "the hidden cards were really varied: {differing}"
    );
}

#[test]
fn the_observation_shows_what_the_seat_can_see() {
    for seed in 0..30 {
        let state = HonorState::new(&HonorConfig::default(), seed);
        // Its own hand changes its observation.
        let obs = state.observe(0);
        let mut changed = state.clone();
        if let (Some(h), Some(d)) = (changed.seats[0].hand.first_mut(), changed.draw.first_mut()) {
            std::mem::swap(&mut h.card, &mut d.card);
            assert_ne!(changed.observe(0), obs);
        }
        // A hand discarded for a face card is shown to everybody.
        for e in state.events() {
            if let Event::HandDiscarded { cards, .. } = e {
                for c in cards {
                    for s in 0..4 {
                        let o = state.observe(s);
                        let in_discard = o.known_elsewhere.contains(&(*c, Place::Discard));
                        assert!(in_discard || !state.discard.iter().any(|h| h.card == *c));
                    }
                }
            }
        }
    }
}

#[test]
#[should_panic(expected = "seat 99 is not at this table (4 seats)")]
fn observing_a_seat_not_at_the_table_panics() {
    let state = HonorState::new(&HonorConfig::default(), 1);
    // The last seat is still a seat; one past it is not.
    assert_eq!(state.observe(3).me, 3);
    state.observe(99);
}

#[test]
#[should_panic(expected = "seat 4 is not at this table (4 seats)")]
fn observing_the_seat_one_past_the_last_panics() {
    HonorState::new(&HonorConfig::default(), 1).observe(4);
}
