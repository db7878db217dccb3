//! Satsuma's hooks for the engine test kit (`core::testkit`, run in `kit.rs`): what holds in
//! every state, what each action must do, random actions and their reasons for refusal, and
//! the hidden cards dealt anew; then the scenarios particular to Satsuma.

use crate::core::rng::from_seed;
use crate::core::testkit::{
    bot_rng, count, deal_anew, ensure, ensure_eq, player_move, sample_game, KitGame, Player, Tally,
};
use crate::core::{Game, GameRng, SaveError, Session};
use crate::games::satsuma::clash::{role_table, HandEval};
use crate::games::satsuma::{
    best_total, Action, CardNo, Event, Phase, Role, SatsumaConfig, SatsumaError, SatsumaState,
    Side, VictoryLevel, DECK_SIZE, HAND_SIZE, MAX_DISCARDS, SAMURAI_CASUALTY_LIMIT,
};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::RngExt;

impl KitGame for SatsumaState {
    // No game comes near 400 hands (of at most four actions each).
    const MAX_ACTIONS: usize = 1_600;
    const GAMES: u64 = 10_400;
    // Hard is the slowest: one seat in every 20th game (about one seat in 40).
    const HARD_EVERY: u64 = 20;

    fn random_config(_: &mut GameRng) -> SatsumaConfig {
        SatsumaConfig::default()
    }

    // The invariants check the lists exactly (64 discards, or the next hand).
    const CHECK_LEGAL_LISTS: bool = false;

    /// What holds in every state, whatever happened before.
    fn invariants(&self) -> Result<(), String> {
        ensure!(self.card_counts_consistent(), "a card lost or duplicated");
        for side in Side::BOTH {
            ensure_eq!(self.hand(side).len(), HAND_SIZE, "{side:?} hand size");
            ensure_eq!(
                self.hand(side).len() + self.draw_count(side) + self.discard_count(side),
                DECK_SIZE
            );
        }
        let samurai = self.casualties(Side::Samurai);
        ensure!(samurai <= SAMURAI_CASUALTY_LIMIT);
        ensure_eq!(self.is_over(), samurai == SAMURAI_CASUALTY_LIMIT);
        ensure_eq!(self.is_over(), self.phase() == Phase::Over);
        ensure_eq!(self.victory().is_some(), self.is_over());
        // Both sides in the clash, each until it has discarded in Logistics.
        let expected_to_act: Vec<usize> = (0..2)
            .filter(|&seat| match self.phase() {
                Phase::Logistics => !self.has_discarded(Side::from_seat(seat).unwrap()),
                Phase::Clash => true,
                Phase::Over => false,
            })
            .collect();
        ensure_eq!(self.to_act(), expected_to_act);
        for seat in [0, 1] {
            let legal = self.legal_actions(seat);
            match self.phase() {
                Phase::Logistics if expected_to_act.contains(&seat) => ensure_eq!(legal.len(), 64),
                Phase::Clash => ensure_eq!(legal, vec![Action::NextHand]),
                _ => ensure!(legal.is_empty()),
            }
            let obs = self.observe(seat);
            let me = Side::from_seat(seat).unwrap();
            ensure_eq!(obs.me, me);
            ensure_eq!(obs.phase, self.phase());
            ensure_eq!(obs.attacker, self.attacker());
            ensure_eq!(
                obs.casualties,
                [
                    self.casualties(Side::Samurai),
                    self.casualties(Side::Imperials)
                ]
            );
            ensure_eq!(obs.my_hand, self.hand(me));
            ensure_eq!(obs.my_draw_count, self.draw_count(me));
            ensure_eq!(obs.opponent_hand_count, HAND_SIZE);
            ensure_eq!(obs.opponent_draw_count, self.draw_count(me.other()));
            ensure_eq!(obs.opponent_discard_count, self.discard_count(me.other()));
        }
        ensure!(self.legal_actions(2).is_empty());
        Ok(())
    }

    const STEP_CHECKS: bool = true;

    fn step_invariants(&self, seat: usize, action: &Action, after: &Self) -> Result<(), String> {
        check_step(self, seat, action, after)
    }

    fn candidate_actions(&self, seat: usize, rng: &mut GameRng) -> Vec<Action> {
        vec![candidate(self, seat, rng)]
    }

    fn legality(&self, seat: usize, action: &Action) -> Option<bool> {
        Some(faults(self, seat, action).is_empty())
    }

    fn check_refusal(
        &self,
        seat: usize,
        action: &Action,
        error: &SatsumaError,
    ) -> Result<(), String> {
        let faults = faults(self, seat, action);
        ensure!(faults.contains(error), "not a rule it breaks: {faults:?}");
        Ok(())
    }

    fn reshuffle_hidden(&self, seat: usize, rng: &mut GameRng) -> Option<Self> {
        Some(reshuffle_hidden(self, seat, rng))
    }

    fn tally(&self, tally: &mut Tally) {
        for e in self.events() {
            if let Event::Clash(result) = e {
                count(tally, "tie", u64::from(result.winner.is_none()));
                count(
                    tally,
                    "escape exception",
                    u64::from(result.escape_exception),
                );
            }
            count(
                tally,
                "reshuffle",
                u64::from(matches!(e, Event::Reshuffled { .. })),
            );
        }
        let level = self.victory().expect("a finished game has a result");
        for (l, name) in [
            (
                VictoryLevel::GreaterImperialVictory,
                "greater Imperial victory",
            ),
            (
                VictoryLevel::HistoricallyEquivalent,
                "historically equivalent result",
            ),
            (
                VictoryLevel::GreaterSamuraiMoralVictory,
                "greater Samurai moral victory",
            ),
        ] {
            count(tally, name, u64::from(level == l));
        }
    }
}

fn role_of(side: Side, attacker: Side) -> Role {
    if side == attacker {
        Role::Attacker
    } else {
        Role::Defender
    }
}

/// Checks one legal action's effect against the rules, independently of `state.rs`.
fn check_step(
    before: &SatsumaState,
    seat: usize,
    action: &Action,
    after: &SatsumaState,
) -> Result<(), String> {
    let side = Side::from_seat(seat).unwrap();
    ensure!(
        after.events().starts_with(before.events()),
        "events are only ever appended"
    );
    let new_events = &after.events()[before.events().len()..];
    match action {
        Action::Discard(cards) => {
            ensure_eq!(before.phase(), Phase::Logistics);
            ensure_eq!(after.hand_no(), before.hand_no());
            let n = cards.len();
            ensure!(n <= MAX_DISCARDS);
            ensure_eq!(
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
                ensure!(army.hand.contains(c), "a kept card stays in hand");
            }
            if !reshuffled {
                ensure!(cards.iter().all(|c| army.discard.contains(c)));
                ensure_eq!(army.draw.len(), before.draw_count(side) - n);
                ensure_eq!(army.discard.len(), before.discard_count(side) + n);
            }
            if before.has_discarded(side.other()) {
                check_clash(before, new_events, after)?;
            } else {
                ensure_eq!(after.phase(), Phase::Logistics);
                ensure_eq!(after.armies[1 - seat], before.armies[1 - seat]);
                ensure_eq!(after.attacker(), before.attacker());
                ensure_eq!(after.last_clash(), before.last_clash());
                ensure!(after.has_discarded(side));
            }
        }
        Action::NextHand => {
            ensure_eq!(before.phase(), Phase::Clash);
            ensure_eq!(after.phase(), Phase::Logistics);
            ensure_eq!(after.hand_no(), before.hand_no() + 1);
            ensure_eq!(after.attacker(), before.attacker());
            for s in Side::BOTH {
                ensure_eq!(after.casualties(s), before.casualties(s));
                ensure!(!after.has_discarded(s));
                if !new_events.contains(&Event::Reshuffled { side: s }) {
                    // The hand just shown went to the discard pile.
                    let army = &after.armies[s.seat()];
                    ensure!(before.hand(s).iter().all(|c| army.discard.contains(c)));
                    ensure_eq!(army.revealed_in_discard.len() % HAND_SIZE, 0);
                }
            }
            ensure_eq!(
                new_events.first(),
                Some(&Event::HandBegins {
                    hand_no: after.hand_no(),
                    attacker: after.attacker()
                })
            );
            ensure_eq!(after.last_clash(), before.last_clash());
        }
    }
    Ok(())
}

/// The second discard of a hand: the clash, its casualties and the next attacker.
fn check_clash(
    before: &SatsumaState,
    new_events: &[Event],
    after: &SatsumaState,
) -> Result<(), String> {
    let attacker = before.attacker();
    let result = after.last_clash().expect("the clash is scored");
    ensure_eq!(result.hand_no, before.hand_no());
    ensure_eq!(result.attacker, attacker);
    let totals = Side::BOTH.map(|s| best_total(s, after.hand(s), role_of(s, attacker)));
    for s in Side::BOTH {
        ensure_eq!(result.hands[s.seat()], after.hand(s));
        ensure_eq!(result.tallies[s.seat()].total, totals[s.seat()]);
    }
    let winner = match totals[0].cmp(&totals[1]) {
        std::cmp::Ordering::Greater => Some(Side::Samurai),
        std::cmp::Ordering::Less => Some(Side::Imperials),
        std::cmp::Ordering::Equal => None,
    };
    ensure_eq!(result.winner, winner);
    // The loser gains one casualty; on a tie both do.
    let gained = Side::BOTH.map(|s| u8::from(winner != Some(s)));
    for s in Side::BOTH {
        ensure_eq!(
            after.casualties(s),
            before.casualties(s) + gained[s.seat()],
            "{s:?} casualties"
        );
    }
    ensure_eq!(
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
    ensure_eq!(result.escape_exception, exception);
    let next = match winner {
        None => attacker,
        Some(_) if exception => Side::Imperials,
        Some(w) => w,
    };
    ensure_eq!(result.next_attacker, next);
    ensure_eq!(after.attacker(), next);
    ensure!(new_events.contains(&Event::Clash(Box::new(result.clone()))));
    let over = after.casualties(Side::Samurai) == SAMURAI_CASUALTY_LIMIT;
    ensure_eq!(after.phase(), if over { Phase::Over } else { Phase::Clash });
    if over {
        let ic = after.casualties(Side::Imperials);
        ensure_eq!(
            new_events.last(),
            Some(&Event::GameOver {
                imperial_casualties: ic,
                level: VictoryLevel::from_imperial_casualties(ic)
            })
        );
    }
    Ok(())
}

/// A random action of `seat`, most of them illegal now: the next hand out of the clash, too
/// many cards, a card from a pile or no card at all, a card named twice, any numbers at all,
/// and (legal in its own Logistics) a discard from the hand.
fn candidate(state: &SatsumaState, seat: usize, rng: &mut GameRng) -> Action {
    let mut hand = state.hand(Side::from_seat(seat).unwrap()).to_vec();
    hand.shuffle(rng);
    match rng.random_range(0..6) {
        0 => Action::NextHand,
        1 => Action::Discard(hand[..rng.random_range(MAX_DISCARDS + 1..=HAND_SIZE)].to_vec()),
        2 => {
            // One card that is not in this hand: from the draw pile, the discard pile, or
            // no card at all.
            let army = &state.armies[seat];
            let outsiders: Vec<CardNo> = army
                .draw
                .iter()
                .chain(&army.discard)
                .copied()
                .chain([46, 99, 255])
                .collect();
            let n = rng.random_range(1..=MAX_DISCARDS);
            let mut cards = hand[..n - 1].to_vec();
            cards.insert(rng.random_range(0..n), *outsiders.choose(rng).unwrap());
            Action::Discard(cards)
        }
        3 => {
            let mut cards = vec![hand[0], hand[0]];
            if rng.random_bool(0.5) {
                cards.insert(rng.random_range(0..2), hand[1]);
            }
            Action::Discard(cards)
        }
        4 => Action::Discard(hand[..rng.random_range(0..=MAX_DISCARDS)].to_vec()),
        _ => {
            let n = rng.random_range(0..=8);
            Action::Discard((0..n).map(|_| rng.random_range(0..60)).collect())
        }
    }
}

/// Every rule `action` by `seat` breaks now, written out from the seed (empty: it is legal).
fn faults(state: &SatsumaState, seat: usize, action: &Action) -> Vec<SatsumaError> {
    let Some(side) = Side::from_seat(seat) else {
        return vec![SatsumaError::NoSuchSeat(seat)];
    };
    if state.is_over() {
        return vec![SatsumaError::GameOver];
    }
    let mut faults = Vec::new();
    match action {
        Action::NextHand if state.phase() != Phase::Clash => faults.push(SatsumaError::NotClash),
        Action::NextHand => {}
        Action::Discard(cards) => {
            if state.phase() != Phase::Logistics {
                faults.push(SatsumaError::NotLogistics);
            }
            if state.has_discarded(side) {
                faults.push(SatsumaError::AlreadyDiscarded);
            }
            if cards.len() > MAX_DISCARDS {
                faults.push(SatsumaError::TooManyDiscards(cards.len()));
            }
            for (i, c) in cards.iter().enumerate() {
                if !state.hand(side).contains(c) {
                    faults.push(SatsumaError::NotInHand(*c));
                }
                if cards[..i].contains(c) {
                    faults.push(SatsumaError::DiscardedTwice(*c));
                }
            }
        }
    }
    faults
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
        let mut a = SatsumaState::new(&SatsumaConfig::default(), seed);
        let mut b = a.clone();
        let mut rngs = [bot_rng(seed, 0), bot_rng(seed, 1)];
        let players = [
            Player::ALL[seed as usize % 4],
            Player::ALL[(seed as usize / 4) % 4],
        ];
        while !a.is_over() {
            match a.phase() {
                Phase::Logistics => {
                    // Both decide before either discards; then the discards arrive in both orders.
                    let actions =
                        [0, 1].map(|seat| player_move(&a, seat, players[seat], &mut rngs[seat]));
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
    let revealed = &theirs.revealed_in_discard;
    let discards = theirs.discard.iter_mut().filter(|c| !revealed.contains(c));
    let hand = theirs.hand.iter_mut().filter(|_| hand_hidden);
    deal_anew(theirs.draw.iter_mut().chain(discards).chain(hand), rng);
    theirs.rng = from_seed(rng.random());
    let mine = &mut variant.armies[seat];
    mine.draw.shuffle(rng);
    mine.rng = from_seed(rng.random());
    variant
}

#[test]
fn the_observation_shows_the_seats_own_hand() {
    for index in 0..20 {
        let full = sample_game::<SatsumaState>(index);
        let mut state = SatsumaState::new(&full.config, full.seed);
        for (seat, action) in &full.log {
            for me in [0, 1] {
                let mut visible = state.clone();
                let army = &mut visible.armies[me];
                if !army.draw.is_empty() {
                    std::mem::swap(&mut army.hand[0], &mut army.draw[0]);
                    assert_ne!(visible.observe(me), state.observe(me));
                }
            }
            state.apply(*seat, action).unwrap();
        }
    }
}

#[test]
fn a_save_with_a_next_hand_dropped_is_refused_at_the_next_discard() {
    for index in 0..40 {
        let save = sample_game::<SatsumaState>(index).to_save(());
        let next_hands: Vec<usize> = (0..save.log.len())
            .filter(|&i| save.log[i].1 == Action::NextHand)
            .collect();
        let j = *next_hands
            .choose(&mut from_seed(index))
            .expect("more than one hand");
        let mut tampered = save.clone();
        tampered.log.remove(j);
        // The next hand is never dealt, so the next discard comes in the clash.
        assert_eq!(
            Session::from_save(&tampered).err(),
            Some(SaveError::Replay {
                index: j,
                reason: SatsumaError::NotLogistics.to_string()
            })
        );
    }
}
