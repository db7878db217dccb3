//! Computer opponents. They see a [`HonorObservation`] only.
//!
//! - random: any legal action, uniformly.
//! - easy: a beginner. Swaps in Aces only (under an illegal suit cards from the Nine),
//!   never of the illegal suit; charges its best card from the Ten whatever the risk;
//!   always appeals; as King always responds.
//! - medium: swaps in a hand card worth 2 more than the average unseen card (Jokers
//!   counted as nothing), never one of the illegal suit, and far more readily under an
//!   illegal suit (every known slot is one the suit cannot be in); charges its best card when its
//!   expected total is high, with Negative heads or near the target only (elsewhere a won
//!   battle is worth little against a failed charge's disgrace); as King responds to a
//!   Joker appeal only when it would be disgraced itself and rejects appeals about armies.
//! - hard: Monte Carlo over the cards it has not seen. Each sample deals the unseen cards
//!   to the others' hands and to the hidden cards discarded from hands (neither holds a K,
//!   Q, J or a Joker: Setup/Discard takes face cards out and shows Jokers), then to the
//!   unknown army slots (its own and the others'; a slot the other swapped holds one of
//!   its best hand cards), and plays the others' exchange and charge like medium. Every
//!   choice (which hand cards to swap in, with the best charge afterwards; which card to
//!   charge) is scored over the same samples by the battle's outcome: the illegal suit,
//!   the winner, the heads, the failed charges, and what they do to everybody's lives and
//!   heads, valued as this seat's share of everybody's strength (lives to the power 1.5,
//!   raised by the heads toward the target, much less so without Negative heads, where
//!   heads are not lives; reaching the target or being the last one in is worth
//!   everything). Appeals and the King's answers are scored the same way. The
//!   King's illegal suit is drawn at random at every level: it is declared before any card
//!   is dealt.

use super::cards::{Card, Suit, DECK_SIZE};
use super::observation::{HonorObservation, Place};
use super::state::{Action, AppealKind, Phase};
use crate::core::{BotLevel, GameRng, Seat};
use rand::seq::{IndexedRandom, SliceRandom};

/// Worlds sampled per hard decision (the same worlds score every choice).
pub const HARD_SAMPLES: usize = 400;
/// The value of a seat's position grows as lives^ALPHA (lives: disgraces still to take,
/// or heads + 3 with Negative heads) ...
const ALPHA: f64 = 1.5;
/// ... and by this factor times the fraction of the target heads it holds, with Negative
/// heads (where heads are also lives). (The benchmark moved little for ALPHA from 1 to 2.5
/// and this from 0 to 3, nor for 3 times as many samples.)
const KAPPA_NEGATIVE: f64 = 1.0;
/// Without Negative heads heads only count toward the target, which a game of two or
/// three hands almost never reaches: valuing them like lives made hard charge too often
/// (each failed charge a third of its life for a few heads) and lose to medium; at 0.05
/// a battle won still breaks ties.
const KAPPA_PLAIN: f64 = 0.05;
/// Values closer than this are equal (sums of the same values in another order).
const EPSILON: f64 = 1e-9;
/// Easy swaps in Aces only, a beginner's caution (swapping Tens too, it played exactly
/// like medium, which the benchmark could not tell apart) ...
const EASY_SWAP: u32 = 13;
/// ... and under an illegal suit cards from the Nine (a known slot cannot hold the suit,
/// which medium and hard exploit further).
const EASY_SWAP_ILLEGAL: u32 = 9;
/// Easy charges boldly: its best card from the Ten, whatever the risk of a failed charge.
const EASY_CHARGE: u32 = 10;
/// Medium swaps in a card worth at least the mean unseen card plus this (an unknown card
/// may be a head for the winner and gives a four-player battle its upside: only Aces, Tens
/// and some Nines beat it) ...
const MEDIUM_SWAP_MARGIN: f64 = 2.0;
/// ... or plus this under an illegal suit (a known slot cannot hold the suit).
const MEDIUM_SWAP_MARGIN_ILLEGAL: f64 = -3.0;
/// With Negative heads medium charges from an expected total of this plus 2 per player.
const MEDIUM_CHARGE_BASE: f64 = 22.0;

/// The bot's action, or `None` when its seat has nothing to do.
pub fn decide(obs: &HonorObservation, level: BotLevel, rng: &mut GameRng) -> Option<Action> {
    if obs.legal_actions.is_empty() {
        return None;
    }
    if level == BotLevel::Random {
        return obs.legal_actions.choose(rng).cloned();
    }
    let action = match obs.phase {
        Phase::DeclareSuit => Action::DeclareIllegalSuit(*Suit::ALL.choose(rng)?),
        Phase::JokerAppeal => match &obs.appeal {
            Some(w) if w.king_to_answer() => king_on_joker(obs, level),
            _ => Action::Appeal,
        },
        Phase::ArmyAppeal => match &obs.appeal {
            Some(w) if w.king_to_answer() => king_on_army(obs, level, rng),
            _ => army_appeal(obs, level),
        },
        Phase::Exchange => match level {
            BotLevel::Easy => easy_exchange(obs),
            BotLevel::Medium => medium_exchange(obs),
            _ => hard_exchange(obs, rng),
        },
        Phase::Charge => match level {
            BotLevel::Easy => easy_charge(obs),
            BotLevel::Medium => medium_charge(obs),
            _ => hard_charge(obs, rng),
        },
        Phase::Battle => Action::NextHand,
        Phase::GameOver => Action::NextGame,
        Phase::Over => return None,
    };
    debug_assert!(obs.legal_actions.contains(&action), "{action:?}");
    Some(action)
}

// ---------------------------------------------------------------- what a seat knows

fn first_unknown_slot(obs: &HonorObservation) -> Option<usize> {
    obs.my_army.iter().position(|s| s.is_none())
}

fn illegal(obs: &HonorObservation, card: Card) -> bool {
    obs.illegal_suit.is_some_and(|s| card.is_suit(s))
}

/// Mean battle value of the cards I have not seen (a Joker counts 0).
pub fn mean_unseen_value(obs: &HonorObservation) -> f64 {
    let unseen = obs.unseen();
    if unseen.is_empty() {
        return 7.0;
    }
    unseen.iter().map(|c| c.value() as f64).sum::<f64>() / unseen.len() as f64
}

/// My army total as far as I know it: known cards plus the mean unseen value per unknown
/// slot.
fn expected_total(obs: &HonorObservation) -> f64 {
    let mean = mean_unseen_value(obs);
    obs.my_army
        .iter()
        .map(|s| s.map_or(mean, |c| c.value() as f64))
        .sum::<f64>()
        + obs.my_charge.map_or(0.0, |c| c.value() as f64)
}

// ---------------------------------------------------------------- easy and medium

fn easy_exchange(obs: &HonorObservation) -> Action {
    // Never a card of the illegal suit.
    let least = if obs.illegal_suit.is_some() {
        EASY_SWAP_ILLEGAL
    } else {
        EASY_SWAP
    };
    let pick = obs
        .my_hand
        .iter()
        .position(|&c| !c.is_joker() && c.value() >= least && !illegal(obs, c));
    match (pick, first_unknown_slot(obs)) {
        (Some(hand_index), Some(slot)) => Action::Exchange { hand_index, slot },
        _ => Action::EndExchange,
    }
}

fn easy_charge(obs: &HonorObservation) -> Action {
    let best = obs
        .my_hand
        .iter()
        .enumerate()
        .filter(|(_, c)| !c.is_joker() && !illegal(obs, **c))
        .max_by_key(|(_, c)| c.value())
        .filter(|(_, c)| c.value() >= EASY_CHARGE);
    match best.map(|(i, _)| i) {
        Some(hand_index) => Action::Charge { hand_index },
        None => Action::NoCharge,
    }
}

/// Medium's swap rule, shared with hard's model of the others: the best hand card that is
/// not a Joker nor of the illegal suit, if it beats the average unseen card by the margin.
fn medium_swap_pick(hand: &[Card], mean: f64, illegal: Option<Suit>) -> Option<usize> {
    let margin = if illegal.is_some() {
        MEDIUM_SWAP_MARGIN_ILLEGAL
    } else {
        MEDIUM_SWAP_MARGIN
    };
    hand.iter()
        .enumerate()
        .filter(|(_, c)| !c.is_joker() && !illegal.is_some_and(|s| c.is_suit(s)))
        .filter(|(_, c)| c.value() as f64 >= mean + margin)
        .max_by_key(|(_, c)| c.value())
        .map(|(i, _)| i)
}

fn medium_exchange(obs: &HonorObservation) -> Action {
    let pick = medium_swap_pick(&obs.my_hand, mean_unseen_value(obs), obs.illegal_suit);
    match (pick, first_unknown_slot(obs)) {
        (Some(hand_index), Some(slot)) => Action::Exchange { hand_index, slot },
        _ => Action::EndExchange,
    }
}

/// The expected total (with the charge) from which medium charges, by the number of
/// players still in. Without Negative heads a battle won is worth little (heads only count
/// toward the target) and a failed charge costs a third of one's life: medium charges only
/// when within three heads of the target, from the same total.
fn medium_charge_threshold(players: usize, negative: bool, heads: i32, target: u32) -> f64 {
    if negative || heads + 3 >= target as i32 {
        MEDIUM_CHARGE_BASE + 2.0 * players as f64
    } else {
        f64::INFINITY
    }
}

fn medium_charge(obs: &HonorObservation) -> Action {
    let best = obs
        .my_hand
        .iter()
        .enumerate()
        .filter(|(_, c)| !c.is_joker() && !illegal(obs, **c))
        .max_by_key(|(_, c)| c.value());
    match best {
        Some((hand_index, c))
            if expected_total(obs) + c.value() as f64
                >= medium_charge_threshold(
                    obs.in_players().len(),
                    obs.config.negative_heads,
                    obs.seats[obs.me].heads,
                    obs.config.target_heads,
                ) =>
        {
            Action::Charge { hand_index }
        }
        _ => Action::NoCharge,
    }
}

fn army_appeal(obs: &HonorObservation, level: BotLevel) -> Action {
    if level == BotLevel::Hard {
        return hard_army_appeal(obs);
    }
    let pick = if level == BotLevel::Easy {
        Some(0)
    } else {
        obs.my_hand
            .iter()
            .enumerate()
            .filter(|(_, c)| !c.is_joker())
            .max_by_key(|(_, c)| (!illegal(obs, **c), c.value()))
            .map(|(i, _)| i)
    };
    match pick {
        Some(hand_index) if hand_index < obs.my_hand.len() => Action::AppealWithCard { hand_index },
        _ => Action::NoAppeal,
    }
}

fn king_on_joker(obs: &HonorObservation, level: BotLevel) -> Action {
    let Some(AppealKind::JokerDisgrace { drawer }) = obs.appeal.as_ref().map(|w| w.kind) else {
        return Action::Reject;
    };
    let respond = match level {
        BotLevel::Easy => true,
        BotLevel::Medium => drawer != obs.me && !obs.seats[obs.me].out,
        _ => {
            let targets: Vec<Seat> = obs
                .in_players()
                .into_iter()
                .filter(|&s| s != drawer)
                .collect();
            let table = Table::new(obs);
            let stand = table.value_after_disgraces(&targets);
            stand < table.value_now() - EPSILON
        }
    };
    if respond {
        Action::Respond
    } else {
        Action::Reject
    }
}

fn king_on_army(obs: &HonorObservation, level: BotLevel, rng: &mut GameRng) -> Action {
    let respond = match level {
        BotLevel::Easy => true,
        BotLevel::Medium => false,
        _ => hard_king_on_army(obs, rng),
    };
    if respond {
        Action::Respond
    } else {
        Action::Reject
    }
}

// ---------------------------------------------------------------- hard: the value model

/// Everybody's lives and heads as this seat sees them, and how a battle changes them.
struct Table {
    me: Seat,
    n: usize,
    negative: bool,
    target: i32,
    lives: Vec<i32>,
    heads: Vec<i32>,
    out: Vec<bool>,
    /// Seats still in from the dealer's left: the order disgraces are dealt in.
    order: Vec<Seat>,
    illegal: Option<Suit>,
}

/// One seat's final army for a battle, summarised.
#[derive(Clone, Copy, Debug, Default)]
struct Army {
    total: u32,
    faces: u32,
    joker: bool,
    illegal: bool,
    charged: bool,
}

impl Army {
    fn add(&mut self, card: Card, illegal: Option<Suit>) {
        self.total += card.value();
        self.faces += u32::from(card.is_face());
        self.joker |= card.is_joker();
        self.illegal |= illegal.is_some_and(|s| card.is_suit(s));
    }
}

impl Table {
    fn new(obs: &HonorObservation) -> Self {
        let n = obs.seat_count();
        let negative = obs.config.negative_heads;
        let lives = obs
            .seats
            .iter()
            .map(|s| {
                if negative {
                    s.heads + 3
                } else {
                    3 - s.disgraces as i32
                }
            })
            .collect();
        let order = (1..=n)
            .map(|k| (obs.dealer + k) % n)
            .filter(|&s| !obs.seats[s].out)
            .collect();
        Table {
            me: obs.me,
            n,
            negative,
            target: obs.config.target_heads as i32,
            lives,
            heads: obs.seats.iter().map(|s| s.heads).collect(),
            out: obs.seats.iter().map(|s| s.out).collect(),
            order,
            illegal: obs.illegal_suit,
        }
    }

    fn strength(&self, lives: i32, heads: i32) -> f64 {
        if lives <= 0 {
            return 0.0;
        }
        let progress = heads.max(0) as f64 / self.target as f64;
        let kappa = if self.negative {
            KAPPA_NEGATIVE
        } else {
            KAPPA_PLAIN
        };
        (lives as f64).powf(ALPHA) * (1.0 + kappa * progress)
    }

    /// My share of everybody's strength, or 1/0 when the game is decided.
    fn share(&self, lives: &[i32], heads: &[i32], out: &[bool]) -> f64 {
        let left: Vec<Seat> = (0..self.n).filter(|&s| !out[s]).collect();
        if left.len() == 1 {
            return f64::from(u8::from(left[0] == self.me));
        }
        if left.is_empty() {
            return 0.0;
        }
        if let Some(w) = (0..self.n).find(|&s| !out[s] && heads[s] >= self.target) {
            return f64::from(u8::from(w == self.me));
        }
        let total: f64 = left
            .iter()
            .map(|&s| self.strength(lives[s], heads[s]))
            .sum();
        if total <= 0.0 {
            return 0.0;
        }
        if out[self.me] {
            0.0
        } else {
            self.strength(lives[self.me], heads[self.me]) / total
        }
    }

    fn value_now(&self) -> f64 {
        self.share(&self.lives, &self.heads, &self.out)
    }

    fn value_after_disgraces(&self, seats: &[Seat]) -> f64 {
        let (mut lives, mut heads, mut out) =
            (self.lives.clone(), self.heads.clone(), self.out.clone());
        for &s in seats {
            if !out[s] {
                self.disgrace(s, &mut lives, &mut heads, &mut out);
            }
        }
        self.share(&lives, &heads, &out)
    }

    fn disgrace(&self, s: Seat, lives: &mut [i32], heads: &mut [i32], out: &mut [bool]) {
        lives[s] -= 1;
        if self.negative {
            heads[s] -= 1;
        }
        if lives[s] <= 0 {
            out[s] = true;
        }
    }

    /// My value after a battle between these armies (`None`: not in the battle).
    fn battle_value(&self, armies: &[Option<Army>]) -> f64 {
        let mut lives = [0i32; super::MAX_SEATS];
        let mut heads = [0i32; super::MAX_SEATS];
        let mut out = [true; super::MAX_SEATS];
        lives[..self.n].copy_from_slice(&self.lives);
        heads[..self.n].copy_from_slice(&self.heads);
        out[..self.n].copy_from_slice(&self.out);
        let (lives, heads, out) = (
            &mut lives[..self.n],
            &mut heads[..self.n],
            &mut out[..self.n],
        );
        if self.illegal.is_some() {
            for &s in &self.order {
                if armies[s].is_some_and(|a| a.illegal) {
                    self.disgrace(s, lives, heads, out);
                }
            }
            if out.iter().filter(|o| !**o).count() <= 1 {
                return self.share(lives, heads, out);
            }
        }
        let mut best: Option<u32> = None;
        let mut winner: Option<Seat> = None;
        let mut faces = 0;
        for &s in &self.order {
            let Some(a) = armies[s] else { continue };
            faces += a.faces;
            if out[s] || a.joker {
                continue;
            }
            match best {
                Some(b) if a.total < b => {}
                Some(b) if a.total == b => winner = None,
                _ => {
                    best = Some(a.total);
                    winner = Some(s);
                }
            }
        }
        if let Some(w) = winner {
            heads[w] += faces as i32;
            if self.negative {
                lives[w] += faces as i32;
            }
            for &s in &self.order {
                if s != w && !out[s] && armies[s].is_some_and(|a| a.charged) {
                    self.disgrace(s, lives, heads, out);
                }
            }
        }
        self.share(lives, heads, out)
    }
}

// ---------------------------------------------------------------- hard: sampling worlds

/// One sampled world: every other seat's final army, and the cards in my unknown slots.
struct World {
    armies: Vec<Option<Army>>,
    my_unknown: Vec<Card>,
}

/// The hidden cards, and what the others are known to hold.
struct Sampler {
    /// Unseen cards that may be in a hand (no K, Q, J, Joker).
    hand_pool: Vec<Card>,
    /// Unseen K, Q, J and Jokers.
    faces: Vec<Card>,
    mean: f64,
    /// Per seat: cards shown to be in its hand (a Joker it drew).
    known_hand: Vec<Vec<Card>>,
}

impl Sampler {
    fn new(obs: &HonorObservation) -> Self {
        let unseen = obs.unseen();
        let mut known_hand = vec![Vec::new(); obs.seat_count()];
        for &(c, place) in &obs.known_elsewhere {
            if let Place::Hand(s) = place {
                known_hand[s].push(c);
            }
        }
        Sampler {
            // A Joker that arrives in a hand is shown at once: hidden hand cards are none.
            hand_pool: unseen
                .iter()
                .copied()
                .filter(|c| !c.is_face() && !c.is_joker())
                .collect(),
            faces: unseen
                .iter()
                .copied()
                .filter(|c| c.is_face() || c.is_joker())
                .collect(),
            mean: mean_unseen_value(obs),
            known_hand,
        }
    }

    /// Deals the hidden cards once. `my_unknown` slots of mine are filled from what is left
    /// after the others' hands and armies.
    fn sample(&mut self, obs: &HonorObservation, rng: &mut GameRng, rest: &mut Vec<Card>) -> World {
        let n = obs.seat_count();
        let me = obs.me;
        let illegal = obs.illegal_suit;
        self.hand_pool.shuffle(rng);
        let mut next_hand_card = 0;
        // Hands first (their cards are not face cards).
        let mut hands: Vec<Vec<Card>> = vec![Vec::new(); n];
        let mut inserted: Vec<Vec<Card>> = vec![Vec::new(); n];
        let mut charges: Vec<Option<Card>> = vec![None; n];
        for s in 0..n {
            let view = &obs.seats[s];
            if s == me || view.out || view.revealed_army.is_some() {
                continue;
            }
            let charged = view.charged == Some(true);
            let original = view.hand_count + view.swaps as usize + usize::from(charged);
            let mut hand: Vec<Card> = self.known_hand[s].clone();
            while hand.len() < original && next_hand_card < self.hand_pool.len() {
                hand.push(self.hand_pool[next_hand_card]);
                next_hand_card += 1;
            }
            // The cards swapped in and charged were its best (the way bots play).
            hand.sort_by_key(|c| std::cmp::Reverse(if c.is_joker() { 0 } else { c.value() }));
            let swaps = (view.swaps as usize).min(hand.len());
            inserted[s] = hand.drain(..swaps).collect();
            if charged && !hand.is_empty() {
                charges[s] = Some(hand.remove(0));
            }
            hands[s] = hand;
        }
        // The hidden cards discarded from hands were no face cards either: they are not in
        // the armies.
        next_hand_card = (next_hand_card + obs.hidden_hand_discards).min(self.hand_pool.len());
        rest.clear();
        rest.extend_from_slice(&self.hand_pool[next_hand_card..]);
        rest.extend_from_slice(&self.faces);
        rest.shuffle(rng);
        let mut next = 0;
        let mut take = |rest: &Vec<Card>| -> Option<Card> {
            let c = rest.get(next).copied();
            next += 1;
            c
        };
        let mut armies: Vec<Option<Army>> = vec![None; n];
        let players = obs.in_players().len();
        for s in 0..n {
            let view = &obs.seats[s];
            if s == me || view.out {
                continue;
            }
            let mut army = Army::default();
            if let Some(revealed) = &view.revealed_army {
                for &c in revealed {
                    army.add(c, illegal);
                }
                army.charged = view.charged == Some(true);
                armies[s] = Some(army);
                continue;
            }
            // Its slots: the swapped ones hold what it put in, the others are unknown.
            let mut slots: Vec<Option<Card>> = Vec::with_capacity(3);
            let mut ins = inserted[s].iter();
            for &swapped in &view.swapped {
                slots.push(if swapped { ins.next().copied() } else { None });
            }
            let mut unknown_slots: Vec<usize> =
                (0..slots.len()).filter(|&i| slots[i].is_none()).collect();
            // Still exchanging: it plays like medium.
            if obs.phase == Phase::Exchange && !view.exchange_done {
                while let (Some(&slot), Some(i)) = (
                    unknown_slots.first(),
                    medium_swap_pick(&hands[s], self.mean, illegal),
                ) {
                    slots[slot] = Some(hands[s].remove(i));
                    unknown_slots.remove(0);
                }
            }
            let known_total: f64 = slots.iter().flatten().map(|c| c.value() as f64).sum();
            for slot in slots.iter_mut() {
                if slot.is_none() {
                    *slot = take(rest);
                }
            }
            for c in slots.iter().flatten() {
                army.add(*c, illegal);
            }
            // Charges: known to have charged, or will it (like medium)?
            let charge = match view.charged {
                Some(true) => charges[s],
                Some(false) => None,
                None if obs.config.charges => {
                    let expected = known_total + self.mean * unknown_slots.len() as f64;
                    hands[s]
                        .iter()
                        .filter(|c| !c.is_joker() && !illegal.is_some_and(|x| c.is_suit(x)))
                        .max_by_key(|c| c.value())
                        .copied()
                        .filter(|c| {
                            expected + c.value() as f64
                                >= medium_charge_threshold(
                                    players,
                                    obs.config.negative_heads,
                                    view.heads,
                                    obs.config.target_heads,
                                )
                        })
                }
                None => None,
            };
            if let Some(c) = charge {
                army.add(c, illegal);
                army.charged = true;
            }
            armies[s] = Some(army);
        }
        let unknown_mine = obs.my_army.iter().filter(|s| s.is_none()).count();
        let my_unknown = (0..unknown_mine).filter_map(|_| take(rest)).collect();
        World { armies, my_unknown }
    }
}

/// My final army: known slots, `inserted` hand cards into the first unknown slots, sampled
/// cards in the rest, and an optional charge.
fn my_army(
    obs: &HonorObservation,
    inserted: &[Card],
    unknown: &[Card],
    charge: Option<Card>,
) -> Army {
    let illegal = obs.illegal_suit;
    let mut army = Army::default();
    let mut ins = inserted.iter();
    let mut unk = unknown.iter();
    for slot in &obs.my_army {
        let card = match slot {
            Some(c) => Some(*c),
            None => ins.next().or_else(|| unk.next()).copied(),
        };
        if let Some(c) = card {
            army.add(c, illegal);
        }
    }
    if let Some(c) = obs.my_charge.or(charge) {
        army.add(c, illegal);
        army.charged = true;
    }
    army
}

/// The hand cards a charge may be made with (a Joker charge always loses).
fn charge_candidates(hand: &[Card], skip: &[usize]) -> Vec<Option<usize>> {
    let mut v = vec![None];
    v.extend(
        (0..hand.len())
            .filter(|i| !skip.contains(i) && !hand[*i].is_joker())
            .map(Some),
    );
    v
}

/// Every set of hand cards (no Jokers) of at most `max` cards, as indices, best first.
fn swap_sets(hand: &[Card], max: usize) -> Vec<Vec<usize>> {
    let usable: Vec<usize> = (0..hand.len()).filter(|&i| !hand[i].is_joker()).collect();
    let mut sets = Vec::new();
    for mask in 0u32..(1 << usable.len()) {
        let set: Vec<usize> = usable
            .iter()
            .enumerate()
            .filter(|(b, _)| mask & (1 << b) != 0)
            .map(|(_, &i)| i)
            .collect();
        if set.len() <= max {
            sets.push(set);
        }
    }
    sets
}

pub fn hard_exchange(obs: &HonorObservation, rng: &mut GameRng) -> Action {
    let unknown_slots: Vec<usize> = (0..obs.my_army.len())
        .filter(|&i| obs.my_army[i].is_none())
        .collect();
    let sets = swap_sets(&obs.my_hand, unknown_slots.len());
    if sets.len() <= 1 {
        return Action::EndExchange;
    }
    let charges_later = obs.config.charges;
    // (set, charge choices) -> summed value.
    let choices: Vec<Vec<Option<usize>>> = sets
        .iter()
        .map(|set| {
            if charges_later {
                charge_candidates(&obs.my_hand, set)
            } else {
                vec![None]
            }
        })
        .collect();
    let mut scores: Vec<Vec<f64>> = choices.iter().map(|c| vec![0.0; c.len()]).collect();
    let table = Table::new(obs);
    let mut sampler = Sampler::new(obs);
    let mut rest = Vec::with_capacity(DECK_SIZE);
    let mut inserted: Vec<Card> = Vec::with_capacity(3);
    for _ in 0..HARD_SAMPLES {
        let mut world = sampler.sample(obs, rng, &mut rest);
        for (k, set) in sets.iter().enumerate() {
            inserted.clear();
            inserted.extend(set.iter().map(|&i| obs.my_hand[i]));
            for (j, charge) in choices[k].iter().enumerate() {
                let mine = my_army(
                    obs,
                    &inserted,
                    &world.my_unknown,
                    charge.map(|i| obs.my_hand[i]),
                );
                world.armies[obs.me] = Some(mine);
                scores[k][j] += table.battle_value(&world.armies);
            }
        }
    }
    let value = |k: usize| scores[k].iter().copied().fold(f64::MIN, f64::max);
    let best = (0..sets.len())
        .max_by(|&a, &b| value(a).total_cmp(&value(b)).then(b.cmp(&a)))
        .unwrap_or(0);
    // Swap in the best card of the chosen set first.
    match sets[best]
        .iter()
        .max_by_key(|&&i| obs.my_hand[i].value())
        .copied()
    {
        Some(hand_index) => Action::Exchange {
            hand_index,
            slot: unknown_slots[0],
        },
        None => Action::EndExchange,
    }
}

pub fn hard_charge(obs: &HonorObservation, rng: &mut GameRng) -> Action {
    let choices = charge_candidates(&obs.my_hand, &[]);
    if choices.len() <= 1 {
        return Action::NoCharge;
    }
    let mut scores = vec![0.0; choices.len()];
    let table = Table::new(obs);
    let mut sampler = Sampler::new(obs);
    let mut rest = Vec::with_capacity(DECK_SIZE);
    for _ in 0..HARD_SAMPLES {
        let mut world = sampler.sample(obs, rng, &mut rest);
        for (j, charge) in choices.iter().enumerate() {
            let mine = my_army(obs, &[], &world.my_unknown, charge.map(|i| obs.my_hand[i]));
            world.armies[obs.me] = Some(mine);
            scores[j] += table.battle_value(&world.armies);
        }
    }
    // Ties go to not charging.
    let best = (0..choices.len())
        .max_by(|&a, &b| scores[a].total_cmp(&scores[b]).then(b.cmp(&a)))
        .unwrap_or(0);
    match choices[best] {
        Some(hand_index) => Action::Charge { hand_index },
        None => Action::NoCharge,
    }
}

/// The revealed armies, with `replace` (seat, card) replacing that seat's first Joker.
fn revealed_armies(obs: &HonorObservation, replace: Option<(Seat, Card)>) -> Vec<Option<Army>> {
    obs.seats
        .iter()
        .enumerate()
        .map(|(s, view)| {
            let cards = view.revealed_army.as_ref()?;
            let mut army = Army {
                charged: view.charged == Some(true),
                ..Army::default()
            };
            let mut replaced = false;
            for &c in cards {
                match replace {
                    Some((r, card)) if r == s && c.is_joker() && !replaced => {
                        replaced = true;
                        army.add(card, obs.illegal_suit);
                    }
                    _ => army.add(c, obs.illegal_suit),
                }
            }
            Some(army)
        })
        .collect()
}

fn hard_army_appeal(obs: &HonorObservation) -> Action {
    let table = Table::new(obs);
    let keep = table.battle_value(&revealed_armies(obs, None));
    let best = (0..obs.my_hand.len())
        .filter(|&i| !obs.my_hand[i].is_joker())
        .map(|i| {
            let v = table.battle_value(&revealed_armies(obs, Some((obs.me, obs.my_hand[i]))));
            (i, v)
        })
        .max_by(|a, b| a.1.total_cmp(&b.1).then(b.0.cmp(&a.0)));
    match best {
        Some((hand_index, v)) if v > keep + EPSILON => Action::AppealWithCard { hand_index },
        _ => Action::NoAppeal,
    }
}

fn hard_king_on_army(obs: &HonorObservation, rng: &mut GameRng) -> bool {
    let Some(appellant) = obs.appeal.as_ref().and_then(|w| w.appellant_judged()) else {
        return false;
    };
    let table = Table::new(obs);
    let keep = table.battle_value(&revealed_armies(obs, None));
    // The card it named is one of its hand cards, likely its best: sample its hand.
    let sampler = Sampler::new(obs);
    let mut pool = sampler.hand_pool.clone();
    let count = obs.seats[appellant].hand_count;
    let mut replaced = 0.0;
    const SAMPLES: usize = 64;
    for _ in 0..SAMPLES {
        let (hand, _) = pool.partial_shuffle(rng, count.min(sampler.hand_pool.len()));
        // Not of the illegal suit if it can help it (a card that disgraces its own army is
        // nobody's choice).
        let card = hand
            .iter()
            .filter(|c| !c.is_joker())
            .max_by_key(|c| (!obs.illegal_suit.is_some_and(|s| c.is_suit(s)), c.value()))
            .copied();
        replaced += match card {
            Some(c) => table.battle_value(&revealed_armies(obs, Some((appellant, c)))),
            None => keep,
        };
    }
    replaced / SAMPLES as f64 > keep + EPSILON
}
