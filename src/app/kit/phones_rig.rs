//! For tests: a host's table and its phones wired with outboxes instead of links, and the
//! leak check every message the host sends gets.

use super::model::{PlayerKind, TableSetup};
use super::phones::{NetSeats, Wire};
use crate::app::net::proto::{read, Envelope, FromHost, MAX_FROM_HOST};
use crate::core::{Seat, ViewOf, Viewed};
use std::cell::RefCell;
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

/// What the host sent, taken from `out`, each message checked: only to a phone seat, never
/// the seed, and a view in it exactly that seat's view of `game` as it is now.
pub fn sent_checked<G: Viewed>(
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
        let env: Envelope<FromHost<ViewOf<G>>> = read(text, MAX_FROM_HOST).unwrap();
        if let FromHost::View(v) = env.body {
            assert_eq!(*v, game.view(Some(*seat)), "exactly the seat's view");
        }
    }
    sent
}
