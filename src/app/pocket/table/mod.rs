//! The Pocket Samurai table: the draft (two Dojos of ten large cards), then the duel of
//! face-down cards, told step by step from the engine's events, best of three rounds.
//!
//! Everything shown is rendered from the observation of the seat holding the device, so
//! the opponent's face-down card (and undecided call) is never in the page. With two
//! people at one device, the private choices (laying a card, calling) wait behind a
//! hand-over screen.

use super::face::{symbol_counts, symbol_icon, PocketCard};
use super::new_game::NewGame;
use super::{text, ID};
use crate::app::components::{EndScreen, HandOver, HistoryPanel, ScoreBoard, ScoreRow, SeatPanel};
use crate::app::route::Route;
use crate::app::settings::use_settings;
use crate::app::sound;
use crate::app::table::{self, send, Loaded, TableSetup};
use crate::core::{rng::deal_code, Game, Seat, Session};
use crate::games::pocket::{
    def, Ability, Action, CallTarget, Card, Event, Phase, PocketState, Symbol, HIDDEN, PICKS_EACH,
    STALEMATE_LIMIT, STRIKE,
};
use gloo::events::{EventListener, EventListenerOptions};
use gloo::timers::callback::Timeout;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Clone)]
struct Model {
    session: Rc<Session<PocketState>>,
    setup: TableSetup,
    /// The card chosen to pick, lay or call, before confirming.
    selected: Option<Card>,
    /// With two people at one device: who is holding it (private choices are shown).
    shown_to: Option<Seat>,
    notice: Option<String>,
}

impl PartialEq for Model {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.session, &other.session)
            && self.setup == other.setup
            && self.selected == other.selected
            && self.shown_to == other.shown_to
            && self.notice == other.notice
    }
}

enum Msg {
    Select(Card),
    /// Number keys: the `i`th card or choice of the current step.
    Index(usize),
    Confirm,
    Pass,
    Choose(Symbol),
    Exhaust(Card),
    NextRound,
    Bot(Seat),
    Reveal(Seat),
    Refused(String),
    Rematch,
}

/// A callback that sends `msg()` to the table's reducer.
/// Laying a card and calling are decided by both seats at once, unseen.
fn private_phase(phase: Phase) -> bool {
    matches!(phase, Phase::Commit | Phase::Call)
}

impl Model {
    fn state(&self) -> &PocketState {
        &self.session.state
    }

    /// The person who should act now (the first in seat order), if any.
    fn actor(&self) -> Option<Seat> {
        let s = self.state();
        match s.phase() {
            Phase::Over => None,
            Phase::RoundOver => self.setup.humans().first().copied(),
            _ => s
                .to_act()
                .into_iter()
                .find(|&seat| self.setup.is_human(seat)),
        }
    }

    /// Whose side of the table is shown: the person acting, else the first person, else
    /// seat 0 when the computer plays both sides.
    fn viewer(&self) -> Seat {
        self.actor()
            .or_else(|| self.setup.humans().first().copied())
            .unwrap_or(0)
    }

    fn needs_hand_over(&self) -> bool {
        let phase = self.state().phase();
        self.setup.humans().len() > 1
            && private_phase(phase)
            && self
                .actor()
                .is_some_and(|actor| self.shown_to != Some(actor))
    }

    /// The person who may act now, once the device is in their hands.
    fn can_act(&self) -> Option<Seat> {
        self.actor().filter(|_| !self.needs_hand_over())
    }

    fn legal(&self, seat: Seat, action: &Action) -> bool {
        self.state().legal_actions(seat).contains(action)
    }

    fn apply(&mut self, seat: Seat, action: Action) -> bool {
        let mut session = (*self.session).clone();
        match session.apply(seat, action) {
            Ok(()) => {
                self.session = Rc::new(session);
                self.notice = None;
                true
            }
            Err(e) => {
                self.notice = Some(format!("Not allowed: {e}."));
                false
            }
        }
    }

    /// The cards the number keys and clicks choose from in this step.
    fn choices(&self, seat: Seat) -> Vec<Card> {
        let s = self.state();
        match s.phase() {
            Phase::Dojo => s.row().to_vec(),
            Phase::Commit | Phase::Call => s.hand(seat).to_vec(),
            Phase::Exhaust => exhaustable(s, seat),
            _ => Vec::new(),
        }
    }

    /// The action choosing `card` means now.
    fn action_for(&self, card: Card) -> Option<Action> {
        match self.state().phase() {
            Phase::Dojo => Some(Action::Pick(card)),
            Phase::Commit => Some(Action::Commit(card)),
            Phase::Call => Some(Action::Call(card)),
            _ => None,
        }
    }

    fn waiting_text(&self) -> String {
        let s = self.state();
        let names: Vec<String> = s.to_act().into_iter().map(|x| self.setup.name(x)).collect();
        if names.is_empty() {
            "Nothing to do now.".into()
        } else {
            format!("It is not your turn: waiting for {}.", names.join(" and "))
        }
    }

    fn select(&mut self, card: Card) {
        let Some(v) = self.can_act() else {
            self.notice = Some(self.waiting_text());
            return;
        };
        let Some(action) = self.action_for(card) else {
            return;
        };
        if self.legal(v, &action) {
            self.selected = Some(card);
            self.notice = None;
        } else {
            self.notice = Some(refusal(self.state(), v, card));
        }
    }
}

/// Why `card` cannot be chosen by `seat` now.
fn refusal(s: &PocketState, seat: Seat, card: Card) -> String {
    match s.phase() {
        Phase::Call => match s.pending_call(seat).map(|c| (c, def(c).ability)) {
            Some((by, Ability::Call(target))) => format!(
                "{} cannot be called: {} calls {}.",
                text::name(card),
                text::name(by),
                call_target_words(target)
            ),
            _ => "There is nothing to call now.".into(),
        },
        _ => format!("{} cannot be chosen now.", text::name(card)),
    }
}

fn call_target_words(target: CallTarget) -> String {
    match target {
        CallTarget::Any => "any card".into(),
        CallTarget::Strike => "only Strike!".into(),
        CallTarget::With(sym) => format!("only a card with a {}", sym.name()),
    }
}

fn exhaustable(s: &PocketState, seat: Seat) -> Vec<Card> {
    s.legal_actions(seat)
        .into_iter()
        .filter_map(|a| match a {
            Action::Exhaust(c) => Some(c),
            _ => None,
        })
        .collect()
}

impl Reducible for Model {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut m = (*self).clone();
        match msg {
            Msg::Select(card) => m.select(card),
            Msg::Index(i) => {
                let phase = m.state().phase();
                let Some(v) = m.can_act() else {
                    return self;
                };
                match phase {
                    Phase::Choose => {
                        let options: Vec<Action> = m.state().legal_actions(v);
                        let Some(action) = options.get(i).cloned() else {
                            return self;
                        };
                        m.apply(v, action);
                    }
                    Phase::Exhaust => {
                        let Some(&card) = m.choices(v).get(i) else {
                            return self;
                        };
                        m.apply(v, Action::Exhaust(card));
                    }
                    _ => {
                        let Some(&card) = m.choices(v).get(i) else {
                            return self;
                        };
                        m.select(card);
                    }
                }
            }
            Msg::Confirm => {
                let Some(v) = m.can_act() else {
                    return self;
                };
                if !matches!(m.state().phase(), Phase::Dojo | Phase::Commit | Phase::Call) {
                    return self;
                }
                let Some(card) = m.selected else {
                    m.notice = Some("Choose a card first.".into());
                    return Rc::new(m);
                };
                let Some(action) = m.action_for(card) else {
                    return self;
                };
                if m.apply(v, action) {
                    m.selected = None;
                    m.shown_to = None;
                }
            }
            Msg::Pass => {
                let Some(v) = m.can_act() else {
                    return self;
                };
                if !m.legal(v, &Action::Pass) {
                    return self;
                }
                if m.apply(v, Action::Pass) {
                    m.selected = None;
                    m.shown_to = None;
                }
            }
            Msg::Choose(sym) => {
                let Some(v) = m.can_act() else {
                    return self;
                };
                m.apply(v, Action::Choose(sym));
            }
            Msg::Exhaust(card) => {
                let Some(v) = m.can_act() else {
                    return self;
                };
                m.apply(v, Action::Exhaust(card));
            }
            Msg::NextRound => {
                if m.state().phase() != Phase::RoundOver {
                    return self;
                }
                let v = m.viewer();
                m.apply(v, Action::NextRound);
                m.selected = None;
            }
            Msg::Bot(seat) => {
                let Some(level) = m.setup.bot_level(seat) else {
                    return self;
                };
                match table::bot_action(&m.session, seat, level) {
                    Some(action) => {
                        m.apply(seat, action);
                    }
                    None => return self,
                }
            }
            Msg::Reveal(seat) => m.shown_to = Some(seat),
            Msg::Refused(why) => m.notice = Some(why),
            Msg::Rematch => {
                let config = m.session.config.clone();
                m.session = Rc::new(Session::new(config, table::new_seed()));
                m.selected = None;
                m.shown_to = None;
                m.notice = None;
            }
        }
        Rc::new(m)
    }
}

/// The table contract (`data-act`): a person at this device may make a move now.
fn may_act(m: &Model) -> bool {
    m.can_act().is_some()
}

/// The computer that should act now, if any. Computers start the next round only when no
/// person watches.
fn bot_to_act(m: &Model) -> Option<Seat> {
    let s = m.state();
    match s.phase() {
        Phase::Over => None,
        Phase::RoundOver => m.setup.humans().is_empty().then_some(0),
        _ => s
            .to_act()
            .into_iter()
            .find(|&seat| m.setup.bot_level(seat).is_some()),
    }
}

#[function_component(Table)]
pub fn table_page() -> Html {
    let (loaded, on_started) = table::use_saved_game::<PocketState, TableSetup>();
    match &*loaded {
        Loaded::Game(session, setup) => {
            html! { <Board session={Rc::new((**session).clone())} setup={setup.clone()} /> }
        }
        other => html! { <NewGame notice={table::no_game_notice(other)} {on_started} /> },
    }
}

type BoardProps = table::BoardProps<PocketState, TableSetup>;

/// The key target is a control that handles Enter itself.
fn handles_enter(e: &web_sys::KeyboardEvent) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .map(|el| {
            matches!(
                el.tag_name().as_str(),
                "INPUT" | "SELECT" | "TEXTAREA" | "BUTTON" | "A" | "SUMMARY"
            )
        })
        .unwrap_or(false)
}

fn in_field(e: &web_sys::KeyboardEvent) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .map(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"))
        .unwrap_or(false)
}

#[function_component(Board)]
fn board(p: &BoardProps) -> Html {
    let settings = use_settings().settings;
    let model = use_reducer_eq(|| Model {
        session: p.session.clone(),
        setup: p.setup.clone(),
        selected: None,
        shown_to: None,
        notice: None,
    });

    // Every action is saved as it happens.
    {
        let m = model.clone();
        let sound_on = settings.sound;
        use_effect_with((m.session.seed, m.session.log.len()), move |_| {
            table::store(&m.session, &m.setup);
            if matches!(m.state().phase(), Phase::RoundOver | Phase::Over)
                && !m.session.log.is_empty()
            {
                sound::tone(sound_on, 440.0, 180);
            }
        });
    }

    // Computer players act after a visible pause.
    {
        let m = model.clone();
        let pace = settings.bot_pace.millis();
        let pending = bot_to_act(&m);
        use_effect_with(
            (m.session.seed, m.session.log.len(), pending),
            move |(_, _, pending)| {
                let timer = pending.map(|seat| {
                    let m = m.clone();
                    let s = m.state();
                    // With nobody playing, a resolved turn stays up longer so it can be read.
                    let fresh_turn = s.phase() == Phase::Commit
                        && s.committed(0).is_none()
                        && s.committed(1).is_none();
                    let wait = if m.setup.humans().is_empty()
                        && (fresh_turn || s.phase() == Phase::RoundOver)
                    {
                        pace * 3
                    } else {
                        pace
                    };
                    Timeout::new(wait, move || m.dispatch(Msg::Bot(seat)))
                });
                move || drop(timer)
            },
        );
    }

    // Keyboard: 1-9 and 0 choose, Enter confirms, P passes, N starts the next round.
    {
        let m = model.clone();
        use_effect_with((), move |_| {
            let options = EventListenerOptions::enable_prevent_default();
            let document = gloo::utils::document();
            let listener =
                EventListener::new_with_options(&document, "keydown", options, move |e| {
                    let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
                        return;
                    };
                    if e.ctrl_key() || e.meta_key() || e.alt_key() || e.repeat() || in_field(e) {
                        return;
                    }
                    match e.key().as_str() {
                        k @ ("1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9") => {
                            m.dispatch(Msg::Index(k.parse::<usize>().unwrap_or(1) - 1))
                        }
                        "0" => m.dispatch(Msg::Index(9)),
                        "Enter" if !handles_enter(e) => {
                            e.prevent_default();
                            m.dispatch(Msg::Confirm)
                        }
                        "p" | "P" => m.dispatch(Msg::Pass),
                        "n" | "N" => m.dispatch(Msg::NextRound),
                        _ => {}
                    }
                });
            move || drop(listener)
        });
    }

    let m = &*model;
    let s = m.state();
    let setup = &m.setup;
    let viewer = m.viewer();
    let opponent = 1 - viewer;
    // Everything below is drawn from what the seat at the device may see.
    let obs = s.observe(viewer);
    let view = &obs.view;
    let phase = view.phase();
    let hand_over = m.needs_hand_over();

    let centre = if hand_over {
        let who = m.actor().unwrap_or(viewer);
        // The last turn's resolution is public: tell it here, since the hand-over covers it.
        let last: Vec<String> = turn_events(view)
            .iter()
            .map(|e| text::event_text(setup, e))
            .collect();
        let last = if last.is_empty() {
            String::new()
        } else {
            let title = if phase == Phase::Call {
                "This turn"
            } else {
                "Last turn"
            };
            format!("{title}: {} ", last.join(" "))
        };
        let detail = last
            + &match phase {
                Phase::Call => format!(
                    "{} decides on a call, unseen by {}.",
                    setup.name(who),
                    setup.name(1 - who)
                ),
                _ => format!(
                    "{} lays a card face down for round {}, turn {}. {} should not look.",
                    setup.name(who),
                    view.round(),
                    view.turn(),
                    setup.name(1 - who)
                ),
            };
        html! { <HandOver name={setup.name(who)} {detail} on_ready={send(&model, move || Msg::Reveal(who))} /> }
    } else if phase == Phase::Dojo {
        draft_view(&model, view)
    } else {
        duel_view(&model, view, viewer)
    };

    let end = (phase == Phase::Over).then(|| {
        let title = match view.result().flatten() {
            Some(w) => format!("{} wins the match", setup.name(w)),
            None => "The match is drawn".to_string(),
        };
        let result = format!(
            "Rounds won: {} {}, {} {}. {}",
            setup.name(0),
            view.wins(0),
            setup.name(1),
            view.wins(1),
            if view.result().flatten().is_none() {
                "Both reached two rounds together."
            } else {
                "Best of three."
            }
        );
        let best = view.wins(0).max(view.wins(1));
        let rows = (0..2)
            .map(|seat| ScoreRow {
                name: setup.name(seat).into(),
                values: vec![view.wins(seat).to_string().into()],
                leading: view.wins(seat) == best,
            })
            .collect::<Vec<_>>();
        html! {
            <EndScreen title={title} home_href={Route::Home.href()} result={result}
                       on_rematch={send(&model, move || Msg::Rematch)}>
                <ScoreBoard caption="Rounds won" columns={vec![AttrValue::from("Rounds")]} rows={rows} />
            </EndScreen>
        }
    });

    let history: Vec<AttrValue> = view
        .events()
        .iter()
        .map(|e| text::event_text(setup, e).into())
        .collect();
    let stage = if phase == Phase::Dojo {
        format!("Dojo {} of 2", view.dojo())
    } else {
        format!("Round {} · turn {}", view.round(), view.turn().max(1))
    };
    html! {
        <main class="page table pocket" id="main" data-game={ID} data-phase={format!("{phase:?}")}
              data-act={if may_act(m) { "yes" } else { "no" }}>
            <header class="table-bar">
                <a class="button quiet" href={Route::Home.href()} aria-label="Back to the games">{ "←" }</a>
                <h1>{ "Pocket Samurai" }</h1>
                <span class="hand-no stage">{ stage }</span>
                <span class="deal-code" title="Enter this code in a new game to replay the deal">
                    { format!("Deal {}", deal_code(m.session.seed)) }
                </span>
                <a class="button quiet" href={Route::Rules(ID).href()}>{ "Rules" }</a>
            </header>
            <p class="status" role="status">{ status_line(m) }</p>
            if let Some(n) = &m.notice { <p class="notice" role="alert">{ n.clone() }</p> }
            { end.unwrap_or_default() }
            <div class="table-grid">
                <div class="seat-top">{ seat_panel(m, view, opponent) }</div>
                <div class="centre">{ centre }</div>
                <div class="seat-bottom">{ seat_panel(m, view, viewer) }</div>
                <HistoryPanel entries={history} />
            </div>
        </main>
    }
}

fn seat_panel(m: &Model, view: &PocketState, seat: Seat) -> Html {
    let setup = &m.setup;
    let phase = view.phase();
    let person = setup.is_human(seat);
    let acting = view.to_act().contains(&seat) && !matches!(phase, Phase::RoundOver | Phase::Over);
    let status = match phase {
        Phase::Dojo if acting => {
            if person {
                "Picking".to_string()
            } else {
                "Thinking…".to_string()
            }
        }
        Phase::Dojo => format!("{} of {} picks", view.hand(seat).len() - 1, PICKS_EACH * 2),
        Phase::Commit if view.committed(seat).is_some() => "A card lies face down".to_string(),
        Phase::Commit => "Choosing a card".to_string(),
        Phase::Call if acting => "Deciding on a call".to_string(),
        Phase::Choose if acting => "Choosing a symbol".to_string(),
        Phase::Exhaust if acting => "May exhaust".to_string(),
        Phase::Exhaust => "Done exhausting".to_string(),
        _ => String::new(),
    };
    let mut badges = Vec::new();
    if view.striking(seat) {
        badges.push(AttrValue::from("Strike! out"));
    }
    if seat == view.config().first_player && phase == Phase::Dojo && view.dojo() == 1 {
        badges.push(AttrValue::from("Picks first"));
    }
    let totals = view.totals(seat);
    let bushido = phase != Phase::Dojo;
    let totals_row = bushido.then(|| {
        html! {
            <p class="totals" role="img" aria-label={format!("In play: {}", text::totals_words(&totals))}>
                { symbol_counts(&totals, true) }
            </p>
        }
    });
    let in_play = view.play(seat);
    let play_html = bushido.then(|| {
        html! {
            <div class="zone">
                <p class="zone-title">{ format!("In play ({})", in_play.len()) }</p>
                if in_play.is_empty() {
                    <p class="hint empty">{ "No cards in play." }</p>
                } else {
                    <ul class="pc-row small-row">
                        { for in_play.iter().map(|ip| html! {
                            <li><PocketCard card={Some(ip.card)} in_play={Some(*ip)} size="small" /></li>
                        }) }
                    </ul>
                }
            </div>
        }
    });
    let exhausted = view.exhausted(seat);
    let chips = |cards: &[Card]| {
        html! {
            <ul class="chips">
                { for cards.iter().map(|&c| html! {
                    <li class="chip" title={def(c).rules_text()}>
                        <span aria-hidden="true">{ def(c).art }{ " " }</span>{ text::name(c) }
                    </li>
                }) }
            </ul>
        }
    };
    let hand: Vec<Card> = view
        .hand(seat)
        .iter()
        .copied()
        .filter(|&c| phase != Phase::Dojo || c != STRIKE)
        .collect();
    let hand_title = if phase == Phase::Dojo {
        format!("Picks ({})", hand.len())
    } else {
        format!("Hand ({})", hand.len())
    };
    html! {
        <SeatPanel name={setup.name(seat)} side={if person { "Samurai" } else { "Computer samurai" }}
                   accent={if seat == 0 { "samurai" } else { "imperials" }}
                   {badges} status={status} active={acting}
                   markers={Some((AttrValue::from("Rounds won"), view.wins(seat) as usize, view.config().rounds_to_win as usize))}>
            { totals_row.unwrap_or_default() }
            { play_html.unwrap_or_default() }
            if bushido {
                <div class="zone">
                    <p class="zone-title">{ format!("Exhaust pile ({})", exhausted.len()) }</p>
                    { chips(exhausted) }
                </div>
            }
            <div class="zone">
                <p class="zone-title">{ hand_title }</p>
                { chips(&hand) }
            </div>
        </SeatPanel>
    }
}

fn draft_view(model: &UseReducerHandle<Model>, view: &PocketState) -> Html {
    let m = &**model;
    let picker = view.picker().unwrap_or(0);
    let can = m.can_act() == Some(picker);
    let row = view.row();
    let dispatcher = model.dispatcher();
    let cards = row.iter().enumerate().map(|(i, &c)| {
        let selected = can && m.selected == Some(c);
        let onclick = can.then(|| {
            let d = dispatcher.clone();
            Callback::from(move |_| d.dispatch(Msg::Select(c)))
        });
        let key = (i + 1) % 10;
        html! {
            <li key={c as usize}>
                <PocketCard card={Some(c)} {selected} {onclick}
                            shortcut={can.then(|| AttrValue::from(key.to_string()))}
                            extra={if selected { ", selected" } else { "" }} />
            </li>
        }
    });
    let picks_left = row.len().saturating_sub(crate::games::pocket::DOJO_LEFT);
    let confirm = can.then(|| {
        let (label, reason) = match m.selected {
            Some(c) => (format!("Take {}", text::name(c)), None),
            None => ("Take a card".to_string(), Some("Choose a card first")),
        };
        confirm_button(model, label, reason)
    });
    let discarded = view.discarded();
    html! {
        <section class="draft" aria-labelledby="draft-title">
            <h2 id="draft-title">{ format!("Dojo {}: {} picks", view.dojo(), m.setup.name(picker)) }</h2>
            <p class="hint">{ format!("{picks_left} picks left in this Dojo; the last 2 cards are discarded face up. \
                Every pick is public. Each player takes 4 cards per Dojo.") }</p>
            <ul class="pc-row big-row" aria-label="The Dojo row">{ for cards }</ul>
            <div class="actions">
                { confirm.unwrap_or_default() }
                if can { <p class="keys hint">{ "Keys: 1–9 and 0 choose a card, Enter takes it." }</p> }
            </div>
            if !discarded.is_empty() {
                <p class="discarded">{ format!("Discarded from the Dojo: {}.",
                    discarded.iter().map(|&c| text::name(c)).collect::<Vec<_>>().join(", ")) }</p>
            }
        </section>
    }
}

fn confirm_button(model: &UseReducerHandle<Model>, label: String, reason: Option<&str>) -> Html {
    let onclick = match reason {
        None => send(model, || Msg::Confirm),
        Some(r) => {
            let r = r.to_string();
            send(model, move || Msg::Refused(format!("{r}.")))
        }
    };
    html! {
        <button type="button" class="button primary confirm" aria-disabled={reason.is_some().to_string()}
                title={reason.map(str::to_string)} {onclick}>
            { label }<kbd aria-hidden="true">{ "Enter" }</kbd>
        </button>
    }
}

/// The events of the turn shown in the duel: from the last reveal of this round on.
fn turn_events(view: &PocketState) -> &[Event] {
    turn_span(view).1
}

/// Where the turn shown in the duel starts in the event list, and its events.
fn turn_span(view: &PocketState) -> (usize, &[Event]) {
    let events = view.events();
    let round_start = events
        .iter()
        .rposition(|e| matches!(e, Event::RoundBegins { .. }))
        .unwrap_or(0);
    match events
        .iter()
        .rposition(|e| matches!(e, Event::Revealed { seat: 0, .. }))
    {
        Some(i) if i > round_start || view.phase() == Phase::RoundOver => {
            let end = events[i..]
                .iter()
                .position(|e| matches!(e, Event::Committed { .. } | Event::RoundBegins { .. }))
                .map(|k| i + k)
                .unwrap_or(events.len());
            (i, &events[i..end])
        }
        _ => (0, &[]),
    }
}

fn duel_view(model: &UseReducerHandle<Model>, view: &PocketState, viewer: Seat) -> Html {
    let m = &**model;
    let setup = &m.setup;
    let phase = view.phase();
    let (start, steps) = turn_span(view);
    let revealed = |seat: Seat| {
        steps.iter().find_map(|e| match e {
            Event::Revealed { seat: s, card } if *s == seat => Some(*card),
            _ => None,
        })
    };
    let fresh = phase != Phase::Commit;
    let slot = |seat: Seat| {
        let name = setup.name(seat);
        let card = if phase == Phase::Commit {
            match view.committed(seat) {
                Some(c) if c != HIDDEN && seat == viewer && setup.is_human(seat) => html! {
                    <>
                        <PocketCard card={None} back_label={format!("Your face-down card: {}", text::name(c))} size="small" />
                        <span class="slot-note">{ format!("Yours: {}", text::name(c)) }</span>
                    </>
                },
                Some(_) => {
                    html! { <PocketCard card={None} back_label={format!("{name}'s face-down card")} size="small" /> }
                }
                // Until a new card is laid, last turn's card stays on show, faded.
                None => match revealed(seat) {
                    Some(c) => html! {
                        <div class="last-card">
                            <div class="slot-card"><PocketCard key={start.to_string()} card={Some(c)} size="small" extra=" (last turn)" flip=true /></div>
                            <span class="slot-caption">{ "last turn" }</span>
                        </div>
                    },
                    None => html! { <div class="slot-empty" aria-hidden="true"></div> },
                },
            }
        } else {
            match revealed(seat) {
                Some(c) => {
                    html! { <div class="slot-card"> <PocketCard key={format!("{}-{}", view.round(), view.turn())} card={Some(c)} size="small" flip={fresh} /> </div> }
                }
                None => html! { <div class="slot-empty" aria-hidden="true"></div> },
            }
        };
        html! {
            <div class={classes!("slot", (seat == viewer).then_some("mine"))}>
                <span class="slot-name">{ name }</span>
                { card }
            </div>
        }
    };
    let step_list = (!steps.is_empty()).then(|| {
        let title = if phase == Phase::Commit {
            "Last turn"
        } else {
            "This turn"
        };
        html! {
            // A new turn's list is drawn afresh, so its steps appear one after another.
            <div class="steps-wrap"><div class="steps" key={start.to_string()}>
                <h3>{ title }</h3>
                <ol class="step-list">
                    { for steps.iter().enumerate().map(|(i, e)| step_item(setup, e, i)) }
                </ol>
            </div></div>
        }
    });
    let stalemates = view.stalemates();
    html! {
        <section class="duel" aria-labelledby="duel-title">
            <h2 id="duel-title">{ format!("Round {}: the duel", view.round()) }</h2>
            <p class="stalemate">
                { format!("Stalemates in a row: {stalemates} of {STALEMATE_LIMIT}") }
            </p>
            <div class="mat">
                { slot(1 - viewer) }
                <span class="versus" aria-hidden="true">{ "vs" }</span>
                { slot(viewer) }
            </div>
            { step_list.unwrap_or_default() }
            { strike_preview(m, view) }
            { action_panel(model, view) }
            if !view.discarded().is_empty() {
                <p class="discarded">{ format!("Out of the game, discarded from the Dojos: {}.",
                    view.discarded().iter().map(|&c| text::name(c)).collect::<Vec<_>>().join(", ")) }</p>
            }
        </section>
    }
}

fn step_item(setup: &TableSetup, e: &Event, i: usize) -> Html {
    let style = format!("--step: {i}");
    match e {
        Event::Strike {
            seat,
            swords,
            helms,
            success,
        } => html! {
            <li class={classes!("step", "strike", success.then_some("hit"))} {style}>
                <span class="strike-who">{ format!("{}'s Strike!", setup.name(*seat)) }</span>
                <span class="compare">
                    <span class="big" aria-hidden="true">{ symbol_icon(Symbol::Sword) }{ swords }</span>
                    <span>{ format!("{} against {}", text::count(Symbol::Sword, *swords), text::count(Symbol::Helm, *helms)) }</span>
                    <span class="big" aria-hidden="true">{ symbol_icon(Symbol::Helm) }{ helms }</span>
                </span>
                <strong>{ if *success { "A hit: the round is won." } else { "Held off." } }</strong>
            </li>
        },
        _ => html! { <li class="step" {style}>{ text::event_text(setup, e) }</li> },
    }
}

/// While a Strike! is out: each strike's swords against the opponent's helms, now.
fn strike_preview(m: &Model, view: &PocketState) -> Html {
    if !matches!(view.phase(), Phase::Call | Phase::Choose | Phase::Exhaust) {
        return html! {};
    }
    let lines: Vec<Html> = (0..2)
        .filter(|&s| view.striking(s))
        .map(|s| {
            let (sw, he) = (view.swords(s), view.helms(1 - s));
            html! {
                <li class={classes!("compare-line", (sw > he).then_some("hit"))}>
                    { format!("{}'s Strike! now: {} against {}: {}", m.setup.name(s), text::count(Symbol::Sword, sw), text::count(Symbol::Helm, he),
                        if sw > he { "it would hit" } else { "it would be held off" }) }
                </li>
            }
        })
        .collect();
    if lines.is_empty() {
        return html! {};
    }
    html! { <ul class="strike-preview">{ for lines }</ul> }
}

fn action_panel(model: &UseReducerHandle<Model>, view: &PocketState) -> Html {
    let m = &**model;
    let setup = &m.setup;
    let phase = view.phase();
    let dispatcher = model.dispatcher();
    let Some(v) = m.can_act() else {
        // Somebody else acts; a person who has laid a card sees it here.
        if phase == Phase::RoundOver || phase == Phase::Over {
            return round_over(model, view);
        }
        return html! {};
    };
    let hand_cards = |legal: &dyn Fn(Card) -> Option<String>| {
        let cards = view.hand(v).iter().enumerate().map(|(i, &c)| {
            let reason = legal(c);
            let selected = m.selected == Some(c) && reason.is_none();
            let onclick = {
                let d = dispatcher.clone();
                Some(match reason.clone() {
                    None => Callback::from(move |_| d.dispatch(Msg::Select(c))),
                    Some(r) => Callback::from(move |_| d.dispatch(Msg::Refused(r.clone()))),
                })
            };
            html! {
                <li key={c as usize}>
                    <PocketCard card={Some(c)} {selected} {onclick} size="small"
                                disabled_reason={reason.map(AttrValue::from)}
                                shortcut={(i < 10).then(|| AttrValue::from(((i + 1) % 10).to_string()))}
                                extra={if selected { ", selected" } else { "" }} />
                </li>
            }
        });
        html! { <ul class="pc-row small-row hand-row" aria-label={format!("{}'s hand", setup.name(v))}>{ for cards }</ul> }
    };
    match phase {
        Phase::Commit => {
            let (label, reason) = match m.selected {
                Some(c) => (format!("Lay {} face down", text::name(c)), None),
                None => (
                    "Lay a card face down".to_string(),
                    Some("Choose a card first"),
                ),
            };
            html! {
                <div class="act commit">
                    <h3>{ format!("{}: lay a card face down", setup.name(v)) }</h3>
                    <p class="hint">{ "Both cards flip together. Strike! wins the round if your swords in play outnumber the opponent's helms." }</p>
                    { hand_cards(&|_| None) }
                    <div class="actions">
                        { confirm_button(model, label, reason) }
                        <p class="keys hint">{ "Keys: 1–9 choose a card, Enter lays it face down." }</p>
                    </div>
                </div>
            }
        }
        Phase::Call => {
            let Some(by) = view.pending_call(v) else {
                return html! {};
            };
            let target = match def(by).ability {
                Ability::Call(t) => t,
                _ => CallTarget::Any,
            };
            let legal = |c: Card| -> Option<String> {
                (!m.legal(v, &Action::Call(c)))
                    .then(|| format!("{} calls {}", text::name(by), call_target_words(target)))
            };
            let (label, reason) = match m.selected {
                Some(c) => (format!("Call {}", text::name(c)), None),
                None => (
                    "Call a card".to_string(),
                    Some("Choose a card to call first"),
                ),
            };
            html! {
                <div class="act call">
                    <h3>{ format!("{}: {} lets you call", setup.name(v), text::name(by)) }</h3>
                    <p class="hint">{ format!("{} Put a card from your hand into play, or call nothing. \
                        The opponent decides at the same time.", def(by).rules_text()) }</p>
                    { hand_cards(&legal) }
                    <div class="actions">
                        { confirm_button(model, label, reason) }
                        <button type="button" class="button pass" onclick={send(model, || Msg::Pass)}>
                            { "Call nothing" }<kbd aria-hidden="true">{ "P" }</kbd>
                        </button>
                    </div>
                </div>
            }
        }
        Phase::Choose => {
            let Some((_, card, a, b)) = view.choice() else {
                return html! {};
            };
            let n = match def(card).ability {
                Ability::Choose(_, _, n) => n,
                _ => 2,
            };
            html! {
                <div class="act choose">
                    <h3>{ format!("{}: choose the symbol {} shows", setup.name(v), text::name(card)) }</h3>
                    <div class="actions">
                        { for [a, b].iter().enumerate().map(|(i, &sym)| html! {
                            <button type="button" class="button primary choose-symbol" onclick={send(model, move || Msg::Choose(sym))}>
                                { symbol_icon(sym) }{ format!(" {}", text::count(sym, n)) }<kbd aria-hidden="true">{ i + 1 }</kbd>
                            </button>
                        }) }
                    </div>
                </div>
            }
        }
        Phase::Exhaust => {
            let cards = exhaustable(view, v);
            html! {
                <div class="act exhaust">
                    <h3>{ format!("{}: a Strike! is out. Exhaust a card?", setup.name(v)) }</h3>
                    <p class="hint">{ "An exhausted card leaves play for its effect on this strike. The other side may answer." }</p>
                    <div class="actions">
                        { for cards.iter().enumerate().map(|(i, &c)| {
                            let effect = match def(c).ability { Ability::Exhaust(e) => e.text(), _ => String::new() };
                            html! {
                                <button type="button" class="button exhaust-card" onclick={send(model, move || Msg::Exhaust(c))}>
                                    { format!("Exhaust {}: {effect}", text::name(c)) }<kbd aria-hidden="true">{ i + 1 }</kbd>
                                </button>
                            }
                        }) }
                        <button type="button" class="button primary pass" onclick={send(model, || Msg::Pass)}>
                            { "Done exhausting" }<kbd aria-hidden="true">{ "P" }</kbd>
                        </button>
                    </div>
                </div>
            }
        }
        Phase::RoundOver | Phase::Over => round_over(model, view),
        Phase::Dojo => html! {},
    }
}

fn round_over(model: &UseReducerHandle<Model>, view: &PocketState) -> Html {
    let m = &**model;
    let scored = view.round_scored();
    let who = match scored {
        [true, true] => "Mutual defeat: both score the round.".to_string(),
        [true, false] => format!("{} wins the round.", m.setup.name(0)),
        [false, true] => format!("{} wins the round.", m.setup.name(1)),
        _ => String::new(),
    };
    let next = (view.phase() == Phase::RoundOver && !m.setup.humans().is_empty()).then(|| {
        html! {
            <button type="button" class="button primary next-round" onclick={send(model, || Msg::NextRound)}>
                { "Next round" }<kbd aria-hidden="true">{ "N" }</kbd>
            </button>
        }
    });
    html! {
        <div class="act round-over">
            <h3>{ who }</h3>
            if view.phase() == Phase::RoundOver {
                <p class="hint">{ "All cards, exhaust piles included, go back to their owners' hands. The Dojo is not played again." }</p>
            }
            <div class="actions">{ next.unwrap_or_default() }</div>
        </div>
    }
}

fn status_line(m: &Model) -> String {
    let s = m.state();
    let setup = &m.setup;
    let names = |seats: Vec<Seat>| {
        seats
            .into_iter()
            .map(|x| setup.name(x))
            .collect::<Vec<_>>()
            .join(" and ")
    };
    if m.needs_hand_over() {
        let who = m.actor().unwrap_or(0);
        return format!("{} to play: pass the device.", setup.name(who));
    }
    let acting = m.can_act();
    match (s.phase(), acting) {
        (Phase::Over, _) => match s.result().flatten() {
            Some(w) => format!("The match is over: {} wins.", setup.name(w)),
            None => "The match is over: drawn.".into(),
        },
        (Phase::RoundOver, Some(_)) => {
            format!("Round {} is over. Press Next round to go on.", s.round())
        }
        (Phase::RoundOver, None) => format!("Round {} is over; the next follows.", s.round()),
        (Phase::Dojo, Some(v)) => format!(
            "{}, your pick in Dojo {}: choose a card, then Take it.",
            setup.name(v),
            s.dojo()
        ),
        (Phase::Commit, Some(v)) => format!(
            "{}, choose a card to lay face down, then confirm.",
            setup.name(v)
        ),
        (Phase::Call, Some(v)) => format!(
            "{}, your {} may call a card into play: choose one, or call nothing.",
            setup.name(v),
            s.pending_call(v).map(text::name).unwrap_or("card")
        ),
        (Phase::Choose, Some(v)) => format!("{}, choose a symbol for your card.", setup.name(v)),
        (Phase::Exhaust, Some(v)) => format!(
            "{}, exhaust a card for this strike, or press Done exhausting.",
            setup.name(v)
        ),
        (Phase::Commit, None) if setup.humans().iter().any(|&h| s.committed(h).is_some()) => {
            format!(
                "Your card lies face down. Waiting for {}.",
                names(s.to_act())
            )
        }
        (Phase::Dojo, None) => format!("Waiting for {} to pick.", names(s.to_act())),
        (Phase::Commit, None) => format!("Waiting for {} to lay a card.", names(s.to_act())),
        (Phase::Call, None) => format!("Waiting for {} to decide on a call.", names(s.to_act())),
        (Phase::Choose, None) => format!("Waiting for {} to choose a symbol.", names(s.to_act())),
        (Phase::Exhaust, None) => format!("Waiting for {} to exhaust or pass.", names(s.to_act())),
    }
}
