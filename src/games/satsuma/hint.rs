//! Hint: the hard bot's discards for the seat, with the reason read from the hand's tally
//! (the observation only: my hand, my role).

use super::bots::decide;
use super::clash::{tally, CardUse, Exclusion};
use super::observation::SatsumaObservation;
use super::state::{Action, Phase};
use super::{CardNo, Role, Suit};
use crate::core::hint::{hint_rng, listed};
use crate::core::{BotLevel, Hint};
use crate::t;

/// The hard computer's choice for this seat, or `None` when it has nothing to do. The
/// cards are the ones to discard, of the seat's own deck.
pub fn hint(obs: &SatsumaObservation) -> Option<Hint<Action, CardNo>> {
    let action = decide(obs, BotLevel::Hard, &mut hint_rng())?;
    let reason = match (&action, obs.phase) {
        (Action::Discard(cards), Phase::Logistics) => discard_reason(obs, cards),
        _ => t!(
            "Go on to the next hand: this clash is decided.",
            "次の戦いへ進みましょう。この交戦は決着しました。"
        ),
    };
    let cards = match &action {
        Action::Discard(cards) => cards.clone(),
        Action::NextHand => Vec::new(),
    };
    Some(Hint::new(action, reason, cards))
}

/// Why a card is discarded.
#[derive(Clone, Copy, PartialEq)]
enum Why {
    /// The role may not count it.
    Barred,
    /// Its suit already counts through a better card.
    Second(Suit),
    /// It counts, for this little.
    Weak(u8),
}

impl Why {
    /// Said of all `n` discards: "they cannot count while you attack".
    fn says(self, n: usize, role: Role) -> String {
        let one = n == 1;
        match (self, role) {
            (Why::Barred, Role::Attacker) if one => {
                t!("it cannot count while you attack", "攻撃中は数えられません")
            }
            (Why::Barred, Role::Attacker) => {
                t!(
                    "they cannot count while you attack",
                    "攻撃中は数えられません"
                )
            }
            (Why::Barred, Role::Defender) if one => {
                t!("it cannot count while you defend", "防御中は数えられません")
            }
            (Why::Barred, Role::Defender) => {
                t!(
                    "they cannot count while you defend",
                    "防御中は数えられません"
                )
            }
            (Why::Second(suit), _) if one => t!(
                "it is a second {suit} card",
                "2枚目の{suit}のカードです";
                suit = suit.label()
            ),
            (Why::Second(suit), _) => t!(
                "they are extra {suit} cards",
                "余分な{suit}のカードです";
                suit = suit.label()
            ),
            (Why::Weak(v), _) if one => t!(
                "it adds only {v}, and a fresh card is likely stronger",
                "{v}しか加わらず、新しいカードの方が強そうです"
            ),
            (Why::Weak(_), _) => t!(
                "they add little, and fresh cards are likely stronger",
                "ほとんど加わらず、新しいカードの方が強そうです"
            ),
        }
    }

    /// Said in brackets after some of the discards: "barred while you attack".
    fn short(self, n: usize, role: Role) -> String {
        match (self, role) {
            (Why::Barred, Role::Attacker) => {
                t!("barred while you attack", "攻撃中は数えられない")
            }
            (Why::Barred, Role::Defender) => {
                t!("barred while you defend", "防御中は数えられない")
            }
            (Why::Second(suit), _) if n == 1 => {
                t!("a second {suit} card", "2枚目の{suit}"; suit = suit.label())
            }
            (Why::Second(suit), _) => {
                t!("extra {suit} cards", "余分な{suit}"; suit = suit.label())
            }
            (Why::Weak(v), _) if n == 1 => t!("only {v}", "{v}だけ"),
            (Why::Weak(_), _) => t!("weak", "弱い"),
        }
    }
}

/// "Discard Foxholes and Iso Arsenal: Foxholes cannot count while you attack; Iso
/// Arsenal is a second Weapons card."
fn discard_reason(obs: &SatsumaObservation, cards: &[CardNo]) -> String {
    let me = obs.me;
    let role = obs.my_role();
    let t = tally(me, &obs.my_hand, role, false);
    let name = |c: CardNo| me.card(c).title();
    if cards.is_empty() {
        let idle = t
            .uses
            .iter()
            .filter(|(_, u)| matches!(u, CardUse::Excluded(_)))
            .count();
        let (n, total) = (obs.my_hand.len(), t.total);
        return if idle == 0 {
            t!(
                "Keep all {n}: every card counts, for a total of {total}.",
                "{n}枚すべて残しましょう。どのカードも数えられ、合計は{total}です。"
            )
        } else {
            t!(
                "Keep all {n}: your total of {total} is likely worth more than what a draw would bring.",
                "{n}枚すべて残しましょう。合計{total}は、引き直しで得られそうなものより価値がありそうです。"
            )
        };
    }
    // Why each card goes, grouped: barred by the role, a suit already counted, weak.
    let mut groups: Vec<(Why, Vec<&str>)> = Vec::new();
    for &c in cards {
        let why = match t.uses.iter().find(|(no, _)| *no == c).map(|(_, u)| *u) {
            Some(CardUse::Excluded(Exclusion::RoleForbids { .. })) => Why::Barred,
            Some(CardUse::Excluded(Exclusion::SuitTaken { suit, .. })) => Why::Second(suit),
            Some(CardUse::Counts { strength, .. }) => Why::Weak(strength),
            None => continue,
        };
        match groups.iter_mut().find(|g| g.0 == why) {
            Some(g) => g.1.push(name(c)),
            None => groups.push((why, vec![name(c)])),
        }
    }
    let names: Vec<&str> = cards.iter().map(|&c| name(c)).collect();
    match groups.as_slice() {
        // One reason for all: "Discard A and B: they cannot count while you attack."
        [(why, _)] => t!(
            "Discard {names}: {why}.",
            "{names}を捨てましょう。{why}。";
            names = listed(&names),
            why = why.says(cards.len(), role)
        ),
        // "Discard A and B (barred while you defend) and C (a second Reserves card)."
        _ => {
            let parts: Vec<String> = groups
                .iter()
                .map(|(why, cards)| {
                    // The reason first: it counts the cards before they become one text.
                    t!(
                        "{names} ({why})",
                        "{names}（{why}）";
                        why = why.short(cards.len(), role),
                        names = listed(cards)
                    )
                })
                .collect();
            t!("Discard {parts}.", "{parts}を捨てましょう。"; parts = listed(&parts))
        }
    }
}
