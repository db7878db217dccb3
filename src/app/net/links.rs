//! The page's WebRTC links, kept for as long as the page lives (a table page may be left for
//! the rules and come back; its phones stay connected): on the host one per phone seat, on a
//! guest the one to its host. What they hear goes to the table showing now (its listener).

use super::proto::{pieces, Joiner, MAX_FROM_HOST};
use super::rtc::{Link, LinkEvent};
use crate::core::Seat;
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

/// What a link heard, with the seat it serves (on a guest: its own seat).
#[derive(Clone, Debug, PartialEq)]
pub enum Note {
    Open(Seat),
    Message(Seat, String),
    Closed(Seat),
}

type Listener = Rc<dyn Fn(Note)>;

#[derive(Default)]
struct Links {
    links: BTreeMap<Seat, Rc<Link>>,
    /// Each link's pieces of a long message (see [`pieces`]).
    joiners: BTreeMap<Seat, Joiner>,
    listener: Option<Listener>,
    /// Heard while no table listened (between the join page and the guest's table).
    early: Vec<Note>,
}

thread_local! {
    static LINKS: RefCell<Links> = RefCell::new(Links::default());
}

/// A new link for `seat` (replacing any older one, which closes): its events go to the
/// listener. Returns the link, to make or take codes with.
pub fn open(seat: Seat) -> Result<Rc<Link>, super::rtc::PairError> {
    let link = Rc::new(Link::new(move |e| {
        deliver(match e {
            LinkEvent::Open => Note::Open(seat),
            LinkEvent::Message(piece) => match joined(seat, &piece) {
                Some(text) => Note::Message(seat, text),
                None => return,
            },
            LinkEvent::Closed => Note::Closed(seat),
        })
    })?);
    let old = LINKS.with(|l| {
        let mut l = l.borrow_mut();
        l.joiners.remove(&seat);
        l.links.insert(seat, link.clone())
    });
    // Dropped outside the borrow: closing may call back.
    drop(old);
    Ok(link)
}

/// Closes every link (a new game, or a guest leaving its table).
pub fn close_all() {
    let old = LINKS.with(|l| std::mem::take(&mut l.borrow_mut().links));
    drop(old);
}

/// Sends `text` down the link of `seat`; `false` when it is not open.
pub fn send(seat: Seat, text: &str) -> bool {
    let link = LINKS.with(|l| l.borrow().links.get(&seat).cloned());
    link.is_some_and(|l| pieces(text).iter().all(|p| l.send(p)))
}

/// A piece heard on the link of `seat`: the whole message once its last piece came.
fn joined(seat: Seat, piece: &str) -> Option<String> {
    LINKS.with(|l| {
        let mut l = l.borrow_mut();
        l.joiners
            .entry(seat)
            .or_default()
            .take(piece, MAX_FROM_HOST)
    })
}

/// The links' events go to `on` from now on (and those heard while nobody listened).
pub fn listen(on: impl Fn(Note) + 'static) {
    let early = LINKS.with(|l| {
        let mut l = l.borrow_mut();
        l.listener = Some(Rc::new(on));
        std::mem::take(&mut l.early)
    });
    for note in early {
        deliver(note);
    }
}

/// Nobody listens any more (the table left the page).
pub fn unlisten() {
    LINKS.with(|l| l.borrow_mut().listener = None);
}

fn deliver(note: Note) {
    let listener = LINKS.with(|l| {
        let mut l = l.borrow_mut();
        let listener = l.listener.clone();
        if listener.is_none() {
            l.early.push(note.clone());
        }
        listener
    });
    if let Some(on) = listener {
        on(note);
    }
}
