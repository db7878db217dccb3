//! A hanafuda card drawn with HTML and CSS: the month's colour and flower, the picture's
//! name and a mark for its kind. No images.

use super::text;
use crate::games::judge::{Card, Kind, MONTHS};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HanaProps {
    pub card: Option<Card>,
    /// What the card is there for ("Ren's head").
    pub role: AttrValue,
    #[prop_or_default]
    pub small: bool,
}

#[function_component(HanaCard)]
pub fn hana_card(p: &HanaProps) -> Html {
    match p.card {
        Some(card) => {
            let d = card.def();
            let kind = match d.kind {
                Kind::Bright => "bright",
                Kind::Animal => "animal",
                Kind::Ribbon => "ribbon",
                Kind::Chaff => "chaff",
            };
            let (_, flower) = MONTHS[d.month as usize - 1];
            let label = format!("{}: {}", p.role, text::card_label(card));
            html! {
                <div class={classes!("hana", format!("m{}", d.month), kind, p.small.then_some("small"))}
                     role="img" aria-label={label}>
                    // Drawn text comes from CSS (data-text), so a target button's accessible
                    // name (its aria-label) is all a screen reader or axe sees (WCAG 2.5.3).
                    <span class="hana-month" aria-hidden="true" data-text={d.month.to_string()}></span>
                    <span class="hana-flower" aria-hidden="true" data-text={flower}></span>
                    <span class="hana-picture" aria-hidden="true" data-text={d.picture}></span>
                    <span class="hana-kind" aria-hidden="true" data-text={if d.kind == Kind::Chaff { "" } else { kind }}></span>
                </div>
            }
        }
        None => html! {
            <div class={classes!("hana", "face-down", p.small.then_some("small"))} role="img"
                 aria-label={format!("{}: face down", p.role)}></div>
        },
    }
}
