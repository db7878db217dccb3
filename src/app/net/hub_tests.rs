use super::*;
use crate::app::net::delta::{Built, Took};
use crate::app::net::proto::{read, Envelope, MAX_FROM_HOST};
use crate::core::{Session, Viewed};
use crate::games::satsuma::{Action, SatsumaState};
use std::rc::Rc;

type Part = PartOf<SatsumaState>;

fn hub() -> Hub<SatsumaState> {
    Hub::new(77, vec![None, Some("secret-1".into())])
}

fn hello(n: u64, seat: usize, token: &str) -> String {
    write(
        n,
        &FromGuest::<Action>::Hello {
            seat,
            token: token.into(),
        },
    )
}

fn from_host(text: &str) -> Envelope<FromHost<Part>> {
    read(text, MAX_FROM_HOST).expect("the host writes what a phone reads")
}

#[test]
fn a_phone_joins_and_gets_its_own_seats_view_only() {
    let state = Session::<SatsumaState>::new(Default::default(), 5).state;
    let mut h = hub();
    assert!(!h.all_joined());
    assert_eq!(
        h.view_for(1, Rc::new(state.view(Some(1)))),
        Vec::<String>::new(),
        "nothing before it joins"
    );
    let Heard::Joined { welcome } = h.hear(1, &hello(1, 1, "secret-1"), 1_000.0) else {
        panic!("a good hello joins");
    };
    assert!(matches!(
        from_host(&welcome).body,
        FromHost::Welcome { seat: 1, .. }
    ));
    assert!(h.all_joined());
    assert_eq!(
        h.view_for(1, Rc::new(state.view(Some(0)))),
        Vec::<String>::new(),
        "never another seat's view"
    );
    let sent = h.view_for(1, Rc::new(state.view(Some(1))));
    let [text] = &sent[..] else {
        panic!("its view, whole, in one message: {sent:?}");
    };
    let env = from_host(text);
    let FromHost::Part(part) = env.body else {
        panic!("a view");
    };
    assert_eq!(part.base, 0, "the first view is whole");
    let mut built = Built::<SatsumaState>::default();
    assert_eq!(built.take(env.n, *part, 1), Took::View);
    let view = built.view.unwrap();
    assert_eq!(*view, state.view(Some(1)));
    assert_ne!(*view, state.view(Some(0)));
    // The other side's hand is in no byte of it.
    let theirs = serde_json::to_string(&state.view(Some(0)).table.my_hand).unwrap();
    assert!(!text.contains(&format!("\"my_hand\":{theirs}")));
    assert!(
        h.view_for(1, Rc::new(state.view(Some(1)))).is_empty(),
        "an unchanged view is not sent again"
    );
    assert!(
        h.view_for(0, Rc::new(state.view(Some(0)))).is_empty(),
        "seat 0 is no phone"
    );
    // Who sits where goes when it changes, not again.
    let names = vec!["A".to_string(), "B".to_string()];
    assert!(h.seats_for(1, names.clone(), &[]).is_some());
    assert_eq!(
        h.seats_for(1, names.clone(), &[]),
        None,
        "the same seats again"
    );
    assert!(h.seats_for(1, vec!["A".into(), "C".into()], &[]).is_some());
    let names = vec!["A".to_string(), "C".to_string()];
    assert!(
        h.seats_for(1, names, &[1]).is_some(),
        "a computer took the seat"
    );
    // Asked for it whole (out of step), the view goes whole again.
    assert_eq!(
        h.hear(1, &write(2, &FromGuest::<Action>::Resync), 1_000.0),
        Heard::Resync
    );
    let again = h.view_for(1, Rc::new(state.view(Some(1))));
    let FromHost::Part(part) = from_host(&again[0]).body else {
        panic!("a view");
    };
    assert_eq!((part.base, part.seat), (0, Some(1)), "whole again");
}

#[test]
fn a_move_goes_to_the_game_and_its_refusal_back_to_the_phone() {
    let state = Session::<SatsumaState>::new(Default::default(), 5).state;
    let mut h = hub();
    h.hear(1, &hello(1, 1, "secret-1"), 0.0);
    let action = state.legal_actions(1)[0].clone();
    let heard = h.hear(1, &write(2, &FromGuest::Act(action.clone())), 10.0);
    assert_eq!(heard, Heard::Act { n: 2, action });
    let told = h.refused(1, 2, || "It is not your turn".into()).unwrap();
    assert!(matches!(
        from_host(&told).body,
        FromHost::Refused { n: 2, .. }
    ));
    // The same number again is a replay.
    let again = h.hear(1, &write(2, &FromGuest::<Action>::Ping), 20.0);
    assert!(matches!(
        again,
        Heard::Refused {
            why: Refusal::Stale { .. },
            reply: None
        }
    ));
}

#[test]
fn forged_tokens_seats_and_garbage_are_refused() {
    let mut h = hub();
    for (seat, text) in [
        (1, hello(1, 1, "secret-2")),
        (1, hello(1, 0, "secret-1")),
        (0, hello(1, 0, "secret-1")),
        (1, "garbage".to_string()),
        (1, write(1, &FromGuest::<Action>::Ping)),
    ] {
        let heard = h.hear(seat, &text, 0.0);
        assert!(matches!(heard, Heard::Refused { .. }), "{text}: {heard:?}");
    }
    assert_eq!(h.presence(1), Some(Presence::Waiting), "nothing joined");
    let Heard::Refused { reply: Some(r), .. } = h.hear(1, &hello(1, 1, "bad"), 0.0) else {
        panic!("a forged hello is told why");
    };
    assert!(matches!(from_host(&r).body, FromHost::Refused { .. }));
}

#[test]
fn a_silent_or_dropped_phone_is_away_and_rejoins_with_its_token() {
    let mut h = hub();
    h.hear(1, &hello(1, 1, "secret-1"), 1_000.0);
    h.hear(1, &write(2, &FromGuest::<Action>::Ping), 5_000.0);
    assert_eq!(h.check_alive(14_000.0), Vec::<Seat>::new());
    assert_eq!(h.check_alive(15_001.0), vec![1]);
    assert_eq!(h.presence(1), Some(Presence::Away));
    h.reconnecting(1);
    assert!(matches!(
        h.hear(1, &hello(1, 1, "secret-1"), 20_000.0),
        Heard::Joined { .. }
    ));
    assert_eq!(h.presence(1), Some(Presence::Here));
    h.dropped(1);
    assert_eq!(h.presence(1), Some(Presence::Away));
}
