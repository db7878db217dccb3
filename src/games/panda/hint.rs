//! Hint: the hard bot's choice for the seat, with a reason read from what the seat sees
//! (its hand, the table, the counts of the other hands, the calls).

use super::bots::{decide, plan::plan};
use super::cards::{rank_name, rank_plural, Card, CardSet};
use super::combo::{play_reading, Combination, Kind};
use super::moves;
use super::observation::PandaObservation;
use super::state::{partner, team, Action, Phase, SEATS};
use crate::core::hint::{hint_rng, listed};
use crate::core::{BotLevel, Hint, Seat};

/// The hard computer's choice for this seat, or `None` when it has nothing to do. The
/// cards are the ones to play or pass.
pub fn hint(obs: &PandaObservation) -> Option<Hint<Action, Card>> {
    let action = decide(obs, BotLevel::Hard, &mut hint_rng())?;
    let (reason, cards) = match action {
        Action::CallPanda => (call_reason(obs), Vec::new()),
        Action::GiveCards {
            left,
            partner: mate,
            right,
        } => (give_reason(obs, left, mate, right), vec![left, mate, right]),
        Action::Play(cards) => (play_reason(obs, cards), cards.to_vec()),
        Action::Pass => (pass_reason(obs), Vec::new()),
        Action::NoAmbush => (no_ambush_reason(obs), Vec::new()),
        Action::GiveTrick(to) => (give_trick_reason(obs, to), Vec::new()),
    };
    Some(Hint::new(action, reason, cards))
}

/// A combination as a sentence says it: "a pair of 9s", "a run of 6 to the 10".
pub fn spoken(c: &Combination) -> String {
    let r = c.rank;
    match c.kind {
        Kind::Single if c.is_panda() => "the Panda".into(),
        Kind::Single if c.cards.contains(Card::STORK) => "the Stork".into(),
        Kind::Single if c.is_catfish_single() => "the Catfish".into(),
        Kind::Single => format!("a single {}", rank_name(r)),
        Kind::Pair => format!("a pair of {}", rank_plural(r)),
        Kind::Triple => format!("three {}", rank_plural(r)),
        Kind::FullHouse => format!("a full house of {}", rank_plural(r)),
        Kind::Run => format!("a run of {} to the {}", c.len, rank_name(r)),
        Kind::PairRun => format!("{} pairs up to the {}", c.len / 2, rank_plural(r)),
        Kind::Ambush => format!("an Ambush of {}", rank_plural(r)),
        Kind::Kingdom => format!(
            "the Kingdom of {}",
            c.name().trim_start_matches("Kingdom of ")
        ),
        Kind::Cat => "the Cat".into(),
    }
}

/// "your left opponent", "your partner", "your right opponent".
fn who(me: Seat, seat: Seat) -> &'static str {
    match (seat + SEATS - me) % SEATS {
        1 => "your left opponent",
        2 => "your partner",
        3 => "your right opponent",
        _ => "you",
    }
}

/// The names of cards, as a list: "Asahi 2, the Cat and Renge 5".
fn named(cards: &[Card]) -> String {
    let names: Vec<String> = cards.iter().map(|c| card_name(*c)).collect();
    listed(&names)
}

/// A card's name in a sentence: the animals with "the" ("the Panda"), suited cards bare.
pub fn card_name(c: Card) -> String {
    if c.is_suited() {
        c.name()
    } else {
        format!("the {}", c.name())
    }
}

fn call_reason(obs: &PandaObservation) -> String {
    let p = plan(obs.hand);
    let winners = obs.hand.of_rank(14).len()
        + usize::from(obs.hand.contains(Card::PANDA))
        + p.combos.iter().filter(|c| c.is_bomb()).count();
    format!(
        "Call Panda: your hand breaks into only {} plays, with {winners} high enough to win the lead back.",
        p.size()
    )
}

fn give_reason(obs: &PandaObservation, left: Card, mate: Card, right: Card) -> String {
    let me = obs.me;
    let head = format!(
        "Give {} left, {} to your partner and {} right",
        card_name(left),
        card_name(mate),
        card_name(right)
    );
    let why = if obs.called[partner(me)] {
        "your partner called Panda, so they get your best spare card"
    } else if obs.called[me] {
        "you called Panda, so you keep your strong cards"
    } else if [left, right].contains(&Card::CAT) {
        "your best spare single helps your partner, the Cat and a low card go to the opponents"
    } else {
        "your best spare single helps your partner, low cards go to the opponents"
    };
    format!("{head}: {why}.")
}

fn play_reason(obs: &PandaObservation, cards: CardSet) -> String {
    let Some(c) = play_reading(cards, obs.table.as_ref()) else {
        return format!("Play {}.", named(&cards.to_vec()));
    };
    let what = spoken(&c);
    let me = obs.me;
    if cards == obs.hand {
        let first = if obs.out.is_empty() { " first" } else { "" };
        return format!("Play {what}: it is all you hold, so you go out{first}.");
    }
    if let Some(t) = obs.table {
        let owner = obs.table_owner.unwrap_or(obs.turn);
        let mut why = format!("it beats {}", spoken(&t));
        let pts = obs.trick.points() + cards.points();
        if obs.phase == Phase::AmbushWindow || c.is_bomb() {
            why = format!(
                "nothing but a bigger bomb beats it, and it takes {}",
                spoken(&t)
            );
        }
        if team(owner) != team(me) && obs.hand_counts[owner] <= 2 {
            why += &format!(
                " before {} ({} left) goes out",
                who(me, owner),
                count(obs.hand_counts[owner])
            );
        } else if pts >= 20 {
            why += &format!(" and wins a trick worth {pts} points");
        }
        return format!("Play {what}: {why}.");
    }
    // A lead.
    if c.kind == Kind::Cat {
        let mate = partner(me);
        let n = obs.hand_counts[mate];
        let why = if obs.called[mate] {
            "your partner called Panda".to_string()
        } else {
            format!("your partner has {} left", count(n))
        };
        return format!("Lead the Cat: it hands the lead to your partner, and {why}.");
    }
    if obs.first_lead {
        return if c.len > 1 {
            format!(
                "Lead {what}: the first lead must hold a 1, and this one sheds {}.",
                count(c.len as usize)
            )
        } else {
            format!("Lead {what}: the first lead must hold a 1.")
        };
    }
    let short: Vec<Seat> = [1, 3]
        .map(|d| (me + d) % SEATS)
        .into_iter()
        .filter(|&o| obs.hand_counts[o] == 1)
        .collect();
    if let Some(&o) = short.first() {
        return if c.kind == Kind::Single {
            format!(
                "Lead {what}: {} has one card left, so lead high.",
                who(me, o)
            )
        } else {
            format!(
                "Lead {what}: {} has one card left, so do not lead a single.",
                who(me, o)
            )
        };
    }
    let mut plays = Vec::new();
    moves::plays(obs.hand, &obs.ctx(), &mut plays);
    let lowest = plays
        .iter()
        .filter(|p| p.kind == c.kind && p.len == c.len)
        .all(|p| p.key() >= c.key());
    let cat = obs.hand.contains(Card::CAT) && obs.hand_counts[partner(me)] > 0;
    let why = if cat {
        "you keep the Cat to give your partner the lead later".to_string()
    } else if lowest {
        "shed your weakest cards while you have the lead".to_string()
    } else {
        format!("it fits your plan of {} plays", plan(obs.hand).size())
    };
    if lowest && c.kind == Kind::Single && !c.is_panda() {
        let card = if c.cards.0 & (1u64 << 56) == 0 && !c.is_catfish_single() {
            format!("the {}", rank_name(c.rank))
        } else {
            what
        };
        return format!("Lead your lowest single, {card}: {why}.");
    }
    format!("Lead {what}: {why}.")
}

/// "1 card", "3 cards".
fn count(n: impl Into<usize>) -> String {
    let n = n.into();
    if n == 1 {
        "1 card".into()
    } else {
        format!("{n} cards")
    }
}

fn pass_reason(obs: &PandaObservation) -> String {
    let Some(t) = obs.table else {
        return "Pass.".into();
    };
    let table = spoken(&t);
    let owner = obs.table_owner.unwrap_or(obs.turn);
    if owner == partner(obs.me) {
        return format!("Pass: your partner is winning the trick with {table}.");
    }
    let mut plays = Vec::new();
    moves::plays(obs.hand, &obs.ctx(), &mut plays);
    if plays.is_empty() {
        format!("Pass: nothing in your hand beats {table}.")
    } else if plays.iter().all(|p| p.is_bomb()) {
        format!("Pass: only a bomb beats {table}; keep it for a trick that matters.")
    } else {
        format!("Pass: beating {table} would break up your hand for little gain.")
    }
}

fn no_ambush_reason(obs: &PandaObservation) -> String {
    let mut v = Vec::new();
    moves::ambushes_into(obs.hand, obs.table.as_ref(), &mut v);
    match v.first() {
        Some(a) => format!(
            "No Ambush: keep {} for a trick that matters more.",
            spoken(a)
        ),
        None => "No Ambush: you hold none that beats the table.".into(),
    }
}

fn give_trick_reason(obs: &PandaObservation, to: Seat) -> String {
    format!(
        "Give the trick to {}: with {} they are likelier to finish last, and the last player's tricks go to the first out.",
        who(obs.me, to),
        count(obs.hand_counts[to])
    )
}
