//! The engine test kit (`core::testkit`) on Honor of the Samurai; its hooks are in
//! `simulation`.

use crate::games::honor::HonorState;

crate::core::testkit::engine_kit_tests!(HonorState);
