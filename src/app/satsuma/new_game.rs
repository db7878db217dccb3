//! The new-game dialog: sides, opponent level, optional deal code.

use super::ID;
use crate::app::route::{navigate, Route};
use crate::app::settings::use_settings;
use crate::app::storage;
use crate::app::table::{self, Player, PlayerKind, TableSetup};
use crate::core::{BotLevel, Session};
use crate::games::satsuma::SatsumaState;
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

/// Starts a game: stores it, then opens the table.
pub fn start(setup: TableSetup, seed: u64) {
    let session = Session::<SatsumaState>::new(Default::default(), seed);
    table::store(&session, &setup);
    navigate(Route::Play(ID));
}

#[function_component(NewGame)]
pub fn new_game(p: &NewGameProps) -> Html {
    let settings = use_settings().settings;
    let mode = use_state(|| "samurai".to_string());
    let level = use_state(|| BotLevel::Medium);
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
            level.set(
                match e
                    .target_unchecked_into::<HtmlSelectElement>()
                    .value()
                    .as_str()
                {
                    "easy" => BotLevel::Easy,
                    "hard" => BotLevel::Hard,
                    _ => BotLevel::Medium,
                },
            )
        })
    };
    let onsubmit = {
        let (mode, level, code, error) = (mode.clone(), level.clone(), code.clone(), error.clone());
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
            let bot = || Player {
                name: table::bot_name(*level),
                kind: PlayerKind::Bot(*level),
            };
            let players = match mode.as_str() {
                "imperials" => vec![bot(), human(0)],
                "two" => vec![human(0), human(1)],
                "watch" => vec![bot(), bot()],
                _ => vec![human(0), bot()],
            };
            start(TableSetup { players }, seed);
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
    html! {
        <main class="page narrow" id="main">
            <nav class="crumbs"><a href={Route::Home.href()}>{ "← Games" }</a></nav>
            <h1>{ "Satsuma Rebellion: new game" }</h1>
            if let Some(n) = &p.notice { <p class="notice" role="alert">{ n.clone() }</p> }
            <form class="new-game" {onsubmit}>
                <fieldset>
                    <legend>{ "Who plays" }</legend>
                    { radio("samurai", "Play the Samurai", "You attack first, against the computer's Imperials.") }
                    { radio("imperials", "Play the Imperials", "The computer leads the rebellion.") }
                    { radio("two", "Two players", "Pass the device: Samurai against Imperials.") }
                    { radio("watch", "Watch the computer", "Both sides played by the computer.") }
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
