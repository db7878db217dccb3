//! Why an action is refused.

use super::super::cards::{def, CallTarget, Card, Symbol};
use super::Phase;
use crate::core::Seat;
use crate::{t, ts};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PocketError {
    GameOver,
    NoSuchSeat(Seat),
    /// The action belongs to another phase.
    WrongPhase {
        action: Doing,
        phase: Phase,
    },
    NotYourPick,
    NotInRow(Card),
    NotInHand(Card),
    AlreadyCommitted,
    NoCall,
    AlreadyDecided,
    CannotCall {
        card: Card,
        target: CallTarget,
    },
    NotChooser,
    NotAnOption(Symbol),
    NotInPlay(Card),
    NoExhaustAbility(Card),
    AlreadyPassed,
}

/// What an action refused in a [`PocketError::WrongPhase`] does: a value, said in the
/// reader's language when shown (a phone's refusal is said in the phone's language).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Doing {
    Picking,
    LayingACard,
    Calling,
    ChoosingASymbol,
    Exhausting,
    Passing,
    NextRound,
}

impl Doing {
    fn words(self) -> &'static str {
        match self {
            Doing::Picking => ts!("Picking", "カードを取ること"),
            Doing::LayingACard => ts!("Laying a card", "カードを伏せること"),
            Doing::Calling => ts!("Calling", "場に出すこと"),
            Doing::ChoosingASymbol => ts!("Choosing a symbol", "シンボルを選ぶこと"),
            Doing::Exhausting => ts!("Exhausting", "消耗すること"),
            Doing::Passing => ts!("Passing", "パスすること"),
            Doing::NextRound => ts!("The next round", "次のラウンド"),
        }
    }
}

/// A phase's name in the reader's language (English: its name in the code).
fn phase_words(phase: Phase) -> String {
    let en = format!("{phase:?}");
    match phase {
        Phase::Dojo => t!("{en}", "道場"),
        Phase::Commit => t!("{en}", "伏せる"),
        Phase::Call => t!("{en}", "呼び出し"),
        Phase::Choose => t!("{en}", "選択"),
        Phase::Exhaust => t!("{en}", "消耗"),
        Phase::RoundOver => t!("{en}", "ラウンド終了"),
        Phase::Over => t!("{en}", "試合終了"),
    }
}

impl fmt::Display for PocketError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |c: &Card| def(*c).title();
        let text = match self {
            PocketError::GameOver => t!("the match is over", "試合は終わっています"),
            PocketError::NoSuchSeat(s) => t!(
                "there is no seat {s} in a two-player game",
                "2人用のゲームに席{s}はありません"
            ),
            PocketError::WrongPhase { action, phase } => t!(
                "{action} is not possible now ({phase} phase)",
                "今は{action}はできません（{phase}の段階です）";
                action = action.words(),
                phase = phase_words(*phase)
            ),
            PocketError::NotYourPick => t!("it is the other player's pick", "相手が選ぶ番です"),
            PocketError::NotInRow(c) => t!(
                "{card} is not in the Dojo row",
                "{card}は道場の列にありません";
                card = name(c)
            ),
            PocketError::NotInHand(c) => t!(
                "{card} is not in this hand",
                "{card}はこの手札にありません";
                card = name(c)
            ),
            PocketError::AlreadyCommitted => t!(
                "a card is already laid face down this turn",
                "このターンはもうカードを伏せています"
            ),
            PocketError::NoCall => t!(
                "no Call ability of this player is waiting",
                "このプレイヤーの呼び出し能力は待っていません"
            ),
            PocketError::AlreadyDecided => t!(
                "this player has already decided",
                "このプレイヤーはもう決めています"
            ),
            PocketError::CannotCall { card, target } => {
                let card = name(card);
                match target {
                    CallTarget::Any => t!(
                        "{card} cannot be called: the ability calls any card",
                        "{card}は出せません：この能力はどのカードでも出せます"
                    ),
                    CallTarget::With(s) => t!(
                        "{card} cannot be called: the ability calls a card with a {s}",
                        "{card}は出せません：この能力で出せるのは{s}のあるカードです";
                        s = s.word()
                    ),
                    CallTarget::Strike => t!(
                        "{card} cannot be called: the ability calls Strike! only",
                        "{card}は出せません：この能力で出せるのは一撃！だけです"
                    ),
                }
            }
            PocketError::NotChooser => t!(
                "this player has no symbol to choose",
                "このプレイヤーが選ぶシンボルはありません"
            ),
            PocketError::NotAnOption(s) => t!(
                "the card does not offer {s}",
                "このカードでは{s}を選べません";
                s = s.word()
            ),
            PocketError::NotInPlay(c) => t!(
                "{card} is not in this player's play area",
                "{card}はこのプレイヤーの場にありません";
                card = name(c)
            ),
            PocketError::NoExhaustAbility(c) => t!(
                "{card} has no Exhaust ability",
                "{card}には消耗の能力がありません";
                card = name(c)
            ),
            PocketError::AlreadyPassed => t!(
                "this player has stopped exhausting this turn",
                "このプレイヤーはこのターンの消耗を終えています"
            ),
        };
        f.write_str(&text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::lang::{in_lang, Lang};
    use crate::games::pocket::by_name;

    #[test]
    fn errors_read_in_the_readers_language() {
        let fan = by_name("Iron Fan").unwrap();
        let wrong = PocketError::WrongPhase {
            action: Doing::Picking,
            phase: Phase::Exhaust,
        };
        assert_eq!(
            wrong.to_string(),
            "Picking is not possible now (Exhaust phase)"
        );
        in_lang(Lang::Ja, || {
            assert_eq!(
                PocketError::NotInRow(fan).to_string(),
                "鉄扇は道場の列にありません"
            );
            assert_eq!(
                wrong.to_string(),
                "今はカードを取ることはできません（消耗の段階です）"
            );
            let call = PocketError::CannotCall {
                card: fan,
                target: CallTarget::With(Symbol::Aggression),
            };
            assert_eq!(
                call.to_string(),
                "鉄扇は出せません：この能力で出せるのは勇のあるカードです"
            );
        });
    }
}
