//! The hint's reasons in known positions (the hint kit checks the rest in `kit`).

use crate::core::Game;
use crate::games::honor::{hint::hint, Action, HonorConfig, HonorState, Phase};

#[test]
fn an_exchange_hint_swaps_a_named_hand_card_in_or_says_why_not() {
    let mut checked = 0;
    for seed in 0..40 {
        let s = HonorState::new(&HonorConfig::default(), seed);
        if s.phase() != Phase::Exchange {
            continue;
        }
        for seat in s.to_act() {
            let obs = s.observe(seat);
            let h = hint(&obs).expect("a seat in the exchange has a hint");
            match h.action {
                Action::Exchange { hand_index, .. } => {
                    let card = obs.my_hand[hand_index];
                    assert_eq!(h.cards, vec![card]);
                    let head = format!("Swap your {} into your army: ", card.name());
                    assert!(h.reason.starts_with(&head), "{}", h.reason);
                }
                Action::EndExchange => {
                    assert!(h.reason.starts_with("Done: "), "{}", h.reason);
                    assert!(h.cards.is_empty());
                }
                ref other => panic!("{other:?} in the exchange"),
            }
            assert_eq!(hint(&obs), Some(h), "the same observation, the same hint");
            checked += 1;
        }
    }
    assert!(checked >= 20, "{checked}");
}

/// A refusal and a configuration's error in the reader's language, with their values.
#[test]
fn errors_read_in_japanese_with_their_values() {
    use crate::core::lang::{in_lang, Lang};
    use crate::games::honor::{ConfigError, HonorError, Phase};
    let e = HonorError::NotNow(Phase::Exchange);
    assert_eq!(e.to_string(), "that cannot be done during the exchange");
    in_lang(Lang::Ja, || {
        assert_eq!(e.to_string(), "入れ替えの間はそれはできません");
        assert_eq!(
            HonorError::NoSuchHandCard { index: 4, hand: 3 }.to_string(),
            "3枚の手札に4番の札はありません"
        );
        assert_eq!(
            ConfigError::SeatCount(7).to_string(),
            "遊べるのは2人から6人までで、7人では遊べません"
        );
    });
}

/// The exchange's hint for a Japanese reader: a whole sentence naming the hand card in
/// Japanese (「…を軍勢に入れ替えましょう。」) or saying why not to swap.
#[test]
fn an_exchange_hint_reads_in_japanese() {
    use crate::core::lang::{in_lang, Lang};
    let mut checked = 0;
    for seed in 0..40 {
        let s = HonorState::new(&HonorConfig::default(), seed);
        if s.phase() != Phase::Exchange {
            continue;
        }
        let obs = s.observe(s.to_act()[0]);
        let (h, name) = in_lang(Lang::Ja, || {
            let h = hint(&obs).expect("a hint");
            let name = match h.action {
                Action::Exchange { hand_index, .. } => Some(obs.my_hand[hand_index].name()),
                _ => None,
            };
            (h, name)
        });
        match name {
            Some(name) => assert!(
                h.reason
                    .starts_with(&format!("{name}を軍勢に入れ替えましょう。")),
                "{}",
                h.reason
            ),
            None => assert!(h.reason.starts_with("完了しましょう。"), "{}", h.reason),
        }
        assert!(h.reason.ends_with('。'), "{}", h.reason);
        assert!(!h.reason.is_ascii());
        checked += 1;
    }
    assert!(checked > 5);
}
