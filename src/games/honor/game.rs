//! Honor of the Samurai as a [`Game`](crate::core::Game) with bots: the engine's parts put
//! together, after `cards -> state -> observation -> bots`.

use super::observation::HonorObservation;
use super::state::{Action, Event, HonorConfig, HonorError, HonorState};
use crate::core::Seat;

crate::engine!(HonorState {
    id: "honor",
    config: HonorConfig,
    action: Action,
    error: HonorError,
    observation: HonorObservation,
    new: HonorState::dealt,
    decide: super::bots::decide,
    history: history,
    seen: Event,
    reveals_at_end: true,
    ruled: exchanges,
});

/// The exchange said as a rule: while this seat exchanges, any hand card into any army slot
/// ([`Viewed::ruled`](crate::core::Viewed::ruled); Done follows the rule's moves).
fn exchanges(obs: &HonorObservation) -> Option<Vec<Action>> {
    let mine = obs.phase == super::Phase::Exchange && obs.to_act.contains(&obs.me);
    mine.then(|| Action::exchanges(obs.my_hand.len(), obs.my_army.len()))
}

/// The match's events as `seat` may know them ([`Event::seen_by`]).
fn history(state: &HonorState, seat: Option<Seat>) -> Vec<Event> {
    state.events().iter().map(|e| e.seen_by(seat)).collect()
}
