use super::*;

type Msg = FromGuest<u32>;

fn door() -> Door {
    Door::new(2, "tok-2".into())
}

fn hello(n: u64) -> String {
    write(
        n,
        &Msg::Hello {
            seat: 2,
            token: "tok-2".into(),
        },
    )
}

#[test]
fn a_phone_says_hello_then_acts_with_rising_numbers() {
    let mut d = door();
    assert!(!d.introduced());
    assert_eq!(d.read::<u32>(&hello(1)).map(|e| e.n), Ok(1));
    assert!(d.introduced());
    let act = d.read::<u32>(&write(2, &Msg::Act(7))).unwrap();
    assert_eq!(act.body, Msg::Act(7));
    assert_eq!(d.read::<u32>(&write(5, &Msg::Ping)).map(|e| e.n), Ok(5));
}

#[test]
fn old_repeated_forged_and_unintroduced_messages_change_nothing() {
    let mut d = door();
    assert_eq!(
        d.read::<u32>(&write(1, &Msg::Act(3))),
        Err(Refusal::NotIntroduced)
    );
    let forged_seat = write(
        1,
        &Msg::Hello {
            seat: 1,
            token: "tok-2".into(),
        },
    );
    assert_eq!(d.read::<u32>(&forged_seat), Err(Refusal::Forged));
    let forged_token = write(
        1,
        &Msg::Hello {
            seat: 2,
            token: "tok-3".into(),
        },
    );
    assert_eq!(d.read::<u32>(&forged_token), Err(Refusal::Forged));
    assert!(!d.introduced(), "refused hellos open nothing");
    d.read::<u32>(&hello(4)).unwrap();
    let before = d.clone();
    for n in [4, 3, 0] {
        assert_eq!(
            d.read::<u32>(&write(n, &Msg::Act(1))),
            Err(Refusal::Stale { n, last: 4 })
        );
    }
    assert_eq!(d, before);
}

#[test]
fn garbage_other_versions_and_oversized_messages_are_refused() {
    let mut d = door();
    d.read::<u32>(&hello(1)).unwrap();
    let before = d.clone();
    let long = format!(
        "{{\"v\":1,\"n\":2,\"body\":{{\"Act\":{}}}}}",
        "1".repeat(MAX_FROM_GUEST)
    );
    let cases = [
        ("", Refusal::Garbled),
        ("\u{0}\u{1}garbage", Refusal::Garbled),
        ("{\"v\":3}", Refusal::Garbled),
        (
            "{\"v\":3,\"n\":2,\"body\":{\"Act\":\"seven\"}}",
            Refusal::Garbled,
        ),
        ("{\"v\":3,\"n\":2,\"body\":{\"Steal\":1}}", Refusal::Garbled),
        ("{\"v\":1,\"n\":2,\"body\":\"Ping\"}", Refusal::Version(1)),
        ("{\"v\":9,\"n\":2,\"body\":\"Ping\"}", Refusal::Version(9)),
        (long.as_str(), Refusal::TooLong(long.len())),
    ];
    for (text, why) in cases {
        assert_eq!(d.read::<u32>(text), Err(why), "{text:.40}");
    }
    assert_eq!(d, before, "nothing refused moved the door");
    assert!(Refusal::Version(9).to_string().contains("reload"));
}

#[test]
fn a_rejoining_phone_starts_its_numbers_again_with_the_same_token() {
    let mut d = door();
    d.read::<u32>(&hello(1)).unwrap();
    d.read::<u32>(&write(9, &Msg::Ping)).unwrap();
    let mut again = d.reopened();
    assert_eq!(again.read::<u32>(&hello(1)).map(|e| e.n), Ok(1));
}

#[test]
fn the_host_writes_what_a_phone_reads() {
    let text = write(
        3,
        &FromHost::<u32>::Refused {
            n: 2,
            why: "It is not your turn".into(),
            kind: None,
            said: None,
        },
    );
    let env: Envelope<FromHost<u32>> = read(&text, MAX_FROM_HOST).unwrap();
    assert_eq!(env.n, 3);
    assert_eq!(
        env.body,
        FromHost::Refused {
            n: 2,
            why: "It is not your turn".into(),
            kind: None,
            said: None,
        }
    );
}

#[test]
fn a_long_message_goes_in_pieces_and_comes_back_whole() {
    let text = format!("{{\"v\":1,\"n\":1,\"body\":\"{}é\"}}", "ab".repeat(PIECE));
    let parts = pieces(&text);
    assert_eq!(parts.len(), 3);
    assert!(parts.iter().all(|p| p.len() <= PIECE + 3));
    let mut j = Joiner::default();
    let heard: Vec<_> = parts.iter().filter_map(|p| j.take(p, 1 << 20)).collect();
    assert_eq!(heard, vec![text]);
    // A short one is one piece, as it was.
    assert_eq!(pieces("{}"), vec!["{}".to_string()]);
    assert_eq!(j.take("{}", 10).as_deref(), Some("{}"));
}

#[test]
fn pieces_beyond_the_limit_are_dropped_and_told_as_too_long() {
    let mut j = Joiner::default();
    let parts = pieces(&"z".repeat(3 * PIECE));
    let whole: Vec<_> = parts.iter().filter_map(|p| j.take(p, PIECE)).collect();
    assert_eq!(whole.len(), 1);
    assert!(matches!(
        read::<u32>(&whole[0], PIECE),
        Err(Refusal::TooLong(_))
    ));
    // The next message is read as usual.
    assert_eq!(j.take("ok", PIECE).as_deref(), Some("ok"));
}

#[test]
fn a_refusal_with_a_kind_reads_back_and_one_without_reads_as_before() {
    use crate::core::lang::{in_lang, Lang};
    let text = write(
        4,
        &FromHost::<u32>::Refused {
            n: 1,
            why: "this code is not for this seat".into(),
            kind: Some(Why::Forged),
            said: None,
        },
    );
    let env: Envelope<FromHost<u32>> = read(&text, MAX_FROM_HOST).unwrap();
    assert!(matches!(
        env.body,
        FromHost::Refused {
            kind: Some(Why::Forged),
            ..
        }
    ));
    // A host without kinds (no `kind` field) still reads.
    let old = "{\"v\":3,\"n\":2,\"body\":{\"Refused\":{\"n\":1,\"why\":\"no\"}}}";
    let env: Envelope<FromHost<u32>> = read(old, MAX_FROM_HOST).unwrap();
    assert_eq!(
        env.body,
        FromHost::Refused {
            n: 1,
            why: "no".into(),
            kind: None,
            said: None
        }
    );
    let ja = in_lang(Lang::Ja, || Why::Version { phone: 2, host: 1 }.words());
    assert_eq!(
        ja,
        "このスマホでは別のバージョンのSamurai Tablesが動いています（このスマホ2、ホスト1）。ページを再読み込みしてください"
    );
    assert_eq!(
        Refusal::Version(2).told(),
        Some(Why::Version {
            phone: 2,
            host: PROTOCOL_VERSION
        })
    );
    assert_eq!(Refusal::Garbled.told(), None, "garbage is not answered");
}
