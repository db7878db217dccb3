//! Tests of the Panda engine and bots. In-crate, so that a test can stack hands and set
//! the table through the state's `pub(crate)` fields.
//!
//! `rules`: one test per ruling (rulings.md, "Panda") and per rule sentence that decides
//! an outcome, named after it; `kit`: the engine test kit (thousands of complete deals with
//! invariants after every action, illegal actions, saves, determinism and what each seat can
//! see), whose hooks and Panda's own scenarios of that kind are in `simulation`; `bots`: what
//! each level does.

mod bots;
mod e2e_fixtures;
mod hints;
mod kit;
mod rules;
mod simulation;

use super::cards::{Card, CardSet, Suit};
use super::state::{PandaConfig, PandaState, Phase};

/// A card from a short name: suit letter t/g/r/a and rank 1..10, B, G, E, M ("t7", "aM",
/// "rG" is the Renge Geisha); "Stork", "Cat", "Catfish", "Panda".
pub(super) fn c(name: &str) -> Card {
    match name {
        "Stork" => return Card::STORK,
        "Cat" => return Card::CAT,
        "Catfish" => return Card::CATFISH,
        "Panda" => return Card::PANDA,
        _ => {}
    }
    let (s, r) = name.split_at(1);
    // Suits in the order of `Suit::ALL`; the face ranks after 10.
    let suit = "tgra".find(s).map(|i| Suit::ALL[i]);
    let face = ["B", "G", "E", "M"].iter().position(|&f| f == r);
    let rank = face.map(|i| 11 + i as u8).or_else(|| r.parse().ok());
    match (suit, rank) {
        (Some(suit), Some(rank)) => Card::new(suit, rank),
        _ => panic!("no card {name}"),
    }
}

pub(crate) fn cs(names: &[&str]) -> CardSet {
    names.iter().map(|n| c(n)).collect()
}

/// A game whose first deal is past the passing, with these hands (not necessarily the
/// whole deck), the Stork's holder (or seat 0) to lead.
pub(super) fn table(hands: [&[&str]; 4]) -> PandaState {
    table_with(&PandaConfig::default(), hands)
}

pub(super) fn table_with(config: &PandaConfig, hands: [&[&str]; 4]) -> PandaState {
    let hs = hands.map(cs);
    let mut s = PandaState::with_hands(config, 7, hs);
    s.events.clear();
    s.phase = Phase::Play;
    s.gifts = [Some([Card(0); 3]); 4];
    s.turn = (0..4).find(|&x| hs[x].contains(Card::STORK)).unwrap_or(0);
    s.leader = Some(s.turn);
    s.first_lead = hs.iter().any(|h| h.contains(Card::STORK));
    s
}

/// Every seat in the window declines.
pub(super) fn decline_all(s: &mut PandaState) {
    while s.phase == Phase::AmbushWindow {
        let seat = s.to_act()[0];
        s.apply(seat, &super::Action::NoAmbush).expect("decline");
    }
}

/// `seat` plays `cards` and everybody declines to ambush.
pub(super) fn play(s: &mut PandaState, seat: usize, cards: &[&str]) {
    s.apply(seat, &super::Action::Play(cs(cards)))
        .unwrap_or_else(|e| panic!("seat {seat} plays {cards:?}: {e}"));
    decline_all(s);
}

pub(super) fn pass(s: &mut PandaState, seat: usize) {
    s.apply(seat, &super::Action::Pass)
        .unwrap_or_else(|e| panic!("seat {seat} passes: {e}"));
    decline_all(s);
}

/// Plays a script of turns: each seat plays its cards, or passes where it has none.
pub(super) fn moves(s: &mut PandaState, script: &[(usize, &[&str])]) {
    for &(seat, cards) in script {
        if cards.is_empty() {
            pass(s, seat);
        } else {
            play(s, seat, cards);
        }
    }
}
