//! One test per ruling (rulings.md, "Satsuma Rebellion") and per sentence of the seed that
//! decides an outcome, named after it.

use super::{brute_force, card, cards, clash, seed_allows, set_casualties, with_hands};
use crate::core::rng::from_seed;
use crate::core::Game;
use crate::games::satsuma::clash::{role_table, HandEval};
use crate::games::satsuma::{
    best_total, card_code, tally, Action, CardNo, CardUse, Event, Exclusion, Phase, Role,
    SatsumaConfig, SatsumaError, SatsumaState, Side, Suit, Tally, VictoryLevel, DECK_SIZE,
    HAND_SIZE,
};
use rand::seq::SliceRandom;
use rand::RngExt;

use Side::{Imperials, Samurai};

fn new_game(seed: u64) -> SatsumaState {
    SatsumaState::new(&SatsumaConfig::default(), seed)
}

/// The tally of `side`'s cards with these names.
fn tally_of(side: Side, names: &[&str], role: Role, prefer_escape: bool) -> Tally {
    tally(side, &cards(side, names), role, prefer_escape)
}

/// A card that counts as `suit` with `strength`.
fn counts(suit: Suit, strength: u8) -> CardUse {
    CardUse::Counts { suit, strength }
}

/// A card whose suit `role` may not use.
fn forbids(role: Role, suit: Suit) -> CardUse {
    CardUse::Excluded(Exclusion::RoleForbids { role, suit })
}

/// `seat`'s `action` is refused with `error` (which says something) and changes nothing.
fn refused(state: &mut SatsumaState, seat: usize, action: &Action, error: SatsumaError) {
    let before = state.clone();
    assert!(!error.to_string().is_empty());
    assert_eq!(state.apply(seat, action), Err(error));
    assert_eq!(*state, before);
}

/// The use of the card named `name` in a tally of `side`'s hand.
fn use_of(side: Side, tally: &Tally, name: &str) -> CardUse {
    let no = card(side, name);
    tally
        .uses
        .iter()
        .find(|(c, _)| *c == no)
        .unwrap_or_else(|| panic!("{name} not in the tally"))
        .1
}

// ---------------------------------------------------------------- setup and the first hand

#[test]
fn players_start_with_no_casualty_markers() {
    for seed in 0..20 {
        let state = new_game(seed);
        assert_eq!(state.casualties(Samurai), 0);
        assert_eq!(state.casualties(Imperials), 0);
    }
}

#[test]
fn each_player_draws_7_cards_from_their_own_shuffled_deck() {
    let mut first_hands = Vec::new();
    for seed in 0..20 {
        let state = new_game(seed);
        for side in Side::BOTH {
            assert_eq!(state.hand(side).len(), HAND_SIZE);
            assert_eq!(state.draw_count(side), DECK_SIZE - HAND_SIZE);
            assert_eq!(state.discard_count(side), 0);
            let army = &state.armies[side.seat()];
            // Shuffled: the draw pile is not in printed order.
            assert!(!army.draw.windows(2).all(|w| w[0] < w[1]));
        }
        assert!(state.card_counts_consistent());
        assert_eq!(state.phase(), Phase::Logistics);
        first_hands.push(state.hand(Samurai).to_vec());
    }
    // Different seeds, different deals.
    first_hands.sort();
    first_hands.dedup();
    assert_eq!(first_hands.len(), 20);
}

#[test]
fn samurai_attack_on_the_first_hand() {
    for seed in 0..20 {
        let mut state = new_game(seed);
        assert_eq!(state.attacker(), Samurai);
        assert_eq!(state.hand_no(), 1);
        assert_eq!(
            state.events().first(),
            Some(&Event::HandBegins {
                hand_no: 1,
                attacker: Samurai
            })
        );
        assert_eq!(state.observe(0).my_role(), Role::Attacker);
        assert_eq!(state.observe(1).my_role(), Role::Defender);
        let result = clash(&mut state);
        assert_eq!(result.hand_no, 1);
        assert_eq!(result.attacker, Samurai);
        assert_eq!(result.role_of(Samurai), Role::Attacker);
        assert_eq!(result.role_of(Imperials), Role::Defender);
    }
}

// ---------------------------------------------------------------- who attacks next

#[test]
fn winner_of_previous_hand_attacks() {
    // (attacker, Samurai hand, Imperial hand, winner)
    let cases: [(Side, &[&str], &[&str], Side); 4] = [
        (Samurai, &["Takamori Saigo"], &["Sniping"], Samurai),
        (
            Samurai,
            &["Isolated Sword Duels"],
            &["General Yamagata"],
            Imperials,
        ),
        (
            Imperials,
            &["Isolated Sword Duels"],
            &["Rear Attack"],
            Imperials,
        ),
        // The Samurai win as Defender with no Escape card: they attack next.
        (Imperials, &["Honor"], &["Sniping"], Samurai),
    ];
    for (attacker, samurai, imperials, winner) in cases {
        let mut state = with_hands(attacker, samurai, imperials);
        let result = clash(&mut state);
        assert_eq!(result.winner, Some(winner), "{samurai:?} vs {imperials:?}");
        assert!(!result.escape_exception);
        assert_eq!(result.next_attacker, winner);
        assert_eq!(state.attacker(), winner);
        state.apply(0, &Action::NextHand).unwrap();
        assert_eq!(state.attacker(), winner);
        assert_eq!(
            state
                .events()
                .iter()
                .rev()
                .find(|e| matches!(e, Event::HandBegins { .. })),
            Some(&Event::HandBegins {
                hand_no: 2,
                attacker: winner
            })
        );
    }
}

#[test]
fn escape_exception_samurai_who_won_as_defender_with_escape_stays_defender() {
    let mut state = with_hands(Imperials, &["Break Out", "Honor"], &["Sniping"]);
    let result = clash(&mut state);
    assert_eq!(result.winner, Some(Samurai));
    assert_eq!(
        use_of(Samurai, &result.tallies[0], "Break Out"),
        counts(Suit::Escape, 6)
    );
    assert!(result.escape_exception);
    assert_eq!(result.next_attacker, Imperials);
    state.apply(1, &Action::NextHand).unwrap();
    assert_eq!(state.attacker(), Imperials);
    assert_eq!(state.observe(0).my_role(), Role::Defender);
}

#[test]
fn escape_exception_needs_escape_counted() {
    // New Positions (E5 or D6) with nothing else in Defense or Escape counts as D6: no Escape
    // counted, so the winning Samurai attack next.
    let mut state = with_hands(Imperials, &["New Positions", "Honor"], &["Sniping"]);
    let result = clash(&mut state);
    assert_eq!(result.tallies[0].total, 15);
    assert_eq!(
        use_of(Samurai, &result.tallies[0], "New Positions"),
        counts(Suit::Defense, 6)
    );
    assert_eq!(result.winner, Some(Samurai));
    assert!(!result.escape_exception);
    assert_eq!(result.next_attacker, Samurai);

    // As Attacker the Samurai cannot count an Escape card at all: a win keeps the attack.
    let mut state = with_hands(Samurai, &["Break Out", "Honor"], &["Sniping"]);
    let result = clash(&mut state);
    assert_eq!(result.winner, Some(Samurai));
    assert!(!result.tallies[0].escape_counted());
    assert!(!result.escape_exception);
    assert_eq!(result.next_attacker, Samurai);

    // An Escape counted in a lost hand does not keep the defence: the winner attacks.
    let mut state = with_hands(Imperials, &["Break Out"], &["Rear Attack"]);
    let result = clash(&mut state);
    assert!(result.tallies[0].escape_counted());
    assert_eq!(result.winner, Some(Imperials));
    assert!(!result.escape_exception);
    assert_eq!(result.next_attacker, Imperials);
}

#[test]
fn equal_best_totals_count_the_escape_for_the_samurai_defender() {
    // New Positions as D6 alone makes 6; as E5 with Sentinels D1 also 6. Our ruling: the
    // Samurai as Defender count the Escape, so the Escape exception applies.
    let hand = ["New Positions", "Sentinels"];
    let mut state = with_hands(Imperials, &hand, &["Sniping"]);
    let result = clash(&mut state);
    assert_eq!(result.tallies[0].total, 6);
    assert!(result.tallies[0].escape_counted());
    assert!(result.escape_exception);
    assert_eq!(result.next_attacker, Imperials);
    // Without the preference the same total is reached without the Escape.
    let plain = tally_of(Samurai, &hand, Role::Defender, false);
    assert_eq!(plain.total, 6);
    assert!(!plain.escape_counted());
}

// ---------------------------------------------------------------- winning and casualties

#[test]
fn highest_total_wins_even_by_one() {
    // Samurai Warriors F7 against Westernized Army, best as W6.
    let mut state = with_hands(Samurai, &["Samurai Warriors"], &["Westernized Army"]);
    let result = clash(&mut state);
    assert_eq!([result.tallies[0].total, result.tallies[1].total], [7, 6]);
    assert_eq!(result.winner, Some(Samurai));

    let mut state = with_hands(Samurai, &["Tragic Hero"], &["Imperial Guard"]);
    let result = clash(&mut state);
    assert_eq!([result.tallies[0].total, result.tallies[1].total], [5, 6]);
    assert_eq!(result.winner, Some(Imperials));
}

#[test]
fn loser_gains_one_casualty() {
    // From 3 Samurai and 5 Imperial casualties: the attacker, both hands, the winner and
    // the casualties after.
    for (attacker, samurai, imperials, winner, after) in [
        (Samurai, "Takamori Saigo", "Sniping", Samurai, [3, 6]),
        (Imperials, "Sentinels", "Rear Attack", Imperials, [4, 5]),
    ] {
        let mut state = with_hands(attacker, &[samurai], &[imperials]);
        set_casualties(&mut state, 3, 5);
        let result = clash(&mut state);
        assert_eq!(result.winner, Some(winner));
        assert_eq!(result.casualties, after);
        assert_eq!(
            [state.casualties(Samurai), state.casualties(Imperials)],
            after
        );
    }
}

#[test]
fn tie_both_take_a_casualty_and_keep_roles() {
    for attacker in Side::BOTH {
        let mut state = with_hands(attacker, &["Samurai Warriors"], &["Breakthrough"]);
        set_casualties(&mut state, 2, 4);
        let result = clash(&mut state);
        assert_eq!(result.winner, None);
        assert_eq!(result.casualties, [3, 5]);
        assert_eq!(result.next_attacker, attacker);
        state.apply(0, &Action::NextHand).unwrap();
        assert_eq!(state.attacker(), attacker);
    }
    // A tie with an Escape counted is still a tie: roles kept, no exception.
    let mut state = with_hands(Imperials, &["Break Out"], &["Imperial Guard"]);
    let result = clash(&mut state);
    assert_eq!(result.winner, None);
    assert!(result.tallies[0].escape_counted());
    assert!(!result.escape_exception);
    assert_eq!(result.next_attacker, Imperials);
}

// ---------------------------------------------------------------- scoring a hand

#[test]
fn only_one_card_per_suit_counts() {
    let hand = [
        "Out Fight & Outmaneuver",
        "Samurai Warriors",
        "Small Clashes",
        "Honor",
        "Bushido",
    ];
    let mut state = with_hands(Samurai, &hand, &["Sniping"]);
    let result = clash(&mut state);
    let t = &result.tallies[0];
    assert_eq!(t.total, 9 + 9);
    let f9 = card(Samurai, "Out Fight & Outmaneuver");
    let m9 = card(Samurai, "Honor");
    assert_eq!(
        use_of(Samurai, t, "Out Fight & Outmaneuver"),
        counts(Suit::Force, 9)
    );
    for name in ["Samurai Warriors", "Small Clashes"] {
        assert_eq!(
            use_of(Samurai, t, name),
            CardUse::Excluded(Exclusion::SuitTaken {
                suit: Suit::Force,
                by: f9
            })
        );
    }
    assert_eq!(
        use_of(Samurai, t, "Bushido"),
        CardUse::Excluded(Exclusion::SuitTaken {
            suit: Suit::Morale,
            by: m9
        })
    );
    // Six Reserves cards of 2 make 2.
    let reserves = [
        "Kyushu Samurai",
        "Shigakko Schools",
        "Armed Uprising",
        "Volunteers",
        "Kagoshima Samurai",
        "Popular Support",
    ];
    for role in [Role::Attacker, Role::Defender] {
        assert_eq!(
            best_total(Samurai, &cards(Samurai, &reserves), role),
            3 + 2,
            "Popular Support counts as M3, one R2 as Reserves"
        );
    }
}

#[test]
fn attacker_may_not_use_defense_or_escape() {
    let hand = [
        "Block Passes",
        "Break Out",
        "New Positions",
        "Kichijuro Ikebe",
    ];
    let t = tally_of(Samurai, &hand, Role::Attacker, false);
    assert_eq!(t.total, 3);
    let forbids = |suit| forbids(Role::Attacker, suit);
    assert_eq!(use_of(Samurai, &t, "Block Passes"), forbids(Suit::Defense));
    assert_eq!(use_of(Samurai, &t, "Break Out"), forbids(Suit::Escape));
    assert_eq!(use_of(Samurai, &t, "New Positions"), forbids(Suit::Escape));
    // The same cards count for the Defender.
    let t = tally_of(Samurai, &hand, Role::Defender, true);
    assert_eq!(
        t.total,
        6 + 6 + 3,
        "New Positions as D6 and Break Out E6 beat D5 + E5"
    );

    // Through the engine, for the Imperials as Attacker.
    let mut state = with_hands(
        Imperials,
        &["Isolated Sword Duels"],
        &["Kumamoto Castle", "Sniping"],
    );
    let result = clash(&mut state);
    assert_eq!(result.tallies[1].total, 1);
    assert_eq!(result.winner, None);
}

#[test]
fn defender_may_not_use_attack() {
    let mut state = with_hands(Samurai, &["Sentinels"], &["Rear Attack", "Sniping"]);
    let result = clash(&mut state);
    let t = &result.tallies[1];
    assert_eq!(t.total, 1);
    assert_eq!(
        use_of(Imperials, t, "Rear Attack"),
        forbids(Role::Defender, Suit::Attack)
    );
    // A two-valued card with an Attack option counts as its other option.
    let t = tally_of(
        Samurai,
        &["Rebel Detachment", "Night Assault"],
        Role::Defender,
        true,
    );
    assert_eq!(t.total, 3);
    assert_eq!(
        use_of(Samurai, &t, "Rebel Detachment"),
        counts(Suit::Force, 3)
    );
    let t = tally_of(Imperials, &["Mop Up"], Role::Defender, false);
    assert_eq!(t.uses[0].1, counts(Suit::Morale, 3));
}

#[test]
fn two_valued_card_counts_as_one_of_its_values() {
    let attacking = |names: &[&str]| tally_of(Samurai, names, Role::Attacker, false);
    // Alone: the larger value, never both.
    let t = attacking(&["Traditional Army"]);
    assert_eq!(t.total, 6);
    assert_eq!(t.uses[0].1, counts(Suit::Morale, 6));
    // With Bushido M8 holding Morale: as W5.
    let t = attacking(&["Traditional Army", "Bushido"]);
    assert_eq!(t.total, 13);
    assert_eq!(
        use_of(Samurai, &t, "Traditional Army"),
        counts(Suit::Weapons, 5)
    );
    // With both suits held by others, one card of the three does not count (13, not 19).
    let t = attacking(&["Traditional Army", "Bushido", "Satsuma Armories"]);
    assert_eq!(t.total, 13);
    assert_eq!(
        t.uses
            .iter()
            .filter(|(_, u)| matches!(u, CardUse::Excluded(_)))
            .count(),
        1
    );
    // Imperials: Concentrated Fire (W8 or F7) beside Modern Firearms W8 counts as F7.
    let fire = ["Concentrated Fire", "Modern Firearms"];
    let t = tally_of(Imperials, &fire, Role::Defender, false);
    assert_eq!(t.total, 15);
    // Every two-valued card alone counts as its larger allowed value.
    for side in Side::BOTH {
        for no in 0..DECK_SIZE as CardNo {
            for role in [Role::Attacker, Role::Defender] {
                let best = side
                    .card(no)
                    .options
                    .iter()
                    .filter(|(s, _)| seed_allows(role, *s))
                    .map(|&(_, v)| v as u32)
                    .max()
                    .unwrap_or(0);
                assert_eq!(best_total(side, &[no], role), best);
            }
        }
    }
}

/// Checks a tally against the rules: what counted is legal and sums to the total, and each
/// card that did not count is excluded for a true reason.
fn check_tally(side: Side, hand: &[CardNo], role: Role, t: &Tally) {
    assert_eq!(t.uses.len(), hand.len());
    let mut used_suits = 0u16;
    let mut sum = 0;
    for (i, &(no, card_use)) in t.uses.iter().enumerate() {
        assert_eq!(no, hand[i], "uses are in hand order");
        let options = side.card(no).options;
        match card_use {
            CardUse::Counts { suit, strength } => {
                assert!(options.contains(&(suit, strength)), "a printed option");
                assert!(seed_allows(role, suit));
                assert_eq!(used_suits & (1 << suit as u16), 0, "one card per suit");
                used_suits |= 1 << suit as u16;
                sum += strength as u32;
            }
            CardUse::Excluded(Exclusion::RoleForbids { role: r, suit }) => {
                assert_eq!(r, role);
                assert!(options.iter().any(|o| o.0 == suit));
                assert!(options.iter().all(|o| !seed_allows(role, o.0)));
            }
            CardUse::Excluded(Exclusion::SuitTaken { suit, by }) => {
                assert!(options
                    .iter()
                    .any(|o| o.0 == suit && seed_allows(role, suit)));
                let holder = t
                    .uses
                    .iter()
                    .find(|(c, _)| *c == by)
                    .expect("holder in hand");
                assert!(matches!(holder.1, CardUse::Counts { suit: s, .. } if s == suit));
            }
        }
    }
    assert_eq!(sum, t.total);
}

#[test]
fn best_legal_total_is_found() {
    let mut rng = from_seed(2024);
    let mut deck: Vec<CardNo> = (0..DECK_SIZE as CardNo).collect();
    let mut checked = 0;
    for side in Side::BOTH {
        // Two-valued cards, to deal hands rich in them as well.
        let duals: Vec<CardNo> = (0..DECK_SIZE as CardNo)
            .filter(|&c| side.card(c).options.len() == 2)
            .collect();
        for role in [Role::Attacker, Role::Defender] {
            let table = role_table(side, role);
            for i in 0..4000 {
                let hand: Vec<CardNo> = if i % 4 == 0 {
                    // Up to all the two-valued cards plus a few others.
                    let mut pool = duals.clone();
                    pool.shuffle(&mut rng);
                    pool.truncate(rng.random_range(2..=HAND_SIZE));
                    deck.shuffle(&mut rng);
                    let fill = HAND_SIZE - pool.len();
                    let extra: Vec<CardNo> = deck
                        .iter()
                        .copied()
                        .filter(|c| !pool.contains(c))
                        .take(fill)
                        .collect();
                    pool.extend(extra);
                    pool
                } else {
                    deck.shuffle(&mut rng);
                    let len = if i % 4 == 1 {
                        rng.random_range(0..=HAND_SIZE)
                    } else {
                        HAND_SIZE
                    };
                    deck[..len].to_vec()
                };
                let found = brute_force(side, &hand, role);
                let best = found.total;
                let escape_possible = found.with_escape == Some(best);
                assert_eq!(
                    best_total(side, &hand, role),
                    best,
                    "{side:?} {role:?} {hand:?}"
                );
                let mut eval = HandEval::default();
                for &c in &hand {
                    assert!(eval.add(table, c));
                }
                assert_eq!(eval.best(), (best, escape_possible), "{hand:?}");
                for prefer_escape in [false, true] {
                    let t = tally(side, &hand, role, prefer_escape);
                    assert_eq!(t.total, best, "{side:?} {role:?} {hand:?}");
                    check_tally(side, &hand, role, &t);
                    // With the preference an Escape counts whenever a best assignment has
                    // one; without, only when every best assignment has one.
                    let expected = if prefer_escape {
                        escape_possible
                    } else {
                        found.without_escape < best
                    };
                    assert_eq!(t.escape_counted(), expected, "{prefer_escape} {hand:?}");
                }
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 16_000);
}

#[test]
fn bodyguard_is_a_defense_card_of_strength_2() {
    let bodyguard = card(Samurai, "Bodyguard");
    assert_eq!(Samurai.card(bodyguard).options, &[(Suit::Defense, 2)]);
    let t = tally(Samurai, &[bodyguard], Role::Defender, true);
    assert_eq!(t.uses[0].1, counts(Suit::Defense, 2));
    let t = tally(Samurai, &[bodyguard], Role::Attacker, false);
    assert_eq!(t.uses[0].1, forbids(Role::Attacker, Suit::Defense));
    // It shares the Defense suit with Foxholes D2: together they make 2.
    let t = tally_of(Samurai, &["Bodyguard", "Foxholes"], Role::Defender, true);
    assert_eq!(t.total, 2);
}

/// The seed's card lists, as printed (Bodyguard "T2" is ruled D2).
const SAMURAI_PRINTED: [(&str, &str); 46] = [
    ("Takamori Saigo", "L10"),
    ("Samurai Warriors", "F7"),
    ("Traditional Army", "W5 or M6"),
    ("Tragic Hero", "M5"),
    ("Foxholes", "D2"),
    ("Kyushu Samurai", "R2"),
    ("Shigakko Schools", "R2"),
    ("Bushido", "M8"),
    ("Satsuma Armories", "W5"),
    ("Student Agitators", "M3"),
    ("Iso Arsenal", "W3"),
    ("Honor", "M9"),
    ("Raiders", "A5"),
    ("Armed Uprising", "R2"),
    ("Bodyguard", "D2"),
    ("Volunteers", "R2"),
    ("Skirmishes", "A3"),
    ("Small Clashes", "F4"),
    ("Suicidal Ferocity", "F6 or M7"),
    ("Rebel Detachment", "F3 or A4"),
    ("Block Passes", "D5"),
    ("Night Assault", "A7"),
    ("Out Fight & Outmaneuver", "F9"),
    ("Dug In", "D3"),
    ("Popular Support", "M3 or R2"),
    ("Kichijuro Ikebe", "L3"),
    ("Satsuma Army", "F5"),
    ("Isolated Sword Duels", "F1"),
    ("Discover Imperial Spies", "M2"),
    ("Sentinels", "D1"),
    ("New Positions", "E5 or D6"),
    ("Break Out", "E6"),
    ("Fight to the Death", "M7"),
    ("Retreat", "E3"),
    ("Kagoshima Samurai", "R2"),
    ("Guerrilla Fighting", "F3"),
    ("Surround Imperials", "A6"),
    ("Vintage Matchlocks", "W3"),
    ("Mount Enodake", "D5"),
    ("Slip Through Fog", "E5"),
    ("Divide Forces", "F4"),
    ("Heavy Rain", "E4"),
    ("Shinsuke Beppu", "L4"),
    ("The Last Samurai", "F2 or M7"),
    ("Dispatch Guards", "A2"),
    ("Vanguard", "A5 or F4"),
];

const IMPERIAL_PRINTED: [(&str, &str); 46] = [
    ("General Taketa Tani", "L5"),
    ("Imperial Guard", "F6"),
    ("Peasant Conscripts", "R4"),
    ("Meiji Emperor", "M8"),
    ("Westernized Army", "W6 or F5"),
    ("Tokyo Police", "F4"),
    ("Crush the Rebels", "M4"),
    ("Systematic Attacks", "A8"),
    ("Trap Rebels", "A6"),
    ("Kumamoto Castle", "D7"),
    ("Determined Resistance", "D5 or M4"),
    ("Garrison", "D5"),
    ("Advance Guards", "F5"),
    ("Concentrated Fire", "W8 or F7"),
    ("Relief Force", "F4"),
    ("General Yamagata", "L8"),
    ("Frontal Assault", "A6"),
    ("Cold Steel", "W3 or F2"),
    ("Small Arms Fire", "W4 or F3"),
    ("Dislodge Rebels", "A6"),
    ("Marine Landing", "R4"),
    ("Infantry Companies", "F4"),
    ("Modern Firearms", "W8"),
    ("Rebels Surrender", "A7"),
    ("Infantry Brigade", "F6"),
    ("Naval Bombardment", "A4"),
    ("Rear Attack", "A9"),
    ("Sniping", "F1"),
    ("Rebel Supply Problems", "M5"),
    ("Mountain Artillery", "W6"),
    ("Sortie", "F4"),
    ("Link Up", "M6"),
    ("Breakthrough", "F7"),
    ("Replace Losses", "R5"),
    ("Government Offensive", "A5"),
    ("Regroup", "R3 or D2"),
    ("Mop Up", "A3 or M3"),
    ("Rapid Forced Marches", "A5 or F4"),
    ("Encirclement", "A6"),
    ("Fierce Battle", "F5"),
    ("Heavy Casualties", "F6"),
    ("Outnumber Rebels", "R4"),
    ("Patrols", "D3"),
    ("Siege", "A4"),
    ("Krupp Field Guns", "W6"),
    ("Gatling Guns", "W7"),
];

#[test]
fn each_deck_has_46_cards_as_printed() {
    for (side, printed) in [(Samurai, &SAMURAI_PRINTED), (Imperials, &IMPERIAL_PRINTED)] {
        let deck = side.deck();
        assert_eq!(deck.len(), 46);
        for (def, (name, code)) in deck.iter().zip(printed.iter()) {
            assert_eq!((def.name, card_code(def).as_str()), (*name, *code));
            assert!(!def.options.is_empty() && def.options.len() <= 2);
        }
        let mut names: Vec<&str> = deck.iter().map(|d| d.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), 46, "names are unique");
    }
}

// ---------------------------------------------------------------- Logistics

#[test]
fn discard_at_most_three_and_draw_replacements() {
    let mut state = new_game(7);
    let hand = state.hand(Samurai).to_vec();
    let draw = state.armies[0].draw.clone();
    let thrown = vec![hand[4], hand[1], hand[6]];
    state.apply(0, &Action::Discard(thrown.clone())).unwrap();
    let mut expected: Vec<CardNo> = hand
        .iter()
        .copied()
        .filter(|c| !thrown.contains(c))
        .collect();
    // Replacements come off the top of the draw pile (its end).
    expected.extend(draw.iter().rev().take(3));
    assert_eq!(state.hand(Samurai), &expected[..]);
    assert_eq!(state.armies[0].discard, thrown);
    assert_eq!(state.draw_count(Samurai), DECK_SIZE - HAND_SIZE - 3);
    assert!(state.has_discarded(Samurai));
    assert_eq!(
        state.events().last(),
        Some(&Event::Discarded {
            side: Samurai,
            count: 3
        })
    );
    // The Imperials keep all: nothing drawn, nothing discarded.
    let imperial_hand = state.hand(Imperials).to_vec();
    state.apply(1, &Action::Discard(vec![])).unwrap();
    assert_eq!(state.last_clash().unwrap().hands[1], imperial_hand);
    assert_eq!(state.discard_count(Imperials), 0);
    assert_eq!(state.draw_count(Imperials), DECK_SIZE - HAND_SIZE);

    // Four is too many, and changes nothing.
    let mut state = new_game(8);
    let before = state.clone();
    let four = state.hand(Imperials)[..4].to_vec();
    assert_eq!(
        state.apply(1, &Action::Discard(four)),
        Err(SatsumaError::TooManyDiscards(4))
    );
    assert_eq!(state, before);
    // Legal discards: every set of 0 to 3 cards of the hand, 1 + 7 + 21 + 35 = 64.
    let legal = state.legal_actions(1);
    assert_eq!(legal.len(), 64);
    for action in &legal {
        let Action::Discard(cards) = action else {
            panic!("only discards in Logistics")
        };
        assert!(cards.len() <= 3);
        assert!(cards.iter().all(|c| state.hand(Imperials).contains(c)));
    }
}

#[test]
fn discards_may_come_in_either_order_and_the_clash_follows_both() {
    for first in [0, 1] {
        let mut state = new_game(3);
        assert_eq!(state.to_act(), vec![0, 1]);
        state.apply(first, &Action::Discard(vec![])).unwrap();
        assert_eq!(state.phase(), Phase::Logistics);
        assert!(state.last_clash().is_none());
        assert_eq!(state.to_act(), vec![1 - first]);
        assert!(state.legal_actions(first).is_empty());
        state.apply(1 - first, &Action::Discard(vec![])).unwrap();
        assert_eq!(state.phase(), Phase::Clash);
        assert!(state.last_clash().is_some());
        assert_eq!(state.legal_actions(first), vec![Action::NextHand]);
    }
}

#[test]
fn empty_deck_is_refilled_from_its_discard_pile() {
    // In Logistics: one card left to draw, the other 38 in the discard pile (20 of them
    // revealed in earlier clashes).
    let mut state = new_game(11);
    {
        let army = &mut state.armies[0];
        let keep = army.draw.split_off(army.draw.len() - 1);
        army.discard = std::mem::replace(&mut army.draw, keep);
        army.revealed_in_discard = army.discard[..20].to_vec();
    }
    assert!(state.card_counts_consistent());
    let last = state.armies[0].draw[0];
    let hand = state.hand(Samurai).to_vec();
    let discard_before = state.discard_count(Samurai);
    state
        .apply(0, &Action::Discard(hand[..3].to_vec()))
        .unwrap();
    assert!(state.card_counts_consistent());
    assert_eq!(state.hand(Samurai).len(), HAND_SIZE);
    assert!(
        state.hand(Samurai).contains(&last),
        "the last card is drawn first"
    );
    // The whole discard pile, with the three just discarded, became the draw pile.
    assert_eq!(state.discard_count(Samurai), 0);
    assert_eq!(state.draw_count(Samurai), discard_before + 3 - 2);
    assert!(state.armies[0].revealed_in_discard.is_empty());
    assert!(state
        .events()
        .contains(&Event::Reshuffled { side: Samurai }));

    // At the deal: three cards left to draw for the next hand.
    let mut state = new_game(12);
    let result = clash(&mut state);
    {
        let army = &mut state.armies[1];
        let n = army.draw.len();
        let moved: Vec<CardNo> = army.draw.drain(..n - 3).collect();
        army.discard.extend(moved);
    }
    let top3: Vec<CardNo> = state.armies[1].draw.iter().rev().copied().collect();
    state.apply(1, &Action::NextHand).unwrap();
    assert!(state.card_counts_consistent());
    assert_eq!(&state.hand(Imperials)[..3], &top3[..]);
    assert_eq!(state.hand(Imperials).len(), HAND_SIZE);
    assert_eq!(state.discard_count(Imperials), 0);
    assert_eq!(state.draw_count(Imperials), DECK_SIZE - HAND_SIZE);
    // The cards of the clash were reshuffled in and may come again.
    assert!(result.hands[1]
        .iter()
        .all(|c| !state.armies[1].discard.contains(c)));
    assert!(state
        .events()
        .contains(&Event::Reshuffled { side: Imperials }));
}

#[test]
fn all_cards_discarded_at_end_of_hand() {
    let mut state = new_game(5);
    let thrown = state.hand(Samurai)[..2].to_vec();
    state.apply(0, &Action::Discard(thrown.clone())).unwrap();
    state.apply(1, &Action::Discard(vec![])).unwrap();
    // During the Clash phase the revealed hands stay on the table.
    let result = state.last_clash().unwrap().clone();
    assert_eq!(result.hands[0], state.hand(Samurai));
    assert_eq!(result.hands[1], state.hand(Imperials));
    state.apply(0, &Action::NextHand).unwrap();
    assert_eq!(state.hand_no(), 2);
    assert_eq!(state.phase(), Phase::Logistics);
    for side in Side::BOTH {
        let army = &state.armies[side.seat()];
        let old = &result.hands[side.seat()];
        assert!(old.iter().all(|c| army.discard.contains(c)));
        assert!(old.iter().all(|c| !army.hand.contains(c)));
        assert_eq!(&army.revealed_in_discard, old);
        assert_eq!(army.hand.len(), HAND_SIZE);
        assert!(!state.has_discarded(side));
    }
    assert!(thrown.iter().all(|c| state.armies[0].discard.contains(c)));
    assert_eq!(state.discard_count(Samurai), HAND_SIZE + 2);
    assert_eq!(state.discard_count(Imperials), HAND_SIZE);
}

// ---------------------------------------------------------------- the end

#[test]
fn game_ends_when_samurai_have_9_casualties() {
    // By a loss.
    let mut state = with_hands(Samurai, &["Sentinels"], &["General Yamagata"]);
    set_casualties(&mut state, 8, 3);
    clash(&mut state);
    assert_eq!(state.phase(), Phase::Over);
    assert!(state.is_over());
    assert_eq!(
        (state.casualties(Samurai), state.casualties(Imperials)),
        (9, 3)
    );
    assert_eq!(
        state.events().last(),
        Some(&Event::GameOver {
            imperial_casualties: 3,
            level: VictoryLevel::GreaterImperialVictory
        })
    );
    assert!(state.to_act().is_empty());
    assert!(state.legal_actions(0).is_empty() && state.legal_actions(1).is_empty());
    let before = state.clone();
    for seat in [0, 1] {
        for action in [Action::NextHand, Action::Discard(vec![])] {
            assert_eq!(state.apply(seat, &action), Err(SatsumaError::GameOver));
        }
    }
    assert_eq!(state, before);

    // By a tie: both take a casualty, and the Samurai's ninth ends it.
    let mut state = with_hands(Imperials, &["Samurai Warriors"], &["Breakthrough"]);
    set_casualties(&mut state, 8, 7);
    let result = clash(&mut state);
    assert_eq!(result.winner, None);
    assert!(state.is_over());
    assert_eq!(
        (state.casualties(Samurai), state.casualties(Imperials)),
        (9, 8)
    );
    assert_eq!(state.victory(), Some(VictoryLevel::HistoricallyEquivalent));

    // Not before the ninth.
    let mut state = with_hands(Samurai, &["Sentinels"], &["General Yamagata"]);
    set_casualties(&mut state, 7, 0);
    clash(&mut state);
    assert_eq!(state.casualties(Samurai), 8);
    assert_eq!(state.phase(), Phase::Clash);
    assert_eq!(state.victory(), None);

    // Imperial casualties never end the game.
    let mut state = with_hands(Samurai, &["Takamori Saigo"], &["Sniping"]);
    set_casualties(&mut state, 0, 12);
    clash(&mut state);
    assert_eq!(state.casualties(Imperials), 13);
    assert_eq!(state.phase(), Phase::Clash);
}

#[test]
fn victory_level_from_imperial_casualties() {
    for ic in 0..=7 {
        assert_eq!(
            VictoryLevel::from_imperial_casualties(ic),
            VictoryLevel::GreaterImperialVictory
        );
    }
    assert_eq!(
        VictoryLevel::from_imperial_casualties(8),
        VictoryLevel::HistoricallyEquivalent
    );
    for ic in [9, 10, 15, u8::MAX] {
        assert_eq!(
            VictoryLevel::from_imperial_casualties(ic),
            VictoryLevel::GreaterSamuraiMoralVictory
        );
    }
    // At the end of a game, from the Imperial casualties then: 7, 8, 9.
    for (before, level) in [
        (7, VictoryLevel::GreaterImperialVictory),
        (8, VictoryLevel::HistoricallyEquivalent),
        (9, VictoryLevel::GreaterSamuraiMoralVictory),
    ] {
        let mut state = with_hands(Samurai, &["Sentinels"], &["General Yamagata"]);
        set_casualties(&mut state, 8, before);
        assert_eq!(state.victory(), None);
        clash(&mut state);
        assert_eq!(state.victory(), Some(level));
        assert_eq!(
            state.events().last(),
            Some(&Event::GameOver {
                imperial_casualties: before,
                level
            })
        );
    }
}

// ---------------------------------------------------------------- illegal actions

#[test]
fn illegal_actions_give_a_typed_error_and_change_nothing() {
    let mut state = new_game(9);
    let hand = state.hand(Samurai).to_vec();
    let not_in_hand = state.armies[0].draw[0];
    let cases = [
        (2, Action::NextHand, SatsumaError::NoSuchSeat(2)),
        (0, Action::NextHand, SatsumaError::NotClash),
        (
            0,
            Action::Discard(hand[..4].to_vec()),
            SatsumaError::TooManyDiscards(4),
        ),
        (
            0,
            Action::Discard(vec![hand[0], not_in_hand]),
            SatsumaError::NotInHand(not_in_hand),
        ),
        (0, Action::Discard(vec![200]), SatsumaError::NotInHand(200)),
        (
            0,
            Action::Discard(vec![hand[2], hand[2]]),
            SatsumaError::DiscardedTwice(hand[2]),
        ),
    ];
    for (seat, action, error) in cases {
        refused(&mut state, seat, &action, error);
    }
    let keep_all = Action::Discard(vec![]);
    state.apply(0, &keep_all).unwrap();
    refused(&mut state, 0, &keep_all, SatsumaError::AlreadyDiscarded);
    state.apply(1, &keep_all).unwrap();
    refused(&mut state, 1, &keep_all, SatsumaError::NotLogistics);
}

#[test]
#[should_panic(expected = "seat 2 is not at this table (2 seats)")]
fn observing_a_seat_not_at_the_table_panics_rather_than_show_the_samurai_hand() {
    new_game(9).observe(2);
}
