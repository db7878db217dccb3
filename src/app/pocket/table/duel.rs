//! The duel's mat: both slots (face down, then flipped), the round's verdict, the strike
//! comparison and the turn told step by step, short.

use crate::app::kit::Store;
use crate::app::pocket::face::{symbol_icon, PocketCard};
use crate::app::pocket::model::Model;
use crate::app::pocket::text;
use crate::app::pocket::words::{said, strike_now, Who, HELM_MARK, SWORD_MARK};
use crate::core::Seat;
use crate::games::pocket::{Event, Phase, PocketState, Symbol, HIDDEN, STALEMATE_LIMIT};
use crate::{t, ts};
use yew::prelude::*;

/// The events of the turn shown in the duel: from the last reveal of this round on.
pub fn turn_events(view: &PocketState) -> &[Event] {
    turn_span(view).1
}

/// Where the turn shown in the duel starts in the event list, and its events.
fn turn_span(view: &PocketState) -> (usize, &[Event]) {
    let events = view.events();
    let round_start = events
        .iter()
        .rposition(|e| matches!(e, Event::RoundBegins { .. }))
        .unwrap_or(0);
    match events
        .iter()
        .rposition(|e| matches!(e, Event::Revealed { seat: 0, .. }))
    {
        Some(i) if i > round_start || view.phase() == Phase::RoundOver => {
            let end = events[i..]
                .iter()
                .position(|e| matches!(e, Event::Committed { .. } | Event::RoundBegins { .. }))
                .map(|k| i + k)
                .unwrap_or(events.len());
            (i, &events[i..end])
        }
        _ => (0, &[]),
    }
}

pub fn mat(
    model: &UseReducerHandle<Store<Model>>,
    who: &Who,
    view: &PocketState,
    viewer: Seat,
) -> Html {
    let m = &***model;
    let setup = &m.t.setup;
    let phase = view.phase();
    let (start, steps) = turn_span(view);
    let revealed = |seat: Seat| {
        steps.iter().find_map(|e| match e {
            Event::Revealed { seat: s, card } if *s == seat => Some(*card),
            _ => None,
        })
    };
    let fresh = phase != Phase::Commit;
    let slot = |seat: Seat| {
        let name = who.label(seat);
        let card = if phase == Phase::Commit {
            match view.committed(seat) {
                Some(c) if c != HIDDEN && seat == viewer && setup.is_human(seat) => html! {
                    <>
                        <PocketCard card={None} back_label={t!("Your face-down card: {c}", "あなたの伏せたカード：{c}"; c = text::name(c))} size="small" />
                        <span class="slot-note" data-face={c.to_string()}>{ t!("Face down: {c}", "伏せたカード：{c}"; c = text::name(c)) }</span>
                    </>
                },
                Some(_) => {
                    let label = said(
                        || format!("{} face-down card", who.possessive_cap(seat)),
                        || format!("{}の伏せたカード", who.ja(seat)),
                    );
                    html! { <PocketCard card={None} back_label={label} size="small" /> }
                }
                // Until a new card is laid, last turn's card stays on show, faded.
                None => match revealed(seat) {
                    Some(c) => html! {
                        <div class="last-card">
                            <div class="slot-card"><PocketCard key={start.to_string()} card={Some(c)} owner={Some(seat)} size="compact" extra={ts!(" (last turn)", "（前のターン）")} flip=true /></div>
                            <span class="slot-caption">{ ts!("last turn", "前のターン") }</span>
                        </div>
                    },
                    None => html! { <div class="slot-empty" aria-hidden="true"></div> },
                },
            }
        } else {
            match revealed(seat) {
                Some(c) => {
                    html! { <div class="slot-card"> <PocketCard key={format!("{}-{}", view.round(), view.turn())} card={Some(c)} owner={Some(seat)} size="compact" flip={fresh} /> </div> }
                }
                None => html! { <div class="slot-empty" aria-hidden="true"></div> },
            }
        };
        html! {
            <div class={classes!("slot", (seat == viewer).then_some("mine"))}>
                <span class="slot-name">{ name }</span>
                { card }
            </div>
        }
    };
    let step_list = (!steps.is_empty()).then(|| {
        let title = if phase == Phase::Commit {
            ts!("Last turn", "前のターン")
        } else {
            ts!("This turn", "このターン")
        };
        html! {
            // A new turn's list is drawn afresh, so its steps appear one after another.
            // Scrolled inside when long: reachable by Tab for the keyboard.
            <div class="steps" key={start.to_string()} tabindex="0" role="region" aria-label={title}>
                // Kept to its foot when cut short: the last step, the turn's result, shows.
                <div class="steps-in">
                    <h3>{ title }</h3>
                    <ol class="step-list">
                        { for steps.iter().enumerate().map(|(i, e)| step_item(who, e, i)) }
                    </ol>
                </div>
            </div>
        }
    });
    let stalemates = view.stalemates();
    let verdict = matches!(phase, Phase::RoundOver | Phase::Over).then(|| {
        html! { <p class="round-verdict">{ who.round_verdict(view.round_scored()) }</p> }
    });
    html! {
        // The round's summary (`summary`): every step in sight, none scrolled inside a box.
        <section class={classes!("duel", matches!(phase, Phase::RoundOver | Phase::Over).then_some("summary"))}
                 aria-labelledby="duel-title">
            // The round is in the header's stage; the counter sits between the cards.
            <h2 id="duel-title" class="visually-hidden">{ t!("Round {r}", "ラウンド{r}"; r = view.round()) }</h2>
            <div class="mat">
                { slot(1 - viewer) }
                <div class="mat-middle">
                    <span class="versus" aria-hidden="true">{ ts!("vs", "対") }</span>
                    <p class="stalemate">
                        { t!("Stalemates in a row: {stalemates} of {STALEMATE_LIMIT}", "連続で防がれた回数：{stalemates}／{STALEMATE_LIMIT}") }
                    </p>
                </div>
                { slot(viewer) }
            </div>
            { verdict.unwrap_or_default() }
            { strike_preview(who, view) }
            { step_list.unwrap_or_default() }
        </section>
    }
}

fn step_item(who: &Who, e: &Event, i: usize) -> Html {
    let style = format!("--step: {i}");
    match e {
        Event::Strike {
            seat,
            swords,
            helms,
            success,
        } => html! {
            // One short line, one sentence: "Your Strike! (sword)0 against (helm)3: held
            // off." (in words for screen readers; the verdict says who won the round).
            <li class={classes!("step", "strike", success.then_some("hit"))} {style}>
                <span class="visually-hidden">{ who.event(e) }</span>
                <span aria-hidden="true">{ with_symbols(&who.strike_step(*seat, *swords, *helms, *success)) }</span>
            </li>
        },
        _ => html! { <li class="step" {style}>{ who.event(e) }</li> },
    }
}

/// While a Strike! is out: each strike's swords against the opponent's helms, now.
fn strike_preview(who: &Who, view: &PocketState) -> Html {
    if !matches!(view.phase(), Phase::Call | Phase::Choose | Phase::Exhaust) {
        return html! {};
    }
    let lines: Vec<Html> = (0..2)
        .filter(|&s| view.striking(s))
        .map(|s| {
            // Short for the eye, with the symbols' pictures; in words for screen readers.
            let (line, hit) = strike_now(who, view, s);
            html! {
                <li class={classes!("compare-line", hit.then_some("hit"))}>
                    <span class="visually-hidden">{ line }</span>
                    // On a phone the badge on the seat says whose Strike! is out.
                    <span class="wide-only" aria-hidden="true">{ with_symbols(&who.strike_short(s, view.swords(s), view.helms(1 - s), false)) }</span>
                    <span class="phone-only" aria-hidden="true">{ with_symbols(&who.strike_short(s, view.swords(s), view.helms(1 - s), true)) }</span>
                </li>
            }
        })
        .collect();
    if lines.is_empty() {
        return html! {};
    }
    html! { <ul class="strike-preview">{ for lines }</ul> }
}

/// A sentence with the symbols' marks (`SWORD_MARK`, `HELM_MARK`) drawn as their pictures,
/// each with the count after it in bold: one sentence per language, the pictures inside.
fn with_symbols(sentence: &str) -> Html {
    let mut parts = Vec::new();
    let mut rest = sentence;
    while let Some(at) = rest.find([SWORD_MARK, HELM_MARK]) {
        let symbol = if rest[at..].starts_with(SWORD_MARK) {
            Symbol::Sword
        } else {
            Symbol::Helm
        };
        parts.push(html! { { rest[..at].to_string() } });
        let after = &rest[at + SWORD_MARK.len_utf8()..];
        let digits = after
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(after.len());
        parts.push(html! { <span class="big">{ symbol_icon(symbol) }{ after[..digits].to_string() }</span> });
        rest = &after[digits..];
    }
    parts.push(html! { { rest.to_string() } });
    html! { <>{ for parts }</> }
}
