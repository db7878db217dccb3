//! The rules: configuration, actions, phases, events, `apply`, errors.
//!
//! Every card of the deal is in exactly one place: a hand, a won pile, or the trick on the
//! table. `apply` checks everything before it changes anything, so an error leaves the
//! state as it was.

use super::cards::{span, Card, CardSet, DECK_SIZE, HAND_SIZE};
use super::combo::{play_reading, readings, Combination, Kind};
use super::moves::{self, MoveCtx};
use super::observation::PandaObservation;
use crate::core::rng::{self, GameRng};
use crate::core::{Game, Seat};
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};
use std::fmt;

pub const SEATS: usize = 4;
pub const DEFAULT_TARGET: i32 = 1000;
/// Bonus (or loss) of a Panda call, of a Kingdom, and a double victory's score.
pub const CALL_POINTS: i32 = 100;
pub const KINGDOM_POINTS: i32 = 100;
pub const DOUBLE_VICTORY_POINTS: i32 = 200;

/// The team of a seat: 0 (seats 0 and 2) or 1 (seats 1 and 3).
pub fn team(seat: Seat) -> usize {
    seat % 2
}

pub fn partner(seat: Seat) -> Seat {
    (seat + 2) % SEATS
}

/// Options chosen before the game. Saved with the log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct PandaConfig {
    /// The game ends after the deal in which a team reaches this (1000).
    pub target_score: i32,
}

impl Default for PandaConfig {
    fn default() -> Self {
        PandaConfig {
            target_score: DEFAULT_TARGET,
        }
    }
}

impl PandaConfig {
    /// A playable target: 100 to 10,000.
    pub fn normalized(&self) -> Self {
        PandaConfig {
            target_score: self.target_score.clamp(100, 10_000),
        }
    }
}

/// Every decision of the game, each made by one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Calling Panda: allowed to any seat, at any moment, before its first card.
    CallPanda,
    /// The passing: one card to the left (next seat), one to the partner, one to the right.
    GiveCards {
        left: Card,
        partner: Card,
        right: Card,
    },
    /// Lay cards: on one's turn any combination that beats the table (or leads); in an
    /// ambush window only an Ambush.
    Play(CardSet),
    /// Pass on the trick (not when leading).
    Pass,
    /// Decline to ambush in the window.
    NoAmbush,
    /// The Panda won the trick: give it to this opponent.
    GiveTrick(Seat),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Every seat gives three cards at once.
    Passing,
    /// `turn` plays or passes.
    Play,
    /// After a play or a pass: every seat still holding four cards may ambush or decline.
    AmbushWindow,
    /// The Panda won a trick: its player gives the trick to an opponent.
    GiveTrick,
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PandaError {
    GameOver,
    NotYourTurn,
    /// The action is not one of this phase ("the passing is over").
    NotNow(&'static str),
    AlreadyCalled,
    CallAfterFirstCard,
    AlreadyGave,
    SameCardTwice,
    NotInHand(Card),
    NoCards,
    NotACombination,
    DoesNotBeat {
        table: String,
    },
    CatfishOnHigh,
    FirstLeadNeedsOne,
    CatOnlyAsLead,
    KingdomNeedsAllFour,
    CannotPassLead,
    OnlyAmbushNow,
    NotAnOpponent(Seat),
}

impl fmt::Display for PandaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PandaError::GameOver => write!(f, "the game is over"),
            PandaError::NotYourTurn => write!(f, "it is not your turn"),
            PandaError::NotNow(why) => write!(f, "not now: {why}"),
            PandaError::AlreadyCalled => write!(f, "you have already called Panda"),
            PandaError::CallAfterFirstCard => {
                write!(f, "Panda can only be called before playing your first card")
            }
            PandaError::AlreadyGave => write!(f, "you have already passed your cards"),
            PandaError::SameCardTwice => write!(f, "pass three different cards"),
            PandaError::NotInHand(c) => write!(f, "{c} is not in your hand"),
            PandaError::NoCards => write!(f, "choose cards to play"),
            PandaError::NotACombination => write!(f, "these cards are not a combination"),
            PandaError::DoesNotBeat { table } => write!(
                f,
                "that does not beat {table}: play the same kind and length, higher"
            ),
            PandaError::CatfishOnHigh => {
                write!(f, "the Catfish cannot be played on a Mon or the Panda")
            }
            PandaError::FirstLeadNeedsOne => {
                write!(f, "the first lead must contain a 1 (the Stork counts)")
            }
            PandaError::CatOnlyAsLead => write!(f, "the Cat can only be led"),
            PandaError::KingdomNeedsAllFour => {
                write!(
                    f,
                    "a Kingdom is only valid while all four players hold cards"
                )
            }
            PandaError::CannotPassLead => write!(f, "you have the lead: play something"),
            PandaError::OnlyAmbushNow => {
                write!(
                    f,
                    "out of turn only an Ambush (four of a kind) may be played"
                )
            }
            PandaError::NotAnOpponent(s) => {
                write!(f, "the Panda's trick goes to an opponent, not seat {s}")
            }
        }
    }
}

/// How a deal was scored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealResult {
    pub deal: u32,
    /// Seats in the order they went out (2 after a double victory, else 3).
    pub out_order: Vec<Seat>,
    pub double_victory: Option<usize>,
    /// Card points per team (200-0 after a double victory).
    pub card_points: [i32; 2],
    pub call_points: [i32; 2],
    pub kingdom_points: [i32; 2],
    pub total: [i32; 2],
    pub scores_after: [i32; 2],
}

/// What happened, for the history panel ([`Event::describe`]). All public.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    DealStarted {
        deal: u32,
    },
    CalledPanda {
        seat: Seat,
    },
    /// Which cards is secret.
    GaveCards {
        seat: Seat,
    },
    CardsExchanged {
        leader: Seat,
    },
    Played {
        seat: Seat,
        combo: Combination,
    },
    /// An Ambush, on one's turn or out of turn.
    Ambushed {
        seat: Seat,
        combo: Combination,
    },
    Passed {
        seat: Seat,
    },
    /// The Cat handed the lead to `to`.
    LeadPassed {
        seat: Seat,
        to: Seat,
    },
    TrickWon {
        seat: Seat,
        points: i32,
    },
    TrickGiven {
        from: Seat,
        to: Seat,
        points: i32,
    },
    WentOut {
        seat: Seat,
        place: usize,
    },
    DoubleVictory {
        team: usize,
    },
    DealScored(DealResult),
    GameWon {
        team: usize,
    },
}

impl Event {
    /// The history line: "Ren plays Full house, 9s", "Aiko calls Panda", "Sora ambushes!".
    pub fn describe(&self, names: &[&str]) -> String {
        let n = |s: &Seat| names.get(*s).copied().unwrap_or("?").to_string();
        let team_name = |t: &usize| format!("{} and {}", n(t), n(&(t + 2)));
        match self {
            Event::DealStarted { deal } => format!("Deal {deal}: 15 cards each"),
            Event::CalledPanda { seat } => format!("{} calls Panda", n(seat)),
            Event::GaveCards { seat } => format!("{} has passed three cards", n(seat)),
            Event::CardsExchanged { leader } => {
                format!("Cards exchanged; {} holds the Stork and leads", n(leader))
            }
            Event::Played { seat, combo } => format!("{} plays {}", n(seat), combo.name()),
            Event::Ambushed { seat, combo } => {
                format!("{} ambushes! {}", n(seat), combo.name())
            }
            Event::Passed { seat } => format!("{} passes", n(seat)),
            Event::LeadPassed { seat, to } => {
                format!("{} plays the Cat: {} leads", n(seat), n(to))
            }
            Event::TrickWon { seat, points } => {
                format!("{} takes the trick ({points} points)", n(seat))
            }
            Event::TrickGiven { from, to, points } => format!(
                "{} gives the Panda's trick to {} ({points} points)",
                n(from),
                n(to)
            ),
            Event::WentOut { seat, place } => {
                let p = ["first", "second", "third", "fourth"][(*place).min(4) - 1];
                format!("{} is out {p}", n(seat))
            }
            Event::DoubleVictory { team } => {
                format!("Double victory for {}: 200 to 0", team_name(team))
            }
            Event::DealScored(r) => format!(
                "Deal {} scored: {} to {} (total {} to {})",
                r.deal, r.total[0], r.total[1], r.scores_after[0], r.scores_after[1]
            ),
            Event::GameWon { team } => format!("{} win the game", team_name(team)),
        }
    }
}

/// The whole game: the current deal and the scores.
#[derive(Clone, Debug)]
pub struct PandaState {
    pub(crate) config: PandaConfig,
    pub(crate) rng: GameRng,
    pub(crate) phase: Phase,
    pub(crate) deal: u32,
    pub(crate) hands: [CardSet; SEATS],
    pub(crate) won: [CardSet; SEATS],
    /// Cards each seat chose to pass: to the left, the partner, the right.
    pub(crate) gifts: [Option<[Card; 3]>; SEATS],
    /// After the exchange: `received[seat][giver]`.
    pub(crate) received: [[Option<Card>; SEATS]; SEATS],
    pub(crate) called: [bool; SEATS],
    pub(crate) has_played: [bool; SEATS],
    pub(crate) first_lead: bool,
    pub(crate) table: Option<Combination>,
    pub(crate) owner: Seat,
    pub(crate) trick: CardSet,
    /// Seats that passed since the last play (bits).
    pub(crate) passed: u8,
    /// Who held the Stork after the passing (public: they lead first).
    pub(crate) leader: Option<Seat>,
    /// Whose turn (Play), or the giver (GiveTrick).
    pub(crate) turn: Seat,
    /// Seats yet to answer the ambush window (bits).
    pub(crate) pending: u8,
    pub(crate) out: Vec<Seat>,
    pub(crate) kingdoms: [i32; 2],
    pub(crate) scores: [i32; 2],
    pub(crate) results: Vec<DealResult>,
    pub(crate) winner: Option<usize>,
    pub(crate) events: Vec<Event>,
    /// Off in the bots' simulations.
    pub(crate) record: bool,
    /// Stop (phase Over, no winner) when the deal is scored: benchmarks and search.
    pub(crate) single_deal: bool,
}

impl PandaState {
    fn start(config: &PandaConfig, seed: u64) -> Self {
        let mut s = PandaState {
            config: config.normalized(),
            rng: rng::from_seed(seed),
            phase: Phase::Passing,
            deal: 0,
            hands: [CardSet::EMPTY; SEATS],
            won: [CardSet::EMPTY; SEATS],
            gifts: [None; SEATS],
            received: [[None; SEATS]; SEATS],
            called: [false; SEATS],
            has_played: [false; SEATS],
            first_lead: true,
            table: None,
            owner: 0,
            trick: CardSet::EMPTY,
            passed: 0,
            turn: 0,
            leader: None,
            pending: 0,
            out: Vec::new(),
            kingdoms: [0; 2],
            scores: [0; 2],
            results: Vec::new(),
            winner: None,
            events: Vec::new(),
            record: true,
            single_deal: false,
        };
        s.start_deal(None);
        s
    }

    /// A game whose first deal gives `hands` (tests and tools); later deals are shuffled.
    pub fn with_hands(config: &PandaConfig, seed: u64, hands: [CardSet; SEATS]) -> Self {
        let mut s = Self::start(config, seed);
        s.events.clear();
        s.deal = 0;
        s.start_deal(Some(hands));
        s
    }

    fn start_deal(&mut self, hands: Option<[CardSet; SEATS]>) {
        self.deal += 1;
        self.hands = hands.unwrap_or_else(|| {
            let mut deck: Vec<Card> = Card::all().collect();
            deck.shuffle(&mut self.rng);
            let mut h = [CardSet::EMPTY; SEATS];
            for (i, c) in deck.into_iter().enumerate() {
                h[i / HAND_SIZE].insert(c);
            }
            h
        });
        self.won = [CardSet::EMPTY; SEATS];
        self.gifts = [None; SEATS];
        self.received = [[None; SEATS]; SEATS];
        self.called = [false; SEATS];
        self.has_played = [false; SEATS];
        self.first_lead = true;
        self.table = None;
        self.trick = CardSet::EMPTY;
        self.passed = 0;
        self.pending = 0;
        self.out.clear();
        self.kingdoms = [0; 2];
        self.phase = Phase::Passing;
        self.leader = None;
        self.turn = self.stork_holder();
        self.log(Event::DealStarted { deal: self.deal });
    }

    fn log(&mut self, e: Event) {
        if self.record {
            self.events.push(e);
        }
    }

    fn stork_holder(&self) -> Seat {
        (0..SEATS)
            .find(|&s| self.hands[s].contains(Card::STORK))
            .unwrap_or(0)
    }

    pub(crate) fn active(&self, s: Seat) -> bool {
        !self.hands[s].is_empty()
    }

    /// The next seat on the left of `s` (not `s`) still holding cards; `s` if none.
    fn next_active(&self, s: Seat) -> Seat {
        for i in span(1, SEATS - 1) {
            let x = (s + i) % SEATS;
            if self.active(x) {
                return x;
            }
        }
        s
    }

    /// `s` if it holds cards, else the next on its left that does.
    fn active_from(&self, s: Seat) -> Seat {
        if self.active(s) {
            s
        } else {
            self.next_active(s)
        }
    }

    pub(crate) fn all_four(&self) -> bool {
        self.hands.iter().all(|h| !h.is_empty())
    }

    /// The move context of the seat on turn.
    pub(crate) fn ctx(&self) -> MoveCtx {
        MoveCtx {
            table: self.table,
            first_lead: self.first_lead,
            all_four: self.all_four(),
        }
    }

    // ------------------------------------------------------------ public reading

    pub fn config(&self) -> &PandaConfig {
        &self.config
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn deal_number(&self) -> u32 {
        self.deal
    }
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat]
    }
    pub fn won_cards(&self, seat: Seat) -> CardSet {
        self.won[seat]
    }
    pub fn table(&self) -> Option<&Combination> {
        self.table.as_ref()
    }
    /// Who laid the combination on the table.
    pub fn table_owner(&self) -> Option<Seat> {
        self.table.map(|_| self.owner)
    }
    pub fn trick_cards(&self) -> CardSet {
        self.trick
    }
    pub fn turn(&self) -> Seat {
        self.turn
    }
    pub fn scores(&self) -> [i32; 2] {
        self.scores
    }
    pub fn called(&self) -> [bool; SEATS] {
        self.called
    }
    pub fn out_order(&self) -> &[Seat] {
        &self.out
    }
    pub fn results(&self) -> &[DealResult] {
        &self.results
    }
    pub fn winner(&self) -> Option<usize> {
        self.winner
    }
    pub fn events(&self) -> &[Event] {
        &self.events
    }
    /// Seats still to answer the ambush window.
    pub fn window_pending(&self) -> Vec<Seat> {
        (0..SEATS)
            .filter(|s| self.pending & (1 << s) != 0)
            .collect()
    }
    /// Ends the game (phase Over, no winner) when the current deal is scored: for
    /// benchmarks that compare deals.
    pub fn stop_after_deal(&mut self) {
        self.single_deal = true;
    }

    /// Plays on with uniformly random choices from the fast generator (random cards in
    /// the passing, no calls, a random answer in each window) until the game is over (or
    /// the deal, after [`stop_after_deal`](Self::stop_after_deal)): for benchmarks and
    /// search. Every action goes through `apply`.
    pub fn random_playout(&mut self, rng: &mut GameRng) {
        use rand::RngExt;
        let mut plays = Vec::with_capacity(64);
        while self.phase != Phase::Over {
            let (seat, action) = match self.phase {
                Phase::Passing => {
                    let seat = (0..SEATS).find(|&s| self.gifts[s].is_none()).unwrap_or(0);
                    let mut h = self.hands[seat].to_vec();
                    let (a, rest) = h.partial_shuffle(rng, 3);
                    let _ = rest;
                    (
                        seat,
                        Action::GiveCards {
                            left: a[0],
                            partner: a[1],
                            right: a[2],
                        },
                    )
                }
                Phase::AmbushWindow => {
                    let seat = self.pending.trailing_zeros() as usize;
                    plays.clear();
                    moves::ambushes_into(self.hands[seat], self.table.as_ref(), &mut plays);
                    let k = if plays.is_empty() {
                        0
                    } else {
                        rng.random_range(0..=plays.len())
                    };
                    match plays.get(k) {
                        Some(c) => (seat, Action::Play(c.cards)),
                        None => (seat, Action::NoAmbush),
                    }
                }
                Phase::GiveTrick => {
                    let d = if rng.random_bool(0.5) { 1 } else { 3 };
                    (self.turn, Action::GiveTrick((self.turn + d) % SEATS))
                }
                _ => {
                    let seat = self.turn;
                    plays.clear();
                    moves::plays(self.hands[seat], &self.ctx(), &mut plays);
                    let can_pass = self.table.is_some() as usize;
                    let k = rng.random_range(0..plays.len() + can_pass);
                    match plays.get(k) {
                        Some(c) => (seat, Action::Play(c.cards)),
                        None => (seat, Action::Pass),
                    }
                }
            };
            self.apply(seat, &action)
                .expect("the generator's moves are legal");
        }
    }

    /// Whether `seat` may call Panda now.
    pub fn may_call(&self, seat: Seat) -> bool {
        self.phase != Phase::Over && !self.called[seat] && !self.has_played[seat]
    }

    /// What playing `cards` by `seat` now would be, or why it is not allowed: the table's
    /// check for a selection ("Full house, 9s" or "that does not beat Pair, 7s").
    pub fn check_play(&self, seat: Seat, cards: CardSet) -> Result<Combination, PandaError> {
        match self.phase {
            Phase::Over => return Err(PandaError::GameOver),
            Phase::Play if seat == self.turn => {}
            Phase::AmbushWindow if self.pending & (1 << seat) != 0 => {}
            Phase::Play | Phase::AmbushWindow => return Err(PandaError::NotYourTurn),
            Phase::Passing => return Err(PandaError::NotNow("the cards are being passed")),
            Phase::GiveTrick => return Err(PandaError::NotNow("the Panda's trick is given")),
        }
        if cards.is_empty() {
            return Err(PandaError::NoCards);
        }
        if let Some(c) = cards.minus(self.hands[seat]).cards().next() {
            return Err(PandaError::NotInHand(c));
        }
        let r = readings(cards);
        let Some(first) = r.first() else {
            return Err(PandaError::NotACombination);
        };
        if self.phase == Phase::AmbushWindow && first.kind != Kind::Ambush {
            return Err(PandaError::OnlyAmbushNow);
        }
        if first.kind == Kind::Cat && self.table.is_some() {
            return Err(PandaError::CatOnlyAsLead);
        }
        let Some(combo) = play_reading(cards, self.table.as_ref()) else {
            let t = self.table.expect("an empty table takes any reading");
            if first.is_catfish_single() && t.kind == Kind::Single {
                return Err(PandaError::CatfishOnHigh);
            }
            return Err(PandaError::DoesNotBeat { table: t.name() });
        };
        if self.first_lead && cards.0 & moves::ONES == 0 {
            return Err(PandaError::FirstLeadNeedsOne);
        }
        if combo.kind == Kind::Cat && self.first_lead {
            return Err(PandaError::FirstLeadNeedsOne);
        }
        if combo.kind == Kind::Kingdom && !self.all_four() {
            return Err(PandaError::KingdomNeedsAllFour);
        }
        Ok(combo)
    }

    /// Every play `seat` may make now (own turn or ambush window), each distinct card set
    /// once. Passing is not included.
    pub fn legal_plays(&self, seat: Seat) -> Vec<Combination> {
        match self.phase {
            Phase::Play if seat == self.turn => moves::all_plays(self.hands[seat], &self.ctx()),
            Phase::AmbushWindow if self.pending & (1 << seat) != 0 => {
                let mut v = Vec::new();
                moves::ambushes_into(self.hands[seat], self.table.as_ref(), &mut v);
                v
            }
            _ => Vec::new(),
        }
    }

    // ------------------------------------------------------------ transitions

    fn give(&mut self, seat: Seat, gift: [Card; 3]) {
        self.gifts[seat] = Some(gift);
        self.log(Event::GaveCards { seat });
        if self.gifts.iter().all(Option::is_some) {
            let gifts = self.gifts.map(|g| g.expect("all gave"));
            for (s, g) in gifts.iter().enumerate() {
                for c in g {
                    self.hands[s].remove(*c);
                }
            }
            for (s, g) in gifts.iter().enumerate() {
                for (k, c) in g.iter().enumerate() {
                    let to = (s + 1 + k) % SEATS;
                    self.hands[to].insert(*c);
                    self.received[to][s] = Some(*c);
                }
            }
            self.phase = Phase::Play;
            self.turn = self.stork_holder();
            self.leader = Some(self.turn);
            self.log(Event::CardsExchanged { leader: self.turn });
        }
    }

    fn play(&mut self, seat: Seat, combo: Combination) {
        self.hands[seat] = self.hands[seat].minus(combo.cards);
        self.has_played[seat] = true;
        self.first_lead = false;
        let out_of_turn = self.phase == Phase::AmbushWindow;
        self.phase = Phase::Play;
        self.pending = 0;
        if combo.kind == Kind::Ambush || out_of_turn {
            self.log(Event::Ambushed { seat, combo });
        } else {
            self.log(Event::Played { seat, combo });
        }
        if combo.kind == Kind::Kingdom {
            self.kingdoms[team(seat)] += 1;
        }
        if combo.kind == Kind::Cat {
            self.won[seat] = self.won[seat].union(combo.cards);
            if self.went_out(seat) {
                return;
            }
            let to = self.active_from(partner(seat));
            self.log(Event::LeadPassed { seat, to });
            self.turn = to;
            return;
        }
        self.trick = self.trick.union(combo.cards);
        self.table = Some(combo);
        self.owner = seat;
        self.passed = 0;
        if self.went_out(seat) {
            return;
        }
        if combo.kind == Kind::Kingdom {
            // The Kingdom wins the trick at once.
            self.end_trick();
            return;
        }
        self.turn = self.next_active(seat);
        self.open_window();
    }

    /// Records `seat` going out if its hand is empty; true when that ends the deal (or
    /// hands it to the Panda's give-away first).
    fn went_out(&mut self, seat: Seat) -> bool {
        if self.active(seat) {
            return false;
        }
        self.out.push(seat);
        self.log(Event::WentOut {
            seat,
            place: self.out.len(),
        });
        if self.out.len() == 2 && team(self.out[0]) == team(self.out[1]) {
            self.log(Event::DoubleVictory { team: team(seat) });
            self.finish_deal();
            return true;
        }
        if self.out.len() == 3 {
            // The third player's last play wins the last trick at once.
            if self.table.is_some() {
                self.owner = seat;
                self.end_trick();
            } else {
                self.finish_deal();
            }
            return true;
        }
        false
    }

    /// After a play or a pass: the ambush window, if anybody could hold an Ambush that
    /// beats the table (judged from public facts only: four cards in hand, a rank none of
    /// whose cards has been seen), else straight on.
    fn open_window(&mut self) {
        let mut seen = 0u64;
        for s in 0..SEATS {
            seen |= self.won[s].0;
        }
        seen |= self.trick.0;
        let min_rank = match self.table {
            Some(t) if t.kind == Kind::Ambush => t.rank + 1,
            _ => 1,
        };
        let possible = span(min_rank as usize, 14).any(|r| seen & super::cards::RANK_MASK[r] == 0);
        let mut pending = 0u8;
        if possible {
            for s in 0..SEATS {
                if self.hands[s].len() >= 4 {
                    pending |= 1 << s;
                }
            }
        }
        if pending != 0 {
            self.pending = pending;
            self.phase = Phase::AmbushWindow;
        } else {
            self.close_window();
        }
    }

    fn close_window(&mut self) {
        self.phase = Phase::Play;
        self.pending = 0;
        let everyone_passed = (0..SEATS)
            .filter(|&s| s != self.owner && self.active(s))
            .all(|s| self.passed & (1 << s) != 0);
        if everyone_passed {
            self.end_trick();
        }
    }

    /// The table's owner takes the trick (or, with the Panda on top, must give it away).
    fn end_trick(&mut self) {
        let top = self.table.expect("a trick to end");
        if top.is_panda() {
            self.phase = Phase::GiveTrick;
            self.turn = self.owner;
            return;
        }
        let w = self.owner;
        let points = self.trick.points();
        self.won[w] = self.won[w].union(self.trick);
        self.log(Event::TrickWon { seat: w, points });
        self.after_trick(w);
    }

    fn after_trick(&mut self, winner: Seat) {
        self.table = None;
        self.trick = CardSet::EMPTY;
        self.passed = 0;
        if self.out.len() >= 3 {
            self.finish_deal();
            return;
        }
        self.phase = Phase::Play;
        self.turn = self.active_from(winner);
    }

    fn finish_deal(&mut self) {
        let mut card_points = [0i32; 2];
        let mut double = None;
        if self.out.len() == 2 {
            let t = team(self.out[0]);
            double = Some(t);
            card_points[t] = DOUBLE_VICTORY_POINTS;
        } else {
            let last = (0..SEATS)
                .find(|s| !self.out.contains(s))
                .expect("a fourth player");
            let first = self.out[0];
            card_points[1 - team(last)] += self.hands[last].points();
            let tricks = self.won[last];
            self.won[first] = self.won[first].union(tricks);
            self.won[last] = CardSet::EMPTY;
            for s in 0..SEATS {
                card_points[team(s)] += self.won[s].points();
            }
        }
        let mut call_points = [0i32; 2];
        for s in 0..SEATS {
            if self.called[s] {
                call_points[team(s)] += if self.out.first() == Some(&s) {
                    CALL_POINTS
                } else {
                    -CALL_POINTS
                };
            }
        }
        let kingdom_points = self.kingdoms.map(|k| k * KINGDOM_POINTS);
        let total = [0, 1].map(|t| card_points[t] + call_points[t] + kingdom_points[t]);
        for t in 0..2 {
            self.scores[t] += total[t];
        }
        let result = DealResult {
            deal: self.deal,
            out_order: self.out.clone(),
            double_victory: double,
            card_points,
            call_points,
            kingdom_points,
            total,
            scores_after: self.scores,
        };
        self.results.push(result.clone());
        self.log(Event::DealScored(result));
        self.table = None;
        self.pending = 0;
        let target = self.config.target_score;
        let [a, b] = self.scores;
        if (a >= target || b >= target) && a != b {
            let t = if a > b { 0 } else { 1 };
            self.winner = Some(t);
            self.phase = Phase::Over;
            self.log(Event::GameWon { team: t });
        } else if self.single_deal {
            self.phase = Phase::Over;
        } else {
            self.start_deal(None);
        }
    }

    /// A world the hard bot imagines: `obs` with `hands` for every seat, playing this
    /// deal only, recording no events.
    pub(crate) fn from_observation(obs: &PandaObservation, hands: [CardSet; SEATS]) -> Self {
        PandaState {
            config: obs.config.clone(),
            rng: rng::from_seed(obs.deal as u64),
            phase: obs.phase,
            deal: obs.deal,
            hands,
            won: obs.won,
            gifts: [None; SEATS],
            received: [[None; SEATS]; SEATS],
            called: obs.called,
            has_played: obs.has_played,
            first_lead: obs.first_lead,
            table: obs.table,
            owner: obs.table_owner.unwrap_or(obs.turn),
            trick: obs.trick,
            passed: obs.passed,
            turn: obs.turn,
            leader: obs.first_leader,
            pending: obs.pending,
            out: obs.out.clone(),
            kingdoms: obs.kingdoms,
            scores: obs.scores,
            results: Vec::new(),
            winner: None,
            events: Vec::new(),
            record: false,
            single_deal: true,
        }
    }

    // ------------------------------------------------------------ checks

    fn check(&self, seat: Seat, action: &Action) -> Result<(), PandaError> {
        if self.phase == Phase::Over {
            return Err(PandaError::GameOver);
        }
        if seat >= SEATS {
            return Err(PandaError::NotYourTurn);
        }
        match *action {
            Action::CallPanda => {
                if self.called[seat] {
                    Err(PandaError::AlreadyCalled)
                } else if self.has_played[seat] {
                    Err(PandaError::CallAfterFirstCard)
                } else {
                    Ok(())
                }
            }
            Action::GiveCards {
                left,
                partner,
                right,
            } => {
                if self.phase != Phase::Passing {
                    return Err(PandaError::NotNow("the passing is over"));
                }
                if self.gifts[seat].is_some() {
                    return Err(PandaError::AlreadyGave);
                }
                if left == partner || left == right || partner == right {
                    return Err(PandaError::SameCardTwice);
                }
                for c in [left, partner, right] {
                    if c.0 as usize >= DECK_SIZE || !self.hands[seat].contains(c) {
                        return Err(PandaError::NotInHand(c));
                    }
                }
                Ok(())
            }
            Action::Play(cards) => self.check_play(seat, cards).map(|_| ()),
            Action::Pass => match self.phase {
                Phase::Play if seat == self.turn => {
                    if self.table.is_none() {
                        Err(PandaError::CannotPassLead)
                    } else {
                        Ok(())
                    }
                }
                Phase::Play | Phase::AmbushWindow => Err(PandaError::NotYourTurn),
                _ => Err(PandaError::NotNow("there is no trick to pass on")),
            },
            Action::NoAmbush => {
                if self.phase == Phase::AmbushWindow && self.pending & (1 << seat) != 0 {
                    Ok(())
                } else {
                    Err(PandaError::NotNow("there is no ambush window for you"))
                }
            }
            Action::GiveTrick(to) => {
                if self.phase != Phase::GiveTrick {
                    return Err(PandaError::NotNow("no Panda trick to give"));
                }
                if seat != self.turn {
                    return Err(PandaError::NotYourTurn);
                }
                if to >= SEATS || team(to) == team(seat) {
                    return Err(PandaError::NotAnOpponent(to));
                }
                Ok(())
            }
        }
    }
}

impl Game for PandaState {
    type Config = PandaConfig;
    type Action = Action;
    type Error = PandaError;
    type Observation = PandaObservation;

    const ID: &'static str = "panda";

    fn new(config: &PandaConfig, seed: u64) -> Self {
        Self::start(config, seed)
    }

    fn seat_count(&self) -> usize {
        SEATS
    }

    fn to_act(&self) -> Vec<Seat> {
        match self.phase {
            Phase::Passing => (0..SEATS).filter(|&s| self.gifts[s].is_none()).collect(),
            Phase::Play | Phase::GiveTrick => vec![self.turn],
            Phase::AmbushWindow => self.window_pending(),
            Phase::Over => Vec::new(),
        }
    }

    /// Everything `seat` may do now, Calling Panda included (allowed out of turn too). In
    /// the passing this lists every ordered choice of three cards (2,730).
    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let mut v = Vec::new();
        if self.phase == Phase::Over || seat >= SEATS {
            return v;
        }
        if self.may_call(seat) {
            v.push(Action::CallPanda);
        }
        match self.phase {
            Phase::Passing if self.gifts[seat].is_none() => {
                let h = self.hands[seat].to_vec();
                for &a in &h {
                    for &b in &h {
                        for &c in &h {
                            if a != b && a != c && b != c {
                                v.push(Action::GiveCards {
                                    left: a,
                                    partner: b,
                                    right: c,
                                });
                            }
                        }
                    }
                }
            }
            Phase::Play if seat == self.turn => {
                if self.table.is_some() {
                    v.push(Action::Pass);
                }
                v.extend(
                    self.legal_plays(seat)
                        .into_iter()
                        .map(|c| Action::Play(c.cards)),
                );
            }
            Phase::AmbushWindow if self.pending & (1 << seat) != 0 => {
                v.push(Action::NoAmbush);
                v.extend(
                    self.legal_plays(seat)
                        .into_iter()
                        .map(|c| Action::Play(c.cards)),
                );
            }
            Phase::GiveTrick if seat == self.turn => {
                v.extend([1, 3].map(|d| Action::GiveTrick((seat + d) % SEATS)));
            }
            _ => {}
        }
        v
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<(), PandaError> {
        self.check(seat, action)?;
        match *action {
            Action::CallPanda => {
                self.called[seat] = true;
                self.log(Event::CalledPanda { seat });
            }
            Action::GiveCards {
                left,
                partner,
                right,
            } => self.give(seat, [left, partner, right]),
            Action::Play(cards) => {
                let combo = self.check_play(seat, cards)?;
                self.play(seat, combo);
            }
            Action::Pass => {
                self.passed |= 1 << seat;
                self.log(Event::Passed { seat });
                self.turn = self.next_active(seat);
                self.open_window();
            }
            Action::NoAmbush => {
                self.pending &= !(1 << seat);
                if self.pending == 0 {
                    self.close_window();
                }
            }
            Action::GiveTrick(to) => {
                let points = self.trick.points();
                self.won[to] = self.won[to].union(self.trick);
                self.log(Event::TrickGiven {
                    from: seat,
                    to,
                    points,
                });
                self.after_trick(seat);
            }
        }
        Ok(())
    }

    fn observe(&self, seat: Seat) -> PandaObservation {
        PandaObservation::new(self, seat)
    }

    fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
}
