//! A guest's phone, in plain Rust: it holds no game, only the last view the host sent for
//! its seat. It says hello with its seat's token, sends moves, and reads the host's
//! messages through the same checks the host applies to it (size, version, rising
//! numbers), plus one of its own: a view must be of its seat and of this version.

use super::proto::{read, write, FromGuest, FromHost, Refusal, Said, Why, MAX_FROM_HOST};
use crate::core::{Seat, ViewOf, Viewed, VIEW_VERSION};
use std::rc::Rc;

/// The guest's side of one seat.
#[derive(Clone, Debug)]
pub struct Guest<G: Viewed> {
    pub seat: Seat,
    token: String,
    /// The guest's running number for its messages.
    sent: u64,
    /// The host's last number taken.
    heard: u64,
    /// What the table draws: the host's latest view of this seat.
    pub view: Option<Rc<ViewOf<G>>>,
    /// Why the host refused the last move, in a player's words.
    pub notice: Option<String>,
    /// The players' names as the host tells them, and the phone seats away.
    pub names: Vec<String>,
    pub away: Vec<Seat>,
}

/// What a host's message changed on the guest's phone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// The seat is this phone's (after a hello).
    Welcomed,
    Seats,
    /// A new view to draw.
    View,
    /// A move was refused: `notice` says why.
    Refused,
    /// Only a sign of life.
    Alive,
}

impl<G: Viewed> Guest<G> {
    /// The phone for `seat`, with the token its join code carried.
    pub fn new(seat: Seat, token: String) -> Self {
        Guest {
            seat,
            token,
            sent: 0,
            heard: 0,
            view: None,
            notice: None,
            names: Vec::new(),
            away: Vec::new(),
        }
    }

    /// The token that reclaims the seat after a drop (kept by the phone).
    pub fn token(&self) -> &str {
        &self.token
    }

    fn next(&mut self) -> u64 {
        self.sent += 1;
        self.sent
    }

    /// The first message on a (new) connection; the host's numbers start again with it.
    pub fn hello(&mut self) -> String {
        self.heard = 0;
        let n = self.next();
        write::<FromGuest<G::Action>>(
            n,
            &FromGuest::Hello {
                seat: self.seat,
                token: self.token.clone(),
            },
        )
    }

    /// A sign of life.
    pub fn ping(&mut self) -> String {
        let n = self.next();
        write::<FromGuest<G::Action>>(n, &FromGuest::Ping)
    }

    /// The message for a move, if the latest view offers it; otherwise `None` and the
    /// notice says why (the host checks again with its engine).
    pub fn act(&mut self, action: G::Action) -> Option<String> {
        let offered = self
            .view
            .as_ref()
            .is_some_and(|v| v.legal.contains(&action));
        if !offered {
            self.notice = Some(crate::t!(
                "That move is not yours to make now.",
                "その手は今は選べません。"
            ));
            return None;
        }
        self.notice = None;
        let n = self.next();
        Some(write(n, &FromGuest::Act(action)))
    }

    /// Reads a message from the host. Anything refused changes nothing.
    pub fn hear(&mut self, text: &str) -> Result<Change, Refusal> {
        let env = read::<FromHost<ViewOf<G>>>(text, MAX_FROM_HOST)?;
        if env.n <= self.heard {
            return Err(Refusal::Stale {
                n: env.n,
                last: self.heard,
            });
        }
        let change = match env.body {
            FromHost::Welcome { seat, token } => {
                if seat != self.seat {
                    return Err(Refusal::Forged);
                }
                self.token = token;
                Change::Welcomed
            }
            FromHost::View(view) => {
                if view.version != VIEW_VERSION {
                    return Err(Refusal::Version(view.version));
                }
                if view.seat != Some(self.seat) {
                    return Err(Refusal::Forged);
                }
                self.view = Some(Rc::new(*view));
                Change::View
            }
            FromHost::Refused {
                why, kind, said, ..
            } => {
                // A reason the app knows, or the engine's written in every language, is
                // said in this reader's language.
                self.notice = Some(
                    kind.map(Why::words)
                        .or_else(|| said.map(Said::read))
                        .unwrap_or(why),
                );
                Change::Refused
            }
            FromHost::Seats { names, away } => {
                self.names = names;
                self.away = away;
                Change::Seats
            }
            FromHost::Pong => Change::Alive,
        };
        self.heard = env.n;
        Ok(change)
    }
}

/// Whether the guest's seat is awaited in its latest view.
pub fn awaited<G: Viewed>(guest: &Guest<G>) -> bool {
    guest.view.as_ref().is_some_and(|v| !v.legal.is_empty())
}

#[cfg(test)]
#[path = "guest_tests.rs"]
mod tests;
