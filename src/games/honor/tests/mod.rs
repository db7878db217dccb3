//! Tests of the Honor of the Samurai engine and bots. In-crate, so that a test can stack the
//! deck and read the state's `pub(crate)` fields.
//!
//! `rules`: one test per ruling (rulings.md, "Honor of the Samurai") and per sentence of the
//! seed that decides an outcome, named after it; `variants`: each variant alone and all four
//! together; `bots`: what each level does; `kit`: the engine test kit (thousands of complete
//! matches with invariants after every action, illegal actions, saves, determinism and what
//! each seat can see), whose hooks and Honor's own scenarios of that kind are in `simulation`.

mod bots;
mod fixtures;
mod hints;
mod kit;
mod rules;
mod simulation;
mod variants;

use super::state::{HonorConfig, HonorState};
use super::{Action, Card, Phase, Rank, Suit};
use crate::core::Seat;

/// Hands with no face card and no Joker, one per seat (up to 6).
pub(super) const PLAIN_HANDS: [[&str; 3]; 6] = [
    ["2C", "3C", "4C"],
    ["2D", "3D", "4D"],
    ["2H", "3H", "4H"],
    ["2S", "3S", "4S"],
    ["5C", "5D", "5H"],
    ["5S", "6C", "6D"],
];
/// Armies with no face card and no Joker (none of the cards of `PLAIN_HANDS`), totals 21,
/// 22, 25, 24, 27, 29.
pub(super) const PLAIN_ARMIES: [[&str; 3]; 6] = [
    ["6H", "7C", "8C"],
    ["6S", "7D", "9C"],
    ["7H", "8D", "10C"],
    ["7S", "8H", "9D"],
    ["8S", "9H", "10D"],
    ["9S", "10H", "10S"],
];

/// The cards of a deal, top first: armies round by round to `order`, then hands.
#[allow(clippy::needless_range_loop)] // round r of the deal, seat s
pub(super) fn deal_order(order: &[usize], armies: &[[&str; 3]], hands: &[[&str; 3]]) -> Vec<Card> {
    let mut top = Vec::new();
    for r in 0..3 {
        for &s in order {
            top.push(c(armies[s][r]));
        }
    }
    for r in 0..3 {
        for &s in order {
            top.push(c(hands[s][r]));
        }
    }
    top
}

/// A card from its short name: "AS", "10H", "QC", "2D"; "X1" and "X2" are the Jokers.
pub(super) fn c(name: &str) -> Card {
    match name {
        "X1" => return Card::JOKERS[0],
        "X2" => return Card::JOKERS[1],
        _ => {}
    }
    // In the order of `Rank::ALL` and `Suit::ALL`.
    const RANKS: [&str; 13] = [
        "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
    ];
    let (rank, suit) = name.split_at(name.len() - 1);
    let rank = RANKS.iter().position(|&r| r == rank);
    let suit = "CDHS".find(suit);
    match (rank, suit) {
        (Some(r), Some(s)) => Card::new(Rank::ALL[r], Suit::ALL[s]),
        _ => panic!("no card {name}"),
    }
}

pub(super) fn cs(names: &[&str]) -> Vec<Card> {
    names.iter().map(|n| c(n)).collect()
}

/// A deck whose first cards are `top` (in order); the rest follows with number cards first,
/// then face cards, then Jokers, so that redraws beyond `top` are harmless.
pub(super) fn deck(top: &[Card]) -> Vec<Card> {
    let mut d = top.to_vec();
    let rest = |f: &dyn Fn(Card) -> bool| -> Vec<Card> {
        Card::all().filter(|x| !top.contains(x) && f(*x)).collect()
    };
    d.extend(rest(&|x| !x.is_face() && !x.is_joker()));
    d.extend(rest(&|x| x.is_face()));
    d.extend(rest(&|x| x.is_joker()));
    d
}

/// The first deal of a new match: `armies[s]` and `hands[s]` for seat s (the first dealer is
/// the last seat, so dealing starts at seat 0), then `then` on top of the draw pile.
pub(super) fn stacked(
    config: &HonorConfig,
    armies: &[[&str; 3]],
    hands: &[[&str; 3]],
    then: &[&str],
) -> HonorState {
    let n = config.seats;
    assert_eq!(armies.len(), n);
    assert_eq!(hands.len(), n);
    let mut top = vec![Card(0); 6 * n];
    for s in 0..n {
        for r in 0..3 {
            top[r * n + s] = c(armies[s][r]);
            top[3 * n + r * n + s] = c(hands[s][r]);
        }
    }
    top.extend(cs(then));
    HonorState::with_deck(config, 1, &deck(&top))
}

pub(super) fn config(seats: usize) -> HonorConfig {
    HonorConfig {
        seats,
        ..HonorConfig::default()
    }
}

/// `seat` swaps its hand card `hand_index` into army slot `slot`.
pub(super) fn exchange(state: &mut HonorState, seat: usize, hand_index: usize, slot: usize) {
    let swap = Action::Exchange { hand_index, slot };
    state.apply(seat, &swap).unwrap();
}

/// Ends everybody's exchange without swapping.
pub(super) fn end_exchanges(state: &mut HonorState) {
    assert_eq!(state.phase(), Phase::Exchange);
    for s in state.to_act() {
        state.apply(s, &Action::EndExchange).unwrap();
    }
}

/// `seat` swaps its three hand cards into army slots 0, 1 and 2, one after the other.
pub(super) fn swap_whole_hand(state: &mut HonorState, seat: Seat) {
    for slot in 0..3 {
        let swap = Action::Exchange {
            hand_index: 0,
            slot,
        };
        state.apply(seat, &swap).unwrap();
    }
}

/// Every seat to act in a charge round declines.
pub(super) fn no_charges(state: &mut HonorState) {
    while state.phase() == Phase::Charge {
        let s = state.to_act()[0];
        state.apply(s, &Action::NoCharge).unwrap();
    }
}

pub(super) fn army(state: &HonorState, seat: Seat) -> Vec<Card> {
    state.seats[seat].army_cards()
}

/// Gathers every card and deals a new hand of the current game from a stacked deck:
/// `armies[s]` and `hands[s]` for each seat still in (entries of seats out are ignored),
/// dealt from `dealer`'s left, then `then` on top of the draw pile. Counts (heads,
/// disgraces, who is out) stay as they are. The hand number goes up by one.
pub(super) fn redeal(
    state: &mut HonorState,
    dealer: Seat,
    armies: &[[&str; 3]],
    hands: &[[&str; 3]],
    then: &[&str],
) {
    use super::state::Held;
    for s in &mut state.seats {
        s.hand.clear();
        s.army.clear();
        s.charge = None;
    }
    state.discard.clear();
    state.exchange_pile.clear();
    state.appeal = None;
    state.dealer = dealer;
    let order = state.in_from_left_of(dealer);
    let mut top = deal_order(&order, armies, hands);
    top.extend(cs(then));
    state.draw = deck(&top).into_iter().rev().map(Held::hidden).collect();
    state.start_hand();
    assert!(state.card_counts_consistent());
}

/// Sets each seat's (disgraces, heads); everybody is in.
pub(super) fn set_counts(state: &mut HonorState, counts: &[(u8, i32)]) {
    for (s, &(d, h)) in counts.iter().enumerate() {
        state.seats[s].disgraces = d;
        state.seats[s].heads = h;
        state.seats[s].out = false;
    }
}

/// A Kings configuration (no other variant).
pub(super) fn kings(seats: usize) -> HonorConfig {
    HonorConfig {
        seats,
        kings: true,
        ..HonorConfig::default()
    }
}

/// Game 2 of a match under `cfg` (which must have Kings): `king` won game 1 and declared
/// `suit`; the first hand of game 2 (dealer 0, so dealt from seat 1) is stacked with
/// `armies`, `hands` and then `then`, and its Setup/Discard has run.
pub(super) fn kings_game(
    cfg: &HonorConfig,
    king: Seat,
    suit: Suit,
    armies: &[[&str; 3]],
    hands: &[[&str; 3]],
    then: &[&str],
) -> HonorState {
    use super::state::Held;
    let n = cfg.seats;
    let mut state = stacked(cfg, &PLAIN_ARMIES[..n], &PLAIN_HANDS[..n], &[]);
    state.end_game(Some(king), super::GameEnd::LastStanding);
    assert_eq!(state.phase(), Phase::GameOver);
    state.apply(n - 1, &Action::NextGame).unwrap();
    assert_eq!(state.phase(), Phase::DeclareSuit);
    assert_eq!(state.king(), Some(king));
    assert_eq!(state.dealer(), 0);
    let order = state.in_from_left_of(0);
    let mut top = deal_order(&order, armies, hands);
    top.extend(cs(then));
    state.draw = deck(&top).into_iter().rev().map(Held::hidden).collect();
    state
        .apply(king, &Action::DeclareIllegalSuit(suit))
        .unwrap();
    assert!(state.card_counts_consistent());
    state
}

/// Events added since `before` events were recorded.
pub(super) fn new_events(state: &HonorState, since: usize) -> Vec<super::Event> {
    state.events()[since..].to_vec()
}
