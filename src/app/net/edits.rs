//! The table's text as a phone is sent it: edits of the JSON text it had, found by Myers'
//! diff over JSON tokens, and what they write read back (see `delta`, which sends them in its
//! parts). Plain Rust, apart from any game's types.

use serde::{Deserialize, Serialize};

/// Beyond this many differences a table's text goes as one edit (finding them costs more).
const MAX_DIFFS: usize = 1000;

/// One edit of a table's JSON text, in bytes: from the cursor, copy `keep` bytes of the old
/// text, skip `drop`, then write what is new. What follows the last edit is copied as it was.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Edit {
    /// `[keep, drop, "text"]`: writes the text.
    Put(usize, usize, String),
    /// `[keep, drop, at, len]`: writes `len` bytes from `at` of this part's events as JSON
    /// (a card played is on the table and in the history: it goes once).
    Copy(usize, usize, usize, usize),
}

// Read by hand: serde's untagged reading buffers every edit first, and costs the app's
// wasm kilobytes; an edit is a list whose third item says which it is.
impl<'de> Deserialize<'de> for Edit {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::{Error, SeqAccess, Visitor};
        struct Edits;
        impl<'de> Visitor<'de> for Edits {
            type Value = Edit;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("[keep, drop, text] or [keep, drop, at, len]")
            }
            fn visit_seq<S: SeqAccess<'de>>(self, mut s: S) -> Result<Edit, S::Error> {
                let mut next = |what: &str| -> Result<Item, S::Error> {
                    s.next_element()?.ok_or_else(|| Error::custom(what))
                };
                let (Item::At(keep), Item::At(drop)) = (next("keep")?, next("drop")?) else {
                    return Err(Error::custom("an edit's keep and drop are numbers"));
                };
                let edit = match next("text or at")? {
                    Item::Text(text) => Edit::Put(keep, drop, text),
                    Item::At(at) => match next("len")? {
                        Item::At(len) => Edit::Copy(keep, drop, at, len),
                        Item::Text(_) => return Err(Error::custom("a copy's length")),
                    },
                };
                match s.next_element::<Item>()? {
                    None => Ok(edit),
                    Some(_) => Err(Error::custom("an edit too long")),
                }
            }
        }
        d.deserialize_seq(Edits)
    }
}

/// One item of an edit: a number or a text.
enum Item {
    At(usize),
    Text(String),
}

impl<'de> Deserialize<'de> for Item {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Items;
        impl serde::de::Visitor<'_> for Items {
            type Value = Item;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a number or a text")
            }
            fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<Item, E> {
                usize::try_from(n).map(Item::At).map_err(E::custom)
            }
            fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<Item, E> {
                Ok(Item::Text(s.to_string()))
            }
            fn visit_string<E: serde::de::Error>(self, s: String) -> Result<Item, E> {
                Ok(Item::Text(s))
            }
        }
        d.deserialize_any(Items)
    }
}

impl Edit {
    pub(super) fn put(keep: usize, drop: usize, text: impl Into<String>) -> Edit {
        Edit::Put(keep, drop, text.into())
    }
}

/// The shortest text worth a [`Edit::Copy`] (its own four numbers take about 12 bytes).
const MIN_COPY: usize = 24;

/// Applies `edits` to `old` from `cursor`, writing into `out` (`events`: the part's events
/// as JSON, what copies read); `None` if one does not fit. Apart from the game's types, so
/// that one copy of it serves every game.
pub(super) fn edited(
    old: &str,
    (out, cursor): (&mut String, &mut usize),
    edits: Vec<Edit>,
    events: &str,
) -> Option<()> {
    for edit in edits {
        let (keep, drop) = match edit {
            Edit::Put(keep, drop, _) | Edit::Copy(keep, drop, ..) => (keep, drop),
        };
        let end = cursor.checked_add(keep)?;
        out.push_str(old.get(*cursor..end)?);
        *cursor = end.checked_add(drop)?;
        old.get(..*cursor)?;
        match edit {
            Edit::Put(.., add) => out.push_str(&add),
            Edit::Copy(.., at, len) => out.push_str(events.get(at..at.checked_add(len)?)?),
        }
        if out.len() > super::delta::MAX_TEXT {
            return None;
        }
    }
    Some(())
}

/// The table's JSON text cut into tokens, each ending at one of JSON's marks: what the
/// edits are found over (a card, a count, a field).
fn tokens(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, b) in text.bytes().enumerate() {
        if matches!(b, b',' | b':' | b'[' | b']' | b'{' | b'}') {
            out.push(&text[start..=i]);
            start = i + 1;
        }
    }
    if start < text.len() {
        out.push(&text[start..]);
    }
    out
}

/// The edits that make `new` of `old`: Myers' shortest edit script over tokens, or, past
/// [`MAX_DIFFS`] differences, one edit between the common start and end.
pub(super) fn text_edits(old: &str, new: &str) -> Vec<Edit> {
    if old == new {
        return Vec::new();
    }
    if old.is_empty() {
        return vec![Edit::put(0, 0, new)];
    }
    let (a, b) = (tokens(old), tokens(new));
    let Some(script) = myers(&a, &b, MAX_DIFFS) else {
        return vec![trimmed(old, new)];
    };
    let mut edits = Vec::new();
    // The edit being made: bytes kept, dropped, and what is written.
    let (mut keep, mut drop, mut add) = (0, 0, String::new());
    let (mut i, mut j) = (0, 0);
    for op in script {
        match op {
            Op::Same => {
                if drop > 0 || !add.is_empty() {
                    edits.push(Edit::Put(keep, drop, std::mem::take(&mut add)));
                    (keep, drop) = (0, 0);
                }
                keep += a[i].len();
                i += 1;
                j += 1;
            }
            Op::Del => {
                drop += a[i].len();
                i += 1;
            }
            Op::Ins => {
                add.push_str(b[j]);
                j += 1;
            }
        }
    }
    if drop > 0 || !add.is_empty() {
        edits.push(Edit::Put(keep, drop, add));
    }
    edits
}

/// One edit replacing what lies between the common start and the common end.
pub(super) fn trimmed(old: &str, new: &str) -> Edit {
    let (o, n) = (old.as_bytes(), new.as_bytes());
    let mut p = o.iter().zip(n).take_while(|(x, y)| x == y).count();
    while !old.is_char_boundary(p) || !new.is_char_boundary(p) {
        p -= 1;
    }
    let most = o.len().min(n.len()) - p;
    let mut s = o
        .iter()
        .rev()
        .zip(n.iter().rev())
        .take_while(|(x, y)| x == y)
        .count()
        .min(most);
    while !old.is_char_boundary(o.len() - s) || !new.is_char_boundary(n.len() - s) {
        s -= 1;
    }
    Edit::put(p, o.len() - s - p, &new[p..n.len() - s])
}

/// `edits` with what they write found in `events` (this part's events as JSON) written as
/// copies of it, where at least [`MIN_COPY`] bytes match, from a token's start.
pub(super) fn with_copies(edits: Vec<Edit>, events: &str) -> Vec<Edit> {
    let mut out = Vec::with_capacity(edits.len());
    for edit in edits {
        let Edit::Put(keep, drop, text) = edit else {
            out.push(edit);
            continue;
        };
        if text.len() < MIN_COPY || events.len() < MIN_COPY {
            out.push(Edit::Put(keep, drop, text));
            continue;
        }
        let (mut keep, mut drop) = (keep, drop);
        let mut literal = 0; // where the text not yet written starts
        let mut i = 0;
        let bytes = text.as_bytes();
        while i + MIN_COPY <= text.len() {
            let starts = i == 0 || matches!(bytes[i - 1], b',' | b':' | b'[' | b'{');
            let found = (starts && text.is_char_boundary(i) && text.is_char_boundary(i + MIN_COPY))
                .then(|| events.find(&text[i..i + MIN_COPY]))
                .flatten();
            let Some(at) = found else {
                i += 1;
                continue;
            };
            let mut len = MIN_COPY;
            let ev = events.as_bytes();
            while i + len < bytes.len() && at + len < ev.len() && bytes[i + len] == ev[at + len] {
                len += 1;
            }
            while !text.is_char_boundary(i + len) || !events.is_char_boundary(at + len) {
                len -= 1;
            }
            if i > literal {
                out.push(Edit::put(keep, drop, &text[literal..i]));
                (keep, drop) = (0, 0);
            }
            out.push(Edit::Copy(keep, drop, at, len));
            (keep, drop) = (0, 0);
            i += len;
            literal = i;
        }
        if literal < text.len() || (keep, drop) != (0, 0) {
            out.push(Edit::put(keep, drop, &text[literal..]));
        }
    }
    out
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    Same,
    Del,
    Ins,
}

/// Myers' O(ND) shortest edit script from `a` to `b`, if it has at most `max` differences.
/// Each round's furthest reach is kept (the diagonals it used only: O(D²) in all) to trace
/// the script back.
fn myers<T: PartialEq>(a: &[T], b: &[T], max: usize) -> Option<Vec<Op>> {
    let (n, m) = (a.len() as isize, b.len() as isize);
    let off = max as isize + 1;
    let mut v = vec![0isize; 2 * off as usize + 1];
    // trace[d][i]: the furthest x on diagonal k = i - d before round d (k from -d to d).
    let mut trace: Vec<Vec<isize>> = Vec::new();
    let at = |k: isize| (off + k) as usize;
    let mut found = false;
    'search: for d in 0..=max as isize {
        trace.push(v[at(-d)..=at(d)].to_vec());
        let mut k = -d;
        while k <= d {
            let down = k == -d || (k != d && v[at(k - 1)] < v[at(k + 1)]);
            let mut x = if down { v[at(k + 1)] } else { v[at(k - 1)] + 1 };
            let mut y = x - k;
            while x < n && y < m && a[x as usize] == b[y as usize] {
                x += 1;
                y += 1;
            }
            v[at(k)] = x;
            if x >= n && y >= m {
                found = true;
                break 'search;
            }
            k += 2;
        }
    }
    if !found {
        return None;
    }
    let mut ops = Vec::new();
    let (mut x, mut y) = (n, m);
    for (d, row) in trace.iter().enumerate().rev() {
        let d = d as isize;
        // The row before round d spans diagonals -d..=d; those outside it were never reached.
        let get = |k: isize| {
            if k < -d || k > d {
                -1
            } else {
                row[(k + d) as usize]
            }
        };
        let k = x - y;
        let prev_k = if k == -d || (k != d && get(k - 1) < get(k + 1)) {
            k + 1
        } else {
            k - 1
        };
        let px = get(prev_k).max(0);
        let py = px - prev_k;
        while x > px && y > py {
            ops.push(Op::Same);
            x -= 1;
            y -= 1;
        }
        if d > 0 {
            ops.push(if x == px { Op::Ins } else { Op::Del });
        }
        x = px;
        y = py;
    }
    ops.reverse();
    Some(ops)
}
