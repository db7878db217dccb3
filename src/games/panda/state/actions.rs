//! Who acts now, what each seat may do, the checks `apply` makes before any change, and
//! `apply` itself: the rules as the `Game` trait serves them (`game.rs` only forwards).

use super::super::cards::{CardSet, DECK_SIZE};
use super::super::combo::{play_reading, readings, Combination, Kind};
use super::super::moves::{self, MoveCtx};
use super::{team, Action, Event, NotNow, PandaError, PandaState, Phase, SEATS};
use crate::core::Seat;

impl PandaState {
    /// The seats that must act now (several at once in the passing and in a window).
    pub(crate) fn seat_count(&self) -> usize {
        SEATS
    }

    pub(crate) fn is_over(&self) -> bool {
        self.phase() == Phase::Over
    }

    pub(crate) fn to_act(&self) -> Vec<Seat> {
        match self.phase {
            Phase::Passing => (0..SEATS).filter(|&s| self.gifts[s].is_none()).collect(),
            Phase::Play | Phase::GiveTrick => vec![self.turn],
            Phase::AmbushWindow => self.window_pending(),
            Phase::Over => Vec::new(),
        }
    }

    /// Everything `seat` may do now, Calling Panda included (allowed out of turn too). In
    /// the passing this lists every ordered choice of three cards (2,730).
    pub(crate) fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let mut v = Vec::new();
        if self.phase == Phase::Over || seat >= SEATS {
            return v;
        }
        if self.may_call(seat) {
            v.push(Action::CallPanda);
        }
        match self.phase {
            Phase::Passing if self.gifts[seat].is_none() => v.extend(gifts(self.hands[seat])),
            Phase::Play if seat == self.turn => {
                if self.table.is_some() {
                    v.push(Action::Pass);
                }
                v.extend(
                    self.legal_plays(seat)
                        .into_iter()
                        .map(|c| Action::Play(c.cards)),
                );
            }
            Phase::AmbushWindow if self.pending & (1 << seat) != 0 => {
                v.push(Action::NoAmbush);
                v.extend(
                    self.legal_plays(seat)
                        .into_iter()
                        .map(|c| Action::Play(c.cards)),
                );
            }
            Phase::GiveTrick if seat == self.turn => {
                v.extend([1, 3].map(|d| Action::GiveTrick((seat + d) % SEATS)));
            }
            _ => {}
        }
        v
    }

    /// Applies `seat`'s action, or refuses it and changes nothing.
    pub(crate) fn apply(&mut self, seat: Seat, action: &Action) -> Result<(), PandaError> {
        self.check(seat, action)?;
        match *action {
            Action::CallPanda => {
                self.called[seat] = true;
                self.log(Event::CalledPanda { seat });
            }
            Action::GiveCards {
                left,
                partner,
                right,
            } => self.give(seat, [left, partner, right]),
            Action::Play(cards) => {
                let combo = self.check_play(seat, cards)?;
                self.play(seat, combo);
            }
            Action::Pass => {
                self.passed |= 1 << seat;
                self.log(Event::Passed { seat });
                self.turn = self.next_active(seat);
                self.open_window();
            }
            Action::NoAmbush => {
                self.pending &= !(1 << seat);
                if self.pending == 0 {
                    self.close_window();
                }
            }
            Action::GiveTrick(to) => {
                let points = self.trick.points();
                self.won[to] = self.won[to].union(self.trick);
                self.log(Event::TrickGiven {
                    from: seat,
                    to,
                    points,
                });
                self.after_trick(seat);
            }
        }
        Ok(())
    }

    /// Whether `seat` may call Panda now.
    pub fn may_call(&self, seat: Seat) -> bool {
        self.phase != Phase::Over && !self.called[seat] && !self.has_played[seat]
    }

    /// What playing `cards` by `seat` now would be, or why it is not allowed: the table's
    /// check for a selection ("Full house, 9s" or "that does not beat Pair, 7s").
    pub fn check_play(&self, seat: Seat, cards: CardSet) -> Result<Combination, PandaError> {
        let acting = match self.phase {
            Phase::Play => seat == self.turn,
            Phase::AmbushWindow => self.pending & (1 << seat) != 0,
            _ => false,
        };
        check_cards(self.phase, acting, self.hands[seat], &self.ctx(), cards)
    }

    /// Every play `seat` may make now (own turn or ambush window), each distinct card set
    /// once. Passing is not included.
    pub fn legal_plays(&self, seat: Seat) -> Vec<Combination> {
        match self.phase {
            Phase::Play if seat == self.turn => moves::all_plays(self.hands[seat], &self.ctx()),
            Phase::AmbushWindow if self.pending & (1 << seat) != 0 => {
                let mut v = Vec::new();
                moves::ambushes_into(self.hands[seat], self.table.as_ref(), &mut v);
                v
            }
            _ => Vec::new(),
        }
    }

    /// Everything `apply` checks before its first change.
    fn check(&self, seat: Seat, action: &Action) -> Result<(), PandaError> {
        if self.phase == Phase::Over {
            return Err(PandaError::GameOver);
        }
        if seat >= SEATS {
            return Err(PandaError::NotYourTurn);
        }
        match *action {
            Action::CallPanda => {
                if self.called[seat] {
                    Err(PandaError::AlreadyCalled)
                } else if self.has_played[seat] {
                    Err(PandaError::CallAfterFirstCard)
                } else {
                    Ok(())
                }
            }
            Action::GiveCards {
                left,
                partner,
                right,
            } => {
                if self.phase != Phase::Passing {
                    return Err(PandaError::NotNow(NotNow::PassingOver));
                }
                if self.gifts[seat].is_some() {
                    return Err(PandaError::AlreadyGave);
                }
                if left == partner || left == right || partner == right {
                    return Err(PandaError::SameCardTwice);
                }
                for c in [left, partner, right] {
                    if c.0 as usize >= DECK_SIZE || !self.hands[seat].contains(c) {
                        return Err(PandaError::NotInHand(c));
                    }
                }
                Ok(())
            }
            Action::Play(cards) => self.check_play(seat, cards).map(|_| ()),
            Action::Pass => match self.phase {
                Phase::Play if seat == self.turn => {
                    if self.table.is_none() {
                        Err(PandaError::CannotPassLead)
                    } else {
                        Ok(())
                    }
                }
                Phase::Play | Phase::AmbushWindow => Err(PandaError::NotYourTurn),
                _ => Err(PandaError::NotNow(NotNow::NoTrickToPass)),
            },
            Action::NoAmbush => {
                if self.phase == Phase::AmbushWindow && self.pending & (1 << seat) != 0 {
                    Ok(())
                } else {
                    Err(PandaError::NotNow(NotNow::NoAmbushWindow))
                }
            }
            Action::GiveTrick(to) => {
                if self.phase != Phase::GiveTrick {
                    return Err(PandaError::NotNow(NotNow::NoTrickToGive));
                }
                if seat != self.turn {
                    return Err(PandaError::NotYourTurn);
                }
                if to >= SEATS || team(to) == team(seat) {
                    return Err(PandaError::NotAnOpponent(to));
                }
                Ok(())
            }
        }
    }
}

/// [`PandaState::check_play`] from what the seat sees (its observation checks a selection
/// with it too): the phase, whether the seat is asked to play (its turn, or its Ambush
/// window), its hand and the move context. One body for both (not inlined into each).
#[inline(never)]
pub(crate) fn check_cards(
    phase: Phase,
    acting: bool,
    hand: CardSet,
    ctx: &MoveCtx,
    cards: CardSet,
) -> Result<Combination, PandaError> {
    match phase {
        Phase::Over => return Err(PandaError::GameOver),
        Phase::Play | Phase::AmbushWindow if acting => {}
        Phase::Play | Phase::AmbushWindow => return Err(PandaError::NotYourTurn),
        Phase::Passing => return Err(PandaError::NotNow(NotNow::Passing)),
        Phase::GiveTrick => return Err(PandaError::NotNow(NotNow::GivingTrick)),
    }
    if cards.is_empty() {
        return Err(PandaError::NoCards);
    }
    if let Some(c) = cards.minus(hand).cards().next() {
        return Err(PandaError::NotInHand(c));
    }
    let r = readings(cards);
    let Some(first) = r.first() else {
        return Err(PandaError::NotACombination);
    };
    if phase == Phase::AmbushWindow && first.kind != Kind::Ambush {
        return Err(PandaError::OnlyAmbushNow);
    }
    if first.kind == Kind::Cat && ctx.table.is_some() {
        return Err(PandaError::CatOnlyAsLead);
    }
    let Some(combo) = play_reading(cards, ctx.table.as_ref()) else {
        let t = ctx.table.expect("an empty table takes any reading");
        if first.is_catfish_single() && t.kind == Kind::Single {
            return Err(PandaError::CatfishOnHigh);
        }
        return Err(PandaError::DoesNotBeat { table: t });
    };
    if ctx.first_lead && cards.0 & moves::ONES == 0 {
        return Err(PandaError::FirstLeadNeedsOne);
    }
    if combo.kind == Kind::Cat && ctx.first_lead {
        return Err(PandaError::FirstLeadNeedsOne);
    }
    if combo.kind == Kind::Kingdom && !ctx.all_four {
        return Err(PandaError::KingdomNeedsAllFour);
    }
    Ok(combo)
}

/// Every gift a hand may make in the passing: three of its cards, one to the left, one to the
/// partner, one to the right, in the order the engine lists them (a phone is sent this rule,
/// not the 2,730 gifts: [`PandaObservation::ruled`](super::super::PandaObservation::ruled)).
pub fn gifts(hand: CardSet) -> Vec<Action> {
    let h = hand.to_vec();
    let mut v = Vec::with_capacity(h.len().pow(3));
    for &a in &h {
        for &b in &h {
            for &c in &h {
                if a != b && a != c && b != c {
                    v.push(Action::GiveCards {
                        left: a,
                        partner: b,
                        right: c,
                    });
                }
            }
        }
    }
    v
}
