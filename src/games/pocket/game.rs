//! Pocket Samurai as a [`Game`](crate::core::Game) with bots: the engine's parts put together,
//! after `cards -> state -> observation -> bots`.

use super::observation::PocketObservation;
use super::state::{Action, Event, PocketConfig, PocketError, PocketState};

crate::engine!(PocketState {
    id: "pocket",
    config: PocketConfig,
    action: Action,
    error: PocketError,
    observation: PocketObservation,
    new: PocketState::start,
    decide: super::bots::decide,
    // Pocket's events are public: a commit says who, its card shows at the reveal.
    history: |state: &PocketState, _| state.events().to_vec(),
    seen: Event,
    reveals_at_end: false,
    // The duel's mat shows the cards flipped this turn (and last turn's, faded) from the
    // history, besides every card face up.
    faces: |view: &crate::core::ViewOf<PocketState>| {
        let mut faces = crate::core::card_faces(&view.table);
        for e in &view.events {
            if let Event::Revealed { card, .. } = e {
                faces.push(*card as u32);
            }
        }
        faces
    },
});
