//! Pocket Samurai's first-game coach: you pick first against an easy computer from a set
//! deal; the notes walk through the first round (the two Dojos, the duel's turns) and then
//! leave you to play the match on.

use crate::app::kit::coach::Step;
use crate::games::pocket::{Phase, PocketConfig, PocketState};
use crate::ts;

/// The guided game's deal.
pub const SEED: u64 = 0x70C_4E75;

pub fn config() -> PocketConfig {
    PocketConfig::default()
}

/// The note for where the guided game stands (`may_act`: the person may move now).
pub fn step(s: &PocketState, may_act: bool) -> Step {
    if s.round() > 1 || s.phase() == Phase::Over {
        return Step::done(ts!(
            "That was a whole round. Win 2 rounds to win the match. Hint is in the bar.",
            "これで1ラウンドです。2ラウンド先取で試合に勝ちます。ヒントは下のバーにあります。"
        ));
    }
    let note = match s.phase() {
        Phase::Dojo if may_act => ts!(
            "The Dojo: pick cards from the row in turns: your hand for the duel.",
            "道場です。列から交互にカードを取り、決闘で使う手札を作ります。"
        ),
        Phase::Commit if may_act => ts!(
            "The duel: both lay a card face down, then both flip together.",
            "決闘です。両者がカードを1枚伏せ、同時に表にします。"
        ),
        Phase::Call if may_act => ts!(
            "A flipped Call card lets you put a matching card into play.",
            "表になった呼び出しのカードで、条件に合うカードを場に出せます。"
        ),
        Phase::Choose if may_act => ts!(
            "Choose the symbol this card shows (it counts two of it).",
            "このカードが示すシンボルを選んでください（そのシンボル2つ分になります）。"
        ),
        Phase::Exhaust if may_act => ts!(
            "A Strike! is out: you may exhaust cards in play.",
            "一撃！が出ています。場のカードを消耗できます。"
        ),
        Phase::RoundOver => ts!(
            "The round is decided: go on to the next.",
            "ラウンドの勝負がつきました。次へ進んでください。"
        ),
        _ if may_act => ts!(
            "Your move: the hint says what and why.",
            "あなたの番です。何をすればよいか、ヒントが理由とともに教えます。"
        ),
        _ => ts!("The computer chooses.", "コンピューターが考えています。"),
    };
    Step::new(note)
}

#[cfg(target_arch = "wasm32")]
/// Starts the guided game: you pick first, against an easy computer.
pub fn start() {
    crate::app::kit::start_guided_vs_easy::<PocketState>(config(), SEED, 1);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Session;

    #[test]
    fn the_coach_starts_in_the_dojo() {
        let s = Session::<PocketState>::new(config(), SEED).state;
        assert_eq!(s.phase(), Phase::Dojo);
        assert!(step(&s, true).note.starts_with("The Dojo"));
        let ja = crate::core::lang::in_lang(crate::core::lang::Lang::Ja, || step(&s, true).note);
        assert!(ja.starts_with("道場です。"), "{ja}");
    }
}
