//! Where the screen says "you" (あなた) to the one person at the device, every text does
//! (issue 33): the host waiting in its lobby is not called by its seat's name, nor is the
//! player's own army to a screen reader.

use crate::app::kit::phones_rig::{phone_setup, wire, Outbox};
use crate::app::kit::{PlayerKind, Table, TableSetup};
use crate::core::lang::{in_lang, Lang};
use crate::core::Session;
use std::rc::Rc;

/// A table of a person ("アイコ", seat 0) and a phone ("レン", seat 1).
fn aiko_and_a_phone() -> TableSetup {
    let mut setup = phone_setup(&[PlayerKind::Human, PlayerKind::Phone], 3);
    setup.players[0].name = "アイコ".into();
    setup.players[1].name = "レン".into();
    setup
}

#[test]
fn the_host_waiting_in_its_lobby_is_you() {
    use crate::app::satsuma::model::Model;
    let session = Rc::new(Session::new(Default::default(), 7));
    let host =
        Model::new(Table::new(session, aiko_and_a_phone()).with_phones(wire(&Outbox::default())));
    assert_eq!(host.t.lobby(), vec![1], "the phone has not joined");
    let line = |lang| in_lang(lang, || host.status_line(&host.view().table));
    assert_eq!(line(Lang::Ja), "あなたとレンの捨て札を待っています。");
    // A default name is drawn in the reader's language (issue 33, 7).
    assert_eq!(line(Lang::En), "Waiting for you and Ren to discard.");
}

#[test]
fn a_screen_reader_hears_your_army_as_yours() {
    use crate::app::honor::words::Words;
    let setup = aiko_and_a_phone();
    let w = Words::new(&setup);
    assert_eq!(
        in_lang(Lang::Ja, || w.army_and_hand(0)),
        "あなたの軍勢と手札"
    );
    assert_eq!(
        in_lang(Lang::En, || w.army_and_hand(0)),
        "Your army and hand"
    );
    assert_eq!(in_lang(Lang::Ja, || w.army_and_hand(1)), "レンの軍勢と手札");
}
