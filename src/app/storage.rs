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

pub fn load_settings() -> Settings {
    LocalStorage::raw()
        .get_item(SETTINGS_KEY)
        .ok()
        .flatten()
        .and_then(|text| Settings::from_json(&text).ok())
        .filter(|s| s.version == Settings::VERSION)
        .map(Settings::sanitized)
        .unwrap_or_default()
}

pub fn save_settings(settings: &Settings) {
    let _ = LocalStorage::raw().set_item(SETTINGS_KEY, &settings.to_json());
}

/// The raw save text of a game, if any.
pub fn read_save(game: &str) -> Option<String> {
    LocalStorage::raw().get_item(&save_key(game)).ok().flatten()
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
