//! A seat's strip: name, what the seat is doing, rounds won, the symbols and the cards in
//! play (small), the size of the exhaust pile and of the hand. The hands themselves (both
//! public after the draft) and the exhaust piles are listed in the sheet.

use crate::app::components::SeatPanel;
use crate::app::pocket::face::{symbol_counts, PocketCard};
use crate::app::pocket::model::Model;
use crate::app::pocket::text;
use crate::app::pocket::words::{said, Who};
use crate::core::Seat;
use crate::games::pocket::{def, Card, Phase, PocketState, PICKS_EACH, STRIKE};
use crate::{t, ts};
use yew::prelude::*;

pub fn seat_strip(m: &Model, who: &Who, view: &PocketState, seat: Seat) -> Html {
    let phase = view.phase();
    // A person's seat, here or on a phone (a phone's given to a computer is a computer's).
    let person = !m.t.is_bot(seat);
    let acting = view.to_act().contains(&seat) && !matches!(phase, Phase::RoundOver | Phase::Over);
    let picked = view.hand(seat).iter().filter(|&&c| c != STRIKE).count();
    let status = match phase {
        Phase::Dojo if acting => {
            if person {
                ts!("Picking", "選んでいます").to_string()
            } else {
                ts!("Thinking…", "考え中…").to_string()
            }
        }
        Phase::Dojo => t!(
            "{picked} of {all} picks",
            "{all}枚中{picked}枚を取った";
            all = PICKS_EACH * 2
        ),
        Phase::Commit if view.committed(seat).is_some() => {
            ts!("A card lies face down", "カードを伏せた").to_string()
        }
        Phase::Commit => ts!("Choosing a card", "カードを選んでいます").to_string(),
        Phase::Call if acting => ts!("Deciding on a call", "出すか考えています").to_string(),
        Phase::Choose if acting => ts!("Choosing a symbol", "シンボルを選んでいます").to_string(),
        Phase::Exhaust if acting => ts!("May exhaust", "消耗できます").to_string(),
        Phase::Exhaust => ts!("Done exhausting", "消耗を終えた").to_string(),
        _ => String::new(),
    };
    let status = if who.is_you(seat) {
        String::new()
    } else {
        status
    };
    let mut badges = Vec::new();
    if view.striking(seat) {
        badges.push(AttrValue::from(ts!("Strike! out", "一撃！発動中")));
    }
    if seat == view.config().first_player && phase == Phase::Dojo && view.dojo() == 1 {
        badges.push(AttrValue::from(ts!("Picks first", "先に取る")));
    }
    let name = who.label(seat);
    let side = if person {
        ts!("Samurai", "侍")
    } else {
        ts!("Computer samurai", "コンピューターの侍")
    };
    let bushido = phase != Phase::Dojo;
    let hand = view.hand(seat).len();
    let exhausted = view.exhausted(seat).len();
    // `seat`: its data-seat, for the kit's motion (a computer thinking, cards collected).
    html! {
        <SeatPanel name={name} {side} seat={Some(seat)}
                   accent={if seat == 0 { "samurai" } else { "imperials" }}
                   {badges} status={status} active={acting}
                   markers={Some((AttrValue::from(ts!("Rounds won", "取ったラウンド")), view.wins(seat) as usize, view.config().rounds_to_win as usize))}>
            if bushido {
                // The hand's size beside the status; then one line: the symbols in play, the
                // cards in play, the exhaust pile's size (on a phone in the sheet only).
                if !who.is_you(seat) { <span class="count hand-count">{ t!("Hand {hand}", "手札{hand}") }</span> }
                <div class="strip-row">
                    { totals_row(view, seat) }
                    { in_play(view, seat) }
                    <span class="count exhaust-count">{ t!("Exhaust pile {exhausted}", "消耗{exhausted}") }</span>
                </div>
            } else if !who.is_you(seat) {
                <div class="strip-row picks-row">
                    <span class="count">{ t!("Picks ({picked}):", "取ったカード（{picked}）：") }</span>
                    { chips(&view.hand(seat).iter().copied().filter(|&c| c != STRIKE).collect::<Vec<_>>()) }
                </div>
            }
        </SeatPanel>
    }
}

/// The symbols the seat has in play, as icons with the words for screen readers.
fn totals_row(view: &PocketState, seat: Seat) -> Html {
    let totals = view.totals(seat);
    html! {
        <span class="totals" role="img" aria-label={t!("In play: {w}", "場：{w}"; w = text::totals_words(&totals))}>
            { symbol_counts(&totals, false) }
        </span>
    }
}

/// The cards in play, small, in one row: on a phone, with two or more, their pictures only
/// (the names are in their accessible names, the history and the sheet).
fn in_play(view: &PocketState, seat: Seat) -> Html {
    let cards = view.play(seat);
    let class = classes!("pc-row", "in-play", (cards.len() >= 2).then_some("many"));
    html! {
        <ul {class} aria-label={t!("In play ({n})", "場（{n}枚）"; n = cards.len())}>
            if cards.is_empty() {
                <li class="hint empty">{ ts!("Nothing in play", "場にカードなし") }</li>
            }
            { for cards.iter().map(|ip| html! {
                <li><PocketCard card={Some(ip.card)} in_play={Some(*ip)} size="mini" /></li>
            }) }
        </ul>
    }
}

/// Both sides' cards in play, hands and exhaust piles, named, for the sheet (all public
/// after the draft).
pub fn hands(who: &Who, view: &PocketState) -> Html {
    html! {
        <div class="hands">
            { for (0..2).map(|seat| html! {
                <>
                    if view.phase() != Phase::Dojo {
                        <p class="zone-title">{ zone_title(who, seat, Zone::Play, view.play(seat).len()) }</p>
                        { chips(&view.play(seat).iter().map(|ip| ip.card).collect::<Vec<_>>()) }
                    }
                    <p class="zone-title">{ zone_title(who, seat, Zone::Hand, view.hand(seat).len()) }</p>
                    { chips(view.hand(seat)) }
                    <p class="zone-title">{ zone_title(who, seat, Zone::Exhausted, view.exhausted(seat).len()) }</p>
                    { chips(view.exhausted(seat)) }
                </>
            }) }
            if !view.discarded().is_empty() {
                <p class="discarded">{ discarded(view) }</p>
            }
        </div>
    }
}

enum Zone {
    Play,
    Hand,
    Exhausted,
}

/// "Your hand (3)" / 「あなたの手札(3枚)」.
fn zone_title(who: &Who, seat: Seat, zone: Zone, n: usize) -> String {
    said(
        || {
            let whose = who.possessive_cap(seat);
            match zone {
                Zone::Play => format!("{whose} cards in play ({n})"),
                Zone::Hand => format!("{whose} hand ({n})"),
                Zone::Exhausted => format!("{whose} exhaust pile ({n})"),
            }
        },
        || {
            let whose = who.ja(seat);
            match zone {
                Zone::Play => format!("{whose}の場のカード（{n}枚）"),
                Zone::Hand => format!("{whose}の手札（{n}枚）"),
                Zone::Exhausted => format!("{whose}の消耗置き場（{n}枚）"),
            }
        },
    )
}

/// The cards discarded from the Dojos, named.
fn discarded(view: &PocketState) -> String {
    let names: Vec<&str> = view.discarded().iter().map(|&c| text::name(c)).collect();
    t!(
        "Out of the game, discarded from the Dojos: {en}.",
        "道場から捨てられ、ゲームから除かれたカード：{ja}。";
        en = names.join(", "),
        ja = names.join("、")
    )
}

/// Cards named in a row of chips, their rules text as a tooltip.
pub fn chips(cards: &[Card]) -> Html {
    html! {
        <ul class="chips">
            { for cards.iter().map(|&c| html! {
                <li class="chip" title={def(c).rules_text()} data-face={c.to_string()}>
                    { text::name(c) }
                </li>
            }) }
        </ul>
    }
}
