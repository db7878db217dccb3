//! What one seat sees. Bots receive this, never the state.
//!
//! Built from the state's knowledge bits: a card appears here only where this seat has been
//! shown it (its own hand, the cards it put into its army, the cards shown to everybody).

use super::cards::{Card, Suit, DECK_SIZE};
use super::state::{
    Action, AppealKind, AppealWindow, BattleResult, Event, GameResult, HonorConfig, HonorState,
    Phase,
};
use crate::core::Seat;
use serde::{Deserialize, Serialize};

/// Where a card the seat knows about lies (other than its own hand and army).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Place {
    Discard,
    ExchangePile,
    Hand(Seat),
    /// An army slot or charge.
    Army(Seat),
}

/// What everybody can see of one seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub heads: i32,
    /// Always 0 with Negative heads.
    pub disgraces: u8,
    pub out: bool,
    pub is_king: bool,
    pub games_won: u32,
    pub hand_count: usize,
    /// Army slots (3 while a hand is played, 0 before the deal).
    pub army_count: usize,
    /// Swaps made this hand, and which slots were swapped.
    pub swaps: u8,
    pub swapped: Vec<bool>,
    pub exchange_done: bool,
    /// Charges: `Some(true)` charged, `Some(false)` did not, `None` not yet decided.
    pub charged: Option<bool>,
    /// The revealed army (slots, then the charge), from the reveal to the clean-up.
    pub revealed_army: Option<Vec<Card>>,
}

/// A seat's table, or a spectator's ([`HonorObservation::spectator`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HonorObservation {
    pub me: Seat,
    pub config: HonorConfig,
    pub phase: Phase,
    pub game_no: u32,
    pub hand_no: u32,
    pub dealer: Seat,
    pub king: Option<Seat>,
    pub illegal_suit: Option<Suit>,
    pub seats: Vec<SeatView>,
    pub my_hand: Vec<Card>,
    /// My army slots: `Some` where I put the card (or after the reveal), `None` unknown.
    pub my_army: Vec<Option<Card>>,
    /// My charge, once made.
    pub my_charge: Option<Card>,
    pub draw_count: usize,
    pub discard_count: usize,
    /// Cards in the discard pile I do not know that went there face down from the others'
    /// hands at a clean-up (so they are not K, Q or J); everybody saw how many.
    pub hidden_hand_discards: usize,
    pub exchange_pile_count: usize,
    /// Every other card whose place I know: shown discards, revealed armies, a Joker shown
    /// in a hand, my own cards in the discard or exchange pile.
    pub known_elsewhere: Vec<(Card, Place)>,
    pub appeal: Option<AppealWindow>,
    /// The hand card I named in an army appeal that is still open.
    pub my_appeal_card: Option<Card>,
    pub last_battle: Option<BattleResult>,
    /// Finished games of the match.
    pub results: Vec<GameResult>,
    pub to_act: Vec<Seat>,
    /// Everything I may do now (empty when it is not my turn).
    pub legal_actions: Vec<Action>,
    /// The events of the current game (all public); `first_event` is the index of the first
    /// of them in the match's whole log (`HonorState::events`).
    pub events: Vec<Event>,
    pub first_event: usize,
}

impl HonorObservation {
    /// What seat `me` sees of `state`.
    ///
    /// Panics if `me` is not at the table: a wrong seat number is the caller's mistake and
    /// must never show a real seat's cards.
    pub fn of(state: &HonorState, me: Seat) -> Self {
        let n = state.seats.len();
        assert!(me < n, "seat {me} is not at this table ({n} seats)");
        Self::seen(state, me, &|h| h.known_to(me))
    }

    /// A spectator's table: only what everybody knows (`me` is seat 0, with no cards and
    /// nothing to do; its cards everybody knows are listed in `known_elsewhere`).
    pub(crate) fn spectator(state: &HonorState) -> Self {
        let n = state.seats.len();
        let mut o = Self::seen(state, n, &|h| (0..n).all(|s| h.known_to(s)));
        o.me = 0;
        o
    }

    /// What `me` sees, where `knows` tells which cards it knows; `me` past the last seat is
    /// a spectator.
    /// (`dyn`: one copy of this for seats and spectators.)
    fn seen(state: &HonorState, me: Seat, knows: &dyn Fn(&super::state::Held) -> bool) -> Self {
        let spectator = me >= state.seats.len();
        let mut known_elsewhere = Vec::new();
        let mut note = |held: &[super::state::Held], place: Place| {
            for h in held {
                if knows(h) {
                    known_elsewhere.push((h.card, place));
                }
            }
        };
        note(&state.discard, Place::Discard);
        note(&state.exchange_pile, Place::ExchangePile);
        for (s, seat) in state.seats.iter().enumerate() {
            if s == me {
                continue;
            }
            note(&seat.hand, Place::Hand(s));
            note(&seat.army, Place::Army(s));
            if let Some(c) = seat.charge {
                note(&[c], Place::Army(s));
            }
        }
        let mine = state.seats.get(me);
        let my_appeal_card = state.appeal.as_ref().and_then(|w| {
            if w.kind != AppealKind::JokerInArmy {
                return None;
            }
            let k = w.appellants.iter().position(|&a| a == me)?;
            if k < w.judged {
                return None;
            }
            let index = *state.appeal_cards.get(k)?;
            mine?.hand.get(index).map(|h| h.card)
        });
        let first_event = state
            .events
            .iter()
            .rposition(|e| matches!(e, Event::GameBegins { .. }))
            .unwrap_or(0);
        HonorObservation {
            me,
            config: state.config.clone(),
            phase: state.phase,
            game_no: state.game_no,
            hand_no: state.hand_no,
            dealer: state.dealer,
            king: state.king,
            illegal_suit: state.illegal_suit,
            seats: state
                .seats
                .iter()
                .enumerate()
                .map(|(s, seat)| SeatView {
                    heads: seat.heads,
                    disgraces: seat.disgraces,
                    out: seat.out,
                    is_king: state.king == Some(s),
                    games_won: seat.games_won,
                    hand_count: seat.hand.len(),
                    army_count: seat.army.len(),
                    swaps: seat.swaps,
                    swapped: seat.swapped.to_vec(),
                    exchange_done: seat.exchange_done,
                    charged: seat.charged,
                    revealed_army: seat.army_revealed.then(|| seat.army_cards()),
                })
                .collect(),
            my_hand: mine.map_or(Vec::new(), |m| m.hand.iter().map(|h| h.card).collect()),
            my_army: mine.map_or(Vec::new(), |m| {
                m.army.iter().map(|h| knows(h).then_some(h.card)).collect()
            }),
            my_charge: mine.and_then(|m| m.charge).map(|h| h.card),
            draw_count: state.draw.len(),
            discard_count: state.discard.len(),
            hidden_hand_discards: state
                .discard
                .iter()
                .filter(|h| h.from_hand && !knows(h))
                .count(),
            exchange_pile_count: state.exchange_pile.len(),
            known_elsewhere,
            appeal: state.appeal.clone(),
            my_appeal_card,
            last_battle: state.last_battle.clone(),
            results: state.results.clone(),
            to_act: state.to_act(),
            legal_actions: if spectator {
                Vec::new()
            } else {
                state.legal_actions(me)
            },
            events: state.events[first_event..]
                .iter()
                .map(|e| e.seen_by((!spectator).then_some(me)))
                .collect(),
            first_event,
        }
    }

    pub fn seat_count(&self) -> usize {
        self.seats.len()
    }

    pub fn is_my_turn(&self) -> bool {
        !self.legal_actions.is_empty()
    }

    /// The winners of a match that is over (the seats with the most games won; nobody
    /// when no game had a winner), as `HonorState::match_winners` tells them.
    pub fn match_winners(&self) -> Vec<Seat> {
        let best = self.seats.iter().map(|s| s.games_won).max().unwrap_or(0);
        if self.phase != Phase::Over || best == 0 {
            return Vec::new();
        }
        (0..self.seats.len())
            .filter(|&s| self.seats[s].games_won == best)
            .collect()
    }

    /// Seats still in the game, in seat order.
    pub fn in_players(&self) -> Vec<Seat> {
        (0..self.seats.len())
            .filter(|&s| !self.seats[s].out)
            .collect()
    }

    /// Cards whose place I do not know, as a 54-bit set: not in my hand, not known in my
    /// army, not known elsewhere. My unknown army cards, the others' hidden cards and the
    /// draw pile are all among them.
    pub fn unseen_mask(&self) -> u64 {
        let mut known = 0u64;
        for c in self.my_hand.iter().chain(self.my_army.iter().flatten()) {
            known |= c.bit();
        }
        if let Some(c) = self.my_charge {
            known |= c.bit();
        }
        for (c, _) in &self.known_elsewhere {
            known |= c.bit();
        }
        let all = (1u64 << DECK_SIZE) - 1;
        all & !known
    }

    /// [`unseen_mask`](Self::unseen_mask) as a list, in card order.
    pub fn unseen(&self) -> Vec<Card> {
        let mask = self.unseen_mask();
        Card::all().filter(|c| mask & c.bit() != 0).collect()
    }
}

/// For undo: every card I know the place of, and every event that showed a card or
/// followed from one (all but the others' public decisions: exchanges, charges made face
/// down, appeals and answers, the King's suit).
impl crate::core::Sighted for HonorObservation {
    fn sighted(&self) -> Vec<crate::core::Sight> {
        use crate::core::Sight;
        let mut cards: Vec<Card> = self.my_hand.clone();
        cards.extend(self.my_army.iter().flatten());
        cards.extend(self.my_charge.iter().chain(&self.my_appeal_card));
        cards.extend(self.known_elsewhere.iter().map(|(c, _)| *c));
        for s in &self.seats {
            cards.extend(s.revealed_army.iter().flatten());
        }
        let shown = self
            .events
            .iter()
            .enumerate()
            .filter(|(_, e)| !e.is_decision());
        let first = self.first_event;
        let shown = shown.map(|(i, _)| Sight::Shown((first + i) as u64));
        cards
            .into_iter()
            .map(|c| Sight::Card(c.0 as u32))
            .chain(shown)
            .collect()
    }
}
