//! Moving to a new phone: every `samurai-tables/*` entry of this device's storage in one
//! file, and that file checked whole before anything is replaced. Plain Rust; the page
//! reads and writes the storage and supplies the checks only the browser build has (each
//! game's save through its restore, the settings).

use super::model::Stats;
use crate::core::lang::listed;
use crate::{t, ts};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What the file says it is.
pub const FORMAT: &str = "samurai-tables-export";
pub const VERSION: u32 = 1;
/// Every key of the app in the storage starts with this.
pub const PREFIX: &str = "samurai-tables/";
pub const SAVE_PREFIX: &str = "samurai-tables/save/";
pub const SETTINGS_KEY: &str = "samurai-tables/settings";
pub const STATS_KEY: &str = "samurai-tables/stats";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ExportFile {
    pub format: String,
    pub version: u32,
    /// When it was written (ISO 8601), for the player's eyes.
    pub exported_at: String,
    /// Storage key -> the stored text, as it was.
    pub entries: BTreeMap<String, String>,
}

/// The file for these entries (the app's keys only).
pub fn export(mut entries: BTreeMap<String, String>, exported_at: &str) -> String {
    entries.retain(|k, _| k.starts_with(PREFIX));
    let file = ExportFile {
        format: FORMAT.into(),
        version: VERSION,
        exported_at: exported_at.into(),
        entries,
    };
    serde_json::to_string(&file).unwrap_or_default()
}

/// The file's name: "samurai-tables-2025-03-14.json".
pub fn file_name(exported_at: &str) -> String {
    let day: String = exported_at.chars().take(10).collect();
    format!("samurai-tables-{day}.json")
}

/// A save's check, by game id and text: `None` for no such game, else the game's title and
/// whether the save can be resumed (why not).
pub type SaveCheck = dyn Fn(&str, &str) -> Option<(&'static str, Result<(), String>)>;

/// The checks of the browser build: each game's save, and the settings.
pub struct Checks<'a> {
    pub save: &'a SaveCheck,
    pub settings: &'a dyn Fn(&str) -> Result<(), String>,
}

/// A file that passed every check: what to store, and what to tell the player.
#[derive(Clone, Debug, PartialEq)]
pub struct Import {
    pub entries: BTreeMap<String, String>,
    pub summary: String,
}

/// Checks a whole file; the first problem found is the message, and nothing is imported.
pub fn check(text: &str, checks: &Checks) -> Result<Import, String> {
    #[derive(Deserialize)]
    struct Header {
        format: Option<String>,
        version: Option<u32>,
    }
    let not_ours = || {
        ts!(
            "This file is not a Samurai Tables export: choose the file that Export wrote.",
            "このファイルはSamurai Tablesの書き出しファイルではありません。「ファイルに書き出す」で作ったファイルを選んでください。"
        )
        .to_string()
    };
    let header: Header = serde_json::from_str(text).map_err(|_| not_ours())?;
    if header.format.as_deref() != Some(FORMAT) {
        return Err(not_ours());
    }
    match header.version {
        Some(VERSION) => {}
        Some(v) => {
            return Err(t!(
                "This export is from another version of the app (format {v}, this version reads {VERSION}). Nothing was imported.",
                "この書き出しファイルは別のバージョンのアプリで作られています（形式{v}、このバージョンが読めるのは形式{VERSION}）。何も読み込んでいません。"
            ))
        }
        None => return Err(not_ours()),
    }
    // The parser's words are English: a Japanese reader is told the file is damaged.
    let file: ExportFile = serde_json::from_str(text).map_err(|e| {
        t!(
            "The export file is damaged ({e}). Nothing was imported.",
            "書き出しファイルが壊れています。何も読み込んでいません。"
        )
    })?;
    let mut games = Vec::new();
    let (mut settings, mut stats) = (false, false);
    for (key, value) in &file.entries {
        let bad = |why: String| {
            t!(
                "{why}. Nothing was imported.",
                "{why}。何も読み込んでいません。"
            )
        };
        if let Some(game) = key.strip_prefix(SAVE_PREFIX) {
            match (checks.save)(game, value) {
                Some((title, Ok(()))) => games.push(title),
                Some((title, Err(why))) => {
                    return Err(bad(t!(
                        "The saved game of {game} cannot be resumed: {why}",
                        "保存中の「{title}」のゲームは再開できません：{why}"
                    )))
                }
                None => {
                    return Err(bad(t!(
                        "The file holds a save of a game this app does not have ({game})",
                        "このアプリにないゲームの保存データがファイルに含まれています"
                    )))
                }
            }
        } else if key == STATS_KEY {
            Stats::parse(value).map_err(|why| {
                bad(t!(
                    "The statistics in the file cannot be used: {why}",
                    "ファイルの成績は使えません：{why}"
                ))
            })?;
            stats = true;
        } else if key == SETTINGS_KEY {
            (checks.settings)(value).map_err(|why| {
                bad(t!(
                    "The settings in the file cannot be used: {why}",
                    "ファイルの設定は使えません：{why}"
                ))
            })?;
            settings = true;
        } else if !key.starts_with(PREFIX) {
            return Err(bad(t!(
                "The file holds an entry that is not the app's ({key})",
                "このアプリのものではないデータがファイルに含まれています"
            )));
        } else if serde_json::from_str::<serde::de::IgnoredAny>(value).is_err() {
            return Err(bad(t!(
                "The entry {key} in the file is damaged",
                "ファイル内のデータの一部が壊れています"
            )));
        }
    }
    Ok(Import {
        summary: summary(&games, settings, stats),
        entries: file.entries,
    })
}

/// "Imported 2 saved games (Satsuma Rebellion, Judge), the settings and the statistics."
/// Each item is a whole phrase per language, listed as the reader lists.
fn summary(games: &[&str], settings: bool, stats: bool) -> String {
    let mut parts = Vec::new();
    let n = games.len();
    let titles = games.join(ts!(", ", "、"));
    match games {
        [] => parts.push(ts!("no saved game", "保存中のゲームなし").to_string()),
        [one] => parts.push(t!("1 saved game ({one})", "保存中のゲーム1件（{one}）")),
        _ => parts.push(t!(
            "{n} saved games ({titles})",
            "保存中のゲーム{n}件（{titles}）"
        )),
    }
    if settings {
        parts.push(ts!("the settings", "設定").into());
    }
    if stats {
        parts.push(ts!("the statistics", "成績").into());
    }
    let all = listed(&parts);
    t!("Imported {all}.", "{all}を読み込みました。")
}

#[cfg(test)]
mod tests;
