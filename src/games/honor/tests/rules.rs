//! One test per ruling (rulings.md, "Honor of the Samurai") and per sentence of the seed that
//! decides an outcome, named after it. Variants are in `variants.rs`.

use super::{
    army, c, config, cs, deal_order, end_exchanges, exchange, kings, kings_game, new_events,
    redeal, set_counts, stacked, swap_whole_hand, PLAIN_ARMIES, PLAIN_HANDS,
};
use crate::core::Game;
use crate::games::honor::state::EVERYONE;
use crate::games::honor::{
    Action, Card, ConfigError, DisgraceReason, Event, GameEnd, HonorConfig, HonorError, HonorState,
    Phase, Place, Rank, Suit, ARMY_SIZE, DECK_SIZE, HAND_SIZE,
};

fn disgraces_events(events: &[Event]) -> Vec<(usize, DisgraceReason)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Disgraced { seat, reason, .. } => Some((*seat, *reason)),
            _ => None,
        })
        .collect()
}

// ---------------------------------------------------------------- players and deck

#[test]
fn two_to_six_players() {
    for seats in 0..10 {
        let config = config(seats);
        let ok = (2..=6).contains(&seats);
        assert_eq!(
            config.validate().is_ok(),
            ok,
            "{seats} seats: {:?}",
            config.validate()
        );
        if !ok {
            assert_eq!(config.validate(), Err(ConfigError::SeatCount(seats)));
            assert!(HonorState::try_new(&config, 1).is_err());
        } else {
            let state = HonorState::try_new(&config, 1).unwrap();
            assert_eq!(state.seat_count(), seats);
        }
    }
    // `new` plays the nearest valid table.
    assert_eq!(HonorState::new(&config(9), 1).seat_count(), 6);
    assert_eq!(HonorState::new(&config(1), 1).seat_count(), 2);
}

#[test]
fn deck_has_52_cards_and_2_jokers() {
    let all: Vec<Card> = Card::all().collect();
    assert_eq!(all.len(), DECK_SIZE);
    assert_eq!(all.iter().filter(|c| c.is_joker()).count(), 2);
    for suit in Suit::ALL {
        let of_suit: Vec<Rank> = all
            .iter()
            .filter(|c| c.is_suit(suit))
            .map(|c| c.rank().unwrap())
            .collect();
        assert_eq!(of_suit, Rank::ALL.to_vec());
    }
    for seed in 0..5 {
        let state = HonorState::new(&config(4), seed);
        assert!(state.card_counts_consistent());
    }
}

#[test]
fn card_values_ace_13_king_12_queen_and_jack_11_numbers_face_value_jokers_none() {
    for suit in Suit::ALL {
        assert_eq!(Card::new(Rank::Ace, suit).value(), 13);
        assert_eq!(Card::new(Rank::King, suit).value(), 12);
        assert_eq!(Card::new(Rank::Queen, suit).value(), 11);
        assert_eq!(Card::new(Rank::Jack, suit).value(), 11);
        for (i, rank) in Rank::ALL[..9].iter().enumerate() {
            assert_eq!(Card::new(*rank, suit).value(), i as u32 + 2);
        }
    }
    for j in Card::JOKERS {
        assert!(j.is_joker());
        assert_eq!(j.rank(), None);
        assert_eq!(j.suit(), None);
        assert_eq!(j.value(), 0);
        assert!(!j.is_face());
    }
    // Face cards are K, Q, J only.
    let faces: Vec<Card> = Card::all().filter(|c| c.is_face()).collect();
    assert_eq!(faces.len(), 12);
    assert!(!c("AS").is_face());
    assert_eq!(c("10H").value(), 10);
    assert_eq!(c("QD").short(), "Q♦");
    assert_eq!(c("QD").name(), "Queen of Diamonds");
}

// ---------------------------------------------------------------- the deal

#[test]
fn a_hand_deals_3_army_cards_face_down_and_3_hand_cards_to_each_player() {
    for seats in 2..=6 {
        for seed in 0..30 {
            let state = HonorState::new(&config(seats), seed);
            if state.phase() != Phase::Exchange {
                continue; // Setup/Discard already ended the game
            }
            for s in state.in_players() {
                assert_eq!(state.seats[s].army.len(), ARMY_SIZE);
                assert!(state.hand_count(s) <= HAND_SIZE);
                let obs = state.observe(s);
                // Face down: nobody, the owner included, knows an army card.
                assert_eq!(obs.my_army, vec![None; ARMY_SIZE]);
                for t in 0..seats {
                    assert!(state.seats[s].army.iter().all(|h| !h.known_to(t)));
                }
                assert_eq!(obs.my_hand, state.hand(s));
            }
        }
    }
    // The stacked deal gives exactly these cards.
    let state = stacked(&config(2), &PLAIN_ARMIES[..2], &PLAIN_HANDS[..2], &[]);
    for s in 0..2 {
        assert_eq!(army(&state, s), cs(&PLAIN_ARMIES[s]));
        assert_eq!(state.hand(s), cs(&PLAIN_HANDS[s]));
    }
    assert_eq!(state.draw_count(), DECK_SIZE - 12);
    assert_eq!(state.phase(), Phase::Exchange);
}

// ---------------------------------------------------------------- Setup/Discard

#[test]
fn setup_goes_player_by_player_in_seat_order_from_the_dealers_left() {
    let hands = [["KS", "2C", "3C"], ["QS", "4C", "5C"], ["JS", "2D", "3D"]];
    let then = ["4D", "5D", "2H", "3H", "4H", "5H", "2S", "3S", "4S"];
    let state = stacked(&config(3), &PLAIN_ARMIES[..3], &hands, &then);
    assert_eq!(state.dealer(), 2, "the first dealer is the last seat");
    assert_eq!(discard_order(state.events()), vec![0, 1, 2]);
    // Each redraw takes the next cards, in that order.
    assert_eq!(state.hand(0), cs(&then[0..3]));
    assert_eq!(state.hand(1), cs(&then[3..6]));
    assert_eq!(state.hand(2), cs(&then[6..9]));

    // Dealer 0: seat 1 first, then 2, then 0.
    let mut state = state;
    let since = state.events().len();
    redeal(&mut state, 0, &PLAIN_ARMIES[..3], &hands, &then);
    assert_eq!(discard_order(&new_events(&state, since)), vec![1, 2, 0]);
}

/// The seats whose hands were discarded (face cards), in the order of the events.
fn discard_order(events: &[Event]) -> Vec<usize> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::HandDiscarded { seat, .. } => Some(*seat),
            _ => None,
        })
        .collect()
}

#[test]
fn a_hand_holding_a_king_queen_or_jack_earns_one_disgrace_and_is_discarded_and_redrawn() {
    for face in ["KS", "QH", "JD"] {
        let hands = [[face, "2C", "3C"], PLAIN_HANDS[1]];
        let state = stacked(&config(2), &PLAIN_ARMIES[..2], &hands, &["5C", "5D", "5H"]);
        assert_eq!(state.disgraces(0), 1, "{face}");
        assert_eq!(state.disgraces(1), 0);
        assert_eq!(state.hand(0), cs(&["5C", "5D", "5H"]));
        let discarded = cs(&[face, "2C", "3C"]);
        assert_eq!(
            &state.events()[2..5],
            &[
                Event::HandDiscarded {
                    seat: 0,
                    cards: discarded.clone()
                },
                Event::Disgraced {
                    seat: 0,
                    reason: DisgraceReason::FaceCardInHand,
                    disgraces: 1,
                    heads: 0
                },
                Event::Redrew { seat: 0, cards: 3 },
            ]
        );
        // Discarded face up: in the discard pile, known to everybody.
        for card in &discarded {
            assert!(state
                .discard
                .iter()
                .any(|h| h.card == *card && h.known == EVERYONE));
            assert!(state
                .observe(1)
                .known_elsewhere
                .contains(&(*card, Place::Discard)));
        }
        // The redrawn hand is seen by its owner only.
        assert!(state
            .observe(1)
            .known_elsewhere
            .iter()
            .all(|(_, p)| *p == Place::Discard));
    }
}

#[test]
fn redrawing_repeats_until_the_hand_holds_no_face_card() {
    let hands = [["KS", "2C", "3C"], PLAIN_HANDS[1]];
    let then = ["QC", "4C", "5C", "2H", "3H", "4H"];
    let state = stacked(&config(2), &PLAIN_ARMIES[..2], &hands, &then);
    assert_eq!(state.disgraces(0), 2);
    assert_eq!(state.hand(0), cs(&["2H", "3H", "4H"]));
    assert_eq!(
        disgraces_events(state.events()),
        vec![(0, DisgraceReason::FaceCardInHand); 2]
    );
    assert_eq!(state.phase(), Phase::Exchange);
}

#[test]
fn every_joker_arriving_in_a_hand_disgraces_every_other_player_still_in_first_deal() {
    let mut hands = PLAIN_HANDS[..4].to_vec();
    hands[1] = ["X1", "2C", "3C"];
    hands[0] = ["2D", "3D", "4D"];
    hands[2] = ["4C", "5C", "6C"];
    let state = stacked(&config(4), &PLAIN_ARMIES[..4], &hands, &[]);
    assert_eq!(
        disgraces_events(state.events()),
        vec![
            (2, DisgraceReason::JokerDrawnBy(1)),
            (3, DisgraceReason::JokerDrawnBy(1)),
            (0, DisgraceReason::JokerDrawnBy(1)),
        ],
        "everybody else, from the drawer's left"
    );
    assert_eq!(
        (0..4).map(|s| state.disgraces(s)).collect::<Vec<_>>(),
        vec![1, 0, 1, 1]
    );
    assert!(state.events().contains(&Event::JokerDrawn { seat: 1 }));
}

#[test]
fn every_joker_arriving_in_a_hand_disgraces_every_other_player_still_in_on_a_redraw() {
    let mut state = fresh(3);
    set_counts(&mut state, &[(0, 0), (0, 0), (2, 0)]);
    // Seat 2 is put out first by a face card, then seat 0 redraws a Joker: seat 2 is no
    // longer in and gets nothing.
    let hands2 = [["KS", "2C", "3C"], PLAIN_HANDS[1], ["JD", "4H", "5H"]];
    redeal(
        &mut state,
        1,
        &PLAIN_ARMIES[..3],
        &hands2,
        &["X2", "4C", "5C"],
    );
    assert!(state.is_out(2));
    let since_out = state
        .events()
        .iter()
        .position(|e| *e == Event::Out { seat: 2 })
        .unwrap();
    assert_eq!(
        disgraces_events(&state.events()[since_out..]),
        vec![
            (0, DisgraceReason::FaceCardInHand),
            (1, DisgraceReason::JokerDrawnBy(0))
        ]
    );
    assert_eq!(state.disgraces(2), 3, "no disgrace for a player who is out");
}

#[test]
fn the_joker_stays_in_the_hand() {
    let hands = [["X1", "2C", "3C"], PLAIN_HANDS[1]];
    let state = stacked(&config(2), &PLAIN_ARMIES[..2], &hands, &[]);
    assert_eq!(state.hand(0), cs(&["X1", "2C", "3C"]));
    assert_eq!(state.disgraces(0), 0);
    assert_eq!(state.disgraces(1), 1);
    // It was shown: everybody knows it is in seat 0's hand, and nothing else of that hand.
    assert_eq!(
        state.observe(1).known_elsewhere,
        vec![(c("X1"), Place::Hand(0))]
    );
    assert_eq!(state.phase(), Phase::Exchange);
}

#[test]
fn a_joker_in_a_hand_with_a_face_card_strikes_and_is_discarded_with_the_hand() {
    let hands = [["X1", "QC", "3C"], PLAIN_HANDS[1]];
    let state = stacked(&config(2), &PLAIN_ARMIES[..2], &hands, &["2H", "3H", "4H"]);
    assert_eq!(state.disgraces(1), 1);
    assert_eq!(state.disgraces(0), 1);
    assert_eq!(state.hand(0), cs(&["2H", "3H", "4H"]));
    assert!(state.discard.iter().any(|h| h.card == c("X1")));
}

#[test]
fn three_disgraces_put_a_player_out_at_once() {
    // Seat 1 at 2 disgraces is put out by seat 0's Joker before its own turn: its hand
    // (with a face card) is never examined.
    let mut state = fresh(3);
    set_counts(&mut state, &[(0, 0), (2, 0), (0, 0)]);
    let hands = [["X1", "2C", "3C"], ["KD", "5C", "5D"], PLAIN_HANDS[2]];
    let since = state.events().len();
    redeal(&mut state, 2, &PLAIN_ARMIES[..3], &hands, &[]);
    let events = new_events(&state, since);
    assert!(state.is_out(1));
    assert_eq!(state.disgraces(1), 3);
    let out_at = events
        .iter()
        .position(|e| *e == Event::Out { seat: 1 })
        .unwrap();
    assert!(matches!(
        events[out_at - 1],
        Event::Disgraced {
            seat: 1,
            disgraces: 3,
            ..
        }
    ));
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::HandDiscarded { seat: 1, .. })));
    assert_eq!(
        state.hand(1),
        cs(&["KD", "5C", "5D"]),
        "an out player's cards wait"
    );
    // Out players do not act.
    assert_eq!(state.phase(), Phase::Exchange);
    assert_eq!(state.to_act(), vec![0, 2]);
    assert_eq!(
        state.apply(1, &Action::EndExchange),
        Err(HonorError::OutOfGame(1))
    );
    // Out in the middle of the redraws: no redraw after the third disgrace.
    let mut state = fresh(3);
    set_counts(&mut state, &[(1, 0), (0, 0), (0, 0)]);
    let hands = [["KS", "2C", "3C"], PLAIN_HANDS[1], PLAIN_HANDS[2]];
    let since = state.events().len();
    redeal(
        &mut state,
        2,
        &PLAIN_ARMIES[..3],
        &hands,
        &["QC", "4C", "5C", "6C"],
    );
    assert!(state.is_out(0));
    assert_eq!(state.disgraces(0), 3);
    assert_eq!(state.hand_count(0), 0);
    let events = new_events(&state, since);
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::Redrew { seat: 0, .. }))
            .count(),
        1
    );
    assert_eq!(state.draw.last().map(|h| h.card), Some(c("6C")));
}

#[test]
fn disgraces_last_for_the_whole_game() {
    let hands = [["KS", "2C", "3C"], PLAIN_HANDS[1]];
    let mut state = stacked(&config(2), &PLAIN_ARMIES[..2], &hands, &["2H", "3H", "4H"]);
    assert_eq!(state.disgraces(0), 1);
    end_exchanges(&mut state);
    assert_eq!(state.phase(), Phase::Battle);
    state.apply(1, &Action::NextHand).unwrap();
    assert_eq!(state.hand_no(), 2);
    assert!(state.disgraces(0) >= 1, "still disgraced in the next hand");
}

#[test]
fn an_empty_draw_pile_is_refilled_by_shuffling_the_discard_pile() {
    let mut state = fresh(2);
    // The draw pile holds exactly the 12 cards of the deal; seat 0's hand has a King, so its
    // redraw finds the draw pile empty. Some number cards lie in the discard pile; the rest
    // are set aside in the exchange pile.
    let hands = [["KS", "2C", "3C"], PLAIN_HANDS[1]];
    let top = deal_order(&[0, 1], &PLAIN_ARMIES[..2], &hands);
    let mut discard: Vec<Card> = Card::all()
        .filter(|x| !top.contains(x) && !x.is_face() && !x.is_joker())
        .collect();
    discard.truncate(10);
    set_piles(&mut state, &top, &discard);
    state.dealer = 1;
    let since = state.events().len();
    state.start_hand();
    assert!(state.card_counts_consistent());
    let events = new_events(&state, since);
    assert!(
        events.contains(&Event::Reshuffled { cards: 13 }),
        "the 10 discards and the 3 just discarded: {events:?}"
    );
    assert!(state.disgraces(0) >= 1);
    assert!(state.hand_count(0) == 3 || state.is_out(0));
}

/// Empties hands and armies; the draw pile is `draw` (top first), the discard pile `discard`
/// (shown), every other card is set aside in the exchange pile.
fn set_piles(state: &mut HonorState, draw: &[Card], discard: &[Card]) {
    use crate::games::honor::state::Held;
    for s in &mut state.seats {
        s.hand.clear();
        s.army.clear();
        s.charge = None;
    }
    state.draw = draw.iter().rev().map(|&x| Held::hidden(x)).collect();
    state.discard = discard.iter().map(|&x| Held::new(x, EVERYONE)).collect();
    state.exchange_pile = Card::all()
        .filter(|x| !draw.contains(x) && !discard.contains(x))
        .map(Held::hidden)
        .collect();
}

/// A two- to six-player state in the exchange, nobody disgraced.
fn fresh(n: usize) -> HonorState {
    stacked(&config(n), &PLAIN_ARMIES[..n], &PLAIN_HANDS[..n], &[])
}

#[test]
fn with_both_piles_empty_the_player_keeps_the_cards_already_drawn() {
    let mut state = fresh(2);
    // Only 8 cards to deal (6 army cards, then 2 hand cards), nothing in the discard pile.
    let deal: Vec<Card> = Card::all()
        .filter(|x| !x.is_face() && !x.is_joker())
        .take(8)
        .collect();
    set_piles(&mut state, &deal, &[]);
    state.start_hand();
    assert!(state.card_counts_consistent());
    assert_eq!(state.seats[0].army.len(), 3);
    assert_eq!(state.seats[1].army.len(), 3);
    assert_eq!(state.hand_count(0), 1);
    assert_eq!(state.hand_count(1), 1);
    assert_eq!(state.phase(), Phase::Exchange);
    // The King's draw for an appeal finds nothing either: see the Diplomacy tests.
}

// ---------------------------------------------------------------- exchange

#[test]
fn exchange_swaps_a_hand_card_into_an_army_slot_and_the_replaced_card_goes_unseen_to_the_exchange_pile(
) {
    let mut state = stacked(&config(3), &PLAIN_ARMIES[..3], &PLAIN_HANDS[..3], &[]);
    let hand_card = state.hand(0)[1];
    let replaced = army(&state, 0)[2];
    exchange(&mut state, 0, 1, 2);
    assert_eq!(state.hand(0), cs(&["2C", "4C"]));
    assert_eq!(army(&state, 0)[2], hand_card);
    assert_eq!(state.exchange_pile.len(), 1);
    assert_eq!(state.exchange_pile[0].card, replaced);
    for s in 0..3 {
        let obs = state.observe(s);
        assert!(
            !obs.known_elsewhere.iter().any(|(x, _)| *x == replaced),
            "seat {s} knows the replaced card"
        );
        assert_eq!(obs.exchange_pile_count, 1);
        assert_eq!(obs.seats[0].swaps, 1);
        assert_eq!(obs.seats[0].swapped, vec![false, false, true]);
    }
    assert_eq!(state.observe(0).my_army, vec![None, None, Some(hand_card)]);
    assert!(!state
        .observe(1)
        .known_elsewhere
        .iter()
        .any(|(x, _)| *x == hand_card));
    // The history tells the swapper which card, the others (and a spectator) only that one
    // was swapped.
    let swap = |card| Event::Exchanged {
        seat: 0,
        slot: 2,
        card,
    };
    use crate::core::Viewed;
    assert!(state.view(Some(0)).events.contains(&swap(Some(hand_card))));
    for seat in [Some(1), Some(2), None] {
        let events = state.view(seat).events;
        assert!(events.contains(&swap(None)), "{seat:?}");
        assert!(!events.contains(&swap(Some(hand_card))), "{seat:?}");
        assert!(!state.table(seat).events.contains(&swap(Some(hand_card))));
    }
}

#[test]
fn a_player_may_swap_any_number_of_hand_cards_then_ends_the_exchange() {
    let mut state = stacked(&config(2), &PLAIN_ARMIES[..2], &PLAIN_HANDS[..2], &[]);
    swap_whole_hand(&mut state, 0);
    assert_eq!(state.hand_count(0), 0);
    assert_eq!(state.legal_actions(0), vec![Action::EndExchange]);
    assert_eq!(
        state.apply(
            0,
            &Action::Exchange {
                hand_index: 0,
                slot: 0
            }
        ),
        Err(HonorError::NoSuchHandCard { index: 0, hand: 0 })
    );
    assert_eq!(army(&state, 0), cs(&PLAIN_HANDS[0]));
    state.apply(0, &Action::EndExchange).unwrap();
    assert_eq!(
        state.to_act(),
        vec![1],
        "the exchange is simultaneous: 1 still to end"
    );
    assert_eq!(
        state.apply(0, &Action::EndExchange),
        Err(HonorError::NotYourTurn(0))
    );
    assert_eq!(
        state.apply(
            1,
            &Action::Exchange {
                hand_index: 0,
                slot: 3
            }
        ),
        Err(HonorError::NoSuchArmySlot(3))
    );
    state.apply(1, &Action::EndExchange).unwrap();
    assert_eq!(state.phase(), Phase::Battle);
    assert!(state
        .events()
        .contains(&Event::ExchangeEnded { seat: 0, swaps: 3 }));
}

#[test]
fn a_player_never_sees_their_own_army_before_the_battle_except_the_cards_they_put_there() {
    let mut state = stacked(&config(2), &PLAIN_ARMIES[..2], &PLAIN_HANDS[..2], &[]);
    assert_eq!(state.observe(0).my_army, vec![None, None, None]);
    exchange(&mut state, 0, 0, 1);
    assert_eq!(state.observe(0).my_army, vec![None, Some(c("2C")), None]);
    // Swapping the known card out again: it is known to lie in the exchange pile.
    exchange(&mut state, 0, 0, 1);
    let obs = state.observe(0);
    assert_eq!(obs.my_army, vec![None, Some(c("3C")), None]);
    assert!(obs
        .known_elsewhere
        .contains(&(c("2C"), Place::ExchangePile)));
    end_exchanges(&mut state);
    // After the reveal, everybody sees every army.
    let obs = state.observe(0);
    assert_eq!(
        obs.my_army,
        army(&state, 0).into_iter().map(Some).collect::<Vec<_>>()
    );
    assert_eq!(obs.seats[1].revealed_army, Some(army(&state, 1)));
}

// ---------------------------------------------------------------- battle

/// A two- to four-player battle with these armies (plain hands), everybody ending the
/// exchange at once.
fn battle(armies: &[[&str; 3]]) -> HonorState {
    let n = armies.len();
    let mut state = stacked(&config(n), armies, &PLAIN_HANDS[..n], &[]);
    end_exchanges(&mut state);
    state
}

#[test]
fn an_army_holding_a_joker_loses() {
    let state = battle(&[["X1", "AS", "AH"], ["5C", "6H", "7S"]]);
    let result = state.last_battle().unwrap();
    assert_eq!(result.totals, vec![Some(26), Some(18)]);
    assert_eq!(result.joker, vec![true, false]);
    assert_eq!(result.winner, Some(1));
    // Both armies with a Joker: nobody wins.
    let state = battle(&[["X1", "AS", "AH"], ["X2", "6H", "7S"]]);
    assert_eq!(state.last_battle().unwrap().winner, None);
}

#[test]
fn the_highest_total_among_the_rest_wins() {
    let state = battle(&[["10C", "9H", "6S"], ["AC", "5H", "6D"], ["X1", "AH", "AD"]]);
    let result = state.last_battle().unwrap();
    assert_eq!(result.totals, vec![Some(25), Some(24), Some(26)]);
    assert_eq!(result.winner, Some(0));
    assert_eq!(state.phase(), Phase::Battle);
}

#[test]
fn a_tie_for_highest_means_nobody_wins_the_battle() {
    let state = battle(&[["10C", "9H", "5S"], ["AC", "5H", "6S"], ["5C", "6H", "7D"]]);
    let result = state.last_battle().unwrap();
    assert_eq!(result.totals, vec![Some(24), Some(24), Some(18)]);
    assert_eq!(result.winner, None);
    assert_eq!(
        (0..3).map(|s| state.heads(s)).collect::<Vec<_>>(),
        vec![0, 0, 0]
    );
}

#[test]
fn the_battle_winner_takes_every_king_queen_and_jack_in_all_revealed_armies_own_included() {
    let state = battle(&[["KC", "QH", "AS"], ["JC", "10H", "9S"], ["X1", "KD", "JH"]]);
    let result = state.last_battle().unwrap();
    assert_eq!(result.winner, Some(0));
    assert_eq!(
        result.heads, 5,
        "K Q own, J other, K J in the Joker army; the Ace is none"
    );
    assert_eq!(state.heads(0), 5);
    assert_eq!(state.heads(1), 0);
    assert_eq!(state.heads(2), 0);
    // Nobody wins: nobody takes heads.
    let state = battle(&[["KC", "QH", "5S"], ["KD", "QD", "5D"]]);
    assert_eq!(state.last_battle().unwrap().winner, None);
    assert_eq!(state.heads(0) + state.heads(1), 0);
}

#[test]
fn clean_up_returns_army_face_cards_and_jokers_to_the_draw_pile_and_discards_the_rest() {
    let mut state = battle(&[["KC", "X1", "AS"], ["JC", "10H", "9S"]]);
    // Seat 0 exchanged nothing; put something in the exchange pile too.
    let draw_before: Vec<Card> = state.draw.iter().map(|h| h.card).collect();
    let hands: Vec<Card> = [state.hand(0), state.hand(1)].concat();
    state.clean_up();
    assert!(state.card_counts_consistent());
    let draw: Vec<Card> = state.draw.iter().map(|h| h.card).collect();
    let discard: Vec<Card> = state.discard.iter().map(|h| h.card).collect();
    for x in cs(&["KC", "X1", "JC"]) {
        assert!(draw.contains(&x), "{x} back in the draw pile");
    }
    for x in cs(&["AS", "10H", "9S"]).into_iter().chain(hands) {
        assert!(discard.contains(&x), "{x} discarded");
    }
    assert_eq!(draw.len(), draw_before.len() + 3);
    assert!(state
        .seats
        .iter()
        .all(|s| s.hand.is_empty() && s.army.is_empty()));
    // The draw pile is shuffled: over several seeds the returned cards are not all on top.
    let mut on_top = 0;
    for seed in 0..20 {
        let mut s = stacked(
            &config(2),
            &[["KC", "QC", "JC"], ["KD", "QD", "JD"]],
            &PLAIN_HANDS[..2],
            &[],
        );
        s.rng = crate::core::rng::from_seed(seed);
        end_exchanges(&mut s);
        s.clean_up();
        let top6: Vec<Card> = s.draw.iter().rev().take(6).map(|h| h.card).collect();
        on_top += usize::from(top6.iter().all(|x| x.is_face()));
    }
    assert!(on_top < 3, "the draw pile is shuffled");
}

#[test]
fn exchange_pile_goes_to_the_discard_pile_at_clean_up() {
    let mut state = stacked(&config(2), &PLAIN_ARMIES[..2], &PLAIN_HANDS[..2], &[]);
    let replaced = army(&state, 0)[0];
    exchange(&mut state, 0, 0, 0);
    end_exchanges(&mut state);
    state.clean_up();
    assert!(state.exchange_pile.is_empty());
    let held = state.discard.iter().find(|h| h.card == replaced).unwrap();
    assert_eq!(held.known, 0, "still unseen");
}

// ---------------------------------------------------------------- the end of a game

/// Three armies at the battle of a game where the seats hold `counts` (disgraces, heads).
fn battle_with_counts(third_army: [&str; 3], counts: &[(u8, i32)]) -> HonorState {
    let armies = [["KC", "QH", "AS"], ["5C", "6H", "7S"], third_army];
    let mut state = stacked(&config(3), &armies, &PLAIN_HANDS[..3], &[]);
    set_counts(&mut state, counts);
    end_exchanges(&mut state);
    state
}

#[test]
fn the_game_ends_when_a_player_has_10_heads() {
    let state = battle_with_counts(["JS", "5D", "5H"], &[(0, 7), (0, 9), (0, 0)]);
    assert_eq!(state.heads(0), 10);
    assert_eq!(state.phase(), Phase::Over);
    let result = &state.results()[0];
    assert_eq!(result.winner, Some(0));
    assert_eq!(result.how, GameEnd::TargetHeads);
    assert_eq!(result.heads, vec![10, 9, 0]);
    assert!(state.is_over());
    assert!(state.to_act().is_empty());
    let mut state = state;
    assert_eq!(
        state.apply(0, &Action::NextHand),
        Err(HonorError::MatchOver)
    );
    assert_eq!(state.match_winners(), Some(vec![0]));
    // One head short: the game goes on.
    let state = battle_with_counts(["5S", "6D", "6C"], &[(0, 7), (0, 0), (0, 0)]);
    assert_eq!(state.heads(0), 9);
    assert_eq!(state.phase(), Phase::Battle);
}

#[test]
fn the_target_heads_is_a_setting() {
    let mut cfg = config(2);
    cfg.target_heads = 2;
    let mut state = HonorState::with_deck(
        &cfg,
        1,
        &super::deck(&{
            let mut top = Vec::new();
            let armies = [["KC", "QH", "AS"], ["5C", "6H", "7S"]];
            for r in 0..3 {
                for a in &armies {
                    top.push(c(a[r]));
                }
            }
            for r in 0..3 {
                for h in &PLAIN_HANDS[..2] {
                    top.push(c(h[r]));
                }
            }
            top
        }),
    );
    end_exchanges(&mut state);
    assert_eq!(state.results()[0].how, GameEnd::TargetHeads);
}

#[test]
fn the_game_ends_when_one_player_is_left_in() {
    // Two players: seat 1 draws face cards three times.
    let hands = [PLAIN_HANDS[0], ["KS", "5C", "6C"]];
    let state = stacked(
        &config(2),
        &PLAIN_ARMIES[..2],
        &hands,
        &["QS", "2H", "3H", "JS", "4H", "5H"],
    );
    assert!(state.is_out(1));
    assert_eq!(state.phase(), Phase::Over);
    let result = &state.results()[0];
    assert_eq!(result.winner, Some(0));
    assert_eq!(result.how, GameEnd::LastStanding);
    assert!(
        matches!(state.events().last(), Some(Event::MatchOver { winners, .. }) if *winners == vec![0])
    );
}

/// A two-seat Kings game (Hearts illegal) with these (disgraces, heads), redealt so that
/// both armies hold Hearts, after the exchange: both are put out at once. Also the index of
/// the first event of the redeal.
fn everybody_out_at_once(counts: &[(u8, i32)]) -> (HonorState, usize) {
    const OUT_ARMIES: [[&str; 3]; 2] = [["2H", "3C", "4C"], ["3H", "5C", "6C"]];
    const OUT_HANDS: [[&str; 3]; 2] = [["2S", "3S", "4S"], ["5D", "6D", "7D"]];
    let (armies, hands) = (&PLAIN_ARMIES[..2], &PLAIN_HANDS[..2]);
    let mut state = kings_game(&kings(2), 0, Suit::Hearts, armies, hands, &[]);
    set_counts(&mut state, counts);
    let since = state.events().len();
    redeal(&mut state, 1, &OUT_ARMIES, &OUT_HANDS, &[]);
    end_exchanges(&mut state);
    (state, since)
}

#[test]
fn everybody_out_at_once_the_most_heads_among_them_wins() {
    // Kings: both remaining armies hold the illegal suit and both are at 2 disgraces.
    let (state, since) = everybody_out_at_once(&[(2, 4), (2, 6)]);
    assert!(state.is_out(0) && state.is_out(1));
    let result = state.results().last().unwrap();
    assert_eq!(result.how, GameEnd::AllOutMostHeads);
    assert_eq!(result.winner, Some(1));
    assert!(state.last_battle().unwrap().cut_short);
    let events = new_events(&state, since);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Battle(b) if b.cut_short)));
}

#[test]
fn everybody_out_at_once_with_equal_heads_is_a_game_without_a_winner() {
    let (state, _) = everybody_out_at_once(&[(2, 3), (2, 3)]);
    let result = state.results().last().unwrap();
    assert_eq!(result.how, GameEnd::AllOutTied);
    assert_eq!(result.winner, None);
}

#[test]
fn stake_per_head_values_each_players_heads() {
    let mut cfg = config(3);
    cfg.stake_per_head = 5;
    let armies = [["KC", "QH", "AS"], ["5C", "6H", "7S"], ["JS", "5D", "5H"]];
    let mut state = stacked(&cfg, &armies, &PLAIN_HANDS[..3], &[]);
    set_counts(&mut state, &[(0, 7), (0, 3), (0, 0)]);
    end_exchanges(&mut state);
    let result = &state.results()[0];
    assert_eq!(result.stake_per_head, 5);
    assert_eq!(result.stakes(), vec![50, 15, 0]);
}

#[test]
fn the_deal_passes_left_skipping_players_who_are_out() {
    let mut state = stacked(&config(3), &PLAIN_ARMIES[..3], &PLAIN_HANDS[..3], &[]);
    end_exchanges(&mut state);
    state.apply(0, &Action::NextHand).unwrap();
    assert_eq!(state.dealer(), 0);
    // Seat 1 out: after dealer 0 the deal goes to seat 2.
    let mut state = stacked(&config(3), &PLAIN_ARMIES[..3], &PLAIN_HANDS[..3], &[]);
    state.seats[1].out = true;
    state.seats[1].disgraces = 3;
    state.dealer = 0;
    end_exchanges(&mut state);
    assert_eq!(state.phase(), Phase::Battle);
    assert_eq!(
        state.last_battle().unwrap().armies[1],
        None,
        "not in the battle"
    );
    state.apply(0, &Action::NextHand).unwrap();
    assert_eq!(state.dealer(), 2);
    assert!(
        state.seats[1].army.is_empty(),
        "no cards for a player who is out"
    );
}

#[test]
fn illegal_actions_are_refused_with_a_reason_and_change_nothing() {
    let state = stacked(&config(3), &PLAIN_ARMIES[..3], &PLAIN_HANDS[..3], &[]);
    let cases = [
        (7, Action::EndExchange, HonorError::NoSuchSeat(7)),
        (0, Action::NextHand, HonorError::NotNow(Phase::Exchange)),
        (
            0,
            Action::Charge { hand_index: 0 },
            HonorError::NotNow(Phase::Exchange),
        ),
        (0, Action::Appeal, HonorError::NotNow(Phase::Exchange)),
        (
            0,
            Action::DeclareIllegalSuit(Suit::Clubs),
            HonorError::NotNow(Phase::Exchange),
        ),
        (
            0,
            Action::Exchange {
                hand_index: 3,
                slot: 0,
            },
            HonorError::NoSuchHandCard { index: 3, hand: 3 },
        ),
        (
            0,
            Action::Exchange {
                hand_index: 0,
                slot: 9,
            },
            HonorError::NoSuchArmySlot(9),
        ),
    ];
    for (seat, action, error) in cases {
        let mut s = state.clone();
        assert_eq!(s.apply(seat, &action), Err(error.clone()));
        assert!(s == state);
        assert!(!error.to_string().is_empty());
    }
}

#[test]
fn config_defaults_are_four_players_ten_heads_no_variant() {
    let cfg = HonorConfig::default();
    assert_eq!(cfg.seats, 4);
    assert_eq!(cfg.target_heads, 10);
    assert!(!cfg.kings && !cfg.negative_heads && !cfg.charges && !cfg.diplomacy);
    assert_eq!(cfg.match_length(), 1);
    assert!(cfg.validate().is_ok());
}

// ---------------------------------------------------------------- house rule: opening grace

fn grace(cfg: HonorConfig) -> HonorConfig {
    HonorConfig {
        opening_grace: true,
        ..cfg
    }
}

/// Two seats; seat 0's first hand and its redraws hold a face card four times, then a plain
/// hand (2S 3S 4S).
fn four_bad_hands(cfg: &HonorConfig) -> HonorState {
    let hands = [["KS", "2C", "3C"], PLAIN_HANDS[1]];
    let then = [
        "QC", "4C", "5C", "JC", "2H", "3H", "KH", "4H", "5H", "2S", "3S", "4S",
    ];
    stacked(cfg, &PLAIN_ARMIES[..2], &hands, &then)
}

#[test]
fn classic_three_disgraces_in_the_opening_end_a_two_player_game_before_anyone_acts() {
    let state = four_bad_hands(&config(2));
    assert!(state.is_out(0));
    assert_eq!(state.disgraces(0), 3);
    assert_eq!(state.phase(), Phase::Over);
    assert_eq!(state.results()[0].winner, Some(1));
    assert_eq!(state.results()[0].how, GameEnd::LastStanding);
}

#[test]
fn opening_grace_a_disgrace_that_would_put_a_player_out_before_the_first_battle_is_not_given() {
    let state = four_bad_hands(&grace(config(2)));
    assert!(!state.is_out(0));
    assert_eq!(
        state.disgraces(0),
        2,
        "the opening still costs two disgraces"
    );
    assert_eq!(state.phase(), Phase::Exchange);
    assert_eq!(state.to_act(), vec![0, 1]);
    assert_eq!(
        state.hand(0),
        cs(&["2S", "3S", "4S"]),
        "redrawn until clean"
    );
    let events = state.events();
    let discarded = events
        .iter()
        .filter(|e| matches!(e, Event::HandDiscarded { seat: 0, .. }))
        .count();
    assert_eq!(
        discarded, 4,
        "face-card hands are still discarded and redrawn"
    );
    assert_eq!(
        disgraces_events(events),
        vec![
            (0, DisgraceReason::FaceCardInHand),
            (0, DisgraceReason::FaceCardInHand)
        ]
    );
    assert!(!events.iter().any(|e| matches!(e, Event::Out { .. })));
    // With Negative heads: -2 heads at most.
    let state = four_bad_hands(&grace(HonorConfig {
        negative_heads: true,
        ..config(2)
    }));
    assert!(!state.is_out(0));
    assert_eq!(state.heads(0), -2);
    assert_eq!(state.phase(), Phase::Exchange);
}

#[test]
fn opening_grace_also_spares_a_jokers_last_disgrace() {
    // Seat 0 reaches 2 disgraces on its own turn; seat 1's Joker would be the third.
    let hands = [["KS", "2C", "3C"], ["X1", "2D", "3D"]];
    let then = ["QC", "4C", "5C", "2S", "3S", "4S"];
    let classic = stacked(&config(2), &PLAIN_ARMIES[..2], &hands, &then);
    assert!(classic.is_out(0));
    assert_eq!(classic.phase(), Phase::Over);
    let state = stacked(&grace(config(2)), &PLAIN_ARMIES[..2], &hands, &then);
    assert!(!state.is_out(0));
    assert_eq!(state.disgraces(0), 2);
    assert!(state.events().contains(&Event::JokerDrawn { seat: 1 }));
    assert_eq!(state.phase(), Phase::Exchange);
}

#[test]
fn opening_grace_ends_at_the_first_battle() {
    // The first battle's own disgraces count: a failed charge on 2 disgraces puts seat 0 out.
    let cfg = grace(HonorConfig {
        charges: true,
        ..config(2)
    });
    let armies = [PLAIN_ARMIES[0], PLAIN_ARMIES[5]]; // 21 against 29
    let hands = [["KS", "2C", "3C"], PLAIN_HANDS[1]];
    let then = ["QC", "4C", "5C", "JC", "2H", "3H", "2S", "3S", "4S"];
    let mut state = stacked(&cfg, &armies, &hands, &then);
    assert_eq!(state.disgraces(0), 2);
    end_exchanges(&mut state);
    assert_eq!(state.phase(), Phase::Charge);
    assert_eq!(state.to_act(), vec![0]);
    state.apply(0, &Action::Charge { hand_index: 0 }).unwrap();
    state.apply(1, &Action::NoCharge).unwrap();
    assert!(
        state.is_out(0),
        "23 against 29: a failed charge, the third disgrace"
    );
    assert_eq!(state.phase(), Phase::Over);
    assert_eq!(state.results()[0].winner, Some(1));

    // From the second hand on, Setup/Discard puts players out as in the classic rule.
    let mut state = four_bad_hands(&grace(config(2)));
    end_exchanges(&mut state);
    assert_eq!(state.phase(), Phase::Battle);
    let hands = [["KD", "2C", "3C"], PLAIN_HANDS[1]];
    redeal(&mut state, 1, &PLAIN_ARMIES[..2], &hands, &[]);
    assert_eq!(state.hand_no(), 2);
    assert!(state.is_out(0));
    assert_eq!(state.disgraces(0), 3);
    assert_eq!(state.phase(), Phase::Over);
}

#[test]
fn opening_grace_covers_the_first_hand_of_every_game_of_a_kings_match() {
    let cfg = grace(kings(3));
    // Game 2, dealt from seat 1: seat 1's hand and redraws hold a face card three times.
    let hands = [PLAIN_HANDS[0], ["KS", "2D", "3D"], PLAIN_HANDS[2]];
    let then = ["QC", "4D", "5D", "JC", "5C", "5H", "2S", "3S", "4S"];
    let state = kings_game(&cfg, 0, Suit::Spades, &PLAIN_ARMIES[..3], &hands, &then);
    assert_eq!(state.game_no(), 2);
    assert_eq!(state.hand_no(), 1);
    assert!(!state.is_out(1));
    assert_eq!(state.disgraces(1), 2);
    let classic = kings_game(
        &kings(3),
        0,
        Suit::Spades,
        &PLAIN_ARMIES[..3],
        &hands,
        &then,
    );
    assert!(classic.is_out(1));
}

#[test]
fn opening_grace_is_off_by_default_and_in_saves_written_before_it() {
    assert!(!HonorConfig::default().opening_grace);
    let old = r#"{"seats":4,"kings":false,"negative_heads":false,"charges":false,"diplomacy":false,"stake_per_head":0,"target_heads":10,"games_in_match":3}"#;
    let cfg: HonorConfig = serde_json::from_str(old).unwrap();
    assert!(!cfg.opening_grace);
    assert_eq!(cfg, HonorConfig::default());
    let new: HonorConfig =
        serde_json::from_str(&serde_json::to_string(&grace(cfg)).unwrap()).unwrap();
    assert!(new.opening_grace);
}
