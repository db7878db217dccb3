//! The exchange (all seats at once) and the charges (one seat at a time).

use super::{bit, Event, Held, HonorState, Phase};
use crate::core::Seat;

impl HonorState {
    pub(super) fn begin_exchange(&mut self) {
        self.phase = Phase::Exchange;
        for s in &mut self.seats {
            s.exchange_done = s.out;
        }
    }

    /// `Action::Exchange`: hand card `hand_index` into army slot `slot`; the card there goes
    /// to the exchange pile.
    pub(crate) fn exchange(&mut self, seat: Seat, hand_index: usize, slot: usize) {
        let card = self.take_from_hand(seat, hand_index);
        let old = std::mem::replace(&mut self.seats[seat].army[slot], card);
        let card = Some(card.card);
        self.exchange_pile.push(old);
        self.seats[seat].swaps += 1;
        self.seats[seat].swapped[slot] = true;
        self.events.push(Event::Exchanged { seat, slot, card });
    }

    /// `Action::EndExchange`: the exchange ends when every seat still in has ended it.
    pub(crate) fn end_exchange(&mut self, seat: Seat) {
        let s = &mut self.seats[seat];
        s.exchange_done = true;
        let swaps = s.swaps;
        self.events.push(Event::ExchangeEnded { seat, swaps });
        if self.seats.iter().all(|s| s.out || s.exchange_done) {
            self.after_exchange();
        }
    }

    fn after_exchange(&mut self) {
        if self.config.charges {
            self.charge_order = self.in_from_left_of(self.dealer);
            self.charge_pos = 0;
            self.phase = Phase::Charge;
            self.next_charger();
        } else {
            self.reveal();
        }
    }

    /// `Action::Charge`: hand card `hand_index` face down beside the army.
    pub(crate) fn charge(&mut self, seat: Seat, hand_index: usize) {
        let card = self.take_from_hand(seat, hand_index);
        self.seats[seat].charge = Some(card);
        self.seats[seat].charged = Some(true);
        self.events.push(Event::Charged { seat });
        self.charge_pos += 1;
        self.next_charger();
    }

    /// `Action::NoCharge`.
    pub(crate) fn no_charge(&mut self, seat: Seat) {
        self.seats[seat].charged = Some(false);
        self.events.push(Event::NoCharge { seat });
        self.charge_pos += 1;
        self.next_charger();
    }

    /// Skips seats with nothing to charge; reveals when everybody has decided.
    fn next_charger(&mut self) {
        while let Some(&s) = self.charge_order.get(self.charge_pos) {
            if !self.seats[s].hand.is_empty() {
                return;
            }
            self.seats[s].charged = Some(false);
            self.charge_pos += 1;
        }
        self.reveal();
    }

    /// Takes hand card `index` out of `seat`'s hand into a place only the seat knows; the
    /// others no longer know where any of its hand cards are.
    fn take_from_hand(&mut self, seat: Seat, index: usize) -> Held {
        let hand = &mut self.seats[seat].hand;
        let mut card = hand.remove(index);
        card.known = bit(seat);
        for h in hand.iter_mut() {
            h.known &= bit(seat);
        }
        card
    }
}
