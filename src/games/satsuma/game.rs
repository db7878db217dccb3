//! Satsuma Rebellion as a [`Game`](crate::core::Game) with bots: the engine's parts put
//! together, after `cards -> state -> observation -> bots`.

use super::observation::SatsumaObservation;
use super::state::{Action, Event, SatsumaConfig, SatsumaError, SatsumaState};

crate::engine!(SatsumaState {
    id: "satsuma",
    config: SatsumaConfig,
    action: Action,
    error: SatsumaError,
    observation: SatsumaObservation,
    new: SatsumaState::dealt,
    decide: super::bots::decide,
    // Satsuma's events are public: a discard says how many cards, a clash shows both hands.
    history: |state: &SatsumaState, _| state.events().to_vec(),
    seen: Event,
    reveals_at_end: true,
    // The table shows the last clash's cards too (at the clash and on the end screen).
    faces: |view: &crate::core::ViewOf<SatsumaState>| {
        let mut faces = Vec::new();
        view.table.faces(&mut faces);
        for t in view.reveal.iter().flatten() {
            t.faces(&mut faces);
        }
        faces
    },
});
