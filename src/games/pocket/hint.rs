//! Hint: the hard bot's choice for the seat, explained from the public counts: swords and
//! helms in play, the hands (public after the draft), the card's symbols and ability. The
//! opponent's face-down card is never looked at (the observation does not hold it).

use super::bots::decide;
use super::cards::{def, Ability, Card, Effect, Symbol, STRIKE};
use super::observation::PocketObservation;
use super::state::{Action, Phase, PocketState};
use crate::core::hint::hint_rng;
use crate::core::{BotLevel, Hint};
use crate::{t, ts};

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
            ts!(
                "Call nothing: the cards you could call are worth more kept in hand.",
                "何も出しません。出せるカードは手札に残すほうが役に立ちます。"
            )
            .to_string(),
            None,
        ),
        Action::Pass => (
            ts!(
                "Done exhausting: no exhaust would turn this turn's strikes your way.",
                "消耗を終えます。どれを消耗しても、このターンの一撃はあなたに有利になりません。"
            )
            .to_string(),
            None,
        ),
        Action::NextRound => (
            ts!("Go on to the next round.", "次のラウンドへ進みます。").to_string(),
            None,
        ),
    };
    Some(Hint::new(action, reason, card.into_iter().collect()))
}

fn name(c: Card) -> &'static str {
    def(c).title()
}

/// What a card does, in a few words: "it defeats a card with agility" (Japanese: a
/// sentence of its own, 「迅のあるカードに勝ちます」).
fn ability(c: Card) -> Option<String> {
    Some(match def(c).ability {
        Ability::None => return None,
        Ability::Defeats(s) => t!(
            "it defeats a card with {s}",
            "{s}のあるカードに勝ちます";
            s = s.word()
        ),
        Ability::LosesTo(s) => t!(
            "it loses only to a card with {s}",
            "負けるのは{s}のあるカードにだけです";
            s = s.word()
        ),
        Ability::Exhaust(e) => t!(
            "it can be exhausted for {e}",
            "消耗すれば{e}になります";
            e = effect(e)
        ),
        Ability::Ongoing(Effect::Reduce(s, n)) => t!(
            "it takes {c} off the opponent while in play",
            "場にある間、相手の{c}を減らします";
            c = s.count(n)
        ),
        Ability::Ongoing(e) => t!(
            "it gives {e} while in play",
            "場にある間、{e}になります";
            e = effect(e)
        ),
        Ability::Choose(a, b, n) => t!(
            "it shows {n} {a} or {n} {b}",
            "{a}{n}か{b}{n}を示せます";
            a = a.words(),
            b = b.words()
        ),
        Ability::Call(_) => ts!(
            "it lets you call a second card",
            "2枚目のカードを場に出せます"
        )
        .to_string(),
    })
}

fn effect(e: Effect) -> String {
    match e {
        Effect::Gain(s, n) => t!("{c}", "{w}+{n}"; c = s.count(n), w = s.words()),
        Effect::GainPer { gain, per } => t!(
            "a {g} per {p}",
            "{p}1つにつき{g}+1";
            g = gain.word(),
            p = per.word()
        ),
        Effect::Reduce(s, n) => t!(
            "{c} off the opponent",
            "相手の{w}−{n}";
            c = s.count(n),
            w = s.words()
        ),
    }
}

/// "2 swords and 1 helm", or "no swords or helms".
fn arms(c: Card) -> String {
    let d = def(c);
    let (s, h) = (d.symbols[0], d.symbols[1]);
    match (s, h) {
        (0, 0) => ts!("no swords or helms", "刀も兜もなし").into(),
        (_, 0) => Symbol::Sword.count(s),
        (0, _) => Symbol::Helm.count(h),
        _ => t!(
            "{a} and {b}",
            "{a}と{b}";
            a = Symbol::Sword.count(s),
            b = Symbol::Helm.count(h)
        ),
    }
}

fn pick_reason(v: &PocketState, c: Card) -> String {
    let arms_of = |c: Card| def(c).symbols[0] + def(c).symbols[1];
    let best = v.row().iter().all(|&o| arms_of(o) <= arms_of(c));
    let (card, arms) = (name(c), arms(c));
    match (best, ability(c)) {
        (true, Some(a)) => t!(
            "Take {card}: the most swords and helms in the row ({arms}); {a}.",
            "{card}を取りましょう。列でいちばん刀と兜が多いカードです（{arms}）。{a}。"
        ),
        (true, None) => t!(
            "Take {card}: the most swords and helms in the row ({arms}).",
            "{card}を取りましょう。列でいちばん刀と兜が多いカードです（{arms}）。"
        ),
        (false, Some(a)) => t!(
            "Take {card}: {arms}, what your hand needs against theirs; {a}.",
            "{card}を取りましょう。{arms}は相手の手札に対して必要な力です。{a}。"
        ),
        (false, None) => t!(
            "Take {card}: {arms}, what your hand needs against theirs.",
            "{card}を取りましょう。{arms}は相手の手札に対して必要な力です。"
        ),
    }
}

fn commit_reason(v: &PocketState, me: usize, c: Card) -> String {
    let o = 1 - me;
    let (ms, mh, os, oh) = (v.swords(me), v.helms(me), v.swords(o), v.helms(o));
    let sw = |n| Symbol::Sword.count(n);
    let he = |n| Symbol::Helm.count(n);
    if c == STRIKE {
        let (mine, theirs) = (sw(ms), he(oh));
        return if ms > oh {
            t!(
                "Lay Strike!: your {mine} beat their {theirs}.",
                "一撃！を伏せましょう。あなたの{mine}は相手の{theirs}を上回っています。"
            )
        } else {
            t!(
                "Lay Strike!: your {mine} against their {theirs} is a gamble, and it keeps them guessing.",
                "一撃！を伏せましょう。あなたの{mine}対相手の{theirs}は賭けですが、相手に読ませません。"
            )
        };
    }
    let d = def(c);
    let (ns, nh) = (ms + d.symbols[0], mh + d.symbols[1]);
    let card = name(c);
    if os > mh && nh >= os {
        let theirs = sw(os);
        t!(
            "Lay {card}: your helms go to {nh}, enough to stop their {theirs}.",
            "{card}を伏せましょう。あなたの兜が{nh}になり、相手の{theirs}を止められます。"
        )
    } else if ms <= oh && ns > oh {
        let theirs = he(oh);
        t!(
            "Lay {card}: your swords go to {ns}, more than their {theirs}: a Strike! would land.",
            "{card}を伏せましょう。あなたの刀が{ns}になり、相手の{theirs}を上回ります。一撃！が決まります。"
        )
    } else if let Some(a) = ability(c) {
        let arms = arms(c);
        t!(
            "Lay {card}: {arms}; {a}.",
            "{card}を伏せましょう。{arms}があり、{a}。"
        )
    } else {
        let arms = arms(c);
        t!(
            "Lay {card}: {arms} added to your side.",
            "{card}を伏せましょう。あなたの側に{arms}が加わります。"
        )
    }
}

fn call_reason(v: &PocketState, me: usize, c: Card) -> String {
    let o = 1 - me;
    if c == STRIKE {
        let mine = Symbol::Sword.count(v.swords(me));
        let theirs = Symbol::Helm.count(v.helms(o));
        return t!(
            "Call your Strike!: your {mine} beat their {theirs}.",
            "一撃！を場に出しましょう。あなたの{mine}は相手の{theirs}を上回っています。"
        );
    }
    let (card, arms) = (name(c), arms(c));
    t!(
        "Call {card}: it adds {arms} this turn.",
        "{card}を場に出しましょう。このターン、{arms}が加わります。"
    )
}

fn choose_reason(v: &PocketState, me: usize, s: Symbol) -> String {
    let o = 1 - me;
    let sym = s.words();
    match s {
        Symbol::Sword if v.striking(me) => t!(
            "Choose {sym}: you strike this turn, and swords decide it.",
            "{sym}を選びましょう。このターンはあなたが一撃を放ち、刀が勝負を決めます。"
        ),
        Symbol::Helm if v.striking(o) => t!(
            "Choose {sym}: their Strike! is out, and helms stop it.",
            "{sym}を選びましょう。相手の一撃！が出ており、兜で防げます。"
        ),
        Symbol::Sword => {
            let (mine, theirs) = (
                Symbol::Sword.count(v.swords(me)),
                Symbol::Helm.count(v.helms(o)),
            );
            t!(
                "Choose {sym}: your {mine} against their {theirs} need more.",
                "{sym}を選びましょう。相手の{theirs}に対し、あなたの{mine}では足りません。"
            )
        }
        Symbol::Helm => {
            let (mine, theirs) = (
                Symbol::Helm.count(v.helms(me)),
                Symbol::Sword.count(v.swords(o)),
            );
            t!(
                "Choose {sym}: your {mine} against their {theirs} need more.",
                "{sym}を選びましょう。相手の{theirs}に対し、あなたの{mine}では足りません。"
            )
        }
        _ => {
            let other = match v.choice() {
                Some((_, _, a, b)) if a == s => b,
                Some((_, _, a, _)) => a,
                None => s,
            }
            .words();
            t!(
                "Choose {sym}: it does more for you this turn than {other}.",
                "{sym}を選びましょう。このターンは{other}より役に立ちます。"
            )
        }
    }
}

fn exhaust_reason(c: Card) -> String {
    let card = name(c);
    match def(c).ability {
        Ability::Exhaust(Effect::Reduce(s, n)) => {
            let (what, w) = (s.count(n), s.words());
            t!(
                "Exhaust {card}: taking {what} off them turns this turn's strikes your way.",
                "{card}を消耗しましょう。相手の{w}を{n}減らせば、このターンの一撃があなたに有利になります。"
            )
        }
        Ability::Exhaust(Effect::Gain(s, n)) if n > 1 => {
            let w = s.words();
            t!(
                "Exhaust {card}: {n} more {w} turn this turn's strikes your way.",
                "{card}を消耗しましょう。{w}が{n}増えれば、このターンの一撃があなたに有利になります。"
            )
        }
        _ => t!(
            "Exhaust {card}: its effect turns this turn's strikes your way.",
            "{card}を消耗しましょう。その効果で、このターンの一撃があなたに有利になります。"
        ),
    }
}
