//! The King's line of a Kings match (the status line is the model's, tested natively).

use super::super::model::Model;
use super::super::text;
use super::super::words::Words;
use crate::games::honor::HonorObservation;

/// With Kings: who is King and which suit is illegal.
pub fn king_line(m: &Model, obs: &HonorObservation) -> Option<String> {
    let w = Words::new(&m.t.setup);
    obs.config
        .kings
        .then(|| match (obs.king, obs.illegal_suit) {
            (Some(k), Some(suit)) => format!(
                "King: {} · illegal suit {}",
                w.who(k),
                text::suit_label(suit)
            ),
            (Some(k), None) => format!("King: {} · no suit declared yet", w.who(k)),
            (None, _) => "No King in the first game of the match".to_string(),
        })
}
