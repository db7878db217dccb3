//! Undo against computers: a person's last choice taken back with everything after it, as
//! long as nothing hidden was shown to them since. What an observation shows is the game's
//! to say ([`Sighted`]); when undo is allowed and where it goes back to is said here, once,
//! from the log: an undo is a replay of a shorter log ([`Session::replayed`]).

use super::game::{Game, Seat};
use super::save::Session;
use std::fmt;

/// One thing a seat's observation shows of what was hidden at some time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Sight {
    /// A card face up (in a hand, on the table, in a public pile), by an identity it keeps
    /// for the whole game.
    Card(u32),
    /// Another seat's hidden choice shown (a clash, a flipped card, a trick's cards), by a
    /// key the game makes unique within the game (the event that told it, the cards played).
    Shown(u64),
}

/// What an observation shows: every card face up and every hidden choice of another seat
/// shown. Undo is allowed only while nothing outside what the seat saw at its move shows.
pub trait Sighted {
    /// In any order, repeats allowed.
    fn sighted(&self) -> Vec<Sight>;

    /// Whether the seat's move now is one the table makes for a person (Panda's "no Ambush"
    /// when none is held): not a choice for undo to take back, though others are on offer.
    fn routine(&self) -> bool {
        false
    }
}

/// Why the last move cannot be taken back, in the player's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UndoRefusal {
    /// No move of the person's to take back (a forced move is not a choice).
    Nothing,
    /// Something hidden was shown since: a card drawn, a clash, a trick's cards.
    Revealed,
    Over,
    /// Undo is for one person against computers.
    NotAlone,
    /// A real-time game.
    Race,
}

impl fmt::Display for UndoRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            UndoRefusal::Nothing => {
                crate::ts!("Nothing to take back yet", "まだ取り消せる手はありません")
            }
            UndoRefusal::Revealed => crate::ts!(
                "A card was revealed since your move",
                "あなたの手のあとでカードが公開されました"
            ),
            UndoRefusal::Over => crate::ts!("The game is over", "ゲームは終わりました"),
            UndoRefusal::NotAlone => crate::ts!(
                "Undo is only for one person playing computers",
                "元に戻すのは、1人でコンピューターと対戦するときだけです"
            ),
            UndoRefusal::Race => {
                crate::ts!("A race cannot be taken back", "早さの勝負は取り消せません")
            }
        })
    }
}

/// Where undo would take one seat back to, kept up to date action by action (or rebuilt
/// from a log): the seat's last choice and whether anything new was shown to it since.
#[derive(Clone, Debug, PartialEq)]
pub struct UndoTrack {
    pub seat: Seat,
    /// The log index of the seat's last choice: a move made with another on offer (forced
    /// and routine moves, "Next hand" and the like, are not taken back on their own).
    point: Option<usize>,
    /// What the seat's observation showed just before that move (sorted, no repeats).
    seen: Vec<Sight>,
    /// Whether anything outside `seen` has been shown since.
    revealed: bool,
}

impl UndoTrack {
    pub fn new(seat: Seat) -> Self {
        UndoTrack {
            seat,
            point: None,
            seen: Vec::new(),
            revealed: false,
        }
    }

    /// The track of `seat` over a whole session, from its log: its last choice found first
    /// (only its own moves need a look), then the moves since replayed from there.
    pub fn replay<G: Game>(session: &Session<G>, seat: Seat) -> Self {
        // Through `Session::apply`, as the table applies moves: the rules are linked once.
        let mut track = UndoTrack::new(seat);
        let mut replay = Session::<G>::new(session.config.clone(), session.seed);
        let mut point = None;
        for (index, (actor, action)) in session.log.iter().enumerate() {
            if *actor == seat && is_choice(&replay.state, seat) {
                point = Some(index);
            }
            replay
                .apply(*actor, action.clone())
                .expect("a session's log replays");
        }
        let Some(point) = point else {
            return track;
        };
        let mut replay = session.replayed(point).expect("a session's log replays");
        track.before(&replay.state, seat, point);
        for (actor, action) in &session.log[point..] {
            replay
                .apply(*actor, action.clone())
                .expect("a session's log replays");
            track.after(&replay.state);
        }
        track
    }

    /// Before `actor` makes the move at log `index` from `state`: a choice of this seat's
    /// becomes the point to go back to.
    pub fn before<G: Game>(&mut self, state: &G, actor: Seat, index: usize) {
        if actor == self.seat && is_choice(state, actor) {
            self.point = Some(index);
            self.seen = sights(state, actor);
            self.revealed = false;
        }
    }

    /// After a move, `state` is what the seat sees now.
    pub fn after<G: Game>(&mut self, state: &G) {
        if self.point.is_some() && !self.revealed {
            let now = sights(state, self.seat);
            self.revealed = now.iter().any(|s| self.seen.binary_search(s).is_err());
        }
    }

    /// The log index to go back to (the seat's last choice), or why not.
    pub fn point(&self) -> Result<usize, UndoRefusal> {
        match self.point {
            None => Err(UndoRefusal::Nothing),
            Some(_) if self.revealed => Err(UndoRefusal::Revealed),
            Some(p) => Ok(p),
        }
    }
}

/// What `seat` sees in `state`, sorted, without repeats. Not inlined: one copy per game (the
/// observation is large), shared by the table and the replay.
#[inline(never)]
fn sights<G: Game>(state: &G, seat: Seat) -> Vec<Sight> {
    let mut v = state.observe(seat).sighted();
    v.sort_unstable();
    v.dedup();
    v
}

/// Whether `seat`'s move now is a choice: another is on offer, and the table does not make
/// it for a person.
#[inline(never)]
fn is_choice<G: Game>(state: &G, seat: Seat) -> bool {
    state.legal_actions(seat).len() > 1 && !state.observe(seat).routine()
}
