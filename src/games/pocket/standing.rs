//! How a finished match went for a seat: the first to two rounds wins; both reaching it
//! together is a draw. The figure: rounds won (and played).

use super::state::PocketState;
use crate::core::standing::verb;
use crate::core::{Finish, Outcome, Seat, Standing, Totals};

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
        let line = format!(
            "{} {mine} round{} to {theirs}",
            verb(outcome),
            if mine == 1 { "" } else { "s" }
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
        format!(
            "{} rounds won of {}",
            totals.count("rounds won"),
            totals.count("rounds")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::testkit::sample_game;
    use crate::core::Game;

    #[test]
    fn the_first_to_two_rounds_wins_and_rounds_add_up() {
        let mut seen = std::collections::BTreeSet::new();
        for i in 0..40 {
            let s = sample_game::<PocketState>(i).state;
            let [a, b] = [s.standing(0).unwrap(), s.standing(1).unwrap()];
            match s.result().unwrap() {
                Some(w) => {
                    let (win, lose) = if w == 0 { (&a, &b) } else { (&b, &a) };
                    assert_eq!((win.outcome, lose.outcome), (Outcome::Won, Outcome::Lost));
                }
                None => assert_eq!((a.outcome, b.outcome), (Outcome::Drawn, Outcome::Drawn)),
            }
            let won = |f: &Finish| f.counts[0].1;
            assert_eq!(won(&a), s.wins(0) as i64);
            assert_eq!(won(&b), s.wins(1) as i64);
            assert!(won(&a) + won(&b) <= s.round() as i64 * 2);
            assert!(a.line.ends_with(&format!("to {}", s.wins(1))), "{}", a.line);
            seen.insert(format!("{:?}", a.outcome));
        }
        assert!(seen.contains("Won") && seen.contains("Lost"), "{seen:?}");
        assert_eq!(PocketState::new(&Default::default(), 1).standing(0), None);
    }

    #[test]
    fn the_figure_is_rounds_won() {
        let mut t = Totals::default();
        t.counts.push(("rounds won".into(), 7));
        t.counts.push(("rounds".into(), 12));
        assert_eq!(PocketState::figure(&t, 5), "7 rounds won of 12");
    }
}
