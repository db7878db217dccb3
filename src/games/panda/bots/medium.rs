//! Medium: plans its hand into the fewest combinations and plays by the plan.
//!
//! - Passing: its best spare single to the partner (its lowest card if it called itself,
//!   its very best if the partner called), the Cat and its lowest singles to the
//!   opponents; never breaks an Ambush or a Kingdom. Calls Panda on a strong hand.
//! - Leading: goes out if it can; the Cat when the partner is close to going out or
//!   called; else its lowest planned combination (not a single when an opponent holds
//!   one card).
//! - Following: never over the partner; the lowest planned combination that beats the
//!   table; breaks a combination only when it costs nothing or the trick matters (points,
//!   an opponent close to going out); keeps its Panda for high singles.
//! - Ambushes: kept for an opponent about to go out, a trick worth 25 or more, or to go
//!   out itself.

use super::super::cards::{Card, CardSet};
use super::super::combo::{play_reading, Combination, Kind};
use super::super::moves::{self, context_allows};
use super::super::observation::PandaObservation;
use super::super::state::{partner, team, Action, Phase, SEATS};
use super::my_plays;
use super::plan::{plan, Plan};

pub fn decide(obs: &PandaObservation) -> Action {
    match obs.phase {
        Phase::Passing => passing(obs),
        Phase::AmbushWindow => window(obs),
        Phase::GiveTrick => give_trick(obs),
        _ => play(obs),
    }
}

/// Panda, Mons and Ambushes: the cards that win leads back.
fn control(hand: CardSet, p: &Plan) -> u32 {
    let mons = hand.of_rank(14).len() as u32;
    let bombs = p.combos.iter().filter(|c| c.is_bomb()).count() as u32;
    2 * hand.contains(Card::PANDA) as u32 + mons + 2 * bombs + hand.contains(Card::CATFISH) as u32
}

/// Whether the hand is strong enough to call Panda.
pub fn strong(hand: CardSet, p: &Plan) -> bool {
    let size = p.size();
    let ctl = control(hand, p);
    (size <= 4 && ctl >= 3) || (size <= 5 && ctl >= 5)
}

fn passing(obs: &PandaObservation) -> Action {
    let me = obs.me;
    let p = plan(obs.hand);
    if !obs.called[me] && strong(obs.hand, &p) {
        return Action::CallPanda;
    }
    let singles: CardSet = p
        .combos
        .iter()
        .filter(|c| c.kind == Kind::Single)
        .map(|c| c.cards)
        .fold(CardSet::EMPTY, CardSet::union);
    let free = obs.hand.minus(p.bombs);
    let value = |c: Card| -> i32 {
        match c {
            Card::PANDA => 30,
            Card::CATFISH => 29,
            Card::CAT => -5,
            Card::STORK => 1,
            c => 2 * c.rank() as i32,
        }
    };
    let mut cards: Vec<Card> = free.to_vec();
    if cards.len() < 3 {
        cards = obs.hand.to_vec();
    }
    // Partner first.
    let to_partner = if obs.called[partner(me)] {
        *cards.iter().max_by_key(|&&c| value(c)).expect("cards")
    } else if obs.called[me] {
        *cards
            .iter()
            .filter(|&&c| c != Card::CAT)
            .min_by_key(|&&c| value(c))
            .unwrap_or(&cards[0])
    } else {
        let pool: Vec<Card> = cards
            .iter()
            .copied()
            .filter(|&c| c != Card::PANDA && c != Card::CATFISH && singles.contains(c))
            .collect();
        let pool = if pool.is_empty() {
            cards
                .iter()
                .copied()
                .filter(|&c| c != Card::PANDA && c != Card::CATFISH)
                .collect()
        } else {
            pool
        };
        *pool
            .iter()
            .max_by_key(|&&c| value(c))
            .unwrap_or(&cards[cards.len() - 1])
    };
    cards.retain(|&c| c != to_partner);
    // Opponents: the Cat, then low singles, then low cards; never the Panda or Catfish.
    let key = |c: &Card| -> (i32, i32) {
        let keep = matches!(*c, Card::PANDA | Card::CATFISH | Card::STORK) as i32;
        let single = singles.contains(*c) as i32;
        (
            keep,
            if *c == Card::CAT {
                -100
            } else {
                value(*c) - 8 * single
            },
        )
    };
    cards.sort_by_key(key);
    Action::GiveCards {
        left: cards[0],
        partner: to_partner,
        right: cards[1],
    }
}

fn opponents(me: usize) -> [usize; 2] {
    [(me + 1) % SEATS, (me + 3) % SEATS]
}

/// The trick on the table matters: an opponent owns it and is close to going out, or it
/// is rich, or its owner called.
fn urgency(obs: &PandaObservation) -> u32 {
    let Some(owner) = obs.table_owner else {
        return 0;
    };
    if team(owner) == team(obs.me) {
        return 0;
    }
    let n = obs.hand_counts[owner];
    let pts = obs.trick.points();
    let mut u = 0;
    if n <= 2 {
        u += 3;
    } else if n <= 4 {
        u += 1;
    }
    if pts >= 25 {
        u += 2;
    } else if pts >= 15 {
        u += 1;
    }
    if obs.called[owner] {
        u += 1;
    }
    u
}

fn window(obs: &PandaObservation) -> Action {
    let mut v = Vec::new();
    moves::ambushes_into(obs.hand, obs.table.as_ref(), &mut v);
    let Some(low) = v.iter().min_by_key(|c| c.rank) else {
        return Action::NoAmbush;
    };
    if low.cards == obs.hand {
        return Action::Play(low.cards);
    }
    if urgency(obs) >= 3 {
        Action::Play(low.cards)
    } else {
        Action::NoAmbush
    }
}

fn give_trick(obs: &PandaObservation) -> Action {
    // The opponent with more cards is likelier to be last, and the last player's tricks
    // go to the first out.
    let [a, b] = opponents(obs.me);
    Action::GiveTrick(if obs.hand_counts[b] > obs.hand_counts[a] {
        b
    } else {
        a
    })
}

fn legal(c: &Combination, obs: &PandaObservation) -> Option<Combination> {
    let r = play_reading(c.cards, obs.table.as_ref())?;
    context_allows(&r, &obs.ctx()).then_some(r)
}

fn play(obs: &PandaObservation) -> Action {
    let plays = my_plays(obs);
    if let Some(c) = plays.iter().find(|c| c.cards == obs.hand) {
        return Action::Play(c.cards);
    }
    let p = plan(obs.hand);
    match obs.table {
        None => lead(obs, &p, &plays),
        Some(_) => follow(obs, &p, &plays),
    }
}

/// How high a lead is, for leading low.
fn lead_key(c: &Combination) -> (bool, u8, std::cmp::Reverse<u8>) {
    (
        c.is_bomb() || c.is_panda(),
        c.key(),
        std::cmp::Reverse(c.len),
    )
}

fn lead(obs: &PandaObservation, p: &Plan, plays: &[Combination]) -> Action {
    let me = obs.me;
    if obs.first_lead {
        // The play holding a 1 that uses most cards, without breaking a bomb.
        let best = plays
            .iter()
            .filter(|c| c.cards.0 & p.bombs.0 == 0 && c.kind != Kind::Single)
            .filter(|c| p.combos.iter().any(|pc| pc.cards == c.cards))
            .max_by_key(|c| c.len)
            .or_else(|| {
                plays
                    .iter()
                    .filter(|c| c.cards.0 & p.bombs.0 == 0)
                    .min_by_key(|c| (c.kind != Kind::Single, c.key()))
            })
            .or(plays.first());
        return Action::Play(best.expect("the Stork can always be led").cards);
    }
    let mate = partner(me);
    if obs.hand.contains(Card::CAT) && obs.hand_counts[mate] > 0 {
        let n = obs.hand_counts[mate];
        if obs.called[mate] || (n <= 3 && n < obs.hand_counts[me]) || p.size() >= 8 {
            return Action::Play(CardSet::from_cards(&[Card::CAT]));
        }
    }
    let danger = opponents(me).iter().any(|&o| obs.hand_counts[o] == 1);
    let mut options: Vec<Combination> = p
        .combos
        .iter()
        .filter(|c| c.kind != Kind::Cat && !c.is_bomb())
        .filter_map(|c| legal(c, obs))
        .collect();
    if danger && options.iter().any(|c| c.kind != Kind::Single) {
        options.retain(|c| c.kind != Kind::Single);
    }
    let choice = if danger && options.iter().all(|c| c.kind == Kind::Single) {
        options.iter().max_by_key(|c| c.key()).copied()
    } else {
        options.iter().min_by_key(|c| lead_key(c)).copied()
    };
    let choice = choice.or_else(|| {
        plays
            .iter()
            .filter(|c| c.kind != Kind::Cat)
            .min_by_key(|c| lead_key(c))
            .copied()
    });
    Action::Play(choice.or(plays.first().copied()).expect("a lead").cards)
}

fn follow(obs: &PandaObservation, p: &Plan, plays: &[Combination]) -> Action {
    let me = obs.me;
    let owner = obs.table_owner.expect("a table");
    if team(owner) == team(me) {
        return Action::Pass;
    }
    let table = obs.table.expect("a table");
    let urgent = urgency(obs);
    if !table.is_bomb() {
        let planned = p
            .combos
            .iter()
            .filter(|c| !c.is_bomb() && c.kind == table.kind && c.len == table.len)
            .filter_map(|c| legal(c, obs))
            .filter(|c| !c.is_panda() || table.rank >= 11 || urgent >= 1)
            .min_by_key(|c| c.key());
        if let Some(c) = planned {
            return Action::Play(c.cards);
        }
        // Breaking: what it costs in planned combinations.
        let base = p.size();
        let best = plays
            .iter()
            .filter(|c| !c.is_bomb())
            .filter(|c| !c.is_panda() || table.rank >= 11 || urgent >= 1)
            .map(|c| {
                let rest = plan(obs.hand.minus(c.cards)).size() + 1;
                (rest as i32 - base as i32, c.key(), *c)
            })
            .min_by_key(|&(cost, key, _)| (cost, key));
        if let Some((cost, _, c)) = best {
            if cost <= 0 || (urgent >= 2 && cost <= 2) || (urgent >= 1 && cost <= 1) {
                return Action::Play(c.cards);
            }
        }
    }
    if urgent >= 3 {
        if let Some(b) = plays.iter().filter(|c| c.is_bomb()).min_by_key(|c| c.rank) {
            return Action::Play(b.cards);
        }
    }
    Action::Pass
}
