//! Panda on four phones: a person at the host's phone and three guests, each running the
//! game's own `Model`, wired with outboxes (as `kit/phones_tests.rs`). Every move is made by
//! the messages a tap sends; every message the host sends is checked against the seat's
//! view (the leak check); a guest's model holds no game, so any read of it would panic.

use super::*;
use crate::app::kit::phones::{NetSeats, Wire};
use crate::app::kit::{PlayerKind, SavedTable, TableSetup};
use crate::app::net::guest::Guest;
use crate::app::net::proto::{read, write, Envelope, FromGuest, FromHost, MAX_FROM_HOST};
use crate::core::{rng, BotLevel, BotPlayer, Game, Session, Viewed};
use crate::games::panda::{PandaConfig, SEATS};
use std::cell::RefCell;

type Outbox = Rc<RefCell<Vec<(Seat, String)>>>;

const WAIT: u32 = 5000;
const PACE: u32 = 800;
/// Seeds long enough that their digits in a message would be no accident.
const SEEDS: u64 = 0x5EED_7A6D_A000_0000;

fn wire(into: &Outbox) -> Wire {
    let into = into.clone();
    Rc::new(move |seat, text| into.borrow_mut().push((seat, text)))
}

/// The four devices: the host's model (seat 0 a person there, seats 1-3 phones) and each
/// guest's, with what each has sent.
struct Phones {
    host: Model,
    host_out: Outbox,
    /// Seat `g`'s phone at `guests[g - 1]`.
    guests: Vec<Model>,
    guest_out: Vec<Outbox>,
    /// How many messages each guest has sent (its numbers run on from there).
    sent: [u64; SEATS],
    /// The seed as the messages must never carry it, in decimal and as a deal code.
    secrets: [String; 2],
    /// Ambushes laid from a guest's phone out of turn (in a window).
    guest_ambushes: usize,
    now: f64,
}

/// What the host sent, each message checked: only to a phone seat, never the seed, and a
/// view in it is exactly that seat's view of the game as it is.
fn checked(host: &Model, out: &Outbox, secrets: &[String]) -> Vec<(Seat, String)> {
    let sent: Vec<(Seat, String)> = out.borrow_mut().drain(..).collect();
    for (seat, text) in &sent {
        assert!((1..SEATS).contains(seat), "only phone seats are written to");
        for secret in secrets {
            assert!(
                !text.contains(secret.as_str()),
                "the seed never leaves the host"
            );
        }
        let env: Envelope<FromHost<ViewOf<PandaState>>> = read(text, MAX_FROM_HOST).unwrap();
        if let FromHost::View(v) = env.body {
            assert_eq!(
                *v,
                host.t.state().view(Some(*seat)),
                "exactly the seat's view"
            );
        }
    }
    sent
}

impl Phones {
    /// The host's table and its three phones, joined from the lobby.
    fn new(seed: u64) -> Phones {
        let host_out: Outbox = Rc::default();
        let kinds = [
            PlayerKind::Human,
            PlayerKind::Phone,
            PlayerKind::Phone,
            PlayerKind::Phone,
        ];
        let mut setup = TableSetup::numbered(&kinds);
        setup.net = Some(NetSeats {
            table: 23,
            tokens: vec![
                None,
                Some(String::new()),
                Some(String::new()),
                Some(String::new()),
            ],
        });
        let session = Rc::new(Session::new(PandaConfig::default(), seed));
        let t = Table::new(session, setup).with_phones(wire(&host_out));
        let mut host = Model::new(t, WAIT);
        let secrets = [seed.to_string(), rng::deal_code(seed)];
        assert_eq!(host.t.lobby(), vec![1, 2, 3]);
        assert_eq!(
            host.next_job(PACE),
            None,
            "nobody plays while the lobby waits"
        );
        // Each phone says hello; what the host says goes to the phones that joined so far.
        let mut joined: Vec<Guest<PandaState>> = Vec::new();
        for seat in 1..SEATS {
            let mut g = Guest::new(seat, format!("token-{seat}"));
            host.update(Msg::Kit(KitMsg::Linked(seat, true)));
            assert!(host.update(Msg::Kit(KitMsg::Heard(seat, g.hello().into(), 0.0))));
            joined.push(g);
            for (to, text) in checked(&host, &host_out, &secrets) {
                joined[to - 1].hear(&text).unwrap();
            }
        }
        assert!(host.t.lobby().is_empty());
        let mut guests = Vec::new();
        let mut guest_out = Vec::new();
        for g in joined {
            let seat = g.seat;
            assert!(
                g.view.is_some(),
                "a guest's table starts from its first view"
            );
            let out: Outbox = Rc::default();
            let setup = TableSetup::for_guest(&g.names, seat).unwrap();
            guests.push(Model::new(Table::guest(g, setup, wire(&out)), WAIT));
            guest_out.push(out);
        }
        Phones {
            host,
            host_out,
            guests,
            guest_out,
            sent: [0, 1, 1, 1],
            secrets,
            guest_ambushes: 0,
            now: 0.0,
        }
    }

    fn device(&self, seat: Seat) -> &Model {
        match seat {
            0 => &self.host,
            g => &self.guests[g - 1],
        }
    }

    /// A message to the host's model; what it sends is checked and heard by the guests.
    fn to_host(&mut self, msg: Msg) -> bool {
        let changed = self.host.update(msg);
        self.now += 1.0;
        for (seat, text) in checked(&self.host, &self.host_out, &self.secrets) {
            let heard = KitMsg::Heard(seat, text.into(), self.now);
            self.guests[seat - 1].update(Msg::Kit(heard));
        }
        changed
    }

    /// A message to the guest at `seat`; what it sends goes to the host, one at a time.
    fn to_guest(&mut self, seat: Seat, msg: Msg) -> bool {
        let changed = self.guests[seat - 1].update(msg);
        let sent: Vec<(Seat, String)> = self.guest_out[seat - 1].borrow_mut().drain(..).collect();
        for (from, text) in sent {
            assert_eq!(from, seat, "a guest speaks for its own seat");
            self.sent[seat] += 1;
            self.to_host(Msg::Kit(KitMsg::Heard(seat, text.into(), self.now)));
        }
        changed
    }

    fn to_device(&mut self, seat: Seat, msg: Msg) -> bool {
        match seat {
            0 => self.to_host(msg),
            g => self.to_guest(g, msg),
        }
    }

    fn moves(&self) -> usize {
        self.host.t.held().log.len()
    }

    /// What holds on every device at every moment.
    fn check(&self) {
        let s = self.host.t.state();
        assert!(!self.host.t.offers_undo(), "no undo at a table with phones");
        // The host: its person holds the device throughout; a phone's turn is not theirs.
        assert_eq!(self.host.viewer(), Some(0));
        assert!(
            !self.host.needs_hand_over(),
            "no hand-over for a phone's seat"
        );
        assert_eq!(self.host.claimants(), None);
        assert_eq!(self.host.thinking(), None, "no computer here");
        if let Some(job) = self.host.next_job(PACE) {
            assert_eq!(job.seat, 0, "the host's table answers only for its person");
        }
        for seat in 0..SEATS {
            let m = self.device(seat);
            assert_eq!(
                *m.view(),
                s.view(Some(seat)),
                "seat {seat} draws its current view"
            );
            let awaited = s.to_act().contains(&seat)
                && (s.phase() != Phase::AmbushWindow || moves::has_ambush(s.hand(seat), s.table()));
            if m.summary().is_none() {
                assert_eq!(m.may_act(), awaited, "seat {seat}: data-act");
                assert_eq!(
                    m.ambush_pending(seat),
                    awaited && s.phase() == Phase::AmbushWindow
                );
            }
            assert_eq!(m.collector(), self.host.collector());
            assert_eq!(m.bottom(), seat);
            if seat > 0 {
                assert!(m.t.is_guest() && m.t.seed().is_none() && !m.t.offers_undo());
                assert_eq!(m.viewer(), Some(seat));
                assert!(!m.needs_hand_over());
                assert_eq!((m.claimants(), m.thinking()), (None, None));
                assert_eq!(m.my_cards(seat), m.cards_in_order(&s.observe(seat)));
                for other in (0..SEATS).filter(|&o| o != seat) {
                    assert!(
                        m.seat_view(other).is_none(),
                        "a guest has its own view only"
                    );
                    assert!(!m.has_ambush(other));
                }
                if let Some(job) = m.next_job(PACE) {
                    assert_eq!(
                        (job.seat, job.bot),
                        (seat, false),
                        "a guest answers for itself"
                    );
                }
            }
        }
    }

    /// The move the person at `seat` makes, chosen by a computer from their device's view,
    /// and made by taps: cards picked and set, or selected and played, or a button.
    fn play(&mut self, seat: Seat) {
        let m = self.device(seat);
        let view = m.seat_view(seat).expect("the person's own view");
        let mut bot_rng = rng::from_seed(SEEDS ^ ((self.moves() as u64) << 8) ^ seat as u64);
        let ambush = view.legal.iter().any(|a| {
            matches!(a, Action::Play(c) if recognize(*c).is_some_and(|r| r.kind == Kind::Ambush))
        });
        let before = self.moves();
        if m.ambush_pending(seat) && seat > 0 {
            // A guest out of turn: its view offers the Ambush, the host takes it.
            assert!(ambush, "the view offers the Ambush");
            let laid = |p: &Phones| {
                let events = p.host.t.state().events().iter();
                events
                    .filter(|e| matches!(e, Event::Ambushed { seat: x, .. } if *x == seat))
                    .count()
            };
            let was = laid(self);
            assert!(self.to_guest(seat, Msg::Ambush));
            assert_eq!(laid(self), was + 1, "the host laid the guest's Ambush");
            self.guest_ambushes += 1;
            assert_eq!(self.moves(), before + 1);
            return;
        }
        let action =
            <PandaState as BotPlayer>::bot_action(&view.table, BotLevel::Medium, &mut bot_rng)
                .expect("a person to act has a move");
        assert!(view.legal.contains(&action), "{action:?}");
        match action {
            Action::GiveCards {
                left,
                partner,
                right,
            } => {
                for (slot, card) in [left, partner].into_iter().enumerate() {
                    self.to_device(seat, Msg::Toggle(card));
                    self.to_device(seat, Msg::Target(slot));
                }
                // The third card goes straight to the last free slot.
                self.to_device(seat, Msg::Toggle(right));
                assert_eq!(
                    self.device(seat).gifts,
                    [Some(left), Some(partner), Some(right)]
                );
                assert!(self.to_device(seat, Msg::PlaySelected));
            }
            Action::Play(cards) => {
                self.to_device(seat, Msg::Clear);
                for c in cards.cards() {
                    self.to_device(seat, Msg::Toggle(c));
                }
                assert_eq!(self.device(seat).selected, cards);
                assert!(self.to_device(seat, Msg::PlaySelected));
            }
            other => assert!(self.to_device(seat, Msg::Act(other))),
        }
        assert_eq!(
            self.moves(),
            before + 1,
            "seat {seat}'s {action:?}: {:?}",
            self.device(seat).t.notice
        );
        let d = self.device(seat);
        assert!(d.t.notice.is_none() && d.selected.is_empty() && d.gifts == [None; 3]);
    }

    /// A guest sends a move out of turn, as a tampered phone would (its own table sends only
    /// what its view offers): the host refuses it with the engine's reason and nothing
    /// changes.
    fn forge_out_of_turn(&mut self, seat: Seat) {
        let hand = self.guests[seat - 1].seat_view(seat).unwrap().table.hand;
        let card = hand.cards().next().unwrap();
        let action = Action::Play(CardSet::from_cards(&[card]));
        let mut copy = self.host.t.state().clone();
        let why = Game::apply(&mut copy, seat, &action).expect_err("out of turn");
        // Its own table will not send it: the view does not offer it.
        let sent = self.sent[seat];
        self.to_guest(seat, Msg::Act(action));
        assert_eq!(self.sent[seat], sent, "nothing sent");
        assert_eq!(
            self.guests[seat - 1].t.notice.as_deref(),
            Some("That move is not yours to make now.")
        );
        let held = self.host.t.held().clone();
        let forged = write(sent + 1, &FromGuest::Act(action));
        self.to_host(Msg::Kit(KitMsg::Heard(seat, forged.into(), self.now)));
        assert!(Rc::ptr_eq(&held, self.host.t.held()), "nothing changed");
        assert_eq!(
            self.guests[seat - 1].t.notice,
            Some(format!("Not allowed: {why}.")),
            "the phone is told the engine's reason"
        );
        // The forged message took the phone's next number: its next message (a sign of
        // life) repeats it and is dropped, unanswered; the numbers agree again after it.
        self.to_guest(seat, Msg::Kit(KitMsg::Tick(self.now)));
        assert_eq!(self.sent[seat], sent + 1);
        assert!(Rc::ptr_eq(&held, self.host.t.held()));
    }

    /// One step: the first device whose person may act moves; else the first table's own
    /// job. `false` once the first deal is scored.
    fn step(&mut self) -> bool {
        self.check();
        if self.host.t.state().deal_number() > 1 {
            return false;
        }
        for seat in 0..SEATS {
            if self.device(seat).may_act() {
                self.play(seat);
                return true;
            }
        }
        for seat in 0..SEATS {
            if let Some(job) = self.device(seat).next_job(PACE) {
                let before = self.moves();
                assert!(self.to_device(seat, job.msg()));
                assert_eq!(self.moves(), before + 1, "the job of seat {seat}'s table");
                return true;
            }
        }
        panic!("nobody moves: {:?}", self.host.t.state().to_act());
    }
}

/// Plays the first deal of `seed` on four phones, a guest's move forged out of turn once;
/// `None` if no guest laid an Ambush out of turn in it.
fn deal_on_four_phones(seed: u64) -> Option<Phones> {
    let mut p = Phones::new(seed);
    let mut forged = false;
    let mut steps = 0;
    while p.step() {
        steps += 1;
        assert!(steps < 2000, "the deal ends");
        let s = p.host.t.state();
        // Once, on the host person's turn in the play: a guest sends a move.
        if !forged && s.phase() == Phase::Play && s.turn() == 0 {
            p.forge_out_of_turn(2);
            forged = true;
        }
    }
    assert!(forged, "a guest's move was forged out of turn");
    (p.guest_ambushes > 0).then_some(p)
}

#[test]
fn four_phones_play_the_passing_and_a_deal_with_an_ambush_called_by_a_guest_out_of_turn() {
    let mut p = (0..40)
        .find_map(|i| deal_on_four_phones(SEEDS + i))
        .expect("a deal where a guest ambushes out of turn");
    // The deal is scored: every device shows its summary and closes it for itself.
    let s = p.host.t.state();
    let result = s.results()[0].clone();
    assert!(s
        .events()
        .iter()
        .any(|e| matches!(e, Event::CardsExchanged { .. })));
    for seat in 0..SEATS {
        assert_eq!(
            p.device(seat).summary(),
            Some(result.clone()),
            "seat {seat}"
        );
        assert!(p.device(seat).may_act());
        assert_eq!(
            p.device(seat).next_job(PACE),
            None,
            "nothing moves under the summary"
        );
        assert!(p.to_device(seat, Msg::NextDeal));
        assert_eq!(p.device(seat).summary(), None);
    }
    // The next passing: every seat may give its cards, each on its own device.
    for seat in 0..SEATS {
        assert!(p.device(seat).passing_for(seat) && p.device(seat).may_act());
    }
    p.check();
}
