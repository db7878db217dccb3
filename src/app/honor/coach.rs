//! Honor's first-game coach: you and two easy computers, the classic rules with the opening
//! grace, from a set deal; the notes walk through the first hand (the exchange, the battle)
//! and then leave you to play on.

use crate::app::kit::coach::Step;
use crate::games::honor::{HonorConfig, HonorState, Phase};

/// The guided game's deal.
pub const SEED: u64 = 0x40_0E5A;

/// The guided game's rules: three players, no variants, nobody out before the first battle.
pub fn config() -> HonorConfig {
    HonorConfig {
        seats: 3,
        opening_grace: true,
        ..HonorConfig::default()
    }
}

/// The note for where the guided game stands (`may_act`: the person may move now).
pub fn step(s: &HonorState, may_act: bool) -> Step {
    if s.hand_no() > 1 || matches!(s.phase(), Phase::GameOver | Phase::Over) {
        return Step::done(
            "That was one whole hand: deal, exchange, battle. Every hand goes the same way; \
             the first player to 10 heads wins, and 3 disgraces put a player out. From here \
             you play on your own: Hint is in the bar whenever you want advice.",
        );
    }
    match s.phase() {
        Phase::Exchange if may_act => Step::new(
            "The exchange: your army is the 3 cards face down; you never see them, only the \
             cards you put there. Swap strong hand cards into it (A counts 13, faces 11 or 12, \
             others their number); a Joker in an army loses. Do as the hint says, then Done.",
        ),
        Phase::Battle => Step::new(
            "The battle: all armies are shown and the highest total wins every King, Queen \
             and Jack in them, one head each. Read the result, then go on.",
        ),
        _ if may_act => Step::new("Your move: the hint says what and why."),
        _ => Step::new("The computers make their choices, hidden from you."),
    }
}

#[cfg(target_arch = "wasm32")]
/// Starts the guided game: you against two easy computers.
pub fn start() {
    use crate::app::kit::{seat_players_for, start_guided, PlayerKind, TableSetup};
    use crate::core::BotLevel;
    let bot = PlayerKind::Bot(BotLevel::Easy);
    let players = seat_players_for(&[PlayerKind::Human, bot.clone(), bot]);
    let setup = TableSetup {
        players,
        hints: 0,
        coach: None,
    };
    start_guided::<HonorState, _>(config(), SEED, setup);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Game, Session};

    #[test]
    fn the_guided_game_is_valid_and_starts_coached() {
        assert!(config().validate().is_ok());
        let s = Session::<HonorState>::new(config(), SEED).state;
        assert_eq!(s.hand_no(), 1);
        assert!(!step(&s, true).done);
        assert!(!s.is_over());
    }
}
