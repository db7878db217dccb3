//! How a finished match went for a seat: the only seat with the most games won wins, a
//! seat sharing that lead draws, a match without a winner is a draw for all. The figure is
//! the heads taken over the match's games.

use super::state::HonorState;
use crate::core::{Finish, Outcome, Seat, Standing, Totals};
use crate::{t, ts};

/// Heads in Japanese: 「首3つ」, and past nine the number alone (「首12」): つ counts to
/// nine only, and 個 counts things, not heads (issue 33).
pub fn heads_ja(n: i64) -> String {
    if (1..=9).contains(&n) {
        format!("首{n}つ")
    } else {
        format!("首{n}")
    }
}

impl Standing for HonorState {
    fn standing(&self, seat: Seat) -> Option<Finish> {
        let winners = self.match_winners()?;
        if seat >= self.seats.len() {
            return None;
        }
        let outcome = match winners.as_slice() {
            [w] if *w == seat => Outcome::Won,
            ws if ws.contains(&seat) || ws.is_empty() => Outcome::Drawn,
            _ => Outcome::Lost,
        };
        let heads: i64 = self.results().iter().map(|r| r.heads[seat] as i64).sum();
        let games = self.results().len();
        // The share line, in the reader's language: what happened, then the figures.
        let what = match (outcome, winners.len()) {
            (Outcome::Drawn, n) if n > 1 => ts!("shared the win", "勝ちを分け合った"),
            (Outcome::Drawn, _) => ts!("no winner", "勝者なし"),
            (Outcome::Won, _) => ts!("won", "勝ち"),
            (Outcome::Lost, _) => ts!("lost", "負け"),
        };
        let line = if games > 1 {
            let won = self.games_won(seat);
            t!(
                "{what}, {won} of {games} games won, {heads} heads",
                "{what}、{games}ゲーム中{won}勝、{hj}";
                hj = heads_ja(heads)
            )
        } else {
            t!("{what}, {heads} heads", "{what}、{hj}"; hj = heads_ja(heads))
        };
        Some(Finish::new(outcome, line).count("heads", heads))
    }

    /// "14 heads, 2.3 a game".
    fn figure(totals: &Totals, games: u32) -> String {
        if games == 0 {
            return String::new();
        }
        let heads = totals.count("heads");
        let each = format!("{:.1}", heads as f64 / games as f64);
        t!(
            "{heads} heads, {each} a game",
            "{hj}、1ゲーム平均{each}";
            hj = heads_ja(heads)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::testkit::{figure_of, standings};

    #[test]
    fn the_match_winners_win_share_or_lose_and_heads_add_up() {
        let mut outcomes = std::collections::BTreeSet::new();
        for (i, (s, finishes)) in standings::<HonorState>(60).enumerate() {
            let winners = s.match_winners().unwrap();
            for (seat, f) in finishes.iter().enumerate() {
                let expected = if winners == [seat] {
                    Outcome::Won
                } else if winners.contains(&seat) || winners.is_empty() {
                    Outcome::Drawn
                } else {
                    Outcome::Lost
                };
                assert_eq!(f.outcome, expected, "game {i} seat {seat}");
                let heads: i32 = s.results().iter().map(|r| r.heads[seat]).sum();
                assert_eq!(f.counts, vec![("heads", heads as i64)]);
                assert!(f.line.ends_with(&format!("{heads} heads")), "{}", f.line);
                outcomes.insert(format!("{:?}", f.outcome));
            }
        }
        assert!(outcomes.contains("Won") && outcomes.contains("Lost"));
    }

    #[test]
    fn the_figure_is_heads_in_all_and_per_game() {
        let heads = [("heads", 7)];
        assert_eq!(
            figure_of::<HonorState>(&heads, &[], 2),
            "7 heads, 3.5 a game"
        );
        assert_eq!(figure_of::<HonorState>(&heads, &[], 0), "");
    }
}
