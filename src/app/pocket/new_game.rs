//! The new-game dialog: who plays, who picks first, the computer's level, a deal code.

use super::ID;
use crate::app::route::{navigate, Route};
use crate::app::settings::use_settings;
use crate::app::storage;
use crate::app::table::{self, Player, PlayerKind, TableSetup};
use crate::core::{BotLevel, Session};
use crate::games::pocket::{PocketConfig, PocketState};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    /// A message to show first (e.g. why a save could not be resumed).
    #[prop_or_default]
    pub notice: Option<AttrValue>,
    /// Called once the new game is stored (the table page reloads it).
    #[prop_or_default]
    pub on_started: Option<Callback<()>>,
}

/// Stores a new game, then opens the table.
pub fn start(setup: TableSetup, config: PocketConfig, seed: u64) {
    let session = Session::<PocketState>::new(config, seed);
    table::store(&session, &setup);
    navigate(Route::Play(ID));
}

#[function_component(NewGame)]
pub fn new_game(p: &NewGameProps) -> Html {
    let settings = use_settings().settings;
    let mode = use_state(|| "computer".to_string());
    let level = use_state(|| BotLevel::Medium);
    let first = use_state(|| "0".to_string());
    let code = use_node_ref();
    let error = use_state(|| None::<String>);
    let has_save = storage::read_save(ID).is_some();

    let on_mode = {
        let mode = mode.clone();
        Callback::from(move |e: Event| {
            mode.set(e.target_unchecked_into::<HtmlInputElement>().value())
        })
    };
    let on_level = {
        let level = level.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlSelectElement>().value();
            level.set(
                BotLevel::OFFERED
                    .into_iter()
                    .find(|l| l.name() == v)
                    .unwrap_or(BotLevel::Medium),
            )
        })
    };
    let on_first = {
        let first = first.clone();
        Callback::from(move |e: Event| {
            first.set(e.target_unchecked_into::<HtmlSelectElement>().value())
        })
    };
    let onsubmit = {
        let (mode, level, first, code, error) = (
            mode.clone(),
            level.clone(),
            first.clone(),
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
            let human = |i: usize| Player {
                name: settings.name(i),
                kind: PlayerKind::Human,
            };
            let bot = |l: BotLevel| Player {
                name: table::bot_name(l),
                kind: PlayerKind::Bot(l),
            };
            let players = match mode.as_str() {
                "two" => vec![human(0), human(1)],
                "watch" => vec![
                    Player {
                        name: format!("{} A", table::bot_name(*level)),
                        ..bot(*level)
                    },
                    Player {
                        name: format!("{} B", table::bot_name(*level)),
                        ..bot(*level)
                    },
                ],
                _ => vec![human(0), bot(*level)],
            };
            let first_player = match first.as_str() {
                "1" => 1,
                "lot" => (seed >> 7) as usize % 2,
                _ => 0,
            };
            let config = PocketConfig {
                first_player,
                ..PocketConfig::default()
            };
            start(TableSetup { players }, config, seed);
            if let Some(cb) = &on_started {
                cb.emit(());
            }
        })
    };
    let radio = |value: &'static str, text: &'static str, hint: &'static str| {
        let id = format!("mode-{value}");
        html! {
            <div class="choice">
                <input type="radio" name="mode" id={id.clone()} value={value} checked={*mode == value} onchange={on_mode.clone()} />
                <label for={id}><strong>{ text }</strong><span class="hint">{ hint }</span></label>
            </div>
        }
    };
    let needs_bot = *mode != "two";
    let (first_a, first_b) = match mode.as_str() {
        "two" => (
            format!("{} (player 1)", settings.name(0)),
            format!("{} (player 2)", settings.name(1)),
        ),
        "watch" => ("Computer A".to_string(), "Computer B".to_string()),
        _ => ("You".to_string(), "The computer".to_string()),
    };
    html! {
        <main class="page narrow" id="main">
            <nav class="crumbs"><a href={Route::Home.href()}>{ "← Games" }</a></nav>
            <h1>{ "Pocket Samurai: new game" }</h1>
            if let Some(n) = &p.notice { <p class="notice" role="alert">{ n.clone() }</p> }
            <form class="new-game" {onsubmit}>
                <fieldset>
                    <legend>{ "Who plays" }</legend>
                    { radio("computer", "You against the computer", "Draft a hand, then duel the computer.") }
                    { radio("two", "Two players", "Pass the device: face-down cards stay hidden behind a hand-over screen.") }
                    { radio("watch", "Watch the computer", "Both samurai played by the computer.") }
                </fieldset>
                if needs_bot {
                    <div class="field">
                        <label for="level">{ "Computer level" }</label>
                        <select id="level" onchange={on_level}>
                            { for BotLevel::OFFERED.iter().map(|l| html! {
                                <option value={l.name()} selected={*level == *l}>{ l.name() }</option>
                            }) }
                        </select>
                    </div>
                }
                <div class="field">
                    <label for="first">{ "Who picks first (the other picks first in the second Dojo)" }</label>
                    <select id="first" onchange={on_first}>
                        <option value="0" selected={*first == "0"}>{ first_a }</option>
                        <option value="1" selected={*first == "1"}>{ first_b }</option>
                        <option value="lot" selected={*first == "lot"}>{ "Draw lots" }</option>
                    </select>
                </div>
                <div class="field">
                    <label for="deal-code">{ "Deal code (optional, to replay a deal)" }</label>
                    <input id="deal-code" type="text" ref={code} placeholder="e.g. 1A2B-3C4D" autocomplete="off"
                           aria-describedby="deal-code-error" />
                    if let Some(e) = &*error { <p class="error" id="deal-code-error" role="alert">{ e.clone() }</p> }
                </div>
                if has_save { <p class="hint">{ "Starting replaces the game in progress." }</p> }
                <button type="submit" class="button primary">{ "Start" }</button>
            </form>
        </main>
    }
}
