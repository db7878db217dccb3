//! Saves written before rounds were decided [`GRACE_MS`] behind the frame time: their
//! config has no `grace_ms`, and they still replay as they were played.

use super::super::{JudgeConfig, JudgeState, Outcome, Phase, Reason, GRACE_MS};
use crate::core::{parse_save, Save, SaveError, Session};
use serde_json::Value;

/// A save as the engine wrote it before the grace: deal 7 (first pickets months 10 and 12,
/// then 9 and 5). Round 1 times out at exactly flip + 3000 ms; in round 2 seat 0 (the
/// later month) hits 250 ms after the flip and the next frame, at that very time, decided
/// it; round 3 is counting down.
const OLD_SAVE: &str = r#"{"schema":1,"game":"judge","seed":7,
  "config":{"response_window_ms":500,"round_timeout_ms":3000,"countdown_ms":2400},
  "table":null,
  "log":[
    [0,{"Start":{"t":0.0}}],[0,{"Tick":{"t":2400.0}}],[0,{"Tick":{"t":5400.0}}],
    [0,{"Start":{"t":6000.0}}],[0,{"Tick":{"t":8400.0}}],
    [0,{"Input":{"hand":"Hit","edge":"Press","t":8650.0}}],[0,{"Tick":{"t":8650.0}}],
    [0,{"Start":{"t":9000.0}}]
  ]}"#;

fn replay(json: &str) -> Result<Session<JudgeState>, SaveError> {
    Session::from_save(&parse_save::<JudgeState, Value>(json)?)
}

#[test]
fn a_save_from_before_the_grace_replays_as_it_was_played() {
    let session = replay(OLD_SAVE).expect("the old save replays");
    assert_eq!(session.config.grace_ms, 0);
    let s = &session.state;
    assert_eq!((s.phase(), s.round_no()), (Phase::Countdown, 3));
    let r = s.last_round().unwrap();
    assert_eq!(r.verdict.reason, Reason::LaterHitFirst);
    assert_eq!(r.verdict.outcome, Outcome::Win(0));
    assert_eq!(
        s.won(0).len(),
        4,
        "both rounds' pickets: the pot and this round's"
    );
}

#[test]
fn the_same_log_does_not_replay_with_the_grace() {
    // Which is why a save without the field must not get today's grace.
    let mut save: Value = serde_json::from_str(OLD_SAVE).unwrap();
    save["config"]["grace_ms"] = Value::from(GRACE_MS as u32);
    let json = serde_json::to_string(&save).unwrap();
    assert!(matches!(replay(&json), Err(SaveError::Replay { .. })));
}

#[test]
fn new_games_decide_with_the_grace_and_save_it() {
    let config = JudgeConfig::default();
    assert_eq!(config.grace_ms as f64, GRACE_MS);
    let mut session = Session::<JudgeState>::new(config, 7);
    session
        .apply(0, super::super::Action::Start { t: 0.0 })
        .unwrap();
    let save: Save<JudgeState, Value> = session.to_save(Value::Null);
    let json = serde_json::to_string(&save).unwrap();
    assert!(json.contains(r#""grace_ms":50"#), "{json}");
    assert_eq!(replay(&json).unwrap().config, session.config);
}
