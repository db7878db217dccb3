//! The Panda table's model: the kit's table plus the selection, the passing and the claims
//! of people who take the device to ambush out of turn. Whose hand shows, when a
//! hand-over is needed, who may act and what the table does by itself are decided here,
//! in plain Rust; the board only draws it and runs the timers.

use crate::app::kit::model::bot_action;
use crate::app::kit::{KitMsg, Table, Update};
use crate::core::{Game, Seat};
use crate::games::panda::{moves, Action, Card, CardSet, Kind, PandaState, Phase};

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
}

pub enum Msg {
    Toggle(Card),
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

/// The key that picks the card at `i` in the hand: 1-9, 0, then Q W E R T.
pub const KEYS: [&str; 15] = [
    "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "Q", "W", "E", "R", "T",
];

pub fn key_index(key: &str) -> Option<usize> {
    KEYS.iter().position(|k| k.eq_ignore_ascii_case(key))
}

/// Sort key: by rank (then suit), or by suit (then rank); the four animals by their rank.
fn sort_key(c: Card, by_suit: bool) -> (u8, u8, u8) {
    let rank = match c {
        Card::CAT => 0,
        Card::CATFISH => 0,
        _ => c.rank(),
    };
    let suit = c.suit().map(|s| s as u8 + 1).unwrap_or(0);
    if by_suit {
        (suit, rank, c.0)
    } else {
        (rank, suit, c.0)
    }
}

pub fn sorted(hand: CardSet, by_suit: bool) -> Vec<Card> {
    let mut v = hand.to_vec();
    v.sort_by_key(|&c| sort_key(c, by_suit));
    v
}

impl Model {
    pub fn new(t: Table<PandaState>, ambush_wait: u32) -> Self {
        Model {
            t,
            selected: CardSet::EMPTY,
            by_suit: false,
            picked: None,
            gifts: [None; 3],
            ambush_wait,
            claim: None,
        }
    }

    pub fn state(&self) -> &PandaState {
        self.t.state()
    }

    pub fn has_ambush(&self, seat: Seat) -> bool {
        moves::has_ambush(self.state().hand(seat), self.state().table())
    }

    /// The person whose hand is on show (who holds the device), `None` when only
    /// computers play. In an Ambush window the device stays with whoever holds it (no
    /// hand-over, so nobody learns who holds an Ambush) unless a person asked for it to
    /// call one.
    pub fn viewer(&self) -> Option<Seat> {
        let humans = self.t.setup.humans();
        if humans.is_empty() {
            return None;
        }
        let s = self.state();
        let single = (humans.len() == 1).then(|| humans[0]);
        if s.phase() == Phase::AmbushWindow {
            return self.claim.or(single).or(self.t.shown_to);
        }
        let to_act = s.to_act();
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
            .or_else(|| self.t.setup.humans().first().copied())
            .unwrap_or(0)
    }

    pub fn needs_hand_over(&self) -> bool {
        self.t.needs_hand_over(self.viewer())
    }

    /// The viewer's hand in display order (without the cards set aside for the passing).
    pub fn my_cards(&self, me: Seat) -> Vec<Card> {
        let mut hand = self.state().hand(me);
        if self.state().phase() == Phase::Passing {
            for c in self.gifts.iter().flatten() {
                hand.remove(*c);
            }
            // Cards already given stay out of the hand until the exchange.
            for c in self.state().observe(me).my_gifts.into_iter().flatten() {
                hand.remove(c);
            }
        }
        sorted(hand, self.by_suit)
    }

    pub fn passing_for(&self, me: Seat) -> bool {
        self.state().phase() == Phase::Passing && self.state().to_act().contains(&me)
    }

    /// Whether the table waits for `me`'s Ambush out of turn: only when `me` holds one
    /// (a person holding none is answered by the table at once).
    pub fn ambush_pending(&self, me: Seat) -> bool {
        let s = self.state();
        s.phase() == Phase::AmbushWindow && s.window_pending().contains(&me) && self.has_ambush(me)
    }

    /// The table contract (`data-act`): the table waits for a move by the person holding
    /// the device (past any hand-over): their passing, their turn, their Ambush while the
    /// table waits for it, giving the Panda's trick away. Calling Panda, open until one's
    /// first card, does not count: the table does not wait for it.
    pub fn may_act(&self) -> bool {
        let Some(v) = self.viewer() else { return false };
        let s = self.state();
        !self.needs_hand_over()
            && match s.phase() {
                Phase::Passing => self.passing_for(v),
                Phase::Play | Phase::GiveTrick => s.turn() == v,
                Phase::AmbushWindow => self.ambush_pending(v),
                Phase::Over => false,
            }
    }

    /// With several people at the device, while the table waits for a person's answer in
    /// an Ambush window: the other people, each offered a button to take the device and
    /// call theirs (`None` when no such offer is shown). Everyone with cards gets one, so
    /// the buttons do not tell who holds an Ambush.
    pub fn claimants(&self) -> Option<Vec<Seat>> {
        let s = self.state();
        let setup = &self.t.setup;
        let humans = setup.humans();
        let waiting = s.phase() == Phase::AmbushWindow
            && s.window_pending().iter().any(|&x| setup.is_human(x));
        if humans.len() < 2 || !waiting || self.claim.is_some() || self.needs_hand_over() {
            return None;
        }
        let viewer = self.viewer();
        Some(
            humans
                .into_iter()
                .filter(|&h| Some(h) != viewer && !s.hand(h).is_empty())
                .collect(),
        )
    }

    /// What the table does next by itself, at the computers' `pace` (ms): a computer's
    /// move, or in an Ambush window the table's "no Ambush" for a person (at once for one
    /// holding none, after the Ambush wait for one who holds one, never while a person
    /// who took the device decides).
    pub fn next_job(&self, pace: u32) -> Option<Job> {
        let s = self.state();
        let to_act = s.to_act();
        let setup = &self.t.setup;
        let bots: Vec<Seat> = to_act
            .iter()
            .copied()
            .filter(|x| setup.bot_level(*x).is_some())
            .collect();
        let people: Vec<Seat> = to_act
            .iter()
            .copied()
            .filter(|x| setup.is_human(*x))
            .collect();
        let job = |seat, wait, bot| Some(Job { seat, wait, bot });
        if s.phase() == Phase::AmbushWindow {
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

    /// Applies and records an action, then tidies what the move made stale: a claim that
    /// was used or whose window closed, selected cards that left the hand, the passing's
    /// picks once the passing is over.
    fn apply(&mut self, seat: Seat, action: Action) -> bool {
        if !self.t.apply(seat, action) {
            return false;
        }
        if self.claim == Some(seat) || self.state().phase() != Phase::AmbushWindow {
            self.claim = None;
        }
        if let Some(v) = self.viewer() {
            let hand = self.state().hand(v);
            self.selected = CardSet(self.selected.0 & hand.0);
        }
        if self.state().phase() != Phase::Passing {
            self.gifts = [None; 3];
            self.picked = None;
        }
        true
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
        } else if self.state().hand(me).contains(card) {
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
        let s = self.state();
        if s.phase() == Phase::Passing {
            if let [Some(left), Some(partner), Some(right)] = self.gifts {
                self.gifts = [None; 3];
                self.apply(
                    me,
                    Action::GiveCards {
                        left,
                        partner,
                        right,
                    },
                );
            }
            return;
        }
        match s.check_play(me, self.selected) {
            Ok(combo) => {
                if self.apply(me, Action::Play(combo.cards)) {
                    self.selected = CardSet::EMPTY;
                }
            }
            Err(e) => self.t.notice = Some(format!("Not allowed: {e}.")),
        }
    }

    /// Lays the selected Ambush, or the first one the viewer may lay.
    fn ambush(&mut self) {
        let Some(me) = self.viewer() else { return };
        let s = self.state();
        let plays: Vec<_> = s
            .legal_plays(me)
            .into_iter()
            .filter(|c| c.kind == Kind::Ambush)
            .collect();
        let choice = plays
            .iter()
            .find(|c| c.cards == self.selected)
            .or(plays.first())
            .copied();
        if let Some(c) = choice {
            if self.apply(me, Action::Play(c.cards)) {
                self.selected = CardSet::EMPTY;
            }
        }
    }

    /// A computer's move, when it is that computer's turn.
    fn bot_move(&mut self, seat: Seat) -> bool {
        let Some(level) = self.t.setup.bot_level(seat) else {
            return false;
        };
        if !self.state().to_act().contains(&seat) {
            return false;
        }
        let Some(action) = bot_action(&self.t.session, seat, level) else {
            return false;
        };
        self.apply(seat, action);
        true
    }

    fn clear_picks(&mut self) {
        self.selected = CardSet::EMPTY;
        self.picked = None;
        self.gifts = [None; 3];
    }
}

impl Update for Model {
    type Msg = Msg;

    fn update(&mut self, msg: Msg) -> bool {
        // Behind a hand-over screen nothing of the hidden hand may be touched.
        let hidden = self.needs_hand_over();
        match msg {
            Msg::Toggle(card) if !hidden => self.toggle(card),
            Msg::Clear => {
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
                let s = self.state();
                if s.phase() != Phase::AmbushWindow || !s.window_pending().contains(&seat) {
                    return false;
                }
                self.apply(seat, Action::NoAmbush);
            }
            Msg::Claim(seat) if !hidden => {
                if self.state().phase() != Phase::AmbushWindow || !self.t.setup.is_human(seat) {
                    return false;
                }
                self.claim = Some(seat);
                self.selected = CardSet::EMPTY;
            }
            Msg::Unclaim => self.claim = None,
            Msg::Key(key) if !hidden => {
                let Some(me) = self.viewer() else {
                    return false;
                };
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
            Msg::Kit(KitMsg::Rematch(seed)) => {
                self.t.rematch(seed);
                self.clear_picks();
                self.claim = None;
            }
            _ => return false,
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::kit::{Player, PlayerKind, TableSetup};
    use crate::core::{BotLevel, Session};
    use crate::games::panda::{Event, PandaConfig};
    use std::rc::Rc;

    const H: PlayerKind = PlayerKind::Human;
    const BOT: PlayerKind = PlayerKind::Bot(BotLevel::Easy);
    const PACE: u32 = 800;
    const WAIT: u32 = 5000;

    fn model(kinds: [PlayerKind; 4], seed: u64) -> Model {
        let players = kinds
            .into_iter()
            .enumerate()
            .map(|(seat, kind)| Player {
                name: format!("P{seat}"),
                kind,
            })
            .collect();
        let session = Rc::new(Session::new(PandaConfig::default(), seed));
        Model::new(Table::new(session, TableSetup { players }), WAIT)
    }

    fn people(m: &Model) -> Vec<Seat> {
        m.t.setup.humans()
    }

    /// Whether the engine waits for `seat` in a way the table asks a person about.
    fn awaited(m: &Model, seat: Seat) -> bool {
        let s = m.state();
        s.to_act().contains(&seat) && (s.phase() != Phase::AmbushWindow || m.has_ambush(seat))
    }

    /// What holds at every moment, whoever plays.
    fn check(m: &Model) {
        let s = m.state();
        let v = m.viewer();
        assert_eq!(
            v.is_none(),
            people(m).is_empty(),
            "a hand shows iff a person plays"
        );
        if let Some(v) = v {
            assert!(m.t.setup.is_human(v), "only a person's cards show");
        }
        if m.needs_hand_over() {
            assert!(people(m).len() > 1, "one person never hands over");
            assert!(!m.may_act(), "nothing to do behind a hand-over screen");
            assert_eq!(m.claimants(), None);
        }
        assert_eq!(
            m.may_act(),
            !m.needs_hand_over() && v.is_some_and(|v| awaited(m, v)),
            "data-act: the person holding the device is awaited ({:?}, viewer {v:?})",
            s.phase()
        );
        if s.phase() != Phase::AmbushWindow {
            // The device goes to a person the engine waits for.
            if let Some(&h) = people(m).iter().find(|&&h| s.to_act().contains(&h)) {
                assert!(s.to_act().contains(&v.unwrap()), "viewer {v:?}, {h} to act");
            }
        } else if people(m).len() > 1 && m.claim.is_none() {
            assert_eq!(v, m.t.shown_to, "in an Ambush window the device stays put");
            assert!(!m.needs_hand_over());
        }
        if let Some(job) = m.next_job(PACE) {
            let bot = m.t.is_bot(job.seat);
            assert_eq!(job.bot, bot);
            assert!(s.to_act().contains(&job.seat));
            let expected = match (s.phase(), bot) {
                (Phase::AmbushWindow, true) => BOT_WINDOW_WAIT,
                (Phase::AmbushWindow, false) if m.has_ambush(job.seat) => WAIT,
                (Phase::AmbushWindow, false) => 0,
                (_, false) => panic!("the table never moves for a person outside a window"),
                (_, true) => PACE,
            };
            assert_eq!(job.wait, expected);
        }
    }

    /// A person's move, chosen as a computer would choose it.
    fn person_move(m: &Model, seat: Seat) -> Action {
        bot_action(&m.t.session, seat, BotLevel::Medium).expect("a person to act has a move")
    }

    /// One step of the table: a hand-over, a person's move or the table's own job.
    /// `false` at the end of the game.
    fn step(m: &mut Model) -> bool {
        check(m);
        if m.state().phase() == Phase::Over {
            return false;
        }
        if m.needs_hand_over() {
            let v = m.viewer().unwrap();
            assert!(m.update(Msg::Kit(KitMsg::Reveal(v))));
        } else if m.may_act() {
            let v = m.viewer().unwrap();
            let log = m.t.session.log.len();
            assert!(m.update(Msg::Act(person_move(m, v))));
            assert_eq!(m.t.session.log.len(), log + 1, "{:?}", m.t.notice);
        } else {
            let job = m.next_job(PACE).expect("the table waits for nobody");
            assert!(m.update(job.msg()));
        }
        true
    }

    /// Steps until `stop` holds (then `true`) or the first deal is over.
    fn run_until(m: &mut Model, stop: impl Fn(&Model) -> bool) -> bool {
        while !stop(m) {
            if m.state().deal_number() > 1 || !step(m) {
                return false;
            }
        }
        true
    }

    /// A model from the first seed whose first deal reaches `stop`.
    fn find(kinds: [PlayerKind; 4], stop: impl Fn(&Model) -> bool) -> Model {
        (0..400)
            .find_map(|seed| {
                let mut m = model(kinds.clone(), seed);
                run_until(&mut m, &stop).then_some(m)
            })
            .expect("a seed reaches the moment")
    }

    #[test]
    fn every_mix_of_people_and_computers_plays_a_deal_with_the_rules_of_the_table() {
        for kinds in [
            [H, BOT, BOT, BOT],
            [BOT, BOT, H, BOT],
            [H, BOT, H, BOT],
            [H, H, BOT, BOT],
            [H, H, H, H],
            [BOT, BOT, BOT, BOT],
        ] {
            for seed in [1, 0x80] {
                let mut m = model(kinds.clone(), seed);
                assert!(!run_until(&mut m, |_| false), "the deal ends");
                assert_eq!(m.state().deal_number(), 2);
            }
        }
    }

    #[test]
    fn one_person_holds_the_device_throughout() {
        let mut m = model([BOT, H, BOT, BOT], 3);
        while m.state().deal_number() == 1 {
            assert_eq!(m.viewer(), Some(1));
            assert_eq!(m.bottom(), 1);
            assert!(!m.needs_hand_over());
            step(&mut m);
        }
    }

    #[test]
    fn computers_alone_show_no_hand_and_wait_for_nobody() {
        let mut m = model([BOT, BOT, BOT, BOT], 5);
        assert_eq!(m.viewer(), None);
        assert_eq!(m.bottom(), 0);
        assert!(!m.may_act());
        while m.state().deal_number() == 1 {
            assert!(m.next_job(PACE).is_some_and(|j| j.bot));
            step(&mut m);
        }
    }

    #[test]
    fn two_people_pass_their_cards_each_after_a_hand_over() {
        let mut m = model([H, BOT, H, BOT], 7);
        assert_eq!(m.viewer(), Some(0));
        assert!(m.needs_hand_over() && !m.may_act());
        // Nothing of the hidden hand can be picked behind the screen.
        let first = m.my_cards(0)[0];
        assert!(!m.update(Msg::Toggle(first)));
        assert!(!m.update(Msg::Key("1".into())));
        assert_eq!(m.picked, None);
        m.update(Msg::Kit(KitMsg::Reveal(0)));
        assert!(m.may_act());
        // A card, then its slot; the third card goes straight to the last free slot.
        for slot in 0..2 {
            m.update(Msg::Key("1".into()));
            let card = m.picked.expect("picked");
            m.update(Msg::Target(slot));
            assert_eq!(m.gifts[slot], Some(card));
            assert!(
                !m.my_cards(0).contains(&card),
                "a card set aside leaves the hand"
            );
        }
        m.update(Msg::Key("1".into()));
        assert!(m.gifts.iter().all(Option::is_some) && m.picked.is_none());
        assert!(m.update(Msg::Key("Enter".into())));
        assert_eq!(m.t.session.log.len(), 1, "the passing is recorded");
        assert_eq!(m.gifts, [None; 3]);
        assert_eq!(
            m.my_cards(0).len(),
            12,
            "given cards stay out until the exchange"
        );
        // Seat 2 is next: the device goes across.
        assert_eq!(m.viewer(), Some(2));
        assert!(m.needs_hand_over() && !m.may_act());
        assert!(!m.update(Msg::Target(0)));
    }

    #[test]
    fn a_slot_without_a_picked_card_is_emptied() {
        let mut m = model([H, BOT, BOT, BOT], 7);
        m.update(Msg::Key("2".into()));
        let card = m.picked.unwrap();
        m.update(Msg::Target(1));
        assert_eq!(m.gifts[1], Some(card));
        m.update(Msg::Target(1));
        assert_eq!(m.gifts[1], None);
        assert!(!m.update(Msg::Target(3)), "there are three slots");
    }

    /// An Ambush window waiting for a person who holds one while the device is with
    /// another person; that holder.
    fn window_elsewhere(kinds: [PlayerKind; 4]) -> (Model, Seat) {
        let m = find(kinds.clone(), |m| {
            m.state().phase() == Phase::AmbushWindow
                && m.claim.is_none()
                && people(m)
                    .iter()
                    .any(|&h| Some(h) != m.viewer() && m.ambush_pending(h))
        });
        let holder = people(&m)
            .into_iter()
            .find(|&h| Some(h) != m.viewer() && m.ambush_pending(h))
            .unwrap();
        (m, holder)
    }

    /// Lets the table answer for everybody but `seat` (the viewer answers "no Ambush").
    fn answer_all_but(m: &mut Model, seat: Seat) {
        while let Some(job) = m.next_job(PACE).filter(|j| j.seat != seat) {
            assert!(m.update(job.msg()));
        }
        if m.viewer().is_some_and(|v| v != seat && m.ambush_pending(v)) {
            assert!(m.update(Msg::Act(Action::NoAmbush)));
        }
        assert_eq!(m.state().window_pending(), vec![seat]);
    }

    #[test]
    fn the_device_stays_put_in_an_ambush_window_and_the_other_person_may_claim_it() {
        let (mut m, holder) = window_elsewhere([H, H, BOT, BOT]);
        assert!(
            !m.needs_hand_over(),
            "no hand-over tells who holds an Ambush"
        );
        assert!(!m.may_act() || m.ambush_pending(m.viewer().unwrap()));
        assert_eq!(
            m.claimants(),
            Some(vec![holder]),
            "a button for the other person"
        );
        answer_all_but(&mut m, holder);
        assert_eq!(
            m.next_job(PACE),
            Some(Job {
                seat: holder,
                wait: WAIT,
                bot: false
            }),
            "the Ambush time from the settings"
        );
        assert!(!m.may_act(), "the device is not with the holder");
        assert!(!m.update(Msg::Claim(2)), "computers do not claim");
        assert!(m.update(Msg::Claim(holder)));
        assert_eq!(m.viewer(), Some(holder));
        assert!(m.needs_hand_over() && !m.may_act());
        assert_eq!(m.claimants(), None);
        assert_eq!(
            m.next_job(PACE),
            None,
            "no time-out while the claimant decides"
        );
        m.update(Msg::Kit(KitMsg::Reveal(holder)));
        assert!(m.may_act());
        assert!(m.update(Msg::Ambush));
        assert!(matches!(
            m.state().events().iter().find(|e| matches!(e, Event::Ambushed { .. })),
            Some(Event::Ambushed { seat, .. }) if *seat == holder
        ));
        assert_eq!(m.claim, None, "a claim ends with its Ambush");
    }

    #[test]
    fn a_claim_by_somebody_without_an_ambush_waits_until_let_go() {
        let (mut m, holder) = window_elsewhere([H, H, H, BOT]);
        let viewer = m.viewer().unwrap();
        let other = (0..3).find(|&x| x != viewer && x != holder).unwrap();
        answer_all_but(&mut m, holder);
        // Everyone else gets a button, the holder and the third person alike.
        let mut claimants = m.claimants().unwrap();
        claimants.sort();
        let mut expected = vec![holder, other];
        expected.sort();
        assert_eq!(claimants, expected);
        m.update(Msg::Claim(other));
        m.update(Msg::Kit(KitMsg::Reveal(other)));
        assert!(!m.may_act() && !m.ambush_pending(other));
        assert_eq!(m.next_job(PACE), None, "the table waits for the claimant");
        assert!(m.update(Msg::Unclaim));
        assert_eq!(m.viewer(), Some(other), "the device stays where it went");
        assert_eq!(
            m.next_job(PACE).map(|j| (j.seat, j.wait)),
            Some((holder, WAIT))
        );
        // The holder lets the Ambush time run out: the table answers for them.
        let job = m.next_job(PACE).unwrap();
        m.update(job.msg());
        assert_ne!(m.state().phase(), Phase::AmbushWindow);
    }

    #[test]
    fn one_person_holding_an_ambush_is_waited_for_then_answered() {
        let mut m = find([H, BOT, BOT, BOT], |m| m.ambush_pending(0));
        assert!(m.may_act(), "data-act while the table waits for the Ambush");
        answer_all_but(&mut m, 0);
        assert_eq!(
            m.next_job(PACE).map(|j| (j.seat, j.wait, j.bot)),
            Some((0, WAIT, false))
        );
        assert!(
            !m.update(Msg::NoAmbush(1)),
            "only a seat the window waits for"
        );
        assert!(m.update(m.next_job(PACE).unwrap().msg()));
        assert_ne!(m.state().phase(), Phase::AmbushWindow);
    }

    #[test]
    fn claims_only_in_an_ambush_window() {
        let mut m = model([H, H, BOT, BOT], 9);
        m.update(Msg::Kit(KitMsg::Reveal(0)));
        assert!(!m.update(Msg::Claim(1)));
        assert_eq!(m.claim, None);
        assert_eq!(m.claimants(), None);
    }

    #[test]
    fn a_refused_play_tells_why_and_keeps_the_selection() {
        let mut m = find([H, BOT, BOT, BOT], |m| {
            m.state().phase() == Phase::Play && m.may_act() && m.state().table().is_none()
        });
        let log = m.t.session.log.len();
        let cards = m.my_cards(0);
        // Two different ranks are no combination.
        let pair: Vec<Card> = cards
            .iter()
            .copied()
            .filter(|c| c.suit().is_some())
            .take(1)
            .chain(
                cards
                    .iter()
                    .copied()
                    .filter(|c| c.suit().is_some())
                    .rev()
                    .take(1),
            )
            .collect();
        for c in &pair {
            m.update(Msg::Toggle(*c));
        }
        assert!(m.update(Msg::PlaySelected));
        assert_eq!(m.t.session.log.len(), log);
        assert!(m.t.notice.as_deref().unwrap().starts_with("Not allowed: "));
        assert_eq!(m.selected.len(), 2);
        assert!(m.update(Msg::Key("Escape".into())));
        assert!(m.selected.is_empty());
    }

    #[test]
    fn a_rematch_and_a_hand_over_start_from_a_clean_selection() {
        let mut m = model([H, H, BOT, BOT], 11);
        m.update(Msg::Kit(KitMsg::Reveal(0)));
        m.update(Msg::Key("1".into()));
        m.update(Msg::Target(0));
        m.update(Msg::Key("1".into()));
        m.t.notice = Some("x".into());
        m.update(Msg::Kit(KitMsg::Reveal(0)));
        assert_eq!(
            (m.picked, m.gifts, m.t.notice.clone()),
            (None, [None; 3], None)
        );
        m.update(Msg::Key("1".into()));
        m.claim = Some(1);
        assert!(m.update(Msg::Kit(KitMsg::Rematch(99))));
        assert_eq!(m.t.session.seed, 99);
        assert!(m.t.session.log.is_empty());
        assert_eq!((m.picked, m.claim, m.t.shown_to), (None, None, None));
        assert!(m.needs_hand_over());
    }

    #[test]
    fn keys_pick_the_cards_in_display_order() {
        let mut m = model([H, BOT, BOT, BOT], 13);
        assert_eq!(key_index("q"), Some(10));
        assert_eq!(key_index("Z"), None);
        m.update(Msg::SortBySuit(true));
        let cards = m.my_cards(0);
        assert!(m.update(Msg::Key("0".into())));
        assert_eq!(m.picked, Some(cards[9]));
        assert!(!m.update(Msg::Key("Z".into())));
        assert_eq!(sorted(m.state().hand(0), true), cards);
    }
}
