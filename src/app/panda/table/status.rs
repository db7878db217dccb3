//! The status line: whose move it is, in words for the person holding the device ("you"
//! for a single person, names for several).

use super::super::model::Model;
use super::super::words::Names;
use crate::core::Seat;
use crate::games::panda::{PandaObservation, Phase};

/// `obs`: the table the page draws (the view's).
pub fn status_line(m: &Model, obs: &PandaObservation) -> String {
    let n = Names::new(&m.t.setup);
    let name = |x: Seat| m.t.setup.name(x);
    let names = |seats: Vec<Seat>| {
        seats
            .into_iter()
            .map(|x| n.who(x))
            .collect::<Vec<_>>()
            .join(", ")
    };
    // "Your turn" for a single person; "Aiko, your turn" with several.
    let yours = |v: Seat, what: &str| {
        if n.is_you(v) {
            let mut c = what.chars();
            c.next()
                .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
                .unwrap_or_default()
        } else {
            format!("{}, {what}", name(v))
        }
    };
    let viewer = m.viewer();
    if let Some(r) = m.summary() {
        return format!("Deal {} is over. Next deal starts the passing.", r.deal);
    }
    match obs.phase {
        Phase::Over => "The game is over.".into(),
        _ if m.needs_hand_over() => {
            format!("{} to play: pass the device.", name(viewer.unwrap_or(0)))
        }
        Phase::Passing => match viewer {
            Some(v) if obs.to_act.contains(&v) => yours(
                v,
                "your turn: choose three cards to pass: tap a card, then Left, Partner or Right.",
            ),
            _ => format!("Waiting for {} to pass cards.", names(obs.to_act.clone())),
        },
        Phase::Play => {
            let t = obs.turn;
            match (viewer == Some(t), obs.table) {
                (true, None) => yours(
                    t,
                    &format!(
                        "your lead: play any combination{}.",
                        if obs.first_lead { " holding a 1 (the Stork counts)" } else { "" }
                    ),
                ),
                (true, Some(c)) if m.auto_pass_due().is_some() => yours(
                    t,
                    &format!("nothing beats {}: passing for you… (tap a card to stop)", c.name()),
                ),
                (true, Some(c)) => yours(t, &format!("your turn: beat {} or pass.", c.name())),
                (false, None) => format!("{} leads.", n.who(t)),
                (false, Some(c)) => format!("{} to beat {} or pass.", n.who(t), c.name()),
            }
        }
        Phase::AmbushWindow => match viewer {
            Some(v) if m.ambush_pending(v) => yours(
                v,
                &format!(
                    "out of turn, you may ambush {} now (Ambush!), or let it go.",
                    obs.table.map(|c| c.name()).unwrap_or_default()
                ),
            ),
            Some(v) if m.claim == Some(v) => yours(v, "you hold no Ambush that beats the table."),
            _ => "A moment for any Ambush…".into(),
        },
        Phase::GiveTrick => match viewer {
            Some(v) if obs.turn == v => yours(v, "your Panda won the trick: give it to an opponent."),
            _ => format!("{} the Panda's trick to an opponent.", if n.is_you(obs.turn) { "You give".to_string() } else { format!("{} gives", name(obs.turn)) }),
        },
    }
}
