//! Judge's hooks for the engine test kit (`core::testkit`, run in `kit.rs`): random timings,
//! what holds in every state, a table's clock driving random play (the flip, presses at
//! planned times, ticks), and the piles and face-down pickets dealt anew.

use super::*;
use crate::core::rng::from_seed;
use crate::core::testkit::{count, deal_anew, ensure, ensure_eq, KitGame, Player, Tally};
use crate::core::{BotPlayer, GameRng};
use crate::games::judge::{quantize, Event, Ms, Outcome, Reason, PILE_SIZE};
use rand::seq::IndexedRandom;
use rand::RngExt;

impl KitGame for JudgeState {
    // 23 rounds, each of a few dozen presses and ticks at the most.
    const MAX_ACTIONS: usize = 5_000;
    // Every level is cheap: one seat in six is Hard, as many as of each other kind.
    const HARD_EVERY: u64 = 3;
    // A race offers no undo.
    const UNDO: bool = false;

    fn random_config(rng: &mut GameRng) -> JudgeConfig {
        JudgeConfig {
            response_window_ms: rng.random_range(150..900),
            round_timeout_ms: rng.random_range(1000..4000),
            countdown_ms: rng.random_range(900..3000),
            ..JudgeConfig::default()
        }
    }

    fn invariants(&self) -> Result<(), String> {
        check(self)
    }

    fn candidate_actions(&self, _: Seat, rng: &mut GameRng) -> Vec<Action> {
        vec![random_action(rng, self.clock)]
    }

    /// Times are the caller's: `legal_actions` lists kinds stamped with the clock, and any
    /// time from the clock on is as good. Inputs in a race depend on the race's rules.
    fn legality(&self, seat: Seat, action: &Action) -> Option<bool> {
        if seat > 1 || self.is_over() {
            return Some(false);
        }
        let phase = self.phase();
        Some(match *action {
            Action::Start { t } => t.is_finite() && matches!(phase, Phase::Ready | Phase::Verdict),
            Action::Tick { t } => quantize(t) >= self.clock,
            Action::Restart { t } => {
                t.is_finite() && matches!(phase, Phase::Countdown | Phase::Race)
            }
            Action::Input { .. } if phase == Phase::Race => return None,
            Action::Input { .. } => false,
        })
    }

    fn reshuffle_hidden(&self, _: Seat, rng: &mut GameRng) -> Option<Self> {
        Some(reshuffle_hidden(self, rng))
    }

    /// As a table drives the game: starts rounds (now and then on a new page clock, as after
    /// a reload), ticks at the flip, takes the earliest of the players' moves (a bot's
    /// planned press, a person's press or lift), ticks where something is decided first or
    /// nobody moves, and now and then restarts a round (a reload mid-round).
    fn next_move(
        &self,
        players: &[Player],
        bots: &mut [GameRng],
        rng: &mut GameRng,
    ) -> (Seat, Action) {
        let clock = self.clock;
        let seat = rng.random_range(0..2);
        if matches!(self.phase(), Phase::Countdown | Phase::Race) && rng.random_ratio(1, 100) {
            return (seat, Action::Restart { t: clock });
        }
        match self.phase() {
            Phase::Ready | Phase::Verdict => {
                let t = if rng.random_bool(0.05) {
                    quantize(rng.random_range(0.0..100.0))
                } else {
                    clock
                };
                return (seat, Action::Start { t });
            }
            Phase::Countdown => {
                let t = self.flip_at().max(clock);
                return (seat, Action::Tick { t });
            }
            _ => {}
        }
        let mut moves: Vec<(Seat, Action, Ms)> = Vec::new();
        for (seat, player) in players.iter().enumerate() {
            match *player {
                Player::Bot(level) => {
                    // A table asks every frame: the plan is the same all round.
                    let key: u64 = bots[seat].clone().random();
                    let mut plan_rng = from_seed(key ^ u64::from(self.round_no()));
                    let obs = self.observe(seat);
                    if let Some(a @ Action::Input { t, .. }) =
                        JudgeState::bot_action(&obs, level, &mut plan_rng)
                    {
                        moves.push((seat, a, t));
                    }
                }
                Player::Uniform => {
                    let inputs: Vec<Action> = self
                        .legal_actions(seat)
                        .into_iter()
                        .filter(|a| matches!(a, Action::Input { .. }))
                        .collect();
                    if let Some(Action::Input { hand, edge, .. }) = inputs.choose(rng).cloned() {
                        let t = quantize(clock + rng.random_range(0.0..600.0));
                        moves.push((seat, Action::Input { hand, edge, t }, t));
                    }
                }
            }
        }
        let earliest = moves.into_iter().min_by(|a, b| a.2.total_cmp(&b.2));
        let t = match &earliest {
            Some((_, _, t)) => t.max(clock),
            None => quantize(clock + rng.random_range(1.0..800.0)),
        };
        match earliest {
            Some((seat, action, _)) if !self.tick_due(t) => (seat, action),
            _ => (seat, Action::Tick { t }),
        }
    }

    fn tally(&self, tally: &mut Tally) {
        for e in self.events() {
            match e {
                Event::Decided(record) => {
                    let outcome = match record.verdict.outcome {
                        Outcome::Win(_) => "round won",
                        Outcome::Pot => "round to the pot",
                    };
                    count(tally, outcome, 1);
                    let reason = match record.verdict.reason {
                        Reason::LaterHitFirst => "later month hit first",
                        Reason::BothDefended => "both defended",
                        Reason::Defended => "defended",
                        Reason::HitBack => "hit back",
                        Reason::MistakenHitSpared => "mistaken hit spared",
                        Reason::MistakenDefenceHit => "mistaken defence hit",
                        Reason::MistakenDefence => "mistaken defence",
                        Reason::SameMonthHit => "same-month hit",
                        Reason::TimeOut => "time out",
                        Reason::SameInstant => continue,
                        Reason::Released(_) => "hand lifted",
                    };
                    count(tally, reason, 1);
                }
                Event::Restarted { .. } => count(tally, "round restarted", 1),
                _ => {}
            }
        }
        let bonus = (0..2).any(|s| self.brights(s) >= crate::games::judge::BRIGHTS_FOR_BONUS);
        count(tally, "bright bonus", u64::from(bonus));
    }
}

/// Any action at all around the time `around`, most of them out of place.
fn random_action(rng: &mut GameRng, around: Ms) -> Action {
    let t = quantize(around + rng.random_range(-500.0..1500.0));
    match rng.random_range(0..10) {
        0 => Action::Start { t },
        1 => Action::Restart { t },
        2 | 3 => Action::Tick { t },
        _ => Action::Input {
            hand: if rng.random_bool(0.5) {
                Hand::Hit
            } else {
                Hand::Defend
            },
            edge: if rng.random_bool(0.7) {
                Edge::Press
            } else {
                Edge::Release
            },
            t,
        },
    }
}

/// What holds in every state, whatever happened before.
fn check(state: &JudgeState) -> Result<(), String> {
    ensure!(state.card_counts_consistent(), "a card lost or doubled");
    ensure!(state.round_no() <= PILE_SIZE as u32);
    let on_table = state.pickets.iter().flatten().count();
    let laid = matches!(state.phase(), Phase::Countdown | Phase::Race);
    ensure_eq!(
        on_table,
        if laid { 2 } else { 0 },
        "pickets lie only during a round"
    );
    ensure_eq!(state.pile_count(0), state.pile_count(1));
    ensure_eq!(
        state.pile_count(0) + state.round_no() as usize,
        PILE_SIZE,
        "one picket a round from each pile"
    );
    let decided = state
        .events()
        .iter()
        .filter(|e| matches!(e, Event::Decided(_)))
        .count();
    let finished = state.round_no() as usize - usize::from(laid);
    ensure_eq!(decided, finished, "one verdict per finished round");
    let cards_won: usize = state.won(0).len() + state.won(1).len() + state.pot().len();
    ensure_eq!(cards_won, 2 * finished);
    ensure_eq!(
        state.is_over(),
        state.round_no() == PILE_SIZE as u32 && !laid
    );
    Ok(())
}

/// A copy of `state` that differs only in what nobody can see: the order of the cards in both
/// draw piles and, before the flip, the face-down pickets.
fn reshuffle_hidden(state: &JudgeState, rng: &mut GameRng) -> JudgeState {
    let mut v = state.clone();
    let face_down = v.phase() == Phase::Countdown;
    let pickets = v.pickets.iter_mut().flatten().filter(|_| face_down);
    deal_anew(v.piles.iter_mut().flatten().chain(pickets), rng);
    v
}
