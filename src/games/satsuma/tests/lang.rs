//! The engine's texts in Japanese: card, suit and side names, a hint's whole sentence with
//! its values, an error with its counter, a standing's line (the stored keys stay English).

use super::{card, with_hands};
use crate::core::lang::{in_lang, Lang};
use crate::core::{Game, Standing};
use crate::games::satsuma::state::SatsumaError;
use crate::games::satsuma::{hint::hint, Action, Side, Suit, VictoryLevel, DECK_SIZE};

#[test]
fn cards_sides_and_suits_have_japanese_names_and_short_indices() {
    let saigo = Side::Samurai.card(card(Side::Samurai, "Takamori Saigo"));
    let gatling = Side::Imperials.card(card(Side::Imperials, "Gatling Guns"));
    in_lang(Lang::Ja, || {
        assert_eq!(saigo.title(), "西郷隆盛");
        assert_eq!(gatling.title(), "ガトリング砲");
        assert_eq!(Side::Samurai.label(), "薩軍");
        assert_eq!(Side::Imperials.label(), "官軍");
        assert_eq!(Suit::Weapons.label(), "武器");
        assert_eq!(Suit::Weapons.index(), "武");
        // Every suit's index is one character, and no two suits share one (badges "武3").
        let indices: std::collections::HashSet<String> =
            Suit::ALL.iter().map(|s| s.index()).collect();
        assert_eq!(indices.len(), 8);
        assert!(indices.iter().all(|i| i.chars().count() == 1));
    });
    // English stays as printed; the stored name never changes.
    assert_eq!(saigo.title(), "Takamori Saigo");
    assert_eq!(Suit::Weapons.index(), "W");
    in_lang(Lang::Ja, || {
        assert_eq!(
            VictoryLevel::HistoricallyEquivalent.name(),
            "Historically Equivalent"
        )
    });
    // Every card of both decks has a Japanese name of its own, without Latin letters.
    for side in Side::BOTH {
        let names: std::collections::HashSet<&str> = side.deck().iter().map(|c| c.ja).collect();
        assert_eq!(names.len(), DECK_SIZE, "{side:?}: a Japanese name per card");
        for n in names {
            assert!(!n.chars().any(|c| c.is_ascii_alphabetic()), "{n}");
        }
    }
}

#[test]
fn a_hint_says_its_reason_in_one_japanese_sentence_with_the_cards_named() {
    let state = with_hands(
        Side::Imperials,
        &[
            "Takamori Saigo",
            "Samurai Warriors",
            "Bushido",
            "Satsuma Armories",
            "Block Passes",
            "Kyushu Samurai",
            "Break Out",
        ],
        &["Imperial Guard"],
    );
    let h = in_lang(Lang::Ja, || hint(&state.observe(0))).expect("a hint in Logistics");
    assert_eq!(h.action, Action::Discard(vec![]));
    assert!(
        h.reason
            .starts_with("7枚すべて残しましょう。どのカードも数えられ、合計は"),
        "{}",
        h.reason
    );
    assert!(h.reason.ends_with("です。"), "{}", h.reason);

    let state = with_hands(
        Side::Samurai,
        &[
            "Takamori Saigo",
            "Samurai Warriors",
            "Bushido",
            "Foxholes",
            "Sentinels",
            "Satsuma Armories",
            "Out Fight & Outmaneuver",
        ],
        &["Imperial Guard"],
    );
    let h = in_lang(Lang::Ja, || hint(&state.observe(0))).expect("a hint");
    // Foxholes and Sentinels, barred while attacking, named in Japanese in one sentence.
    assert!(
        h.reason.contains("たこつぼ壕") && h.reason.contains("歩哨"),
        "{}",
        h.reason
    );
    assert!(h.reason.contains("攻撃中は数えられ"), "{}", h.reason);
    assert!(h.reason.contains("を捨てましょう。"), "{}", h.reason);
    assert!(
        !h.reason.chars().any(|c| c.is_ascii_alphabetic()),
        "{}",
        h.reason
    );
}

#[test]
fn errors_and_the_finish_line_read_in_japanese() {
    in_lang(Lang::Ja, || {
        assert_eq!(
            SatsumaError::TooManyDiscards(4).to_string(),
            "捨てられるのは3枚までです（4枚ではありません）"
        );
    });
    assert_eq!(
        SatsumaError::TooManyDiscards(4).to_string(),
        "at most 3 cards may be discarded, not 4"
    );
    let (s, _) = crate::core::testkit::standings::<crate::games::satsuma::SatsumaState>(1)
        .next()
        .expect("a finished game");
    let finish = in_lang(Lang::Ja, || s.standing(0)).expect("over");
    let imperial = s.casualties(Side::Imperials);
    let level = s.victory().unwrap();
    let ja = in_lang(Lang::Ja, || level.label());
    assert_eq!(finish.line, format!("{ja}（官軍の損害{imperial}）"));
    // The tally's key is the English name in any language.
    assert_eq!(finish.reached, Some(level.name()));
}
