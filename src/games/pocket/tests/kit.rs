//! The engine test kit (`core::testkit`) on Pocket Samurai; its hooks are in `simulation`.

use crate::games::pocket::PocketState;

crate::core::testkit::engine_kit_tests!(PocketState);
