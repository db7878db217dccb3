//! Judge's first-game coach: a slow race against an easy computer from a set deal, with the
//! learner's hint on; the notes say what to press when for the first rounds, then leave you
//! to race on.

use crate::app::kit::coach::Step;
use crate::games::judge::{JudgeConfig, JudgeObservation, Phase};

/// The guided game's deal.
pub const SEED: u64 = 0x1D6E_0001;

/// Rounds coached before the notes end.
pub const ROUNDS: u32 = 2;

/// A slow race: a long time to answer the flip.
pub fn config() -> JudgeConfig {
    JudgeConfig {
        round_timeout_ms: 6000,
        ..JudgeConfig::default()
    }
    .normalized()
}

/// The note for where the guided game stands, as the table shows it.
pub fn step(s: &JudgeObservation) -> Step {
    if s.round_no > ROUNDS || s.phase == Phase::Over {
        return Step::done(crate::ts!(
            "Two rounds raced. Race on to the end of the pile; switch the hint off when ready.",
            "2回勝負しました。山札がなくなるまで続けましょう。慣れたらヒントをオフにしてください。"
        ));
    }
    Step::new(match s.phase {
        Phase::Ready => crate::ts!(
            "Press Start. At the flip, compare the two months.",
            "開始を押してください。札がめくれたら二つの月を比べます。"
        ),
        Phase::Countdown => crate::ts!(
            "Hands off the heads until the flip!",
            "札がめくれるまで頭に触れないでください！"
        ),
        Phase::Race => crate::ts!(
            "Later month: hit. Earlier: defend. The lit target is the right one.",
            "後の月なら叩き、前の月なら守ります。光っているターゲットが正解です。"
        ),
        _ => crate::ts!(
            "The first right press wins the pickets. The next round follows.",
            "先に正しく押したほうが勝負札を取ります。次の回が続きます。"
        ),
    })
}

#[cfg(target_arch = "wasm32")]
/// Starts the guided game: you on the near side, an easy computer on the far side, the
/// learner's hint on.
pub fn start() {
    use super::setup::JudgeTable;
    use crate::app::kit::{seat_players_for, start_guided, PlayerKind};
    use crate::core::BotLevel;
    use crate::games::judge::JudgeState;
    let players = seat_players_for(&[PlayerKind::Human, PlayerKind::Bot(BotLevel::Easy)]);
    let table = JudgeTable {
        players,
        hint: true,
        learner: true,
        ..JudgeTable::default()
    };
    start_guided::<JudgeState, _>(config(), SEED, table);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Session, Viewed};
    use crate::games::judge::JudgeState;

    #[test]
    fn the_coach_starts_ready_and_ends_after_its_rounds() {
        let s = Session::<JudgeState>::new(config(), SEED).state;
        assert_eq!(s.phase(), Phase::Ready);
        let first = step(&s.table(None));
        assert!(!first.done && first.note.starts_with("Press Start"));
        assert_eq!(config().round_timeout_ms, 6000, "kept by normalized()");
    }
}
