//! The status line (who is to do what) and the King's line of a Kings match.

use super::super::model::Model;
use super::super::text;
use crate::games::honor::{HonorObservation, Phase};

pub fn status_line(m: &Model, obs: &HonorObservation) -> String {
    let s = m.state();
    let setup = &m.t.setup;
    match s.phase() {
        Phase::Over => "The game is over.".into(),
        _ if m.needs_hand_over() => format!(
            "{} to play: pass the device.",
            setup.name(m.viewer().unwrap_or(0))
        ),
        Phase::Battle if m.actor().is_some() => {
            "The armies are revealed. Press Next hand to go on.".into()
        }
        Phase::GameOver if m.actor().is_some() => {
            "This game of the match is over. Press Next game to go on.".into()
        }
        phase
            if m.viewer()
                .is_some_and(|v| obs.me == v && !obs.legal_actions.is_empty()) =>
        {
            format!("{}, your turn: {}.", setup.name(obs.me), phase.name())
        }
        phase => format!("Waiting for {}: {}.", setup.names(&s.to_act()), phase.name()),
    }
}

/// With Kings: who is King and which suit is illegal.
pub fn king_line(m: &Model) -> Option<String> {
    let s = m.state();
    let setup = &m.t.setup;
    s.config()
        .kings
        .then(|| match (s.king(), s.illegal_suit()) {
            (Some(k), Some(suit)) => format!(
                "King {} · illegal suit {}",
                setup.name(k),
                text::suit_label(suit)
            ),
            (Some(k), None) => format!("King {} · no suit declared yet", setup.name(k)),
            (None, _) => "No King in the first game of the match".to_string(),
        })
}
