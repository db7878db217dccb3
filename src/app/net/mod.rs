//! Play across phones (issue 23): one phone holds the game, the others are seats. This
//! module knows views and actions, never tables: the pairing codes, the messages and their
//! checks are plain Rust, tested natively; the WebRTC glue is wasm only.

pub mod code;
pub mod guest;
pub mod hub;
#[cfg(target_arch = "wasm32")]
pub mod links;
pub mod proto;
pub mod qr;
#[cfg(target_arch = "wasm32")]
pub mod rtc;
#[cfg(target_arch = "wasm32")]
pub mod scan;
