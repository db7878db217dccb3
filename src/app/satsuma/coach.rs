//! Satsuma's first-game coach: you play the Samurai against an easy computer from a set
//! deal; the notes walk through one whole hand (discards, the clash) and then leave you to
//! play on.

use crate::app::kit::coach::Step;
use crate::core::Seat;
use crate::games::satsuma::{Phase, SatsumaObservation, Side};
use crate::ts;

/// The guided game's deal (its deal code is 5A75-0E47).
pub const SEED: u64 = 0x5A75_0E47;

/// The note for where the guided game stands, for the person at `me`, from the table's view.
pub fn step(s: &SatsumaObservation, me: Seat, may_act: bool) -> Step {
    if s.hand_no > 1 || s.phase == Phase::Over {
        return Step::done(ts!(
            "That was a whole hand. Play on until the Samurai have 9 casualties; Hint is in the bar.",
            "これで1戦が終わりました。薩軍の損害が9になるまで続けてください。ヒントは下のバーにあります。"
        ));
    }
    let attacking = Side::from_seat(me).is_some_and(|sd| s.attacker == sd);
    match s.phase {
        Phase::Logistics if !may_act => Step::new(ts!(
            "The computer chooses its discards, unseen.",
            "コンピューターが見えないところで捨て札を選んでいます。"
        )),
        Phase::Logistics if attacking => Step::new(ts!(
            "Logistics: swap up to 3 cards. You attack: Defense and Escape will not count; one card of each suit does.",
            "兵站：カードを3枚まで入れ替えられます。あなたは攻撃側なので、防御と脱出は数えられません。数えられるのは各スートから1枚ずつです。"
        )),
        Phase::Logistics => Step::new(ts!(
            "Logistics: swap up to 3 cards. You defend: Attack will not count; one card of each suit does.",
            "兵站：カードを3枚まで入れ替えられます。あなたは防御側なので、攻撃は数えられません。数えられるのは各スートから1枚ずつです。"
        )),
        _ => Step::new(ts!(
            "The clash: the higher total of usable cards wins; the loser takes a casualty.",
            "交戦：使えるカードの合計が高い方が勝ち、負けた方が損害を1受けます。"
        )),
    }
}

#[cfg(target_arch = "wasm32")]
/// Starts the guided game: you are the Samurai, the computer is easy.
pub fn start() {
    crate::app::kit::start_guided_vs_easy::<crate::games::satsuma::SatsumaState>(
        Default::default(),
        SEED,
        1,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{BotLevel, BotPlayer, Game};
    use crate::games::satsuma::SatsumaState;

    #[test]
    fn the_coach_walks_through_one_hand_then_is_done() {
        let mut game = SatsumaState::new(&Default::default(), SEED);
        let first = step(&game.observe(0), 0, true);
        assert!(
            !first.done && first.note.starts_with("Logistics") && first.note.contains("You attack")
        );
        let mut seen_clash = false;
        for _ in 0..20 {
            let s = &game;
            if step(&s.observe(0), 0, true).done {
                break;
            }
            seen_clash |= s.phase() == Phase::Clash;
            let seat = s.to_act()[0];
            let mut rng = crate::core::rng::from_seed(7);
            let a = SatsumaState::bot_action(&s.observe(seat), BotLevel::Easy, &mut rng).unwrap();
            game.apply(seat, &a).unwrap();
        }
        assert!(seen_clash, "the clash is a coached step");
        assert!(step(&game.observe(0), 0, true).done);
        assert_eq!(game.hand_no(), 2);
    }
}
