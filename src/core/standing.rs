//! How a finished game went for one seat, from public end-of-game facts: won, lost or
//! drawn, the game's own figures (heads, rounds, reaction times...) and a line for sharing.
//! Each game implements [`Standing`] beside its rules; the app's statistics add the
//! figures up over games in [`Totals`] and the game says what they mean in [`Standing::figure`].

use super::game::Seat;
use serde::{Deserialize, Serialize};

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
        Outcome::Won => crate::ts!("won", "勝ち"),
        Outcome::Lost => crate::ts!("lost", "負け"),
        Outcome::Drawn => crate::ts!("drew", "引き分け"),
    }
}

/// A game's figures added up over many games, as stored with the statistics. Lists of
/// pairs rather than maps: a handful of names, and less code in the wasm.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Totals {
    /// (name, sum) of each counter.
    #[serde(default)]
    pub counts: Vec<(String, i64)>,
    /// (result, how often) of each named result reached.
    #[serde(default)]
    pub reached: Vec<(String, u32)>,
    /// The latest times, at most [`Totals::TIMES_KEPT`].
    #[serde(default)]
    pub times: Vec<u32>,
}

/// Adds `n` to the entry `name` of a list of pairs, making it if new.
fn bump<T: std::ops::AddAssign + Default>(list: &mut Vec<(String, T)>, name: &str, n: T) {
    match list.iter_mut().find(|(k, _)| k == name) {
        Some((_, v)) => *v += n,
        None => {
            list.push((name.to_string(), T::default()));
            if let Some((_, v)) = list.last_mut() {
                *v += n;
            }
        }
    }
}

impl Totals {
    /// Enough for a steady median; the stored statistics stay small.
    pub const TIMES_KEPT: usize = 400;

    pub fn add(&mut self, f: &Finish) {
        for &(name, n) in &f.counts {
            bump(&mut self.counts, name, n);
        }
        if let Some(r) = f.reached {
            bump(&mut self.reached, r, 1);
        }
        self.times.extend(&f.times);
        let extra = self.times.len().saturating_sub(Self::TIMES_KEPT);
        self.times.drain(..extra);
    }

    pub fn count(&self, name: &str) -> i64 {
        self.counts
            .iter()
            .find(|(k, _)| k == name)
            .map_or(0, |(_, v)| *v)
    }

    /// How often the named result was reached.
    pub fn times_reached(&self, result: &str) -> u32 {
        self.reached
            .iter()
            .find(|(k, _)| k == result)
            .map_or(0, |(_, v)| *v)
    }

    /// The median of the kept times (the lower middle of an even count). By counting, not
    /// sorting: a few hundred numbers, and no sort code in the wasm for them.
    pub fn median_time(&self) -> Option<u32> {
        let half = self.times.len().checked_sub(1)? / 2;
        self.times.iter().copied().find(|&t| {
            let below = self.times.iter().filter(|&&u| u < t).count();
            let up_to = self.times.iter().filter(|&&u| u <= t).count();
            below <= half && half < up_to
        })
    }

    /// `count(name)` per `count(per)`, to one decimal ("36.5"); `None` with nothing to divide by.
    pub fn ratio(&self, name: &str, per: &str) -> Option<String> {
        let d = self.count(per);
        (d > 0).then(|| format!("{:.1}", self.count(name) as f64 / d as f64))
    }
}

/// A game whose end can be told per seat.
pub trait Standing: super::view::Viewed {
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
        assert_eq!(t.times_reached("Historically Equivalent"), 2);
        assert_eq!(t.times_reached("Greater Imperial Victory"), 0);
        assert_eq!(t.median_time(), Some(200));
        assert_eq!(t.ratio("heads", "none"), None);
        t.counts.push(("games".into(), 4));
        assert_eq!(t.ratio("heads", "games").as_deref(), Some("1.5"));
        f.times = vec![7; Totals::TIMES_KEPT];
        t.add(&f);
        assert_eq!(t.times.len(), Totals::TIMES_KEPT);
        assert_eq!(t.median_time(), Some(7));
    }

    #[test]
    fn the_median_is_the_middle_time_or_the_lower_middle() {
        let median = |times: &[u32]| {
            Totals {
                times: times.to_vec(),
                ..Totals::default()
            }
            .median_time()
        };
        assert_eq!(median(&[]), None);
        assert_eq!(median(&[5]), Some(5));
        assert_eq!(median(&[9, 1, 5, 3]), Some(3));
        assert_eq!(median(&[4, 4, 1, 4, 9]), Some(4));
        assert_eq!(median(&[2, 2, 8, 8]), Some(2));
    }

    #[test]
    fn totals_from_an_older_file_without_fields_load_empty() {
        let t: Totals = serde_json::from_str("{}").unwrap();
        assert_eq!(t, Totals::default());
        assert_eq!(t.median_time(), None);
    }
}
