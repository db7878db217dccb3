//! The rules: deal, rounds (countdown, flip, race, verdict), pot, score piles, game end.

use super::cards::{Card, DECK_SIZE};
use super::race::{quantize, Edge, Hand, Input, Ms, Outcome, RaceRules, Verdict};
use crate::core::{rng::from_seed, Seat};
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Cards in each draw pile after the two heads are drawn.
pub const PILE_SIZE: usize = 23;
/// Bonus for 4 or more brights in a score pile.
pub const BRIGHT_BONUS: u32 = 10;
pub const BRIGHTS_FOR_BONUS: usize = 4;
/// A `Tick` at `t` decides the race as it stood at `t - GRACE_MS`, not at `t`. An input
/// event can reach the table after a frame whose time is already past the event's own
/// timestamp (a busy main thread, a second input device); deciding a little behind the
/// frame lets such a press still count in the order it happened. 50 ms covers three frames
/// at 60 Hz and is too short to notice in when the verdict shows.
pub const GRACE_MS: Ms = 50.0;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct JudgeConfig {
    /// How long the second player has to answer the first hand on a head.
    pub response_window_ms: u32,
    /// A round with no hand on a head by this long after the flip goes to the pot.
    pub round_timeout_ms: u32,
    /// "3, 2, 1, flip!": the flip comes this long after the round starts.
    pub countdown_ms: u32,
    /// How far behind a tick's frame time the race is decided: [`GRACE_MS`] for new games.
    /// Saves written before it existed lack it and were played deciding at the frame time,
    /// so they read 0 and replay as they were played.
    #[serde(default)]
    pub grace_ms: u32,
}

impl Default for JudgeConfig {
    fn default() -> Self {
        JudgeConfig {
            response_window_ms: 500,
            round_timeout_ms: 3000,
            countdown_ms: 2400,
            grace_ms: GRACE_MS as u32,
        }
    }
}

impl JudgeConfig {
    /// Keeps each setting in a range where the game still works.
    pub fn normalized(&self) -> Self {
        JudgeConfig {
            response_window_ms: self.response_window_ms.clamp(150, 2000),
            round_timeout_ms: self.round_timeout_ms.clamp(1000, 10_000),
            countdown_ms: self.countdown_ms.clamp(900, 6000),
            grace_ms: self.grace_ms.min(GRACE_MS as u32),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Before a round: `Start` lays the pickets.
    Ready,
    /// The pickets lie face down; they flip at `flip_at`.
    Countdown,
    /// The pickets are face up and the race is on.
    Race,
    /// The round is decided; `Start` begins the next one.
    Verdict,
    /// The draw piles are used up.
    Over,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Action {
    /// Lay both pickets face down and count down from `t`; they flip at `t` + countdown.
    Start { t: Ms },
    /// A hand goes down on a head or comes up, at the input event's own time `t`.
    Input { hand: Hand, edge: Edge, t: Ms },
    /// The table's clock reads `t`: the flip happens here, and the verdict once the race is
    /// decided by `t` - [`GRACE_MS`].
    Tick { t: Ms },
    /// Counts down again from `t` with the same pickets (after a reload mid-round, whose
    /// clock no longer matches the saved times).
    Restart { t: Ms },
}

impl Action {
    /// The same action with its time on the table's 1/8 ms grid (see [`quantize`]). Tables
    /// log actions in this form; `apply` quantizes whatever it is given.
    pub fn quantized(&self) -> Action {
        match *self {
            Action::Start { t } => Action::Start { t: quantize(t) },
            Action::Input { hand, edge, t } => Action::Input {
                hand,
                edge,
                t: quantize(t),
            },
            Action::Tick { t } => Action::Tick { t: quantize(t) },
            Action::Restart { t } => Action::Restart { t: quantize(t) },
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum JudgeError {
    /// The seat is not at this table.
    NoSuchSeat(Seat),
    /// A press before the pickets flip does not count.
    TooEarly,
    /// No round is being raced now.
    NotRacing,
    /// Nothing to start (a round is on, or the game is over).
    CannotStart,
    /// Nothing to restart.
    NothingToRestart,
    /// A time earlier than the clock already reached.
    TimeGoesBack,
    /// A lifted hand that was not counted on a head: nothing happens.
    NotOnAHead,
    GameOver,
}

impl fmt::Display for JudgeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            JudgeError::NoSuchSeat(s) => {
                return f.write_str(&crate::t!("there is no seat {s}", "席{s}はありません"))
            }
            JudgeError::TooEarly => crate::ts!(
                "too early: wait for the flip",
                "早すぎます。札がめくれるまで待ってください"
            ),
            JudgeError::NotRacing => crate::ts!(
                "no round is on: wait for the countdown",
                "勝負中ではありません。カウントダウンを待ってください"
            ),
            JudgeError::CannotStart => crate::ts!("a round is already on", "すでに勝負中です"),
            JudgeError::NothingToRestart => {
                crate::ts!("no round to restart", "やり直す勝負がありません")
            }
            JudgeError::TimeGoesBack => crate::ts!(
                "that time is before the table's clock",
                "その時刻はテーブルの時計より前です"
            ),
            JudgeError::NotOnAHead => {
                crate::ts!(
                    "that hand was not on a head",
                    "その手は頭に置かれていませんでした"
                )
            }
            JudgeError::GameOver => crate::ts!("the game is over", "ゲームは終わりました"),
        };
        f.write_str(text)
    }
}

/// A decided round, kept for the verdict line and the replay strip.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoundRecord {
    pub round_no: u32,
    pub pickets: [Card; 2],
    pub rules: RaceRules,
    /// Every input of the round in the order it counted (early presses excluded).
    pub inputs: Vec<Input>,
    pub verdict: Verdict,
    /// Cards the winner took (pickets and pot), or that went to the pot.
    pub cards: usize,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event {
    /// The round's pickets flipped.
    Flipped {
        round_no: u32,
        pickets: [Card; 2],
    },
    Decided(RoundRecord),
    Restarted {
        round_no: u32,
    },
    GameOver {
        scores: [u32; 2],
    },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct JudgeState {
    pub(crate) config: JudgeConfig,
    pub(crate) heads: [Card; 2],
    /// Draw piles, top last.
    pub(crate) piles: [Vec<Card>; 2],
    pub(crate) pickets: [Option<Card>; 2],
    pub(crate) pot: Vec<Card>,
    pub(crate) won: [Vec<Card>; 2],
    pub(crate) phase: Phase,
    pub(crate) round_no: u32,
    pub(crate) flip_at: Ms,
    /// The latest time seen by a tick or an input this round.
    pub(crate) clock: Ms,
    /// This round's counted inputs, in race order.
    pub(crate) inputs: Vec<Input>,
    pub(crate) last: Option<RoundRecord>,
    pub(crate) events: Vec<Event>,
}

impl JudgeState {
    pub(crate) fn seat_count(&self) -> usize {
        2
    }

    pub(crate) fn to_act(&self) -> Vec<Seat> {
        match self.phase {
            Phase::Over => Vec::new(),
            _ => vec![0, 1],
        }
    }

    pub(crate) fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if seat > 1 {
            return Vec::new();
        }
        let t = self.clock;
        match self.phase {
            Phase::Ready | Phase::Verdict => vec![Action::Start { t }],
            Phase::Countdown => vec![Action::Tick { t }, Action::Restart { t }],
            Phase::Race => {
                let mut v = vec![Action::Tick { t }, Action::Restart { t }];
                match self.hand_down(seat) {
                    Some(hand) => v.push(Action::Input {
                        hand,
                        edge: Edge::Release,
                        t,
                    }),
                    None => {
                        for hand in [Hand::Hit, Hand::Defend] {
                            v.push(Action::Input {
                                hand,
                                edge: Edge::Press,
                                t,
                            });
                        }
                    }
                }
                v
            }
            Phase::Over => Vec::new(),
        }
    }

    pub(crate) fn apply(&mut self, seat: Seat, action: &Action) -> Result<(), JudgeError> {
        if seat > 1 {
            return Err(JudgeError::NoSuchSeat(seat));
        }
        match action.quantized() {
            Action::Start { t } => self.start(t),
            Action::Input { hand, edge, t } => self.input(seat, hand, edge, t),
            Action::Tick { t } => self.tick(t),
            Action::Restart { t } => self.restart(t),
        }
    }

    pub(crate) fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// A new game: the deck shuffled from `seed`, two heads drawn, two piles of 23.
    pub(super) fn dealt(config: &JudgeConfig, seed: u64) -> Self {
        let mut rng = from_seed(seed);
        let mut deck: Vec<Card> = Card::all().collect();
        deck.shuffle(&mut rng);
        // Both draw a head from the top; the rest is cut into two piles of 23.
        let heads = [deck.pop().unwrap(), deck.pop().unwrap()];
        let second = deck.split_off(PILE_SIZE);
        JudgeState {
            config: config.normalized(),
            heads,
            piles: [deck, second],
            pickets: [None, None],
            pot: Vec::new(),
            won: [Vec::new(), Vec::new()],
            phase: Phase::Ready,
            round_no: 0,
            flip_at: 0.0,
            clock: 0.0,
            inputs: Vec::new(),
            last: None,
            events: Vec::new(),
        }
    }

    pub fn config(&self) -> &JudgeConfig {
        &self.config
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn round_no(&self) -> u32 {
        self.round_no
    }
    pub fn heads(&self) -> [Card; 2] {
        self.heads
    }
    pub fn pile_count(&self, seat: Seat) -> usize {
        self.piles[seat].len()
    }
    pub fn pot(&self) -> &[Card] {
        &self.pot
    }
    pub fn won(&self, seat: Seat) -> &[Card] {
        &self.won[seat]
    }
    pub fn flip_at(&self) -> Ms {
        self.flip_at
    }
    pub fn inputs(&self) -> &[Input] {
        &self.inputs
    }
    pub fn last_round(&self) -> Option<&RoundRecord> {
        self.last.as_ref()
    }
    pub fn events(&self) -> &[Event] {
        &self.events
    }
    /// The pickets, face up only once flipped.
    pub fn visible_pickets(&self) -> [Option<Card>; 2] {
        match self.phase {
            Phase::Race | Phase::Verdict => self.pickets,
            _ => [None, None],
        }
    }
    /// Whether a picket lies on the table (face down or up).
    pub fn picket_laid(&self, seat: Seat) -> bool {
        self.pickets[seat].is_some()
    }

    /// A seat's score: 1 a card won, plus the bonus for 4 or more brights.
    pub fn score(&self, seat: Seat) -> u32 {
        score_of(self.won[seat].len(), self.brights(seat))
    }

    pub fn brights(&self, seat: Seat) -> usize {
        self.won[seat].iter().filter(|c| c.is_bright()).count()
    }

    /// The winner once over; `None` for a tie or a game still going.
    pub fn winner(&self) -> Option<Seat> {
        winner_of(self.phase, [self.score(0), self.score(1)])
    }

    /// This round's race rules, once both pickets are down.
    pub fn race_rules(&self) -> Option<RaceRules> {
        let [Some(a), Some(b)] = self.pickets else {
            return None;
        };
        let later = match a.month().cmp(&b.month()) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        };
        Some(RaceRules {
            flip_at: self.flip_at,
            later,
            response_window: self.config.response_window_ms as Ms,
            timeout: self.config.round_timeout_ms as Ms,
        })
    }

    /// Whether a `Tick` at `now` would change anything (the flip or a verdict is due), so
    /// that a table need not log a tick every frame.
    pub fn tick_due(&self, now: Ms) -> bool {
        match self.phase {
            Phase::Countdown => now >= self.flip_at,
            Phase::Race => self.verdict_at_frame(now).is_some(),
            _ => false,
        }
    }

    /// The seat's hand counted on a head in the race now, if any (what the table shows).
    pub fn hand_down(&self, seat: Seat) -> Option<Hand> {
        let rules = self.race_rules()?;
        let mut down = None;
        for i in self.inputs.iter().filter(|i| i.seat == seat) {
            match i.edge {
                // A same-month defence does not count, so it is not a hand on a head.
                Edge::Press if down.is_none() && (rules.later.is_some() || i.hand == Hand::Hit) => {
                    down = Some(i.hand);
                }
                Edge::Release if down == Some(i.hand) => return None,
                _ => {}
            }
        }
        down
    }

    /// Every card is in exactly one place (heads, piles, pickets, pot, score piles).
    pub fn card_counts_consistent(&self) -> bool {
        let mut seen = [false; DECK_SIZE];
        let all = self
            .heads
            .iter()
            .chain(self.piles.iter().flatten())
            .chain(self.pickets.iter().flatten())
            .chain(self.pot.iter())
            .chain(self.won.iter().flatten());
        let mut n = 0;
        for c in all {
            if seen[c.0 as usize] {
                return false;
            }
            seen[c.0 as usize] = true;
            n += 1;
        }
        n == DECK_SIZE
    }

    fn check_time(&self, t: Ms) -> Result<(), JudgeError> {
        if !t.is_finite() || t < self.clock {
            return Err(JudgeError::TimeGoesBack);
        }
        Ok(())
    }

    pub(super) fn start(&mut self, t: Ms) -> Result<(), JudgeError> {
        if !matches!(self.phase, Phase::Ready | Phase::Verdict) {
            return Err(if self.phase == Phase::Over {
                JudgeError::GameOver
            } else {
                JudgeError::CannotStart
            });
        }
        if !t.is_finite() {
            return Err(JudgeError::TimeGoesBack);
        }
        // Each round has its own clock base: a reload between rounds restarts the page's.
        for s in 0..2 {
            self.pickets[s] = self.piles[s].pop();
        }
        self.round_no += 1;
        self.inputs.clear();
        self.clock = t;
        self.flip_at = t + self.config.countdown_ms as Ms;
        self.phase = Phase::Countdown;
        Ok(())
    }

    pub(super) fn input(
        &mut self,
        seat: Seat,
        hand: Hand,
        edge: Edge,
        t: Ms,
    ) -> Result<(), JudgeError> {
        match self.phase {
            Phase::Over => return Err(JudgeError::GameOver),
            Phase::Countdown if edge == Edge::Press => return Err(JudgeError::TooEarly),
            Phase::Race => {}
            _ => return Err(JudgeError::NotRacing),
        }
        if !t.is_finite() {
            return Err(JudgeError::TimeGoesBack);
        }
        let rules = self.race_rules().expect("pickets are down in a race");
        let input = Input {
            seat,
            hand,
            edge,
            t,
        };
        if !rules.counts(&input) {
            return Err(if edge == Edge::Press {
                JudgeError::TooEarly
            } else {
                JudgeError::NotOnAHead
            });
        }
        if edge == Edge::Release && self.hand_down(seat) != Some(hand) {
            return Err(JudgeError::NotOnAHead);
        }
        // Inputs may arrive out of time order (two input devices): keep them sorted.
        let at = self
            .inputs
            .iter()
            .position(|i| rules.order(&input, i).is_lt())
            .unwrap_or(self.inputs.len());
        self.inputs.insert(at, input);
        self.clock = self.clock.max(t);
        Ok(())
    }

    pub(super) fn tick(&mut self, t: Ms) -> Result<(), JudgeError> {
        if self.phase == Phase::Over {
            return Err(JudgeError::GameOver);
        }
        self.check_time(t)?;
        self.clock = t;
        if self.phase == Phase::Countdown && t >= self.flip_at {
            self.phase = Phase::Race;
            let pickets = [self.pickets[0].unwrap(), self.pickets[1].unwrap()];
            self.events.push(Event::Flipped {
                round_no: self.round_no,
                pickets,
            });
        }
        if self.phase == Phase::Race {
            if let Some((rules, verdict)) = self.verdict_at_frame(t) {
                self.settle(rules, verdict);
            }
        }
        Ok(())
    }

    /// The race's verdict as a tick at frame time `t` gives it: decided the config's grace
    /// ([`GRACE_MS`]) behind.
    fn verdict_at_frame(&self, t: Ms) -> Option<(RaceRules, Verdict)> {
        let rules = self.race_rules()?;
        let verdict = rules.decide(&self.inputs, t - self.config.grace_ms as Ms)?;
        Some((rules, verdict))
    }

    fn settle(&mut self, rules: RaceRules, verdict: Verdict) {
        let pickets = [
            self.pickets[0].take().unwrap(),
            self.pickets[1].take().unwrap(),
        ];
        let cards = match verdict.outcome {
            Outcome::Win(s) => {
                let n = 2 + self.pot.len();
                self.won[s].extend(pickets);
                self.won[s].append(&mut self.pot);
                n
            }
            Outcome::Pot => {
                self.pot.extend(pickets);
                2
            }
        };
        // Only the inputs that happened by the verdict belong to the round's story.
        let inputs = self
            .inputs
            .iter()
            .filter(|i| i.t <= verdict.at)
            .copied()
            .collect();
        let record = RoundRecord {
            round_no: self.round_no,
            pickets,
            rules,
            inputs,
            verdict,
            cards,
        };
        self.events.push(Event::Decided(record.clone()));
        self.last = Some(record);
        self.inputs.clear();
        if self.piles.iter().all(|p| p.is_empty()) {
            self.phase = Phase::Over;
            self.events.push(Event::GameOver {
                scores: [self.score(0), self.score(1)],
            });
        } else {
            self.phase = Phase::Verdict;
        }
    }

    pub(super) fn restart(&mut self, t: Ms) -> Result<(), JudgeError> {
        if !matches!(self.phase, Phase::Countdown | Phase::Race) {
            return Err(JudgeError::NothingToRestart);
        }
        if !t.is_finite() {
            return Err(JudgeError::TimeGoesBack);
        }
        self.inputs.clear();
        self.clock = t;
        self.flip_at = t + self.config.countdown_ms as Ms;
        self.phase = Phase::Countdown;
        self.events.push(Event::Restarted {
            round_no: self.round_no,
        });
        Ok(())
    }
}

/// A score: 1 a card won, plus the bonus for 4 or more brights among them.
pub fn score_of(won: usize, brights: usize) -> u32 {
    let bonus = if brights >= BRIGHTS_FOR_BONUS {
        BRIGHT_BONUS
    } else {
        0
    };
    won as u32 + bonus
}

/// The winner of a game in `phase` with these scores: `None` for a tie or a game going on.
pub fn winner_of(phase: Phase, scores: [u32; 2]) -> Option<Seat> {
    if phase != Phase::Over {
        return None;
    }
    match scores[0].cmp(&scores[1]) {
        std::cmp::Ordering::Greater => Some(0),
        std::cmp::Ordering::Less => Some(1),
        std::cmp::Ordering::Equal => None,
    }
}
