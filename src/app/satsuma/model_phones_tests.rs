//! Satsuma on two phones: the host's model (a person at seat 0, a phone at seat 1) and the
//! guest phone's model, wired with outboxes as the kit's phones tests are. The whole game
//! is played through the models' own messages on each device.

use super::*;
use crate::app::kit::phones_rig::{phone_setup, sent_checked, wire, Outbox};
use crate::app::kit::{PlayerKind, SavedTable, TableSetup};
use crate::app::net::guest::Guest;
use crate::core::{BotLevel, Session, Viewed};

/// A seed long enough that its digits in a message would be no accident.
const SEED: u64 = 0x5A75_0E47_1234_ABCD;

/// The host's model and the guest's, and what each has sent the other, not yet heard.
struct Pair {
    host: Model,
    phone: Model,
    to_phone: Outbox,
    to_host: Outbox,
}

/// What the host sent, each message checked (the leak check): only to the phone's seat,
/// never the seed, and a view in it is exactly that seat's view of the game as it is.
fn sent_by_host(host: &Model, out: &Outbox) -> Vec<String> {
    sent_to(host, out, 1)
}

/// [`sent_by_host`] for a host whose phone sits at `phone`.
fn sent_to(host: &Model, out: &Outbox, phone: Seat) -> Vec<String> {
    let sent = sent_checked(out, host.state(), host.t.seed().unwrap(), &[phone]);
    sent.into_iter().map(|(_, t)| t).collect()
}

impl Pair {
    /// The host's table with its lobby, the phone joined, the guest's table from its first
    /// view.
    fn new() -> Pair {
        let (to_phone, to_host) = (Outbox::default(), Outbox::default());
        let setup = phone_setup(&[PlayerKind::Human, PlayerKind::Phone], 5);
        let session = Rc::new(Session::new(Default::default(), SEED));
        let mut host = Model::new(Table::new(session, setup).with_phones(wire(&to_phone)));
        assert_eq!(host.t.lobby(), vec![1], "the host waits for its phone");
        // Nobody plays while the lobby waits.
        assert!(!host.may_act() && !host.can_discard());
        assert!(!host.update(Msg::ToggleIndex(0)) && host.marked.is_empty());
        assert!(!host.update(Msg::Confirm) && host.t.moves() == 0);
        let mut g = Guest::<SatsumaState>::new(1, "tok".into());
        host.update(Msg::Kit(KitMsg::Linked(1, true)));
        host.update(Msg::Kit(KitMsg::Heard(1, g.hello().into(), 0.0)));
        for m in sent_by_host(&host, &to_phone) {
            g.hear(&m).unwrap();
        }
        assert!(host.t.lobby().is_empty());
        let setup = TableSetup::for_guest(&g.names, 1).unwrap();
        let phone = Model::new(Table::guest(g, setup, wire(&to_host)));
        Pair {
            host,
            phone,
            to_phone,
            to_host,
        }
    }

    /// Each side hears what the other sent, until nothing is left to hear.
    fn sync(&mut self) {
        loop {
            let down = sent_by_host(&self.host, &self.to_phone);
            let up: Vec<(Seat, String)> = self.to_host.borrow_mut().drain(..).collect();
            if down.is_empty() && up.is_empty() {
                break;
            }
            for m in down {
                self.phone.update(Msg::Kit(KitMsg::Heard(1, m.into(), 1.0)));
            }
            for (seat, m) in up {
                assert_eq!(seat, 1, "a guest writes to the host as its seat");
                self.host.update(Msg::Kit(KitMsg::Heard(1, m.into(), 1.0)));
            }
        }
        self.check();
    }

    /// What the phone's table reaches, read on the phone (none of it may read a state),
    /// and what each device shows for the other's seat, once both heard everything.
    fn check(&self) {
        let (h, p) = (&self.host, &self.phone);
        let view = p.view();
        assert_eq!(
            *view,
            h.state().view(Some(1)),
            "the phone draws its seat's view"
        );
        assert_eq!((p.viewer(), p.t.viewer()), (1, Some(1)));
        assert!(!p.needs_hand_over() && p.bot_to_act().is_none() && !p.t.offers_undo());
        assert!(p.t.seed().is_none() && p.t.share_text("Satsuma Rebellion").is_none());
        let _ = (p.may_act(), p.can_discard(), p.status_line(&view.table));
        // The host shows its own person, never the phone's seat.
        assert_eq!(h.viewer(), 0);
        assert!(!h.needs_hand_over(), "no hand-over for a phone's seat");
        assert_eq!(h.bot_to_act(), None, "no computer plays the phone's seat");
        let phase = h.state().phase();
        let phone_to_discard =
            phase == Phase::Logistics && !h.state().has_discarded(Side::Imperials);
        assert_eq!(p.can_discard(), phone_to_discard);
        let host_to_discard = phase == Phase::Logistics && !h.state().has_discarded(Side::Samurai);
        assert_eq!(h.can_discard(), host_to_discard);
        if phone_to_discard && !host_to_discard {
            assert!(!h.may_act(), "the phone's turn is not the host's");
            assert_eq!(
                h.status_line(&h.view().table),
                "Waiting for P1 to discard.",
                "the host names the phone's player"
            );
        }
        if host_to_discard && !phone_to_discard {
            assert_eq!(p.status_line(&view.table), "Waiting for P0 to discard.");
        }
    }
}

/// Marks the card at `i` and discards it, through the model's messages.
fn discard_one(m: &mut Model, i: usize) {
    assert!(m.may_act() && m.can_discard());
    let card = m.t.view().table.my_hand[i];
    assert!(m.update(Msg::ToggleIndex(i)));
    assert_eq!(m.marked, vec![card]);
    assert!(m.update(Msg::Confirm));
    assert!(m.marked.is_empty());
}

#[test]
fn a_host_person_and_a_guest_phone_play_satsuma_to_the_end_screen() {
    let mut p = Pair::new();
    p.check();
    let mut hands = 0;
    let mut raced = false;
    while p.host.state().phase() != Phase::Over {
        hands += 1;
        assert!(hands < 100, "the game ends");
        // Logistics: both choose at once, the phone first in odd hands.
        let odd = p.host.state().hand_no() % 2 == 1;
        if odd {
            discard_one(&mut p.phone, 0);
            // Sent, not answered yet: a second discard sends nothing.
            assert!(!p.phone.can_discard() && !p.phone.update(Msg::Confirm));
            assert_eq!(p.to_host.borrow().len(), 1, "one move on its way");
            p.sync();
            assert!(p.host.state().has_discarded(Side::Imperials));
            discard_one(&mut p.host, 1);
        } else {
            discard_one(&mut p.host, 1);
            p.sync();
            discard_one(&mut p.phone, 0);
        }
        p.sync();
        if p.host.state().phase() == Phase::Over {
            break;
        }
        assert_eq!(p.host.state().phase(), Phase::Clash);
        assert!(p.host.may_act() && p.phone.may_act(), "either may go on");
        if !raced {
            // The host goes on; the phone, before it hears so, presses Next hand too: its
            // view still offers it, the host's engine refuses it and nothing changes.
            raced = true;
            assert!(p.host.update(Msg::NextHand));
            let down = sent_by_host(&p.host, &p.to_phone);
            assert!(p.phone.update(Msg::NextHand));
            let before = p.host.t.held().clone();
            let mut after = p.host.state().clone();
            let why = after.apply(1, &Action::NextHand).unwrap_err();
            let up: Vec<(Seat, String)> = p.to_host.borrow_mut().drain(..).collect();
            assert_eq!(up.len(), 1);
            p.host
                .update(Msg::Kit(KitMsg::Heard(1, up[0].1.clone().into(), 2.0)));
            assert!(Rc::ptr_eq(&before, p.host.t.held()), "nothing changed");
            for m in down {
                p.phone.update(Msg::Kit(KitMsg::Heard(1, m.into(), 2.0)));
            }
            p.sync();
            assert_eq!(
                p.phone.t.notice.as_deref(),
                Some(format!("Not allowed: {why}.").as_str()),
                "the phone is told the engine's reason"
            );
            assert_eq!(p.host.state().phase(), Phase::Logistics);
        } else if odd {
            assert!(p.phone.update(Msg::NextHand));
            p.sync();
        } else {
            assert!(p.host.update(Msg::NextHand));
            p.sync();
        }
    }
    assert!(raced, "the race was run");
    // Both devices show the end screen: the same result, from each one's view.
    let (hv, pv) = (p.host.view(), p.phone.view());
    assert!(pv.table.victory().is_some());
    assert_eq!(pv.table.victory(), hv.table.victory());
    assert!(!p.host.may_act() && !p.phone.may_act());
    assert!(p.host.t.share_text("Satsuma Rebellion").is_some());
    assert_eq!(p.phone.status_line(&pv.table), "The game is over.");
    // A guest deals no rematch and takes nothing back: nothing is sent.
    assert!(!p.phone.update(Msg::Kit(KitMsg::Rematch(3))));
    assert!(!p.phone.update(Msg::Kit(KitMsg::Undo)));
    assert!(p.to_host.borrow().is_empty());
    // The host's rematch reaches the phone as its first view of the new game.
    assert!(p.host.update(Msg::Kit(KitMsg::Rematch(SEED + 1))));
    p.sync();
    assert_eq!(p.phone.view().table.phase, Phase::Logistics);
    assert!(p.phone.can_discard() && p.host.can_discard());
    // Each device's person is "you"; the other device's is named.
    assert!(p.phone.t.setup.is_you(1) && !p.phone.t.setup.is_you(0));
    assert!(p.host.t.setup.is_you(0) && !p.host.t.setup.is_phone(0) && p.host.t.setup.is_phone(1));
}

#[test]
fn a_host_with_a_phone_and_a_computer_never_plays_the_phones_seat() {
    let out = Outbox::default();
    let setup = phone_setup(&[PlayerKind::Phone, PlayerKind::Bot(BotLevel::Easy)], 6);
    let session = Rc::new(Session::new(Default::default(), SEED));
    let mut host = Model::new(Table::new(session, setup).with_phones(wire(&out)));
    assert_eq!(host.t.lobby(), vec![0]);
    let mut g = Guest::<SatsumaState>::new(0, "tok".into());
    host.update(Msg::Kit(KitMsg::Linked(0, true)));
    host.update(Msg::Kit(KitMsg::Heard(0, g.hello().into(), 0.0)));
    let hear = |host: &Model, g: &mut Guest<SatsumaState>| {
        for m in sent_to(host, &out, 0) {
            g.hear(&m).unwrap();
        }
    };
    hear(&host, &mut g);
    for _ in 0..3 {
        // Logistics: the computer discards; the phone's seat is nobody's here.
        assert_eq!(host.bot_to_act(), Some(1));
        assert!(!host.may_act() && !host.can_discard() && !host.needs_hand_over());
        assert!(host.update(Msg::Kit(KitMsg::Bot(1))));
        hear(&host, &mut g);
        assert_eq!(
            host.bot_to_act(),
            None,
            "no computer plays the phone's seat"
        );
        assert!(!host.may_act());
        assert_eq!(
            host.status_line(&host.view().table),
            "Waiting for P0 to discard.",
            "the host names the phone's player"
        );
        // The host's keys do nothing for the phone's seat.
        assert!(!host.update(Msg::Confirm));
        let mine = g.view().unwrap().legal[0].clone();
        host.update(Msg::Kit(KitMsg::Heard(0, g.act(mine).unwrap().into(), 1.0)));
        hear(&host, &mut g);
        if host.state().phase() == Phase::Over {
            return;
        }
        // The clash: the phone's player goes on; no computer presses for them.
        assert_eq!(host.state().phase(), Phase::Clash);
        assert_eq!(host.bot_to_act(), None);
        assert!(!host.may_act() && !host.update(Msg::NextHand));
        assert_eq!(
            host.status_line(&host.view().table),
            "Clash! Both hands are revealed; waiting for P0 to go on."
        );
        let next = g.act(Action::NextHand).unwrap();
        host.update(Msg::Kit(KitMsg::Heard(0, next.into(), 1.0)));
        hear(&host, &mut g);
    }
    // Given to a computer while away, the seat is the computer's: it goes on by itself.
    host.update(Msg::Kit(KitMsg::Cover(0, true)));
    assert!(host.computers_only());
    assert_eq!(host.bot_to_act(), Some(0));
}
