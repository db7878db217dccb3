#[cfg(target_arch = "wasm32")]
fn main() {
    samurai_tables::app::start();
}

// The binary is the web app; natively there is nothing to run (see README for tests and benchmarks).
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Samurai Tables is a web app: run scripts/serve.sh (see README.md).");
}
