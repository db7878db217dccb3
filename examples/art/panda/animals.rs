//! The four special cards as full pictures in a gold frame (the Stork, the Cat, the Catfish
//! and the Panda), the back (bamboo on deep green with a panda medallion) and the home tile.

use super::{at, both_corners, face, p, pf, text, GOLD, H, INK, SERIF, W};
use crate::svg::{circle, group, n, path, rect};
use samurai_tables::games::panda::Card;

const PAPER: &str = "#F7F0DE";
const MOON: &str = "#F0DDA8";
const BAMBOO: &str = "#6E9F3A";
const BAMBOO_DARK: &str = "#44702A";
const RED: &str = "#D55E00";

fn g(fill: &str, line: &str, width: f64, inner: &str) -> String {
    format!("<g fill=\"{fill}\" stroke=\"{line}\" stroke-width=\"{width}\" stroke-linejoin=\"round\" stroke-linecap=\"round\">{inner}</g>")
}

fn lines(color: &str, width: f64, d: &str) -> String {
    path(
        d,
        &format!("fill=\"none\" stroke=\"{color}\" stroke-width=\"{width}\" stroke-linecap=\"round\" stroke-linejoin=\"round\""),
    )
}

/// A panda's face centred on (0, 0), radius about 30 (ears reach -40).
pub fn panda_head() -> String {
    let mut s = g(
        INK,
        INK,
        1.0,
        &(circle(-22.0, -22.0, 11.0, "") + &circle(22.0, -22.0, 11.0, "")),
    );
    s += &g(
        "#FFFFFF",
        INK,
        2.0,
        &p("M-30 2c0-20 13-30 30-30s30 10 30 30-13 26-30 26-30-8-30-26z"),
    );
    s += &g(
        INK,
        INK,
        1.0,
        &p("M-8-4c-4-7-16-6-19 4s4 14 10 9 12-7 9-13zM8-4c4-7 16-6 19 4s-4 14-10 9-12-7-9-13z"),
    );
    s += &g(
        "#FFFFFF",
        "none",
        0.0,
        &(circle(-14.0, -1.0, 3.2, "") + &circle(14.0, -1.0, 3.2, "")),
    );
    s += &pf("M-6 8h12c0 4-3 6-6 6s-6-2-6-6z", INK);
    s += &lines(INK, 2.0, "M0 14v3M-6 19q6 3 12 0");
    s
}

/// A cat's face (maneki-neko), centred on (0, 0), radius about 30.
fn cat_head() -> String {
    let mut s = g("#FFFFFF", INK, 2.0, &p("M-30 6c0-10 2-16 6-22l-2-22 18 12q10-3 20 0l18-12-2 22c4 6 6 12 6 22 0 16-14 24-32 24s-32-8-32-24z"));
    s += &pf("M-21-30l10 8-9 4zM21-30l-10 8 9 4z", "#E8A0A0");
    s += &pf("M6-22q8-3 14 4l4-14z", "#E69F00");
    s += &lines(INK, 2.5, "M-18 0q6-6 12 0M6 0q6-6 12 0");
    s += &pf("M-4 8h8l-4 4z", "#D46A6A");
    s += &lines(
        INK,
        1.5,
        "M0 12v3M-5 17q5 3 5-2 0 5 5 2M-12 10l-20-3M-12 14l-20 3M12 10l20-3M12 14l20 3",
    );
    s
}

/// A catfish (namazu) facing right, centred on (0, 0), about 180 long.
fn catfish_body() -> String {
    let mut s = g(
        "#5B6770",
        INK,
        2.0,
        &p("M-72 0l-22-20q6 20 0 40zM-30-14l10-16 30 2 6 12z"),
    );
    s += &g(
        "#5B6770",
        INK,
        2.0,
        &p("M-76 0c24-12 70-30 118-26 26 2 40 10 40 24s-16 24-44 24c-40 2-90-8-114-22z"),
    );
    s += &pf(
        "M-60 6c30 10 70 16 110 10 12-2 24-6 28-12-6 14-22 18-40 18-40 2-70-6-98-16z",
        "#D9CFB2",
    );
    s += &lines(INK, 2.5, "M82 4q-12 6-26 2");
    s += &g("#FFFFFF", INK, 1.5, &circle(56.0, -10.0, 5.0, ""));
    s += &circle(57.0, -10.0, 2.2, &format!("fill=\"{INK}\""));
    s += &lines(INK, 2.5, "M80 6c14 8 20 30 4 48M78 0c20-10 26-36 10-52");
    s += &lines(
        "#8A949C",
        1.5,
        "M-40-6q4 8 0 16M-20-10q4 10 0 20M0-12q4 10 0 22",
    );
    s
}

/// A stork standing in water, feet at about (0, 0).
fn stork_body() -> String {
    let mut s = lines(RED, 3.5, "M-8-96l-4 48 8 48M8-96l2 96M-8 0h12M6 0h10");
    // Body, black wing feathers, tail.
    s += &g(
        "#FFFFFF",
        INK,
        2.0,
        &p("M-46-150c10-20 50-26 74-10 14 10 24 30 36 50-30-6-60-4-80-10-20-6-36-16-30-30z"),
    );
    s += &g(
        INK,
        INK,
        1.5,
        &p("M-4-146c20-6 40 4 52 20l16 30c-20-4-44-8-58-16 4-6 0-20-10-34z"),
    );
    s += &lines("#FFFFFF", 1.5, "M20-128l12 20M32-132l14 24M10-124l12 18");
    // Neck, head, beak.
    s += &lines(INK, 18.0, "M-36-150c-14-20-10-50 6-72 8-10 4-22-4-28");
    s += &lines("#FFFFFF", 14.0, "M-36-150c-14-20-10-50 6-72 8-10 4-22-4-28");
    s += &g("#FFFFFF", INK, 2.0, &circle(-36.0, -252.0, 12.0, ""));
    s += &g(RED, INK, 1.5, &p("M-26-258l50 4-50 8z"));
    s += &circle(-38.0, -255.0, 2.5, &format!("fill=\"{INK}\""));
    s
}

/// A panda sitting and eating bamboo, seat at about (0, 0).
fn panda_body() -> String {
    // Bamboo stalk behind.
    let mut s = g(BAMBOO, BAMBOO_DARK, 1.5, &p("M48-190l8 0-16 190h-8z"));
    s += &lines(BAMBOO_DARK, 3.0, "M40-140h10M36-90h10M32-40h10");
    s += &g(
        BAMBOO,
        BAMBOO_DARK,
        1.5,
        &p("M50-170c14-14 30-16 44-14-12 10-28 16-44 14zM46-120c-16-8-32-6-42 0 14 6 30 6 42 0z"),
    );
    // Body, legs, arms.
    s += &g(
        "#FFFFFF",
        INK,
        2.0,
        &p("M-52-40c0-50 20-84 52-84s52 34 52 84c0 26-20 40-52 40s-52-14-52-40z"),
    );
    s += &g(INK, INK, 1.5, &p("M-62-20c0-20 18-30 34-22 10 6 8 30-6 40-14 8-28 0-28-18zM62-20c0-20-18-30-34-22-10 6-8 30 6 40 14 8 28 0 28-18z"));
    s += &g(
        "#D9D2C0",
        "none",
        0.0,
        &(circle(-40.0, -18.0, 8.0, "") + &circle(40.0, -18.0, 8.0, "")),
    );
    s += &g(INK, INK, 1.5, &p("M-48-104c14-8 30-4 36 6l-6 52c-8 8-20 6-26-2-10-20-12-40-4-56zM48-104c-6-4-30-4-36 6l18 40c10 2 20-4 24-12 4-12 0-26-6-34z"));
    s += &at(0.0, -140.0, 1.25, "", &panda_head());
    s
}

/// The corner mark of a special card in a small cartouche: `label` (if any) over a
/// small picture.
fn corner(label: &str, mark: &str) -> String {
    let tall = !label.is_empty();
    let mut s = rect(
        14.0,
        14.0,
        44.0,
        if tall { 100.0 } else { 54.0 },
        6.0,
        &format!("fill=\"{PAPER}\" stroke=\"{GOLD}\" stroke-width=\"2\""),
    );
    if tall {
        s += &text(
            36.0,
            62.0,
            &format!("{SERIF} font-size=\"56\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"{INK}\""),
            label,
        );
    }
    s += &at(36.0, if tall { 92.0 } else { 41.0 }, 1.0, "", mark);
    both_corners(&s)
}

/// The stork's head for its corner mark.
fn stork_mark() -> String {
    lines(INK, 7.0, "M-6 4q-4 10 2 18")
        + &lines("#FFFFFF", 4.0, "M-6 4q-4 10 2 18")
        + &g(RED, INK, 1.2, &p("M0-6l20 3-20 5z"))
        + &g("#FFFFFF", INK, 1.5, &circle(-4.0, -3.0, 8.0, ""))
        + &circle(-3.0, -5.0, 1.8, &format!("fill=\"{INK}\""))
}

/// A small catfish for its corner mark.
fn catfish_mark() -> String {
    g(
        "#5B6770",
        INK,
        1.5,
        &p("M-14 1l-8-9v18zM-16 1C-8-10 8-12 15-4c3 4 2 9-3 11C2 11-10 9-16 1z"),
    ) + &lines(INK, 1.5, "M15 4q9 5 3 14M15 0q10-5 6-15")
        + &circle(8.0, -3.0, 2.2, "fill=\"#FFFFFF\"")
}

/// The gold frame of the special cards.
fn frame() -> String {
    face(PAPER, GOLD)
        + &rect(
            6.0,
            6.0,
            W - 12.0,
            H - 12.0,
            8.0,
            &format!("fill=\"none\" stroke=\"{GOLD}\" stroke-width=\"4\""),
        )
        + &rect(
            12.0,
            12.0,
            W - 24.0,
            H - 24.0,
            5.0,
            &format!("fill=\"none\" stroke=\"{INK}\" stroke-width=\"1\""),
        )
}

pub fn card(card: Card) -> String {
    let s = frame();
    let (label, mark, art) = match card {
        Card::STORK => (
            "1",
            stork_mark(),
            circle(118.0, 110.0, 46.0, &format!("fill=\"{MOON}\""))
                + &lines("#9FB3BF", 3.0, "M40 236q15-6 30 0t30 0M110 244q15-6 30 0")
                + &at(110.0, 240.0, 0.82, "", &stork_body()),
        ),
        Card::CAT => (
            "",
            at(0.0, 2.0, 0.62, "", &cat_head()),
            circle(100.0, 140.0, 70.0, &format!("fill=\"{MOON}\"")) + &cat_body(),
        ),
        Card::CATFISH => (
            "",
            at(0.0, 0.0, 1.05, "", &catfish_mark()),
            lines(
                "#9FB3BF",
                3.0,
                "M30 230q15-8 30 0t30 0t30 0M90 70q15-8 30 0t30 0M40 170q12-6 24 0",
            ) + &format!(
                "<g transform=\"translate(100 148) rotate(-32) scale(0.95)\">{}</g>",
                catfish_body()
            ),
        ),
        _ => (
            "",
            at(0.0, 4.0, 0.62, "", &panda_head()),
            circle(100.0, 130.0, 66.0, &format!("fill=\"{MOON}\""))
                + &at(96.0, 254.0, 0.95, "", &panda_body()),
        ),
    };
    s + &art + &corner(label, &mark)
}

/// The maneki-neko: sitting, one paw raised, red collar with a gold bell.
fn cat_body() -> String {
    let mut s = g(
        "#FFFFFF",
        INK,
        2.0,
        &p("M58 250c-6-50 6-100 42-110s54 34 48 110z"),
    );
    s += &pf("M120 180c12 10 18 30 14 56-12-6-18-30-14-56z", "#E69F00");
    s += &pf("M66 200c8 4 12 18 8 30-8-4-12-18-8-30z", INK);
    s += &g(
        "#FFFFFF",
        INK,
        2.0,
        &p("M78 220c-4 14 0 28 14 30h16c14-2 18-16 14-30z"),
    );
    s += &lines(INK, 1.5, "M94 236v12M106 236v12");
    s += &g(
        "#C62828",
        INK,
        1.5,
        &p("M68 136q32 14 64 0v10q-32 14-64 0z"),
    );
    s += &g(GOLD, INK, 1.5, &circle(100.0, 152.0, 9.0, ""));
    s += &lines(INK, 1.5, "M92 152h16M100 154v7");
    s += &at(100.0, 104.0, 1.35, "", &cat_head());
    // The raised paw, beckoning.
    s += &g(
        "#FFFFFF",
        INK,
        2.0,
        &p("M130 166c4-22 6-44 6-62-2-16 26-18 26 0 0 22-6 44-14 64z"),
    );
    s += &lines(INK, 1.5, "M143 90v7M151 90v7");
    s
}

/// Bamboo stalks on deep green, a panda in a round medallion.
pub fn back() -> String {
    let mut s = face("#17402A", "#0E2A1B");
    s += &rect(
        10.0,
        10.0,
        W - 20.0,
        H - 20.0,
        7.0,
        &format!("fill=\"none\" stroke=\"{GOLD}\" stroke-width=\"2\""),
    );
    let mut stalks = String::new();
    let mut nodes = String::new();
    for (i, x) in [30.0, 70.0, 130.0, 170.0].iter().enumerate() {
        stalks += &rect(x - 7.0, 16.0, 14.0, H - 32.0, 3.0, "");
        let off = if i % 2 == 0 { 0.0 } else { 24.0 };
        let mut y = 40.0 + off;
        while y < H - 24.0 {
            nodes += &format!("M{} {}h18", n(x - 9.0), n(y));
            y += 48.0;
        }
    }
    s += &format!("<g fill=\"#2F6B3F\">{stalks}</g>");
    s += &lines("#1F5230", 3.0, &nodes);
    let mut leaves = String::new();
    for (x, y, dir) in [
        (37.0, 64.0, 1.0),
        (63.0, 136.0, -1.0),
        (137.0, 88.0, 1.0),
        (163.0, 200.0, -1.0),
        (37.0, 232.0, 1.0),
        (137.0, 232.0, 1.0),
    ] {
        leaves += &format!(
            "M{} {}q{} -14 {} -6q{} 10 {} 6z",
            n(x),
            n(y),
            n(dir * 14.0),
            n(dir * 34.0),
            n(-dir * 14.0),
            n(-dir * 34.0)
        );
    }
    s += &pf(&leaves, "#3F8A4F");
    s += &circle(
        100.0,
        140.0,
        50.0,
        &format!("fill=\"#0E2A1B\" stroke=\"{GOLD}\" stroke-width=\"3\""),
    );
    s += &at(100.0, 146.0, 1.1, "", &panda_head());
    s
}

/// A panda's face holding a fan of cards in the four suit colours.
pub fn tile() -> String {
    let mut s = rect(0.0, 0.0, 120.0, 120.0, 12.0, "fill=\"#2F6B3F\"");
    s += &lines("#24543A", 8.0, "M14 0v120M106 0v120");
    s += &lines("#1C4530", 2.0, "M10 30h8M10 78h8M102 50h8M102 98h8");
    s += &at(60.0, 50.0, 1.15, "", &panda_head());
    let colors = ["#0072B2", "#009E73", "#CC79A7", "#E69F00"];
    for (i, c) in colors.iter().enumerate() {
        let deg = -30.0 + 20.0 * i as f64;
        s += &group(
            60.0,
            122.0,
            1.0,
            deg,
            &(rect(
                -11.0,
                -46.0,
                22.0,
                32.0,
                3.0,
                &format!("fill=\"#FBF8F0\" stroke=\"{c}\" stroke-width=\"3\""),
            ) + &rect(-6.0, -41.0, 12.0, 8.0, 1.0, &format!("fill=\"{c}\""))),
        );
    }
    s += &g(
        INK,
        INK,
        1.0,
        &(circle(42.0, 92.0, 8.0, "") + &circle(78.0, 92.0, 8.0, "")),
    );
    s
}
