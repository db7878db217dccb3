//! The King's line of a Kings match (the status line is the model's, tested natively).

use super::super::model::Model;
use super::super::text;
use super::super::words::Words;
use crate::games::honor::HonorObservation;
use crate::t;

/// With Kings: who is King and which suit is illegal.
pub fn king_line(m: &Model, obs: &HonorObservation) -> Option<String> {
    let w = Words::new(&m.t.setup);
    obs.config
        .kings
        .then(|| match (obs.king, obs.illegal_suit) {
            (Some(k), Some(suit)) => t!(
                "King: {who} · illegal suit {suit}",
                "将軍：{who}・禁制のマーク：{suit}";
                who = w.who(k),
                suit = text::suit_label(suit)
            ),
            (Some(k), None) => t!(
                "King: {who} · no suit declared yet",
                "将軍：{who}・禁制のマークはまだ宣言されていません";
                who = w.who(k)
            ),
            (None, _) => t!(
                "No King in the first game of the match",
                "マッチの第1ゲームに将軍はいません"
            ),
        })
}
