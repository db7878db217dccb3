//! Judge in words: card names, verdicts that teach, the history, the replay strip, the end.
//! With one person at the device that person is "you"; with several, names. Plain Rust,
//! tested natively (`text/tests.rs`).

use super::setup::JudgeTable;
use crate::core::lang::{lang, Lang};
use crate::core::Seat;
use crate::games::judge::cards::{month_name, month_said, plant_name, said};
use crate::games::judge::{Card, Edge, Event, Hand, Outcome, Reason, RoundRecord, MONTHS};

/// "January, Pine: Crane and sun, bright"; "1月・松:松に鶴(光札)".
pub fn card_label(card: Card) -> String {
    let m = card.month();
    said!(
        "{month}, {plant}: {picture}, {kind}",
        "{month}・{plant}：{picture}（{kind}）";
        month = month_name(m),
        plant = plant_name(m),
        picture = card.picture(),
        kind = card.kind().name()
    )
}

/// The one person at the device, if exactly one seat is played by a person.
pub fn you(t: &JudgeTable) -> Option<Seat> {
    let people: Vec<Seat> = (0..t.players.len())
        .filter(|&s| t.players[s].bot_level().is_none())
        .collect();
    match people.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

/// Who a seat is, at the start of a sentence: "You" or the name.
pub fn who(t: &JudgeTable, seat: Seat) -> String {
    if you(t) == Some(seat) {
        crate::ts!("You", "あなた").into()
    } else {
        t.name(seat)
    }
}

/// Who a seat is inside a sentence: "you" or the name (a word of a sentence only: in
/// Pseudo, English, as the sentence is made pseudo whole).
fn whom(t: &JudgeTable, seat: Seat) -> String {
    if you(t) == Some(seat) {
        match lang() {
            Lang::En | Lang::Pseudo => "you".into(),
            Lang::Ja => "あなた".into(),
        }
    } else {
        t.name(seat)
    }
}

/// A name without the computer's level: "Mei (hard)" → "Mei", "メイ(中級)" → "メイ".
fn short(name: &str) -> &str {
    name.split(['(', '（'])
        .next()
        .map(str::trim_end)
        .filter(|n| !n.is_empty())
        .unwrap_or(name)
}

/// "Your" or "Mei's" at the start of a sentence (`start`), "your" or "Mei's" inside one;
/// "あなたの" or "メイの". A word of a sentence only.
fn whose(t: &JudgeTable, seat: Seat, start: bool) -> String {
    let mine = you(t) == Some(seat);
    let name = short(&t.name(seat)).to_string();
    match (lang(), mine) {
        (Lang::En | Lang::Pseudo, true) if start => "Your".into(),
        (Lang::En | Lang::Pseudo, true) => "your".into(),
        (Lang::En | Lang::Pseudo, false) => format!("{name}'s"),
        (Lang::Ja, true) => "あなたの".into(),
        (Lang::Ja, false) => format!("{name}の"),
    }
}

/// The verb after `who`: "you take", "Aiko takes" (English only: Japanese verbs do not
/// change with the person).
fn verb(t: &JudgeTable, seat: Seat, plain: &'static str, third: &'static str) -> &'static str {
    if you(t) == Some(seat) {
        plain
    } else {
        third
    }
}

/// The label under a target: whose head it is, from the point of view of the half's
/// player (`half`): "your head" on one's own, "Mei's head" on the other's; on a
/// computer's half, the one person at the device's head is "your head".
pub fn head_label(t: &JudgeTable, half: Seat, head_of: Seat) -> String {
    // A person at this device (not a computer, nor the other phone's player).
    let person_half = t
        .players
        .get(half)
        .is_some_and(|p| p.kind == crate::app::kit::PlayerKind::Human);
    if (head_of == half && person_half) || you(t) == Some(head_of) {
        crate::ts!("your head", "あなたの頭").into()
    } else {
        said!("{whose} head", "{whose}頭"; whose = whose(t, head_of, false))
    }
}

/// Whole milliseconds after the flip (integer formatting keeps float formatting code out of
/// the wasm).
fn after_flip(t: f64, r: &RoundRecord) -> i64 {
    (t - r.rules.flip_at).max(0.0).round() as i64
}

fn month_of(c: Card) -> String {
    month_said(c.month())
}

/// Why a move was wrong and what was right: "Your July is later than Mei's March: you
/// should have hit."
pub fn lesson(t: &JudgeTable, r: &RoundRecord, wrong: Seat) -> String {
    let other = 1 - wrong;
    let (mine, theirs) = (r.pickets[wrong], r.pickets[other]);
    if mine.month() > theirs.month() {
        said!(
            "{mw} {m} is later than {their} {o}: {whom} should have hit.",
            "{mw}{m}は{their}{o}より後の月です。{whom}は叩くべきでした。";
            mw = whose(t, wrong, true),
            m = month_of(mine),
            their = whose(t, other, false),
            o = month_of(theirs),
            whom = whom(t, wrong)
        )
    } else {
        said!(
            "{mw} {m} is earlier than {their} {o}: {whom} should have defended.",
            "{mw}{m}は{their}{o}より前の月です。{whom}は守るべきでした。";
            mw = whose(t, wrong, true),
            m = month_of(mine),
            their = whose(t, other, false),
            o = month_of(theirs),
            whom = whom(t, wrong)
        )
    }
}

/// The round's verdict in a sentence, with the lesson when someone pressed the wrong
/// target: "You defended in 212 ms: no winner, the cards carry over".
pub fn verdict(t: &JudgeTable, r: &RoundRecord) -> String {
    let name = |s: usize| who(t, s);
    let whom = |s: usize| whom(t, s);
    let after = |s: usize| {
        r.inputs
            .iter()
            .find(|i| i.seat == s && i.edge == Edge::Press)
            .map(|i| {
                let ms = after_flip(i.t, r);
                said!("{ms} ms", "{ms}ミリ秒"; ms = ms)
            })
            .unwrap_or_default()
    };
    let lesson = |s: usize| lesson(t, r, s);
    let later = r.rules.later.unwrap_or(0);
    let earlier = 1 - later;
    let n = r.cards;
    let cards = crate::core::lang::plural(n as i64);
    let takes = |s: usize| verb(t, s, "take", "takes");
    match r.verdict.reason {
        Reason::LaterHitFirst => said!(
            "{w} hit in {a}: {o} {take} {n} card{s}",
            "{w}が{a}で叩き、{n}枚取った";
            w = name(later), a = after(later), o = whom(later), take = takes(later), n = n, s = cards
        ),
        Reason::BothDefended => said!(
            "{e} defended in {a}, then {l} defended too: {o} {take} {n} card{s}. {lesson}",
            "{e}が{a}で守り、{l}も守った。{o}が{n}枚取った。{lesson}";
            e = name(earlier), a = after(earlier), l = whom(later), o = whom(earlier),
            take = takes(earlier), n = n, s = cards, lesson = lesson(later)
        ),
        Reason::Defended => said!(
            "{e} defended in {a}: no winner, the cards carry over",
            "{e}が{a}で守った。札は持ち越し";
            e = name(earlier), a = after(earlier)
        ),
        Reason::HitBack => said!(
            "{e} hit by mistake and {l} hit back in {a}: {l} {take} {n} card{s}. {lesson}",
            "{e}がまちがえて叩き、{l}が{a}で叩き返した。{l}が{n}枚取った。{lesson}";
            e = name(earlier), l = whom(later), a = after(later), take = takes(later),
            n = n, s = cards, lesson = lesson(earlier)
        ),
        Reason::MistakenHitSpared => said!(
            "{e} hit by mistake in {a}: no winner, the cards carry over. {lesson}",
            "{e}が{a}でまちがえて叩いた。札は持ち越し。{lesson}";
            e = name(earlier), a = after(earlier), lesson = lesson(earlier)
        ),
        Reason::MistakenDefenceHit => said!(
            "{l} defended by mistake and {e} hit: no winner, the cards carry over. {lesson}",
            "{l}がまちがえて守り、{e}が叩いた。札は持ち越し。{lesson}";
            l = name(later), e = whom(earlier), lesson = lesson(later)
        ),
        Reason::MistakenDefence => said!(
            "{l} defended by mistake in {a}: {e} {take} {n} card{s}. {lesson}",
            "{l}が{a}でまちがえて守った。{e}が{n}枚取った。{lesson}";
            l = name(later), a = after(later), e = whom(earlier), take = takes(earlier),
            n = n, s = cards, lesson = lesson(later)
        ),
        Reason::SameMonthHit => {
            let Outcome::Win(w) = r.verdict.outcome else {
                return crate::ts!("Same month: no winner, the cards carry over", "同じ月。札は持ち越し").into();
            };
            said!(
                "Same month: {x} hit first, in {a}: {x} {take} {n} card{s}",
                "同じ月。{x}が{a}で先に叩き、{n}枚取った";
                x = whom(w), a = after(w), take = takes(w), n = n, s = cards
            )
        }
        Reason::TimeOut if r.rules.later.is_some() => said!(
            "Nobody moved in time: no winner, the cards carry over. {whose} {m} is later: {l} should have hit.",
            "時間内に誰も動かなかった。札は持ち越し。{whose}{m}のほうが後の月なので、{l}は叩くべきでした。";
            whose = whose(t, later, true), m = month_of(r.pickets[later]), l = whom(later)
        ),
        Reason::TimeOut => crate::ts!(
            "Nobody hit in time: no winner, the cards carry over. Same month: the first to hit wins.",
            "時間内に誰も叩かなかった。札は持ち越し。同じ月は先に叩いたほうが勝ちです。"
        )
        .into(),
        Reason::SameInstant => crate::ts!(
            "Same month, both hit at the same instant: no winner, the cards carry over",
            "同じ月で、二人が同時に叩いた。札は持ち越し"
        )
        .into(),
        Reason::Released(s) => said!(
            "{w} lifted a hand too early: {o} {take} {n} card{s}. Keep the hand down until the verdict.",
            "{w}が早く手を離した。{o}が{n}枚取った。判定までは手を置いたままにしてください。";
            w = name(s), o = whom(1 - s), take = takes(1 - s), n = n, s = cards
        ),
    }
}

/// Who pressed what and when, in milliseconds after the flip.
pub fn replay(t: &JudgeTable, r: &RoundRecord) -> Vec<String> {
    r.inputs
        .iter()
        .map(|i| {
            let (ms, w) = (after_flip(i.t, r), whom(t, i.seat));
            match (i.hand, i.edge) {
                (Hand::Hit, Edge::Press) => {
                    said!("{ms} ms: {w} hit", "{ms}ミリ秒：{w}が叩いた"; ms = ms, w = w)
                }
                (Hand::Defend, Edge::Press) => {
                    said!("{ms} ms: {w} defended", "{ms}ミリ秒：{w}が守った"; ms = ms, w = w)
                }
                (_, Edge::Release) => {
                    said!("{ms} ms: {w} lifted", "{ms}ミリ秒：{w}が手を離した"; ms = ms, w = w)
                }
            }
        })
        .collect()
}

pub fn event_text(t: &JudgeTable, e: &Event) -> Option<String> {
    Some(match e {
        Event::Flipped { round_no, pickets } => said!(
            "Round {round_no}: {a} {show_a} {ma}, {b} {show_b} {mb}",
            "第{round_no}回戦：{a}は{ja}、{b}は{jb}を出した";
            round_no = round_no,
            a = whom(t, 0),
            show_a = verb(t, 0, "show", "shows"),
            ma = month_number(pickets[0]),
            ja = month_said(pickets[0].month()),
            b = whom(t, 1),
            show_b = verb(t, 1, "show", "shows"),
            mb = month_number(pickets[1]),
            jb = month_said(pickets[1].month())
        ),
        Event::Decided(r) => verdict(t, r),
        Event::Restarted { round_no } => crate::t!(
            "Round {round_no} counts down again",
            "第{round_no}回戦のカウントダウンをやり直した"
        ),
        Event::GameOver { scores } => said!(
            "Game over: {a} {sa}, {b} {sb}",
            "ゲーム終了：{a} {sa}点、{b} {sb}点";
            a = whom(t, 0), sa = scores[0], b = whom(t, 1), sb = scores[1]
        ),
    })
}

/// "July (7)" (English only: a Japanese month is its number).
fn month_number(c: Card) -> String {
    let m = c.month();
    format!("{} ({m})", MONTHS[m as usize - 1].0)
}

/// A press before the flip: "Too early: wait for the flip." for you, with the name for
/// several people.
pub fn too_early(t: &JudgeTable, seat: Seat) -> String {
    match you(t) {
        Some(_) => crate::ts!(
            "Too early: wait for the flip.",
            "早すぎます。札がめくれるまで待ってください。"
        )
        .into(),
        None => said!(
            "Too early, {name}: wait for the flip.",
            "{name}さん、早すぎます。札がめくれるまで待ってください。";
            name = t.name(seat)
        ),
    }
}

/// A press between rounds.
pub fn not_racing(t: &JudgeTable, seat: Seat) -> String {
    match you(t) {
        Some(_) => crate::ts!(
            "Wait for the next countdown.",
            "次のカウントダウンを待ってください。"
        )
        .into(),
        None => said!(
            "{name}, wait for the next countdown.",
            "{name}さん、次のカウントダウンを待ってください。";
            name = t.name(seat)
        ),
    }
}

/// The end screen's first line: "You win" / "You lose" for one person at the device, the
/// winner's name for several; "Draw" on equal scores.
pub fn outcome(t: &JudgeTable, winner: Option<Seat>) -> String {
    match (winner, you(t)) {
        (None, _) => crate::ts!("Draw", "引き分け").into(),
        (Some(w), Some(me)) if w == me => crate::ts!("You win", "あなたの勝ち").into(),
        (Some(_), Some(_)) => crate::ts!("You lose", "あなたの負け").into(),
        (Some(w), None) => said!("{name} wins", "{name}の勝ち"; name = t.name(w)),
    }
}

/// The final score in a line: "You 14 – 9 Mei (hard)".
pub fn final_score(t: &JudgeTable, scores: [u32; 2]) -> String {
    said!(
        "{a} {sa} – {sb} {b}",
        "{a} {sa} – {sb} {b}";
        a = who(t, 0), sa = scores[0], sb = scores[1], b = whom(t, 1)
    )
}

/// The status line before the first round: what the cards on the targets are.
pub fn heads_explained() -> &'static str {
    crate::ts!(
        "The card on each target is a head. Later month: hit the other's head. Earlier: defend your own.",
        "各ターゲットの札が「頭」です。後の月なら相手の頭を叩き、前の月なら自分の頭を守ります。"
    )
}

/// The middle of the table before a round. On a touch screen it says, once, what a tap
/// does: a phone player expects a tap, not a finger held down on the glass.
pub fn ready(touch: bool) -> &'static str {
    if touch {
        crate::ts!(
            "At the flip, tap once: your hand stays on that head until the verdict. A tap on your other target lifts it and loses the round.",
            "札がめくれたら一度タップします。判定まで手はその頭に置かれたままです。もう一方のターゲットをタップすると手が離れ、その回は負けになります。"
        )
    } else {
        crate::ts!("Ready?", "準備はいいですか？")
    }
}

#[cfg(test)]
mod tests;
