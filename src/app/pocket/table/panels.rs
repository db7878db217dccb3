//! A seat's panel: name, what the seat is doing, rounds won, the symbols in play, the
//! cards in play, the exhaust pile and the hand (both hands are public after the draft).

use crate::app::components::SeatPanel;
use crate::app::pocket::face::{symbol_counts, PocketCard};
use crate::app::pocket::model::Model;
use crate::app::pocket::text;
use crate::core::Seat;
use crate::games::pocket::{def, Card, Phase, PocketState, PICKS_EACH, STRIKE};
use yew::prelude::*;

pub fn seat_panel(m: &Model, view: &PocketState, seat: Seat) -> Html {
    let setup = &m.t.setup;
    let phase = view.phase();
    let person = setup.is_human(seat);
    let acting = view.to_act().contains(&seat) && !matches!(phase, Phase::RoundOver | Phase::Over);
    let status = match phase {
        Phase::Dojo if acting => {
            if person {
                "Picking".to_string()
            } else {
                "Thinking…".to_string()
            }
        }
        Phase::Dojo => format!("{} of {} picks", view.hand(seat).len() - 1, PICKS_EACH * 2),
        Phase::Commit if view.committed(seat).is_some() => "A card lies face down".to_string(),
        Phase::Commit => "Choosing a card".to_string(),
        Phase::Call if acting => "Deciding on a call".to_string(),
        Phase::Choose if acting => "Choosing a symbol".to_string(),
        Phase::Exhaust if acting => "May exhaust".to_string(),
        Phase::Exhaust => "Done exhausting".to_string(),
        _ => String::new(),
    };
    let mut badges = Vec::new();
    if view.striking(seat) {
        badges.push(AttrValue::from("Strike! out"));
    }
    if seat == view.config().first_player && phase == Phase::Dojo && view.dojo() == 1 {
        badges.push(AttrValue::from("Picks first"));
    }
    let bushido = phase != Phase::Dojo;
    let hand: Vec<Card> = view
        .hand(seat)
        .iter()
        .copied()
        .filter(|&c| phase != Phase::Dojo || c != STRIKE)
        .collect();
    let hand_title = if phase == Phase::Dojo {
        format!("Picks ({})", hand.len())
    } else {
        format!("Hand ({})", hand.len())
    };
    html! {
        <SeatPanel name={setup.name(seat)} side={if person { "Samurai" } else { "Computer samurai" }}
                   accent={if seat == 0 { "samurai" } else { "imperials" }}
                   {badges} status={status} active={acting}
                   markers={Some((AttrValue::from("Rounds won"), view.wins(seat) as usize, view.config().rounds_to_win as usize))}>
            if bushido {
                { totals_row(view, seat) }
                { in_play(view, seat) }
                <div class="zone">
                    <p class="zone-title">{ format!("Exhaust pile ({})", view.exhausted(seat).len()) }</p>
                    { chips(view.exhausted(seat)) }
                </div>
            }
            <div class="zone">
                <p class="zone-title">{ hand_title }</p>
                { chips(&hand) }
            </div>
        </SeatPanel>
    }
}

/// The symbols the seat has in play, as icons with the words for screen readers.
fn totals_row(view: &PocketState, seat: Seat) -> Html {
    let totals = view.totals(seat);
    html! {
        <p class="totals" role="img" aria-label={format!("In play: {}", text::totals_words(&totals))}>
            { symbol_counts(&totals, true) }
        </p>
    }
}

fn in_play(view: &PocketState, seat: Seat) -> Html {
    let cards = view.play(seat);
    html! {
        <div class="zone">
            <p class="zone-title">{ format!("In play ({})", cards.len()) }</p>
            if cards.is_empty() {
                <p class="hint empty">{ "No cards in play." }</p>
            } else {
                <ul class="pc-row small-row">
                    { for cards.iter().map(|ip| html! {
                        <li><PocketCard card={Some(ip.card)} in_play={Some(*ip)} size="small" /></li>
                    }) }
                </ul>
            }
        </div>
    }
}

/// Cards named in a row of chips, their rules text as a tooltip.
fn chips(cards: &[Card]) -> Html {
    html! {
        <ul class="chips">
            { for cards.iter().map(|&c| html! {
                <li class="chip" title={def(c).rules_text()}>
                    { text::name(c) }
                </li>
            }) }
        </ul>
    }
}
