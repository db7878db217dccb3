//! The status line: whose move it is and what to do, in a sentence.

use crate::app::pocket::model::Model;
use crate::app::pocket::text;
use crate::games::pocket::Phase;

pub fn status_line(m: &Model) -> String {
    let s = m.state();
    let setup = &m.t.setup;
    if m.needs_hand_over() {
        let who = m.actor().unwrap_or(0);
        return format!("{} to play: pass the device.", setup.name(who));
    }
    let acting = m.can_act();
    match (s.phase(), acting) {
        (Phase::Over, _) => match s.result().flatten() {
            Some(w) => format!("The match is over: {} wins.", setup.name(w)),
            None => "The match is over: drawn.".into(),
        },
        (Phase::RoundOver, Some(_)) => {
            format!("Round {} is over. Press Next round to go on.", s.round())
        }
        (Phase::RoundOver, None) => format!("Round {} is over; the next follows.", s.round()),
        (Phase::Dojo, Some(v)) => format!(
            "{}, your pick in Dojo {}: choose a card, then Take it.",
            setup.name(v),
            s.dojo()
        ),
        (Phase::Commit, Some(v)) => format!(
            "{}, choose a card to lay face down, then confirm.",
            setup.name(v)
        ),
        (Phase::Call, Some(v)) => format!(
            "{}, your {} may call a card into play: choose one, or call nothing.",
            setup.name(v),
            s.pending_call(v).map(text::name).unwrap_or("card")
        ),
        (Phase::Choose, Some(v)) => format!("{}, choose a symbol for your card.", setup.name(v)),
        (Phase::Exhaust, Some(v)) => format!(
            "{}, exhaust a card for this strike, or press Done exhausting.",
            setup.name(v)
        ),
        (Phase::Commit, None) if setup.humans().iter().any(|&h| s.committed(h).is_some()) => {
            format!(
                "Your card lies face down. Waiting for {}.",
                setup.names(&s.to_act())
            )
        }
        (Phase::Dojo, None) => format!("Waiting for {} to pick.", setup.names(&s.to_act())),
        (Phase::Commit, None) => format!("Waiting for {} to lay a card.", setup.names(&s.to_act())),
        (Phase::Call, None) => format!("Waiting for {} to decide on a call.", setup.names(&s.to_act())),
        (Phase::Choose, None) => format!("Waiting for {} to choose a symbol.", setup.names(&s.to_act())),
        (Phase::Exhaust, None) => format!("Waiting for {} to exhaust or pass.", setup.names(&s.to_act())),
    }
}
