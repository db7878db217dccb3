//! The judge deck's art (placeholder until drawn).

use crate::svg::{rect, Symbol};

pub fn sprite() -> Vec<Symbol> {
    vec![Symbol::new(
        "back",
        200,
        280,
        rect(0.0, 0.0, 200.0, 280.0, 12.0, "fill=\"#333\""),
    )]
}

pub fn tile() -> Symbol {
    Symbol::new(
        "tile-judge",
        120,
        120,
        rect(0.0, 0.0, 120.0, 120.0, 12.0, "fill=\"#333\""),
    )
}
