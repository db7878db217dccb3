//! Small SVG writing helpers shared by every deck's drawing. Numbers are rounded to one
//! decimal so the sprites stay small.

use std::fmt::Write;

/// One `<symbol>` of a sprite: its id, its viewBox size and its inner SVG.
pub struct Symbol {
    pub id: String,
    pub w: u32,
    pub h: u32,
    pub body: String,
}

impl Symbol {
    pub fn new(id: impl Into<String>, w: u32, h: u32, body: String) -> Symbol {
        Symbol {
            id: id.into(),
            w,
            h,
            body,
        }
    }

    pub fn write(&self, out: &mut String) {
        let _ = writeln!(
            out,
            "<symbol id=\"{}\" viewBox=\"0 0 {} {}\">{}</symbol>",
            self.id, self.w, self.h, self.body
        );
    }
}

/// A number as SVG wants it: at most one decimal, no trailing zero.
pub fn n(v: f64) -> String {
    let r = (v * 10.0).round() / 10.0;
    if r.fract() == 0.0 {
        format!("{}", r as i64)
    } else {
        format!("{r:.1}")
    }
}

/// Escapes text for SVG content and attributes.
pub fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

pub fn rect(x: f64, y: f64, w: f64, h: f64, rx: f64, attrs: &str) -> String {
    format!(
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" {attrs}/>",
        n(x),
        n(y),
        n(w),
        n(h),
        n(rx)
    )
}

pub fn circle(cx: f64, cy: f64, r: f64, attrs: &str) -> String {
    format!(
        "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" {attrs}/>",
        n(cx),
        n(cy),
        n(r)
    )
}

pub fn path(d: &str, attrs: &str) -> String {
    format!("<path d=\"{d}\" {attrs}/>")
}

/// Text; `attrs` carries font-size, anchor, fill, weight...
pub fn text(x: f64, y: f64, attrs: &str, s: &str) -> String {
    format!(
        "<text x=\"{}\" y=\"{}\" {attrs}>{}</text>",
        n(x),
        n(y),
        esc(s)
    )
}

/// A group moved by (dx, dy), scaled by `s` and rotated by `deg` about its origin.
pub fn group(dx: f64, dy: f64, s: f64, deg: f64, inner: &str) -> String {
    format!(
        "<g transform=\"translate({} {}) rotate({}) scale({})\">{inner}</g>",
        n(dx),
        n(dy),
        n(deg),
        n(s)
    )
}

/// A rounded rectangle as path data, for frames and rings with holes (a `<rect>` cannot be
/// combined with an inner outline in one path).
pub fn rrect_d(x: f64, y: f64, w: f64, h: f64, r: f64) -> String {
    format!(
        "M{} {}H{}A{r} {r} 0 0 1 {} {}V{}A{r} {r} 0 0 1 {} {}H{}A{r} {r} 0 0 1 {} {}V{}A{r} {r} 0 0 1 {} {}Z",
        n(x + r),
        n(y),
        n(x + w - r),
        n(x + w),
        n(y + r),
        n(y + h - r),
        n(x + w - r),
        n(y + h),
        n(x + r),
        n(x),
        n(y + h - r),
        n(y + r),
        n(x + r),
        n(y),
        r = n(r)
    )
}
