//! The Judge table: two halves (each with a hit target on the opponent's head and a defend
//! target on one's own), the pickets, the countdown, the verdict and its replay strip.
//!
//! Time: every frame sends the frame's time to the reducer, which passes the flip, the bots'
//! planned presses and the deadlines to the engine. Presses carry their event's own
//! timestamp, so the order of two presses never depends on which handler ran first.

use super::face::HanaCard;
use super::keys::{key_label, KeyMap};
use super::new_game::NewGame;
use super::setup::JudgeTable;
use super::{text, ID};
use crate::app::components::{EndScreen, HistoryPanel, ScoreBoard, ScoreRow};
use crate::app::route::Route;
use crate::app::settings::{use_settings, Settings};
use crate::app::sound;
use crate::app::table::{self, Loaded};
use crate::core::{rng::deal_code, BotPlayer, Game, Seat, Session};
use crate::games::judge::sim::plan_rng;
use crate::games::judge::{Action, Edge, Hand, JudgeError, JudgeState, Ms, Phase};
use gloo::events::{EventListener, EventListenerOptions};
use gloo::render::{request_animation_frame, AnimationFrame};
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{KeyboardEvent, PointerEvent};
use yew::prelude::*;

/// How long a verdict stays up before the next round starts by itself: the bot pace
/// setting's pause, times this.
const VERDICT_PAUSES: Ms = 2.75;

#[derive(Clone)]
struct Model {
    session: Rc<Session<JudgeState>>,
    table: JudgeTable,
    keys: KeyMap,
    sound: bool,
    /// How long a verdict stays up before the next round starts by itself.
    verdict_pause: Ms,
    /// The countdown number on show (3, 2, 1); 0 once flipped.
    beat: u8,
    /// When this page saw the last verdict (frame time), for the pause after it.
    verdict_seen: Option<Ms>,
    /// Rounds wait for a button instead of following on by themselves.
    paused: bool,
    /// A round found under way on load counts down again on this page's clock.
    needs_restart: bool,
    notice: Option<String>,
}

impl PartialEq for Model {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.session, &o.session)
            && self.table == o.table
            && self.beat == o.beat
            && self.verdict_seen == o.verdict_seen
            && self.paused == o.paused
            && self.needs_restart == o.needs_restart
            && self.notice == o.notice
    }
}

enum Msg {
    Frame(Ms),
    Press(Seat, Hand, Ms),
    Release(Seat, Hand, Ms),
    StartRound,
    Pause,
    Rematch,
    NextChallenger,
}

impl Model {
    fn new(session: Rc<Session<JudgeState>>, table: JudgeTable, settings: &Settings) -> Model {
        let phase = session.state.phase();
        Model {
            table,
            keys: KeyMap::load(),
            sound: settings.sound,
            verdict_pause: settings.bot_pace.millis() as Ms * VERDICT_PAUSES,
            beat: 3,
            verdict_seen: None,
            // A verdict found on load waits for a button: nobody may be looking yet.
            paused: phase == Phase::Verdict,
            needs_restart: matches!(phase, Phase::Countdown | Phase::Race),
            notice: None,
            session,
        }
    }

    fn state(&self) -> &JudgeState {
        &self.session.state
    }

    fn apply(&mut self, seat: Seat, action: Action) -> Result<(), JudgeError> {
        let mut session = (*self.session).clone();
        // Logged on the engine's time grid, so the save replays exactly.
        session.apply(seat, action.quantized())?;
        self.session = Rc::new(session);
        Ok(())
    }

    fn is_bot(&self, seat: Seat) -> bool {
        self.table.bot_level(seat).is_some()
    }

    /// The frame's work: restart after a reload, the countdown, bots, deadlines, the next
    /// round. Returns whether anything changed.
    fn frame(&mut self, now: Ms) -> bool {
        let mut changed = false;
        if self.needs_restart {
            self.needs_restart = false;
            let _ = self.apply(0, Action::Restart { t: now });
            self.beat = 3;
            changed = true;
        }
        match self.state().phase() {
            Phase::Countdown => {
                let s = self.state();
                let step = s.config().countdown_ms as Ms / 3.0;
                let beat = ((s.flip_at() - now) / step).ceil().clamp(0.0, 3.0) as u8;
                if beat != self.beat && beat > 0 {
                    self.beat = beat;
                    sound::tone(self.sound, 440.0, 120);
                    changed = true;
                }
                if self.state().tick_due(now) && self.apply(0, Action::Tick { t: now }).is_ok() {
                    self.beat = 0;
                    sound::tone(self.sound, 880.0, 160);
                    changed = true;
                }
            }
            Phase::Race => {
                for seat in 0..2 {
                    let Some(level) = self.table.bot_level(seat) else {
                        continue;
                    };
                    let s = self.state();
                    let mut rng = plan_rng(self.session.seed, s.round_no(), seat);
                    let planned = JudgeState::bot_action(&s.observe(seat), level, &mut rng);
                    if let Some(Action::Input { hand, edge, t }) = planned {
                        if t <= now && self.apply(seat, Action::Input { hand, edge, t }).is_ok() {
                            changed = true;
                        }
                    }
                }
                if self.state().tick_due(now) && self.apply(0, Action::Tick { t: now }).is_ok() {
                    self.verdict_seen = Some(now);
                    sound::tone(self.sound, 660.0, 140);
                    changed = true;
                }
            }
            Phase::Verdict => {
                let due = self
                    .verdict_seen
                    .is_some_and(|seen| now >= seen + self.verdict_pause);
                if !self.paused && due && self.apply(0, Action::Start { t: now }).is_ok() {
                    self.begin_round();
                    changed = true;
                }
            }
            Phase::Ready | Phase::Over => {}
        }
        changed
    }

    fn begin_round(&mut self) {
        self.beat = 3;
        self.verdict_seen = None;
        self.notice = None;
        sound::tone(self.sound, 440.0, 120);
    }

    fn new_game(&mut self, table: JudgeTable) {
        let config = self.state().config().clone();
        self.session = Rc::new(Session::new(config, table::new_seed()));
        self.table = table;
        self.paused = false;
        self.verdict_seen = None;
        self.beat = 3;
        self.notice = None;
    }
}

impl Reducible for Model {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        // Most frames change nothing: answer them without a copy.
        if let Msg::Frame(_) = msg {
            let idle = match self.state().phase() {
                Phase::Ready | Phase::Over => true,
                Phase::Verdict => self.paused,
                _ => false,
            };
            if idle && !self.needs_restart {
                return self;
            }
        }
        let mut m = (*self).clone();
        match msg {
            Msg::Frame(now) => {
                if !m.frame(now) {
                    return self;
                }
            }
            Msg::Press(seat, hand, t) => {
                if m.is_bot(seat) {
                    return self;
                }
                let name = m.table.name(seat);
                match m.apply(
                    seat,
                    Action::Input {
                        hand,
                        edge: Edge::Press,
                        t,
                    },
                ) {
                    Ok(()) => m.notice = None,
                    Err(JudgeError::TooEarly) => {
                        m.notice = Some(format!("Too early, {name}: wait for the flip."))
                    }
                    Err(JudgeError::NotRacing) => {
                        m.notice = Some(format!("{name}, wait for the next countdown."))
                    }
                    Err(JudgeError::GameOver) => m.notice = Some("The game is over.".into()),
                    Err(_) => return self,
                }
            }
            Msg::Release(seat, hand, t) => {
                let lift = Action::Input {
                    hand,
                    edge: Edge::Release,
                    t,
                };
                if m.is_bot(seat) || m.apply(seat, lift).is_err() {
                    return self;
                }
            }
            Msg::StartRound => {
                let now = gloo::utils::window()
                    .performance()
                    .map(|p| p.now())
                    .unwrap_or(0.0);
                m.paused = false;
                if m.apply(0, Action::Start { t: now }).is_ok() {
                    m.begin_round();
                }
            }
            Msg::Pause => m.paused = true,
            Msg::Rematch => {
                let t = m.table.clone();
                m.new_game(t);
            }
            Msg::NextChallenger => {
                let t = m.table.next_challenger(m.state().winner());
                m.new_game(t);
            }
        }
        Rc::new(m)
    }
}

/// The table contract (`data-act`): a person at this device may make a move now: Start
/// (or Next round once paused), or a press in a race with a person at the table. Not
/// during the countdown, nor while a verdict is on show before the next round starts by
/// itself.
fn may_act(m: &Model) -> bool {
    match m.state().phase() {
        Phase::Ready => true,
        Phase::Verdict => m.paused,
        Phase::Race => !m.needs_restart && (0..2).any(|seat| !m.is_bot(seat)),
        Phase::Countdown | Phase::Over => false,
    }
}

#[function_component(Table)]
pub fn table_page() -> Html {
    let (loaded, on_started) = table::use_saved_game::<JudgeState, JudgeTable>();
    match &*loaded {
        Loaded::Game(session, setup) => {
            html! { <Board session={Rc::new((**session).clone())} setup={setup.clone()} /> }
        }
        other => html! { <NewGame notice={table::no_game_notice(other)} {on_started} /> },
    }
}

type BoardProps = table::BoardProps<JudgeState, JudgeTable>;

fn in_field(e: &KeyboardEvent) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .map(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"))
        .unwrap_or(false)
}

#[function_component(Board)]
fn board(p: &BoardProps) -> Html {
    let settings = use_settings().settings;
    let model = use_reducer_eq(|| Model::new(p.session.clone(), p.setup.clone(), &settings));

    // Saved when an action is logged, after the frame is painted (never in a press's way).
    {
        let m = model.clone();
        use_effect_with((m.session.seed, m.session.log.len()), move |_| {
            let (session, setup) = (m.session.clone(), m.table.clone());
            Timeout::new(0, move || table::store(&*session, &setup)).forget();
        });
    }

    // One frame loop for the table's life. Two handles are kept: the one running now must
    // not be dropped from inside its own callback.
    {
        let dispatcher = model.dispatcher();
        use_effect_with((), move |_| {
            let frames: Rc<RefCell<VecDeque<AnimationFrame>>> = Rc::default();
            fn next(frames: Rc<RefCell<VecDeque<AnimationFrame>>>, d: UseReducerDispatcher<Model>) {
                let again = frames.clone();
                let handle = request_animation_frame(move |now| {
                    d.dispatch(Msg::Frame(now));
                    next(again, d);
                });
                let mut q = frames.borrow_mut();
                q.push_back(handle);
                if q.len() > 2 {
                    q.pop_front();
                }
            }
            next(frames.clone(), dispatcher);
            move || frames.borrow_mut().clear()
        });
    }

    // Keys: each event's own timestamp; auto-repeat ignored.
    {
        let dispatcher = model.dispatcher();
        let keys = model.keys.clone();
        use_effect_with((), move |_| {
            let doc = gloo::utils::document();
            let opts = EventListenerOptions::enable_prevent_default();
            let (d1, k1) = (dispatcher.clone(), keys.clone());
            let down = EventListener::new_with_options(&doc, "keydown", opts, move |e| {
                let Some(e) = e.dyn_ref::<KeyboardEvent>() else {
                    return;
                };
                if e.ctrl_key() || e.meta_key() || e.alt_key() || in_field(e) {
                    return;
                }
                if let Some((seat, hand)) = k1.lookup(&e.code()) {
                    e.prevent_default();
                    if !e.repeat() {
                        d1.dispatch(Msg::Press(seat, hand, e.time_stamp()));
                    }
                } else if e.code() == "KeyN" && !e.repeat() {
                    d1.dispatch(Msg::StartRound);
                }
            });
            let up = EventListener::new(&doc, "keyup", move |e| {
                let Some(e) = e.dyn_ref::<KeyboardEvent>() else {
                    return;
                };
                if let Some((seat, hand)) = keys.lookup(&e.code()) {
                    dispatcher.dispatch(Msg::Release(seat, hand, e.time_stamp()));
                }
            });
            move || drop((down, up))
        });
    }

    let m = &*model;
    let s = m.state();
    let t = &m.table;
    let phase = s.phase();

    let target = |seat: Seat, hand: Hand| -> Html {
        let d = model.dispatcher();
        let d2 = model.dispatcher();
        let onpointerdown = Callback::from(move |e: PointerEvent| {
            e.prevent_default();
            if let Some(el) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            {
                // The finger keeps this target even if it slides off, until it lifts.
                let _ = el.set_pointer_capture(e.pointer_id());
            }
            d.dispatch(Msg::Press(seat, hand, e.time_stamp()));
        });
        let lift = Callback::from(move |e: PointerEvent| {
            d2.dispatch(Msg::Release(seat, hand, e.time_stamp()))
        });
        let (d3, d4) = (model.dispatcher(), model.dispatcher());
        // Enter or Space on a focused target presses it, for keyboards without the key map.
        let onkeydown = Callback::from(move |e: KeyboardEvent| {
            if matches!(e.key().as_str(), "Enter" | " ") {
                e.prevent_default();
                if !e.repeat() {
                    d3.dispatch(Msg::Press(seat, hand, e.time_stamp()));
                }
            }
        });
        let onkeyup = Callback::from(move |e: KeyboardEvent| {
            if matches!(e.key().as_str(), "Enter" | " ") {
                d4.dispatch(Msg::Release(seat, hand, e.time_stamp()));
            }
        });
        let down = phase == Phase::Race && s.hand_down(seat) == Some(hand);
        let (head_of, verb) = match hand {
            Hand::Hit => (1 - seat, "Hit"),
            Hand::Defend => (seat, "Defend"),
        };
        let key = key_label(m.keys.key(seat, hand));
        let bot = m.is_bot(seat);
        let label = format!(
            "{}: {} {} head{}",
            t.name(seat),
            verb.to_lowercase(),
            if head_of == seat {
                "your own".to_string()
            } else {
                format!("{}'s", t.name(head_of))
            },
            if bot {
                String::new()
            } else {
                format!(" (key {key})")
            }
        );
        let oncontextmenu = Callback::from(|e: MouseEvent| e.prevent_default());
        html! {
            <button type="button" class={classes!("target", verb.to_lowercase(), down.then_some("down"))}
                    aria-label={label} aria-pressed={down.to_string()} aria-disabled={bot.to_string()}
                    title={bot.then(|| AttrValue::from("The computer plays this side"))}
                    {onpointerdown} onpointerup={lift.clone()} onpointercancel={lift} {onkeydown} {onkeyup} {oncontextmenu}>
                <HanaCard card={Some(s.heads()[head_of])} role={format!("{}'s head", t.name(head_of))} small=true />
                <span class="target-verb" aria-hidden="true" data-text={verb}></span>
                if !bot { <kbd aria-hidden="true" data-text={key}></kbd> }
            </button>
        }
    };

    let half = |seat: Seat| -> Html {
        // After the verdict the last pickets stay on show, so the round can be read.
        let settled = matches!(phase, Phase::Verdict | Phase::Over)
            .then(|| s.last_round().map(|r| r.pickets[seat]))
            .flatten();
        let picket = settled.or(s.visible_pickets()[seat]);
        let laid = s.picket_laid(seat) || settled.is_some();
        let brights = s.brights(seat);
        let who = if m.is_bot(seat) {
            "computer".to_string()
        } else {
            "person".to_string()
        };
        html! {
            <section class={classes!("judge-half", if seat == 0 { "near" } else { "far" })}
                     aria-label={format!("{}'s side", t.name(seat))}>
                <div class="half-info">
                    <strong class="half-name">{ t.name(seat) }</strong>
                    <span class="hint">{ who }</span>
                    <span class="half-score">{ format!("Won {} · Brights {} · Pile {}", s.won(seat).len(), brights, s.pile_count(seat)) }</span>
                </div>
                <div class="half-row">
                    { target(seat, Hand::Hit) }
                    <div class={classes!("picket", picket.is_some().then_some("flipped"), settled.is_some().then_some("settled"))}>
                        if laid {
                            <HanaCard card={picket} role={format!("{}'s picket", t.name(seat))} />
                        } else {
                            <div class="hana empty" aria-hidden="true"></div>
                        }
                    </div>
                    { target(seat, Hand::Defend) }
                </div>
            </section>
        }
    };

    let centre_text = match phase {
        Phase::Ready => "Ready?".to_string(),
        Phase::Countdown => m.beat.max(1).to_string(),
        Phase::Race => "Flip!".to_string(),
        Phase::Verdict | Phase::Over => s
            .last_round()
            .map(|r| text::verdict(t, r))
            .unwrap_or_default(),
    };
    let status = match phase {
        Phase::Ready => "Press Start when both players are ready.".to_string(),
        Phase::Countdown => "3, 2, 1, flip! Keep your hands off the heads until the flip.".into(),
        Phase::Race => "Later month: hit! Earlier month: defend! Same month: hit!".into(),
        Phase::Verdict if m.paused => "Paused. Press Next round when ready.".into(),
        Phase::Verdict => "The next round starts in a moment.".into(),
        Phase::Over => "The game is over.".into(),
    };
    let start_button = {
        let show = phase == Phase::Ready || (phase == Phase::Verdict && m.paused);
        let d = model.dispatcher();
        let onclick = Callback::from(move |_| d.dispatch(Msg::StartRound));
        let text = if phase == Phase::Ready {
            "Start"
        } else {
            "Next round"
        };
        show.then(|| html! {
            <button type="button" class="button primary start-round" {onclick}>{ text }<kbd>{ "N" }</kbd></button>
        })
    };
    let pause_button = (phase == Phase::Verdict && !m.paused).then(|| {
        let d = model.dispatcher();
        let onclick = Callback::from(move |_| d.dispatch(Msg::Pause));
        html! { <button type="button" class="button pause" {onclick}>{ "Pause" }</button> }
    });

    let replay = s.last_round().map(|r| {
        html! {
            <section class="replay" aria-label={format!("Round {} replay", r.round_no)}>
                <h2 class="visually-hidden">{ "Replay of the last round" }</h2>
                <ol class="replay-strip">
                    <li class="flip">{ "0 ms: flip" }</li>
                    { for text::replay(t, r).into_iter().map(|line| html! { <li>{ line }</li> }) }
                </ol>
            </section>
        }
    });

    let end = (phase == Phase::Over).then(|| {
        let winner = s.winner();
        let title = match winner {
            Some(w) => format!("{} wins", t.name(w)),
            None => "A tie".to_string(),
        };
        let rows: Vec<ScoreRow> = (0..2)
            .map(|seat| ScoreRow {
                name: t.name(seat).into(),
                values: vec![
                    s.won(seat).len().to_string().into(),
                    s.brights(seat).to_string().into(),
                    (s.score(seat) - s.won(seat).len() as u32).to_string().into(),
                    s.score(seat).to_string().into(),
                ],
                leading: winner == Some(seat),
            })
            .collect();
        let columns = ["Cards", "Brights", "Bonus", "Score"].map(AttrValue::from).to_vec();
        let next = t.queue.first().map(|c| {
            let d = model.dispatcher();
            let onclick = Callback::from(move |_| d.dispatch(Msg::NextChallenger));
            let stays = t.name(winner.unwrap_or(0));
            html! { <button type="button" class="button next-challenger" {onclick}>{ format!("Next: {} challenges {}", c.name, stays) }</button> }
        });
        let d = model.dispatcher();
        html! {
            <EndScreen {title} home_href={Route::Home.href()}
                       result={format!("{} {} – {} {}", t.name(0), s.score(0), s.score(1), t.name(1))}
                       on_rematch={Callback::from(move |_| d.dispatch(Msg::Rematch))}>
                <ScoreBoard caption="Score: 1 a card, +10 for 4 brights or more" {columns} {rows} />
                { next.unwrap_or_default() }
            </EndScreen>
        }
    });

    let history: Vec<AttrValue> = s
        .events()
        .iter()
        .filter_map(|e| text::event_text(t, e))
        .map(AttrValue::from)
        .collect();
    let tabletop = t.people() == 2;
    html! {
        <main class="page table judge" id="main" data-game={ID} data-phase={format!("{phase:?}")}
              data-act={if may_act(m) { "yes" } else { "no" }}>
            <header class="table-bar">
                <a class="button quiet" href={Route::Home.href()} aria-label="Back to the games">{ "←" }</a>
                <h1>{ "Judge" }</h1>
                <span class="hand-no">{ format!("Round {} of {}", s.round_no().max(1), crate::games::judge::PILE_SIZE) }</span>
                <span class="deal-code" title="Enter this code in a new game to replay the deal">
                    { format!("Deal {}", deal_code(m.session.seed)) }
                </span>
                <a class="button quiet" href={Route::Rules(ID).href()}>{ "Rules" }</a>
            </header>
            <p class="status" role="status">{ status }</p>
            if let Some(n) = &m.notice { <p class="notice" role="alert">{ n.clone() }</p> }
            { end.unwrap_or_default() }
            <div class={classes!("judge-board", tabletop.then_some("tabletop"))}>
                { half(1) }
                <div class="judge-middle">
                    <p class={classes!("countdown", format!("phase-{}", phase_class(phase)))} aria-live="assertive">{ centre_text }</p>
                    <p class="pot">{ format!("Pot: {}", s.pot().len()) }</p>
                    <div class="actions">{ start_button.unwrap_or_default() }{ pause_button.unwrap_or_default() }</div>
                </div>
                { half(0) }
            </div>
            { replay.unwrap_or_default() }
            <HistoryPanel entries={history} />
        </main>
    }
}

fn phase_class(p: Phase) -> &'static str {
    match p {
        Phase::Ready => "ready",
        Phase::Countdown => "countdown",
        Phase::Race => "race",
        Phase::Verdict => "verdict",
        Phase::Over => "over",
    }
}
