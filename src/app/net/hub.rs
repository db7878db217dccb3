//! The host's side of the phones at its table, in plain Rust: which seats are phones, who is
//! here or away, what each was last sent. It reads what the phones say through their
//! [`Door`]s and writes each phone its own seat's view and nothing else; the host's model
//! applies the actions it passes on (the engine checks them) and tells it the refusals.

use super::delta::{PartOf, Told};
use super::proto::{write, Door, FromGuest, FromHost, Refusal, Said, Why};
use crate::core::{Seat, ViewOf, Viewed};
use std::rc::Rc;

/// A phone with no sign of life for this long is away.
pub const AWAY_AFTER_MS: f64 = 10_000.0;

/// Where a phone seat's phone is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Presence {
    /// Not joined yet: its code is on the host's screen.
    Waiting,
    Here,
    /// Dropped, or silent for [`AWAY_AFTER_MS`]: the game waits for it (or a computer plays
    /// it until it is back).
    Away,
}

/// One phone seat.
#[derive(Clone, Debug)]
pub struct Phone<G: Viewed> {
    pub presence: Presence,
    door: Door,
    /// The host's running number for this phone's messages.
    sent: u64,
    heard_at: f64,
    /// The view last sent, so that only what changed is sent next.
    told: Told<G>,
    /// Who sits where, who is away and which seats computers play, as last sent (the same
    /// is not sent again).
    seats_told: Option<(Vec<String>, Vec<Seat>, Vec<Seat>)>,
}

/// What a phone's message means for the host's game.
#[derive(Clone, Debug, PartialEq)]
pub enum Heard<A> {
    /// The phone has (re)joined its seat: send it the welcome and its view.
    Joined { welcome: String },
    /// A move for the host's model to apply: `Err(why)` back through [`Hub::refused`].
    Act { n: u64, action: A },
    /// Only a sign of life (answered with `reply`).
    Alive { reply: String },
    /// The phone is out of step: its next view goes whole.
    Resync,
    /// Refused before the game saw it; `reply` tells the phone, where that makes sense.
    Refused { why: Refusal, reply: Option<String> },
    /// A game's own message, for its model to read and check.
    Aside { text: String },
}

/// The phones at a hosted table.
#[derive(Clone, Debug)]
pub struct Hub<G: Viewed> {
    /// Drawn per hosted game: codes and answers for another game are refused.
    pub table: u32,
    phones: Vec<Option<Phone<G>>>,
}

impl<G: Viewed> Hub<G> {
    /// `tokens[seat]` is `Some` for each phone seat: the secret its code carries.
    pub fn new(table: u32, tokens: Vec<Option<String>>) -> Self {
        let phones = tokens.into_iter().enumerate().map(|(seat, token)| {
            token.map(|t| Phone {
                presence: Presence::Waiting,
                door: Door::new(seat, t),
                sent: 0,
                heard_at: 0.0,
                told: Told::default(),
                seats_told: None,
            })
        });
        Hub {
            table,
            phones: phones.collect(),
        }
    }

    /// Each seat's claimed token (`Some("")` for a phone seat not joined yet), to save.
    pub fn tokens(&self) -> Vec<Option<String>> {
        let tokens = self.phones.iter();
        tokens
            .map(|p| p.as_ref().map(|p| p.door.token().to_string()))
            .collect()
    }

    /// The phone seats that are away (joined once, then dropped or silent).
    pub fn away(&self) -> Vec<Seat> {
        (0..self.phones.len())
            .filter(|&s| self.presence(s) == Some(Presence::Away))
            .collect()
    }

    /// Tells the phone at `seat` who sits where and who is away, if that changed since it
    /// was last told.
    pub fn seats_for(
        &mut self,
        seat: Seat,
        names: Vec<String>,
        covered: &[Seat],
    ) -> Option<String> {
        if self.presence(seat)? != Presence::Here {
            return None;
        }
        let now = (names, self.away(), covered.to_vec());
        let p = self.phones[seat].as_mut()?;
        if p.seats_told.as_ref() == Some(&now) {
            return None;
        }
        p.seats_told = Some(now.clone());
        let (names, away, covered) = now;
        Some(write(
            self.next(seat),
            &FromHost::<PartOf<G>>::Seats {
                names,
                away,
                covered,
            },
        ))
    }

    pub fn is_phone(&self, seat: Seat) -> bool {
        matches!(self.phones.get(seat), Some(Some(_)))
    }

    pub fn presence(&self, seat: Seat) -> Option<Presence> {
        self.phones.get(seat)?.as_ref().map(|p| p.presence)
    }

    /// The phone seats, in seat order.
    pub fn seats(&self) -> Vec<Seat> {
        (0..self.phones.len())
            .filter(|&s| self.is_phone(s))
            .collect()
    }

    /// Whether every phone seat has joined at least once (the table may start).
    pub fn all_joined(&self) -> bool {
        self.phones
            .iter()
            .flatten()
            .all(|p| p.presence != Presence::Waiting)
    }

    /// A new connection for `seat` (a fresh code scanned): its numbers start again.
    pub fn reconnecting(&mut self, seat: Seat) {
        if let Some(Some(p)) = self.phones.get_mut(seat) {
            p.door = p.door.reopened();
            p.told.forget();
            p.seats_told = None;
        }
    }

    fn next(&mut self, seat: Seat) -> u64 {
        let p = self.phones[seat].as_mut().expect("a phone seat");
        p.sent += 1;
        p.sent
    }

    /// Reads what the phone of `seat` said at `now` (milliseconds).
    pub fn hear(&mut self, seat: Seat, text: &str, now: f64) -> Heard<G::Action> {
        let Some(Some(phone)) = self.phones.get_mut(seat) else {
            return Heard::Refused {
                why: Refusal::Forged,
                reply: None,
            };
        };
        let env = match phone.door.read::<G::Action>(text) {
            Ok(env) => env,
            Err(why) => {
                // Garbage gets no answer (it may be a probe); a phone that can be helped
                // is told why.
                let reply = why.told().map(|kind| {
                    let n = self.next(seat);
                    write(
                        n,
                        &FromHost::<PartOf<G>>::Refused {
                            n: 0,
                            why: why.to_string(),
                            kind: Some(kind),
                            said: None,
                        },
                    )
                });
                return Heard::Refused { why, reply };
            }
        };
        phone.heard_at = now;
        phone.presence = Presence::Here;
        match env.body {
            FromGuest::Hello { seat: s, token } => {
                phone.told.forget();
                phone.seats_told = None;
                let n = self.next(seat);
                let welcome = write(n, &FromHost::<PartOf<G>>::Welcome { seat: s, token });
                Heard::Joined { welcome }
            }
            FromGuest::Act(action) => Heard::Act { n: env.n, action },
            FromGuest::Resync => {
                phone.told.forget();
                Heard::Resync
            }
            FromGuest::Ping => {
                let n = self.next(seat);
                Heard::Alive {
                    reply: write(n, &FromHost::<PartOf<G>>::Pong),
                }
            }
            FromGuest::Aside(text) => Heard::Aside { text },
        }
    }

    /// A game's own message for the phone of `seat`, if it is here.
    pub fn aside(&mut self, seat: Seat, text: String) -> Option<String> {
        let here = matches!(self.phones.get(seat), Some(Some(p)) if p.presence == Presence::Here);
        here.then(|| {
            let n = self.next(seat);
            write(n, &FromHost::<PartOf<G>>::Aside(text))
        })
    }

    /// The message telling the phone of `seat` that its move `n` was refused, and why.
    /// `why` is in the host's reader's language (the engine's reason); see [`Hub::refused_as`].
    pub fn refused(&mut self, seat: Seat, n: u64, say: impl Fn() -> String) -> Option<String> {
        let said = Said::each(&say);
        self.refused_with(seat, n, say(), None, Some(said))
    }

    /// [`Hub::refused`] for a reason the app knows: the phone says it in its language.
    pub fn refused_as(&mut self, seat: Seat, n: u64, kind: Why) -> Option<String> {
        self.refused_with(seat, n, kind.words(), Some(kind), None)
    }

    fn refused_with(
        &mut self,
        seat: Seat,
        n: u64,
        why: String,
        kind: Option<Why>,
        said: Option<Said>,
    ) -> Option<String> {
        self.is_phone(seat).then(|| {
            let m = self.next(seat);
            write(m, &FromHost::<PartOf<G>>::Refused { n, why, kind, said })
        })
    }

    /// The messages bringing the phone of `seat` to `view`, `seat`'s view as the host's
    /// table made it (the kit keeps it), if the phone is here: whole after a (re)join or a
    /// resync, else what changed since the last sent (nothing if nothing did). A view of
    /// another seat is never sent.
    pub fn view_for(&mut self, seat: Seat, view: Rc<ViewOf<G>>) -> Vec<String> {
        let Some(Some(phone)) = self.phones.get_mut(seat) else {
            return Vec::new();
        };
        if phone.presence != Presence::Here || view.seat != Some(seat) {
            return Vec::new();
        }
        let Phone { told, sent, .. } = phone;
        told.parts(view, || {
            *sent += 1;
            *sent
        })
    }

    /// Phones silent since `AWAY_AFTER_MS` before `now` become away; returns the seats that
    /// just did.
    pub fn check_alive(&mut self, now: f64) -> Vec<Seat> {
        let mut gone = Vec::new();
        for (seat, p) in self.phones.iter_mut().enumerate() {
            if let Some(p) = p {
                if p.presence == Presence::Here && now - p.heard_at > AWAY_AFTER_MS {
                    p.presence = Presence::Away;
                    gone.push(seat);
                }
            }
        }
        gone
    }

    /// The connection of `seat` closed or failed.
    pub fn dropped(&mut self, seat: Seat) {
        if let Some(Some(p)) = self.phones.get_mut(seat) {
            if p.presence == Presence::Here {
                p.presence = Presence::Away;
            }
        }
    }
}

#[cfg(test)]
#[path = "hub_tests.rs"]
mod tests;
