//! The new-game dialog: who sits on each side (a person or a computer level, named by its
//! reaction time), the queue, the timing settings, the keys and a deal code.

use super::keys::{key_label, KeyMap};
use super::setup::JudgeTable;
use super::ID;
use crate::app::route::{navigate, Route};
use crate::app::settings::use_settings;
use crate::app::storage;
use crate::app::table::{self, Player, PlayerKind};
use crate::core::{BotLevel, Session};
use crate::games::judge::{Hand, JudgeConfig, JudgeState, Profile};
use web_sys::{HtmlInputElement, HtmlSelectElement, KeyboardEvent};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    #[prop_or_default]
    pub notice: Option<AttrValue>,
    #[prop_or_default]
    pub on_started: Option<Callback<()>>,
}

/// Stores a new game and opens the table.
pub fn start(table: JudgeTable, config: JudgeConfig, seed: u64) {
    let session = Session::<JudgeState>::new(config, seed);
    table::store(&session, &table);
    navigate(Route::Play(ID));
}

pub fn level_text(level: BotLevel) -> String {
    format!(
        "Computer, {} ({})",
        level.name(),
        Profile::of(level).describe()
    )
}

fn kind_value(kind: &Option<BotLevel>) -> &'static str {
    match kind {
        None => "human",
        Some(l) => l.name(),
    }
}

fn parse_kind(v: &str) -> Option<BotLevel> {
    BotLevel::OFFERED.into_iter().find(|l| l.name() == v)
}

#[function_component(NewGame)]
pub fn new_game(p: &NewGameProps) -> Html {
    let settings = use_settings().settings;
    // None: a person; Some(level): a computer.
    let seats = use_state(|| [None, Some(BotLevel::Medium)]);
    let waiting = use_state(|| 0usize);
    let keys = use_state(KeyMap::load);
    let window = use_node_ref();
    let timeout = use_node_ref();
    let countdown = use_node_ref();
    let code = use_node_ref();
    let error = use_state(|| None::<String>);
    let has_save = storage::read_save(ID).is_some();

    let on_seat = |seat: usize| {
        let seats = seats.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlSelectElement>().value();
            let mut s = *seats;
            s[seat] = parse_kind(&v);
            seats.set(s);
        })
    };
    let on_waiting = {
        let waiting = waiting.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlSelectElement>().value();
            waiting.set(v.parse().unwrap_or(0));
        })
    };
    // A key field takes the next key pressed in it (Tab still moves on).
    let key_field = |seat: usize, hand: Hand, label: &str| {
        let id = format!(
            "key-{}-{}",
            seat,
            if hand == Hand::Hit { "hit" } else { "defend" }
        );
        let keys_state = keys.clone();
        let onkeydown = Callback::from(move |e: KeyboardEvent| {
            let code = e.code();
            if code == "Tab" || code.starts_with("Shift") || code.is_empty() {
                return;
            }
            e.prevent_default();
            let mut k = (*keys_state).clone();
            k.set(seat, hand, code);
            keys_state.set(k);
        });
        html! {
            <div class="field key-field">
                <label for={id.clone()}>{ label.to_string() }</label>
                <input id={id} type="text" readonly=true value={key_label(keys.key(seat, hand))} {onkeydown}
                       aria-describedby="keys-hint" />
            </div>
        }
    };

    let onsubmit = {
        let (seats, waiting, keys, error) =
            (seats.clone(), waiting.clone(), keys.clone(), error.clone());
        let (window, timeout, code) = (window.clone(), timeout.clone(), code.clone());
        let countdown = countdown.clone();
        let settings = settings.clone();
        let on_started = p.on_started.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let value = |r: &NodeRef| {
                r.cast::<HtmlInputElement>()
                    .map(|i| i.value())
                    .unwrap_or_default()
            };
            let seed = match table::seed_from_field(&code) {
                Ok(seed) => seed,
                Err(message) => {
                    error.set(Some(message));
                    return;
                }
            };
            if !keys.is_valid() {
                error.set(Some("Each of the four keys must be different.".into()));
                return;
            }
            let ms = |r: &NodeRef, default: u32| value(r).trim().parse::<u32>().unwrap_or(default);
            let config = JudgeConfig {
                response_window_ms: ms(&window, 500),
                round_timeout_ms: ms(&timeout, 3000),
                countdown_ms: ms(&countdown, 2400),
                ..JudgeConfig::default()
            }
            .normalized();
            keys.store();
            // People take the names from the settings in order; computers are named by level.
            let mut person = 0;
            let mut next_person = || {
                let name = settings.name(person);
                person += 1;
                Player {
                    name,
                    kind: PlayerKind::Human,
                }
            };
            let players: Vec<Player> = seats
                .iter()
                .map(|k| match k {
                    None => next_person(),
                    Some(level) => Player {
                        name: format!("Computer ({})", level.name()),
                        kind: PlayerKind::Bot(*level),
                    },
                })
                .collect();
            let queue = (0..*waiting).map(|_| next_person()).collect();
            start(JudgeTable { players, queue }, config, seed);
            if let Some(cb) = &on_started {
                cb.emit(());
            }
        })
    };
    let seat_select = |seat: usize, label: &str| {
        let id = format!("seat-{seat}");
        html! {
            <div class="field">
                <label for={id.clone()}>{ label.to_string() }</label>
                <select id={id} onchange={on_seat(seat)}>
                    <option value="human" selected={seats[seat].is_none()}>{ "A person" }</option>
                    { for BotLevel::OFFERED.iter().map(|l| html! {
                        <option value={l.name()} selected={kind_value(&seats[seat]) == l.name()}>{ level_text(*l) }</option>
                    }) }
                </select>
            </div>
        }
    };
    let defaults = JudgeConfig::default();
    html! {
        <main class="page narrow" id="main">
            <nav class="crumbs"><a href={Route::Home.href()}>{ "← Games" }</a></nav>
            <h1>{ "Judge: new game" }</h1>
            if let Some(n) = &p.notice { <p class="notice" role="alert">{ n.clone() }</p> }
            <form class="new-game" {onsubmit}>
                <fieldset>
                    <legend>{ "Who races" }</legend>
                    { seat_select(0, "Near side (bottom)") }
                    { seat_select(1, "Far side (top)") }
                    <div class="field">
                        <label for="waiting">{ "More people waiting (the winner stays on)" }</label>
                        <select id="waiting" onchange={on_waiting}>
                            { for (0..=4usize).map(|n| html! { <option value={n.to_string()} selected={*waiting == n}>{ n }</option> }) }
                        </select>
                    </div>
                </fieldset>
                <fieldset>
                    <legend>{ "Keys (two players can share one keyboard)" }</legend>
                    <div class="key-grid">
                        { key_field(0, Hand::Hit, "Near: hit") }
                        { key_field(0, Hand::Defend, "Near: defend") }
                        { key_field(1, Hand::Hit, "Far: hit") }
                        { key_field(1, Hand::Defend, "Far: defend") }
                    </div>
                    <p class="hint" id="keys-hint">{ "Click a field and press the key you want. Hold the key while your hand is on a head: letting go early loses the round." }</p>
                </fieldset>
                <fieldset>
                    <legend>{ "Timing" }</legend>
                    <div class="field">
                        <label for="window">{ "Response window (ms): time to answer the first hand" }</label>
                        <input id="window" type="number" min="150" max="2000" step="50" ref={window} value={defaults.response_window_ms.to_string()} />
                    </div>
                    <div class="field">
                        <label for="countdown">{ "Countdown (ms): from \"3\" to \"flip!\"" }</label>
                        <input id="countdown" type="number" min="900" max="6000" step="100" ref={countdown} value={defaults.countdown_ms.to_string()} />
                    </div>
                    <div class="field">
                        <label for="timeout">{ "Round time-out (ms): no hand by then, the pot" }</label>
                        <input id="timeout" type="number" min="1000" max="10000" step="100" ref={timeout} value={defaults.round_timeout_ms.to_string()} />
                    </div>
                </fieldset>
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
