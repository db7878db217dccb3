//! Moving to a new phone: every `samurai-tables/*` entry of this device's storage in one
//! file, and that file checked whole before anything is replaced. Plain Rust; the page
//! reads and writes the storage and supplies the checks only the browser build has (each
//! game's save through its restore, the settings).

use super::model::Stats;
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

/// A save's check, by game id and text: `None` for no such game, else the game's title or
/// why the save cannot be resumed.
pub type SaveCheck = dyn Fn(&str, &str) -> Option<Result<&'static str, String>>;

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
    let not_ours = "This file is not a Samurai Tables export: choose the file that Export wrote.";
    let header: Header = serde_json::from_str(text).map_err(|_| not_ours.to_string())?;
    if header.format.as_deref() != Some(FORMAT) {
        return Err(not_ours.into());
    }
    match header.version {
        Some(VERSION) => {}
        Some(v) => {
            return Err(format!(
                "This export is from another version of the app (format {v}, this version reads {VERSION}). Nothing was imported."
            ))
        }
        None => return Err(not_ours.into()),
    }
    let file: ExportFile = serde_json::from_str(text)
        .map_err(|e| format!("The export file is damaged ({e}). Nothing was imported."))?;
    let mut games = Vec::new();
    let (mut settings, mut stats) = (false, false);
    for (key, value) in &file.entries {
        let bad = |why: String| format!("{why}. Nothing was imported.");
        if let Some(game) = key.strip_prefix(SAVE_PREFIX) {
            match (checks.save)(game, value) {
                Some(Ok(title)) => games.push(title),
                Some(Err(why)) => {
                    return Err(bad(format!(
                        "The saved game of {game} cannot be resumed: {why}"
                    )))
                }
                None => {
                    return Err(bad(format!(
                        "The file holds a save of a game this app does not have ({game})"
                    )))
                }
            }
        } else if key == STATS_KEY {
            Stats::parse(value)
                .map_err(|why| bad(format!("The statistics in the file cannot be used: {why}")))?;
            stats = true;
        } else if key == SETTINGS_KEY {
            (checks.settings)(value)
                .map_err(|why| bad(format!("The settings in the file cannot be used: {why}")))?;
            settings = true;
        } else if !key.starts_with(PREFIX) {
            return Err(bad(format!(
                "The file holds an entry that is not the app's ({key})"
            )));
        } else if serde_json::from_str::<serde::de::IgnoredAny>(value).is_err() {
            return Err(bad(format!("The entry {key} in the file is damaged")));
        }
    }
    Ok(Import {
        summary: summary(&games, settings, stats),
        entries: file.entries,
    })
}

/// "Imported 2 saved games (Satsuma Rebellion, Judge), the settings and the statistics."
fn summary(games: &[&str], settings: bool, stats: bool) -> String {
    let mut parts = Vec::new();
    match games {
        [] => parts.push("no saved game".to_string()),
        [one] => parts.push(format!("1 saved game ({one})")),
        many => parts.push(format!("{} saved games ({})", many.len(), many.join(", "))),
    }
    if settings {
        parts.push("the settings".into());
    }
    if stats {
        parts.push("the statistics".into());
    }
    let last = parts.pop().unwrap_or_default();
    if parts.is_empty() {
        format!("Imported {last}.")
    } else {
        format!("Imported {} and {last}.", parts.join(", "))
    }
}

#[cfg(test)]
mod tests;
