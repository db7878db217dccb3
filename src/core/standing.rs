//! How a finished game went for one seat, from public end-of-game facts: won, lost or
//! drawn, the game's own figures (heads, rounds, reaction times...) and a line for sharing.
//! Each game implements [`Standing`] beside its rules; the app's statistics add the
//! figures up over games in [`Totals`] and the game says what they mean in [`Standing::figure`].

use super::game::{Game, Seat};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    Won,
    Lost,
    /// A tie, a shared win, or a result that favours neither side.
    Drawn,
}

/// One seat's end of a game.
#[derive(Clone, Debug, PartialEq)]
pub struct Finish {
    pub outcome: Outcome,
    /// Counters added up over games, by name ("heads", "rounds").
    pub counts: Vec<(&'static str, i64)>,
    /// A named result reached (Satsuma's victory level), tallied over games.
    pub reached: Option<&'static str>,
    /// Times in ms summarised by their median (Judge's reaction times).
    pub times: Vec<u32>,
    /// The result in a few words without a subject, for sharing: "won 2 rounds to 1",
    /// "Historically Equivalent, 8 Imperial casualties".
    pub line: String,
}

impl Finish {
    pub fn new(outcome: Outcome, line: impl Into<String>) -> Finish {
        Finish {
            outcome,
            counts: Vec::new(),
            reached: None,
            times: Vec::new(),
            line: line.into(),
        }
    }

    pub fn count(mut self, name: &'static str, n: i64) -> Finish {
        self.counts.push((name, n));
        self
    }
}

/// The word a line starts with for an outcome ("won", "lost", "drew").
pub fn verb(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Won => "won",
        Outcome::Lost => "lost",
        Outcome::Drawn => "drew",
    }
}

/// A game's figures added up over many games, as stored with the statistics.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Totals {
    #[serde(default)]
    pub counts: BTreeMap<String, i64>,
    #[serde(default)]
    pub reached: BTreeMap<String, u32>,
    /// The latest times, at most [`Totals::TIMES_KEPT`].
    #[serde(default)]
    pub times: Vec<u32>,
}

impl Totals {
    /// Enough for a steady median; the stored statistics stay small.
    pub const TIMES_KEPT: usize = 400;

    pub fn add(&mut self, f: &Finish) {
        for &(name, n) in &f.counts {
            *self.counts.entry(name.to_string()).or_default() += n;
        }
        if let Some(r) = f.reached {
            *self.reached.entry(r.to_string()).or_default() += 1;
        }
        self.times.extend(&f.times);
        let extra = self.times.len().saturating_sub(Self::TIMES_KEPT);
        self.times.drain(..extra);
    }

    pub fn count(&self, name: &str) -> i64 {
        self.counts.get(name).copied().unwrap_or(0)
    }

    /// The median of the kept times (the lower middle of an even count).
    pub fn median_time(&self) -> Option<u32> {
        let mut t = self.times.clone();
        t.sort_unstable();
        t.get(t.len().saturating_sub(1) / 2).copied()
    }

    /// `count(name)` per `count(per)`, to one decimal ("36.5"); `None` with nothing to divide by.
    pub fn ratio(&self, name: &str, per: &str) -> Option<String> {
        let d = self.count(per);
        (d > 0).then(|| format!("{:.1}", self.count(name) as f64 / d as f64))
    }
}

/// A game whose end can be told per seat.
pub trait Standing: Game {
    /// How the game went for `seat`, once it is over (`None` while it runs).
    fn standing(&self, seat: Seat) -> Option<Finish>;

    /// The game's figure over many games, in a few words ("12 heads, 2.4 a game"); empty
    /// when there is nothing to say yet. `games` is how many finished games `totals` holds.
    fn figure(totals: &Totals, games: u32) -> String;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn totals_add_counts_tallies_and_times_and_keep_the_latest_times() {
        let mut t = Totals::default();
        let mut f = Finish::new(Outcome::Won, "won").count("heads", 3);
        f.reached = Some("Historically Equivalent");
        f.times = vec![300, 100, 200];
        t.add(&f);
        t.add(&f);
        assert_eq!(t.count("heads"), 6);
        assert_eq!(t.count("none"), 0);
        assert_eq!(t.reached["Historically Equivalent"], 2);
        assert_eq!(t.median_time(), Some(200));
        assert_eq!(t.ratio("heads", "none"), None);
        t.counts.insert("games".into(), 4);
        assert_eq!(t.ratio("heads", "games").as_deref(), Some("1.5"));
        f.times = vec![7; Totals::TIMES_KEPT];
        t.add(&f);
        assert_eq!(t.times.len(), Totals::TIMES_KEPT);
        assert_eq!(t.median_time(), Some(7));
    }

    #[test]
    fn totals_from_an_older_file_without_fields_load_empty() {
        let t: Totals = serde_json::from_str("{}").unwrap();
        assert_eq!(t, Totals::default());
        assert_eq!(t.median_time(), None);
    }
}
