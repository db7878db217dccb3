//! Honor's words tested natively: English as it was, and Japanese beside it.

use super::*;
use crate::app::kit::PlayerKind;
use crate::core::BotLevel;
use crate::games::honor::Phase;

const P: PlayerKind = PlayerKind::Human;
const BOT: PlayerKind = PlayerKind::Bot(BotLevel::Easy);

fn alone() -> TableSetup {
    TableSetup::numbered(&[P, BOT, BOT])
}

fn two() -> TableSetup {
    TableSetup::numbered(&[P, P, BOT])
}

/// An event as the history tells it to the one person against computers.
fn said(e: Event) -> String {
    event_text(&Words::new(&alone()), &HonorConfig::default(), &e)
}

#[test]
fn one_person_is_you_and_several_are_named() {
    let (a, b) = (alone(), two());
    let (w1, w2) = (Words::new(&a), Words::new(&b));
    assert_eq!(w1.says(0, "hold"), "You hold");
    assert_eq!(w1.says(1, "hold"), "P1 holds");
    assert_eq!(w1.says(0, "is"), "You are");
    assert_eq!(w2.says(0, "is"), "P0 is");
    assert_eq!(w1.says(2, "reach"), "P2 reaches");
    assert_eq!(w1.list(&[1, 0]), "P1 and you");
}

#[test]
fn between_two_games_the_status_names_the_games_winner() {
    let a = alone();
    let w = Words::new(&a);
    assert_eq!(
        game_over_status(&w, 1, 3, Some(0), true),
        "You win game 1 of 3: press Next game."
    );
    assert_eq!(
        game_over_status(&w, 2, 3, Some(2), false),
        "P2 wins game 2 of 3; the next game follows."
    );
    assert_eq!(
        game_over_status(&w, 2, 3, None, true),
        "Game 2 of 3 ends without a winner: press Next game."
    );
}

#[test]
fn a_short_name_drops_a_computers_level() {
    let mut a = alone();
    a.players[1].name = "Mei (easy)".into();
    let w = Words::new(&a);
    assert_eq!(w.short(0), "You");
    assert_eq!(w.short(1), "Mei");
    assert_eq!(w.short(2), "P2", "another name stays whole");
    assert_eq!(w.label(1), ("Mei".to_string(), Some("easy")));
    assert_eq!(w.label(2), ("P2".to_string(), None));
    let b = two();
    assert_eq!(Words::new(&b).short(1), "P1");
}

#[test]
fn swaps_and_disgraces_are_counted_in_words() {
    assert_eq!(count(1u8, "swap"), "1 swap");
    assert_eq!(count(2u8, "swap"), "2 swaps");
    assert_eq!(count(0u8, "swap"), "0 swaps");
    let e = Event::ExchangeEnded { seat: 1, swaps: 1 };
    assert_eq!(said(e), "P1 is done exchanging (1 swap).");
    let e = Event::ExchangeEnded { seat: 0, swaps: 2 };
    assert_eq!(said(e), "You are done exchanging (2 swaps).");
}

#[test]
fn an_opening_disgrace_reads_as_it_happens() {
    let king = Card::all().into_iter().find(|c| c.is_face()).unwrap();
    let low = Card::all()
        .into_iter()
        .find(|c| !c.is_face() && !c.is_joker())
        .unwrap();
    let cards = vec![low, king];
    assert_eq!(
        said(Event::HandDiscarded { seat: 1, cards }),
        format!(
            "P1 holds a face card ({}): disgraced, the hand is discarded.",
            king.name()
        )
    );
    let e = Event::Disgraced {
        seat: 0,
        reason: DisgraceReason::FaceCardInHand,
        disgraces: 1,
        heads: 0,
    };
    assert_eq!(
        said(e),
        "You are disgraced for a face card in hand: 1 disgrace in all."
    );
    let e = Event::Redrew { seat: 0, cards: 3 };
    assert_eq!(said(e), "You draw a new hand of 3 cards.");
}

#[test]
fn a_single_game_is_won_not_a_match() {
    let setup = two();
    let w = Words::new(&setup);
    let e = Event::MatchOver {
        winners: vec![0],
        games_won: vec![1, 0, 0],
    };
    let single = HonorConfig::default();
    assert_eq!(
        event_text(&w, &single, &e),
        "The game is over: P0 wins the game."
    );
    let kings = HonorConfig {
        kings: true,
        ..HonorConfig::default()
    };
    assert_eq!(event_text(&w, &kings, &e), "The match is over: P0 wins it.");
    let setup = alone();
    let w = Words::new(&setup);
    assert_eq!(
        event_text(&w, &single, &e),
        "The game is over: You win the game."
    );
}

#[test]
fn the_outcome_leads_for_the_person_at_the_device() {
    let (a, b) = (alone(), two());
    let (w1, w2) = (Words::new(&a), Words::new(&b));
    assert_eq!(outcome(&w1, &[0]), "You win");
    assert_eq!(outcome(&w1, &[2]), "You lose");
    assert_eq!(outcome(&w1, &[0, 2]), "Draw");
    assert_eq!(outcome(&w1, &[]), "Draw");
    assert_eq!(outcome(&w2, &[1]), "P1 wins");
    assert_eq!(outcome(&w2, &[0, 1]), "P0 and P1 share the win");
}

#[test]
fn the_status_says_you_alone_and_names_several() {
    let (a, b) = (alone(), two());
    assert_eq!(
        your_turn(&Words::new(&a), 0, Phase::Charge, false),
        "Your turn: charge with a hand card, or not."
    );
    assert_eq!(
        your_turn(&Words::new(&b), 1, Phase::Exchange, false),
        "P1, your turn: swap hand cards into your army, then Done."
    );
    // In an appeal the King answers; the others appeal or not.
    assert_eq!(
        your_turn(&Words::new(&a), 0, Phase::ArmyAppeal, true),
        "Your turn: respond to the appeal or reject it."
    );
    assert_eq!(
        your_turn(&Words::new(&a), 0, Phase::JokerAppeal, false),
        "Your turn: appeal to the King or not."
    );
}

#[test]
fn the_hand_summary_lists_this_hands_disgraces_and_why() {
    let setup = alone();
    let w = Words::new(&setup);
    let c = HonorConfig::default();
    let d = |seat, reason, disgraces| Event::Disgraced {
        seat,
        reason,
        disgraces,
        heads: 0,
    };
    let events = vec![
        d(2, DisgraceReason::FaceCardInHand, 1),
        Event::HandBegins {
            game_no: 1,
            hand_no: 2,
            dealer: 1,
        },
        d(0, DisgraceReason::JokerDrawnBy(1), 2),
        d(1, DisgraceReason::FaceCardInHand, 1),
        d(1, DisgraceReason::FaceCardInHand, 2),
        d(1, DisgraceReason::FailedCharge, 3),
        Event::Out { seat: 1 },
    ];
    assert_eq!(
        hand_disgraces(&w, &c, &events),
        vec![
            "A Joker drawn by P1: 1 disgrace to you.".to_string(),
            "Face cards in 2 hands dealt: 2 disgraces to P1.".to_string(),
            "Charged and lost: 1 disgrace to P1.".to_string(),
            "Out of the game: P1.".to_string(),
        ]
    );
    // A Joker's disgraces on one line; seats that paid alike together.
    let events = vec![
        d(2, DisgraceReason::FaceCardInHand, 1),
        d(1, DisgraceReason::JokerDrawnBy(0), 1),
        d(2, DisgraceReason::JokerDrawnBy(0), 2),
        d(2, DisgraceReason::FaceCardInHand, 3),
        d(0, DisgraceReason::JokerDrawnBy(2), 1),
        d(1, DisgraceReason::FaceCardInHand, 2),
        d(1, DisgraceReason::IllegalSuit, 3),
    ];
    assert_eq!(
        hand_disgraces(&w, &c, &events),
        vec![
            "Face cards in the hands dealt: 2 disgraces to P2, 1 disgrace to P1.".to_string(),
            "A Joker drawn by you: 1 disgrace each to P1 and P2.".to_string(),
            "A Joker drawn by P2: 1 disgrace to you.".to_string(),
            "The illegal suit in the army: 1 disgrace to P1.".to_string(),
        ]
    );
}

/// The same events for a Japanese reader: whole sentences with their values and counters
/// (枚 for cards, 回 for disgraces and swaps, 個 for heads), あなた for the one person.
#[test]
fn a_japanese_reader_reads_whole_sentences_with_counters() {
    use crate::core::lang::{in_lang, Lang};
    in_lang(Lang::Ja, || {
        assert_eq!(
            said(Event::Redrew { seat: 0, cards: 3 }),
            "あなたは手札3枚を引き直した。"
        );
        assert_eq!(
            said(Event::ExchangeEnded { seat: 1, swaps: 2 }),
            "P1は入れ替えを終えた（入れ替え2回）。"
        );
        let e = Event::Disgraced {
            seat: 0,
            reason: DisgraceReason::JokerDrawnBy(2),
            disgraces: 2,
            heads: 0,
        };
        assert_eq!(
            said(e),
            "あなたはP2がジョーカーを引いたため不名誉を受けた：不名誉は計2回。"
        );
        let (a, b) = (alone(), two());
        assert_eq!(
            your_turn(&Words::new(&a), 0, Phase::Charge, false),
            "あなたの番です：手札1枚で突撃するかどうか選んでください。"
        );
        assert_eq!(
            your_turn(&Words::new(&b), 1, Phase::Exchange, false),
            "P1さんの番です：手札を軍勢と入れ替え、終わったら「完了」を押してください。"
        );
        assert_eq!(
            game_over_status(&Words::new(&a), 1, 3, Some(0), true),
            "あなたが第1ゲーム（全3ゲーム）に勝ちました。「次のゲームへ」を押してください。"
        );
        assert_eq!(outcome(&Words::new(&a), &[0]), "あなたの勝ち");
        assert_eq!(
            outcome(&Words::new(&b), &[0, 1]),
            "P0とP1が勝ちを分け合った"
        );
        assert_eq!(heads(3), "首3つ");
        // つ counts to nine: past it the number stands alone.
        assert_eq!(heads(12), "首12");
        assert_eq!(seat_standing(false, 1, 3), "不名誉1回・首3つ");
    });
    // English is untouched by a Japanese text made before it.
    assert_eq!(heads(1), "1 head");
}

/// A computer named in Japanese (「メイ（初級）」) is 「メイ」 where room is short, its level
/// apart in the reader's language; the summary lists in Japanese.
#[test]
fn a_japanese_summary_names_short_and_lists_with_japanese_commas() {
    use crate::core::lang::{in_lang, Lang};
    let mut setup = alone();
    in_lang(Lang::Ja, || {
        setup.players[1].name = crate::app::kit::bot_name(1, BotLevel::Easy);
        setup.players[2].name = crate::app::kit::bot_name(2, BotLevel::Easy);
    });
    assert_eq!(setup.players[1].name, "メイ（初級）");
    let w = Words::new(&setup);
    in_lang(Lang::Ja, || {
        assert_eq!(w.label(1), ("メイ".to_string(), Some("初級")));
        let d = |seat, reason| Event::Disgraced {
            seat,
            reason,
            disgraces: 1,
            heads: 0,
        };
        let events = vec![
            d(0, DisgraceReason::JokerDrawnBy(1)),
            d(2, DisgraceReason::JokerDrawnBy(1)),
            d(1, DisgraceReason::FaceCardInHand),
            d(1, DisgraceReason::FaceCardInHand),
            Event::Out { seat: 1 },
        ];
        assert_eq!(
            hand_disgraces(&w, &HonorConfig::default(), &events),
            vec![
                "メイが引いたジョーカー：あなたとハルトに不名誉1回ずつ。".to_string(),
                "配られた手札2回に絵札：メイに不名誉2回。".to_string(),
                "脱落：メイ。".to_string(),
            ]
        );
    });
    // Read in English, the default name is drawn in English (issue 33, 7), its level apart.
    assert_eq!(w.label(2), ("Haruto".to_string(), Some("easy")));
}

/// In Pseudo a computer's name is the English one accented whole: where room is short it
/// is the English short name accented ("[Ḿéí ...]"), its level apart, as in English.
#[test]
fn a_pseudo_computer_name_is_short_where_room_is_short() {
    use crate::core::lang::{in_lang, pseudo, Lang};
    let mut setup = alone();
    in_lang(Lang::Pseudo, || {
        setup.players[1].name = crate::app::kit::bot_name(1, BotLevel::Easy);
    });
    let w = Words::new(&setup);
    in_lang(Lang::Pseudo, || {
        let (name, level) = w.label(1);
        assert_eq!(name, pseudo("Mei"));
        assert_eq!(level, Some(BotLevel::Easy.label()));
        assert_eq!(w.short(1), pseudo("Mei"));
    });
    // A person's name is kept whole.
    in_lang(Lang::Pseudo, || assert_eq!(w.label(2).1, None));
}

/// A seat's line and the hand's summary are whole sentences in every language with their
/// values in them, not fragments put together (issue 24): Pseudo brackets each text, so a
/// whole one has no bracket inside but those of a name.
#[test]
fn a_seats_line_and_the_summary_are_one_sentence_each() {
    use crate::core::lang::{in_lang, Lang};
    in_lang(Lang::Pseudo, || {
        for s in [
            seat_standing(false, 1, 3),
            seat_standing(true, 0, -2),
            who_standing("Mei", false, 2, 0),
            said(Event::ExchangeEnded { seat: 1, swaps: 2 }),
        ] {
            assert_eq!(s.matches('[').count(), 1, "{s}");
        }
        let setup = TableSetup::numbered(&[P, P, P]);
        let w = Words::new(&setup);
        let d = |seat, reason| Event::Disgraced {
            seat,
            reason,
            disgraces: 1,
            heads: 0,
        };
        let events = [
            d(1, DisgraceReason::FaceCardInHand),
            d(1, DisgraceReason::FaceCardInHand),
            d(2, DisgraceReason::FaceCardInHand),
        ];
        let lines = hand_disgraces(&w, &HonorConfig::default(), &events);
        assert!(!lines[0].contains("]["), "{}", lines[0]);
    });
    assert_eq!(who_standing("You", false, 1, 3), "You: 1 disgrace, 3 heads");
    assert_eq!(seat_standing(true, 0, 1), "1 head");
    in_lang(Lang::Ja, || {
        assert_eq!(
            who_standing("あなた", false, 2, 0),
            "あなた：不名誉2回・首0"
        );
        assert_eq!(seat_standing(true, 0, -1), "首-1");
    });
}

/// A four-player game "won" after two hands with 0 heads, the others disgraced as the
/// cards were dealt (issue 33, item 12): the end screen says when it ended and who was
/// disgraced for what, those out first, in English and in Japanese.
#[test]
fn the_end_screen_says_why_a_game_ended_in_the_deal() {
    use crate::core::lang::{in_lang, Lang};
    use crate::games::honor::{BattleResult, GameResult};
    let setup = TableSetup::numbered(&[P, BOT, BOT, BOT]);
    let w = Words::new(&setup);
    let d = |seat, reason, disgraces| Event::Disgraced {
        seat,
        reason,
        disgraces,
        heads: 0,
    };
    let hand = |hand_no| Event::HandBegins {
        game_no: 1,
        hand_no,
        dealer: 1,
    };
    let events = vec![
        Event::GameBegins {
            game_no: 1,
            king: None,
        },
        hand(1),
        d(1, DisgraceReason::FaceCardInHand, 1),
        d(2, DisgraceReason::FaceCardInHand, 1),
        Event::Battle(Box::new(BattleResult {
            game_no: 1,
            hand_no: 1,
            armies: vec![None; 4],
            charged: vec![false; 4],
            totals: vec![None; 4],
            joker: vec![false; 4],
            illegal: vec![],
            winner: None,
            heads: 0,
            failed_chargers: vec![],
            cut_short: false,
        })),
        hand(2),
        d(3, DisgraceReason::JokerDrawnBy(0), 1),
        d(1, DisgraceReason::FaceCardInHand, 2),
        d(2, DisgraceReason::JokerDrawnBy(0), 2),
        d(1, DisgraceReason::JokerDrawnBy(0), 3),
        Event::Out { seat: 1 },
        d(2, DisgraceReason::FaceCardInHand, 3),
        Event::Out { seat: 2 },
        d(3, DisgraceReason::FaceCardInHand, 2),
        d(3, DisgraceReason::FaceCardInHand, 3),
        Event::Out { seat: 3 },
        Event::GameOver(Box::new(GameResult {
            game_no: 1,
            winner: Some(0),
            how: GameEnd::LastStanding,
            heads: vec![0; 4],
            disgraces: vec![0, 3, 3, 3],
            stake_per_head: 0,
        })),
    ];
    assert_eq!(
        closing_words(&w, &HonorConfig::default(), &events),
        "You are the last player standing and win game 1."
    );
    assert_eq!(
        end_lines(&w, &events),
        vec![
            "Game 1 ended as hand 2 was dealt, before its battle.",
            "P1 is out in hand 2: 2 disgraces for a face card in hand, 1 disgrace because you drew a Joker.",
            "P2 is out in hand 2: 2 disgraces for a face card in hand, 1 disgrace because you drew a Joker.",
            "P3 is out in hand 2: 1 disgrace because you drew a Joker, 2 disgraces for a face card in hand.",
        ]
    );
    in_lang(Lang::Ja, || {
        assert_eq!(
            end_lines(&w, &events),
            vec![
                "第1ゲームは第2局の配札で、合戦の前に終わった。",
                "P1は第2局で脱落した：手札の絵札で不名誉2回、あなたがジョーカーを引いたため不名誉1回。",
                "P2は第2局で脱落した：手札の絵札で不名誉2回、あなたがジョーカーを引いたため不名誉1回。",
                "P3は第2局で脱落した：あなたがジョーカーを引いたため不名誉1回、手札の絵札で不名誉2回。",
            ]
        );
    });
    // A game won in a battle, with a player disgraced but still in.
    let mut won = events[..5].to_vec();
    won.push(Event::GameOver(Box::new(GameResult {
        game_no: 1,
        winner: Some(3),
        how: GameEnd::TargetHeads,
        heads: vec![0, 0, 0, 5],
        disgraces: vec![0, 1, 1, 0],
        stake_per_head: 0,
    })));
    assert_eq!(
        end_lines(&w, &won),
        vec![
            "Game 1 ended at the battle of hand 1.",
            "P1: 1 disgrace for a face card in hand.",
            "P2: 1 disgrace for a face card in hand.",
        ]
    );
}
