//! The engine as the shared plumbing sees it: `impl Game` over the rules in `state`, with
//! `observe` built by `observation`, and `impl BotPlayer` over `bots`. Kept apart so that
//! `state` imports neither what a seat sees nor the bots.

use super::bots::{plan, Profile};
use super::observation::JudgeObservation;
use super::race::{Edge, Hand};
use super::state::{Action, JudgeConfig, JudgeError, JudgeState, Phase};
use crate::core::{BotLevel, BotPlayer, Game, GameRng, Seat};

impl Game for JudgeState {
    type Config = JudgeConfig;
    type Action = Action;
    type Error = JudgeError;
    type Observation = JudgeObservation;
    const ID: &'static str = "judge";

    fn new(config: &JudgeConfig, seed: u64) -> Self {
        JudgeState::dealt(config, seed)
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> Vec<Seat> {
        match self.phase {
            Phase::Over => Vec::new(),
            _ => vec![0, 1],
        }
    }

    /// Times are the caller's; these are the kinds of action open now, stamped with the
    /// clock the state last saw.
    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if seat > 1 {
            return Vec::new();
        }
        let t = self.clock;
        match self.phase {
            Phase::Ready | Phase::Verdict => vec![Action::Start { t }],
            Phase::Countdown => vec![Action::Tick { t }, Action::Restart { t }],
            Phase::Race => {
                let mut v = vec![Action::Tick { t }, Action::Restart { t }];
                match self.hand_down(seat) {
                    Some(hand) => v.push(Action::Input {
                        hand,
                        edge: Edge::Release,
                        t,
                    }),
                    None => {
                        for hand in [Hand::Hit, Hand::Defend] {
                            v.push(Action::Input {
                                hand,
                                edge: Edge::Press,
                                t,
                            });
                        }
                    }
                }
                v
            }
            Phase::Over => Vec::new(),
        }
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<(), JudgeError> {
        if seat > 1 {
            return Err(JudgeError::NoSuchSeat(seat));
        }
        match action.quantized() {
            Action::Start { t } => self.start(t),
            Action::Input { hand, edge, t } => self.input(seat, hand, edge, t),
            Action::Tick { t } => self.tick(t),
            Action::Restart { t } => self.restart(t),
        }
    }

    fn observe(&self, seat: Seat) -> JudgeObservation {
        // A wrong seat number is the caller's mistake and must never show a real seat's view.
        assert!(
            seat < self.seat_count(),
            "seat {seat} is not at this table ({} seats)",
            self.seat_count()
        );
        JudgeObservation::of(self, seat)
    }

    fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
}

impl BotPlayer for JudgeState {
    /// The press the bot plans, stamped with its planned time: the table applies it once
    /// its clock reaches that time (and asks again if the race changed before then).
    fn bot_action(obs: &JudgeObservation, level: BotLevel, rng: &mut GameRng) -> Option<Action> {
        let p = plan(obs, &Profile::of(level), rng)?;
        Some(Action::Input {
            hand: p.hand,
            edge: Edge::Press,
            t: p.at,
        })
    }
}
