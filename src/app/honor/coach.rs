//! Honor's first-game coach: you and two easy computers, the classic rules with the opening
//! grace, from a set deal; the notes walk through the first hand (the exchange, the battle)
//! and then leave you to play on.

use crate::app::kit::coach::Step;
#[cfg(target_arch = "wasm32")]
use crate::games::honor::HonorState;
use crate::games::honor::{HonorConfig, HonorObservation, Phase};
use crate::ts;

/// The guided game's deal.
pub const SEED: u64 = 0x16;

/// The guided game's rules: three players, no variants, nobody out before the first battle.
pub fn config() -> HonorConfig {
    HonorConfig {
        seats: 3,
        opening_grace: true,
        ..HonorConfig::default()
    }
}

/// The note for where the guided game stands, from the table's view (`may_act`: the
/// person may move now).
pub fn step(s: &HonorObservation, may_act: bool) -> Step {
    if s.hand_no > 1 || matches!(s.phase, Phase::GameOver | Phase::Over) {
        return Step::done(ts!(
            "That was a whole hand. First to 10 heads wins; 3 disgraces and you are out. Hint is in the bar.",
            "これで1局が終わりました。先に首を10取った人の勝ち、不名誉3回で脱落です。ヒントはバーにあります。"
        ));
    }
    match s.phase {
        Phase::Exchange if may_act => Step::new(ts!(
            "The exchange: swap hand cards into your hidden army. The highest army wins the battle.",
            "入れ替え：手札を伏せた軍勢と入れ替えます。合計がいちばん高い軍勢が合戦に勝ちます。"
        )),
        Phase::Battle => Step::new(ts!(
            "The battle: the highest army wins every King, Queen and Jack shown, one head each.",
            "合戦：いちばん高い軍勢が、見えているキング、クイーン、ジャックをすべて取ります。1枚が首1つです。"
        )),
        _ if may_act => Step::new(ts!(
            "Your move: the hint says what and why.",
            "あなたの番です。ヒントが、何をなぜするかを教えてくれます。"
        )),
        _ => Step::new(ts!(
            "The computers choose, hidden from you.",
            "コンピューターが、あなたに見えないところで選んでいます。"
        )),
    }
}

#[cfg(target_arch = "wasm32")]
/// Starts the guided game: you against two easy computers.
pub fn start() {
    crate::app::kit::start_guided_vs_easy::<HonorState>(config(), SEED, 2);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::honor::model::{Model, Msg};
    use crate::app::kit::{KitMsg, PlayerKind, Table, TableSetup, Update};
    use crate::core::{BotLevel, Session};
    use std::rc::Rc;

    /// The guided game at its table: the person (seat 0) and two easy computers.
    fn table(seed: u64) -> Model {
        let easy = PlayerKind::Bot(BotLevel::Easy);
        let setup = TableSetup::numbered(&[PlayerKind::Human, easy.clone(), easy]);
        let session = Rc::new(Session::new(config(), seed));
        Model::new(Table::new(session, setup))
    }

    /// The first hand played at the table, the person following the hint and the easy
    /// computers moving as the table moves them; the person's table when the coached part
    /// is over.
    pub(super) fn first_hand(seed: u64) -> HonorObservation {
        let mut m = table(seed);
        for _ in 0..200 {
            m.update(Msg::ShowAllEvents);
            let view = m.view();
            if step(&view.table, m.may_act()).done {
                break;
            }
            if let Some(seat) = m.pending_bot() {
                m.update(Msg::Kit(KitMsg::Bot(seat)));
            } else if m.may_act() {
                let hint = crate::games::honor::hint::hint(&view.table).unwrap();
                m.update(Msg::Act(hint.action));
            } else {
                break;
            }
        }
        m.view().table.clone()
    }

    #[test]
    fn the_guided_deal_teaches_a_whole_hand_and_the_game_goes_on() {
        let s = first_hand(SEED);
        assert_eq!(s.hand_no, 2, "the coach ends as the second hand starts");
        assert_ne!(s.phase, Phase::Over);
        assert!(s.seats.iter().all(|p| p.disgraces <= 1), "nobody near out");
    }

    #[test]
    #[ignore]
    fn find_a_deal() {
        for seed in 1..200u64 {
            let s = first_hand(seed);
            if s.hand_no == 2 && s.phase != Phase::Over && s.seats.iter().all(|p| p.disgraces <= 1)
            {
                println!("seed {seed:#x}");
            }
        }
    }

    #[test]
    fn the_guided_game_is_valid_and_starts_coached() {
        assert!(config().validate().is_ok());
        let s = table(SEED).view().table.clone();
        assert_eq!(s.hand_no, 1);
        assert!(!step(&s, true).done);
        assert_ne!(s.phase, Phase::Over);
    }
}
