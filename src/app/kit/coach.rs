//! The first-game coach, in plain Rust: which games' offers this device has answered (one
//! versioned entry; anything unreadable means "not seen" and breaks nothing), and what the
//! coach panel says at a step. A guided game is a normal table against computers from a
//! fixed deal whose setup says `coach` (see `SavedTable::coach`); each game's `coach.rs`
//! gives the deal and the sentence for each phase, the hard computer's hint the rest.

use serde::{Deserialize, Serialize};

/// Where the answered offers are kept on this device.
pub const COACH_KEY: &str = "samurai-tables/coach";

/// The games whose coach offer was answered on this device ("Learn" or "No thanks").
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Offers {
    pub version: u32,
    pub seen: Vec<String>,
}

impl Default for Offers {
    fn default() -> Self {
        Offers {
            version: Offers::VERSION,
            seen: Vec::new(),
        }
    }
}

impl Offers {
    pub const VERSION: u32 = 1;

    /// The stored text read back: missing, damaged or of another version, no offer was
    /// answered yet.
    pub fn parse(text: Option<&str>) -> Offers {
        text.and_then(|t| serde_json::from_str::<Offers>(t).ok())
            .filter(|o| o.version == Offers::VERSION)
            .unwrap_or_default()
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Whether `game`'s offer was answered.
    pub fn seen(&self, game: &str) -> bool {
        self.seen.iter().any(|g| g == game)
    }

    /// Marks `game`'s offer answered (`false`: to be offered again, as the rules page asks).
    pub fn mark(&mut self, game: &str, seen: bool) {
        self.seen.retain(|g| g != game);
        if seen {
            self.seen.push(game.to_string());
        }
    }
}

/// A game's note for where its guided game stands: a sentence or two on what this step is
/// for (the hint says what to do now and why); `done` once the coached part is over, when
/// the note says what comes next.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    pub note: String,
    pub done: bool,
}

impl Step {
    pub fn new(note: impl Into<String>) -> Step {
        Step {
            note: note.into(),
            done: false,
        }
    }

    pub fn done(note: impl Into<String>) -> Step {
        Step {
            note: note.into(),
            done: true,
        }
    }
}

/// The step's id on the table's root (`data-coach`): the phase and the move it is at, so
/// every step is told from the one before; "done" once the coached part is over.
pub fn step_id(phase: &str, moves: usize, done: bool) -> String {
    if done {
        "done".into()
    } else {
        format!("{}-{moves}", phase.to_lowercase())
    }
}

/// How long the coach's closing note is up at least before a move of yours takes it away.
pub const CLOSING_MIN_MS: f64 = 5000.0;

/// The coach's closing note ("That was a whole hand… Play on"), from when it showed: it
/// leaves by itself at your next move once it has been up `CLOSING_MIN_MS`. A move, not a
/// timer alone, as a card app clears a closing tip when the player plays on: a timer takes
/// it from a slow reader (or a screen reader's queue) mid-sentence, while your move says you
/// have read it and it then only takes room from the game. Computers' moves do not count
/// (it may be their turn while you read), and the minimum keeps a move made in the same
/// breath, or a race's clock (Judge's ticks are the first seat's), from sweeping it unread.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Closing {
    /// When it showed (ms) and the moves of the people at the device then.
    pub shown_at: f64,
    pub mine: usize,
}

impl Closing {
    /// Whether it leaves now, `mine` moves of the people at the device made.
    pub fn leaves(&self, now: f64, mine: usize) -> bool {
        mine > self.mine && now - self.shown_at >= CLOSING_MIN_MS
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answered_offer_is_remembered_per_game() {
        let mut o = Offers::parse(None);
        assert!(!o.seen("satsuma"));
        o.mark("satsuma", true);
        o.mark("satsuma", true);
        let back = Offers::parse(Some(&o.to_json()));
        assert!(back.seen("satsuma") && !back.seen("panda"));
        assert_eq!(back.seen.len(), 1);
        let mut again = back;
        again.mark("satsuma", false);
        assert!(!again.seen("satsuma"));
    }

    #[test]
    fn a_damaged_or_other_version_entry_means_not_seen() {
        for text in [
            "",
            "{",
            "[1,2]",
            r#"{"version":9,"seen":["judge"]}"#,
            "null",
        ] {
            let o = Offers::parse(Some(text));
            assert_eq!(o, Offers::default(), "{text}");
            assert!(!o.seen("judge"));
        }
    }

    #[test]
    fn each_step_has_an_id_and_the_end_is_done() {
        assert_eq!(step_id("Logistics", 0, false), "logistics-0");
        assert_eq!(step_id("Clash", 2, false), "clash-2");
        assert_eq!(step_id("Clash", 2, true), "done");
        assert!(Step::done("x").done && !Step::new("x").done);
    }

    #[test]
    fn the_closing_note_leaves_at_your_next_move_once_read() {
        let c = Closing {
            shown_at: 1000.0,
            mine: 7,
        };
        assert!(!c.leaves(60_000.0, 7), "no move of yours: it stays");
        assert!(
            !c.leaves(1000.0 + CLOSING_MIN_MS - 1.0, 8),
            "moved at once: not yet"
        );
        assert!(
            c.leaves(1000.0 + CLOSING_MIN_MS, 8),
            "your next move takes it away"
        );
    }
}
