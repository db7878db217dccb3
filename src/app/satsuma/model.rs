//! The Satsuma table's model: the kit's table plus the cards marked to discard. Who may
//! act, whose hand shows and when a hand-over is needed are decided here, in plain Rust.

use crate::app::kit::{KitMsg, Table, Update};
use crate::core::lang::listed;
use crate::core::{Seat, ViewOf};
use crate::games::satsuma::{
    Action, CardNo, Phase, SatsumaObservation, SatsumaState, Side, MAX_DISCARDS,
};
use crate::{t, ts};
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

    /// The game's state: only where the host alone goes (computers, tests); a guest's
    /// table holds none.
    pub fn state(&self) -> &SatsumaState {
        self.t.state()
    }

    /// The table the model decides from: the default viewer's (on a guest, its seat's).
    /// Whose turn it is, the phase and who has discarded are public in every view.
    fn seen(&self) -> Rc<ViewOf<SatsumaState>> {
        self.t.view()
    }

    fn phase(&self) -> Phase {
        self.seen().table.phase
    }

    /// Whether `side` has discarded this hand (public: the count shows, the cards not).
    fn has_discarded(&self, sd: Side) -> bool {
        self.seen().table.has_discarded(sd)
    }

    /// `seat`'s hand, from its own view: asked only for the person choosing discards.
    fn hand(&self, seat: Seat) -> Vec<CardNo> {
        self.t.view_of(Some(seat)).table.my_hand.clone()
    }

    /// The person whose cards the table shows: in Logistics, the person at this device
    /// still to discard (first in seat order); otherwise the first person here, or seat 0
    /// when no person plays here (computers, phones). A guest's is its seat.
    pub fn viewer(&self) -> Seat {
        let people = self.t.people();
        if self.phase() == Phase::Logistics {
            if let Some(&s) = people.iter().find(|&&s| !self.has_discarded(side(s))) {
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
        (self.phase() == Phase::Logistics && !self.has_discarded(side(v))).then_some(v)
    }

    pub fn needs_hand_over(&self) -> bool {
        self.t.needs_hand_over(self.holder())
    }

    /// A person at this device may discard now: not a computer's seat, nor a phone's (its
    /// player discards on the phone), nor while a guest's move waits for the host.
    pub fn can_discard(&self) -> bool {
        self.holder().is_some_and(|v| self.t.people().contains(&v))
            && !self.needs_hand_over()
            && !self.waiting()
    }

    /// Nobody plays now: on a guest, a move sent and not yet answered by the host; on a
    /// host, phones still to join its lobby.
    fn waiting(&self) -> bool {
        self.t.remote().is_some_and(|r| r.waits()) || !self.t.lobby().is_empty()
    }

    /// Every seat is a computer's (a phone's given to one included): nobody watches.
    pub fn computers_only(&self) -> bool {
        (0..2).all(|s| self.t.is_bot(s))
    }

    /// The bot that should act now, if any. Bots press "next hand" only when no person
    /// watches, here or on a phone. Computers play on the host: a guest has none.
    pub fn bot_to_act(&self) -> Option<Seat> {
        if self.t.is_guest() {
            return None;
        }
        let s = self.state();
        match s.phase() {
            Phase::Logistics => s.to_act().into_iter().find(|&seat| self.t.is_bot(seat)),
            Phase::Clash if self.computers_only() => Some(0),
            _ => None,
        }
    }

    /// `data-act`: a person at this device may discard, or press Next hand.
    pub fn may_act(&self) -> bool {
        self.can_discard()
            || (self.phase() == Phase::Clash && !self.t.people().is_empty() && !self.waiting())
    }
}

impl Model {
    /// On a host with no person here: the phones' seats, whose players go on after a
    /// clash (a guest knows no more than its own seat).
    fn phones_to_go_on(&self) -> Vec<Seat> {
        let people = self.t.people();
        let phones = (0..2).filter(|&s| !self.t.is_bot(s) && !self.t.is_guest());
        phones.filter(|_| people.is_empty()).collect()
    }

    /// The status line: whose move it is and what to do, from the table's view `o`. A
    /// phone's player is named while the host waits for them, never told "your turn".
    pub fn status_line(&self, o: &SatsumaObservation) -> String {
        let v = self.viewer();
        let setup = &self.t.setup;
        match o.phase {
            Phase::Over => ts!("The game is over.", "ゲームは終わりました。").into(),
            Phase::Clash if self.may_act() => t!(
                "Clash! Both hands are revealed. Press Next hand to go on.",
                "交戦！両軍の手札が公開されました。「次の戦いへ」を押して進んでください。"
            ),
            Phase::Clash => match self.phones_to_go_on()[..] {
                [] => t!(
                    "The clash is shown; the next hand follows.",
                    "交戦の結果です。次の戦いが続きます。"
                ),
                ref phones => t!(
                    "Clash! Both hands are revealed; waiting for {names} to go on.",
                    "交戦！両軍の手札が公開されました。{names}が進めるのを待っています。";
                    names = listed(&phones.iter().map(|&s| setup.called(s)).collect::<Vec<_>>())
                ),
            },
            Phase::Logistics if self.needs_hand_over() => t!(
                "{name} to play: pass the device.",
                "{name}の番です。端末を渡してください。";
                name = setup.name(v)
            ),
            Phase::Logistics if self.can_discard() => {
                let marked = self.marked.len();
                // "Your turn" alone at the device; with several people, whose turn it is.
                if setup.is_you(v) {
                    t!(
                        "Your turn: mark up to {MAX_DISCARDS} cards to discard ({marked} marked), then draw.",
                        "あなたの番です。捨てるカードを{MAX_DISCARDS}枚まで選び（選択中{marked}枚）、引き直してください。"
                    )
                } else {
                    t!(
                        "{name}, your turn: mark up to {MAX_DISCARDS} cards to discard ({marked} marked), then draw.",
                        "{name}さんの番です。捨てるカードを{MAX_DISCARDS}枚まで選び（選択中{marked}枚）、引き直してください。";
                        name = setup.name(v)
                    )
                }
            }
            Phase::Logistics => {
                // The reader is "you" (あなた) here too, as everywhere the screen says so
                // (the host waiting in its lobby is one of those to discard).
                let waiting: Vec<String> = o
                    .to_act()
                    .into_iter()
                    .map(|sd| setup.called(sd.seat()))
                    .collect();
                t!(
                    "Waiting for {names} to discard.",
                    "{names}の捨て札を待っています。";
                    names = listed(&waiting)
                )
            }
        }
    }
}

impl Update for Model {
    type Msg = Msg;

    fn update(&mut self, msg: Msg) -> bool {
        let viewer = self.viewer();
        match msg {
            Msg::Toggle(card) => {
                if !self.can_discard() {
                    if self.phase() == Phase::Logistics && self.has_discarded(side(viewer)) {
                        self.t.notice = Some(t!(
                            "You have already discarded this hand.",
                            "この戦いではもう捨て札をしました。"
                        ));
                        return true;
                    }
                    return false;
                }
                if let Some(i) = self.marked.iter().position(|&c| c == card) {
                    self.marked.remove(i);
                } else if self.marked.len() < MAX_DISCARDS && self.hand(viewer).contains(&card) {
                    self.marked.push(card);
                } else {
                    self.t.notice = Some(t!(
                        "At most {MAX_DISCARDS} cards may be discarded: unmark one first.",
                        "捨てられるのは{MAX_DISCARDS}枚までです。先にどれかの選択を外してください。"
                    ));
                }
                true
            }
            Msg::ToggleIndex(i) => match self.hand(viewer).get(i) {
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
            // A person here, or anyone watching computers alone: never for a phone's seat.
            Msg::NextHand => {
                self.phase() == Phase::Clash
                    && (self.may_act() || self.computers_only())
                    && self.t.apply(viewer, Action::NextHand)
            }
            // A guest holds no game to deal again or take back: the host deals a rematch,
            // whose first view ends the guest's end screen.
            Msg::Kit(KitMsg::Rematch(_) | KitMsg::Undo) if self.t.is_guest() => false,
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
    fn the_status_line_and_a_notice_read_in_japanese_with_their_counts() {
        use crate::core::lang::{in_lang, Lang};
        let mut m = model([PlayerKind::Human, BOT]);
        m.update(Msg::ToggleIndex(0));
        m.update(Msg::ToggleIndex(1));
        let line = in_lang(Lang::Ja, || m.status_line(&m.view().table));
        assert_eq!(
            line,
            "あなたの番です。捨てるカードを3枚まで選び（選択中2枚）、引き直してください。"
        );
        assert_eq!(
            m.status_line(&m.view().table),
            "Your turn: mark up to 3 cards to discard (2 marked), then draw."
        );
        m.update(Msg::ToggleIndex(2));
        in_lang(Lang::Ja, || m.update(Msg::ToggleIndex(3)));
        assert_eq!(
            m.t.notice.as_deref(),
            Some("捨てられるのは3枚までです。先にどれかの選択を外してください。")
        );
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

#[cfg(test)]
#[path = "model_phones_tests.rs"]
mod phones_tests;
