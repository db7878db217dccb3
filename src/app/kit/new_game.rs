//! One new-game form for every game: who sits where (a choice of modes, or a row per
//! seat), the game's own fields, the optional deal code and Start.

use super::coach_panel::CoachOffer;
use super::model::{bot_name, seat_players, seed_from_code, Player, PlayerKind};
use super::saves::new_seed;
use crate::app::route::Route;
use crate::app::settings::use_settings;
use crate::app::storage;
use crate::core::BotLevel;
use crate::{t, ts};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// A game's new-game page: shown by itself, or on the table page when there is no game.
#[derive(Properties, PartialEq, Clone, Default)]
pub struct NewGameProps {
    /// A message to show first (e.g. why a save could not be resumed).
    #[prop_or_default]
    pub notice: Option<AttrValue>,
    /// Called once the new game is stored (the table page loads it).
    #[prop_or_default]
    pub on_started: Option<Callback<()>>,
}

/// One way to fill the seats, offered as a radio button.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Mode {
    pub value: &'static str,
    pub title: &'static str,
    pub hint: &'static str,
    /// Per seat: a person at this device (`true`) or the computer at the chosen level.
    pub people: &'static [bool],
}

impl Mode {
    pub const fn new(
        value: &'static str,
        title: &'static str,
        hint: &'static str,
        people: &'static [bool],
    ) -> Mode {
        Mode {
            value,
            title,
            hint,
            people,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Seating {
    /// A few fixed line-ups (play one side, two people, watch), and a computer level.
    Modes {
        legend: &'static str,
        modes: &'static [Mode],
    },
    /// A person or a computer level for each seat; from `min` to `places.len()` seats.
    Seats {
        legend: &'static str,
        /// What each seat is, after its number ("bottom of the table"; "" for nothing).
        places: &'static [&'static str],
        min: usize,
        default: usize,
    },
    /// The game's `fields` choose who plays, in words of its own (Judge: two named sides,
    /// computers described by their reaction time, and a queue); [`Start::players`] is
    /// empty and `on_start` reads the choice.
    InFields,
}

/// What the form hands the game when Start is pressed.
#[derive(Clone, Debug, PartialEq)]
pub struct Start {
    /// The chosen mode's value ("" with a row per seat).
    pub mode: &'static str,
    pub players: Vec<Player>,
    pub seed: u64,
}

#[derive(Properties, PartialEq)]
pub struct NewGameFormProps {
    pub game: &'static str,
    /// The page's heading ("Panda: new game").
    pub title: AttrValue,
    #[prop_or_default]
    pub notice: Option<AttrValue>,
    pub seating: Seating,
    /// The game's own fields for the chosen mode (variants, target score, ...).
    #[prop_or_default]
    pub fields: Option<Callback<&'static str, Html>>,
    /// Stores the game (see `start_game`), or says why it cannot start.
    pub on_start: Callback<Start, Result<(), String>>,
    #[prop_or_default]
    pub on_started: Option<Callback<()>>,
    /// Starts the game's guided game, offered until this device answered (see `coach`).
    #[prop_or_default]
    pub coach: Option<Callback<()>>,
    /// Whether seats may be phones that join this device's table (not Judge: its race
    /// needs one clock).
    #[prop_or_default]
    pub phones: bool,
}

/// With fixed line-ups: you here, the other player on their own phone.
fn phone_mode() -> Mode {
    Mode::new(
        "phone",
        ts!("On two phones", "2台のスマホで"),
        ts!(
            "You play here; the other player joins with their own phone on the same Wi-Fi.",
            "あなたはこの端末で、相手は同じ無線ネットワークにつないだ自分のスマホで参加します。"
        ),
        &[true, false],
    )
}

/// The value of [`phone_mode`].
const PHONE_MODE: &str = "phone";

#[function_component(NewGameForm)]
pub fn new_game_form(p: &NewGameFormProps) -> Html {
    let settings = use_settings().settings;
    let first_mode = match &p.seating {
        Seating::Modes { modes, .. } => modes.first().map(|m| m.value).unwrap_or(""),
        Seating::Seats { .. } | Seating::InFields => "",
    };
    let mode = use_state(|| first_mode);
    let level = use_state(|| BotLevel::Medium);
    let count = use_state(|| match &p.seating {
        Seating::Seats { default, .. } => *default,
        Seating::Modes { .. } | Seating::InFields => 0,
    });
    let kinds = use_state(|| {
        let mut k = vec![PlayerKind::Bot(BotLevel::Medium); 8];
        k[0] = PlayerKind::Human;
        k
    });
    let code = use_node_ref();
    let error = use_state(|| None::<String>);
    // Only a save that can be read is a game in progress (one the home page offers as New
    // game, with why, replaces nothing).
    let has_save = storage::saved(p.game) == storage::Saved::Resumable;

    // The seats as chosen now.
    let chosen: Vec<PlayerKind> = match &p.seating {
        Seating::Modes { .. } if *mode == PHONE_MODE => {
            vec![PlayerKind::Human, PlayerKind::Phone]
        }
        Seating::Modes { modes, .. } => modes
            .iter()
            .find(|m| m.value == *mode)
            .map(|m| m.people)
            .unwrap_or(&[])
            .iter()
            .map(|&person| {
                if person {
                    PlayerKind::Human
                } else {
                    PlayerKind::Bot(*level)
                }
            })
            .collect(),
        Seating::Seats { .. } => kinds[..*count].to_vec(),
        Seating::InFields => Vec::new(),
    };

    let onsubmit = {
        let (code, error) = (code.clone(), error.clone());
        let (on_start, on_started) = (p.on_start.clone(), p.on_started.clone());
        let (mode, chosen, game) = (*mode, chosen.clone(), p.game);
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let text = code
                .cast::<HtmlInputElement>()
                .map(|i| i.value())
                .unwrap_or_default();
            let started = seed_from_code(&text).and_then(|seed| {
                let players = seat_players(&chosen, |i| settings.name(i), bot_name);
                let seed = seed.unwrap_or_else(new_seed);
                on_start.emit(Start {
                    mode,
                    players,
                    seed,
                })
            });
            match started {
                Ok(()) => {
                    super::coach_panel::answered(game);
                    error.set(None);
                    if let Some(cb) = &on_started {
                        cb.emit(());
                    }
                }
                Err(message) => error.set(Some(message)),
            }
        })
    };

    let seats = match &p.seating {
        Seating::Modes { legend, modes } => {
            let needs_level = chosen.iter().any(|k| matches!(k, PlayerKind::Bot(_)));
            html! {
                <>
                <fieldset>
                    <legend>{ *legend }</legend>
                    { for modes.iter().map(|m| mode_choice(m, *mode == m.value, &mode)) }
                    if p.phones { { mode_choice(&phone_mode(), *mode == PHONE_MODE, &mode) } }
                </fieldset>
                if needs_level { { level_select(&level) } }
                </>
            }
        }
        Seating::Seats {
            legend,
            places,
            min,
            ..
        } => html! {
            <fieldset>
                <legend>{ *legend }</legend>
                if *min < places.len() { { count_select(*min, places.len(), &count) } }
                { for (0..*count).map(|s| seat_row(s, places[s], &kinds, p.phones)) }
                if p.phones {
                    <p class="hint" data-phone-note="yes">{ ts!(
                        "A phone at this table: a friend plays that seat on their own phone, near you on the same Wi-Fi. This phone holds the game and shows a code for each such seat when you start.",
                        "このテーブルのスマホ：その席は友だちが自分のスマホで遊びます（同じネットワークにつないだ近くのスマホ）。ゲームはこの端末が進め、開始するとその席ごとに参加用のコードを表示します。"
                    ) }</p>
                }
            </fieldset>
        },
        Seating::InFields => Html::default(),
    };
    let fields = p.fields.as_ref().map(|f| f.emit(*mode));
    html! {
        <main class="page narrow" id="main">
            <nav class="crumbs"><a href={Route::Home.href()}>{ ts!("← Games", "← ゲーム一覧") }</a></nav>
            <h1>{ p.title.clone() }</h1>
            if let Some(n) = &p.notice { <p class="notice" role="alert">{ n.clone() }</p> }
            if let Some(learn) = p.coach.clone() {
                <CoachOffer game={p.game} {learn} on_started={p.on_started.clone()} {has_save} />
            }
            <form class="new-game" {onsubmit}>
                { seats }
                { fields.unwrap_or_default() }
                <div class="field">
                    <label for="deal-code">{ ts!("Deal code (optional, to replay a deal)", "配りコード（任意。同じ配りをもう一度遊ぶとき）") }</label>
                    <input id="deal-code" type="text" ref={code} placeholder={ts!("e.g. 1A2B-3C4D", "例：1A2B-3C4D")} autocomplete="off"
                           aria-describedby="deal-code-error" />
                </div>
                // On the screen from the start, with the defaults (main.css: sticky); why a
                // choice cannot start is said here, where the player is looking.
                <div class="start-bar">
                    if let Some(e) = &*error { <p class="error" id="deal-code-error" role="alert">{ e.clone() }</p> }
                    if has_save { <p class="hint">{ ts!("Starting replaces the game in progress.", "始めると進行中のゲームは置き換えられます。") }</p> }
                    <button type="submit" class="button primary">{ ts!("Start", "開始") }</button>
                </div>
            </form>
        </main>
    }
}

fn mode_choice(m: &Mode, checked: bool, mode: &UseStateHandle<&'static str>) -> Html {
    let id = format!("mode-{}", m.value);
    let onchange = {
        let (mode, value) = (mode.clone(), m.value);
        Callback::from(move |_: Event| mode.set(value))
    };
    html! {
        <div class="choice">
            <input type="radio" name="mode" id={id.clone()} value={m.value} {checked} {onchange} />
            <label for={id}><strong>{ m.title }</strong><span class="hint">{ m.hint }</span></label>
        </div>
    }
}

fn level_select(level: &UseStateHandle<BotLevel>) -> Html {
    let onchange = {
        let level = level.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlSelectElement>().value();
            level.set(BotLevel::offered(&v).unwrap_or(BotLevel::Medium))
        })
    };
    html! {
        <div class="field">
            <label for="level">{ ts!("Computer level", "コンピューターのレベル") }</label>
            <select id="level" {onchange}>
                { for BotLevel::OFFERED.iter().map(|l| html! {
                    <option value={l.name()} selected={**level == *l}>{ l.label() }</option>
                }) }
            </select>
        </div>
    }
}

fn count_select(min: usize, max: usize, count: &UseStateHandle<usize>) -> Html {
    let onchange = {
        let count = count.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlSelectElement>().value();
            count.set(v.parse().unwrap_or(min).clamp(min, max));
        })
    };
    html! {
        <div class="field">
            <label for="seats">{ ts!("Number of players", "人数") }</label>
            <select id="seats" {onchange}>
                { for (min..=max).map(|n| html! {
                    <option value={n.to_string()} selected={**count == n}>{ n }</option>
                }) }
            </select>
        </div>
    }
}

fn seat_row(s: usize, place: &str, kinds: &UseStateHandle<Vec<PlayerKind>>, phones: bool) -> Html {
    let onchange = {
        let kinds = kinds.clone();
        Callback::from(move |e: Event| {
            let mut k = (*kinds).clone();
            k[s] = PlayerKind::from_value(&e.target_unchecked_into::<HtmlSelectElement>().value());
            kinds.set(k);
        })
    };
    let id = format!("seat-{s}");
    let current = kinds[s].value();
    let n = s + 1;
    let label = if place.is_empty() {
        t!("Seat {n}", "{n}番の席")
    } else {
        t!("Seat {n} ({place})", "{n}番の席（{place}）")
    };
    html! {
        <div class="field">
            <label for={id.clone()}>{ label }</label>
            <select {id} {onchange}>
                <option value="human" selected={current == "human"}>{ ts!("A person at this device", "この端末の人") }</option>
                if phones {
                    <option value="phone" selected={current == "phone"}>{ ts!("A phone at this table", "このテーブルのスマホ") }</option>
                }
                { for BotLevel::OFFERED.iter().map(|l| html! {
                    <option value={l.name()} selected={current == l.name()}>{ t!("Computer, {level}", "コンピューター（{level}）"; level = l.label()) }</option>
                }) }
            </select>
        </div>
    }
}
