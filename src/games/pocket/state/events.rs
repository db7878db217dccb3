//! What happened, in order, and its words for the history.

use super::super::cards::{def, Card, Effect, Symbol};
use crate::core::Seat;
use crate::t;
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
    /// The event in words, with the seats' names (Japanese: a history line in the plain
    /// past, without its 。; the table's own words use it with あなた for "you").
    pub fn describe(&self, names: [&str; 2]) -> String {
        let n = |c: &Card| def(*c).title();
        let both = |a: &[&str]| crate::core::lang::listed(a);
        match self {
            Event::DojoBegins { dojo, first, .. } => {
                let who = names[*first];
                t!(
                    "Dojo {dojo}: ten cards laid out, {who} picks first",
                    "道場{dojo}：10枚が並べられ、{who}が先に選んだ"
                )
            }
            Event::Picked { seat, card } => {
                let (who, card) = (names[*seat], n(card));
                t!("{who} picks {card}", "{who}が{card}を取った")
            }
            Event::DojoDiscarded { cards } => {
                let named: Vec<&str> = cards.iter().map(n).collect();
                let (en, ja) = (named.join(" and "), both(&named));
                t!("{en} discarded from the Dojo", "{ja}が道場から捨てられた")
            }
            Event::RoundBegins { round } => {
                t!("Round {round}: Bushido", "ラウンド{round}：武士道")
            }
            Event::Committed { seat } => {
                let who = names[*seat];
                t!("{who} lays a card face down", "{who}がカードを1枚伏せた")
            }
            Event::Revealed { seat, card } => {
                let (who, card) = (names[*seat], n(card));
                t!("{who} reveals {card}", "{who}が{card}を公開した")
            }
            Event::Defeated {
                seat,
                card,
                by,
                symbol,
                cause,
            } => {
                let (card, by, who) = (n(card), n(by), names[*seat]);
                match cause {
                    DefeatCause::Defeats => t!(
                        "{by} defeats {en}: {who}'s {card} goes to the exhaust pile",
                        "{by}が{ja}に勝った：{who}の{card}は消耗置き場へ";
                        en = symbol.name(),
                        ja = symbol.word()
                    ),
                    DefeatCause::LosesTo => t!(
                        "{card} loses to {en} ({by}): it goes to {who}'s exhaust pile",
                        "{card}は{ja}に負けた（{by}）：{who}の消耗置き場へ";
                        en = symbol.name(),
                        ja = symbol.word()
                    ),
                }
            }
            Event::EnteredPlay { seat, card } => {
                let (who, card) = (names[*seat], n(card));
                t!(
                    "{card} comes into play for {who}",
                    "{card}が{who}の場に出た"
                )
            }
            Event::Called { seat, by, card } => {
                let (who, by) = (names[*seat], n(by));
                match card {
                    Some(c) => {
                        let card = n(c);
                        t!(
                            "{by}: {who} puts {card} into play",
                            "{by}：{who}が{card}を場に出した"
                        )
                    }
                    None => t!("{by}: {who} calls nothing", "{by}：{who}は何も出さなかった"),
                }
            }
            Event::ChooseCancelled { cards } => {
                let named: Vec<&str> = cards.iter().map(|(_, c)| n(c)).collect();
                let (en, ja) = (named.join(" and "), both(&named));
                t!(
                    "{en} entered together: no symbols",
                    "{ja}が同時に出た：シンボルなし"
                )
            }
            Event::Chose {
                seat,
                card,
                symbol,
                count,
            } => {
                let (who, card, sym) = (names[*seat], n(card), symbol.words());
                t!(
                    "{who} turns {card} to {count} {sym}",
                    "{who}が{card}を{sym}{count}にした"
                )
            }
            Event::Exhausted { seat, card, effect } => {
                let (who, card, effect) = (names[*seat], n(card), effect.text());
                t!(
                    "{who} exhausts {card}: {effect}",
                    "{who}が{card}を消耗した：{effect}"
                )
            }
            Event::Passed { seat } => {
                let who = names[*seat];
                t!("{who} passes", "{who}がパスした")
            }
            Event::Strike {
                seat,
                swords,
                helms,
                success,
            } => {
                let who = names[*seat];
                let (sw, he) = (Symbol::Sword.count(*swords), Symbol::Helm.count(*helms));
                if *success {
                    t!(
                        "{who} strikes: {sw} against {he}, a hit",
                        "{who}の一撃：{sw}対{he}で命中"
                    )
                } else {
                    t!(
                        "{who} strikes: {sw} against {he}, held off (swords must outnumber helms)",
                        "{who}の一撃：{sw}対{he}で防がれた（刀が兜より多くなければならない）"
                    )
                }
            }
            Event::StrikeReturns { seat } => {
                let who = names[*seat];
                t!(
                    "Strike! returns to {who}'s hand",
                    "一撃！は{who}の手札に戻った"
                )
            }
            Event::Stalemate { count } => t!(
                "Both strikes held off ({count} in a row)",
                "両者の一撃が防がれた（{count}回連続）"
            ),
            Event::RoundWon { seat } => {
                let who = names[*seat];
                t!("{who} wins the round", "{who}がこのラウンドに勝った")
            }
            Event::MutualDefeat { stalemates } => {
                if *stalemates {
                    t!(
                        "Third stalemate in a row: mutual defeat",
                        "3回連続で防がれた：相打ち"
                    )
                } else {
                    t!(
                        "Both strikes land: mutual defeat",
                        "両者の一撃が命中した：相打ち"
                    )
                }
            }
            Event::MatchOver { winner } => match winner {
                Some(s) => {
                    let who = names[*s];
                    t!("{who} wins the match", "{who}が試合に勝った")
                }
                None => t!("The match is drawn", "試合は引き分けに終わった"),
            },
        }
    }
}
