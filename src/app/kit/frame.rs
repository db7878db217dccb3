//! The frame of every table: the root element with the contract tests and tools wait on
//! (`data-game`, `data-phase`, `data-act`), the header bar, the status line and the
//! refusal notice.
//!
//! A table that fills the slots (`opponents`, `centre`, `hand`, `actions`) gets the
//! phone-first layout: the whole table in one screen, the other seats in a strip at the
//! top, the table in the middle, your cards docked at the bottom, the status and the main
//! action in a bar under them, and everything else (history, score sheet, keys, the deal
//! code) in a sheet opened from the header (a side column on a wide screen).

use super::coach_panel::{coach_panel, CoachBar};
use super::hint::{hint_line, use_hint_key, use_hinted_cards, HintBar};
use super::model::yes_no;
use super::motion::{use_card_motion, use_motion};
use super::wake::use_wake_lock;
use crate::app::components::ShareButton;
use crate::app::stats::share::deal_text;
use crate::app::route::Route;
use crate::app::settings::use_settings;
use crate::app::sound::{self, Cue};
use crate::core::rng::deal_code;
use crate::core::{ViewOf, Viewed};
use super::phones_bar::{away_line, lobby as phones_lobby, PhonesBar, PhonesPanel};
use crate::ts;
use yew::prelude::*;

/// A panel of the table's sheet: a heading and what it holds.
#[derive(Clone, PartialEq)]
pub struct Drawer {
    pub title: AttrValue,
    pub body: Html,
}

impl Drawer {
    pub fn new(title: impl Into<AttrValue>, body: Html) -> Self {
        Drawer {
            title: title.into(),
            body,
        }
    }
}

/// Which view a table is drawn from, marked on its root for tests and tools.
#[derive(Clone, PartialEq)]
pub struct ViewMark {
    /// The seat whose view it is; `None`, a spectator's.
    pub seat: Option<usize>,
    /// Every card face the view lets the table show, by `data-face` id.
    pub faces: AttrValue,
}

/// The mark of `view` for the root: its seat and every card face it lets the table show.
pub fn view_mark<G: Viewed>(view: &ViewOf<G>) -> ViewMark {
    ViewMark {
        seat: view.seat,
        faces: face_list(G::faces(view)).into(),
    }
}

/// The faces in order, each once, separated by spaces.
fn face_list(mut faces: Vec<u32>) -> String {
    use std::fmt::Write;
    faces.sort_unstable();
    faces.dedup();
    let mut out = String::new();
    for f in faces {
        let _ = write!(out, "{}{f}", if out.is_empty() { "" } else { " " });
    }
    out
}

/// Undo against computers, in the header: pressed, it takes the person's last move back or
/// tells why not in the notice line (where it cannot, it says why on hover too).
#[derive(Clone, PartialEq)]
pub struct UndoButton {
    /// Why the last move cannot be taken back now, or `None` when it can.
    pub refusal: Option<AttrValue>,
    pub on_undo: Callback<MouseEvent>,
}

#[derive(Properties, PartialEq)]
pub struct TableFrameProps {
    /// The game's id ("satsuma"): `data-game`, the root's class and the Rules link.
    pub game: &'static str,
    pub title: AttrValue,
    /// The engine's phase: `data-phase`.
    pub phase: AttrValue,
    /// Whether a person at this device may make a move now: `data-act`.
    pub act: bool,
    /// Where the game stands ("Hand 3"), beside the title.
    pub stage: AttrValue,
    /// The deal's seed, for its code; `None` on a guest phone (never told the deal).
    pub seed: Option<u64>,
    pub status: AttrValue,
    /// The latest event in a line of its own under the status, for the eye only (the
    /// history tells it to screen readers).
    #[prop_or_default]
    pub banner: Option<String>,
    #[prop_or_default]
    pub notice: Option<String>,
    /// The other seats, in a strip across the top.
    #[prop_or_default]
    pub opponents: Option<Html>,
    /// The middle of the table.
    #[prop_or_default]
    pub centre: Option<Html>,
    /// The cards of the person at the device, docked at the bottom.
    #[prop_or_default]
    pub hand: Option<Html>,
    /// The main action(s), in the bottom bar.
    #[prop_or_default]
    pub actions: Option<Html>,
    /// Hint: its button beside the actions and its line above them, while `act`.
    #[prop_or_default]
    pub hint: Option<HintBar>,
    /// The first-game coach, on a guided table: its panel takes the hint's place (the
    /// hint shows by itself) and the root carries `data-coach`.
    #[prop_or_default]
    pub coach: Option<CoachBar>,
    /// The sheet's panels (history, score sheet, a key to the suits...).
    #[prop_or_default]
    pub drawers: Vec<Drawer>,
    /// Over the table: a hand-over screen or the end screen.
    #[prop_or_default]
    pub overlay: Option<Html>,
    /// A sound and a short vibration when it becomes a person's turn (Judge, a race, has
    /// its own).
    #[prop_or(true)]
    pub turn_cue: bool,
    /// The seat a computer is deciding for: its `[data-seat]` element is marked as thinking.
    #[prop_or_default]
    pub thinking: Option<usize>,
    /// The seat that took the table's cards last (a trick, a pot): cards leaving the table
    /// fly to its `[data-seat]` element.
    #[prop_or_default]
    pub collect: Option<usize>,
    /// A move the table is about to make for the person after a short pause (kit/tapping.rs):
    /// `data-auto` on the root ("pass", "strike"); the status says it in words.
    #[prop_or_default]
    pub auto: Option<&'static str>,
    /// Undo, where the table offers it (one person against computers, not a race).
    #[prop_or_default]
    pub undo: Option<UndoButton>,
    /// The view the table is drawn from (`kit::view_mark`): the root's `data-viewer` (the
    /// seat, or "none" for a spectator's) and `data-faces`, which the leak tests hold the
    /// page's `data-face`s to.
    #[prop_or_default]
    pub view: Option<ViewMark>,
    /// The table's phones (`kit::phones`): the host's lobby and Phones panel, who is away.
    #[prop_or_default]
    pub phones: Option<PhonesBar>,
    /// A table not yet in slots: drawn under the status, the page scrolls.
    #[prop_or_default]
    pub children: Children,
}

#[function_component(TableFrame)]
pub fn table_frame(p: &TableFrameProps) -> Html {
    let open = use_state(|| false);
    use_turn_cue(p.act && p.turn_cue);
    let root = use_node_ref();
    let moving = use_motion();
    // While a deal's cards rise into place nobody may act yet, and the status waits.
    let settling = use_card_motion(root.clone(), moving);
    let hinted = p
        .hint
        .as_ref()
        .and_then(|h| h.shown.as_ref())
        .filter(|_| p.act)
        .map(|h| h.cards.clone())
        .unwrap_or_default();
    use_hinted_cards(root.clone(), hinted);
    use_hint_key(p.hint.as_ref().filter(|_| p.act).and_then(|h| h.ask.clone()));
    let coaching = p.coach.as_ref().is_some_and(|c| !c.done);
    use_coach_hint(p, coaching);
    let (hint_text, hint_button) = hint_line(p.hint.as_ref(), p.act);
    // While the coach guides, its panel holds the hint, which shows by itself.
    let (hint_text, hint_button) = match &p.coach {
        Some(c) => (coach_panel(c, hint_text), if coaching { Html::default() } else { hint_button }),
        None => (hint_text, hint_button),
    };
    // On a phone the hint's line (or the coach) takes the place of the status and the
    // banner (kept for screen readers), so the table keeps its room.
    let hinting =
        p.coach.is_some() || p.act && p.hint.as_ref().is_some_and(|h| h.shown.is_some());
    let docked = p.centre.is_some() || p.hand.is_some();
    // The screen stays on while the game is played (every engine's last phase is `Over`).
    use_wake_lock(docked && &*p.phase != "Over");
    let bar = header(p, &open);
    let tap_elsewhere = Callback::from(|e: MouseEvent| super::tapping::tap_elsewhere(&e));
    // Nobody plays while the host's lobby waits for phones.
    let lobby = p.phones.as_ref().filter(|b| !b.waiting().is_empty());
    let contract = (
        p.game,
        p.phase.clone(),
        yes_no(p.act && lobby.is_none() && !settling),
    );
    let away = p.phones.as_ref().map(away_line).unwrap_or_default();
    let viewer = p.view.as_ref().map(|v| v.seat.map_or("none".into(), |s| s.to_string()));
    let faces = p.view.as_ref().map(|v| v.faces.clone());
    if !docked {
        return html! {
            <main class={classes!("page", "table", p.game)} id="main" ref={root} onclick={tap_elsewhere} data-game={contract.0}
                  data-phase={contract.1} data-act={contract.2} data-viewer={viewer.clone()} data-seat={viewer.clone()} data-faces={faces.clone()}>
                { bar }
                { away.clone() }
                <p class="status" role="status">{ p.status.clone() }</p>
                if let Some(b) = &p.banner { <p class="event-banner" aria-hidden="true">{ b.clone() }</p> }
                if let Some(n) = &p.notice { <p class="notice" role="alert">{ n.clone() }</p> }
                { for p.children.iter() }
            </main>
        };
    }
    let close = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(false))
    };
    html! {
        <main class={classes!("table", "docked", p.game, open.then_some("sheet-open"))} id="main" ref={root} onclick={tap_elsewhere}
              data-game={contract.0} data-phase={contract.1} data-act={contract.2} data-viewer={viewer.clone()} data-seat={viewer.clone()} data-faces={faces.clone()}
              data-coach={p.coach.as_ref().map(|c| c.step.clone())}
              data-thinking={p.thinking.map(|s| s.to_string())} data-auto={p.auto} data-collect={p.collect.map(|s| s.to_string())}
              data-settling={settling.then_some("yes")}>
            { bar }
            <section class="opponents" aria-label={ts!("The other players", "ほかのプレイヤー")}>{ p.opponents.clone().unwrap_or_default() }</section>
            // Focusable: when the middle is taller than its space it scrolls, and a keyboard
            // must reach it too.
            <section class="felt" aria-label={ts!("The table", "テーブル")} tabindex="0">
                { p.centre.clone().unwrap_or_default() }
                { for p.children.iter() }
            </section>
            <section class="hand-dock" aria-label={ts!("Your cards", "あなたの手札")}>{ p.hand.clone().unwrap_or_default() }</section>
            <footer class={classes!("action-bar", hinting.then_some("hinting"))}>
                { away }
                if let Some(n) = &p.notice { <p class="notice" role="alert">{ n.clone() }</p> }
                if let Some(b) = &p.banner { <p class="event-banner" aria-hidden="true">{ b.clone() }</p> }
                <p class="status" role="status">{ p.status.clone() }</p>
                { hint_text }
                <div class="actions">{ p.actions.clone().unwrap_or_default() }{ hint_button }</div>
            </footer>
            <aside class="sheet" id={format!("{}-sheet", p.game)} aria-label={ts!("More about this game", "このゲームについて")}>
                <div class="sheet-head">
                    if let Some(seed) = p.seed {
                        <span class="deal-code" title={ts!("Enter this code in a new game to replay the deal", "新しいゲームでこのコードを入力すると、同じ配りをもう一度遊べます")}>
                            { ts!("Deal code", "配りコード") }{ " " }<span translate="no">{ deal_code(seed) }</span>
                        </span>
                        <ShareButton text={deal_text(&p.title, seed)} what={ts!("the deal code", "配りコード")} />
                    }
                    <a class="button quiet" href={Route::Rules(p.game).href()}>{ ts!("Rules", "ルール") }</a>
                    <button type="button" class="button quiet sheet-close" onclick={close}>{ ts!("Close", "閉じる") }</button>
                </div>
                { for p.drawers.iter().map(|d| html! {
                    <section class="drawer">
                        // A panel with a heading of its own (the history) comes untitled.
                        if !d.title.is_empty() { <h2>{ d.title.clone() }</h2> }
                        { d.body.clone() }
                    </section>
                }) }
                if let Some(bar) = p.phones.as_ref().filter(|b| !b.seats.is_empty()) {
                    <section class="drawer">
                        <h2>{ ts!("Phones", "スマホ") }</h2>
                        <PhonesPanel bar={bar.clone()} />
                    </section>
                }
            </aside>
            if let Some(bar) = lobby {
                <div class="overlay lobby-veil">{ phones_lobby(bar) }</div>
            } else {
                { p.overlay.clone().unwrap_or_default() }
            }
        </main>
    }
}

/// While the coach guides and you may act, the hint is asked for at each step by itself.
#[hook]
fn use_coach_hint(p: &TableFrameProps, coaching: bool) {
    let ask = p
        .hint
        .as_ref()
        .filter(|h| coaching && p.act && h.shown.is_none())
        .and_then(|h| h.ask.clone());
    let step = p.coach.as_ref().map(|c| c.step.clone());
    use_effect_with((step, ask.is_some()), move |_| {
        if let Some(ask) = ask {
            ask.emit(());
        }
    });
}

/// "Your turn": a cue and a buzz each time `act` turns on (not when the table opens).
#[hook]
fn use_turn_cue(act: bool) {
    let settings = use_settings().settings;
    let was = use_mut_ref(|| act);
    use_effect_with(act, move |&act| {
        if act && !*was.borrow() {
            sound::cue(settings.sound, Cue::Turn);
            sound::buzz(settings.vibrate, 25);
        }
        *was.borrow_mut() = act;
    });
}

/// The header bar: back, title, where the game stands, sound on or off, the sheet.
fn header(p: &TableFrameProps, open: &UseStateHandle<bool>) -> Html {
    let toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    let docked = p.centre.is_some() || p.hand.is_some();
    html! {
        <header class="table-bar">
            <a class="button quiet" href={Route::Home.href()} aria-label={ts!("Back to the games", "ゲーム一覧へ戻る")}>{ "←" }</a>
            // The name over the stage: on a narrow phone both stay readable.
            // On a phone upright a long name shows as the game's short one (main.css); the
            // heading's name stays the full one for screen readers.
            <div class="title-block">
                <h1 aria-label={p.title.clone()}>
                    <span class="title-full">{ p.title.clone() }</span>
                    if let Some(short) = short_title(p.game) { <span class="title-short">{ short }</span> }
                </h1>
                <span class="hand-no stage">{ p.stage.clone() }</span>
            </div>
            if let Some(u) = &p.undo { { undo_button(u) } }
            <MuteButton />
            if docked {
                <button type="button" class="button quiet sheet-toggle" aria-expanded={open.to_string()}
                        aria-controls={format!("{}-sheet", p.game)} onclick={toggle}>
                    <svg class="more-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                        <path d="M4 6h16M4 12h16M4 18h16" />
                    </svg>
                    <span class="more-word">{ ts!("More", "メニュー") }</span>
                </button>
            } else {
                if let Some(seed) = p.seed {
                    <span class="deal-code" title={ts!("Enter this code in a new game to replay the deal", "新しいゲームでこのコードを入力すると、同じ配りをもう一度遊べます")}>
                        { ts!("Deal code", "配りコード") }{ " " }<span translate="no">{ deal_code(seed) }</span>
                    </span>
                }
                <a class="button quiet" href={Route::Rules(p.game).href()}>{ ts!("Rules", "ルール") }</a>
            }
        </header>
    }
}

/// The name a phone's narrow header shows for a game whose full name does not fit there.
fn short_title(game: &str) -> Option<&'static str> {
    match game {
        "satsuma" => Some(ts!("Satsuma", "西南戦争")),
        "honor" => Some(ts!("Honor", "武士の誉れ")),
        "pocket" => Some(ts!("Pocket", "ポケット侍")),
        // A shorter game's target ("パンダ200点") has no room in Japanese on a phone; the
        // score sheet says it. English's "Panda to 200" fits (a quick game shows on the table).
        "panda" => match crate::core::lang::lang() {
            crate::core::lang::Lang::Ja => Some("パンダ"),
            crate::core::lang::Lang::En | crate::core::lang::Lang::Pseudo => None,
        },
        _ => None,
    }
}

/// Undo: always pressable (a refusal is told in the notice line), marked `data-undo="no"`
/// and `aria-disabled` with the reason as its title while it cannot take anything back.
fn undo_button(u: &UndoButton) -> Html {
    let title = u
        .refusal
        .clone()
        .unwrap_or_else(|| AttrValue::from(ts!("Take back your last move", "最後の手を取り消します")));
    html! {
        <button type="button" class="button quiet undo" data-undo={yes_no(u.refusal.is_none())}
                aria-disabled={u.refusal.is_some().then_some("true")} {title}
                onclick={u.on_undo.clone()}>
            <svg class="undo-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
            </svg>
            <span class="undo-word">{ ts!("Undo", "元に戻す") }</span>
        </button>
    }
}

/// Sound on or off, from any table (the same setting as on the settings page).
#[function_component(MuteButton)]
fn mute_button() -> Html {
    let ctx = use_settings();
    let on = ctx.settings.sound;
    let onclick = {
        let ctx = ctx.clone();
        Callback::from(move |_: MouseEvent| {
            let mut next = ctx.settings.clone();
            next.sound = !next.sound;
            ctx.update.emit(next);
        })
    };
    html! {
        <button type="button" class="button quiet mute" aria-pressed={(!on).to_string()} {onclick}
                aria-label={ts!("Mute", "消音")} title={if on { ts!("Sound is on", "サウンドはオンです") } else { ts!("Sound is off", "サウンドはオフです") }}>
            // A speaker: with waves while sound is on, struck through when muted (an icon
            // leaves the narrow header room for the game's name).
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
                if on {
                    <path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
                } else {
                    <path d="M16 9l6 6M22 9l-6 6" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
                }
            </svg>
        </button>
    }
}
