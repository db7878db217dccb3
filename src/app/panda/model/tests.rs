//! The Panda table model over every mix of people and computers.
use super::*;
use crate::app::kit::model::bot_action;
use crate::app::kit::{PlayerKind, TableSetup};
use crate::core::{BotLevel, Game, Session, Viewed};
use crate::games::panda::{recognize, Event, PandaConfig};
use std::rc::Rc;

const H: PlayerKind = PlayerKind::Human;
const BOT: PlayerKind = PlayerKind::Bot(BotLevel::Easy);
const PACE: u32 = 800;
const WAIT: u32 = 5000;

fn model(kinds: [PlayerKind; 4], seed: u64) -> Model {
    let session = Rc::new(Session::new(PandaConfig::default(), seed));
    Model::new(Table::new(session, TableSetup::numbered(&kinds)), WAIT)
}

fn people(m: &Model) -> Vec<Seat> {
    m.t.setup.humans()
}

/// Whether the engine waits for `seat` in a way the table asks a person about.
fn awaited(m: &Model, seat: Seat) -> bool {
    let s = m.state();
    s.to_act().contains(&seat) && (s.phase() != Phase::AmbushWindow || m.has_ambush(seat))
}

/// What holds at every moment, whoever plays.
fn check(m: &Model) {
    let s = m.state();
    let v = m.viewer();
    assert_eq!(
        v.is_none(),
        people(m).is_empty(),
        "a hand shows iff a person plays"
    );
    if let Some(v) = v {
        assert!(m.t.setup.is_human(v), "only a person's cards show");
    }
    check_view(m);
    if m.summary().is_some() {
        assert!(m.may_act(), "a person closes the deal's summary");
        assert_eq!(m.next_job(PACE), None, "nothing moves under the summary");
        return;
    }
    if m.needs_hand_over() {
        assert!(people(m).len() > 1, "one person never hands over");
        assert!(!m.may_act(), "nothing to do behind a hand-over screen");
        assert_eq!(m.claimants(), None);
    }
    assert_eq!(
        m.may_act(),
        !m.needs_hand_over() && v.is_some_and(|v| awaited(m, v)),
        "data-act: the person holding the device is awaited ({:?}, viewer {v:?})",
        s.phase()
    );
    if s.phase() != Phase::AmbushWindow {
        // The device goes to a person the engine waits for.
        if let Some(&h) = people(m).iter().find(|&&h| s.to_act().contains(&h)) {
            assert!(s.to_act().contains(&v.unwrap()), "viewer {v:?}, {h} to act");
        }
    } else if people(m).len() > 1 && m.claim.is_none() {
        assert_eq!(v, m.t.shown_to, "in an Ambush window the device stays put");
        assert!(!m.needs_hand_over());
    }
    if let Some(t) = m.thinking() {
        assert!(
            m.t.is_bot(t) && s.to_act().contains(&t),
            "a computer to act thinks"
        );
        assert!(!m.needs_hand_over() && s.phase() != Phase::AmbushWindow);
    } else if s.phase() != Phase::AmbushWindow && !m.needs_hand_over() {
        assert!(
            s.to_act().iter().all(|&x| !m.t.is_bot(x)),
            "no computer to act, none thinking"
        );
    }
    if let Some(job) = m.next_job(PACE) {
        let bot = m.t.is_bot(job.seat);
        assert_eq!(job.bot, bot);
        assert!(s.to_act().contains(&job.seat));
        let expected = match (s.phase(), bot) {
            (Phase::AmbushWindow, true) => BOT_WINDOW_WAIT,
            (Phase::AmbushWindow, false) if m.has_ambush(job.seat) => WAIT,
            (Phase::AmbushWindow, false) => 0,
            (_, false) => panic!("the table never moves for a person outside a window"),
            (_, true) => PACE,
        };
        assert_eq!(job.wait, expected);
    }
}

/// The table draws from the view of the person holding the device, a spectator's behind a
/// hand-over screen and among computers; what it works out from that view is what the
/// state says.
fn check_view(m: &Model) {
    let s = m.state();
    let view = m.view();
    let seat = m.viewer().filter(|_| !m.needs_hand_over());
    assert_eq!(view.seat, seat, "whose view the table draws");
    assert_eq!(
        view.table,
        Viewed::table(s, seat),
        "the view is the game's as it is now"
    );
    let results: Vec<&DealResult> = PandaObservation::results(&view.events).collect();
    assert_eq!(
        results,
        s.results().iter().collect::<Vec<_>>(),
        "the score sheet"
    );
    assert_eq!(PandaObservation::winner(&view.events), s.winner());
    let Some(v) = seat else { return };
    let obs = &view.table;
    assert_eq!(obs.check_play(m.selected), s.check_play(v, m.selected));
    for c in obs.hand.cards() {
        let one = CardSet::from_cards(&[c]);
        assert_eq!(obs.check_play(one), s.check_play(v, one), "{c:?} alone");
    }
    assert_eq!(m.cards_in_order(obs), m.my_cards(v), "the hand drawn");
    // The play panel's Ambush! button, from the view's legal plays.
    let ambush = view.legal.iter().any(
        |a| matches!(a, Action::Play(c) if recognize(*c).is_some_and(|r| r.kind == Kind::Ambush)),
    );
    let plays = s.legal_plays(v);
    assert_eq!(ambush, plays.iter().any(|c| c.kind == Kind::Ambush));
}

/// A person's move, chosen as a computer would choose it.
fn person_move(m: &Model, seat: Seat) -> Action {
    bot_action(m.t.held(), seat, BotLevel::Medium).expect("a person to act has a move")
}

/// One step of the table: a hand-over, a person's move or the table's own job.
/// `false` at the end of the game.
fn step(m: &mut Model) -> bool {
    check(m);
    if m.state().phase() == Phase::Over {
        return false;
    }
    if m.summary().is_some() {
        assert!(m.update(Msg::NextDeal));
    } else if m.needs_hand_over() {
        let v = m.viewer().unwrap();
        assert!(m.update(Msg::Kit(KitMsg::Reveal(v))));
    } else if m.may_act() {
        let v = m.viewer().unwrap();
        let log = m.t.held().log.len();
        assert!(m.update(Msg::Act(person_move(m, v))));
        assert_eq!(m.t.held().log.len(), log + 1, "{:?}", m.t.notice);
    } else {
        let job = m.next_job(PACE).expect("the table waits for nobody");
        assert!(m.update(job.msg()));
    }
    true
}

/// Steps until `stop` holds (then `true`) or the first deal is over.
fn run_until(m: &mut Model, stop: impl Fn(&Model) -> bool) -> bool {
    while !stop(m) {
        if m.state().deal_number() > 1 || !step(m) {
            return false;
        }
    }
    true
}

/// A model from the first seed whose first deal reaches `stop`.
fn find(kinds: [PlayerKind; 4], stop: impl Fn(&Model) -> bool) -> Model {
    (0..400)
        .find_map(|seed| {
            let mut m = model(kinds.clone(), seed);
            run_until(&mut m, &stop).then_some(m)
        })
        .expect("a seed reaches the moment")
}

#[test]
fn every_mix_of_people_and_computers_plays_a_deal_with_the_rules_of_the_table() {
    for kinds in [
        [H, BOT, BOT, BOT],
        [BOT, BOT, H, BOT],
        [H, BOT, H, BOT],
        [H, H, BOT, BOT],
        [H, H, H, H],
        [BOT, BOT, BOT, BOT],
    ] {
        for seed in [1, 0x80] {
            let mut m = model(kinds.clone(), seed);
            assert!(!run_until(&mut m, |_| false), "the deal ends");
            assert_eq!(m.state().deal_number(), 2);
        }
    }
}

#[test]
fn one_person_holds_the_device_throughout() {
    let mut m = model([BOT, H, BOT, BOT], 3);
    while m.state().deal_number() == 1 {
        assert_eq!(m.viewer(), Some(1));
        assert_eq!(m.bottom(), 1);
        assert!(!m.needs_hand_over());
        step(&mut m);
    }
}

#[test]
fn computers_alone_show_no_hand_and_wait_for_nobody() {
    let mut m = model([BOT, BOT, BOT, BOT], 5);
    assert_eq!(m.viewer(), None);
    assert_eq!(m.bottom(), 0);
    assert!(!m.may_act());
    while m.state().deal_number() == 1 {
        assert!(m.next_job(PACE).is_some_and(|j| j.bot));
        step(&mut m);
    }
}

#[test]
fn two_people_pass_their_cards_each_after_a_hand_over() {
    let mut m = model([H, BOT, H, BOT], 7);
    assert_eq!(m.viewer(), Some(0));
    assert!(m.needs_hand_over() && !m.may_act());
    // Nothing of the hidden hand can be picked behind the screen.
    let first = m.my_cards(0)[0];
    assert!(!m.update(Msg::Toggle(first)));
    assert!(!m.update(Msg::Key("1".into())));
    assert_eq!(m.picked, None);
    m.update(Msg::Kit(KitMsg::Reveal(0)));
    assert!(m.may_act());
    // A card, then its slot; the third card goes straight to the last free slot.
    for slot in 0..2 {
        m.update(Msg::Key("1".into()));
        let card = m.picked.expect("picked");
        m.update(Msg::Target(slot));
        assert_eq!(m.gifts[slot], Some(card));
        assert!(
            !m.my_cards(0).contains(&card),
            "a card set aside leaves the hand"
        );
    }
    m.update(Msg::Key("1".into()));
    assert!(m.gifts.iter().all(Option::is_some) && m.picked.is_none());
    assert!(m.update(Msg::Key("Enter".into())));
    assert_eq!(m.t.held().log.len(), 1, "the passing is recorded");
    assert_eq!(m.gifts, [None; 3]);
    assert_eq!(
        m.my_cards(0).len(),
        12,
        "given cards stay out until the exchange"
    );
    // Seat 2 is next: the device goes across.
    assert_eq!(m.viewer(), Some(2));
    assert!(m.needs_hand_over() && !m.may_act());
    assert!(!m.update(Msg::Target(0)));
}

#[test]
fn a_slot_without_a_picked_card_is_emptied() {
    let mut m = model([H, BOT, BOT, BOT], 7);
    m.update(Msg::Key("2".into()));
    let card = m.picked.unwrap();
    m.update(Msg::Target(1));
    assert_eq!(m.gifts[1], Some(card));
    m.update(Msg::Target(1));
    assert_eq!(m.gifts[1], None);
    assert!(!m.update(Msg::Target(3)), "there are three slots");
}

/// Issue 33, 11: a table drawn anew (a language switch mounts it again from its save)
/// keeps the cards placed in the pass slots and the card picked; another hand does not.
#[test]
fn the_pass_slots_are_kept_when_the_table_is_drawn_anew() {
    let mut m = model([H, BOT, BOT, BOT], 7);
    m.update(Msg::Key("2".into()));
    m.update(Msg::Target(1));
    m.update(Msg::Key("5".into()));
    let (picked, gifts) = (m.picked, m.gifts);
    assert!(picked.is_some() && gifts[1].is_some());
    let mut again = model([H, BOT, BOT, BOT], 7);
    assert_eq!((again.picked, again.gifts), (None, [None; 3]));
    again.restore_draft();
    assert_eq!((again.picked, again.gifts), (picked, gifts), "kept");
    // Another deal's hand (another game) takes nothing of it.
    let mut other = model([H, BOT, BOT, BOT], 8);
    other.restore_draft();
    assert_eq!((other.picked, other.gifts), (None, [None; 3]));
}

/// An Ambush window waiting for a person who holds one while the device is with
/// another person; that holder.
fn window_elsewhere(kinds: [PlayerKind; 4]) -> (Model, Seat) {
    let m = find(kinds.clone(), |m| {
        m.state().phase() == Phase::AmbushWindow
            && m.claim.is_none()
            && people(m)
                .iter()
                .any(|&h| Some(h) != m.viewer() && m.ambush_pending(h))
    });
    let holder = people(&m)
        .into_iter()
        .find(|&h| Some(h) != m.viewer() && m.ambush_pending(h))
        .unwrap();
    (m, holder)
}

/// Lets the table answer for everybody but `seat` (the viewer answers "no Ambush").
fn answer_all_but(m: &mut Model, seat: Seat) {
    while let Some(job) = m.next_job(PACE).filter(|j| j.seat != seat) {
        assert!(m.update(job.msg()));
    }
    if m.viewer().is_some_and(|v| v != seat && m.ambush_pending(v)) {
        assert!(m.update(Msg::Act(Action::NoAmbush)));
    }
    assert_eq!(m.state().window_pending(), vec![seat]);
}

#[test]
fn the_device_stays_put_in_an_ambush_window_and_the_other_person_may_claim_it() {
    let (mut m, holder) = window_elsewhere([H, H, BOT, BOT]);
    assert!(
        !m.needs_hand_over(),
        "no hand-over tells who holds an Ambush"
    );
    assert!(!m.may_act() || m.ambush_pending(m.viewer().unwrap()));
    assert_eq!(
        m.claimants(),
        Some(vec![holder]),
        "a button for the other person"
    );
    answer_all_but(&mut m, holder);
    assert_eq!(
        m.next_job(PACE),
        Some(Job {
            seat: holder,
            wait: WAIT,
            bot: false
        }),
        "the Ambush time from the settings"
    );
    assert!(!m.may_act(), "the device is not with the holder");
    assert!(!m.update(Msg::Claim(2)), "computers do not claim");
    assert!(m.update(Msg::Claim(holder)));
    assert_eq!(m.viewer(), Some(holder));
    assert!(m.needs_hand_over() && !m.may_act());
    assert_eq!(m.claimants(), None);
    assert_eq!(
        m.next_job(PACE),
        None,
        "no time-out while the claimant decides"
    );
    m.update(Msg::Kit(KitMsg::Reveal(holder)));
    assert!(m.may_act());
    assert!(m.update(Msg::Ambush));
    assert!(matches!(
        m.state().events().iter().find(|e| matches!(e, Event::Ambushed { .. })),
        Some(Event::Ambushed { seat, .. }) if *seat == holder
    ));
    assert_eq!(m.claim, None, "a claim ends with its Ambush");
}

#[test]
fn a_claim_by_somebody_without_an_ambush_waits_until_let_go() {
    let (mut m, holder) = window_elsewhere([H, H, H, BOT]);
    let viewer = m.viewer().unwrap();
    let other = (0..3).find(|&x| x != viewer && x != holder).unwrap();
    answer_all_but(&mut m, holder);
    // Everyone else gets a button, the holder and the third person alike.
    let mut claimants = m.claimants().unwrap();
    claimants.sort();
    let mut expected = vec![holder, other];
    expected.sort();
    assert_eq!(claimants, expected);
    m.update(Msg::Claim(other));
    m.update(Msg::Kit(KitMsg::Reveal(other)));
    assert!(!m.may_act() && !m.ambush_pending(other));
    assert_eq!(m.next_job(PACE), None, "the table waits for the claimant");
    assert!(m.update(Msg::Unclaim));
    assert_eq!(m.viewer(), Some(other), "the device stays where it went");
    assert_eq!(
        m.next_job(PACE).map(|j| (j.seat, j.wait)),
        Some((holder, WAIT))
    );
    // The holder lets the Ambush time run out: the table answers for them.
    let job = m.next_job(PACE).unwrap();
    m.update(job.msg());
    assert_ne!(m.state().phase(), Phase::AmbushWindow);
}

#[test]
fn one_person_holding_an_ambush_is_waited_for_then_answered() {
    let mut m = find([H, BOT, BOT, BOT], |m| m.ambush_pending(0));
    assert!(m.may_act(), "data-act while the table waits for the Ambush");
    // Undo refused (the cards given to you are shown): neither the computers' answers nor
    // the time-out answering for the person take the reason away.
    m.update(Msg::Kit(KitMsg::Undo));
    let why = m.t.notice.clone();
    assert!(why.is_some());
    answer_all_but(&mut m, 0);
    assert_eq!(m.t.notice, why, "the computers answered");
    assert_eq!(
        m.next_job(PACE).map(|j| (j.seat, j.wait, j.bot)),
        Some((0, WAIT, false))
    );
    assert!(
        !m.update(Msg::NoAmbush(1)),
        "only a seat the window waits for"
    );
    assert!(m.update(m.next_job(PACE).unwrap().msg()));
    assert_ne!(m.state().phase(), Phase::AmbushWindow);
    assert_eq!(
        m.t.notice, why,
        "the notice outlives a move made for the person"
    );
}

#[test]
fn claims_only_in_an_ambush_window() {
    let mut m = model([H, H, BOT, BOT], 9);
    m.update(Msg::Kit(KitMsg::Reveal(0)));
    assert!(!m.update(Msg::Claim(1)));
    assert_eq!(m.claim, None);
    assert_eq!(m.claimants(), None);
}

#[test]
fn a_refused_play_tells_why_and_keeps_the_selection() {
    let mut m = find([H, BOT, BOT, BOT], |m| {
        m.state().phase() == Phase::Play && m.may_act() && m.state().table().is_none()
    });
    let log = m.t.held().log.len();
    let cards = m.my_cards(0);
    // Two different ranks are no combination.
    let pair: Vec<Card> = cards
        .iter()
        .copied()
        .filter(|c| c.suit().is_some())
        .take(1)
        .chain(
            cards
                .iter()
                .copied()
                .filter(|c| c.suit().is_some())
                .rev()
                .take(1),
        )
        .collect();
    for c in &pair {
        m.update(Msg::Toggle(*c));
    }
    assert!(m.update(Msg::PlaySelected));
    assert_eq!(m.t.held().log.len(), log);
    assert!(m.t.notice.as_deref().unwrap().starts_with("Not allowed: "));
    assert_eq!(m.selected.len(), 2);
    assert!(m.update(Msg::Key("Escape".into())));
    assert!(m.selected.is_empty());
}

#[test]
fn a_rematch_and_a_hand_over_start_from_a_clean_selection() {
    let mut m = model([H, H, BOT, BOT], 11);
    m.update(Msg::Kit(KitMsg::Reveal(0)));
    m.update(Msg::Key("1".into()));
    m.update(Msg::Target(0));
    m.update(Msg::Key("1".into()));
    m.t.notice = Some("x".into());
    m.update(Msg::Kit(KitMsg::Reveal(0)));
    assert_eq!(
        (m.picked, m.gifts, m.t.notice.clone()),
        (None, [None; 3], None)
    );
    m.update(Msg::Key("1".into()));
    m.claim = Some(1);
    assert!(m.update(Msg::Kit(KitMsg::Rematch(99))));
    assert_eq!(m.t.held().seed, 99);
    assert!(m.t.held().log.is_empty());
    assert_eq!((m.picked, m.claim, m.t.shown_to), (None, None, None));
    assert!(m.needs_hand_over());
}

#[test]
fn keys_pick_the_cards_in_display_order() {
    let mut m = model([H, BOT, BOT, BOT], 13);
    assert_eq!(key_index("q"), Some(10));
    assert_eq!(key_index("Z"), None);
    m.update(Msg::SortBySuit(true));
    let cards = m.my_cards(0);
    assert!(m.update(Msg::Key("0".into())));
    assert_eq!(m.picked, Some(cards[9]));
    assert!(!m.update(Msg::Key("Z".into())));
    assert_eq!(sorted(m.state().hand(0), true), cards);
}

/// Steps through the first deal to the moment the second deal's cards are dealt.
fn to_second_deal(m: &mut Model) {
    while m.state().deal_number() == 1 {
        assert!(step(m));
    }
}

#[test]
fn the_table_stops_on_the_summary_of_a_deal_until_next_deal() {
    let mut m = model([H, BOT, BOT, BOT], 1);
    to_second_deal(&mut m);
    let r = m.summary().expect("the first deal's summary").clone();
    assert_eq!(r.deal, 1);
    assert!(m.may_act());
    assert_eq!(m.next_job(PACE), None, "the computers wait");
    // Cards cannot be touched under it; a reload (a new model on the same log) shows it again.
    let card = m.state().hand(0).cards().next().unwrap();
    assert!(!m.update(Msg::Toggle(card)));
    let again = Model::new(m.t.clone(), WAIT);
    assert_eq!(again.summary(), Some(r));
    assert!(m.update(Msg::Key("n".into())));
    assert_eq!(m.summary(), None);
    assert!(m.passing_for(0), "the passing begins");
    assert!(m.next_job(PACE).is_some(), "the computers pass");
}

#[test]
fn computers_alone_go_on_without_a_summary() {
    let mut m = model([BOT, BOT, BOT, BOT], 1);
    to_second_deal(&mut m);
    assert_eq!(m.summary(), None);
    assert!(m.next_job(PACE).is_some());
}

#[test]
fn the_trick_flies_to_its_taker_and_a_beaten_combination_nowhere() {
    for kinds in [[H, BOT, BOT, BOT], [BOT, BOT, BOT, BOT], [H, H, BOT, BOT]] {
        let mut m = model(kinds, 0x80);
        let (mut tricks, mut given) = (0, 0);
        loop {
            let before = m.state().events().len();
            if m.state().deal_number() > 1 || !step(&mut m) {
                break;
            }
            let new = &m.state().events()[before..];
            let taker = new.iter().rev().find_map(|e| match e {
                Event::TrickWon { seat, .. } => Some(*seat),
                Event::TrickGiven { to, .. } => {
                    given += 1;
                    Some(*to)
                }
                _ => None,
            });
            if let Some(t) = taker {
                tricks += 1;
                assert_eq!(m.collector(), Some(t), "the trick goes to its taker");
            } else if new.iter().any(|e| matches!(e, Event::Played { .. })) {
                assert_eq!(m.collector(), None, "a combination laid: nothing collected");
            }
        }
        assert!(tricks > 3, "tricks were taken ({tricks}, {given} given)");
    }
}

#[test]
fn each_action_has_the_sound_of_its_weightiest_moment() {
    let single = crate::games::panda::recognize(crate::games::panda::CardSet::from_cards(&[
        crate::games::panda::Card::STORK,
    ]))
    .unwrap();
    let played = Event::Played {
        seat: 1,
        combo: single,
    };
    assert_eq!(moment(&[]), None);
    assert_eq!(moment(&[Event::Passed { seat: 1 }]), None);
    assert_eq!(moment(std::slice::from_ref(&played)), Some(Moment::Play));
    assert_eq!(moment(&[Event::GaveCards { seat: 2 }]), Some(Moment::Play));
    assert_eq!(
        moment(&[
            Event::GaveCards { seat: 2 },
            Event::CardsExchanged { leader: 0 }
        ]),
        Some(Moment::Deal)
    );
    assert_eq!(
        moment(&[Event::DealStarted { deal: 1 }]),
        Some(Moment::Deal)
    );
    assert_eq!(
        moment(&[
            Event::Passed { seat: 3 },
            Event::TrickWon { seat: 1, points: 5 }
        ]),
        Some(Moment::Trick)
    );
    let m = find([H, BOT, BOT, BOT], |m| {
        m.state()
            .events()
            .iter()
            .any(|e| matches!(e, Event::DealScored(_)))
    });
    let end = m
        .state()
        .events()
        .iter()
        .position(|e| matches!(e, Event::DealScored(_)))
        .unwrap();
    let tail = &m.state().events()[end.saturating_sub(2)..];
    assert_eq!(moment(tail), Some(Moment::DealEnd), "{tail:?}");
}

/// The person's turn on a table nothing in their hand beats (the engine leaves only Pass).
fn cannot_beat(m: &Model) -> bool {
    let s = m.state();
    s.phase() == Phase::Play && m.may_act() && s.table().is_some() && s.legal_plays(0).is_empty()
}

#[test]
fn auto_pass_passes_only_when_on_and_nothing_beats_the_table() {
    let mut m = find([H, BOT, BOT, BOT], cannot_beat);
    assert_eq!(m.auto_pass_due(), None, "off by default");
    m.auto_pass = true;
    let log = m.t.held().log.len();
    assert_eq!(m.auto_pass_due(), Some(0));
    assert!(
        !m.update(Msg::AutoPass(log + 1)),
        "a stale timer does nothing"
    );
    m.t.notice = Some("a refusal".into());
    assert!(m.update(Msg::AutoPass(log)));
    assert_eq!(m.t.held().log[log], (0, Action::Pass));
    assert_eq!(m.auto_pass_due(), None, "the table went on");
    assert_eq!(
        m.t.notice.as_deref(),
        Some("a refusal"),
        "a pass made for the person leaves it"
    );
}

#[test]
fn auto_pass_never_on_a_lead_or_with_a_play_in_hand() {
    let mut m = model([H, BOT, BOT, BOT], 3);
    m.auto_pass = true;
    let mut seen = (0, 0);
    for _ in 0..4000 {
        if m.state().phase() == Phase::Over || m.state().deal_number() > 2 {
            break;
        }
        let s = m.state();
        if m.auto_pass_due().is_some() {
            assert!(
                s.table().is_some() && s.legal_plays(0).is_empty(),
                "never a lead, never with a play"
            );
            seen.0 += 1;
        } else if m.may_act() && s.phase() == Phase::Play && s.turn() == 0 {
            assert!(s.table().is_none() || !s.legal_plays(0).is_empty());
            seen.1 += 1;
        }
        match m.auto_pass_due() {
            Some(_) => assert!(m.update(Msg::AutoPass(m.t.held().log.len()))),
            None => {
                step(&mut m);
            }
        }
    }
    assert!(
        seen.0 > 0 && seen.1 > 0,
        "both kinds of turn seen: {seen:?}"
    );
}

#[test]
fn a_tap_or_an_undo_makes_the_auto_pass_wait_for_the_person() {
    let mut m = find([H, BOT, BOT, BOT], cannot_beat);
    m.auto_pass = true;
    let card = m.my_cards(0)[0];
    m.update(Msg::Toggle(card));
    m.update(Msg::Toggle(card));
    assert!(m.selected.is_empty());
    assert_eq!(m.auto_pass_due(), None, "tapped: the person decides");
    let log = m.t.held().log.len();
    assert!(!m.update(Msg::AutoPass(log)));
    m.update(Msg::Act(Action::Pass));
    assert_eq!(m.t.held().log.len(), log + 1);
    // Taken back (where nothing was revealed since): the same position waits for the
    // person instead of passing again.
    let undone = (0..60).filter(|&seed| {
        let mut m = model([H, BOT, BOT, BOT], seed);
        m.auto_pass = true;
        if !run_until(&mut m, cannot_beat) {
            return false;
        }
        let log = m.t.held().log.len();
        assert!(m.update(Msg::AutoPass(log)));
        if m.t.undo_point() != Ok(log) {
            return false;
        }
        m.update(Msg::Kit(KitMsg::Undo));
        assert_eq!(m.t.held().log.len(), log, "the pass is taken back");
        assert_eq!(m.auto_pass_due(), None);
        true
    });
    assert!(undone.count() > 0, "an auto-pass was taken back");
}

#[test]
fn a_double_tap_plays_a_card_that_may_be_played_alone_and_else_selects_it() {
    let mut m = find([H, BOT, BOT, BOT], |m| {
        m.state().phase() == Phase::Play
            && m.may_act()
            && m.state().table().is_none()
            && !m.state().observe(0).first_lead
    });
    let log = m.t.held().log.len();
    // After the first lead any single may be led.
    let card = m
        .my_cards(0)
        .into_iter()
        .find(|&c| c != Card::CATFISH)
        .unwrap();
    m.update(Msg::Toggle(card));
    assert!(m.update(Msg::Double(card)));
    assert_eq!(m.t.held().log.len(), log + 1, "{:?}", m.t.notice);
    assert_eq!(
        m.t.held().log[log].1,
        Action::Play(CardSet::from_cards(&[card]))
    );
    assert!(m.selected.is_empty());
    // Not its turn: a double tap only selects.
    let mut m = find([H, BOT, BOT, BOT], |m| {
        m.state().phase() == Phase::Play && !m.may_act()
    });
    let log = m.t.held().log.len();
    let card = m.my_cards(0)[0];
    m.update(Msg::Double(card));
    assert_eq!(m.t.held().log.len(), log);
    assert!(m.selected.contains(card));
}

#[test]
fn the_auto_pass_waits_long_enough_to_be_read_and_stopped() {
    // Twice the computers' pause (slow 1400 ms, normal 800), never under 1.5 s (fast 300).
    assert_eq!(auto_pass_wait(1400), 2800);
    assert_eq!(auto_pass_wait(800), 1600);
    assert_eq!(auto_pass_wait(300), 1500);
    // The tests' instant pace: at once.
    assert_eq!(auto_pass_wait(0), 0);
}
