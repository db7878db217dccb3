//! Why an action is refused, in words the table shows.

use super::super::cards::Card;
use super::super::combo::Combination;
use crate::core::Seat;
use crate::{t, ts};
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PandaError {
    GameOver,
    NotYourTurn,
    /// The action is not one of this phase ("the passing is over").
    NotNow(NotNow),
    AlreadyCalled,
    CallAfterFirstCard,
    AlreadyGave,
    SameCardTwice,
    NotInHand(Card),
    NoCards,
    NotACombination,
    DoesNotBeat {
        table: Combination,
    },
    CatfishOnHigh,
    FirstLeadNeedsOne,
    CatOnlyAsLead,
    KingdomNeedsAllFour,
    CannotPassLead,
    OnlyAmbushNow,
    NotAnOpponent(Seat),
}

/// Why an action has no place in this phase: a value, said in the reader's language when
/// shown (a host refusing a phone's move has the phone's language said, not its own).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NotNow {
    PassingOver,
    NoTrickToPass,
    NoAmbushWindow,
    NoTrickToGive,
    Passing,
    GivingTrick,
}

impl NotNow {
    fn words(self) -> &'static str {
        match self {
            NotNow::PassingOver => ts!("the passing is over", "カード交換は終わっています"),
            NotNow::NoTrickToPass => {
                ts!(
                    "there is no trick to pass on",
                    "パスできるトリックがありません"
                )
            }
            NotNow::NoAmbushWindow => ts!(
                "there is no ambush window for you",
                "伏兵を出せる場面ではありません"
            ),
            NotNow::NoTrickToGive => {
                ts!("no Panda trick to give", "渡すパンダのトリックがありません")
            }
            NotNow::Passing => ts!("the cards are being passed", "カード交換の最中です"),
            NotNow::GivingTrick => ts!(
                "the Panda's trick is given",
                "パンダのトリックを渡す最中です"
            ),
        }
    }
}

impl fmt::Display for PandaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Each message is a whole clause in the reader's language: the table puts it after
        // "Cannot play:" / "Not allowed:" (「出せません: …」).
        let text = match self {
            PandaError::GameOver => ts!("the game is over", "ゲームは終わっています").to_string(),
            PandaError::NotYourTurn => {
                ts!("it is not your turn", "あなたの番ではありません").to_string()
            }
            // Japanese: the reason alone says it is not now (「今はできません」 before it read twice).
            PandaError::NotNow(why) => t!("not now: {why}", "{why}"; why = why.words()),
            PandaError::AlreadyCalled => ts!(
                "you have already called Panda",
                "パンダ宣言はもうしています"
            )
            .to_string(),
            PandaError::CallAfterFirstCard => ts!(
                "Panda can only be called before playing your first card",
                "パンダ宣言は最初のカードを出す前にしかできません"
            )
            .to_string(),
            PandaError::AlreadyGave => ts!(
                "you have already passed your cards",
                "カードはもう渡しています"
            )
            .to_string(),
            PandaError::SameCardTwice => ts!(
                "pass three different cards",
                "違うカードを3枚渡してください"
            )
            .to_string(),
            PandaError::NotInHand(c) => t!("{c} is not in your hand", "{c}は手札にありません"),
            PandaError::NoCards => {
                ts!("choose cards to play", "出すカードを選んでください").to_string()
            }
            PandaError::NotACombination => ts!(
                "these cards are not a combination",
                "このカードは役になっていません"
            )
            .to_string(),
            PandaError::DoesNotBeat { table } => t!(
                "that does not beat {table}: play the same kind and length, higher",
                "{table}に勝てる役ではありません";
                table = table.name()
            ),
            PandaError::CatfishOnHigh => ts!(
                "the Catfish cannot be played on a Mon or the Panda",
                "ナマズは紋やパンダの上には出せません"
            )
            .to_string(),
            PandaError::FirstLeadNeedsOne => ts!(
                "the first lead must contain a 1 (the Stork counts)",
                "最初のリードには1を含めてください（コウノトリも1です）"
            )
            .to_string(),
            PandaError::CatOnlyAsLead => {
                ts!("the Cat can only be led", "ネコはリードでしか出せません").to_string()
            }
            PandaError::KingdomNeedsAllFour => ts!(
                "a Kingdom is only valid while all four players hold cards",
                "天下は4人全員が手札を持っている間しか出せません"
            )
            .to_string(),
            PandaError::CannotPassLead => ts!(
                "you have the lead: play something",
                "あなたがリードです：何か出してください"
            )
            .to_string(),
            PandaError::OnlyAmbushNow => ts!(
                "out of turn only an Ambush (four of a kind) may be played",
                "手番の外では伏兵（同じ数字4枚）しか出せません"
            )
            .to_string(),
            PandaError::NotAnOpponent(s) => t!(
                "the Panda's trick goes to an opponent, not seat {s}",
                "パンダのトリックは相手に渡します（席{s}には渡せません）"
            ),
        };
        f.write_str(&text)
    }
}
