//! What a guest hears of its seat's view: after a whole view (on joining, rejoining, or when
//! the guest says it is out of step), only what changed. Each [`Part`] names the message it
//! builds on, so a lost or doubled message is noticed and answered with a whole view, never
//! applied twice. The table goes as edits of its JSON text, the history as the events from
//! where it changed, the legal moves only when they change (and as a rule where a game says
//! them in a line, [`Viewed::ruled`]). What a phone hears then does not grow with the game.
//!
//! The host keeps what it last told each phone ([`Told`]); the guest rebuilds exactly the
//! view the host would have sent whole ([`Built`]). Plain Rust, tested natively.

pub use super::edits::Edit;
use super::edits::{edited, text_edits, with_copies};
use super::proto::{write, FromHost};
use crate::core::{Seat, View, ViewOf, Viewed, VIEW_VERSION};
use serde::{Deserialize, Serialize};
use std::rc::Rc;

/// The most a message from the host carries: a whole view late in a game goes in parts.
pub const PART_BYTES: usize = 16 * 1024;
/// What the host packs into one part, leaving room for the envelope and a part's fields.
const PACK: usize = 15 * 1024;
/// The most a guest builds of a table's text or holds as events (a host past this is lying).
pub(super) const MAX_TEXT: usize = 1 << 20;

/// The seat's legal moves, as a part says them.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(bound(deserialize = "A: Deserialize<'de>"))]
pub enum Moves<A> {
    /// As in the view before.
    #[default]
    Same,
    List(Vec<A>),
    /// `before`, then the moves the game's rule makes from the table ([`Viewed::ruled`]),
    /// then `after`.
    Rule {
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        before: Vec<A>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        after: Vec<A>,
    },
}

impl<A> Moves<A> {
    fn is_same(&self) -> bool {
        matches!(self, Moves::Same)
    }
}

/// One message's share of a view. Fields left out are unchanged (or empty).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(deserialize = "A: Deserialize<'de>, E: Deserialize<'de>"))]
pub struct Part<A, E> {
    /// 0: a whole view starts here. Otherwise the number of the host's message (a part) this
    /// one builds on.
    pub base: u64,
    /// A whole view's seat and version.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<Seat>,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub version: u32,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub table: Vec<Edit>,
    #[serde(default, skip_serializing_if = "Moves::is_same")]
    pub legal: Moves<A>,
    /// The history is cut at `from` and `events` follow (`None`: unchanged).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<usize>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub events: Vec<E>,
    /// More parts of this change follow before the view is whole.
    #[serde(default, skip_serializing_if = "is_false")]
    pub more: bool,
    /// On the last part: the table text's checksum ([`fnv`]), so that a phone whose text went
    /// astray asks again rather than draw a wrong table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sum: Option<u32>,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// A game's part type.
pub type PartOf<G> = Part<<G as crate::core::Game>::Action, <G as Viewed>::Seen>;

impl<A, E> Part<A, E> {
    fn new(base: u64) -> Self {
        Part {
            base,
            seat: None,
            version: 0,
            table: Vec::new(),
            legal: Moves::Same,
            from: None,
            events: Vec::new(),
            more: false,
            sum: None,
        }
    }
}

/// FNV-1a, 32 bits: a checksum a browser's script can compute too.
pub fn fnv(text: &str) -> u32 {
    text.bytes()
        .fold(0x811c_9dc5, |h, b| (h ^ b as u32).wrapping_mul(0x0100_0193))
}

fn json<T: Serialize + ?Sized>(t: &T) -> String {
    serde_json::to_string(t).expect("views serialize")
}

// ------------------------------------------------------------------ the host's side

/// What the host last told one phone of its view.
#[derive(Clone, Debug)]
pub struct Told<G: Viewed> {
    view: Option<Rc<ViewOf<G>>>,
    /// That view's table as JSON text.
    text: String,
    /// The number of the last part sent: the next builds on it.
    chain: u64,
    /// How the legal moves were last said: a list, or a rule the phone applies to each new
    /// table until told otherwise.
    form: Moves<G::Action>,
}

impl<G: Viewed> Default for Told<G> {
    fn default() -> Self {
        Told {
            view: None,
            text: String::new(),
            chain: 0,
            form: Moves::Same,
        }
    }
}

impl<G: Viewed> Told<G> {
    /// The next view goes whole (a phone rejoined, or said it is out of step).
    pub fn forget(&mut self) {
        self.view = None;
    }

    /// Whether `view` is what the phone has.
    pub fn has(&self, view: &ViewOf<G>) -> bool {
        self.view.as_deref() == Some(view)
    }

    /// The messages that bring the phone from what it was told to `view`, each numbered by
    /// `number`: whole if it was told nothing yet, else what changed; none if nothing did.
    pub fn parts(&mut self, view: Rc<ViewOf<G>>, mut number: impl FnMut() -> u64) -> Vec<String> {
        if self.has(&view) {
            return Vec::new();
        }
        let text = json(&view.table);
        let old = self.view.take();
        let whole = old.is_none();
        let (old_text, old_events): (&str, &[G::Seen]) = match &old {
            Some(o) => (&self.text, &o.events),
            None => ("", &[]),
        };
        let mut edits = text_edits(old_text, &text);
        // Said as before (the same list, or the same rule the phone applies anew): not sent.
        let form = moves_of::<G>(&view);
        let legal = if !whole && form == self.form {
            Moves::Same
        } else {
            form.clone()
        };
        self.form = form;
        let same = old_events
            .iter()
            .zip(&view.events)
            .take_while(|(a, b)| a == b)
            .count();
        let cut = whole || same < old_events.len() || same < view.events.len();
        let from = cut.then_some(same);
        // What the table repeats of the new events goes as copies of them, when the change
        // fits one part (a copy reads its own part's events).
        if let Some(from) = from {
            let events = json(&view.events[from..]);
            if events.len() + json(&edits).len() + 1024 < PACK {
                edits = with_copies(edits, &events);
            }
        }
        let out = pack::<G>(
            Rc::clone(&view),
            whole,
            edits,
            legal,
            from,
            fnv(&text),
            self.chain,
            &mut number,
        );
        self.chain = out.last().map(|(n, _)| *n).unwrap_or(self.chain);
        self.view = Some(view);
        self.text = text;
        out.into_iter().map(|(_, t)| t).collect()
    }
}

/// The view's legal moves as a part says them: as the game's rule where the list holds it.
fn moves_of<G: Viewed>(view: &ViewOf<G>) -> Moves<G::Action> {
    let legal = &view.legal;
    if let Some(ruled) = G::ruled(&view.table) {
        if ruled.is_empty() {
            return Moves::Rule {
                before: legal.clone(),
                after: Vec::new(),
            };
        }
        let at = legal.iter().position(|a| *a == ruled[0]);
        if let Some(at) = at.filter(|&at| legal[at..].starts_with(&ruled)) {
            return Moves::Rule {
                before: legal[..at].to_vec(),
                after: legal[at + ruled.len()..].to_vec(),
            };
        }
    }
    Moves::List(legal.clone())
}

/// Cuts one change into parts of at most [`PACK`] bytes each: the header and the legal
/// moves first, then the table's edits (a long one split), then the events.
#[allow(clippy::too_many_arguments)]
fn pack<G: Viewed>(
    view: Rc<ViewOf<G>>,
    whole: bool,
    edits: Vec<Edit>,
    legal: Moves<G::Action>,
    from: Option<usize>,
    sum: u32,
    chain: u64,
    number: &mut impl FnMut() -> u64,
) -> Vec<(u64, String)> {
    let mut parts: Vec<PartOf<G>> = Vec::new();
    let mut part = Part::new(0);
    if whole {
        part.seat = view.seat;
        part.version = view.version;
    }
    let mut size = 120 + json(&legal).len();
    part.legal = legal;
    for edit in edits {
        let mut edit = edit;
        loop {
            let cost = json(&edit).len();
            if size + cost <= PACK {
                size += cost;
                part.table.push(edit);
                break;
            }
            // Split a long text where it fits (at a character's edge), the rest next part.
            let room = PACK.saturating_sub(size + 40) / 2;
            let Edit::Put(keep, drop, text) = &mut edit else {
                unreachable!("a copy is short, and only in a change of one part")
            };
            if room < 64 {
                parts.push(std::mem::replace(&mut part, Part::new(0)));
                size = 120;
                continue;
            }
            let mut cut = room.min(text.len());
            while !text.is_char_boundary(cut) {
                cut -= 1;
            }
            let rest = text.split_off(cut);
            let first = Edit::Put(*keep, *drop, std::mem::take(text));
            part.table.push(first);
            parts.push(std::mem::replace(&mut part, Part::new(0)));
            size = 120;
            edit = Edit::put(0, 0, rest);
        }
    }
    if let Some(mut at) = from {
        part.from = Some(at);
        for e in &view.events[at..] {
            // As a list of one (the serializer the list of events uses: one copy of it).
            let cost = json(std::slice::from_ref(e)).len() - 1;
            if size + cost > PACK && !part.events.is_empty() {
                parts.push(std::mem::replace(&mut part, Part::new(0)));
                part.from = Some(at);
                size = 120;
            }
            size += cost;
            part.events.push(e.clone());
            at += 1;
        }
    }
    parts.push(part);
    let last = parts.len() - 1;
    let mut base = if whole { 0 } else { chain };
    let mut out = Vec::with_capacity(parts.len());
    for (i, mut p) in parts.into_iter().enumerate() {
        p.base = base;
        p.more = i < last;
        if i == last {
            p.sum = Some(sum);
        }
        let n = number();
        out.push((n, write(n, &FromHost::Part(Box::new(p)))));
        base = n;
    }
    out
}

// ------------------------------------------------------------------ the guest's side

/// A guest's view, rebuilt from the host's parts.
#[derive(Clone, Debug)]
pub struct Built<G: Viewed> {
    pub view: Option<Rc<ViewOf<G>>>,
    /// The view's table as the host wrote it.
    text: String,
    /// The number of the last part taken (0: none, or out of step).
    chain: u64,
    /// A change that comes in several parts, until its last.
    work: Option<Work<G>>,
    /// Out of step and a whole view asked for: parts are ignored until one starts.
    pub asked: bool,
    /// The rule the legal moves were last said by (the moves before and after it): applied
    /// to each new table until the host says otherwise.
    rule: Option<Around<G::Action>>,
}

/// The moves listed before and after a game's rule.
type Around<A> = (Vec<A>, Vec<A>);

#[derive(Clone, Debug)]
struct Work<G: Viewed> {
    whole: Option<(Seat, u32)>,
    out: String,
    cursor: usize,
    legal: Moves<G::Action>,
    /// Where the history is cut (`None`: kept), and what follows.
    from: Option<usize>,
    events: Vec<G::Seen>,
}

/// What a part did to a guest's view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Took {
    /// The view is whole again: draw it.
    View,
    /// More parts to come.
    Partial,
    /// The part does not follow what this phone has: ask for a whole view (`true` the first
    /// time; parts are ignored until it comes).
    OutOfStep(bool),
    /// A whole view of another seat or version.
    Refused(super::proto::Refusal),
}

impl<G: Viewed> Default for Built<G> {
    fn default() -> Self {
        Built {
            view: None,
            text: String::new(),
            chain: 0,
            work: None,
            asked: false,
            rule: None,
        }
    }
}

impl<G: Viewed> Built<G> {
    /// The link is new: the host starts with a whole view.
    pub fn restart(&mut self) {
        self.chain = 0;
        self.work = None;
        self.asked = false;
    }

    /// Takes the part in the host's message number `n`.
    pub fn take(&mut self, n: u64, part: PartOf<G>, me: Seat) -> Took {
        if part.base == 0 {
            let (seat, version) = (part.seat, part.version);
            if version != VIEW_VERSION {
                return Took::Refused(super::proto::Refusal::Version(version));
            }
            // Another seat's view, or a spectator's: never this phone's.
            let Some(seat) = seat.filter(|&s| s == me) else {
                return Took::Refused(super::proto::Refusal::Forged);
            };
            self.asked = false;
            self.work = Some(Work {
                whole: Some((seat, version)),
                out: String::new(),
                cursor: 0,
                legal: Moves::Same,
                from: Some(0),
                events: Vec::new(),
            });
        } else if self.asked || part.base != self.chain || self.chain == 0 {
            return self.out_of_step();
        } else if self.work.is_none() {
            if self.view.is_none() {
                return self.out_of_step();
            }
            self.work = Some(Work {
                whole: None,
                out: String::new(),
                cursor: 0,
                legal: Moves::Same,
                from: None,
                events: Vec::new(),
            });
        }
        let (more, sum) = (part.more, part.sum);
        if self.step(part).is_none() {
            return self.out_of_step();
        }
        self.chain = n;
        if more {
            return Took::Partial;
        }
        match self.finish(sum) {
            Some(()) => Took::View,
            None => self.out_of_step(),
        }
    }

    fn out_of_step(&mut self) -> Took {
        self.work = None;
        self.chain = 0;
        let first = !self.asked;
        self.asked = true;
        Took::OutOfStep(first)
    }

    /// Adds a part to the change being built; `None` if it does not fit what this phone has.
    fn step(&mut self, part: PartOf<G>) -> Option<()> {
        let work = self.work.as_mut()?;
        let old: &str = if work.whole.is_some() { "" } else { &self.text };
        // This part's events as JSON, what its copies read (as the host wrote them).
        let copies = part.table.iter().any(|e| matches!(e, Edit::Copy(..)));
        let events = copies.then(|| json(part.events.as_slice()));
        let text = (&mut work.out, &mut work.cursor);
        edited(old, text, part.table, events.as_deref().unwrap_or_default())?;
        if !part.legal.is_same() {
            work.legal = part.legal;
        }
        if let Some(from) = part.from {
            let held = match &work.from {
                // A later part of the same change goes on where the last stopped.
                Some(at) => at + work.events.len(),
                None => self.view.as_ref().map_or(0, |v| v.events.len()),
            };
            if work.from.is_some() && from != held {
                return None;
            }
            if work.from.is_none() {
                if from > held {
                    return None;
                }
                work.from = Some(from);
            }
        }
        work.events.extend(part.events);
        (work.events.len() <= MAX_TEXT).then_some(())
    }

    /// The change's last part came: the view it makes, checked against the host's sum.
    fn finish(&mut self, sum: Option<u32>) -> Option<()> {
        let mut work = self.work.take()?;
        let old: &str = if work.whole.is_some() { "" } else { &self.text };
        work.out.push_str(old.get(work.cursor..)?);
        if sum != Some(fnv(&work.out)) {
            return None;
        }
        let table: G::Table = serde_json::from_str(&work.out).ok()?;
        // The moves as said now, or by the rule said last (applied to this table).
        let (legal, rule) = match work.legal {
            Moves::List(list) => (Some(list), None),
            Moves::Rule { before, after } => (None, Some((before, after))),
            Moves::Same => (None, self.rule.clone()),
        };
        let legal = match &rule {
            Some((before, after)) => {
                let mut list = before.clone();
                list.extend(G::ruled(&table)?);
                list.extend(after.iter().cloned());
                Some(list)
            }
            None => legal,
        };
        let view = match work.whole {
            Some((seat, version)) => View {
                version,
                seat: Some(seat),
                table,
                legal: legal?,
                events: work.events,
                reveal: None,
            },
            None => {
                // The view this phone had, changed in place when nothing else holds it
                // (then the time does not grow with the history); else a copy.
                let old = self.view.take()?;
                let mut view = Rc::try_unwrap(old).unwrap_or_else(|rc| (*rc).clone());
                view.table = table;
                if let Some(legal) = legal {
                    view.legal = legal;
                }
                if let Some(from) = work.from {
                    view.events.truncate(from);
                    view.events.extend(work.events);
                }
                view
            }
        };
        self.view = Some(Rc::new(view));
        self.text = work.out;
        self.rule = rule;
        Some(())
    }
}

#[cfg(test)]
use super::edits::trimmed;

#[cfg(test)]
#[path = "delta_tests.rs"]
mod tests;
