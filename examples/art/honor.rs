//! The honor deck's art: a standard 52-card deck and two Jokers, drawn like real playing
//! cards (standard pip layouts, double-ended courts) with a Japanese touch: the courts are
//! a samurai lord (K), a court lady (Q) and a young retainer (J), the Jokers kitsune masks,
//! the back an asanoha pattern under a kabuto crest.

mod figures;

use crate::svg::{circle, group, n, path, rect, rrect_d, text, Symbol};
use samurai_tables::app::art::{honor_id, honor_suit_id, HONOR, ICON};
use samurai_tables::games::honor::{Card, Rank, Suit};

pub const RED: &str = "#c8102e";
pub const BLACK: &str = "#1a1a1a";
pub const GOLD: &str = "#d6a21e";
pub const INDIGO: &str = "#263f7a";
pub const SKIN: &str = "#f3d0a8";
pub const PAPER: &str = "#fffdf8";
const BACK_RED: &str = "#7d1222";
const SANS: &str = "font-family=\"'Helvetica Neue',Arial,sans-serif\" font-weight=\"bold\"";

const W: f64 = HONOR.w as f64;
const H: f64 = HONOR.h as f64;

// Suit shapes, centred on the origin in a box of about -50..50 (absolute commands only, so
// `xf` can move them).
const HEART: &str = "M0 46C-14 30-50 10-50-18C-50-38-36-48-24-48C-12-48-3-40 0-28C3-40 12-48 24-48C36-48 50-38 50-18C50 10 14 30 0 46Z";
const DIAMOND: &str = "M0-50Q15-22 38 0Q15 22 0 50Q-15 22-38 0Q-15-22 0-50Z";
const SPADE: &str = "M0-50C8-32 48-14 48 12C48 30 34 38 22 38C12 38 5 33 2 26C4 38 8 44 14 50H-14C-8 44-4 38-2 26C-5 33-12 38-22 38C-34 38-48 30-48 12C-48-14-8-32 0-50Z";
const CLUB: &str = "M-21-27A21 21 0 1 1 21-27A21 21 0 1 1-21-27ZM-45 9A21 21 0 1 1-3 9A21 21 0 1 1-45 9ZM3 9A21 21 0 1 1 45 9A21 21 0 1 1 3 9ZM0-16L22 14H-22ZM3 8C3 30 8 42 16 50H-16C-8 42-3 30-3 8Z";

pub fn suit_shape(suit: Suit) -> &'static str {
    match suit {
        Suit::Clubs => CLUB,
        Suit::Diamonds => DIAMOND,
        Suit::Hearts => HEART,
        Suit::Spades => SPADE,
    }
}

pub fn suit_colour(suit: Suit) -> &'static str {
    match suit {
        Suit::Diamonds | Suit::Hearts => RED,
        Suit::Clubs | Suit::Spades => BLACK,
    }
}

/// Applies the affine map (x, y) -> (a x + c y + e, b x + d y + f) to a path written with
/// absolute M L C Q A Z (H and V only without rotation; uniform scale for arcs) and writes
/// it back with relative commands, which are shorter.
pub fn xf(d: &str, a: f64, b: f64, c: f64, dd: f64, e: f64, f: f64) -> String {
    // parse into commands and their numbers
    let mut cmds: Vec<(char, Vec<f64>)> = Vec::new();
    let mut num = String::new();
    for ch in d.chars().chain(std::iter::once(' ')) {
        if ch.is_ascii_digit() || ch == '.' {
            num.push(ch);
            continue;
        }
        if !num.is_empty() {
            cmds.last_mut().unwrap().1.push(num.parse().unwrap());
            num.clear();
        }
        if ch == '-' {
            num.push(ch);
        } else if ch.is_ascii_alphabetic() {
            cmds.push((ch, Vec::new()));
        }
    }
    absolute(&mut cmds);
    let det = a * dd - b * c;
    let k = det.abs().sqrt();
    // rounded to tenths, as integers, so relative steps add up exactly
    let r = |v: f64| (v * 10.0).round() as i64;
    let t = |x: f64, y: f64| (r(a * x + c * y + e), r(b * x + dd * y + f));
    let w = |v: i64| n(v as f64 / 10.0);
    let mut out = String::new();
    let push = |out: &mut String, vals: &[String]| {
        for (i, s) in vals.iter().enumerate() {
            if i > 0 && !s.starts_with('-') {
                out.push(' ');
            }
            out.push_str(s);
        }
    };
    let (mut cur, mut start) = ((0i64, 0i64), (0i64, 0i64));
    for (cmd, v) in cmds {
        let mut vals: Vec<String> = Vec::new();
        match cmd {
            'Z' => {
                out.push('z');
                cur = start;
                continue;
            }
            'M' => {
                let p = t(v[0], v[1]);
                out.push('M');
                push(&mut out, &[w(p.0), w(p.1)]);
                cur = p;
                start = p;
                continue;
            }
            'H' => {
                let x = r(a * v[0] + e);
                vals.push(w(x - cur.0));
                cur.0 = x;
            }
            'V' => {
                let y = r(dd * v[0] + f);
                vals.push(w(y - cur.1));
                cur.1 = y;
            }
            'A' => {
                for p in v.chunks(7) {
                    let sweep = if det < 0.0 { 1.0 - p[4] } else { p[4] };
                    let q = t(p[5], p[6]);
                    vals.extend([n(p[0] * k), n(p[1] * k), n(p[2]), n(p[3]), n(sweep)]);
                    vals.extend([w(q.0 - cur.0), w(q.1 - cur.1)]);
                    cur = q;
                }
            }
            _ => {
                // L, C, Q: the points of one segment are relative to its start
                let per = match cmd {
                    'C' => 3,
                    'Q' => 2,
                    _ => 1,
                };
                for seg in v.chunks(2 * per) {
                    let base = cur;
                    for p in seg.chunks(2) {
                        let q = t(p[0], p[1]);
                        vals.extend([w(q.0 - base.0), w(q.1 - base.1)]);
                        cur = q;
                    }
                }
            }
        }
        out.push(cmd.to_ascii_lowercase());
        push(&mut out, &vals);
    }
    out
}

/// Turns relative commands (as `xf` writes them) back into absolute ones, in place.
fn absolute(cmds: &mut [(char, Vec<f64>)]) {
    let (mut cx, mut cy, mut sx, mut sy) = (0.0, 0.0, 0.0, 0.0);
    for (cmd, v) in cmds.iter_mut() {
        let rel = cmd.is_ascii_lowercase();
        let up = cmd.to_ascii_uppercase();
        let (ox, oy) = if rel { (cx, cy) } else { (0.0, 0.0) };
        match up {
            'Z' => (cx, cy) = (sx, sy),
            'H' => {
                for x in v.iter_mut() {
                    *x += ox;
                    cx = *x;
                }
            }
            'V' => {
                for y in v.iter_mut() {
                    *y += oy;
                    cy = *y;
                }
            }
            'A' => {
                for p in v.chunks_mut(7) {
                    p[5] += ox;
                    p[6] += oy;
                    (cx, cy) = (p[5], p[6]);
                }
            }
            _ => {
                let per = match up {
                    'C' => 6,
                    'Q' => 4,
                    _ => 2,
                };
                for seg in v.chunks_mut(per) {
                    let (bx, by) = if rel { (cx, cy) } else { (0.0, 0.0) };
                    for p in seg.chunks_mut(2) {
                        p[0] += bx;
                        p[1] += by;
                        (cx, cy) = (p[0], p[1]);
                    }
                }
                if up == 'M' {
                    (sx, sy) = (cx, cy);
                }
            }
        }
        *cmd = up;
    }
}

/// A path as it is, written with relative commands.
pub fn rel(d: &str) -> String {
    xf(d, 1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
}

/// A path moved to (x, y) and scaled by `s`, turned upside down when `flip`.
pub fn place(d: &str, x: f64, y: f64, s: f64, flip: bool) -> String {
    let k = if flip { -s } else { s };
    xf(d, k, 0.0, 0.0, k, x, y)
}

/// Mirrors a path about the card's vertical centre line.
pub fn mirror(d: &str) -> String {
    xf(d, -1.0, 0.0, 0.0, 1.0, W, 0.0)
}

/// A suit pip at (x, y), `size` units wide, as path data.
pub fn pip_d(suit: Suit, x: f64, y: f64, size: f64, flip: bool) -> String {
    place(suit_shape(suit), x, y, size / 100.0, flip)
}

pub fn pip(suit: Suit, x: f64, y: f64, size: f64, flip: bool) -> String {
    path(
        &pip_d(suit, x, y, size, flip),
        &format!("fill=\"{}\"", suit_colour(suit)),
    )
}

/// The blank face every card starts from.
fn face() -> String {
    rect(
        1.0,
        1.0,
        W - 2.0,
        H - 2.0,
        12.0,
        &format!("fill=\"{PAPER}\" stroke=\"#8a8a8a\" stroke-width=\"2\""),
    )
}

/// Turns a drawing half a turn about the card's centre.
pub fn turn(inner: &str) -> String {
    format!("<g transform=\"rotate(180 100 140)\">{inner}</g>")
}

/// The top-left index (rank over a small suit), and the same turned to the bottom right.
fn indices(rank: Rank, suit: Suit) -> String {
    let label = rank.label();
    let spacing = if label.len() > 1 {
        " textLength=\"40\" lengthAdjust=\"spacingAndGlyphs\""
    } else {
        ""
    };
    let one = format!(
        "{}<path d=\"{}\"/>",
        text(25.0, 48.0, spacing.trim_start(), label),
        pip_d(suit, 25.0, 68.0, 24.0, false)
    );
    format!(
        "<g {SANS} font-size=\"40\" text-anchor=\"middle\" fill=\"{}\">{one}{}</g>",
        suit_colour(suit),
        turn(&one)
    )
}

/// Standard pip positions, as (column -1/0/1, row 0..1 from top).
fn layout(rank: Rank) -> Vec<(f64, f64)> {
    let sides = |rows: &[f64]| -> Vec<(f64, f64)> {
        rows.iter().flat_map(|&r| [(-1.0, r), (1.0, r)]).collect()
    };
    let mut v = match rank {
        Rank::Two => vec![(0.0, 0.0), (0.0, 1.0)],
        Rank::Three => vec![(0.0, 0.0), (0.0, 0.5), (0.0, 1.0)],
        Rank::Four => sides(&[0.0, 1.0]),
        Rank::Five => sides(&[0.0, 1.0]),
        Rank::Six | Rank::Seven | Rank::Eight => sides(&[0.0, 0.5, 1.0]),
        _ => sides(&[0.0, 1.0 / 3.0, 2.0 / 3.0, 1.0]),
    };
    match rank {
        Rank::Five | Rank::Nine => v.push((0.0, 0.5)),
        Rank::Seven => v.push((0.0, 0.25)),
        Rank::Eight => v.extend([(0.0, 0.25), (0.0, 0.75)]),
        Rank::Ten => v.extend([(0.0, 1.0 / 6.0), (0.0, 5.0 / 6.0)]),
        _ => {}
    }
    v
}

fn number_card(rank: Rank, suit: Suit) -> String {
    let (top, bottom, dx) = (60.0, 220.0, 35.0);
    let d: String = layout(rank)
        .into_iter()
        .map(|(c, r)| {
            let y = top + r * (bottom - top);
            pip_d(suit, 100.0 + c * dx, y, 36.0, r > 0.5)
        })
        .collect();
    path(&d, &format!("fill=\"{}\"", suit_colour(suit)))
}

fn ace(suit: Suit) -> String {
    if suit != Suit::Spades {
        return pip(suit, 100.0, 140.0, 92.0, false);
    }
    // The Ace of Spades: a crest ring, a large spade with a white inlay and a red sun.
    let mut s = String::new();
    s += &(circle(
        100.0,
        140.0,
        66.0,
        &format!("fill=\"none\" stroke=\"{GOLD}\" stroke-width=\"3\""),
    ) + &circle(
        100.0,
        140.0,
        60.0,
        &format!("fill=\"none\" stroke=\"{BLACK}\" stroke-width=\"1.5\""),
    ));
    // eight small diamonds round the ring
    let mut dots = String::new();
    for i in 0..8 {
        let a = std::f64::consts::PI * (i as f64) / 4.0 + std::f64::consts::PI / 8.0;
        dots += &place(
            DIAMOND,
            100.0 + 66.0 * a.cos(),
            140.0 + 66.0 * a.sin(),
            0.12,
            false,
        );
    }
    s += &path(&dots, &format!("fill=\"{GOLD}\""));
    s += &path(
        &place(SPADE, 100.0, 140.0, 1.0, false),
        &format!("fill=\"{BLACK}\""),
    );
    s += &path(
        &place(SPADE, 100.0, 136.5, 0.78, false),
        "fill=\"none\" stroke=\"#fff\" stroke-width=\"2\"",
    );
    s += &circle(
        100.0,
        140.0,
        11.0,
        &format!("fill=\"{RED}\" stroke=\"#fff\" stroke-width=\"2\""),
    );
    s
}

fn card(c: Card) -> String {
    let mut s = face();
    match (c.rank(), c.suit()) {
        (Some(rank), Some(suit)) => {
            s += &match rank {
                Rank::Ace => ace(suit),
                Rank::Jack | Rank::Queen | Rank::King => figures::court(rank, suit),
                _ => number_card(rank, suit),
            };
            s += &indices(rank, suit);
        }
        _ => s += &figures::joker(c.0 == 52),
    }
    s
}

/// The asanoha (hemp leaf) lattice, clipped to a rectangle, as path data.
fn asanoha(x0: f64, y0: f64, x1: f64, y1: f64, side: f64) -> String {
    let h = side * 3f64.sqrt() / 2.0;
    let clip = |ax: f64, ay: f64, bx: f64, by: f64| -> Option<(f64, f64, f64, f64)> {
        let (dx, dy) = (bx - ax, by - ay);
        let (mut t0, mut t1) = (0.0f64, 1.0f64);
        for (p, q) in [(-dx, ax - x0), (dx, x1 - ax), (-dy, ay - y0), (dy, y1 - ay)] {
            if p == 0.0 {
                if q < 0.0 {
                    return None;
                }
            } else {
                let r = q / p;
                if p < 0.0 {
                    t0 = t0.max(r);
                } else {
                    t1 = t1.min(r);
                }
            }
        }
        (t0 < t1 - 1e-6).then_some((ax + t0 * dx, ay + t0 * dy, ax + t1 * dx, ay + t1 * dy))
    };
    let mut d = String::new();
    let mut seg = |ax: f64, ay: f64, bx: f64, by: f64| {
        if let Some((a, b, c, e)) = clip(ax, ay, bx, by) {
            d += &rel(&format!("M{} {}L{} {}", n(a), n(b), n(c), n(e)));
        }
    };
    let (cx, cy) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
    let big = (x1 - x0 + y1 - y0) * 2.0;
    let rows = ((y1 - y0) / h / 2.0).ceil() as i32 + 1;
    let cols = ((x1 - x0) / side / 2.0).ceil() as i32 + 2;
    // the lattice: horizontal lines and two slanted families
    for j in -rows..=rows {
        let y = cy + j as f64 * h;
        seg(cx - big, y, cx + big, y);
    }
    let (c60, s60) = (0.5f64, 3f64.sqrt() / 2.0);
    for i in -(cols * 2)..=(cols * 2) {
        let x = cx + i as f64 * side;
        seg(x - big * c60, cy - big * s60, x + big * c60, cy + big * s60);
        seg(x + big * c60, cy - big * s60, x - big * c60, cy + big * s60);
    }
    // the leaves: through every vertex, centroid to centroid in three directions
    let r = 2.0 * h / 3.0;
    let dirs = [(0.0, 1.0), (s60, 0.5), (-s60, 0.5)];
    for j in -rows..=rows {
        for i in -cols..=cols {
            let x = cx + i as f64 * side + if j % 2 != 0 { side / 2.0 } else { 0.0 };
            let y = cy + j as f64 * h;
            for (ux, uy) in dirs {
                seg(x - ux * r, y - uy * r, x + ux * r, y + uy * r);
            }
        }
    }
    d
}

fn back() -> String {
    let mut s = face();
    s += &rect(
        9.0,
        9.0,
        W - 18.0,
        H - 18.0,
        8.0,
        &format!("fill=\"{BACK_RED}\""),
    );
    s += &path(
        &asanoha(9.0, 9.0, W - 9.0, H - 9.0, 26.0),
        "fill=\"none\" stroke=\"#b03a48\" stroke-width=\"1.3\"",
    );
    // cover the lattice's square corners outside the panel's rounded ones
    s += &path(
        &format!(
            "{}{}",
            rrect_d(2.0, 2.0, W - 4.0, H - 4.0, 11.0),
            rrect_d(9.0, 9.0, W - 18.0, H - 18.0, 8.0)
        ),
        &format!("fill=\"{PAPER}\" fill-rule=\"evenodd\""),
    );
    s += &rect(
        15.0,
        15.0,
        W - 30.0,
        H - 30.0,
        5.0,
        &format!("fill=\"none\" stroke=\"{GOLD}\" stroke-width=\"2\""),
    );
    s += &(circle(
        100.0,
        140.0,
        48.0,
        &format!("fill=\"{BACK_RED}\" stroke=\"{GOLD}\" stroke-width=\"3\""),
    ) + &circle(
        100.0,
        140.0,
        42.0,
        &format!("fill=\"none\" stroke=\"{GOLD}\" stroke-width=\"1\""),
    ));
    s += &figures::kabuto(100.0, 146.0, 1.05, GOLD, BACK_RED);
    s
}

fn tile_art() -> String {
    let mut s = rect(
        0.0,
        0.0,
        120.0,
        120.0,
        14.0,
        &format!("fill=\"{BACK_RED}\""),
    );
    s += &path(
        &asanoha(5.0, 5.0, 115.0, 115.0, 24.0),
        "fill=\"none\" stroke=\"#92202f\" stroke-width=\"1.2\"",
    );
    // three cards fanned about a point below the tile: J, Q, K
    for (deg, label, suit) in [
        (-28.0, "J", Suit::Clubs),
        (0.0, "Q", Suit::Diamonds),
        (28.0, "K", Suit::Hearts),
    ] {
        let mut c = rect(
            -20.0,
            -76.0,
            40.0,
            52.0,
            4.0,
            &format!("fill=\"{PAPER}\" stroke=\"#333\" stroke-width=\"1.2\""),
        );
        c += &text(
            -8.0,
            -56.0,
            &format!(
                "{SANS} font-size=\"22\" text-anchor=\"middle\" fill=\"{}\"",
                suit_colour(suit)
            ),
            label,
        );
        c += &pip(suit, 7.0, -38.0, 18.0, false);
        s += &group(60.0, 130.0, 1.0, deg, &c);
    }
    s += &figures::kabuto(60.0, 35.0, 0.68, GOLD, "#3a0710");
    s
}

pub fn sprite() -> Vec<Symbol> {
    let (w, h) = (HONOR.w, HONOR.h);
    let mut v: Vec<Symbol> = Card::all()
        .map(|c| Symbol::new(honor_id(c), w, h, card(c)))
        .collect();
    v.push(Symbol::new("back", w, h, back()));
    for suit in Suit::ALL {
        v.push(Symbol::new(
            honor_suit_id(suit),
            ICON,
            ICON,
            pip(suit, 12.0, 12.0, 22.0, false),
        ));
    }
    v
}

pub fn tile() -> Symbol {
    Symbol::new("tile-honor", 120, 120, tile_art())
}
