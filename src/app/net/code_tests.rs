use super::*;

/// An offer as Chromium makes it for one negotiated data channel (shortened ids), with a
/// host candidate per address, an mDNS one, a TCP one and a reflexive one.
const OFFER: &str = "v=0\r\n\
o=- 4611731400430051336 2 IN IP4 127.0.0.1\r\n\
s=-\r\n\
t=0 0\r\n\
a=group:BUNDLE 0\r\n\
a=extmap-allow-mixed\r\n\
a=msid-semantic: WMS\r\n\
m=application 54321 UDP/DTLS/SCTP webrtc-datachannel\r\n\
c=IN IP4 192.168.1.23\r\n\
a=candidate:1467250027 1 udp 2122260223 192.168.1.23 54321 typ host generation 0 network-id 1\r\n\
a=candidate:1467250027 1 udp 2122260223 192.168.1.23 54321 typ host generation 0 network-id 1\r\n\
a=candidate:3321296453 1 udp 2122194687 fe80::1c2b:3aff:fe4d:5e6f 50123 typ host generation 0\r\n\
a=candidate:2999745851 1 udp 2122129151 1f2e3d4c-5b6a-7980-a1b2-c3d4e5f60718.local 40000 typ host generation 0\r\n\
a=candidate:435653019 1 tcp 1518280447 192.168.1.23 9 typ host tcptype active generation 0\r\n\
a=candidate:842163049 1 udp 1686052607 203.0.113.9 54321 typ srflx raddr 192.168.1.23 rport 54321\r\n\
a=ice-ufrag:Ab3d\r\n\
a=ice-pwd:w9Zq1kP0s7Lm2Nn4Oo6Pp8Qq\r\n\
a=ice-options:trickle\r\n\
a=fingerprint:sha-256 7B:8B:F0:65:5F:78:E2:51:3B:AC:6F:F3:3F:46:1B:35:DC:B8:5F:64:1A:24:C2:43:F0:A1:58:D0:A1:2C:19:08\r\n\
a=setup:actpass\r\n\
a=mid:0\r\n\
a=sctp-port:5000\r\n\
a=max-message-size:262144\r\n";

fn offer() -> Code {
    Code::from_sdp(Kind::Offer, 0xC0FFEE, 2, OFFER).expect("Chromium's offer packs")
}

#[test]
fn an_offer_keeps_the_credentials_the_fingerprint_and_the_udp_host_candidates() {
    let c = offer();
    assert_eq!(
        (c.ice.ufrag.as_str(), c.ice.pwd.as_str()),
        ("Ab3d", "w9Zq1kP0s7Lm2Nn4Oo6Pp8Qq")
    );
    assert_eq!(c.ice.fingerprint[0], 0x7B);
    assert_eq!(c.ice.fingerprint[31], 0x08);
    let hosts: Vec<String> = c
        .candidates
        .iter()
        .map(|c| format!("{:?} {}", c.host, c.port))
        .collect();
    // The repeated line once; no TCP, no reflexive address (nothing leaves the network).
    assert_eq!(hosts.len(), 3, "{hosts:?}");
    assert_eq!(
        c.candidates[0].host,
        Host::Ip("192.168.1.23".parse().unwrap())
    );
    assert!(matches!(c.candidates[2].host, Host::Mdns(_)));
}

#[test]
fn a_code_is_small_and_survives_text_both_ways() {
    let c = offer();
    let text = c.to_text();
    assert!(text.len() <= 160, "{} characters: {text}", text.len());
    assert!(text
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
    assert_eq!(Code::from_text(&text, Kind::Offer), Ok(c.clone()));
    // A join link (as a camera app opens it) carries the same code.
    let link = format!("https://example.org/app/#/join/{text}");
    assert_eq!(Code::from_text(&link, Kind::Offer), Ok(c));
}

#[test]
fn the_rebuilt_description_holds_every_field_the_browser_needs() {
    let c = offer();
    let sdp = c.to_sdp();
    for needed in [
        "a=ice-ufrag:Ab3d\r\n",
        "a=ice-pwd:w9Zq1kP0s7Lm2Nn4Oo6Pp8Qq\r\n",
        "a=fingerprint:sha-256 7B:8B:F0:65:5F:78:E2:51:3B:AC:6F:F3:3F:46:1B:35:DC:B8:5F:64:1A:24:C2:43:F0:A1:58:D0:A1:2C:19:08\r\n",
        "a=setup:actpass\r\n",
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n",
        "a=sctp-port:5000\r\n",
        " 192.168.1.23 54321 typ host",
        " 1f2e3d4c-5b6a-7980-a1b2-c3d4e5f60718.local 40000 typ host",
        "a=end-of-candidates\r\n",
    ] {
        assert!(sdp.contains(needed), "missing {needed:?} in\n{sdp}");
    }
    // Read back, the rebuilt description gives the same code.
    assert_eq!(Code::from_sdp(Kind::Offer, c.table, c.seat, &sdp), Ok(c));
}

#[test]
fn an_answer_may_carry_no_candidate_and_says_active() {
    let answer_sdp = OFFER
        .lines()
        .filter(|l| !l.starts_with("a=candidate"))
        .collect::<Vec<_>>()
        .join("\r\n")
        .replace("a=setup:actpass", "a=setup:active");
    let a = Code::from_sdp(Kind::Answer, 7, 1, &answer_sdp).expect("an answer without candidates");
    assert!(a.candidates.is_empty());
    assert!(a.to_sdp().contains("a=setup:active\r\n"));
    assert!(a.to_text().len() < 100, "{}", a.to_text());
    // An offer needs an address to be reached at.
    assert_eq!(
        Code::from_sdp(Kind::Offer, 7, 1, &answer_sdp),
        Err(CodeError::NoAddress)
    );
}

#[test]
fn a_broken_code_is_refused_in_a_players_words() {
    let text = offer().to_text();
    let cases: Vec<(String, CodeError)> = vec![
        (String::new(), CodeError::Garbled),
        ("hello world".into(), CodeError::Garbled),
        (text[..text.len() / 2].to_string(), CodeError::Garbled),
        (format!("{text}AAAA"), CodeError::Garbled),
        ("A".repeat(1000), CodeError::Garbled),
        (
            base64url(&[[0x20].as_slice(), &[7; 70]].concat()),
            CodeError::Version,
        ),
        (base64url(&[0x20, 1, 2]), CodeError::Garbled),
        ("garbage".into(), CodeError::Garbled),
    ];
    for (bad, why) in cases {
        assert_eq!(
            Code::from_text(&bad, Kind::Offer),
            Err(why.clone()),
            "{bad:?}"
        );
        let words = why.to_string();
        assert!(
            !words.contains("base64") && !words.contains("SDP"),
            "{words}"
        );
    }
    assert_eq!(
        Code::from_text(&text, Kind::Answer),
        Err(CodeError::WrongKind(Kind::Offer))
    );
}

#[test]
fn garbage_bytes_never_panic() {
    // Every prefix and every single-byte change of a good code reads as a code or an error.
    let good = offer().to_bytes();
    for n in 0..good.len() {
        let _ = Code::from_bytes(&good[..n]);
        for v in [0u8, 1, 4, 6, b'm', 0x10, 0xFF] {
            let mut b = good.clone();
            b[n] = v;
            let _ = Code::from_bytes(&b);
        }
    }
}

#[test]
fn base64url_round_trips_every_length() {
    for n in 0..40 {
        let bytes: Vec<u8> = (0..n).map(|i| (i * 37 + 11) as u8).collect();
        assert_eq!(from_base64url(&base64url(&bytes)), Some(bytes));
    }
    assert_eq!(base64url(b"\xfb\xff"), "-_8");
    assert_eq!(from_base64url("A"), None);
    assert_eq!(from_base64url("AB+C"), None);
}

#[test]
fn an_answer_for_a_seat_whose_phone_is_here_is_told_as_a_second_phone_on_the_same_code() {
    let answer = |table, seat| {
        let mut c = offer();
        c.kind = Kind::Answer;
        c.table = table;
        c.seat = seat;
        c.to_text()
    };
    assert!(answer_for(&answer(40, 2), 40, 2, &[1]).is_ok());
    assert_eq!(
        answer_for(&answer(40, 1), 40, 2, &[1]),
        Err(CodeError::SeatTaken(1))
    );
    assert_eq!(
        answer_for(&answer(40, 3), 40, 2, &[1]),
        Err(CodeError::OtherSeat)
    );
    assert_eq!(
        answer_for(&answer(41, 1), 40, 2, &[1]),
        Err(CodeError::OtherSeat),
        "another table's"
    );
    let told = CodeError::SeatTaken(1).to_string();
    assert!(
        told.contains("Seat 2 already has its phone") && told.contains("one phone"),
        "{told}"
    );
}

#[test]
fn a_codes_head_names_its_table_as_the_whole_code_does() {
    let code = offer();
    let text = code.to_text();
    assert_eq!(Code::table_of(&text, Kind::Offer), Ok(code.table));
    assert_eq!(
        Code::table_of(&format!("https://x.example/app/#/join/{text}"), Kind::Offer),
        Ok(code.table),
        "a join link"
    );
    // What the head alone can tell, it tells as the whole code's reading does.
    let heads: Vec<String> = vec![
        base64url(&[[0x20].as_slice(), &[7; 70]].concat()),
        base64url(&[0x20, 1, 2, 3, 4, 5, 6]),
        "hello world".into(),
        "garbage".into(),
        String::new(),
        "A".repeat(1000),
        "AAAA".into(),
    ];
    for bad in heads {
        let whole = Code::from_text(&bad, Kind::Offer).map(|c| c.table);
        assert_eq!(Code::table_of(&bad, Kind::Offer), whole, "{bad:?}");
    }
    assert_eq!(
        Code::table_of(&text, Kind::Answer),
        Err(CodeError::WrongKind(Kind::Offer))
    );
    // The rest is read by the game's module: a cut code passes the head and is refused there.
    let cut = &text[..text.len() / 2];
    assert_eq!(Code::table_of(cut, Kind::Offer), Ok(code.table));
    assert_eq!(Code::from_text(cut, Kind::Offer), Err(CodeError::Garbled));
}
