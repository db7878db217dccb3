//! The page's first module: the home page and the settings (`app::entry`). The games are
//! in the whole app's module (`src/main.rs`), loaded when a page needs them.
#[cfg(target_arch = "wasm32")]
fn main() {
    samurai_tables::app::start_home();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Samurai Tables is a web app: run scripts/serve.sh (see README.md).");
}
