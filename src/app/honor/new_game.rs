//! The new-game dialog: players (people or computer levels), variants, stake, deal code.

use super::ID;
use crate::app::route::{navigate, Route};
use crate::app::settings::use_settings;
use crate::app::storage;
use crate::app::table::{self, Player, PlayerKind, TableSetup};
use crate::core::{BotLevel, Session};
use crate::games::honor::{HonorConfig, HonorState, MAX_SEATS, MIN_SEATS};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    #[prop_or_default]
    pub notice: Option<AttrValue>,
    #[prop_or_default]
    pub on_started: Option<Callback<()>>,
}

/// Computer opponents' names, so several bots are told apart.
const BOT_NAMES: [&str; 6] = ["Kaito", "Mei", "Haruto", "Yui", "Sota", "Rin"];

#[function_component(NewGame)]
pub fn new_game(p: &NewGameProps) -> Html {
    let settings = use_settings().settings;
    let seats = use_state(|| 4usize);
    let kinds = use_state(|| {
        let mut k = vec![PlayerKind::Bot(BotLevel::Medium); MAX_SEATS];
        k[0] = PlayerKind::Human;
        k
    });
    let variants = use_state(|| [false; 4]); // kings, negative heads, charges, diplomacy
    let stake = use_node_ref();
    let code = use_node_ref();
    let error = use_state(|| None::<String>);
    let has_save = storage::read_save(ID).is_some();

    let on_seats = {
        let seats = seats.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlSelectElement>().value();
            seats.set(v.parse().unwrap_or(4));
        })
    };
    let toggle = |i: usize| {
        let variants = variants.clone();
        Callback::from(move |e: Event| {
            let mut v = *variants;
            v[i] = e.target_unchecked_into::<HtmlInputElement>().checked();
            if !v[0] {
                v[3] = false; // Diplomacy is played only with Kings.
            }
            variants.set(v);
        })
    };
    let onsubmit = {
        let (seats, kinds, variants, stake, code, error) = (
            seats.clone(),
            kinds.clone(),
            variants.clone(),
            stake.clone(),
            code.clone(),
            error.clone(),
        );
        let settings = settings.clone();
        let on_started = p.on_started.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let seed = match table::seed_from_field(&code) {
                Ok(seed) => seed,
                Err(message) => {
                    error.set(Some(message));
                    return;
                }
            };
            let stake_text = stake
                .cast::<HtmlInputElement>()
                .map(|i| i.value())
                .unwrap_or_default();
            let Ok(stake_per_head) = stake_text.trim().parse::<u32>().or_else(|e| {
                if stake_text.trim().is_empty() {
                    Ok(0)
                } else {
                    Err(e)
                }
            }) else {
                error.set(Some(
                    "The stake per head must be a whole number, 0 or more.".into(),
                ));
                return;
            };
            let [kings, negative_heads, charges, diplomacy] = *variants;
            let config = HonorConfig {
                seats: *seats,
                kings,
                negative_heads,
                charges,
                diplomacy,
                stake_per_head,
                ..HonorConfig::default()
            };
            if let Err(e) = config.validate() {
                error.set(Some(format!("This table cannot be played: {e}.")));
                return;
            }
            let mut humans = 0;
            let players = (0..*seats)
                .map(|s| match kinds[s] {
                    PlayerKind::Human => {
                        humans += 1;
                        Player {
                            name: settings.name(humans - 1),
                            kind: PlayerKind::Human,
                        }
                    }
                    PlayerKind::Bot(level) => Player {
                        name: format!("{} ({})", BOT_NAMES[s], level.name()),
                        kind: PlayerKind::Bot(level),
                    },
                })
                .collect();
            let session = Session::<HonorState>::new(config, seed);
            table::store(&session, &TableSetup { players });
            navigate(Route::Play(ID));
            if let Some(cb) = &on_started {
                cb.emit(());
            }
        })
    };

    let seat_rows = (0..*seats).map(|s| {
        let kinds2 = kinds.clone();
        let onchange = Callback::from(move |e: Event| {
            let mut k = (*kinds2).clone();
            k[s] = PlayerKind::from_value(&e.target_unchecked_into::<HtmlSelectElement>().value());
            kinds2.set(k);
        });
        let id = format!("seat-{s}");
        let current = kinds[s].value();
        html! {
            <div class="field">
                <label for={id.clone()}>{ format!("Seat {}", s + 1) }{ if s == 0 { " (bottom of the table)" } else { "" } }</label>
                <select {id} {onchange}>
                    <option value="human" selected={current == "human"}>{ "A person at this device" }</option>
                    { for BotLevel::OFFERED.iter().map(|l| html! {
                        <option value={l.name()} selected={current == l.name()}>{ format!("Computer, {}", l.name()) }</option>
                    }) }
                </select>
            </div>
        }
    });
    let variant = |i: usize,
                   id: &'static str,
                   name: &'static str,
                   hint: &'static str,
                   disabled: bool| {
        html! {
            <div class="choice">
                <input type="checkbox" id={id} checked={variants[i]} onchange={toggle(i)} {disabled} />
                <label for={id}><strong>{ name }</strong><span class="hint">{ hint }</span></label>
            </div>
        }
    };
    html! {
        <main class="page narrow" id="main">
            <nav class="crumbs"><a href={Route::Home.href()}>{ "← Games" }</a></nav>
            <h1>{ "Honor of the Samurai: new game" }</h1>
            if let Some(n) = &p.notice { <p class="notice" role="alert">{ n.clone() }</p> }
            <form class="new-game" {onsubmit}>
                <fieldset>
                    <legend>{ "Players" }</legend>
                    <div class="field">
                        <label for="seats">{ "Number of players" }</label>
                        <select id="seats" onchange={on_seats}>
                            { for (MIN_SEATS..=MAX_SEATS).map(|n| html! {
                                <option value={n.to_string()} selected={*seats == n}>{ n }</option>
                            }) }
                        </select>
                    </div>
                    { for seat_rows }
                </fieldset>
                <fieldset>
                    <legend>{ "Variants" }</legend>
                    { variant(0, "v-kings", "Kings", "A match of 3 games; each game's winner is King of the next and declares a suit illegal.", false) }
                    { variant(1, "v-negative", "Negative heads", "A disgrace costs a head; out at -3 heads.", false) }
                    { variant(2, "v-charges", "Charges", "Before the reveal, add a hand card face down to your army. Lose and be disgraced.", false) }
                    { variant(3, "v-diplomacy", "Diplomacy", "With Kings only: appeal to the King against a Joker.", !variants[0]) }
                </fieldset>
                <div class="field">
                    <label for="stake">{ "Stake per head (optional)" }</label>
                    <input id="stake" type="text" inputmode="numeric" ref={stake} placeholder="0" autocomplete="off" />
                </div>
                <div class="field">
                    <label for="deal-code">{ "Deal code (optional, to replay a deal)" }</label>
                    <input id="deal-code" type="text" ref={code} placeholder="e.g. 1A2B-3C4D" autocomplete="off" />
                </div>
                if let Some(e) = &*error { <p class="error" role="alert">{ e.clone() }</p> }
                if has_save { <p class="hint">{ "Starting replaces the game in progress." }</p> }
                <button type="submit" class="button primary">{ "Start" }</button>
            </form>
        </main>
    }
}
