//! The hint's reasons in known positions (the hint kit checks the rest in `kit`).

use super::{cs, play, table};
use crate::core::Game;
use crate::core::Hint;
use crate::games::panda::hint::hint;
use crate::games::panda::{Action, Card};

/// Seat 0 leads from the first hand; seat 1 holds nothing that beats a pair of 9s.
const NOTHING_BEATS_9S: [&[&str]; 4] = [
    &["t9", "g9", "t2", "g3", "r4"],
    &["t3", "g4", "r5", "a6", "a8"],
    &["t5", "g6", "r7", "a2", "r3"],
    &["a3", "a4", "g5", "t6", "g7"],
];

/// Seat 1's hint once seat 0 has led `lead` at a table of these hands.
fn hint_after_lead(hands: [&[&str]; 4], lead: &[&str]) -> Hint<Action, Card> {
    let mut s = table(hands);
    play(&mut s, 0, lead);
    hint(&s.observe(1)).expect("seat 1 to play")
}

#[test]
fn a_hint_passes_when_nothing_beats_the_table_and_says_so() {
    let h = hint_after_lead(NOTHING_BEATS_9S, &["t9", "g9"]);
    assert_eq!(h.action, Action::Pass);
    assert_eq!(h.reason, "Pass: nothing in your hand beats a pair of 9s.");
    assert!(h.cards.is_empty());
}

#[test]
fn a_hint_to_follow_names_the_combination_and_highlights_its_cards() {
    let hands: [&[&str]; 4] = [
        &["t4", "g2", "r3", "a2", "t3"],
        &["aM", "g5", "r6", "a7", "a8"],
        &["t5", "g6", "r7", "t2", "r2"],
        &["a3", "a4", "g7", "t6", "g8"],
    ];
    let h = hint_after_lead(hands, &["t4"]);
    let Action::Play(cards) = h.action else {
        panic!("{h:?}")
    };
    assert_eq!(h.cards, cards.to_vec());
    assert!(h.reason.starts_with("Play a single "), "{}", h.reason);
    assert!(h.reason.contains("it beats a single 4"), "{}", h.reason);
    assert!(cs(&["aM", "g5", "r6", "a7", "a8"]).contains_all(cards));
}

#[test]
fn the_same_observation_always_gives_the_same_hint() {
    let s = table(NOTHING_BEATS_9S);
    let obs = s.observe(s.turn());
    assert_eq!(hint(&obs), hint(&obs));
}

/// The reader's language: a Japanese reader gets the same hint in a whole Japanese
/// sentence, the combination by its Japanese name; English stays as it was.
#[test]
fn a_hint_reads_in_japanese_for_a_japanese_reader() {
    use crate::core::lang::{in_lang, Lang};
    let h = in_lang(Lang::Ja, || {
        hint_after_lead(NOTHING_BEATS_9S, &["t9", "g9"])
    });
    assert_eq!(h.action, Action::Pass);
    assert_eq!(
        h.reason,
        "パスしましょう：手札に9のペアに勝つカードがありません。"
    );
    // The same position read in English afterwards is untouched.
    let en = hint_after_lead(NOTHING_BEATS_9S, &["t9", "g9"]);
    assert_eq!(en.reason, "Pass: nothing in your hand beats a pair of 9s.");
}

/// Cards, combinations, refusals and history lines by their Japanese names.
#[test]
fn cards_combinations_and_refusals_have_japanese_names() {
    use crate::core::lang::{in_lang, Lang};
    use crate::games::panda::{recognize, PandaError, Suit};
    in_lang(Lang::Ja, || {
        assert_eq!(Card::new(Suit::Asahi, 7).name(), "朝日の7");
        assert_eq!(Card::new(Suit::Renge, 14).name(), "蓮華の紋");
        assert_eq!(Card::STORK.name(), "コウノトリ");
        assert_eq!(Card::CATFISH.name(), "ナマズ");
        let pair = recognize(cs(&["t7", "g7"])).unwrap();
        assert_eq!(pair.name(), "7のペア");
        let run = recognize(cs(&["t6", "g7", "r8", "a9", "t10"])).unwrap();
        assert_eq!(run.name(), "10までの5枚のストレート");
        let kingdom = recognize(cs(&["gB", "gG", "gE", "gM"])).unwrap();
        assert_eq!(kingdom.name(), "玉露の天下");
        let ambush = recognize(cs(&["t5", "g5", "r5", "a5"])).unwrap();
        assert_eq!(ambush.name(), "5の伏兵");
        assert_eq!(
            PandaError::DoesNotBeat { table: pair }.to_string(),
            "7のペアに勝てる役ではありません"
        );
    });
    // English is unchanged.
    assert_eq!(recognize(cs(&["t7", "g7"])).unwrap().name(), "Pair, 7s");
}
