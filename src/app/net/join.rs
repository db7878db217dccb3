//! The guest's side of pairing (`#/join/<code>`): the host's code read, the answer shown as
//! a QR code and as text, then, once the host's first view arrives, the game's table for
//! this phone's seat. Without a code, a field to paste one.

use super::code::{Code, Kind};
use super::guest::{Change, Guest};
use super::links::{self, Note};
use super::lobby::{join_checks, qr_code, sentence};
use crate::app::kit::{SavedTable, Seated, TablePages};
use crate::app::route::Route;
use crate::app::storage;
use crate::core::Seat;
use crate::{t, ts};
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// How long a guest waits for the host before it says why it may not come.
const WAIT_MS: u32 = 20_000;

/// The host's code in this page's address, if any.
fn code_in_address() -> String {
    let hash = gloo::utils::window().location().hash().unwrap_or_default();
    let path = hash.trim_start_matches('#').trim_start_matches('/');
    path.strip_prefix("join")
        .unwrap_or_default()
        .trim_matches('/')
        .to_string()
}

/// The game of the host's code in this page's address, read from the code's head: the
/// module that draws the page (the game's reads the rest).
pub fn game_in_address() -> Option<&'static str> {
    super::game_of(Code::table_of(&code_in_address(), Kind::Offer).ok()?)
}

/// The join page: the game's guest page for a good code, else why not and a field to paste
/// one. Only a game's module reads a whole code ([`join_for`]): the home page's reads its
/// head, which names the game, and hands the page to that game's.
#[function_component(JoinPage)]
pub fn join_page() -> Html {
    // The route stays `Join` from one code to the next: the page follows the address.
    let address = use_state(code_in_address);
    {
        let address = address.clone();
        use_effect_with((), move |_| {
            let window = gloo::utils::window();
            let listener = gloo::events::EventListener::new(&window, "hashchange", move |_| {
                address.set(code_in_address())
            });
            move || drop(listener)
        });
    }
    let text = (*address).clone();
    if text.is_empty() {
        return paste_form(None);
    }
    match Code::table_of(&text, Kind::Offer).map(super::game_of) {
        Ok(Some(game)) => crate::app::catalog::join_page(game, text),
        Err(e) => paste_form(Some(sentence(&e.to_string()))),
        Ok(None) => paste_form(Some(t!(
            "This code is for a game this version does not know: reload both phones.",
            "このバージョンにはないゲームのコードです。両方のスマホでページを再読み込みしてください。"
        ))),
    }
}

/// The guest's page of game `G` for the host's code `text`: its seat, or why the code
/// cannot be used.
pub fn join_for<G: TablePages>(text: String) -> Html {
    match Code::from_text(&text, Kind::Offer) {
        // A new code is a new pairing: the page starts over.
        Ok(code) => html! { <JoinSeat<G> key={text} code={Rc::new(code)} /> },
        Err(e) => paste_form(Some(sentence(&e.to_string()))),
    }
}

fn paste_form(error: Option<String>) -> Html {
    let onsubmit = Callback::from(|e: SubmitEvent| {
        e.prevent_default();
        let input = gloo::utils::document()
            .get_element_by_id("host-code")
            .and_then(|el| wasm_bindgen::JsCast::dyn_into::<HtmlInputElement>(el).ok());
        let text = input.map(|i| i.value()).unwrap_or_default();
        // A pasted link or a bare code: the code is what follows "#/join/". (Split at a
        // char, not a text: a text pattern's searcher weighed 1.9 KB in the home page's
        // module.)
        let tail = text.rsplit('#').next().unwrap_or_default();
        let code = tail
            .strip_prefix("/join/")
            .unwrap_or(tail)
            .trim()
            .to_string();
        let _ = gloo::utils::window()
            .location()
            .set_hash(&format!("#/join/{code}"));
    });
    html! {
        <main class="page narrow join" id="main">
            <h1>{ ts!("Join a table", "テーブルに参加") }</h1>
            <p>{ ts!(
                "The host's phone shows a code for your seat. Scan it with this phone's camera, or paste its text here.",
                "ホストのスマホにあなたの席のコードが表示されています。このスマホのカメラで読み取るか、コードの文字列をここに貼り付けてください。"
            ) }</p>
            if let Some(why) = error { <p class="notice" role="alert">{ why }</p> }
            <form {onsubmit}>
                <div class="field">
                    <label for="host-code">{ ts!("Host's code", "ホストのコード") }</label>
                    <input id="host-code" autocomplete="off" spellcheck="false" />
                </div>
                <button type="submit" class="button primary">{ ts!("Join", "参加") }</button>
            </form>
            <p><a href={Route::Home.href()}>{ ts!("Back to the games", "ゲーム一覧へ戻る") }</a></p>
        </main>
    }
}

#[derive(Properties)]
pub struct JoinProps {
    pub code: Rc<Code>,
}

impl PartialEq for JoinProps {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.code, &o.code)
    }
}

/// The token this phone keeps for a seat of a table: made once, kept in this browser, so
/// that a fresh code from the host gives it back the same seat.
fn token_for(table: u32, seat: Seat) -> String {
    let key = format!("samurai-phone-{table}-{seat}");
    if let Some(t) = storage::read(&key).filter(|t| !t.is_empty()) {
        return t;
    }
    let mut bytes = [0u8; 12];
    if getrandom::fill(&mut bytes).is_err() {
        bytes[..8].copy_from_slice(&js_sys::Date::now().to_bits().to_le_bytes());
    }
    let token = super::code::base64url(&bytes);
    storage::write(&key, &token);
    token
}

#[derive(Clone, PartialEq)]
enum Stage {
    Answering,
    Answer(String),
    Failed(String),
}

/// A guest joining the game `G`'s table: answers the host's code, says hello once the
/// channel opens, and shows the table from the host's first view on.
#[function_component(JoinSeat)]
pub fn join_seat<G: TablePages>(p: &JoinProps) -> Html {
    // A game that never has phones (Judge) has no join page: its views' code stays out.
    if !<G::Setup as SavedTable>::PHONES {
        return Html::default();
    }
    let seat = p.code.seat as Seat;
    let stage = use_state(|| Stage::Answering);
    let slow = use_state(|| false);
    // The guest's side, until its table takes it over with the first view.
    let guest = use_mut_ref(|| Guest::<G>::new(seat, token_for(p.code.table, seat)));
    let ready = use_state(|| None::<Rc<Guest<G>>>);
    {
        let (stage, slow, guest, ready, code) = (
            stage.clone(),
            slow.clone(),
            guest.clone(),
            ready.clone(),
            p.code.clone(),
        );
        use_effect_with(p.code.clone(), move |_| {
            listen_until_first_view(guest, ready, seat);
            wasm_bindgen_futures::spawn_local(async move {
                let answered = async {
                    let link = links::open(seat)?;
                    link.answer(&code).await
                };
                match answered.await {
                    Ok(answer) => stage.set(Stage::Answer(answer.to_text())),
                    Err(e) => stage.set(Stage::Failed(e.to_string())),
                }
            });
            let timer = Timeout::new(WAIT_MS, move || slow.set(true));
            move || drop(timer)
        });
    }
    if let Some(g) = &*ready {
        let setup = G::Setup::for_guest(&g.names, seat);
        if let Some(setup) = setup {
            return html! { <G::Board game={Seated::Guest(g.clone())} {setup} /> };
        }
    }
    let body = match &*stage {
        Stage::Answering => {
            html! { <p>{ ts!("Reading the host's code…", "ホストのコードを読み込んでいます…") }</p> }
        }
        Stage::Failed(why) => html! { <p class="notice" role="alert">{ sentence(why) }</p> },
        Stage::Answer(text) => html! {
            <>
            <p>{ ts!(
                "Show this answer to the host: they scan it in the app, or type it into the \"Answer code\" field for your seat.",
                "この応答コードをホストに見せてください。ホストがアプリで読み取るか、あなたの席の「応答コード」欄に入力します。"
            ) }</p>
            { qr_code(text, ts!("Your answer for the host", "ホストに渡す応答コード")) }
            <code class="pair-code" translate="no" data-answer={text.clone()}>{ text.clone() }</code>
            if *slow { { join_checks() } }
            </>
        },
    };
    html! {
        <main class="page narrow join" id="main" data-seat={seat.to_string()}>
            <h1>{ joining(G::ID, seat) }</h1>
            { body }
            <p><a href={Route::Home.href()}>{ ts!("Back to the games", "ゲーム一覧へ戻る") }</a></p>
        </main>
    }
}

/// The join page's heading, from the code alone: the game and the seat.
fn joining(game: &str, seat: Seat) -> String {
    let mut games = crate::app::catalog::GAMES.iter();
    let title = games.find(|g| g.id == game).map_or("", |g| g.title());
    let n = seat + 1;
    t!(
        "Joining {title}: seat {n}",
        "{title}に参加しています：{n}番の席"
    )
}

/// Until the host's first view: says hello when the channel opens, hears the welcome and
/// who sits where, and hands the guest to its table with the first view (the page's links
/// then hold what comes next until the table listens).
fn listen_until_first_view<G: TablePages>(
    guest: Rc<RefCell<Guest<G>>>,
    ready: UseStateHandle<Option<Rc<Guest<G>>>>,
    seat: Seat,
) {
    links::listen(move |note| match note {
        Note::Open(_) => {
            let hello = guest.borrow_mut().hello();
            links::send(seat, &hello);
        }
        Note::Message(_, text) => {
            let heard = guest.borrow_mut().hear(&text);
            if let Ok(Change::OutOfStep { ask: Some(ask) }) = &heard {
                links::send(seat, ask);
            }
            if heard == Ok(Change::View) {
                links::unlisten();
                ready.set(Some(Rc::new(guest.borrow().clone())));
            }
        }
        Note::Closed(_) => {}
    });
}
