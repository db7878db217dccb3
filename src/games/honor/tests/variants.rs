//! The four variants, each alone (one test per sentence of the ruling), and all four together.

use super::{
    army, c, config, cs, end_exchanges, kings, kings_game, new_events, no_charges, redeal,
    set_counts, stacked, swap_whole_hand, PLAIN_ARMIES, PLAIN_HANDS,
};
use crate::core::Game;
use crate::games::honor::state::EVERYONE;
use crate::games::honor::{
    Action, AppealKind, ConfigError, DisgraceReason, Event, GameEnd, HonorConfig, HonorError,
    HonorState, Phase, Place, Suit,
};

fn with(seats: usize, f: impl FnOnce(&mut HonorConfig)) -> HonorConfig {
    let mut cfg = config(seats);
    f(&mut cfg);
    cfg
}

fn negative(seats: usize) -> HonorConfig {
    with(seats, |c| c.negative_heads = true)
}

fn charges(seats: usize) -> HonorConfig {
    with(seats, |c| c.charges = true)
}

fn diplomacy(seats: usize) -> HonorConfig {
    with(seats, |c| {
        c.kings = true;
        c.diplomacy = true;
    })
}

// ---------------------------------------------------------------- Kings

#[test]
fn kings_the_first_game_of_a_match_has_no_king() {
    for seed in 0..10 {
        let state = HonorState::new(&kings(4), seed);
        assert_eq!(state.king(), None);
        assert_eq!(state.illegal_suit(), None);
        assert_eq!(
            state.events()[0],
            Event::GameBegins {
                game_no: 1,
                king: None
            }
        );
        assert_ne!(state.phase(), Phase::DeclareSuit);
    }
}

#[test]
fn kings_the_previous_games_winner_declares_one_illegal_suit_before_the_first_hand() {
    let n = 3;
    let mut state = stacked(&kings(n), &PLAIN_ARMIES[..n], &PLAIN_HANDS[..n], &[]);
    state.end_game(Some(2), GameEnd::LastStanding);
    assert_eq!(state.phase(), Phase::GameOver);
    assert!(!state.is_over(), "a match goes on");
    assert_eq!(state.to_act(), vec![0, 1, 2]);
    assert_eq!(state.legal_actions(1), vec![Action::NextGame]);
    state.apply(1, &Action::NextGame).unwrap();
    assert_eq!(state.game_no(), 2);
    assert_eq!(state.king(), Some(2));
    assert_eq!(state.phase(), Phase::DeclareSuit);
    assert_eq!(state.to_act(), vec![2]);
    assert_eq!(state.legal_actions(2).len(), 4);
    assert!(state.legal_actions(0).is_empty());
    assert_eq!(
        state.apply(0, &Action::DeclareIllegalSuit(Suit::Clubs)),
        Err(HonorError::NotYourTurn(0))
    );
    // Nothing is dealt before the declaration; the counts start again.
    assert!(state
        .seats
        .iter()
        .all(|s| s.hand.is_empty() && s.army.is_empty()));
    assert_eq!(state.draw_count(), 54);
    assert!(state
        .seats
        .iter()
        .all(|s| s.disgraces == 0 && s.heads == 0 && !s.out));
    let since = state.events().len();
    state
        .apply(2, &Action::DeclareIllegalSuit(Suit::Spades))
        .unwrap();
    assert_eq!(state.illegal_suit(), Some(Suit::Spades));
    let events = new_events(&state, since);
    assert_eq!(
        events[0],
        Event::IllegalSuitDeclared {
            king: 2,
            suit: Suit::Spades
        }
    );
    assert!(matches!(
        events[1],
        Event::HandBegins {
            game_no: 2,
            hand_no: 1,
            ..
        }
    ));
    assert!(state.observe(0).seats[2].is_king);
    assert_eq!(state.observe(1).illegal_suit, Some(Suit::Spades));
}

#[test]
fn kings_every_player_whose_revealed_army_holds_the_illegal_suit_gets_one_disgrace() {
    // King 0; Hearts illegal. Seat 1 holds two Hearts (one disgrace), the King one Heart,
    // seat 2 none.
    let armies = [["9H", "5C", "6C"], ["7H", "8H", "AS"], ["7S", "8S", "9S"]];
    let mut state = kings_game(&kings(3), 0, Suit::Hearts, &armies, &PLAIN_HANDS[..3], &[]);
    end_exchanges(&mut state);
    let result = state.last_battle().unwrap();
    assert_eq!(
        result.illegal,
        vec![1, 0],
        "from the dealer's left, the King included"
    );
    assert_eq!(state.disgraces(0), 1);
    assert_eq!(state.disgraces(1), 1);
    assert_eq!(state.disgraces(2), 0);
    assert_eq!(result.winner, Some(1), "a disgrace does not stop a win");
}

#[test]
fn kings_the_illegal_suit_can_put_the_best_army_out_before_the_battle() {
    let armies = [["5C", "6C", "7C"], ["AH", "AS", "AD"], ["10S", "9S", "KS"]];
    let mut state = kings_game(&kings(3), 0, Suit::Hearts, &armies, &PLAIN_HANDS[..3], &[]);
    set_counts(&mut state, &[(0, 0), (2, 0), (0, 0)]);
    end_exchanges(&mut state);
    assert!(state.is_out(1));
    let result = state.last_battle().unwrap();
    assert_eq!(
        result.winner,
        Some(2),
        "seat 1 is out before the battle is decided"
    );
    assert_eq!(result.heads, 1);
    assert_eq!(state.heads(2), 1);
}

#[test]
fn kings_a_charge_of_the_illegal_suit_counts() {
    let cfg = with(2, |c| {
        c.kings = true;
        c.charges = true;
    });
    let hands = [["2C", "3C", "4H"], ["2D", "3D", "4D"]];
    let mut state = kings_game(&cfg, 0, Suit::Hearts, &PLAIN_ARMIES[2..4], &hands, &[]);
    // PLAIN_ARMIES[2] holds 7H; redeal with clean armies.
    let armies = [["5C", "6C", "7C"], ["5S", "6S", "7S"]];
    redeal(&mut state, 0, &armies, &hands, &[]);
    end_exchanges(&mut state);
    assert_eq!(state.to_act(), vec![1]);
    state.apply(1, &Action::NoCharge).unwrap();
    state.apply(0, &Action::Charge { hand_index: 2 }).unwrap();
    let result = state.last_battle().unwrap();
    assert_eq!(result.illegal, vec![0]);
    assert_eq!(state.disgraces(0), 1);
}

#[test]
fn kings_a_game_without_a_winner_leaves_no_king() {
    let n = 2;
    let mut state = stacked(&kings(n), &PLAIN_ARMIES[..n], &PLAIN_HANDS[..n], &[]);
    state.end_game(None, GameEnd::AllOutTied);
    state.apply(0, &Action::NextGame).unwrap();
    assert_eq!(state.king(), None);
    assert_eq!(state.illegal_suit(), None);
    assert_ne!(state.phase(), Phase::DeclareSuit);
}

#[test]
fn kings_the_match_is_won_by_the_most_games_won() {
    let mut cfg = kings(3);
    cfg.games_in_match = 2;
    let mut state = stacked(&cfg, &PLAIN_ARMIES[..3], &PLAIN_HANDS[..3], &[]);
    state.end_game(Some(1), GameEnd::LastStanding);
    state.apply(0, &Action::NextGame).unwrap();
    state
        .apply(1, &Action::DeclareIllegalSuit(Suit::Clubs))
        .unwrap();
    state.end_game(Some(2), GameEnd::LastStanding);
    assert_eq!(state.phase(), Phase::Over);
    assert_eq!(state.match_winners(), Some(vec![1, 2]));
    assert_eq!(
        (0..3).map(|s| state.games_won(s)).collect::<Vec<_>>(),
        vec![0, 1, 1]
    );
    assert!(matches!(
        state.events().last(),
        Some(Event::MatchOver { winners, games_won }) if *winners == vec![1, 2] && *games_won == vec![0, 1, 1]
    ));
    // Without Kings a match is one game.
    assert_eq!(config(3).match_length(), 1);
}

// ---------------------------------------------------------------- Negative heads

#[test]
fn negative_heads_a_disgrace_is_minus_one_head() {
    let hands = [["KS", "2C", "3C"], PLAIN_HANDS[1]];
    let state = stacked(
        &negative(2),
        &PLAIN_ARMIES[..2],
        &hands,
        &["2H", "3H", "4H"],
    );
    assert_eq!(state.heads(0), -1);
    assert_eq!(state.disgraces(0), 0, "the disgrace counter is not used");
    assert!(state.events().contains(&Event::Disgraced {
        seat: 0,
        reason: DisgraceReason::FaceCardInHand,
        disgraces: 0,
        heads: -1
    }));
}

#[test]
fn negative_heads_a_player_at_minus_3_heads_is_out() {
    let mut state = stacked(&negative(3), &PLAIN_ARMIES[..3], &PLAIN_HANDS[..3], &[]);
    set_counts(&mut state, &[(0, -2), (0, 1), (0, 0)]);
    let hands = [["X1", "2C", "3C"], PLAIN_HANDS[1], PLAIN_HANDS[2]];
    redeal(&mut state, 0, &PLAIN_ARMIES[..3], &hands, &[]);
    // Seat 0's Joker: seat 1 to 0 heads, seat 2 to -1: nobody out.
    assert_eq!(state.heads(1), 0);
    assert_eq!(state.heads(2), -1);
    assert!(!state.is_out(1) && !state.is_out(2));
    // Three disgraces from 1 head: -2, still in.
    let mut state = stacked(&negative(3), &PLAIN_ARMIES[..3], &PLAIN_HANDS[..3], &[]);
    set_counts(&mut state, &[(0, 1), (0, -2), (0, 0)]);
    let hands = [["KS", "2C", "3C"], ["X1", "2D", "3D"], PLAIN_HANDS[2]];
    redeal(
        &mut state,
        2,
        &PLAIN_ARMIES[..3],
        &hands,
        &["QS", "4C", "5C", "JS", "5D", "5H", "2S", "3S", "4S"],
    );
    // Seat 0: K, Q, J in turn: 1 -> -2. Seat 1's Joker: seat 0 to -3 (out), seat 2 to -1.
    assert_eq!(state.heads(0), -3);
    assert!(state.is_out(0));
    assert!(!state.is_out(1), "seat 1 at -2 heads is still in");
    assert_eq!(state.heads(2), -1);
}

#[test]
fn negative_heads_heads_gained_later_raise_the_count_again() {
    let armies = [["KC", "QH", "AS"], ["5C", "6H", "7S"]];
    let mut state = stacked(&negative(2), &armies, &PLAIN_HANDS[..2], &[]);
    set_counts(&mut state, &[(0, -2), (0, 0)]);
    end_exchanges(&mut state);
    assert_eq!(state.heads(0), 0, "-2 + 2 heads");
    assert_eq!(state.disgraces(0), 0);
}

// ---------------------------------------------------------------- Charges

fn charges_table() -> HonorState {
    // Seat 0: 21, seat 1: 22, seat 2: 25; hands 2-4 of a suit.
    let mut state = stacked(&charges(3), &PLAIN_ARMIES[..3], &PLAIN_HANDS[..3], &[]);
    end_exchanges(&mut state);
    state
}

#[test]
fn charges_each_player_in_seat_order_may_add_one_hand_card_face_down() {
    let mut state = charges_table();
    assert_eq!(state.phase(), Phase::Charge);
    assert_eq!(state.to_act(), vec![0], "from the dealer's left");
    assert_eq!(
        state.legal_actions(0),
        vec![
            Action::Charge { hand_index: 0 },
            Action::Charge { hand_index: 1 },
            Action::Charge { hand_index: 2 },
            Action::NoCharge
        ]
    );
    assert_eq!(
        state.apply(1, &Action::NoCharge),
        Err(HonorError::NotYourTurn(1))
    );
    state.apply(0, &Action::Charge { hand_index: 2 }).unwrap();
    // Face down: the others do not know it.
    let obs1 = state.observe(1);
    assert!(!obs1.known_elsewhere.iter().any(|(x, _)| *x == c("4C")));
    assert_eq!(obs1.seats[0].charged, Some(true));
    assert_eq!(obs1.seats[0].hand_count, 2);
    assert_eq!(state.observe(0).my_charge, Some(c("4C")));
    assert_eq!(state.to_act(), vec![1]);
    state.apply(1, &Action::NoCharge).unwrap();
    state.apply(2, &Action::NoCharge).unwrap();
    assert_eq!(state.phase(), Phase::Battle);
    let charges: Vec<Event> = state
        .events()
        .iter()
        .filter(|e| matches!(e, Event::Charged { .. } | Event::NoCharge { .. }))
        .cloned()
        .collect();
    assert_eq!(
        charges,
        vec![
            Event::Charged { seat: 0 },
            Event::NoCharge { seat: 1 },
            Event::NoCharge { seat: 2 }
        ]
    );
}

#[test]
fn charges_are_revealed_with_the_armies_and_count_toward_the_total() {
    let mut state = charges_table();
    state.apply(0, &Action::Charge { hand_index: 2 }).unwrap(); // 4C: 21 + 4 = 25
    state.apply(1, &Action::Charge { hand_index: 2 }).unwrap(); // 4D: 22 + 4 = 26
    state.apply(2, &Action::NoCharge).unwrap(); // 25
    let result = state.last_battle().unwrap();
    assert_eq!(result.totals, vec![Some(25), Some(26), Some(25)]);
    assert_eq!(result.armies[0].as_ref().unwrap().len(), 4);
    assert_eq!(result.armies[0].as_ref().unwrap()[3], c("4C"));
    assert_eq!(result.charged, vec![true, true, false]);
    assert_eq!(result.winner, Some(1));
    assert_eq!(
        state.observe(2).seats[0].revealed_army,
        Some(army(&state, 0))
    );
}

#[test]
fn charges_a_joker_charge_makes_the_army_lose() {
    let hands = [["X1", "2C", "3C"], PLAIN_HANDS[1], PLAIN_HANDS[2]];
    let mut state = stacked(
        &charges(3),
        &[["AC", "AD", "AH"], PLAIN_ARMIES[1], PLAIN_ARMIES[2]],
        &hands,
        &[],
    );
    end_exchanges(&mut state);
    state.apply(0, &Action::Charge { hand_index: 0 }).unwrap();
    no_charges(&mut state);
    let result = state.last_battle().unwrap();
    assert!(result.joker[0]);
    assert_eq!(result.winner, Some(2));
    // The Joker in the hand disgraced the others at the deal; the failed charge seat 0.
    assert_eq!(
        (0..3).map(|s| state.disgraces(s)).collect::<Vec<_>>(),
        vec![1, 1, 1]
    );
}

#[test]
fn charges_a_charger_who_does_not_win_a_battle_somebody_else_wins_gets_one_disgrace() {
    let mut state = charges_table();
    state.apply(0, &Action::Charge { hand_index: 0 }).unwrap(); // 21 + 2 = 23
    state.apply(1, &Action::Charge { hand_index: 0 }).unwrap(); // 22 + 2 = 24
    state.apply(2, &Action::NoCharge).unwrap(); // 25 wins
    let result = state.last_battle().unwrap();
    assert_eq!(result.winner, Some(2));
    assert_eq!(result.failed_chargers, vec![0, 1]);
    assert_eq!(state.disgraces(0), 1);
    assert_eq!(state.disgraces(1), 1);
    assert_eq!(state.disgraces(2), 0);
    let reasons: Vec<_> = state
        .events()
        .iter()
        .filter_map(|e| match e {
            Event::Disgraced { seat, reason, .. } => Some((*seat, *reason)),
            _ => None,
        })
        .collect();
    assert_eq!(
        reasons,
        vec![
            (0, DisgraceReason::FailedCharge),
            (1, DisgraceReason::FailedCharge)
        ]
    );
}

#[test]
fn charges_a_winning_charger_gets_no_disgrace() {
    let mut state = charges_table();
    state.apply(0, &Action::Charge { hand_index: 2 }).unwrap(); // 21 + 4 = 25
    state.apply(1, &Action::NoCharge).unwrap(); // 22
    state.apply(2, &Action::Charge { hand_index: 0 }).unwrap(); // 25 + 2 = 27 wins
    let result = state.last_battle().unwrap();
    assert_eq!(result.winner, Some(2));
    assert_eq!(result.failed_chargers, vec![0]);
    assert_eq!(state.disgraces(2), 0);
    assert_eq!(state.disgraces(0), 1);
}

#[test]
fn charges_a_battle_nobody_wins_costs_no_disgrace() {
    let mut state = charges_table();
    state.apply(0, &Action::Charge { hand_index: 2 }).unwrap(); // 25
    state.apply(1, &Action::NoCharge).unwrap(); // 22
    state.apply(2, &Action::NoCharge).unwrap(); // 25: a tie
    let result = state.last_battle().unwrap();
    assert_eq!(result.winner, None);
    assert!(result.failed_chargers.is_empty());
    assert_eq!(state.disgraces(0), 0);
}

#[test]
fn charges_a_player_with_no_hand_card_is_skipped() {
    let mut state = stacked(&charges(2), &PLAIN_ARMIES[..2], &PLAIN_HANDS[..2], &[]);
    swap_whole_hand(&mut state, 0);
    end_exchanges(&mut state);
    assert_eq!(state.to_act(), vec![1]);
    state.apply(1, &Action::NoCharge).unwrap();
    assert_eq!(state.phase(), Phase::Battle);
}

// ---------------------------------------------------------------- Diplomacy

#[test]
fn diplomacy_is_only_played_with_kings() {
    let cfg = with(3, |c| c.diplomacy = true);
    assert_eq!(cfg.validate(), Err(ConfigError::DiplomacyNeedsKings));
    assert!(HonorState::try_new(&cfg, 1).is_err());
    let state = HonorState::new(&cfg, 1);
    assert!(!state.config().diplomacy, "new() plays without it");
    assert!(diplomacy(3).validate().is_ok());
}

/// Game 2 of a 3-player Diplomacy match, King 0, dealer 0: setup starts with seat 1, whose
/// hand holds a Joker; `top` is the card the King would draw.
fn joker_appeal(top: &str) -> HonorState {
    let hands = [PLAIN_HANDS[0], ["X1", "2D", "3D"], PLAIN_HANDS[2]];
    let state = kings_game(
        &diplomacy(3),
        0,
        Suit::Clubs,
        &PLAIN_ARMIES[..3],
        &hands,
        &[top],
    );
    assert_eq!(state.phase(), Phase::JokerAppeal);
    let w = state.appeal().unwrap();
    assert_eq!(w.kind, AppealKind::JokerDisgrace { drawer: 1 });
    assert_eq!(
        w.eligible,
        vec![2],
        "the King and the drawer may not appeal"
    );
    state
}

#[test]
fn diplomacy_a_player_about_to_be_disgraced_by_a_joker_may_appeal_and_a_kings_face_card_cancels_it_for_everybody(
) {
    for face in ["KD", "QD", "JD"] {
        let mut state = joker_appeal(face);
        assert_eq!(state.to_act(), vec![2]);
        assert_eq!(
            state.legal_actions(2),
            vec![Action::Appeal, Action::NoAppeal]
        );
        state.apply(2, &Action::Appeal).unwrap();
        assert_eq!(state.to_act(), vec![0], "then the King answers");
        assert_eq!(
            state.legal_actions(0),
            vec![Action::Respond, Action::Reject]
        );
        state.apply(0, &Action::Respond).unwrap();
        assert!(state.events().contains(&Event::KingDrew {
            king: 0,
            card: Some(c(face))
        }));
        assert!(state
            .events()
            .contains(&Event::JokerCancelled { drawer: 1 }));
        assert_eq!(
            (0..3).map(|s| state.disgraces(s)).collect::<Vec<_>>(),
            vec![0, 0, 0]
        );
        assert_eq!(state.phase(), Phase::Exchange);
        assert!(state
            .discard
            .iter()
            .any(|h| h.card == c(face) && h.known == EVERYONE));
    }
}

#[test]
fn diplomacy_the_kings_draw_not_a_face_card_lets_the_jokers_disgraces_stand() {
    let mut state = joker_appeal("AD");
    state.apply(2, &Action::Appeal).unwrap();
    state.apply(0, &Action::Respond).unwrap();
    assert_eq!(
        (0..3).map(|s| state.disgraces(s)).collect::<Vec<_>>(),
        vec![1, 0, 1]
    );
    assert!(state
        .observe(1)
        .known_elsewhere
        .contains(&(c("AD"), Place::Discard)));
}

#[test]
fn diplomacy_the_king_rejects_and_the_jokers_disgraces_stand() {
    let mut state = joker_appeal("KD");
    let draw = state.draw_count();
    state.apply(2, &Action::Appeal).unwrap();
    state.apply(0, &Action::Reject).unwrap();
    assert_eq!(state.draw_count(), draw, "no card drawn");
    assert_eq!(
        (0..3).map(|s| state.disgraces(s)).collect::<Vec<_>>(),
        vec![1, 0, 1]
    );
    assert!(state.events().contains(&Event::KingAnswered {
        king: 0,
        appellant: None,
        respond: false
    }));
}

#[test]
fn diplomacy_nobody_appeals_and_the_king_is_not_asked() {
    let mut state = joker_appeal("KD");
    state.apply(2, &Action::NoAppeal).unwrap();
    assert_eq!(state.phase(), Phase::Exchange);
    assert_eq!(
        (0..3).map(|s| state.disgraces(s)).collect::<Vec<_>>(),
        vec![1, 0, 1]
    );
}

#[test]
fn diplomacy_a_king_may_not_appeal_to_themselves() {
    let mut state = joker_appeal("KD");
    let before = state.clone();
    assert_eq!(
        state.apply(0, &Action::Appeal),
        Err(HonorError::KingCannotAppeal)
    );
    assert_eq!(
        state.apply(1, &Action::Appeal),
        Err(HonorError::NotYourTurn(1))
    );
    assert!(state == before);
    // With two players and the other one drawing the Joker, only the King would be
    // disgraced: no window at all.
    let hands = [PLAIN_HANDS[0], ["X1", "2D", "3D"]];
    let state = kings_game(
        &diplomacy(2),
        0,
        Suit::Clubs,
        &PLAIN_ARMIES[..2],
        &hands,
        &[],
    );
    assert_eq!(state.phase(), Phase::Exchange);
    assert_eq!(state.disgraces(0), 1);
}

#[test]
fn diplomacy_the_king_draws_nothing_when_both_piles_are_empty() {
    let mut state = joker_appeal("KD");
    state.apply(2, &Action::Appeal).unwrap();
    let mut aside: Vec<_> = state.draw.drain(..).collect();
    aside.append(&mut state.discard);
    state.exchange_pile.append(&mut aside);
    state.apply(0, &Action::Respond).unwrap();
    assert!(state.events().contains(&Event::KingDrew {
        king: 0,
        card: None
    }));
    assert_eq!(state.disgraces(2), 1);
    assert!(state.card_counts_consistent());
}

/// Game 2 of a 3-player Diplomacy match, King 0: seat 1's army holds a Joker and Aces,
/// seat 2 has 25; `top` is the card the King would draw.
fn army_appeal(top: &str) -> HonorState {
    let armies = [["5C", "6H", "7S"], ["X1", "AS", "AH"], PLAIN_ARMIES[2]];
    let mut state = kings_game(
        &diplomacy(3),
        0,
        Suit::Clubs,
        &armies,
        &PLAIN_HANDS[..3],
        &[top],
    );
    end_exchanges(&mut state);
    assert_eq!(state.phase(), Phase::ArmyAppeal);
    let w = state.appeal().unwrap();
    assert_eq!(w.kind, AppealKind::JokerInArmy);
    assert_eq!(w.eligible, vec![1]);
    assert!(state
        .events()
        .iter()
        .any(|e| matches!(e, Event::ArmiesRevealed { .. })));
    state
}

#[test]
fn diplomacy_a_player_whose_army_holds_a_joker_may_appeal_and_on_a_face_card_replaces_it_from_the_hand(
) {
    let mut state = army_appeal("QD");
    assert_eq!(state.to_act(), vec![1]);
    state
        .apply(1, &Action::AppealWithCard { hand_index: 2 })
        .unwrap();
    assert_eq!(state.observe(1).my_appeal_card, Some(c("4D")));
    assert_eq!(state.observe(2).my_appeal_card, None);
    assert_eq!(state.to_act(), vec![0]);
    state.apply(0, &Action::Respond).unwrap();
    assert!(state.events().contains(&Event::JokerReplaced {
        seat: 1,
        joker: c("X1"),
        replacement: c("4D")
    }));
    let result = state.last_battle().unwrap();
    assert_eq!(result.armies[1], Some(cs(&["4D", "AS", "AH"])));
    assert_eq!(result.totals[1], Some(30));
    assert_eq!(result.winner, Some(1));
    // The Joker and the King's card go to the discard pile, shown.
    for x in ["X1", "QD"] {
        assert!(state
            .discard
            .iter()
            .any(|h| h.card == c(x) && h.known == EVERYONE));
    }
    assert_eq!(state.hand(1), cs(&["2D", "3D"]));
}

#[test]
fn diplomacy_an_army_appeal_without_a_face_card_or_rejected_leaves_the_joker() {
    for (top, answer) in [("AD", Action::Respond), ("QD", Action::Reject)] {
        let mut state = army_appeal(top);
        state
            .apply(1, &Action::AppealWithCard { hand_index: 0 })
            .unwrap();
        state.apply(0, &answer).unwrap();
        let result = state.last_battle().unwrap();
        assert!(result.joker[1]);
        assert_eq!(result.winner, Some(2));
        assert_eq!(state.hand_count(1), 3);
    }
    let mut state = army_appeal("QD");
    state.apply(1, &Action::NoAppeal).unwrap();
    assert_eq!(state.last_battle().unwrap().winner, Some(2));
}

#[test]
fn diplomacy_the_king_may_not_appeal_about_his_own_army() {
    let armies = [["X1", "6H", "7S"], PLAIN_ARMIES[1], PLAIN_ARMIES[2]];
    let mut state = kings_game(
        &diplomacy(3),
        0,
        Suit::Clubs,
        &armies,
        &PLAIN_HANDS[..3],
        &[],
    );
    end_exchanges(&mut state);
    assert_eq!(
        state.phase(),
        Phase::Battle,
        "no appeal window for the King"
    );
    assert!(state.last_battle().unwrap().joker[0]);
}

// ---------------------------------------------------------------- all four together

#[test]
fn all_four_variants_together() {
    let cfg = HonorConfig::all_variants(3);
    assert!(cfg.validate().is_ok());
    // King 0, Spades illegal. Seat 1 draws a Joker; seat 2 appeals, the King rejects: seats
    // 2 and 0 lose a head (Negative heads). Seat 2's army holds a Joker: after the charges
    // it appeals, the King responds and draws a Jack: the Joker is replaced.
    let armies = [["AS", "9C", "8C"], ["10D", "9D", "8D"], ["X2", "AH", "AD"]];
    let hands = [PLAIN_HANDS[0], ["X1", "2D", "3D"], PLAIN_HANDS[2]];
    let mut state = kings_game(&cfg, 0, Suit::Spades, &armies, &hands, &["JD"]);
    assert_eq!(state.phase(), Phase::JokerAppeal);
    state.apply(2, &Action::Appeal).unwrap();
    state.apply(0, &Action::Reject).unwrap();
    assert_eq!(
        (0..3).map(|s| state.heads(s)).collect::<Vec<_>>(),
        vec![-1, 0, -1]
    );
    assert!(state.seats.iter().all(|s| s.disgraces == 0));
    assert_eq!(state.phase(), Phase::Exchange);
    end_exchanges(&mut state);
    // Charges from the dealer's (0) left: 1, 2, 0.
    assert_eq!(state.to_act(), vec![1]);
    state.apply(1, &Action::Charge { hand_index: 2 }).unwrap(); // 3D: 27 + 3 = 30
    state.apply(2, &Action::NoCharge).unwrap();
    state.apply(0, &Action::Charge { hand_index: 0 }).unwrap(); // 2C
    assert_eq!(state.phase(), Phase::ArmyAppeal);
    assert_eq!(state.appeal().unwrap().eligible, vec![2]);
    state
        .apply(2, &Action::AppealWithCard { hand_index: 2 })
        .unwrap(); // 4H
    state.apply(0, &Action::Respond).unwrap();
    let result = state.last_battle().unwrap().clone();
    // Seat 0: AS 9C 8C + 2C = 32 beats 30 and 30; seat 1's charge failed.
    assert_eq!(result.totals, vec![Some(32), Some(30), Some(30)]);
    // The King's army holds the illegal Spade: -1 head.
    assert_eq!(result.illegal, vec![0]);
    assert_eq!(result.winner, Some(0));
    assert_eq!(result.heads, 0);
    assert_eq!(result.failed_chargers, vec![1]);
    assert_eq!(
        (0..3).map(|s| state.heads(s)).collect::<Vec<_>>(),
        vec![-2, -1, -1]
    );
    assert_eq!(result.armies[2], Some(cs(&["4H", "AH", "AD"])));
    assert_eq!(state.phase(), Phase::Battle);
}
