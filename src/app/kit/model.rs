//! The table model every game shares, in plain Rust so that it is tested natively: who
//! sits where, the session with its refusal notice, hand-overs, bot turns and rematches.
//! A game's own model (`app/<game>/model.rs`) wraps a [`Table`] and adds its selections.

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
}

impl PlayerKind {
    /// The value of this kind in a seat's `<select>` ("human", or the level's name).
    pub fn value(&self) -> &'static str {
        match self {
            PlayerKind::Human => "human",
            PlayerKind::Bot(l) => l.name(),
        }
    }

    /// Reads a seat's `<select>` value back; anything else is a medium computer.
    pub fn from_value(v: &str) -> PlayerKind {
        match v {
            "human" => PlayerKind::Human,
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
            PlayerKind::Human => None,
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
                PlayerKind::Human => {
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
    /// Whether a person alone against computers may take moves back (not in a race).
    const UNDO: bool = true;
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

/// The hint for `seat` now, from its observation only (`hint` is the game's
/// `hint::hint`), with its cards named by `key(seat, card)` as the table draws them.
pub fn hint_for<G: Game, C>(
    session: &Session<G>,
    seat: Seat,
    hint: HintFn<G, C>,
    key: impl Fn(Seat, &C) -> String,
) -> Option<ShownHint> {
    if seat >= session.state.seat_count() {
        return None;
    }
    let h = hint(&session.state.observe(seat))?;
    Some(ShownHint {
        seat,
        moves: session.log.len(),
        text: h.reason,
        cards: h.cards.iter().map(|c| key(seat, c)).collect(),
    })
}

/// Where a table's hints come from: the game's `hint` with its cards' keys (see
/// [`Table::with_hints`]).
#[derive(Clone)]
pub struct Hinter<G: Game>(Rc<FindHint<G>>);

type FindHint<G> = dyn Fn(&Session<G>, Seat) -> Option<ShownHint>;

impl<G: Game> std::fmt::Debug for Hinter<G> {
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

/// A session at a table with its players, as every game's model holds it.
#[derive(Clone, Debug)]
pub struct Table<G: Viewed, S = TableSetup> {
    /// Compared by pointer: every applied action makes a new `Rc`.
    pub session: Rc<Session<G>>,
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
    views: ViewCache<G>,
}

impl<G: Viewed, S: PartialEq> PartialEq for Table<G, S> {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.session, &o.session)
            && self.setup == o.setup
            && self.shown_to == o.shown_to
            && self.notice == o.notice
            && self.hint == o.hint
    }
}

impl<G: Viewed, S: SavedTable> Table<G, S> {
    pub fn new(session: Rc<Session<G>>, setup: S) -> Self {
        let mut t = Table {
            session,
            setup,
            shown_to: None,
            notice: None,
            hint: None,
            hinter: None,
            undo: None,
            views: RefCell::new(None),
        };
        t.undo = t.undo_seat().map(|p| UndoTrack::replay(&t.session, p));
        t
    }

    /// The table offers hints: the game's `hint`, its cards named by `key(seat, card)` as
    /// the table draws them (their `data-motion`).
    pub fn with_hints<C: 'static>(
        mut self,
        hint: HintFn<G, C>,
        key: impl Fn(Seat, &C) -> String + 'static,
    ) -> Self
    where
        G: 'static,
    {
        let find = move |session: &Session<G>, seat| hint_for(session, seat, hint, &key);
        self.hinter = Some(Hinter(Rc::new(find)));
        self
    }

    /// The person undo is for: the only one, with computers in every other seat.
    fn undo_seat(&self) -> Option<Seat> {
        match self.people()[..] {
            [p] if S::UNDO && self.setup.seats() > 1 => Some(p),
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
            .session
            .replayed(point)
            .expect("a prefix of a replayed log replays");
        self.undo = self.undo_seat().map(|p| UndoTrack::replay(&session, p));
        self.session = Rc::new(session);
        self.shown_to = None;
        self.notice = None;
        self.hint = None;
        Ok(())
    }

    pub fn state(&self) -> &G {
        &self.session.state
    }

    /// The deal's seed (the frame's deal code).
    pub fn seed(&self) -> u64 {
        self.session.seed
    }

    /// Moves made so far (timers and hints key on it).
    pub fn moves(&self) -> usize {
        self.session.log.len()
    }

    /// Whose view the table draws by default: the one person at the device; with several,
    /// the one it was handed to (until the next hand-over); `None`, a spectator's, when
    /// only computers play or the device is between people.
    pub fn viewer(&self) -> Option<Seat> {
        match self.people()[..] {
            [] => None,
            [p] => Some(p),
            _ => self.shown_to,
        }
    }

    /// The view of `seat` (a spectator's for `None`) of the game as it is now: all a table
    /// may draw from.
    pub fn view_of(&self, seat: Option<Seat>) -> Rc<ViewOf<G>> {
        let mut cache = self.views.borrow_mut();
        if let Some((session, s, view)) = &*cache {
            if Rc::ptr_eq(session, &self.session) && *s == seat {
                return view.clone();
            }
        }
        let view = Rc::new(self.session.state.view(seat));
        *cache = Some((self.session.clone(), seat, view.clone()));
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
    pub fn apply(&mut self, seat: Seat, action: G::Action) -> bool {
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
        let mut session = (*self.session).clone();
        // `S::UNDO` first: a race's table (Judge) gets no tracking code at all.
        let mut undo = self.undo.clone().filter(|_| S::UNDO);
        if let Some(track) = &mut undo {
            track.before(&session.state, seat, session.log.len());
        }
        session.apply(seat, action)?;
        if let Some(track) = &mut undo {
            track.after(&session.state);
        }
        self.session = Rc::new(session);
        self.hint = self.hint_kept(seat);
        self.undo = undo;
        Ok(())
    }

    /// After `seat`'s move, the hint on show if it still holds: another seat moved (a
    /// computer answering in a window, say) and the hint for now is the same. Your own move
    /// always ends it.
    fn hint_kept(&mut self, seat: Seat) -> Option<ShownHint> {
        let old = self.hint.take().filter(|h| h.seat != seat)?;
        let now = (self.hinter.as_ref()?.0)(&self.session, old.seat)?;
        (now.text == old.text && now.cards == old.cards).then_some(now)
    }

    /// The hint on show for `seat`, if it was asked for in this very position.
    pub fn hint_for(&self, seat: Seat) -> Option<&ShownHint> {
        self.hint
            .as_ref()
            .filter(|h| h.seat == seat && h.moves == self.session.log.len())
    }

    /// Shows the hint for `seat` in the position as it is now; asked for again in the same
    /// position it is not counted twice.
    pub fn show_hint(&mut self, seat: Seat) -> bool {
        if self.hint_for(seat).is_some() {
            return false;
        }
        let Some(hint) = self
            .hinter
            .as_ref()
            .and_then(|h| (h.0)(&self.session, seat))
        else {
            return false;
        };
        // The coach's notes are not hints asked for.
        if self.setup.coach() != Some(true) {
            self.setup.count_hint(false);
        }
        self.hint = Some(hint);
        true
    }

    /// The seats played by people at this device.
    pub fn people(&self) -> Vec<Seat> {
        (0..self.setup.seats())
            .filter(|&s| self.setup.bot_level(s).is_none())
            .collect()
    }

    pub fn is_bot(&self, seat: Seat) -> bool {
        self.setup.bot_level(seat).is_some()
    }

    /// Whether `holder`'s hidden cards need a hand-over screen first: only when several
    /// people share the device and the device has not been handed to them yet.
    pub fn needs_hand_over(&self, holder: Option<Seat>) -> bool {
        self.people().len() > 1 && holder.is_some_and(|h| self.shown_to != Some(h))
    }

    /// A new game with the same players and options.
    pub fn rematch(&mut self, seed: u64) {
        self.session = Rc::new(Session::new(self.session.config.clone(), seed));
        self.shown_to = None;
        self.notice = None;
        self.hint = None;
        self.setup.count_hint(true);
        self.setup.set_coach(None);
        self.undo = self.undo_seat().map(UndoTrack::new);
    }
}

impl<G: BotPlayer + Viewed, S: SavedTable> Table<G, S> {
    /// The bot of `seat` moves; `false` when the seat is a person's or the bot has nothing
    /// to do.
    pub fn bot_move(&mut self, seat: Seat) -> bool {
        let Some(level) = self.setup.bot_level(seat) else {
            return false;
        };
        match bot_action(&self.session, seat, level) {
            Some(action) => self.apply(seat, action),
            None => false,
        }
    }

    /// The shared messages: a bot's turn, a hand-over done, a rematch, an undo.
    pub fn handle(&mut self, msg: KitMsg) -> bool {
        match msg {
            KitMsg::Bot(seat) => self.bot_move(seat),
            KitMsg::Reveal(seat) => {
                self.shown_to = Some(seat);
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
        }
    }
}

impl<G: crate::core::Standing, S: SavedTable> Table<G, S> {
    /// The end screen's one-line result to share, for the game called `title`.
    pub fn share_text(&self, title: &str) -> Option<String> {
        crate::app::stats::share::result_text(title, &self.session, &self.setup)
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
