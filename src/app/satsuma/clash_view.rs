//! Both hands revealed side by side: what counted as what, what did not and why. Shown at
//! the table after each hand and, for the deciding hand, on the end screen.

use super::text;
use crate::app::components::CardView;
use crate::app::kit::TableSetup;
use crate::games::satsuma::{CardNo, CardUse, ClashResult, Side};
use crate::{t, ts};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ClashProps {
    pub result: ClashResult,
    pub setup: TableSetup,
    /// The last clash of the game, on the end screen: no next hand to announce, and its
    /// headings under the end screen's title.
    #[prop_or_default]
    pub over: bool,
    /// The heading's id (the end screen shows a clash while the table is still in the page).
    #[prop_or(AttrValue::Static("clash-title"))]
    pub heading_id: AttrValue,
    /// A line over the verdict ("The deciding clash, hand 12").
    #[prop_or_default]
    pub caption: Option<AttrValue>,
}

/// One revealed card and what it adds, over its faint middle picture so that its index
/// and its name stay in sight: short on a phone ("W3", "2nd"), in words where the card is
/// wide enough ("Weapons 3", "second Morale"); the card's accessible name says it all.
fn clash_card(side: Side, no: u8, card_use: &CardUse) -> Html {
    let counts = matches!(card_use, CardUse::Counts { .. });
    let short = text::counts_badge(card_use).or_else(|| text::exclusion_short(card_use));
    let long = text::counts_words(card_use).or_else(|| text::exclusion_words(card_use));
    let note = text::exclusion_note(side, card_use);
    let card = text::label(side, no);
    let label = match (&long, &note) {
        (Some(l), None) => t!("{card}: counts as {l}", "{card}：{l}として数える"),
        (_, Some(n)) => t!("{card}: does not count, {n}", "{card}：数えない。{n}"),
        _ => card,
    };
    html! {
        <li class="clash-card">
            <CardView face={text::face(side, no)} {label} highlight={counts} dimmed={!counts}
                      tooltip={note.map(AttrValue::from)} />
            <span class={classes!("use", (!counts).then_some("out"))} aria-hidden="true">
                <span class="use-short">{ short }</span>
                <span class="use-long">{ long }</span>
            </span>
        </li>
    }
}

/// "Counted: Sentinels, Iso Arsenal, Vanguard" (aria-hidden: each card's name says it).
fn counted_names(side: Side, uses: &[(CardNo, CardUse)]) -> Html {
    let names: Vec<&str> = uses
        .iter()
        .filter(|(_, u)| matches!(u, CardUse::Counts { .. }))
        .map(|(no, _)| side.card(*no).title())
        .collect();
    // A list's commas, not words: the pseudo-language keeps English's.
    let comma = match crate::core::lang::lang() {
        crate::core::lang::Lang::Ja => "、",
        _ => ", ",
    };
    let list = names.join(comma);
    html! {
        <p class="counted-names" aria-hidden="true">{ t!("Counted: {list}", "数えたカード：{list}") }</p>
    }
}

#[function_component(ClashView)]
pub fn clash_view(p: &ClashProps) -> Html {
    let r = &p.result;
    let (verdict_tag, side_tag) = if p.over { ("h3", "h4") } else { ("h2", "h3") };
    let column = |side: Side| {
        let t = &r.tallies[side.seat()];
        let role = r.role_of(side);
        let won = r.winner == Some(side);
        // The role alone: the cards it rules out say "not allowed" and why in their names.
        let role_text = role.label();
        html! {
            <section class={classes!("clash-side", text::accent(side), won.then_some("winner"))}
                     aria-label={t!("{side} hand", "{side}の手札"; side = side.label())}>
                <header>
                    <@{side_tag}>{ text::who(&p.setup, side) }</@>
                    <span class="role-badge">{ role_text }</span>
                    <span class="total" aria-label={t!("total {n}", "合計{n}"; n = t.total)}>{ t.total }</span>
                </header>
                <ul class="card-row hand" aria-label={t!("{side} cards", "{side}のカード"; side = side.label())}>
                    { for t.uses.iter().map(|(no, card_use)| clash_card(side, *no, card_use)) }
                </ul>
                // On the end screen a phone's cards are too narrow for their names: the
                // cards that counted are named in words below them.
                if p.over { { counted_names(side, &t.uses) } }
            </section>
        }
    };
    let key_open = use_state(|| false);
    let toggle_key = {
        let key_open = key_open.clone();
        Callback::from(move |_| key_open.set(!*key_open))
    };
    let key_id = format!("{}-key", p.heading_id);
    let verdict = text::clash_verdict(&p.setup, r);
    let next = if r.escape_exception {
        t!(
            "Escape! The Samurai won as Defender with an Escape card counted: they stay Defender.",
            "脱出！薩軍は脱出のカードを数えて防御側で勝ったので、防御側のままです。"
        )
    } else {
        t!(
            "Next hand the {side} attack.",
            "次の戦いでは{side}が攻撃します。";
            side = r.next_attacker.label()
        )
    };
    html! {
        <div class="clash" aria-labelledby={p.heading_id.clone()}>
            <div class="clash-head">
                if let Some(c) = &p.caption { <p class="clash-caption">{ c.clone() }</p> }
                <@{verdict_tag} id={p.heading_id.clone()} class="verdict">{ verdict }</@>
                // The badges' key where the badges are (the sheet has the suits' key too).
                <button type="button" class="button key-button" aria-expanded={key_open.to_string()}
                        aria-controls={key_id.clone()} onclick={toggle_key}>
                    { ts!("Key", "凡例") }<span class="visually-hidden">{ ts!(" to the badges and suits", "（バッジとスートの見方）") }</span>
                </button>
                if !p.over { <p class="next-roles">{ next }</p> }
            </div>
            if *key_open {
                <div class="key-panel" id={key_id}>{ super::legend::badge_key() }</div>
            }
            <div class="clash-sides">
                { column(Side::Samurai) }
                { column(Side::Imperials) }
            </div>
        </div>
    }
}
