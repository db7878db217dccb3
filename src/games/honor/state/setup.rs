//! A hand from the deal through Setup/Discard, the clean-up after the battle, and the next
//! hand or game.

use super::{bit, DisgraceReason, Event, Held, HonorState, Phase, SetupCursor, EVERYONE};
use crate::games::honor::cards::Card;
use crate::games::honor::{ARMY_SIZE, HAND_SIZE};
use rand::seq::SliceRandom;

impl HonorState {
    /// Deals and runs Setup/Discard (the dealer is already set).
    pub(crate) fn start_hand(&mut self) {
        // Until Setup/Discard opens a window, ends the game or hands over to the exchange.
        self.phase = Phase::Exchange;
        self.hand_no += 1;
        for s in &mut self.seats {
            s.swaps = 0;
            s.swapped = [false; ARMY_SIZE];
            s.exchange_done = false;
            s.charged = None;
            s.army_revealed = false;
        }
        self.events.push(Event::HandBegins {
            game_no: self.game_no,
            hand_no: self.hand_no,
            dealer: self.dealer,
        });
        let order = self.in_from_left_of(self.dealer);
        for _ in 0..ARMY_SIZE {
            for &s in &order {
                if let Some(card) = self.draw_one() {
                    self.seats[s].army.push(Held::hidden(card));
                }
            }
        }
        for _ in 0..HAND_SIZE {
            for &s in &order {
                if let Some(card) = self.draw_one() {
                    self.seats[s].hand.push(Held::new(card, bit(s)));
                }
            }
        }
        self.setup = SetupCursor { order, pos: 0 };
        self.run_setup();
    }

    /// Setup/Discard, player by player, until it needs an appeal decision, ends the game
    /// or is done (then the exchange begins).
    pub(super) fn run_setup(&mut self) {
        while !self.game_ended() {
            let Some(&seat) = self.setup.order.get(self.setup.pos) else {
                self.begin_exchange();
                return;
            };
            if self.seats[seat].out {
                self.setup.pos += 1;
                continue;
            }
            // Each Joker that arrived in the hand is shown and disgraces the others.
            let unannounced = self.seats[seat]
                .hand
                .iter()
                .position(|h| h.card.is_joker() && h.known != EVERYONE);
            if let Some(i) = unannounced {
                self.seats[seat].hand[i].known = EVERYONE;
                self.events.push(Event::JokerDrawn { seat });
                if self.joker_strikes(seat) {
                    return;
                }
                continue;
            }
            if self.seats[seat].hand.iter().any(|h| h.card.is_face()) {
                let hand: Vec<Held> = std::mem::take(&mut self.seats[seat].hand);
                let cards: Vec<Card> = hand.iter().map(|h| h.card).collect();
                self.discard
                    .extend(hand.into_iter().map(|h| Held::new(h.card, EVERYONE)));
                self.events.push(Event::HandDiscarded { seat, cards });
                let out = self.disgrace(seat, DisgraceReason::FaceCardInHand);
                if out {
                    if self.check_standing(&[seat]) {
                        return;
                    }
                    self.setup.pos += 1;
                    continue;
                }
                let mut drawn = 0;
                for _ in 0..HAND_SIZE {
                    if let Some(card) = self.draw_one() {
                        self.seats[seat].hand.push(Held::new(card, bit(seat)));
                        drawn += 1;
                    }
                }
                self.events.push(Event::Redrew { seat, cards: drawn });
                continue;
            }
            self.setup.pos += 1;
        }
    }

    /// Clean-up, then the next hand dealt by the next player still in on the left.
    pub(crate) fn next_hand(&mut self) {
        self.clean_up();
        self.dealer = self
            .in_from_left_of(self.dealer)
            .first()
            .copied()
            .unwrap_or(self.dealer);
        self.start_hand();
    }

    /// Face cards and Jokers of the revealed armies go back into the draw pile; everything
    /// else (hands, armies, the exchange pile) to the discard pile; the draw pile is shuffled.
    pub(crate) fn clean_up(&mut self) {
        let n = self.n();
        for s in 0..n {
            let seat = &mut self.seats[s];
            let revealed = seat.army_revealed;
            let army: Vec<Held> = seat.army.drain(..).chain(seat.charge.take()).collect();
            let hand: Vec<Held> = seat.hand.drain(..).collect();
            for h in army {
                if revealed && (h.card.is_face() || h.card.is_joker()) {
                    self.draw.push(Held::hidden(h.card));
                } else {
                    self.discard.push(h);
                }
            }
            self.discard.extend(hand.into_iter().map(|h| Held {
                from_hand: true,
                ..h
            }));
        }
        self.discard.append(&mut self.exchange_pile);
        self.draw.shuffle(&mut self.rng);
    }

    /// The next game of a Kings match: all cards gathered and shuffled, counts reset,
    /// the last winner (if any) King.
    pub(crate) fn next_game(&mut self) {
        let mut cards: Vec<Held> = Card::all().map(Held::hidden).collect();
        cards.shuffle(&mut self.rng);
        self.draw = cards;
        self.discard.clear();
        self.exchange_pile.clear();
        for s in &mut self.seats {
            s.hand.clear();
            s.army.clear();
            s.charge = None;
            s.heads = 0;
            s.disgraces = 0;
            s.out = false;
        }
        self.king = self.results.last().and_then(|r| r.winner);
        self.illegal_suit = None;
        self.last_battle = None;
        self.game_no += 1;
        self.hand_no = 0;
        self.dealer = (self.dealer + 1) % self.n();
        self.events.push(Event::GameBegins {
            game_no: self.game_no,
            king: self.king,
        });
        if self.king.is_some() {
            self.phase = Phase::DeclareSuit;
        } else {
            self.start_hand();
        }
    }
}
