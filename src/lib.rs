//! Samurai Tables: five Japanese-themed card games.
//!
//! `core` and `games` are pure Rust (no web, no clock, no global RNG) and are tested natively.
//! `app` is the Yew front end: its table models are plain Rust, tested natively; its
//! components are compiled only for wasm32.

pub mod app;
pub mod core;
pub mod games;
