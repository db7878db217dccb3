//! A host's table and a guest phone's, wired together in plain Rust: what travels between
//! them, and what never does.

use super::*;
use crate::app::kit::phones_rig::{phone_setup, sent_checked, wire, Outbox};
use crate::app::net::guest::Guest;
use crate::games::satsuma::SatsumaState;
use std::rc::Rc;

/// A seed long enough that its digits in a message would be no accident.
const SEED: u64 = 0x5EED_1234_ABCD_0042;

/// Satsuma with a person at the host (seat 0) and a phone (seat 1).
fn host(out: &Outbox) -> Table<SatsumaState> {
    let setup = phone_setup(&[PlayerKind::Human, PlayerKind::Phone], 77);
    Table::new(Rc::new(Session::new(Default::default(), SEED)), setup).with_phones(wire(out))
}

/// What the host sent its phone, each checked as the leak test does: a view in it is the
/// phone's seat's view of the game as it is, nothing else; no message names the seed.
fn to_phone(host: &Table<SatsumaState>, out: &Outbox) -> Vec<String> {
    let sent = sent_checked(out, host.state(), host.seed().unwrap(), &[1]);
    sent.into_iter().map(|(_, t)| t).collect()
}

/// The phone joins: hello, the host's welcome, who sits where, its first view.
fn joined(host: &mut Table<SatsumaState>, out: &Outbox, token: &str) -> Guest<SatsumaState> {
    let mut g = Guest::new(1, token.into());
    host.handle(KitMsg::Linked(1, true));
    host.handle(KitMsg::Heard(1, g.hello().into(), 0.0));
    for m in to_phone(host, out) {
        g.hear(&m).unwrap();
    }
    g
}

#[test]
fn a_phone_joins_from_the_lobby_and_plays_its_seat_to_the_end() {
    let out: Outbox = Rc::default();
    let mut h = host(&out);
    assert_eq!(h.lobby(), vec![1], "the lobby waits for the phone");
    assert!(!h.offers_undo(), "no undo at a table with phones");
    assert_eq!(
        h.people(),
        vec![0],
        "a phone is not a person at this device"
    );
    let g = joined(&mut h, &out, "tok-1");
    assert!(h.lobby().is_empty());
    let tokens = &h.setup.net.as_ref().unwrap().tokens;
    assert_eq!(
        tokens[1].as_deref(),
        Some("tok-1"),
        "the claimed token is saved"
    );
    assert_eq!(g.names, vec!["P0".to_string(), "P1".to_string()]);
    let gout: Outbox = Rc::default();
    let setup = TableSetup::for_guest(&g.names, 1).unwrap();
    let mut phone: Table<SatsumaState> = Table::guest(g, setup, wire(&gout));
    assert!(phone.is_guest() && phone.seed().is_none() && !phone.offers_undo());
    assert_eq!(phone.viewer(), Some(1));
    assert!(phone.setup.is_you(1) && !phone.setup.is_you(0));
    let mut moves = 0;
    while !h.state().is_over() {
        moves += 1;
        assert!(moves < 500, "the game ends");
        let view = phone.view();
        assert_eq!(
            *view,
            h.state().view(Some(1)),
            "the phone draws its seat's view"
        );
        if let Some(a) = view.legal.first().cloned() {
            assert!(phone.apply(1, a.clone()));
            // A second tap before the host answers sends nothing.
            assert!(!phone.apply(1, a));
            let sent: Vec<_> = gout.borrow_mut().drain(..).collect();
            assert_eq!(sent.len(), 1);
            h.handle(KitMsg::Heard(1, sent[0].1.clone().into(), 1.0));
        } else {
            let a = h.state().legal_actions(0)[0].clone();
            assert!(h.apply(0, a));
        }
        for m in to_phone(&h, &out) {
            phone.handle(KitMsg::Heard(1, m.into(), 1.0));
        }
    }
    assert!(phone.view().table.phase == crate::games::satsuma::Phase::Over);
}

/// A game that reads no messages of its own keeps none a phone sends (untrusted: a phone
/// could otherwise pile them up on the host).
#[test]
fn a_game_without_asides_keeps_none_a_phone_sends() {
    let out: Outbox = Rc::default();
    let mut h = host(&out);
    let mut g = joined(&mut h, &out, "tok-1");
    for _ in 0..100 {
        let aside = g.aside("x".repeat(1000));
        h.handle(KitMsg::Heard(1, aside.into(), 1.0));
    }
    assert!(h.asides.is_empty(), "{} kept", h.asides.len());
}

#[test]
fn a_forged_or_out_of_turn_message_changes_nothing_and_the_phone_is_told() {
    let out: Outbox = Rc::default();
    let mut h = host(&out);
    let mut g = joined(&mut h, &out, "tok-1");
    // The host's person discards; the phone, done too, then sends a move it has no more.
    let mine = h.state().legal_actions(0)[0].clone();
    h.apply(0, mine);
    for m in to_phone(&h, &out) {
        g.hear(&m).unwrap();
    }
    let theirs = h.state().legal_actions(1)[0].clone();
    let act = g.act(theirs.clone()).unwrap();
    h.handle(KitMsg::Heard(1, act.into(), 1.0));
    let _ = to_phone(&h, &out);
    let log = h.moves();
    // The same message again (a repeated number), garbage, another version: refused.
    let again = g.act(theirs);
    let before = h.held().clone();
    for bad in [
        again.clone().unwrap().replace("\"n\":3", "\"n\":2"),
        "\u{0}\u{1}garbage".into(),
        again.unwrap().replace("\"v\":3", "\"v\":9"),
        "x".repeat(10_000),
    ] {
        h.handle(KitMsg::Heard(1, bad.into(), 2.0));
    }
    assert!(Rc::ptr_eq(&before, h.held()), "nothing changed");
    assert_eq!(h.moves(), log);
    let told = to_phone(&h, &out);
    assert!(
        told.iter().any(|m| m.contains("another version")),
        "{told:?}"
    );
    // Another phone claiming the seat with another token is refused as forged.
    h.handle(KitMsg::Linked(1, true));
    let mut thief = Guest::<SatsumaState>::new(1, "someone-else".into());
    h.handle(KitMsg::Heard(1, thief.hello().into(), 3.0));
    let told = to_phone(&h, &out);
    assert!(
        told.iter().any(|m| m.contains("not for this seat")),
        "{told:?}"
    );
    assert!(Rc::ptr_eq(&before, h.held()));
}

#[test]
fn a_silent_phone_is_away_its_seat_may_go_to_a_computer_and_back_and_it_rejoins() {
    let out: Outbox = Rc::default();
    let mut h = host(&out);
    let mut g = joined(&mut h, &out, "tok-1");
    assert!(h.away().is_empty());
    assert!(h.handle(KitMsg::Tick(10_500.0)), "no sign of life for 10 s");
    assert_eq!(h.away(), vec![1]);
    assert!(
        h.lobby().is_empty(),
        "away is not waiting: the table shows, and waits"
    );
    // The host gives the seat to a computer: it plays; a move from the phone is refused.
    h.handle(KitMsg::Cover(1, true));
    assert_eq!(h.bot_level(1), Some(BotLevel::Medium));
    let theirs = h.state().legal_actions(1)[0].clone();
    assert!(h.handle(KitMsg::Bot(1)));
    assert_eq!(h.moves(), 1);
    let _ = to_phone(&h, &out);
    // It rejoins on a fresh link with the token it kept, and takes its seat back.
    h.handle(KitMsg::Linked(1, true));
    h.handle(KitMsg::Heard(1, g.hello().into(), 11_000.0));
    assert!(h.away().is_empty());
    for m in to_phone(&h, &out) {
        g.hear(&m).unwrap();
    }
    assert_eq!(
        g.view().map(|v| &**v),
        Some(&h.state().view(Some(1))),
        "its current view"
    );
    let _ = theirs;
    h.handle(KitMsg::Cover(1, false));
    assert_eq!(h.bot_level(1), None);
    assert!(!h.handle(KitMsg::Bot(1)), "no computer plays it any more");
}

#[test]
fn a_host_that_reloads_takes_back_the_same_phones() {
    let out: Outbox = Rc::default();
    let mut h = host(&out);
    let _ = joined(&mut h, &out, "tok-1");
    let mine = h.state().legal_actions(0)[0].clone();
    h.apply(0, mine);
    let json = serde_json::to_string(&h.held().to_save(h.setup.clone())).unwrap();
    let (session, setup) = restore::<SatsumaState, TableSetup>(&json).unwrap();
    let mut again = Table::new(Rc::new(session), setup).with_phones(wire(&out));
    assert_eq!(again.lobby(), vec![1], "the phone pairs again");
    let mut other = Guest::<SatsumaState>::new(1, "not-it".into());
    again.handle(KitMsg::Linked(1, true));
    again.handle(KitMsg::Heard(1, other.hello().into(), 0.0));
    assert_eq!(
        again.lobby(),
        vec![1],
        "only the phone with its token takes the seat"
    );
    out.borrow_mut().clear();
    let g = joined(&mut again, &out, "tok-1");
    assert!(again.lobby().is_empty());
    assert_eq!(g.view().map(|v| &**v), Some(&again.state().view(Some(1))));
}

/// The phone's own table, joined to `h` (its messages go into `gout`).
fn phone_table(h: &mut Table<SatsumaState>, out: &Outbox, gout: &Outbox) -> Table<SatsumaState> {
    let g = joined(h, out, "tok-1");
    let setup = TableSetup::for_guest(&g.names, 1).unwrap();
    Table::guest(g, setup, wire(gout))
}

#[test]
fn a_phone_back_at_a_seat_a_computer_plays_is_told_and_offered_no_move_until_given_back() {
    let (out, gout): (Outbox, Outbox) = (Rc::default(), Rc::default());
    let mut h = host(&out);
    let mut phone = phone_table(&mut h, &out, &gout);
    assert!(!phone.view().legal.is_empty(), "the phone's seat discards");
    // The host lets a computer play the seat (the phone was slow, or away and back).
    h.handle(KitMsg::Cover(1, true));
    for m in to_phone(&h, &out) {
        phone.handle(KitMsg::Heard(1, m.into(), 1.0));
    }
    let r = phone.remote().unwrap();
    assert!(
        r.held_back() && r.waits(),
        "the phone knows a computer plays its seat"
    );
    assert!(
        phone.view().legal.is_empty(),
        "and its table offers no move"
    );
    // Given back: its moves are offered again.
    h.handle(KitMsg::Cover(1, false));
    for m in to_phone(&h, &out) {
        phone.handle(KitMsg::Heard(1, m.into(), 2.0));
    }
    assert!(!phone.remote().unwrap().held_back());
    assert!(!phone.view().legal.is_empty());
}

#[test]
fn a_silent_host_is_noticed_within_10_s_and_the_phone_offers_no_move_until_it_answers() {
    let (out, gout): (Outbox, Outbox) = (Rc::default(), Rc::default());
    let mut h = host(&out);
    let mut phone = phone_table(&mut h, &out, &gout);
    phone.handle(KitMsg::Tick(1_000.0));
    phone.handle(KitMsg::Tick(4_000.0));
    assert!(
        !phone.remote().unwrap().silent,
        "3 s without an answer is nothing"
    );
    phone.handle(KitMsg::Tick(7_000.0));
    phone.handle(KitMsg::Tick(10_000.0));
    let r = phone.remote().unwrap();
    assert!(r.silent && r.waits(), "9 s: the host is not answering");
    assert!(phone.view().legal.is_empty(), "no move offered meanwhile");
    // The host answers a sign of life: the table is as it was.
    let ping = gout.borrow_mut().drain(..).next_back().unwrap().1;
    h.handle(KitMsg::Heard(1, ping.into(), 10_000.0));
    for m in to_phone(&h, &out) {
        phone.handle(KitMsg::Heard(1, m.into(), 10_100.0));
    }
    assert!(!phone.remote().unwrap().silent);
    assert!(!phone.view().legal.is_empty());
    // A lost link: no move either.
    phone.handle(KitMsg::Linked(1, false));
    assert!(
        phone.view().legal.is_empty(),
        "no move offered without a link"
    );
}

#[test]
fn no_device_shows_the_deal_code_while_a_game_with_phones_is_played() {
    let out: Outbox = Rc::default();
    let mut h = host(&out);
    assert_eq!(
        h.shown_seed(),
        None,
        "the code would show every guest's hand"
    );
    let gout: Outbox = Rc::default();
    let phone = phone_table(&mut h, &out, &gout);
    assert_eq!((phone.seed(), phone.shown_seed()), (None, None));
    // Played to the end, the code is for replays.
    let mut moves = 0;
    while !h.state().is_over() {
        let seat = h.state().to_act()[0];
        let a = h.state().legal_actions(seat)[0].clone();
        assert!(h.try_apply(seat, a).is_ok());
        moves += 1;
        assert!(moves < 500);
    }
    assert_eq!(h.shown_seed(), h.seed());
    // Without phones, the code shows as always.
    let alone = Table::<SatsumaState>::new(
        Rc::new(Session::new(Default::default(), SEED)),
        TableSetup::numbered(&[PlayerKind::Human, PlayerKind::Human]),
    );
    assert_eq!(alone.shown_seed(), Some(SEED));
}
