//! The engine behind the shared `Game` and `BotPlayer` traits: each call is handed to the
//! rules in `state`, the view in `observation` or the bots.

use super::bots;
use super::observation::HonorObservation;
use super::state::{Action, HonorConfig, HonorError, HonorState, Phase};
use crate::core::{BotLevel, BotPlayer, Game, GameRng, Seat};

impl Game for HonorState {
    type Config = HonorConfig;
    type Action = Action;
    type Error = HonorError;
    type Observation = HonorObservation;

    const ID: &'static str = "honor";

    /// A new match from `seed`, with the first hand dealt and its Setup/Discard run. An
    /// invalid configuration is [normalized](HonorConfig::normalized); check it with
    /// [`HonorConfig::validate`] first. The game can already be over (Setup/Discard can
    /// put players out).
    fn new(config: &HonorConfig, seed: u64) -> Self {
        Self::start(config, seed, None)
    }

    fn seat_count(&self) -> usize {
        self.n()
    }

    fn to_act(&self) -> Vec<Seat> {
        self.seats_to_act()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.legal_actions_for(seat)
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<(), HonorError> {
        self.validate(seat, action)?;
        // Validated: from here on nothing can fail.
        match action {
            Action::DeclareIllegalSuit(suit) => self.declare_illegal_suit(seat, *suit),
            Action::Appeal
            | Action::AppealWithCard { .. }
            | Action::NoAppeal
            | Action::Respond
            | Action::Reject => self.answer_appeal(seat, action),
            Action::Exchange { hand_index, slot } => self.exchange(seat, *hand_index, *slot),
            Action::EndExchange => self.end_exchange(seat),
            Action::Charge { hand_index } => self.charge(seat, *hand_index),
            Action::NoCharge => self.no_charge(seat),
            Action::NextHand => self.next_hand(),
            Action::NextGame => self.next_game(),
        }
        Ok(())
    }

    /// What `seat` sees. Panics if `seat` is not at the table (see [`HonorObservation::of`]).
    fn observe(&self, seat: Seat) -> HonorObservation {
        HonorObservation::of(self, seat)
    }

    fn is_over(&self) -> bool {
        self.phase() == Phase::Over
    }
}

impl BotPlayer for HonorState {
    fn bot_action(obs: &HonorObservation, level: BotLevel, rng: &mut GameRng) -> Option<Action> {
        bots::decide(obs, level, rng)
    }
}
