//! The messages between the host's phone and a guest's: typed, versioned, numbered and
//! size-limited. A guest sends actions; the host sends the guest its seat's view and
//! nothing else (never the state, the seed, the log or another seat's cards), and after the
//! first view only what changed (`delta`).
//!
//! Everything from another phone is untrusted: [`Door::read`] refuses garbage, another
//! version, a forged seat or token, an old or repeated number and an oversized message
//! before anything reaches the game, whose engine then checks the action itself.

use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::fmt;

/// The messages' shape; a phone of another version is told to reload.
pub const PROTOCOL_VERSION: u32 = 3;
/// What the host reads from a phone at the most: an action is a few dozen bytes.
pub const MAX_FROM_GUEST: usize = 4 * 1024;
/// What a phone reads from the host at the most: the host sends parts of at most 16 KB
/// ([`super::delta::PART_BYTES`]); twice that leaves room for another build's longer words.
pub const MAX_FROM_HOST: usize = 2 * super::delta::PART_BYTES;

/// One message: the protocol's version, the sender's running number (from 1, one more
/// each message) and what it says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Envelope<B> {
    pub v: u32,
    pub n: u64,
    pub body: B,
}

/// From a guest's phone to the host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum FromGuest<A> {
    /// The first message on a connection: the seat and the token its join code (or an
    /// earlier welcome) gave, which claims the seat.
    Hello { seat: usize, token: String },
    /// A move of the guest's seat, for the host's engine to check and apply.
    Act(A),
    /// A sign of life, every few seconds.
    Ping,
    /// The phone's view is out of step with the host's parts (one was lost): send it whole.
    Resync,
    /// A game's own message (Judge's clock readings and reaction times), which its model
    /// reads into its own types and checks: the kit only carries it.
    Aside(String),
}

/// From the host to a guest's phone (`P`: the game's [`Part`](super::delta::Part)).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum FromHost<P> {
    /// The seat is the guest's: the token reclaims it after a drop.
    Welcome { seat: usize, token: String },
    /// Who sits where, which phones are away and which phone seats a computer plays until
    /// the host gives them back: sent on joining and whenever it changes.
    Seats {
        names: Vec<String>,
        away: Vec<usize>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        covered: Vec<usize>,
    },
    /// A share of the guest's seat's view: whole after a (re)join, then what changed.
    Part(Box<P>),
    /// The guest's message number `n` was refused, and why, in a player's words: in the
    /// host's language, so a reason the app knows goes as its `kind` too, and the engine's
    /// reason in every language (`said`), for the guest to say in its own reader's
    /// language (a phone without either shows `why`).
    Refused {
        n: u64,
        why: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        kind: Option<Why>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        said: Option<Said>,
    },
    /// A sign of life.
    Pong,
    /// A game's own message (see [`FromGuest::Aside`]).
    Aside(String),
}

/// Why a message from another phone was not taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    TooLong(usize),
    Garbled,
    Version(u32),
    /// A number not above the last one taken: old, repeated or replayed.
    Stale {
        n: u64,
        last: u64,
    },
    /// A Hello for another seat than this connection's, or with the wrong token.
    Forged,
    /// An action before the Hello.
    NotIntroduced,
}

impl Refusal {
    /// The kind a phone is told, for the refusals a phone can act on.
    pub fn told(&self) -> Option<Why> {
        match self {
            Refusal::Version(v) => Some(Why::Version {
                phone: *v,
                host: PROTOCOL_VERSION,
            }),
            Refusal::Forged => Some(Why::Forged),
            _ => None,
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::TooLong(n) => f.write_str(&crate::t!(
                "a message of {n} bytes is too long",
                "{n}バイトのメッセージは長すぎます"
            )),
            Refusal::Garbled => f.write_str(crate::ts!(
                "the message could not be read",
                "メッセージを読み取れませんでした"
            )),
            Refusal::Version(v) => f.write_str(
                &Why::Version {
                    phone: *v,
                    host: PROTOCOL_VERSION,
                }
                .words(),
            ),
            Refusal::Stale { n, last } => f.write_str(&crate::t!(
                "message {n} came after {last}",
                "メッセージ{n}が{last}の後に届きました"
            )),
            Refusal::Forged => f.write_str(&Why::Forged.words()),
            Refusal::NotIntroduced => f.write_str(crate::ts!(
                "the phone has not joined yet",
                "このスマホはまだ参加していません"
            )),
        }
    }
}

/// A refusal a phone is told as a kind, said in the phone's reader's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Why {
    /// The phone runs another version of the messages than the host.
    Version { phone: u32, host: u32 },
    /// A code that is not this seat's.
    Forged,
    /// A computer plays the seat until the host gives it back.
    Covered,
}

/// A reason written by the host in each language the app has (an engine's refusal: its
/// words are the game's, which the guest's table does not hold).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Said {
    pub en: String,
    pub ja: String,
}

impl Said {
    /// `say` written in each language.
    pub fn each(say: impl Fn() -> String) -> Said {
        use crate::core::lang::{in_lang, Lang};
        Said {
            en: in_lang(Lang::En, &say),
            ja: in_lang(Lang::Ja, &say),
        }
    }

    /// In the reader's language (Pseudo: the English made pseudo).
    pub fn read(self) -> String {
        use crate::core::lang::{lang, pseudo, Lang};
        match lang() {
            Lang::En => self.en,
            Lang::Ja => self.ja,
            Lang::Pseudo => pseudo(&self.en),
        }
    }
}

impl Why {
    /// In the reader's language (the host's words are the same, written there).
    pub fn words(self) -> String {
        match self {
            Why::Version { phone, host } => crate::t!(
                "this phone runs another version of Samurai Tables ({phone}, the host {host}): reload it",
                "このスマホでは別のバージョンのSamurai Tablesが動いています（このスマホ{phone}、ホスト{host}）。ページを再読み込みしてください"
            ),
            Why::Forged => crate::t!(
                "this code is not for this seat: scan the host's code again",
                "このコードはこの席のものではありません。ホストのコードをもう一度読み取ってください"
            ),
            Why::Covered => crate::t!(
                "A computer plays this seat until the host gives it back.",
                "ホストが席を戻すまで、この席はコンピューターがプレイします。"
            ),
        }
    }
}

/// Writes a message.
pub fn write<B: Serialize>(n: u64, body: &B) -> String {
    let env = Envelope {
        v: PROTOCOL_VERSION,
        n,
        body,
    };
    serde_json::to_string(&env).expect("messages serialize")
}

/// Reads a message of at most `max` bytes: checks size, shape and version, not its number.
pub fn read<B: DeserializeOwned>(text: &str, max: usize) -> Result<Envelope<B>, Refusal> {
    if text.len() > max {
        return Err(Refusal::TooLong(text.len()));
    }
    // The version first, so that another version's message is told as such even when the
    // rest does not parse.
    #[derive(Deserialize)]
    struct Head {
        v: u32,
    }
    let head: Head = serde_json::from_str(text).map_err(|_| Refusal::Garbled)?;
    if head.v != PROTOCOL_VERSION {
        return Err(Refusal::Version(head.v));
    }
    serde_json::from_str(text).map_err(|_| Refusal::Garbled)
}

/// The host's end of one phone's connection: which seat it may speak for, with what token,
/// and the last number it took. Every message passes here before the game sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct Door {
    pub seat: usize,
    token: String,
    last: u64,
    introduced: bool,
}

impl Door {
    pub fn new(seat: usize, token: String) -> Door {
        Door {
            seat,
            token,
            last: 0,
            introduced: false,
        }
    }

    /// Whether the phone has said a good Hello on this connection.
    pub fn introduced(&self) -> bool {
        self.introduced
    }

    /// Reads a guest's message. A Hello must name this door's seat and token; anything else
    /// must come after it; every number must be above the last taken. A refused message
    /// changes nothing.
    pub fn read<A: DeserializeOwned>(
        &mut self,
        text: &str,
    ) -> Result<Envelope<FromGuest<A>>, Refusal> {
        let env: Envelope<FromGuest<A>> = read(text, MAX_FROM_GUEST)?;
        if env.n <= self.last {
            return Err(Refusal::Stale {
                n: env.n,
                last: self.last,
            });
        }
        match &env.body {
            FromGuest::Hello { seat, token } => {
                // A seat no phone has claimed yet ("" ) goes to the first that says hello; a
                // claimed one only to the phone that kept its token.
                let claim = self.token.is_empty() && !token.is_empty() && token.len() <= 64;
                if *seat != self.seat || !(claim || same_token(token, &self.token)) {
                    return Err(Refusal::Forged);
                }
                if claim {
                    self.token = token.clone();
                }
                self.introduced = true;
            }
            _ if !self.introduced => return Err(Refusal::NotIntroduced),
            _ => {}
        }
        self.last = env.n;
        Ok(env)
    }

    /// A new connection for the same seat (a phone rejoining): its numbers start again.
    /// The token this seat's phone claimed ("" while none has).
    pub fn token(&self) -> &str {
        &self.token
    }

    pub fn reopened(&self) -> Door {
        Door::new(self.seat, self.token.clone())
    }
}

/// Compares tokens in time independent of where they differ.
fn same_token(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0
}

/// The most a data channel message carries: browsers refuse bigger ones (Chrome at 256 KB,
/// some at 64 KB), and a view with a long history or many legal moves is bigger.
pub const PIECE: usize = 60_000;

/// Marks a piece of a longer message; the last piece comes without it.
const MORE: char = '\u{1e}';

/// A message cut into pieces a data channel carries (one piece when it is short).
pub fn pieces(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while rest.len() > PIECE {
        let mut cut = PIECE;
        while !rest.is_char_boundary(cut) {
            cut -= 1;
        }
        out.push(format!("{MORE}{}", &rest[..cut]));
        rest = &rest[cut..];
    }
    out.push(rest.to_string());
    out
}

/// Puts a link's pieces back together, at most `max` bytes a message (more is dropped
/// whole, and what follows starts a new message).
#[derive(Clone, Debug, Default)]
pub struct Joiner {
    partial: String,
    too_long: bool,
}

impl Joiner {
    /// The whole message once its last piece came; `None` while pieces are missing or when
    /// it was too long (the reader then sees a message too long to read).
    pub fn take(&mut self, piece: &str, max: usize) -> Option<String> {
        let (more, body) = match piece.strip_prefix(MORE) {
            Some(body) => (true, body),
            None => (false, piece),
        };
        if self.partial.len() + body.len() > max {
            self.partial.clear();
            self.too_long = true;
        } else if !self.too_long {
            self.partial.push_str(body);
        }
        if more {
            return None;
        }
        let whole = std::mem::take(&mut self.partial);
        if std::mem::take(&mut self.too_long) {
            // Told as too long by the reader, without keeping it.
            return Some("x".repeat(max + 1));
        }
        Some(whole)
    }
}

#[cfg(test)]
#[path = "proto_tests.rs"]
mod tests;
