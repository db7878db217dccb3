//! What one side can see. Bots receive this, never the state.

use super::state::{ClashResult, Event, Phase, SatsumaState};
use super::{CardNo, Role, Side, VictoryLevel, DECK_SIZE};
use crate::core::Seat;
use serde::{Deserialize, Serialize};

/// A side's table, or a spectator's ([`SatsumaObservation::spectator`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SatsumaObservation {
    pub me: Side,
    pub phase: Phase,
    pub hand_no: u32,
    pub attacker: Side,
    pub casualties: [u8; 2],
    pub my_hand: Vec<CardNo>,
    /// My own discard pile: I know what I put there.
    pub my_discard: Vec<CardNo>,
    pub my_draw_count: usize,
    /// How many cards my discard pile holds (a spectator's `my_discard` keeps only those a
    /// clash showed).
    pub my_discard_count: usize,
    /// My discard count this hand, once made.
    pub my_discarded: Option<u8>,
    /// The opponent's discard count this hand, once made (which cards stays hidden).
    pub opponent_discarded: Option<u8>,
    pub opponent_hand_count: usize,
    pub opponent_draw_count: usize,
    pub opponent_discard_count: usize,
    /// Opponent cards seen in clashes that still lie in their discard pile.
    pub opponent_revealed_in_discard: Vec<CardNo>,
    pub last_clash: Option<ClashResult>,
    pub events: Vec<Event>,
}

impl SatsumaObservation {
    pub fn of(state: &SatsumaState, seat: Seat) -> Self {
        let me = Side::from_seat(seat).expect("seats 0 and 1 are the two sides");
        let mine = &state.armies[me.seat()];
        let theirs = &state.armies[me.other().seat()];
        SatsumaObservation {
            me,
            phase: state.phase,
            hand_no: state.hand_no,
            attacker: state.attacker,
            casualties: [state.armies[0].casualties, state.armies[1].casualties],
            my_hand: mine.hand.clone(),
            my_discard: mine.discard.clone(),
            my_draw_count: mine.draw.len(),
            my_discard_count: mine.discard.len(),
            my_discarded: mine.discarded,
            opponent_discarded: theirs.discarded,
            opponent_hand_count: theirs.hand.len(),
            opponent_draw_count: theirs.draw.len(),
            opponent_discard_count: theirs.discard.len(),
            opponent_revealed_in_discard: theirs.revealed_in_discard.clone(),
            last_clash: state.last_clash.clone(),
            events: state.events.clone(),
        }
    }

    /// A spectator's table: what is public (`me` is the Samurai, with no hand, and of their
    /// discard pile only the cards a clash showed).
    pub(crate) fn spectator(state: &SatsumaState) -> Self {
        let shown = &state.armies[0].revealed_in_discard;
        let mut o = Self::of(state, 0);
        o.my_hand.clear();
        o.my_discard.retain(|c| shown.contains(c));
        o
    }

    pub fn my_role(&self) -> Role {
        if self.attacker == self.me {
            Role::Attacker
        } else {
            Role::Defender
        }
    }

    /// `side`'s role this hand.
    pub fn role_of(&self, side: Side) -> Role {
        if self.attacker == side {
            Role::Attacker
        } else {
            Role::Defender
        }
    }

    pub fn casualties(&self, side: Side) -> u8 {
        self.casualties[side.seat()]
    }

    /// Whether `side` has made its discard this hand (the count is public, the cards not).
    pub fn has_discarded(&self, side: Side) -> bool {
        if side == self.me {
            self.my_discarded.is_some()
        } else {
            self.opponent_discarded.is_some()
        }
    }

    pub fn draw_count(&self, side: Side) -> usize {
        if side == self.me {
            self.my_draw_count
        } else {
            self.opponent_draw_count
        }
    }

    /// The size of `side`'s discard pile.
    pub fn discard_count(&self, side: Side) -> usize {
        if side == self.me {
            self.my_discard_count
        } else {
            self.opponent_discard_count
        }
    }

    /// The sides still to discard, in seat order (Logistics only).
    pub fn to_act(&self) -> Vec<Side> {
        let waiting = |&sd: &Side| self.phase == Phase::Logistics && !self.has_discarded(sd);
        Side::BOTH.into_iter().filter(waiting).collect()
    }

    /// The result once the game is over.
    pub fn victory(&self) -> Option<VictoryLevel> {
        (self.phase == Phase::Over)
            .then(|| VictoryLevel::from_imperial_casualties(self.casualties(Side::Imperials)))
    }

    /// My draw pile as a set (its order is unknown to me).
    pub fn my_draw_pile(&self) -> Vec<CardNo> {
        (0..DECK_SIZE as CardNo)
            .filter(|c| !self.my_hand.contains(c) && !self.my_discard.contains(c))
            .collect()
    }

    /// Opponent cards that may be in their hand now: all but those seen going to their discard.
    pub fn opponent_unseen(&self) -> Vec<CardNo> {
        (0..DECK_SIZE as CardNo)
            .filter(|c| !self.opponent_revealed_in_discard.contains(c))
            .collect()
    }
}

/// A card's face id, the same for every table: each side's deck numbered apart.
pub fn face_id(side: Side, no: CardNo) -> u32 {
    side.seat() as u32 * DECK_SIZE as u32 + no as u32
}

/// For undo: my hand and every clash shown. My discards are my own doing; what I draw and
/// what a clash shows are not. (A clash's cards are not `Card`s here: a card shown in a
/// clash may be reshuffled and drawn again unseen; the table's faces add them, see game.rs.)
impl crate::core::Sighted for SatsumaObservation {
    fn sighted(&self) -> Vec<crate::core::Sight> {
        use crate::core::Sight;
        let hand = self
            .my_hand
            .iter()
            .map(|&c| Sight::Card(face_id(self.me, c)));
        let clashes = self.events.iter().filter_map(|e| match e {
            Event::Clash(r) => Some(Sight::Shown(r.hand_no as u64)),
            _ => None,
        });
        hand.chain(clashes).collect()
    }
}

impl SatsumaObservation {
    /// The face ids a table drawn from this shows: my hand and the last clash's cards, both
    /// sides' (on the table at the clash and on the end screen). Plain loops: smaller wasm.
    pub fn faces(&self, out: &mut Vec<u32>) {
        for &c in &self.my_hand {
            out.push(face_id(self.me, c));
        }
        if let Some(r) = &self.last_clash {
            for sd in Side::BOTH {
                for &(no, _) in &r.tallies[sd.seat()].uses {
                    out.push(face_id(sd, no));
                }
            }
        }
    }
}
