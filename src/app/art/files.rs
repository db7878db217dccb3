//! Written by `cargo run --example art` (examples/art): do not edit by hand.

pub const JUDGE: &str = "art/judge-c63a38d7.svg";
pub const HONOR: &str = "art/honor-79e7aa66.svg";
pub const SATSUMA: &str = "art/satsuma-1754d0bf.svg";
pub const PANDA: &str = "art/panda-0f1ca079.svg";
pub const POCKET: &str = "art/pocket-41f327ed.svg";
pub const SATSUMA_JA: &str = "art/satsuma-ja-6be7e230.svg";
pub const TILES: &str = "art/tiles-0ea724bf.svg";
