//! The Yew front end. It renders from states and observations and sends
//! actions; every rule lives in `crate::games`. The table kit's and each game's table
//! models are plain Rust (tested natively); everything that draws is wasm32 only.

/// Items compiled only for the browser (the Yew half of the app), so that the plain-Rust
/// table models beside them build and test natively.
macro_rules! wasm_only {
    ($($item:item)*) => {
        $(#[cfg(target_arch = "wasm32")] $item)*
    };
}

pub mod art;
pub mod honor;
pub mod judge;
pub mod kit;
pub mod net;
pub mod panda;
pub mod pocket;
pub mod satsuma;
pub mod stats;
#[cfg(test)]
mod you_tests;

wasm_only! {
    mod bench;
    mod catalog;
    mod components;
    mod entry;
    mod home;
    mod route;
    mod settings;
    mod shell;
    mod sound;
    mod storage;

    pub use catalog::{APP, HONOR, JUDGE, PANDA, POCKET, SATSUMA};
    pub use entry::{start, HOME};
}
