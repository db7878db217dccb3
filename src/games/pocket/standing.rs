//! How a finished match went for a seat: the first to two rounds wins; both reaching it
//! together is a draw. The figure: rounds won (and played).

use super::state::PocketState;
use crate::core::lang::plural;
use crate::core::standing::verb;
use crate::core::{Finish, Outcome, Seat, Standing, Totals};
use crate::{t, ts};

impl Standing for PocketState {
    fn standing(&self, seat: Seat) -> Option<Finish> {
        let result = self.result()?;
        if seat > 1 {
            return None;
        }
        let outcome = match result {
            Some(w) if w == seat => Outcome::Won,
            Some(_) => Outcome::Lost,
            None => Outcome::Drawn,
        };
        let (mine, theirs) = (self.wins(seat) as i64, self.wins(1 - seat) as i64);
        let line = t!(
            "{verb} {mine} round{s} to {theirs}",
            "{mine}対{theirs}で{ja}";
            verb = verb(outcome),
            s = plural(mine),
            ja = match outcome {
                Outcome::Won => ts!("won", "勝ち"),
                Outcome::Lost => ts!("lost", "負け"),
                Outcome::Drawn => ts!("drew", "引き分け"),
            }
        );
        Some(
            Finish::new(outcome, line)
                .count("rounds won", mine)
                .count("rounds", self.round() as i64),
        )
    }

    /// "7 rounds won of 12".
    fn figure(totals: &Totals, games: u32) -> String {
        if games == 0 {
            return String::new();
        }
        // The counts' names are keys of the statistics: they stay English.
        t!(
            "{won} rounds won of {all}",
            "{all}ラウンド中{won}勝";
            won = totals.count("rounds won"),
            all = totals.count("rounds")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::testkit::{figure_of, standings};

    #[test]
    fn the_first_to_two_rounds_wins_and_rounds_add_up() {
        let mut seen = std::collections::BTreeSet::new();
        for (s, finishes) in standings::<PocketState>(40) {
            let [a, b] = [&finishes[0], &finishes[1]];
            match s.result().unwrap() {
                Some(w) => {
                    let (win, lose) = if w == 0 { (a, b) } else { (b, a) };
                    assert_eq!((win.outcome, lose.outcome), (Outcome::Won, Outcome::Lost));
                }
                None => assert_eq!((a.outcome, b.outcome), (Outcome::Drawn, Outcome::Drawn)),
            }
            let won = |f: &Finish| f.counts[0].1;
            assert_eq!(won(a), s.wins(0) as i64);
            assert_eq!(won(b), s.wins(1) as i64);
            assert!(won(a) + won(b) <= s.round() as i64 * 2);
            assert!(a.line.ends_with(&format!("to {}", s.wins(1))), "{}", a.line);
            seen.insert(format!("{:?}", a.outcome));
        }
        assert!(seen.contains("Won") && seen.contains("Lost"), "{seen:?}");
    }

    #[test]
    fn the_figure_is_rounds_won() {
        let counts = [("rounds won", 7), ("rounds", 12)];
        assert_eq!(
            figure_of::<PocketState>(&counts, &[], 5),
            "7 rounds won of 12"
        );
        let ja = crate::core::lang::in_lang(crate::core::lang::Lang::Ja, || {
            figure_of::<PocketState>(&counts, &[], 5)
        });
        assert_eq!(ja, "12ラウンド中7勝");
    }
}
