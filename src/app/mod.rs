//! The Yew front end (wasm32 only).
