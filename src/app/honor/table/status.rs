//! The status line (who is to do what) and the King's line of a Kings match.

use super::super::model::Model;
use super::super::text;
use super::super::words::{game_over_status, your_turn, Words};
use crate::games::honor::{HonorObservation, Phase};

pub fn status_line(m: &Model, obs: &HonorObservation) -> String {
    let setup = &m.t.setup;
    let w = Words::new(setup);
    match obs.phase {
        Phase::Over => "The game is over.".into(),
        _ if m.needs_hand_over() => format!(
            "{} to play: pass the device.",
            setup.name(m.viewer().unwrap_or(0))
        ),
        Phase::Battle if m.actor().is_some() => {
            "Press Next hand.".into()
        }
        Phase::Battle => "The hand is over; the next hand follows.".into(),
        Phase::GameOver => game_over_status(
            &w,
            obs.game_no,
            obs.config.match_length(),
            obs.results.last().and_then(|r| r.winner),
            m.actor().is_some(),
        ),
        phase
            if m.viewer()
                .is_some_and(|v| obs.me == v && !obs.legal_actions.is_empty()) =>
        {
            your_turn(&w, obs.me, phase, obs.seats[obs.me].is_king)
        }
        phase => format!("Waiting for {}: {}.", w.list(&obs.to_act), phase.name()),
    }
}

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
