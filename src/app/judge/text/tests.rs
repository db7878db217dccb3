//! Judge's words without a browser: "you" for one person at the device, names for
//! several; verdicts that say what the right move was and why.

use super::*;
use crate::app::kit::{bot_name, Player, PlayerKind};
use crate::core::lang::{in_lang, Lang};
use crate::core::BotLevel;
use crate::games::judge::{Input, RaceRules, Verdict};
use Hand::{Defend, Hit};
use Outcome::{Pot, Win};
use Reason::{Defended, HitBack, LaterHitFirst, MistakenDefence, MistakenHitSpared, TimeOut};

fn person(name: &str) -> Player {
    Player {
        name: name.into(),
        kind: PlayerKind::Human,
    }
}

fn mei() -> Player {
    Player {
        name: bot_name(1, BotLevel::Hard),
        kind: PlayerKind::Bot(BotLevel::Hard),
    }
}

fn table(a: Player, b: Player) -> JudgeTable {
    JudgeTable {
        players: vec![a, b],
        queue: vec![],
        ..JudgeTable::default()
    }
}

/// The first card of a month (1-12).
fn month(m: u8) -> Card {
    Card::all().find(|c| c.month() == m).unwrap()
}

/// A round: seat 0 shows `m0`, seat 1 `m1`; `presses` are (seat, hand, ms after the flip).
fn round(
    m0: u8,
    m1: u8,
    presses: &[(Seat, Hand, f64)],
    outcome: Outcome,
    reason: Reason,
) -> RoundRecord {
    let later = match m0.cmp(&m1) {
        std::cmp::Ordering::Greater => Some(0),
        std::cmp::Ordering::Less => Some(1),
        std::cmp::Ordering::Equal => None,
    };
    RoundRecord {
        round_no: 1,
        pickets: [month(m0), month(m1)],
        rules: RaceRules {
            flip_at: 1000.0,
            later,
            response_window: 120.0,
            timeout: 3000.0,
        },
        inputs: presses
            .iter()
            .map(|&(seat, hand, t)| Input {
                seat,
                hand,
                edge: Edge::Press,
                t: 1000.0 + t,
            })
            .collect(),
        verdict: Verdict {
            outcome,
            at: 1500.0,
            reason,
        },
        cards: 2,
    }
}

#[test]
fn one_person_at_the_device_is_you_and_the_computer_is_named() {
    let t = table(person("Aiko"), mei());
    assert_eq!(you(&t), Some(0));
    assert_eq!(who(&t, 0), "You");
    assert_eq!(who(&t, 1), "Mei (hard)");
    let r = round(7, 3, &[(0, Hit, 212.0)], Win(0), LaterHitFirst);
    assert_eq!(verdict(&t, &r), "You hit in 212 ms: you take 2 cards");
    assert_eq!(replay(&t, &r), vec!["212 ms: you hit"]);
}

#[test]
fn two_people_at_the_device_are_named() {
    let t = table(person("Aiko"), person("Ren"));
    assert_eq!(you(&t), None);
    let r = round(3, 7, &[(1, Hit, 180.0)], Win(1), LaterHitFirst);
    assert_eq!(verdict(&t, &r), "Ren hit in 180 ms: Ren takes 2 cards");
    assert_eq!(too_early(&t, 0), "Too early, Aiko: wait for the flip.");
}

#[test]
fn a_later_month_that_defends_is_told_it_should_have_hit() {
    let t = table(person("Aiko"), mei());
    let r = round(7, 3, &[(0, Defend, 250.0)], Win(1), MistakenDefence);
    assert_eq!(
        verdict(&t, &r),
        "You defended by mistake in 250 ms: Mei (hard) takes 2 cards. \
         Your July is later than Mei's March: you should have hit."
    );
}

#[test]
fn an_earlier_month_that_hits_is_told_it_should_have_defended() {
    let t = table(person("Aiko"), person("Ren"));
    let r = round(2, 11, &[(0, Hit, 300.0)], Pot, MistakenHitSpared);
    assert_eq!(
        verdict(&t, &r),
        "Aiko hit by mistake in 300 ms: no winner, the cards carry over. \
         Aiko's February is earlier than Ren's November: Aiko should have defended."
    );
    let back = round(2, 11, &[(0, Hit, 300.0), (1, Hit, 340.0)], Win(1), HitBack);
    assert!(verdict(&t, &back).starts_with(
        "Aiko hit by mistake and Ren hit back in 340 ms: Ren takes 2 cards. Aiko's February"
    ));
}

#[test]
fn the_computers_mistake_is_explained_in_its_name() {
    let t = table(person("Aiko"), mei());
    let r = round(9, 4, &[(1, Hit, 200.0)], Pot, MistakenHitSpared);
    assert_eq!(
        verdict(&t, &r),
        "Mei (hard) hit by mistake in 200 ms: no winner, the cards carry over. \
         Mei's April is earlier than your September: Mei (hard) should have defended."
    );
}

#[test]
fn right_moves_get_no_lesson() {
    let t = table(person("Aiko"), mei());
    let r = round(3, 7, &[(0, Defend, 190.0)], Pot, Defended);
    assert_eq!(
        verdict(&t, &r),
        "You defended in 190 ms: no winner, the cards carry over"
    );
}

#[test]
fn nobody_moving_says_who_should_have_hit() {
    let t = table(person("Aiko"), mei());
    let r = round(3, 7, &[], Pot, TimeOut);
    assert_eq!(
        verdict(&t, &r),
        "Nobody moved in time: no winner, the cards carry over. Mei's July is later: Mei (hard) should have hit."
    );
}

#[test]
fn targets_say_whose_head_they_are_on() {
    let t = table(person("Aiko"), mei());
    // Your half: hit Mei's head, defend yours; Mei's half: hit yours, defend Mei's.
    assert_eq!(head_label(&t, 0, 1), "Mei's head");
    assert_eq!(head_label(&t, 0, 0), "your head");
    assert_eq!(head_label(&t, 1, 0), "your head");
    assert_eq!(head_label(&t, 1, 1), "Mei's head");
    // Two people: each half faces its player.
    let two = table(person("Aiko"), person("Ren"));
    assert_eq!(head_label(&two, 0, 1), "Ren's head");
    assert_eq!(head_label(&two, 1, 1), "your head");
    assert_eq!(head_label(&two, 1, 0), "Aiko's head");
}

#[test]
fn the_end_leads_with_the_result_for_you() {
    let t = table(person("Aiko"), mei());
    assert_eq!(outcome(&t, Some(0)), "You win");
    assert_eq!(outcome(&t, Some(1)), "You lose");
    assert_eq!(outcome(&t, None), "Draw");
    assert_eq!(final_score(&t, [14, 9]), "You 14 – 9 Mei (hard)");
    let two = table(person("Aiko"), person("Ren"));
    assert_eq!(outcome(&two, Some(1)), "Ren wins");
    assert_eq!(final_score(&two, [3, 20]), "Aiko 3 – 20 Ren");
}

#[test]
fn history_lines_say_you_show() {
    let t = table(person("Aiko"), mei());
    let e = Event::Flipped {
        round_no: 2,
        pickets: [month(3), month(7)],
    };
    assert_eq!(
        event_text(&t, &e).unwrap(),
        "Round 2: you show March (3), Mei (hard) shows July (7)"
    );
}

/// The only writing on a card's face is its month's number (static/art, drawn by
/// examples/art): no kind letters (B, A, R, C) that the table never explains.
#[test]
fn a_card_face_says_only_its_month_number() {
    let path = format!(
        "{}/static/{}",
        env!("CARGO_MANIFEST_DIR"),
        crate::app::art::JUDGE.file
    );
    let sprite = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    for card in Card::all() {
        let open = format!("<symbol id=\"{}\"", crate::app::art::judge_id(card));
        let symbol = sprite.split(&open).nth(1).expect("a symbol per card");
        let symbol = symbol.split("</symbol>").next().unwrap();
        let words: Vec<&str> = symbol
            .split("<text")
            .skip(1)
            .map(|t| t.split('>').nth(1).unwrap().trim_end_matches("</text"))
            .collect();
        assert_eq!(words, [card.month().to_string()], "{}", card_label(card));
    }
}

/// A Japanese reader's table: names as the kit makes them for that reader ("メイ(上級)").
fn ja_table() -> JudgeTable {
    in_lang(Lang::Ja, || table(person("アイコ"), mei()))
}

#[test]
fn verdicts_read_in_japanese_as_whole_sentences_with_their_values() {
    let t = ja_table();
    in_lang(Lang::Ja, || {
        let r = round(9, 4, &[(0, Hit, 212.0)], Win(0), LaterHitFirst);
        assert_eq!(verdict(&t, &r), "あなたが212ミリ秒で叩き、2枚取った");
        let r = round(7, 3, &[(0, Defend, 250.0)], Win(1), MistakenDefence);
        assert_eq!(
            verdict(&t, &r),
            "あなたが250ミリ秒でまちがえて守った。メイ（上級）が2枚取った。\
             あなたの7月（萩）はメイの3月（桜）より後の月です。あなたは叩くべきでした。"
        );
        assert_eq!(replay(&t, &r), vec!["250ミリ秒：あなたが守った"]);
        assert_eq!(head_label(&t, 0, 1), "メイの頭");
        assert_eq!(outcome(&t, Some(1)), "あなたの負け");
        assert_eq!(final_score(&t, [14, 9]), "あなた 14 – 9 メイ（上級）");
    });
}

#[test]
fn history_and_card_names_read_in_japanese() {
    let t = ja_table();
    let e = Event::Flipped {
        round_no: 2,
        pickets: [month(3), month(7)],
    };
    in_lang(Lang::Ja, || {
        assert_eq!(
            event_text(&t, &e).unwrap(),
            "第2回戦：あなたは3月（桜）、メイ（上級）は7月（萩）を出した"
        );
        assert_eq!(card_label(month(8)), "8月・芒：芒に月（光札）");
        assert_eq!(card_label(Card(47)), "12月・桐：桐のカス（カス札）");
    });
}

/// Pseudo shows text written outside `t!`: a sentence with names and months in it is made
/// pseudo once, whole (one pair of brackets), never word by word.
#[test]
fn a_pseudo_verdict_is_one_pseudo_sentence() {
    let t = table(person("Aiko"), mei());
    let r = round(7, 3, &[(0, Defend, 250.0)], Win(1), MistakenDefence);
    let said = in_lang(Lang::Pseudo, || verdict(&t, &r));
    assert_eq!(said.matches('[').count(), 1, "{said}");
    assert_eq!(said, crate::core::lang::pseudo(&verdict(&t, &r)));
}
