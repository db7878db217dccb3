//! localStorage through gloo: settings and one save per game, each versioned.

use super::settings::Settings;
use gloo::storage::{LocalStorage, Storage};

const SETTINGS_KEY: &str = "samurai-tables/settings";

fn save_key(game: &str) -> String {
    format!("samurai-tables/save/{game}")
}

pub fn load_settings() -> Settings {
    LocalStorage::get::<Settings>(SETTINGS_KEY)
        .ok()
        .filter(|s| s.version == Settings::VERSION)
        .map(Settings::sanitized)
        .unwrap_or_default()
}

pub fn save_settings(settings: &Settings) {
    let _ = LocalStorage::set(SETTINGS_KEY, settings);
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
