//! The Panda table's model: the kit's table plus the selection, the passing and the claims
//! of people who take the device to ambush out of turn. Whose hand shows, when a
//! hand-over is needed, who may act and what the table does by itself are decided here,
//! in plain Rust; the board only draws it and runs the timers.
//!
//! Everything a tap or the table reaches decides from views (the public facts from the
//! table's view, a seat's hand and moves from that seat's), so that the same model runs on
//! a guest phone, which has its seat's view and nothing else. Only the computers' moves
//! read the game itself, and they run on the device that holds it.

use crate::app::kit::tapping::{only_action, Held};
use crate::app::kit::{KitMsg, Table, Update};
use crate::core::{Seat, ViewOf};
use crate::games::panda::{
    moves, recognize, Action, Card, CardSet, DealResult, Event, Kind, PandaObservation, PandaState,
    Phase,
};
use std::rc::Rc;

mod draft;
mod hand;
pub use hand::{key_index, sorted, KEYS};

#[derive(Clone, PartialEq)]
pub struct Model {
    pub t: Table<PandaState>,
    /// The cards selected to play.
    pub selected: CardSet,
    pub by_suit: bool,
    /// The passing: the card picked, and the cards set for left, partner, right.
    pub picked: Option<Card>,
    pub gifts: [Option<Card>; 3],
    /// How long the table waits for a person holding an Ambush (a setting), in ms.
    pub ambush_wait: u32,
    /// With several people at the device: the person who asked for it to call an Ambush
    /// out of turn. The table waits for them instead of timing out.
    pub claim: Option<Seat>,
    /// The last deal whose summary a person closed ("Next deal").
    pub summary_seen: u32,
    /// The auto-pass setting: the table passes for the person when nothing beats the table.
    pub auto_pass: bool,
    /// Where the person touched the table: no auto-pass there.
    pub held: Held,
    /// On a guest: the Ambush window (its count of events) this phone answered "no Ambush"
    /// in. Views from the other seats' answers, sent before the host took this one, still
    /// show the seat as awaited (and end `sending`): it must not answer again (the host
    /// would refuse it, and a press of Ambush! meanwhile would wait behind it).
    answered: Option<usize>,
}

pub enum Msg {
    Toggle(Card),
    /// A double tap on a card: it is played alone if it may be, else selected.
    Double(Card),
    /// The auto-pass, due in the position with this many moves.
    AutoPass(usize),
    Clear,
    SortBySuit(bool),
    /// The picked card goes to this passing slot (left, partner, right), or the slot is
    /// emptied when no card is picked.
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
    /// A key for the hand: a card's key, Enter (play) or Escape (clear).
    Key(String),
    /// Close the deal's summary: the next deal's passing begins.
    NextDeal,
    Kit(KitMsg),
}

/// What the table does next by itself, after `wait` ms.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Job {
    pub seat: Seat,
    pub wait: u32,
    /// A computer's move (`true`) or the table's "no Ambush" for a person.
    pub bot: bool,
}

impl Job {
    pub fn msg(&self) -> Msg {
        if self.bot {
            Msg::Kit(KitMsg::Bot(self.seat))
        } else {
            Msg::NoAmbush(self.seat)
        }
    }
}

/// A computer in an Ambush window answers after this short pause.
pub const BOT_WINDOW_WAIT: u32 = 40;

/// What an action sounded like (the table plays the kit's cue for it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment {
    /// New cards in the hands: a deal, the passed cards arriving.
    Deal,
    /// A card or combination laid, cards set aside for the passing, a call.
    Play,
    /// A trick taken (or the Panda's trick given).
    Trick,
    /// A deal scored (or the game won).
    DealEnd,
}

/// The weightiest moment among the events one action added (`None`: a pass, an answer).
pub fn moment(new: &[Event]) -> Option<Moment> {
    let any = |f: fn(&Event) -> bool| new.iter().any(f);
    if any(|e| matches!(e, Event::DealScored(_) | Event::GameWon { .. })) {
        Some(Moment::DealEnd)
    } else if any(|e| matches!(e, Event::TrickWon { .. } | Event::TrickGiven { .. })) {
        Some(Moment::Trick)
    } else if any(|e| matches!(e, Event::DealStarted { .. } | Event::CardsExchanged { .. })) {
        Some(Moment::Deal)
    } else if any(|e| {
        matches!(
            e,
            Event::Played { .. }
                | Event::Ambushed { .. }
                | Event::GaveCards { .. }
                | Event::CalledPanda { .. }
        )
    }) {
        Some(Moment::Play)
    } else {
        None
    }
}

/// How long the auto-pass says "passing for you" before it passes, for the computers'
/// pause `pace_ms`: twice that, never under 1.5 s (time to read the line and tap a card to
/// stop it, even with fast computers); at the tests' instant pace (0), at once.
pub fn auto_pass_wait(pace_ms: u32) -> u32 {
    if pace_ms == 0 {
        0
    } else {
        (pace_ms * 2).max(1500)
    }
}

impl Model {
    /// The Board's model: its table with the hard computer's hints, and the settings.
    #[cfg(target_arch = "wasm32")]
    pub fn from_props(
        p: &crate::app::kit::BoardProps<PandaState, crate::app::kit::TableSetup>,
        ambush_wait: u32,
        auto_pass: bool,
    ) -> Self {
        let t = p
            .table()
            .with_hints(crate::games::panda::hint::hint, |_, &c| {
                crate::app::art::panda_id(c)
            });
        let mut m = Model::new(t, ambush_wait);
        m.restore_draft();
        m.auto_pass = auto_pass;
        m
    }

    pub fn new(t: Table<PandaState>, ambush_wait: u32) -> Self {
        Model {
            t,
            selected: CardSet::EMPTY,
            by_suit: false,
            picked: None,
            gifts: [None; 3],
            ambush_wait,
            claim: None,
            summary_seen: 0,
            auto_pass: false,
            held: Held::default(),
            answered: None,
        }
    }

    /// The seat the table passes for after a short pause (the auto-pass setting): the
    /// person whose turn it is, on a table they cannot beat (the engine leaves them only
    /// the pass, a call aside), with no card selected and the table untouched since.
    /// Never on a lead.
    pub fn auto_pass_due(&self) -> Option<Seat> {
        let v = self.viewer()?;
        let view = self.seat_view(v)?;
        let obs = &view.table;
        let ready = self.auto_pass
            && !self.sending()
            && self.may_act()
            && self.summary().is_none()
            && obs.phase == Phase::Play
            && obs.turn == v
            && self.selected.is_empty()
            && self.held.lets(self.t.moves());
        let only = |legal: &[Action]| only_action(legal, |a| *a == Action::CallPanda);
        (ready && only(&view.legal) == Some(Action::Pass)).then_some(v)
    }

    /// The view the model reads public facts from (the phase, who acts, the table, the
    /// history): the kit's default view, which the board mostly draws too, so that one view
    /// is made per move. Any seat's view holds the same public facts.
    fn public(&self) -> Rc<ViewOf<PandaState>> {
        self.t.view()
    }

    /// `seat`'s own view (its hand and its moves); `None` on a guest for another seat.
    pub fn seat_view(&self, seat: Seat) -> Option<Rc<ViewOf<PandaState>>> {
        let view = self.t.view_of(Some(seat));
        (view.seat == Some(seat)).then_some(view)
    }

    /// A guest's move is on its way to the host: nothing else is sent until it answers.
    fn sending(&self) -> bool {
        self.t.remote().is_some_and(|r| r.waits())
    }

    /// The Ambush window on show, by the count of events when it is one (no event is
    /// logged while it is open, bar a call); `None` out of a window.
    fn window(&self) -> Option<usize> {
        let view = self.public();
        (view.table.phase == Phase::AmbushWindow).then_some(view.events.len())
    }

    /// A guest already answered "no Ambush" in the window on show (the host has not told
    /// it yet).
    fn answered(&self) -> bool {
        self.answered.is_some() && self.answered == self.window()
    }

    /// The person touched the table: what it would do for them here waits.
    fn hold(&mut self) {
        self.held.hold(self.t.moves());
    }

    /// A double tap on `card`: played alone when that is legal now, else selected.
    fn double(&mut self, card: Card) {
        let Some(me) = self.viewer() else { return };
        let Some(view) = self.seat_view(me) else {
            return;
        };
        let single = CardSet::from_cards(&[card]);
        if !self.passing_for(me) && view.table.check_play(single).is_ok() {
            self.selected = single;
            self.play_selected();
        } else if !self.passing_for(me) && view.table.hand.contains(card) {
            self.selected.insert(card);
        } else if self.passing_for(me) && self.picked != Some(card) {
            self.toggle(card);
        }
    }

    /// The deal just scored, while its summary is on show: people play, the next deal
    /// has not begun (nobody has given cards or called) and nobody closed the summary.
    /// Nothing moves until a person presses Next deal; a reload shows it again.
    pub fn summary(&self) -> Option<DealResult> {
        let view = self.public();
        if self.t.people().is_empty() || view.table.phase != Phase::Passing {
            return None;
        }
        let r = view.table.last_result.as_ref()?;
        let untouched = matches!(view.events.last(), Some(Event::DealStarted { .. }));
        (untouched && r.deal > self.summary_seen).then(|| r.clone())
    }

    /// The game itself, for tests (on a held table; a guest's has none).
    #[cfg(test)]
    pub fn state(&self) -> &PandaState {
        self.t.state()
    }

    /// Whether `seat` holds an Ambush that beats the table, from its own view (`false` on a
    /// guest for another seat, which it cannot know).
    pub fn has_ambush(&self, seat: Seat) -> bool {
        self.seat_view(seat)
            .is_some_and(|v| moves::has_ambush(v.table.hand, v.table.table.as_ref()))
    }

    /// The person whose hand is on show (who holds the device), `None` when only
    /// computers play. In an Ambush window the device stays with whoever holds it (no
    /// hand-over, so nobody learns who holds an Ambush) unless a person asked for it to
    /// call one.
    /// A phone seat is nobody's here: the device never goes to it. A guest's viewer is its
    /// seat.
    pub fn viewer(&self) -> Option<Seat> {
        if self.t.is_guest() {
            return self.t.viewer();
        }
        let humans = self.t.people();
        if humans.is_empty() {
            return None;
        }
        let view = self.public();
        let obs = &view.table;
        let single = (humans.len() == 1).then(|| humans[0]);
        if obs.phase == Phase::AmbushWindow {
            return self.claim.or(single).or(self.t.shown_to);
        }
        let to_act = &obs.to_act;
        if let Some(v) = self.t.shown_to.filter(|v| to_act.contains(v)) {
            return Some(v);
        }
        if let Some(h) = humans.iter().copied().find(|h| to_act.contains(h)) {
            return Some(h);
        }
        single.or(self.t.shown_to)
    }

    /// The seat at the bottom of the board: the viewer, else the first person, else seat 0.
    pub fn bottom(&self) -> Seat {
        self.viewer()
            .or_else(|| self.t.people().first().copied())
            .unwrap_or(0)
    }

    pub fn needs_hand_over(&self) -> bool {
        self.t.needs_hand_over(self.viewer())
    }

    /// The viewer's hand in display order (without the cards set aside for the passing).
    pub fn my_cards(&self, me: Seat) -> Vec<Card> {
        self.seat_view(me)
            .map(|v| self.cards_in_order(&v.table))
            .unwrap_or_default()
    }

    /// The hand of the seat whose table `obs` is, in display order, without the cards set
    /// aside for the passing (what the table draws, from its view).
    pub fn cards_in_order(&self, obs: &PandaObservation) -> Vec<Card> {
        let mut hand = obs.hand;
        if obs.phase == Phase::Passing {
            for c in self.gifts.iter().flatten() {
                hand.remove(*c);
            }
            // Cards already given stay out of the hand until the exchange.
            for c in obs.my_gifts.into_iter().flatten() {
                hand.remove(c);
            }
        }
        sorted(hand, self.by_suit)
    }

    /// The view the table draws from: the viewer's; a spectator's behind a hand-over screen
    /// (no hand's face may be in the page) and when only computers play.
    pub fn view(&self) -> Rc<ViewOf<PandaState>> {
        self.t
            .view_of(self.viewer().filter(|_| !self.needs_hand_over()))
    }

    pub fn passing_for(&self, me: Seat) -> bool {
        let view = self.public();
        view.table.phase == Phase::Passing && view.table.to_act.contains(&me)
    }

    /// Whether the table waits for `me`'s Ambush out of turn: only when `me` holds one
    /// (a person holding none is answered by the table at once).
    pub fn ambush_pending(&self, me: Seat) -> bool {
        let view = self.public();
        view.table.phase == Phase::AmbushWindow
            && view.table.to_act.contains(&me)
            && self.has_ambush(me)
            && !self.answered()
    }

    /// The table contract (`data-act`): the table waits for a move by the person holding
    /// the device (past any hand-over): their passing, their turn, their Ambush while the
    /// table waits for it, giving the Panda's trick away. Calling Panda, open until one's
    /// first card, does not count: the table does not wait for it.
    pub fn may_act(&self) -> bool {
        if self.summary().is_some() {
            return true;
        }
        let Some(v) = self.viewer() else { return false };
        let view = self.public();
        !self.needs_hand_over()
            && match view.table.phase {
                Phase::Passing => self.passing_for(v),
                Phase::Play | Phase::GiveTrick => view.table.turn == v,
                Phase::AmbushWindow => self.ambush_pending(v),
                Phase::Over => false,
            }
    }

    /// With several people at the device, while the table waits for a person's answer in
    /// an Ambush window: the other people, each offered a button to take the device and
    /// call theirs (`None` when no such offer is shown). Everyone with cards gets one, so
    /// the buttons do not tell who holds an Ambush.
    pub fn claimants(&self) -> Option<Vec<Seat>> {
        let view = self.public();
        let obs = &view.table;
        let humans = self.t.people();
        let waiting =
            obs.phase == Phase::AmbushWindow && obs.to_act.iter().any(|x| humans.contains(x));
        if humans.len() < 2 || !waiting || self.claim.is_some() || self.needs_hand_over() {
            return None;
        }
        let viewer = self.viewer();
        Some(
            humans
                .into_iter()
                .filter(|&h| Some(h) != viewer && obs.hand_counts[h] > 0)
                .collect(),
        )
    }

    /// What the table does next by itself, at the computers' `pace` (ms): a computer's
    /// move, or in an Ambush window the table's "no Ambush" for a person (at once for one
    /// holding none, after the Ambush wait for one who holds one, never while a person
    /// who took the device decides).
    ///
    /// Phone seats get nothing: their phones answer for them. A guest's table answers only
    /// for its person, and not while a move is on its way; nothing moves while the host's
    /// lobby waits for phones.
    pub fn next_job(&self, pace: u32) -> Option<Job> {
        if self.summary().is_some() || self.sending() || !self.t.lobby().is_empty() {
            return None;
        }
        let view = self.public();
        let to_act = &view.table.to_act;
        // Computers play on the host only (a phone's seat given to one included).
        let bots: Vec<Seat> = to_act
            .iter()
            .copied()
            .filter(|&x| !self.t.is_guest() && self.t.is_bot(x))
            .collect();
        let here = self.t.people();
        // A guest that answered this window already waits for the host to take it.
        let people: Vec<Seat> = to_act
            .iter()
            .copied()
            .filter(|x| here.contains(x) && !self.answered())
            .collect();
        let job = |seat, wait, bot| Some(Job { seat, wait, bot });
        if view.table.phase == Phase::AmbushWindow {
            if let Some(&h) = people.iter().find(|&&h| !self.has_ambush(h)) {
                return job(h, 0, false);
            }
            if let Some(&b) = bots.first() {
                return job(b, BOT_WINDOW_WAIT, true);
            }
            // Somebody took the device to call an Ambush: no time-out while they decide.
            if self.claim.is_some() {
                return None;
            }
            return people
                .first()
                .and_then(|&h| job(h, self.ambush_wait, false));
        }
        bots.first().and_then(|&b| job(b, pace, true))
    }

    /// The computer the table waits for while its seat is on show (no hand-over screen,
    /// no summary, no end screen): its seat is marked as thinking. Not in an Ambush
    /// window, where computers answer at once.
    pub fn thinking(&self) -> Option<Seat> {
        let phase = self.public().table.phase;
        if phase == Phase::AmbushWindow || phase == Phase::Over || self.needs_hand_over() {
            return None;
        }
        self.next_job(0).filter(|j| j.bot).map(|j| j.seat)
    }

    /// The seat that took the trick last, while no card has been laid since: the trick's
    /// cards leaving the table fly to it (a combination beaten on the table just fades).
    pub fn collector(&self) -> Option<Seat> {
        for e in self.public().events.iter().rev() {
            match e {
                Event::TrickWon { seat, .. } => return Some(*seat),
                Event::TrickGiven { to, .. } => return Some(*to),
                Event::Played { .. } | Event::Ambushed { .. } => return None,
                _ => {}
            }
        }
        None
    }

    /// Applies and records an action (on a guest: sends it to the host), then tidies what
    /// the move made stale: a claim that was used, and what [`Model::tidy`] clears.
    fn apply(&mut self, seat: Seat, action: Action) -> bool {
        self.apply_by(seat, action, Table::apply)
    }

    /// [`Model::apply`] for a move the table makes for the person (the auto-pass, an Ambush
    /// window's time-out): their notice stays ([`Table::apply_for`]), as for a computer's.
    fn apply_for(&mut self, seat: Seat, action: Action) -> bool {
        self.apply_by(seat, action, Table::apply_for)
    }

    fn apply_by(
        &mut self,
        seat: Seat,
        action: Action,
        how: fn(&mut Table<PandaState>, Seat, Action) -> bool,
    ) -> bool {
        let window = self.window();
        if !how(&mut self.t, seat, action) {
            return false;
        }
        if self.t.is_guest() && action == Action::NoAmbush {
            self.answered = window;
        }
        if self.claim == Some(seat) {
            self.claim = None;
        }
        self.tidy();
        true
    }

    /// After the game moved (here, or in a view from the host, or a phone's move heard by
    /// the host): a claim whose window closed, selected cards that left the hand, the
    /// passing's picks once the passing is over, the summaries seen in a game gone (a
    /// rematch).
    fn tidy(&mut self) {
        let view = self.public();
        if view.table.phase != Phase::AmbushWindow {
            self.claim = None;
            self.answered = None;
        }
        if view.table.phase != Phase::Passing {
            self.gifts = [None; 3];
            self.picked = None;
        }
        // A deal whose summary was closed is always behind the one played: not so in a
        // new game.
        if view.table.deal <= self.summary_seen {
            self.summary_seen = 0;
        }
        if let Some(mine) = self.viewer().and_then(|v| self.seat_view(v)) {
            self.selected = CardSet(self.selected.0 & mine.table.hand.0);
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
        } else if self
            .seat_view(me)
            .is_some_and(|v| v.table.hand.contains(card))
        {
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
        let Some(view) = self.seat_view(me) else {
            return;
        };
        if view.table.phase == Phase::Passing {
            if let [Some(left), Some(partner), Some(right)] = self.gifts {
                self.gifts = [None; 3];
                let give = Action::GiveCards {
                    left,
                    partner,
                    right,
                };
                // Refused (or not sent): the cards stay set for another try.
                if !self.apply(me, give) {
                    self.gifts = [Some(left), Some(partner), Some(right)];
                }
            }
            return;
        }
        match view.table.check_play(self.selected) {
            Ok(combo) => {
                if self.apply(me, Action::Play(combo.cards)) {
                    self.selected = CardSet::EMPTY;
                }
            }
            Err(e) => self.t.notice = Some(crate::t!("Not allowed: {e}.", "できません：{e}。")),
        }
    }

    /// Lays the selected Ambush, or the first one the viewer may lay.
    fn ambush(&mut self) {
        let Some(me) = self.viewer() else { return };
        let Some(view) = self.seat_view(me) else {
            return;
        };
        // The Ambushes the seat may lay now, as its view offers them.
        let plays: Vec<CardSet> = view
            .legal
            .iter()
            .filter_map(|a| match a {
                Action::Play(c) if recognize(*c).is_some_and(|r| r.kind == Kind::Ambush) => {
                    Some(*c)
                }
                _ => None,
            })
            .collect();
        let choice = plays
            .iter()
            .find(|&&c| c == self.selected)
            .or(plays.first())
            .copied();
        if let Some(c) = choice {
            if self.apply(me, Action::Play(c)) {
                self.selected = CardSet::EMPTY;
            }
        }
    }

    /// A computer's move, when it is that computer's turn: on the device that holds the
    /// game (a phone's seat the host gave to a computer included), never on a guest.
    /// The kit's move (which leaves the person's notice), then what it made stale tidied.
    fn bot_move(&mut self, seat: Seat) -> bool {
        if self.t.is_guest() || !self.t.state().to_act().contains(&seat) {
            return false;
        }
        if !self.t.bot_move(seat) {
            return false;
        }
        self.tidy();
        true
    }

    fn clear_picks(&mut self) {
        self.selected = CardSet::EMPTY;
        self.picked = None;
        self.gifts = [None; 3];
    }
}

impl Model {
    /// One message (see [`Update`]).
    fn step(&mut self, msg: Msg) -> bool {
        // Behind a hand-over screen (or the deal's summary) nothing of the hidden hand may
        // be touched.
        let hidden = self.needs_hand_over() || self.summary().is_some();
        match msg {
            Msg::Toggle(card) if !hidden => {
                self.hold();
                self.toggle(card)
            }
            Msg::Double(card) if !hidden => {
                self.hold();
                self.double(card)
            }
            Msg::AutoPass(moves) => {
                if moves != self.t.moves() {
                    return false;
                }
                let Some(me) = self.auto_pass_due() else {
                    return false;
                };
                self.apply_for(me, Action::Pass);
            }
            Msg::Clear => {
                self.hold();
                self.selected = CardSet::EMPTY;
                self.picked = None;
            }
            Msg::SortBySuit(b) => self.by_suit = b,
            Msg::Target(slot) if !hidden => {
                let Some(gift) = self.gifts.get_mut(slot) else {
                    return false;
                };
                *gift = self.picked.take();
            }
            Msg::Act(action) if !hidden => {
                let Some(me) = self.viewer() else {
                    return false;
                };
                self.apply(me, action);
            }
            Msg::PlaySelected if !hidden => self.play_selected(),
            Msg::Ambush if !hidden => self.ambush(),
            Msg::NoAmbush(seat) => {
                // Only for a person here: a phone answers for its own seat.
                let view = self.public();
                // Nor twice in a window: a timer set before the last view may fire after it.
                if view.table.phase != Phase::AmbushWindow
                    || !view.table.to_act.contains(&seat)
                    || !self.t.people().contains(&seat)
                    || self.answered()
                {
                    return false;
                }
                self.apply_for(seat, Action::NoAmbush);
            }
            Msg::Claim(seat) if !hidden => {
                if self.public().table.phase != Phase::AmbushWindow
                    || !self.t.people().contains(&seat)
                {
                    return false;
                }
                self.claim = Some(seat);
                self.selected = CardSet::EMPTY;
            }
            Msg::Unclaim => self.claim = None,
            Msg::NextDeal => match self.summary() {
                Some(r) => self.summary_seen = r.deal,
                None => return false,
            },
            Msg::Key(key)
                if self.summary().is_some() && matches!(key.as_str(), "Enter" | "n" | "N") =>
            {
                return self.update(Msg::NextDeal);
            }
            Msg::Key(key) if !hidden => {
                let Some(me) = self.viewer() else {
                    return false;
                };
                self.hold();
                match key.as_str() {
                    "Enter" => self.play_selected(),
                    "Escape" => {
                        self.selected = CardSet::EMPTY;
                        self.picked = None;
                    }
                    k => {
                        let cards = self.my_cards(me);
                        match key_index(k).and_then(|i| cards.get(i).copied()) {
                            Some(c) => self.toggle(c),
                            None => return false,
                        }
                    }
                }
            }
            Msg::Kit(KitMsg::Bot(seat)) => return self.bot_move(seat),
            Msg::Kit(KitMsg::Reveal(seat)) => {
                self.t.shown_to = Some(seat);
                self.t.notice = None;
                self.clear_picks();
            }
            Msg::Kit(KitMsg::Undo) => {
                self.t.handle(KitMsg::Undo);
                self.clear_picks();
                self.claim = None;
                // A pass taken back is not made again at once.
                self.hold();
            }
            Msg::Kit(KitMsg::Rematch(_)) if self.t.is_guest() => {
                self.t.notice = Some(super::words::started_on_host().into());
            }
            Msg::Kit(KitMsg::Rematch(seed)) => {
                self.t.rematch(seed);
                self.clear_picks();
                self.claim = None;
                self.summary_seen = 0;
            }
            Msg::Kit(hint @ KitMsg::Hint(_)) => {
                self.hold();
                self.t.handle(hint);
            }
            Msg::Kit(KitMsg::EndCoach) => return self.t.handle(KitMsg::EndCoach),
            // The phones: a view or a move heard, a link, time passing, a seat given to a
            // computer. What changed the game is tidied after.
            Msg::Kit(
                k @ (KitMsg::Heard(..) | KitMsg::Linked(..) | KitMsg::Tick(_) | KitMsg::Cover(..)),
            ) => {
                // A new link: what was sent may be lost, so the phone may answer again.
                if matches!(k, KitMsg::Linked(..)) {
                    self.answered = None;
                }
                if !self.t.handle(k) {
                    return false;
                }
                self.tidy();
            }
            _ => return false,
        }
        true
    }
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod phones_tests;
