use super::*;
use crate::app::kit::{PlayerKind, TableSetup};
use crate::core::testkit::sample_game;
use crate::games::satsuma::{Action, SatsumaState};

fn finish(outcome: Outcome) -> Finish {
    Finish::new(outcome, "").count("heads", 2)
}

fn key(game: &str, seed: u64) -> GameKey {
    GameKey {
        game: game.into(),
        seed,
        moves: 10,
    }
}

fn you_against(levels: &[BotLevel]) -> TableSetup {
    let mut kinds = vec![PlayerKind::Human];
    kinds.extend(levels.iter().map(|&l| PlayerKind::Bot(l)));
    TableSetup::numbered(&kinds)
}

#[test]
fn a_game_is_counted_once_with_its_streak_and_figures() {
    let mut s = Stats::default();
    let hard = BotLevel::Hard;
    assert!(s.record(key("honor", 1), hard, &finish(Outcome::Won)));
    assert!(
        !s.record(key("honor", 1), hard, &finish(Outcome::Won)),
        "a reload"
    );
    assert!(s.record(key("honor", 2), hard, &finish(Outcome::Won)));
    assert!(s.record(key("honor", 3), hard, &finish(Outcome::Drawn)));
    assert!(s.record(key("honor", 4), hard, &finish(Outcome::Won)));
    assert!(s.record(key("honor", 5), hard, &finish(Outcome::Lost)));
    let l = &s.line("honor", "hard").unwrap();
    assert_eq!((l.played, l.won, l.lost, l.drawn), (5, 3, 1, 1));
    assert_eq!((l.streak, l.best), (0, 2));
    assert_eq!(l.totals.count("heads"), 10);
    assert_eq!(l.finished(), 5);
}

#[test]
fn an_abandoned_game_counts_as_played_and_ends_the_streak() {
    let mut s = Stats::default();
    s.record(key("pocket", 1), BotLevel::Easy, &finish(Outcome::Won));
    assert!(s.abandon(key("pocket", 2), BotLevel::Easy));
    assert!(!s.abandon(key("pocket", 2), BotLevel::Easy));
    let l = &s.line("pocket", "easy").unwrap();
    assert_eq!(
        (l.played, l.abandoned, l.won, l.streak, l.best),
        (2, 1, 1, 0, 1)
    );
    assert_eq!(l.finished(), 1);
}

#[test]
fn levels_are_listed_from_easy_to_hard() {
    let mut s = Stats::default();
    for (i, level) in [BotLevel::Hard, BotLevel::Easy, BotLevel::Medium]
        .into_iter()
        .enumerate()
    {
        s.record(key("judge", i as u64), level, &finish(Outcome::Lost));
    }
    let levels: Vec<&str> = s.lines("judge").iter().map(|l| l.level.as_str()).collect();
    assert_eq!(levels, ["easy", "medium", "hard"]);
    assert!(s.lines("panda").is_empty());
}

#[test]
fn a_reset_zeroes_everything_but_still_knows_the_last_game() {
    let mut s = Stats::default();
    s.record(key("satsuma", 9), BotLevel::Medium, &finish(Outcome::Won));
    s.reset();
    assert!(s.is_empty());
    assert!(!s.record(key("satsuma", 9), BotLevel::Medium, &finish(Outcome::Won)));
    assert!(s.is_empty());
}

#[test]
fn stored_statistics_round_trip_and_other_versions_or_broken_text_are_refused() {
    let mut s = Stats::default();
    s.record(key("satsuma", 9), BotLevel::Medium, &finish(Outcome::Won));
    assert_eq!(Stats::parse(&s.to_json()), Ok(s.clone()));
    let v2 = s.to_json().replace("\"version\":1", "\"version\":2");
    assert!(Stats::parse(&v2)
        .unwrap_err()
        .contains("another version of the app (format 2"));
    assert!(Stats::parse("{\"lines\":[]}")
        .unwrap_err()
        .contains("no format version"));
    assert!(Stats::parse("{nope")
        .unwrap_err()
        .starts_with("the statistics could not be read"));
    assert!(Stats::parse("{\"version\":1,\"lines\":7}").is_err());
}

#[test]
fn only_one_person_against_computers_counts_at_the_strongest_level() {
    use BotLevel::*;
    assert_eq!(
        counted(&you_against(&[Easy, Hard, Medium])),
        Some((0, Hard))
    );
    assert_eq!(counted(&you_against(&[Easy])), Some((0, Easy)));
    let two = TableSetup::numbered(&[PlayerKind::Human, PlayerKind::Human]);
    assert_eq!(counted(&two), None);
    let watch = TableSetup::numbered(&[PlayerKind::Bot(Easy), PlayerKind::Bot(Hard)]);
    assert_eq!(counted(&watch), None);
    let seat_one = TableSetup::numbered(&[PlayerKind::Bot(Medium), PlayerKind::Human]);
    assert_eq!(counted(&seat_one), Some((1, Medium)));
}

#[test]
fn a_finished_game_at_a_table_is_recorded_for_the_person_once() {
    let session = sample_game::<SatsumaState>(3);
    let setup = you_against(&[BotLevel::Hard]);
    let mut s = Stats::default();
    assert!(record_finished(&mut s, &session, &setup));
    assert!(!record_finished(&mut s, &session, &setup), "reloaded");
    let l = &s.line("satsuma", "hard").unwrap();
    assert_eq!(l.played, 1);
    let expected = session.state.standing(0).unwrap().outcome;
    assert_eq!(l.won == 1, expected == Outcome::Won);
    assert_eq!(l.totals.reached.iter().map(|r| r.1).sum::<u32>(), 1);
    // Two people at one device: not counted.
    let two = TableSetup::numbered(&[PlayerKind::Human, PlayerKind::Human]);
    let mut other = Stats::default();
    assert!(!record_finished(&mut other, &session, &two));
    assert!(other.is_empty());
}

#[test]
fn a_replaced_game_is_abandoned_only_if_unfinished_and_you_had_moved() {
    let setup = you_against(&[BotLevel::Easy]);
    let mut s = Stats::default();
    let mut session = Session::<SatsumaState>::new(Default::default(), 5);
    assert!(!record_replaced(&mut s, &session, &setup), "not a move yet");
    session.apply(1, Action::Discard(vec![])).unwrap();
    assert!(
        !record_replaced(&mut s, &session, &setup),
        "only the computer moved"
    );
    session.apply(0, Action::Discard(vec![])).unwrap();
    assert!(record_replaced(&mut s, &session, &setup));
    assert_eq!(s.line("satsuma", "easy").unwrap().abandoned, 1);
    let over = sample_game::<SatsumaState>(4);
    assert!(!record_replaced(&mut s, &over, &setup), "a finished game");
    assert_eq!(s.line("satsuma", "easy").unwrap().played, 1);
}

#[test]
fn judge_races_with_the_learners_hint_on_are_counted_apart() {
    use crate::app::judge::setup::JudgeTable;
    use crate::games::judge::JudgeState;
    let session = sample_game::<JudgeState>(2);
    assert!(session.state.is_over());
    let players = crate::app::kit::model::seat_players(
        &[PlayerKind::Human, PlayerKind::Bot(BotLevel::Easy)],
        |_| "Aiko".into(),
        crate::app::kit::bot_name,
    );
    let plain = JudgeTable {
        players,
        ..JudgeTable::default()
    };
    let learner = JudgeTable {
        learner: true,
        ..plain.clone()
    };
    let mut s = Stats::default();
    assert!(record_finished(&mut s, &session, &learner));
    let lines: Vec<&str> = s.lines("judge").iter().map(|l| l.level.as_str()).collect();
    assert_eq!(lines, ["easy, hint on"]);
    // The same deal without the hint is another game (another key): its own line.
    let mut other = Stats::default();
    assert!(record_finished(&mut other, &session, &plain));
    other.record_at(key("judge", 77), "easy, hint on", &finish(Outcome::Won));
    let lines: Vec<&str> = other
        .lines("judge")
        .iter()
        .map(|l| l.level.as_str())
        .collect();
    assert_eq!(lines, ["easy", "easy, hint on"]);
}

#[test]
fn a_guided_game_is_not_counted() {
    let mut setup = you_against(&[BotLevel::Easy]);
    assert!(counted(&setup).is_some());
    setup.coach = Some(true);
    assert_eq!(counted(&setup), None);
    setup.coach = Some(false);
    assert_eq!(counted(&setup), None, "coached at first, then played on");
}

#[test]
fn a_rows_level_is_shown_in_the_readers_words_and_stored_in_english() {
    use crate::core::lang::{in_lang, Lang};
    assert_eq!(level_shown("medium"), "medium");
    assert_eq!(level_shown("easy, hint on"), "easy, hint on");
    assert_eq!(in_lang(Lang::Ja, || level_shown("medium")), "中級");
    assert_eq!(
        in_lang(Lang::Ja, || level_shown("hard, hint on")),
        "上級（ヒントあり）"
    );
    assert_eq!(
        level_shown("grandmaster"),
        "grandmaster",
        "an unknown level as stored"
    );
    assert_eq!(
        level_label(BotLevel::Hard, true),
        "hard, hint on",
        "the key stays English"
    );
}
