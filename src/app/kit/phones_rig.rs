//! For tests: a host's table and its phones wired with outboxes instead of links, and the
//! leak check every message the host sends gets.

use super::model::{PlayerKind, TableSetup};
use super::phones::{NetSeats, Wire};
use crate::app::net::delta::{Built, PartOf, Took, PART_BYTES};
use crate::app::net::proto::{read, Envelope, FromHost, MAX_FROM_HOST};
use crate::core::{Seat, ViewOf, Viewed};
use std::any::Any;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// What one side sent, each message with the seat it went to (or came from).
pub type Outbox = Rc<RefCell<Vec<(Seat, String)>>>;

/// A wire into `into`.
pub fn wire(into: &Outbox) -> Wire {
    let into = into.clone();
    Rc::new(move |seat, text| into.borrow_mut().push((seat, text)))
}

/// Seats of these kinds, named "P0", "P1"..., its phone seats unclaimed, at table `table`.
pub fn phone_setup(kinds: &[PlayerKind], table: u32) -> TableSetup {
    let mut setup = TableSetup::numbered(kinds);
    let tokens = kinds
        .iter()
        .map(|k| (*k == PlayerKind::Phone).then(String::new));
    setup.net = Some(NetSeats {
        table,
        tokens: tokens.collect(),
    });
    setup
}

/// What the host sent, taken from `out`, each message checked ([`check_sent`]): only to a
/// phone seat, never the seed, and a view it builds exactly that seat's view of `game`.
pub fn sent_checked<G: Viewed + 'static>(
    out: &Outbox,
    game: &G,
    seed: u64,
    phones: &[Seat],
) -> Vec<(Seat, String)> {
    let sent: Vec<(Seat, String)> = out.borrow_mut().drain(..).collect();
    let seed = seed.to_string();
    for (seat, text) in &sent {
        assert!(phones.contains(seat), "only a phone's seat is written to");
        assert!(!text.contains(&seed), "the seed never leaves the host");
        check_sent::<G>(out, *seat, text, || game.view(Some(*seat)));
    }
    sent
}

thread_local! {
    /// Each phone's view as the host's parts build it, by outbox and seat: the leak check's
    /// own copy of what the phone has (a test runs on a thread of its own).
    static SHADOWS: RefCell<HashMap<(usize, Seat), Box<dyn Any>>> = RefCell::default();
}

/// The leak check of one message the host sent into `out` for the phone at `seat`: at most
/// [`PART_BYTES`]; a part of a view is taken by a copy of that phone's view, and each view
/// it makes whole is exactly `now()`, the seat's view of the game as it is (so nothing in a
/// part is more than the seat may see). Returns the view made whole, if one was.
pub fn check_sent<G: Viewed + 'static>(
    out: &Outbox,
    seat: Seat,
    text: &str,
    now: impl FnOnce() -> ViewOf<G>,
) -> Option<Rc<ViewOf<G>>> {
    assert!(
        text.len() <= PART_BYTES,
        "a message of {} bytes is over {PART_BYTES}",
        text.len()
    );
    let env: Envelope<FromHost<PartOf<G>>> = read(text, MAX_FROM_HOST).unwrap();
    let FromHost::Part(part) = env.body else {
        return None;
    };
    let key = (Rc::as_ptr(out) as *const u8 as usize, seat);
    SHADOWS.with(|s| {
        let mut s = s.borrow_mut();
        let shadow = s
            .entry(key)
            .or_insert_with(|| Box::new(Built::<G>::default()))
            .downcast_mut::<Built<G>>()
            .expect("one game an outbox");
        match shadow.take(env.n, *part, seat) {
            Took::View => {
                let view = shadow.view.clone().expect("a whole view");
                assert_eq!(*view, now(), "exactly the seat's view");
                Some(view)
            }
            Took::Partial => None,
            other => panic!("the host's parts follow each other: {other:?}"),
        }
    })
}
