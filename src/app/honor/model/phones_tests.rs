//! Honor played on several devices: the host's model with two people at its device, a
//! computer and a guest phone, and the phone's own model, wired with outboxes as the kit's
//! phone tests do. Every move goes through the models' messages (a tap's `Msg`, the kit's
//! `Bot`); what the host sends is checked against the phone seat's view, and the guest's
//! model, which holds no game, must never need one.

use super::*;
use crate::app::kit::phones::{NetSeats, Wire};
use crate::app::kit::phones_rig::check_sent;
use crate::app::kit::{Player, PlayerKind, SavedTable, TableSetup};
use crate::app::net::guest::Guest;
use crate::core::{rng, BotLevel, BotPlayer, Session, Viewed};
use crate::games::honor::HonorConfig;
use std::cell::RefCell;

/// A seed long enough that its digits in a message would be no accident.
const SEED: u64 = 0x5EED_0000_4011_0023;
const PHONE: Seat = 2;

type Outbox = Rc<RefCell<Vec<(Seat, String)>>>;

fn wire(into: &Outbox) -> Wire {
    let into = into.clone();
    Rc::new(move |seat, text| into.borrow_mut().push((seat, text)))
}

/// Aiko and Ren at the host's device, Kenji on a phone, Mei the computer.
fn host(config: HonorConfig, out: &Outbox) -> Model {
    let person = |name: &str, kind| Player {
        name: name.into(),
        kind,
    };
    let mut setup = TableSetup::of(vec![
        person("Aiko", PlayerKind::Human),
        person("Ren", PlayerKind::Human),
        person("Kenji", PlayerKind::Phone),
        person("Mei (easy)", PlayerKind::Bot(BotLevel::Easy)),
    ]);
    setup.net = Some(NetSeats {
        table: 23,
        tokens: vec![None, None, Some(String::new()), None],
    });
    let session = Rc::new(Session::new(config, SEED));
    Model::new(Table::new(session, setup).with_phones(wire(out)))
}

/// What the host sent, each checked: only to the phone's seat, never the seed, and a view
/// in it is exactly that seat's view of the game as it is (the leak check).
fn sent_by_host(host: &Model, out: &Outbox) -> Vec<String> {
    let sent: Vec<(Seat, String)> = out.borrow_mut().drain(..).collect();
    let seed = SEED.to_string();
    for (seat, text) in &sent {
        assert_eq!(*seat, PHONE, "only the phone's seat is written to");
        assert!(!text.contains(&seed), "the seed never leaves the host");
        check_sent::<HonorState>(out, *seat, text, || host.state().view(Some(PHONE)));
    }
    sent.into_iter().map(|(_, t)| t).collect()
}

/// The phone joins the host's lobby and its model opens on the first view it heard.
fn joined(host: &mut Model, out: &Outbox, gout: &Outbox) -> Model {
    assert_eq!(host.t.lobby(), vec![PHONE], "the lobby waits for the phone");
    assert!(!host.may_act(), "nobody plays while the lobby waits");
    assert_eq!(
        host.pending_bot(),
        Some(3),
        "the kit holds computers back, not the model"
    );
    let mut g = Guest::<HonorState>::new(PHONE, "kenji-phone".into());
    host.update(Msg::Kit(KitMsg::Linked(PHONE, true)));
    host.update(Msg::Kit(KitMsg::Heard(PHONE, g.hello().into(), 0.0)));
    for m in sent_by_host(host, out) {
        g.hear(&m).unwrap();
    }
    assert!(host.t.lobby().is_empty());
    let setup = TableSetup::for_guest(&g.names, PHONE).unwrap();
    Model::new(Table::guest(g, setup, wire(gout)))
}

/// Every message on its way is delivered, host's and guest's, until none is left.
fn deliver(host: &mut Model, out: &Outbox, guest: &mut Model, gout: &Outbox, now: f64) {
    loop {
        let to_guest = sent_by_host(host, out);
        let to_host: Vec<(Seat, String)> = gout.borrow_mut().drain(..).collect();
        if to_guest.is_empty() && to_host.is_empty() {
            return;
        }
        for m in to_guest {
            guest.update(Msg::Kit(KitMsg::Heard(PHONE, m.into(), now)));
        }
        for (seat, m) in to_host {
            assert_eq!(seat, PHONE);
            host.update(Msg::Kit(KitMsg::Heard(PHONE, m.into(), now)));
        }
    }
}

/// A person's choice, made from the view alone (the easy computer's, for a game that
/// moves on), seeded by the moves so far.
fn choose(view: &View, moves: usize) -> Action {
    let mut r = rng::from_seed(SEED ^ moves as u64);
    HonorState::bot_action(&view.table, BotLevel::Easy, &mut r)
        .filter(|a| view.legal.contains(a))
        .unwrap_or_else(|| view.legal[0].clone())
}

/// The engine's words for `seat`'s `action` in the host's game as it is.
fn refusal(host: &Model, seat: Seat, action: Action) -> String {
    let mut s = (**host.t.held()).clone();
    format!("Not allowed: {}.", s.apply(seat, action).unwrap_err())
}

/// What every table reads of the guest's model, each step: none of it may need a game.
fn guest_reads(g: &Model) {
    assert!(g.t.is_guest() && g.t.seed().is_none());
    assert_eq!((g.viewer(), g.bottom()), (Some(PHONE), PHONE));
    assert_eq!(g.view_seat(), Some(PHONE));
    assert!(
        !g.needs_hand_over(),
        "a phone is one person's: no hand-over"
    );
    assert_eq!(g.bot_to_act(), None, "no computer acts on a guest");
    assert_eq!(g.thinking(), None);
    assert!(!g.t.offers_undo());
    let view = g.view();
    assert_eq!(view.seat, Some(PHONE));
    let _ = (g.action_moment(), g.collector(), g.next_event_step(300));
    let _ = (g.events_left(), g.on_show(&view.events), g.bot_wait(300));
    let status = g.status_line(&view.table);
    if g.may_act() && private_phase(view.table.phase) {
        assert!(status.starts_with("Your turn"), "{status}");
    }
    assert_eq!(g.t.share_text("Honor of the Samurai"), None);
}

/// A whole game (a whole match with Kings) on three devices' worth of seats.
fn a_whole_game(config: HonorConfig) {
    let (out, gout): (Outbox, Outbox) = (Rc::default(), Rc::default());
    let mut h = host(config, &out);
    assert!(!h.t.offers_undo(), "no undo at a table with phones");
    assert_eq!(
        h.t.people(),
        vec![0, 1],
        "a phone is not a person at this device"
    );
    let mut g = joined(&mut h, &out, &gout);
    assert_eq!(
        g.t.setup.name(3),
        "Mei (easy)",
        "the guest knows who sits where"
    );
    let (mut steps, mut raced, mut forged, mut phone_waited) = (0, false, false, false);
    let mut silenced = false;
    let mut phone_moves = 0;
    loop {
        steps += 1;
        assert!(steps < 3000, "the game ends");
        let now = steps as f64;
        deliver(&mut h, &out, &mut g, &gout, now);
        h.update(Msg::ShowAllEvents);
        g.update(Msg::ShowAllEvents);
        assert_eq!(
            *g.view(),
            h.state().view(Some(PHONE)),
            "the phone draws its view"
        );
        assert_eq!(g.phase(), h.state().phase());
        guest_reads(&g);
        if h.state().is_over() {
            break;
        }
        let to_act = h.state().to_act();
        // The phone's turn alone: the host's table is nobody's turn, with no hand-over,
        // and it names the phone's player.
        if to_act == [PHONE] {
            phone_waited = true;
            assert!(!h.may_act() && !h.needs_hand_over());
            assert_eq!((h.actor(), h.pending_bot(), h.viewer()), (None, None, None));
            let status = h.status_line(&h.view().table);
            assert_eq!(status, format!("Waiting for Kenji: {}.", h.phase().name()));
            assert!(g.may_act(), "the phone's person may act");
            // Once, the host falls silent on the phone's turn: its table offers no move (no
            // Swap, no Done) and does not say it is the phone's turn, until the host is heard.
            if !silenced {
                silenced = true;
                g.update(Msg::Kit(KitMsg::Tick(now + 8000.0)));
                assert!(g.t.remote().unwrap().silent && !g.may_act());
                let view = g.view();
                assert!(view.legal.is_empty() && view.table.legal_actions.is_empty());
                let status = g.status_line(&view.table);
                assert!(!status.starts_with("Your turn"), "{status}");
                // The tick's sign of life is answered: heard again.
                deliver(&mut h, &out, &mut g, &gout, now + 8000.0);
                assert!(!g.t.remote().unwrap().silent && g.may_act(), "heard again");
                assert!(!g.view().table.legal_actions.is_empty());
            }
        }
        // Once, a move out of turn from the phone (as a phone with an old view would send
        // it): the host's engine refuses it with its reason and nothing changes.
        if !forged && h.phase() == Phase::Charge && !to_act.contains(&PHONE) {
            forged = true;
            assert!(!g.may_act());
            let mut old = g.t.remote().unwrap().guest.clone();
            let mut view = (*g.view()).clone();
            view.legal = vec![Action::NoCharge];
            old.set_view(view);
            let text = old.act(Action::NoCharge).unwrap();
            let why = refusal(&h, PHONE, Action::NoCharge);
            let before = h.t.held().clone();
            h.update(Msg::Kit(KitMsg::Heard(PHONE, text.into(), now)));
            assert!(Rc::ptr_eq(&before, h.t.held()), "nothing changed");
            deliver(&mut h, &out, &mut g, &gout, now);
            assert_eq!(
                g.t.notice.as_deref(),
                Some(why.as_str()),
                "the phone is told why"
            );
            // The phone's next message takes the number the forged one used (refused as
            // stale), so that its moves go on.
            g.update(Msg::Kit(KitMsg::Tick(now)));
            deliver(&mut h, &out, &mut g, &gout, now);
            assert!(Rc::ptr_eq(&before, h.t.held()));
            continue;
        }
        // Once, Next hand pressed on both devices at once: the host's person first, then
        // the phone with the view it still has. The phone's is refused by the engine.
        if !raced && h.phase() == Phase::Battle && h.may_act() && g.may_act() {
            raced = true;
            let seat = h.actor().unwrap();
            assert!(h.update(Msg::Act(Action::NextHand)));
            assert_eq!(h.t.held().log.last(), Some(&(seat, Action::NextHand)));
            let why = refusal(&h, PHONE, Action::NextHand);
            assert!(g.update(Msg::Act(Action::NextHand)));
            assert!(!g.may_act(), "nothing more while the move is on its way");
            let before = h.t.held().clone();
            let sent: Vec<(Seat, String)> = gout.borrow_mut().drain(..).collect();
            assert_eq!(sent.len(), 1, "one message: the move");
            h.update(Msg::Kit(KitMsg::Heard(
                PHONE,
                sent[0].1.clone().into(),
                now,
            )));
            assert!(Rc::ptr_eq(&before, h.t.held()), "nothing changed");
            deliver(&mut h, &out, &mut g, &gout, now);
            assert_eq!(
                g.t.notice.as_deref(),
                Some(why.as_str()),
                "the phone is told why"
            );
            continue;
        }
        if let Some(bot) = h.pending_bot() {
            assert_eq!(bot, 3, "only the computer's seat is played by a computer");
            assert!(h.update(Msg::Kit(KitMsg::Bot(bot))));
        } else if g.may_act() {
            let action = choose(&g.view(), h.t.moves());
            let log = h.t.held().log.len();
            assert!(g.update(Msg::Act(action.clone())));
            assert_eq!(h.t.held().log.len(), log, "the host has not heard it yet");
            deliver(&mut h, &out, &mut g, &gout, now);
            assert_eq!(h.t.held().log.get(log), Some(&(PHONE, action)));
            phone_moves += 1;
        } else if let Some(seat) = h.actor() {
            assert_ne!(seat, PHONE);
            if h.needs_hand_over() {
                // The device goes to its person: never for the phone's seat.
                assert_eq!(h.viewer(), Some(seat));
                assert!(!h.may_act());
                h.update(Msg::Kit(KitMsg::Reveal(seat)));
            }
            assert!(h.may_act(), "a person here acts");
            let action = choose(&h.t.view_of(Some(seat)), h.t.moves());
            let log = h.t.held().log.len();
            assert!(h.update(Msg::Act(action.clone())));
            assert_eq!(h.t.held().log.get(log), Some(&(seat, action)));
        } else {
            panic!("nobody may move in {:?}: {to_act:?}", h.phase());
        }
    }
    assert!(g.view().table.phase == Phase::Over);
    assert!(!g.may_act() && !h.may_act());
    assert!(forged, "a forged move was tried");
    assert!(raced, "Next hand was raced");
    assert!(phone_waited, "the phone alone was to act");
    assert!(phone_moves >= 3, "the phone played: {phone_moves}");
    // A guest has no rematch nor undo of its own: the host deals, the phone follows.
    assert!(!g.update(Msg::Kit(KitMsg::Rematch(9))));
    assert!(!g.update(Msg::Kit(KitMsg::Undo)));
    h.update(Msg::Kit(KitMsg::Rematch(SEED + 1)));
    deliver(&mut h, &out, &mut g, &gout, 1e6);
    assert_eq!(*g.view(), h.state().view(Some(PHONE)));
    assert_ne!(g.phase(), Phase::Over);
    assert_eq!(
        g.shown_events, 0,
        "the new game's events appear from its first"
    );
    assert_eq!(h.shown_events, 0);
}

#[test]
fn a_phone_two_people_and_a_computer_play_a_whole_game_through_the_models() {
    a_whole_game(HonorConfig {
        seats: 4,
        charges: true,
        ..HonorConfig::default()
    });
}

#[test]
fn a_phone_plays_a_whole_kings_match_with_diplomacy_through_the_models() {
    a_whole_game(HonorConfig {
        seats: 4,
        charges: true,
        kings: true,
        diplomacy: true,
        ..HonorConfig::default()
    });
}

/// The moment of the last move, told from the events alone, is the one the log tells.
#[test]
fn the_last_moments_sound_is_told_by_the_events_as_by_the_log() {
    for seed in 0..12 {
        let config = HonorConfig {
            seats: 3,
            charges: true,
            kings: seed % 2 == 0,
            diplomacy: seed % 2 == 0,
            ..HonorConfig::default()
        };
        let session = Rc::new(Session::new(config, seed));
        let bots = vec![PlayerKind::Bot(BotLevel::Medium); 3];
        let mut m = Model::new(Table::new(session, TableSetup::numbered(&bots)));
        while let Some(seat) = m.bot_to_act() {
            assert!(m.update(Msg::Kit(KitMsg::Bot(seat))));
            let by_log = match m.t.held().log.last() {
                None | Some((_, Action::NextHand | Action::NextGame)) => Moment::Deal,
                _ if !private_phase(m.state().phase()) => Moment::Reveal,
                _ => Moment::Play,
            };
            assert_eq!(m.action_moment(), by_log, "seed {seed}");
        }
        assert!(m.state().is_over());
    }
}
