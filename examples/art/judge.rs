//! The judge deck's art: the 48 hanafuda, drawn flat in the deck's own palette. Every month
//! has one plant function, drawn the same on its four cards (the game is matching months);
//! the brights, animals and ribbons are drawn over it, and a small badge in the top-left
//! corner gives the month number and the kind's letter for learners.

use crate::svg::{circle, group, n, path, rect, rrect_d, text, Symbol};
use samurai_tables::app::art::{judge_id, JUDGE};
use samurai_tables::games::judge::{Card, Kind, DECK};
use std::f64::consts::PI;

const BLACK: &str = "#1c1a19";
const CREAM: &str = "#f3ead2";
const WHITE: &str = "#fcf9f0";
const RED: &str = "#c9252b";
const DRED: &str = "#8c1a1e";
const GOLD: &str = "#e0a82a";
const OCHRE: &str = "#b8822b";
const GREEN: &str = "#3b7a3b";
const DGREEN: &str = "#1f4a2b";
const INDIGO: &str = "#2a3c80";
const PURPLE: &str = "#6d3c95";
const DPURPLE: &str = "#3b2152";
const PINK: &str = "#f2bccb";
const BROWN: &str = "#6c4121";
const NIGHT: &str = "#2c2f3a";
const SANS: &str = "font-family=\"'Helvetica Neue',Arial,sans-serif\"";

fn fl(c: &str) -> String {
    format!("fill=\"{c}\"")
}

/// Fill with a black outline of width `w`.
fn fo(c: &str, w: f64) -> String {
    format!("fill=\"{c}\" stroke=\"{BLACK}\" stroke-width=\"{}\"", n(w))
}

/// A stroke only, round ends.
fn st(c: &str, w: f64) -> String {
    format!(
        "fill=\"none\" stroke=\"{c}\" stroke-width=\"{}\" stroke-linecap=\"round\" stroke-linejoin=\"round\"",
        n(w)
    )
}

fn g(attrs: &str, inner: &str) -> String {
    format!("<g {attrs}>{inner}</g>")
}

fn ell(cx: f64, cy: f64, rx: f64, ry: f64, deg: f64, attrs: &str) -> String {
    let rot = if deg == 0.0 {
        String::new()
    } else {
        format!(" transform=\"rotate({} {} {})\"", n(deg), n(cx), n(cy))
    };
    format!(
        "<ellipse cx=\"{}\" cy=\"{}\" rx=\"{}\" ry=\"{}\"{rot} {attrs}/>",
        n(cx),
        n(cy),
        n(rx),
        n(ry)
    )
}

/// A pointed leaf from (x1, y1) to (x2, y2), `w` wide.
fn leaf_d(x1: f64, y1: f64, x2: f64, y2: f64, w: f64) -> String {
    let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
    let (dx, dy) = (x2 - x1, y2 - y1);
    let l = (dx * dx + dy * dy).sqrt().max(0.01);
    let (nx, ny) = (-dy / l * w, dx / l * w);
    format!(
        "M{} {}Q{} {} {} {}Q{} {} {} {}Z",
        n(x1),
        n(y1),
        n(mx + nx),
        n(my + ny),
        n(x2),
        n(y2),
        n(mx - nx),
        n(my - ny),
        n(x1),
        n(y1)
    )
}

fn leaf(x1: f64, y1: f64, x2: f64, y2: f64, w: f64, attrs: &str) -> String {
    path(&leaf_d(x1, y1, x2, y2, w), attrs)
}

/// A quadratic Bézier's point at t.
fn bez(p: [(f64, f64); 3], t: f64) -> (f64, f64) {
    let u = 1.0 - t;
    (
        u * u * p[0].0 + 2.0 * u * t * p[1].0 + t * t * p[2].0,
        u * u * p[0].1 + 2.0 * u * t * p[1].1 + t * t * p[2].1,
    )
}

fn qd(p: [(f64, f64); 3]) -> String {
    format!(
        "M{} {}Q{} {} {} {}",
        n(p[0].0),
        n(p[0].1),
        n(p[1].0),
        n(p[1].1),
        n(p[2].0),
        n(p[2].1)
    )
}

/// A flower of `k` round-tipped petals as one path: petals reach `r`, valleys `r * inner`.
fn star_flower(cx: f64, cy: f64, r: f64, k: usize, inner: f64, rot: f64) -> String {
    let mut d = String::new();
    for i in 0..k {
        let a0 = rot + 2.0 * PI * i as f64 / k as f64;
        let a1 = rot + 2.0 * PI * (i as f64 + 0.5) / k as f64;
        let a2 = rot + 2.0 * PI * (i as f64 + 1.0) / k as f64;
        if i == 0 {
            d += &format!(
                "M{} {}",
                n(cx + r * inner * a0.cos()),
                n(cy + r * inner * a0.sin())
            );
        }
        let ro = r * 1.25;
        d += &format!(
            "Q{} {} {} {}",
            n(cx + ro * a1.cos()),
            n(cy + ro * a1.sin()),
            n(cx + r * inner * a2.cos()),
            n(cy + r * inner * a2.sin())
        );
    }
    d + "Z"
}

/// Five round petals and a centre (plum, cherry).
fn blossom(cx: f64, cy: f64, r: f64, petal: &str, centre: &str) -> String {
    let rot = (cx * 7.0 + cy * 3.0) % 72.0 * PI / 180.0;
    let mut s = path(&star_flower(cx, cy, r, 5, 0.45, rot), &fo(petal, 1.2));
    s += &circle(cx, cy, r * 0.28, &fl(centre));
    s
}

// ---------------------------------------------------------------------------------------
// Ribbons

/// A ribbon hanging from (x, y), `len` long, tilted by `deg`; poetry ribbons carry writing.
fn ribbon(x: f64, y: f64, len: f64, deg: f64, col: &str, poem: bool) -> String {
    let mut s = path(
        &format!(
            "M-15 0L15 0L13 {}L0 {}L-13 {}Z",
            n(len),
            n(len - 13.0),
            n(len)
        ),
        &fo(col, 2.0),
    );
    s += &rect(-18.0, -6.0, 36.0, 11.0, 3.0, &fo(col, 2.0));
    s += &path(&format!("M-9 8V{}", n(len - 14.0)), &st("#0003", 3.0));
    if poem {
        // Three brush-written characters (a-ka-yo), as strokes.
        let glyphs = [
            "M-7 -6H7M-1 -11Q2 2 -4 10M-8 4Q0 -4 7 3Q8 10 -1 10",
            "M-7 -5H5Q5 6 -2 10M-3 -11Q-3 0 -8 8M7 -9Q10 0 8 4",
            "M-2 -11V8Q-2 11 -7 9Q-9 5 -2 4Q6 4 8 9M-2 -4H6",
        ];
        let step = (len - 40.0) / 3.0;
        for (i, gl) in glyphs.iter().enumerate() {
            s += &group(
                0.0,
                26.0 + step * i as f64,
                1.0,
                0.0,
                &path(gl, &st(BLACK, 2.8)),
            );
        }
    }
    group(x, y, 1.0, deg, &s)
}

// ---------------------------------------------------------------------------------------
// The twelve plants

fn pine_fan(cx: f64, cy: f64, r: f64) -> String {
    let h = r * 0.75;
    let mut s = path(
        &format!(
            "M{} {}A{} {} 0 0 1 {} {}Q{} {} {} {}Z",
            n(cx - r),
            n(cy),
            n(r),
            n(h),
            n(cx + r),
            n(cy),
            n(cx),
            n(cy + r * 0.25),
            n(cx - r),
            n(cy)
        ),
        &fo(GREEN, 2.0),
    );
    let mut d = String::new();
    for k in 0..7 {
        let a = PI * (1.0 + (k as f64 + 0.5) / 7.0);
        d += &format!(
            "M{} {}L{} {}",
            n(cx),
            n(cy + r * 0.05),
            n(cx + r * 0.85 * a.cos()),
            n(cy + h * 0.85 * a.sin())
        );
    }
    s += &path(&d, &st(DGREEN, 2.0));
    s
}

/// January: a pine, its trunk from the bottom right and round clumps of needles.
fn pine() -> String {
    let mut s = path(
        "M165 320C150 270 105 255 100 205C97 175 110 155 120 140M104 222C80 215 66 200 58 186M125 262C145 250 160 245 168 238",
        &st(BROWN, 12.0),
    );
    for (x, y, r) in [
        (120.0, 140.0, 42.0),
        (58.0, 188.0, 30.0),
        (165.0, 190.0, 28.0),
        (100.0, 238.0, 34.0),
        (168.0, 262.0, 26.0),
        (45.0, 290.0, 28.0),
    ] {
        s += &pine_fan(x, y, r);
    }
    s
}

/// February: a black plum branch with red blossoms.
fn plum() -> String {
    let mut s = path(
        "M14 305C55 275 70 235 95 205C120 175 128 125 176 96M95 205C125 202 152 196 186 212M132 142C122 112 112 92 100 70",
        &st(BLACK, 10.0),
    );
    for (x, y) in [
        (58.0, 262.0),
        (88.0, 218.0),
        (112.0, 178.0),
        (150.0, 112.0),
        (180.0, 92.0),
        (124.0, 130.0),
        (100.0, 74.0),
        (112.0, 96.0),
        (178.0, 214.0),
        (32.0, 290.0),
        (130.0, 200.0),
        (72.0, 236.0),
        (160.0, 200.0),
        (138.0, 126.0),
        (90.0, 48.0),
    ] {
        s += &blossom(x, y, 13.0, RED, WHITE);
    }
    s
}

/// March: masses of cherry blossom in the upper half, pink mist below.
fn cherry() -> String {
    let mut s = path(
        "M194 30C150 50 110 80 70 150M140 60C120 40 100 30 80 28",
        &st(BROWN, 6.0),
    );
    let mut cloud = String::new();
    for (x, y, r) in [
        (100.0, 55.0, 34.0),
        (150.0, 75.0, 32.0),
        (65.0, 105.0, 30.0),
        (118.0, 110.0, 36.0),
        (168.0, 128.0, 24.0),
        (78.0, 150.0, 26.0),
        (40.0, 75.0, 22.0),
    ] {
        cloud += &circle(x, y, r, "");
    }
    s += &g(&fl(PINK), &cloud);
    for (x, y) in [
        (92.0, 40.0),
        (128.0, 52.0),
        (164.0, 62.0),
        (70.0, 78.0),
        (108.0, 82.0),
        (146.0, 96.0),
        (52.0, 112.0),
        (88.0, 120.0),
        (126.0, 132.0),
        (170.0, 132.0),
        (72.0, 155.0),
        (104.0, 160.0),
        (40.0, 82.0),
        (182.0, 40.0),
    ] {
        s += &blossom(x, y, 12.0, WHITE, RED);
    }
    s += &g(
        &fl("#e48a9c"),
        &(rect(16.0, 248.0, 150.0, 16.0, 8.0, "")
            + &rect(46.0, 276.0, 140.0, 16.0, 8.0, "")
            + &rect(8.0, 216.0, 90.0, 14.0, 7.0, "")),
    );
    s
}

fn raceme(x: f64, y: f64, len: f64) -> String {
    let mut s = path(
        &format!("M{} {}V{}", n(x), n(y), n(y + len)),
        &st(BLACK, 1.5),
    );
    let k = (len / 9.0) as usize;
    for i in 0..k {
        let t = i as f64 / k as f64;
        let r = 8.0 * (1.0 - t * 0.6);
        let dx = if i % 2 == 0 { -1.0 } else { 1.0 } * r * 0.7;
        let c = if i % 3 == 2 { PURPLE } else { DPURPLE };
        s += &ell(x + dx, y + 8.0 + t * len, r, r * 0.62, dx * 3.0, &fl(c));
    }
    s
}

/// April: wisteria hanging from a branch along the top.
fn wisteria() -> String {
    let mut s = path("M6 16C60 26 120 10 194 22", &st(BLACK, 6.0));
    s += &raceme(76.0, 20.0, 150.0);
    s += &raceme(118.0, 18.0, 190.0);
    s += &raceme(158.0, 22.0, 130.0);
    let mut lv = String::new();
    for (x1, y1, x2, y2) in [
        (60.0, 20.0, 50.0, 70.0),
        (96.0, 18.0, 100.0, 62.0),
        (138.0, 18.0, 134.0, 58.0),
        (176.0, 22.0, 186.0, 66.0),
        (90.0, 18.0, 74.0, 48.0),
    ] {
        lv += &leaf(x1, y1, x2, y2, 8.0, "");
    }
    s += &g(&fo(GREEN, 1.2), &lv);
    s
}

fn iris_flower(cx: f64, cy: f64, sc: f64) -> String {
    let mut s = path(
        "M0 0C-20 -2 -32 14 -24 28C-12 22 -6 12 0 0Z",
        &fo(PURPLE, 1.5),
    );
    s += &path("M0 0C20 -2 32 14 24 28C12 22 6 12 0 0Z", &fo(PURPLE, 1.5));
    s += &path(
        "M0 -2C-10 -12 -8 -28 0 -34C8 -28 10 -12 0 -2Z",
        &fo(DPURPLE, 1.5),
    );
    s += &path("M-6 6L-18 18M6 6L18 18", &st(GOLD, 3.0));
    s += &path("M0 4C-8 14 -7 26 0 34C7 26 8 14 0 4Z", &fo(PURPLE, 1.5));
    group(cx, cy, sc, 0.0, &s)
}

/// May: irises on tall stems among sword leaves.
fn iris() -> String {
    let mut s = String::new();
    let mut lv = String::new();
    for (x1, x2, y2) in [
        (30.0, 20.0, 150.0),
        (56.0, 78.0, 170.0),
        (84.0, 70.0, 120.0),
        (124.0, 140.0, 150.0),
        (150.0, 180.0, 180.0),
        (172.0, 160.0, 120.0),
        (110.0, 100.0, 200.0),
    ] {
        lv += &leaf(x1, 322.0, x2, y2, 10.0, "");
    }
    s += &g(&fo(GREEN, 1.5), &lv);
    s += &path("M55 320V150M110 320V110M160 320V140", &st(DGREEN, 3.0));
    s += &iris_flower(55.0, 142.0, 1.0);
    s += &iris_flower(110.0, 102.0, 1.1);
    s += &iris_flower(160.0, 132.0, 0.95);
    s
}

fn peony_flower(cx: f64, cy: f64, r: f64) -> String {
    let mut s = path(&star_flower(cx, cy, r, 8, 0.7, 0.2), &fo(RED, 2.0));
    s += &path(
        &star_flower(cx, cy + r * 0.05, r * 0.62, 6, 0.6, 0.6),
        &fo("#e0474d", 1.5),
    );
    s += &path(
        &format!(
            "M{} {}q{} {} {} 0M{} {}q{} {} {} 0",
            n(cx - r * 0.7),
            n(cy - r * 0.3),
            n(r * 0.2),
            n(-r * 0.25),
            n(r * 0.4),
            n(cx + r * 0.3),
            n(cy - r * 0.5),
            n(r * 0.2),
            n(-r * 0.2),
            n(r * 0.4)
        ),
        &st(PINK, 2.0),
    );
    s += &circle(cx, cy + r * 0.05, r * 0.2, &fl(DRED));
    s
}

fn trefoil(x: f64, y: f64, deg: f64) -> String {
    let inner = leaf_d(0.0, 0.0, 0.0, -36.0, 14.0)
        + &leaf_d(0.0, 0.0, -30.0, -18.0, 11.0)
        + &leaf_d(0.0, 0.0, 30.0, -18.0, 11.0);
    group(x, y, 1.0, deg, &path(&inner, &fo(DGREEN, 1.5)))
}

/// June: two big red peonies among dark leaves.
fn peony() -> String {
    let mut s = path(
        "M70 320Q72 260 76 210M140 320Q138 290 140 262",
        &st(DGREEN, 4.0),
    );
    for (x, y, d) in [
        (30.0, 262.0, -50.0),
        (110.0, 300.0, 20.0),
        (175.0, 230.0, 60.0),
        (40.0, 190.0, -80.0),
        (170.0, 300.0, 40.0),
        (110.0, 212.0, 10.0),
    ] {
        s += &trefoil(x, y, d);
    }
    s += &peony_flower(76.0, 200.0, 38.0);
    s += &peony_flower(142.0, 256.0, 32.0);
    s
}

/// July: bush clover: arching stems from the top with small dark leaves and red flowers.
fn clover() -> String {
    let stems = [
        [(196.0, 10.0), (110.0, 20.0), (60.0, 200.0)],
        [(196.0, 50.0), (150.0, 60.0), (130.0, 230.0)],
        [(150.0, 6.0), (40.0, 40.0), (16.0, 150.0)],
    ];
    let mut s = String::new();
    let mut lv = String::new();
    let mut fw = String::new();
    for p in stems {
        s += &path(&qd(p), &st("#3a2a1a", 2.5));
        for i in 1..14 {
            let t = i as f64 / 14.0;
            let (x, y) = bez(p, t);
            let side = if i % 2 == 0 { 1.0 } else { -1.0 };
            lv += &ell(x + 7.0 * side, y + 3.0, 7.0, 4.0, 30.0 * side, "");
            if i % 2 == 1 {
                fw += &ell(x - 5.0 * side, y + 6.0, 4.5, 3.0, 0.0, "");
                fw += &ell(x - 3.0 * side, y + 12.0, 3.8, 2.6, 0.0, "");
            }
        }
    }
    s += &g(&fl(DGREEN), &lv);
    s += &g(&fl(RED), &fw);
    s
}

/// August: the black hill of susuki grass under a red sky.
fn susuki() -> String {
    let mut s = rect(7.0, 7.0, 186.0, 213.0, 6.0, &fl(RED));
    s += &path("M7 204Q100 130 193 188V313H7Z", &fl(BLACK));
    let mut d = String::new();
    for i in 0..13 {
        let x = 10.0 + i as f64 * 15.0;
        let base = 205.0 - 70.0 * (1.0 - ((x - 100.0) / 100.0).powi(2)) + 30.0;
        let top = base - 60.0 - (i % 3) as f64 * 14.0;
        let bend = if i % 2 == 0 { 14.0 } else { -10.0 };
        d += &format!(
            "M{} {}Q{} {} {} {}",
            n(x),
            n(base),
            n(x + 2.0),
            n((base + top) / 2.0),
            n(x + bend),
            n(top)
        );
    }
    s += &path(&d, &st(CREAM, 2.0));
    s
}

fn chrysanthemum_flower(cx: f64, cy: f64, r: f64, outer: &str, inner: &str) -> String {
    let mut s = path(&star_flower(cx, cy, r, 16, 0.6, 0.0), &fo(outer, 1.5));
    s += &path(
        &star_flower(cx, cy, r * 0.6, 12, 0.55, 0.2),
        &fo(inner, 1.2),
    );
    s += &circle(cx, cy, r * 0.18, &fl(DRED));
    s
}

/// September: chrysanthemums, gold and red, on green stems.
fn chrysanthemum() -> String {
    let mut s = path(
        "M138 98Q130 200 112 320M72 168Q80 250 90 320M150 218Q150 270 160 320",
        &st(DGREEN, 4.0),
    );
    let mut lv = String::new();
    for (x1, y1, x2, y2) in [
        (128.0, 180.0, 170.0, 165.0),
        (122.0, 230.0, 88.0, 220.0),
        (78.0, 220.0, 40.0, 232.0),
        (150.0, 270.0, 186.0, 262.0),
        (110.0, 280.0, 70.0, 290.0),
        (135.0, 140.0, 104.0, 132.0),
    ] {
        lv += &leaf(x1, y1, x2, y2, 14.0, "");
    }
    s += &g(&fo(GREEN, 1.5), &lv);
    s += &chrysanthemum_flower(138.0, 94.0, 34.0, GOLD, RED);
    s += &chrysanthemum_flower(72.0, 164.0, 28.0, RED, GOLD);
    s += &chrysanthemum_flower(152.0, 214.0, 24.0, GOLD, WHITE);
    s
}

fn maple_leaf(cx: f64, cy: f64, r: f64, deg: f64, col: &str) -> String {
    // Five lobes: top, two sides, two lower; tips and valleys.
    let lobes = [
        (-90.0, 1.0),
        (-30.0, 0.9),
        (30.0, 0.65),
        (150.0, 0.65),
        (210.0, 0.9),
    ];
    let mut d = String::new();
    for (i, (a, l)) in lobes.iter().enumerate() {
        let a = (a + deg) * PI / 180.0;
        let v = a + 36.0 * PI / 180.0;
        let (tx, ty) = (cx + r * l * a.cos(), cy + r * l * a.sin());
        d += &format!("{}{} {}", if i == 0 { "M" } else { "L" }, n(tx), n(ty));
        d += &format!(
            "L{} {}",
            n(cx + r * 0.32 * v.cos()),
            n(cy + r * 0.32 * v.sin())
        );
    }
    let sa = (90.0 + deg) * PI / 180.0;
    let mut s = path(&(d + "Z"), &fo(col, 1.2));
    s += &path(
        &format!(
            "M{} {}L{} {}",
            n(cx),
            n(cy),
            n(cx + r * 0.7 * sa.cos()),
            n(cy + r * 0.7 * sa.sin())
        ),
        &st(BLACK, 1.5),
    );
    s
}

/// October: red and gold maple leaves on dark branches from the top right.
fn maple() -> String {
    let mut s = path(
        "M196 18C150 30 110 60 84 120M140 40C150 80 160 110 158 150M110 70C80 60 64 66 52 90",
        &st(BLACK, 6.0),
    );
    for (x, y, r, d, c) in [
        (84.0, 124.0, 20.0, 0.0, RED),
        (158.0, 156.0, 20.0, 15.0, RED),
        (52.0, 96.0, 17.0, -20.0, GOLD),
        (126.0, 60.0, 19.0, 10.0, RED),
        (170.0, 40.0, 18.0, -15.0, GOLD),
        (104.0, 90.0, 16.0, 30.0, RED),
        (150.0, 104.0, 17.0, -10.0, RED),
        (70.0, 170.0, 14.0, 40.0, GOLD),
        (130.0, 196.0, 13.0, -35.0, RED),
        (178.0, 86.0, 14.0, 20.0, "#d9601f"),
    ] {
        s += &maple_leaf(x, y, r * 1.2, d, c);
    }
    s
}

/// November: green willow strands hanging on a dark rainy field.
fn willow() -> String {
    let mut s = rect(7.0, 7.0, 186.0, 306.0, 6.0, &fl(NIGHT));
    let strands = [
        [(60.0, 0.0), (40.0, 100.0), (30.0, 230.0)],
        [(100.0, 0.0), (90.0, 120.0), (80.0, 200.0)],
        [(140.0, 0.0), (150.0, 120.0), (132.0, 250.0)],
        [(180.0, 0.0), (190.0, 90.0), (178.0, 190.0)],
    ];
    let mut d = String::new();
    let mut lv = String::new();
    for p in strands {
        d += &qd(p);
        for i in 1..12 {
            let (x, y) = bez(p, i as f64 / 12.0);
            let side = if i % 2 == 0 { 1.0 } else { -1.0 };
            lv += &format!("M{} {}l{} 9", n(x), n(y), n(5.0 * side));
        }
    }
    s += &path(&d, &st("#58862f", 2.5));
    s += &path(&lv, &st("#8fbf4a", 3.5));
    s += &path("M8 12C60 8 120 18 192 10", &st(BLACK, 6.0));
    s
}

fn kiri_leaf(x: f64, y: f64, sc: f64, deg: f64) -> String {
    let inner = path(
        "M0 0C-30 -6 -44 -34 -36 -60C-22 -58 -14 -66 0 -76C14 -66 22 -58 36 -60C44 -34 30 -6 0 0Z",
        &fo("#3d5f2c", 2.0),
    ) + &path(
        "M0 0V-70M0 -24L-24 -44M0 -24L24 -44M0 -44L-16 -60M0 -44L16 -60",
        &st(BLACK, 1.5),
    );
    group(x, y, sc, deg, &inner)
}

fn kiri_stalk(x: f64, y: f64, count: usize) -> String {
    let mut s = path(
        &format!("M{} {}V{}", n(x), n(y + 10.0), n(y - 80.0)),
        &st(DGREEN, 3.0),
    );
    for i in 0..count {
        let t = i as f64 / (count - 1) as f64;
        let side = if i % 2 == 0 { -1.0 } else { 1.0 };
        let (bx, by) = (x + side * 8.0 * (1.0 - t * 0.5), y - t * 78.0);
        s += &ell(bx, by, 6.0, 8.5, side * 20.0, &fo(PURPLE, 1.2));
        s += &circle(bx, by - 5.0, 2.2, &fl(WHITE));
    }
    s
}

/// December: paulownia: three stalks of purple flowers over big leaves.
fn paulownia(gold_base: bool) -> String {
    let mut s = String::new();
    if gold_base {
        s += &path("M7 250Q100 236 193 250V313H7Z", &fl(GOLD));
    }
    s += &kiri_stalk(62.0, 200.0, 5);
    s += &kiri_stalk(104.0, 176.0, 7);
    s += &kiri_stalk(146.0, 200.0, 5);
    s += &kiri_leaf(52.0, 308.0, 1.05, -35.0);
    s += &kiri_leaf(148.0, 308.0, 1.05, 35.0);
    s += &kiri_leaf(100.0, 318.0, 1.35, 0.0);
    s
}

// ---------------------------------------------------------------------------------------
// Motifs: the brights and the animals

fn crane() -> String {
    let mut s = path("M-30 4Q-60 14 -66 34Q-48 26 -26 20Z", &fl(BLACK));
    s += &path(
        "M-6 18L-10 76M12 18L16 76M-10 76L-20 80M16 76L26 80",
        &st(BLACK, 3.5),
    );
    s += &ell(0.0, 0.0, 40.0, 22.0, -15.0, &fo(WHITE, 2.0));
    s += &path("M-24 2Q0 -4 24 -14M-20 10Q4 6 26 -4", &st("#9a9486", 2.0));
    s += &path("M26 -12C42 -40 30 -62 46 -82", &st(BLACK, 9.0));
    s += &path("M55 -88L84 -80L55 -80Z", &fo(OCHRE, 1.0));
    s += &circle(48.0, -84.0, 9.0, &fo(WHITE, 2.0));
    s += &circle(46.0, -90.0, 5.0, &fl(RED));
    s += &circle(51.0, -84.0, 1.8, &fl(BLACK));
    s
}

fn curtain() -> String {
    let mut s = String::new();
    let cols = [RED, WHITE, RED, WHITE, RED];
    for (i, c) in cols.iter().enumerate() {
        let x = 14.0 + i as f64 * 34.4;
        s += &path(
            &format!(
                "M{} 178H{}V296Q{} 304 {} 296Z",
                n(x),
                n(x + 34.4),
                n(x + 17.2),
                n(x)
            ),
            &fo(c, 2.0),
        );
    }
    s += &path("M8 178H192", &st(BLACK, 6.0));
    let mut ties = String::new();
    for i in 0..6 {
        let x = 14.0 + i as f64 * 34.4;
        ties += &format!("M{} 172v14", n(x));
    }
    s += &path(&ties, &st(BLACK, 4.0));
    // The crest: a gold disc with a paulownia-like mark.
    s += &circle(100.0, 236.0, 22.0, &fo(GOLD, 2.0));
    s += &path(
        "M100 250V222M88 250V228M112 250V228M86 252Q100 244 114 252",
        &st(BLACK, 3.0),
    );
    s
}

fn moon() -> String {
    circle(112.0, 100.0, 56.0, &fo(CREAM, 2.0))
}

fn rain_man() -> String {
    // Stream at the bottom right, the frog, then the man under his umbrella.
    let mut s = path("M96 313Q130 280 193 270V313Z", &fl(INDIGO));
    s += &path(
        "M120 304q10 -8 20 0t20 0M150 288q8 -6 16 0t16 0",
        &st(WHITE, 2.0),
    );
    s += &path(
        "M150 262Q160 248 172 256Q182 262 176 272L186 282L174 278Q164 280 156 274L144 280Z",
        &fo(GREEN, 1.5),
    );
    s += &circle(168.0, 254.0, 3.0, &fo(GOLD, 1.0));
    // Umbrella
    s += &path("M22 196Q40 140 112 150Q84 170 22 196Z", &fo(GOLD, 2.0));
    s += &path(
        "M67 158L40 190M67 158L62 182M67 158L84 172M62 182L74 260",
        &st(BLACK, 2.0),
    );
    // Figure
    s += &circle(72.0, 196.0, 12.0, &fo(CREAM, 1.5));
    s += &path("M62 190Q72 178 84 190Z", &fl(BLACK));
    s += &path("M54 210Q72 200 92 212L104 292H44Z", &fo(RED, 2.0));
    s += &path(
        "M58 230L96 236M52 256L100 262M50 280L102 284",
        &st(BLACK, 3.0),
    );
    s += &path("M54 296H72M80 296H100", &st(BLACK, 5.0));
    s
}

fn phoenix() -> String {
    // Tail plumes sweeping down-left, wings up, head top right.
    let mut s = String::new();
    for (d, c) in [
        ("M110 120C60 120 30 160 20 230", RED),
        ("M110 124C80 140 60 190 56 250", GREEN),
        ("M114 126C100 150 96 200 100 240", GOLD),
    ] {
        s += &path(d, &st(BLACK, 12.0));
        s += &path(d, &st(c, 8.0));
    }
    for (x, y) in [(20.0, 230.0), (56.0, 250.0), (100.0, 240.0)] {
        s += &circle(x, y, 9.0, &fo(GOLD, 2.0));
        s += &circle(x, y, 4.0, &fl(INDIGO));
    }
    // Wing
    s += &path(
        "M110 110C100 70 120 30 170 24C160 44 168 50 150 64C170 64 160 80 146 90C160 96 140 110 120 116Z",
        &fo(GREEN, 2.0),
    );
    s += &path(
        "M118 100L162 34M122 106L156 62M128 110L150 90",
        &st(GOLD, 3.0),
    );
    // Body, neck and head
    s += &path(
        "M96 122C96 100 120 92 140 100C150 86 152 70 162 64C176 60 184 72 178 80C168 78 164 90 160 104C156 124 130 138 110 134Z",
        &fo(RED, 2.0),
    );
    s += &path("M168 62Q164 46 174 40M172 62Q176 48 186 46", &st(GOLD, 3.0));
    s += &path("M178 70L192 76L178 78Z", &fo(GOLD, 1.0));
    s += &circle(170.0, 70.0, 2.5, &fl(BLACK));
    s
}

fn warbler() -> String {
    let mut s = path("M-22 4L-44 14L-20 10Z", &fo("#5d6b22", 1.5));
    s += &ell(0.0, 0.0, 24.0, 14.0, -15.0, &fo("#7f8f2c", 2.0));
    s += &path("M-14 -2Q2 -10 16 -6Q6 6 -14 4Z", &fo("#5d6b22", 1.2));
    s += &circle(20.0, -12.0, 10.0, &fo("#7f8f2c", 2.0));
    s += &path("M29 -14L38 -11L29 -9Z", &fl(BLACK));
    s += &circle(23.0, -14.0, 2.4, &fl(BLACK));
    s += &circle(23.0, -14.0, 4.2, &st(WHITE, 1.2));
    s += &path("M-2 13L-4 20M6 13L6 20", &st(BLACK, 2.0));
    s
}

fn cuckoo() -> String {
    // A red crescent moon and the bird in flight below the wisteria.
    let mut s = path("M46 230A40 40 0 1 0 96 280A46 46 0 0 1 46 230Z", &fl(RED));
    let bird = path(
        "M-40 0Q-10 -8 20 -4L34 -10L30 0Q8 12 -30 8L-52 16L-44 4Z",
        &fo("#3c3a3a", 1.5),
    ) + &path("M-10 -4L6 -40L20 -38L8 -4Z", &fo("#3c3a3a", 1.5))
        + &path("M-20 4Q0 10 20 2", &st(WHITE, 2.0))
        + &path("M-20 0L-14 -32L-4 -30L-2 -2Z", &fo("#555", 1.5))
        + &circle(24.0, -6.0, 1.8, &fl(WHITE))
        + &path("M34 -8L42 -6L32 -4Z", &fl(GOLD));
    s += &group(132.0, 262.0, 1.1, -12.0, &bird);
    s
}

fn bridge() -> String {
    let mut s = String::new();
    s += &path(
        "M6 262Q50 270 100 260T194 262V300Q100 310 6 300Z",
        &fl("#5872b8"),
    );
    s += &path(
        "M20 280q10 -6 20 0t20 0M110 288q10 -6 20 0t20 0",
        &st(WHITE, 2.0),
    );
    s += &path(
        "M30 250V284M84 262V296M140 262V296M176 248V282",
        &st(BLACK, 6.0),
    );
    for (a, b) in [
        ((0.0, 218.0), (112.0, 252.0)),
        ((100.0, 258.0), (200.0, 224.0)),
    ] {
        let mut d = format!(
            "M{} {}L{} {}L{} {}L{} {}Z",
            n(a.0),
            n(a.1),
            n(b.0),
            n(b.1),
            n(b.0),
            n(b.1 + 18.0),
            n(a.0),
            n(a.1 + 18.0)
        );
        s += &path(&d, &fo(OCHRE, 2.0));
        d = String::new();
        for i in 1..5 {
            let t = i as f64 / 5.0;
            let (x, y) = (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
            d += &format!("M{} {}v18", n(x), n(y));
        }
        s += &path(&d, &st(BLACK, 1.5));
    }
    s
}

fn butterfly(x: f64, y: f64, sc: f64, deg: f64, wing: &str) -> String {
    let mut s = ell(-12.0, -8.0, 14.0, 10.0, -30.0, &fo(wing, 1.5));
    s += &ell(12.0, -8.0, 14.0, 10.0, 30.0, &fo(wing, 1.5));
    s += &ell(-9.0, 9.0, 9.0, 7.0, 30.0, &fo(wing, 1.5));
    s += &ell(9.0, 9.0, 9.0, 7.0, -30.0, &fo(wing, 1.5));
    s += &circle(-14.0, -9.0, 4.0, &fl(GOLD));
    s += &circle(14.0, -9.0, 4.0, &fl(GOLD));
    s += &ell(0.0, 0.0, 3.0, 14.0, 0.0, &fl(BLACK));
    s += &path("M-1 -13Q-6 -24 -10 -26M1 -13Q6 -24 10 -26", &st(BLACK, 1.5));
    group(x, y, sc, deg, &s)
}

fn boar() -> String {
    let mut s = path(
        "M-66 8C-64 -2 -56 -10 -48 -18C-30 -38 20 -42 44 -24C58 -14 60 4 52 16L56 34L46 34L40 20C20 28 -8 28 -24 20L-30 34L-40 34L-40 18C-48 16 -56 16 -66 14Z",
        &fo(BROWN, 2.0),
    );
    s += &path("M-40 -26C-10 -40 30 -38 48 -20", &st("#3a2210", 5.0));
    s += &path("M-6 24L-12 36L-4 36M26 22L30 36L38 36", &st(BLACK, 4.0));
    s += &path("M-58 6Q-56 -2 -48 0", &st(WHITE, 2.5));
    s += &circle(-46.0, -8.0, 2.2, &fl(WHITE));
    s += &path("M-38 -18L-34 -28L-28 -18Z", &fl("#3a2210"));
    s += &path("M52 -8Q62 -14 60 -4", &st(BLACK, 2.0));
    s
}

fn geese() -> String {
    let one = path("M-16 2Q0 -2 14 0L22 -4L16 4Q0 8 -16 4L-22 6Z", &fl(BLACK))
        + &path("M-6 0L10 -20L12 0ZM-4 3L4 18L8 3Z", &fl(BLACK));
    group(70.0, 150.0, 1.6, -12.0, &one)
        + &group(126.0, 120.0, 1.45, -12.0, &one)
        + &group(160.0, 166.0, 1.3, -12.0, &one)
}

fn sake_cup() -> String {
    let mut s = path(
        "M-46 -12Q0 -20 46 -12Q40 18 0 22Q-40 18 -46 -12Z",
        &fo(RED, 2.0),
    );
    s += &ell(0.0, -13.0, 46.0, 7.0, 0.0, &fo(DRED, 2.0));
    s += &path("M-14 22L-18 32H18L14 22Z", &fo(RED, 2.0));
    s += &path(
        "M-10 0H10M-8 6H8M0 -4V16M-6 12H6M-8 16L-4 12M8 16L4 12",
        &st(GOLD, 2.5),
    );
    group(98.0, 270.0, 1.1, 0.0, &s)
}

fn deer() -> String {
    let brown = "#a2612c";
    let mut s = path(
        "M-30 10L-34 56M-18 14L-14 58M20 12L16 56M32 8L38 54",
        &st(BLACK, 4.5),
    );
    s += &ell(0.0, 0.0, 40.0, 18.0, 0.0, &fo(brown, 2.0));
    s += &path(
        "M24 -6C30 -24 26 -38 20 -48L34 -50C40 -36 42 -20 36 -2Z",
        &fo(brown, 2.0),
    );
    s += &path(
        "M30 -48C20 -58 4 -54 -4 -44C6 -40 20 -40 30 -40Z",
        &fo(brown, 2.0),
    );
    s += &path(
        "M24 -54L22 -74M22 -66L12 -76M30 -52L38 -72M36 -66L46 -74",
        &st(BLACK, 3.0),
    );
    s += &circle(14.0, -48.0, 2.0, &fl(BLACK));
    s += &path("M-40 -6Q-46 -12 -44 -2", &st(BLACK, 3.0));
    let mut spots = String::new();
    for (x, y) in [
        (-20.0, -6.0),
        (-6.0, -9.0),
        (8.0, -6.0),
        (-14.0, 4.0),
        (2.0, 2.0),
        (16.0, 4.0),
    ] {
        spots += &circle(x, y, 2.5, "");
    }
    s += &g(&fl(WHITE), &spots);
    group(104.0, 244.0, 1.15, 0.0, &s)
}

fn swallow() -> String {
    // Side view, head to the right: forked tail, two long swept wings.
    let bird = path(
        "M12 -4C0 -22 -18 -40 -40 -50C-24 -32 -12 -16 -6 -3ZM12 4C4 18 -10 32 -34 42C-18 28 -10 14 -6 4Z",
        &format!("fill=\"{BLACK}\" stroke=\"{CREAM}\" stroke-width=\"1.5\""),
    ) + &path(
        "M32 0C26 -7 12 -7 0 -4L-22 -2L-50 -14L-32 0L-50 14L-22 2L0 4C12 7 26 7 32 0Z",
        &format!("fill=\"{BLACK}\" stroke=\"{CREAM}\" stroke-width=\"1.5\""),
    ) + &path("M20 4Q4 8 -12 3", &st(WHITE, 3.0))
        + &circle(26.0, 1.5, 4.0, &fl(RED))
        + &circle(27.0, -2.5, 1.5, &fl(WHITE));
    group(104.0, 196.0, 1.6, 28.0, &bird)
}

fn lightning() -> String {
    let mut s = path(
        "M6 150Q60 110 120 140T194 120V260Q120 230 60 260T6 250Z",
        &fl(RED),
    );
    s += &path(
        "M40 140L70 180L54 186L92 240M150 124L124 170L140 174L112 226",
        &st(BLACK, 6.0),
    );
    s += &path(
        "M40 140L70 180L54 186L92 240M150 124L124 170L140 174L112 226",
        &st(GOLD, 2.5),
    );
    s += &circle(160.0, 210.0, 22.0, &fo(DPURPLE, 2.0));
    s += &path(
        "M160 196A8 8 0 1 1 152 214M168 218A7 7 0 0 1 160 204",
        &st(GOLD, 3.0),
    );
    s
}

// ---------------------------------------------------------------------------------------
// Cards

/// The month's number in a corner, the one thing Judge is played on. No letter for the
/// card's kind: a letter nobody explains is noise on a table, the picture shows the kind,
/// and the deck page names it in words.
fn badge(month: u8) -> String {
    // Month 36 units: 14 CSS px on a card 80 px wide (a head in a Judge half on a phone).
    let mut s = rect(
        8.0,
        8.0,
        52.0,
        54.0,
        26.0,
        &format!("fill=\"{WHITE}\" fill-opacity=\"0.94\" stroke=\"{BLACK}\" stroke-width=\"1.5\""),
    );
    s += &text(
        34.0,
        47.0,
        &format!(
            "{SANS} font-size=\"36\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"{BLACK}\""
        ),
        &month.to_string(),
    );
    s
}

/// The art of card `i` inside the border (no badge).
fn art(i: usize) -> String {
    let d = &DECK[i];
    let (k, m) = (d.kind, d.month);
    let red_poem = |x, y, len, deg| ribbon(x, y, len, deg, RED, true);
    let red = |x, y, len, deg| ribbon(x, y, len, deg, RED, false);
    let blue = |x, y, len, deg| ribbon(x, y, len, deg, INDIGO, false);
    match (m, k) {
        (1, Kind::Bright) => {
            circle(122.0, 92.0, 50.0, &fl(RED)) + &pine() + &group(72.0, 232.0, 1.05, 0.0, &crane())
        }
        (1, Kind::Ribbon) => pine() + &red_poem(90.0, 40.0, 190.0, 10.0),
        (1, _) => pine(),
        (2, Kind::Animal) => plum() + &group(128.0, 170.0, 1.3, 0.0, &warbler()),
        (2, Kind::Ribbon) => plum() + &red_poem(100.0, 120.0, 180.0, -10.0),
        (2, _) => plum(),
        (3, Kind::Bright) => cherry() + &curtain(),
        (3, Kind::Ribbon) => cherry() + &red_poem(112.0, 110.0, 180.0, -8.0),
        (3, _) => cherry(),
        (4, Kind::Animal) => wisteria() + &cuckoo(),
        (4, Kind::Ribbon) => wisteria() + &red(100.0, 130.0, 160.0, 10.0),
        (4, _) => wisteria(),
        (5, Kind::Animal) => iris() + &bridge(),
        (5, Kind::Ribbon) => iris() + &red(96.0, 150.0, 150.0, -8.0),
        (5, _) => iris(),
        (6, Kind::Animal) => {
            peony()
                + &butterfly(140.0, 70.0, 1.4, 15.0, INDIGO)
                + &butterfly(88.0, 122.0, 1.1, -20.0, PURPLE)
        }
        (6, Kind::Ribbon) => peony() + &blue(112.0, 50.0, 170.0, 8.0),
        (6, _) => peony(),
        (7, Kind::Animal) => clover() + &group(100.0, 262.0, 1.25, 0.0, &boar()),
        (7, Kind::Ribbon) => clover() + &red(108.0, 110.0, 180.0, -8.0),
        (7, _) => clover(),
        (8, Kind::Bright) => susuki() + &moon(),
        (8, Kind::Animal) => susuki() + &geese(),
        (8, _) => susuki(),
        (9, Kind::Animal) => chrysanthemum() + &sake_cup(),
        (9, Kind::Ribbon) => chrysanthemum() + &blue(100.0, 110.0, 180.0, 8.0),
        (9, _) => chrysanthemum(),
        (10, Kind::Animal) => maple() + &deer(),
        (10, Kind::Ribbon) => maple() + &blue(110.0, 90.0, 190.0, -8.0),
        (10, _) => maple(),
        (11, Kind::Bright) => willow() + &rain_man(),
        (11, Kind::Animal) => willow() + &swallow(),
        (11, Kind::Ribbon) => willow() + &red(112.0, 80.0, 190.0, 8.0),
        (11, _) => willow() + &lightning(),
        (12, Kind::Bright) => paulownia(false) + &phoenix(),
        (12, _) => paulownia(i == 45),
        _ => String::new(),
    }
}

fn face(i: usize, with_badge: bool) -> String {
    let (w, h) = (f64::from(JUDGE.w), f64::from(JUDGE.h));
    let mut s = rect(0.0, 0.0, w, h, 12.0, &fl(CREAM));
    s += &art(i);
    // The black border drawn over the art's edges, as a ring.
    s += &path(
        &(rrect_d(0.0, 0.0, w, h, 12.0) + &rrect_d(7.0, 7.0, w - 14.0, h - 14.0, 6.0)),
        &format!("fill=\"{BLACK}\" fill-rule=\"evenodd\""),
    );
    if with_badge {
        s += &badge(DECK[i].month);
    }
    s
}

fn back() -> String {
    let (w, h) = (f64::from(JUDGE.w), f64::from(JUDGE.h));
    rect(0.0, 0.0, w, h, 12.0, &fl(BLACK))
        + &rect(12.0, 12.0, w - 24.0, h - 24.0, 6.0, &st(DRED, 3.0))
}

pub fn sprite() -> Vec<Symbol> {
    let mut v: Vec<Symbol> = Card::all()
        .map(|c| Symbol::new(judge_id(c), JUDGE.w, JUDGE.h, face(c.0 as usize, true)))
        .collect();
    v.push(Symbol::new("back", JUDGE.w, JUDGE.h, back()));
    v
}

fn hand() -> String {
    // A flat hand, fingers down, coming in to slap.
    path(
        "M-14 -40L14 -40L16 0Q18 14 12 28Q8 34 4 27Q2 34 -3 29Q-7 35 -10 27Q-15 30 -16 21Q-18 10 -16 0ZM-16 -2Q-28 -6 -32 6Q-24 12 -15 8",
        &fo(CREAM, 2.5),
    ) + &path("M-6 14V24M2 14V24M9 12V22", &st("#9a9486", 1.5))
}

pub fn tile() -> Symbol {
    let mut s = rect(0.0, 0.0, 120.0, 120.0, 14.0, &fl(DRED));
    s += &group(6.0, 34.0, 0.25, -14.0, &face(0, false));
    s += &group(62.0, 28.0, 0.25, 10.0, &face(28, false));
    s += &path(
        "M78 8L84 16M92 4L93 14M106 8L100 17M112 22L103 26",
        &st(WHITE, 3.0),
    );
    s += &group(96.0, 36.0, 0.62, 38.0, &hand());
    Symbol::new("tile-judge", 120, 120, s)
}
