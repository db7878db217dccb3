//! The Judge table's model without a browser: frames drive the countdown, the bots, the
//! verdicts and the next round; who may act (`data-act`); presses, warnings, reloads and
//! the winner-stays queue. Deal 7's first pickets are months 10 (seat 0) and 12 (seat 1).

use super::*;
use crate::app::kit::{Player, PlayerKind};
use crate::core::BotLevel;
use crate::games::judge::{Outcome, Reason};

/// The bot pace pause: a verdict stays up 2.75 times this.
const PACE: u32 = 100;
/// The default countdown.
const COUNTDOWN: Ms = 2400.0;

fn person(name: &str) -> Player {
    Player {
        name: name.into(),
        kind: PlayerKind::Human,
    }
}

fn bot(level: BotLevel) -> Player {
    Player {
        name: crate::app::kit::bot_name(1, level),
        kind: PlayerKind::Bot(level),
    }
}

fn table(players: [Player; 2], queue: Vec<Player>) -> JudgeTable {
    JudgeTable {
        players: players.to_vec(),
        queue,
        ..JudgeTable::default()
    }
}

fn loaded(session: Session<JudgeState>, players: [Player; 2]) -> Model {
    Model::new(Table::new(Rc::new(session), table(players, vec![])), PACE)
}

fn model(players: [Player; 2]) -> Model {
    loaded(Session::new(JudgeConfig::default(), 7), players)
}

/// Frames every 16 ms from `from` until `done` holds (or a minute passes); the time reached.
fn frames_until(m: &mut Model, from: Ms, done: impl Fn(&Model) -> bool) -> Ms {
    let mut now = from;
    while !done(m) {
        assert!(now < from + 60_000.0, "stuck in {:?}", m.state().phase());
        m.update(Msg::Frame(now));
        now += 16.0;
    }
    now
}

fn phase(m: &Model) -> Phase {
    m.state().phase()
}

#[test]
fn a_person_against_the_computer_starts_counts_down_races_and_rounds_follow_on() {
    let mut m = model([person("Aiko"), bot(BotLevel::Easy)]);
    assert!(m.may_act(), "Start is the person's");
    assert!(!m.update(Msg::Frame(500.0)), "nothing moves before Start");

    assert!(m.update(Msg::StartRound(1000.0)));
    assert_eq!((phase(&m), m.beat, m.tones), (Phase::Countdown, 3, 1));
    assert_eq!(m.tone, Some(Tone { hz: 440.0, ms: 120 }));
    assert!(!m.may_act(), "no move during the countdown");
    assert!(!m.update(Msg::Frame(1100.0)), "still 3");
    assert!(m.update(Msg::Frame(1000.0 + COUNTDOWN / 3.0)));
    assert_eq!((m.beat, m.tones), (2, 2));
    m.update(Msg::Frame(1000.0 + COUNTDOWN * 2.0 / 3.0));
    assert_eq!(m.beat, 1);
    m.update(Msg::Frame(1000.0 + COUNTDOWN));
    assert_eq!((phase(&m), m.beat), (Phase::Race, 0));
    assert_eq!(m.tone, Some(Tone { hz: 880.0, ms: 160 }));
    assert!(m.may_act(), "the person may press in the race");

    // The computer's presses are its own: a press for its seat changes nothing.
    assert!(!m.update(Msg::Press(1, Hand::Hit, 1000.0 + COUNTDOWN + 10.0)));
    // Seat 0 has the earlier month: it defends; the computer answers on later frames.
    assert!(m.update(Msg::Press(0, Hand::Defend, 1000.0 + COUNTDOWN + 30.0)));
    assert_eq!(m.state().hand_down(0), Some(Hand::Defend));
    let decided = frames_until(&mut m, 1000.0 + COUNTDOWN + 16.0, |m| {
        phase(m) == Phase::Verdict
    });
    assert_eq!(m.tone, Some(Tone { hz: 660.0, ms: 140 }));
    assert!(m.verdict_seen.is_some());
    assert!(!m.may_act(), "the next round follows by itself");
    assert!(
        !m.update(Msg::Release(0, Hand::Defend, decided)),
        "decided: a lift is nothing"
    );

    // The verdict stays up 2.75 pauses, then the next round counts down by itself.
    let seen = m.verdict_seen.unwrap();
    assert!(!m.update(Msg::Frame(seen + m.verdict_pause - 1.0)));
    assert!(m.update(Msg::Frame(seen + m.verdict_pause)));
    assert_eq!(
        (phase(&m), m.state().round_no(), m.beat),
        (Phase::Countdown, 2, 3)
    );
}

#[test]
fn pause_holds_the_verdict_until_next_round() {
    let mut m = model([person("Aiko"), person("Ren")]);
    m.update(Msg::StartRound(0.0));
    // Nobody moves: the round times out.
    frames_until(&mut m, 0.0, |m| phase(m) == Phase::Verdict);
    assert!(!m.may_act());
    assert!(m.update(Msg::Pause));
    assert!(!m.update(Msg::Pause), "already paused");
    assert!(m.may_act(), "Next round is the people's");
    assert!(!m.update(Msg::Frame(1e6)), "a paused verdict waits");
    m.update(Msg::StartRound(1e6));
    assert!(!m.paused);
    assert_eq!((phase(&m), m.state().round_no()), (Phase::Countdown, 2));
}

#[test]
fn a_press_before_the_flip_or_between_rounds_is_a_warning_only() {
    let mut m = model([person("Aiko"), person("Ren")]);
    assert!(m.update(Msg::Press(0, Hand::Hit, 10.0)));
    assert_eq!(
        m.t.notice.as_deref(),
        Some("Aiko, wait for the next countdown.")
    );
    m.update(Msg::StartRound(100.0));
    assert_eq!(m.t.notice, None, "a new round clears the warning");
    let log = m.t.held().log.len();
    assert!(m.update(Msg::Press(1, Hand::Hit, 200.0)));
    assert_eq!(
        m.t.notice.as_deref(),
        Some("Too early, Ren: wait for the flip.")
    );
    assert_eq!(m.t.held().log.len(), log, "nothing logged");
    assert_eq!(phase(&m), Phase::Countdown, "the round goes on");
    // A press that counts clears the warning.
    frames_until(&mut m, 200.0, |m| phase(m) == Phase::Race);
    assert!(m.update(Msg::Press(1, Hand::Hit, 100.0 + COUNTDOWN + 150.0)));
    assert_eq!(m.t.notice, None);
}

#[test]
fn a_press_reaching_the_table_after_a_later_frame_still_counts_by_its_own_time() {
    let mut m = model([person("Aiko"), person("Ren")]);
    m.update(Msg::StartRound(0.0));
    m.update(Msg::Frame(COUNTDOWN));
    // Ren (the later month) hits at +220 and it arrives at once; Aiko's defence at +200
    // reaches the table only after the frame at +240.
    m.update(Msg::Press(1, Hand::Hit, COUNTDOWN + 220.0));
    m.update(Msg::Frame(COUNTDOWN + 240.0));
    assert_eq!(phase(&m), Phase::Race, "decided only some frames behind");
    assert!(m.update(Msg::Press(0, Hand::Defend, COUNTDOWN + 200.0)));
    frames_until(&mut m, COUNTDOWN + 256.0, |m| phase(m) == Phase::Verdict);
    let r = m.state().last_round().unwrap();
    assert_eq!(r.verdict.reason, crate::games::judge::Reason::Defended);
}

#[test]
fn computers_alone_play_the_whole_game_with_nothing_for_a_person() {
    let mut m = model([bot(BotLevel::Hard), bot(BotLevel::Easy)]);
    assert!(m.may_act(), "Start");
    m.update(Msg::StartRound(0.0));
    let mut now = 0.0;
    while phase(&m) != Phase::Over {
        assert!(now < 1e6, "the game ends");
        m.update(Msg::Frame(now));
        assert!(!m.may_act(), "nothing for a person in {:?}", phase(&m));
        now += 16.0;
    }
    assert!(!m.may_act());
    assert_eq!(
        m.state().round_no() as usize,
        crate::games::judge::PILE_SIZE
    );
    assert!(!m.update(Msg::Frame(now + 1e4)), "nothing after the end");
}

#[test]
fn a_reload_mid_round_counts_down_again_and_a_decided_round_waits() {
    let mut session = Session::<JudgeState>::new(JudgeConfig::default(), 7);
    session.apply(0, Action::Start { t: 0.0 }).unwrap();
    session.apply(0, Action::Tick { t: COUNTDOWN }).unwrap();
    let mut m = loaded(session.clone(), [person("Aiko"), bot(BotLevel::Medium)]);
    assert!(
        m.needs_restart && !m.may_act(),
        "the race must count down again first"
    );
    assert!(m.update(Msg::Frame(90_000.0)));
    assert_eq!((phase(&m), m.beat), (Phase::Countdown, 3));
    assert_eq!(m.state().flip_at(), 90_000.0 + COUNTDOWN);
    assert_eq!(m.state().round_no(), 1, "the same round, the same pickets");

    // Nobody moved: the time-out decided the round; loaded there, it waits for a button.
    session.apply(0, Action::Tick { t: 1e5 }).unwrap();
    let mut m = loaded(session, [person("Aiko"), bot(BotLevel::Medium)]);
    assert_eq!(phase(&m), Phase::Verdict);
    assert!(m.paused && m.may_act());
    assert!(!m.update(Msg::Frame(2e5)));
}

#[test]
fn rematch_and_the_next_challenger_deal_a_new_game_with_todays_grace() {
    // A game from a save older than the grace.
    let old = JudgeConfig {
        grace_ms: 0,
        ..JudgeConfig::default()
    };
    let queue = vec![person("Sora")];
    let session = Rc::new(Session::new(old, 7));
    let mut m = Model::new(
        Table::new(session, table([person("Aiko"), person("Ren")], queue)),
        PACE,
    );
    m.update(Msg::Press(0, Hand::Hit, 0.0));
    assert!(m.t.notice.is_some());

    assert!(m.update(Msg::Kit(KitMsg::Rematch(99))));
    assert_eq!(m.t.held().seed, 99);
    assert_eq!(m.t.held().config.grace_ms, JudgeConfig::default().grace_ms);
    assert_eq!(m.t.notice, None);
    assert_eq!(m.t.setup.name(1), "Ren", "a rematch keeps the players");

    // No winner (the game is not over): the near player stays, Ren joins the queue.
    assert!(m.update(Msg::NextChallenger(5)));
    assert_eq!(m.t.held().seed, 5);
    let names = |t: &JudgeTable| t.players.iter().map(|p| p.name.clone()).collect::<Vec<_>>();
    assert_eq!(names(&m.t.setup), ["Aiko", "Sora"]);
    assert_eq!(m.t.setup.queue[0].name, "Ren");
    assert_eq!(phase(&m), Phase::Ready);

    // Kit messages for bots and hand-overs are not Judge's.
    assert!(!m.update(Msg::Kit(KitMsg::Bot(1))));
    assert!(!m.update(Msg::Kit(KitMsg::Reveal(0))));
}

#[test]
fn the_winner_stays_on_and_the_loser_queues() {
    let t = table(
        [person("Aiko"), person("Ren")],
        vec![person("Sora"), person("Kai")],
    );
    let next = t.next_challenger(Some(1));
    let names: Vec<_> = next.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Ren", "Sora"]);
    let queue: Vec<_> = next.queue.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(queue, ["Kai", "Aiko"]);
    let alone = table([person("Aiko"), bot(BotLevel::Easy)], vec![]);
    assert_eq!(
        alone.next_challenger(Some(1)),
        alone,
        "nobody waiting: the same table"
    );
}

#[test]
fn the_learner_switch_lights_each_persons_right_hand_at_the_flip_and_counts_the_races() {
    let mut m = model([person("Aiko"), person("Ren")]);
    assert!(m.learner_hints().is_empty(), "off by default");
    assert!(m.update(Msg::SwitchHint));
    assert!(m.t.setup.hint && m.t.setup.learner);
    m.update(Msg::StartRound(0.0));
    assert!(m.learner_hints().is_empty(), "nothing before the flip");
    frames_until(&mut m, 0.0, |m| phase(m) == Phase::Race);
    // Months 10 (seat 0) and 12 (seat 1): Ren's December is later.
    let lit = m.learner_hints();
    assert_eq!(
        lit,
        vec![
            (
                0,
                Hand::Defend,
                "Their December is later than your October: defend.".to_string()
            ),
            (
                1,
                Hand::Hit,
                "Your December is later than their October: hit.".to_string()
            ),
        ]
    );
    // A hand on a head: that person's light goes out.
    m.update(Msg::Press(0, Hand::Defend, COUNTDOWN + 50.0));
    assert_eq!(m.learner_hints().len(), 1);
    assert_eq!(m.t.setup.hints, 0);
    frames_until(&mut m, COUNTDOWN, |m| phase(m) == Phase::Verdict);
    assert_eq!(m.t.setup.hints, 1, "one race decided with the switch on");
    // Off: no lights, and a rematch keeps the switch as it is and counts from none.
    m.update(Msg::SwitchHint);
    assert!(
        !m.t.setup.hint && m.t.setup.learner,
        "the game had hints on"
    );
    m.update(Msg::Kit(KitMsg::Rematch(9)));
    assert_eq!((m.t.setup.hints, m.t.setup.learner), (0, false));
}

#[test]
fn the_learner_switch_is_saved_and_an_older_save_has_it_off() {
    let mut m = model([person("Aiko"), bot(BotLevel::Easy)]);
    let save = |m: &Model| serde_json::to_string(&m.t.held().to_save(m.t.setup.clone())).unwrap();
    let old = save(&m);
    assert!(!old.contains("hint") && !old.contains("learner"), "{old}");
    let (_, t) = crate::app::kit::model::restore::<JudgeState, JudgeTable>(&old).unwrap();
    assert!(!t.hint && !t.learner && t.hints == 0);
    m.update(Msg::SwitchHint);
    let (_, t) = crate::app::kit::model::restore::<JudgeState, JudgeTable>(&save(&m)).unwrap();
    assert!(t.hint && t.learner);
}

/// Aiko (seat 0, October) and Ren (seat 1, December) at the flip of deal 7's first round.
fn racing_people() -> Model {
    let mut m = model([person("Aiko"), person("Ren")]);
    m.update(Msg::StartRound(0.0));
    frames_until(&mut m, 0.0, |m| phase(m) == Phase::Race);
    m
}

#[test]
fn a_quick_tap_on_defend_keeps_the_hand_on_the_head_until_the_verdict() {
    // A 90 ms touch: the finger's lift is not a message, the hand stays on the head.
    let mut m = racing_people();
    assert!(!m.touch);
    assert!(m.update(Msg::Tap(0, Hand::Defend, COUNTDOWN + 30.0)));
    assert!(m.touch, "the table now speaks to a touch player");
    // Frames until 200 ms after the flip, long after the finger left the glass.
    for i in 1..=12 {
        m.update(Msg::Frame(COUNTDOWN + 16.0 * i as Ms));
    }
    assert_eq!(phase(&m), Phase::Race, "still racing: nothing lifted");
    assert_eq!(m.state().hand_down(0), Some(Hand::Defend));
    // A second tap on the same target changes nothing (and logs nothing).
    let log = m.t.held().log.len();
    assert!(!m.update(Msg::Tap(0, Hand::Defend, COUNTDOWN + 210.0)));
    assert_eq!(m.t.held().log.len(), log);
    // Ren defends too, by mistake: Aiko takes the round.
    m.update(Msg::Tap(1, Hand::Defend, COUNTDOWN + 300.0));
    frames_until(&mut m, COUNTDOWN + 320.0, |m| phase(m) == Phase::Verdict);
    let r = m.state().last_round().unwrap();
    assert_eq!(
        (r.verdict.reason, r.verdict.outcome),
        (Reason::BothDefended, Outcome::Win(0))
    );

    // The same 90 ms with a key (press, then release) is a hand lifted too early.
    let mut m = racing_people();
    m.update(Msg::Press(0, Hand::Defend, COUNTDOWN + 30.0));
    m.update(Msg::Release(0, Hand::Defend, COUNTDOWN + 120.0));
    frames_until(&mut m, COUNTDOWN + 130.0, |m| phase(m) == Phase::Verdict);
    let r = m.state().last_round().unwrap();
    assert_eq!(
        r.verdict.reason,
        Reason::Released(0),
        "held keys keep their meaning"
    );
}

#[test]
fn a_later_tap_on_the_other_target_is_the_hand_lifted() {
    let mut m = racing_people();
    m.update(Msg::Tap(0, Hand::Defend, COUNTDOWN + 30.0));
    assert!(m.update(Msg::Tap(0, Hand::Hit, COUNTDOWN + 150.0)));
    frames_until(&mut m, COUNTDOWN + 160.0, |m| phase(m) == Phase::Verdict);
    let r = m.state().last_round().unwrap();
    assert_eq!(
        (r.verdict.reason, r.verdict.outcome, r.verdict.at),
        (Reason::Released(0), Outcome::Win(1), COUNTDOWN + 150.0)
    );
    assert_eq!(
        text::replay(&m.t.setup, r),
        ["30 ms: Aiko defended", "150 ms: Aiko lifted"]
    );
}

#[test]
fn a_tap_before_the_flip_warns_and_a_computers_target_takes_no_tap() {
    let mut m = model([person("Aiko"), bot(BotLevel::Easy)]);
    m.update(Msg::StartRound(0.0));
    assert!(m.update(Msg::Tap(0, Hand::Defend, 100.0)));
    assert_eq!(m.t.notice.as_deref(), Some("Too early: wait for the flip."));
    frames_until(&mut m, 100.0, |m| phase(m) == Phase::Race);
    assert!(!m.update(Msg::Tap(1, Hand::Hit, COUNTDOWN + 20.0)));
    assert_eq!(m.state().hand_down(1), None);
    // At the flip the tap counts: the early one left nothing on a head.
    assert!(m.update(Msg::Tap(0, Hand::Defend, COUNTDOWN + 40.0)));
    assert_eq!(m.state().hand_down(0), Some(Hand::Defend));
}
