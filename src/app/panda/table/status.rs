//! The status line: whose move it is, in words for the person holding the device ("you"
//! for a single person, names for several).

use super::super::model::Model;
use super::super::words::Names;
use crate::core::{Game, Seat};
use crate::games::panda::{PandaState, Phase};

pub fn status_line(m: &Model) -> String {
    let s = m.state();
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
    match s.phase() {
        Phase::Over => "The game is over.".into(),
        _ if m.needs_hand_over() => {
            format!("{} to play: pass the device.", name(viewer.unwrap_or(0)))
        }
        Phase::Passing => match viewer {
            Some(v) if s.to_act().contains(&v) => yours(
                v,
                "your turn: choose three cards to pass: tap a card, then Left, Partner or Right.",
            ),
            _ => format!("Waiting for {} to pass cards.", names(s.to_act())),
        },
        Phase::Play => {
            let t = s.turn();
            match (viewer == Some(t), s.table()) {
                (true, None) => yours(
                    t,
                    &format!(
                        "your lead: play any combination{}.",
                        if first_lead(s) { " holding a 1 (the Stork counts)" } else { "" }
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
                    s.table().map(|c| c.name()).unwrap_or_default()
                ),
            ),
            Some(v) if m.claim == Some(v) => yours(v, "you hold no Ambush that beats the table."),
            _ => "A moment for any Ambush…".into(),
        },
        Phase::GiveTrick => match viewer {
            Some(v) if s.turn() == v => yours(v, "your Panda won the trick: give it to an opponent."),
            _ => format!("{} the Panda's trick to an opponent.", if n.is_you(s.turn()) { "You give".to_string() } else { format!("{} gives", name(s.turn())) }),
        },
    }
}

/// Whether the deal's first lead is still to come.
fn first_lead(s: &PandaState) -> bool {
    s.observe(s.turn()).first_lead
}
