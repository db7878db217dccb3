//! Pocket Samurai on two phones: the host's model (a person at seat 0, a phone at seat 1)
//! and the guest phone's model, wired with outboxes as the kit's phones tests are. Whole
//! matches are played through the models' own messages on each device.

use super::*;
use crate::app::kit::phones_rig::{phone_setup, sent_checked, wire, Outbox};
use crate::app::kit::{PlayerKind, SavedTable, TableSetup};
use crate::app::net::guest::Guest;
use crate::app::pocket::words::status_line;
use crate::core::{BotLevel, Game, Session, Viewed};
use crate::games::pocket::{AbilityKind, PocketConfig, HIDDEN};
use std::collections::BTreeSet;

/// A seed long enough that its digits in a message would be no accident.
const SEED: u64 = 0x5EED_1234_ABCD_0042;

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
    let sent = sent_checked(out, host.state(), host.t.seed().unwrap(), &[1]);
    sent.into_iter().map(|(_, t)| t).collect()
}

impl Pair {
    /// The host's table with its lobby, the phone joined, the guest's table from its first
    /// view; the phone's seat picks first in the first Dojo when `first` is 1.
    fn new(seed: u64, first: Seat) -> Pair {
        let (to_phone, to_host) = (Outbox::default(), Outbox::default());
        let setup = phone_setup(&[PlayerKind::Human, PlayerKind::Phone], 9);
        let config = PocketConfig {
            first_player: first,
            ..PocketConfig::default()
        };
        let session = Rc::new(Session::new(config, seed));
        let mut host = Model::new(Table::new(session, setup).with_phones(wire(&to_phone)));
        assert_eq!(host.t.lobby(), vec![1], "the host waits for its phone");
        // Nobody plays while the lobby waits.
        assert!(!host.may_act() && host.can_act().is_none());
        assert!(!host.update(Msg::Index(0)) && host.selected.is_none());
        assert!(!host.update(Msg::Confirm) && host.t.moves() == 0);
        let mut g = Guest::<PocketState>::new(1, "tok".into());
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
    /// and who each device says is to act, once both heard everything.
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
        assert!(p.thinking().is_none() && p.t.seed().is_none());
        assert!(p.t.share_text("Pocket Samurai").is_none());
        let shown = &view.table.view;
        let _ = (
            p.collector(),
            p.choices(1),
            p.bot_wait(100),
            p.forced_strike(),
        );
        let phone_says = status_line(p, shown);
        // The host shows its own person, never the phone's seat, and no computer plays it.
        assert_eq!(h.viewer(), 0);
        assert!(!h.needs_hand_over(), "no hand-over for a phone's seat");
        assert_eq!((h.bot_to_act(), h.thinking()), (None, None));
        let s = h.state();
        let to_act = s.to_act();
        let busy = !matches!(s.phase(), Phase::RoundOver | Phase::Over);
        assert_eq!(
            p.may_act(),
            to_act.contains(&1) || s.phase() == Phase::RoundOver
        );
        assert_eq!(
            h.may_act(),
            to_act.contains(&0) || s.phase() == Phase::RoundOver
        );
        if busy && to_act == [1] {
            let host_says = status_line(h, &h.view().table.view);
            assert!(
                host_says.contains("Waiting for P1"),
                "the host names the phone's player: {host_says}"
            );
        }
        if busy && to_act == [0] {
            assert!(phone_says.contains("Waiting for P0"), "{phone_says}");
        }
    }
}

/// The first Call or Exhaust card among `cards`.
fn preferred(cards: &[Card]) -> Option<usize> {
    cards.iter().position(|&c| {
        matches!(
            def(c).ability.kind(),
            AbilityKind::Call | AbilityKind::Exhaust
        )
    })
}

/// The person at `m`'s device makes their move through the table's messages: a Call or
/// Exhaust card where there is one (Strike! every third turn, so rounds end), calls what
/// may be called, exhausts what may be exhausted.
fn play(m: &mut Model) {
    let v = m.can_act().expect("a person here may act");
    let shown = m.view();
    let s = &shown.table.view;
    let moves = m.t.moves();
    match s.phase() {
        Phase::Dojo => {
            let i = preferred(s.row()).unwrap_or(moves % 3);
            assert!(m.update(Msg::Index(i)));
            assert!(m.update(Msg::Confirm));
        }
        Phase::Commit if m.forced_strike().is_some() => {
            assert!(m.update(Msg::Forced(moves)));
        }
        Phase::Commit => {
            let hand = s.hand(v);
            let i = if s.turn() % 3 == 0 {
                hand.iter().position(|&c| c == STRIKE)
            } else {
                preferred(hand)
            };
            assert!(m.update(Msg::Index(i.unwrap_or(0))));
            assert!(m.update(Msg::Confirm));
        }
        Phase::Call => match m.choices(v).iter().position(|&c| m.may_call(v, c)) {
            Some(i) => {
                assert!(m.update(Msg::Index(i)));
                assert!(m.update(Msg::Confirm));
            }
            None => assert!(m.update(Msg::Pass)),
        },
        Phase::Choose => assert!(m.update(Msg::Index(1))),
        Phase::Exhaust if !m.choices(v).is_empty() => assert!(m.update(Msg::Index(0))),
        Phase::RoundOver => assert!(m.update(Msg::NextRound)),
        _ => assert!(m.update(Msg::Pass)),
    }
    assert!(m.t.notice.is_none(), "{:?}", m.t.notice);
}

/// A whole match: each device's person moves as soon as they may, the phone first or the
/// host first by turns; returns the phases seen.
fn a_match(seed: u64, first: Seat, race: bool) -> BTreeSet<String> {
    let mut p = Pair::new(seed, first);
    p.check();
    let mut seen = BTreeSet::new();
    let mut raced = false;
    for step in 0.. {
        assert!(step < 2000, "the match ends");
        let phase = p.host.state().phase();
        if phase == Phase::Over {
            break;
        }
        seen.insert(format!("{phase:?}"));
        let (h, ph) = (p.host.may_act(), p.phone.may_act());
        let s = p.host.state();
        if phase == Phase::Commit && s.committed(0).is_none() && s.committed(1).is_none() {
            // Both lay at once, unseen: each on their own phone, no hand-over.
            assert!(h && ph, "both choose at once");
        }
        if race && !raced && phase == Phase::RoundOver {
            // The host starts the next round; the phone, before it hears so, presses Next
            // round too: its view still offers it, the host's engine refuses it, nothing
            // changes and the phone is told why.
            raced = true;
            assert!(p.host.update(Msg::NextRound));
            let down = sent_by_host(&p.host, &p.to_phone);
            assert!(p.phone.update(Msg::NextRound));
            let before = p.host.t.held().clone();
            let mut after = p.host.state().clone();
            let why = Game::apply(&mut after, 1, &Action::NextRound).unwrap_err();
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
            p.phone.t.notice = None;
            continue;
        }
        // Who goes first when both may: the phone on even steps.
        let phone_first = ph && (!h || step % 2 == 0);
        let who = if phone_first {
            &mut p.phone
        } else {
            &mut p.host
        };
        play(who);
        if phone_first {
            // Sent, not answered yet: the phone offers nothing more meanwhile.
            assert!(!p.phone.may_act());
            assert_eq!(p.to_host.borrow().len(), 1, "one move on its way");
            let old = p.phone.t.view().table.view.row().first().copied();
            if let Some(card) = old.filter(|_| phase == Phase::Dojo) {
                assert!(p.phone.update(Msg::Select(card)));
                assert!(p.phone.t.notice.is_some(), "it is told to wait");
                p.phone.t.notice = None;
                assert_eq!(p.to_host.borrow().len(), 1, "nothing more sent");
            }
        }
        p.sync();
        if phase == Phase::Commit && p.host.state().phase() == Phase::Commit {
            // One card down, the other still to come: hidden from the other seat.
            let s = p.host.state();
            for (seat, m) in [(0, &p.phone), (1, &p.host)] {
                if let Some(c) = s.committed(seat) {
                    let theirs = m.view().table.view.committed(seat);
                    assert_eq!(theirs, Some(HIDDEN), "the other device sees a back only");
                    assert_ne!(c, HIDDEN);
                }
            }
        }
    }
    assert_eq!(race, raced, "the race was run");
    // Both devices show the end screen, with the same result from each one's view.
    let (hv, pv) = (p.host.view(), p.phone.view());
    assert_eq!(pv.table.view.phase(), Phase::Over);
    assert_eq!(pv.table.view.result(), hv.table.view.result());
    assert!(!p.host.may_act() && !p.phone.may_act());
    assert!(p.host.t.share_text("Pocket Samurai").is_some());
    assert!(status_line(&p.phone, &pv.table.view).starts_with("The match is over"));
    // A guest deals no rematch and takes nothing back: nothing is sent.
    assert!(!p.phone.update(Msg::Kit(KitMsg::Rematch(3))));
    assert!(!p.phone.update(Msg::Kit(KitMsg::Undo)));
    assert!(p.to_host.borrow().is_empty());
    // The host's rematch reaches the phone as its first view of the new game.
    assert!(p.host.update(Msg::Kit(KitMsg::Rematch(seed + 3))));
    p.sync();
    assert_eq!(p.phone.view().table.view.phase(), Phase::Dojo);
    assert!(
        p.phone.may_act() != p.host.may_act(),
        "one of the two picks first"
    );
    assert!(p.phone.t.setup.is_you(1) && !p.phone.t.setup.is_you(0));
    assert!(p.host.t.setup.is_you(0) && p.host.t.setup.is_phone(1));
    seen
}

#[test]
fn a_host_person_and_a_guest_phone_play_a_whole_pocket_match() {
    let mut seen = a_match(SEED, 0, true);
    // The phone's seat picks first in another match.
    seen.extend(a_match(SEED + 1, 1, false));
    seen.extend(a_match(SEED + 2, 0, false));
    for phase in ["Dojo", "Commit", "Call", "Exhaust", "RoundOver"] {
        assert!(seen.contains(phase), "{phase} was played: {seen:?}");
    }
}

#[test]
fn a_host_with_a_phone_and_a_computer_never_plays_the_phones_seat() {
    let out = Outbox::default();
    let setup = phone_setup(&[PlayerKind::Phone, PlayerKind::Bot(BotLevel::Easy)], 4);
    let session = Rc::new(Session::new(PocketConfig::default(), SEED));
    let mut host = Model::new(Table::new(session, setup).with_phones(wire(&out)));
    let mut g = Guest::<PocketState>::new(0, "tok".into());
    host.update(Msg::Kit(KitMsg::Linked(0, true)));
    host.update(Msg::Kit(KitMsg::Heard(0, g.hello().into(), 0.0)));
    // What the host sent the phone at seat 0, leak-checked, heard by it.
    let hear = |host: &Model, g: &mut Guest<PocketState>| {
        for (_, text) in sent_checked(&out, host.state(), SEED, &[0]) {
            g.hear(&text).unwrap();
        }
    };
    hear(&host, &mut g);
    for step in 0.. {
        assert!(step < 1000, "a round ends");
        // Nobody plays here: no "your turn", no hand-over, no computer for the phone.
        assert!(!host.may_act() && !host.needs_hand_over());
        assert_ne!(host.bot_to_act(), Some(0));
        if host.state().phase() == Phase::RoundOver {
            break;
        }
        let s = host.state();
        if s.to_act() == [0] {
            let says = status_line(&host, &host.view().table.view);
            assert!(says.contains("Waiting for P0"), "{says}");
        }
        match host.bot_to_act() {
            Some(bot) => assert!(host.update(Msg::Kit(KitMsg::Bot(bot)))),
            None => {
                let mine = g.view().unwrap().legal[0].clone();
                host.update(Msg::Kit(KitMsg::Heard(0, g.act(mine).unwrap().into(), 1.0)));
            }
        }
        hear(&host, &mut g);
    }
    // The round is over: the phone's player starts the next one, no computer for them.
    assert_eq!(host.bot_to_act(), None);
    assert!(!host.update(Msg::NextRound));
    let says = status_line(&host, &host.view().table.view);
    assert!(says.ends_with("waiting for P0 to go on."), "{says}");
    host.update(Msg::Kit(KitMsg::Cover(0, true)));
    assert_eq!(
        host.bot_to_act(),
        Some(0),
        "given to a computer, the seat goes on"
    );
}
