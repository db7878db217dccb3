//! A table's phones, the `Table`'s side of them: on the host, what its phones say (joins,
//! moves for the engine, signs of life, drops) and what each is sent (its own seat's view);
//! on a guest, what its host says. Kept apart from the table's game and players.

use super::{SavedTable, Source, Table};
use crate::app::kit::phones::HOST_SILENT_MS;
use crate::app::net::guest::Change;
use crate::app::net::hub::Heard;
use crate::app::net::proto::Why;
use crate::core::{Seat, Viewed};
use crate::t;

impl<G: Viewed, S: SavedTable> Table<G, S> {
    /// Each phone that has joined gets its seat's view, if it changed.
    pub(super) fn tell_phones(&mut self) {
        if !S::PHONES {
            return;
        }
        let Some(seats) = self.host.as_ref().map(|h| h.hub.seats()) else {
            return;
        };
        for seat in seats {
            let view = self.view_of(Some(seat));
            if let Some(host) = &mut self.host {
                for text in host.hub.view_for(seat, view) {
                    (host.wire)(seat, text);
                }
            }
        }
    }

    /// The phone seats still to join: while there are any the host's table shows its
    /// lobby and nobody plays.
    pub fn lobby(&self) -> Vec<Seat> {
        self.host.as_ref().map(|h| h.waiting()).unwrap_or_default()
    }

    /// The phone seats that are away (on every device: the host tells its phones).
    pub fn away(&self) -> Vec<Seat> {
        match (&self.source, &self.host) {
            (Source::Guest(r), _) => r.guest.away.clone(),
            (_, Some(h)) => h.hub.away(),
            _ => Vec::new(),
        }
    }

    /// The players' names, as the phones are told them.
    fn names(&self) -> Vec<String> {
        (0..self.setup.seats())
            .map(|s| self.setup.name(s))
            .collect()
    }

    /// A message heard from the phone at `seat` (on a guest: from the host) at `now` ms.
    pub(super) fn heard(&mut self, seat: Seat, text: &str, now: f64) -> bool {
        if !S::PHONES {
            return false;
        }
        if let Source::Guest(r) = &mut self.source {
            let heard = r.guest.hear(text);
            if heard.is_ok() {
                r.heard_at = Some(now);
                r.silent = false;
            }
            return match heard {
                Ok(Change::View) => {
                    r.moves += 1;
                    r.pending = false;
                    self.notice = None;
                    true
                }
                Ok(Change::Refused) => {
                    r.pending = false;
                    self.notice = r.guest.notice.clone();
                    true
                }
                Ok(Change::Seats) => {
                    if let Some(setup) = S::for_guest(&r.guest.names, r.guest.seat) {
                        self.setup = setup;
                    }
                    true
                }
                Ok(Change::OutOfStep { ask }) => {
                    if let Some(ask) = ask {
                        (r.wire)(r.guest.seat, ask);
                    }
                    true
                }
                // Kept: the guest's count of what it heard moved on.
                Ok(Change::Welcomed | Change::Alive | Change::Partial) => true,
                Ok(Change::Aside(text)) => {
                    let seat = r.guest.seat;
                    if S::ASIDES {
                        self.asides.push((seat, text, now));
                    }
                    true
                }
                // A garbled or forged message from the "host" changes nothing.
                Err(_) => false,
            };
        }
        let names = self.names();
        let Some(host) = &mut self.host else {
            return false;
        };
        let away = host.hub.away();
        let changed = match host.hub.hear(seat, text, now) {
            Heard::Joined { welcome } => {
                (host.wire)(seat, welcome);
                let mut net = self.setup.net().cloned().expect("a table with phones");
                net.tokens = host.hub.tokens();
                self.setup.set_net(net);
                true
            }
            Heard::Act { n, action } => {
                if host.covered.contains(&seat) {
                    if let Some(text) = host.hub.refused_as(seat, n, Why::Covered) {
                        (host.wire)(seat, text);
                    }
                    false
                } else {
                    // The engine checks every move from a phone; a refusal goes back to it.
                    match self.try_apply(seat, action) {
                        Ok(()) => true,
                        Err(e) => {
                            let host = self.host.as_mut().expect("still the host");
                            if let Some(text) =
                                // The engine's reason, in every language: the phone says it
                                // in its reader's.
                                host.hub.refused(seat, n, || {
                                    t!("Not allowed: {e}.", "その手はできません：{e}")
                                })
                            {
                                (host.wire)(seat, text);
                            }
                            false
                        }
                    }
                }
            }
            Heard::Alive { reply } => {
                (host.wire)(seat, reply);
                false
            }
            // Its view goes whole with the others' below.
            Heard::Resync => false,
            Heard::Aside { text } => {
                if S::ASIDES {
                    self.asides.push((seat, text, now));
                }
                false
            }
            Heard::Refused { reply, .. } => {
                if let Some(text) = reply {
                    (host.wire)(seat, text);
                }
                false
            }
        };
        let host = self.host.as_mut().expect("still the host");
        if changed || host.hub.away() != away {
            host.tell_seats(&names);
        }
        self.tell_phones();
        true
    }

    /// A phone's link opened or closed (on a guest: the link to the host).
    pub(super) fn linked(&mut self, seat: Seat, open: bool) -> bool {
        if let Source::Guest(r) = &mut self.source {
            r.lost = !open;
            r.pending &= open;
            return true;
        }
        let names = self.names();
        let Some(host) = &mut self.host else {
            return false;
        };
        if open {
            // A fresh link: the phone says hello again and gets its view anew.
            host.hub.reconnecting(seat);
        } else {
            host.hub.dropped(seat);
            host.tell_seats(&names);
        }
        true
    }

    /// Sends a game's own message: on a guest to the host, on a host to the phone at
    /// `seat` (if it is here). Whether it went.
    pub fn send_aside(&mut self, seat: Seat, text: String) -> bool {
        if let Source::Guest(r) = &mut self.source {
            let m = r.guest.aside(text);
            (r.wire)(r.guest.seat, m);
            return true;
        }
        let Some(host) = &mut self.host else {
            return false;
        };
        match host.hub.aside(seat, text) {
            Some(m) => {
                (host.wire)(seat, m);
                true
            }
            None => false,
        }
    }

    /// Time passes: the host calls silent phones away; a guest shows it is alive.
    pub(super) fn tick(&mut self, now: f64) -> bool {
        if !S::PHONES {
            return false;
        }
        if let Source::Guest(r) = &mut self.source {
            let ping = r.guest.ping();
            (r.wire)(r.guest.seat, ping);
            // A host that answers no sign of life is not answering: said, and no move.
            let since = *r.heard_at.get_or_insert(now);
            r.silent = !r.lost && now - since > HOST_SILENT_MS;
            // Kept: the guest's message count moved on.
            return true;
        }
        let names = self.names();
        let Some(host) = &mut self.host else {
            return false;
        };
        let gone = host.hub.check_alive(now);
        if !gone.is_empty() {
            host.tell_seats(&names);
        }
        !gone.is_empty()
    }

    /// The host gives a phone's seat to a computer (`true`) or takes it back.
    pub(super) fn cover(&mut self, seat: Seat, on: bool) -> bool {
        let names = self.names();
        let Some(host) = &mut self.host else {
            return false;
        };
        host.covered.retain(|&s| s != seat);
        if on && host.hub.is_phone(seat) {
            host.covered.push(seat);
        }
        // Every phone hears it: the seat's own says a computer plays it until it is given
        // back, and offers no move meanwhile.
        host.tell_seats(&names);
        true
    }
}
