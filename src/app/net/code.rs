//! The pairing codes: what one phone must tell the other to open a WebRTC connection with no
//! server (ICE credentials, the DTLS fingerprint and the host candidates), packed in binary
//! and written in base64url, small enough for a QR code a phone scans easily. A full SDP is
//! over 1 KB; a code is about 70-120 bytes.
//!
//! A code is read from the browser's own local description ([`Code::from_sdp`]) and turned
//! back into a remote description by a fixed template ([`Code::to_sdp`]): the local
//! description is applied as the browser made it, never edited.

use std::fmt;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// The codes' format; a code of another version is refused with words that say so.
pub const CODE_VERSION: u8 = 1;
/// Candidates a code carries at the most (the first host ones the browser gathered).
pub const MAX_CANDIDATES: usize = 4;
/// A pasted code longer than this is not one of ours (a code is about 100-170 characters).
pub const MAX_CODE_CHARS: usize = 400;

/// Which way a code goes: the host's offer to a phone, or the phone's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Offer,
    Answer,
}

/// Where the other phone may be reached: an address, or the browser's mDNS name for it
/// (`<uuid>.local`, kept as the uuid's 16 bytes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Host {
    Ip(IpAddr),
    Mdns([u8; 16]),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub host: Host,
    pub port: u16,
}

/// One side's part of a pairing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Code {
    pub kind: Kind,
    /// The hosted game this pairing belongs to (the host draws it at random per game): a
    /// phone's answer for another game is refused.
    pub table: u32,
    /// The seat the code is for.
    pub seat: u8,
    pub ice: Ice,
    pub candidates: Vec<Candidate>,
}

/// What proves a connection is the one the code opened: the ICE credentials and the DTLS
/// certificate's sha-256 fingerprint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ice {
    pub ufrag: String,
    pub pwd: String,
    pub fingerprint: [u8; 32],
}

/// Why a code cannot be used, in a player's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// Not our code at all, or cut short.
    Garbled,
    /// Made by another version of the app.
    Version,
    /// An answer where an offer was expected, or the other way round.
    WrongKind(Kind),
    /// The browser's description lacks what a code needs (no local address found).
    NoAddress,
    /// The browser's description uses what a code cannot carry.
    Unsupported,
    /// An answer for another seat or table than the field it was entered in.
    OtherSeat,
    /// An answer for a seat whose phone is already at the table: a second phone opened the
    /// same code (a code is for one phone).
    SeatTaken(u8),
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Without a full stop: the page makes it a sentence (`lobby::sentence`).
        f.write_str(match self {
            CodeError::Garbled => crate::ts!(
                "This code could not be read: copy all of it, or scan it again",
                "このコードは読み取れませんでした。コードを全部コピーするか、もう一度スキャンしてください"
            ),
            CodeError::Version => crate::ts!(
                "This code comes from another version of Samurai Tables: reload both phones",
                "このコードは別のバージョンのSamurai Tablesのものです。両方のスマホでページを再読み込みしてください"
            ),
            CodeError::WrongKind(Kind::Offer) => crate::ts!(
                "This is the host's code: open it on the phone that joins",
                "これはホストのコードです。参加する側のスマホで開いてください"
            ),
            CodeError::WrongKind(Kind::Answer) => crate::ts!(
                "This is a joining phone's answer: enter it on the host's phone",
                "これは参加する側のスマホの応答コードです。ホストのスマホで入力してください"
            ),
            CodeError::NoAddress => crate::ts!(
                "No local network address was found: join a Wi-Fi network (on some phones, allow the camera first)",
                "ローカルネットワークのアドレスが見つかりませんでした。Wi-Fiにつないでください（スマホによっては、先にカメラを許可する必要があります）"
            ),
            CodeError::Unsupported => crate::ts!(
                "This browser's connection details cannot be packed into a code",
                "このブラウザの接続情報はコードにまとめられません"
            ),
            CodeError::OtherSeat => crate::ts!(
                "This answer belongs to another seat or table: enter the answer to this seat's code",
                "この応答コードは別の席か別のテーブルのものです。この席のコードに対する応答コードを入力してください"
            ),
            CodeError::SeatTaken(seat) => {
                let n = *seat as usize + 1;
                return f.write_str(&crate::t!(
                    "Seat {n} already has its phone: this answer comes from a second phone that opened the same code. A code is for one phone: make a new one for another seat",
                    "{n}番の席にはもうスマホが参加しています。この応答コードは、同じコードを開いた2台目のスマホのものです。コードは1台のスマホ専用です。別の席の新しいコードを作ってください"
                ));
            }
        })
    }
}

/// Reads an answer entered in the host's field for `seat` of `table`, where the phones of
/// `taken` seats are already here: the code, or why it cannot be used there.
pub fn answer_for(text: &str, table: u32, seat: usize, taken: &[usize]) -> Result<Code, CodeError> {
    let code = Code::from_text(text, Kind::Answer)?;
    if code.table == table && taken.contains(&(code.seat as usize)) {
        return Err(CodeError::SeatTaken(code.seat));
    }
    if code.table != table || code.seat as usize != seat {
        return Err(CodeError::OtherSeat);
    }
    Ok(code)
}

impl Code {
    /// Reads the code's fields from a description the browser made (`sdp`), with the
    /// candidates it gathered. `NoAddress` when it has no usable host candidate and it is
    /// an offer (an answer may have none: the host learns the phone's address from its
    /// connectivity checks).
    pub fn from_sdp(kind: Kind, table: u32, seat: u8, sdp: &str) -> Result<Code, CodeError> {
        let attr = |name: &str| {
            sdp.lines()
                .find_map(|l| l.trim_end().strip_prefix(name).map(str::to_string))
        };
        let ufrag = attr("a=ice-ufrag:").ok_or(CodeError::Unsupported)?;
        let pwd = attr("a=ice-pwd:").ok_or(CodeError::Unsupported)?;
        let fingerprint = attr("a=fingerprint:sha-256 ")
            .and_then(|f| fingerprint_bytes(&f))
            .ok_or(CodeError::Unsupported)?;
        if ufrag.len() > 255 || pwd.len() > 255 {
            return Err(CodeError::Unsupported);
        }
        let mut candidates: Vec<Candidate> = Vec::new();
        for line in sdp.lines() {
            let Some(c) = line.trim_end().strip_prefix("a=candidate:") else {
                continue;
            };
            if let Some(c) = host_candidate(c) {
                if !candidates.contains(&c) && candidates.len() < MAX_CANDIDATES {
                    candidates.push(c);
                }
            }
        }
        if kind == Kind::Offer && candidates.is_empty() {
            return Err(CodeError::NoAddress);
        }
        let ice = Ice {
            ufrag,
            pwd,
            fingerprint,
        };
        Ok(Code {
            kind,
            table,
            seat,
            ice,
            candidates,
        })
    }

    /// The remote description for the other side, from a fixed template: an offer's setup
    /// is `actpass`, an answer's `active`.
    pub fn to_sdp(&self) -> String {
        let fp: Vec<String> = self
            .ice
            .fingerprint
            .iter()
            .map(|b| format!("{b:02X}"))
            .collect();
        let setup = match self.kind {
            Kind::Offer => "actpass",
            Kind::Answer => "active",
        };
        let mut s = format!(
            "v=0\r\no=- {} 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\n\
             a=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n\
             c=IN IP4 0.0.0.0\r\na=ice-ufrag:{}\r\na=ice-pwd:{}\r\na=ice-options:trickle\r\n\
             a=fingerprint:sha-256 {}\r\na=setup:{setup}\r\na=mid:0\r\na=sctp-port:5000\r\n\
             a=max-message-size:262144\r\n",
            u64::from(self.table) + 1,
            self.ice.ufrag,
            self.ice.pwd,
            fp.join(":"),
        );
        for (i, c) in self.candidates.iter().enumerate() {
            let addr = match &c.host {
                Host::Ip(ip) => ip.to_string(),
                Host::Mdns(id) => format!("{}.local", uuid_text(id)),
            };
            // Priorities fall in the order the browser gave them.
            let priority = 2_122_260_223u32 - i as u32;
            s += &format!(
                "a=candidate:{} 1 udp {priority} {addr} {} typ host generation 0\r\n",
                i + 1,
                c.port
            );
        }
        s += "a=end-of-candidates\r\n";
        s
    }

    /// The code in binary: version and kind, table, seat, credentials, fingerprint and
    /// candidates.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut b = vec![CODE_VERSION << 4 | (self.kind == Kind::Answer) as u8];
        b.extend_from_slice(&self.table.to_be_bytes());
        b.push(self.seat);
        for s in [&self.ice.ufrag, &self.ice.pwd] {
            b.push(s.len() as u8);
            b.extend_from_slice(s.as_bytes());
        }
        b.extend_from_slice(&self.ice.fingerprint);
        b.push(self.candidates.len() as u8);
        for c in &self.candidates {
            match &c.host {
                Host::Ip(IpAddr::V4(ip)) => {
                    b.push(4);
                    b.extend_from_slice(&ip.octets());
                }
                Host::Ip(IpAddr::V6(ip)) => {
                    b.push(6);
                    b.extend_from_slice(&ip.octets());
                }
                Host::Mdns(id) => {
                    b.push(b'm');
                    b.extend_from_slice(id);
                }
            }
            b.extend_from_slice(&c.port.to_be_bytes());
        }
        b
    }

    /// Reads a code's bytes; anything short, long or malformed is `Garbled`.
    pub fn from_bytes(bytes: &[u8]) -> Result<Code, CodeError> {
        let mut r = Reader(bytes);
        let kind = kind_of(r.byte()?, bytes.len())?;
        let code = Code {
            kind,
            table: u32::from_be_bytes(r.array()?),
            seat: r.byte()?,
            ice: Ice {
                ufrag: r.text()?,
                pwd: r.text()?,
                fingerprint: r.array()?,
            },
            candidates: r.candidates()?,
        };
        if !r.0.is_empty() {
            return Err(CodeError::Garbled);
        }
        Ok(code)
    }

    /// The code as text (base64url, no padding): what the QR code, the join link and the
    /// copy button carry.
    pub fn to_text(&self) -> String {
        base64url(&self.to_bytes())
    }

    /// Reads a code typed, pasted or scanned: the bare code, or a join link ending in it.
    /// `expect` is the kind this screen takes.
    pub fn from_text(text: &str, expect: Kind) -> Result<Code, CodeError> {
        let bytes = from_base64url(bare(text)?).ok_or(CodeError::Garbled)?;
        let code = Code::from_bytes(&bytes)?;
        if code.kind != expect {
            return Err(CodeError::WrongKind(code.kind));
        }
        Ok(code)
    }

    /// The table a code is for, from its first bytes alone (its version, kind and table id):
    /// which game's module takes a join link, without the rest's parsing, which that
    /// module does ([`Code::from_text`]: a code this accepts may still be refused there).
    pub fn table_of(text: &str, expect: Kind) -> Result<u32, CodeError> {
        let code = bare(text)?;
        // Eight characters are six bytes: the head and the table's four.
        let bytes =
            from_base64url(code.get(..8).ok_or(CodeError::Garbled)?).ok_or(CodeError::Garbled)?;
        let kind = kind_of(bytes[0], code.len() * 3 / 4)?;
        if kind != expect {
            return Err(CodeError::WrongKind(kind));
        }
        Ok(u32::from_be_bytes([bytes[1], bytes[2], bytes[3], bytes[4]]))
    }
}

/// The code in a text: the text, or what follows a join link's last "/".
fn bare(text: &str) -> Result<&str, CodeError> {
    let text = text.trim();
    if text.is_empty() || text.len() > MAX_CODE_CHARS {
        return Err(CodeError::Garbled);
    }
    Ok(text.rsplit('/').next().unwrap_or(text))
}

/// A code's kind, from its first byte (`len`: the code's length in bytes).
fn kind_of(head: u8, len: usize) -> Result<Kind, CodeError> {
    if head >> 4 != CODE_VERSION {
        // A code of a newer version looks like one (a version just above, a code's
        // length); anything else is not a code at all.
        let newer = (CODE_VERSION + 1..=CODE_VERSION + 3).contains(&(head >> 4));
        return Err(if newer && len >= 40 {
            CodeError::Version
        } else {
            CodeError::Garbled
        });
    }
    match head & 0x0F {
        0 => Ok(Kind::Offer),
        1 => Ok(Kind::Answer),
        _ => Err(CodeError::Garbled),
    }
}

/// A candidate line's fields (`a=candidate:` cut off), if it is a UDP host candidate of
/// component 1 whose address a code can carry.
fn host_candidate(line: &str) -> Option<Candidate> {
    let f: Vec<&str> = line.split_whitespace().collect();
    // foundation component transport priority address port "typ" type ...
    if f.len() < 8 || f[1] != "1" || !f[2].eq_ignore_ascii_case("udp") || f[6] != "typ" {
        return None;
    }
    if f[7] != "host" {
        return None;
    }
    let port: u16 = f[5].parse().ok()?;
    let host = match f[4].parse::<IpAddr>() {
        Ok(ip) => Host::Ip(ip),
        Err(_) => Host::Mdns(uuid_bytes(f[4].strip_suffix(".local")?)?),
    };
    Some(Candidate { host, port })
}

/// "AB:CD:..." (32 bytes) as bytes.
fn fingerprint_bytes(text: &str) -> Option<[u8; 32]> {
    let parts: Vec<&str> = text.trim().split(':').collect();
    if parts.len() != 32 {
        return None;
    }
    let mut out = [0u8; 32];
    for (o, p) in out.iter_mut().zip(parts) {
        *o = u8::from_str_radix(p, 16).ok()?;
    }
    Some(out)
}

/// A uuid's text ("8-4-4-4-12" hex digits) as its 16 bytes.
fn uuid_bytes(text: &str) -> Option<[u8; 16]> {
    let groups: Vec<usize> = text.split('-').map(str::len).collect();
    if groups != [8, 4, 4, 4, 12] {
        return None;
    }
    let hex: String = text.chars().filter(|&c| c != '-').collect();
    let mut out = [0u8; 16];
    for (i, o) in out.iter_mut().enumerate() {
        *o = u8::from_str_radix(hex.get(2 * i..2 * i + 2)?, 16).ok()?;
    }
    Some(out)
}

fn uuid_text(id: &[u8; 16]) -> String {
    let hex: String = id.iter().map(|b| format!("{b:02x}")).collect();
    format!(
        "{}-{}-{}-{}-{}",
        &hex[..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..]
    )
}

struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    fn byte(&mut self) -> Result<u8, CodeError> {
        let (&b, rest) = self.0.split_first().ok_or(CodeError::Garbled)?;
        self.0 = rest;
        Ok(b)
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], CodeError> {
        if self.0.len() < N {
            return Err(CodeError::Garbled);
        }
        let (head, rest) = self.0.split_at(N);
        self.0 = rest;
        Ok(head.try_into().expect("split at N"))
    }

    /// A count, then each candidate: its kind, address and port.
    fn candidates(&mut self) -> Result<Vec<Candidate>, CodeError> {
        let n = self.byte()? as usize;
        if n > MAX_CANDIDATES {
            return Err(CodeError::Garbled);
        }
        let mut candidates = Vec::with_capacity(n);
        for _ in 0..n {
            let host = match self.byte()? {
                4 => Host::Ip(IpAddr::V4(Ipv4Addr::from(self.array::<4>()?))),
                6 => Host::Ip(IpAddr::V6(Ipv6Addr::from(self.array::<16>()?))),
                b'm' => Host::Mdns(self.array()?),
                _ => return Err(CodeError::Garbled),
            };
            let port = u16::from_be_bytes(self.array()?);
            candidates.push(Candidate { host, port });
        }
        Ok(candidates)
    }

    /// A length-prefixed ICE string (letters, digits, '+' and '/').
    fn text(&mut self) -> Result<String, CodeError> {
        let n = self.byte()? as usize;
        if n == 0 || self.0.len() < n {
            return Err(CodeError::Garbled);
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        let ok = head
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || c == b'+' || c == b'/');
        if !ok {
            return Err(CodeError::Garbled);
        }
        Ok(String::from_utf8_lossy(head).into_owned())
    }
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// base64url without padding (RFC 4648 §5): safe in a link's fragment and a QR code.
pub fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | (b as u32) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

/// Reads base64url (padding tolerated); `None` for any other character or a cut length.
pub fn from_base64url(text: &str) -> Option<Vec<u8>> {
    let text = text.trim_end_matches('=');
    if text.len() % 4 == 1 {
        return None;
    }
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    for chunk in text.as_bytes().chunks(4) {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            let v = ALPHABET.iter().position(|&a| a == c)? as u32;
            n |= v << (18 - 6 * i);
        }
        for i in 0..chunk.len() - 1 {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    Some(out)
}

#[cfg(test)]
#[path = "code_tests.rs"]
mod tests;
