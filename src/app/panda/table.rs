//! The Panda table: the player at the bottom, the partner at the top, the opponents left
//! and right; the trick in the middle; the hand with its selection and the actions.

use super::new_game::NewGame;
use super::{text, ID};
use crate::app::components::{CardView, EndScreen, HandOver, HistoryPanel, SeatPanel};
use crate::app::route::Route;
use crate::app::settings::use_settings;
use crate::app::table::{self, send, Loaded, TableSetup};
use crate::core::{rng::deal_code, Game, Seat, Session};
use crate::games::panda::{
    moves, partner, recognize, team, Action, Card, CardSet, Kind, PandaState, Phase, SEATS,
};
use gloo::events::{EventListener, EventListenerOptions};
use gloo::timers::callback::Timeout;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Clone)]
struct Model {
    session: Rc<Session<PandaState>>,
    setup: TableSetup,
    /// The cards selected to play.
    selected: CardSet,
    by_suit: bool,
    /// The passing: the card picked, and the cards set for left, partner, right.
    picked: Option<Card>,
    gifts: [Option<Card>; 3],
    shown_to: Option<Seat>,
    notice: Option<String>,
    /// How long the table waits for a person holding an Ambush (a setting).
    ambush_wait: u32,
    /// With several people at the device: the person who asked for it to call an Ambush
    /// out of turn. The table waits for them instead of timing out.
    claim: Option<Seat>,
}

impl PartialEq for Model {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.session, &o.session)
            && self.setup == o.setup
            && self.selected == o.selected
            && self.by_suit == o.by_suit
            && self.picked == o.picked
            && self.gifts == o.gifts
            && self.shown_to == o.shown_to
            && self.notice == o.notice
            && self.ambush_wait == o.ambush_wait
            && self.claim == o.claim
    }
}

enum Msg {
    Toggle(Card),
    Clear,
    SortBySuit(bool),
    Target(usize),
    Act(Action),
    PlaySelected,
    Ambush,
    /// The table answers "no Ambush" for a person (none held, or the pause ran out).
    NoAmbush(Seat),
    /// A person asks for the device to call an Ambush out of turn (several people).
    Claim(Seat),
    /// The person who asked lets it go (or holds none).
    Unclaim,
    Bot(Seat),
    Reveal(Seat),
    Key(String),
    Rematch,
}

impl Model {
    fn state(&self) -> &PandaState {
        &self.session.state
    }

    fn has_ambush(&self, seat: Seat) -> bool {
        moves::has_ambush(self.state().hand(seat), self.state().table())
    }

    /// The person whose hand is on show. In an Ambush window the device stays with
    /// whoever holds it (no hand-over, so nobody learns who holds an Ambush) unless a
    /// person asked for it to call one.
    fn viewer(&self) -> Option<Seat> {
        let humans = self.setup.humans();
        if humans.is_empty() {
            return None;
        }
        let s = self.state();
        let single = (humans.len() == 1).then(|| humans[0]);
        if s.phase() == Phase::AmbushWindow {
            return self.claim.or(single).or(self.shown_to);
        }
        let to_act = s.to_act();
        if let Some(v) = self.shown_to.filter(|v| to_act.contains(v)) {
            return Some(v);
        }
        if let Some(h) = humans.iter().copied().find(|h| to_act.contains(h)) {
            return Some(h);
        }
        single.or(self.shown_to)
    }

    fn needs_hand_over(&self) -> bool {
        self.setup.humans().len() > 1 && self.viewer().is_some_and(|v| self.shown_to != Some(v))
    }

    /// The viewer's hand in display order (without the cards set aside for the passing).
    fn my_cards(&self, me: Seat) -> Vec<Card> {
        let mut hand = self.state().hand(me);
        if self.state().phase() == Phase::Passing {
            for c in self.gifts.iter().flatten() {
                hand.remove(*c);
            }
            // Cards already given stay out of the hand until the exchange.
            for c in self.state().observe(me).my_gifts.into_iter().flatten() {
                hand.remove(c);
            }
        }
        text::sorted(hand, self.by_suit)
    }

    fn passing_for(&self, me: Seat) -> bool {
        self.state().phase() == Phase::Passing && self.state().to_act().contains(&me)
    }

    fn apply(&mut self, seat: Seat, action: Action) -> bool {
        let mut session = (*self.session).clone();
        match session.apply(seat, action) {
            Ok(()) => {
                self.session = Rc::new(session);
                self.notice = None;
                if self.claim == Some(seat) || self.state().phase() != Phase::AmbushWindow {
                    self.claim = None;
                }
                // Cards that left the hand (played, or taken in the exchange) leave the selection.
                if let Some(v) = self.viewer() {
                    let hand = self.state().hand(v);
                    self.selected = CardSet(self.selected.0 & hand.0);
                }
                if self.state().phase() != Phase::Passing {
                    self.gifts = [None; 3];
                    self.picked = None;
                }
                true
            }
            Err(e) => {
                self.notice = Some(format!("Not allowed: {e}."));
                false
            }
        }
    }

    fn toggle(&mut self, card: Card) {
        let Some(me) = self.viewer() else { return };
        if self.passing_for(me) {
            self.picked = if self.picked == Some(card) {
                None
            } else {
                Some(card)
            };
            // With every other slot filled, a card goes straight to the last one.
            if let Some(slot) = self.gifts.iter().position(Option::is_none) {
                if self.gifts.iter().filter(|g| g.is_none()).count() == 1 && self.picked.is_some() {
                    self.gifts[slot] = self.picked.take();
                }
            }
        } else if self.state().hand(me).contains(card) {
            if self.selected.contains(card) {
                self.selected.remove(card);
            } else {
                self.selected.insert(card);
            }
        }
    }

    fn play_selected(&mut self) {
        let Some(me) = self.viewer() else { return };
        if self.needs_hand_over() {
            return;
        }
        let s = self.state();
        if s.phase() == Phase::Passing {
            if let [Some(left), Some(partner), Some(right)] = self.gifts {
                self.gifts = [None; 3];
                self.apply(
                    me,
                    Action::GiveCards {
                        left,
                        partner,
                        right,
                    },
                );
            }
            return;
        }
        match s.check_play(me, self.selected) {
            Ok(combo) => {
                if self.apply(me, Action::Play(combo.cards)) {
                    self.selected = CardSet::EMPTY;
                }
            }
            Err(e) => self.notice = Some(format!("Not allowed: {e}.")),
        }
    }

    fn ambush(&mut self) {
        let Some(me) = self.viewer() else { return };
        let s = self.state();
        let plays: Vec<_> = s
            .legal_plays(me)
            .into_iter()
            .filter(|c| c.kind == Kind::Ambush)
            .collect();
        let choice = plays
            .iter()
            .find(|c| c.cards == self.selected)
            .or(plays.first())
            .copied();
        if let Some(c) = choice {
            if self.apply(me, Action::Play(c.cards)) {
                self.selected = CardSet::EMPTY;
            }
        }
    }
}

impl Reducible for Model {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut m = (*self).clone();
        let hidden = m.needs_hand_over();
        match msg {
            Msg::Toggle(card) if !hidden => m.toggle(card),
            Msg::Clear => {
                m.selected = CardSet::EMPTY;
                m.picked = None;
            }
            Msg::SortBySuit(b) => m.by_suit = b,
            Msg::Target(slot) if !hidden => {
                if let Some(c) = m.picked.take() {
                    m.gifts[slot] = Some(c);
                } else {
                    m.gifts[slot] = None;
                }
            }
            Msg::Act(action) if !hidden => {
                let Some(me) = m.viewer() else { return self };
                m.apply(me, action);
            }
            Msg::PlaySelected if !hidden => m.play_selected(),
            Msg::Ambush if !hidden => m.ambush(),
            Msg::NoAmbush(seat) => {
                let s = m.state();
                if s.phase() != Phase::AmbushWindow || !s.window_pending().contains(&seat) {
                    return self;
                }
                m.apply(seat, Action::NoAmbush);
            }
            Msg::Claim(seat) if !hidden => {
                if m.state().phase() != Phase::AmbushWindow || !m.setup.is_human(seat) {
                    return self;
                }
                m.claim = Some(seat);
                m.selected = CardSet::EMPTY;
            }
            Msg::Unclaim => m.claim = None,
            Msg::Bot(seat) => {
                let Some(level) = m.setup.bot_level(seat) else {
                    return self;
                };
                if !m.state().to_act().contains(&seat) {
                    return self;
                }
                let Some(action) = table::bot_action(&m.session, seat, level) else {
                    return self;
                };
                m.apply(seat, action);
            }
            Msg::Reveal(seat) => {
                m.shown_to = Some(seat);
                m.notice = None;
                m.selected = CardSet::EMPTY;
                m.picked = None;
                m.gifts = [None; 3];
            }
            Msg::Key(key) if !hidden => {
                let Some(me) = m.viewer() else { return self };
                match key.as_str() {
                    "Enter" => m.play_selected(),
                    "Escape" => {
                        m.selected = CardSet::EMPTY;
                        m.picked = None;
                    }
                    k => {
                        let cards = m.my_cards(me);
                        match text::key_index(k).and_then(|i| cards.get(i).copied()) {
                            Some(c) => m.toggle(c),
                            None => return self,
                        }
                    }
                }
            }
            Msg::Rematch => {
                let config = m.session.config.clone();
                m.session = Rc::new(Session::new(config, table::new_seed()));
                m.shown_to = None;
                m.notice = None;
                m.selected = CardSet::EMPTY;
                m.picked = None;
                m.gifts = [None; 3];
                m.claim = None;
            }
            _ => return self,
        }
        Rc::new(m)
    }
}

/// The table contract (`data-act`): the table waits for a move by the person holding the
/// device (past any hand-over): their passing, their turn, their Ambush while the table
/// waits for it, giving the Panda's trick away. Calling Panda, open until one's first
/// card, does not count: the table does not wait for it.
fn may_act(m: &Model) -> bool {
    let Some(v) = m.viewer() else { return false };
    let s = m.state();
    !m.needs_hand_over()
        && match s.phase() {
            Phase::Passing => m.passing_for(v),
            Phase::Play | Phase::GiveTrick => s.turn() == v,
            Phase::AmbushWindow => s.window_pending().contains(&v) && m.has_ambush(v),
            Phase::Over => false,
        }
}

/// What the table does next by itself: (seat, delay in ms, a bot's move or the table's
/// "no Ambush" for a person).
fn next_job(m: &Model, pace: u32) -> Option<(Seat, u32, bool)> {
    let s = m.state();
    let to_act = s.to_act();
    let bots: Vec<Seat> = to_act
        .iter()
        .copied()
        .filter(|x| m.setup.bot_level(*x).is_some())
        .collect();
    let people: Vec<Seat> = to_act
        .iter()
        .copied()
        .filter(|x| m.setup.is_human(*x))
        .collect();
    if s.phase() == Phase::AmbushWindow {
        if let Some(&h) = people.iter().find(|&&h| !m.has_ambush(h)) {
            return Some((h, 0, false));
        }
        if let Some(&b) = bots.first() {
            return Some((b, 40, true));
        }
        // Somebody took the device to call an Ambush: no time-out while they decide.
        if m.claim.is_some() {
            return None;
        }
        return people.first().map(|&h| (h, m.ambush_wait, false));
    }
    bots.first().map(|&b| (b, pace, true))
}

#[function_component(Table)]
pub fn table_page() -> Html {
    let (loaded, on_started) = table::use_saved_game::<PandaState, TableSetup>();
    match &*loaded {
        Loaded::Game(session, setup) => {
            html! { <Board session={Rc::new((**session).clone())} setup={setup.clone()} /> }
        }
        other => html! { <NewGame notice={table::no_game_notice(other)} {on_started} /> },
    }
}

type BoardProps = table::BoardProps<PandaState, TableSetup>;

fn act(model: &UseReducerHandle<Model>, action: Action) -> Callback<MouseEvent> {
    send(model, move || Msg::Act(action))
}

/// Moves the focus to the previous or next card of the hand.
fn move_focus(step: i32) -> bool {
    let doc = gloo::utils::document();
    let Some(active) = doc.active_element() else {
        return false;
    };
    let Ok(list) = doc.query_selector_all(".pd-hand button.card") else {
        return false;
    };
    let n = list.length() as i32;
    let current = (0..n).find(|&i| {
        list.item(i as u32)
            .is_some_and(|node| node.is_same_node(Some(active.as_ref())))
    });
    let next = match current {
        Some(i) => (i + step).clamp(0, n - 1),
        None if n > 0 => 0,
        None => return false,
    };
    if let Some(el) = list
        .item(next as u32)
        .and_then(|n| n.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = el.focus();
    }
    true
}

#[function_component(Board)]
fn board(p: &BoardProps) -> Html {
    let settings = use_settings().settings;
    let model = use_reducer(|| Model {
        session: p.session.clone(),
        setup: p.setup.clone(),
        selected: CardSet::EMPTY,
        by_suit: false,
        picked: None,
        gifts: [None; 3],
        shown_to: None,
        notice: None,
        ambush_wait: settings.ambush_wait.millis(),
        claim: None,
    });

    {
        let m = model.clone();
        use_effect_with((m.session.seed, m.session.log.len()), move |_| {
            table::store(&m.session, &m.setup)
        });
    }
    // Bots at the chosen pace; the table's own answers in the Ambush windows.
    {
        let m = model.clone();
        let pace = settings.bot_pace.millis();
        let job = next_job(&m, pace);
        use_effect_with(
            (m.session.seed, m.session.log.len(), job),
            move |(_, _, job)| {
                let timer = job.map(|(seat, wait, bot)| {
                    let m = m.clone();
                    Timeout::new(wait, move || {
                        m.dispatch(if bot {
                            Msg::Bot(seat)
                        } else {
                            Msg::NoAmbush(seat)
                        })
                    })
                });
                move || drop(timer)
            },
        );
    }
    // The keys: card keys select, Enter plays, Escape clears, arrows move between cards.
    {
        let d = model.dispatcher();
        use_effect_with((), move |_| {
            let opts = EventListenerOptions::enable_prevent_default();
            let listener = EventListener::new_with_options(
                &gloo::utils::document(),
                "keydown",
                opts,
                move |e| {
                    let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
                        return;
                    };
                    if e.ctrl_key() || e.meta_key() || e.alt_key() {
                        return;
                    }
                    let active = gloo::utils::document().active_element();
                    let tag = active.as_ref().map(|a| a.tag_name()).unwrap_or_default();
                    if matches!(tag.as_str(), "INPUT" | "SELECT" | "TEXTAREA") {
                        return;
                    }
                    let on_card = active
                        .as_ref()
                        .is_some_and(|a| a.closest(".pd-hand").ok().flatten().is_some());
                    let on_control = matches!(tag.as_str(), "BUTTON" | "A" | "SUMMARY");
                    let key = e.key();
                    match key.as_str() {
                        "ArrowLeft" | "ArrowRight"
                            if move_focus(if key == "ArrowLeft" { -1 } else { 1 }) =>
                        {
                            e.prevent_default();
                        }
                        "Enter" if on_card || !on_control => {
                            e.prevent_default();
                            d.dispatch(Msg::Key(key));
                        }
                        "Escape" => d.dispatch(Msg::Key(key)),
                        k if text::key_index(k).is_some() => d.dispatch(Msg::Key(key)),
                        _ => {}
                    }
                },
            );
            move || drop(listener)
        });
    }

    let m = &*model;
    let s = m.state();
    let setup = &m.setup;
    let viewer = m.viewer();
    let hidden = m.needs_hand_over();
    let obs = s.observe(viewer.unwrap_or(0));
    let phase = s.phase();
    let bottom = viewer
        .or_else(|| setup.humans().first().copied())
        .unwrap_or(0);
    let names: Vec<String> = (0..SEATS).map(|x| setup.name(x)).collect();
    let name_refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let to_act = s.to_act();

    let seat_panel = |seat: Seat, place: &'static str| -> Html {
        let mut badges = Vec::new();
        if s.called()[seat] {
            badges.push(AttrValue::from("Called Panda"));
        }
        if let Some(i) = s.out_order().iter().position(|&o| o == seat) {
            badges.push(format!("Out {}", text::place_name(i)).into());
        }
        let active = match phase {
            Phase::Play | Phase::GiveTrick => s.turn() == seat,
            Phase::Passing => to_act.contains(&seat),
            _ => false,
        };
        if active && phase != Phase::Passing {
            badges.push(AttrValue::from("Turn"));
        }
        let count = obs.hand_counts[seat];
        let mut status = vec![format!("{count} card{}", if count == 1 { "" } else { "s" })];
        match phase {
            Phase::Passing => status.push(if obs.gave[seat] {
                "has passed".into()
            } else {
                "choosing cards to pass".into()
            }),
            _ if obs.passed & (1 << seat) != 0 => status.push("passed".into()),
            _ => {}
        }
        let won = s.won_cards(seat);
        if !won.is_empty() {
            status.push(format!("won {} points", won.points()));
        }
        if s.table_owner() == Some(seat) {
            status.push("holds the trick".into());
        }
        let side = format!(
            "{place} · team {}",
            if team(seat) == 0 { "1+3" } else { "2+4" }
        );
        html! {
            <div class={classes!("pd-seat", format!("pd-{place}"))} data-seat={seat.to_string()}>
                <SeatPanel name={setup.name(seat)} {side} {badges} status={status.join(" · ")}
                           accent={if team(seat) == 0 { "samurai" } else { "imperials" }}
                           {active} out={s.out_order().contains(&seat)} />
            </div>
        }
    };

    // The trick in the middle: the last combination, who laid it, and the trick's worth.
    let trick = match (s.table(), s.table_owner()) {
        (Some(combo), Some(owner)) => {
            let cards = text::sorted(combo.cards, false);
            html! {
                <section class="pd-trick" aria-label="The trick">
                    <h2 class="pd-trick-title">{ format!("{}: {}", setup.name(owner), combo.name()) }</h2>
                    <ul class="card-row pd-played">
                        { for cards.iter().map(|&c| html! {
                            <li><CardView face={Some(text::face(c))} label={c.name()} /></li>
                        }) }
                    </ul>
                    <p class="hint">{ {
                        let n = s.trick_cards().len();
                        format!("Trick: {n} card{}, {} points", if n == 1 { "" } else { "s" }, s.trick_cards().points())
                    } }</p>
                </section>
            }
        }
        _ => html! {
            <section class="pd-trick empty" aria-label="The trick">
                <p class="pd-trick-title">{ match phase {
                    Phase::Passing => "The cards are being passed.",
                    Phase::Over => "The game is over.",
                    _ => "The table is empty: a new lead.",
                } }</p>
            </section>
        },
    };

    let centre = if hidden {
        let v = viewer.unwrap_or(0);
        html! { <HandOver name={setup.name(v)} detail={format!("{} to decide.", setup.name(v))}
        on_ready={send(&model, move || Msg::Reveal(v))} /> }
    } else {
        html! {}
    };
    let claims = claims_panel(&model, viewer);
    let mine = (!hidden)
        .then_some(viewer)
        .flatten()
        .map(|v| my_area(&model, v));

    let results = s.results();
    let score_sheet = {
        let t0 = format!("{} & {}", setup.name(0), setup.name(2));
        let t1 = format!("{} & {}", setup.name(1), setup.name(3));
        html! {
            <table class="score-board pd-scores">
                <caption>{ format!("Score sheet (game to {})", s.config().target_score) }</caption>
                <thead><tr><th scope="col">{ "Deal" }</th><th scope="col">{ t0 }</th><th scope="col">{ t1 }</th></tr></thead>
                <tbody>
                    { for results.iter().map(|r| {
                        let detail = |t: usize| {
                            let mut d = vec![format!("cards {}", r.card_points[t])];
                            if r.call_points[t] != 0 { d.push(format!("calls {:+}", r.call_points[t])); }
                            if r.kingdom_points[t] != 0 { d.push(format!("kingdoms {:+}", r.kingdom_points[t])); }
                            if r.double_victory == Some(t) { d.push("double victory".into()); }
                            format!("{} ({})", r.total[t], d.join(", "))
                        };
                        html! {
                            <tr><th scope="row">{ r.deal }</th><td>{ detail(0) }</td><td>{ detail(1) }</td></tr>
                        }
                    }) }
                    <tr class="leading"><th scope="row">{ "Total" }</th><td>{ s.scores()[0] }</td><td>{ s.scores()[1] }</td></tr>
                </tbody>
            </table>
        }
    };

    let end = (phase == Phase::Over).then(|| {
        let winner = s.winner();
        let title = match winner {
            Some(t) => format!("{} and {} win", setup.name(t), setup.name(t + 2)),
            None => "The game is over".into(),
        };
        let sc = s.scores();
        let result = format!("Final score: {} to {}.", sc[0], sc[1]);
        html! {
            <EndScreen {title} home_href={Route::Home.href()} {result}
                       on_rematch={send(&model, || Msg::Rematch)}>
                { score_sheet.clone() }
            </EndScreen>
        }
    });

    let history: Vec<AttrValue> = s
        .events()
        .iter()
        .map(|e| e.describe(&name_refs).into())
        .collect();
    let latest = s.events().last().map(|e| e.describe(&name_refs));
    let left = (bottom + 1) % SEATS;
    let top = partner(bottom);
    let right = (bottom + 3) % SEATS;
    html! {
        <main class="page table panda" id="main" data-game={ID} data-phase={format!("{phase:?}")}
              data-act={if may_act(m) { "yes" } else { "no" }}>
            <header class="table-bar">
                <a class="button quiet" href={Route::Home.href()} aria-label="Back to the games">{ "←" }</a>
                <h1>{ "Panda" }</h1>
                <span class="hand-no">{ format!("Deal {} · {} to {}", s.deal_number(), s.scores()[0], s.scores()[1]) }</span>
                <span class="deal-code">{ format!("Deal code {}", deal_code(m.session.seed)) }</span>
                <a class="button quiet" href={Route::Rules(ID).href()}>{ "Rules" }</a>
            </header>
            <p class="status" role="status">{ status_line(m) }</p>
            if let Some(e) = &latest { <p class="event-banner" aria-hidden="true">{ e.clone() }</p> }
            if let Some(n) = &m.notice { <p class="notice" role="alert">{ n.clone() }</p> }
            { end.unwrap_or_default() }
            { centre }
            { claims }
            <div class="pd-layout">
                <div class="pd-board">
                    { seat_panel(top, "partner") }
                    { seat_panel(left, "left") }
                    <div class="pd-centre">{ trick }</div>
                    { seat_panel(right, "right") }
                    { seat_panel(bottom, "bottom") }
                </div>
                { mine.unwrap_or_default() }
                <div class="pd-side">
                    { score_sheet }
                    <HistoryPanel entries={history} />
                </div>
            </div>
        </main>
    }
}

/// With several people at the device, while the table waits for an Ambush: a button for
/// each other person to take the device and call theirs. Everyone gets one, so the
/// buttons do not tell who holds an Ambush.
fn claims_panel(model: &UseReducerHandle<Model>, viewer: Option<Seat>) -> Html {
    let m = &**model;
    let s = m.state();
    let humans = m.setup.humans();
    let waiting =
        s.phase() == Phase::AmbushWindow && s.window_pending().iter().any(|&x| m.setup.is_human(x));
    if humans.len() < 2 || !waiting || m.claim.is_some() || m.needs_hand_over() {
        return html! {};
    }
    let others = humans
        .into_iter()
        .filter(|&h| Some(h) != viewer && !s.hand(h).is_empty());
    html! {
        <section class="phase-panel pd-claims" aria-label="Ambush out of turn">
            <p class="hint">{ "Anyone else with an Ambush: take the device and press your name. The table waits for you." }</p>
            <div class="actions">
                { for others.map(|h| {
                    let name = m.setup.name(h);
                    html! {
                        <button type="button" class="button pd-claim" onclick={send(model, move || Msg::Claim(h))}>
                            { format!("{name}: Ambush") }
                        </button>
                    }
                }) }
            </div>
        </section>
    }
}

/// The viewer's hand, the selection and every action open to them.
fn my_area(model: &UseReducerHandle<Model>, me: Seat) -> Html {
    let m = &**model;
    let s = m.state();
    let phase = s.phase();
    let passing = m.passing_for(me);
    let cards = m.my_cards(me);
    let toggle = {
        let d = model.dispatcher();
        Callback::from(move |c: Card| d.dispatch(Msg::Toggle(c)))
    };
    let hand = cards.iter().enumerate().map(|(i, &c)| {
        let selected = if passing {
            m.picked == Some(c)
        } else {
            m.selected.contains(c)
        };
        let key = text::KEYS.get(i).map(|k| AttrValue::from(*k));
        let label = match key.as_ref() {
            Some(k) => format!("{} (key {k})", c.name()),
            None => c.name(),
        };
        let onclick = toggle.reform(move |_| c);
        html! {
            <li><CardView face={Some(text::face(c))} {label} {selected} {onclick} shortcut={key} /></li>
        }
    });
    let name = m.setup.name(me);
    let sort = {
        let by_suit = m.by_suit;
        send::<MouseEvent, _>(model, move || Msg::SortBySuit(!by_suit))
    };
    let call = s.may_call(me).then(|| {
        html! { <button type="button" class="button pd-call" onclick={act(model, Action::CallPanda)}
        title="+100 for your team if you go out first, -100 if not">{ "Call Panda" }</button> }
    });
    let actions = if passing {
        passing_panel(model, me)
    } else {
        play_panel(model, me)
    };
    let received: Vec<String> = if phase != Phase::Passing {
        let obs = s.observe(me);
        (0..SEATS)
            .filter_map(|g| {
                obs.received[g].map(|c| format!("{} from {}", c.name(), m.setup.name(g)))
            })
            .collect()
    } else {
        Vec::new()
    };
    html! {
        <section class="my-area pd-mine" aria-label={format!("{name}'s hand")}>
            <div class="pd-hand-head">
                <h2>{ format!("{name}'s hand ({})", s.hand(me).len()) }</h2>
                <button type="button" class="button quiet pd-sort" onclick={sort} aria-pressed={m.by_suit.to_string()}>
                    { "Sort by suit" }
                </button>
                { call.unwrap_or_default() }
            </div>
            <ul class="card-row hand pd-hand" aria-label="Your hand">{ for hand }</ul>
            { actions }
            if !received.is_empty() && !s.observe(me).has_played[me] {
                <p class="hint pd-received">{ format!("You received: {}.", received.join(", ")) }</p>
            }
        </section>
    }
}

fn passing_panel(model: &UseReducerHandle<Model>, me: Seat) -> Html {
    let m = &**model;
    let targets = [
        ("left", (me + 1) % SEATS),
        ("partner", (me + 2) % SEATS),
        ("right", (me + 3) % SEATS),
    ];
    let slots = targets.iter().enumerate().map(|(i, (place, seat))| {
        let who = format!("{} ({place})", m.setup.name(*seat));
        let label = match (m.gifts[i], m.picked) {
            (Some(c), _) => format!("To {who}: {}", c.name()),
            (None, Some(c)) => format!("Give {} to {who}", c.name()),
            (None, None) => format!("To {who}: pick a card first"),
        };
        let title = match m.gifts[i] {
            Some(_) if m.picked.is_none() => "Press to take the card back",
            _ => "",
        };
        html! {
            <button type="button" class={classes!("button", "pd-target", m.gifts[i].is_some().then_some("set"))}
                    title={title} onclick={send(model, move || Msg::Target(i))}>{ label }</button>
        }
    });
    let ready = m.gifts.iter().all(Option::is_some);
    let confirm = if ready {
        html! { <button type="button" class="button primary pd-give" onclick={send(model, || Msg::PlaySelected)}>{ "Pass these three cards" }</button> }
    } else {
        html! { <button type="button" class="button pd-give" aria-disabled="true" title="Set a card for each of the three players first">{ "Pass these three cards" }</button> }
    };
    html! {
        <section class="phase-panel pd-passing" aria-label="Passing">
            <h2>{ "Pass three cards" }</h2>
            <p class="hint">{ "Pick a card in your hand, then the player it goes to. All four players pass at once." }</p>
            <div class="actions pd-targets">{ for slots }</div>
            <div class="actions">{ confirm }</div>
        </section>
    }
}

fn play_panel(model: &UseReducerHandle<Model>, me: Seat) -> Html {
    let m = &**model;
    let s = m.state();
    let phase = s.phase();
    let my_turn = phase == Phase::Play && s.turn() == me;
    // A person holding no Ambush is answered by the table at once: nothing to offer.
    let in_window =
        phase == Phase::AmbushWindow && s.window_pending().contains(&me) && m.has_ambush(me);
    let selection = if m.selected.is_empty() {
        "Nothing selected".to_string()
    } else {
        match recognize(m.selected) {
            Some(c) => format!("Selected: {}", c.name()),
            None => format!("Selected: {} cards, not a combination", m.selected.len()),
        }
    };
    let mut buttons: Vec<Html> = Vec::new();
    if my_turn || in_window {
        let check = s.check_play(me, m.selected);
        buttons.push(match check {
            Ok(c) => html! {
                <button type="button" class="button primary pd-play" onclick={send(model, || Msg::PlaySelected)}>
                    { format!("Play {}", c.name()) }
                </button>
            },
            Err(e) => {
                let why = format!("Cannot play: {e}");
                html! {
                    <button type="button" class="button pd-play" aria-disabled="true" title={why.clone()}
                            onclick={send(model, || Msg::PlaySelected)}>{ why }</button>
                }
            }
        });
    }
    if my_turn && s.table().is_some() {
        buttons.push(html! { <button type="button" class="button pd-pass" onclick={act(model, Action::Pass)}>{ "Pass" }</button> });
    }
    let ambush_ready =
        (my_turn || in_window) && s.legal_plays(me).iter().any(|c| c.kind == Kind::Ambush);
    if ambush_ready {
        buttons.push(html! { <button type="button" class="button primary pd-ambush" onclick={send(model, || Msg::Ambush)}>{ "Ambush!" }</button> });
    }
    if in_window {
        buttons.push(html! { <button type="button" class="button pd-no-ambush" onclick={act(model, Action::NoAmbush)}>{ "No ambush" }</button> });
    }
    // Took the device to call an Ambush but holds none that beats the table: go back.
    let claimed_none = m.claim == Some(me) && !in_window;
    if claimed_none {
        buttons.push(html! { <button type="button" class="button pd-unclaim" onclick={send(model, || Msg::Unclaim)}>{ "Back" }</button> });
    }
    if phase == Phase::GiveTrick && s.turn() == me {
        let points = s.trick_cards().points();
        return html! {
            <section class="phase-panel pd-give-away" role="group" aria-labelledby="pd-give-title">
                <h2 id="pd-give-title">{ "Your Panda won the trick: give it away" }</h2>
                <p class="hint">{ format!("The trick ({points} points, the Panda included) goes to an opponent of your choice; you still lead next.") }</p>
                <div class="actions">
                    { for [(me + 1) % SEATS, (me + 3) % SEATS].into_iter().map(|o| html! {
                        <button type="button" class="button primary pd-give-trick" onclick={act(model, Action::GiveTrick(o))}>
                            { format!("Give the trick to {} ({} cards now)", m.setup.name(o), s.observe(me).hand_counts[o]) }
                        </button>
                    }) }
                </div>
            </section>
        };
    }
    if !m.selected.is_empty() {
        buttons.push(html! { <button type="button" class="button quiet pd-clear" onclick={send(model, || Msg::Clear)}>{ "Clear" }</button> });
    }
    let hint = if my_turn {
        s.legal_plays(me)
            .is_empty()
            .then(|| "Nothing in your hand beats the table: pass.".to_string())
    } else if in_window && m.claim == Some(me) {
        Some("Out of turn: the table waits while you decide.".to_string())
    } else if in_window {
        Some(format!(
            "Out of turn: press Ambush! within about {} seconds, or the table goes on.",
            m.ambush_wait.div_ceil(1000)
        ))
    } else if claimed_none {
        Some("You hold no Ambush that beats the table.".to_string())
    } else {
        None
    };
    html! {
        <section class="phase-panel pd-actions" aria-label="Your play">
            <p class="pd-selection" aria-live="polite">{ selection }</p>
            if let Some(h) = hint { <p class="hint">{ h }</p> }
            <div class="actions">{ for buttons }</div>
        </section>
    }
}

fn status_line(m: &Model) -> String {
    let s = m.state();
    let name = |x: Seat| m.setup.name(x);
    let names = |seats: Vec<Seat>| seats.into_iter().map(name).collect::<Vec<_>>().join(", ");
    let viewer = m.viewer();
    match s.phase() {
        Phase::Over => "The game is over.".into(),
        _ if m.needs_hand_over() => {
            format!("{} to play: pass the device.", name(viewer.unwrap_or(0)))
        }
        Phase::Passing => match viewer {
            Some(v) if s.to_act().contains(&v) => format!(
                "{}, choose three cards to pass: one to the left, one to your partner, one to the right.",
                name(v)
            ),
            _ => format!("Waiting for {} to pass cards.", names(s.to_act())),
        },
        Phase::Play => {
            let t = s.turn();
            match (viewer == Some(t), s.table()) {
                (true, None) => format!(
                    "{}, your lead: play any combination{}.",
                    name(t),
                    if first_lead(s) { " holding a 1 (the Stork counts)" } else { "" }
                ),
                (true, Some(c)) => format!("{}, your turn: beat {} or pass.", name(t), c.name()),
                (false, None) => format!("{} leads.", name(t)),
                (false, Some(c)) => format!("{} to beat {} or pass.", name(t), c.name()),
            }
        }
        Phase::AmbushWindow => match viewer {
            Some(v) if s.window_pending().contains(&v) && m.has_ambush(v) => format!(
                "{}, you may ambush {} now (Ambush!), or let it go.",
                name(v),
                s.table().map(|c| c.name()).unwrap_or_default()
            ),
            Some(v) if m.claim == Some(v) => {
                format!("{}, you hold no Ambush that beats the table.", name(v))
            }
            _ => "A moment for any Ambush…".into(),
        },
        Phase::GiveTrick => match viewer {
            Some(v) if s.turn() == v => format!(
                "{}, your Panda won the trick: give it to an opponent.",
                name(v)
            ),
            _ => format!("{} gives the Panda's trick to an opponent.", name(s.turn())),
        },
    }
}

/// Whether the deal's first lead is still to come.
fn first_lead(s: &PandaState) -> bool {
    s.observe(s.turn()).first_lead
}
