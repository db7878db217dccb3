//! The whole app: every page and every game. The home page's module (`src/bin/home.rs`)
//! imports it when a page needs it and then calls `run`: it must not draw on its own.
#[cfg(target_arch = "wasm32")]
fn main() {}

/// Draws the app on `#app` (the home page's module has just left it).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn run() {
    samurai_tables::app::start();
}

// The binary is the web app; natively there is nothing to run (see README for tests and benchmarks).
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Samurai Tables is a web app: run scripts/serve.sh (see README.md).");
}
