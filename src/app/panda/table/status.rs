//! The status line: whose move it is, in words for the person holding the device.

use super::super::model::Model;
use crate::core::{Game, Seat};
use crate::games::panda::{PandaState, Phase};

pub fn status_line(m: &Model) -> String {
    let s = m.state();
    let name = |x: Seat| m.t.setup.name(x);
    let names = |seats: Vec<Seat>| seats.into_iter().map(name).collect::<Vec<_>>().join(", ");
    let viewer = m.viewer();
    match s.phase() {
        Phase::Over => "The game is over.".into(),
        _ if m.needs_hand_over() => {
            format!("{} to play: pass the device.", name(viewer.unwrap_or(0)))
        }
        Phase::Passing => match viewer {
            Some(v) if s.to_act().contains(&v) => format!(
                "{}, choose three cards to pass: one to the left, one to your partner, one to the right.",
                name(v)
            ),
            _ => format!("Waiting for {} to pass cards.", names(s.to_act())),
        },
        Phase::Play => {
            let t = s.turn();
            match (viewer == Some(t), s.table()) {
                (true, None) => format!(
                    "{}, your lead: play any combination{}.",
                    name(t),
                    if first_lead(s) { " holding a 1 (the Stork counts)" } else { "" }
                ),
                (true, Some(c)) => format!("{}, your turn: beat {} or pass.", name(t), c.name()),
                (false, None) => format!("{} leads.", name(t)),
                (false, Some(c)) => format!("{} to beat {} or pass.", name(t), c.name()),
            }
        }
        Phase::AmbushWindow => match viewer {
            Some(v) if m.ambush_pending(v) => format!(
                "{}, you may ambush {} now (Ambush!), or let it go.",
                name(v),
                s.table().map(|c| c.name()).unwrap_or_default()
            ),
            Some(v) if m.claim == Some(v) => {
                format!("{}, you hold no Ambush that beats the table.", name(v))
            }
            _ => "A moment for any Ambush…".into(),
        },
        Phase::GiveTrick => match viewer {
            Some(v) if s.turn() == v => format!(
                "{}, your Panda won the trick: give it to an opponent.",
                name(v)
            ),
            _ => format!("{} gives the Panda's trick to an opponent.", name(s.turn())),
        },
    }
}

/// Whether the deal's first lead is still to come.
fn first_lead(s: &PandaState) -> bool {
    s.observe(s.turn()).first_lead
}
