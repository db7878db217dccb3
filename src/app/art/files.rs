//! Written by `cargo run --example art` (examples/art): do not edit by hand.

pub const JUDGE: &str = "art/judge-0faccb3a.svg";
pub const HONOR: &str = "art/honor-0faccb3a.svg";
pub const SATSUMA: &str = "art/satsuma-1754d0bf.svg";
pub const PANDA: &str = "art/panda-0faccb3a.svg";
pub const POCKET: &str = "art/pocket-0faccb3a.svg";
pub const TILES: &str = "art/tiles-58e503c8.svg";
