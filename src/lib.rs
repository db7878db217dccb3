//! Samurai Tables: five Japanese-themed card games.
//!
//! `core` and `games` are pure Rust (no web, no clock, no global RNG) and are tested natively.
//! `app` is the Yew front end, compiled only for wasm32.

pub mod core;
pub mod games;

#[cfg(target_arch = "wasm32")]
pub mod app;
