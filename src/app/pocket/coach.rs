//! Pocket Samurai's first-game coach: you pick first against an easy computer from a set
//! deal; the notes walk through the first round (the two Dojos, the duel's turns) and then
//! leave you to play the match on.

use crate::app::kit::coach::Step;
use crate::games::pocket::{Phase, PocketConfig, PocketState};

/// The guided game's deal.
pub const SEED: u64 = 0x70C_4E75;

pub fn config() -> PocketConfig {
    PocketConfig::default()
}

/// The note for where the guided game stands (`may_act`: the person may move now).
pub fn step(s: &PocketState, may_act: bool) -> Step {
    if s.round() > 1 || s.phase() == Phase::Over {
        return Step::done(
            "That was a whole round. Win 2 rounds to win the match. Hint is in the bar.",
        );
    }
    let note = match s.phase() {
        Phase::Dojo if may_act => {
            "The Dojo: pick cards from the row in turns: your hand for the duel."
        }
        Phase::Commit if may_act => "The duel: both lay a card face down, then both flip together.",
        Phase::Call if may_act => "A flipped Call card lets you put a matching card into play.",
        Phase::Choose if may_act => "Choose the symbol this card shows (it counts two of it).",
        Phase::Exhaust if may_act => "A Strike! is out: you may exhaust cards in play.",
        Phase::RoundOver => "The round is decided: go on to the next.",
        _ if may_act => "Your move: the hint says what and why.",
        _ => "The computer chooses.",
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
    }
}
