//! A Bushido turn up to the strikes: both commit, the reveal and its flip abilities,
//! calls, the Choose symbol and the Exhaust window.

use super::super::cards::{def, Ability, Card, Symbol, STRIKE};
use super::{call_allows, DefeatCause, Doing, Event, InPlay, Phase, PocketError, PocketState};
use crate::core::Seat;

impl PocketState {
    pub(super) fn begin_round(&mut self) {
        self.phase = Phase::Commit;
        self.turn = 1;
        self.stalemates = 0;
        self.round_scored = [false; 2];
        self.events.push(Event::RoundBegins { round: self.round });
    }

    pub(super) fn commit(&mut self, seat: Seat, card: Card) -> Result<(), PocketError> {
        let p = &self.players[seat];
        if p.commit.is_some() {
            return Err(PocketError::AlreadyCommitted);
        }
        if !p.hand.contains(&card) {
            return Err(PocketError::NotInHand(card));
        }
        self.players[seat].commit = Some(card);
        self.events.push(Event::Committed { seat });
        if self.players.iter().all(|p| p.commit.is_some()) {
            self.reveal();
        }
        Ok(())
    }

    /// Both cards turn over; flip abilities (Defeats, Loses to) first, then the survivors
    /// enter play and Call abilities wait for their owners.
    fn reveal(&mut self) {
        let cards = [0, 1].map(|s| self.players[s].commit.take().unwrap_or(STRIKE));
        for s in 0..2 {
            self.players[s].take_from_hand(cards[s]);
            self.players[s].flipped = Some(cards[s]);
            self.players[s].striking = cards[s] == STRIKE;
            self.events.push(Event::Revealed {
                seat: s,
                card: cards[s],
            });
        }
        // Nothing interacts with a Strike!, so only two flipped cards can defeat each other.
        let mut defeated: [Option<(Card, Symbol, DefeatCause)>; 2] = [None; 2];
        if cards.iter().all(|&c| c != STRIKE) {
            for s in 0..2 {
                let (mine, theirs) = (def(cards[s]), def(cards[1 - s]));
                match mine.ability {
                    Ability::Defeats(sym) if theirs.has(sym) => {
                        defeated[1 - s].get_or_insert((cards[s], sym, DefeatCause::Defeats));
                    }
                    Ability::LosesTo(sym) if theirs.has(sym) => {
                        defeated[s].get_or_insert((cards[1 - s], sym, DefeatCause::LosesTo));
                    }
                    _ => {}
                }
            }
        }
        for s in 0..2 {
            let card = cards[s];
            if let Some((by, symbol, cause)) = defeated[s] {
                self.players[s].exhaust.push(card);
                self.events.push(Event::Defeated {
                    seat: s,
                    card,
                    by,
                    symbol,
                    cause,
                });
            } else if card != STRIKE {
                self.enter_play(s, card);
                if let Ability::Call(target) = def(card).ability {
                    if self.players[s].hand.iter().any(|&c| call_allows(target, c)) {
                        self.players[s].can_call = Some(card);
                    }
                }
            }
        }
        if self.players.iter().any(|p| p.can_call.is_some()) {
            self.phase = Phase::Call;
        } else {
            self.after_calls();
        }
    }

    fn enter_play(&mut self, seat: Seat, card: Card) {
        self.players[seat].play.push(InPlay::new(card));
        self.entered.push((seat, card));
        self.events.push(Event::EnteredPlay { seat, card });
    }

    pub(super) fn call(&mut self, seat: Seat, card: Option<Card>) -> Result<(), PocketError> {
        let p = &self.players[seat];
        let Some(by) = p.can_call else {
            return Err(PocketError::NoCall);
        };
        if p.call.is_some() {
            return Err(PocketError::AlreadyDecided);
        }
        if let Some(c) = card {
            if !p.hand.contains(&c) {
                return Err(PocketError::NotInHand(c));
            }
            let Ability::Call(target) = def(by).ability else {
                return Err(PocketError::NoCall);
            };
            if !call_allows(target, c) {
                return Err(PocketError::CannotCall { card: c, target });
            }
        }
        self.players[seat].call = Some(card);
        if self
            .players
            .iter()
            .all(|p| p.can_call.is_none() || p.call.is_some())
        {
            for s in 0..2 {
                let Some(by) = self.players[s].can_call else {
                    continue;
                };
                let called = self.players[s].call.flatten();
                self.events.push(Event::Called {
                    seat: s,
                    by,
                    card: called,
                });
                if let Some(c) = called {
                    self.players[s].take_from_hand(c);
                    if c == STRIKE {
                        self.players[s].striking = true;
                    } else {
                        self.enter_play(s, c);
                    }
                }
            }
            self.after_calls();
        }
        Ok(())
    }

    /// Choose happens after the flip and after calls; two Choose cards entering together
    /// cancel each other.
    fn after_calls(&mut self) {
        let chooses: Vec<(Seat, Card)> = self
            .entered
            .iter()
            .copied()
            .filter(|(_, c)| matches!(def(*c).ability, Ability::Choose(..)))
            .collect();
        if chooses.len() >= 2 {
            for &(s, c) in &chooses {
                if let Some(p) = self.players[s].play.iter_mut().find(|p| p.card == c) {
                    p.blank = true;
                }
            }
            self.events.push(Event::ChooseCancelled { cards: chooses });
        } else if let Some(&(s, _)) = chooses.first() {
            self.chooser = Some(s);
            self.phase = Phase::Choose;
            return;
        }
        self.after_choose();
    }

    pub(super) fn choose(&mut self, seat: Seat, symbol: Symbol) -> Result<(), PocketError> {
        let Some((s, card, a, b)) = self.choice() else {
            return Err(PocketError::NotChooser);
        };
        if s != seat {
            return Err(PocketError::NotChooser);
        }
        if symbol != a && symbol != b {
            return Err(PocketError::NotAnOption(symbol));
        }
        let count = match def(card).ability {
            Ability::Choose(_, _, n) => n,
            _ => 0,
        };
        if let Some(p) = self.players[seat].play.iter_mut().find(|p| p.card == card) {
            p.chosen = Some(symbol);
        }
        self.chooser = None;
        self.events.push(Event::Chose {
            seat,
            card,
            symbol,
            count,
        });
        self.after_choose();
        Ok(())
    }

    fn after_choose(&mut self) {
        if self.players.iter().any(|p| p.striking) {
            self.phase = Phase::Exhaust;
            for p in &mut self.players {
                p.passed = !p.can_exhaust();
            }
            if self.players.iter().all(|p| p.passed) {
                self.resolve_strikes();
            }
        } else {
            self.stalemates = 0;
            self.next_turn();
        }
    }

    pub(super) fn exhaust(&mut self, seat: Seat, card: Card) -> Result<(), PocketError> {
        let p = &self.players[seat];
        if p.passed {
            return Err(PocketError::AlreadyPassed);
        }
        let Some(i) = p.play.iter().position(|p| p.card == card) else {
            return Err(PocketError::NotInPlay(card));
        };
        let Ability::Exhaust(effect) = def(card).ability else {
            return Err(PocketError::NoExhaustAbility(card));
        };
        let p = &mut self.players[seat];
        p.play.remove(i);
        p.exhaust.push(card);
        p.boosts.push(effect);
        p.passed = !p.can_exhaust();
        self.events.push(Event::Exhausted { seat, card, effect });
        // The opponent may answer an exhaust with its own.
        let o = &mut self.players[1 - seat];
        o.passed = !o.can_exhaust();
        if self.players.iter().all(|p| p.passed) {
            self.resolve_strikes();
        }
        Ok(())
    }

    pub(super) fn pass(&mut self, seat: Seat) -> Result<(), PocketError> {
        match self.phase {
            Phase::Call => self.call(seat, None),
            Phase::Exhaust => {
                if self.players[seat].passed {
                    return Err(PocketError::AlreadyPassed);
                }
                self.players[seat].passed = true;
                self.events.push(Event::Passed { seat });
                if self.players.iter().all(|p| p.passed) {
                    self.resolve_strikes();
                }
                Ok(())
            }
            phase => Err(PocketError::WrongPhase {
                action: Doing::Passing,
                phase,
            }),
        }
    }
}
