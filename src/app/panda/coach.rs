//! Panda's first-game coach: you and your partner (an easy computer) against two easy
//! computers, from a set deal; the notes cover the passing and your first plays, then
//! leave you to finish the deal (a whole game to 1000 is long for a lesson).

use crate::app::kit::coach::Step;
use crate::core::Seat;
use crate::games::panda::{PandaConfig, PandaState, Phase};

/// The guided game's deal.
pub const SEED: u64 = 0x9A4D_A001;

/// The guided game: a short one, to 200.
pub fn config() -> PandaConfig {
    PandaConfig { target_score: 200 }
}

/// Cards in hand after the passing (15 dealt, 3 given, 3 received).
const AFTER_PASSING: usize = 15;

/// The note for where the guided game stands, for the person at `me`.
pub fn step(s: &PandaState, me: Seat, may_act: bool) -> Step {
    let played = AFTER_PASSING.saturating_sub(s.hand(me).len());
    if s.deal_number() > 1 || s.phase() == Phase::Over || (s.phase() != Phase::Passing && played >= 4) {
        return Step::done(
            "You have seen the passing and how a trick climbs. Play the deal out: the deal \
             ends when three players are out, and Mons and 10s (10), 5s (5) and the Panda and \
             Stork (+25) score for the team that wins them. Hint is in the bar whenever you want advice.",
        );
    }
    match s.phase() {
        Phase::Passing if may_act => Step::new(
            "The passing: give one card to each other player at once, left, partner (across) \
             and right. Give your partner something good and your opponents your weakest: \
             tap the outlined cards into their places, then Give.",
        ),
        Phase::Passing => Step::new("The others choose their cards to pass."),
        Phase::Play if may_act && s.table().is_none() => Step::new(
            "Your lead: play any combination (a single, a pair, a run...). The others must \
             play the same kind, higher, or pass.",
        ),
        Phase::Play if may_act => Step::new(
            "Your turn: beat the table with the same kind of combination, higher, or pass. \
             Passing now does not stop you playing later in the trick.",
        ),
        Phase::AmbushWindow if may_act => Step::new(
            "An Ambush (four of a rank) may be laid out of turn; the table waits for you.",
        ),
        Phase::GiveTrick if may_act => Step::new(
            "Your Panda won the trick: give the whole trick to one of your opponents.",
        ),
        _ => Step::new("The computers play; a trick ends when the other three pass."),
    }
}

#[cfg(target_arch = "wasm32")]
/// Starts the guided game: you (seat 1) with a partner, against two easy computers.
pub fn start() {
    use crate::app::kit::{seat_players_for, start_guided, PlayerKind, TableSetup};
    use crate::core::BotLevel;
    let bot = PlayerKind::Bot(BotLevel::Easy);
    let players = seat_players_for(&[PlayerKind::Human, bot.clone(), bot.clone(), bot]);
    let setup = TableSetup {
        players,
        hints: 0,
        coach: None,
    };
    start_guided::<PandaState, _>(config(), SEED, setup);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Session;

    #[test]
    fn the_coach_starts_at_the_passing() {
        let s = Session::<PandaState>::new(config(), SEED).state;
        let first = step(&s, 0, true);
        assert!(!first.done && first.note.starts_with("The passing"), "{}", first.note);
    }
}
