//! The panda deck's art: four suits in the Okabe-Ito colours, each with its own icon
//! (Tamahagne a katana, Gyokuro a tea leaf, Renge a lotus, Asahi the rising sun), pips on
//! the number cards, flat figures on the Bushi, Geisha and Emperor, a crest on the Mon, and
//! the four animals as full pictures in a gold frame.

mod animals;
mod figures;

use crate::svg::{n, rect, text, Symbol};
use samurai_tables::app::art::{panda_id, panda_suit_id, ICON, PANDA};
use samurai_tables::games::panda::cards::{BUSHI, EMPEROR, GEISHA, MON};
use samurai_tables::games::panda::{Card, Suit};

pub const W: f64 = PANDA.w as f64;
pub const H: f64 = PANDA.h as f64;
/// The card's paper.
pub const FIELD: &str = "#FBF8F0";
pub const INK: &str = "#1E1E1E";
pub const GOLD: &str = "#C8962E";
pub const SKIN: &str = "#F2D3B0";
pub const SANS: &str = "font-family=\"'Helvetica Neue',Arial,sans-serif\"";
pub const SERIF: &str = "font-family=\"Georgia,'Times New Roman',serif\"";

/// A suit's colours: the Okabe-Ito hue, a darker shade for text and lines (4.5:1 or more
/// on the field) and a pale tint for panels.
#[derive(Clone, Copy)]
pub struct Hue {
    pub main: &'static str,
    pub dark: &'static str,
    pub tint: &'static str,
}

pub fn hue(suit: Suit) -> Hue {
    match suit {
        Suit::Tamahagne => Hue {
            main: "#0072B2",
            dark: "#005E94",
            tint: "#DDEBF5",
        },
        Suit::Gyokuro => Hue {
            main: "#009E73",
            dark: "#006B4F",
            tint: "#DAF0E7",
        },
        Suit::Renge => Hue {
            main: "#CC79A7",
            dark: "#9C4A78",
            tint: "#F6E5EF",
        },
        Suit::Asahi => Hue {
            main: "#E69F00",
            dark: "#A65C00",
            tint: "#FBEBC9",
        },
    }
}

/// `inner` moved to (x, y) and scaled.
pub fn at(x: f64, y: f64, s: f64, attrs: &str, inner: &str) -> String {
    let sp = if attrs.is_empty() { "" } else { " " };
    let scale = if s == 1.0 {
        String::new()
    } else {
        format!(" scale({})", n(s))
    };
    format!(
        "<g transform=\"translate({} {}){scale}\"{sp}{attrs}>{inner}</g>",
        n(x),
        n(y)
    )
}

pub fn p(d: &str) -> String {
    format!("<path d=\"{d}\"/>")
}

pub fn pf(d: &str, fill: &str) -> String {
    format!("<path d=\"{d}\" fill=\"{fill}\"/>")
}

/// The parts of a suit's icon in a 24 x 24 frame: each a path (every subpath starts with an
/// absolute `M`, the rest is relative, so [`moved`] can place it) and its own attributes;
/// `solid` fills the dark parts (the katana's grip and guard).
fn icon_parts(suit: Suit, solid: &str) -> Vec<(&'static str, String)> {
    match suit {
        Suit::Tamahagne => vec![
            (
                "M23.5.5c-4 7-10 12.5-15 16.8l-1.8-1.8c4.8-4 10.3-9 16.8-15z",
                "stroke-width=\".4\"".into(),
            ),
            (
                "M7 15.6l1.4 1.4-6 6-1.4-1.4zM5.2 14a3.4 1.4 45 1 0 4.8 4.8a3.4 1.4 45 1 0-4.8-4.8z",
                format!("fill=\"{solid}\" stroke-width=\".5\""),
            ),
        ],
        Suit::Gyokuro => vec![
            ("M13 21q-10-7 0-19.5q10 12.5 0 19.5zM9.7 21q-8.7 1-8.7-7.5q7 .5 8.7 7.5z", String::new()),
            (
                "M13 23.5v-16.5M13 17l-3.5-3.5M13 13l-3-3M13 17l3.5-3.5M13 13l3-3",
                "fill=\"none\" stroke-linecap=\"round\"".into(),
            ),
        ],
        Suit::Renge => vec![(
            "M1 14.5q6-.5 11 6-9 .5-11-6zM23 14.5q-6-.5-11 6 9 .5 11-6zM3.5 8q6.5 2 8.5 12.5-8.5-3.5-8.5-12.5zM20.5 8q-6.5 2-8.5 12.5 8.5-3.5 8.5-12.5zM12 2q6.5 9 0 18.5-6.5-9.5 0-18.5zM6 21.5h12l-1.5 1.8h-9z",
            String::new(),
        )],
        Suit::Asahi => vec![(
            "M4 16.5a8 8 0 0 1 16 0zM1 17.5h22v2.3h-22zM5 21h14v1.8h-14zM1.5 9l4 2.2-1.5 1.6zM22.5 9l-4 2.2 1.5 1.6zM6.5 3.5l3.2 3.8-2 .9zM17.5 3.5l-3.2 3.8 2 .9zM12 .8l1.3 4.7h-2.6z",
            String::new(),
        )],
    }
}

/// A path moved by (dx, dy): only its absolute `M`s change.
fn moved(d: &str, dx: f64, dy: f64) -> String {
    let mut out = String::new();
    let mut rest = d;
    while let Some(i) = rest.find('M') {
        out += &rest[..=i];
        rest = &rest[i + 1..];
        let mut xy = [0.0; 2];
        for v in xy.iter_mut() {
            rest = rest.trim_start_matches([' ', ',']);
            let mut end = usize::from(rest.starts_with('-'));
            let mut dot = false;
            for c in rest[end..].chars() {
                if c.is_ascii_digit() || (c == '.' && !dot) {
                    dot |= c == '.';
                    end += 1;
                } else {
                    break;
                }
            }
            *v = rest[..end].parse().expect("a number");
            rest = &rest[end..];
        }
        let y = n(xy[1] + dy);
        let sep = if y.starts_with('-') { "" } else { " " };
        out += &format!("{}{sep}{y}", n(xy[0] + dx));
    }
    out + rest
}

/// The paths of a suit's icon in a 24 x 24 frame, to go inside [`style`]'s group.
pub fn icon_paths(suit: Suit, solid: &str) -> String {
    icon_parts(suit, solid)
        .iter()
        .map(|(d, attrs)| format!("<path d=\"{d}\" {attrs}/>"))
        .collect()
}

/// The attributes of a group of icons: body `fill`, outlines and details in `line`.
pub fn style(fill: &str, line: &str) -> String {
    format!("fill=\"{fill}\" stroke=\"{line}\" stroke-width=\"1\" stroke-linejoin=\"round\"")
}

/// A suit's icon in a 24 x 24 frame: `fill` for the body, `line` for outlines and details,
/// `solid` for the dark parts.
pub fn icon(suit: Suit, fill: &str, line: &str, solid: &str) -> String {
    format!("<g {}>{}</g>", style(fill, line), icon_paths(suit, solid))
}

/// The card's paper with a thin border.
pub fn face(fill: &str, stroke: &str) -> String {
    rect(
        1.0,
        1.0,
        W - 2.0,
        H - 2.0,
        12.0,
        &format!("fill=\"{fill}\" stroke=\"{stroke}\" stroke-width=\"2\""),
    )
}

/// Top-left index and the same turned about the card's centre for the bottom-right.
pub fn both_corners(corner: &str) -> String {
    format!(
        "{corner}<g transform=\"rotate(180 {} {})\">{corner}</g>",
        n(W / 2.0),
        n(H / 2.0)
    )
}

/// A suited card's icons (the pips, `(x, y, size)`, and the two index icons) in one group,
/// then the index: the rank (or B, G, E, M) above the icon in the left strip that a fanned
/// hand leaves visible, and the same turned about the card's centre at the bottom right.
fn icons_and_index(suit: Suit, label: &str, pips: &[(f64, f64, f64)]) -> String {
    let h = hue(suit);
    let one = icon_paths(suit, h.dark);
    let mut s = format!("<g {}>", style(h.main, h.dark));
    // Pips share one scale: each is only moved.
    if let Some(&(_, _, size)) = pips.first() {
        let k = size / 24.0;
        s += &format!("<g transform=\"scale({})\">", n(k));
        for (d, attrs) in icon_parts(suit, h.dark) {
            let all: String = pips
                .iter()
                .map(|&(x, y, _)| moved(d, x / k, y / k))
                .collect();
            s += &format!("<path d=\"{all}\" {attrs}/>");
        }
        s += "</g>";
    }
    let turn = format!("rotate(180 {} {})", n(W / 2.0), n(H / 2.0));
    for t in ["", &format!("{turn} ")] {
        s += &format!("<g transform=\"{t}translate(10 68) scale(1.75)\">{one}</g>");
    }
    let squeeze = if label.len() > 1 {
        " textLength=\"50\" lengthAdjust=\"spacingAndGlyphs\""
    } else {
        ""
    };
    s += &format!(
        "</g><g {SANS} font-size=\"58\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"{}\">",
        h.dark
    );
    for t in ["", &format!(" transform=\"{turn}\"")] {
        s += &format!("<text x=\"31\" y=\"60\"{squeeze}{t}>{label}</text>");
    }
    s + "</g>"
}

/// Where the pips of each number card go (centres).
fn pips(rank: u8) -> Vec<(f64, f64)> {
    const L: f64 = 76.0;
    const C: f64 = 100.0;
    const R: f64 = 124.0;
    let pair = |y: f64| [(L, y), (R, y)];
    let mut v: Vec<(f64, f64)> = Vec::new();
    match rank {
        2 => v.extend([(C, 70.0), (C, 210.0)]),
        3 => v.extend([(C, 50.0), (C, 140.0), (C, 230.0)]),
        4 | 5 => {
            v.extend(pair(70.0));
            v.extend(pair(210.0));
            if rank == 5 {
                v.push((C, 140.0));
            }
        }
        6..=8 => {
            for y in [50.0, 140.0, 230.0] {
                v.extend(pair(y));
            }
            if rank >= 7 {
                v.push((C, 95.0));
            }
            if rank == 8 {
                v.push((C, 185.0));
            }
        }
        _ => {
            for y in [40.0, 106.7, 173.3, 240.0] {
                v.extend(pair(y));
            }
            if rank == 9 {
                v.push((C, 140.0));
            } else {
                v.extend([(C, 73.3), (C, 206.7)]);
            }
        }
    }
    v
}

fn number_card(suit: Suit, rank: u8) -> String {
    let pips: Vec<(f64, f64, f64)> = if rank == 1 {
        vec![(52.0, 92.0, 96.0)]
    } else {
        pips(rank)
            .into_iter()
            .map(|(x, y)| (x - 15.6, y - 15.6, 31.2))
            .collect()
    };
    face(FIELD, "#8A8478") + &icons_and_index(suit, &rank.to_string(), &pips)
}

fn suited_card(suit: Suit, rank: u8) -> String {
    let h = hue(suit);
    let (label, art) = match rank {
        BUSHI => ("B", figures::bushi(h)),
        GEISHA => ("G", figures::geisha(h)),
        EMPEROR => ("E", figures::emperor(h)),
        MON => ("M", figures::mon(suit, h)),
        r => return number_card(suit, r),
    };
    let panel = rect(
        58.0,
        12.0,
        84.0,
        256.0,
        8.0,
        &format!(
            "fill=\"{}\" stroke=\"{}\" stroke-width=\"1.5\"",
            h.tint, h.main
        ),
    );
    face(FIELD, "#8A8478") + &panel + &art + &icons_and_index(suit, label, &[])
}

pub fn sprite() -> Vec<Symbol> {
    let mut out: Vec<Symbol> = Card::all()
        .map(|card| {
            let body = match card.suit() {
                Some(suit) => suited_card(suit, card.rank()),
                None => animals::card(card),
            };
            Symbol::new(panda_id(card), PANDA.w, PANDA.h, body)
        })
        .collect();
    out.push(Symbol::new("back", PANDA.w, PANDA.h, animals::back()));
    for suit in Suit::ALL {
        let h = hue(suit);
        out.push(Symbol::new(
            panda_suit_id(suit),
            ICON,
            ICON,
            icon(suit, h.main, h.dark, h.dark),
        ));
    }
    out
}

pub fn tile() -> Symbol {
    Symbol::new("tile-panda", 120, 120, animals::tile())
}
