//! The engine's texts in Japanese (card names as hanafuda players say them, the levels'
//! reaction times, refusals, the result line) and in Pseudo (each sentence made pseudo once).

use super::{month, round_with};
use crate::core::lang::{in_lang, Lang};
use crate::core::{BotLevel, Game, Standing};
use crate::games::judge::{Card, JudgeError, JudgeState, Kind, Profile, DECK};

fn named(picture: &str) -> Card {
    Card(DECK.iter().position(|d| d.picture == picture).unwrap() as u8)
}

#[test]
fn the_cards_have_their_traditional_japanese_names() {
    in_lang(Lang::Ja, || {
        assert_eq!(month(1).name(), "松に鶴（1月、光札）");
        assert_eq!(named("Rain-man").picture(), "柳に小野道風");
        assert_eq!(named("Lightning").picture(), "柳のカス");
        assert_eq!(named("Sake cup").picture(), "菊に盃");
        assert_eq!(named("Eight-plank bridge").picture(), "菖蒲に八橋");
        // Each month's name starts its cards' names, and the ribbons say their colour.
        for c in Card::all() {
            let plant = crate::games::judge::cards::plant_name(c.month());
            assert!(
                c.picture().starts_with(&plant),
                "{} of {plant}",
                c.picture()
            );
            if c.kind() == Kind::Ribbon {
                assert!(c.picture().ends_with('短') || c.picture().ends_with("短冊"));
            }
        }
        let red: Vec<String> = Card::all()
            .filter(|c| c.picture().ends_with("赤短"))
            .map(Card::picture)
            .collect();
        assert_eq!(red, ["松に赤短", "梅に赤短", "桜に赤短"]);
        let chaff = |p: &str| Card::all().filter(|c| c.picture() == p).count();
        assert_eq!((chaff("桐のカス"), chaff("柳のカス")), (3, 1));
    });
    assert_eq!(month(1).name(), "Crane and sun (January, bright)");
}

#[test]
fn levels_refusals_and_the_result_line_read_in_japanese() {
    in_lang(Lang::Ja, || {
        assert_eq!(
            Profile::of(BotLevel::Hard).describe(),
            "反応約300ミリ秒、ミス4%"
        );
        assert_eq!(
            JudgeError::TooEarly.to_string(),
            "早すぎます。札がめくれるまで待ってください"
        );
        assert_eq!(JudgeError::NoSuchSeat(3).to_string(), "席3はありません");
    });
    // A whole game's result line: the score first, then the median reaction time.
    let (s, _) = crate::core::testkit::standings::<JudgeState>(1)
        .next()
        .unwrap();
    let (mine, theirs) = (s.score(0), s.score(1));
    let line = in_lang(Lang::Ja, || s.standing(0).unwrap().line);
    let verdict = match mine.cmp(&theirs) {
        std::cmp::Ordering::Greater => "勝ち",
        std::cmp::Ordering::Less => "負け",
        std::cmp::Ordering::Equal => "引き分け",
    };
    assert!(
        line.starts_with(&format!("{mine}対{theirs}で{verdict}、反応時間の中央値"))
            && line.ends_with("ミリ秒"),
        "{line}"
    );
    let figure = in_lang(Lang::Ja, || {
        crate::core::testkit::figure_of::<JudgeState>(&[], &[400, 250, 300], 1)
    });
    assert_eq!(figure, "反応時間の中央値300ミリ秒");
}

#[test]
fn a_pseudo_sentence_is_padded_once_with_its_words_inside() {
    let s = round_with(month(7), month(3));
    let reason = in_lang(Lang::Pseudo, || {
        crate::games::judge::hint::hint(&s.observe(0))
            .unwrap()
            .reason
    });
    assert_eq!(reason.matches('[').count(), 1, "{reason}");
    let english = crate::games::judge::hint::hint(&s.observe(0))
        .unwrap()
        .reason;
    assert_eq!(reason, crate::core::lang::pseudo(&english));
}
