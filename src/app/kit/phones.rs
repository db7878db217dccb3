//! A table's phones, in plain Rust. On the host: the seats played on other phones, each sent
//! its own seat's view and nothing else, their moves checked by the engine. On a guest: the
//! host's messages heard and the person's moves sent. The links themselves (WebRTC) are the
//! net module's; here a link is a [`Wire`], so that all of it is tested natively.

use crate::app::net::guest::Guest;
use crate::app::net::hub::{Hub, Presence};
use crate::core::{BotLevel, Seat, Viewed};
use serde::{Deserialize, Serialize};
use std::rc::Rc;

/// Sends a message to the phone at a seat (on a guest: to the host).
pub type Wire = Rc<dyn Fn(Seat, String)>;

/// How long a guest waits between signs of life (the host calls a phone away after 10 s).
pub const PING_MS: f64 = 3_000.0;

/// A host silent this long is not answering (the host answers every sign of life, every
/// [`PING_MS`]): with a tick every [`PING_MS`], the guest says so within 10 s.
pub const HOST_SILENT_MS: f64 = 7_000.0;

/// The level of the computer a host gives a phone's seat to while the phone is away.
pub const COVER_LEVEL: BotLevel = BotLevel::Medium;

/// The seats played on phones, saved with the table: the table's id (in every pairing
/// code) and the token each phone claimed when it first joined ("" until then), so that a
/// host that reloads takes back the same phones.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NetSeats {
    pub table: u32,
    pub tokens: Vec<Option<String>>,
}

/// The host's side: who is at which phone seat and how to reach them.
#[derive(Clone)]
pub struct Host<G: Viewed> {
    pub hub: Hub<G>,
    /// Phone seats a computer plays until the host takes them back.
    pub covered: Vec<Seat>,
    pub wire: Wire,
}

impl<G: Viewed> Host<G> {
    pub fn new(net: &NetSeats, wire: Wire) -> Self {
        Host {
            hub: Hub::new(net.table, net.tokens.clone()),
            covered: Vec::new(),
            wire,
        }
    }

    /// The phone seats still to join (and not given to a computer): the lobby shows while
    /// there are any.
    pub fn waiting(&self) -> Vec<Seat> {
        let seats = self.hub.seats().into_iter();
        seats
            .filter(|&s| {
                self.hub.presence(s) == Some(Presence::Waiting) && !self.covered.contains(&s)
            })
            .collect()
    }

    /// Every joined phone hears who sits where and who is away.
    pub fn tell_seats(&mut self, names: &[String]) {
        for seat in self.hub.seats() {
            if let Some(text) = self.hub.seats_for(seat, names.to_vec(), &self.covered) {
                (self.wire)(seat, text);
            }
        }
    }
}

/// A guest's side: its seat's last view as the host sent it, and how moves reach the host.
#[derive(Clone)]
pub struct Remote<G: Viewed> {
    pub guest: Guest<G>,
    /// Views heard so far: where the guest's position stands (hints and timers key on it).
    pub moves: usize,
    /// A move sent and not answered yet (by a new view or a refusal): no second one.
    pub pending: bool,
    /// The link to the host closed: the guest must scan a fresh code.
    pub lost: bool,
    /// When the host was last heard (ms; `None` before the first tick), and whether it has
    /// been silent for [`HOST_SILENT_MS`].
    pub heard_at: Option<f64>,
    pub silent: bool,
    pub wire: Wire,
}

impl<G: Viewed> Remote<G> {
    /// The seat's person may not move now: the link is lost, the host is silent, or a
    /// computer plays the seat until the host gives it back. The table offers no move.
    pub fn held_back(&self) -> bool {
        self.lost || self.silent || self.guest.covered.contains(&self.guest.seat)
    }

    /// No move may be sent now: one is on its way, or the seat is held back.
    pub fn waits(&self) -> bool {
        self.pending || self.held_back()
    }
}

/// A wire that goes nowhere: a table before its links exist, and tests.
pub fn unwired() -> Wire {
    Rc::new(|_, _| {})
}
