//! The new-game dialog: four seats (people or computer levels), target score, deal code.

use super::ID;
use crate::app::route::{navigate, Route};
use crate::app::settings::use_settings;
use crate::app::storage;
use crate::app::table::{self, Player, PlayerKind, TableSetup};
use crate::core::{BotLevel, Session};
use crate::games::panda::{PandaConfig, PandaState, SEATS};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    #[prop_or_default]
    pub notice: Option<AttrValue>,
    #[prop_or_default]
    pub on_started: Option<Callback<()>>,
}

/// Computer players' names, so the three bots are told apart.
const BOT_NAMES: [&str; 4] = ["Kaito", "Mei", "Haruto", "Yui"];
const PLACES: [&str; 4] = [
    "bottom of the table",
    "on your left",
    "your partner, across",
    "on your right",
];
pub const TARGETS: [i32; 3] = [200, 500, 1000];

#[function_component(NewGame)]
pub fn new_game(p: &NewGameProps) -> Html {
    let settings = use_settings().settings;
    let kinds = use_state(|| {
        let mut k = vec![PlayerKind::Bot(BotLevel::Medium); SEATS];
        k[0] = PlayerKind::Human;
        k
    });
    let target = use_state(|| 1000i32);
    let code = use_node_ref();
    let error = use_state(|| None::<String>);
    let has_save = storage::read_save(ID).is_some();

    let on_target = {
        let target = target.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlSelectElement>().value();
            target.set(v.parse().unwrap_or(1000));
        })
    };
    let onsubmit = {
        let (kinds, target, code, error) =
            (kinds.clone(), target.clone(), code.clone(), error.clone());
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
            let mut humans = 0;
            let players = (0..SEATS)
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
            let config = PandaConfig {
                target_score: *target,
            };
            let session = Session::<PandaState>::new(config, seed);
            table::store(&session, &TableSetup { players });
            navigate(Route::Play(ID));
            if let Some(cb) = &on_started {
                cb.emit(());
            }
        })
    };

    let seat_rows = (0..SEATS).map(|s| {
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
                <label for={id.clone()}>{ format!("Seat {} ({})", s + 1, PLACES[s]) }</label>
                <select {id} {onchange}>
                    <option value="human" selected={current == "human"}>{ "A person at this device" }</option>
                    { for BotLevel::OFFERED.iter().map(|l| html! {
                        <option value={l.name()} selected={current == l.name()}>{ format!("Computer, {}", l.name()) }</option>
                    }) }
                </select>
            </div>
        }
    });
    html! {
        <main class="page narrow" id="main">
            <nav class="crumbs"><a href={Route::Home.href()}>{ "← Games" }</a></nav>
            <h1>{ "Panda: new game" }</h1>
            if let Some(n) = &p.notice { <p class="notice" role="alert">{ n.clone() }</p> }
            <form class="new-game" {onsubmit}>
                <fieldset>
                    <legend>{ "Players (seats 1 and 3 are partners against seats 2 and 4)" }</legend>
                    { for seat_rows }
                </fieldset>
                <div class="field">
                    <label for="target">{ "Play to" }</label>
                    <select id="target" onchange={on_target}>
                        { for TARGETS.iter().map(|t| html! {
                            <option value={t.to_string()} selected={*target == *t}>{ format!("{t} points") }</option>
                        }) }
                    </select>
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
