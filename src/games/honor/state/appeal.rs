//! Kings and Diplomacy: the illegal suit, appeal windows, the King's answers and draws,
//! and a Joker replaced in an army.

use super::{Action, DisgraceReason, Event, Held, HonorState, Phase, SeatState, EVERYONE};
use crate::core::Seat;
use crate::games::honor::cards::Suit;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AppealKind {
    /// Diplomacy (1): against the disgraces of the Joker `drawer` drew.
    JokerDisgrace { drawer: Seat },
    /// Diplomacy (2): about Jokers in revealed armies.
    JokerInArmy,
}

/// An open Diplomacy window. First every seat of `eligible` answers, in that order
/// (`Appeal` / `AppealWithCard` or `NoAppeal`); then the King answers: once for the whole
/// Joker (`JokerDisgrace`, if anybody appealed) or once per appellant in order
/// (`JokerInArmy`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AppealWindow {
    pub kind: AppealKind,
    pub king: Seat,
    pub eligible: Vec<Seat>,
    /// How many of `eligible` have answered.
    pub answered: usize,
    pub appellants: Vec<Seat>,
    /// How many appeals the King has answered.
    pub judged: usize,
}

impl AppealWindow {
    /// The seat that must answer now.
    pub fn next_to_act(&self) -> Seat {
        self.eligible
            .get(self.answered)
            .copied()
            .unwrap_or(self.king)
    }

    /// Whether the King is the one to answer now.
    pub fn king_to_answer(&self) -> bool {
        self.answered >= self.eligible.len()
    }

    /// The appellant whose appeal the King answers now (`JokerInArmy`).
    pub fn appellant_judged(&self) -> Option<Seat> {
        self.appellants.get(self.judged).copied()
    }
}

impl HonorState {
    /// `Action::DeclareIllegalSuit`: the King names the suit, then the first hand is dealt.
    pub(crate) fn declare_illegal_suit(&mut self, king: Seat, suit: Suit) {
        self.illegal_suit = Some(suit);
        self.events.push(Event::IllegalSuitDeclared { king, suit });
        self.start_hand();
    }

    /// Diplomacy: opens an appeal window for the seats of `candidates` (in that order) that
    /// `may_appeal` lets appeal, the King left out, and pauses in the window's phase.
    /// Returns whether it opened (not without Diplomacy, a King, or anybody eligible).
    pub(super) fn open_appeal(
        &mut self,
        kind: AppealKind,
        candidates: &[Seat],
        may_appeal: impl Fn(&SeatState) -> bool,
    ) -> bool {
        let (true, Some(king)) = (self.config.diplomacy, self.king) else {
            return false;
        };
        let eligible: Vec<Seat> = candidates
            .iter()
            .copied()
            .filter(|&s| s != king && may_appeal(&self.seats[s]))
            .collect();
        if eligible.is_empty() {
            return false;
        }
        self.appeal = Some(AppealWindow {
            kind,
            king,
            eligible,
            answered: 0,
            appellants: Vec::new(),
            judged: 0,
        });
        self.appeal_cards.clear();
        self.phase = match kind {
            AppealKind::JokerDisgrace { .. } => Phase::JokerAppeal,
            AppealKind::JokerInArmy => Phase::ArmyAppeal,
        };
        true
    }

    /// A Joker drawn by `drawer` would disgrace every other player still in. Opens the
    /// appeal window (Diplomacy) or deals the disgraces. Returns true if setup must stop
    /// (a window is open or the game ended).
    pub(super) fn joker_strikes(&mut self, drawer: Seat) -> bool {
        let targets = self.joker_targets(drawer);
        if self.open_appeal(AppealKind::JokerDisgrace { drawer }, &targets, |_| true) {
            return true;
        }
        self.disgrace_batch(&targets, DisgraceReason::JokerDrawnBy(drawer))
    }

    /// The King draws for an appeal: the card is shown and discarded. Whether it is a face
    /// card.
    fn king_draws(&mut self, king: Seat) -> bool {
        let card = self.draw_one();
        self.events.push(Event::KingDrew { king, card });
        if let Some(c) = card {
            self.discard.push(Held::new(c, EVERYONE));
        }
        card.is_some_and(|c| c.is_face())
    }

    /// An answer in the open window: a seat's appeal (or not), or the King's.
    pub(crate) fn answer_appeal(&mut self, seat: Seat, action: &Action) {
        let Some(mut window) = self.appeal.take() else {
            return;
        };
        if window.king_to_answer() {
            let respond = *action == Action::Respond;
            let appellant = match window.kind {
                AppealKind::JokerDisgrace { .. } => None,
                AppealKind::JokerInArmy => window.appellant_judged(),
            };
            self.events.push(Event::KingAnswered {
                king: seat,
                appellant,
                respond,
            });
            let face = respond && self.king_draws(seat);
            match window.kind {
                AppealKind::JokerDisgrace { drawer } => {
                    if face {
                        self.events.push(Event::JokerCancelled { drawer });
                        self.run_setup();
                    } else {
                        self.joker_disgraces(drawer);
                    }
                    return;
                }
                AppealKind::JokerInArmy => {
                    if let (true, Some(a)) = (face, appellant) {
                        self.replace_joker(a, self.appeal_cards[window.judged]);
                    }
                    window.judged += 1;
                }
            }
        } else {
            let appealed = *action != Action::NoAppeal;
            window.answered += 1;
            if appealed {
                window.appellants.push(seat);
                if let Action::AppealWithCard { hand_index } = action {
                    self.appeal_cards.push(*hand_index);
                }
            }
            self.events.push(Event::AppealAnswered { seat, appealed });
        }
        if window.king_to_answer() && window.judged >= window.appellants.len() {
            // Nobody appealed, or every appeal has been answered: the window closes.
            self.appeal_cards.clear();
            match window.kind {
                AppealKind::JokerDisgrace { drawer } => self.joker_disgraces(drawer),
                AppealKind::JokerInArmy => self.resolve_battle(),
            }
            return;
        }
        self.appeal = Some(window);
    }

    /// The players a Joker drawn by `drawer` disgraces: everybody else still in, from the
    /// drawer's left (the King included).
    fn joker_targets(&self, drawer: Seat) -> Vec<Seat> {
        self.in_from_left_of(drawer)
            .into_iter()
            .filter(|&s| s != drawer)
            .collect()
    }

    /// The Joker's disgraces are dealt; Setup/Discard goes on unless the game ended.
    fn joker_disgraces(&mut self, drawer: Seat) {
        let targets = self.joker_targets(drawer);
        if !self.disgrace_batch(&targets, DisgraceReason::JokerDrawnBy(drawer)) {
            self.run_setup();
        }
    }

    /// Diplomacy (2): the appellant's first Joker (slots, then charge) is replaced by hand
    /// card `index`; the Joker goes to the discard pile.
    fn replace_joker(&mut self, seat: Seat, index: usize) {
        let mut card = self.seats[seat].hand.remove(index);
        card.known = EVERYONE;
        let s = &mut self.seats[seat];
        let slot = s
            .army
            .iter_mut()
            .chain(s.charge.iter_mut())
            .find(|h| h.card.is_joker());
        if let Some(slot) = slot {
            let joker = std::mem::replace(slot, card);
            self.discard.push(Held::new(joker.card, EVERYONE));
            self.events.push(Event::JokerReplaced {
                seat,
                joker: joker.card,
                replacement: card.card,
            });
        } else {
            // Cannot happen (eligibility needs a Joker); keep the card where it was.
            self.seats[seat].hand.insert(index, card);
        }
    }
}
