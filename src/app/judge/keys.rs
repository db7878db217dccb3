//! The keys for each player's two hands, by `KeyboardEvent.code` (the key's place, so a
//! layout change does not move them). Stored apart from saves: they belong to the device.

use crate::core::Seat;
use crate::games::judge::Hand;
use gloo::storage::{LocalStorage, Storage};
use serde::{Deserialize, Serialize};

const KEY: &str = "samurai-tables/judge/keys";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct KeyMap {
    /// `[seat 0, seat 1]`.
    pub hit: [String; 2],
    pub defend: [String; 2],
}

impl Default for KeyMap {
    fn default() -> Self {
        // Near player on the left of the keyboard, far player on the right.
        KeyMap {
            hit: ["KeyS".into(), "KeyK".into()],
            defend: ["KeyA".into(), "KeyL".into()],
        }
    }
}

impl KeyMap {
    pub fn load() -> KeyMap {
        LocalStorage::get::<KeyMap>(KEY)
            .ok()
            .filter(KeyMap::is_valid)
            .unwrap_or_default()
    }

    pub fn store(&self) {
        let _ = LocalStorage::set(KEY, self);
    }

    /// Four different, non-empty keys.
    pub fn is_valid(&self) -> bool {
        let all = self.all();
        all.iter().all(|k| !k.is_empty()) && (0..4).all(|i| (i + 1..4).all(|j| all[i] != all[j]))
    }

    fn all(&self) -> [&String; 4] {
        [&self.hit[0], &self.defend[0], &self.hit[1], &self.defend[1]]
    }

    pub fn key(&self, seat: Seat, hand: Hand) -> &str {
        match hand {
            Hand::Hit => &self.hit[seat],
            Hand::Defend => &self.defend[seat],
        }
    }

    pub fn set(&mut self, seat: Seat, hand: Hand, code: String) {
        match hand {
            Hand::Hit => self.hit[seat] = code,
            Hand::Defend => self.defend[seat] = code,
        }
    }

    /// Which seat and hand a key code drives.
    pub fn lookup(&self, code: &str) -> Option<(Seat, Hand)> {
        (0..2).find_map(|s| {
            if self.hit[s] == code {
                Some((s, Hand::Hit))
            } else if self.defend[s] == code {
                Some((s, Hand::Defend))
            } else {
                None
            }
        })
    }
}

/// A touch screen without a mouse (the query main.css hides key hints with): the table
/// says what a tap does, and the new-game page folds the key fields away.
pub fn touch_screen() -> bool {
    gloo::utils::window()
        .match_media("(hover: none) and (pointer: coarse)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches())
}

/// "KeyS" → "S", "Digit4" → "4", "ArrowLeft" → "←"; other codes as they are.
pub fn key_label(code: &str) -> String {
    if let Some(k) = code
        .strip_prefix("Key")
        .or_else(|| code.strip_prefix("Digit"))
    {
        return k.to_string();
    }
    match code {
        "ArrowLeft" => "←".into(),
        "ArrowRight" => "→".into(),
        "ArrowUp" => "↑".into(),
        "ArrowDown" => "↓".into(),
        "Space" => crate::ts!("Space", "スペース").into(),
        "Semicolon" => ";".into(),
        "Comma" => ",".into(),
        "Period" => ".".into(),
        "Slash" => "/".into(),
        c => c.to_string(),
    }
}
