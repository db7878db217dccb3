//! Samurai Tables: five Japanese-themed card games.
//!
//! `core` and `games` are pure Rust (no web, no clock, no global RNG) and are tested natively.
//! `app` is the Yew front end: its table models are plain Rust, tested natively; its
//! components are compiled only for wasm32.

pub mod app;
pub mod core;
pub mod games;
pub mod small_alloc;

/// A module's Cargo bin: its `main` (the home page's module draws at once) or its `run`
/// (the loader calls it: the other modules draw when asked).
#[macro_export]
macro_rules! module_bin {
    (main: $module:expr) => {
        #[cfg(target_arch = "wasm32")]
        fn main() {
            $crate::app::start(&$module);
        }
        $crate::module_bin!(@native);
    };
    (run: $module:expr) => {
        #[cfg(target_arch = "wasm32")]
        fn main() {}

        /// Draws this module's app on `#app` (the page's loader calls it).
        #[cfg(target_arch = "wasm32")]
        #[wasm_bindgen::prelude::wasm_bindgen]
        pub fn run() {
            $crate::app::start(&$module);
        }
        $crate::module_bin!(@native);
    };
    (@native) => {
        // Natively there is nothing to run (see README for tests and benchmarks).
        #[cfg(not(target_arch = "wasm32"))]
        fn main() {
            eprintln!("Samurai Tables is a web app: run scripts/serve.sh (see README.md).");
        }
    };
}
