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

#[cfg(target_arch = "wasm32")]
mod bench;
#[cfg(target_arch = "wasm32")]
mod catalog;
#[cfg(target_arch = "wasm32")]
mod components;
#[cfg(target_arch = "wasm32")]
mod entry;
#[cfg(target_arch = "wasm32")]
mod home;
#[cfg(target_arch = "wasm32")]
mod route;
#[cfg(target_arch = "wasm32")]
mod settings;
#[cfg(target_arch = "wasm32")]
mod shell;
#[cfg(target_arch = "wasm32")]
mod sound;
#[cfg(target_arch = "wasm32")]
mod storage;

#[cfg(target_arch = "wasm32")]
pub use entry::start_home;
#[cfg(target_arch = "wasm32")]
pub use shell::start;
