//! The Pocket Samurai table's model: the kit's table plus the card chosen before
//! confirming. Who acts, whose side shows, when a hand-over is needed and what each
//! message does are decided here, in plain Rust.

use super::words::said;
use crate::app::kit::tapping::{only_action, Held};
use crate::app::kit::{KitMsg, Table, Update};
use crate::core::lang::listed;
use crate::core::{Seat, ViewOf};
use crate::games::pocket::{
    def, Ability, Action, CallTarget, Card, Event, Phase, PocketState, Symbol, STRIKE,
};
use crate::{t, ts};
use std::rc::Rc;

#[derive(Clone, PartialEq)]
pub struct Model {
    pub t: Table<PocketState>,
    /// The card chosen to pick, lay or call, before confirming.
    pub selected: Option<Card>,
    /// Where an undo left the person: a forced Strike! taken back waits for them there.
    pub held: Held,
}

pub enum Msg {
    Select(Card),
    /// A double tap on a card: chosen and confirmed at once (taken, laid or called).
    Double(Card),
    /// The forced Strike!, due in the position with this many moves.
    Forced(usize),
    /// Number keys: the `i`th card or choice of the current step.
    Index(usize),
    Confirm,
    Pass,
    Choose(Symbol),
    Exhaust(Card),
    NextRound,
    /// A disabled control was used: say why.
    Refused(String),
    Kit(KitMsg),
}

/// Laying a card and calling are decided by both seats at once, unseen.
fn private_phase(phase: Phase) -> bool {
    matches!(phase, Phase::Commit | Phase::Call)
}

impl Model {
    pub fn new(t: Table<PocketState>) -> Self {
        Model {
            t,
            selected: None,
            held: Held::default(),
        }
    }

    /// The person whose only move is laying their Strike! (nothing else left in hand):
    /// the table lays it for them after a short pause. Their view's legal moves decide.
    pub fn forced_strike(&self) -> Option<Seat> {
        let v = self.can_act()?;
        let forced = self.phase() == Phase::Commit
            && self.held.lets(self.t.moves())
            && only_action(&self.t.view_of(Some(v)).legal, |_| false)
                == Some(Action::Commit(STRIKE));
        forced.then_some(v)
    }

    /// The game's state: only where the host alone goes (computers, tests); a guest's
    /// table holds none.
    pub fn state(&self) -> &PocketState {
        self.t.state()
    }

    /// The table the model decides from: the default viewer's (on a guest, its seat's).
    /// Only the face-down cards are hidden in a view, and the model never reads them.
    fn seen(&self) -> Rc<ViewOf<PocketState>> {
        self.t.view()
    }

    fn phase(&self) -> Phase {
        self.seen().table.view.phase()
    }

    /// The seats to act now (public).
    fn to_act(&self) -> Vec<Seat> {
        self.seen().table.view.to_act()
    }

    /// What `seat` may do now, from its own view (asked only for the person acting here).
    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.t.view_of(Some(seat)).legal.clone()
    }

    /// The view the table draws from: the one person's against computers; with several
    /// people, the one holding the device; a spectator's behind a hand-over screen, between
    /// people, and when only computers play.
    pub fn view(&self) -> Rc<ViewOf<PocketState>> {
        self.t.view_unless(self.needs_hand_over())
    }

    /// The person at this device who should act now (the first in seat order), if any: a
    /// phone's seat is played on the phone, a computer's by the host.
    pub fn actor(&self) -> Option<Seat> {
        let people = self.t.people();
        match self.phase() {
            Phase::Over => None,
            Phase::RoundOver => people.first().copied(),
            _ => self.to_act().into_iter().find(|s| people.contains(s)),
        }
    }

    /// Whose side of the table is shown: the person acting, else the first person, else
    /// seat 0 when nobody plays at this device. A guest's is its seat.
    pub fn viewer(&self) -> Seat {
        self.actor()
            .or_else(|| self.t.people().first().copied())
            .unwrap_or(0)
    }

    /// With several people at the device, a private choice (lay a card, call) waits until
    /// the device is in the actor's hands.
    pub fn needs_hand_over(&self) -> bool {
        let holder = self.actor().filter(|_| private_phase(self.phase()));
        self.t.needs_hand_over(holder)
    }

    /// The person who may act now, once the device is in their hands (on a guest, once
    /// the host answered its last move; on a host, once its lobby's phones joined).
    pub fn can_act(&self) -> Option<Seat> {
        let wait = self.t.remote().is_some_and(|r| r.waits()) || !self.t.lobby().is_empty();
        self.actor().filter(|_| !self.needs_hand_over() && !wait)
    }

    /// `data-act`: a person at this device may make a move now.
    pub fn may_act(&self) -> bool {
        self.can_act().is_some()
    }

    /// Every seat is a computer's (a phone's given to one included): nobody watches.
    fn computers_only(&self) -> bool {
        (0..2).all(|s| self.t.is_bot(s))
    }

    /// On a host with no person here: the phones' seats, whose players start the next
    /// round (a guest knows no more than its own seat).
    pub fn phones_to_go_on(&self) -> Vec<Seat> {
        let people = self.t.people();
        let phones = (0..2).filter(|&s| !self.t.is_bot(s) && !self.t.is_guest());
        phones.filter(|_| people.is_empty()).collect()
    }

    /// The computer that should act now, if any. Computers start the next round only when
    /// nobody watches, here or on a phone. Computers play on the host: a guest has none.
    pub fn bot_to_act(&self) -> Option<Seat> {
        if self.t.is_guest() {
            return None;
        }
        let s = self.state();
        match s.phase() {
            Phase::Over => None,
            Phase::RoundOver => self.computers_only().then_some(0),
            _ => s.to_act().into_iter().find(|&seat| self.t.is_bot(seat)),
        }
    }

    /// How long a computer waits before acting, at `pace` ms a move: with nobody playing, a
    /// resolved turn (and a finished round) stays up three times as long so it can be read.
    pub fn bot_wait(&self, pace: u32) -> u32 {
        let seen = self.seen();
        let s = &seen.table.view;
        // Public: that a card lies face down shows, which card does not.
        let fresh_turn =
            s.phase() == Phase::Commit && s.committed(0).is_none() && s.committed(1).is_none();
        if self.computers_only() && (fresh_turn || s.phase() == Phase::RoundOver) {
            pace * 3
        } else {
            pace
        }
    }

    fn legal(&self, seat: Seat, action: &Action) -> bool {
        self.legal_actions(seat).contains(action)
    }

    /// The computer deciding right now, for the table's thinking mark: a computer to act
    /// (not the start of the next round, which is no decision).
    pub fn thinking(&self) -> Option<Seat> {
        match self.phase() {
            Phase::RoundOver | Phase::Over => None,
            _ => self.bot_to_act(),
        }
    }

    /// The side that took the table's cards: the winner of the last round decided (none
    /// after a mutual defeat), where the duel's cards go when they leave the mat.
    pub fn collector(&self) -> Option<Seat> {
        self.seen()
            .table
            .view
            .events()
            .iter()
            .rev()
            .find_map(|e| match e {
                Event::RoundWon { seat } => Some(Some(*seat)),
                Event::MutualDefeat { .. } => Some(None),
                _ => None,
            })?
    }

    /// The cards the number keys and clicks choose from in this step (`seat`'s hand is
    /// public after the draft).
    pub fn choices(&self, seat: Seat) -> Vec<Card> {
        let seen = self.seen();
        let s = &seen.table.view;
        match s.phase() {
            Phase::Dojo => s.row().to_vec(),
            Phase::Commit | Phase::Call => s.hand(seat).to_vec(),
            Phase::Exhaust => exhaustable(&self.legal_actions(seat)),
            _ => Vec::new(),
        }
    }

    /// Whether `seat` may call `card` now.
    pub fn may_call(&self, seat: Seat, card: Card) -> bool {
        self.legal(seat, &Action::Call(card))
    }

    /// The action choosing `card` means now.
    fn action_for(&self, card: Card) -> Option<Action> {
        match self.phase() {
            Phase::Dojo => Some(Action::Pick(card)),
            Phase::Commit => Some(Action::Commit(card)),
            Phase::Call => Some(Action::Call(card)),
            _ => None,
        }
    }

    fn waiting_text(&self) -> String {
        let names: Vec<String> = self
            .to_act()
            .into_iter()
            .map(|x| self.t.setup.name(x))
            .collect();
        if names.is_empty() {
            ts!("Nothing to do now.", "今はすることがありません。").into()
        } else {
            said(
                || format!("It is not your turn: waiting for {}.", names.join(" and ")),
                || {
                    format!(
                        "あなたの番ではありません。{}を待っています。",
                        listed(&names)
                    )
                },
            )
        }
    }

    /// Chooses `card` for the step, or says why not; `false` when nothing changed.
    fn select(&mut self, card: Card) -> bool {
        let Some(v) = self.can_act() else {
            self.t.notice = Some(self.waiting_text());
            return true;
        };
        let Some(action) = self.action_for(card) else {
            return false;
        };
        if self.legal(v, &action) {
            self.selected = Some(card);
            self.t.notice = None;
        } else {
            // The actor's own view: their pending call is theirs to know.
            self.t.notice = Some(refusal(&self.t.view_of(Some(v)).table.view, v, card));
        }
        true
    }

    /// Applies a confirmed choice; once it is taken the device may change hands.
    fn apply_choice(&mut self, seat: Seat, action: Action) {
        if self.t.apply(seat, action) {
            self.selected = None;
            self.t.shown_to = None;
        }
    }
}

/// Why `card` cannot be chosen by `seat` now.
fn refusal(s: &PocketState, seat: Seat, card: Card) -> String {
    let name = def(card).title();
    match s.phase() {
        Phase::Call => match s.pending_call(seat).map(|c| (c, def(c).ability)) {
            Some((by, Ability::Call(target))) => t!(
                "{name} cannot be called: {by} calls {what}.",
                "{name}は出せません。{by}で出せるのは{what}です。";
                by = def(by).title(),
                what = call_target_words(target)
            ),
            _ => ts!(
                "There is nothing to call now.",
                "今は場に出せるカードがありません。"
            )
            .into(),
        },
        _ => t!("{name} cannot be chosen now.", "今は{name}を選べません。"),
    }
}

/// "any card", "only Strike!", "only a card with a helm" (Japanese: どのカードでも,
/// 一撃！だけ, 兜のあるカードだけ).
pub fn call_target_words(target: CallTarget) -> String {
    match target {
        CallTarget::Any => ts!("any card", "どのカードでも").into(),
        CallTarget::Strike => ts!("only Strike!", "一撃！だけ").into(),
        CallTarget::With(sym) => t!(
            "only a card with a {s}",
            "{s}のあるカードだけ";
            s = sym.word()
        ),
    }
}

/// The cards a seat may exhaust, among its legal moves (its view's `legal`).
pub fn exhaustable(legal: &[Action]) -> Vec<Card> {
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Exhaust(c) => Some(*c),
            _ => None,
        })
        .collect()
}

impl Update for Model {
    type Msg = Msg;

    fn update(&mut self, msg: Msg) -> bool {
        match msg {
            Msg::Select(card) => self.select(card),
            Msg::Double(card) => {
                self.select(card);
                if self.selected != Some(card) || self.can_act().is_none() {
                    return true;
                }
                self.update(Msg::Confirm)
            }
            Msg::Forced(moves) => match self.forced_strike() {
                Some(v) if moves == self.t.moves() => {
                    self.apply_choice(v, Action::Commit(STRIKE));
                    true
                }
                _ => false,
            },
            Msg::Index(i) => {
                let Some(v) = self.can_act() else {
                    return false;
                };
                match self.phase() {
                    // The numbered buttons: the symbols to choose from.
                    Phase::Choose => match self.legal_actions(v).get(i).cloned() {
                        Some(action) => {
                            self.t.apply(v, action);
                            true
                        }
                        None => false,
                    },
                    Phase::Exhaust => match self.choices(v).get(i) {
                        Some(&card) => {
                            self.t.apply(v, Action::Exhaust(card));
                            true
                        }
                        None => false,
                    },
                    _ => match self.choices(v).get(i) {
                        Some(&card) => self.select(card),
                        None => false,
                    },
                }
            }
            Msg::Confirm => {
                let Some(v) = self.can_act() else {
                    return false;
                };
                if !matches!(self.phase(), Phase::Dojo | Phase::Commit | Phase::Call) {
                    return false;
                }
                let Some(card) = self.selected else {
                    self.t.notice =
                        Some(ts!("Choose a card first.", "先にカードを選んでください。").into());
                    return true;
                };
                let Some(action) = self.action_for(card) else {
                    return false;
                };
                self.apply_choice(v, action);
                true
            }
            Msg::Pass => {
                let Some(v) = self.can_act() else {
                    return false;
                };
                if !self.legal(v, &Action::Pass) {
                    return false;
                }
                self.apply_choice(v, Action::Pass);
                true
            }
            Msg::Choose(sym) => {
                let Some(v) = self.can_act() else {
                    return false;
                };
                self.t.apply(v, Action::Choose(sym));
                true
            }
            Msg::Exhaust(card) => {
                let Some(v) = self.can_act() else {
                    return false;
                };
                self.t.apply(v, Action::Exhaust(card));
                true
            }
            Msg::NextRound => {
                // A person here, or anyone watching computers alone: never for a phone's seat.
                if self.phase() != Phase::RoundOver || !(self.may_act() || self.computers_only()) {
                    return false;
                }
                let v = self.viewer();
                self.t.apply(v, Action::NextRound);
                self.selected = None;
                true
            }
            Msg::Refused(why) => {
                self.t.notice = Some(why);
                true
            }
            // A guest holds no game to deal again or take back: the host deals a rematch,
            // whose first view ends the guest's end screen.
            Msg::Kit(KitMsg::Rematch(_) | KitMsg::Undo) if self.t.is_guest() => false,
            Msg::Kit(k) => {
                if matches!(k, KitMsg::Rematch(_) | KitMsg::Undo) {
                    self.selected = None;
                }
                let undo = matches!(k, KitMsg::Undo);
                let changed = self.t.handle(k);
                if undo {
                    // A Strike! taken back is not laid again at once.
                    self.held.hold(self.t.moves());
                }
                changed
            }
        }
    }
}

#[cfg(test)]
#[path = "model_tests.rs"]
mod model_tests;

#[cfg(test)]
#[path = "model_phones_tests.rs"]
mod phones_tests;
