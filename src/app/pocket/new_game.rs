//! The new-game page: who plays, who picks first, the computer's level, a deal code.

use super::ID;
use crate::app::kit::{start_game, Mode, NewGameForm, NewGameProps, Seating, Start, TableSetup};
use crate::app::settings::{use_settings, Settings};
use crate::games::pocket::{PocketConfig, PocketState};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

const MODES: &[Mode] = &[
    Mode {
        value: "computer",
        title: "You against the computer",
        hint: "Draft a hand, then duel the computer.",
        people: &[true, false],
    },
    Mode {
        value: "two",
        title: "Two players",
        hint: "Pass the device: face-down cards stay hidden behind a hand-over screen.",
        people: &[true, true],
    },
    Mode {
        value: "watch",
        title: "Watch the computer",
        hint: "Both samurai played by the computer.",
        people: &[false, false],
    },
];

#[function_component(NewGame)]
pub fn new_game(p: &NewGameProps) -> Html {
    let settings = use_settings().settings;
    // Who picks first: "0", "1" (the seats) or "lot".
    let first = use_state(|| "0");
    let fields = {
        let first = first.clone();
        Callback::from(move |mode: &'static str| first_field(mode, &first, &settings))
    };
    let on_start = {
        let first = *first;
        Callback::from(move |mut start: Start| {
            // The two computers of a watched game are told apart by a letter.
            if start.mode == "watch" {
                for (player, letter) in start.players.iter_mut().zip(["A", "B"]) {
                    player.name = format!("{} {letter}", player.name);
                }
            }
            let first_player = match first {
                "1" => 1,
                "lot" => (start.seed >> 7) as usize % 2,
                _ => 0,
            };
            let config = PocketConfig {
                first_player,
                ..PocketConfig::default()
            };
            let setup = TableSetup::of(start.players);
            start_game::<PocketState, _>(config, start.seed, &setup);
            Ok(())
        })
    };
    html! {
        <NewGameForm game={ID} title="Pocket Samurai: new game" notice={p.notice.clone()}
                     seating={Seating::Modes { legend: "Who plays", modes: MODES }}
                     {fields} {on_start} phones=true on_started={p.on_started.clone()} coach={Callback::from(|()| super::coach::start())} />
    }
}

/// The "Who picks first" field, its choices named for the chosen mode.
fn first_field(mode: &str, first: &UseStateHandle<&'static str>, settings: &Settings) -> Html {
    let (first_a, first_b) = match mode {
        "two" => (
            format!("{} (player 1)", settings.name(0)),
            format!("{} (player 2)", settings.name(1)),
        ),
        "watch" => ("Computer A".to_string(), "Computer B".to_string()),
        _ => ("You".to_string(), "The computer".to_string()),
    };
    let onchange = {
        let first = first.clone();
        Callback::from(move |e: Event| {
            first.set(
                match e
                    .target_unchecked_into::<HtmlSelectElement>()
                    .value()
                    .as_str()
                {
                    "1" => "1",
                    "lot" => "lot",
                    _ => "0",
                },
            )
        })
    };
    html! {
        <div class="field">
            <label for="first">{ "Who picks first (the other picks first in the second Dojo)" }</label>
            <select id="first" {onchange}>
                <option value="0" selected={**first == "0"}>{ first_a }</option>
                <option value="1" selected={**first == "1"}>{ first_b }</option>
                <option value="lot" selected={**first == "lot"}>{ "Draw lots" }</option>
            </select>
        </div>
    }
}
