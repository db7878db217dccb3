//! Words and faces for Satsuma cards and events, in the reader's language.

use crate::app::art;
use crate::app::components::CardFace;
use crate::app::kit::{capitalized, TableSetup};
use crate::core::lang::{lang, Lang};
use crate::core::Seat;
use crate::games::satsuma::observation::face_id;
use crate::games::satsuma::{
    CardNo, CardUse, ClashResult, Event, Exclusion, Side, Suit, VictoryLevel,
};
use crate::{t, ts};

pub fn accent(side: Side) -> &'static str {
    match side {
        Side::Samurai => "samurai",
        Side::Imperials => "imperials",
    }
}

/// The sprite a reader's cards are printed in: the Japanese one prints Japanese names.
pub fn deck() -> art::Deck {
    match lang() {
        Lang::Ja => art::SATSUMA_JA,
        Lang::En | Lang::Pseudo => art::SATSUMA,
    }
}

/// A card's face, marked with its id in the views (every Satsuma face drawn is a known card).
pub fn face(side: Side, no: CardNo) -> CardFace {
    CardFace::new(deck(), art::satsuma_id(side, no)).seen(face_id(side, no))
}

/// How a Japanese sentence names a seat: あなた for the one person at the device.
fn called_ja(setup: &TableSetup, seat: Seat) -> String {
    if setup.is_you(seat) {
        "あなた".into()
    } else {
        setup.name(seat)
    }
}

/// A seat's name in a heading: "You" / あなた for the one person at the device.
pub fn seat_name(setup: &TableSetup, seat: Seat) -> String {
    t!(
        "{en}",
        "{ja}";
        en = capitalized(&setup.called(seat)),
        ja = called_ja(setup, seat)
    )
}

/// "Weapons 5".
fn value(suit: Suit, v: u8) -> String {
    t!("{suit} {v}", "{suit}{v}"; suit = suit.label())
}

/// "Weapons 5 or Morale 6": a card's one or two values.
pub fn values(side: Side, no: CardNo) -> String {
    match side.card(no).options {
        [(s1, v1), (s2, v2), ..] => t!(
            "{a} or {b}",
            "{a}または{b}";
            a = value(*s1, *v1),
            b = value(*s2, *v2)
        ),
        [(s, v)] => value(*s, *v),
        [] => String::new(),
    }
}

/// "Traditional Army, Weapons 5 or Morale 6".
pub fn label(side: Side, no: CardNo) -> String {
    t!(
        "{name}, {values}",
        "{name}（{values}）";
        name = side.card(no).title(),
        values = values(side, no)
    )
}

/// What a counted card adds, short enough for a phone's card ("L4", 指4); the accessible
/// name says it in words.
pub fn counts_badge(card_use: &CardUse) -> Option<String> {
    match card_use {
        CardUse::Counts { suit, strength } => Some(format!("{}{strength}", suit.index())),
        CardUse::Excluded(_) => None,
    }
}

/// What a counted card adds, in words, where the card is wide enough ("Leader 4").
pub fn counts_words(card_use: &CardUse) -> Option<String> {
    match card_use {
        CardUse::Counts { suit, strength } => Some(value(*suit, *strength)),
        CardUse::Excluded(_) => None,
    }
}

/// Why a card does not count, in two words, where the card is wide enough.
pub fn exclusion_words(card_use: &CardUse) -> Option<String> {
    match card_use {
        CardUse::Counts { .. } => None,
        CardUse::Excluded(Exclusion::RoleForbids { .. }) => {
            Some(ts!("not allowed", "使用不可").into())
        }
        CardUse::Excluded(Exclusion::SuitTaken { suit, .. }) => Some(t!(
            "second {suit}",
            "2枚目の{suit}";
            suit = suit.label()
        )),
    }
}

/// A few words to print on the card itself; `exclusion_note` is the full reason.
pub fn exclusion_short(card_use: &CardUse) -> Option<String> {
    match card_use {
        CardUse::Counts { .. } => None,
        // Two words (two kanji) at most: a phone's card is 45 px wide (the full reason is
        // in the name).
        CardUse::Excluded(Exclusion::RoleForbids { .. }) => Some(ts!("barred", "不可").into()),
        CardUse::Excluded(Exclusion::SuitTaken { .. }) => Some(ts!("2nd", "重複").into()),
    }
}

pub fn exclusion_note(side: Side, card_use: &CardUse) -> Option<String> {
    match card_use {
        CardUse::Counts { .. } => None,
        CardUse::Excluded(Exclusion::RoleForbids { role, suit }) => Some(t!(
            "{role} may not use {suit}",
            "{role}は{suit}を使えない";
            role = role.label(),
            suit = suit.label()
        )),
        CardUse::Excluded(Exclusion::SuitTaken { suit, by }) => Some(t!(
            "second {suit} card ({by} counts)",
            "2枚目の{suit}のカード（{by}が数えられている）";
            suit = suit.label(),
            by = side.card(*by).title()
        )),
    }
}

/// A side's player for a heading: "You · Samurai", "Mei (medium) · Imperials".
pub fn who(setup: &TableSetup, side: Side) -> String {
    t!(
        "{en} · {side}",
        "{ja}・{side}";
        en = capitalized(&setup.called(side.seat())),
        ja = called_ja(setup, side.seat()),
        side = side.label()
    )
}

/// "You win the clash 23 to 19." / "Mei (medium) wins ..." / "A tie at 20: ...".
pub fn clash_verdict(setup: &TableSetup, r: &ClashResult) -> String {
    match r.winner {
        Some(w) => t!(
            "{does} the clash {a} to {b}: the {loser} take a casualty.",
            "{who}が{a}対{b}で交戦に勝った。{loser}が損害を1受ける。";
            does = capitalized(&setup.does(w.seat(), "win")),
            who = called_ja(setup, w.seat()),
            a = r.tallies[w.seat()].total,
            b = r.tallies[w.other().seat()].total,
            loser = w.other().label()
        ),
        None => t!(
            "A tie at {n}: both sides take a casualty and keep their roles.",
            "{n}で同点。両軍が損害を1ずつ受け、役割はそのまま。";
            n = r.tallies[0].total
        ),
    }
}

pub fn clash_summary(setup: &TableSetup, r: &ClashResult) -> String {
    let (n, verdict) = (r.hand_no, clash_verdict(setup, r));
    if r.escape_exception {
        t!(
            "Clash of hand {n}: {verdict} The Samurai escaped: they won as Defender with an Escape card and stay Defender.",
            "第{n}戦の交戦：{verdict}薩軍は脱出した。防御側として脱出のカードで勝ったので、防御側のまま。"
        )
    } else {
        t!("Clash of hand {n}: {verdict}", "第{n}戦の交戦：{verdict}")
    }
}

pub fn event_text(setup: &TableSetup, e: &Event) -> String {
    match e {
        Event::HandBegins { hand_no, attacker } => {
            let (a, d) = (*attacker, attacker.other());
            t!(
                "Hand {hand_no}: {attacks} with the {a_side}, {defends} with the {d_side}.",
                "第{hand_no}戦：{a_who}が{a_side}で攻撃し、{d_who}が{d_side}で防御する。";
                attacks = setup.does(a.seat(), "attack"),
                defends = setup.does(d.seat(), "defend"),
                a_who = called_ja(setup, a.seat()),
                d_who = called_ja(setup, d.seat()),
                a_side = a.label(),
                d_side = d.label()
            )
        }
        Event::Discarded { side: s, count: 0 } => t!(
            "{keeps} the hand.",
            "{who}は手札をそのまま残した。";
            keeps = capitalized(&setup.does(s.seat(), "keep")),
            who = called_ja(setup, s.seat())
        ),
        Event::Discarded { side: s, count } => t!(
            "{discards} {count} and {draw} {count}.",
            "{who}は{count}枚捨てて{count}枚引いた。";
            discards = capitalized(&setup.does(s.seat(), "discard")),
            draw = if setup.is_you(s.seat()) { "draw" } else { "draws" },
            who = called_ja(setup, s.seat())
        ),
        Event::Reshuffled { side: s } => t!(
            "The {side} deck ran out: its discard pile is shuffled into a new deck.",
            "{side}の山札が尽きた。捨て札を切り直して新しい山札にした。";
            side = s.label()
        ),
        Event::Clash(r) => clash_summary(setup, r),
        Event::GameOver { imperial_casualties, level } => t!(
            "The Samurai have 9 casualties: the rebellion is over. Imperial casualties: {imperial_casualties}, {level}.",
            "薩軍の損害が9に達し、反乱は終わった。官軍の損害は{imperial_casualties}、{level}。";
            level = level.label()
        ),
    }
}

pub fn level_explained(level: VictoryLevel) -> &'static str {
    match level {
        VictoryLevel::GreaterImperialVictory => ts!(
            "The Imperials crushed the rebellion at a lower cost than history's (7 or fewer casualties).",
            "官軍は史実より少ない犠牲で反乱を鎮圧しました（損害7以下）。"
        ),
        VictoryLevel::HistoricallyEquivalent => ts!(
            "The rebellion ended as it did in 1877 (exactly 8 Imperial casualties).",
            "反乱は1877年の史実どおりに終わりました（官軍の損害がちょうど8）。"
        ),
        VictoryLevel::GreaterSamuraiMoralVictory => ts!(
            "The last Samurai made the Empire pay more than history records (9 or more Imperial casualties).",
            "最後の侍たちは、史実を上回る犠牲を政府に払わせました（官軍の損害9以上）。"
        ),
    }
}

/// The end, for the people at the device: "You win" when one person plays a side, the
/// winning side's name with several people (Historically Equivalent is a draw).
pub fn outcome(setup: &TableSetup, level: VictoryLevel) -> String {
    let winner = match level {
        VictoryLevel::GreaterImperialVictory => Some(Side::Imperials),
        VictoryLevel::HistoricallyEquivalent => None,
        VictoryLevel::GreaterSamuraiMoralVictory => Some(Side::Samurai),
    };
    let humans = setup.humans();
    match (winner, humans.as_slice()) {
        (None, _) => ts!("Draw", "引き分け").into(),
        (Some(w), [me]) if *me == w.seat() => ts!("You win", "あなたの勝ち").into(),
        (Some(_), [_]) => ts!("You lose", "あなたの負け").into(),
        (Some(w), _) => t!("The {side} win", "{side}の勝ち"; side = w.label()),
    }
}
