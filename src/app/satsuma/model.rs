//! The Satsuma table's model: the kit's table plus the cards marked to discard. Who may
//! act, whose hand shows and when a hand-over is needed are decided here, in plain Rust.

use crate::app::kit::{KitMsg, Table, Update};
use crate::core::{Seat, ViewOf};
use crate::games::satsuma::{Action, CardNo, Phase, SatsumaState, Side, MAX_DISCARDS};
use std::rc::Rc;

#[derive(Clone, PartialEq)]
pub struct Model {
    pub t: Table<SatsumaState>,
    /// Cards the viewer has marked to discard.
    pub marked: Vec<CardNo>,
}

pub enum Msg {
    Toggle(CardNo),
    ToggleIndex(usize),
    Confirm,
    NextHand,
    Kit(KitMsg),
}

pub fn side(seat: Seat) -> Side {
    Side::from_seat(seat).unwrap_or(Side::Samurai)
}

impl Model {
    pub fn new(t: Table<SatsumaState>) -> Self {
        Model {
            t,
            marked: Vec::new(),
        }
    }

    pub fn state(&self) -> &SatsumaState {
        self.t.state()
    }

    /// The person whose cards the table shows: in Logistics, the person still to discard
    /// (first in seat order); otherwise the only person, or seat 0 when bots play alone.
    pub fn viewer(&self) -> Seat {
        let people = self.t.people();
        if self.state().phase() == Phase::Logistics {
            if let Some(&s) = people
                .iter()
                .find(|&&s| !self.state().has_discarded(side(s)))
            {
                return s;
            }
        }
        people.first().copied().unwrap_or(0)
    }

    /// The view the table draws from: the one person's against computers; with several
    /// people, the one holding the device while they choose; a spectator's behind a
    /// hand-over screen, between people, and when only computers play.
    pub fn view(&self) -> Rc<ViewOf<SatsumaState>> {
        self.t.view_unless(self.needs_hand_over())
    }

    /// Whose hidden hand is about to show: the viewer while they still have to discard.
    fn holder(&self) -> Option<Seat> {
        let v = self.viewer();
        (self.state().phase() == Phase::Logistics && !self.state().has_discarded(side(v)))
            .then_some(v)
    }

    pub fn needs_hand_over(&self) -> bool {
        self.t.needs_hand_over(self.holder())
    }

    pub fn can_discard(&self) -> bool {
        self.holder().is_some_and(|v| !self.t.is_bot(v)) && !self.needs_hand_over()
    }

    /// The bot that should act now, if any. Bots press "next hand" only when no person
    /// watches.
    pub fn bot_to_act(&self) -> Option<Seat> {
        let s = self.state();
        match s.phase() {
            Phase::Logistics => s.to_act().into_iter().find(|&seat| self.t.is_bot(seat)),
            Phase::Clash if self.t.people().is_empty() => Some(0),
            _ => None,
        }
    }

    /// `data-act`: a person may discard, or press Next hand.
    pub fn may_act(&self) -> bool {
        self.can_discard() || (self.state().phase() == Phase::Clash && !self.t.people().is_empty())
    }
}

impl Update for Model {
    type Msg = Msg;

    fn update(&mut self, msg: Msg) -> bool {
        let viewer = self.viewer();
        match msg {
            Msg::Toggle(card) => {
                if !self.can_discard() {
                    if self.state().phase() == Phase::Logistics
                        && self.state().has_discarded(side(viewer))
                    {
                        self.t.notice = Some("You have already discarded this hand.".into());
                        return true;
                    }
                    return false;
                }
                if let Some(i) = self.marked.iter().position(|&c| c == card) {
                    self.marked.remove(i);
                } else if self.marked.len() < MAX_DISCARDS
                    && self.state().hand(side(viewer)).contains(&card)
                {
                    self.marked.push(card);
                } else {
                    self.t.notice = Some(format!(
                        "At most {MAX_DISCARDS} cards may be discarded: unmark one first."
                    ));
                }
                true
            }
            Msg::ToggleIndex(i) => match self.state().hand(side(viewer)).get(i) {
                Some(&card) => self.update(Msg::Toggle(card)),
                None => false,
            },
            Msg::Confirm => {
                if !self.can_discard() {
                    return false;
                }
                let marked = std::mem::take(&mut self.marked);
                self.t.apply(viewer, Action::Discard(marked));
                self.t.shown_to = None;
                true
            }
            Msg::NextHand => {
                self.state().phase() == Phase::Clash && self.t.apply(viewer, Action::NextHand)
            }
            Msg::Kit(k) => {
                if matches!(k, KitMsg::Rematch(_) | KitMsg::Undo) {
                    self.marked.clear();
                }
                self.t.handle(k)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::kit::{Player, PlayerKind, TableSetup};
    use crate::core::{BotLevel, Session};
    use std::rc::Rc;

    fn model(kinds: [PlayerKind; 2]) -> Model {
        let players = kinds
            .into_iter()
            .map(|kind| Player {
                name: "x".into(),
                kind,
            })
            .collect();
        let session = Rc::new(Session::new(Default::default(), 11));
        Model::new(Table::new(
            session,
            TableSetup {
                players,
                hints: 0,
                coach: None,
                net: None,
            },
        ))
    }

    const BOT: PlayerKind = PlayerKind::Bot(BotLevel::Easy);

    #[test]
    fn against_the_computer_the_person_discards_at_once() {
        let mut m = model([PlayerKind::Human, BOT]);
        assert!(m.may_act() && m.can_discard() && !m.needs_hand_over());
        assert_eq!(m.bot_to_act(), Some(1));
        let first = m.state().hand(Side::Samurai)[0];
        m.update(Msg::ToggleIndex(0));
        assert_eq!(m.marked, vec![first]);
        m.update(Msg::Confirm);
        assert!(m.state().has_discarded(Side::Samurai));
        assert!(!m.may_act(), "waiting for the computer");
        m.update(Msg::Kit(KitMsg::Bot(1)));
        assert_eq!(m.state().phase(), Phase::Clash);
        assert!(m.may_act(), "Next hand is the person's");
        assert_eq!(m.bot_to_act(), None);
    }

    #[test]
    fn two_people_see_their_hands_only_after_each_hand_over() {
        let mut m = model([PlayerKind::Human, PlayerKind::Human]);
        assert!(m.needs_hand_over() && !m.may_act());
        m.update(Msg::ToggleIndex(0));
        assert!(
            m.marked.is_empty(),
            "no marking behind the hand-over screen"
        );
        m.update(Msg::Kit(KitMsg::Reveal(0)));
        assert!(m.may_act());
        m.update(Msg::Confirm);
        assert_eq!(m.viewer(), 1);
        assert!(
            m.needs_hand_over(),
            "the Imperials' hand waits for its hand-over"
        );
        m.update(Msg::Kit(KitMsg::Reveal(1)));
        assert!(m.can_discard());
    }

    #[test]
    fn at_most_three_marks_and_a_notice_for_the_fourth() {
        let mut m = model([PlayerKind::Human, BOT]);
        for i in 0..4 {
            m.update(Msg::ToggleIndex(i));
        }
        assert_eq!(m.marked.len(), MAX_DISCARDS);
        assert!(m.t.notice.as_deref().unwrap().contains("At most 3"));
        assert!(!m.update(Msg::ToggleIndex(99)));
    }

    #[test]
    fn computers_alone_press_next_hand_themselves() {
        let mut m = model([BOT, BOT]);
        m.update(Msg::Kit(KitMsg::Bot(0)));
        m.update(Msg::Kit(KitMsg::Bot(1)));
        assert_eq!(m.state().phase(), Phase::Clash);
        assert_eq!(m.bot_to_act(), Some(0));
        assert!(!m.may_act());
    }
}
