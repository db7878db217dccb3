//! The engine test kit (`core::testkit`) on Satsuma Rebellion; its hooks are in `simulation`.

use crate::games::satsuma::SatsumaState;

crate::core::testkit::engine_kit_tests!(SatsumaState);
