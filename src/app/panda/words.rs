//! Panda's words for the person at the device (plain Rust, tested natively): "you" when a
//! single person plays, names when several share the device; the history lines, the deal
//! summary shown between deals and the end screen's verdict.

use crate::app::kit::{capitalized, TableSetup};
use crate::core::Seat;
use crate::games::panda::{DealResult, Event, SEATS};

/// Who is who in words, by the kit's rule (`TableSetup::is_you`): the single person at
/// the device is "you", everyone else (and everyone, with several people) goes by name.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Names<'a> {
    pub setup: &'a TableSetup,
}

/// How a seat is labelled where room is short (the strip of seats): the name without a
/// computer's level, and the level apart, to go on a line of its own.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatLabel {
    pub name: String,
    pub level: Option<&'static str>,
}

impl<'a> Names<'a> {
    pub fn new(setup: &'a TableSetup) -> Self {
        Names { setup }
    }

    pub fn is_you(&self, seat: Seat) -> bool {
        self.setup.is_you(seat)
    }

    /// The seat spoken to as "you", if a single person plays.
    pub fn you(&self) -> Option<Seat> {
        (0..SEATS).find(|&s| self.is_you(s))
    }

    /// "You" or the seat's name, at the start of a sentence.
    pub fn who(&self, seat: Seat) -> String {
        capitalized(&self.setup.called(seat))
    }

    /// "you" or the name, inside a sentence.
    pub fn whom(&self, seat: Seat) -> String {
        self.setup.called(seat)
    }

    /// The subject and its verb, at the start of a sentence: "You play", "Ren plays".
    fn does(&self, seat: Seat, verb: &str) -> String {
        capitalized(&self.setup.does(seat, verb))
    }

    /// A seat's short label: "Mei" over "medium" for "Mei (medium)"; "You"; a person's
    /// name as it is.
    pub fn label(&self, seat: Seat) -> SeatLabel {
        let who = self.who(seat);
        let level = self.setup.bot_level(seat).map(|l| l.name());
        match level {
            Some(l) if !self.is_you(seat) => SeatLabel {
                name: who
                    .strip_suffix(&format!(" ({l})"))
                    .unwrap_or(&who)
                    .to_string(),
                level: Some(l),
            },
            _ => SeatLabel {
                name: who,
                level: None,
            },
        }
    }

    /// A team (0: seats 0 and 2; 1: seats 1 and 3): "You and Sora", "Ren and Kenji".
    pub fn team(&self, t: usize) -> String {
        let (a, b) = if self.is_you(t + 2) {
            (t + 2, t)
        } else {
            (t, t + 2)
        };
        format!("{} and {}", self.who(a), self.whom(b))
    }
}

/// A place in the going out: "first", "second"...
pub fn place_name(place: usize) -> &'static str {
    ["first", "second", "third", "fourth"][place.min(3)]
}

/// The history line of an event.
pub fn event_text(n: &Names, e: &Event) -> String {
    match e {
        Event::DealStarted { deal } => format!("Deal {deal}: 15 cards each"),
        Event::CalledPanda { seat } => format!("{} Panda", n.does(*seat, "call")),
        Event::GaveCards { seat } => {
            format!("{} passed three cards", n.does(*seat, "have"))
        }
        Event::CardsExchanged { leader } => format!(
            "Cards exchanged; {} the Stork and {}",
            n.setup.does(*leader, "hold"),
            if n.is_you(*leader) { "lead" } else { "leads" }
        ),
        Event::Played { seat, combo } => {
            format!("{} {}", n.does(*seat, "play"), combo.name())
        }
        Event::Ambushed { seat, combo } => {
            format!("{}! {}", n.does(*seat, "ambush"), combo.name())
        }
        Event::Passed { seat } => n.does(*seat, "pass"),
        Event::LeadPassed { seat, to } => {
            format!("{} the Cat: {}", n.does(*seat, "play"), n.does(*to, "lead"))
        }
        Event::TrickWon { seat, points } => {
            format!("{} the trick ({points} points)", n.does(*seat, "take"))
        }
        Event::TrickGiven { from, to, points } => format!(
            "{} the Panda's trick to {} ({points} points)",
            n.does(*from, "give"),
            n.whom(*to)
        ),
        Event::WentOut { seat, place } => format!(
            "{} out {}",
            n.does(*seat, "are"),
            place_name(place.saturating_sub(1))
        ),
        Event::DoubleVictory { team } => {
            format!(
                "Double victory for {}: 200 to 0",
                n.team(*team).replacen("You", "you", 1)
            )
        }
        Event::DealScored(r) => format!(
            "Deal {} scored: {} to {} (total {} to {})",
            r.deal, r.total[0], r.total[1], r.scores_after[0], r.scores_after[1]
        ),
        Event::GameWon { team } => format!("{} win the game", n.team(*team)),
    }
}

/// What the table says between two deals: how the deal just scored went.
#[derive(Clone, Debug, PartialEq)]
pub struct DealSummary {
    /// "Deal 3"
    pub title: String,
    /// The going out, in order: "1. You", "2. Ren"... (the last one "4. Kenji, last").
    pub out: Vec<String>,
    /// A line per team: its name, its points this deal and how they came.
    pub teams: [String; 2],
    /// Calls made (and whether they held), double victory, Kingdoms.
    pub notes: Vec<String>,
    /// "Score: 545 to 455 (game to 1000)".
    pub score: String,
}

/// The events of deal `deal`, from its start to its scoring.
fn deal_events(events: &[Event], deal: u32) -> &[Event] {
    let start = events
        .iter()
        .rposition(|e| matches!(e, Event::DealStarted { deal: d } if *d == deal))
        .unwrap_or(0);
    let end = events[start..]
        .iter()
        .position(|e| matches!(e, Event::DealScored(_)))
        .map_or(events.len(), |i| start + i + 1);
    &events[start..end]
}

/// The summary of deal `r`, from the game's events (for the calls) and the target score.
pub fn deal_summary(n: &Names, r: &DealResult, events: &[Event], target: i32) -> DealSummary {
    let mut out: Vec<String> = r
        .out_order
        .iter()
        .enumerate()
        .map(|(i, &s)| format!("{}. {}", i + 1, n.who(s)))
        .collect();
    if r.double_victory.is_none() {
        if let Some(last) = (0..SEATS).find(|s| !r.out_order.contains(s)) {
            out.push(format!("{}. {}, last", SEATS, n.who(last)));
        }
    }
    let teams = [0, 1].map(|t| {
        let mut parts = vec![if r.double_victory == Some(t) {
            "double victory 200".to_string()
        } else {
            format!("cards {}", r.card_points[t])
        }];
        if r.call_points[t] != 0 {
            parts.push(format!("calls {:+}", r.call_points[t]));
        }
        if r.kingdom_points[t] != 0 {
            parts.push(format!("Kingdoms {:+}", r.kingdom_points[t]));
        }
        let pts = if r.total[t].abs() == 1 {
            "point"
        } else {
            "points"
        };
        format!("{}: {} {pts} ({})", n.team(t), r.total[t], parts.join(", "))
    });
    let mut notes = Vec::new();
    if let Some(t) = r.double_victory {
        notes.push(format!(
            "Double victory: {} went out first and second.",
            n.team(t)
        ));
    }
    for e in deal_events(events, r.deal) {
        if let Event::CalledPanda { seat } = e {
            let held = r.out_order.first() == Some(seat);
            notes.push(format!(
                "{} called Panda and {}: {}.",
                n.who(*seat),
                if held {
                    "went out first"
                } else {
                    "did not go out first"
                },
                if held { "+100" } else { "−100" }
            ));
        }
    }
    for t in 0..2 {
        let k = r.kingdom_points[t] / 100;
        if k > 0 {
            notes.push(format!(
                "{} laid {}: +{}.",
                n.team(t),
                if k == 1 {
                    "a Kingdom".to_string()
                } else {
                    format!("{k} Kingdoms")
                },
                r.kingdom_points[t]
            ));
        }
    }
    if notes.is_empty() {
        notes.push("No calls, no Kingdom.".into());
    }
    DealSummary {
        title: format!("Deal {} is over", r.deal),
        out,
        teams,
        notes,
        score: format!(
            "Score: {} to {} (game to {target})",
            r.scores_after[0], r.scores_after[1]
        ),
    }
}

/// The end screen's first line: "You win" / "You lose" for a single person; the winning
/// team by name with several people (or none).
pub fn outcome(n: &Names, winner: Option<usize>) -> String {
    match (winner, n.you()) {
        (None, _) => "Draw".into(),
        (Some(t), Some(me)) if me % 2 == t => "You win".into(),
        (Some(_), Some(_)) => "You lose".into(),
        (Some(t), None) => format!("{} win", n.team(t)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::kit::PlayerKind;
    use crate::core::BotLevel;
    use crate::games::panda::{recognize, Card, CardSet};

    const H: PlayerKind = PlayerKind::Human;
    const B: PlayerKind = PlayerKind::Bot(BotLevel::Easy);

    fn setup(kinds: [PlayerKind; 4]) -> TableSetup {
        TableSetup::numbered(&kinds)
    }

    fn result(out: Vec<Seat>, double: Option<usize>) -> DealResult {
        DealResult {
            deal: 2,
            out_order: out,
            double_victory: double,
            card_points: [60, 40],
            call_points: [100, 0],
            kingdom_points: [0, 100],
            total: [160, 140],
            scores_after: [300, 220],
        }
    }

    #[test]
    fn a_single_person_is_you_in_every_line() {
        let table = setup([H, B, B, B]);
        let n = Names::new(&table);
        let single = recognize(CardSet::from_cards(&[Card::STORK])).unwrap();
        let lines = [
            event_text(&n, &Event::CalledPanda { seat: 0 }),
            event_text(
                &n,
                &Event::Played {
                    seat: 0,
                    combo: single,
                },
            ),
            event_text(&n, &Event::Passed { seat: 0 }),
            event_text(&n, &Event::GaveCards { seat: 0 }),
            event_text(&n, &Event::WentOut { seat: 0, place: 1 }),
            event_text(&n, &Event::CardsExchanged { leader: 0 }),
            event_text(
                &n,
                &Event::TrickGiven {
                    from: 1,
                    to: 0,
                    points: 10,
                },
            ),
            event_text(&n, &Event::GameWon { team: 0 }),
            event_text(&n, &Event::DoubleVictory { team: 0 }),
        ];
        assert_eq!(
            lines,
            [
                "You call Panda",
                "You play Stork",
                "You pass",
                "You have passed three cards",
                "You are out first",
                "Cards exchanged; you hold the Stork and lead",
                "P1 gives the Panda's trick to you (10 points)",
                "You and P2 win the game",
                "Double victory for you and P2: 200 to 0",
            ]
        );
        assert_eq!(event_text(&n, &Event::Passed { seat: 1 }), "P1 passes");
        assert_eq!(n.team(1), "P1 and P3");
    }

    #[test]
    fn several_people_are_named() {
        let table = setup([H, H, B, B]);
        let n = Names::new(&table);
        assert_eq!(
            event_text(&n, &Event::CalledPanda { seat: 0 }),
            "P0 calls Panda"
        );
        assert_eq!(
            event_text(&n, &Event::CardsExchanged { leader: 1 }),
            "Cards exchanged; P1 holds the Stork and leads"
        );
        assert_eq!(outcome(&n, Some(1)), "P1 and P3 win");
    }

    #[test]
    fn a_computer_is_labelled_by_its_name_over_its_level() {
        let mut table = setup([H, B, B, H]);
        table.players[1].name = "Mei (easy)".into();
        let n = Names::new(&table);
        assert_eq!(
            n.label(1),
            SeatLabel {
                name: "Mei".into(),
                level: Some("easy")
            }
        );
        // A person is named as they are; a computer with another name keeps it whole.
        assert_eq!(n.label(0).name, "P0");
        assert_eq!(n.label(0).level, None);
        assert_eq!(
            n.label(2),
            SeatLabel {
                name: "P2".into(),
                level: Some("easy")
            }
        );
        let alone = setup([B, H, B, B]);
        assert_eq!(Names::new(&alone).label(1).name, "You");
        assert_eq!(Names::new(&alone).you(), Some(1));
    }

    #[test]
    fn you_come_first_in_your_team() {
        let table = setup([B, B, H, B]);
        let n = Names::new(&table);
        assert_eq!(n.team(0), "You and P0");
        assert_eq!(outcome(&n, Some(0)), "You win");
        assert_eq!(outcome(&n, Some(1)), "You lose");
        assert_eq!(outcome(&n, None), "Draw");
    }

    #[test]
    fn the_deal_summary_tells_the_going_out_points_calls_and_kingdoms() {
        let table = setup([H, B, B, B]);
        let n = Names::new(&table);
        let events = vec![
            Event::DealStarted { deal: 1 },
            Event::CalledPanda { seat: 1 },
            Event::DealStarted { deal: 2 },
            Event::CalledPanda { seat: 0 },
            Event::DealScored(result(vec![0, 1, 3], None)),
            Event::DealStarted { deal: 3 },
            Event::CalledPanda { seat: 3 },
        ];
        let s = deal_summary(&n, &result(vec![0, 1, 3], None), &events, 1000);
        assert_eq!(s.title, "Deal 2 is over");
        assert_eq!(s.out, ["1. You", "2. P1", "3. P3", "4. P2, last"]);
        assert_eq!(s.teams[0], "You and P2: 160 points (cards 60, calls +100)");
        assert_eq!(
            s.teams[1],
            "P1 and P3: 140 points (cards 40, Kingdoms +100)"
        );
        assert_eq!(
            s.notes,
            [
                "You called Panda and went out first: +100.",
                "P1 and P3 laid a Kingdom: +100."
            ]
        );
        assert_eq!(s.score, "Score: 300 to 220 (game to 1000)");
    }

    #[test]
    fn the_deal_summary_tells_a_double_victory_and_a_failed_call() {
        let table = setup([H, H, B, B]);
        let n = Names::new(&table);
        let mut r = result(vec![1, 3], Some(1));
        r.card_points = [0, 200];
        r.kingdom_points = [0, 0];
        r.call_points = [-100, 0];
        r.total = [-100, 200];
        let events = vec![
            Event::DealStarted { deal: 2 },
            Event::CalledPanda { seat: 2 },
        ];
        let s = deal_summary(&n, &r, &events, 500);
        assert_eq!(s.out, ["1. P1", "2. P3"]);
        assert_eq!(s.teams[1], "P1 and P3: 200 points (double victory 200)");
        assert_eq!(s.teams[0], "P0 and P2: -100 points (cards 0, calls -100)");
        assert_eq!(
            s.notes,
            [
                "Double victory: P1 and P3 went out first and second.",
                "P2 called Panda and did not go out first: −100."
            ]
        );
    }

    #[test]
    fn a_quiet_deal_says_so() {
        let table = setup([H, B, B, B]);
        let n = Names::new(&table);
        let mut r = result(vec![2, 1, 0], None);
        r.call_points = [0, 0];
        r.kingdom_points = [0, 0];
        let s = deal_summary(&n, &r, &[], 1000);
        assert_eq!(s.notes, ["No calls, no Kingdom."]);
        assert_eq!(s.out[3], "4. P3, last");
    }
}
