//! What happened, in order, and its words for the history.

use super::super::cards::{def, Card, Effect, Symbol};
use crate::core::Seat;
use serde::{Deserialize, Serialize};

/// Why a card was defeated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DefeatCause {
    /// The opponent's card defeats this symbol.
    Defeats,
    /// This card loses to the symbol on the opponent's card.
    LosesTo,
}

/// What happened, in order; all public (a commit is told without its card).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    DojoBegins {
        dojo: u8,
        row: Vec<Card>,
        first: Seat,
    },
    Picked {
        seat: Seat,
        card: Card,
    },
    DojoDiscarded {
        cards: Vec<Card>,
    },
    RoundBegins {
        round: u32,
    },
    Committed {
        seat: Seat,
    },
    Revealed {
        seat: Seat,
        card: Card,
    },
    /// `seat`'s `card` goes to the exhaust pile: `by` (the opponent's card) and `symbol`.
    Defeated {
        seat: Seat,
        card: Card,
        by: Card,
        symbol: Symbol,
        cause: DefeatCause,
    },
    EnteredPlay {
        seat: Seat,
        card: Card,
    },
    /// A Call ability's outcome: `card` put into play from the hand, or `None` (declined).
    Called {
        seat: Seat,
        by: Card,
        card: Option<Card>,
    },
    /// Two or more Choose cards entered this turn: none shows a symbol.
    ChooseCancelled {
        cards: Vec<(Seat, Card)>,
    },
    Chose {
        seat: Seat,
        card: Card,
        symbol: Symbol,
        count: u8,
    },
    Exhausted {
        seat: Seat,
        card: Card,
        effect: Effect,
    },
    Passed {
        seat: Seat,
    },
    Strike {
        seat: Seat,
        swords: u8,
        helms: u8,
        success: bool,
    },
    StrikeReturns {
        seat: Seat,
    },
    /// Both struck and neither succeeded: the `count`th such turn in a row.
    Stalemate {
        count: u8,
    },
    RoundWon {
        seat: Seat,
    },
    /// Both score the round; `stalemates` when it came from the third stalemate.
    MutualDefeat {
        stalemates: bool,
    },
    /// `None`: drawn.
    MatchOver {
        winner: Option<Seat>,
    },
}

impl Event {
    /// The event in words, with the seats' names.
    pub fn describe(&self, names: [&str; 2]) -> String {
        let n = |c: &Card| def(*c).name;
        match self {
            Event::DojoBegins { dojo, first, .. } => {
                format!(
                    "Dojo {dojo}: ten cards laid out, {} picks first",
                    names[*first]
                )
            }
            Event::Picked { seat, card } => format!("{} picks {}", names[*seat], n(card)),
            Event::DojoDiscarded { cards } => format!(
                "{} discarded from the Dojo",
                cards.iter().map(n).collect::<Vec<_>>().join(" and ")
            ),
            Event::RoundBegins { round } => format!("Round {round}: Bushido"),
            Event::Committed { seat } => format!("{} lays a card face down", names[*seat]),
            Event::Revealed { seat, card } => format!("{} reveals {}", names[*seat], n(card)),
            Event::Defeated {
                seat,
                card,
                by,
                symbol,
                cause,
            } => match cause {
                DefeatCause::Defeats => format!(
                    "{} defeats {}: {}'s {} goes to the exhaust pile",
                    n(by),
                    symbol.name(),
                    names[*seat],
                    n(card)
                ),
                DefeatCause::LosesTo => format!(
                    "{} loses to {} ({}): it goes to {}'s exhaust pile",
                    n(card),
                    symbol.name(),
                    n(by),
                    names[*seat]
                ),
            },
            Event::EnteredPlay { seat, card } => {
                format!("{} comes into play for {}", n(card), names[*seat])
            }
            Event::Called { seat, by, card } => match card {
                Some(c) => format!("{}: {} puts {} into play", n(by), names[*seat], n(c)),
                None => format!("{}: {} calls nothing", n(by), names[*seat]),
            },
            Event::ChooseCancelled { cards } => format!(
                "{} entered together: no symbols",
                cards
                    .iter()
                    .map(|(_, c)| n(c))
                    .collect::<Vec<_>>()
                    .join(" and ")
            ),
            Event::Chose {
                seat,
                card,
                symbol,
                count,
            } => format!(
                "{} turns {} to {count} {}",
                names[*seat],
                n(card),
                symbol.plural()
            ),
            Event::Exhausted { seat, card, effect } => {
                format!("{} exhausts {}: {}", names[*seat], n(card), effect.text())
            }
            Event::Passed { seat } => format!("{} passes", names[*seat]),
            Event::Strike {
                seat,
                swords,
                helms,
                success,
            } => format!(
                "{} strikes: {} against {}, {}",
                names[*seat],
                Symbol::Sword.count(*swords),
                Symbol::Helm.count(*helms),
                if *success {
                    "a hit"
                } else {
                    "held off (swords must outnumber helms)"
                }
            ),
            Event::StrikeReturns { seat } => format!("Strike! returns to {}'s hand", names[*seat]),
            Event::Stalemate { count } => format!("Both strikes held off ({count} in a row)"),
            Event::RoundWon { seat } => format!("{} wins the round", names[*seat]),
            Event::MutualDefeat { stalemates } => {
                if *stalemates {
                    "Third stalemate in a row: mutual defeat".to_string()
                } else {
                    "Both strikes land: mutual defeat".to_string()
                }
            }
            Event::MatchOver { winner } => match winner {
                Some(s) => format!("{} wins the match", names[*s]),
                None => "The match is drawn".to_string(),
            },
        }
    }
}
