//! Statistics, moving to a new phone, and sharing results. `model` (what is counted),
//! `share` (the shared texts) and `transfer` (the export file and its checks) are plain
//! Rust; the rest reads and writes the browser's storage and draws.

pub mod model;
pub mod share;
pub mod transfer;

wasm_only! {
    mod data;
    mod page;
    pub mod record;
    pub use data::MoveData;
    pub use page::StatsPage;
}
