//! Hint: the hard bot's choice for the seat, explained from the public counts: swords and
//! helms in play, the hands (public after the draft), the card's symbols and ability. The
//! opponent's face-down card is never looked at (the observation does not hold it).

use super::bots::decide;
use super::cards::{def, Ability, Card, Effect, Symbol, STRIKE};
use super::observation::PocketObservation;
use super::state::{Action, Phase, PocketState};
use crate::core::hint::hint_rng;
use crate::core::{BotLevel, Hint};

/// The hard computer's choice for this seat, or `None` when it has nothing to do. The
/// cards are the one to take, lay, call or exhaust.
pub fn hint(obs: &PocketObservation) -> Option<Hint<Action, Card>> {
    let action = decide(obs, BotLevel::Hard, &mut hint_rng())?;
    let (v, me) = (&obs.view, obs.me);
    let (reason, card) = match action {
        Action::Pick(c) => (pick_reason(v, c), Some(c)),
        Action::Commit(c) => (commit_reason(v, me, c), Some(c)),
        Action::Call(c) => (call_reason(v, me, c), Some(c)),
        Action::Choose(s) => (choose_reason(v, me, s), None),
        Action::Exhaust(c) => (exhaust_reason(c), Some(c)),
        Action::Pass if v.phase() == Phase::Call => (
            "Call nothing: the cards you could call are worth more kept in hand.".to_string(),
            None,
        ),
        Action::Pass => (
            "Done exhausting: no exhaust would turn this turn's strikes your way.".to_string(),
            None,
        ),
        Action::NextRound => ("Go on to the next round.".to_string(), None),
    };
    Some(Hint::new(action, reason, card.into_iter().collect()))
}

fn name(c: Card) -> &'static str {
    def(c).name
}

/// What a card does, in a few words: "it defeats a card with agility".
fn ability(c: Card) -> Option<String> {
    Some(match def(c).ability {
        Ability::None => return None,
        Ability::Defeats(s) => format!("it defeats a card with {}", s.name()),
        Ability::LosesTo(s) => format!("it loses only to a card with {}", s.name()),
        Ability::Exhaust(e) => format!("it can be exhausted for {}", effect(e)),
        Ability::Ongoing(Effect::Reduce(s, n)) => {
            format!("it takes {} off the opponent while in play", s.count(n))
        }
        Ability::Ongoing(e) => format!("it gives {} while in play", effect(e)),
        Ability::Choose(a, b, n) => format!("it shows {n} {} or {n} {}", a.plural(), b.plural()),
        Ability::Call(_) => "it lets you call a second card".to_string(),
    })
}

fn effect(e: Effect) -> String {
    match e {
        Effect::Gain(s, n) => s.count(n),
        Effect::GainPer { gain, per } => format!("a {} per {}", gain.name(), per.name()),
        Effect::Reduce(s, n) => format!("{} off the opponent", s.count(n)),
    }
}

/// "2 swords and 1 helm", or "no swords or helms".
fn arms(c: Card) -> String {
    let d = def(c);
    let (s, h) = (d.symbols[0], d.symbols[1]);
    match (s, h) {
        (0, 0) => "no swords or helms".into(),
        (_, 0) => Symbol::Sword.count(s),
        (0, _) => Symbol::Helm.count(h),
        _ => format!("{} and {}", Symbol::Sword.count(s), Symbol::Helm.count(h)),
    }
}

fn pick_reason(v: &PocketState, c: Card) -> String {
    let arms_of = |c: Card| def(c).symbols[0] + def(c).symbols[1];
    let best = v.row().iter().all(|&o| arms_of(o) <= arms_of(c));
    let what = if best {
        format!("the most swords and helms in the row ({})", arms(c))
    } else {
        format!("{}, what your hand needs against theirs", arms(c))
    };
    match ability(c) {
        Some(a) => format!("Take {}: {what}; {a}.", name(c)),
        None => format!("Take {}: {what}.", name(c)),
    }
}

fn commit_reason(v: &PocketState, me: usize, c: Card) -> String {
    let o = 1 - me;
    let (ms, mh, os, oh) = (v.swords(me), v.helms(me), v.swords(o), v.helms(o));
    let sw = |n| Symbol::Sword.count(n);
    let he = |n| Symbol::Helm.count(n);
    if c == STRIKE {
        return if ms > oh {
            format!("Lay Strike!: your {} beat their {}.", sw(ms), he(oh))
        } else {
            format!(
                "Lay Strike!: your {} against their {} is a gamble, and it keeps them guessing.",
                sw(ms),
                he(oh)
            )
        };
    }
    let d = def(c);
    let (ns, nh) = (ms + d.symbols[0], mh + d.symbols[1]);
    let why = if os > mh && nh >= os {
        format!("your helms go to {nh}, enough to stop their {}", sw(os))
    } else if ms <= oh && ns > oh {
        format!(
            "your swords go to {ns}, more than their {}: a Strike! would land",
            he(oh)
        )
    } else if let Some(a) = ability(c) {
        format!("{}; {a}", arms(c))
    } else {
        format!("{} added to your side", arms(c))
    };
    format!("Lay {}: {why}.", name(c))
}

fn call_reason(v: &PocketState, me: usize, c: Card) -> String {
    let o = 1 - me;
    if c == STRIKE {
        return format!(
            "Call your Strike!: your {} beat their {}.",
            Symbol::Sword.count(v.swords(me)),
            Symbol::Helm.count(v.helms(o))
        );
    }
    format!("Call {}: it adds {} this turn.", name(c), arms(c))
}

fn choose_reason(v: &PocketState, me: usize, s: Symbol) -> String {
    let o = 1 - me;
    let why = match s {
        Symbol::Sword if v.striking(me) => "you strike this turn, and swords decide it".to_string(),
        Symbol::Helm if v.striking(o) => "their Strike! is out, and helms stop it".to_string(),
        Symbol::Sword => format!(
            "your {} against their {} need more",
            Symbol::Sword.count(v.swords(me)),
            Symbol::Helm.count(v.helms(o))
        ),
        Symbol::Helm => format!(
            "your {} against their {} need more",
            Symbol::Helm.count(v.helms(me)),
            Symbol::Sword.count(v.swords(o))
        ),
        _ => {
            let other = match v.choice() {
                Some((_, _, a, b)) if a == s => b,
                Some((_, _, a, _)) => a,
                None => s,
            };
            format!("it does more for you this turn than {}", other.plural())
        }
    };
    format!("Choose {}: {why}.", s.plural())
}

fn exhaust_reason(c: Card) -> String {
    let what = match def(c).ability {
        Ability::Exhaust(Effect::Reduce(s, n)) => format!("taking {} off them turns", s.count(n)),
        Ability::Exhaust(Effect::Gain(s, n)) if n > 1 => format!("{n} more {} turn", s.plural()),
        _ => "its effect turns".to_string(),
    };
    format!("Exhaust {}: {what} this turn's strikes your way.", name(c))
}
