//! The court of each suit, flat and in the suit's colours, drawn in the card's central
//! panel (x 58..142): the Bushi in armour, the Geisha, the Emperor in court dress, and the
//! Mon, the suit's family crest.

use super::{at, icon_paths, p, pf, style, Hue, FIELD, GOLD, INK, SKIN};
use crate::svg::circle;
use samurai_tables::games::panda::Suit;

/// Paths drawn with one fill and a dark outline.
fn shapes(fill: &str, line: &str, width: f64, inner: &str) -> String {
    format!("<g fill=\"{fill}\" stroke=\"{line}\" stroke-width=\"{width}\" stroke-linejoin=\"round\">{inner}</g>")
}

/// Circles of one radius in one group.
fn dots(at: &[(f64, f64)], r: f64, attrs: &str) -> String {
    let mut s = format!("<g {attrs}>");
    for &(x, y) in at {
        s += &circle(x, y, r, "");
    }
    s + "</g>"
}

/// Lines only.
fn lines(color: &str, width: f64, d: &str) -> String {
    format!("<path d=\"{d}\" fill=\"none\" stroke=\"{color}\" stroke-width=\"{width}\" stroke-linecap=\"round\"/>")
}

pub fn bushi(h: Hue) -> String {
    let mut s = String::new();
    // Katana worn at the waist, behind the arms.
    s += &lines(INK, 5.0, "M64 200L138 172");
    s += &lines(GOLD, 3.0, "M120 179L140 171");
    // Hakama and feet.
    s += &shapes(h.dark, INK, 1.5, &p("M78 196h44l14 56H64z"));
    s += &lines(h.tint, 1.5, "M93 200l-5 48M107 200l5 48M100 200v48");
    s += &pf("M68 252h24v6H66zM108 252h24l2 6h-26z", INK);
    // Kusazuri (the armoured skirt), the cuirass and its lacing.
    s += &shapes(
        h.main,
        h.dark,
        1.5,
        &p("M80 164h40l7 34H73zM84 104h32l3 62H81z"),
    );
    s += &lines(
        h.dark,
        1.5,
        "M90 166l-2 30M100 166v30M110 166l2 30M83 118h34M82 132h36M82 146h36",
    );
    // Sode (shoulder plates) and hands.
    s += &shapes(
        h.main,
        h.dark,
        1.5,
        &p("M64 106h22l-2 44-24-4zM136 106h-22l2 44 24-4z"),
    );
    s += &lines(
        h.dark,
        1.5,
        "M63 118h22M62 130h23M61 141h23M137 118h-22M138 130h-23M139 141h-23",
    );
    s += &shapes(
        SKIN,
        h.dark,
        1.0,
        &(circle(72.0, 156.0, 6.0, "") + &circle(128.0, 156.0, 6.0, "")),
    );
    // Kabuto: neck guard, bowl, horned crest.
    s += &shapes(h.dark, INK, 1.5, &p("M70 82h60l9 22H61z"));
    s += &shapes(INK, INK, 1.0, &p("M75 84c0-24 10-36 25-36s25 12 25 36z"));
    s += &shapes(GOLD, INK, 1.0, &p("M100 60L75 20l8-2 17 32 17-32 8 2z"));
    s += &shapes(GOLD, INK, 1.0, &circle(100.0, 62.0, 6.0, ""));
    // Face: stern brows and moustache.
    s += &shapes(
        SKIN,
        INK,
        1.0,
        &p("M85 74h30v22c0 8-7 14-15 14s-15-6-15-14z"),
    );
    s += &lines(
        INK,
        2.5,
        "M88 80l9 3M112 80l-9 3M91 87h5M104 87h5M91 100q9-5 18 0",
    );
    s
}

pub fn geisha(h: Hue) -> String {
    let mut s = String::new();
    // Kimono with long hanging sleeves.
    s += &shapes(
        h.main,
        h.dark,
        1.5,
        &p("M80 104q20-6 40 0l12 66 6 88H62l6-88z"),
    );
    s += &shapes(
        h.main,
        h.dark,
        1.5,
        &p("M80 104l-18 14-3 82 22 4 3-64zM120 104l18 14 3 82-22 4-3-64z"),
    );
    // Flowers on the kimono, the overlap of its front.
    s += &dots(
        &[
            (76.0, 190.0),
            (92.0, 222.0),
            (120.0, 200.0),
            (114.0, 240.0),
            (72.0, 240.0),
            (130.0, 224.0),
        ],
        4.0,
        &format!("fill=\"{}\"", h.tint),
    );
    s += &lines(h.dark, 1.5, "M100 162l8 96");
    // Collar and obi with its cord.
    s += &shapes(
        "#FFFFFF",
        h.dark,
        1.0,
        &p("M88 100l12 24 12-24h-5l-7 15-7-15z"),
    );
    s += &shapes(FIELD, h.dark, 1.5, &p("M76 138h48l1 26H75z"));
    s += &lines(h.dark, 2.0, "M76 151h49");
    s += &circle(100.0, 151.0, 3.5, &format!("fill=\"{}\"", h.dark));
    // Hands holding a closed fan.
    s += &shapes(GOLD, INK, 1.0, &p("M118 150l18-34 5 3-17 33z"));
    s += &shapes(SKIN, h.dark, 1.0, &circle(121.0, 152.0, 5.5, ""));
    // Hair: the shimada coiffure, with hairpins.
    s += &shapes(
        INK,
        INK,
        1.0,
        &p("M72 86c-8-14 0-30 10-30 4-14 12-22 18-22s14 8 18 22c10 0 18 16 10 30-6 6-50 6-56 0z"),
    );
    s += &lines(GOLD, 2.5, "M112 44l22-14M88 44l-22-12");
    s += &shapes(
        h.main,
        h.dark,
        1.0,
        &(circle(135.0, 29.0, 5.0, "") + &circle(65.0, 31.0, 5.0, "")),
    );
    // White face, red lips.
    s += &shapes(
        "#FFFFFF",
        "#B8B0A0",
        1.0,
        &p("M84 66c0-10 7-12 16-12s16 2 16 12c0 18-7 28-16 28s-16-10-16-28z"),
    );
    s += &lines(INK, 2.0, "M89 70q4-3 8 0M103 70q4-3 8 0");
    s += &lines(INK, 1.5, "M90 77q3 2 6 0M104 77q3 2 6 0");
    s += &pf("M96 86q4-3 8 0q-4 3-8 0z", "#C0392B");
    s
}

pub fn emperor(h: Hue) -> String {
    let mut s = String::new();
    // White hakama and black shoes under the robe.
    s += &shapes("#FFFFFF", h.dark, 1.5, &p("M76 222h48l4 32H72z"));
    s += &pf("M70 252h26v6H68zM104 252h26l2 6h-28z", INK);
    // The ho: a broad stiff robe with wide sleeves.
    s += &shapes(
        h.main,
        h.dark,
        1.5,
        &p("M100 100l38 16 2 108-12 8H72l-12-8 2-108z"),
    );
    s += &shapes(
        h.main,
        h.dark,
        1.5,
        &p("M62 116l-4 100 24 2 2-80zM138 116l4 100-24 2-2-80z"),
    );
    // Roundels woven into the robe.
    s += &dots(
        &[
            (72.0, 150.0),
            (128.0, 150.0),
            (86.0, 205.0),
            (114.0, 205.0),
            (100.0, 220.0),
        ],
        5.0,
        &format!("fill=\"none\" stroke=\"{}\" stroke-width=\"2\"", h.tint),
    );
    // Round collar, belt with jewels.
    s += &shapes(
        h.dark,
        INK,
        1.0,
        &p("M82 104c4 8 32 8 36 0l-4-6c-4 6-24 6-28 0z"),
    );
    s += &shapes(INK, INK, 1.0, &p("M70 178h60v8H70z"));
    s += &dots(
        &[(78.0, 182.0), (90.0, 182.0), (110.0, 182.0), (122.0, 182.0)],
        2.0,
        &format!("fill=\"{GOLD}\""),
    );
    // The shaku held in both hands.
    s += &shapes("#F4E9C8", INK, 1.0, &p("M95 118h10l-1 56h-8z"));
    s += &shapes(SKIN, h.dark, 1.0, &p("M90 164q10-6 20 0l-2 12H92z"));
    // Face with a thin beard.
    s += &shapes(
        SKIN,
        INK,
        1.0,
        &p("M84 68c0-10 7-12 16-12s16 2 16 12c0 18-7 28-16 28s-16-10-16-28z"),
    );
    s += &lines(INK, 2.0, "M89 72h7M104 72h7M93 84q7-3 14 0M100 88v6");
    // Kanmuri: the black cap with its upright tail.
    s += &shapes(INK, INK, 1.0, &p("M83 62v-8c0-12 8-16 17-16s17 4 17 16v8zM94 40V22h12v18zM98 24c-2-10 0-18 6-20 2 8 2 14 0 20z"));
    s
}

pub fn mon(suit: Suit, h: Hue) -> String {
    let mut s = circle(
        100.0,
        140.0,
        40.0,
        &format!("fill=\"{FIELD}\" stroke=\"{}\" stroke-width=\"6\"", h.dark),
    );
    s += &circle(
        100.0,
        140.0,
        33.0,
        &format!("fill=\"none\" stroke=\"{}\" stroke-width=\"1.5\"", h.dark),
    );
    // The crest: the suit's icon as a silhouette, crossed, in threes or alone.
    let crest = style(h.dark, FIELD).replace("width=\"1\"", "width=\".5\"");
    let one = icon_paths(suit, h.dark);
    s += &match suit {
        Suit::Tamahagne => format!(
            "<g transform=\"translate(100 140) scale(2.3)\" {crest}><g transform=\"translate(-12 -12)\">{one}</g><g transform=\"scale(-1 1) translate(-12 -12)\">{one}</g></g>"
        ),
        Suit::Gyokuro => {
            let leaf = at(-12.0, -25.0, 1.0, "", &one);
            let mut v = format!("<g transform=\"translate(100 141) scale(1.2)\" {crest}>");
            for deg in [0, 120, 240] {
                v += &format!("<g transform=\"rotate({deg})\">{leaf}</g>");
            }
            v + "</g>"
        }
        _ => at(72.0, 112.0, 56.0 / 24.0, &crest, &one),
    };
    // Banner stripes above and below the crest.
    s += &format!(
        "<path d=\"M62 34h76M62 44h76M62 236h76M62 246h76\" stroke=\"{}\" stroke-width=\"5\"/>",
        h.main
    );
    s
}
