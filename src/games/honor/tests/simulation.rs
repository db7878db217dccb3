//! Honor's hooks for the engine test kit (`core::testkit`, run in `kit.rs`): random tables,
//! what holds in every state, what each action must do, random actions and their reasons for
//! refusal, and the hidden cards dealt anew; then the scenarios particular to Honor.

use crate::core::rng::from_seed;
use crate::core::testkit::{
    count, deal_anew, ensure, ensure_eq, play_checked, sample_game, KitGame, Player, Stats, Tally,
};
use crate::core::{parse_save, Game, GameRng, Save, Seat};
use crate::games::honor::state::{Held, EVERYONE};
use crate::games::honor::{
    face_count, total, Action, BattleResult, Card, Event, GameEnd, HonorConfig, HonorError,
    HonorState, Phase, Place, Suit, ARMY_SIZE, DECK_SIZE, HAND_SIZE,
};
use rand::seq::IndexedRandom;
use rand::RngExt;

impl KitGame for HonorState {
    const MAX_ACTIONS: usize = 5_000;
    // Matches (more games: a Kings match has 2 or 3), as many as before the kit.
    const GAMES: u64 = 4 * 2_600;
    // Hard is the slowest: one seat in every 18th match.
    const HARD_EVERY: u64 = 18;

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
            // The house rule, on at half the tables.
            opening_grace: rng.random_bool(0.5),
        }
    }

    // The invariants check that exactly the seats to act have legal actions.
    const CHECK_LEGAL_LISTS: bool = false;

    fn invariants(&self) -> Result<(), String> {
        check_state(self)?;
        if matches!(self.phase(), Phase::GameOver | Phase::Over) {
            check_games_from_events(self)?;
        }
        Ok(())
    }

    const STEP_CHECKS: bool = true;

    fn step_invariants(&self, seat: usize, action: &Action, after: &Self) -> Result<(), String> {
        check_step(self, seat, action, after)
    }

    fn candidate_actions(&self, _: usize, rng: &mut GameRng) -> Vec<Action> {
        vec![random_action(rng)]
    }

    fn check_refusal(
        &self,
        seat: usize,
        action: &Action,
        error: &HonorError,
    ) -> Result<(), String> {
        match expected_error(self, seat, action) {
            Some(expected) => ensure_eq!(*error, expected),
            None => ensure!(matches!(
                error,
                HonorError::NotNow(_)
                    | HonorError::NoSuchHandCard { .. }
                    | HonorError::NoSuchArmySlot(_)
            )),
        }
        Ok(())
    }

    // Hard is slow: its decisions are compared at every third action.
    const HIDDEN_HARD_EVERY: usize = 3;

    fn reshuffle_hidden(&self, seat: usize, rng: &mut GameRng) -> Option<Self> {
        Some(reshuffle_hidden(self, seat, rng))
    }

    fn tally(&self, tally: &mut Tally) {
        for seats in 2..=6 {
            let name = ["2 seats", "3 seats", "4 seats", "5 seats", "6 seats"][seats - 2];
            count(tally, name, u64::from(self.seat_count() == seats));
        }
        let ends = [
            (GameEnd::TargetHeads, "game won on heads"),
            (GameEnd::LastStanding, "game won by the last standing"),
            (GameEnd::AllOutMostHeads, "game won with all out"),
            (GameEnd::AllOutTied, "game tied with all out"),
        ];
        for (how, name) in ends {
            count(
                tally,
                name,
                self.results().iter().filter(|r| r.how == how).count() as u64,
            );
        }
        count(
            tally,
            "opening grace on",
            u64::from(self.config().opening_grace),
        );
        // A face-card hand discarded without its disgrace: the opening grace kept its owner in.
        let spared = self
            .events()
            .windows(2)
            .filter(|w| {
                matches!(w[0], Event::HandDiscarded { .. })
                    && !matches!(w[1], Event::Disgraced { .. })
            })
            .count();
        count(tally, "kept in by the opening grace", spared as u64);
        for e in self.events() {
            let (name, n) = match e {
                Event::Battle(b) => {
                    count(tally, "failed charge", b.failed_chargers.len() as u64);
                    count(tally, "army in the illegal suit", b.illegal.len() as u64);
                    count(tally, "battle cut short", u64::from(b.cut_short));
                    ("tied battle", u64::from(b.winner.is_none()))
                }
                Event::Reshuffled { .. } => ("reshuffle", 1),
                Event::KingAnswered {
                    appellant: Some(_), ..
                } => ("appeal with an army card", 1),
                Event::KingAnswered {
                    appellant: None, ..
                } => ("appeal of a Joker", 1),
                Event::JokerReplaced { .. } => ("Joker replaced", 1),
                Event::JokerCancelled { .. } => ("Joker cancelled", 1),
                _ => continue,
            };
            count(tally, name, n);
        }
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
fn check_state(state: &HonorState) -> Result<(), String> {
    let n = state.seat_count();
    let cfg = state.config();
    ensure!(state.card_counts_consistent(), "a card lost or duplicated");
    let phase = state.phase();
    // Counters.
    for s in 0..n {
        let (h, d, out) = (state.heads(s), state.disgraces(s), state.is_out(s));
        if cfg.negative_heads {
            ensure_eq!(d, 0, "the disgrace counter is not used");
            ensure!(h >= -3);
            ensure_eq!(out, h <= -3, "seat {s}: out exactly at -3 heads");
        } else {
            ensure!(h >= 0 && d <= 3);
            ensure_eq!(out, d >= 3, "seat {s}: out exactly at 3 disgraces");
        }
    }
    let in_count = state.in_players().len();
    if !matches!(phase, Phase::GameOver | Phase::Over | Phase::DeclareSuit) {
        ensure!(in_count >= 2, "a game with one player left is over");
    }
    // Turns and legal actions.
    let to_act = state.to_act();
    ensure_eq!(to_act.is_empty(), phase == Phase::Over);
    for s in 0..n + 1 {
        let legal = state.legal_actions(s);
        ensure_eq!(
            !legal.is_empty(),
            to_act.contains(&s),
            "seat {s} in {phase:?}"
        );
    }
    ensure_eq!(
        state.appeal().is_some(),
        matches!(phase, Phase::JokerAppeal | Phase::ArmyAppeal)
    );
    if let Some(w) = state.appeal() {
        ensure!(!w.eligible.contains(&w.king), "a King may not appeal");
        ensure_eq!(Some(w.king), state.king());
        ensure!(cfg.diplomacy);
    }
    // Cards on the table.
    if phase == Phase::DeclareSuit {
        ensure!(state.king().is_some() && state.illegal_suit().is_none());
        ensure_eq!(state.draw_count(), DECK_SIZE);
    }
    if in_hand_phase(phase) {
        for s in state.in_players() {
            let seat = &state.seats[s];
            ensure_eq!(seat.army.len(), ARMY_SIZE);
            ensure!(seat.hand.len() <= HAND_SIZE);
            if phase != Phase::JokerAppeal {
                ensure!(
                    seat.hand.iter().all(|h| !h.card.is_face()),
                    "Setup/Discard leaves no face card in a hand"
                );
            }
            ensure!(seat.charge.is_none() || cfg.charges);
        }
        let swaps: usize = state.seats.iter().map(|s| s.swaps as usize).sum();
        ensure_eq!(state.exchange_pile_count(), swaps);
    }
    // The draw pile is never known; nobody else knows a hand card but a shown Joker, nor an
    // army card before the reveal but its owner's own; the exchange pile is unseen.
    for (held, place) in places(state) {
        match place {
            None => ensure_eq!(held.known, 0),
            Some(Place::Hand(s)) => ensure!(
                held.known == bit(s) || (held.card.is_joker() && held.known == EVERYONE),
                "{:?} in {s}'s hand known to {:b}",
                held.card,
                held.known
            ),
            Some(Place::Army(s)) => {
                if state.seats[s].army_revealed {
                    ensure_eq!(held.known, EVERYONE)
                } else {
                    ensure!(held.known & !bit(s) == 0)
                }
            }
            Some(Place::ExchangePile) => ensure!(held.known.count_ones() <= 1),
            Some(Place::Discard) => {}
        }
    }
    // Matches.
    let results = state.results();
    let ended = matches!(phase, Phase::GameOver | Phase::Over);
    ensure_eq!(results.len() as u32, state.game_no() - u32::from(!ended));
    ensure!(state.game_no() <= cfg.match_length());
    for s in 0..n {
        let won = results.iter().filter(|r| r.winner == Some(s)).count() as u32;
        ensure_eq!(state.games_won(s), won);
    }
    ensure_eq!(state.is_over(), phase == Phase::Over);
    // What each seat sees.
    for s in 0..n {
        check_observation(state, s)?;
    }
    Ok(())
}

fn bit(seat: Seat) -> u8 {
    1 << seat
}

fn check_observation(state: &HonorState, me: Seat) -> Result<(), String> {
    let obs = state.observe(me);
    ensure_eq!(obs.me, me);
    ensure_eq!(obs.phase, state.phase());
    ensure_eq!(obs.my_hand, state.hand(me));
    ensure_eq!(obs.legal_actions, state.legal_actions(me));
    ensure_eq!(obs.to_act, state.to_act());
    ensure_eq!(obs.king, state.king());
    ensure_eq!(obs.illegal_suit, state.illegal_suit());
    ensure_eq!(obs.draw_count, state.draw_count());
    ensure_eq!(obs.discard_count, state.discard_count());
    ensure_eq!(obs.exchange_pile_count, state.exchange_pile_count());
    for (s, view) in obs.seats.iter().enumerate() {
        ensure_eq!(view.heads, state.heads(s));
        ensure_eq!(view.disgraces, state.disgraces(s));
        ensure_eq!(view.out, state.is_out(s));
        ensure_eq!(view.hand_count, state.hand_count(s));
    }
    let army = &state.seats[me].army;
    ensure_eq!(obs.my_army.len(), army.len());
    for (slot, held) in obs.my_army.iter().zip(army) {
        if let Some(card) = slot {
            ensure_eq!(*card, held.card);
        }
    }
    // Everything listed is where it is said to be.
    let all = places(state);
    for (card, place) in &obs.known_elsewhere {
        ensure!(
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
    ensure_eq!(unseen.len() + known, DECK_SIZE);
    ensure!(unseen.iter().all(|c| !obs.my_hand.contains(c)));
    let cut: Vec<Event> = state.events()[obs.first_event..]
        .iter()
        .map(|e| e.seen_by(Some(obs.me)))
        .collect();
    ensure_eq!(obs.events, cut);
    Ok(())
}

/// Checks one legal action's effect against the rules, independently of `state.rs`.
fn check_step(
    before: &HonorState,
    seat: usize,
    action: &Action,
    after: &HonorState,
) -> Result<(), String> {
    ensure!(
        after.events().starts_with(before.events()),
        "events are only ever appended"
    );
    let new = &after.events()[before.events().len()..];
    let same_game = after.game_no() == before.game_no();
    if same_game {
        for s in 0..after.seat_count() {
            ensure!(after.disgraces(s) >= before.disgraces(s));
            ensure!(
                !before.is_out(s) || after.is_out(s),
                "out for the whole game"
            );
        }
    }
    match action {
        Action::Exchange { hand_index, slot } => {
            let card = before.seats[seat].hand[*hand_index].card;
            let replaced = before.seats[seat].army[*slot].card;
            ensure_eq!(after.seats[seat].army[*slot].card, card);
            ensure_eq!(after.hand_count(seat), before.hand_count(seat) - 1);
            ensure_eq!(
                after.exchange_pile.last().map(|h| h.card),
                Some(replaced),
                "the replaced card goes to the exchange pile"
            );
            ensure_eq!(
                new,
                &[Event::Exchanged {
                    seat,
                    slot: *slot,
                    card: Some(card)
                }]
            );
        }
        Action::Charge { hand_index } => {
            let card = before.seats[seat].hand[*hand_index].card;
            ensure_eq!(after.seats[seat].charge.map(|h| h.card), Some(card));
            ensure_eq!(new[0], Event::Charged { seat });
        }
        Action::DeclareIllegalSuit(suit) => {
            ensure_eq!(after.illegal_suit(), Some(*suit));
            ensure_eq!(before.king(), Some(seat));
        }
        Action::NextGame => {
            ensure_eq!(after.game_no(), before.game_no() + 1);
            ensure_eq!(after.king(), before.results().last().unwrap().winner);
            ensure_eq!(
                new[0],
                Event::GameBegins {
                    game_no: after.game_no(),
                    king: after.king()
                }
            );
        }
        Action::NextHand => {
            ensure!(
                matches!(new[0], Event::HandBegins { hand_no, .. } if hand_no == before.hand_no() + 1)
            );
        }
        _ => {}
    }
    // Every battle is decided by the rules, recomputed here from the revealed armies.
    for (i, e) in new.iter().enumerate() {
        if let Event::Battle(result) = e {
            check_battle(before, &new[..i], result, after)?;
        }
    }
    Ok(())
}

fn check_battle(
    before: &HonorState,
    earlier: &[Event],
    r: &BattleResult,
    after: &HonorState,
) -> Result<(), String> {
    let n = before.seat_count();
    let out_now: Vec<bool> = (0..n)
        .map(|s| before.is_out(s) || earlier.contains(&Event::Out { seat: s }))
        .collect();
    let mut heads = 0;
    for s in 0..n {
        let Some(army) = &r.armies[s] else {
            ensure!(before.is_out(s), "only players out miss a battle");
            continue;
        };
        ensure!(army.len() == 3 || army.len() == 4);
        ensure_eq!(r.totals[s], Some(total(army)));
        ensure_eq!(r.joker[s], army.iter().any(|c| c.is_joker()));
        ensure_eq!(r.charged[s], army.len() == 4);
        heads += face_count(army);
        let illegal = before
            .illegal_suit()
            .is_some_and(|suit| army.iter().any(|c| c.is_suit(suit)));
        ensure_eq!(r.illegal.contains(&s), illegal);
    }
    ensure_eq!(r.heads, heads);
    if r.cut_short {
        ensure!(out_now.iter().filter(|o| !**o).count() <= 1);
        return Ok(());
    }
    let contenders: Vec<Seat> = (0..n)
        .filter(|&s| r.armies[s].is_some() && !r.joker[s] && !out_now[s])
        .collect();
    // The one contender whose total no other contender reaches.
    let beaten_by_all = |w: Seat| {
        contenders
            .iter()
            .all(|&s| s == w || r.totals[s] < r.totals[w])
    };
    let winner = contenders.iter().copied().find(|&w| beaten_by_all(w));
    ensure_eq!(r.winner, winner, "{r:?}");
    let failed: Vec<Seat> = match winner {
        Some(w) => (0..n)
            .filter(|&s| s != w && r.charged[s] && !out_now[s])
            .collect(),
        None => Vec::new(),
    };
    let mut sorted = r.failed_chargers.clone();
    sorted.sort_unstable();
    ensure_eq!(sorted, failed);
    if let Some(w) = winner {
        if after.game_no() == before.game_no() {
            ensure!(after.heads(w) >= before.heads(w) + heads as i32 - 1);
        }
    }
    Ok(())
}

/// At the end of each game: the counts equal what the events say happened.
fn check_games_from_events(state: &HonorState) -> Result<(), String> {
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
            ensure!(over.is_none() || matches!(e, Event::MatchOver { .. }));
            match e {
                Event::Disgraced { seat, .. } => {
                    ensure!(!out[*seat], "no disgrace for a player who is out");
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
            ensure_eq!(g + 1, starts.len(), "only the last game may be running");
            continue;
        };
        ensure_eq!(result.heads, heads, "heads from the events");
        if !cfg.negative_heads {
            let d: Vec<i32> = result.disgraces.iter().map(|&d| d as i32).collect();
            ensure_eq!(d, disgraces);
        }
        let left: Vec<Seat> = (0..n).filter(|&s| !out[s]).collect();
        match result.how {
            GameEnd::TargetHeads => {
                let w = result.winner.unwrap();
                ensure!(heads[w] >= cfg.target_heads as i32);
                ensure!(!out[w]);
            }
            GameEnd::LastStanding => ensure_eq!(left, vec![result.winner.unwrap()]),
            GameEnd::AllOutMostHeads => {
                ensure!(left.is_empty());
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
                ensure!(last.contains(&w));
                ensure!(last.iter().all(|&s| s == w || heads[s] < heads[w]));
            }
            GameEnd::AllOutTied => {
                ensure!(left.is_empty());
                ensure_eq!(result.winner, None);
            }
        }
        ensure_eq!(
            result.stakes(),
            heads
                .iter()
                .map(|&h| h as i64 * cfg.stake_per_head as i64)
                .collect::<Vec<_>>()
        );
    }
    Ok(())
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
        HonorConfig {
            opening_grace: true,
            ..base.clone()
        },
        HonorConfig {
            opening_grace: true,
            ..HonorConfig::all_variants(4)
        },
    ];
    let mut stats = Stats::default();
    for (k, config) in sets.iter().enumerate() {
        for seats in 2..=6 {
            let config = HonorConfig {
                seats,
                ..config.clone()
            };
            for seed in 0..20 {
                let players: Vec<Player> = (0..seats)
                    .map(|s| Player::ALL[(seed as usize + s) % 4])
                    .collect();
                let session = play_checked::<HonorState>(
                    &config,
                    seed * 100 + k as u64,
                    &players,
                    false,
                    &mut stats,
                );
                assert_eq!(session.state.results().len() as u32, config.match_length());
            }
        }
    }
}

#[test]
fn an_old_save_without_the_newer_configuration_fields_still_reads() {
    let save = sample_game::<HonorState>(3).to_save(());
    let mut value = serde_json::to_value(&save).unwrap();
    value["config"] = serde_json::json!({ "seats": 3, "kings": true });
    let parsed: Save<HonorState, ()> = parse_save(&value.to_string()).unwrap();
    assert_eq!(parsed.config.seats, 3);
    assert!(parsed.config.kings);
    assert_eq!(parsed.config.target_heads, 10);
    assert!(!parsed.config.opening_grace, "the classic rule");
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
/// unknown to it are dealt anew, and the shuffles still to come are different. A card moves
/// only to a place that held a card of its kind (face card, Joker, other): what the rules
/// say of a place (no face card in a hand after the Setup/Discard; a Joker in a hand is
/// shown) the seat knows too.
fn reshuffle_hidden(state: &HonorState, seat: usize, rng: &mut GameRng) -> HonorState {
    let kind = |c: Card| (c.is_face(), c.is_joker());
    let mut variant = state.clone();
    for k in [(true, false), (false, true), (false, false)] {
        let v = &mut variant;
        let seats = v.seats.iter_mut().flat_map(|s| {
            let charge = s.charge.as_mut_slice();
            s.hand.iter_mut().chain(s.army.iter_mut()).chain(charge)
        });
        let piles = v.draw.iter_mut().chain(&mut v.discard);
        let places = piles.chain(&mut v.exchange_pile).chain(seats);
        let hidden = places.filter(|h| !h.known_to(seat) && kind(h.card) == k);
        deal_anew(hidden.map(|h| &mut h.card), rng);
    }
    variant.rng = from_seed(rng.random());
    // The history as it would read in that world: the others' swaps put the cards dealt
    // there (the seat's own swaps it saw).
    let dealt: std::collections::HashMap<Card, Card> = cards_by_place(state)
        .zip(cards_by_place(&variant))
        .collect();
    for e in &mut variant.events {
        if let Event::Exchanged {
            seat: swapper,
            card: Some(c),
            ..
        } = e
        {
            if *swapper != seat {
                *c = dealt[c];
            }
        }
    }
    variant
}

/// Every card of the deck, place by place (the piles, then each seat's hand, army, charge).
fn cards_by_place(s: &HonorState) -> impl Iterator<Item = Card> + '_ {
    let seats = s
        .seats
        .iter()
        .flat_map(|s| s.hand.iter().chain(&s.army).chain(&s.charge));
    let piles = s.draw.iter().chain(&s.discard).chain(&s.exchange_pile);
    piles.chain(seats).map(|h| h.card)
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
