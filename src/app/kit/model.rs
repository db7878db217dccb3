//! The table model every game shares, in plain Rust so that it is tested natively: who
//! sits where, the session with its refusal notice, hand-overs, bot turns and rematches.
//! A game's own model (`app/<game>/model.rs`) wraps a [`Table`] and adds its selections.

use super::phones::{Host, NetSeats, Remote, Wire, COVER_LEVEL};
use crate::app::net::guest::{Change, Guest};
use crate::app::net::hub::Heard;
use crate::core::{
    parse_save, rng, BotLevel, BotPlayer, Game, Hint, SaveError, Seat, Session, UndoRefusal,
    UndoTrack, ViewOf, Viewed,
};
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::rc::Rc;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum PlayerKind {
    Human,
    Bot(BotLevel),
    /// A person playing on their own phone, which joins this (the host's) table.
    Phone,
}

impl PlayerKind {
    /// The value of this kind in a seat's `<select>` ("human", or the level's name).
    pub fn value(&self) -> &'static str {
        match self {
            PlayerKind::Human => "human",
            PlayerKind::Bot(l) => l.name(),
            PlayerKind::Phone => "phone",
        }
    }

    /// Reads a seat's `<select>` value back; anything else is a medium computer.
    pub fn from_value(v: &str) -> PlayerKind {
        match v {
            "human" => PlayerKind::Human,
            "phone" => PlayerKind::Phone,
            _ => PlayerKind::Bot(BotLevel::offered(v).unwrap_or(BotLevel::Medium)),
        }
    }
}

/// Computer players' names by seat: the same in every game, and several at one table
/// are told apart.
pub const BOT_NAMES: [&str; 6] = ["Kaito", "Mei", "Haruto", "Yui", "Sota", "Rin"];

/// How a computer player is named at the table: "Mei (medium)".
pub fn bot_name(seat: Seat, level: BotLevel) -> String {
    format!("{} ({})", BOT_NAMES[seat % BOT_NAMES.len()], level.name())
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Player {
    pub name: String,
    pub kind: PlayerKind,
}

impl Player {
    /// The computer level playing, or `None` for a person.
    pub fn bot_level(&self) -> Option<BotLevel> {
        match self.kind {
            PlayerKind::Bot(level) => Some(level),
            PlayerKind::Human | PlayerKind::Phone => None,
        }
    }
}

/// The people and bots at a table, in seat order. Saved beside the log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableSetup {
    pub players: Vec<Player>,
    /// Hints shown in this game (the end screen counts them). Saves from before hints
    /// lack it: none.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub hints: u32,
    /// A guided game (the first-game coach): `Some(true)` while the coach is on,
    /// `Some(false)` once it ended or was skipped (the statistics leave such games out).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub coach: Option<bool>,
    /// With phone seats: the table's id and the phones' tokens.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub net: Option<NetSeats>,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl TableSetup {
    /// A new game's setup: these players, no hint shown yet, not a guided game.
    pub fn of(players: Vec<Player>) -> TableSetup {
        TableSetup {
            players,
            hints: 0,
            coach: None,
            net: None,
        }
    }

    pub fn is_human(&self, seat: Seat) -> bool {
        matches!(
            self.players.get(seat),
            Some(Player {
                kind: PlayerKind::Human,
                ..
            })
        )
    }

    pub fn humans(&self) -> Vec<Seat> {
        (0..self.players.len())
            .filter(|&s| self.is_human(s))
            .collect()
    }

    pub fn name(&self, seat: Seat) -> String {
        self.players
            .get(seat)
            .map(|p| p.name.clone())
            .unwrap_or_default()
    }

    pub fn bot_level(&self, seat: Seat) -> Option<BotLevel> {
        self.players.get(seat)?.bot_level()
    }

    /// For tests: these seats, named "P0", "P1", ...
    #[cfg(test)]
    pub fn numbered(kinds: &[PlayerKind]) -> TableSetup {
        let players = kinds.iter().enumerate();
        TableSetup {
            players: players
                .map(|(i, kind)| Player {
                    name: format!("P{i}"),
                    kind: kind.clone(),
                })
                .collect(),
            hints: 0,
            coach: None,
            net: None,
        }
    }

    /// Whether `seat` is the one person at the device: the table calls them "you" (with
    /// several people at one device, everyone goes by their name).
    pub fn is_you(&self, seat: Seat) -> bool {
        self.humans() == [seat]
    }

    /// How a sentence names a seat: "you" for the one person at the device, else the name.
    pub fn called(&self, seat: Seat) -> String {
        if self.is_you(seat) {
            "you".into()
        } else {
            self.name(seat)
        }
    }

    /// A seat and its verb, agreeing: "you keep" / "Mei (medium) keeps" (`verb` is the
    /// plain form; "es" after s, sh, ch, x, z, o; "have" becomes "has").
    pub fn does(&self, seat: Seat, verb: &str) -> String {
        let who = self.called(seat);
        if self.is_you(seat) {
            return format!("{who} {verb}");
        }
        let third = match verb {
            "have" => "has".to_string(),
            "are" | "be" => "is".to_string(),
            v if ["s", "sh", "ch", "x", "z", "o"]
                .iter()
                .any(|e| v.ends_with(e)) =>
            {
                format!("{v}es")
            }
            v => format!("{v}s"),
        };
        format!("{who} {third}")
    }

    /// The seats' names as a sentence lists them: "Aiko", "Aiko and Mei", "Aiko, Mei and Ren".
    pub fn names(&self, seats: &[Seat]) -> String {
        let names: Vec<String> = seats.iter().map(|&s| self.name(s)).collect();
        match names.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
            _ => names.concat(),
        }
    }
}

/// A sentence's first letter in capitals ("you win" -> "You win").
pub fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// The players for chosen seat kinds: the k-th person at the device gets
/// `person_name(k)`, a computer `bot_name(seat, level)`.
pub fn seat_players(
    kinds: &[PlayerKind],
    person_name: impl Fn(usize) -> String,
    bot_name: impl Fn(Seat, BotLevel) -> String,
) -> Vec<Player> {
    let mut people = 0;
    kinds
        .iter()
        .enumerate()
        .map(|(seat, kind)| Player {
            name: match kind {
                // A phone's person is named like one at the device.
                PlayerKind::Human | PlayerKind::Phone => {
                    people += 1;
                    person_name(people - 1)
                }
                PlayerKind::Bot(level) => bot_name(seat, *level),
            },
            kind: kind.clone(),
        })
        .collect()
}

/// A game's table setup as saved beside the log.
pub trait SavedTable: Clone + PartialEq + Serialize + serde::de::DeserializeOwned {
    /// How many seats the setup fills (must match the game).
    fn seats(&self) -> usize;
    /// The computer level playing `seat`, or `None` for a person.
    fn bot_level(&self, seat: Seat) -> Option<BotLevel>;
    /// Hints shown in this game, for the end screen.
    fn hints(&self) -> u32 {
        0
    }
    /// Counts one more hint shown; `reset` (a new game) counts from none.
    fn count_hint(&mut self, reset: bool) {
        let _ = reset;
    }
    /// Whether the game was played with a learner's hint on (Judge's switch): the
    /// statistics count such games apart.
    fn learner(&self) -> bool {
        false
    }
    /// How the table names `seat` (a shared result names the seat it is about).
    fn name(&self, seat: Seat) -> String {
        format!("Seat {}", seat + 1)
    }
    /// The first-game coach: `Some(true)` while it guides this game, `Some(false)` once it
    /// ended or was skipped, `None` for a game that was never guided.
    fn coach(&self) -> Option<bool> {
        None
    }
    /// Turns the coach on or off (`None`: a normal game, as after a rematch).
    fn set_coach(&mut self, coach: Option<bool>) {
        let _ = coach;
    }
    /// Whether `seat` is played on its own phone, which joins this table.
    fn is_phone(&self, seat: Seat) -> bool {
        let _ = seat;
        false
    }
    /// The phone seats' table id and tokens (a table with phone seats has them).
    fn net(&self) -> Option<&NetSeats> {
        None
    }
    fn set_net(&mut self, net: NetSeats) {
        let _ = net;
    }
    /// A guest phone's setup from the names its host told it: `seat` is its person ("you"),
    /// every other seat another phone's (named, never run here). `None`: no phones.
    fn for_guest(names: &[String], seat: Seat) -> Option<Self> {
        let _ = (names, seat);
        None
    }
    /// Whether a person alone against computers may take moves back (not in a race).
    const UNDO: bool = true;
    /// Whether seats may be phones (not in a race): a table that never has any leaves the
    /// views' messages (their code is big) out of the build.
    const PHONES: bool = true;
}

impl SavedTable for TableSetup {
    fn seats(&self) -> usize {
        self.players.len()
    }

    fn bot_level(&self, seat: Seat) -> Option<BotLevel> {
        TableSetup::bot_level(self, seat)
    }

    fn name(&self, seat: Seat) -> String {
        TableSetup::name(self, seat)
    }

    fn is_phone(&self, seat: Seat) -> bool {
        matches!(self.players.get(seat), Some(p) if p.kind == PlayerKind::Phone)
    }

    fn net(&self) -> Option<&NetSeats> {
        self.net.as_ref()
    }

    fn set_net(&mut self, net: NetSeats) {
        self.net = Some(net);
    }

    fn for_guest(names: &[String], seat: Seat) -> Option<Self> {
        let players = names.iter().enumerate().map(|(s, name)| Player {
            name: name.clone(),
            kind: if s == seat {
                PlayerKind::Human
            } else {
                PlayerKind::Phone
            },
        });
        Some(TableSetup::of(players.collect()))
    }

    fn hints(&self) -> u32 {
        self.hints
    }

    fn count_hint(&mut self, reset: bool) {
        self.hints = if reset { 0 } else { self.hints + 1 };
    }

    fn coach(&self) -> Option<bool> {
        self.coach
    }

    fn set_coach(&mut self, coach: Option<bool>) {
        self.coach = coach;
    }
}

/// Rebuilds a saved game from its text: the session replayed from its log, and its table
/// setup, which must fill the game's seats.
pub fn restore<G: Game, T: SavedTable>(json: &str) -> Result<(Session<G>, T), SaveError> {
    let save = parse_save::<G, T>(json)?;
    let seats = Session::<G>::new(save.config.clone(), save.seed)
        .state
        .seat_count();
    if save.table.seats() != seats {
        return Err(SaveError::Corrupt("the seats do not match the game".into()));
    }
    Ok((Session::from_save(&save)?, save.table))
}

/// What the player reads when a save cannot be resumed: why, in a player's words, never
/// the parser's ("expected value at line 1 column 1") nor the engine's.
pub fn broken_save_message(err: &SaveError) -> String {
    let why = match err {
        SaveError::Corrupt(_) => "This saved game could not be read",
        SaveError::Incompatible { .. } => "This saved game is from another version of the app",
        SaveError::WrongGame(_) => "This saved game belongs to another game",
        SaveError::Replay { .. } => "This saved game's moves no longer follow the rules",
    };
    format!("{why}, so it could not be resumed. A new game starts here instead.")
}

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

/// The last view made, with the session and seat it was made for: a table draws several
/// times between moves, and a view is made once per move and viewer.
type ViewCache<G> = RefCell<Option<(Rc<Session<G>>, Option<Seat>, Rc<ViewOf<G>>)>>;

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
                (a.moves, a.pending, a.lost, &a.guest.away)
                    == (b.moves, b.pending, b.lost, &b.guest.away)
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
        assert!(guest.view.is_some(), "a guest's table starts from a view");
        let remote = Remote {
            guest,
            moves: 1,
            pending: false,
            lost: false,
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

    /// The deal's seed (the frame's deal code); a guest is never told it.
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
            Source::Guest(r) => return r.guest.view.clone().expect("a guest's table has a view"),
        };
        let mut cache = self.views.borrow_mut();
        if let Some((cached, s, view)) = &*cache {
            if Rc::ptr_eq(cached, session) && *s == seat {
                return view.clone();
            }
        }
        let view = Rc::new(session.state.view(seat));
        *cache = Some((session.clone(), seat, view.clone()));
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
            self.notice = if sent { None } else { Some(NOT_YOURS.into()) };
            return sent;
        }
        match self.try_apply(seat, action) {
            Ok(()) => {
                self.notice = None;
                true
            }
            Err(e) => {
                self.notice = Some(format!("Not allowed: {e}."));
                false
            }
        }
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

    /// Each phone that has joined gets its seat's view, if it changed.
    fn tell_phones(&mut self) {
        if !S::PHONES {
            return;
        }
        let Some(seats) = self.host.as_ref().map(|h| h.hub.seats()) else {
            return;
        };
        for seat in seats {
            let view = self.view_of(Some(seat));
            if let Some(host) = &mut self.host {
                if let Some(text) = host.hub.view_for(seat, view) {
                    (host.wire)(seat, text);
                }
            }
        }
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

    /// The phone seats still to join: while there are any the host's table shows its
    /// lobby and nobody plays.
    pub fn lobby(&self) -> Vec<Seat> {
        self.host.as_ref().map(|h| h.waiting()).unwrap_or_default()
    }

    /// The phone seats that are away (on every device: the host tells its phones).
    pub fn away(&self) -> Vec<Seat> {
        match (&self.source, &self.host) {
            (Source::Guest(r), _) => r.guest.away.clone(),
            (_, Some(h)) => h.hub.away(),
            _ => Vec::new(),
        }
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

    /// The players' names, as the phones are told them.
    fn names(&self) -> Vec<String> {
        (0..self.setup.seats())
            .map(|s| self.setup.name(s))
            .collect()
    }

    /// A message heard from the phone at `seat` (on a guest: from the host) at `now` ms.
    fn heard(&mut self, seat: Seat, text: &str, now: f64) -> bool {
        if !S::PHONES {
            return false;
        }
        if let Source::Guest(r) = &mut self.source {
            return match r.guest.hear(text) {
                Ok(Change::View) => {
                    r.moves += 1;
                    r.pending = false;
                    self.notice = None;
                    true
                }
                Ok(Change::Refused) => {
                    r.pending = false;
                    self.notice = r.guest.notice.clone();
                    true
                }
                Ok(Change::Seats) => {
                    if let Some(setup) = S::for_guest(&r.guest.names, r.guest.seat) {
                        self.setup = setup;
                    }
                    true
                }
                // Kept: the guest's count of what it heard moved on.
                Ok(Change::Welcomed | Change::Alive) => true,
                // A garbled or forged message from the "host" changes nothing.
                Err(_) => false,
            };
        }
        let names = self.names();
        let Some(host) = &mut self.host else {
            return false;
        };
        let away = host.hub.away();
        let changed = match host.hub.hear(seat, text, now) {
            Heard::Joined { welcome } => {
                (host.wire)(seat, welcome);
                let mut net = self.setup.net().cloned().expect("a table with phones");
                net.tokens = host.hub.tokens();
                self.setup.set_net(net);
                true
            }
            Heard::Act { n, action } => {
                if host.covered.contains(&seat) {
                    let why = "A computer plays this seat until the host gives it back.";
                    if let Some(text) = host.hub.refused(seat, n, why.into()) {
                        (host.wire)(seat, text);
                    }
                    false
                } else {
                    // The engine checks every move from a phone; a refusal goes back to it.
                    match self.try_apply(seat, action) {
                        Ok(()) => true,
                        Err(e) => {
                            let host = self.host.as_mut().expect("still the host");
                            if let Some(text) =
                                host.hub.refused(seat, n, format!("Not allowed: {e}."))
                            {
                                (host.wire)(seat, text);
                            }
                            false
                        }
                    }
                }
            }
            Heard::Alive { reply } => {
                (host.wire)(seat, reply);
                false
            }
            Heard::Refused { reply, .. } => {
                if let Some(text) = reply {
                    (host.wire)(seat, text);
                }
                false
            }
        };
        let host = self.host.as_mut().expect("still the host");
        if changed || host.hub.away() != away {
            host.tell_seats(&names);
        }
        self.tell_phones();
        true
    }

    /// A phone's link opened or closed (on a guest: the link to the host).
    fn linked(&mut self, seat: Seat, open: bool) -> bool {
        if let Source::Guest(r) = &mut self.source {
            r.lost = !open;
            r.pending &= open;
            return true;
        }
        let names = self.names();
        let Some(host) = &mut self.host else {
            return false;
        };
        if open {
            // A fresh link: the phone says hello again and gets its view anew.
            host.hub.reconnecting(seat);
        } else {
            host.hub.dropped(seat);
            host.tell_seats(&names);
        }
        true
    }

    /// Time passes: the host calls silent phones away; a guest shows it is alive.
    fn tick(&mut self, now: f64) -> bool {
        if !S::PHONES {
            return false;
        }
        if let Source::Guest(r) = &mut self.source {
            let ping = r.guest.ping();
            (r.wire)(r.guest.seat, ping);
            // Kept: the guest's message count moved on.
            return true;
        }
        let names = self.names();
        let Some(host) = &mut self.host else {
            return false;
        };
        let gone = host.hub.check_alive(now);
        if !gone.is_empty() {
            host.tell_seats(&names);
        }
        !gone.is_empty()
    }

    /// The host gives a phone's seat to a computer (`true`) or takes it back.
    fn cover(&mut self, seat: Seat, on: bool) -> bool {
        let Some(host) = &mut self.host else {
            return false;
        };
        host.covered.retain(|&s| s != seat);
        if on && host.hub.is_phone(seat) {
            host.covered.push(seat);
        }
        true
    }
}

/// What a guest is told when its table offers a move its view does not.
const NOT_YOURS: &str = "That move is not yours to make now.";

impl<G: BotPlayer + Viewed, S: SavedTable> Table<G, S> {
    /// The bot of `seat` moves; `false` when the seat is a person's or the bot has nothing
    /// to do (or the table is a guest's: computers play on the host).
    pub fn bot_move(&mut self, seat: Seat) -> bool {
        let Some(level) = self.bot_level(seat).filter(|_| !self.is_guest()) else {
            return false;
        };
        match bot_action(self.held(), seat, level) {
            Some(action) => self.apply(seat, action),
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
                self.notice = Some("The host's phone deals the next game.".into());
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
                    self.notice = Some(format!("{why}."));
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
        format!(
            "\"{}\" is not a deal code: it has up to 8 letters A-F and digits, like 1A2B-3C4D.",
            text.trim()
        )
    })
}

#[cfg(test)]
#[path = "undo_tests.rs"]
mod undo_tests;

#[cfg(test)]
#[path = "model_tests.rs"]
mod model_tests;

#[cfg(test)]
#[path = "phones_tests.rs"]
mod phones_tests;
