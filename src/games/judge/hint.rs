//! Hint (the learner's switch): once the pickets are face up, the hand that is right for
//! the seat and why ("your July is later: hit"). Read from the race's rules, public from the
//! flip; a learner's aid, not the computer's play (Judge's bots are reaction-time models).

use super::cards::{month_said, said, Card};
use super::observation::JudgeObservation;
use super::race::{Edge, Hand};
use super::state::{Action, Phase};
use crate::core::Hint;

/// The right hand for this seat in the race now, or `None` when there is no race or its
/// hand is already on a head. The action's time is the latest the seat has seen (the table
/// stamps a real press with its own). The cards are the two pickets, the seat's first.
pub fn hint(obs: &JudgeObservation) -> Option<Hint<Action, Card>> {
    let rules = obs.race?;
    let me = obs.me;
    let them = 1 - me;
    let (Some(mine), Some(theirs)) = (obs.pickets[me], obs.pickets[them]) else {
        return None;
    };
    if obs.phase != Phase::Race || obs.hands_down[me].is_some() {
        return None;
    }
    let (mine_m, theirs_m) = (mine.month(), theirs.month());
    let (hand, reason) = match rules.later {
        Some(s) if s == me => (
            Hand::Hit,
            said!(
                "Your {mm} is later than their {tm}: hit.",
                "あなたの{mm}は相手の{tm}より後の月です。叩いてください。";
                mm = month_said(mine_m),
                tm = month_said(theirs_m)
            ),
        ),
        // The rules: after the later month's mistaken defence, the earlier month wins by
        // defending (or doing nothing); a hit sends the pickets to the pot.
        Some(_) if obs.hands_down[them] == Some(Hand::Defend) => (
            Hand::Defend,
            said!(
                "Their {tm} is later, but they defended by mistake: defend (or keep still) and win.",
                "相手の{tm}のほうが後の月ですが、相手はまちがえて守りました。守れば（何もしなくても）勝ちです。";
                tm = month_said(theirs_m)
            ),
        ),
        Some(_) => (
            Hand::Defend,
            said!(
                "Their {tm} is later than your {mm}: defend.",
                "相手の{tm}はあなたの{mm}より後の月です。守ってください。";
                mm = month_said(mine_m),
                tm = month_said(theirs_m)
            ),
        ),
        None => (
            Hand::Hit,
            said!(
                "Both are {mm}: the first hit wins.",
                "どちらも{mm}です。先に叩いたほうが勝ちです。";
                mm = month_said(mine_m)
            ),
        ),
    };
    let t = obs.inputs.iter().map(|i| i.t).fold(obs.flip_at, f64::max);
    let action = Action::Input {
        hand,
        edge: Edge::Press,
        t,
    };
    Some(Hint::new(action, reason, vec![mine, theirs]))
}
