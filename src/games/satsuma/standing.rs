//! How a finished game went for each side: the victory level names it (an Imperial victory
//! is the Imperials' win, a moral victory the Samurai's, the historical result a draw).

use super::state::SatsumaState;
use super::{Side, VictoryLevel};
use crate::core::lang::{lang, Lang};
use crate::core::{Finish, Outcome, Seat, Standing, Totals};
use crate::t;

impl Standing for SatsumaState {
    fn standing(&self, seat: Seat) -> Option<Finish> {
        let level = self.victory()?;
        let side = Side::from_seat(seat)?;
        let outcome = match (level, side) {
            (VictoryLevel::HistoricallyEquivalent, _) => Outcome::Drawn,
            (VictoryLevel::GreaterImperialVictory, Side::Imperials)
            | (VictoryLevel::GreaterSamuraiMoralVictory, Side::Samurai) => Outcome::Won,
            _ => Outcome::Lost,
        };
        let imperial = self.casualties(Side::Imperials);
        let line = t!(
            "{level}, {imperial} Imperial casualties",
            "{level}（官軍の損害{imperial}）";
            level = level.label()
        );
        let mut f = Finish::new(outcome, line).count("imperial casualties", imperial as i64);
        f.reached = Some(level.name());
        Some(f)
    }

    /// "Greater Imperial Victory 2, Historically Equivalent 1": the levels reached.
    fn figure(totals: &Totals, _games: u32) -> String {
        [
            VictoryLevel::GreaterImperialVictory,
            VictoryLevel::HistoricallyEquivalent,
            VictoryLevel::GreaterSamuraiMoralVictory,
        ]
        .iter()
        .filter_map(|l| {
            let n = totals.times_reached(l.name());
            (n > 0).then(|| t!("{level} {n}", "{level}{n}回"; level = l.label()))
        })
        .collect::<Vec<_>>()
        // A separator, not a text: Pseudo keeps English's.
        .join(match lang() {
            Lang::Ja => "、",
            Lang::En | Lang::Pseudo => ", ",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::testkit::{figure_of, standings};

    #[test]
    fn the_victory_level_decides_who_won_and_is_tallied() {
        let mut seen = [0; 3];
        let mut totals = Totals::default();
        for (s, finishes) in standings::<SatsumaState>(40) {
            let level = s.victory().unwrap();
            let [sam, imp] = [&finishes[0], &finishes[1]];
            let expected = match level {
                VictoryLevel::GreaterImperialVictory => (Outcome::Lost, Outcome::Won),
                VictoryLevel::HistoricallyEquivalent => (Outcome::Drawn, Outcome::Drawn),
                VictoryLevel::GreaterSamuraiMoralVictory => (Outcome::Won, Outcome::Lost),
            };
            assert_eq!((sam.outcome, imp.outcome), expected);
            assert_eq!(sam.line, imp.line);
            let casualties = s.casualties(Side::Imperials);
            assert_eq!(
                sam.line,
                format!("{}, {casualties} Imperial casualties", level.name())
            );
            seen[level as usize] += 1;
            totals.add(sam);
        }
        assert!(seen.iter().filter(|&&n| n > 0).count() >= 2, "{seen:?}");
        let figure = SatsumaState::figure(&totals, 40);
        assert!(figure.contains(VictoryLevel::HistoricallyEquivalent.name()) || seen[1] == 0);
        assert_eq!(figure_of::<SatsumaState>(&[], &[], 0), "");
    }
}
