//! The honor deck's figures: the double-ended courts (King a samurai lord in a kabuto,
//! Queen a court lady, Jack a young retainer with a spear), the kitsune Jokers and the
//! kabuto crest of the back and the tile.

use super::{mirror, pip, pip_d, place, rel, suit_colour, turn, BLACK, GOLD, INDIGO, RED, SKIN};
use crate::svg::{circle, n, text};
use samurai_tables::games::honor::{Rank, Suit};

const CREAM: &str = "#f6eddb";
const OUTLINE: &str =
    "stroke=\"#1a1a1a\" stroke-width=\"1.4\" stroke-linejoin=\"round\" stroke-linecap=\"round\"";

/// A filled circle (outlined by the enclosing group).
fn dot(x: f64, y: f64, r: f64, fill: &str) -> String {
    circle(x, y, r, &format!("fill=\"{fill}\""))
}

/// A small five-petal flower (a sakura crest): dots drawn as round-capped zero-length
/// strokes, as path data.
fn flower(x: f64, y: f64, r: f64) -> String {
    let mut d = format!("M{} {}h0", n(x), n(y));
    for i in 0..5 {
        let t = std::f64::consts::PI * (0.4 * i as f64 - 0.5);
        d += &format!("M{} {}h0", n(x + r * t.cos()), n(y + r * t.sin()));
    }
    d
}

/// A filled shape (outlined by the enclosing group).
fn f(d: &str, fill: &str) -> String {
    format!("<path d=\"{}\" fill=\"{fill}\"/>", rel(d))
}

/// A filled shape and its mirror image.
fn fm(d: &str, fill: &str) -> String {
    format!("<path d=\"{}{}\" fill=\"{fill}\"/>", rel(d), mirror(d))
}

/// Lines only.
fn ln(d: &str, stroke: &str, w: f64) -> String {
    format!(
        "<path d=\"{}\" fill=\"none\" stroke=\"{stroke}\" stroke-width=\"{}\"/>",
        rel(d),
        n(w)
    )
}

fn ellipse(cx: f64, cy: f64, rx: f64, ry: f64, fill: &str) -> String {
    format!(
        "<ellipse cx=\"{}\" cy=\"{}\" rx=\"{}\" ry=\"{}\" fill=\"{fill}\"/>",
        n(cx),
        n(cy),
        n(rx),
        n(ry)
    )
}

/// The King's upper half: a samurai lord in armour and kabuto with a war fan.
fn king(suit: Suit) -> String {
    let a = suit_colour(suit);
    let mut s = String::new();
    // shoulder guards with lacing, chest plate
    s += &fm("M50 100L78 93L82 140L54 140Z", a);
    s += &ln(
        &format!(
            "M52 110L80 105M53 120L80 116M54 130L81 127{}",
            mirror("M52 110L80 105M53 120L80 116M54 130L81 127")
        ),
        GOLD,
        2.0,
    );
    s += &f("M74 96L126 96L122 140L78 140Z", INDIGO);
    s += &ln("M76 106H124M77 116H123M78 126H122", GOLD, 2.0);
    s += &f("M86 90L114 90L118 98L82 98Z", "#fff");
    // neck guard, face, beard
    s += &f("M80 50L62 86L138 86L120 50Z", a);
    s += &ln("M74 62H126M68 74H132", GOLD, 1.6);
    s += &ellipse(100.0, 70.0, 15.0, 19.0, SKIN);
    s += &f("M87 79Q100 104 113 79Q108 88 100 90Q92 88 87 79Z", BLACK);
    s += &f(
        "M88 81Q94 74 100 77Q106 74 112 81Q106 79 100 80Q94 79 88 81Z",
        BLACK,
    );
    s += &ln("M91 68H97M103 68H109", BLACK, 2.2);
    s += &ln("M89 62L97 64.5M111 62L103 64.5", BLACK, 2.6);
    // helmet: bowl, visor, turn-backs, horns, crest
    s += &f("M79 58Q79 28 100 28Q121 28 121 58Z", "#2f2f2f");
    s += &ln("M100 29V56M90 31L88 56M110 31L112 56", GOLD, 1.3);
    s += &f("M76 55Q100 62 124 55L124 60Q100 67 76 60Z", BLACK);
    s += &fm("M80 50L66 42L68 62L80 60Z", a);
    s += &fm("M97 48Q76 40 70 12Q82 34 99 43Z", GOLD);
    s += &dot(100.0, 45.0, 8.0, GOLD);
    s += &pip(suit, 100.0, 45.0, 10.0, false);
    // war fan (gunbai) in the right hand
    s += &ln("M135 128L137 96", "#5a3a1a", 3.5);
    s += &f(
        "M137 64C152 64 154 84 147 94C143 100 131 100 127 94C120 84 122 64 137 64Z",
        GOLD,
    );
    s += &dot(137.0, 81.0, 7.0, a);
    s += &dot(135.0, 126.0, 5.5, SKIN);
    s
}

/// The Queen's upper half: a court lady with long hair, layered robes and a fan.
fn queen(suit: Suit) -> String {
    let a = suit_colour(suit);
    let mut s = String::new();
    s += &f(
        "M100 28C76 28 66 46 68 72L62 140L138 140L132 72C134 46 124 28 100 28Z",
        BLACK,
    );
    s += &f("M94 82L106 82L106 96L94 96Z", SKIN);
    s += &f(
        "M60 140L62 112Q66 98 84 93L116 93Q134 98 138 112L140 140Z",
        a,
    );
    // robe edges in layers, collar in layers
    s += &ln(
        &format!(
            "M63 124L80 128M62 132L80 136{}",
            mirror("M63 124L80 128M62 132L80 136")
        ),
        GOLD,
        2.5,
    );
    // flowers on the robe
    let mut dots = String::new();
    for (x, y) in [
        (70.0, 118.0),
        (82.0, 108.0),
        (76.0, 134.0),
        (130.0, 118.0),
        (118.0, 108.0),
        (124.0, 134.0),
    ] {
        dots += &flower(x, y, 3.2);
    }
    s += &format!(
        "<path d=\"{dots}\" stroke=\"{}\" stroke-width=\"3.4\"/>",
        if a == RED { GOLD } else { "#c9c9c9" }
    );
    s += &ln("M83 94L100 134L117 94", GOLD, 6.0);
    s += &ln("M89 94L100 120L111 94", "#fff", 4.5);
    s += &ln("M94 94L100 108L106 94", INDIGO, 3.0);
    s += &ellipse(100.0, 66.0, 14.0, 18.0, "#fcefe2");
    s += &f(
        "M86 64C85 44 92 38 100 38C108 38 115 44 114 64C112 50 106 45 100 45C94 45 88 50 86 64Z",
        BLACK,
    );
    s += &format!(
        "<g stroke=\"none\">{}{}{}</g>",
        ellipse(93.0, 53.0, 3.2, 1.6, "#555"),
        ellipse(107.0, 53.0, 3.2, 1.6, "#555"),
        ellipse(100.0, 77.0, 3.2, 1.9, RED)
    );
    s += &ln(
        "M90 64Q93.5 61.5 97 64M103 64Q106.5 61.5 110 64",
        BLACK,
        1.7,
    );
    // crown ornament with hanging pins
    s += &ln("M88 34L79 50M112 34L121 50", GOLD, 1.6);
    s += &(dot(79.0, 51.0, 2.5, GOLD) + &dot(121.0, 51.0, 2.5, GOLD));
    s += &f("M85 38L89 24L95 32L100 18L105 32L111 24L115 38Z", GOLD);
    s += &dot(100.0, 33.0, 3.2, a);
    // the fan, held in the right hand, with the suit on it
    s += &ln("M112 93Q104 104 107 116M150 102Q153 112 149 122", a, 2.0);
    s += &f("M127 126L111 92A37 37 0 0 1 151 101Z", GOLD);
    s += &ln(
        "M127 126L119 91M127 126L129 89M127 126L140 93",
        "#8a6a10",
        0.9,
    );
    s += &pip(suit, 130.0, 101.0, 11.0, false);
    s += &dot(128.0, 125.0, 5.5, SKIN);
    s
}

/// The Jack's upper half: a young retainer in winged kamishimo with a headband and spear.
fn jack(suit: Suit) -> String {
    let a = suit_colour(suit);
    let mut s = String::new();
    s += &f(
        "M66 140L68 114Q72 104 86 99L114 99Q128 104 132 114L134 140Z",
        INDIGO,
    );
    s += &f("M94 86L106 86L106 100L94 100Z", SKIN);
    s += &ln("M89 98L100 124L111 98", "#fff", 5.0);
    // the stiff winged shoulders and front panels, a crest on each breast
    s += &fm("M48 91L92 98L98 140L80 140L74 113L57 110Z", a);
    s += &(dot(83.0, 119.0, 6.5, "#fff") + &dot(117.0, 119.0, 6.5, "#fff"));
    s += &format!(
        "<path d=\"{}{}\" fill=\"{a}\" stroke=\"none\"/>",
        pip_d(suit, 83.0, 119.0, 9.0, false),
        pip_d(suit, 117.0, 119.0, 9.0, false)
    );
    s += &ellipse(100.0, 68.0, 14.0, 18.0, SKIN);
    s += &f(
        "M85 68Q81 40 100 40Q119 40 115 68Q113 55 106 53L94 53Q87 55 85 68Z",
        BLACK,
    );
    s += &f("M96.5 42L95 27Q100 23 105 27L103.5 42Z", BLACK);
    // headband, its ends flying
    s += &f("M115 56L129 48L127 57L131 64L115 61Z", "#fff");
    s += &f("M85 56Q100 50 115 56L115 61Q100 55 85 61Z", "#fff");
    s += &circle(100.0, 55.5, 3.0, &format!("fill=\"{RED}\" stroke=\"none\""));
    s += &ln("M91 69H97M103 69H109", BLACK, 2.0);
    s += &ln("M90 64L97 65M110 64L103 65", BLACK, 2.0);
    s += &ln("M96 80H104", "#a33", 1.6);
    // the spear
    s += &ln("M62 140V40", "#6a4420", 3.2);
    s += &f("M62 16L66.5 29L62 40L57.5 29Z", "#d4dade");
    s += &f("M57.5 40H66.5L65 49H59Z", a);
    s += &dot(62.0, 118.0, 5.5, SKIN);
    s
}

/// A court card's picture: the frame and the double-ended figure.
pub fn court(rank: Rank, suit: Suit) -> String {
    let a = suit_colour(suit);
    let half = match rank {
        Rank::King => king(suit),
        Rank::Queen => queen(suit),
        _ => jack(suit),
    };
    let half = format!(
        "{}<g {OUTLINE}>{half}</g>",
        pip(
            suit,
            142.0,
            if rank == Rank::King { 46.0 } else { 26.0 },
            15.0,
            false
        )
    );
    format!(
        "<rect x=\"46\" y=\"12\" width=\"108\" height=\"256\" fill=\"{CREAM}\"/>{half}{}<path d=\"M46 140H154\" stroke=\"{a}\" stroke-width=\"2\"/><rect x=\"46\" y=\"12\" width=\"108\" height=\"256\" fill=\"none\" stroke=\"{a}\" stroke-width=\"2.5\"/>",
        turn(&half)
    )
}

/// A Joker: a kitsune mask with fox fires and cords, "JOKER" down two corners.
pub fn joker(red: bool) -> String {
    let a = if red { RED } else { BLACK };
    let b = if red { GOLD } else { RED };
    let mut s = String::new();
    // fox fires
    let flame = "M0-26C10-12 12 2 6 10C4 14-4 14-6 10C-12 2-10-12 0-26Z";
    s += &format!(
        "<path d=\"{}{}{}\" fill=\"{b}\"/>",
        place(flame, 100.0, 50.0, 1.0, false),
        place(flame, 60.0, 238.0, 0.8, false),
        place(flame, 140.0, 238.0, 0.8, false)
    );
    let mut m = String::new();
    // cords and bells
    m += &ln(
        &format!("M54 122Q42 152 50 186{}", mirror("M54 122Q42 152 50 186")),
        a,
        3.0,
    );
    m += &(dot(50.0, 192.0, 6.0, GOLD) + &dot(150.0, 192.0, 6.0, GOLD));
    // the mask
    m += &f(
        "M100 98C112 98 122 100 130 106L148 52L155 118C156 142 144 162 128 178L110 214Q100 222 90 214L72 178C56 162 44 142 45 118L52 52L70 106C78 100 88 98 100 98Z",
        "#fff",
    );
    m += &fm("M55 66L65 103L57 108Z", a);
    m += &f("M100 106C107 116 107 127 100 136C93 127 93 116 100 106Z", a);
    m += &fm("M62 134Q76 114 96 134Q78 126 62 134Z", a);
    m += &fm("M70 142Q83 131 95 144Q83 149 70 142Z", BLACK);
    m += &ln(
        &format!(
            "M58 160L78 163M61 170L80 170M66 180L82 176{}",
            mirror("M58 160L78 163M61 170L80 170M66 180L82 176")
        ),
        a,
        3.0,
    );
    m += &ln("M84 188Q100 200 116 188", a, 2.5);
    m += &f("M91 206Q100 199 109 206Q100 216 91 206Z", BLACK);
    s += &format!("<g {OUTLINE}>{m}</g>");
    // JOKER down the corners
    let mut letters = String::new();
    for (i, ch) in "JOKER".chars().enumerate() {
        letters += &text(
            23.0,
            40.0 + 29.0 * i as f64,
            &format!(
                "font-family=\"'Helvetica Neue',Arial,sans-serif\" font-weight=\"bold\" font-size=\"28\" text-anchor=\"middle\" fill=\"{a}\""
            ),
            &ch.to_string(),
        );
    }
    s += &letters;
    s += &turn(&letters);
    s
}

/// A kabuto helmet centred on (x, y), about 90 units wide at `s` = 1.
pub fn kabuto(x: f64, y: f64, s: f64, fill: &str, dark: &str) -> String {
    let p = |d: &str| place(d, x, y, s, false);
    let pm = |d: &str| format!("{}{}", p(d), place(&mirror_local(d), x, y, s, false));
    let mut o = String::new();
    // neck guard in plates
    o += &format!(
        "<path d=\"{}\" fill=\"{fill}\"/>",
        p("M-22 6L-40 32L40 32L22 6Z")
    );
    o += &format!(
        "<path d=\"{}\" fill=\"none\" stroke=\"{dark}\" stroke-width=\"{}\"/>",
        p("M-28 15L28 15M-34 24L34 24"),
        n(2.2 * s)
    );
    // bowl with ribs, visor
    o += &format!(
        "<path d=\"{}\" fill=\"{fill}\"/>",
        p("M-24 8Q-24-24 0-24Q24-24 24 8Z")
    );
    o += &format!(
        "<path d=\"{}\" fill=\"none\" stroke=\"{dark}\" stroke-width=\"{}\"/>",
        p("M0-23L0 4M-12-20L-14 4M12-20L14 4"),
        n(1.8 * s)
    );
    o += &format!(
        "<path d=\"{}\" fill=\"{fill}\" stroke=\"{dark}\" stroke-width=\"{}\"/>",
        p("M-28 4Q0 12 28 4L28 10Q0 18-28 10Z"),
        n(1.8 * s)
    );
    // turn-backs and horns
    o += &format!(
        "<path d=\"{}\" fill=\"{fill}\"/>",
        pm("M-22 0L-38-10L-36 12L-24 10Z")
    );
    o += &format!(
        "<path d=\"{}\" fill=\"{fill}\"/>",
        pm("M-3-6Q-26-16-34-50Q-20-24-1-12Z")
    );
    o += &circle(
        x,
        y - 8.0 * s,
        7.0 * s,
        &format!(
            "fill=\"{fill}\" stroke=\"{dark}\" stroke-width=\"{}\"",
            n(2.0 * s)
        ),
    );
    o
}

/// Mirrors a shape drawn about the origin.
fn mirror_local(d: &str) -> String {
    super::xf(d, -1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
}
