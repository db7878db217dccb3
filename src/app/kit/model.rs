//! The table model every game shares, in plain Rust so that it is tested natively: who
//! sits where, the session with its refusal notice, hand-overs, bot turns and rematches.
//! A game's own model (`app/<game>/model.rs`) wraps a [`Table`] and adds its selections.

use super::phones::{Host, Remote, Wire, COVER_LEVEL};
pub use super::setup::*;
use crate::app::net::guest::Guest;
use crate::core::{
    rng, BotLevel, BotPlayer, Game, Hint, Seat, Session, UndoRefusal, UndoTrack, ViewOf, Viewed,
};
use crate::{t, ts};
use std::cell::RefCell;
use std::rc::Rc;

/// Messages every table handles the same way.
#[derive(Clone, Debug, PartialEq)]
pub enum KitMsg {
    /// A computer seat's turn has come (sent by the bot timer).
    Bot(Seat),
    /// The device is now in this person's hands (after a hand-over screen).
    Reveal(Seat),
    /// A new game with the same players and options, dealt from this seed.
    Rematch(u64),
    /// The person takes back their last move (and the computers' after it), or is told
    /// why not.
    Undo,
    /// The person at this seat asked for a hint: it is found for the position as it is when
    /// the message arrives (a computer may have moved since the button was drawn).
    Hint(Seat),
    /// The coach is skipped or done: the game goes on as a normal one.
    EndCoach,
    /// A message from the phone at a seat (on a guest: from the host), heard at a time (ms).
    Heard(Seat, Rc<str>, f64),
    /// A phone's link opened (`true`) or closed.
    Linked(Seat, bool),
    /// Time passes (ms): the host looks for silent phones, a guest shows it is alive.
    Tick(f64),
    /// The host gives a phone's seat to a computer (`true`) or takes it back.
    Cover(Seat, bool),
}

/// A hint on show: for which seat and position, what it says and which cards it means
/// (their `data-motion` keys, highlighted on the table).
#[derive(Clone, Debug, PartialEq)]
pub struct ShownHint {
    pub seat: Seat,
    /// The log's length when it was found: a move later it is found again (and kept if
    /// the same).
    pub moves: usize,
    pub text: String,
    pub cards: Vec<String>,
}

/// A game's `hint::hint`: the hard computer's choice for the seat whose observation it is.
pub type HintFn<G, C> = fn(&<G as Game>::Observation) -> Option<Hint<<G as Game>::Action, C>>;

/// Where a table's hints come from: the game's `hint` with its cards' keys (see
/// [`Table::with_hints`]). It reads a seat's table (its observation), never the state.
#[derive(Clone)]
pub struct Hinter<G: Viewed>(Rc<FindHint<G>>);

type FindHint<G> = dyn Fn(&<G as Viewed>::Table, Seat) -> Option<(String, Vec<String>)>;

impl<G: Viewed> std::fmt::Debug for Hinter<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Hinter")
    }
}

/// A game's table model: what it holds beyond the [`Table`] and how messages move it.
pub trait Update: Clone + PartialEq {
    type Msg;
    /// Applies a message; `false` when nothing changed (the table is not redrawn).
    fn update(&mut self, msg: Self::Msg) -> bool;
}

/// The views made of one session (the latest), per seat: a table draws several
/// times between moves, and a host sends its phones theirs; each is made once per move.
type ViewCache<G> = RefCell<Option<(Rc<Session<G>>, Vec<(Option<Seat>, Rc<ViewOf<G>>)>)>>;

/// Where a table's game is: held on this device, or on the host's phone, of which this
/// device (a guest) has its seat's view and nothing else.
#[derive(Clone)]
enum Source<G: Viewed> {
    Held(Rc<Session<G>>),
    Guest(Box<Remote<G>>),
}

/// A session at a table with its players, as every game's model holds it; or, on a guest
/// phone, its seat's view of the host's.
#[derive(Clone)]
pub struct Table<G: Viewed, S = TableSetup> {
    /// Compared by pointer: every applied action makes a new `Rc` (a new view on a guest).
    source: Source<G>,
    pub setup: S,
    /// With several people at one device: whose hidden cards may be shown now.
    pub shown_to: Option<Seat>,
    /// Why the last action was refused, for the player.
    pub notice: Option<String>,
    /// The hint asked for, until the next move.
    pub hint: Option<ShownHint>,
    /// The game's hints, where the table offers them.
    pub hinter: Option<Hinter<G>>,
    /// With one person against computers: what undo would take back (see [`UndoTrack`]).
    undo: Option<UndoTrack>,
    /// On a host with phone seats: the phones.
    host: Option<Box<Host<G>>>,
    views: ViewCache<G>,
    /// A game's own messages heard from the phones (on a guest: from the host), with the
    /// seat and the time heard, for the game's model to take and check (Judge's clocks).
    pub asides: Vec<(Seat, String, f64)>,
}

impl<G: Viewed, S: SavedTable + std::fmt::Debug> std::fmt::Debug for Table<G, S> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table")
            .field("setup", &self.setup)
            .field("moves", &self.moves())
            .finish_non_exhaustive()
    }
}

impl<G: Viewed, S: PartialEq> PartialEq for Table<G, S> {
    fn eq(&self, o: &Self) -> bool {
        let same = match (&self.source, &o.source) {
            (Source::Held(a), Source::Held(b)) => Rc::ptr_eq(a, b),
            (Source::Guest(a), Source::Guest(b)) => {
                fn state<G: Viewed>(r: &Remote<G>) -> (usize, [bool; 3], &[Seat], &[Seat]) {
                    let flags = [r.pending, r.lost, r.silent];
                    (r.moves, flags, &r.guest.away, &r.guest.covered)
                }
                state(a) == state(b)
            }
            _ => false,
        };
        let presence = |t: &Self| {
            t.host
                .as_ref()
                .map(|h| (h.hub.away(), h.waiting(), h.covered.clone()))
        };
        same && self.setup == o.setup
            && self.shown_to == o.shown_to
            && self.notice == o.notice
            && self.hint == o.hint
            && presence(self) == presence(o)
    }
}

impl<G: Viewed, S: SavedTable> Table<G, S> {
    pub fn new(session: Rc<Session<G>>, setup: S) -> Self {
        let mut t = Table::of(Source::Held(session), setup);
        t.undo = t.undo_seat().map(|p| UndoTrack::replay(t.held(), p));
        t
    }

    /// A guest phone's table: its seat's view as the host sent it (`guest` has heard one),
    /// its moves sent down `wire`.
    pub fn guest(guest: Guest<G>, setup: S, wire: Wire) -> Self {
        assert!(guest.view().is_some(), "a guest's table starts from a view");
        let remote = Remote {
            guest,
            moves: 1,
            pending: false,
            lost: false,
            heard_at: None,
            silent: false,
            wire,
        };
        Table::of(Source::Guest(Box::new(remote)), setup)
    }

    /// A table with nothing shown, asked or tracked yet.
    fn of(source: Source<G>, setup: S) -> Self {
        Table {
            source,
            setup,
            shown_to: None,
            notice: None,
            hint: None,
            hinter: None,
            undo: None,
            host: None,
            views: RefCell::new(None),
            asides: Vec::new(),
        }
    }

    /// The host's table reaches its phone seats down `wire` (a table with none is as it was).
    pub fn with_phones(mut self, wire: Wire) -> Self {
        if !S::PHONES {
            return self;
        }
        if let (Source::Held(_), Some(net)) = (&self.source, self.setup.net()) {
            self.host = Some(Box::new(Host::new(net, wire)));
        }
        self
    }

    /// The table offers hints: the game's `hint`, its cards named by `key(seat, card)` as
    /// the table draws them (their `data-motion`). A seat's hint is found from its table
    /// (its observation) alone, so a guest finds its own.
    pub fn with_hints<C: 'static>(
        mut self,
        hint: HintFn<G, C>,
        key: impl Fn(Seat, &C) -> String + 'static,
    ) -> Self
    where
        G: Viewed<Table = <G as Game>::Observation> + 'static,
    {
        let find = move |table: &G::Observation, seat| {
            let h = hint(table)?;
            Some((h.reason, h.cards.iter().map(|c| key(seat, c)).collect()))
        };
        self.hinter = Some(Hinter(Rc::new(find)));
        self
    }

    /// The session, on the device that holds the game. A guest's table has none: only a
    /// game's model reads it, and only for what the host alone does (computers, saves).
    pub fn held(&self) -> &Rc<Session<G>> {
        match &self.source {
            Source::Held(s) => s,
            Source::Guest(_) => panic!("a guest's table holds no game, only its seat's view"),
        }
    }

    /// Whether this is a guest phone's table (the game is held by the host's phone).
    pub fn is_guest(&self) -> bool {
        matches!(self.source, Source::Guest(_))
    }

    /// The guest's side of the table, on a guest phone.
    pub fn remote(&self) -> Option<&Remote<G>> {
        match &self.source {
            Source::Guest(r) => Some(r),
            Source::Held(_) => None,
        }
    }

    /// The host's phones, on a host with phone seats.
    pub fn host(&self) -> Option<&Host<G>> {
        self.host.as_deref()
    }

    /// The person undo is for: the only one, with computers in every other seat (no undo
    /// at a table with phones).
    fn undo_seat(&self) -> Option<Seat> {
        let phones = (0..self.setup.seats()).any(|s| self.setup.is_phone(s));
        match self.people()[..] {
            [p] if S::UNDO && self.setup.seats() > 1 && !phones && !self.is_guest() => Some(p),
            _ => None,
        }
    }

    /// Whether the table offers undo at all (one person against computers, not a race).
    pub fn offers_undo(&self) -> bool {
        self.undo.is_some()
    }

    /// The log index undo would go back to: the person's last choice, with nothing hidden
    /// shown to them since; or why not.
    pub fn undo_point(&self) -> Result<usize, UndoRefusal> {
        if !S::UNDO {
            return Err(UndoRefusal::Race);
        }
        let Some(track) = &self.undo else {
            return Err(UndoRefusal::NotAlone);
        };
        if self.state().is_over() {
            return Err(UndoRefusal::Over);
        }
        track.point()
    }

    /// Takes back the person's last choice and every move after it: the session becomes
    /// the replay of the shorter log (and is saved as such).
    pub fn undo(&mut self) -> Result<(), UndoRefusal> {
        let point = self.undo_point()?;
        let session = self
            .held()
            .replayed(point)
            .expect("a prefix of a replayed log replays");
        self.undo = self.undo_seat().map(|p| UndoTrack::replay(&session, p));
        self.source = Source::Held(Rc::new(session));
        self.shown_to = None;
        self.notice = None;
        self.hint = None;
        Ok(())
    }

    /// The game's state, on the device that holds it (see [`Table::held`]).
    pub fn state(&self) -> &G {
        &self.held().state
    }

    /// The deal code the table shows and shares: none while a game with phones is played
    /// (the code replays the deal, every guest's hand with it); at its end, for replays.
    pub fn shown_seed(&self) -> Option<u64> {
        let phones = (0..self.setup.seats()).any(|s| self.setup.is_phone(s));
        self.seed().filter(|_| !phones || self.state().is_over())
    }

    /// The deal's seed; a guest is never told it.
    pub fn seed(&self) -> Option<u64> {
        match &self.source {
            Source::Held(s) => Some(s.seed),
            Source::Guest(_) => None,
        }
    }

    /// Moves made so far (timers and hints key on it); on a guest, views heard.
    pub fn moves(&self) -> usize {
        match &self.source {
            Source::Held(s) => s.log.len(),
            Source::Guest(r) => r.moves,
        }
    }

    /// Whose view the table draws by default: the one person at the device; with several,
    /// the one it was handed to (until the next hand-over); `None`, a spectator's, when
    /// only computers play or the device is between people. A guest's: its seat's.
    pub fn viewer(&self) -> Option<Seat> {
        if let Source::Guest(r) = &self.source {
            return Some(r.guest.seat);
        }
        match self.people()[..] {
            [] => None,
            [p] => Some(p),
            _ => self.shown_to,
        }
    }

    /// The view of `seat` (a spectator's for `None`) of the game as it is now: all a table
    /// may draw from. A guest has one view, its seat's, whatever it asks for.
    pub fn view_of(&self, seat: Option<Seat>) -> Rc<ViewOf<G>> {
        let session = match &self.source {
            Source::Held(s) => s,
            Source::Guest(r) => {
                let view = r.guest.view().cloned().expect("a guest's table has a view");
                // Held back (no link, a silent host, a computer in the seat): the table
                // offers no move, whatever the last view said.
                if r.held_back() && !view.legal.is_empty() {
                    let mut view = (*view).clone();
                    view.legal.clear();
                    return Rc::new(view);
                }
                return view;
            }
        };
        let mut cache = self.views.borrow_mut();
        // Kept per seat until the next move: a host makes its phones' views and its own.
        let fresh = matches!(&*cache, Some((cached, _)) if Rc::ptr_eq(cached, session));
        if !fresh {
            *cache = Some((session.clone(), Vec::new()));
        }
        let Some((_, views)) = &mut *cache else {
            unreachable!("just made")
        };
        if let Some((_, view)) = views.iter().find(|(s, _)| *s == seat) {
            return view.clone();
        }
        let view = Rc::new(session.state.view(seat));
        views.push((seat, view.clone()));
        view
    }

    /// The view of the default viewer, or a spectator's while a hand-over screen shows
    /// (`hand_over`): no hand behind it.
    pub fn view_unless(&self, hand_over: bool) -> Rc<ViewOf<G>> {
        self.view_of(self.viewer().filter(|_| !hand_over))
    }

    /// The view of the default viewer (see [`Table::viewer`]).
    pub fn view(&self) -> Rc<ViewOf<G>> {
        self.view_of(self.viewer())
    }

    /// Applies and records an action; a refusal leaves the game as it was and tells why.
    /// On a guest the move goes to the host (if its view offers it) and `true` means sent.
    pub fn apply(&mut self, seat: Seat, action: G::Action) -> bool {
        if let Source::Guest(r) = &mut self.source {
            let sent = seat == r.guest.seat && !r.pending && {
                match r.guest.act(action) {
                    Some(text) => {
                        (r.wire)(seat, text);
                        true
                    }
                    None => false,
                }
            };
            r.pending |= sent;
            self.notice = if sent { None } else { Some(not_yours().into()) };
            return sent;
        }
        match self.try_apply(seat, action) {
            Ok(()) => {
                self.notice = None;
                true
            }
            Err(e) => {
                self.notice = Some(t!("Not allowed: {e}.", "できません：{e}。"));
                false
            }
        }
    }

    /// [`Table::apply`] for a move the person did not make (a computer's, or one the table
    /// makes for them): their notice (a refusal, Undo's reason) stays, as at the computers'
    /// pace it would otherwise vanish before it is read. Their own next move clears it.
    pub fn apply_for(&mut self, seat: Seat, action: G::Action) -> bool {
        let notice = self.notice.take();
        let moved = self.apply(seat, action);
        self.notice = notice;
        moved
    }

    /// Applies and records an action, or leaves the game (and the notice) as it was: for a
    /// table that tells refusals its own way or not at all (Judge's frame ticks).
    pub fn try_apply(&mut self, seat: Seat, action: G::Action) -> Result<(), G::Error> {
        let mut session = (**self.held()).clone();
        // `S::UNDO` first: a race's table (Judge) gets no tracking code at all.
        let mut undo = self.undo.clone().filter(|_| S::UNDO);
        if let Some(track) = &mut undo {
            track.before(&session.state, seat, session.log.len());
        }
        session.apply(seat, action)?;
        if let Some(track) = &mut undo {
            track.after(&session.state);
        }
        self.source = Source::Held(Rc::new(session));
        self.hint = self.hint_kept(seat);
        self.undo = undo;
        self.tell_phones();
        Ok(())
    }

    /// The table as `seat` sees it (its observation), to find its hint: a guest has only
    /// its own.
    fn seat_table(&self, seat: Seat) -> Option<G::Table> {
        match &self.source {
            Source::Held(s) => (seat < s.state.seat_count()).then(|| s.state.table(Some(seat))),
            Source::Guest(r) => (seat == r.guest.seat).then(|| self.view_of(None).table.clone()),
        }
    }

    /// The hint for `seat` in the position as it is now.
    fn find_hint(&self, seat: Seat) -> Option<ShownHint> {
        let table = self.seat_table(seat)?;
        let (text, cards) = (self.hinter.as_ref()?.0)(&table, seat)?;
        Some(ShownHint {
            seat,
            moves: self.moves(),
            text,
            cards,
        })
    }

    /// After `seat`'s move, the hint on show if it still holds: another seat moved (a
    /// computer answering in a window, say) and the hint for now is the same. Your own move
    /// always ends it.
    fn hint_kept(&mut self, seat: Seat) -> Option<ShownHint> {
        let old = self.hint.take().filter(|h| h.seat != seat)?;
        let now = self.find_hint(old.seat)?;
        (now.text == old.text && now.cards == old.cards).then_some(now)
    }

    /// The hint on show for `seat`, if it was asked for in this very position.
    pub fn hint_for(&self, seat: Seat) -> Option<&ShownHint> {
        self.hint
            .as_ref()
            .filter(|h| h.seat == seat && h.moves == self.moves())
    }

    /// Shows the hint for `seat` in the position as it is now; asked for again in the same
    /// position it is not counted twice.
    pub fn show_hint(&mut self, seat: Seat) -> bool {
        if self.hint_for(seat).is_some() {
            return false;
        }
        let Some(hint) = self.find_hint(seat) else {
            return false;
        };
        // The coach's notes are not hints asked for.
        if self.setup.coach() != Some(true) {
            self.setup.count_hint(false);
        }
        self.hint = Some(hint);
        true
    }

    /// The seats played by people at this device (not computers, not other phones).
    pub fn people(&self) -> Vec<Seat> {
        (0..self.setup.seats())
            .filter(|&s| self.setup.bot_level(s).is_none() && !self.setup.is_phone(s))
            .collect()
    }

    /// The computer level playing `seat`: a computer's seat, or a phone's the host gave to
    /// a computer while it is away.
    pub fn bot_level(&self, seat: Seat) -> Option<BotLevel> {
        let covered = self
            .host
            .as_ref()
            .is_some_and(|h| h.covered.contains(&seat));
        self.setup
            .bot_level(seat)
            .or(covered.then_some(COVER_LEVEL))
    }

    pub fn is_bot(&self, seat: Seat) -> bool {
        self.bot_level(seat).is_some()
    }

    /// Whether `holder`'s hidden cards need a hand-over screen first: only when several
    /// people share the device and the device has not been handed to them yet.
    pub fn needs_hand_over(&self, holder: Option<Seat>) -> bool {
        self.people().len() > 1 && holder.is_some_and(|h| self.shown_to != Some(h))
    }

    /// A new game with the same players and options.
    pub fn rematch(&mut self, seed: u64) {
        self.source = Source::Held(Rc::new(Session::new(self.held().config.clone(), seed)));
        self.shown_to = None;
        self.notice = None;
        self.hint = None;
        self.setup.count_hint(true);
        self.setup.set_coach(None);
        self.undo = self.undo_seat().map(UndoTrack::new);
        self.tell_phones();
    }
}

/// What a guest is told when its table offers a move its view does not.
fn not_yours() -> &'static str {
    ts!(
        "That move is not yours to make now.",
        "今はあなたの手番ではありません。"
    )
}

impl<G: BotPlayer + Viewed, S: SavedTable> Table<G, S> {
    /// The bot of `seat` moves; `false` when the seat is a person's or the bot has nothing
    /// to do (or the table is a guest's: computers play on the host).
    pub fn bot_move(&mut self, seat: Seat) -> bool {
        let Some(level) = self.bot_level(seat).filter(|_| !self.is_guest()) else {
            return false;
        };
        match bot_action(self.held(), seat, level) {
            Some(action) => self.apply_for(seat, action),
            None => false,
        }
    }

    /// The shared messages: a bot's turn, a hand-over done, a rematch, an undo, phones.
    pub fn handle(&mut self, msg: KitMsg) -> bool {
        match msg {
            KitMsg::Bot(seat) => self.bot_move(seat),
            KitMsg::Reveal(seat) => {
                self.shown_to = Some(seat);
                true
            }
            // The host deals the next game; a guest's table follows its views.
            KitMsg::Rematch(_) if self.is_guest() => {
                self.notice = Some(
                    ts!(
                        "The host's phone deals the next game.",
                        "次のゲームはホストのスマホが配ります。"
                    )
                    .into(),
                );
                true
            }
            KitMsg::Rematch(seed) => {
                self.rematch(seed);
                true
            }
            KitMsg::Hint(seat) => self.show_hint(seat),
            KitMsg::EndCoach => {
                let on = self.setup.coach() == Some(true);
                if on {
                    self.setup.set_coach(Some(false));
                }
                on
            }
            KitMsg::Undo => {
                if let Err(why) = self.undo() {
                    self.notice = Some(t!("{why}.", "{why}。"));
                }
                true
            }
            KitMsg::Heard(seat, text, now) => self.heard(seat, &text, now),
            KitMsg::Linked(seat, open) => self.linked(seat, open),
            KitMsg::Tick(now) => self.tick(now),
            KitMsg::Cover(seat, on) => self.cover(seat, on),
        }
    }
}

impl<G: crate::core::Standing, S: SavedTable> Table<G, S> {
    /// The end screen's one-line result to share, for the game called `title`.
    pub fn share_text(&self, title: &str) -> Option<String> {
        let Source::Held(session) = &self.source else {
            return None;
        };
        crate::app::stats::share::result_text(title, session, &self.setup)
    }
}

/// A bot's action for `seat`, decided from that seat's observation only. The bot's RNG is
/// derived from the deal and the move number, so a replayed game gets the same decisions.
pub fn bot_action<G: BotPlayer>(
    session: &Session<G>,
    seat: Seat,
    level: BotLevel,
) -> Option<G::Action> {
    let mut bot_rng = rng::from_seed(
        session.seed ^ ((session.log.len() as u64) << 32) ^ (seat as u64).wrapping_mul(0x9E37_79B9),
    );
    G::bot_action(&session.state.observe(seat), level, &mut bot_rng)
}

/// The attribute value of a flag on the table's root element ("yes" / "no").
pub fn yes_no(flag: bool) -> &'static str {
    if flag {
        "yes"
    } else {
        "no"
    }
}

/// The seed for a new game from the deal-code field: `None` when the field is empty (a
/// fresh deal), else the code's; the message for the player when the text is not a code.
pub fn seed_from_code(text: &str) -> Result<Option<u64>, String> {
    if text.trim().is_empty() {
        return Ok(None);
    }
    rng::parse_deal_code(text).map(Some).ok_or_else(|| {
        t!(
            "\"{text}\" is not a deal code: it has up to 8 letters A-F and digits, like 1A2B-3C4D.",
            "「{text}」は配りコードではありません。配りコードはA〜Fの文字と数字の8文字以内で、1A2B-3C4Dのような形です。";
            text = text.trim()
        )
    })
}

#[path = "table_phones.rs"]
mod table_phones;

#[cfg(test)]
#[path = "undo_tests.rs"]
mod undo_tests;

#[cfg(test)]
#[path = "model_tests.rs"]
mod model_tests;

#[cfg(test)]
#[path = "phones_tests.rs"]
mod phones_tests;
