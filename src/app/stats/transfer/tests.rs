use super::*;
use crate::app::kit::model::restore;
use crate::app::kit::{PlayerKind, TableSetup};
use crate::core::{BotLevel, Session};
use crate::games::satsuma::SatsumaState;

fn save_check(game: &str, json: &str) -> Option<(&'static str, Result<(), String>)> {
    (game == "satsuma").then(|| {
        let resumes = restore::<SatsumaState, TableSetup>(json);
        (
            "Satsuma Rebellion",
            resumes.map(|_| ()).map_err(|e| e.to_string()),
        )
    })
}

fn settings_check(json: &str) -> Result<(), String> {
    json.contains("\"version\":1")
        .then_some(())
        .ok_or_else(|| "another version".to_string())
}

const CHECKS: Checks = Checks {
    save: &save_check,
    settings: &settings_check,
};

fn satsuma_save() -> String {
    let setup = TableSetup::numbered(&[PlayerKind::Human, PlayerKind::Bot(BotLevel::Easy)]);
    let session = Session::<SatsumaState>::new(Default::default(), 42);
    serde_json::to_string(&session.to_save(setup)).unwrap()
}

fn entries() -> BTreeMap<String, String> {
    let mut stats = Stats::default();
    stats.recorded.push(super::super::model::GameKey {
        game: "satsuma".into(),
        seed: 1,
        moves: 2,
    });
    BTreeMap::from([
        (format!("{SAVE_PREFIX}satsuma"), satsuma_save()),
        (SETTINGS_KEY.into(), "{\"version\":1}".into()),
        (STATS_KEY.into(), stats.to_json()),
        ("samurai-tables/judge/keys".into(), "{\"near\":1}".into()),
        ("another-app/thing".into(), "x".into()),
    ])
}

#[test]
fn an_export_holds_the_apps_entries_and_imports_back_whole() {
    let text = export(entries(), "2025-03-14T10:00:00.000Z");
    assert!(!text.contains("another-app"), "only the app's keys");
    let import = check(&text, &CHECKS).unwrap();
    let mut expected = entries();
    expected.remove("another-app/thing");
    assert_eq!(import.entries, expected);
    assert_eq!(
        import.summary,
        "Imported 1 saved game (Satsuma Rebellion), the settings and the statistics."
    );
    assert_eq!(
        file_name("2025-03-14T10:00:00.000Z"),
        "samurai-tables-2025-03-14.json"
    );
}

#[test]
fn an_empty_export_imports_as_nothing() {
    let text = export(BTreeMap::new(), "2025-03-14");
    assert_eq!(
        check(&text, &CHECKS).unwrap().summary,
        "Imported no saved game."
    );
}

/// The export text with one entry's value (or the whole file) changed.
fn tampered(f: impl FnOnce(&mut ExportFile)) -> String {
    let mut file: ExportFile = serde_json::from_str(&export(entries(), "now")).unwrap();
    f(&mut file);
    serde_json::to_string(&file).unwrap()
}

#[test]
fn a_file_that_is_not_an_export_is_refused_with_a_clear_message() {
    for text in [
        "",
        "hello",
        "{}",
        "[1,2]",
        "{\"format\":\"zip\",\"version\":1}",
    ] {
        let e = check(text, &CHECKS).unwrap_err();
        assert!(
            e.starts_with("This file is not a Samurai Tables export"),
            "{text}: {e}"
        );
    }
    let v2 = tampered(|f| f.version = 2);
    assert!(check(&v2, &CHECKS)
        .unwrap_err()
        .contains("another version of the app (format 2, this version reads 1)"));
    let damaged = "{\"format\":\"samurai-tables-export\",\"version\":1,\"entries\":3}";
    assert!(check(damaged, &CHECKS)
        .unwrap_err()
        .starts_with("The export file is damaged"));
}

#[test]
fn any_bad_entry_refuses_the_whole_file_and_says_which() {
    let cases: Vec<(String, &str)> = vec![
        (
            tampered(|f| {
                let save = f.entries.get_mut("samurai-tables/save/satsuma").unwrap();
                *save = save.replace("\"seed\":42", "\"seed\":\"x\"");
            }),
            "The saved game of satsuma cannot be resumed: the saved game could not be read",
        ),
        (
            tampered(|f| {
                f.entries
                    .insert("samurai-tables/save/chess".into(), satsuma_save());
            }),
            "a game this app does not have (chess)",
        ),
        (
            tampered(|f| {
                f.entries.insert(STATS_KEY.into(), "{\"version\":9}".into());
            }),
            "The statistics in the file cannot be used: the statistics are from another version",
        ),
        (
            tampered(|f| {
                f.entries
                    .insert(SETTINGS_KEY.into(), "{\"version\":3}".into());
            }),
            "The settings in the file cannot be used: another version",
        ),
        (
            tampered(|f| {
                f.entries.insert("elsewhere".into(), "{}".into());
            }),
            "not the app's (elsewhere)",
        ),
        (
            tampered(|f| {
                f.entries
                    .insert("samurai-tables/judge/keys".into(), "{broken".into());
            }),
            "The entry samurai-tables/judge/keys in the file is damaged",
        ),
    ];
    for (text, says) in cases {
        let e = check(&text, &CHECKS).unwrap_err();
        assert!(e.contains(says), "{e}");
        assert!(e.ends_with("Nothing was imported."), "{e}");
    }
}

#[test]
fn in_japanese_the_summary_and_the_refusals_are_whole_japanese_sentences() {
    use crate::core::lang::{in_lang, Lang};
    let text = export(entries(), "2025-03-14T10:00:00.000Z");
    let all = in_lang(Lang::Ja, || check(&text, &CHECKS).unwrap().summary);
    assert_eq!(
        all,
        "保存中のゲーム1件（Satsuma Rebellion）、設定、成績を読み込みました。"
    );
    let two = in_lang(Lang::Ja, || summary(&["A", "B"], true, false));
    assert_eq!(two, "保存中のゲーム2件（A、B）と設定を読み込みました。");
    let e = in_lang(Lang::Ja, || check("hello", &CHECKS).unwrap_err());
    assert!(
        e.starts_with("このファイルはSamurai Tablesの書き出しファイルではありません。"),
        "{e}"
    );
    let stats = tampered(|f| {
        f.entries.insert(STATS_KEY.into(), "{\"version\":9}".into());
    });
    let e = in_lang(Lang::Ja, || check(&stats, &CHECKS).unwrap_err());
    assert_eq!(
        e,
        "ファイルの成績は使えません：成績が別のバージョンのアプリのものです（形式9、このバージョンが読めるのは形式1）。何も読み込んでいません。"
    );
}
