//! The new-game page: who sits on each side (a person or a computer level, named by its
//! reaction time), the queue, the keys and the timing, in the kit's form (which adds the
//! deal code and Start). The sides are Judge's own fields (`Seating::InFields`): their
//! labels and the computers' reaction times are not the kit's seat rows.

use super::keys::{key_label, touch_screen, KeyMap};
use super::setup::JudgeTable;
use super::ID;
use crate::app::kit::model::seat_players;
use crate::app::kit::{
    bot_name, start_game, NewGameForm, NewGameProps, Player, PlayerKind, Seating, Start,
};
use crate::app::settings::use_settings;
use crate::core::BotLevel;
use crate::games::judge::{Hand, JudgeConfig, JudgeState, Profile};
use web_sys::{HtmlInputElement, HtmlSelectElement, KeyboardEvent};
use yew::prelude::*;

/// The option's words: short, so the list shows them whole on a 360 px phone; the
/// reaction time is said under the list ([`level_about`]).
fn level_text(level: BotLevel) -> String {
    crate::games::judge::cards::said!("Computer, {level}", "コンピューター（{level}）"; level = level.label())
}

/// Under a side's list when a computer sits there: "Reacts in about 420 ms, 9% mistakes."
fn level_about(level: BotLevel) -> String {
    let p = Profile::of(level);
    crate::t!(
        "Reacts in about {ms} ms, {pc}% mistakes.",
        "反応は約{ms}ミリ秒、ミスは{pc}%です。";
        ms = p.reaction_ms.round() as i64,
        pc = (p.mistakes * 100.0).round() as i64
    )
}

#[function_component(NewGame)]
pub fn new_game(p: &NewGameProps) -> Html {
    let settings = use_settings().settings;
    let seats = use_state(|| [PlayerKind::Human, PlayerKind::Bot(BotLevel::Medium)]);
    let waiting = use_state(|| 0usize);
    let keys = use_state(KeyMap::load);
    let window = use_node_ref();
    let timeout = use_node_ref();
    let countdown = use_node_ref();

    let on_start = {
        let (seats, waiting, keys) = (seats.clone(), waiting.clone(), keys.clone());
        let (window, timeout, countdown) = (window.clone(), timeout.clone(), countdown.clone());
        Callback::from(move |start: Start| {
            if !keys.is_valid() {
                return Err(crate::ts!(
                    "Each of the four keys must be different.",
                    "4つのキーはすべて別のキーにしてください。"
                )
                .to_string());
            }
            let ms = |r: &NodeRef, default: u32| {
                r.cast::<HtmlInputElement>()
                    .and_then(|i| i.value().trim().parse::<u32>().ok())
                    .unwrap_or(default)
            };
            let config = JudgeConfig {
                response_window_ms: ms(&window, 500),
                round_timeout_ms: ms(&timeout, 3000),
                countdown_ms: ms(&countdown, 2400),
                ..JudgeConfig::default()
            }
            .normalized();
            keys.store();
            // People take the names from the settings in order, the queue after the seats;
            // computers are named by level.
            let players = seat_players(&*seats, |i| settings.name(i), bot_name);
            let seated = seats.iter().filter(|k| **k == PlayerKind::Human).count();
            // A queue waits at one device: not with a phone at the table.
            let waiting = if seats.contains(&PlayerKind::Phone) { 0 } else { *waiting };
            let queue = (seated..seated + waiting)
                .map(|i| Player {
                    name: settings.name(i),
                    kind: PlayerKind::Human,
                })
                .collect();
            start_game::<JudgeState, _>(config, start.seed, &JudgeTable { players, queue, ..JudgeTable::default() });
            Ok(())
        })
    };

    let seat_select = |seat: usize, label: &str| {
        let id = format!("seat-{seat}");
        let onchange = {
            let seats = seats.clone();
            Callback::from(move |e: Event| {
                let mut s = (*seats).clone();
                s[seat] =
                    PlayerKind::from_value(&e.target_unchecked_into::<HtmlSelectElement>().value());
                seats.set(s);
            })
        };
        let current = seats[seat].value();
        let about = match seats[seat] {
            PlayerKind::Bot(level) => Some(level_about(level)),
            PlayerKind::Phone => Some(crate::ts!(
                "Each phone times its own player from its own flip: the network decides nothing. After Start, that phone scans the code this phone shows.",
                "それぞれのスマホが自分の画面でめくれた瞬間から自分のプレイヤーの時間を測るので、通信の速さで勝負は決まりません。開始のあと、相手のスマホでこのスマホに表示されるコードを読み取ります。"
            ).to_string()),
            PlayerKind::Human => None,
        };
        let about_id = format!("seat-{seat}-about");
        html! {
            <div class="field">
                <label for={id.clone()}>{ label.to_string() }</label>
                <select {id} {onchange} aria-describedby={about.is_some().then(|| about_id.clone())}>
                    <option value="human" selected={current == "human"}>{ crate::ts!("A person", "人間（この端末）") }</option>
                    // Two phones (issue 34): the far side races on its own phone, paired by a code.
                    if seat == 1 {
                        <option value="phone" selected={current == "phone"}>{ crate::ts!("Another phone", "別のスマホ") }</option>
                    }
                    { for BotLevel::OFFERED.iter().map(|l| html! {
                        <option value={l.name()} selected={current == l.name()}>{ level_text(*l) }</option>
                    }) }
                </select>
                if let Some(about) = about { <p class="hint level-about" id={about_id}>{ about }</p> }
                if seats[seat] == PlayerKind::Phone { <super::calibrate::Calibration /> }
            </div>
        }
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
    let on_waiting = {
        let waiting = waiting.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlSelectElement>().value();
            waiting.set(v.parse().unwrap_or(0));
        })
    };
    let defaults = JudgeConfig::default();
    let touch = touch_screen();
    let fields = html! {
        <>
        <fieldset class="judge-seats">
            <legend>{ crate::ts!("Who races", "対戦する人") }</legend>
            { seat_select(0, crate::ts!("Near side (bottom)", "手前側（下）")) }
            { seat_select(1, crate::ts!("Far side (top)", "奥側（上）")) }
            <div class="field">
                <label for="waiting">{ crate::ts!("More people waiting", "順番を待つ人数") }</label>
                <select id="waiting" onchange={on_waiting} aria-describedby={(*waiting > 0).then_some("waiting-about")}>
                    { for (0..=4usize).map(|n| html! { <option value={n.to_string()} selected={*waiting == n}>{ n }</option> }) }
                </select>
                if *waiting > 0 { <p class="hint level-about" id="waiting-about">{ crate::ts!("The winner stays on: the first in line plays the winner next.", "勝った人が残り、順番の先頭の人が次に勝った人と対戦します。") }</p> }
            </div>
        </fieldset>
        // A touch screen plays by tapping the targets: the keys are there when asked for.
        <details class="judge-more judge-keys" open={!touch}>
            <summary>{ crate::ts!("Keyboard keys", "キーボードのキー") }</summary>
            <p class="hint">{ crate::ts!("Two players can share one keyboard.", "二人で1台のキーボードを使えます。") }</p>
            <div class="key-grid">
                { key_field(0, Hand::Hit, crate::ts!("Near: hit", "手前：叩く")) }
                { key_field(0, Hand::Defend, crate::ts!("Near: defend", "手前：守る")) }
                { key_field(1, Hand::Hit, crate::ts!("Far: hit", "奥：叩く")) }
                { key_field(1, Hand::Defend, crate::ts!("Far: defend", "奥：守る")) }
            </div>
            <p class="hint" id="keys-hint">{ crate::ts!("Click a field and press the key you want. Hold the key while your hand is on a head: letting go early loses the round.",
                                                      "欄をクリックして、使いたいキーを押してください。頭に手を置いている間はキーを押し続けます。早く離すとその回は負けです。") }</p>
        </details>
        // The defaults suit a first game: the timing is there when asked for.
        <details class="judge-more judge-timing">
            <summary>{ crate::ts!("Timing", "時間の設定") }</summary>
            <div class="field">
                <label for="window">{ crate::ts!("Response window (ms): time to answer the first hand", "応答時間（ミリ秒）：最初の手に応じるまでの時間") }</label>
                <input id="window" type="number" min="150" max="2000" step="50" ref={window} value={defaults.response_window_ms.to_string()} />
            </div>
            <div class="field">
                <label for="countdown">{ crate::ts!("Countdown (ms): from \"3\" to \"flip!\"", "カウントダウン（ミリ秒）：「3」から「勝負！」まで") }</label>
                <input id="countdown" type="number" min="900" max="6000" step="100" ref={countdown} value={defaults.countdown_ms.to_string()} />
            </div>
            <div class="field">
                <label for="timeout">{ crate::ts!("Round time-out (ms): no hand by then, nobody wins", "制限時間（ミリ秒）：それまでに手がなければ持ち越し") }</label>
                <input id="timeout" type="number" min="1000" max="10000" step="100" ref={timeout} value={defaults.round_timeout_ms.to_string()} />
            </div>
        </details>
        </>
    };
    html! {
        <NewGameForm game={ID} title={crate::ts!("Judge: new game", "花札ジャッジ：新しいゲーム")} notice={p.notice.clone()} seating={Seating::InFields}
                     fields={Callback::from(move |_| fields.clone())}
                     {on_start} on_started={p.on_started.clone()} coach={Callback::from(|()| super::coach::start())} />
    }
}
