//! Pocket Samurai's art: one landscape picture per card (the table lays out the name, the
//! rules and the symbols in HTML around it), the five symbol icons, the back and the tile.
//!
//! One flat style for all 28 pictures: a tinted paper ground with a disc (sun, moon or
//! halo), the subject in a few palette colours, every shape outlined in ink 3 units wide.

use crate::svg::{circle, n, path, rect, Symbol};
use samurai_tables::app::art::{pocket_id, pocket_symbol_id, ICON, POCKET};
use samurai_tables::games::pocket::{Symbol as Sym, DRAFT_CARDS, STRIKE};
use std::f64::consts::PI;

const INK: &str = "#1f1a17";
const VER: &str = "#d6452a";
const IND: &str = "#2c3e6b";
const OCH: &str = "#e0a030";
const MOSS: &str = "#6f9440";
const CREAM: &str = "#f6ecd6";
const PAPER: &str = "#fdf8ec";
const VER_L: &str = "#f2c2ae";
const IND_L: &str = "#c8d2e8";
const OCH_L: &str = "#f3dca5";
const MOSS_L: &str = "#d6e4b8";
const STEEL: &str = "#dfe6ee";
const STONE: &str = "#b3ada0";
const WOOD: &str = "#9a6534";
const DARK_WOOD: &str = "#5e3b22";
const PINK: &str = "#f5b5c3";
const FOX: &str = "#e37a2c";

/// `fill` as an attribute.
fn f(c: &str) -> String {
    format!("fill=\"{c}\"")
}

/// A filled shape without outline.
fn flat(c: &str) -> String {
    format!("fill=\"{c}\" stroke=\"none\"")
}

/// A stroke of colour `c` and width `w` (no fill).
fn line(c: &str, w: f64) -> String {
    format!("fill=\"none\" stroke=\"{c}\" stroke-width=\"{}\"", n(w))
}

fn ellipse(cx: f64, cy: f64, rx: f64, ry: f64, attrs: &str) -> String {
    format!(
        "<ellipse cx=\"{}\" cy=\"{}\" rx=\"{}\" ry=\"{}\" {attrs}/>",
        n(cx),
        n(cy),
        n(rx),
        n(ry)
    )
}

fn at(dx: f64, dy: f64, inner: &str) -> String {
    format!(
        "<g transform=\"translate({} {})\">{inner}</g>",
        n(dx),
        n(dy)
    )
}

/// Placed at (dx, dy) and turned by `deg` about that point.
fn turned(dx: f64, dy: f64, deg: f64, inner: &str) -> String {
    format!(
        "<g transform=\"translate({} {}) rotate({})\">{inner}</g>",
        n(dx),
        n(dy),
        n(deg)
    )
}

/// Mirrored about the vertical line x = cx.
fn mirror(cx: f64, inner: &str) -> String {
    format!(
        "<g transform=\"translate({} 0) scale(-1 1)\">{inner}</g>",
        n(2.0 * cx)
    )
}

/// The shape and its mirror image about x = cx.
fn both(cx: f64, inner: &str) -> String {
    format!("{inner}{}", mirror(cx, inner))
}

/// A polygon through the points.
fn poly(pts: &[(f64, f64)]) -> String {
    let mut d = String::new();
    for (i, (x, y)) in pts.iter().enumerate() {
        d.push_str(if i == 0 { "M" } else { "L" });
        d.push_str(&format!("{} {}", n(*x), n(*y)));
    }
    d.push('Z');
    d
}

/// A cloud or bush: overlapping circles under one outline.
fn blob(circles: &[(f64, f64, f64)], fill: &str) -> String {
    let mut s = String::new();
    for &(x, y, r) in circles {
        s.push_str(&circle(
            x,
            y,
            r,
            &format!("fill=\"{INK}\" stroke-width=\"6\""),
        ));
    }
    for &(x, y, r) in circles {
        s.push_str(&circle(x, y, r, &flat(fill)));
    }
    s
}

/// A star burst of `k` points about (cx, cy).
fn burst(cx: f64, cy: f64, outer: f64, inner: f64, k: usize, rot: f64) -> String {
    let pts: Vec<(f64, f64)> = (0..2 * k)
        .map(|i| {
            let a = rot + PI * i as f64 / k as f64;
            let r = if i % 2 == 0 { outer } else { inner };
            (cx + r * a.cos(), cy + r * a.sin())
        })
        .collect();
    poly(&pts)
}

/// A card picture: the tinted ground with its disc, the subject, the border.
fn pic(bg: &str, disc: Option<(f64, f64, f64, &str)>, body: &str) -> String {
    let (w, h) = (f64::from(POCKET.w), f64::from(POCKET.h));
    let mut s = rect(0.0, 0.0, w, h, 10.0, &f(bg));
    if let Some((x, y, r, c)) = disc {
        s.push_str(&circle(x, y, r, &f(c)));
    }
    s.push_str(&format!(
        "<g stroke=\"{INK}\" stroke-width=\"3\" stroke-linejoin=\"round\" stroke-linecap=\"round\">{body}</g>"
    ));
    s.push_str(&rect(1.0, 1.0, w - 2.0, h - 2.0, 9.0, &line(INK, 2.0)));
    s
}

/// Ground along the card's foot: `top` runs from x = 0 to x = 200; the fill follows the
/// card's rounded corners, only the top edge is outlined.
fn ground(top: &str, fill: &str) -> String {
    let mut s = path(
        &format!("{top}V130A10 10 0 0 1 190 140H10A10 10 0 0 1 0 130Z"),
        &flat(fill),
    );
    s.push_str(&path(top, &line(INK, 3.0)));
    s
}

// ---- Shared objects -------------------------------------------------------------------

/// A katana along +x from the pommel (0, 0), `len` long, spine up.
fn katana(len: f64) -> String {
    let h = (len * 0.26).max(18.0);
    let b0 = h + 10.0;
    let mid = (b0 + len) / 2.0;
    let mut s = rect(0.0, -4.5, h, 9.0, 3.0, &f(INK));
    let k = ((h - 8.0) / 7.0).floor().max(1.0) as usize;
    for i in 0..k {
        let x = 5.0 + i as f64 * (h - 8.0) / k as f64;
        s.push_str(&path(
            &format!("M{} -3l3 3-3 3-3-3z", n(x + 3.0)),
            &flat(CREAM),
        ));
    }
    s.push_str(&ellipse(h + 2.5, 0.0, 3.5, 10.0, &f(OCH)));
    s.push_str(&path(
        &format!(
            "M{b} -3.5Q{m} -5.5 {l} -9Q{m} 4 {b} 3.5Z",
            b = n(b0),
            m = n(mid),
            l = n(len)
        ),
        &f(STEEL),
    ));
    s.push_str(&path(
        &format!("M{} 0.5Q{} 0 {} -6", n(b0 + 3.0), n(mid), n(len - 12.0)),
        &line("#98a7b8", 1.5),
    ));
    s.push_str(&rect(h + 5.5, -4.0, 5.0, 8.0, 1.0, &f(OCH)));
    s
}

/// A kunai along +x from its ring (0, 0), `len` long.
fn kunai(len: f64) -> String {
    let u = len / 60.0;
    let mut s = circle(0.0, 0.0, 5.0 * u, &line(INK, 3.0));
    s.push_str(&rect(5.0 * u, -3.0 * u, 20.0 * u, 6.0 * u, 1.0, &f(INK)));
    for i in 0..3 {
        let x = (8.0 + 6.0 * i as f64) * u;
        s.push_str(&path(
            &format!("M{} {}l{} {}", n(x), n(-3.0 * u), n(3.0 * u), n(6.0 * u)),
            &line(CREAM, 1.2),
        ));
    }
    s.push_str(&path(
        &format!(
            "M{a} 0L{b} {m7}Q{c} {m6} {l} 0Q{c} {p6} {b} {p7}Z",
            a = n(25.0 * u),
            b = n(29.0 * u),
            c = n(45.0 * u),
            l = n(len),
            m7 = n(-7.0 * u),
            p7 = n(7.0 * u),
            m6 = n(-6.0 * u),
            p6 = n(6.0 * u)
        ),
        &f(STEEL),
    ));
    s.push_str(&path(
        &format!("M{} 0H{}", n(30.0 * u), n(len - 6.0 * u)),
        &line("#98a7b8", 1.5),
    ));
    s
}

/// A kabuto with its crescent crest, the bowl's lower centre at (0, 0): 112 wide, 108 high.
fn kabuto(bowl: &str) -> String {
    let mut s = both(0.0, &path("M-38-4L-55-16L-50 8Z", &f(bowl)));
    s.push_str(&path("M-38-4L-56 26Q0 40 56 26L38-4Z", &f(IND)));
    s.push_str(&path("M-45 9Q0 21 45 9M-51 19Q0 31 51 19", &line(INK, 2.0)));
    s.push_str(&path("M-40 0C-40-50 40-50 40 0Z", &f(bowl)));
    s.push_str(&path(
        "M-22-2C-24-20-16-32-6-37M22-2C24-20 16-32 6-37M0-2V-37",
        &line(INK, 2.0),
    ));
    s.push_str(&path(
        "M-5-8C-22-20-34-44-30-70C-22-48-12-34 0-25C12-34 22-48 30-70C34-44 22-20 5-8Z",
        &f(OCH),
    ));
    s.push_str(&path("M-43-2Q0-15 43-2L41 6Q0-6-41 6Z", &f(INK)));
    s.push_str(&circle(0.0, -12.0, 6.5, &f(OCH)));
    s
}

/// A maple leaf about (0, 0), tips `r` from the centre, stem down.
fn maple(r: f64, c: &str) -> String {
    let lobes = [
        (-90.0, 1.0),
        (-38.0, 0.9),
        (14.0, 0.72),
        (166.0, 0.72),
        (218.0, 0.9),
    ];
    let mut pts = Vec::new();
    for (i, &(a, k)) in lobes.iter().enumerate() {
        let rad = f64::to_radians(a);
        let next = lobes[(i + 1) % 5].0;
        let next = if next < a { next + 360.0 } else { next };
        let w = 12.0_f64.to_radians();
        pts.push((
            (rad - w).cos() * r * k * 0.62,
            (rad - w).sin() * r * k * 0.62,
        ));
        pts.push((rad.cos() * r * k, rad.sin() * r * k));
        pts.push((
            (rad + w).cos() * r * k * 0.62,
            (rad + w).sin() * r * k * 0.62,
        ));
        let mid = f64::to_radians((a + next) / 2.0);
        let depth = if i == 2 { 0.18 } else { 0.34 };
        pts.push((mid.cos() * r * depth, mid.sin() * r * depth));
    }
    let mut s = path(
        &format!("M0 {}V{}", n(r * 0.1), n(r * 0.75)),
        &line(INK, 3.0),
    );
    s.push_str(&path(&poly(&pts), &f(c)));
    let mut veins = String::new();
    for &(a, k) in &lobes {
        let rad = f64::to_radians(a);
        veins.push_str(&format!(
            "M0 0L{} {}",
            n(rad.cos() * r * k * 0.7),
            n(rad.sin() * r * k * 0.7)
        ));
    }
    s.push_str(&path(&veins, &line(INK, 1.5)));
    s
}

/// A cherry blossom of radius `r` about (0, 0).
fn blossom(r: f64) -> String {
    let u = r / 18.0;
    let petal = format!(
        "M0 0C{a} {b} {c} {d} {e} {g}L0 {h}L{e2} {g}C{c2} {d} {a2} {b} 0 0Z",
        a = n(-8.0 * u),
        b = n(-5.0 * u),
        c = n(-10.0 * u),
        d = n(-15.0 * u),
        e = n(-4.5 * u),
        g = n(-18.0 * u),
        h = n(-15.0 * u),
        e2 = n(4.5 * u),
        c2 = n(10.0 * u),
        a2 = n(8.0 * u)
    );
    let mut s = String::new();
    for i in 0..5 {
        s.push_str(&format!(
            "<path transform=\"rotate({})\" d=\"{petal}\" {}/>",
            72 * i,
            f(PINK)
        ));
    }
    s.push_str(&circle(0.0, 0.0, 4.0 * u, &flat(VER)));
    s
}

/// A mitsudomoe (three commas) of radius about `r` about (0, 0).
fn tomoe(r: f64, c: &str) -> String {
    let u = r / 18.0;
    let mut s = String::new();
    for i in 0..3 {
        let phi = f64::to_radians(-90.0 + 120.0 * f64::from(i));
        let spine = |t: f64, side: f64| {
            let a = phi + f64::to_radians(140.0) * t;
            let rad = (7.0 + 10.5 * t + side * 6.0 * (1.0 - t).powf(0.7)) * u;
            (rad * a.cos(), rad * a.sin())
        };
        let mut pts: Vec<(f64, f64)> = (0..=10).map(|k| spine(f64::from(k) / 10.0, 1.0)).collect();
        pts.extend((0..10).rev().map(|k| spine(f64::from(k) / 10.0, -1.0)));
        s.push_str(&path(&poly(&pts), &flat(c)));
        s.push_str(&circle(
            7.0 * u * phi.cos(),
            7.0 * u * phi.sin(),
            6.0 * u,
            &flat(c),
        ));
    }
    s
}

/// A nobori banner: the pole at x, its top at y, the cloth w x h.
fn banner(x: f64, y: f64, w: f64, h: f64, cloth: &str, mon: &str) -> String {
    let mut s = path(
        &format!("M{} {}V{}", n(x), n(y - 6.0), n(y + h + 30.0)),
        &line(INK, 4.0),
    );
    s.push_str(&rect(x + 2.0, y, w, h, 1.0, &f(cloth)));
    s.push_str(&path(
        &format!("M{} {}H{}", n(x), n(y), n(x + w + 4.0)),
        &line(INK, 3.0),
    ));
    s.push_str(&circle(x + 2.0 + w / 2.0, y + w * 0.7, w * 0.3, &f(mon)));
    s.push_str(&path(
        &format!("M{} {}l-3 8h6z", n(x), n(y - 14.0)),
        &f(OCH),
    ));
    s
}

// ---- The pictures ---------------------------------------------------------------------

fn ronin_blade() -> String {
    let mut b = path("M70 44L20 94Q70 106 120 94Z", &f(OCH));
    b.push_str(&path(
        "M70 44L38 98M70 44L56 102M70 44L78 103M70 44L100 100",
        &line(INK, 1.5),
    ));
    b.push_str(&path("M70 44l-4-6h8z", &f(OCH)));
    b.push_str(&turned(34.0, 122.0, -28.0, &katana(168.0)));
    pic(OCH_L, Some((140.0, 48.0, 32.0, VER)), &b)
}

fn lacquered_kabuto() -> String {
    pic(
        IND_L,
        Some((100.0, 70.0, 56.0, CREAM)),
        &at(100.0, 92.0, &kabuto(VER)),
    )
}

fn bamboo_grove() -> String {
    let mut b = String::new();
    let stalks = [
        (26.0, 12.0, "#88ab55", 0.0),
        (58.0, 16.0, MOSS, 6.0),
        (100.0, 14.0, "#5b7d30", -4.0),
        (136.0, 16.0, "#88ab55", 10.0),
        (168.0, 12.0, MOSS, 2.0),
    ];
    let leaf = "M0 0Q14-6 32 0Q14 6 0 0Z";
    for &(x, w, c, off) in &stalks {
        b.push_str(&rect(x, -4.0, w, 150.0, 0.0, &f(c)));
        let mut nodes = String::new();
        let mut y = 14.0 + off;
        while y < 140.0 {
            nodes.push_str(&format!("M{} {}h{}", n(x), n(y), n(w)));
            y += 34.0;
        }
        b.push_str(&path(&nodes, &line(INK, 3.0)));
        b.push_str(&path(
            &format!("M{} 0V140", n(x + w * 0.3)),
            &line("#ffffff55", 2.0),
        ));
    }
    for &(x, y, a) in &[
        (70.0, 48.0, -30.0),
        (70.0, 48.0, 10.0),
        (114.0, 82.0, 200.0),
        (114.0, 82.0, 160.0),
        (152.0, 30.0, -20.0),
        (38.0, 100.0, 190.0),
        (180.0, 96.0, 20.0),
    ] {
        b.push_str(&turned(x, y, a, &path(leaf, &f("#4f7030"))));
    }
    pic(MOSS_L, Some((100.0, 56.0, 44.0, CREAM)), &b)
}

fn falling_leaf() -> String {
    let mut b = path(
        "M14 14Q40 8 50 30M168 30Q184 50 164 66M40 100Q34 120 70 128",
        &format!("{} stroke-dasharray=\"5 7\"", line(INK, 2.5)),
    );
    b.push_str(&turned(72.0, 58.0, -24.0, &maple(38.0, VER)));
    b.push_str(&turned(144.0, 88.0, 30.0, &maple(30.0, OCH)));
    b.push_str(&turned(100.0, 116.0, 70.0, &maple(19.0, "#b5532a")));
    pic(CREAM, Some((100.0, 70.0, 52.0, OCH_L)), &b)
}

fn temple_bell() -> String {
    let mut b = rect(14.0, 10.0, 172.0, 12.0, 2.0, &f(WOOD));
    b.push_str(&circle(100.0, 27.0, 6.0, &line(INK, 3.5)));
    b.push_str(&path(
        "M72 36Q72 30 80 30H120Q128 30 128 36L132 106Q133 114 140 116H60Q67 114 68 106Z",
        &f("#c98f2e"),
    ));
    b.push_str(&rect(56.0, 114.0, 88.0, 9.0, 4.0, &f("#c98f2e")));
    b.push_str(&path("M70 72H130M68 100H132M100 30V72", &line(INK, 2.5)));
    let mut dots = String::new();
    for y in [40.0, 50.0, 60.0] {
        for x in [80.0, 89.0, 111.0, 120.0] {
            dots.push_str(&circle(x, y, 2.4, &flat("#7a5418")));
        }
    }
    b.push_str(&dots);
    b.push_str(&circle(100.0, 86.0, 7.0, &f(OCH)));
    b.push_str(&path("M152 22V74M182 22V74", &line(INK, 2.0)));
    b.push_str(&rect(146.0, 72.0, 42.0, 12.0, 6.0, &f(WOOD)));
    b.push_str(&path(
        "M44 64q-10 14 0 28M32 58q-14 20 0 40M20 52q-18 26 0 52",
        &line(INK, 2.5),
    ));
    pic(IND_L, Some((100.0, 74.0, 52.0, CREAM)), &b)
}

fn crane_stance() -> String {
    let mut b = path("M28 128H172", &line(INK, 2.5));
    b.push_str(&path("M92 84V128M84 128H102", &line(INK, 3.0)));
    b.push_str(&path("M98 84L114 96L100 104", &line(INK, 3.0)));
    b.push_str(&path("M68 70L42 88L58 88L50 98L74 82Z", &f(INK)));
    b.push_str(&turned(
        92.0,
        72.0,
        -12.0,
        &ellipse(0.0, 0.0, 32.0, 16.0, &f(PAPER)),
    ));
    b.push_str(&path(
        "M82 64C70 34 44 16 14 20C30 30 36 38 38 46C46 44 52 50 50 58C58 58 64 64 66 70Z",
        &f(PAPER),
    ));
    b.push_str(&path(
        "M14 20C30 30 36 38 38 46C30 42 20 32 14 20Z",
        &f(INK),
    ));
    b.push_str(&path("M116 62C132 52 124 36 140 28", &line(INK, 9.0)));
    b.push_str(&path("M146 28L170 34L146 33Z", &f(OCH)));
    b.push_str(&circle(141.0, 28.0, 7.0, &f(PAPER)));
    b.push_str(&circle(140.0, 23.0, 3.5, &flat(VER)));
    b.push_str(&circle(143.5, 28.0, 1.6, &flat(INK)));
    pic(CREAM, Some((124.0, 50.0, 34.0, VER)), &b)
}

fn iron_fan() -> String {
    let (cx, cy, ro, ri) = (100.0, 126.0, 92.0, 24.0);
    let pt = |r: f64, deg: f64| {
        let a = f64::to_radians(deg);
        (cx + r * a.cos(), cy + r * a.sin())
    };
    let (a0, a1) = (-165.0, -15.0);
    let (o0, o1, i0, i1) = (pt(ro, a0), pt(ro, a1), pt(ri, a0), pt(ri, a1));
    let mut b = String::new();
    b.push_str(&path(
        &format!(
            "M{} {}A{r} {r} 0 0 1 {} {}L{} {}A{q} {q} 0 0 0 {} {}Z",
            n(o0.0),
            n(o0.1),
            n(o1.0),
            n(o1.1),
            n(i1.0),
            n(i1.1),
            n(i0.0),
            n(i0.1),
            r = n(ro),
            q = n(ri)
        ),
        &f(IND),
    ));
    b.push_str(&circle(100.0, 68.0, 22.0, &f(VER)));
    let mut folds = String::new();
    let mut a = a0 + 12.5;
    while a < a1 - 1.0 {
        let (p, q) = (pt(ri, a), pt(ro - 2.0, a));
        folds.push_str(&format!("M{} {}L{} {}", n(p.0), n(p.1), n(q.0), n(q.1)));
        a += 12.5;
    }
    b.push_str(&path(&folds, &line("#0e1730", 1.5)));
    let mut sticks = String::new();
    for a in [a0, a1] {
        let q = pt(ro + 2.0, a);
        sticks.push_str(&format!("M{} {}L{} {}", n(cx), n(cy), n(q.0), n(q.1)));
    }
    b.push_str(&path(&sticks, &line(INK, 7.0)));
    let mut ribs = String::new();
    let mut a = a0 + 25.0;
    while a < a1 - 1.0 {
        let q = pt(ri, a);
        ribs.push_str(&format!("M{} {}L{} {}", n(cx), n(cy), n(q.0), n(q.1)));
        a += 25.0;
    }
    b.push_str(&path(&ribs, &line(INK, 3.0)));
    b.push_str(&circle(cx, cy, 6.0, &f(OCH)));
    pic(OCH_L, None, &b)
}

fn oni_mask() -> String {
    let mut b = path(
        "M52 60L40 40L58 44L56 22L74 34L82 14L96 30L104 12L116 30L128 14L134 34L150 24L146 46L162 42L150 64Z",
        &f(INK),
    );
    b.push_str(&both(
        100.0,
        &path("M70 44Q56 24 62 4Q76 22 86 34Z", &f(CREAM)),
    ));
    b.push_str(&path(
        "M62 40Q100 24 138 40Q150 70 140 100Q124 130 100 132Q76 130 60 100Q50 70 62 40Z",
        &f(VER),
    ));
    b.push_str(&both(
        100.0,
        &format!(
            "{}{}{}",
            path("M66 66L82 60L94 70Q80 76 66 66Z", &f(OCH)),
            circle(83.0, 67.0, 3.5, &flat(INK)),
            path("M64 58L96 60L92 52Q78 48 64 58Z", &f(INK))
        ),
    ));
    b.push_str(&path(
        "M92 74Q100 94 108 74L114 92Q100 100 86 92Z",
        &f("#b2331c"),
    ));
    b.push_str(&path(
        "M70 104Q100 96 130 104Q120 122 100 122Q80 122 70 104Z",
        &f(INK),
    ));
    b.push_str(&both(
        100.0,
        &path("M76 104L82 117L86 102ZM90 121L94 110L98 122Z", &flat(PAPER)),
    ));
    pic(OCH_L, Some((100.0, 74.0, 60.0, CREAM)), &b)
}

fn stone_lantern() -> String {
    let mut b = circle(100.0, 52.0, 30.0, &flat(OCH_L));
    b.push_str(&rect(68.0, 120.0, 64.0, 10.0, 2.0, &f(STONE)));
    b.push_str(&path("M78 120L84 106H116L122 120Z", &f(STONE)));
    b.push_str(&rect(91.0, 72.0, 18.0, 34.0, 0.0, &f(STONE)));
    b.push_str(&path("M72 72L80 62H120L128 72Z", &f(STONE)));
    b.push_str(&rect(82.0, 40.0, 36.0, 22.0, 0.0, &f(STONE)));
    b.push_str(&rect(90.0, 44.0, 20.0, 15.0, 0.0, &f(OCH)));
    b.push_str(&path(
        "M56 44Q80 38 88 24H112Q120 38 144 44Q100 48 56 44Z",
        &f("#9a9486"),
    ));
    b.push_str(&circle(100.0, 17.0, 7.0, &f(STONE)));
    b.push_str(&path("M100 4l4 6h-8z", &f(STONE)));
    b.push_str(&path("M84 112H116M86 67H114", &line("#6f6a5f", 2.0)));
    pic(IND_L, Some((158.0, 34.0, 18.0, CREAM)), &b)
}

fn thunder_drum() -> String {
    let mut b = path("M20 16L34 40L24 42L40 70L22 48L32 46Z", &f(OCH));
    b.push_str(&path(
        "M178 76L164 98L174 100L160 128L180 104L170 102Z",
        &f(OCH),
    ));
    b.push_str(&path(
        "M74 108L58 132M126 108L142 132M66 122H134",
        &line(INK, 4.0),
    ));
    b.push_str(&circle(100.0, 72.0, 46.0, &f(WOOD)));
    let mut studs = String::new();
    for i in 0..16 {
        let a = i as f64 * PI / 8.0;
        studs.push_str(&circle(
            100.0 + 42.0 * a.cos(),
            72.0 + 42.0 * a.sin(),
            2.0,
            &flat(INK),
        ));
    }
    b.push_str(&studs);
    b.push_str(&circle(100.0, 72.0, 37.0, &f(PAPER)));
    b.push_str(&at(100.0, 72.0, &tomoe(30.0, VER)));
    for (x0, y0, x1, y1) in [(140.0, 10.0, 114.0, 50.0), (176.0, 26.0, 132.0, 58.0)] {
        let d = format!("M{} {}L{} {}", n(x0), n(y0), n(x1), n(y1));
        b.push_str(&path(&d, &line(INK, 10.0)));
        b.push_str(&path(&d, &line(OCH_L, 5.0)));
    }
    pic(IND_L, None, &b)
}

fn shoji_screen() -> String {
    let mut b = rect(30.0, 10.0, 140.0, 120.0, 2.0, &f(DARK_WOOD));
    b.push_str(&rect(38.0, 18.0, 124.0, 104.0, 0.0, &f(PAPER)));
    b.push_str(&path(
        "M152 122L149 84Q151 62 142 50L148 28L132 42L122 26L116 46Q100 52 88 60L68 68L68 77L90 82L78 90Q100 95 112 92Q118 104 124 122Z",
        &flat("#6d7696"),
    ));
    b.push_str(&path("M108 56L120 54L116 60Z", &flat(PAPER)));
    let mut grid = String::new();
    for x in [69.0, 100.0, 131.0] {
        grid.push_str(&format!("M{} 18V122", n(x)));
    }
    for y in [44.0, 70.0, 96.0] {
        grid.push_str(&format!("M38 {}H162", n(y)));
    }
    b.push_str(&path(&grid, &line(DARK_WOOD, 3.5)));
    b.push_str(&rect(38.0, 18.0, 124.0, 104.0, 0.0, &line(INK, 2.0)));
    pic(MOSS_L, None, &b)
}

fn kunai_volley() -> String {
    let mut b = rect(156.0, 6.0, 30.0, 128.0, 2.0, &f(WOOD));
    b.push_str(&path(
        "M164 10V130M176 20V60M172 80V126",
        &line(DARK_WOOD, 2.0),
    ));
    b.push_str(&path(
        "M14 34H46M24 44H52M14 70H56M22 80H60M14 104H46M24 114H52",
        &line(INK, 2.5),
    ));
    for (x, y, a) in [(66.0, 38.0, 4.0), (74.0, 74.0, -3.0), (62.0, 108.0, 2.0)] {
        b.push_str(&turned(x, y, a, &kunai(100.0)));
    }
    b.push_str(&path("M156 6V134", &line(INK, 3.0)));
    pic(CREAM, Some((100.0, 70.0, 50.0, IND_L)), &b)
}

fn smoke_bomb() -> String {
    let mut b = blob(
        &[
            (100.0, 56.0, 30.0),
            (134.0, 52.0, 26.0),
            (156.0, 78.0, 22.0),
            (68.0, 58.0, 22.0),
            (124.0, 88.0, 25.0),
            (90.0, 90.0, 22.0),
            (50.0, 80.0, 16.0),
            (160.0, 40.0, 12.0),
        ],
        "#d9dbe0",
    );
    b.push_str(&path(
        "M88 60q10-14 26-8M128 44q14-8 22 4M110 92q10 8 22 2",
        &line("#9ea3ae", 3.0),
    ));
    b.push_str(&path("M64 92Q62 78 74 72", &line(INK, 3.0)));
    b.push_str(&path(&burst(76.0, 70.0, 11.0, 4.5, 6, 0.0), &f(OCH)));
    b.push_str(&circle(58.0, 108.0, 20.0, &f(INK)));
    b.push_str(&rect(54.0, 85.0, 10.0, 6.0, 1.0, &f(INK)));
    b.push_str(&path("M48 100q4-7 11-8", &line("#ffffff88", 3.0)));
    pic(IND_L, None, &b)
}

fn barred_gate() -> String {
    let mut b = path("M20 124H180", &line(INK, 2.5));
    b.push_str(&rect(28.0, 30.0, 12.0, 98.0, 1.0, &f(DARK_WOOD)));
    b.push_str(&rect(160.0, 30.0, 12.0, 98.0, 1.0, &f(DARK_WOOD)));
    b.push_str(&rect(40.0, 38.0, 60.0, 88.0, 0.0, &f("#b07a3a")));
    b.push_str(&rect(100.0, 38.0, 60.0, 88.0, 0.0, &f("#b07a3a")));
    b.push_str(&path(
        "M55 38V126M70 38V126M85 38V126M115 38V126M130 38V126M145 38V126",
        &line(DARK_WOOD, 1.5),
    ));
    let mut studs = String::new();
    for y in [48.0, 112.0] {
        for x in [47.0, 62.0, 77.0, 92.0, 108.0, 123.0, 138.0, 153.0] {
            studs.push_str(&circle(x, y, 2.4, &flat(INK)));
        }
    }
    b.push_str(&studs);
    b.push_str(&rect(24.0, 74.0, 152.0, 16.0, 2.0, &f(DARK_WOOD)));
    b.push_str(&rect(56.0, 70.0, 10.0, 24.0, 1.0, &f(INK)));
    b.push_str(&rect(134.0, 70.0, 10.0, 24.0, 1.0, &f(INK)));
    b.push_str(&rect(22.0, 24.0, 156.0, 10.0, 1.0, &f(DARK_WOOD)));
    b.push_str(&path("M10 24Q100 12 190 24L178 10Q100 2 22 10Z", &f(INK)));
    pic(MOSS_L, None, &b)
}

fn rice_wine() -> String {
    let mut b = ellipse(116.0, 124.0, 72.0, 8.0, &flat("#00000022"));
    b.push_str(&path(
        "M80 18H100L98 34Q97 42 106 52Q126 70 124 98Q122 124 90 126Q58 124 56 98Q54 70 74 52Q83 42 82 34Z",
        &f(PAPER),
    ));
    b.push_str(&path("M59 80Q90 74 121 80L124 96Q90 90 56 96Z", &f(IND)));
    b.push_str(&path(
        "M64 88q6-5 12 0t12 0 12 0 12 0 12 0",
        &line(PAPER, 2.0),
    ));
    b.push_str(&path("M82 30H98", &line(VER, 4.0)));
    b.push_str(&path(
        "M136 100H172Q170 124 154 124Q138 124 136 100Z",
        &f(PAPER),
    ));
    b.push_str(&ellipse(154.0, 100.0, 18.0, 4.5, &f(OCH_L)));
    b.push_str(&path("M141 112q13 5 26 0", &line(IND, 3.0)));
    pic(VER_L, Some((100.0, 66.0, 50.0, CREAM)), &b)
}

fn shoguns_banner() -> String {
    let mut b = banner(44.0, 30.0, 24.0, 60.0, IND, CREAM);
    b.push_str(&banner(78.0, 24.0, 24.0, 66.0, IND, CREAM));
    b.push_str(&banner(112.0, 16.0, 40.0, 92.0, VER, CREAM));
    b.push_str(&at(134.0, 44.0, &tomoe(11.0, INK)));
    b.push_str(&path("M20 134Q100 120 180 134", &line(INK, 2.5)));
    pic(OCH_L, None, &b)
}

fn senseis_scroll() -> String {
    let mut b = rect(40.0, 26.0, 120.0, 88.0, 0.0, &f(PAPER));
    let mut strokes = String::new();
    for (i, x) in [142.0, 128.0, 114.0, 100.0, 86.0, 72.0].iter().enumerate() {
        let segs: &[(f64, f64)] = match i % 3 {
            0 => &[(36.0, 16.0), (58.0, 10.0), (74.0, 24.0)],
            1 => &[(36.0, 28.0), (70.0, 8.0), (84.0, 14.0)],
            _ => &[(36.0, 8.0), (50.0, 20.0), (76.0, 10.0)],
        };
        for &(y, h) in segs {
            if y + h < 104.0 {
                strokes.push_str(&format!("M{} {}v{}", n(*x), n(y), n(h)));
            }
        }
    }
    b.push_str(&path(&strokes, &line(INK, 4.5)));
    b.push_str(&rect(52.0, 90.0, 12.0, 12.0, 1.0, &flat(VER)));
    for x in [28.0, 158.0] {
        b.push_str(&rect(x + 3.0, 16.0, 8.0, 108.0, 2.0, &f(DARK_WOOD)));
        b.push_str(&rect(x, 22.0, 14.0, 96.0, 4.0, &f(WOOD)));
    }
    pic(IND_L, None, &b)
}

fn cherry_blossom_vow() -> String {
    let d = "M6 118Q60 96 100 74Q140 52 196 44M100 74Q104 50 120 36M58 98Q40 82 44 64";
    let mut b = path(d, &line(INK, 11.0));
    b.push_str(&path(d, &line(DARK_WOOD, 6.0)));
    for (x, y, r) in [
        (66.0, 92.0, 18.0),
        (118.0, 62.0, 20.0),
        (168.0, 46.0, 15.0),
        (44.0, 62.0, 13.0),
        (122.0, 34.0, 12.0),
    ] {
        b.push_str(&at(x, y, &blossom(r)));
    }
    for (x, y, a) in [
        (150.0, 100.0, 20.0),
        (100.0, 118.0, -40.0),
        (176.0, 118.0, 60.0),
    ] {
        b.push_str(&turned(
            x,
            y,
            a,
            &path("M0 0C-5-4-6-10-3-12L0-10L3-12C6-10 5-4 0 0Z", &f(PINK)),
        ));
    }
    pic(IND_L, Some((150.0, 82.0, 38.0, CREAM)), &b)
}

fn castle_moat() -> String {
    let mut b = rect(-4.0, 18.0, 208.0, 12.0, 0.0, &f(PAPER));
    b.push_str(&path("M-4 20H204L198 10H2Z", &f(INK)));
    b.push_str(&rect(-4.0, 30.0, 208.0, 62.0, 0.0, &f(STONE)));
    let mut blocks = String::new();
    for (i, y) in [46.0, 60.0, 74.0].iter().enumerate() {
        blocks.push_str(&format!("M0 {}H200", n(*y)));
        let off = if i % 2 == 0 { 0.0 } else { 16.0 };
        let mut x = 12.0 + off;
        while x < 200.0 {
            blocks.push_str(&format!("M{} {}v-14", n(x), n(*y)));
            x += 32.0;
        }
    }
    blocks.push_str("M28 92v-18M60 92v-18M92 92v-18M124 92v-18M156 92v-18M188 92v-18");
    b.push_str(&path(&blocks, &line("#7d776b", 2.0)));
    b.push_str(&ground("M0 88H200", IND));
    let mut waves = String::new();
    for (row, y) in [102.0, 116.0, 130.0].iter().enumerate() {
        let mut x = if row % 2 == 0 { 0.0 } else { 14.0 };
        while x < 200.0 {
            waves.push_str(&format!("M{} {}q7-10 14 0", n(x), n(*y)));
            x += 28.0;
        }
    }
    b.push_str(&path(&waves, &line(PAPER, 3.0)));
    pic(IND_L, None, &b)
}

fn twin_path() -> String {
    let mut b = ground("M0 104Q50 46 100 44Q150 46 200 104", MOSS);
    b.push_str(&path(
        "M22 140Q44 118 70 104Q96 88 97 48H103Q96 96 74 112Q56 124 52 140Z",
        &f(OCH_L),
    ));
    b.push_str(&path(
        "M178 140Q156 118 130 104Q104 88 103 48H97Q104 96 126 112Q144 124 148 140Z",
        &f(OCH_L),
    ));
    b.push_str(&path(
        "M86 20H114M90 27H110M92 20V44M108 20V44",
        &line(VER, 4.0),
    ));
    pic(CREAM, Some((150.0, 34.0, 16.0, OCH)), &b)
}

fn mirror_of_yata() -> String {
    let mut circles = vec![(100.0, 70.0, 44.0)];
    for i in 0..8 {
        let a = i as f64 * PI / 4.0 + PI / 8.0;
        circles.push((100.0 + 42.0 * a.cos(), 70.0 + 42.0 * a.sin(), 13.0));
    }
    let mut rays = String::new();
    for i in 0..12 {
        let a = i as f64 * PI / 6.0;
        rays.push_str(&format!(
            "M{} {}L{} {}",
            n(100.0 + 62.0 * a.cos()),
            n(70.0 + 62.0 * a.sin()),
            n(100.0 + 76.0 * a.cos()),
            n(70.0 + 76.0 * a.sin())
        ));
    }
    let mut b = path(&rays, &line(OCH, 4.0));
    b.push_str(&blob(&circles, OCH));
    b.push_str(&circle(100.0, 70.0, 38.0, &f("#b57b22")));
    b.push_str(&circle(100.0, 70.0, 30.0, &f("#eef2f6")));
    b.push_str(&path("M82 62L96 48M86 76L110 52", &line(PAPER, 4.0)));
    b.push_str(&path("M82 62L96 48M86 76L110 52", &line("#ffffff", 2.0)));
    pic(IND_L, None, &b)
}

fn kitsune_trick() -> String {
    let head = |c: &str| {
        let mut s = both(100.0, &path("M62 52L56 8L92 36Z", &f(c)));
        s.push_str(&path(
            "M58 40Q100 24 142 40Q152 62 138 78L100 122L62 78Q48 62 58 40Z",
            &f(c),
        ));
        s
    };
    let mut b = at(-34.0, 8.0, &head("#7d86a3"));
    b.push_str(&head(FOX));
    b.push_str(&both(100.0, &path("M64 44L62 20L82 38Z", &flat(INK))));
    b.push_str(&path(
        "M56 62Q80 68 100 92Q120 68 144 62Q144 76 138 80L100 122L62 80Q56 76 56 62Z",
        &f(PAPER),
    ));
    b.push_str(&both(100.0, &path("M72 58L92 64L78 70Z", &f(INK))));
    b.push_str(&circle(100.0, 118.0, 6.0, &f(INK)));
    pic(MOSS_L, Some((150.0, 40.0, 22.0, CREAM)), &b)
}

fn fickle_wind() -> String {
    let d = "M18 46H106C136 46 140 16 116 14C98 12 96 34 112 36M40 78H148C174 78 178 106 158 110C142 112 140 94 152 92M16 108H88C108 108 112 128 96 130";
    let mut b = path(d, &line(INK, 11.0));
    b.push_str(&path(d, &line(IND, 6.0)));
    b.push_str(&turned(
        160.0,
        34.0,
        40.0,
        &path("M0 0C0-10 6-16 16-17C15-7 10-1 0 0Z", &f(MOSS)),
    ));
    b.push_str(&turned(
        52.0,
        18.0,
        -30.0,
        &path("M0 0C0-8 5-13 13-14C12-6 8-1 0 0Z", &f(OCH)),
    ));
    pic(CREAM, Some((100.0, 70.0, 52.0, IND_L)), &b)
}

fn ambush() -> String {
    let mut b = turned(128.0, 92.0, -62.0, &kunai(64.0));
    b.push_str(&circle(96.0, 70.0, 28.0, &f(INK)));
    b.push_str(&path("M118 58L142 50L134 62L144 70L122 68Z", &f(INK)));
    b.push_str(&path("M72 64Q96 56 120 64L118 78Q96 72 74 78Z", &f(CREAM)));
    b.push_str(&path(
        "M80 66L92 70L80 74ZM112 66L100 70L112 74Z",
        &flat(INK),
    ));
    b.push_str(&ground("M0 106A20 20 0 0 1 38 100A22 22 0 0 1 80 100A22 22 0 0 1 122 98A22 22 0 0 1 162 102A20 20 0 0 1 200 108", MOSS));
    b.push_str(&path(
        "M14 118q8-6 16 0M56 112q8-6 16 0M98 116q8-6 16 0M140 112q8-6 16 0M176 120q8-6 16 0",
        &line("#4f7030", 2.5),
    ));
    pic(IND_L, Some((154.0, 34.0, 20.0, CREAM)), &b)
}

fn messenger_hawk() -> String {
    let wing = path(
        "M94 56C70 38 38 30 10 40L24 48L12 54L30 58L20 66L40 66L34 76Q66 72 92 74Z",
        &f("#8b5a2b"),
    );
    let mut b = both(100.0, &wing);
    b.push_str(&both(
        100.0,
        &path("M40 66L58 60M30 58L56 54", &line(INK, 1.5)),
    ));
    b.push_str(&path("M92 92L82 120L118 120L108 92Z", &f("#8b5a2b")));
    b.push_str(&ellipse(100.0, 72.0, 14.0, 24.0, &f("#a86f38")));
    b.push_str(&ellipse(100.0, 76.0, 8.0, 16.0, &flat(CREAM)));
    b.push_str(&path("M97 70v4M103 78v4M97 84v4", &line(WOOD, 2.0)));
    b.push_str(&circle(100.0, 44.0, 12.0, &f("#8b5a2b")));
    b.push_str(&path("M90 40Q80 40 80 52L85 47L92 48Z", &f(OCH)));
    b.push_str(&circle(96.0, 41.0, 2.2, &flat(INK)));
    b.push_str(&rect(106.0, 94.0, 18.0, 8.0, 3.0, &f(PAPER)));
    b.push_str(&path("M115 94v8", &line(VER, 3.0)));
    pic(IND_L, Some((100.0, 58.0, 46.0, CREAM)), &b)
}

fn reinforcements() -> String {
    let roof = "#3d4660";
    let mut b = banner(20.0, 70.0, 10.0, 28.0, VER, CREAM);
    b.push_str(&banner(36.0, 78.0, 10.0, 28.0, VER, CREAM));
    b.push_str(&banner(170.0, 70.0, 10.0, 28.0, VER, CREAM));
    b.push_str(&banner(154.0, 78.0, 10.0, 28.0, VER, CREAM));
    b.push_str(&path("M54 132L64 98H136L146 132Z", &f(STONE)));
    b.push_str(&path("M60 118H140M58 108H142", &line("#7d776b", 2.0)));
    b.push_str(&rect(68.0, 78.0, 64.0, 20.0, 0.0, &f(PAPER)));
    b.push_str(&path("M56 80Q70 74 76 66H124Q130 74 144 80Z", &f(roof)));
    b.push_str(&rect(78.0, 54.0, 44.0, 14.0, 0.0, &f(PAPER)));
    b.push_str(&path("M66 56Q78 50 82 42H118Q122 50 134 56Z", &f(roof)));
    b.push_str(&rect(87.0, 32.0, 26.0, 12.0, 0.0, &f(PAPER)));
    b.push_str(&path("M76 34Q88 28 90 18H110Q112 28 124 34Z", &f(roof)));
    b.push_str(&path(
        "M80 82h8v8h-8zM96 82h8v8h-8zM112 82h8v8h-8zM92 58h6v6h-6zM102 58h6v6h-6z",
        &flat(INK),
    ));
    b.push_str(&path("M90 18l-4-8 6 4zM110 18l4-8-6 4z", &f(OCH)));
    pic(OCH_L, Some((100.0, 60.0, 52.0, CREAM)), &b)
}

fn war_council() -> String {
    let mut b = path(
        "M176 36C150 42 122 34 92 40C52 46 28 70 34 96C40 120 82 124 112 108C142 92 160 64 176 36Z",
        &f("#f3e3c3"),
    );
    for (x, y, r) in [
        (84.0, 56.0, 6.0),
        (112.0, 56.0, 5.0),
        (96.0, 78.0, 7.0),
        (120.0, 84.0, 5.0),
        (138.0, 52.0, 4.0),
        (74.0, 110.0, 5.0),
    ] {
        b.push_str(&ellipse(x, y, r * 1.4, r, &flat("#c08545")));
    }
    b.push_str(&path(
        "M152 44Q160 56 150 70M130 42Q142 64 128 86M106 40Q118 70 102 102",
        &line(OCH, 5.0),
    ));
    b.push_str(&path(
        "M152 44Q160 56 150 70M130 42Q142 64 128 86M106 40Q118 70 102 102",
        &line(INK, 1.5),
    ));
    b.push_str(&turned(
        60.0,
        88.0,
        -20.0,
        &ellipse(0.0, 0.0, 18.0, 24.0, &f("#f1a58a")),
    ));
    b.push_str(&turned(
        60.0,
        88.0,
        -20.0,
        &ellipse(2.0, 2.0, 8.0, 14.0, &flat("#c76a55")),
    ));
    b.push_str(&turned(
        176.0,
        36.0,
        -18.0,
        &rect(-4.0, -6.0, 16.0, 12.0, 3.0, &f(OCH)),
    ));
    let cord = "M88 42Q104 76 88 116Q86 124 92 128";
    b.push_str(&path(cord, &line(INK, 7.0)));
    b.push_str(&path(cord, &line(VER, 3.5)));
    b.push_str(&path("M86 126h12l3 10h-18z", &f(VER)));
    pic(VER_L, Some((100.0, 70.0, 54.0, CREAM)), &b)
}

fn strike() -> String {
    let mut b = path(&burst(100.0, 70.0, 68.0, 40.0, 12, 0.1), &f(VER));
    b.push_str(&path(&burst(100.0, 70.0, 40.0, 24.0, 12, 0.4), &f(OCH)));
    let blade = katana(160.0);
    b.push_str(&turned(34.0, 126.0, -38.0, &blade));
    b.push_str(&mirror(100.0, &turned(34.0, 126.0, -38.0, &blade)));
    pic(OCH_L, None, &b)
}

fn picture(card: usize) -> String {
    match card {
        0 => ronin_blade(),
        1 => lacquered_kabuto(),
        2 => bamboo_grove(),
        3 => falling_leaf(),
        4 => temple_bell(),
        5 => crane_stance(),
        6 => iron_fan(),
        7 => oni_mask(),
        8 => stone_lantern(),
        9 => thunder_drum(),
        10 => shoji_screen(),
        11 => kunai_volley(),
        12 => smoke_bomb(),
        13 => barred_gate(),
        14 => rice_wine(),
        15 => shoguns_banner(),
        16 => senseis_scroll(),
        17 => cherry_blossom_vow(),
        18 => castle_moat(),
        19 => twin_path(),
        20 => mirror_of_yata(),
        21 => kitsune_trick(),
        22 => fickle_wind(),
        23 => ambush(),
        24 => messenger_hawk(),
        25 => reinforcements(),
        26 => war_council(),
        _ => strike(),
    }
}

// ---- Icons, back, tile ----------------------------------------------------------------

/// A symbol icon on the 24-unit grid, outlined in ink.
fn icon(body: &str) -> String {
    format!(
        "<g stroke=\"{INK}\" stroke-width=\"1.3\" stroke-linejoin=\"round\" stroke-linecap=\"round\">{body}</g>"
    )
}

fn symbol_icon(symbol: Sym) -> String {
    icon(&match symbol {
        Sym::Sword => {
            let mut s = path("M3 21L8 16", &line(INK, 4.2));
            s.push_str(&path("M3 21L8 16", &line(VER, 1.6)));
            s.push_str(&path(
                "M8.6 13.4Q15 8.6 21.8 2.2Q18.2 10 10.6 15.4Z",
                &f("#a9c1dc"),
            ));
            s.push_str(&path("M5.4 13.8L10.2 18.6", &line(INK, 4.2)));
            s.push_str(&path("M5.4 13.8L10.2 18.6", &line(OCH, 1.8)));
            s
        }
        Sym::Helm => {
            let mut s = path("M4 13L1.5 19.5Q12 23 22.5 19.5L20 13Z", &f("#3d5aa0"));
            s.push_str(&path("M4.5 14.5C4.5 5 19.5 5 19.5 14.5Z", &f("#3d5aa0")));
            s.push_str(&path("M10.5 12L5.5 1.8L12 8.2L18.5 1.8L13.5 12Z", &f(OCH)));
            s.push_str(&path("M3.5 14.6Q12 11.6 20.5 14.6", &line(INK, 2.2)));
            s
        }
        Sym::Aggression => {
            let mut s = path(
                "M12 22.5C6 22.5 3.3 18 4.8 13.3C5.8 10.2 8.2 9 8 5.5C11.2 7.5 11.8 10 11.3 12.3C13.4 10 13.8 6 12.6 1.5C17.8 4.6 20.8 10 20.3 15C19.8 19.8 16.6 22.5 12 22.5Z",
                &f(VER),
            );
            s.push_str(&path(
                "M12 20.8C9.6 20.8 8.6 18.8 9.3 16.8C10 15.2 11.6 14.5 11.6 12.6C14.2 14 15.6 16.6 15.1 18.4C14.7 19.9 13.6 20.8 12 20.8Z",
                &flat(OCH),
            ));
            s
        }
        Sym::Wisdom => {
            let mut s = rect(6.0, 4.5, 12.0, 15.0, 0.0, &f("#f6dc8e"));
            s.push_str(&path("M9 9H15M9 12H15M9 15H13", &line(INK, 1.3)));
            s.push_str(&rect(3.0, 2.2, 18.0, 3.8, 1.9, &f(WOOD)));
            s.push_str(&rect(3.0, 18.0, 18.0, 3.8, 1.9, &f(WOOD)));
            s
        }
        Sym::Agility => {
            let mut s = path(
                "M3.5 20.5C3 10.5 9.5 3.5 21 2.5C21 14 14 20.5 3.5 20.5Z",
                &f(MOSS),
            );
            s.push_str(&path("M2 22L15.5 8.5", &line(INK, 1.5)));
            s
        }
    })
}

fn back() -> String {
    let mut s = rect(0.0, 0.0, 200.0, 280.0, 12.0, &f(IND));
    s.push_str(&rect(9.0, 9.0, 182.0, 262.0, 8.0, &line(OCH, 2.0)));
    s.push_str(&rect(15.0, 15.0, 170.0, 250.0, 5.0, &line("#4a5d92", 1.5)));
    let mut waves = String::new();
    for y in [40.0, 240.0] {
        let mut x = 30.0;
        while x < 170.0 {
            waves.push_str(&format!("M{} {}q10-12 20 0", n(x), n(y)));
            x += 20.0;
        }
    }
    s.push_str(&path(&waves, &line("#4a5d92", 2.0)));
    s.push_str(&circle(100.0, 140.0, 52.0, &line(OCH, 5.0)));
    s.push_str(&circle(100.0, 140.0, 44.0, &line(OCH, 1.5)));
    let sword = turned(
        100.0,
        140.0,
        -45.0,
        &format!(
            "{}{}{}",
            path("M-40 0H-18", &line(CREAM, 6.0)),
            ellipse(-15.0, 0.0, 2.5, 8.0, &flat(OCH)),
            path("M-11-2.5Q12-4 40-8Q14 4-11 2.5Z", &flat(CREAM))
        ),
    );
    s.push_str(&sword);
    s.push_str(&mirror(100.0, &sword));
    for (x, y) in [(100.0, 74.0), (100.0, 206.0)] {
        s.push_str(&path(
            &format!("M{} {}l6 6-6 6-6-6z", n(x), n(y - 6.0)),
            &flat(OCH),
        ));
    }
    s.push_str(&rect(1.0, 1.0, 198.0, 278.0, 11.0, &line(INK, 2.0)));
    s
}

fn tile_body() -> String {
    let mut s = rect(0.0, 0.0, 120.0, 120.0, 12.0, &f(OCH_L));
    s.push_str(&path(&burst(60.0, 58.0, 58.0, 34.0, 12, 0.2), &f(VER)));
    let card = |x: f64, y: f64, a: f64| {
        turned(
            x,
            y,
            a,
            &format!(
                "{}{}{}",
                rect(-22.0, -31.0, 44.0, 62.0, 5.0, &f(IND)),
                rect(-17.0, -26.0, 34.0, 52.0, 3.0, &line(OCH, 1.5)),
                circle(0.0, 0.0, 9.0, &line(OCH, 3.0))
            ),
        )
    };
    let mut g = card(44.0, 64.0, -14.0);
    g.push_str(&card(76.0, 64.0, 14.0));
    g.push_str(&turned(12.0, 104.0, -40.0, &katana(120.0)));
    s.push_str(&format!(
        "<g stroke=\"{INK}\" stroke-width=\"3\" stroke-linejoin=\"round\" stroke-linecap=\"round\">{g}</g>"
    ));
    s.push_str(&rect(1.0, 1.0, 118.0, 118.0, 11.0, &line(INK, 2.0)));
    s
}

pub fn sprite() -> Vec<Symbol> {
    let mut v: Vec<Symbol> = (0..=DRAFT_CARDS)
        .map(|c| {
            let id = pocket_id(if c == DRAFT_CARDS { STRIKE } else { c as u8 });
            Symbol::new(id, POCKET.w, POCKET.h, picture(c))
        })
        .collect();
    for s in Sym::ALL {
        v.push(Symbol::new(pocket_symbol_id(s), ICON, ICON, symbol_icon(s)));
    }
    v.push(Symbol::new("back", 200, 280, back()));
    v
}

pub fn tile() -> Symbol {
    Symbol::new("tile-pocket", 120, 120, tile_body())
}
