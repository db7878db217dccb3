//! Panda's first-game coach: you and your partner (an easy computer) against two easy
//! computers, from a set deal; the notes cover the passing and your first plays, then
//! leave you to finish the deal (a whole game to 1000 is long for a lesson).

use crate::app::kit::coach::Step;
#[cfg(target_arch = "wasm32")]
use crate::games::panda::PandaState;
use crate::games::panda::{PandaConfig, PandaObservation, Phase};
use crate::ts;

/// The guided game's deal.
pub const SEED: u64 = 0x9A4D_A001;

/// The guided game: a short one, to 200.
pub fn config() -> PandaConfig {
    PandaConfig { target_score: 200 }
}

/// Cards in hand after the passing (15 dealt, 3 given, 3 received).
const AFTER_PASSING: usize = 15;

/// The note for where the guided game stands, from the person's table (their view).
pub fn step(obs: &PandaObservation, may_act: bool) -> Step {
    let played = AFTER_PASSING.saturating_sub(obs.hand.len());
    if obs.deal > 1 || obs.phase == Phase::Over || (obs.phase != Phase::Passing && played >= 4) {
        return Step::done(ts!(
            "Now play the deal out: it ends when three players are out. Hint is in the bar.",
            "あとはこのディールを最後まで遊びましょう。3人が上がると終わります。ヒントはバーにあります。"
        ));
    }
    Step::new(match obs.phase {
        Phase::Passing if may_act => ts!(
            "The passing: one card each to left, partner (across) and right, all at once.",
            "カード交換：左、パートナー（向かい）、右に1枚ずつ、同時に渡します。"
        ),
        Phase::Passing => ts!(
            "The others choose the cards they pass.",
            "ほかの人が渡すカードを選んでいます。"
        ),
        Phase::Play if may_act && obs.table.is_none() => ts!(
            "Your lead: any combination. The others play the same kind, higher, or pass.",
            "あなたのリードです：どの役でも出せます。ほかの人は同じ種類のより強い役を出すか、パスします。"
        ),
        Phase::Play if may_act => ts!(
            "Beat the table with the same kind, higher, or pass (you may play later).",
            "同じ種類のより強い役で場に勝つか、パスしてください（パスしても後で出せます）。"
        ),
        Phase::AmbushWindow if may_act => ts!(
            "An Ambush (four of a rank) may be laid even out of turn.",
            "伏兵（同じ数字4枚）は手番の外でも出せます。"
        ),
        Phase::GiveTrick if may_act => ts!(
            "Your Panda won: give the trick to an opponent.",
            "あなたのパンダが勝ちました：トリックを相手に渡してください。"
        ),
        _ => ts!(
            "The others play; a trick ends when the other three pass.",
            "ほかの人の番です。ほかの3人がパスするとトリックが終わります。"
        ),
    })
}

#[cfg(target_arch = "wasm32")]
/// Starts the guided game: you (seat 1) with a partner, against two easy computers.
pub fn start() {
    crate::app::kit::start_guided_vs_easy::<PandaState>(config(), SEED, 3);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Game, Session};
    use crate::games::panda::PandaState;

    #[test]
    fn the_coach_starts_at_the_passing() {
        let s = Session::<PandaState>::new(config(), SEED).state;
        let first = step(&s.observe(0), true);
        assert!(
            !first.done && first.note.starts_with("The passing"),
            "{}",
            first.note
        );
    }
}
