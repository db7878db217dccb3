//! localStorage through gloo: settings, one save per game and the statistics, each
//! versioned; and all of the app's entries at once, for moving to a new phone.

use super::settings::Settings;
use super::stats::model::Stats;
use super::stats::transfer::{PREFIX, SETTINGS_KEY, STATS_KEY};
use gloo::storage::{LocalStorage, Storage};
use std::collections::BTreeMap;

fn save_key(game: &str) -> String {
    format!("samurai-tables/save/{game}")
}

fn stored_settings() -> Option<String> {
    LocalStorage::raw().get_item(SETTINGS_KEY).ok().flatten()
}

fn read_settings(text: &str) -> Option<Settings> {
    Settings::from_json(text)
        .ok()
        .filter(|s| s.version == Settings::VERSION)
        .map(Settings::sanitized)
}

/// The stored settings; the defaults when there are none or they cannot be read (see
/// [`settings_unreadable`]).
pub fn load_settings() -> Settings {
    stored_settings()
        .and_then(|text| read_settings(&text))
        .unwrap_or_default()
}

/// Settings are stored but cannot be read (damaged, or another version's): the app runs on
/// the defaults and says so once (`shell::SettingsNotice`).
pub fn settings_unreadable() -> bool {
    stored_settings().is_some_and(|text| read_settings(&text).is_none())
}

pub fn save_settings(settings: &Settings) {
    let _ = LocalStorage::raw().set_item(SETTINGS_KEY, &settings.to_json());
}

/// The raw save text of a game, if any.
pub fn read_save(game: &str) -> Option<String> {
    LocalStorage::raw().get_item(&save_key(game)).ok().flatten()
}

/// What the home page can tell of a game's save without the game's code.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Saved {
    Nothing,
    /// It has the shape of a save of this game and this version; whether its moves replay
    /// is for the game's page to find out.
    Resumable,
    /// Not a save of this game that this version can read: the home page offers New game.
    Unreadable,
}

/// Whether `game`'s save looks resumable, read with the browser's `JSON.parse` (the home
/// page's module carries no JSON code): the fields a save must have (`core::save::Save`).
pub fn saved(game: &str) -> Saved {
    use js_sys::{Array, Reflect, JSON};
    let Some(text) = read_save(game) else {
        return Saved::Nothing;
    };
    let readable = JSON::parse(&text).ok().is_some_and(|v| {
        let get = |k: &str| Reflect::get(&v, &k.into()).unwrap_or_default();
        v.is_object()
            && get("schema").as_f64() == Some(f64::from(crate::core::SCHEMA_VERSION))
            && get("game").as_string().as_deref() == Some(game)
            && get("seed").as_f64().is_some()
            && get("table").is_object()
            && !get("config").is_undefined()
            && Array::is_array(&get("log"))
    });
    if readable {
        Saved::Resumable
    } else {
        Saved::Unreadable
    }
}

pub fn write_save(game: &str, json: &str) {
    let _ = LocalStorage::raw().set_item(&save_key(game), json);
}

pub fn clear_save(game: &str) {
    LocalStorage::delete(save_key(game));
}

/// The statistics as stored; a text that cannot be read says why (they start again).
pub fn load_stats() -> Result<Stats, String> {
    match LocalStorage::raw().get_item(STATS_KEY).ok().flatten() {
        None => Ok(Stats::default()),
        Some(json) => Stats::parse(&json),
    }
}

pub fn save_stats(stats: &Stats) {
    let _ = LocalStorage::raw().set_item(STATS_KEY, &stats.to_json());
}

/// Every entry of the app (`samurai-tables/...`) in this device's storage.
pub fn app_entries() -> BTreeMap<String, String> {
    let raw = LocalStorage::raw();
    let n = raw.length().unwrap_or(0);
    // Inserted one by one: collecting a BTreeMap sorts, and sorting code costs wasm bytes.
    let mut entries = BTreeMap::new();
    for key in (0..n).filter_map(|i| raw.key(i).ok().flatten()) {
        if let Some(value) = raw.get_item(&key).ok().flatten() {
            if key.starts_with(PREFIX) {
                entries.insert(key, value);
            }
        }
    }
    entries
}

/// Replaces every entry of the app with these (an import).
pub fn replace_app_entries(entries: &BTreeMap<String, String>) {
    let raw = LocalStorage::raw();
    for key in app_entries().keys() {
        let _ = raw.remove_item(key);
    }
    for (k, v) in entries {
        let _ = raw.set_item(k, v);
    }
}

/// A value of this browser's own, outside the saves (a phone's token for a seat it joined).
pub fn read(key: &str) -> Option<String> {
    LocalStorage::raw().get_item(key).ok().flatten()
}

pub fn write(key: &str, value: &str) {
    let _ = LocalStorage::raw().set_item(key, value);
}
