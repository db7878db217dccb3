//! The new-game page: who plays, who picks first, the computer's level, a deal code.

use super::ID;
use crate::app::kit::{per_lang, start_game, Mode, NewGameForm, NewGameProps, Seating, Start, TableSetup};
use crate::app::settings::{use_settings, Settings};
use crate::games::pocket::{PocketConfig, PocketState};
use web_sys::HtmlSelectElement;
use crate::{t, ts};
use yew::prelude::*;

/// The ways to play, in the reader's language (made once per language: the form keeps
/// them for the page's life).
fn modes() -> &'static [Mode] {
    per_lang(|| {
        vec![
        Mode {
            value: "computer",
            title: ts!("You against the computer", "あなた対コンピューター"),
            hint: ts!(
                "Draft a hand, then duel the computer.",
                "手札をドラフトで作り、コンピューターと決闘します。"
            ),
            people: &[true, false],
        },
        Mode {
            value: "two",
            title: ts!("Two players", "2人で対戦"),
            hint: ts!(
                "Pass the device: face-down cards stay hidden behind a hand-over screen.",
                "端末を渡して遊びます。伏せたカードは受け渡し画面の陰に隠れます。"
            ),
            people: &[true, true],
        },
        Mode {
            value: "watch",
            title: ts!("Watch the computer", "コンピューター同士を観戦"),
            hint: ts!(
                "Both samurai played by the computer.",
                "両方の侍をコンピューターが操ります。"
            ),
            people: &[false, false],
        },
        ]
    })
}

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
        <NewGameForm game={ID} title={ts!("Pocket Samurai: new game", "ポケット侍：新しいゲーム")} notice={p.notice.clone()}
                     seating={Seating::Modes { legend: ts!("Who plays", "対戦の形"), modes: modes() }}
                     {fields} {on_start} phones=true on_started={p.on_started.clone()} coach={Callback::from(|()| super::coach::start())} />
    }
}

/// The "Who picks first" field, its choices named for the chosen mode.
fn first_field(mode: &str, first: &UseStateHandle<&'static str>, settings: &Settings) -> Html {
    let (first_a, first_b) = match mode {
        "two" => (
            t!("{name} (player 1)", "{name}（プレイヤー1）"; name = settings.name(0)),
            t!("{name} (player 2)", "{name}（プレイヤー2）"; name = settings.name(1)),
        ),
        "watch" => (
            ts!("Computer A", "コンピューターA").to_string(),
            ts!("Computer B", "コンピューターB").to_string(),
        ),
        _ => (
            ts!("You", "あなた").to_string(),
            ts!("The computer", "コンピューター").to_string(),
        ),
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
            <label for="first">{ ts!("Who picks first (the other picks first in the second Dojo)", "先に取る人（2つ目の道場ではもう一方が先）") }</label>
            <select id="first" {onchange}>
                <option value="0" selected={**first == "0"}>{ first_a }</option>
                <option value="1" selected={**first == "1"}>{ first_b }</option>
                <option value="lot" selected={**first == "lot"}>{ ts!("Draw lots", "くじで決める") }</option>
            </select>
        </div>
    }
}
