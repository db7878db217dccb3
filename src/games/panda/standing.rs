//! How a finished game went for a seat: its team's win or loss (a game stopped after one
//! deal, for benchmarks, has no winner: a draw). The figures: the team's points per deal,
//! and the seat's Panda calls and how many it made (went out first after calling).

use super::state::{team, Event, PandaState};
use crate::core::standing::verb;
use crate::core::{Finish, Outcome, Seat, Standing, Totals};

impl Standing for PandaState {
    fn standing(&self, seat: Seat) -> Option<Finish> {
        if !self.is_over() || seat >= super::state::SEATS {
            return None;
        }
        let (mine, theirs) = (team(seat), 1 - team(seat));
        let outcome = match self.winner() {
            Some(t) if t == mine => Outcome::Won,
            Some(_) => Outcome::Lost,
            None => Outcome::Drawn,
        };
        let (mut calls, mut made, mut called) = (0, 0, false);
        for e in self.events() {
            match e {
                Event::DealStarted { .. } => called = false,
                Event::CalledPanda { seat: s } if *s == seat => {
                    calls += 1;
                    called = true;
                }
                Event::DealScored(r) if called && r.out_order.first() == Some(&seat) => made += 1,
                _ => {}
            }
        }
        let deals = self.results().len() as i64;
        let points: i64 = self.results().iter().map(|r| r.total[mine] as i64).sum();
        let scores = self.scores();
        let result = match outcome {
            Outcome::Won => "勝ち",
            Outcome::Lost => "負け",
            Outcome::Drawn => "引き分け",
        };
        let line = crate::t!(
            "{verb} {a} to {b} in {deals} deal{s}",
            "{a}対{b}で{result}（{deals}ディール）";
            verb = verb(outcome),
            a = scores[mine],
            b = scores[theirs],
            s = crate::core::lang::plural(deals)
        );
        Some(
            Finish::new(outcome, line)
                .count("points", points)
                .count("deals", deals)
                .count("calls", calls)
                .count("calls made", made),
        )
    }

    /// "142.5 points a deal, Panda calls 3 (2 made)".
    fn figure(totals: &Totals, _games: u32) -> String {
        let Some(per_deal) = totals.ratio("points", "deals") else {
            return String::new();
        };
        crate::t!(
            "{per_deal} points a deal, Panda calls {calls} ({made} made)",
            "1ディール平均{per_deal}点、パンダ宣言{calls}回（成功{made}回）";
            calls = totals.count("calls"),
            made = totals.count("calls made")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::testkit::{figure_of, standings};

    #[test]
    fn a_team_wins_or_loses_together_and_points_and_calls_add_up() {
        let mut all_calls = 0;
        for (s, finishes) in standings::<PandaState>(12) {
            let winner = s.winner().unwrap();
            for (seat, f) in finishes.iter().enumerate() {
                let expected = if team(seat) == winner {
                    Outcome::Won
                } else {
                    Outcome::Lost
                };
                assert_eq!(f.outcome, expected);
                let get = |k: &str| f.counts.iter().find(|c| c.0 == k).unwrap().1;
                assert_eq!(get("deals"), s.results().len() as i64);
                let points: i32 = s.results().iter().map(|r| r.total[team(seat)]).sum();
                assert_eq!(get("points") as i32, points);
                assert_eq!(s.scores()[team(seat)], points, "scores are the deals' sums");
                let calls = s
                    .events()
                    .iter()
                    .filter(|e| matches!(e, Event::CalledPanda { seat: c } if *c == seat))
                    .count() as i64;
                assert_eq!(get("calls"), calls);
                assert!(get("calls made") <= calls);
                all_calls += calls;
                assert!(f.line.starts_with(super::verb(expected)), "{}", f.line);
            }
        }
        assert!(all_calls > 0, "some Panda was called in 12 games");
    }

    #[test]
    fn the_figure_is_points_a_deal_and_calls() {
        assert_eq!(figure_of::<PandaState>(&[], &[], 0), "");
        let counts = [
            ("points", 285),
            ("deals", 2),
            ("calls", 3),
            ("calls made", 2),
        ];
        assert_eq!(
            figure_of::<PandaState>(&counts, &[], 1),
            "142.5 points a deal, Panda calls 3 (2 made)"
        );
    }
}
