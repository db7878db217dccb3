//! One test per ruling (rulings.md, "Panda") and per rule sentence that decides an
//! outcome, named after it.

use super::super::cards::{Card, CardSet, Suit, DECK_SIZE, HAND_SIZE};
use super::super::combo::{beats, play_reading, recognize, Kind};
use super::super::state::{Action, Event, NotNow, PandaConfig, PandaError, PandaState, Phase};
use super::{c, cs, decline_all, moves, pass, play, table, table_with};
use crate::core::Game;

fn kind(names: &[&str]) -> Option<Kind> {
    recognize(cs(names)).map(|c| c.kind)
}

fn beats_names(new: &[&str], old: &[&str]) -> bool {
    let t = recognize(cs(old)).expect("a table combination");
    play_reading(cs(new), Some(&t)).is_some()
}

// ------------------------------------------------------------ the deck

#[test]
fn deck_has_four_suits_of_ranks_1_to_mon_and_four_animals_60_cards() {
    assert_eq!(Card::all().count(), 60);
    assert_eq!(Card::all().filter(|c| c.is_suited()).count(), 56);
    for s in Suit::ALL {
        let ranks: Vec<u8> = Card::all()
            .filter(|c| c.suit() == Some(s))
            .map(Card::rank)
            .collect();
        assert_eq!(ranks, (1..=14).collect::<Vec<u8>>());
    }
    assert_eq!(c("aM").name(), "Asahi Mon");
    assert_eq!(c("rB").name(), "Renge Bushi");
    assert_eq!(Card::STORK.rank(), 1);
}

#[test]
fn deck_card_points_sum_to_100() {
    assert_eq!(CardSet::FULL.points(), 100);
    assert_eq!(c("tM").points(), 10);
    assert_eq!(c("g10").points(), 10);
    assert_eq!(c("r5").points(), 5);
    assert_eq!(Card::PANDA.points(), 25);
    assert_eq!(Card::STORK.points(), 25);
    assert_eq!(Card::CATFISH.points(), -25);
    assert_eq!(Card::CAT.points(), -25);
    assert_eq!(c("aE").points(), 0);
}

#[test]
fn deal_gives_fifteen_cards_to_each_of_four_players() {
    let s = PandaState::new(&PandaConfig::default(), 11);
    let mut all = CardSet::EMPTY;
    for seat in 0..4 {
        assert_eq!(s.hand(seat).len(), HAND_SIZE);
        all = all.union(s.hand(seat));
    }
    assert_eq!(all.len(), DECK_SIZE);
    assert_eq!(s.phase(), Phase::Passing);
    assert_eq!(s.to_act(), vec![0, 1, 2, 3]);
}

// ------------------------------------------------------------ passing

fn give_lowest(s: &mut PandaState, seat: usize) -> [Card; 3] {
    let h = s.hand(seat).to_vec();
    let g = [h[0], h[1], h[2]];
    s.apply(
        seat,
        &Action::GiveCards {
            left: g[0],
            partner: g[1],
            right: g[2],
        },
    )
    .expect("give");
    g
}

#[test]
fn passing_gives_one_card_to_each_other_player_all_at_once() {
    let mut s = PandaState::new(&PandaConfig::default(), 5);
    let before = s.hands;
    let mut gifts = Vec::new();
    for seat in [2, 0, 3] {
        gifts.push((seat, give_lowest(&mut s, seat)));
        // Nothing moves until everybody has chosen.
        assert_eq!(s.hands, before);
        assert!(!s.to_act().contains(&seat));
    }
    assert_eq!(
        s.apply(2, &Action::Pass).unwrap_err(),
        PandaError::NotNow(NotNow::NoTrickToPass)
    );
    gifts.push((1, give_lowest(&mut s, 1)));
    assert_eq!(s.phase(), Phase::Play);
    for (seat, g) in gifts {
        for (k, card) in g.iter().enumerate() {
            let to = (seat + 1 + k) % 4;
            assert!(s.hand(to).contains(*card), "{card} went to seat {to}");
            assert_eq!(s.observe(to).received[seat], Some(*card));
        }
    }
    assert!(s.hands.iter().all(|h| h.len() == 15));
}

/// Nothing a seat may see tells it who holds the Stork before the passing (it learns that
/// when the cards are exchanged and its holder leads): moving the Stork to another hidden
/// hand changes no other seat's observation.
#[test]
fn stork_holder_not_leaked_during_passing() {
    for seed in 0..8 {
        let dealt = PandaState::new(&PandaConfig::default(), seed);
        let s = PandaState::with_hands(&PandaConfig::default(), seed, dealt.hands);
        assert_eq!(s.phase(), Phase::Passing);
        let holder = (0..4).find(|&x| s.hand(x).contains(Card::STORK)).unwrap();
        for me in (0..4).filter(|&me| me != holder) {
            // The same deal but for the Stork, swapped into another hand `me` cannot see.
            let other = (0..4).find(|&x| x != me && x != holder).unwrap();
            let mut hands = s.hands;
            let swap = hands[other].cards().next().unwrap();
            hands[holder].remove(Card::STORK);
            hands[holder].insert(swap);
            hands[other].remove(swap);
            hands[other].insert(Card::STORK);
            let moved = PandaState::with_hands(&PandaConfig::default(), seed, hands);
            assert_eq!(
                s.observe(me),
                moved.observe(me),
                "seed {seed}: seat {me} learns where the Stork is"
            );
        }
    }
}

#[test]
fn passing_three_different_cards_from_ones_own_hand() {
    let mut s = PandaState::new(&PandaConfig::default(), 5);
    let h = s.hand(0).to_vec();
    let other = s.hand(1).to_vec()[0];
    let e = s
        .apply(
            0,
            &Action::GiveCards {
                left: h[0],
                partner: h[0],
                right: h[1],
            },
        )
        .unwrap_err();
    assert_eq!(e, PandaError::SameCardTwice);
    let e = s
        .apply(
            0,
            &Action::GiveCards {
                left: h[0],
                partner: other,
                right: h[1],
            },
        )
        .unwrap_err();
    assert_eq!(e, PandaError::NotInHand(other));
    give_lowest(&mut s, 0);
    let e = s
        .apply(
            0,
            &Action::GiveCards {
                left: h[3],
                partner: h[4],
                right: h[5],
            },
        )
        .unwrap_err();
    assert_eq!(e, PandaError::AlreadyGave);
}

#[test]
fn the_stork_holder_starts_the_game() {
    let mut s = PandaState::new(&PandaConfig::default(), 9);
    for seat in 0..4 {
        give_lowest(&mut s, seat);
    }
    let holder = (0..4)
        .find(|&x| s.hand(x).contains(Card::STORK))
        .expect("stork");
    assert_eq!(s.to_act(), vec![holder]);
    assert!(s
        .events()
        .contains(&Event::CardsExchanged { leader: holder }));
}

// ------------------------------------------------------------ first lead, the Stork

#[test]
fn first_lead_must_contain_a_rank_1_card() {
    let mut s = table([&["Stork", "t1", "t2", "t9"], &["g3"], &["g4"], &["g5"]]);
    let e = s.apply(0, &Action::Play(cs(&["t9"]))).unwrap_err();
    assert_eq!(e, PandaError::FirstLeadNeedsOne);
    // A suited 1 counts as well as the Stork.
    s.apply(0, &Action::Play(cs(&["t1"])))
        .expect("a suited 1 leads");
}

#[test]
fn first_lead_may_be_the_stork_alone_a_pair_run_full_house_or_pair_run_with_a_1() {
    for lead in [
        &["Stork"][..],
        &["Stork", "t1"],
        &["Stork", "t1", "g1"],
        &["Stork", "t1", "t9", "g9", "r9"],
        &["Stork", "t2", "t3", "t4", "t5"],
        &["Stork", "t1", "t2", "g2"],
    ] {
        let mut hand: Vec<&str> = lead.to_vec();
        hand.push("aM");
        let mut s = table([&hand, &["g3"], &["g4"], &["g5"]]);
        s.apply(0, &Action::Play(cs(lead)))
            .unwrap_or_else(|e| panic!("{lead:?}: {e}"));
    }
    // A Catfish standing for a 1 is not a real 1.
    let mut s = table([
        &["Stork", "Catfish", "t2", "t3", "t4", "t5"],
        &["g3"],
        &["g4"],
        &["g5"],
    ]);
    let e = s
        .apply(0, &Action::Play(cs(&["Catfish", "t2", "t3", "t4", "t5"])))
        .unwrap_err();
    assert_eq!(e, PandaError::FirstLeadNeedsOne);
}

#[test]
fn stork_is_a_suitless_1_alone_or_inside_combinations() {
    let st = recognize(cs(&["Stork"])).expect("single");
    assert_eq!((st.kind, st.rank), (Kind::Single, 1));
    assert_eq!(kind(&["Stork", "a1"]), Some(Kind::Pair));
    assert_eq!(kind(&["Stork", "t2", "t3", "t4", "t5"]), Some(Kind::Run));
    assert!(beats_names(&["t2"], &["Stork"]));
    assert!(!beats_names(&["a1"], &["Stork"]));
}

#[test]
fn stork_never_counts_in_an_ambush_or_kingdom() {
    assert_eq!(kind(&["Stork", "t1", "g1", "r1"]), None);
    assert_eq!(kind(&["t1", "g1", "r1", "a1"]), Some(Kind::Ambush));
}

// ------------------------------------------------------------ combinations

#[test]
fn combination_kinds_single_pair_triple_full_house_run_pair_run() {
    assert_eq!(kind(&["t7"]), Some(Kind::Single));
    assert_eq!(kind(&["t7", "g7"]), Some(Kind::Pair));
    assert_eq!(kind(&["t7", "g7", "a7"]), Some(Kind::Triple));
    assert_eq!(kind(&["t7", "g7", "a7", "t2", "r2"]), Some(Kind::FullHouse));
    assert_eq!(kind(&["t3", "g4", "a5", "t6", "r7"]), Some(Kind::Run));
    assert_eq!(kind(&["t3", "g4", "a5", "t6"]), None, "a run needs five");
    assert_eq!(kind(&["t3", "g3", "a4", "t4"]), Some(Kind::PairRun));
    assert_eq!(
        kind(&["t3", "g3", "a5", "t5"]),
        None,
        "pairs must be adjoining"
    );
    assert_eq!(
        kind(&["t3", "g3", "a4", "t4", "r5", "g5"]),
        Some(Kind::PairRun)
    );
    assert_eq!(kind(&["t3", "g3", "g9"]), None);
    assert_eq!(kind(&["t7", "g7", "a7", "r7", "t2"]), None);
}

#[test]
fn ambush_is_four_cards_of_one_rank() {
    let a = recognize(cs(&["t8", "g8", "r8", "a8"])).expect("ambush");
    assert_eq!((a.kind, a.rank), (Kind::Ambush, 8));
    assert_eq!(a.name(), "Ambush, 8s");
}

/// The Kingdom of Renge.
const KINGDOM: [&str; 4] = ["rB", "rG", "rE", "rM"];

#[test]
fn kingdom_is_bushi_geisha_emperor_and_mon_of_one_suit() {
    let k = recognize(cs(&KINGDOM)).expect("kingdom");
    assert_eq!(k.kind, Kind::Kingdom);
    assert_eq!(k.name(), "Kingdom of Renge");
    assert_eq!(kind(&["rB", "rG", "rE", "aM"]), None);
}

#[test]
fn combination_names_for_the_table() {
    let n = |x: &[&str]| recognize(cs(x)).expect("combo").name();
    assert_eq!(n(&["t9", "g9", "a9", "t2", "r2"]), "Full house, 9s");
    assert_eq!(n(&["aM"]), "Single Mon");
    assert_eq!(n(&["t7", "g7"]), "Pair, 7s");
    assert_eq!(n(&["t6", "g7", "a8", "t9", "r10"]), "Run of 5, to 10");
    assert_eq!(n(&["t3", "g3", "a4", "t4"]), "2 pairs, to 4s");
    assert_eq!(n(&["Panda"]), "Panda");
}

#[test]
fn a_play_beats_only_the_same_kind_same_length_higher() {
    assert!(beats_names(&["t9"], &["g8"]));
    assert!(!beats_names(&["t8"], &["g8"]));
    assert!(!beats_names(&["t9", "g9"], &["g8"]));
    assert!(beats_names(&["t9", "g9"], &["a8", "g8"]));
    assert!(beats_names(&["t4", "g4", "r4"], &["a3", "g3", "t3"]));
    // Runs of six only by higher runs of six.
    let six = ["t3", "t4", "t5", "t6", "t7", "t8"];
    assert!(beats_names(&["g4", "g5", "g6", "g7", "g8", "g9"], &six));
    assert!(!beats_names(&["g4", "g5", "g6", "g7", "g8"], &six));
    assert!(!beats_names(
        &["g4", "g5", "g6", "g7", "g8", "g9", "g10"],
        &six
    ));
    assert!(!beats_names(&["g3", "g4", "g5", "g6", "g7", "g8"], &six));
    // Pair runs by as many pairs, higher.
    assert!(beats_names(
        &["t4", "g4", "t5", "g5"],
        &["r3", "a3", "r4", "a4"]
    ));
    assert!(!beats_names(
        &["t4", "g4", "t5", "g5", "t6", "g6"],
        &["r3", "a3", "r4", "a4"]
    ));
}

#[test]
fn full_house_is_ranked_by_its_triple_only() {
    assert!(beats_names(
        &["t9", "g9", "a9", "t2", "r2"],
        &["t8", "g8", "a8", "tM", "rM"]
    ));
    assert!(!beats_names(
        &["t8", "g8", "r8", "tM", "aM"],
        &["t9", "g9", "a9", "t2", "r2"]
    ));
}

// ------------------------------------------------------------ the Catfish

#[test]
fn catfish_is_wild_in_pair_triple_full_house_run_and_pair_run() {
    assert_eq!(kind(&["Catfish", "t7"]), Some(Kind::Pair));
    assert_eq!(kind(&["Catfish", "t7", "g7"]), Some(Kind::Triple));
    assert_eq!(
        kind(&["Catfish", "t7", "g7", "t2", "g2"]),
        Some(Kind::FullHouse)
    );
    assert_eq!(
        kind(&["Catfish", "t7", "g7", "r7", "g2"]),
        Some(Kind::FullHouse)
    );
    assert_eq!(kind(&["Catfish", "t3", "t4", "t6", "t7"]), Some(Kind::Run));
    assert_eq!(kind(&["Catfish", "t3", "g3", "t4"]), Some(Kind::PairRun));
    assert_eq!(
        kind(&["Catfish", "Stork"]),
        Some(Kind::Pair),
        "it may stand for a suited 1"
    );
}

#[test]
fn catfish_is_read_as_the_highest_combination_it_makes() {
    let fh = recognize(cs(&["Catfish", "t7", "g7", "t8", "g8"])).expect("full house");
    assert_eq!(fh.rank, 8);
    let run = recognize(cs(&["Catfish", "t3", "t4", "t5", "t6"])).expect("run");
    assert_eq!(run.rank, 7);
    // On a run to 7 the same cards are read as the run to 7 (a run to 6 would not beat).
    let table = recognize(cs(&["g2", "g3", "g4", "g5", "g6"])).expect("run");
    let r = play_reading(cs(&["Catfish", "t3", "t4", "t5", "t6"]), Some(&table)).expect("beats");
    assert_eq!(r.rank, 7);
}

#[test]
fn catfish_never_in_an_ambush_or_kingdom_nor_for_an_animal() {
    assert_ne!(kind(&["Catfish", "t8", "g8", "r8"]), Some(Kind::Ambush));
    assert_eq!(kind(&["Catfish", "rB", "rG", "rE"]), None);
    assert_eq!(kind(&["Catfish", "Panda"]), None);
    assert_eq!(kind(&["Catfish", "Cat"]), None);
}

#[test]
fn catfish_single_is_half_a_rank_above_the_previous_single() {
    let eight = recognize(cs(&["t8"])).expect("single");
    let cf = play_reading(cs(&["Catfish"]), Some(&eight)).expect("on an 8");
    assert_eq!(cf.name(), "Catfish (8½)");
    assert!(play_reading(cs(&["t9"]), Some(&cf)).is_some());
    assert!(play_reading(cs(&["g8"]), Some(&cf)).is_none());
}

#[test]
fn catfish_led_alone_is_worth_a_half() {
    let led = recognize(cs(&["Catfish"])).expect("single");
    assert_eq!(led.key(), 1);
    assert!(beats(&recognize(cs(&["Stork"])).expect("stork"), &led));
}

#[test]
fn catfish_cannot_be_played_on_a_mon_or_the_panda() {
    let mut s = table([&["Stork", "t2"], &["aM", "g3"], &["Catfish", "g5"], &["g6"]]);
    play(&mut s, 0, &["Stork"]);
    play(&mut s, 1, &["aM"]);
    let e = s.apply(2, &Action::Play(cs(&["Catfish"]))).unwrap_err();
    assert_eq!(e, PandaError::CatfishOnHigh);
    let panda = recognize(cs(&["Panda"])).expect("panda");
    assert!(play_reading(cs(&["Catfish"]), Some(&panda)).is_none());
}

// ------------------------------------------------------------ the Panda

#[test]
fn panda_is_single_only_and_beats_every_single_the_mon_included() {
    assert_eq!(kind(&["Panda", "t7"]), None);
    assert!(beats_names(&["Panda"], &["aM"]));
    assert!(!beats_names(&["Panda"], &["t7", "g7"]));
    assert!(beats_names(&["Panda"], &["Catfish"]));
}

#[test]
fn panda_trick_is_given_to_a_chosen_opponent_and_its_player_leads_next() {
    let mut s = table([
        &["Stork", "t2"],
        &["aM", "g3"],
        &["Panda", "g5"],
        &["g6", "g7"],
    ]);
    let panda_wins = [(0, &["Stork"][..]), (1, &["aM"]), (2, &["Panda"])];
    moves(&mut s, &panda_wins);
    moves(&mut s, &[(3, &[]), (0, &[]), (1, &[])]);
    assert_eq!(s.phase(), Phase::GiveTrick);
    assert_eq!(s.to_act(), vec![2]);
    assert_eq!(
        s.apply(2, &Action::GiveTrick(0)).unwrap_err(),
        PandaError::NotAnOpponent(0)
    );
    s.apply(2, &Action::GiveTrick(3)).expect("to an opponent");
    assert_eq!(s.won_cards(3), cs(&["Stork", "aM", "Panda"]));
    assert_eq!(s.won_cards(2), CardSet::EMPTY);
    assert_eq!(s.phase(), Phase::Play);
    assert_eq!(s.turn(), 2);
}

// ------------------------------------------------------------ the Cat

#[test]
fn cat_can_only_be_led() {
    let mut s = table([&["Stork", "t2"], &["Cat", "g3"], &["g5"], &["g6"]]);
    play(&mut s, 0, &["Stork"]);
    let e = s.apply(1, &Action::Play(cs(&["Cat"]))).unwrap_err();
    assert_eq!(e, PandaError::CatOnlyAsLead);
    assert!(!beats_names(&["Cat"], &["Stork"]));
}

#[test]
fn cat_gives_the_lead_to_the_partner_and_goes_to_its_players_won_cards() {
    let mut s = table([
        &["Stork", "t2"],
        &["Cat", "g3", "g9"],
        &["g5"],
        &["g6", "g7"],
    ]);
    play(&mut s, 0, &["Stork"]);
    pass(&mut s, 1);
    pass(&mut s, 2);
    pass(&mut s, 3);
    // Seat 0 took the trick; lead again, then seat 1 gets the lead after a trick.
    s.turn = 1;
    s.apply(1, &Action::Play(cs(&["Cat"]))).expect("cat led");
    assert_eq!(s.turn(), 3);
    assert_eq!(s.phase(), Phase::Play);
    assert!(s.won_cards(1).contains(Card::CAT));
    assert!(s.table().is_none());
}

#[test]
fn cat_with_the_partner_out_gives_the_lead_to_the_next_on_the_partners_left() {
    let mut s = table([&["t2"], &["Cat", "g3"], &["g5", "g8"], &[]]);
    s.first_lead = false;
    s.out = vec![3];
    s.turn = 1;
    s.apply(1, &Action::Play(cs(&["Cat"]))).expect("cat led");
    assert_eq!(s.turn(), 0, "partner 3 is out: seat 0 on its left");
}

#[test]
fn cat_is_not_a_first_lead() {
    let mut s = table([&["Stork", "Cat"], &["g3"], &["g5"], &["g6"]]);
    let e = s.apply(0, &Action::Play(cs(&["Cat"]))).unwrap_err();
    assert_eq!(e, PandaError::FirstLeadNeedsOne);
}

// ------------------------------------------------------------ Ambush

const FOUR: [&str; 4] = ["t7", "g7", "r7", "a7"];

#[test]
fn ambush_beats_every_other_combination() {
    for t in [
        &["aM"][..],
        &["Panda"],
        &["t9", "g9"],
        &["t9", "g9", "a9", "t2", "r2"],
        &["t3", "g4", "a5", "t6", "r8", "g7"],
    ] {
        assert!(beats_names(&FOUR, t), "{t:?}");
    }
}

#[test]
fn a_higher_ambush_beats_a_lower_one() {
    assert!(beats_names(&["t8", "g8", "r8", "a8"], &FOUR));
    assert!(!beats_names(&["t6", "g6", "r6", "a6"], &FOUR));
}

/// Seat 2 holds an Ambush of 7s (`FOUR`) from the start; seat 0 leads the Stork.
const AMBUSH_AT_SEAT_2: [&[&str]; 4] = [
    &["Stork", "t2"],
    &["g3", "g4"],
    &["g5", "t7", "g7", "r7", "a7"],
    &["g6", "g9"],
];

#[test]
fn ambush_out_of_turn_in_the_window_after_a_play() {
    let mut s = table(AMBUSH_AT_SEAT_2);
    s.apply(0, &Action::Play(cs(&["Stork"]))).expect("lead");
    assert_eq!(s.phase(), Phase::AmbushWindow);
    assert_eq!(s.to_act(), vec![2], "every seat with four cards may ambush");
    s.apply(2, &Action::Play(cs(&FOUR))).expect("out of turn");
    assert!(matches!(
        s.events().last(),
        Some(Event::Ambushed { seat: 2, .. })
    ));
    assert_eq!(s.table_owner(), Some(2));
    assert_eq!(s.turn(), 3, "play goes on at the ambusher's left");
}

#[test]
fn ambush_window_after_a_pass_too() {
    let mut s = table(AMBUSH_AT_SEAT_2);
    play(&mut s, 0, &["Stork"]);
    s.apply(1, &Action::Pass).expect("pass");
    assert_eq!(s.phase(), Phase::AmbushWindow);
    assert_eq!(
        s.apply(1, &Action::NoAmbush).unwrap_err(),
        PandaError::NotNow(NotNow::NoAmbushWindow)
    );
    assert_eq!(
        s.apply(2, &Action::Play(cs(&["g5"]))).unwrap_err(),
        PandaError::OnlyAmbushNow
    );
    s.apply(2, &Action::NoAmbush).expect("decline");
    assert_eq!(s.phase(), Phase::Play);
    assert_eq!(s.turn(), 2);
}

#[test]
fn ambush_on_top_of_ones_own_play_and_as_a_lead() {
    let mut s = table([
        &["Stork", "t2", "t7", "g7", "r7", "a7"],
        &["g3"],
        &["g5"],
        &["g6"],
    ]);
    s.apply(0, &Action::Play(cs(&["Stork"]))).expect("lead");
    s.apply(0, &Action::Play(cs(&FOUR))).expect("on own play");
    assert_eq!(s.table().map(|t| t.kind), Some(Kind::Ambush));
    let mut s = table([&["t2", "t7", "g7", "r7", "a7"], &["g3"], &["g5"], &["g6"]]);
    s.apply(0, &Action::Play(cs(&FOUR)))
        .expect("an ambush may be a lead");
}

#[test]
fn kingdom_beats_ambushes_wins_the_trick_at_once_and_scores_100() {
    let mut s = table([
        &["Stork", "t2"],
        &["t7", "g7", "r7", "a7", "g3"],
        &["rB", "rG", "rE", "rM", "t10"],
        &["g6", "g9"],
    ]);
    s.apply(0, &Action::Play(cs(&["Stork"]))).expect("lead");
    s.apply(1, &Action::Play(cs(&FOUR))).expect("ambush");
    decline_all(&mut s);
    assert_eq!(s.turn(), 2);
    s.apply(2, &Action::Play(cs(&KINGDOM))).expect("kingdom");
    assert_eq!(s.phase(), Phase::Play, "no window after a Kingdom");
    assert!(s.table().is_none(), "the trick is over");
    assert!(s.won_cards(2).contains_all(cs(&["Stork", "t7", "rM"])));
    assert_eq!(s.turn(), 2, "its player leads next");
    assert_eq!(s.kingdoms, [1, 0]);
}

#[test]
fn kingdom_only_while_all_four_players_hold_cards() {
    let mut s = table([&["t2"], &["rB", "rG", "rE", "rM", "t9"], &["g5"], &[]]);
    s.first_lead = false;
    s.out = vec![3];
    s.turn = 1;
    let e = s.apply(1, &Action::Play(cs(&KINGDOM))).unwrap_err();
    assert_eq!(e, PandaError::KingdomNeedsAllFour);
}

#[test]
fn kingdom_only_on_ones_own_turn() {
    let mut s = table([
        &["Stork", "t2"],
        &["g3"],
        &["rB", "rG", "rE", "rM", "t10"],
        &["g6"],
    ]);
    s.apply(0, &Action::Play(cs(&["Stork"]))).expect("lead");
    assert_eq!(s.to_act(), vec![2]);
    let e = s.apply(2, &Action::Play(cs(&KINGDOM))).unwrap_err();
    assert_eq!(e, PandaError::OnlyAmbushNow);
}

// ------------------------------------------------------------ tricks and turns

/// Two cards each, seat 0 to lead the Stork.
const TWO_EACH: [&[&str]; 4] = [
    &["Stork", "t2"],
    &["g3", "aE"],
    &["g5", "g8"],
    &["g6", "g9"],
];

#[test]
fn trick_ends_when_every_other_player_with_cards_has_passed() {
    let mut s = table(TWO_EACH);
    moves(&mut s, &[(0, &["Stork"]), (1, &["g3"]), (2, &[]), (3, &[])]);
    assert!(s.table().is_some(), "seat 0 has not passed yet");
    pass(&mut s, 0);
    assert!(s.table().is_none());
    assert_eq!(s.won_cards(1), cs(&["Stork", "g3"]));
    assert_eq!(s.turn(), 1, "the trick's winner leads");
}

#[test]
fn a_player_who_passed_may_play_again_in_the_same_trick() {
    let mut s = table(TWO_EACH);
    let script = [
        (0, &["Stork"][..]),
        (1, &[]),
        (2, &["g5"]),
        (3, &["g6"]),
        (0, &[]),
    ];
    moves(&mut s, &script);
    play(&mut s, 1, &["aE"]);
    assert_eq!(s.table_owner(), Some(1));
}

#[test]
fn player_out_is_skipped_and_lead_goes_left_of_an_out_winner() {
    let mut s = table([&["Stork", "t2"], &["g3"], &["g5", "g8"], &["g6", "g9"]]);
    moves(&mut s, &[(0, &["Stork"]), (1, &["g3"])]);
    assert_eq!(s.out_order(), &[1]);
    moves(&mut s, &[(2, &[]), (3, &[])]);
    assert!(s.table().is_some());
    pass(&mut s, 0);
    assert!(s.table().is_none(), "seat 1 is out and needs not pass");
    assert_eq!(s.won_cards(1), cs(&["Stork", "g3"]));
    assert_eq!(s.turn(), 2, "the winner is out: the next on its left leads");
}

#[test]
fn cannot_pass_when_leading() {
    let mut s = table([&["Stork", "t2"], &["g3"], &["g5"], &["g6"]]);
    assert_eq!(
        s.apply(0, &Action::Pass).unwrap_err(),
        PandaError::CannotPassLead
    );
    assert_eq!(
        s.apply(1, &Action::Play(cs(&["g3"]))).unwrap_err(),
        PandaError::NotYourTurn
    );
}

// ------------------------------------------------------------ end of the deal

#[test]
fn third_player_out_ends_the_deal_last_hand_to_opponents_tricks_to_first_out() {
    let mut s = table([&["Stork"], &["t5"], &["tM"], &["t10", "g10", "a2"]]);
    s.won[3] = cs(&["a5"]);
    play(&mut s, 0, &["Stork"]);
    play(&mut s, 1, &["t5"]);
    play(&mut s, 2, &["tM"]);
    let r = s.results().last().expect("scored").clone();
    assert_eq!(r.out_order, vec![0, 1, 2]);
    // Team 0: the last trick (Stork 25, t5 5, Mon 10) won by the third out, seat 3's hand
    // (20), seat 3's trick (a5) to seat 0.
    assert_eq!(r.card_points, [25 + 5 + 10 + 20 + 5, 0]);
    assert_eq!(s.phase(), Phase::Passing, "the next deal starts");
}

#[test]
fn third_players_last_play_wins_the_last_trick_even_if_beatable() {
    let mut s = table([&["Stork"], &["t5"], &["t6"], &["t10", "g10", "aM"]]);
    play(&mut s, 0, &["Stork"]);
    play(&mut s, 1, &["t5"]);
    play(&mut s, 2, &["t6"]);
    let r = s.results().last().expect("scored");
    assert_eq!(r.card_points, [25 + 5 + 30, 0]);
}

#[test]
fn third_player_out_with_the_panda_still_gives_the_trick_away() {
    let mut s = table([&["Stork"], &["t5"], &["Panda"], &["t10", "g10"]]);
    play(&mut s, 0, &["Stork"]);
    play(&mut s, 1, &["t5"]);
    play(&mut s, 2, &["Panda"]);
    assert_eq!(s.phase(), Phase::GiveTrick);
    s.apply(2, &Action::GiveTrick(1)).expect("give");
    let r = s.results().last().expect("scored");
    assert_eq!(r.card_points, [20, 25 + 5 + 25]);
}

#[test]
fn double_victory_scores_200_to_0_and_ends_the_deal_at_once() {
    let mut s = table([&["Stork"], &["t9", "t3"], &["t5"], &["t8", "t4"]]);
    play(&mut s, 0, &["Stork"]);
    play(&mut s, 1, &["t3"]);
    play(&mut s, 2, &["t5"]);
    let r = s.results().last().expect("scored");
    assert_eq!(r.double_victory, Some(0));
    assert_eq!(r.card_points, [200, 0]);
    assert!(s
        .events()
        .iter()
        .any(|e| matches!(e, Event::DoubleVictory { team: 0 })));
}

#[test]
fn calls_still_count_in_a_double_victory() {
    let mut s = table([&["Stork"], &["t9", "t3"], &["t5"], &["t8", "t4"]]);
    s.apply(0, &Action::CallPanda).expect("call");
    s.apply(3, &Action::CallPanda).expect("call out of turn");
    play(&mut s, 0, &["Stork"]);
    play(&mut s, 1, &["t3"]);
    play(&mut s, 2, &["t5"]);
    let r = s.results().last().expect("scored");
    assert_eq!(r.call_points, [100, -100]);
    assert_eq!(r.total, [300, -100]);
}

// ------------------------------------------------------------ calls

#[test]
fn calling_panda_scores_100_if_the_caller_goes_out_first_else_minus_100() {
    let mut s = table([&["Stork"], &["t5"], &["tM"], &["t10", "g10", "a2"]]);
    s.apply(0, &Action::CallPanda).expect("call");
    s.apply(1, &Action::CallPanda)
        .expect("several players may call");
    s.apply(2, &Action::CallPanda).expect("partners too");
    play(&mut s, 0, &["Stork"]);
    play(&mut s, 1, &["t5"]);
    play(&mut s, 2, &["tM"]);
    let r = s.results().last().expect("scored");
    assert_eq!(r.call_points, [100 - 100, -100]);
}

#[test]
fn calling_panda_only_before_ones_first_card() {
    let mut s = table([&["Stork", "t2"], &["g3", "g4"], &["g5"], &["g6"]]);
    play(&mut s, 0, &["Stork"]);
    assert_eq!(
        s.apply(0, &Action::CallPanda).unwrap_err(),
        PandaError::CallAfterFirstCard
    );
    // Seat 1 passes for a while and may still call.
    pass(&mut s, 1);
    s.apply(1, &Action::CallPanda)
        .expect("after passing, before a card");
    assert_eq!(
        s.apply(1, &Action::CallPanda).unwrap_err(),
        PandaError::AlreadyCalled
    );
}

#[test]
fn calling_panda_before_the_passing() {
    let mut s = PandaState::new(&PandaConfig::default(), 3);
    s.apply(2, &Action::CallPanda).expect("before passing");
    assert!(s.called()[2]);
    assert!(s.events().contains(&Event::CalledPanda { seat: 2 }));
    assert_eq!(s.phase(), Phase::Passing);
    assert!(s.observe(0).called[2], "everybody sees the call");
}

// ------------------------------------------------------------ the game

#[test]
fn game_ends_after_the_deal_in_which_a_team_reaches_the_target() {
    let config = PandaConfig { target_score: 200 };
    let mut s = table_with(&config, [&["Stork"], &["t9", "t3"], &["t5"], &["t8", "t4"]]);
    play(&mut s, 0, &["Stork"]);
    play(&mut s, 1, &["t3"]);
    play(&mut s, 2, &["t5"]);
    assert!(s.is_over());
    assert_eq!(s.winner(), Some(0));
    assert!(s.to_act().is_empty());
    assert_eq!(
        s.apply(0, &Action::CallPanda).unwrap_err(),
        PandaError::GameOver
    );
}

/// The last trick of a deal to 100 points, from these scores: seats 0 to 2 go out, and
/// seat 0's team scores 60 (the trick, 40, and the last player's two 10s).
fn last_deal_from(scores: [i32; 2]) -> PandaState {
    let config = PandaConfig { target_score: 100 };
    let hands: [&[&str]; 4] = [&["Stork"], &["t5"], &["tM"], &["t10", "g10", "a2"]];
    let mut s = table_with(&config, hands);
    s.scores = scores;
    moves(&mut s, &[(0, &["Stork"]), (1, &["t5"]), (2, &["tM"])]);
    s
}

#[test]
fn both_teams_over_the_target_the_higher_total_wins() {
    let s = last_deal_from([60, 200]);
    assert_eq!(s.scores(), [120, 200]);
    assert_eq!(s.winner(), Some(1));
}

#[test]
fn an_exact_tie_over_the_target_plays_another_deal() {
    let s = last_deal_from([100, 160]);
    assert_eq!(s.scores(), [160, 160]);
    assert!(!s.is_over());
    assert_eq!(s.phase(), Phase::Passing);
    assert_eq!(s.deal_number(), 2);
}

#[test]
fn target_score_is_a_setting_default_1000() {
    assert_eq!(PandaConfig::default().target_score, 1000);
    assert_eq!(
        PandaConfig { target_score: 5 }.normalized().target_score,
        100
    );
}

// ------------------------------------------------------------ table decisions

#[test]
fn table_decision_kingdoms_count_in_a_double_victory_too() {
    let mut s = table([
        &["Stork", "tB", "tG", "tE", "tM"],
        &["t9", "t3", "g2"],
        &["t5"],
        &["t8", "t4"],
    ]);
    play(&mut s, 0, &["Stork"]);
    play(&mut s, 1, &["t3"]);
    pass(&mut s, 2);
    pass(&mut s, 3);
    s.apply(0, &Action::Play(cs(&["tB", "tG", "tE", "tM"])))
        .expect("kingdom on turn");
    // The Kingdom took the trick; its player is out, so the next on the left leads.
    assert_eq!(s.turn(), 1);
    play(&mut s, 1, &["g2"]);
    play(&mut s, 2, &["t5"]);
    let r = s.results().last().expect("scored");
    assert_eq!(r.double_victory, Some(0));
    assert_eq!(r.kingdom_points, [100, 0]);
    assert_eq!(r.total, [300, 0]);
}

#[test]
fn table_decision_no_window_after_the_cat_nor_on_an_empty_table() {
    let mut s = table([
        &["t2", "g2"],
        &["Cat", "g3", "t7", "g7", "r7"],
        &["g5", "a7", "g8", "r8"],
        &["g6", "t9", "g9", "r9"],
    ]);
    s.first_lead = false;
    s.turn = 1;
    s.apply(1, &Action::Play(cs(&["Cat"]))).expect("cat");
    assert_eq!(s.phase(), Phase::Play);
    assert_eq!(s.to_act(), vec![3]);
}

#[test]
fn table_decision_window_skipped_when_no_ambush_is_possible_by_public_facts() {
    // Only seat 0 holds four cards, and a card of every rank has been seen.
    let mut s = table([&["t2", "g2", "r3", "a3", "g4"], &["g6"], &["g5"], &["gE"]]);
    s.first_lead = false;
    let seen: Vec<String> = (1..=14)
        .map(|r| {
            format!(
                "a{}",
                match r {
                    11 => "B".into(),
                    12 => "G".into(),
                    13 => "E".into(),
                    14 => "M".into(),
                    n => n.to_string(),
                }
            )
        })
        .collect();
    let seen: Vec<&str> = seen.iter().map(String::as_str).collect();
    s.won[1] = cs(&seen).minus(cs(&["a3"]));
    s.won[1].insert(c("t3"));
    s.apply(0, &Action::Play(cs(&["g4"]))).expect("lead");
    assert_eq!(s.phase(), Phase::Play, "nobody could ambush: no window");
    let mut s2 = table([&["t2", "g2", "r3", "a3", "g4"], &["g6"], &["g5"], &["gE"]]);
    s2.first_lead = false;
    s2.apply(0, &Action::Play(cs(&["g4"]))).expect("lead");
    assert_eq!(
        s2.phase(),
        Phase::AmbushWindow,
        "seat 0 itself could hold an ambush"
    );
}

#[test]
fn table_decision_panda_trick_may_go_to_an_opponent_already_out() {
    let mut s = table([&["Stork", "t2"], &["g3"], &["Panda", "g5"], &["g6", "g7"]]);
    moves(&mut s, &[(0, &["Stork"]), (1, &["g3"])]);
    assert_eq!(s.out_order(), &[1]);
    moves(&mut s, &[(2, &["Panda"]), (3, &[]), (0, &[])]);
    s.apply(2, &Action::GiveTrick(1))
        .expect("to the opponent who is out");
    assert!(s.won_cards(1).contains(Card::PANDA));
}

#[test]
fn table_decision_third_players_last_play_is_not_open_to_an_ambush() {
    let mut s = table([
        &["Stork"],
        &["t5"],
        &["tM"],
        &["t10", "g7", "r7", "a7", "t7"],
    ]);
    play(&mut s, 0, &["Stork"]);
    play(&mut s, 1, &["t5"]);
    s.apply(2, &Action::Play(cs(&["tM"]))).expect("third out");
    assert_eq!(s.phase(), Phase::Passing, "the deal ended at once");
}
