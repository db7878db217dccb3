//! The engine test kit (`core::testkit`) on Panda; its hooks are in `simulation`.

use crate::games::panda::PandaState;

crate::core::testkit::engine_kit_tests!(PandaState);
