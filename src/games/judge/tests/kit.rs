//! The engine test kit (`core::testkit`) on Judge; its hooks are in `simulation`.

use crate::games::judge::JudgeState;

crate::core::testkit::engine_kit_tests!(JudgeState);
