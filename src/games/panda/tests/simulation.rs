//! Panda's hooks for the engine test kit (`core::testkit`, run in `kit.rs`): what holds in
//! every state, random actions, and other seats' cards swapped where a seat cannot see them;
//! then Panda's own scenarios of that kind.

use crate::core::rng::from_seed;
use crate::core::testkit::{bot_rng, count, ensure, ensure_eq, KitGame, Tally};
use crate::core::{BotLevel, Game, GameRng, Seat};
use crate::games::panda::{
    bots, Action, Card, CardSet, Event, PandaConfig, PandaError, PandaState, Phase, DECK_SIZE,
    SEATS,
};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::RngExt;

impl KitGame for PandaState {
    const MAX_ACTIONS: usize = 100_000;
    // (`GAMES` counts deals: a game to 100, 300 or 1000 has several.) Uniform play is slow
    // in the passing (2,730 choices), and Hard takes about a second a game (every play
    // searched): one game of each part has a Hard seat.
    const PLAYERS: [u32; 4] = [1, 30, 30, 39];
    const HARD_EVERY: u64 = 1_000;

    fn random_config(rng: &mut GameRng) -> PandaConfig {
        PandaConfig {
            target_score: *[100, 300, 1000].choose(rng).unwrap(),
        }
    }

    // The full lists are slow (2,730 choices in the passing, every play in a trick); the
    // fast generator is checked against them in `fast_generator_covers_every_legal_play...`.
    const CHECK_LEGAL_LISTS: bool = false;

    fn invariants(&self) -> Result<(), String> {
        check_invariants(self)?;
        if self.is_over() {
            ensure!(self.winner.is_some());
            let [a, b] = self.scores;
            ensure!(
                a.max(b) >= self.config.target_score && a != b,
                "{:?}",
                self.scores
            );
        }
        Ok(())
    }

    // Games are long, and a state (with its events) is cloned for every random action.
    const PROBE_GAMES: u64 = 50;

    /// Only applying tells (see `CHECK_LEGAL_LISTS`), but for a game over or a seat not
    /// at the table.
    fn legality(&self, seat: Seat, _: &Action) -> Option<bool> {
        (self.is_over() || seat >= SEATS).then_some(false)
    }

    fn candidate_actions(&self, seat: Seat, rng: &mut GameRng) -> Vec<Action> {
        vec![random_action(self, seat, rng)]
    }

    const SAVE_GAMES: u64 = 30;
    // The passing and a deal or two of each game.
    const HIDDEN_GAMES: u64 = 20;
    const HIDDEN_STEPS: usize = 150;
    const HIDDEN_HARD_EVERY: usize = 50;

    fn reshuffle_hidden(&self, seat: Seat, rng: &mut GameRng) -> Option<Self> {
        swap_hidden(self, seat, rng)
    }

    fn tally(&self, tally: &mut Tally) {
        for e in &self.events {
            let name = match e {
                Event::CalledPanda { .. } => "Panda called",
                Event::Ambushed { .. } => "ambush",
                Event::LeadPassed { .. } => "lead passed by the Cat",
                Event::TrickGiven { .. } => "Panda's trick given away",
                Event::DoubleVictory { .. } => "double victory",
                _ => continue,
            };
            count(tally, name, 1);
        }
        for r in &self.results {
            count(
                tally,
                "Kingdom scored",
                u64::from(r.kingdom_points != [0, 0]),
            );
        }
    }

    fn games_in(&self) -> u64 {
        self.results.len() as u64
    }
}

/// Every card exactly once among hands, won piles and the trick; counts and scores agree.
fn check_invariants(s: &PandaState) -> Result<(), String> {
    if s.phase == Phase::Over && s.single_deal {
        return Ok(());
    }
    let mut seen = 0u64;
    let mut total = 0usize;
    for part in s.hands.iter().chain(s.won.iter()).chain([&s.trick]) {
        ensure_eq!(seen & part.0, 0, "a card in two places");
        seen |= part.0;
        total += part.len();
    }
    if s.phase != Phase::Over {
        ensure_eq!(total, DECK_SIZE, "a card lost");
        ensure_eq!(CardSet(seen), CardSet::FULL);
    }
    let sum = s
        .results
        .iter()
        .fold([0, 0], |a, r| [a[0] + r.total[0], a[1] + r.total[1]]);
    ensure_eq!(sum, s.scores);
    for r in &s.results {
        if r.double_victory.is_none() {
            ensure_eq!(
                r.card_points[0] + r.card_points[1],
                100,
                "card points of a deal"
            );
        } else {
            ensure_eq!(r.card_points[0] + r.card_points[1], 200);
        }
        ensure_eq!(
            r.total[0],
            r.card_points[0] + r.call_points[0] + r.kingdom_points[0]
        );
    }
    if s.phase == Phase::Passing {
        ensure!(s.hands.iter().all(|h| h.len() == 15));
    }
    if s.phase != Phase::Over {
        ensure!(!s.to_act().is_empty(), "somebody must act");
    }
    if s.phase == Phase::Play {
        ensure!(s.active(s.turn), "the turn is with a seat holding cards");
    }
    ensure!(s.out.len() <= 3);
    Ok(())
}

/// A random action of `seat`, legal or not.
fn random_action(s: &PandaState, seat: Seat, rng: &mut GameRng) -> Action {
    let card = |rng: &mut GameRng| Card(rng.random_range(0..DECK_SIZE as u8));
    match rng.random_range(0..7) {
        // Only where it is refused: calls played for real would make games endless.
        0 if !s.may_call(seat) => Action::CallPanda,
        0 => Action::Pass,
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
    }
}

#[test]
fn illegal_actions_leave_the_state_unchanged_and_say_why() {
    let mut s = PandaState::new(&PandaConfig::default(), 3);
    let before = format!("{s:?}");
    let e = s.apply(0, &Action::Pass).unwrap_err();
    assert_eq!(
        e,
        PandaError::NotNow(crate::games::panda::NotNow::NoTrickToPass)
    );
    assert_eq!(format!("{s:?}"), before);
}

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

/// Swaps two cards between two other seats' hands that `me` cannot know about, and changes
/// the deals still to come.
fn swap_hidden(s: &PandaState, me: Seat, rng: &mut GameRng) -> Option<PandaState> {
    let mut others: Vec<Seat> = (0..SEATS).filter(|&x| x != me).collect();
    others.shuffle(rng);
    let (a, b) = (others[0], others[1]);
    let known: CardSet = s.gifts[me]
        .map(|g| CardSet::from_cards(&g))
        .unwrap_or_default();
    // A random one of the cards `me` cannot place in `x`'s hand.
    let mut pick = |x: Seat| {
        let cards = s.hands[x].cards().filter(|&c| {
            // The Stork's holder is known once it leads, after the exchange.
            let hidden_stork = c != Card::STORK || s.phase == Phase::Passing;
            !known.contains(c) && hidden_stork && s.gifts[x].is_none_or(|g| !g.contains(&c))
        });
        cards.collect::<Vec<Card>>().choose(rng).copied()
    };
    let (ca, cb) = (pick(a)?, pick(b)?);
    let mut t = s.clone();
    t.rng = from_seed(rng.random());
    t.hands[a].remove(ca);
    t.hands[a].insert(cb);
    t.hands[b].remove(cb);
    t.hands[b].insert(ca);
    if t.phase == Phase::Passing {
        // Dealt so by the rules: what a deal sets from the hands is set again.
        t.deal_again();
    }
    Some(t)
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
