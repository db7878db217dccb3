//! A guest's phone, in plain Rust: it holds no game, only its seat's view as the host's
//! parts build it. It says hello with its seat's token, sends moves, and reads the host's
//! messages through the same checks the host applies to it (size, version, rising
//! numbers), plus its own: a view must be of its seat and of this version, and a part must
//! follow the one before (else it asks for the view whole).

use super::delta::{Built, PartOf, Took};
use super::proto::{read, write, FromGuest, FromHost, Refusal, Said, Why, MAX_FROM_HOST};
use crate::core::{Seat, ViewOf, Viewed};
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
    /// What the table draws: the host's latest view of this seat, as its parts built it.
    built: Built<G>,
    /// Why the host refused the last move, in a player's words.
    pub notice: Option<String>,
    /// The players' names as the host tells them, and the phone seats away.
    pub names: Vec<String>,
    pub away: Vec<Seat>,
    /// The phone seats a computer plays until the host gives them back.
    pub covered: Vec<Seat>,
}

/// What a host's message changed on the guest's phone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// The seat is this phone's (after a hello).
    Welcomed,
    Seats,
    /// A new view to draw.
    View,
    /// A part of a view that comes in several: nothing to draw yet.
    Partial,
    /// A part that does not follow what this phone has (one was lost): `ask` is the message
    /// asking the host for the whole view (sent once until it comes).
    OutOfStep {
        ask: Option<String>,
    },
    /// A move was refused: `notice` says why.
    Refused,
    /// Only a sign of life.
    Alive,
    /// A game's own message, for its model to read and check.
    Aside(String),
}

impl<G: Viewed> Guest<G> {
    /// The phone for `seat`, with the token its join code carried.
    pub fn new(seat: Seat, token: String) -> Self {
        Guest {
            seat,
            token,
            sent: 0,
            heard: 0,
            built: Built::default(),
            notice: None,
            names: Vec::new(),
            away: Vec::new(),
            covered: Vec::new(),
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

    /// The host's latest view of this seat (none before the first).
    pub fn view(&self) -> Option<&Rc<ViewOf<G>>> {
        self.built.view.as_ref()
    }

    /// Replaces the view (tests: a phone with an old view).
    #[cfg(test)]
    pub fn set_view(&mut self, view: ViewOf<G>) {
        self.built.view = Some(Rc::new(view));
    }

    /// The first message on a (new) connection; the host's numbers start again with it, and
    /// it sends the view whole.
    pub fn hello(&mut self) -> String {
        self.heard = 0;
        self.built.restart();
        let n = self.next();
        write::<FromGuest<G::Action>>(
            n,
            &FromGuest::Hello {
                seat: self.seat,
                token: self.token.clone(),
            },
        )
    }

    /// Asks the host for the view whole.
    pub fn resync(&mut self) -> String {
        let n = self.next();
        write::<FromGuest<G::Action>>(n, &FromGuest::Resync)
    }

    /// A sign of life.
    /// A game's own message for the host.
    pub fn aside(&mut self, text: String) -> String {
        let n = self.next();
        write::<FromGuest<G::Action>>(n, &FromGuest::Aside(text))
    }

    pub fn ping(&mut self) -> String {
        let n = self.next();
        write::<FromGuest<G::Action>>(n, &FromGuest::Ping)
    }

    /// The message for a move, if the latest view offers it; otherwise `None` and the
    /// notice says why (the host checks again with its engine).
    pub fn act(&mut self, action: G::Action) -> Option<String> {
        let offered = self.view().is_some_and(|v| v.legal.contains(&action));
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
        let env = read::<FromHost<PartOf<G>>>(text, MAX_FROM_HOST)?;
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
            FromHost::Part(part) => match self.built.take(env.n, *part, self.seat) {
                Took::View => Change::View,
                Took::Partial => Change::Partial,
                Took::OutOfStep(first) => Change::OutOfStep {
                    ask: first.then(|| self.resync()),
                },
                // Nothing taken: the number is not counted either.
                Took::Refused(why) => return Err(why),
            },
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
            FromHost::Seats {
                names,
                away,
                covered,
            } => {
                self.names = names;
                self.away = away;
                self.covered = covered;
                Change::Seats
            }
            FromHost::Pong => Change::Alive,
            FromHost::Aside(text) => Change::Aside(text),
        };
        self.heard = env.n;
        Ok(change)
    }
}

/// Whether the guest's seat is awaited in its latest view.
pub fn awaited<G: Viewed>(guest: &Guest<G>) -> bool {
    guest.view().is_some_and(|v| !v.legal.is_empty())
}

#[cfg(test)]
#[path = "guest_tests.rs"]
mod tests;
