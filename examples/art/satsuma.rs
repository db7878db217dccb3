//! Satsuma Rebellion's cards: two armies drawn in two styles. The Samurai on cream washi
//! with black brush strokes, crimson accents and the Satsuma mon (a cross in a circle); the
//! Imperials on pale blue-grey with a ruled navy frame, gold lines and a chrysanthemum.
//! Every card shows its suit badge and strength large at the top (both options, with an
//! "or", on two-option cards), its suit's glyph large and faint in the middle, its name
//! at the bottom.

use crate::svg::{circle, group, n, path, rect, text, Symbol};
use samurai_tables::app::art::{satsuma_back, satsuma_id, satsuma_suit_id, ICON, SATSUMA};
use samurai_tables::games::satsuma::cards::{IMPERIAL_DECK, SAMURAI_DECK};
use samurai_tables::games::satsuma::{CardDef, Side, Suit};

const SANS: &str = "font-family=\"'Helvetica Neue',Arial,sans-serif\"";
const SERIF: &str = "font-family=\"Georgia,'Times New Roman',serif\"";
/// The Japanese sprite's fonts: the system's Mincho for the Samurai, Gothic for the
/// Imperials (the sprite is its own document: the page's `:lang(ja)` fonts do not reach it).
const SERIF_JA: &str = "font-family=\"'Hiragino Mincho ProN','Yu Mincho','Noto Serif CJK JP','Noto Serif JP',serif\" xml:lang=\"ja\"";
const SANS_JA: &str = "font-family=\"'Hiragino Sans','Yu Gothic','Noto Sans CJK JP','Noto Sans JP',sans-serif\" xml:lang=\"ja\"";

/// One army's look.
struct Style {
    field: &'static str,
    ink: &'static str,
    accent: &'static str,
    /// The name's font.
    font: &'static str,
}

const SAMURAI: Style = Style {
    field: "#f3e9d2",
    ink: "#1c1612",
    accent: "#a3151b",
    font: SERIF,
};

const IMPERIAL: Style = Style {
    field: "#e3e9ef",
    ink: "#1b2a4e",
    accent: "#b8902a",
    font: SANS,
};

/// Each suit's colour: distinct in hue and lightness, so no two rest on red against green.
fn colour(suit: Suit) -> &'static str {
    match suit {
        Suit::Force => "#b3261e",
        Suit::Reserves => "#7a4f2e",
        Suit::Leader => "#b8860b",
        Suit::Attack => "#e0611a",
        Suit::Defense => "#1f5fae",
        Suit::Morale => "#7b3fa0",
        Suit::Weapons => "#3d4a55",
        Suit::Escape => "#13877a",
    }
}

fn rgb(hex: &str) -> [f64; 3] {
    let v = u32::from_str_radix(&hex[1..], 16).unwrap_or(0);
    [(v >> 16) & 255, (v >> 8) & 255, v & 255].map(f64::from)
}

/// `a` moved a fraction `t` of the way towards `b`.
fn mix(a: &str, b: &str, t: f64) -> String {
    let (a, b) = (rgb(a), rgb(b));
    let c: Vec<u32> = (0..3)
        .map(|i| (a[i] + (b[i] - a[i]) * t).round() as u32)
        .collect();
    format!("#{:02x}{:02x}{:02x}", c[0], c[1], c[2])
}

/// The suit's glyph in a 24 x 24 box (inside a circle of radius 10 about its centre):
/// `fg` draws it, `bg` cuts its holes.
fn glyph(suit: Suit, fg: &str, bg: &str) -> String {
    let line = |d: &str, w: f64| {
        path(
            d,
            &format!(
                "fill=\"none\" stroke=\"{fg}\" stroke-width=\"{}\" stroke-linecap=\"round\" stroke-linejoin=\"round\"",
                n(w)
            ),
        )
    };
    let fill = |d: &str, c: &str| path(d, &format!("fill=\"{c}\""));
    match suit {
        // Two crossed swords: pointed blades, guards and hilts.
        Suit::Force => {
            let sword = fill(
                "M12 2.2l1.4 2.4v10.6h2.6v1.9h-2.8v3.8h-2.4v-3.8H8v-1.9h2.6V4.6Z",
                fg,
            );
            format!(
                "<g transform=\"rotate(-42 12 12)\">{sword}</g><g transform=\"rotate(42 12 12)\">{sword}</g>"
            )
        }
        // A camp tent with its door.
        Suit::Reserves => [
            fill("M12 4.5L20.5 18.5H3.5Z", fg),
            fill("M12 10.5L9.3 18.5h5.4Z", bg),
        ]
        .concat(),
        // A commander's star.
        Suit::Leader => fill(
            "M12 2.6l2.7 6.1 6.6.6-5 4.4 1.5 6.5L12 16.8l-5.8 3.4 1.5-6.5-5-4.4 6.6-.6Z",
            fg,
        ),
        // An arrow driving forward.
        Suit::Attack => fill("M3.5 9.6h9.3V5l7.7 7-7.7 7v-4.6H3.5Z", fg),
        // A shield with a ridge.
        Suit::Defense => [
            fill(
                "M12 3l7.5 2.8v5.7c0 4.5-3.2 7.8-7.5 9.5-4.3-1.7-7.5-5-7.5-9.5V5.8Z",
                fg,
            ),
            path(
                "M12 6.5v11",
                &format!("stroke=\"{bg}\" stroke-width=\"1.4\""),
            ),
        ]
        .concat(),
        // A swallow-tailed banner on its pole.
        Suit::Morale => [
            line("M6.5 3.5v17", 1.8),
            fill("M7.5 4.5h11.5l-3.2 4.2 3.2 4.2H7.5Z", fg),
        ]
        .concat(),
        // A field gun: barrel, wheel and hub.
        Suit::Weapons => [
            fill("M4 12.4L18.6 5.2l1.6 3.2L5.6 15.6Z", fg),
            circle(4.5, 14.2, 1.9, &format!("fill=\"{fg}\"")),
            circle(
                10.0,
                15.5,
                4.3,
                &format!("fill=\"{fg}\" stroke=\"{bg}\" stroke-width=\"1.1\""),
            ),
            circle(10.0, 15.5, 1.3, &format!("fill=\"{bg}\"")),
        ]
        .concat(),
        // A running figure with speed lines.
        Suit::Escape => [
            circle(15.8, 4.9, 2.3, &format!("fill=\"{fg}\"")),
            line(
                "M8.5 11l3.6-2.6h2.6l2.2 3M14.6 8.6L11.8 14l3.8 2.6-.6 4.2M11.8 14L9.2 18H5.4",
                2.2,
            ),
            line("M3.5 8.5h2.5M3 12h2.5", 1.4),
        ]
        .concat(),
    }
}

/// The suit's badge: a coloured disc with the glyph in white (24 x 24).
fn badge(suit: Suit) -> String {
    let c = colour(suit);
    circle(12.0, 12.0, 11.5, &format!("fill=\"{c}\"")) + &glyph(suit, "#fff", c)
}

/// A brush stroke's outline (path data) from (x0, y0) to (x1, y1), `w0` wide at its start
/// and `w1` at its end, swelling a little in the middle.
fn brush(x0: f64, y0: f64, x1: f64, y1: f64, w0: f64, w1: f64) -> String {
    let (dx, dy) = (x1 - x0, y1 - y0);
    let len = (dx * dx + dy * dy).sqrt();
    let (nx, ny) = (-dy / len, dx / len);
    let wm = (w0 + w1) * 0.62;
    let (mx, my) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
    let p = |x: f64, y: f64, w: f64| format!("{} {}", n(x + nx * w / 2.0), n(y + ny * w / 2.0));
    let c = wm * 2.0 - w0 / 2.0 - w1 / 2.0;
    format!(
        "M{}Q{} {}L{}Q{} {}Z",
        p(x0, y0, w0),
        p(mx, my, c),
        p(x1, y1, w1),
        p(x1, y1, -w1),
        p(mx, my, -c),
        p(x0, y0, -w0),
    )
}

/// A group moved to (x, y) and scaled by `s`.
fn at(x: f64, y: f64, s: f64, inner: &str) -> String {
    format!(
        "<g transform=\"translate({} {}) scale({})\">{inner}</g>",
        n(x),
        n(y),
        n(s)
    )
}

/// The Satsuma clan's mon, a cross in a circle, of radius `r` about (cx, cy).
fn mon(cx: f64, cy: f64, r: f64, c: &str) -> String {
    let w = r * 0.22;
    circle(
        cx,
        cy,
        r - w / 2.0,
        &format!("fill=\"none\" stroke=\"{c}\" stroke-width=\"{}\"", n(w)),
    ) + &path(
        &format!(
            "M{} {}h{}M{} {}v{}",
            n(cx - r),
            n(cy),
            n(2.0 * r),
            n(cx),
            n(cy - r),
            n(2.0 * r)
        ),
        &format!("stroke=\"{c}\" stroke-width=\"{}\"", n(w)),
    )
}

/// A 16-petalled chrysanthemum of radius `r` about (cx, cy) (a dashed ring of petals
/// about a disc), with a centre of `mid`.
fn chrysanthemum(cx: f64, cy: f64, r: f64, c: &str, mid: &str) -> String {
    let ring = r * 0.62;
    let dash = std::f64::consts::TAU * ring / 16.0;
    circle(
        cx,
        cy,
        ring,
        &format!(
            "fill=\"{c}\" stroke=\"{c}\" stroke-width=\"{}\" stroke-dasharray=\"{} {}\"",
            n(r * 0.76),
            n(dash * 0.62),
            n(dash * 0.38)
        ),
    ) + &circle(cx, cy, r * 0.3, &format!("fill=\"{mid}\""))
}

/// `count` rays (wedges) about (cx, cy) out to radius `r`, each half its sector wide.
fn rays(cx: f64, cy: f64, r: f64, count: u32, c: &str) -> String {
    let mut d = String::new();
    let step = std::f64::consts::TAU / f64::from(count);
    for i in 0..count {
        let a = step * f64::from(i);
        let (a0, a1) = (a - step / 4.0, a + step / 4.0);
        d.push_str(&format!(
            "M{} {}L{} {}L{} {}Z",
            n(cx),
            n(cy),
            n(cx + r * a0.cos()),
            n(cy + r * a0.sin()),
            n(cx + r * a1.cos()),
            n(cy + r * a1.sin())
        ));
    }
    path(&d, &format!("fill=\"{c}\""))
}

/// The name in up to two lines of about `width` characters.
fn lines(name: &str, width: usize) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for word in name.split(' ') {
        match out.last_mut() {
            Some(l) if l.len() + 1 + word.len() <= width => {
                l.push(' ');
                l.push_str(word);
            }
            _ => out.push(word.to_string()),
        }
    }
    if out.len() > 2 {
        let rest = out[1..].join(" ");
        out.truncate(1);
        out.push(rest);
    }
    out
}

/// The army's frame, field and mark, shared by its cards.
fn face(side: Side) -> String {
    let (w, h) = (f64::from(SATSUMA.w), f64::from(SATSUMA.h));
    match side {
        Side::Samurai => {
            let s = &SAMURAI;
            [
                rect(
                    0.5,
                    0.5,
                    w - 1.0,
                    h - 1.0,
                    12.0,
                    &format!("fill=\"{}\" stroke=\"#6b5a45\"", s.field),
                ),
                path(
                    &[
                        brush(14.0, 13.0, 188.0, 11.0, 6.0, 2.2),
                        brush(188.0, 9.0, 188.5, 268.0, 5.0, 2.4),
                        brush(190.0, 268.5, 11.0, 269.0, 5.5, 2.2),
                        brush(12.0, 271.0, 11.5, 12.0, 2.6, 5.5),
                    ]
                    .concat(),
                    &format!("fill=\"{}\"", s.ink),
                ),
                mon(173.0, 218.0, 10.0, s.accent),
            ]
            .concat()
        }
        Side::Imperials => {
            let s = &IMPERIAL;
            [
                rect(
                    0.5,
                    0.5,
                    w - 1.0,
                    h - 1.0,
                    12.0,
                    &format!("fill=\"{}\" stroke=\"#55627a\"", s.field),
                ),
                rect(
                    8.0,
                    8.0,
                    w - 16.0,
                    h - 16.0,
                    3.0,
                    &format!("fill=\"none\" stroke=\"{}\" stroke-width=\"3\"", s.ink),
                ),
                rect(
                    13.0,
                    13.0,
                    w - 26.0,
                    h - 26.0,
                    1.0,
                    &format!("fill=\"none\" stroke=\"{}\" stroke-width=\"1.2\"", s.accent),
                ),
                chrysanthemum(173.0, 214.0, 10.0, s.accent, s.ink),
            ]
            .concat()
        }
    }
}

/// One card; `ja` prints its Japanese name (and または for "or").
fn card(side: Side, no: usize, def: &CardDef, ja: bool) -> Symbol {
    let s = match side {
        Side::Samurai => &SAMURAI,
        Side::Imperials => &IMPERIAL,
    };
    let mut body = face(side);
    let two = def.options.len() > 1;
    // The index block: badge and strength, one row per option, left edges aligned.
    let (size, font) = if two { (50.0, 60.0) } else { (62.0, 72.0) };
    let digits = def
        .options
        .iter()
        .map(|o| o.1.to_string().len())
        .max()
        .unwrap_or(1) as f64;
    let width = size + 8.0 + digits * 0.58 * font;
    let x = (100.0 - width / 2.0).round();
    let mut numbers = String::new();
    for (i, &(suit, value)) in def.options.iter().enumerate() {
        let top = if two { 16.0 + 76.0 * i as f64 } else { 20.0 };
        body.push_str(&at(x, top, size / f64::from(ICON), &badge(suit)));
        numbers.push_str(&text(
            x + size + 6.0,
            top + size / 2.0 + font * 0.36,
            &format!("fill=\"{}\"", mix(colour(suit), "#000000", 0.2)),
            &value.to_string(),
        ));
    }
    body.push_str(&format!(
        "<g {SANS} font-size=\"{}\" font-weight=\"bold\">{numbers}</g>",
        n(font)
    ));
    // The picture: the (first) suit's glyph, large and faint, in a brush circle (an ensō)
    // or a ruled ring.
    let suit = def.options[0].0;
    let (cy, r) = if two { (186.0, 33.0) } else { (156.0, 55.0) };
    body.push_str(&match side {
        Side::Samurai => path(
            &format!(
                "M{} {}A{r} {r} 0 1 0 {} {}",
                n(100.0 + r * 0.5),
                n(cy - r * 0.87),
                n(100.0 + r * 0.87),
                n(cy - r * 0.5)
            ),
            &format!(
                "fill=\"none\" stroke=\"{}\" stroke-width=\"{}\" stroke-linecap=\"round\"",
                mix(s.ink, s.field, 0.8),
                n(r * 0.1)
            ),
        ),
        Side::Imperials => circle(
            100.0,
            cy,
            r,
            &format!(
                "fill=\"none\" stroke=\"{}\" stroke-width=\"1.5\"",
                mix(s.ink, s.field, 0.7)
            ),
        ),
    });
    let gs = r * 2.0 / 20.0;
    body.push_str(&at(
        100.0 - 12.0 * gs,
        cy - 12.0 * gs,
        gs,
        &glyph(suit, &mix(colour(suit), s.field, 0.7), s.field),
    ));
    // The name: ink on washi, or white on a navy band.
    let ls = if ja {
        vec![def.ja.to_string()]
    } else {
        lines(def.name, 17)
    };
    let fill = match side {
        Side::Samurai => s.ink,
        Side::Imperials => {
            body.push_str(&rect(
                15.0,
                230.0,
                170.0,
                35.0,
                1.0,
                &format!("fill=\"{}\"", s.ink),
            ));
            "#fff"
        }
    };
    let mut words = String::new();
    if two {
        words.push_str(&text(
            100.0,
            85.0,
            &format!(
                "fill=\"{}\"{}",
                s.ink,
                if ja { "" } else { " font-style=\"italic\"" }
            ),
            if ja { "または" } else { "or" },
        ));
    }
    let y0 = if ls.len() > 1 { 243.0 } else { 253.0 };
    for (i, l) in ls.iter().enumerate() {
        words.push_str(&text(
            100.0,
            y0 + 16.0 * i as f64,
            &format!("fill=\"{fill}\""),
            l,
        ));
    }
    body.push_str(&format!(
        "<g {} font-size=\"{}\" text-anchor=\"middle\">{words}</g>",
        match (ja, side) {
            (false, _) => s.font,
            (true, Side::Samurai) => SERIF_JA,
            (true, Side::Imperials) => SANS_JA,
        },
        if ls.len() > 1 { "15.5" } else { "16.5" }
    ));
    Symbol::new(satsuma_id(side, no as u8), SATSUMA.w, SATSUMA.h, body)
}

fn back(side: Side) -> Symbol {
    let (w, h) = (f64::from(SATSUMA.w), f64::from(SATSUMA.h));
    let body = match side {
        Side::Samurai => {
            let s = &SAMURAI;
            [
                rect(0.0, 0.0, w, h, 12.0, &format!("fill=\"{}\"", s.ink)),
                rect(
                    10.0,
                    10.0,
                    w - 20.0,
                    h - 20.0,
                    5.0,
                    &format!("fill=\"{}\"", s.accent),
                ),
                path(
                    &[
                        brush(20.0, 22.0, 180.0, 20.0, 4.0, 1.5),
                        brush(180.0, 258.0, 20.0, 260.0, 4.0, 1.5),
                    ]
                    .concat(),
                    &format!("fill=\"{}\"", s.field),
                ),
                mon(100.0, 140.0, 52.0, s.field),
            ]
            .concat()
        }
        Side::Imperials => {
            let s = &IMPERIAL;
            [
                rect(0.0, 0.0, w, h, 12.0, &format!("fill=\"{}\"", s.ink)),
                rect(
                    9.0,
                    9.0,
                    w - 18.0,
                    h - 18.0,
                    3.0,
                    &format!("fill=\"none\" stroke=\"{}\" stroke-width=\"2.5\"", s.accent),
                ),
                rect(
                    15.0,
                    15.0,
                    w - 30.0,
                    h - 30.0,
                    1.0,
                    &format!("fill=\"none\" stroke=\"{}\" stroke-width=\"1\"", s.accent),
                ),
                rays(100.0, 140.0, 80.0, 16, "#34497a"),
                chrysanthemum(100.0, 140.0, 46.0, s.accent, s.ink),
            ]
            .concat()
        }
    };
    Symbol::new(satsuma_back(side), SATSUMA.w, SATSUMA.h, body)
}

pub fn sprite() -> Vec<Symbol> {
    sprite_in(false)
}

/// The same sprite with the cards' Japanese names, fetched instead for a Japanese reader.
pub fn sprite_ja() -> Vec<Symbol> {
    sprite_in(true)
}

fn sprite_in(ja: bool) -> Vec<Symbol> {
    let mut out = Vec::new();
    for (side, deck) in [
        (Side::Samurai, &SAMURAI_DECK),
        (Side::Imperials, &IMPERIAL_DECK),
    ] {
        for (no, def) in deck.iter().enumerate() {
            out.push(card(side, no, def, ja));
        }
        out.push(back(side));
    }
    for suit in Suit::ALL {
        out.push(Symbol::new(satsuma_suit_id(suit), ICON, ICON, badge(suit)));
    }
    out
}

/// A katana crossed with an Imperial rifle before a rising sun.
pub fn tile() -> Symbol {
    let katana = [
        // blade, guard, black-wrapped hilt with crimson diamonds
        path(
            "M-22 -3.6L36 -4.2Q50 -4.6 58 -11Q53 1 38 3.8L-22 3.8Z",
            "fill=\"#eceff2\" stroke=\"#1c1612\" stroke-width=\"2\"",
        ),
        rect(
            -27.0,
            -9.0,
            5.0,
            18.0,
            2.0,
            "fill=\"#d4a62a\" stroke=\"#1c1612\" stroke-width=\"1.2\"",
        ),
        rect(-56.0, -5.0, 29.0, 10.0, 3.0, "fill=\"#1c1612\""),
        path(
            "M-51 0l3.5-3.5 3.5 3.5-3.5 3.5zM-42 0l3.5-3.5 3.5 3.5-3.5 3.5zM-33 0l3.5-3.5 3.5 3.5-3.5 3.5z",
            "fill=\"#c8281e\"",
        ),
    ]
    .concat();
    let rifle = [
        // bayonet, barrel, wooden stock, trigger guard
        path(
            "M38 -7.2L62 -5.4L38 -3.6Z",
            "fill=\"#eceff2\" stroke=\"#1b2a4e\" stroke-width=\"1.2\"",
        ),
        rect(-24.0, -8.0, 64.0, 5.0, 1.5, "fill=\"#1b2a4e\""),
        path(
            "M-18 4q4 7 9 0",
            "fill=\"none\" stroke=\"#1b2a4e\" stroke-width=\"2\"",
        ),
        path(
            "M-58 -8L-26 -4L30 -3.5L30 3.5L-26 4.5L-58 12Z",
            "fill=\"#7a4a1e\" stroke=\"#2b1a0a\" stroke-width=\"1.6\"",
        ),
    ]
    .concat();
    let body = [
        rect(0.0, 0.0, 120.0, 120.0, 14.0, "fill=\"#f3e9d2\""),
        rays(60.0, 60.0, 56.0, 16, "#e9a896"),
        circle(60.0, 60.0, 27.0, "fill=\"#c8281e\""),
        group(60.0, 60.0, 1.0, -135.0, &rifle),
        group(60.0, 60.0, 1.0, -45.0, &katana),
    ]
    .concat();
    Symbol::new("tile-satsuma", 120, 120, body)
}
