//! How a finished game went for a seat: the higher score wins, equal scores draw. The
//! figure: the seat's reaction times (from the flip to its first press in each decided
//! round), told by their median.

use super::race::Edge;
use super::state::{Event, JudgeState};
use crate::core::standing::verb;
use crate::core::{Finish, Outcome, Seat, Standing, Totals};

impl JudgeState {
    /// The seat's reaction time in each decided round it pressed in, in ms.
    pub fn reaction_times(&self, seat: Seat) -> Vec<u32> {
        self.events()
            .iter()
            .filter_map(|e| match e {
                Event::Decided(r) => r
                    .inputs
                    .iter()
                    .find(|i| i.seat == seat && i.edge == Edge::Press)
                    .map(|i| (i.t - r.rules.flip_at).max(0.0).round() as u32),
                _ => None,
            })
            .collect()
    }
}

impl Standing for JudgeState {
    fn standing(&self, seat: Seat) -> Option<Finish> {
        if !self.is_over() || seat > 1 {
            return None;
        }
        let outcome = match self.winner() {
            Some(w) if w == seat => Outcome::Won,
            Some(_) => Outcome::Lost,
            None => Outcome::Drawn,
        };
        let times = self.reaction_times(seat);
        let (mine, theirs) = (self.score(seat), self.score(1 - seat));
        let score = || match outcome {
            Outcome::Won => crate::t!(
                "{verb} {mine} to {theirs}",
                "{mine}対{theirs}で勝ち";
                verb = verb(outcome)
            ),
            Outcome::Lost => crate::t!(
                "{verb} {mine} to {theirs}",
                "{mine}対{theirs}で負け";
                verb = verb(outcome)
            ),
            Outcome::Drawn => crate::t!(
                "{verb} {mine} to {theirs}",
                "{mine}対{theirs}で引き分け";
                verb = verb(outcome)
            ),
        };
        let one = Totals {
            times: times.clone(),
            ..Totals::default()
        };
        let line = match one.median_time() {
            Some(m) => super::cards::said!(
                "{score}, median reaction {m} ms",
                "{score}、反応時間の中央値{m}ミリ秒";
                score = score()
            ),
            None => score(),
        };
        let mut f = Finish::new(outcome, line).count("cards", self.won(seat).len() as i64);
        f.times = times;
        Some(f)
    }

    /// "median reaction 312 ms".
    fn figure(totals: &Totals, _games: u32) -> String {
        totals
            .median_time()
            .map(|m| crate::t!("median reaction {m} ms", "反応時間の中央値{m}ミリ秒"))
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::testkit::{figure_of, standings};

    #[test]
    fn the_higher_score_wins_and_reaction_times_are_from_the_flip() {
        let games: Vec<_> = standings::<JudgeState>(20).collect();
        for (s, finishes) in &games {
            let [a, b] = [&finishes[0], &finishes[1]];
            match s.score(0).cmp(&s.score(1)) {
                std::cmp::Ordering::Greater => {
                    assert_eq!((a.outcome, b.outcome), (Outcome::Won, Outcome::Lost))
                }
                std::cmp::Ordering::Less => {
                    assert_eq!((a.outcome, b.outcome), (Outcome::Lost, Outcome::Won))
                }
                std::cmp::Ordering::Equal => {
                    assert_eq!((a.outcome, b.outcome), (Outcome::Drawn, Outcome::Drawn))
                }
            }
            for f in [a, b] {
                // A press counts only after the flip and before the round's timeout.
                assert!(f.times.iter().all(|&t| t < 10_000), "{:?}", f.times);
            }
            assert!(a
                .line
                .contains(&format!("{} to {}", s.score(0), s.score(1))));
        }
        let timed = games.iter().flat_map(|(_, f)| f).map(|f| f.times.len());
        assert!(timed.sum::<usize>() > 0, "some presses were timed");
    }

    #[test]
    fn the_figure_is_the_median_reaction_time() {
        assert_eq!(figure_of::<JudgeState>(&[], &[], 0), "");
        let figure = figure_of::<JudgeState>(&[], &[400, 250, 300], 1);
        assert_eq!(figure, "median reaction 300 ms");
    }
}
