//! Panda on four phones: a person at the host's phone and three guests, each running the
//! game's own `Model`, wired with outboxes (as `kit/phones_tests.rs`). Every move is made by
//! the messages a tap sends; every message the host sends is checked against the seat's
//! view (the leak check); a guest's model holds no game, so any read of it would panic.

use super::*;
use crate::app::kit::phones::{NetSeats, Wire};
use crate::app::kit::phones_rig::check_sent;
use crate::app::kit::{PlayerKind, SavedTable, TableSetup};
use crate::app::net::guest::Guest;
use crate::app::net::proto::{write, FromGuest};
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
    /// Each phone seat's guest, by seat.
    guests: Vec<Option<Model>>,
    guest_out: Vec<Outbox>,
    /// The seats played by a person: the host's (seat 0) and the phones'.
    people: Vec<Seat>,
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
        assert!(
            host.t.setup.is_phone(*seat),
            "only phone seats are written to"
        );
        for secret in secrets {
            assert!(
                !text.contains(secret.as_str()),
                "the seed never leaves the host"
            );
        }
        check_sent::<PandaState>(out, *seat, text, || host.t.state().view(Some(*seat)));
    }
    sent
}

impl Phones {
    /// The host's table (a person at seat 0) and its phones, joined from the lobby.
    fn new(seed: u64, kinds: [PlayerKind; SEATS]) -> Phones {
        assert_eq!(kinds[0], PlayerKind::Human);
        let host_out: Outbox = Rc::default();
        let phones: Vec<Seat> = (0..SEATS)
            .filter(|&s| kinds[s] == PlayerKind::Phone)
            .collect();
        let mut setup = TableSetup::numbered(&kinds);
        setup.net = Some(NetSeats {
            table: 23,
            tokens: (0..SEATS)
                .map(|s| phones.contains(&s).then(String::new))
                .collect(),
        });
        let session = Rc::new(Session::new(PandaConfig::default(), seed));
        let t = Table::new(session, setup).with_phones(wire(&host_out));
        let mut host = Model::new(t, WAIT);
        let secrets = [seed.to_string(), rng::deal_code(seed)];
        assert_eq!(host.t.lobby(), phones);
        assert_eq!(
            host.next_job(PACE),
            None,
            "nobody plays while the lobby waits"
        );
        // Each phone says hello; what the host says goes to the phones that joined so far.
        let mut joined: Vec<Option<Guest<PandaState>>> = vec![None; SEATS];
        for &seat in &phones {
            let mut g = Guest::new(seat, format!("token-{seat}"));
            host.update(Msg::Kit(KitMsg::Linked(seat, true)));
            assert!(host.update(Msg::Kit(KitMsg::Heard(seat, g.hello().into(), 0.0))));
            joined[seat] = Some(g);
            for (to, text) in checked(&host, &host_out, &secrets) {
                joined[to].as_mut().unwrap().hear(&text).unwrap();
            }
        }
        assert!(host.t.lobby().is_empty());
        let guest_out: Vec<Outbox> = (0..SEATS).map(|_| Rc::default()).collect();
        let guests = joined
            .into_iter()
            .zip(&guest_out)
            .map(|(g, out)| {
                let g = g?;
                let seat = g.seat;
                assert!(
                    g.view().is_some(),
                    "a guest's table starts from its first view"
                );
                let setup = TableSetup::for_guest(&g.names, seat).unwrap();
                Some(Model::new(Table::guest(g, setup, wire(out)), WAIT))
            })
            .collect();
        let mut sent = [0; SEATS];
        for &seat in &phones {
            sent[seat] = 1;
        }
        let mut people = vec![0];
        people.extend(phones);
        Phones {
            host,
            host_out,
            guests,
            guest_out,
            people,
            sent,
            secrets,
            guest_ambushes: 0,
            now: 0.0,
        }
    }

    fn device(&self, seat: Seat) -> &Model {
        self.guests[seat].as_ref().unwrap_or(&self.host)
    }

    /// A message to the host's model; what it sends is checked and heard by the guests.
    fn tell_host(&mut self, msg: Msg) -> bool {
        let changed = self.host.update(msg);
        self.now += 1.0;
        for (seat, text) in checked(&self.host, &self.host_out, &self.secrets) {
            let heard = KitMsg::Heard(seat, text.into(), self.now);
            self.guests[seat].as_mut().unwrap().update(Msg::Kit(heard));
        }
        changed
    }

    /// A message to the guest at `seat`; what it sends goes to the host, one at a time.
    fn tell_guest(&mut self, seat: Seat, msg: Msg) -> bool {
        let changed = self.guests[seat].as_mut().unwrap().update(msg);
        let sent: Vec<(Seat, String)> = self.guest_out[seat].borrow_mut().drain(..).collect();
        for (from, text) in sent {
            assert_eq!(from, seat, "a guest speaks for its own seat");
            self.sent[seat] += 1;
            self.tell_host(Msg::Kit(KitMsg::Heard(seat, text.into(), self.now)));
        }
        changed
    }

    fn tell_device(&mut self, seat: Seat, msg: Msg) -> bool {
        if self.guests[seat].is_some() {
            self.tell_guest(seat, msg)
        } else {
            self.tell_host(msg)
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
        if let Some(t) = self.host.thinking() {
            assert!(self.host.t.is_bot(t), "only a computer thinks");
        }
        if let Some(job) = self.host.next_job(PACE) {
            assert_eq!(job.bot, self.host.t.is_bot(job.seat));
            assert!(
                job.seat == 0 || job.bot,
                "the host's table answers only for its person and its computers"
            );
        }
        for &seat in &self.people {
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
            if m.t.is_guest() {
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
        if m.ambush_pending(seat) && m.t.is_guest() {
            // A guest out of turn: its view offers the Ambush, the host takes it.
            assert!(ambush, "the view offers the Ambush");
            let laid = |p: &Phones| {
                let events = p.host.t.state().events().iter();
                events
                    .filter(|e| matches!(e, Event::Ambushed { seat: x, .. } if *x == seat))
                    .count()
            };
            let was = laid(self);
            assert!(self.tell_guest(seat, Msg::Ambush));
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
                    self.tell_device(seat, Msg::Toggle(card));
                    self.tell_device(seat, Msg::Target(slot));
                }
                // The third card goes straight to the last free slot.
                self.tell_device(seat, Msg::Toggle(right));
                assert_eq!(
                    self.device(seat).gifts,
                    [Some(left), Some(partner), Some(right)]
                );
                assert!(self.tell_device(seat, Msg::PlaySelected));
            }
            Action::Play(cards) => {
                self.tell_device(seat, Msg::Clear);
                for c in cards.cards() {
                    self.tell_device(seat, Msg::Toggle(c));
                }
                assert_eq!(self.device(seat).selected, cards);
                assert!(self.tell_device(seat, Msg::PlaySelected));
            }
            other => assert!(self.tell_device(seat, Msg::Act(other))),
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
        let hand = self.guests[seat]
            .as_ref()
            .unwrap()
            .seat_view(seat)
            .unwrap()
            .table
            .hand;
        let card = hand.cards().next().unwrap();
        let action = Action::Play(CardSet::from_cards(&[card]));
        let mut copy = self.host.t.state().clone();
        let why = Game::apply(&mut copy, seat, &action).expect_err("out of turn");
        // Its own table will not send it: the view does not offer it.
        let sent = self.sent[seat];
        self.tell_guest(seat, Msg::Act(action));
        assert_eq!(self.sent[seat], sent, "nothing sent");
        assert_eq!(
            self.guests[seat].as_ref().unwrap().t.notice.as_deref(),
            Some("That move is not yours to make now.")
        );
        let held = self.host.t.held().clone();
        let forged = write(sent + 1, &FromGuest::Act(action));
        self.tell_host(Msg::Kit(KitMsg::Heard(seat, forged.into(), self.now)));
        assert!(Rc::ptr_eq(&held, self.host.t.held()), "nothing changed");
        assert_eq!(
            self.guests[seat].as_ref().unwrap().t.notice,
            Some(format!("Not allowed: {why}.")),
            "the phone is told the engine's reason"
        );
        // The forged message took the phone's next number: its next message (a sign of
        // life) repeats it and is dropped, unanswered; the numbers agree again after it.
        self.tell_guest(seat, Msg::Kit(KitMsg::Tick(self.now)));
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
        for seat in self.people.clone() {
            if self.device(seat).may_act() {
                self.play(seat);
                return true;
            }
        }
        for seat in self.people.clone() {
            if let Some(job) = self.device(seat).next_job(PACE) {
                let before = self.moves();
                assert!(self.tell_device(seat, job.msg()));
                assert_eq!(self.moves(), before + 1, "the job of seat {seat}'s table");
                return true;
            }
        }
        panic!("nobody moves: {:?}", self.host.t.state().to_act());
    }
}

/// Plays the first deal of `seed` with these seats, a guest's move forged out of turn once
/// (by `forger`), and once the seat `covered` given to a computer on its turn and taken back;
/// `None` if no guest laid an Ambush out of turn in it.
fn deal_on_phones(
    seed: u64,
    kinds: [PlayerKind; SEATS],
    forger: Seat,
    covered: Option<Seat>,
) -> Option<Phones> {
    let mut p = Phones::new(seed, kinds);
    let (mut forged, mut was_covered) = (false, false);
    let mut steps = 0;
    while p.step() {
        steps += 1;
        assert!(steps < 2000, "the deal ends");
        let s = p.host.t.state();
        // Once, on the host person's turn in the play: a guest sends a move.
        if !forged && s.phase() == Phase::Play && s.turn() == 0 {
            p.forge_out_of_turn(forger);
            forged = true;
        }
        let s = p.host.t.state();
        if let Some(c) =
            covered.filter(|&c| !was_covered && s.phase() == Phase::Play && s.turn() == c)
        {
            // The host gives the phone's seat to a computer: it plays there, by the host's
            // table's job; then the phone has its seat back.
            assert_eq!(p.host.next_job(PACE), None, "the table waits for the phone");
            p.tell_host(Msg::Kit(KitMsg::Cover(c, true)));
            let job = p.host.next_job(PACE).expect("a computer plays the seat");
            assert_eq!((job.seat, job.bot, job.wait), (c, true, PACE));
            assert_eq!(p.host.thinking(), Some(c));
            let before = p.moves();
            assert!(p.tell_host(job.msg()));
            assert_eq!(p.moves(), before + 1);
            p.tell_host(Msg::Kit(KitMsg::Cover(c, false)));
            assert!(!p.host.t.is_bot(c));
            was_covered = true;
        }
    }
    assert!(forged, "a guest's move was forged out of turn");
    assert_eq!(was_covered, covered.is_some());
    (p.guest_ambushes > 0).then_some(p)
}

const H: PlayerKind = PlayerKind::Human;
const PHONE: PlayerKind = PlayerKind::Phone;

#[test]
fn four_phones_play_the_passing_and_a_deal_with_an_ambush_called_by_a_guest_out_of_turn() {
    let mut p = (0..40)
        .find_map(|i| deal_on_phones(SEEDS + i, [H, PHONE, PHONE, PHONE], 2, None))
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
        assert!(p.tell_device(seat, Msg::NextDeal));
        assert_eq!(p.device(seat).summary(), None);
    }
    // The next passing: every seat may give its cards, each on its own device.
    for seat in 0..SEATS {
        assert!(p.device(seat).passing_for(seat) && p.device(seat).may_act());
    }
    p.check();
}

#[test]
fn phones_a_computer_and_a_phone_seat_given_to_a_computer_play_a_deal() {
    let bot = PlayerKind::Bot(BotLevel::Easy);
    let p = (0..40)
        .find_map(|i| deal_on_phones(SEEDS + 100 + i, [H, PHONE, bot.clone(), PHONE], 3, Some(1)))
        .expect("a deal where a guest ambushes out of turn");
    let s = p.host.t.state();
    assert_eq!(s.deal_number(), 2, "the deal was played out");
    let computer = s.events().iter().any(|e| {
        matches!(
            e,
            Event::Played { seat: 2, .. }
                | Event::Passed { seat: 2 }
                | Event::GaveCards { seat: 2 }
        )
    });
    assert!(computer, "the computer played its seat by the host's jobs");
}

/// In a window, a guest's "no Ambush" is on its way when the host, which has not read it
/// yet, sends the views of another phone's answer: the guest still sees its seat awaited
/// and nothing pending. It must not answer again (the host would refuse the second one,
/// and it would hold up a press of Ambush! behind it); its first answer is taken.
#[test]
fn a_guest_answers_no_ambush_once_while_views_of_other_answers_cross_it() {
    let no_ambush = |p: &Phones, s: Seat| {
        let st = p.host.t.state();
        st.phase() == Phase::AmbushWindow
            && st.to_act().contains(&s)
            && !moves::has_ambush(st.hand(s), st.table())
    };
    let mut p = (0..40)
        .find_map(|i| {
            let mut p = Phones::new(SEEDS + 200 + i, [H, PHONE, PHONE, PHONE]);
            while p.step() {
                if (1..SEATS).filter(|&s| no_ambush(&p, s)).count() >= 2 {
                    return Some(p);
                }
            }
            None
        })
        .expect("a window where two guests hold no Ambush");
    let quiet: Vec<Seat> = (1..SEATS).filter(|&s| no_ambush(&p, s)).collect();
    let (a, b) = (quiet[0], quiet[1]);
    // The guest at `a` answers at once; its message is still on the way.
    let job = p.device(a).next_job(PACE).expect("the guest answers");
    assert_eq!((job.seat, job.wait, job.bot), (a, 0, false));
    assert!(p.guests[a].as_mut().unwrap().update(job.msg()));
    let on_the_way: Vec<(Seat, String)> = p.guest_out[a].borrow_mut().drain(..).collect();
    assert_eq!(on_the_way.len(), 1);
    assert!(p.device(a).sending());
    // The host takes `b`'s answer first: its views reach `a` too.
    let job = p.device(b).next_job(PACE).expect("the other guest answers");
    let before = p.moves();
    assert!(p.tell_guest(b, job.msg()));
    assert_eq!(p.moves(), before + 1);
    let m = p.device(a);
    assert!(!m.sending(), "a view ends the guest's wait");
    assert!(
        m.public().table.to_act.contains(&a),
        "the view was made before the host read the guest's answer"
    );
    assert_eq!(m.next_job(PACE), None, "no second answer in the window");
    assert!(!m.may_act() && !m.ambush_pending(a));
    // A timer set before the view fires late: nothing is sent.
    assert!(!p.tell_guest(a, Msg::NoAmbush(a)));
    assert!(p.guest_out[a].borrow().is_empty());
    // The first answer arrives and is taken; no refusal comes back.
    let before = p.moves();
    for (from, text) in on_the_way {
        p.sent[from] += 1;
        p.tell_host(Msg::Kit(KitMsg::Heard(from, text.into(), p.now)));
    }
    assert_eq!(p.moves(), before + 1, "the guest's answer was taken");
    assert_eq!(p.device(a).t.notice, None, "nothing refused");
    assert!(
        !p.host.t.state().to_act().contains(&a) || p.host.t.state().phase() != Phase::AmbushWindow
    );
    // The deal plays on to its end, every device in step.
    let mut steps = 0;
    while p.step() {
        steps += 1;
        assert!(steps < 2000, "the deal ends");
    }
}
