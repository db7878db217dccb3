//! The host's side of pairing: for a phone seat, a fresh offer as a QR code (a link to this
//! app with the code in its fragment) and as text, and the field for the phone's answer.
//! The lobby lists the seats still to join; the table's More sheet offers a fresh code for
//! a phone that dropped.

use super::code::answer_for;
use super::links;
use super::qr::QrPicture;
use super::scan::Scanner;
use crate::core::Seat;
use crate::{t, ts};
use gloo::timers::callback::Timeout;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// How long the host waits for the channel once it took an answer.
const CONNECT_MS: u32 = 15_000;

/// The join link of a code: this page's address with `#/join/<code>`.
pub fn join_link(code: &str) -> String {
    let location = gloo::utils::window().location();
    let base = location.href().unwrap_or_default();
    let base = base.split('#').next().unwrap_or_default().to_string();
    format!("{base}#/join/{code}")
}

/// A QR code of `text`, drawn as SVG (`label` names it for screen readers).
pub fn qr_code(text: &str, label: &str) -> Html {
    match QrPicture::of(text) {
        Some(q) => html! {
            <svg class="qr" viewBox={q.view_box()} role="img" aria-label={label.to_string()}
                 shape-rendering="crispEdges">
                <rect x="-4" y="-4" width={(q.size + 8).to_string()} height={(q.size + 8).to_string()} fill="#fff" />
                <path d={q.path} fill="#000" />
            </svg>
        },
        None => Html::default(),
    }
}

#[derive(Properties, PartialEq)]
pub struct PairProps {
    pub table: u32,
    pub seat: Seat,
    /// The seat's player, as the table names them.
    pub name: AttrValue,
    /// The phone seats whose phones are here: an answer for one of them is a second phone's.
    #[prop_or_default]
    pub taken: Vec<Seat>,
}

/// One phone seat's pairing: the host's code, then the phone's answer.
#[function_component(PairSeat)]
pub fn pair_seat(p: &PairProps) -> Html {
    // The offer's text once made; why pairing failed (a bad answer can be tried again).
    let offer = use_state(|| None::<String>);
    let error = use_state(|| None::<String>);
    let connecting = use_state(|| false);
    let slow = use_state(|| false);
    let link = use_mut_ref(|| None);
    let answer = use_node_ref();
    {
        let (offer, error, link, table, seat) =
            (offer.clone(), error.clone(), link.clone(), p.table, p.seat);
        use_effect_with((table, seat), move |_| {
            wasm_bindgen_futures::spawn_local(async move {
                let made = async {
                    let l = links::open(seat)?;
                    let code = l.offer(table, seat as u8).await?;
                    *link.borrow_mut() = Some(l);
                    Ok::<_, super::rtc::PairError>(code.to_text())
                };
                match made.await {
                    Ok(text) => offer.set(Some(text)),
                    Err(e) => error.set(Some(e.to_string())),
                }
            });
        });
    }
    // The answer's text, typed (Connect) or scanned.
    let take = {
        let (error, link) = (error.clone(), link.clone());
        let (connecting, slow) = (connecting.clone(), slow.clone());
        let (table, seat, taken) = (p.table, p.seat, p.taken.clone());
        Callback::from(move |text: String| {
            let code = match answer_for(&text, table, seat, &taken) {
                Ok(c) => c,
                Err(e) => return error.set(Some(e.to_string())),
            };
            let Some(l) = link.borrow().clone() else {
                return;
            };
            error.set(None);
            connecting.set(true);
            let (error, slow) = (error.clone(), slow.clone());
            wasm_bindgen_futures::spawn_local(async move {
                if let Err(e) = l.accept(&code).await {
                    error.set(Some(e.to_string()));
                    return;
                }
                // Still here after a while: the phones cannot reach each other.
                Timeout::new(CONNECT_MS, move || slow.set(true)).forget();
            });
        })
    };
    let connect = {
        let (take, answer) = (take.clone(), answer.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            take.emit(
                answer
                    .cast::<HtmlInputElement>()
                    .map(|i| i.value())
                    .unwrap_or_default(),
            );
        })
    };
    let scanning = use_state(|| false);
    let (scan, unscan) = (scanning.clone(), scanning.clone());
    // A scanned answer goes in the field (seen, and tried again if refused) and is taken.
    let scanned = {
        let (scanning, answer) = (scanning.clone(), answer.clone());
        Callback::from(move |text: String| {
            scanning.set(false);
            if let Some(i) = answer.cast::<HtmlInputElement>() {
                i.set_value(&text);
            }
            take.emit(text);
        })
    };
    let id = format!("answer-{}", p.seat);
    html! {
        <div class="pair" data-phone-seat={p.seat.to_string()}>
            <p class="phone-name">{ with_names(&t!("{name}'s phone", "{name}のスマホ"; name = &p.name), &[&p.name]) }</p>
            if let Some(text) = &*offer {
                { qr_code(&join_link(text), &t!("Code for {name}'s phone", "{name}のスマホ用のコード"; name = &p.name)) }
                <p class="hint">{ ts!(
                    "Scan it with the other phone's camera (or open its link there), then enter the answer that phone shows.",
                    "もう一方のスマホのカメラでこのコードを読み取ってください（そのスマホでリンクを開いても構いません）。次に、そのスマホに表示される応答コードを入力してください。"
                ) }</p>
                <code class="pair-code" translate="no" data-offer={text.clone()} data-seat={p.seat.to_string()}>{ text.clone() }</code>
                <form class="answer" onsubmit={connect}>
                    <label for={id.clone()}>{ ts!("Answer code", "応答コード") }</label>
                    <input {id} ref={answer} autocomplete="off" spellcheck="false" />
                    <button type="submit" class="button">{ ts!("Connect", "接続") }</button>
                    <button type="button" class="button" onclick={move |_| scan.set(true)}>{ ts!("Scan", "スキャン") }</button>
                </form>
                if *scanning {
                    <Scanner on_text={scanned} on_close={move |_| unscan.set(false)} />
                }
            } else if error.is_none() {
                <p>{ ts!("Making a code…", "コードを作成しています…") }</p>
            }
            if let Some(why) = &*error {
                <p class="notice" role="alert">{ sentence(why) }</p>
            } else if *slow {
                <p class="notice" role="alert">{ no_answer() }</p>
            } else if *connecting {
                <p class="status">{ ts!("Connecting…", "接続しています…") }</p>
            }
        </div>
    }
}

/// A sentence with people's names in it, each name (the first time it comes) marked
/// `translate="no"`: typed by a person, not the app's words.
pub fn with_names(text: &str, names: &[&str]) -> Html {
    let mut names: Vec<&str> = names.iter().copied().filter(|n| !n.is_empty()).collect();
    let mut rest = text;
    let mut parts: Vec<Html> = Vec::new();
    // The name that comes first in what is left, each name once.
    while let Some((i, at)) = names
        .iter()
        .enumerate()
        .filter_map(|(i, n)| rest.find(n).map(|at| (i, at)))
        .min_by_key(|&(_, at)| at)
    {
        let name = names.remove(i);
        parts.push(Html::from(rest[..at].to_string()));
        parts.push(html! { <span translate="no">{ name.to_string() }</span> });
        rest = &rest[at + name.len()..];
    }
    parts.push(Html::from(rest.to_string()));
    html! { <>{ for parts }</> }
}

/// A reason (a code's or a link's error, written without its full stop) as a sentence.
pub fn sentence(why: &str) -> String {
    t!("{why}.", "{why}。")
}

/// What to do when no connection comes.
pub fn no_answer() -> &'static str {
    ts!(
        "No connection yet. Both phones must be on the same Wi-Fi (or the host's hotspot); guest networks that keep devices apart do not work.",
        "まだ接続できていません。両方のスマホを同じWi-Fi（またはホストのスマホのテザリング）につないでください。端末どうしの通信を遮断するゲスト用ネットワークでは接続できません。"
    )
}

/// What a joining phone checks, in order, when no connection comes: the code first (a
/// second phone on a used code, or a finished game's, can never connect), then the Wi-Fi.
pub fn join_checks() -> Html {
    html! {
        <div class="notice" role="alert" data-checks="yes">
            <p>{ ts!("No connection yet. Check, in order:", "まだ接続できていません。次の順に確かめてください：") }</p>
            <ol>
                <li>{ ts!(
                    "A code is for one phone, and for a game still being played. If another phone opened this code, or the game ended, ask the host for a new one: More, then Phones, on the host's phone (or its lobby).",
                    "コードは1台のスマホ専用で、進行中のゲームにだけ使えます。ほかのスマホがこのコードを開いた場合や、ゲームが終わっている場合は、ホストに新しいコードを頼んでください（ホストのスマホの「メニュー」→「スマホ」、または待機画面）。"
                ) }</li>
                <li>{ ts!(
                    "The host has entered this phone's answer.",
                    "ホストがこのスマホの応答コードを入力済みであること。"
                ) }</li>
                <li>{ no_answer() }</li>
            </ol>
        </div>
    }
}
