//! Both hands revealed side by side: what counted as what, what did not and why.

use super::text;
use crate::app::components::{Hand, HandCard};
use crate::app::kit::TableSetup;
use crate::games::satsuma::{ClashResult, Role, Side};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ClashProps {
    pub result: ClashResult,
    pub setup: TableSetup,
    /// The last clash of the game: no next hand to announce.
    #[prop_or_default]
    pub over: bool,
}

#[function_component(ClashView)]
pub fn clash_view(p: &ClashProps) -> Html {
    let r = &p.result;
    let column = |side: Side| {
        let t = &r.tallies[side.seat()];
        let role = r.role_of(side);
        let won = r.winner == Some(side);
        let cards: Vec<HandCard> = t
            .uses
            .iter()
            .map(|(no, card_use)| {
                let badge = text::counts_badge(card_use);
                let note = text::exclusion_note(side, card_use);
                let label = match (&badge, &note) {
                    (Some(b), _) => format!("{}: {b}", text::label(side, *no)),
                    (_, Some(n)) => format!("{}: does not count, {n}", text::label(side, *no)),
                    _ => text::label(side, *no),
                };
                let mut card = HandCard::new(text::face(side, *no), label);
                card.highlight = badge.is_some();
                card.dimmed = badge.is_none();
                card.badge = badge.map(AttrValue::from);
                card.note = text::exclusion_short(card_use).map(AttrValue::from);
                card.tooltip = note.map(AttrValue::from);
                card
            })
            .collect();
        // The role alone: the cards it rules out say "not allowed" and why in their names.
        let role_text = match role {
            Role::Attacker => "Attacker",
            Role::Defender => "Defender",
        };
        html! {
            <section class={classes!("clash-side", text::accent(side), won.then_some("winner"))}
                     aria-label={format!("{} hand", side.name())}>
                <header>
                    <h3>{ text::who(&p.setup, side) }</h3>
                    <span class="role-badge">{ role_text }</span>
                    <span class="total" aria-label={format!("total {}", t.total)}>{ t.total }</span>
                </header>
                <Hand label={format!("{} cards", side.name())} {cards} />
            </section>
        }
    };
    let verdict = text::clash_verdict(&p.setup, r);
    let next = if r.escape_exception {
        "Escape! The Samurai won as Defender with an Escape card counted: they stay Defender."
            .to_string()
    } else {
        format!("Next hand the {} attack.", r.next_attacker.name())
    };
    html! {
        <div class="clash" aria-labelledby="clash-title">
            <h2 id="clash-title" class="verdict">{ verdict }</h2>
            if !p.over { <p class="next-roles">{ next }</p> }
            <div class="clash-sides">
                { column(Side::Samurai) }
                { column(Side::Imperials) }
            </div>
        </div>
    }
}
