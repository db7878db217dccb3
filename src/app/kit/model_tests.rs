use super::*;
use crate::core::SaveError;
use crate::games::satsuma::{Action, SatsumaState};

fn setup(kinds: &[PlayerKind]) -> TableSetup {
    TableSetup::numbered(kinds)
}

fn table(kinds: &[PlayerKind]) -> Table<SatsumaState> {
    Table::new(Rc::new(Session::new(Default::default(), 7)), setup(kinds))
}

#[test]
fn a_refused_action_leaves_the_game_and_says_why() {
    let mut t = table(&[PlayerKind::Human, PlayerKind::Bot(BotLevel::Easy)]);
    let before = t.held().clone();
    assert!(!t.apply(0, Action::NextHand));
    assert!(Rc::ptr_eq(&before, t.held()));
    assert!(t.notice.as_deref().unwrap().starts_with("Not allowed: "));
    // A computer's move leaves the notice to be read; the person's own next move clears it.
    assert!(t.handle(KitMsg::Bot(1)));
    assert_eq!(t.held().log.len(), 1);
    assert!(t.notice.as_deref().unwrap().starts_with("Not allowed: "));
    let mine = t.state().legal_actions(0);
    assert!(t.apply(0, mine[0].clone()));
    assert_eq!(t.notice, None);
}

#[test]
fn the_one_person_at_the_device_is_you_and_verbs_agree() {
    let alone = setup(&[PlayerKind::Human, PlayerKind::Bot(BotLevel::Easy)]);
    assert!(alone.is_you(0) && !alone.is_you(1));
    assert_eq!(alone.does(0, "keep"), "you keep");
    assert_eq!(alone.does(1, "keep"), "P1 keeps");
    assert_eq!(alone.does(1, "pass"), "P1 passes");
    assert_eq!(alone.does(1, "have"), "P1 has");
    assert_eq!(capitalized(&alone.does(0, "win")), "You win");
    // Two people at one device: names for both.
    let two = setup(&[PlayerKind::Human, PlayerKind::Human]);
    assert!(!two.is_you(0) && !two.is_you(1));
    assert_eq!(two.does(0, "win"), "P0 wins");
}

#[test]
fn names_are_listed_as_a_sentence_lists_them() {
    let s = setup(&vec![PlayerKind::Human; 3]);
    assert_eq!(s.names(&[]), "");
    assert_eq!(s.names(&[1]), "P1");
    assert_eq!(s.names(&[0, 2]), "P0 and P2");
    assert_eq!(s.names(&[0, 1, 2]), "P0, P1 and P2");
}

#[test]
fn a_person_seat_has_no_bot_move() {
    let mut t = table(&[PlayerKind::Human, PlayerKind::Bot(BotLevel::Easy)]);
    assert!(!t.handle(KitMsg::Bot(0)));
    assert!(t.held().log.is_empty());
}

#[test]
fn hand_overs_only_with_several_people_until_revealed() {
    let alone = table(&[PlayerKind::Human, PlayerKind::Bot(BotLevel::Hard)]);
    assert!(!alone.needs_hand_over(Some(0)));
    let mut two = table(&[PlayerKind::Human, PlayerKind::Human]);
    assert!(two.needs_hand_over(Some(1)));
    assert!(!two.needs_hand_over(None));
    two.handle(KitMsg::Reveal(1));
    assert!(!two.needs_hand_over(Some(1)));
    assert!(two.needs_hand_over(Some(0)));
}

#[test]
fn a_rematch_keeps_players_and_deals_anew() {
    let mut t = table(&[PlayerKind::Bot(BotLevel::Easy), PlayerKind::Human]);
    t.handle(KitMsg::Bot(0));
    t.handle(KitMsg::Reveal(1));
    t.handle(KitMsg::Rematch(99));
    assert_eq!(t.held().seed, 99);
    assert!(t.held().log.is_empty());
    assert_eq!(t.shown_to, None);
    assert_eq!(t.people(), vec![1]);
}

#[test]
fn a_save_restores_with_its_setup_and_a_broken_one_is_refused() {
    let mut t = table(&[PlayerKind::Human, PlayerKind::Bot(BotLevel::Easy)]);
    t.handle(KitMsg::Bot(1));
    let json = serde_json::to_string(&t.held().to_save(t.setup.clone())).unwrap();
    let (session, setup) = restore::<SatsumaState, TableSetup>(&json).unwrap();
    assert_eq!(session.log, t.held().log);
    assert_eq!(setup, t.setup);
    let three = setup_json_with_seats(&json, 3);
    assert!(matches!(
        restore::<SatsumaState, TableSetup>(&three),
        Err(SaveError::Corrupt(_))
    ));
    assert!(matches!(
        restore::<SatsumaState, TableSetup>(&json[..json.len() / 2]),
        Err(SaveError::Corrupt(_))
    ));
}

/// The save text with its table setup grown to `n` players.
fn setup_json_with_seats(json: &str, n: usize) -> String {
    let mut v: serde_json::Value = serde_json::from_str(json).unwrap();
    let players = v["table"]["players"].as_array_mut().unwrap();
    while players.len() < n {
        players.push(players[0].clone());
    }
    v.to_string()
}

fn hinted(kinds: &[PlayerKind]) -> Table<SatsumaState> {
    table(kinds).with_hints(crate::games::satsuma::hint::hint, |seat, c| {
        format!("{seat}:{c}")
    })
}

#[test]
fn a_hint_is_shown_until_the_next_move_and_counted_once() {
    let mut t = hinted(&[PlayerKind::Human, PlayerKind::Bot(BotLevel::Easy)]);
    let mut plain = table(&[PlayerKind::Human, PlayerKind::Bot(BotLevel::Easy)]);
    assert!(!plain.handle(KitMsg::Hint(0)), "no hints offered");
    assert!(t.handle(KitMsg::Hint(0)));
    let h = t.hint_for(0).cloned().expect("a hint in Logistics");
    assert!(h.text.starts_with("Discard ") || h.text.starts_with("Keep all 7"));
    assert!(h.cards.iter().all(|c| c.starts_with("0:")), "{:?}", h.cards);
    assert_eq!(h.moves, 0);
    assert!(!t.handle(KitMsg::Hint(0)), "asked again: nothing new");
    assert_eq!((t.setup.hints, t.hint_for(0)), (1, Some(&h)));
    assert_eq!(t.hint_for(1), None);
    // The computer discards (hidden from you): the hint for now is the same and stays,
    // neither asked for nor counted again.
    t.handle(KitMsg::Bot(1));
    let kept = t
        .hint_for(0)
        .cloned()
        .expect("kept over the computer's move");
    assert_eq!(
        (&kept.text, &kept.cards, kept.moves),
        (&h.text, &h.cards, 1)
    );
    assert!(!t.handle(KitMsg::Hint(0)));
    assert_eq!(t.setup.hints, 1);
    // A hint that no longer holds is not kept (the one on show made stale by hand).
    t.hint.as_mut().unwrap().text = "an older hint".into();
    assert_eq!(t.hint_kept(1), None);
    // Your own move ends it.
    t.hint = Some(kept.clone());
    let discard = t.state().legal_actions(0).into_iter().next().unwrap();
    assert!(t.apply(0, discard));
    assert_eq!(t.hint, None);
    // A rematch counts from none.
    t.handle(KitMsg::Rematch(5));
    assert_eq!((t.setup.hints, t.hint.clone()), (0, None));
}

#[test]
fn hints_used_are_saved_and_an_older_save_has_none() {
    let mut t = hinted(&[PlayerKind::Human, PlayerKind::Bot(BotLevel::Easy)]);
    let json = serde_json::to_string(&t.held().to_save(t.setup.clone())).unwrap();
    assert!(
        !json.contains("hints"),
        "none used: the save is as before: {json}"
    );
    let (_, setup) = restore::<SatsumaState, TableSetup>(&json).unwrap();
    assert_eq!(setup.hints, 0);
    t.handle(KitMsg::Hint(0));
    let json = serde_json::to_string(&t.held().to_save(t.setup.clone())).unwrap();
    let (_, setup) = restore::<SatsumaState, TableSetup>(&json).unwrap();
    assert_eq!(setup.hints, 1);
}

#[test]
fn a_guided_game_shows_hints_uncounted_until_its_coach_ends_and_a_rematch_is_plain() {
    let mut t = hinted(&[PlayerKind::Human, PlayerKind::Bot(BotLevel::Easy)]);
    assert!(
        !t.handle(KitMsg::EndCoach),
        "not a guided game: nothing to end"
    );
    t.setup.coach = Some(true);
    assert!(t.handle(KitMsg::Hint(0)));
    assert_eq!(
        t.setup.hints, 0,
        "the coach's hints are not hints asked for"
    );
    let json = serde_json::to_string(&t.held().to_save(t.setup.clone())).unwrap();
    let (_, back) = restore::<SatsumaState, TableSetup>(&json).unwrap();
    assert_eq!(back.coach, Some(true), "saved: a reload is still coached");
    assert!(t.handle(KitMsg::EndCoach));
    assert_eq!(t.setup.coach, Some(false));
    assert!(!t.handle(KitMsg::EndCoach), "ended once");
    t.handle(KitMsg::Rematch(3));
    assert_eq!(t.setup.coach, None);
    let plain = serde_json::to_string(&t.held().to_save(t.setup.clone())).unwrap();
    assert!(!plain.contains("coach"), "{plain}");
}

#[test]
fn seat_kinds_round_trip_through_their_select_values() {
    for kind in [
        PlayerKind::Human,
        PlayerKind::Bot(BotLevel::Easy),
        PlayerKind::Bot(BotLevel::Medium),
        PlayerKind::Bot(BotLevel::Hard),
    ] {
        assert_eq!(PlayerKind::from_value(kind.value()), kind);
    }
    assert_eq!(
        PlayerKind::from_value("nonsense"),
        PlayerKind::Bot(BotLevel::Medium)
    );
}

#[test]
fn people_are_named_in_order_and_computers_by_seat() {
    let kinds = [
        PlayerKind::Bot(BotLevel::Hard),
        PlayerKind::Human,
        PlayerKind::Human,
    ];
    let players = seat_players(
        &kinds,
        |k| format!("person {k}"),
        |s, l| format!("bot {s} {}", l.name()),
    );
    let names: Vec<&str> = players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["bot 0 hard", "person 0", "person 1"]);
    assert_eq!(players[1].kind, PlayerKind::Human);
}

#[test]
fn deal_codes_from_the_field() {
    assert_eq!(seed_from_code("  "), Ok(None));
    assert_eq!(seed_from_code("dead-beef"), Ok(Some(0xDEAD_BEEF)));
    assert!(seed_from_code("zz")
        .unwrap_err()
        .contains("\"zz\" is not a deal code"));
}

#[test]
fn a_broken_save_is_told_in_a_players_words() {
    let errors = [
        restore::<SatsumaState, TableSetup>("not json at all").unwrap_err(),
        restore::<SatsumaState, TableSetup>("{\"schema\":1").unwrap_err(),
        restore::<SatsumaState, TableSetup>("{\"schema\":999,\"game\":\"satsuma\"}").unwrap_err(),
        SaveError::WrongGame("honor".into()),
        SaveError::Replay {
            index: 0,
            reason: "card 99 is not in the hand".into(),
        },
    ];
    for err in &errors {
        let said = broken_save_message(err);
        assert!(said.contains("could not be resumed"), "{said}");
        for word in [
            "line", "column", "expected", "EOF", "format", "99", "{", "(",
        ] {
            assert!(
                !said.contains(word),
                "{said:?} says {word:?} (from {err:?})"
            );
        }
    }
    assert!(broken_save_message(&errors[0]).starts_with("This saved game could not be read"));
}

/// Issue 24: the kit's sentences for a Japanese reader, whole and with their values.
#[test]
fn the_kits_sentences_read_in_japanese() {
    use crate::core::lang::{in_lang, Lang};
    use crate::core::UndoRefusal;
    in_lang(Lang::Ja, || {
        let said = broken_save_message(&SaveError::WrongGame("honor".into()));
        assert_eq!(
            said,
            "保存したゲームは別のゲームのものなので、続きから遊べません。代わりにここで新しいゲームを始めます。"
        );
        assert_eq!(
            seed_from_code(" zz ").unwrap_err(),
            "「zz」は配りコードではありません。配りコードはA〜Fの文字と数字の8文字以内で、1A2B-3C4Dのような形です。"
        );
        let mut t = table(&[PlayerKind::Human, PlayerKind::Bot(BotLevel::Easy)]);
        t.handle(KitMsg::Undo);
        assert_eq!(t.notice.as_deref(), Some("まだ取り消せる手はありません。"));
        assert_eq!(UndoRefusal::Race.to_string(), "早さの勝負は取り消せません");
        assert_eq!(bot_name(1, BotLevel::Medium), "メイ（中級）");
        let s = setup(&[PlayerKind::Human, PlayerKind::Bot(BotLevel::Hard)]);
        assert_eq!(s.called(0), "あなた");
        let three = setup(&[PlayerKind::Human, PlayerKind::Human, PlayerKind::Human]);
        assert_eq!(three.names(&[0, 1, 2]), "P0、P1、P2");
    });
    // The same table in English, as before.
    let mut t = table(&[PlayerKind::Human, PlayerKind::Bot(BotLevel::Easy)]);
    t.handle(KitMsg::Undo);
    assert_eq!(t.notice.as_deref(), Some("Nothing to take back yet."));
    assert_eq!(setup(&[PlayerKind::Human]).called(0), "you");
}

/// Lists in the reader's language are made once per language and kept.
#[test]
fn lists_per_language_are_made_once_each() {
    use crate::core::lang::{in_lang, Lang};
    fn places() -> Vec<&'static str> {
        vec![crate::ts!("bottom", "手前"), crate::ts!("left", "左")]
    }
    let en = per_lang(places);
    assert_eq!(en, ["bottom", "left"]);
    assert!(std::ptr::eq(en, per_lang(places)), "kept, not made again");
    assert_eq!(in_lang(Lang::Ja, || per_lang(places)), ["手前", "左"]);
    assert_eq!(per_lang(places), ["bottom", "left"]);
}

/// Issue 22: the boards, panels, words and history under `src/app/<game>/` draw from the
/// viewer's view; only the game's model (`model.rs`, `model/`) holds the session and reads
/// the state. A read is a call of `state()` or a use of the session; a file's tests (after
/// its `#[cfg(test)]`) may set a game up from a session.
#[test]
fn only_a_games_model_reads_the_game_state() {
    use std::path::Path;
    fn files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
        for e in std::fs::read_dir(dir).expect("a game's folder").flatten() {
            let p = e.path();
            let name = p
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .to_string();
            // The model, its folder and its tests (`model_tests.rs`).
            if name == "model" || name.starts_with("model.") || name.starts_with("model_") {
                continue;
            }
            if p.is_dir() {
                files(&p, out);
            } else if name.ends_with(".rs") {
                out.push(p);
            }
        }
    }
    let app = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app");
    let mut reads = Vec::new();
    let mut seen = 0;
    for game in ["satsuma", "honor", "judge", "pocket", "panda"] {
        let mut found = Vec::new();
        files(&app.join(game), &mut found);
        assert!(found.len() > 3, "{game}: its table's files are found");
        for f in found {
            let text = std::fs::read_to_string(&f).expect("a source file");
            seen += 1;
            let tests = text.lines().position(|l| l.trim() == "#[cfg(test)]");
            for (i, line) in text.lines().enumerate().take(tests.unwrap_or(usize::MAX)) {
                let code = line.split("//").next().unwrap_or_default();
                if ["state()", ".session", "session."]
                    .iter()
                    .any(|r| code.contains(r))
                {
                    reads.push(format!("{}:{}: {}", f.display(), i + 1, line.trim()));
                }
            }
        }
    }
    assert!(seen > 20);
    assert!(
        reads.is_empty(),
        "the state read outside a model:\n{}",
        reads.join("\n")
    );
}

/// Issue 33, 7: a game started in English and read in Japanese names its computers and the
/// default people in Japanese, and the other way round; a typed name stays as typed.
#[test]
fn default_names_are_drawn_in_the_readers_language_and_typed_names_stay() {
    use crate::app::kit::setup::{person_name, redrawn};
    use crate::core::lang::{in_lang, Lang};
    let made_in = |lang| {
        in_lang(lang, || {
            let players = vec![
                Player {
                    name: person_name(0),
                    kind: PlayerKind::Human,
                },
                Player {
                    name: bot_name(1, BotLevel::Medium),
                    kind: PlayerKind::Bot(BotLevel::Medium),
                },
                Player {
                    name: "Kōji".into(),
                    kind: PlayerKind::Human,
                },
                // A guest phone hears every name as the host's reader reads it: a phone seat.
                Player {
                    name: bot_name(3, BotLevel::Hard),
                    kind: PlayerKind::Phone,
                },
            ];
            TableSetup::of(players)
        })
    };
    for made in [Lang::En, Lang::Ja, Lang::Pseudo] {
        let s = made_in(made);
        let read = |lang| in_lang(lang, || (0..4).map(|i| s.name(i)).collect::<Vec<_>>());
        assert_eq!(
            read(Lang::En),
            ["Aiko", "Mei (medium)", "Kōji", "Yui (hard)"]
        );
        assert_eq!(
            read(Lang::Ja),
            ["アイコ", "メイ（中級）", "Kōji", "ユイ（上級）"]
        );
    }
    assert_eq!(
        in_lang(Lang::Ja, || redrawn("Kaito (easy) A")).as_deref(),
        Some("カイト（初級） A")
    );
    assert_eq!(redrawn("Mei (medium"), None, "not a default name");
    assert_eq!(redrawn("Aikox"), None);
}
