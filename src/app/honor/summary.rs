//! Honor of the Samurai's battle verdicts, the hand's summary of disgraces, the status
//! line's words and the end's outcome, in plain Rust (tested natively with `words`).

use super::words::{count, Words};
use crate::core::lang::{lang, listed, plural, Lang};
use crate::core::Seat;
use crate::games::honor::{heads_ja, BattleResult, DisgraceReason, Event, HonorConfig, Phase};
use crate::{t, ts};

/// The battle's verdict: "Ren wins the battle with 24 and takes 2 heads."
pub fn verdict(w: &Words, b: &BattleResult) -> String {
    match b.winner {
        _ if b.cut_short => t!(
            "The illegal suit ended the game before the battle.",
            "禁制のマークにより、合戦の前にゲームが終わった。"
        ),
        Some(x) => t!(
            "{wins} the battle with {total} and {take} {n}.",
            "{who}が{total}で合戦に勝ち、{hj}を取った。";
            wins = w.says(x, "win"),
            who = w.ja(x),
            total = b.totals.get(x).copied().flatten().unwrap_or(0),
            take = if w.is_you(x) { "take" } else { "takes" },
            n = count(b.heads, "head"),
            hj = heads_ja(b.heads.into())
        ),
        None => t!(
            "Nobody wins the battle: no heads are taken.",
            "合戦の勝者はいない：首は取られなかった。"
        ),
    }
}

/// The battle's heading on the table, short enough for one line on a phone (the winner's
/// row says the heads it takes): "Mei wins the battle with 24."
pub fn battle_heading(w: &Words, b: &BattleResult) -> String {
    match b.winner {
        _ if b.cut_short => verdict(w, b),
        Some(x) => t!(
            "{short} {wins} the battle with {total}.",
            "{short}が{total}で合戦に勝利。";
            short = w.short(x),
            wins = if w.is_you(x) { "win" } else { "wins" },
            total = b.totals.get(x).copied().flatten().unwrap_or(0)
        ),
        None => t!("Nobody wins the battle.", "合戦の勝者なし。"),
    }
}

/// Inside a line of the summary, short: "you", "Mei" (a computer's level left out).
fn short_whom(w: &Words, seat: Seat) -> String {
    if w.is_you(seat) {
        w.whom(seat)
    } else {
        w.short(seat)
    }
}

/// What a disgrace of the hand was for; a Joker's disgraces go with who drew it.
#[derive(Clone, Copy, PartialEq)]
enum Why {
    FaceCard,
    Joker(Seat),
    Illegal,
    Charge,
}

/// The disgraces of the hand now ending (from its deal to its battle), one line per
/// reason in the order they happened, each with what it cost whom, then who is out:
/// "Face cards in the hands dealt: 2 disgraces to Ren, 1 disgrace to you.", "A Joker
/// drawn by Ren: 1 disgrace each to Mei and you.", "Out of the game: Ren." A Joker
/// disgraces every other player: one line for all of them keeps the summary short.
pub fn hand_disgraces(w: &Words, _config: &HonorConfig, events: &[Event]) -> Vec<String> {
    let start = events
        .iter()
        .rposition(|e| matches!(e, Event::HandBegins { .. }))
        .unwrap_or(0);
    // Per reason, in order: each seat it disgraced and how many times.
    let mut reasons: Vec<(Why, Vec<(Seat, usize)>)> = Vec::new();
    let mut out: Vec<Seat> = Vec::new();
    for e in &events[start..] {
        match e {
            Event::Disgraced { seat, reason, .. } => {
                let why = match reason {
                    DisgraceReason::FaceCardInHand => Why::FaceCard,
                    DisgraceReason::JokerDrawnBy(s) => Why::Joker(*s),
                    DisgraceReason::IllegalSuit => Why::Illegal,
                    DisgraceReason::FailedCharge => Why::Charge,
                };
                let i = match reasons.iter().position(|r| r.0 == why) {
                    Some(i) => i,
                    None => {
                        reasons.push((why, Vec::new()));
                        reasons.len() - 1
                    }
                };
                let seats = &mut reasons[i].1;
                match seats.iter_mut().find(|x| x.0 == *seat) {
                    Some(x) => x.1 += 1,
                    None => seats.push((*seat, 1)),
                }
            }
            Event::Out { seat } if !out.contains(seat) => out.push(*seat),
            _ => {}
        }
    }
    let mut lines: Vec<String> = reasons
        .into_iter()
        .map(|(why, seats)| {
            let most = seats.iter().map(|x| x.1).max().unwrap_or(1);
            let reason = match why {
                Why::FaceCard if seats.len() == 1 && most == 1 => {
                    t!("A face card in the hand dealt", "配られた手札に絵札")
                }
                Why::FaceCard if seats.len() == 1 => t!(
                    "Face cards in {most} hands dealt",
                    "配られた手札{most}回に絵札"
                ),
                Why::FaceCard => t!("Face cards in the hands dealt", "配られた手札に絵札"),
                Why::Joker(s) if most == 1 => t!(
                    "A Joker drawn by {x}",
                    "{x}が引いたジョーカー";
                    x = short_whom(w, s)
                ),
                Why::Joker(s) => t!(
                    "{most} Jokers drawn by {x}",
                    "{x}が引いたジョーカー{most}枚";
                    x = short_whom(w, s)
                ),
                Why::Illegal => t!("The illegal suit in the army", "軍勢の禁制のマーク"),
                Why::Charge => t!("Charged and lost", "突撃して敗北"),
            };
            // Seats that paid the same go together: "1 disgrace each to Mei and you".
            let mut groups: Vec<(usize, Vec<String>)> = Vec::new();
            for (seat, n) in seats {
                match groups.iter_mut().find(|g| g.0 == n) {
                    Some(g) => g.1.push(short_whom(w, seat)),
                    None => groups.push((n, vec![short_whom(w, seat)])),
                }
            }
            let cost: Vec<String> = groups
                .into_iter()
                .map(|(n, names)| {
                    let (s, each) = (plural(n), names.len() > 1);
                    let names = listed(&names);
                    match each {
                        true => t!(
                            "{n} disgrace{s} each to {names}",
                            "{names}に不名誉{n}回ずつ"
                        ),
                        false => t!("{n} disgrace{s} to {names}", "{names}に不名誉{n}回"),
                    }
                })
                .collect();
            // The costs as a list separates them: a comma, not a text of its own.
            let comma = if lang() == Lang::Ja { "、" } else { ", " };
            t!(
                "{reason}: {costs}.",
                "{reason}：{costs}。";
                costs = cost.join(comma)
            )
        })
        .collect();
    if !out.is_empty() {
        let names: Vec<String> = out.iter().map(|&s| short_whom(w, s)).collect();
        lines.push(t!(
            "Out of the game: {names}.",
            "脱落：{names}。";
            names = listed(&names)
        ));
    }
    lines
}

/// A seat in the end's reasons: the hand it went out in, its disgraces per reason.
type SeatEnd = (Seat, Option<u32>, Vec<(DisgraceReason, usize)>);

/// Why the game just over ended, line by line for its end screen (the winner's line is the
/// closing words above them): when it ended (a game can end as the cards are dealt, its
/// reasons gone by in the ticker), then each player disgraced in it with what for, those
/// out first in the order they went: "P1 is out in hand 2: 3 disgraces for a face card in
/// hand, 1 disgrace because you drew a Joker."
pub fn end_lines(w: &Words, events: &[Event]) -> Vec<String> {
    let start = events
        .iter()
        .rposition(|e| matches!(e, Event::GameBegins { .. }))
        .unwrap_or(0);
    let game = &events[start..];
    let Some(end) = game.iter().rposition(|e| matches!(e, Event::GameOver(_))) else {
        return Vec::new();
    };
    let game = &game[..end];
    let mut lines = Vec::new();
    let last_hand = game
        .iter()
        .rposition(|e| matches!(e, Event::HandBegins { .. }));
    if let Some(i) = last_hand {
        let Event::HandBegins {
            game_no: g,
            hand_no: h,
            ..
        } = game[i]
        else {
            unreachable!()
        };
        let battle = game[i..].iter().any(|e| matches!(e, Event::Battle(_)));
        lines.push(if battle {
            t!(
                "Game {g} ended at the battle of hand {h}.",
                "第{g}ゲームは第{h}局の合戦で終わった。"
            )
        } else {
            t!(
                "Game {g} ended as hand {h} was dealt, before its battle.",
                "第{g}ゲームは第{h}局の配札で、合戦の前に終わった。"
            )
        });
    }
    // Per seat, in the order first disgraced: the hand it went out in (if it did) and its
    // disgraces per reason, in order.
    let mut seats: Vec<SeatEnd> = Vec::new();
    let mut hand = 0;
    for e in game {
        match e {
            Event::HandBegins { hand_no, .. } => hand = *hand_no,
            Event::Disgraced { seat, reason, .. } => {
                let i = match seats.iter().position(|s| s.0 == *seat) {
                    Some(i) => i,
                    None => {
                        seats.push((*seat, None, Vec::new()));
                        seats.len() - 1
                    }
                };
                let reasons = &mut seats[i].2;
                match reasons.iter_mut().find(|r| r.0 == *reason) {
                    Some(r) => r.1 += 1,
                    None => reasons.push((*reason, 1)),
                }
            }
            Event::Out { seat } => {
                if let Some(s) = seats.iter_mut().find(|s| s.0 == *seat) {
                    s.1.get_or_insert(hand);
                } else {
                    seats.push((*seat, Some(hand), Vec::new()));
                }
            }
            _ => {}
        }
    }
    // Those out first (in the order they went), then the others disgraced.
    let mut order: Vec<usize> = (0..seats.len()).collect();
    order.sort_by_key(|&i| seats[i].1.map_or(u32::MAX, |h| h));
    let comma = if lang() == Lang::Ja { "、" } else { ", " };
    for i in order {
        let (seat, out, reasons) = &seats[i];
        let why: Vec<String> = reasons
            .iter()
            .map(|&(r, n)| {
                let (s, why) = (plural(n), super::words::reason_text(w, r));
                t!("{n} disgrace{s} {why}", "{why}不名誉{n}回")
            })
            .collect();
        let why = why.join(comma);
        let who = w.ja(*seat);
        lines.push(match out {
            Some(h) if why.is_empty() => t!(
                "{is} out in hand {h}.",
                "{who}は第{h}局で脱落した。";
                is = w.says(*seat, "is")
            ),
            Some(h) => t!(
                "{is} out in hand {h}: {why}.",
                "{who}は第{h}局で脱落した：{why}。";
                is = w.says(*seat, "is")
            ),
            None => t!(
                "{who_en}: {why}.",
                "{who}：{why}。";
                who_en = w.short(*seat)
            ),
        });
    }
    lines
}

/// What the phase asks, for the status line: "exchange: swap hand cards into your army".
/// In an appeal the King answers it; the others appeal or not.
pub fn phase_task(phase: Phase, king: bool) -> &'static str {
    match phase {
        Phase::DeclareSuit => ts!(
            "declare a suit illegal",
            "禁制にするマークを宣言してください"
        ),
        Phase::JokerAppeal | Phase::ArmyAppeal if king => ts!(
            "respond to the appeal or reject it",
            "嘆願を聞き入れるか退けるか選んでください"
        ),
        Phase::JokerAppeal | Phase::ArmyAppeal => ts!(
            "appeal to the King or not",
            "将軍に嘆願するかどうか選んでください"
        ),
        Phase::Exchange => ts!(
            "swap hand cards into your army, then Done",
            "手札を軍勢と入れ替え、終わったら「完了」を押してください"
        ),
        Phase::Charge => ts!(
            "charge with a hand card, or not",
            "手札1枚で突撃するかどうか選んでください"
        ),
        Phase::Battle => ts!("the battle", "合戦です"),
        Phase::GameOver => ts!("the game is over", "ゲームは終わりました"),
        Phase::Over => ts!("the match is over", "マッチは終わりました"),
    }
}

/// The status line between two games of a match: who won the game just over and, when a
/// person goes on, the button: "You win game 1 of 3: press Next game."
pub fn game_over_status(
    w: &Words,
    game_no: u32,
    games: u32,
    winner: Option<Seat>,
    press: bool,
) -> String {
    let g = game_no;
    match (winner, press) {
        (Some(x), true) => t!(
            "{wins} game {g} of {games}: press Next game.",
            "{who}が第{g}ゲーム（全{games}ゲーム）に勝ちました。「次のゲームへ」を押してください。";
            wins = w.says(x, "win"), who = w.ja(x)
        ),
        (Some(x), false) => t!(
            "{wins} game {g} of {games}; the next game follows.",
            "{who}が第{g}ゲーム（全{games}ゲーム）に勝ちました。次のゲームに進みます。";
            wins = w.says(x, "win"), who = w.ja(x)
        ),
        (None, true) => t!(
            "Game {g} of {games} ends without a winner: press Next game.",
            "第{g}ゲーム（全{games}ゲーム）は勝者なしで終わりました。「次のゲームへ」を押してください。"
        ),
        (None, false) => t!(
            "Game {g} of {games} ends without a winner; the next game follows.",
            "第{g}ゲーム（全{games}ゲーム）は勝者なしで終わりました。次のゲームに進みます。"
        ),
    }
}

/// "Your turn: ..." alone at the device, "Aiko, your turn: ..." with several people.
pub fn your_turn(w: &Words, seat: Seat, phase: Phase, king: bool) -> String {
    let task = phase_task(phase, king);
    let name = w.setup.name(seat);
    if w.is_you(seat) {
        t!("Your turn: {task}.", "あなたの番です：{task}。")
    } else {
        t!("{name}, your turn: {task}.", "{name}さんの番です：{task}。")
    }
}

/// The end screen's first line: "You win" / "You lose" / "Draw" for one person at the
/// device; the winners' names with several people (or none).
pub fn outcome(w: &Words, winners: &[Seat]) -> String {
    match (w.you, winners) {
        (_, []) => t!("Draw", "引き分け"),
        (Some(me), [x]) if *x == me => t!("You win", "あなたの勝ち"),
        (Some(me), ws) if ws.contains(&me) => t!("Draw", "引き分け"),
        (Some(_), _) => t!("You lose", "あなたの負け"),
        (None, [x]) => t!("{name} wins", "{name}の勝ち"; name = w.setup.name(*x)),
        (None, ws) => {
            let names: Vec<String> = ws.iter().map(|&s| w.setup.name(s)).collect();
            t!(
                "{names} share the win",
                "{names}が勝ちを分け合った";
                names = listed(&names)
            )
        }
    }
}

/// What a head is, said once on the table.
pub fn heads_key() -> &'static str {
    ts!(
        "Heads: the K, Q and J in the armies you beat.",
        "首：打ち破った軍勢にあるK・Q・Jのこと。"
    )
}

/// "1 disgrace, 3 heads" (with Negative heads, heads only): one sentence per language.
pub fn seat_standing(negative_heads: bool, d: u8, h: i32) -> String {
    let (ds, hs) = (plural(d), plural(h));
    let hj = heads_ja(h.into());
    if negative_heads {
        t!("{h} head{hs}", "{hj}")
    } else {
        t!("{d} disgrace{ds}, {h} head{hs}", "不名誉{d}回・{hj}")
    }
}

/// A seat's line with its name: "You: 1 disgrace, 3 heads" (with Negative heads, heads
/// only), 「あなた：不名誉1回・首3つ」.
pub fn who_standing(who: &str, negative_heads: bool, d: u8, h: i32) -> String {
    let (ds, hs) = (plural(d), plural(h));
    let hj = heads_ja(h.into());
    if negative_heads {
        t!("{who}: {h} head{hs}", "{who}：{hj}")
    } else {
        t!(
            "{who}: {d} disgrace{ds}, {h} head{hs}",
            "{who}：不名誉{d}回・{hj}"
        )
    }
}
