//! The Judge table's model: the kit's table plus the page's clock work. Every animation
//! frame brings its time here; the model passes the flip, the bots' planned presses, the
//! deadlines and the next round to the engine. Presses carry their event's own timestamp,
//! so the order of two presses never depends on which handler ran first. Plain Rust: the
//! board only sends frames and inputs and plays the tones cued here.

use super::setup::JudgeTable;
use super::text;
use crate::app::kit::{KitMsg, SavedTable, Table, Update};
use crate::core::{BotPlayer, Game, Seat, Session, ViewOf};
use crate::games::judge::hint::hint;
use crate::games::judge::sim::plan_rng;
use crate::games::judge::{Action, Edge, Hand, JudgeConfig, JudgeError, JudgeState, Ms, Phase};
use std::rc::Rc;

/// How long a verdict stays up before the next round starts by itself: the bot pace
/// setting's pause, times this.
pub const VERDICT_PAUSES: Ms = 2.75;

/// A sound for the board to play: a sine tone of `hz` for `ms`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tone {
    pub hz: f32,
    pub ms: u32,
}

#[derive(Clone, PartialEq)]
pub struct Model {
    pub t: Table<JudgeState, JudgeTable>,
    /// How long a verdict stays up before the next round starts by itself.
    pub verdict_pause: Ms,
    /// The countdown number on show (3, 2, 1); 0 once flipped.
    pub beat: u8,
    /// When this page saw the last verdict (frame time), for the pause after it.
    pub verdict_seen: Option<Ms>,
    /// Rounds wait for a button instead of following on by themselves.
    pub paused: bool,
    /// A round found under way on load counts down again on this page's clock.
    pub needs_restart: bool,
    /// The last tone cued and how many have been: the board plays each new one.
    pub tone: Option<Tone>,
    pub tones: u32,
    /// A touch screen (or a finger has tapped a target): the table says what a tap does.
    pub touch: bool,
    /// On two phones: the race's clock work (the host's or the guest's).
    pub duel: Option<Box<Duel>>,
    /// This phone's own delay (showing, touch), calibrated: taken off its player's times
    /// on two phones.
    pub calibration: Ms,
}

pub enum Msg {
    /// An animation frame at this time.
    Frame(Ms),
    /// A key (or a mouse button) goes down on a target: held until `Release`.
    Press(Seat, Hand, Ms),
    Release(Seat, Hand, Ms),
    /// A finger taps a target: the hand goes on that head and stays there until the round
    /// is decided, however short the touch. A tap on the seat's other target lifts it
    /// (the rule's penalty, as a lifted key); a tap on the same target changes nothing.
    Tap(Seat, Hand, Ms),
    /// Start (or Next round) pressed at this time.
    StartRound(Ms),
    Pause,
    /// The first in line challenges the winner, in a game dealt from this seed.
    NextChallenger(u64),
    /// The learner's switch (Hint) on or off.
    SwitchHint,
    /// Only `Rematch` does anything: bots act on frames, and no cards are hidden from a
    /// person at the device.
    Kit(KitMsg),
}

impl Model {
    /// The table as loaded; `pace_ms` is the bot pace setting's pause.
    pub fn new(t: Table<JudgeState, JudgeTable>, pace_ms: u32) -> Model {
        let phase = t.view().table.phase;
        let duel = if t.is_guest() {
            Some(Box::new(Duel::guest()))
        } else {
            t.host().is_some().then(|| Box::new(Duel::host()))
        };
        Model {
            t,
            verdict_pause: pace_ms as Ms * VERDICT_PAUSES,
            beat: 3,
            verdict_seen: None,
            // A verdict found on load waits for a button: nobody may be looking yet.
            paused: phase == Phase::Verdict,
            needs_restart: matches!(phase, Phase::Countdown | Phase::Race),
            tone: None,
            tones: 0,
            touch: false,
            duel,
            calibration: 0.0,
        }
    }

    /// The board's model from its props (the board never holds the session itself: it
    /// draws from the view).
    #[cfg(target_arch = "wasm32")]
    pub fn from_props(
        p: &crate::app::kit::BoardProps<JudgeState, JudgeTable>,
        pace_ms: u32,
    ) -> Model {
        let mut m = Model::new(p.table(), pace_ms);
        m.calibration = super::calibrate::load();
        m
    }

    /// The seat drawn at the bottom: this device's person (a guest's own seat).
    pub fn bottom(&self) -> Seat {
        self.t.remote().map_or(0, |r| r.guest.seat)
    }

    pub fn state(&self) -> &JudgeState {
        self.t.state()
    }

    /// What the table draws from: the one person's view against the computer; with two
    /// people at the device (Judge hands nothing over: both race at once) or only
    /// computers, a spectator's. A race hides no card from either seat, so both show the
    /// same table. Made once per move (the kit keeps it), never per frame.
    pub fn view(&self) -> Rc<ViewOf<JudgeState>> {
        self.masked(self.t.view())
    }

    /// Applies an action on the engine's time grid (so the save replays exactly). A
    /// refusal leaves the notice alone: a tick refused during a race says nothing.
    fn apply(&mut self, seat: Seat, action: Action) -> Result<(), JudgeError> {
        self.t.try_apply(seat, action.quantized())
    }

    fn cue(&mut self, hz: f32, ms: u32) {
        self.tone = Some(Tone { hz, ms });
        self.tones += 1;
    }

    /// The table contract (`data-act`): a person at this device may make a move now: Start
    /// (or Next round once paused), or a press in a race with a person at the table. Not
    /// during the countdown, nor while a verdict is on show before the next round starts
    /// by itself.
    pub fn may_act(&self) -> bool {
        if let Some(d) = &self.duel {
            // On two phones: the host starts the rounds once the clocks agree; a person races
            // once the flip is painted here.
            return match self.shown_phase() {
                Phase::Ready => !self.t.is_guest() && self.t.lobby().is_empty(),
                Phase::Verdict => !self.t.is_guest() && self.paused,
                Phase::Race => {
                    d.painted(&self.t.view().table)
                        && self.t.remote().is_none_or(|r| !r.held_back())
                }
                Phase::Countdown | Phase::Over => false,
            };
        }
        match self.state().phase() {
            Phase::Ready => true,
            Phase::Verdict => self.paused,
            Phase::Race => !self.needs_restart && !self.t.people().is_empty(),
            Phase::Countdown | Phase::Over => false,
        }
    }

    /// With the learner's switch on, during a race: each person's right hand and why (the
    /// engine's `hint`, from that seat's observation), until their hand is on a head.
    pub fn learner_hints(&self) -> Vec<(Seat, Hand, String)> {
        if !self.t.setup.hint
            || self.t.is_guest()
            || self.shown_phase() != Phase::Race
            || self.needs_restart
        {
            return Vec::new();
        }
        self.t
            .people()
            .into_iter()
            .filter_map(|seat| {
                let h = hint(&self.state().observe(seat))?;
                match h.action {
                    Action::Input { hand, .. } => Some((seat, hand, h.reason)),
                    _ => None,
                }
            })
            .collect()
    }

    /// The frame's work: restart after a reload, the countdown, bots, deadlines, the next
    /// round. Returns whether anything changed.
    fn frame(&mut self, now: Ms) -> bool {
        if self.duel.is_some() {
            return self.duel_frame(now) | self.duel_next_round(now);
        }
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
                    self.cue(440.0, 120);
                    changed = true;
                }
                if self.state().tick_due(now) && self.apply(0, Action::Tick { t: now }).is_ok() {
                    self.beat = 0;
                    self.cue(880.0, 160);
                    changed = true;
                }
            }
            Phase::Race => {
                for seat in 0..2 {
                    let Some(level) = self.t.setup.bot_level(seat) else {
                        continue;
                    };
                    let s = self.state();
                    let mut rng = plan_rng(self.t.held().seed, s.round_no(), seat);
                    let planned = JudgeState::bot_action(&s.observe(seat), level, &mut rng);
                    if let Some(Action::Input { hand, edge, t }) = planned {
                        if t <= now && self.apply(seat, Action::Input { hand, edge, t }).is_ok() {
                            changed = true;
                        }
                    }
                }
                if self.state().tick_due(now) && self.apply(0, Action::Tick { t: now }).is_ok() {
                    self.verdict_seen = Some(now);
                    self.cue(660.0, 140);
                    // A race decided with the learner's switch on counts as a hint used.
                    if self.t.setup.hint && !self.t.people().is_empty() {
                        self.t.setup.count_hint(false);
                    }
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
        self.t.notice = None;
        self.cue(440.0, 120);
    }

    /// A new game at `table` with the same timing; it decides with today's grace even when
    /// this one came from a save older than the grace.
    fn new_game(&mut self, mut table: JudgeTable, seed: u64) {
        let config = JudgeConfig {
            grace_ms: JudgeConfig::default().grace_ms,
            ..self.state().config().clone()
        };
        table.count_hint(true);
        self.t = Table::new(Rc::new(Session::new(config, seed)), table);
        self.paused = false;
        self.verdict_seen = None;
        self.beat = 3;
    }
}

impl Update for Model {
    type Msg = Msg;

    fn update(&mut self, msg: Msg) -> bool {
        match msg {
            Msg::Frame(now) => self.frame(now),
            Msg::Press(seat, hand, t) if self.duel.is_some() => {
                self.duel_input(seat, hand, Edge::Press, t)
            }
            Msg::Release(seat, hand, t) if self.duel.is_some() => {
                self.duel_input(seat, hand, Edge::Release, t)
            }
            Msg::Tap(seat, hand, t) if self.duel.is_some() => {
                self.touch = true;
                match self.duel_down() {
                    Some(down) if down == hand => false,
                    Some(down) => self.duel_input(seat, down, Edge::Release, t),
                    None => self.duel_input(seat, hand, Edge::Press, t),
                }
            }
            Msg::Press(seat, hand, t) => {
                if self.t.is_bot(seat) {
                    return false;
                }
                let press = Action::Input {
                    hand,
                    edge: Edge::Press,
                    t,
                };
                self.t.notice = match self.apply(seat, press) {
                    Ok(()) => None,
                    Err(JudgeError::TooEarly) => Some(text::too_early(&self.t.setup, seat)),
                    Err(JudgeError::NotRacing) => Some(text::not_racing(&self.t.setup, seat)),
                    Err(JudgeError::GameOver) => {
                        Some(crate::ts!("The game is over.", "ゲームは終わりました。").into())
                    }
                    Err(_) => return false,
                };
                true
            }
            Msg::Tap(seat, hand, t) => {
                if self.t.is_bot(seat) {
                    return false;
                }
                let first_touch = !std::mem::replace(&mut self.touch, true);
                match self.state().hand_down(seat) {
                    // The finger is already on that head.
                    Some(down) if down == hand => first_touch,
                    // The hand moves to the other head: it was lifted.
                    Some(down) => self.update(Msg::Release(seat, down, t)) || first_touch,
                    None => self.update(Msg::Press(seat, hand, t)),
                }
            }
            Msg::Release(seat, hand, t) => {
                let lift = Action::Input {
                    hand,
                    edge: Edge::Release,
                    t,
                };
                !self.t.is_bot(seat) && self.apply(seat, lift).is_ok()
            }
            Msg::StartRound(now) if self.duel.is_some() => self.duel_start(now),
            Msg::StartRound(now) => {
                self.paused = false;
                if self.apply(0, Action::Start { t: now }).is_ok() {
                    self.begin_round();
                }
                true
            }
            Msg::Pause => !std::mem::replace(&mut self.paused, true),
            Msg::NextChallenger(seed) => {
                let table = self.t.setup.next_challenger(self.state().winner());
                self.new_game(table, seed);
                true
            }
            Msg::SwitchHint => {
                self.t.setup.switch_hint();
                true
            }
            Msg::Kit(KitMsg::Rematch(_)) if self.t.is_guest() => false,
            // On two phones the kit's rematch keeps the phone at its seat.
            Msg::Kit(KitMsg::Rematch(seed)) if self.duel.is_some() => {
                self.t.rematch(seed);
                self.duel = Some(Box::new(Duel::host()));
                self.paused = false;
                self.verdict_seen = None;
                self.beat = 3;
                true
            }
            Msg::Kit(KitMsg::Rematch(seed)) => {
                self.new_game(self.t.setup.clone(), seed);
                true
            }
            Msg::Kit(msg @ KitMsg::EndCoach) => self.t.handle(msg),
            // The phones: a message heard (Judge's own ones are its model's), a link, time.
            Msg::Kit(k @ (KitMsg::Heard(..) | KitMsg::Linked(..) | KitMsg::Tick(_))) => {
                let moved = self.t.handle(k);
                moved | self.duel_heard()
            }
            // No undo, hints or hand-overs in a race.
            Msg::Kit(_) => false,
        }
    }
}

mod phones;
pub use phones::{not_agreed, Aside, Duel};

#[cfg(test)]
mod phones_tests;
#[cfg(test)]
mod tests;
