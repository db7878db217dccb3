//! The Honor of the Samurai table: seats around it, your army and hand at the bottom,
//! one panel for whatever the current phase asks, and the battle laid open.

use super::new_game::NewGame;
use super::{text, ID};
use crate::app::components::{
    CardFace, EndScreen, Hand, HandCard, HandOver, HistoryPanel, Pile, ScoreBoard, ScoreRow,
    SeatPanel,
};
use crate::app::route::Route;
use crate::app::settings::use_settings;
use crate::app::table::{self, send, Loaded, TableSetup};
use crate::core::{rng::deal_code, Game, Seat, Session};
use crate::games::honor::{
    Action, BattleResult, Card, HonorObservation, HonorState, Phase, Suit, DISGRACES_OUT,
};
use gloo::timers::callback::Timeout;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Clone)]
struct Model {
    session: Rc<Session<HonorState>>,
    setup: TableSetup,
    picked_card: Option<usize>,
    picked_slot: Option<usize>,
    shown_to: Option<Seat>,
    notice: Option<String>,
    /// Events on show so far; newer ones appear one at a time.
    shown_events: usize,
}

impl PartialEq for Model {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.session, &o.session)
            && self.setup == o.setup
            && self.picked_card == o.picked_card
            && self.picked_slot == o.picked_slot
            && self.shown_to == o.shown_to
            && self.notice == o.notice
            && self.shown_events == o.shown_events
    }
}

enum Msg {
    PickCard(usize),
    PickSlot(usize),
    Act(Action),
    Bot(Seat),
    Reveal(Seat),
    ShowNextEvent,
    Rematch,
}

fn private_phase(phase: Phase) -> bool {
    !matches!(phase, Phase::Battle | Phase::GameOver | Phase::Over)
}

impl Model {
    fn state(&self) -> &HonorState {
        &self.session.state
    }

    /// The person whose cards are on show: one who must decide now, or the only person.
    /// `None` is the public view (nobody's hidden cards).
    fn viewer(&self) -> Option<Seat> {
        let humans = self.setup.humans();
        let to_act = self.state().to_act();
        let acting = humans.iter().copied().find(|h| to_act.contains(h));
        match (acting, humans.len()) {
            (Some(h), 1) => Some(h),
            (Some(h), _) if private_phase(self.state().phase()) => Some(h),
            (_, 1) => Some(humans[0]),
            _ => None,
        }
    }

    /// The person who acts for a public button (Next hand, Next game).
    fn actor(&self) -> Option<Seat> {
        let to_act = self.state().to_act();
        self.viewer()
            .filter(|v| to_act.contains(v))
            .or_else(|| self.setup.humans().into_iter().find(|h| to_act.contains(h)))
    }

    fn needs_hand_over(&self) -> bool {
        self.setup.humans().len() > 1 && self.viewer().is_some_and(|v| self.shown_to != Some(v))
    }

    fn all_events_shown(&self) -> bool {
        self.shown_events >= self.state().events().len()
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
}

impl Reducible for Model {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut m = (*self).clone();
        match msg {
            Msg::PickCard(i) => {
                m.picked_card = if m.picked_card == Some(i) {
                    None
                } else {
                    Some(i)
                }
            }
            Msg::PickSlot(i) => {
                m.picked_slot = if m.picked_slot == Some(i) {
                    None
                } else {
                    Some(i)
                }
            }
            Msg::Act(action) => {
                let Some(seat) = m.actor() else { return self };
                if m.needs_hand_over() {
                    return self;
                }
                // Only the player's own moves clear their picks: a bot moving meanwhile must not.
                if m.apply(seat, action) {
                    m.picked_card = None;
                    m.picked_slot = None;
                }
            }
            Msg::Bot(seat) => {
                let Some(level) = m.setup.bot_level(seat) else {
                    return self;
                };
                let Some(action) = table::bot_action(&m.session, seat, level) else {
                    return self;
                };
                m.apply(seat, action);
            }
            Msg::Reveal(seat) => {
                m.shown_to = Some(seat);
                m.picked_card = None;
                m.picked_slot = None;
            }
            Msg::ShowNextEvent => {
                m.shown_events = (m.shown_events + 1).min(m.state().events().len())
            }
            Msg::Rematch => {
                let config = m.session.config.clone();
                m.session = Rc::new(Session::new(config, table::new_seed()));
                m.shown_events = 0;
                m.shown_to = None;
                m.notice = None;
            }
        }
        Rc::new(m)
    }
}

/// The table contract (`data-act`): a person at this device may make a move now, that is
/// every event is on show, the device is in the right hands and a person is to act.
fn may_act(m: &Model) -> bool {
    m.all_events_shown()
        && !m.needs_hand_over()
        && m.state().phase() != Phase::Over
        && m.actor().is_some()
}

/// The bot that should act now. Bots press Next hand / Next game only when no person plays.
fn bot_to_act(m: &Model) -> Option<Seat> {
    let s = m.state();
    let bot = |seat: &Seat| m.setup.bot_level(*seat).is_some();
    // Next hand / Next game wait for a person, unless every person is out.
    let person_to_act = m.setup.humans().iter().any(|h| s.to_act().contains(h));
    if private_phase(s.phase()) || !person_to_act {
        s.to_act().into_iter().find(bot)
    } else {
        None
    }
}

#[function_component(Table)]
pub fn table_page() -> Html {
    let (loaded, on_started) = table::use_saved_game::<HonorState, TableSetup>();
    match &*loaded {
        Loaded::Game(session, setup) => {
            html! { <Board session={Rc::new((**session).clone())} setup={setup.clone()} /> }
        }
        other => html! { <NewGame notice={table::no_game_notice(other)} {on_started} /> },
    }
}

type BoardProps = table::BoardProps<HonorState, TableSetup>;

fn act(model: &UseReducerHandle<Model>, action: Action) -> Callback<MouseEvent> {
    send(model, move || Msg::Act(action.clone()))
}

#[function_component(Board)]
fn board(p: &BoardProps) -> Html {
    let settings = use_settings().settings;
    let model = use_reducer(|| Model {
        shown_events: p.session.state.events().len(),
        session: p.session.clone(),
        setup: p.setup.clone(),
        picked_card: None,
        picked_slot: None,
        shown_to: None,
        notice: None,
    });

    {
        let m = model.clone();
        use_effect_with((m.session.seed, m.session.log.len()), move |_| {
            table::store(&m.session, &m.setup)
        });
    }
    // New events appear one at a time, then the bots go on.
    {
        let m = model.clone();
        let pace = settings.bot_pace.millis();
        let pending = if m.all_events_shown() {
            bot_to_act(&m)
        } else {
            None
        };
        let events_left = !m.all_events_shown();
        use_effect_with(
            (
                m.session.seed,
                m.session.log.len(),
                m.shown_events,
                pending,
                events_left,
            ),
            move |(_, _, _, pending, events_left)| {
                let timer = if *events_left {
                    let m = m.clone();
                    // At least 120 ms a step to be readable; none at the tests' instant pace.
                    let step = if pace == 0 { 0 } else { (pace / 3).max(120) };
                    Some(Timeout::new(step, move || m.dispatch(Msg::ShowNextEvent)))
                } else {
                    pending.map(|seat| {
                        let m = m.clone();
                        let wait = if private_phase(m.state().phase()) {
                            pace
                        } else {
                            pace * 3
                        };
                        Timeout::new(wait, move || m.dispatch(Msg::Bot(seat)))
                    })
                };
                move || drop(timer)
            },
        );
    }

    let m = &*model;
    let s = m.state();
    let setup = &m.setup;
    let viewer = m.viewer();
    let hidden = m.needs_hand_over();
    let obs = s.observe(viewer.unwrap_or(0));
    let config = s.config().clone();
    let phase = s.phase();
    let bottom = viewer
        .or_else(|| setup.humans().first().copied())
        .unwrap_or(0);
    let events = &s.events()[..m.shown_events.min(s.events().len())];
    let latest = events
        .last()
        .map(|e| text::event_text(setup, config.negative_heads, e));

    let seat_panel = |seat: Seat, mine: bool| -> Html {
        let v = &obs.seats[seat];
        let mut badges = Vec::new();
        if v.is_king {
            badges.push(AttrValue::from("King"));
        }
        if obs.dealer == seat {
            badges.push(AttrValue::from("Dealer"));
        }
        if v.out {
            badges.push(AttrValue::from("Out"));
        }
        let markers = (!config.negative_heads).then(|| {
            (
                AttrValue::from("Disgraces"),
                v.disgraces as usize,
                DISGRACES_OUT as usize,
            )
        });
        let mut status = vec![format!("Heads {}", v.heads)];
        if config.kings {
            status.push(format!("games won {}", v.games_won));
        }
        if !v.out && phase == Phase::Exchange {
            status.push(if v.exchange_done {
                format!("done, {} swaps", v.swaps)
            } else {
                "exchanging".into()
            });
        }
        if v.charged == Some(true) {
            status.push("charged".into());
        }
        let army: Html = if mine && !hidden && viewer == Some(seat) {
            html! {}
        } else if let Some(cards) = &v.revealed_army {
            let cards: Vec<HandCard> = cards
                .iter()
                .map(|&c| HandCard::new(text::face(c), c.name()))
                .collect();
            html! { <Hand label={format!("{}'s army", setup.name(seat))} {cards} /> }
        } else {
            html! { <p class="hint">{ format!("Army {} face down · hand {}", v.army_count, v.hand_count) }</p> }
        };
        html! {
            <SeatPanel name={setup.name(seat)} side={format!("Seat {}", seat + 1)} {badges}
                       status={status.join(" · ")} active={s.to_act().contains(&seat) && private_phase(phase)}
                       out={v.out} {markers}>
                { army }
            </SeatPanel>
        }
    };

    let others: Vec<Html> = (0..obs.seats.len())
        .filter(|&x| x != bottom)
        .map(|x| seat_panel(x, false))
        .collect();
    let centre = if hidden {
        let v = viewer.unwrap_or(0);
        html! { <HandOver name={setup.name(v)} detail={format!("{} to decide: {}.", setup.name(v), phase.name())}
        on_ready={send(&model, move || Msg::Reveal(v))} /> }
    } else {
        phase_panel(&model, &obs, viewer)
    };
    let mine = (!hidden)
        .then_some(viewer)
        .flatten()
        .map(|v| my_area(&model, &obs, v));

    let end = (phase == Phase::Over && m.all_events_shown()).then(|| {
        let result = s.results().last().cloned();
        let winners = s.match_winners().unwrap_or_default();
        let names: Vec<String> = winners.iter().map(|&w| setup.name(w)).collect();
        let title = if names.is_empty() { "No winner".to_string() } else { format!("{} wins", names.join(" and ")) };
        let rows: Vec<ScoreRow> = (0..obs.seats.len())
            .map(|x| {
                let heads = result.as_ref().map(|r| r.heads[x]).unwrap_or(0);
                let mut values = vec![AttrValue::from(heads.to_string())];
                if !config.negative_heads {
                    values.push(result.as_ref().map(|r| r.disgraces[x]).unwrap_or(0).to_string().into());
                }
                values.push((heads as i64 * config.stake_per_head as i64).to_string().into());
                if config.kings {
                    values.push(s.games_won(x).to_string().into());
                }
                ScoreRow { name: setup.name(x).into(), values, leading: winners.contains(&x) }
            })
            .collect();
        // The game's own closing words, not whichever event is on show.
        let result_text = s
            .events()
            .iter()
            .rev()
            .find(|e| matches!(e, crate::games::honor::Event::GameOver(_)))
            .map(|e| text::event_text(setup, config.negative_heads, e))
            .unwrap_or_default();
        let mut columns = vec![AttrValue::from("Heads")];
        if !config.negative_heads {
            columns.push("Disgraces".into());
        }
        columns.push("Stake".into());
        if config.kings {
            columns.push("Games won".into());
        }
        html! {
            <EndScreen {title} home_href={Route::Home.href()} result={result_text}
                       on_rematch={send(&model, || Msg::Rematch)}>
                <ScoreBoard caption={format!("Final scores (stake: {} a head)", config.stake_per_head)} {columns} {rows} />
            </EndScreen>
        }
    });

    let history: Vec<AttrValue> = events
        .iter()
        .map(|e| text::event_text(setup, config.negative_heads, e).into())
        .collect();
    let king_line = config.kings.then(|| match (s.king(), s.illegal_suit()) {
        (Some(k), Some(suit)) => format!(
            "King {} · illegal suit {}",
            setup.name(k),
            text::suit_label(suit)
        ),
        (Some(k), None) => format!("King {} · no suit declared yet", setup.name(k)),
        (None, _) => "No King in the first game of the match".to_string(),
    });
    html! {
        <main class="page table honor" id="main" data-game={ID} data-phase={format!("{phase:?}")}
              data-act={if may_act(m) { "yes" } else { "no" }}>
            <header class="table-bar">
                <a class="button quiet" href={Route::Home.href()} aria-label="Back to the games">{ "←" }</a>
                <h1>{ "Honor of the Samurai" }</h1>
                <span class="hand-no">{ format!("Game {} · Hand {}", s.game_no(), s.hand_no()) }</span>
                <span class="deal-code">{ format!("Deal {}", deal_code(m.session.seed)) }</span>
                <a class="button quiet" href={Route::Rules(ID).href()}>{ "Rules" }</a>
            </header>
            <p class="status" role="status">{ status_line(m, &obs) }</p>
            if let Some(k) = king_line { <p class="king-line">{ k }</p> }
            if let Some(e) = &latest { <p class="event-banner" aria-hidden="true">{ e.clone() }</p> }
            if let Some(n) = &m.notice { <p class="notice" role="alert">{ n.clone() }</p> }
            { end.unwrap_or_default() }
            <div class="table-grid">
                <div class="seat-top seats-around">{ for others }</div>
                <div class="centre">
                    { centre }
                    <div class="piles">
                        <Pile label="Draw pile" count={obs.draw_count} />
                        <Pile label="Discards" count={obs.discard_count} />
                        <Pile label="Exchange pile" count={obs.exchange_pile_count} />
                    </div>
                </div>
                <div class="seat-bottom">
                    { seat_panel(bottom, true) }
                    { mine.unwrap_or_default() }
                </div>
                <HistoryPanel entries={history} />
            </div>
        </main>
    }
}

/// Your army (three slots, the cards you put there face up) and your hand.
fn my_area(model: &UseReducerHandle<Model>, obs: &HonorObservation, me: Seat) -> Html {
    let m = &**model;
    let exchanging = obs
        .legal_actions
        .iter()
        .any(|a| matches!(a, Action::Exchange { .. }));
    let picking = exchanging
        || obs
            .legal_actions
            .iter()
            .any(|a| matches!(a, Action::Charge { .. } | Action::AppealWithCard { .. }));
    let slots: Vec<HandCard> = obs
        .my_army
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let mut card = match c {
                Some(card) => {
                    let mut h = HandCard::new(
                        text::face(*card),
                        format!("Army slot {}: {} (you put it there)", i + 1, card.name()),
                    );
                    h.badge = Some("yours".into());
                    h
                }
                None => HandCard::new(
                    back_face(),
                    format!("Army slot {}: face down, unknown", i + 1),
                ),
            };
            card.selected = m.picked_slot == Some(i);
            card
        })
        .collect();
    let hand: Vec<HandCard> = obs
        .my_hand
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let mut h = HandCard::new(text::face(c), c.name());
            h.selected = m.picked_card == Some(i);
            h
        })
        .collect();
    let pick_card = {
        let d = model.dispatcher();
        Callback::from(move |i: usize| d.dispatch(Msg::PickCard(i)))
    };
    let pick_slot = {
        let d = model.dispatcher();
        Callback::from(move |i: usize| d.dispatch(Msg::PickSlot(i)))
    };
    let charge = obs
        .my_charge
        .map(|c| html! { <p class="hint">{ format!("Your charge: {}", c.name()) }</p> });
    html! {
        <section class="my-area" aria-label="Your army and hand">
            <h2 class="visually-hidden">{ format!("{}'s army and hand", m.setup.name(me)) }</h2>
            <h3>{ "Your army" }</h3>
            <Hand label="Your army" cards={slots} on_toggle={exchanging.then_some(pick_slot)} />
            { charge.unwrap_or_default() }
            <h3>{ "Your hand" }</h3>
            if obs.my_hand.is_empty() { <p class="hint">{ "No cards in hand." }</p> }
            <Hand label="Your hand" cards={hand} on_toggle={picking.then_some(pick_card)} />
        </section>
    }
}

/// A face-down card drawn as a back.
fn back_face() -> CardFace {
    CardFace {
        corner: "".into(),
        title: "?".into(),
        emblem: "?".into(),
        accent: "back",
    }
}

/// What the current phase asks of the viewer, or what everybody is waiting for.
fn phase_panel(
    model: &UseReducerHandle<Model>,
    obs: &HonorObservation,
    viewer: Option<Seat>,
) -> Html {
    let m = &**model;
    let legal = &obs.legal_actions;
    let mine = viewer.is_some() && !legal.is_empty() && viewer == Some(obs.me);
    let can = |a: &Action| mine && legal.contains(a);
    match obs.phase {
        Phase::DeclareSuit if mine => html! {
            <section class="phase-panel">
                <h2>{ "You are King: declare a suit illegal" }</h2>
                <p class="hint">{ "Every army holding a card of that suit at a battle costs its owner a disgrace." }</p>
                <div class="actions">
                    { for Suit::ALL.iter().map(|&suit| html! {
                        <button type="button" class="button" onclick={act(model, Action::DeclareIllegalSuit(suit))}>
                            { text::suit_label(suit) }
                        </button>
                    }) }
                </div>
            </section>
        },
        Phase::JokerAppeal | Phase::ArmyAppeal if mine => {
            let king = obs
                .appeal
                .as_ref()
                .map(|w| m.setup.name(w.king))
                .unwrap_or_default();
            let mut buttons: Vec<Html> = Vec::new();
            if can(&Action::Appeal) {
                buttons.push(html! { <button type="button" class="button primary" onclick={act(model, Action::Appeal)}>{ format!("Appeal to King {king}") }</button> });
            }
            for (i, c) in obs.my_hand.iter().enumerate() {
                let a = Action::AppealWithCard { hand_index: i };
                if can(&a) {
                    buttons.push(html! { <button type="button" class="button" onclick={act(model, a)}>{ format!("Appeal, offering {} for the Joker", c.short()) }</button> });
                }
            }
            if can(&Action::NoAppeal) {
                buttons.push(html! { <button type="button" class="button" onclick={act(model, Action::NoAppeal)}>{ "Do not appeal" }</button> });
            }
            if can(&Action::Respond) {
                buttons.push(html! { <button type="button" class="button primary" onclick={act(model, Action::Respond)}>{ "Respond: draw a card" }</button> });
            }
            if can(&Action::Reject) {
                buttons.push(html! { <button type="button" class="button" onclick={act(model, Action::Reject)}>{ "Reject the appeal" }</button> });
            }
            let title = if can(&Action::Respond) {
                "As King: answer the appeal"
            } else {
                "Diplomacy: appeal to the King?"
            };
            html! {
                <section class="phase-panel">
                    <h2>{ title }</h2>
                    <p class="hint">{ "If the King responds and draws a King, Queen or Jack, the Joker is set aside." }</p>
                    <div class="actions">{ for buttons }</div>
                </section>
            }
        }
        Phase::Exchange if mine => {
            let swap = match (m.picked_card, m.picked_slot) {
                (Some(hand_index), Some(slot)) => Some(Action::Exchange { hand_index, slot }),
                _ => None,
            };
            let swap_button = match swap {
                Some(a) if can(&a) => {
                    let label = format!(
                        "Swap {} into slot {}",
                        obs.my_hand[m.picked_card.unwrap_or(0)].short(),
                        m.picked_slot.unwrap_or(0) + 1
                    );
                    html! { <button type="button" class="button primary confirm" onclick={act(model, a)}>{ label }</button> }
                }
                _ => {
                    html! { <button type="button" class="button" aria-disabled="true" title="Pick a hand card and an army slot first">{ "Swap" }</button> }
                }
            };
            html! {
                <section class="phase-panel">
                    <h2>{ "Exchange" }</h2>
                    <p class="hint">{ "Pick a hand card, then an army slot, and confirm the swap. The army card it replaces goes unseen to the exchange pile. Swap as often as you like, then press Done." }</p>
                    <div class="actions">
                        { swap_button }
                        <button type="button" class="button done" onclick={act(model, Action::EndExchange)}>{ "Done exchanging" }</button>
                    </div>
                </section>
            }
        }
        Phase::Charge if mine => {
            let charge = m
                .picked_card
                .map(|hand_index| Action::Charge { hand_index });
            html! {
                <section class="phase-panel">
                    <h2>{ "Charge?" }</h2>
                    <p class="hint">{ "Add one hand card face down to your army. If somebody else wins the battle, a charger is disgraced." }</p>
                    <div class="actions">
                        if let Some(a) = charge.filter(|a| can(a)) {
                            <button type="button" class="button primary confirm" onclick={act(model, a)}>
                                { format!("Charge with {}", obs.my_hand[m.picked_card.unwrap_or(0)].short()) }
                            </button>
                        } else {
                            <button type="button" class="button" aria-disabled="true" title="Pick a hand card first">{ "Charge" }</button>
                        }
                        <button type="button" class="button no-charge" onclick={act(model, Action::NoCharge)}>{ "No charge" }</button>
                    </div>
                </section>
            }
        }
        Phase::Battle | Phase::GameOver => {
            let button = m.actor().map(|_| {
                let (label, action) = if obs.phase == Phase::Battle { ("Next hand", Action::NextHand) } else { ("Next game", Action::NextGame) };
                html! { <button type="button" class="button primary next-hand" onclick={act(model, action)}>{ label }</button> }
            });
            html! {
                <>
                    { button.unwrap_or_default() }
                    if obs.phase == Phase::GameOver { { match_panel(m, obs) } }
                    if let Some(b) = &obs.last_battle { { battle_view(m, b) } }
                </>
            }
        }
        _ => html! {},
    }
}

fn match_panel(m: &Model, obs: &HonorObservation) -> Html {
    let rows: Vec<ScoreRow> = (0..obs.seats.len())
        .map(|x| ScoreRow {
            name: m.setup.name(x).into(),
            values: vec![
                obs.seats[x].games_won.to_string().into(),
                obs.results
                    .last()
                    .map(|r| r.heads[x])
                    .unwrap_or(0)
                    .to_string()
                    .into(),
            ],
            leading: obs.results.last().and_then(|r| r.winner) == Some(x),
        })
        .collect();
    html! {
        <section class="match-panel">
            <h2>{ format!("Game {} of {} is over", obs.game_no, obs.config.match_length()) }</h2>
            <ScoreBoard caption="The match so far" columns={vec![AttrValue::from("Games won"), AttrValue::from("Heads this game")]} {rows} />
        </section>
    }
}

fn battle_view(m: &Model, b: &BattleResult) -> Html {
    let seats = (0..b.armies.len()).filter_map(|x| {
        let cards = b.armies[x].as_ref()?;
        let won = b.winner == Some(x);
        let hand: Vec<HandCard> = cards
            .iter()
            .enumerate()
            .map(|(i, &c): (usize, &Card)| {
                let mut h = HandCard::new(text::face(c), c.name());
                if b.winner.is_some() && c.is_face() {
                    h.highlight = true;
                    h.badge = Some("head".into());
                }
                if c.is_joker() {
                    h.note = Some("Joker: loses".into());
                }
                if i == 3 {
                    h.badge = Some("charge".into());
                }
                h
            })
            .collect();
        let total = match (b.joker[x], b.totals[x]) {
            (true, _) => "Joker".to_string(),
            (_, Some(t)) => t.to_string(),
            _ => "-".into(),
        };
        let mut notes = Vec::new();
        if b.illegal.contains(&x) {
            notes.push("illegal suit: disgraced");
        }
        if b.failed_chargers.contains(&x) {
            notes.push("failed charge: disgraced");
        }
        Some(html! {
            <section class={classes!("clash-side", won.then_some("winner"))} aria-label={format!("{}'s army", m.setup.name(x))}>
                <header>
                    <h3>{ m.setup.name(x) }</h3>
                    if won { <span class="role-badge">{ format!("wins {} heads", b.heads) }</span> }
                    { for notes.iter().map(|n| html! { <span class="role-badge">{ *n }</span> }) }
                    <span class="total">{ total }</span>
                </header>
                <Hand label={format!("{}'s army", m.setup.name(x))} cards={hand} />
            </section>
        })
    });
    let verdict = match b.winner {
        _ if b.cut_short => "The illegal suit ended the game before the battle.".to_string(),
        Some(w) => format!(
            "{} wins the battle and takes {} head{}.",
            m.setup.name(w),
            b.heads,
            if b.heads == 1 { "" } else { "s" }
        ),
        None => "Nobody wins the battle.".into(),
    };
    html! {
        <div class="clash battle">
            <h2 class="verdict">{ verdict }</h2>
            <div class="clash-sides">{ for seats }</div>
        </div>
    }
}

fn status_line(m: &Model, obs: &HonorObservation) -> String {
    let s = m.state();
    let names = |seats: Vec<Seat>| {
        seats
            .into_iter()
            .map(|x| m.setup.name(x))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match s.phase() {
        Phase::Over => "The game is over.".into(),
        _ if m.needs_hand_over() => format!(
            "{} to play: pass the device.",
            m.setup.name(m.viewer().unwrap_or(0))
        ),
        Phase::Battle if m.actor().is_some() => {
            "The armies are revealed. Press Next hand to go on.".into()
        }
        Phase::GameOver if m.actor().is_some() => {
            "This game of the match is over. Press Next game to go on.".into()
        }
        phase
            if m.viewer()
                .is_some_and(|v| obs.me == v && !obs.legal_actions.is_empty()) =>
        {
            format!("{}, your turn: {}.", m.setup.name(obs.me), phase.name())
        }
        phase => format!("Waiting for {}: {}.", names(s.to_act()), phase.name()),
    }
}
