//! The battle laid open (every army revealed, its total, who won and who was disgraced)
//! and, between the games of a Kings match, the match so far.

use super::super::model::Model;
use super::super::text;
use crate::app::components::{Hand, HandCard, ScoreBoard, ScoreRow};
use crate::games::honor::{BattleResult, Card, HonorObservation};
use yew::prelude::*;

pub fn match_panel(m: &Model, obs: &HonorObservation) -> Html {
    let rows: Vec<ScoreRow> = (0..obs.seats.len())
        .map(|x| ScoreRow {
            name: m.t.setup.name(x).into(),
            values: vec![
                obs.seats[x].games_won.to_string().into(),
                obs.results
                    .last()
                    .map(|r| r.heads[x])
                    .unwrap_or(0)
                    .to_string()
                    .into(),
            ],
            leading: obs.results.last().and_then(|r| r.winner) == Some(x),
        })
        .collect();
    html! {
        <section class="match-panel">
            <h2>{ format!("Game {} of {} is over", obs.game_no, obs.config.match_length()) }</h2>
            <ScoreBoard caption="The match so far" columns={vec![AttrValue::from("Games won"), AttrValue::from("Heads this game")]} {rows} />
        </section>
    }
}

pub fn battle_view(m: &Model, b: &BattleResult) -> Html {
    let setup = &m.t.setup;
    let seats = (0..b.armies.len()).filter_map(|x| {
        let cards = b.armies[x].as_ref()?;
        let won = b.winner == Some(x);
        let hand: Vec<HandCard> = cards
            .iter()
            .enumerate()
            .map(|(i, &c): (usize, &Card)| {
                let mut h = HandCard::new(text::face(c), c.name());
                if b.winner.is_some() && c.is_face() {
                    h.highlight = true;
                    h.badge = Some("head".into());
                }
                if c.is_joker() {
                    h.note = Some("Joker: loses".into());
                }
                if i == 3 {
                    h.badge = Some("charge".into());
                }
                h
            })
            .collect();
        let total = match (b.joker[x], b.totals[x]) {
            (true, _) => "Joker".to_string(),
            (_, Some(t)) => t.to_string(),
            _ => "-".into(),
        };
        let mut notes = Vec::new();
        if b.illegal.contains(&x) {
            notes.push("illegal suit: disgraced");
        }
        if b.failed_chargers.contains(&x) {
            notes.push("failed charge: disgraced");
        }
        Some(html! {
            <section class={classes!("clash-side", won.then_some("winner"))} aria-label={format!("{}'s army", setup.name(x))}>
                <header>
                    <h3>{ setup.name(x) }</h3>
                    if won { <span class="role-badge">{ format!("wins {} heads", b.heads) }</span> }
                    { for notes.iter().map(|n| html! { <span class="role-badge">{ *n }</span> }) }
                    <span class="total">{ total }</span>
                </header>
                <Hand label={format!("{}'s army", setup.name(x))} cards={hand} />
            </section>
        })
    });
    let verdict = match b.winner {
        _ if b.cut_short => "The illegal suit ended the game before the battle.".to_string(),
        Some(w) => format!(
            "{} wins the battle and takes {} head{}.",
            setup.name(w),
            b.heads,
            if b.heads == 1 { "" } else { "s" }
        ),
        None => "Nobody wins the battle.".into(),
    };
    html! {
        <div class="clash battle">
            <h2 class="verdict">{ verdict }</h2>
            <div class="clash-sides">{ for seats }</div>
        </div>
    }
}
