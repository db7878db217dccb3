//! What happened, for the history panel, and how a deal was scored.

use super::super::combo::Combination;
use crate::core::Seat;
use crate::t;
use serde::{Deserialize, Serialize};

/// How a deal was scored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealResult {
    pub deal: u32,
    /// Seats in the order they went out (2 after a double victory, else 3).
    pub out_order: Vec<Seat>,
    pub double_victory: Option<usize>,
    /// Card points per team (200-0 after a double victory).
    pub card_points: [i32; 2],
    pub call_points: [i32; 2],
    pub kingdom_points: [i32; 2],
    pub total: [i32; 2],
    pub scores_after: [i32; 2],
}

/// What happened, for the history panel ([`Event::describe`]). All public.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    DealStarted {
        deal: u32,
    },
    CalledPanda {
        seat: Seat,
    },
    /// Which cards is secret.
    GaveCards {
        seat: Seat,
    },
    CardsExchanged {
        leader: Seat,
    },
    Played {
        seat: Seat,
        combo: Combination,
    },
    /// An Ambush, on one's turn or out of turn.
    Ambushed {
        seat: Seat,
        combo: Combination,
    },
    Passed {
        seat: Seat,
    },
    /// The Cat handed the lead to `to`.
    LeadPassed {
        seat: Seat,
        to: Seat,
    },
    TrickWon {
        seat: Seat,
        points: i32,
    },
    TrickGiven {
        from: Seat,
        to: Seat,
        points: i32,
    },
    WentOut {
        seat: Seat,
        place: usize,
    },
    DoubleVictory {
        team: usize,
    },
    DealScored(DealResult),
    GameWon {
        team: usize,
    },
}

impl Event {
    /// The history line: "Ren plays Full house, 9s", "Aiko calls Panda", "Sora ambushes!"
    /// (「レンが9のフルハウスを出した」).
    pub fn describe(&self, names: &[&str]) -> String {
        let n = |s: &Seat| names.get(*s).copied().unwrap_or("?").to_string();
        let team_name = |t: &usize| t!("{a} and {b}", "{a}と{b}"; a = n(t), b = n(&(t + 2)));
        match self {
            Event::DealStarted { deal } => {
                t!(
                    "Deal {deal}: 15 cards each",
                    "第{deal}ディール: 1人15枚ずつ配った"
                )
            }
            Event::CalledPanda { seat } => {
                t!("{who} calls Panda", "{who}がパンダ宣言をした"; who = n(seat))
            }
            Event::GaveCards { seat } => t!(
                "{who} has passed three cards",
                "{who}がカードを3枚渡した";
                who = n(seat)
            ),
            Event::CardsExchanged { leader } => t!(
                "Cards exchanged; {who} holds the Stork and leads",
                "カードを交換した。コウノトリを持つ{who}がリードする";
                who = n(leader)
            ),
            Event::Played { seat, combo } => t!(
                "{who} plays {combo}",
                "{who}が{combo}を出した";
                who = n(seat),
                combo = combo.name()
            ),
            Event::Ambushed { seat, combo } => t!(
                "{who} ambushes! {combo}",
                "{who}の伏兵!{combo}を出した";
                who = n(seat),
                combo = combo.name()
            ),
            Event::Passed { seat } => t!("{who} passes", "{who}がパスした"; who = n(seat)),
            Event::LeadPassed { seat, to } => t!(
                "{who} plays the Cat: {to} leads",
                "{who}がネコを出した。{to}がリードする";
                who = n(seat),
                to = n(to)
            ),
            Event::TrickWon { seat, points } => t!(
                "{who} takes the trick ({points} points)",
                "{who}がトリックを取った({points}点)";
                who = n(seat)
            ),
            Event::TrickGiven { from, to, points } => t!(
                "{from} gives the Panda's trick to {to} ({points} points)",
                "{from}がパンダのトリックを{to}に渡した({points}点)";
                from = n(from),
                to = n(to)
            ),
            Event::WentOut { seat, place } => {
                let p = ["first", "second", "third", "fourth"][(*place).min(4) - 1];
                t!("{who} is out {p}", "{who}が{place}番目に上がった"; who = n(seat))
            }
            Event::DoubleVictory { team } => t!(
                "Double victory for {team}: 200 to 0",
                "{team}がワンツーで上がった: 200対0";
                team = team_name(team)
            ),
            Event::DealScored(r) => t!(
                "Deal {deal} scored: {a} to {b} (total {c} to {d})",
                "第{deal}ディールの得点: {a}対{b}(合計{c}対{d})";
                deal = r.deal,
                a = r.total[0],
                b = r.total[1],
                c = r.scores_after[0],
                d = r.scores_after[1]
            ),
            Event::GameWon { team } => t!(
                "{team} win the game",
                "{team}がゲームに勝った";
                team = team_name(team)
            ),
        }
    }
}
