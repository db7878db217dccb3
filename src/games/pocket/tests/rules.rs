//! One test per ruling and per rule sentence that decides an outcome.

use super::{card, duel, happened, in_play, played, strike, turn};
use crate::core::Game;
use crate::games::pocket::{
    def, Ability, AbilityKind, Action, DefeatCause, Event, Phase, PocketConfig, PocketError,
    PocketState, Symbol, DECK, DOJO_ROW, DRAFT_CARDS, PICKS_EACH, STRIKE,
};

fn draft(st: &mut PocketState) {
    while st.phase() == Phase::Dojo {
        let seat = st.picker().unwrap();
        let c = st.row()[0];
        st.apply(seat, &Action::Pick(c)).unwrap();
    }
}

#[test]
fn each_dojo_lays_ten_cards_face_up() {
    let st = PocketState::new(&PocketConfig::default(), 7);
    assert_eq!(st.row().len(), DOJO_ROW);
    assert_eq!(st.deck_count(), DRAFT_CARDS - DOJO_ROW);
}

#[test]
fn players_alternate_picks_until_two_remain_which_are_discarded() {
    let mut st = PocketState::new(&PocketConfig::default(), 7);
    let mut pickers = Vec::new();
    for _ in 0..2 * PICKS_EACH {
        let seat = st.picker().unwrap();
        pickers.push(seat);
        let c = st.row()[0];
        st.apply(seat, &Action::Pick(c)).unwrap();
    }
    assert_eq!(pickers, vec![0, 1, 0, 1, 0, 1, 0, 1]);
    assert_eq!(st.discarded().len(), 2);
    assert_eq!(st.dojo(), 2);
    assert_eq!(st.row().len(), DOJO_ROW);
}

#[test]
fn the_second_dojo_reverses_the_player_order() {
    let mut st = PocketState::new(&PocketConfig::default(), 7);
    for _ in 0..2 * PICKS_EACH {
        let seat = st.picker().unwrap();
        let c = st.row()[0];
        st.apply(seat, &Action::Pick(c)).unwrap();
    }
    assert_eq!(st.picker(), Some(1));
    let cfg = PocketConfig {
        first_player: 1,
        ..PocketConfig::default()
    };
    let st = PocketState::new(&cfg, 7);
    assert_eq!(st.picker(), Some(1));
}

#[test]
fn after_the_draft_each_hand_is_eight_cards_and_strike_and_bushido_begins() {
    let mut st = PocketState::new(&PocketConfig::default(), 3);
    draft(&mut st);
    assert_eq!(st.phase(), Phase::Commit);
    for s in 0..2 {
        assert_eq!(st.hand(s).len(), 2 * PICKS_EACH + 1);
        assert!(st.hand(s).contains(&STRIKE));
    }
    assert_eq!(st.discarded().len(), 4);
    assert!(st.cards_consistent());
}

#[test]
fn picking_out_of_turn_or_a_card_not_in_the_row_is_refused_and_changes_nothing() {
    let mut st = PocketState::new(&PocketConfig::default(), 3);
    let before = st.clone();
    let c = st.row()[0];
    assert_eq!(st.apply(1, &Action::Pick(c)), Err(PocketError::NotYourPick));
    let missing = (0..DRAFT_CARDS as u8)
        .find(|x| !st.row().contains(x))
        .unwrap();
    assert_eq!(
        st.apply(0, &Action::Pick(missing)),
        Err(PocketError::NotInRow(missing))
    );
    assert_eq!(st, before);
}

#[test]
fn both_players_lay_a_card_face_down_then_reveal_together() {
    let mut st = duel(&["Ronin Blade"], &["Lacquered Kabuto"]);
    assert_eq!(st.to_act(), vec![0, 1]);
    st.apply(0, &Action::Commit(card("Ronin Blade"))).unwrap();
    assert_eq!(st.to_act(), vec![1]);
    assert!(!happened(&st, |e| matches!(e, Event::Revealed { .. })));
    st.apply(1, &Action::Commit(card("Lacquered Kabuto")))
        .unwrap();
    assert!(in_play(&st, 0, "Ronin Blade") && in_play(&st, 1, "Lacquered Kabuto"));
    assert_eq!(st.phase(), Phase::Commit);
    assert_eq!(st.turn(), 2);
}

#[test]
fn a_second_commit_in_one_turn_is_refused() {
    let mut st = duel(&["Ronin Blade", "Bamboo Grove"], &["Lacquered Kabuto"]);
    st.apply(0, &Action::Commit(card("Ronin Blade"))).unwrap();
    let before = st.clone();
    assert_eq!(
        st.apply(0, &Action::Commit(card("Bamboo Grove"))),
        Err(PocketError::AlreadyCommitted)
    );
    assert_eq!(st, before);
}

#[test]
fn defeats_sends_the_opponents_flipped_card_with_that_symbol_to_the_exhaust_pile() {
    let st = played(&[("Falling Leaf", "Bamboo Grove")]);
    assert!(in_play(&st, 0, "Falling Leaf"));
    assert_eq!(st.exhausted(1), &[card("Bamboo Grove")]);
    assert!(st.events().contains(&Event::Defeated {
        seat: 1,
        card: card("Bamboo Grove"),
        by: card("Falling Leaf"),
        symbol: Symbol::Agility,
        cause: DefeatCause::Defeats,
    }));
}

#[test]
fn loses_to_defeats_the_card_when_the_opponent_flips_that_symbol() {
    let st = played(&[("Oni Mask", "Lacquered Kabuto")]);
    assert_eq!(st.exhausted(0), &[card("Oni Mask")]);
    assert!(in_play(&st, 1, "Lacquered Kabuto"));
    assert_eq!(st.swords(0), 0);
}

#[test]
fn a_defeated_card_has_none_of_its_other_abilities() {
    // Messenger Hawk (agility) would call; Falling Leaf defeats it first.
    let mut st = duel(&["Messenger Hawk", "Ronin Blade"], &["Falling Leaf"]);
    turn(&mut st, "Messenger Hawk", "Falling Leaf");
    assert_eq!(st.phase(), Phase::Commit);
    assert!(!happened(&st, |e| matches!(e, Event::Called { .. })));
    assert!(st.hand(0).contains(&card("Ronin Blade")));
}

#[test]
fn two_cards_that_defeat_each_other_are_both_defeated() {
    // Iron Fan defeats wisdom (Temple Bell has one); Temple Bell defeats aggression (Iron Fan).
    let st = played(&[("Iron Fan", "Temple Bell")]);
    assert_eq!(st.exhausted(0), &[card("Iron Fan")]);
    assert_eq!(st.exhausted(1), &[card("Temple Bell")]);
    assert!(st.play(0).is_empty() && st.play(1).is_empty());
}

#[test]
fn defeats_applies_only_between_cards_flipped_in_the_same_turn() {
    let st = played(&[
        ("Bamboo Grove", "Lacquered Kabuto"),
        ("Ronin Blade", "Falling Leaf"),
    ]);
    // Bamboo Grove (agility) was flipped a turn earlier: it stays.
    assert!(in_play(&st, 0, "Bamboo Grove"));
    assert!(st.exhausted(0).is_empty());
}

#[test]
fn nothing_interacts_with_a_strike_and_a_failed_strike_returns_to_the_hand() {
    let mut st = duel(&["Ronin Blade"], &["Falling Leaf"]);
    turn(&mut st, "Strike!", "Falling Leaf");
    assert!(st.exhausted(0).is_empty(), "a Strike! is never defeated");
    assert!(st.hand(0).contains(&STRIKE));
    assert!(st.events().contains(&Event::StrikeReturns { seat: 0 }));
}

#[test]
fn a_card_put_into_play_from_the_hand_is_not_flipped() {
    // Seat 0's Messenger Hawk calls Falling Leaf: its Defeats does not trigger against
    // Bamboo Grove, and seat 1's flip abilities do not target it.
    let mut st = duel(&["Messenger Hawk", "Falling Leaf"], &["Lacquered Kabuto"]);
    turn(&mut st, "Messenger Hawk", "Lacquered Kabuto");
    assert_eq!(st.phase(), Phase::Call);
    st.apply(0, &Action::Call(card("Falling Leaf"))).unwrap();
    assert!(in_play(&st, 0, "Falling Leaf") && in_play(&st, 0, "Messenger Hawk"));

    let mut st = duel(&["Messenger Hawk", "Falling Leaf"], &["Bamboo Grove"]);
    turn(&mut st, "Messenger Hawk", "Bamboo Grove");
    st.apply(0, &Action::Call(card("Falling Leaf"))).unwrap();
    assert!(
        in_play(&st, 1, "Bamboo Grove"),
        "a called card's Defeats does not trigger"
    );

    let mut st = duel(&["Reinforcements", "Stone Lantern"], &["Falling Leaf"]);
    turn(&mut st, "Reinforcements", "Falling Leaf");
    st.apply(0, &Action::Call(card("Stone Lantern"))).unwrap();
    // Stone Lantern loses to agility but was not flipped: it stays.
    assert!(in_play(&st, 0, "Stone Lantern"));
}

#[test]
fn a_call_must_match_its_target_and_may_be_declined() {
    let mut st = duel(
        &["Reinforcements", "Ronin Blade", "Stone Lantern"],
        &["Lacquered Kabuto"],
    );
    turn(&mut st, "Reinforcements", "Lacquered Kabuto");
    let before = st.clone();
    assert!(matches!(
        st.apply(0, &Action::Call(card("Ronin Blade"))),
        Err(PocketError::CannotCall { .. })
    ));
    assert_eq!(st, before);
    st.apply(0, &Action::Pass).unwrap();
    assert_eq!(st.phase(), Phase::Commit);
    assert!(st.hand(0).contains(&card("Stone Lantern")));
}

#[test]
fn a_called_strike_strikes_this_turn() {
    let mut st = duel(
        &["Ambush", "Ronin Blade"],
        &["Bamboo Grove", "Lacquered Kabuto"],
    );
    turn(&mut st, "Ronin Blade", "Bamboo Grove");
    // Seat 0: 2 swords; seat 1: 2 helms. Ambush adds a sword and calls Strike!.
    turn(&mut st, "Ambush", "Lacquered Kabuto");
    st.apply(0, &Action::Call(STRIKE)).unwrap();
    assert!(happened(&st, |e| matches!(
        e,
        Event::Strike { seat: 0, .. }
    )));
}

#[test]
fn cards_in_play_count_their_symbols_for_the_rest_of_the_round() {
    let mut st = duel(
        &["Ronin Blade", "Bamboo Grove", "Oni Mask"],
        &["Stone Lantern", "Lacquered Kabuto", "Castle Moat"],
    );
    turn(&mut st, "Ronin Blade", "Stone Lantern");
    turn(&mut st, "Bamboo Grove", "Lacquered Kabuto");
    let printed = |n: &str| def(card(n)).count(Symbol::Sword);
    assert_eq!(
        st.swords(0),
        printed("Ronin Blade") + printed("Bamboo Grove")
    );
}

#[test]
fn a_strike_succeeds_when_swords_in_play_exceed_the_opponents_helms() {
    let mut st = played(&[
        ("Ronin Blade", "Lacquered Kabuto"),
        ("Oni Mask", "Bamboo Grove"),
    ]);
    // Seat 0: 5 swords; seat 1: 2 helms.
    turn(&mut st, "Strike!", "Strike!");
    assert!(st.events().contains(&strike(0, 5, 2, true)));
    assert_eq!(st.wins(0), 1);
    assert_eq!(st.phase(), Phase::RoundOver);
}

#[test]
fn a_strike_with_swords_equal_to_helms_fails_and_returns_to_the_hand() {
    let mut st = duel(
        &["Ronin Blade", "Oni Mask"],
        &["Lacquered Kabuto", "Bamboo Grove"],
    );
    turn(&mut st, "Ronin Blade", "Lacquered Kabuto");
    turn(&mut st, "Strike!", "Bamboo Grove");
    // 2 swords against 2 helms.
    assert!(st.events().contains(&strike(0, 2, 2, false)));
    assert!(st.hand(0).contains(&STRIKE));
    assert_eq!(st.wins(0), 0);
}

#[test]
fn both_strike_and_both_succeed_is_a_mutual_defeat_scoring_for_both() {
    // 2 swords against 1 helm both ways.
    let st = played(&[("Ronin Blade", "Crane Stance"), ("Strike!", "Strike!")]);
    assert!(st
        .events()
        .contains(&Event::MutualDefeat { stalemates: false }));
    assert_eq!((st.wins(0), st.wins(1)), (1, 1));
}

#[test]
fn both_strike_and_neither_succeeds_play_continues() {
    // 1 sword against 1 helm both ways.
    let mut st = duel(
        &["Lacquered Kabuto", "Ronin Blade"],
        &["Bamboo Grove", "Oni Mask"],
    );
    turn(&mut st, "Lacquered Kabuto", "Bamboo Grove");
    turn(&mut st, "Strike!", "Strike!");
    assert_eq!(st.phase(), Phase::Commit);
    assert_eq!(st.stalemates(), 1);
    assert!(st.hand(0).contains(&STRIKE) && st.hand(1).contains(&STRIKE));
}

#[test]
fn the_third_double_strike_without_success_in_a_row_ends_in_mutual_defeat() {
    let mut st = played(&[
        ("Lacquered Kabuto", "Bamboo Grove"),
        ("Strike!", "Strike!"),
        ("Strike!", "Strike!"),
    ]);
    assert_eq!(st.phase(), Phase::Commit);
    turn(&mut st, "Strike!", "Strike!");
    assert!(st
        .events()
        .contains(&Event::MutualDefeat { stalemates: true }));
    assert_eq!((st.wins(0), st.wins(1)), (1, 1));
}

#[test]
fn any_other_turn_breaks_a_run_of_double_strikes() {
    // Rice Wine shows neither swords nor helms, so the strikes stay even.
    let mut st = played(&[
        ("Lacquered Kabuto", "Bamboo Grove"),
        ("Strike!", "Strike!"),
        ("Strike!", "Strike!"),
        ("Rice Wine", "Strike!"),
    ]);
    // Rice Wine could be exhausted against this strike: decline.
    st.apply(0, &Action::Pass).unwrap();
    assert_eq!(st.stalemates(), 0);
    turn(&mut st, "Strike!", "Strike!");
    st.apply(0, &Action::Pass).unwrap();
    assert_eq!(st.stalemates(), 1);
}

#[test]
fn with_only_strike_in_hand_a_player_is_forced_to_strike() {
    let mut st = duel(&["Lacquered Kabuto"], &["Stone Lantern", "Bamboo Grove"]);
    turn(&mut st, "Lacquered Kabuto", "Stone Lantern");
    assert_eq!(st.legal_actions(0), vec![Action::Commit(STRIKE)]);
}

#[test]
fn after_a_successful_strike_all_cards_return_to_their_owners_hands_and_bushido_restarts() {
    let mut st = duel(
        &["Ronin Blade", "Falling Leaf"],
        &["Bamboo Grove", "Castle Moat"],
    );
    turn(&mut st, "Falling Leaf", "Bamboo Grove"); // Bamboo Grove defeated.
    turn(&mut st, "Ronin Blade", "Castle Moat");
    turn(&mut st, "Strike!", "Strike!");
    assert_eq!(st.wins(0), 1);
    st.apply(1, &Action::NextRound).unwrap();
    assert_eq!(st.phase(), Phase::Commit);
    assert_eq!(st.round(), 2);
    assert_eq!(st.hand(0).len(), 3);
    assert_eq!(st.hand(1).len(), 3);
    assert!(st.play(0).is_empty() && st.exhausted(1).is_empty());
    assert!(st.cards_consistent());
}

#[test]
fn the_match_is_best_of_three_and_a_mutual_defeat_at_one_all_is_a_draw() {
    let mut st = played(&[("Ronin Blade", "Crane Stance"), ("Strike!", "Strike!")]);
    st.apply(0, &Action::NextRound).unwrap();
    turn(&mut st, "Ronin Blade", "Crane Stance");
    turn(&mut st, "Strike!", "Strike!");
    assert!(st.is_over());
    assert_eq!(st.result(), Some(None));
    assert!(st.events().contains(&Event::MatchOver { winner: None }));
    assert_eq!(st.apply(0, &Action::NextRound), Err(PocketError::GameOver));
}

#[test]
fn two_round_wins_win_the_match() {
    let mut st = duel(&["Ronin Blade"], &["Falling Leaf", "Iron Fan"]);
    for _ in 0..2 {
        turn(&mut st, "Ronin Blade", "Falling Leaf");
        turn(&mut st, "Strike!", "Iron Fan");
        if !st.is_over() {
            st.apply(0, &Action::NextRound).unwrap();
        }
    }
    assert_eq!(st.result(), Some(Some(0)));
}

#[test]
fn choose_lets_the_owner_pick_the_symbol_after_the_flip() {
    let mut st = played(&[("Twin Path", "Lacquered Kabuto")]);
    assert_eq!(st.phase(), Phase::Choose);
    assert_eq!(st.to_act(), vec![0]);
    let before = st.clone();
    assert_eq!(
        st.apply(0, &Action::Choose(Symbol::Wisdom)),
        Err(PocketError::NotAnOption(Symbol::Wisdom))
    );
    assert_eq!(
        st.apply(1, &Action::Choose(Symbol::Sword)),
        Err(PocketError::NotChooser)
    );
    assert_eq!(st, before);
    st.apply(0, &Action::Choose(Symbol::Sword)).unwrap();
    assert_eq!(st.swords(0), 2);
    assert_eq!(st.phase(), Phase::Commit);
}

#[test]
fn two_choose_cards_entering_in_one_turn_give_no_symbols() {
    let st = played(&[("Twin Path", "Fickle Wind")]);
    assert_eq!(st.phase(), Phase::Commit);
    assert_eq!(st.totals(0), [0; 5]);
    assert_eq!(st.totals(1), [0; 5]);
    assert!(happened(&st, |e| matches!(
        e,
        Event::ChooseCancelled { .. }
    )));
}

#[test]
fn a_called_choose_card_still_chooses() {
    let mut st = duel(&["Messenger Hawk", "Twin Path"], &["Lacquered Kabuto"]);
    turn(&mut st, "Messenger Hawk", "Lacquered Kabuto");
    st.apply(0, &Action::Call(card("Twin Path"))).unwrap();
    assert_eq!(st.phase(), Phase::Choose);
    st.apply(0, &Action::Choose(Symbol::Helm)).unwrap();
    assert_eq!(st.helms(0), 2);
}

#[test]
fn exhaust_is_usable_only_in_a_turn_in_which_a_strike_was_played() {
    let mut st = duel(
        &["Kunai Volley", "Ronin Blade"],
        &["Lacquered Kabuto", "Bamboo Grove"],
    );
    turn(&mut st, "Kunai Volley", "Lacquered Kabuto");
    assert_eq!(st.phase(), Phase::Commit, "no strike: no exhaust window");
    let before = st.clone();
    assert!(matches!(
        st.apply(0, &Action::Exhaust(card("Kunai Volley"))),
        Err(PocketError::WrongPhase { .. })
    ));
    assert_eq!(st, before);
    turn(&mut st, "Strike!", "Bamboo Grove");
    assert_eq!(st.phase(), Phase::Exhaust);
    assert_eq!(st.to_act(), vec![0]);
}

#[test]
fn exhausting_removes_the_card_and_its_symbols_and_applies_its_effect_for_this_strike() {
    let mut st = duel(
        &["Smoke Bomb", "Ronin Blade"],
        &["Oni Mask", "Bamboo Grove"],
    );
    turn(&mut st, "Smoke Bomb", "Oni Mask");
    turn(&mut st, "Ronin Blade", "Strike!");
    // 3 swords against 2 helms; exhausting Smoke Bomb: 2 - 1 + 5 = 6 helms.
    assert_eq!(st.phase(), Phase::Exhaust);
    st.apply(0, &Action::Exhaust(card("Smoke Bomb"))).unwrap();
    assert!(st.events().contains(&strike(1, 3, 6, false)));
    assert_eq!(st.exhausted(0), &[card("Smoke Bomb")]);
    assert!(
        st.boosts(0).is_empty(),
        "exhaust effects last for the turn only"
    );
    assert_eq!(st.helms(0), def(card("Ronin Blade")).count(Symbol::Helm));
}

#[test]
fn the_opponent_may_answer_an_exhaust_with_its_own() {
    let mut st = played(&[
        ("Kunai Volley", "Smoke Bomb"),
        ("Ronin Blade", "Crane Stance"),
    ]);
    // 3 swords against 2 helms both ways: a mutual defeat unless someone exhausts.
    turn(&mut st, "Strike!", "Strike!");
    assert_eq!(st.phase(), Phase::Exhaust);
    st.apply(0, &Action::Pass).unwrap();
    assert_eq!(st.apply(0, &Action::Pass), Err(PocketError::AlreadyPassed));
    // Smoke Bomb: seat 1 has 2 - 1 + 5 = 6 helms; seat 0 may answer though it passed.
    st.apply(1, &Action::Exhaust(card("Smoke Bomb"))).unwrap();
    assert_eq!(st.to_act(), vec![0]);
    // Kunai Volley: seat 1's 2 swords - 4 = none.
    st.apply(0, &Action::Exhaust(card("Kunai Volley"))).unwrap();
    assert!(st.events().contains(&strike(0, 2, 6, false)));
    assert!(st.events().contains(&strike(1, 0, 1, false)));
    assert_eq!(st.stalemates(), 1);
}

#[test]
fn ongoing_effects_apply_while_the_card_is_in_play() {
    let st = played(&[
        ("Shogun's Banner", "Lacquered Kabuto"),
        ("Ronin Blade", "Castle Moat"),
    ]);
    // Ronin Blade 2 + Banner (aggression 2) - Moat 1.
    assert_eq!(st.swords(0), 3);
}

#[test]
fn the_engine_reads_every_ability_from_the_card_table() {
    for kind in [
        AbilityKind::Defeats,
        AbilityKind::LosesTo,
        AbilityKind::Exhaust,
        AbilityKind::Ongoing,
        AbilityKind::Choose,
        AbilityKind::Call,
    ] {
        let n = DECK.iter().filter(|d| d.ability.kind() == kind).count();
        assert!(n >= 3, "{kind:?} is on {n} cards");
    }
    assert_eq!(DECK.len(), 27);
    let mut names: Vec<&str> = DECK.iter().map(|d| d.name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), 27, "names are unique");
    for c in 0..=STRIKE {
        let d = def(c);
        assert!(!d.flavour.is_empty());
        if d.ability != Ability::None || c == STRIKE {
            assert!(!d.rules_text().is_empty(), "{} has a rules text", d.name);
        }
        // One stop per sentence, even after "Strike!".
        let text = d.rules_text();
        assert!(
            !text.contains("!.") && !text.contains(".."),
            "{}: doubled stop in {text:?}",
            d.name
        );
    }
}
