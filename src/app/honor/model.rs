//! The Honor table's model: the kit's table plus the picked hand card and army slot and
//! how many events are on show (new ones appear one at a time). Whose cards show, who acts,
//! when a hand-over is needed and when a bot moves are decided here, in plain Rust.

use super::words::{game_over_status, your_turn, Words};
use crate::app::kit::{KitMsg, Table, Update};
use crate::core::{Seat, ViewOf};
use crate::games::honor::{Action, Event, HonorObservation, HonorState, Phase};
use crate::t;
use std::rc::Rc;

/// What the table draws from: one seat's view of the game, or a spectator's.
pub type View = ViewOf<HonorState>;

#[cfg(test)]
mod fixtures;

#[cfg(test)]
mod phones_tests;

#[derive(Clone, PartialEq)]
pub struct Model {
    pub t: Table<HonorState>,
    pub picked_card: Option<usize>,
    pub picked_slot: Option<usize>,
    /// Events on show so far; newer ones appear one at a time.
    pub shown_events: usize,
}

#[derive(Clone, Debug)]
pub enum Msg {
    PickCard(usize),
    /// A double tap on a hand card: a charge or an appeal with it when that is all it
    /// takes, else it is picked.
    DoubleCard(usize),
    PickSlot(usize),
    /// A move by the person who acts now.
    Act(Action),
    ShowNextEvent,
    /// A tap on Skip: every event at once, the table ready to act.
    ShowAllEvents,
    Kit(KitMsg),
}

/// Phases in which a player decides with hidden cards (not the battle or the end).
pub fn private_phase(phase: Phase) -> bool {
    !matches!(phase, Phase::Battle | Phase::GameOver | Phase::Over)
}

/// How long each new event stays alone on show: at least 120 ms to be readable, none at
/// the tests' instant pace (0 ms).
pub fn event_step(pace: u32) -> u32 {
    if pace == 0 {
        0
    } else {
        (pace / 3).max(120)
    }
}

/// How long `shown` (the latest event on show) stays alone: a disgrace, a battle or a game's end (what the
/// opening's redraws and a battle decide) stays twice the pace, at least 1.2 s, so it can
/// be read as it happens; none at the instant pace.
pub fn event_step_for(pace: u32, shown: Option<&Event>) -> u32 {
    let weighty = matches!(
        shown,
        Some(
            Event::HandDiscarded { .. }
                | Event::Disgraced { .. }
                | Event::JokerDrawn { .. }
                | Event::Out { .. }
                | Event::Battle(_)
                | Event::GameOver(_)
        )
    );
    match pace {
        0 => 0,
        _ if weighty => (pace * 2).max(1200),
        _ => event_step(pace),
    }
}

/// What a moment at the table sounds like (the table plays the kit's cue for it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment {
    /// A hand dealt (a new game, Next hand, Next game).
    Deal,
    /// A suit declared, a swap, a charge, an appeal...
    Play,
    /// The armies turned face up for the battle.
    Reveal,
    /// A battle won, a game or the match over.
    Win,
}

/// The moment of an event as it comes on show: a battle with a winner, a game's end.
pub fn event_moment(e: &Event) -> Option<Moment> {
    match e {
        Event::Battle(b) if b.winner.is_some() => Some(Moment::Win),
        Event::GameOver(_) | Event::MatchOver { .. } => Some(Moment::Win),
        _ => None,
    }
}

/// Whether the latest move dealt (a hand or a game begun, or nothing played yet), told by
/// the events alone: walking back, the first event a move leaves is a decision's own or a
/// deal's beginning. A declared suit deals at once: its hand is the King's move, not a deal.
fn dealt_last(events: &[Event]) -> bool {
    for (i, e) in events.iter().enumerate().rev() {
        match e {
            Event::HandBegins { .. } => {
                let before = i.checked_sub(1).map(|j| &events[j]);
                return !matches!(before, Some(Event::IllegalSuitDeclared { .. }));
            }
            Event::GameBegins { .. } => return true,
            e if e.is_decision() => return false,
            _ => {}
        }
    }
    true
}

impl Model {
    /// The game as this device sees it: the kit's default viewer's view (on a guest phone,
    /// its seat's, the only one it has). What the model decides from (the phase, who acts,
    /// the events, the last battle) is public, the same in every seat's view.
    fn seen(&self) -> Rc<View> {
        self.t.view()
    }

    /// The phase of the game (from the view: a guest phone holds no state).
    pub fn phase(&self) -> Phase {
        self.seen().table.phase
    }

    /// The seats that must act now.
    fn to_act(&self) -> Vec<Seat> {
        self.seen().table.to_act.clone()
    }

    /// The events of the match so far (on show or not).
    fn event_count(&self) -> usize {
        self.seen().events.len()
    }

    /// The moment of the last action (of the game dealt, before the first).
    pub fn action_moment(&self) -> Moment {
        let seen = self.seen();
        if dealt_last(&seen.events) {
            Moment::Deal
        } else if !private_phase(seen.table.phase) {
            Moment::Reveal
        } else {
            Moment::Play
        }
    }

    /// The computer the table waits for while its seat is on show (no hand-over screen,
    /// no end screen): its seat is marked as thinking.
    pub fn thinking(&self) -> Option<Seat> {
        let end_on_show = self.phase() == Phase::Over && self.all_events_shown();
        if end_on_show || self.needs_hand_over() {
            return None;
        }
        self.pending_bot()
    }

    /// The last battle's winner: the battle's cards leaving the table fly to their seat
    /// (with no winner they fade where they lay).
    pub fn collector(&self) -> Option<Seat> {
        self.seen()
            .table
            .last_battle
            .as_ref()
            .and_then(|b| b.winner)
    }

    /// How long the latest event on show stays alone before the next shows, at `pace`.
    pub fn next_event_step(&self, pace: u32) -> u32 {
        let latest = self.shown_events.checked_sub(1);
        let seen = self.seen();
        event_step_for(pace, latest.and_then(|i| seen.events.get(i)))
    }

    /// A table opens with every event of the loaded game on show.
    pub fn new(t: Table<HonorState>) -> Self {
        Model {
            shown_events: t.view().events.len(),
            t,
            picked_card: None,
            picked_slot: None,
        }
    }

    /// The game's state, on the device that holds it (never on a guest phone: the model
    /// decides from views; tests read it).
    pub fn state(&self) -> &HonorState {
        self.t.state()
    }

    /// Whose view the table draws: the viewer's once the device is in their hands; a
    /// spectator's (`None`: public cards only) behind a hand-over screen, with several
    /// people between their decisions, and with computers alone.
    pub fn view_seat(&self) -> Option<Seat> {
        self.viewer().filter(|_| !self.needs_hand_over())
    }

    /// The view the table draws from (made once per move and viewer).
    pub fn view(&self) -> Rc<View> {
        let view = self.t.view_of(self.view_seat());
        // A guest held back (a silent host, a lost link, a computer in its seat) offers no
        // move: the kit empties the view's moves, and Honor's table keeps a list of its own.
        if self.t.remote().is_some_and(|r| r.held_back()) && !view.table.legal_actions.is_empty() {
            let mut view = (*view).clone();
            view.table.legal_actions.clear();
            return Rc::new(view);
        }
        view
    }

    /// The person whose cards are on show: one who must decide now, or the only person.
    /// `None` is the public view (nobody's hidden cards). People are those at this device
    /// (a phone's seat is not: its cards show on the phone); on a guest phone, its seat.
    pub fn viewer(&self) -> Option<Seat> {
        let humans = self.t.people();
        let to_act = self.to_act();
        let acting = humans.iter().copied().find(|h| to_act.contains(h));
        match (acting, humans.len()) {
            (Some(h), 1) => Some(h),
            (Some(h), _) if private_phase(self.phase()) => Some(h),
            (_, 1) => Some(humans[0]),
            _ => None,
        }
    }

    /// The seat drawn at the bottom of the table: the viewer, else the first person, else
    /// seat 0.
    pub fn bottom(&self) -> Seat {
        self.viewer()
            .or_else(|| self.t.people().first().copied())
            .unwrap_or(0)
    }

    /// The person who acts for a public button (Next hand, Next game).
    pub fn actor(&self) -> Option<Seat> {
        let to_act = self.to_act();
        self.viewer()
            .filter(|v| to_act.contains(v))
            .or_else(|| self.t.people().into_iter().find(|h| to_act.contains(h)))
    }

    pub fn needs_hand_over(&self) -> bool {
        self.t.needs_hand_over(self.viewer())
    }

    pub fn all_events_shown(&self) -> bool {
        self.shown_events >= self.event_count()
    }

    /// Events not yet on show.
    pub fn events_left(&self) -> usize {
        self.event_count().saturating_sub(self.shown_events)
    }

    /// The events on show of a view's history (as long as the match's log), oldest first.
    pub fn on_show<'a>(&self, events: &'a [Event]) -> &'a [Event] {
        &events[..self.shown_events.min(events.len())]
    }

    /// A guest phone's move went to the host and no answer came yet: no second one.
    fn awaiting_host(&self) -> bool {
        self.t.remote().is_some_and(|r| r.waits())
    }

    /// The table contract (`data-act`): a person at this device may make a move now, that
    /// is every event is on show, the device is in the right hands and a person is to act
    /// (not while the host's lobby waits for phones, nor while a guest's move is on its way).
    pub fn may_act(&self) -> bool {
        self.all_events_shown() && self.turn_is_a_persons()
    }

    /// A person here is to act once the table has shown every event: the turn is theirs
    /// (the Hint button stays in its place while a computer's move is shown).
    pub fn turn_is_a_persons(&self) -> bool {
        !self.needs_hand_over()
            && self.phase() != Phase::Over
            && self.actor().is_some()
            && self.t.lobby().is_empty()
            && !self.awaiting_host()
    }

    /// The bot that should act now. Bots press Next hand / Next game only when no person
    /// (at this device or on a phone) is to act: every person is out, or computers play
    /// alone. Computers play on the host only.
    pub fn bot_to_act(&self) -> Option<Seat> {
        if self.t.is_guest() {
            return None;
        }
        let to_act = self.to_act();
        let person_to_act = to_act.iter().any(|&s| !self.t.is_bot(s));
        if private_phase(self.phase()) || !person_to_act {
            to_act.into_iter().find(|&seat| self.t.is_bot(seat))
        } else {
            None
        }
    }

    /// The bot whose move the timer waits for: none while events are still appearing.
    pub fn pending_bot(&self) -> Option<Seat> {
        if self.all_events_shown() {
            self.bot_to_act()
        } else {
            None
        }
    }

    /// How long a bot waits at `pace`: a battle or a game's end stays up three times as
    /// long, so it can be read.
    pub fn bot_wait(&self, pace: u32) -> u32 {
        if private_phase(self.phase()) {
            pace
        } else {
            pace * 3
        }
    }

    /// The status line (who is to do what) for the table drawn from `obs`: a phone's
    /// player to move is named on the host, never told as this device's turn.
    pub fn status_line(&self, obs: &HonorObservation) -> String {
        let setup = &self.t.setup;
        let w = Words::new(setup);
        match obs.phase {
            Phase::Over => t!("The game is over.", "ゲームは終わりました。"),
            _ if self.needs_hand_over() => t!(
                "{name} to play: pass the device.",
                "{name}さんの番です。端末を渡してください。";
                name = setup.name(self.viewer().unwrap_or(0))
            ),
            Phase::Battle if self.actor().is_some() => {
                t!("Press Next hand.", "「次の局へ」を押してください。")
            }
            Phase::Battle => t!(
                "The hand is over; the next hand follows.",
                "この局は終わりました。次の局に進みます。"
            ),
            Phase::GameOver => game_over_status(
                &w,
                obs.game_no,
                obs.config.match_length(),
                obs.results.last().and_then(|r| r.winner),
                self.actor().is_some(),
            ),
            phase
                if self
                    .viewer()
                    .is_some_and(|v| obs.me == v && !obs.legal_actions.is_empty()) =>
            {
                your_turn(&w, obs.me, phase, obs.seats[obs.me].is_king)
            }
            phase => t!(
                "Waiting for {who}: {what}.",
                "{who}を待っています：{what}。";
                who = w.list(&obs.to_act), what = phase.name()
            ),
        }
    }

    fn clear_picks(&mut self) {
        self.picked_card = None;
        self.picked_slot = None;
    }
}

/// A pick toggles: picking the picked one again drops it.
fn toggle(pick: &mut Option<usize>, i: usize) {
    *pick = if *pick == Some(i) { None } else { Some(i) };
}

impl Update for Model {
    type Msg = Msg;

    fn update(&mut self, msg: Msg) -> bool {
        match msg {
            Msg::PickCard(i) => toggle(&mut self.picked_card, i),
            Msg::DoubleCard(i) => {
                let legal = match self.actor() {
                    Some(seat) if !self.needs_hand_over() => {
                        self.t.view_of(Some(seat)).legal.clone()
                    }
                    _ => Vec::new(),
                };
                let single = [
                    Action::Charge { hand_index: i },
                    Action::AppealWithCard { hand_index: i },
                ];
                match single.into_iter().find(|a| legal.contains(a)) {
                    Some(a) => return self.update(Msg::Act(a)),
                    None => self.picked_card = Some(i),
                }
            }
            Msg::PickSlot(i) => toggle(&mut self.picked_slot, i),
            Msg::Act(action) => {
                let Some(seat) = self.actor() else {
                    return false;
                };
                if self.needs_hand_over() || !self.t.lobby().is_empty() {
                    return false;
                }
                // Only the player's own moves clear their picks: a bot moving meanwhile must not.
                if self.t.apply(seat, action) {
                    self.clear_picks();
                }
            }
            Msg::ShowNextEvent => {
                self.shown_events = (self.shown_events + 1).min(self.event_count())
            }
            Msg::ShowAllEvents => self.shown_events = self.event_count(),
            Msg::Kit(k) => {
                let guest = self.t.is_guest();
                match k {
                    // A guest phone holds no game: the host deals a rematch (its new view
                    // arrives) and a guest has no undo.
                    KitMsg::Rematch(_) | KitMsg::Undo if guest => return false,
                    KitMsg::Reveal(_) | KitMsg::Undo => self.clear_picks(),
                    // The new game's events appear one at a time from its first.
                    KitMsg::Rematch(_) => {
                        self.shown_events = 0;
                        self.clear_picks();
                    }
                    _ => {}
                }
                let was_over = guest && self.phase() == Phase::Over;
                let changed = self.t.handle(k);
                // On a guest, the host's rematch: the new game's view comes after the end.
                if was_over && self.phase() != Phase::Over {
                    self.shown_events = 0;
                }
                // An undo shortens the events: none may count as shown that is not there.
                self.shown_events = self.shown_events.min(self.event_count());
                return changed;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::kit::{PlayerKind, TableSetup};
    use crate::core::{rng::parse_deal_code, BotLevel, Session};
    use crate::games::honor::HonorConfig;
    use std::rc::Rc;

    const P: PlayerKind = PlayerKind::Human;
    const BOT: PlayerKind = PlayerKind::Bot(BotLevel::Easy);

    /// The browser tests' deal: three players with Charges, all in at the first exchange.
    fn all_in() -> u64 {
        parse_deal_code("0000-0013").unwrap()
    }

    fn model(kinds: &[PlayerKind], seed: u64) -> Model {
        let config = HonorConfig {
            seats: kinds.len(),
            charges: true,
            ..HonorConfig::default()
        };
        let session = Rc::new(Session::new(config, seed));
        Model::new(Table::new(session, TableSetup::numbered(kinds)))
    }

    /// Ends the exchange of every seat still exchanging: people through `Act` (after a
    /// hand-over where one is needed), bots through the kit.
    fn end_exchange(m: &mut Model) {
        while m.state().phase() == Phase::Exchange {
            let seat = m.state().to_act()[0];
            if m.t.is_bot(seat) {
                assert!(m.update(Msg::Kit(KitMsg::Bot(seat))));
            } else if m.viewer() == Some(seat) {
                if m.needs_hand_over() {
                    m.update(Msg::Kit(KitMsg::Reveal(seat)));
                }
                assert!(m.update(Msg::Act(Action::EndExchange)));
            } else {
                panic!("seat {seat} is a person but not the viewer");
            }
        }
    }

    #[test]
    fn a_double_tap_charges_with_the_card_and_else_picks_it() {
        let mut m = model(&[P, BOT, BOT], all_in());
        m.update(Msg::DoubleCard(1));
        assert_eq!(m.picked_card, Some(1), "in the exchange it picks");
        assert!(m.t.held().log.is_empty());
        end_exchange(&mut m);
        while m.state().phase() == Phase::Charge && m.state().to_act() != [0] {
            let seat = m.state().to_act()[0];
            m.update(Msg::Kit(KitMsg::Bot(seat)));
        }
        assert_eq!(m.state().phase(), Phase::Charge, "the person's charge");
        let log = m.t.held().log.len();
        m.update(Msg::PickCard(0));
        assert!(m.update(Msg::DoubleCard(0)));
        assert_eq!(m.t.held().log[log], (0, Action::Charge { hand_index: 0 }));
    }

    #[test]
    fn alone_against_computers_the_person_sees_and_acts_at_once() {
        let mut m = model(&[P, BOT, BOT], all_in());
        assert_eq!(m.state().phase(), Phase::Exchange);
        assert!(m.all_events_shown(), "a loaded game shows all its events");
        assert_eq!((m.viewer(), m.bottom(), m.actor()), (Some(0), 0, Some(0)));
        assert!(!m.needs_hand_over() && m.may_act());
        assert_eq!(m.bot_to_act(), Some(1), "the exchange is simultaneous");
        m.update(Msg::PickCard(0));
        m.update(Msg::PickSlot(2));
        assert!(m.update(Msg::Act(Action::Exchange {
            hand_index: 0,
            slot: 2
        })));
        assert_eq!((m.picked_card, m.picked_slot), (None, None));
        assert!(!m.all_events_shown(), "the swap's event has yet to appear");
        assert!(!m.may_act() && m.pending_bot().is_none());
        m.update(Msg::ShowNextEvent);
        assert!(m.may_act());
        assert_eq!(m.pending_bot(), Some(1));
    }

    #[test]
    fn a_bot_moving_keeps_the_persons_picks() {
        let mut m = model(&[P, BOT, BOT], all_in());
        m.update(Msg::PickCard(1));
        m.update(Msg::PickSlot(0));
        assert!(m.update(Msg::Kit(KitMsg::Bot(1))));
        assert_eq!((m.picked_card, m.picked_slot), (Some(1), Some(0)));
        m.update(Msg::PickCard(1));
        assert_eq!(m.picked_card, None, "picking again drops the pick");
    }

    #[test]
    fn several_people_each_decide_behind_a_hand_over() {
        let mut m = model(&[P, P, BOT], all_in());
        assert_eq!(m.viewer(), Some(0));
        assert!(m.needs_hand_over() && !m.may_act());
        assert!(
            !m.update(Msg::Act(Action::EndExchange)),
            "nothing behind the screen"
        );
        m.update(Msg::PickCard(0));
        m.update(Msg::Kit(KitMsg::Reveal(0)));
        assert_eq!(m.picked_card, None, "a hand-over drops the picks");
        assert!(m.may_act());
        m.update(Msg::Act(Action::EndExchange));
        m.shown_events = m.state().events().len();
        assert_eq!(m.viewer(), Some(1), "the next person still exchanging");
        assert!(m.needs_hand_over() && !m.may_act());
        m.update(Msg::Kit(KitMsg::Reveal(1)));
        assert!(m.may_act());
    }

    #[test]
    fn the_battle_is_public_and_its_next_hand_waits_for_a_person() {
        let mut m = model(&[P, P, BOT], all_in());
        end_exchange(&mut m);
        // Charges, one at a time: nobody charges.
        while m.state().phase() == Phase::Charge {
            let seat = m.state().to_act()[0];
            if m.t.is_bot(seat) {
                m.update(Msg::Kit(KitMsg::Bot(seat)));
            } else {
                m.update(Msg::Kit(KitMsg::Reveal(seat)));
                assert!(m.update(Msg::Act(Action::NoCharge)));
            }
        }
        m.shown_events = m.state().events().len();
        assert_eq!(
            m.state().phase(),
            Phase::Battle,
            "this deal reaches its battle"
        );
        assert_eq!(
            m.viewer(),
            None,
            "two people: the battle shows nobody's hand"
        );
        assert_eq!(m.bottom(), 0);
        assert!(!m.needs_hand_over(), "nothing hidden, no hand-over");
        assert!(m.actor().is_some() && m.may_act());
        assert_eq!(m.bot_to_act(), None, "Next hand is a person's");
        assert_eq!(m.bot_wait(300), 900, "the battle stays up longer");
    }

    #[test]
    fn computers_alone_play_every_step_themselves() {
        let mut m = model(&[BOT, BOT, BOT], all_in());
        assert_eq!((m.viewer(), m.actor()), (None, None));
        assert!(!m.may_act() && !m.needs_hand_over());
        for _ in 0..2000 {
            let Some(seat) = m.pending_bot() else {
                if m.all_events_shown() {
                    break;
                }
                m.update(Msg::ShowNextEvent);
                continue;
            };
            assert!(m.update(Msg::Kit(KitMsg::Bot(seat))));
            assert!(!m.may_act());
        }
        assert_eq!(m.state().phase(), Phase::Over);
        assert!(!m.update(Msg::Kit(KitMsg::Bot(0))), "nothing left to do");
    }

    #[test]
    fn nobody_acts_once_the_game_is_over() {
        let mut m = model(&[P, BOT, BOT], all_in());
        while m.state().phase() != Phase::Over {
            m.shown_events = m.state().events().len();
            if !private_phase(m.state().phase()) {
                // Next hand: the person presses it, or a bot once the person is out.
                assert_eq!(m.bot_to_act().is_some(), m.actor().is_none());
            }
            match m.pending_bot() {
                Some(seat) => assert!(m.update(Msg::Kit(KitMsg::Bot(seat)))),
                None => {
                    assert!(m.may_act(), "a person to act when no bot is");
                    let seat = m.actor().unwrap();
                    let action = m.state().legal_actions(seat).pop().unwrap();
                    assert!(m.update(Msg::Act(action)));
                }
            }
        }
        assert!(!m.may_act());
        assert_eq!(m.actor(), None);
        m.update(Msg::Kit(KitMsg::Rematch(5)));
        assert_eq!(
            m.shown_events, 0,
            "the new game's events appear one at a time"
        );
        assert!(!m.may_act());
        assert_eq!(m.t.held().seed, 5);
    }

    #[test]
    fn computers_think_in_their_seats_and_the_battle_goes_to_its_winner() {
        let mut m = model(&[P, BOT, BOT], all_in());
        assert_eq!(m.action_moment(), Moment::Deal, "a new game is dealt");
        assert_eq!(m.thinking(), Some(1), "the exchange is simultaneous");
        assert_eq!(m.collector(), None, "no battle yet");
        let mut battles = 0;
        while m.state().phase() != Phase::Over {
            let before = m.state().events().len();
            m.shown_events = before;
            let phase = m.state().phase();
            match m.pending_bot() {
                Some(seat) => {
                    assert_eq!(m.thinking(), Some(seat));
                    assert!(m.update(Msg::Kit(KitMsg::Bot(seat))));
                }
                None => {
                    assert_eq!(m.thinking(), None, "a person to act: nobody thinks");
                    let seat = m.actor().unwrap();
                    let action = m.state().legal_actions(seat).pop().unwrap();
                    assert!(m.update(Msg::Act(action)));
                }
            }
            let moment = m.action_moment();
            match m.state().phase() {
                _ if !private_phase(phase) => assert_eq!(moment, Moment::Deal),
                Phase::Battle | Phase::GameOver | Phase::Over => {
                    assert_eq!(moment, Moment::Reveal)
                }
                _ => assert_eq!(moment, Moment::Play),
            }
            for e in &m.state().events()[before..] {
                if let Event::Battle(b) = e {
                    battles += 1;
                    assert_eq!(m.collector(), b.winner);
                    assert_eq!(
                        event_moment(e),
                        b.winner.map(|_| Moment::Win),
                        "a battle won sounds"
                    );
                }
            }
        }
        assert!(battles > 0);
        m.shown_events = m.state().events().len();
        assert_eq!(m.thinking(), None, "the end screen is up");
    }

    #[test]
    fn skip_shows_every_event_at_once_and_the_person_may_act() {
        let mut m = model(&[P, BOT, BOT], all_in());
        m.update(Msg::Kit(KitMsg::Rematch(all_in())));
        assert!(
            m.state().events().len() > 1,
            "a hand's opening has several events"
        );
        assert!(!m.may_act(), "its events appear one at a time");
        assert!(m.events_left() > 1, "Skip is offered");
        m.update(Msg::ShowAllEvents);
        assert!(m.all_events_shown() && m.may_act());
    }

    #[test]
    fn the_instant_pace_shows_events_without_a_floor() {
        assert_eq!(event_step(0), 0);
        assert_eq!(event_step(300), 120);
        assert_eq!(event_step(900), 300);
        let out = Event::Out { seat: 1 };
        assert_eq!(event_step_for(0, Some(&out)), 0);
        assert_eq!(event_step_for(300, Some(&out)), 1200, "a disgrace is read");
        assert_eq!(event_step_for(800, Some(&out)), 1600);
        assert_eq!(event_step_for(300, None), 120);
    }
}
