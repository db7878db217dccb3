//! Honor of the Samurai in words, in plain Rust (tested natively): the events and the
//! game's closing words (the status line, the hand's summary and the end's outcome are in
//! `summary`). With a single person at the device, that person is "you" (あなた); with
//! several people, everyone is named. Every line is a whole sentence per language (`t!`).

use crate::app::kit::{bot_name, capitalized, TableSetup};
use crate::core::lang::listed;
use crate::core::Seat;
use crate::games::honor::{Card, DisgraceReason, Event, GameEnd, HonorConfig, Suit};
use crate::{t, ts};

pub use super::summary::{
    battle_heading, end_lines, game_over_status, hand_disgraces, heads_key, outcome, phase_task,
    seat_standing, verdict, who_standing, your_turn,
};

/// "1 swap", "2 swaps" (English: the counters of Japanese are in `heads`, `disgraces`...).
pub fn count(n: impl Into<i64>, one: &str) -> String {
    let n = n.into();
    if n == 1 || n == -1 {
        format!("{n} {one}")
    } else {
        format!("{n} {one}s")
    }
}

/// "3 heads" / 「首3つ」.
pub fn heads(n: impl Into<i64>) -> String {
    let n = n.into();
    t!("{en}", "{ja}"; en = count(n, "head"), ja = crate::games::honor::heads_ja(n))
}

/// "1 disgrace" / 「不名誉1回」.
pub fn disgraces(n: impl Into<i64>) -> String {
    let n = n.into();
    t!("{en}", "不名誉{n}回"; en = count(n, "disgrace"))
}

/// "2 swaps" / 「入れ替え2回」.
pub fn swaps(n: impl Into<i64>) -> String {
    let n = n.into();
    t!("{en}", "入れ替え{n}回"; en = count(n, "swap"))
}

/// Who is who at this device: the one person (if there is exactly one) is "you".
pub struct Words<'a> {
    pub setup: &'a TableSetup,
    pub(super) you: Option<Seat>,
}

impl<'a> Words<'a> {
    pub fn new(setup: &'a TableSetup) -> Self {
        let you = setup.humans().into_iter().find(|&s| setup.is_you(s));
        Words { setup, you }
    }

    /// The one person at the device (the kit's rule: see `TableSetup::is_you`).
    pub fn is_you(&self, seat: Seat) -> bool {
        self.setup.is_you(seat)
    }

    /// At the start of a sentence: "You" or the name (あなた in Japanese).
    pub fn who(&self, seat: Seat) -> String {
        match crate::core::lang::lang() {
            crate::core::lang::Lang::Ja => self.ja(seat),
            _ => capitalized(&self.setup.called(seat)),
        }
    }

    /// Inside a sentence: "you" or the name (あなた in Japanese).
    pub fn whom(&self, seat: Seat) -> String {
        match crate::core::lang::lang() {
            crate::core::lang::Lang::Ja => self.ja(seat),
            _ => self.setup.called(seat),
        }
    }

    /// The heading of a seat's army and hand: "Your army and hand" / 「あなたの軍勢と手札」
    /// for the one person at the device (a screen reader says it), else with the name.
    pub fn army_and_hand(&self, seat: Seat) -> String {
        if self.is_you(seat) {
            ts!("Your army and hand", "あなたの軍勢と手札").into()
        } else {
            t!("{name}'s army and hand", "{name}の軍勢と手札"; name = self.setup.name(seat))
        }
    }

    /// A seat in a Japanese sentence: あなた for the one person at the device, else the name.
    pub fn ja(&self, seat: Seat) -> String {
        if self.is_you(seat) {
            "あなた".into()
        } else {
            self.setup.name(seat)
        }
    }

    /// At the start of a line where room is short (a row of the battle): "You", a
    /// computer's name without its level ("Mei" for "Mei (medium)"), a person's name.
    pub fn short(&self, seat: Seat) -> String {
        self.label(seat).0
    }

    /// The short name and, for a computer named by its level, the level apart: ("Mei",
    /// Some("medium")) for "Mei (medium)", 「メイ」 and 「中級」 for 「メイ（中級）」, to go
    /// on two lines in a narrow seat. A name keeps the language it was given in; the
    /// level is said in the reader's.
    pub fn label(&self, seat: Seat) -> (String, Option<&'static str>) {
        let who = self.who(seat);
        match self.setup.bot_level(seat) {
            Some(l) if !self.is_you(seat) => {
                let en = format!(" ({})", l.name());
                let ja = crate::core::lang::in_lang(crate::core::lang::Lang::Ja, || l.label());
                // 「メイ（中級）」, or 「メイ(中級)」 as a game begun before full-width brackets has it.
                let found = [en, format!("（{ja}）"), format!("({ja})")]
                    .into_iter()
                    .find_map(|s| who.strip_suffix(s.as_str()).map(str::to_string));
                if let Some(name) = found {
                    return (name, Some(l.label()));
                }
                // Pseudo's computer name is the English one accented whole ("[Ḿéí ([ḿéđíúḿ
                // ...]) ...]"): its short form is the English short name, accented.
                match self.pseudo_bot(seat, l) {
                    Some(name) => (name, Some(l.label())),
                    None => (who, None),
                }
            }
            _ => (who, None),
        }
    }

    /// The accented English short name of a computer named by its level in Pseudo
    /// ("[Ḿéí ...]" for the Pseudo "Mei (medium)"), whichever of the kit's six names it is.
    fn pseudo_bot(&self, seat: Seat, level: crate::core::BotLevel) -> Option<String> {
        use crate::core::lang::{in_lang, pseudo, Lang};
        let name = self.setup.name(seat);
        let i = (0..6).find(|&i| in_lang(Lang::Pseudo, || bot_name(i, level)) == name)?;
        let en = in_lang(Lang::En, || bot_name(i, level));
        let short = en.strip_suffix(&format!(" ({})", level.name()))?;
        Some(pseudo(short))
    }

    /// "your" or "Ren's" (あなたの, レンの).
    pub fn whose(&self, seat: Seat) -> String {
        let name = self.setup.name(seat);
        if self.is_you(seat) {
            t!("your", "あなたの")
        } else {
            t!("{name}'s", "{name}の")
        }
    }

    /// The subject and its verb: "You hold" / "Ren holds" (`verb` in the plain form;
    /// "is" and "has" are irregular). English only: Japanese sentences are whole in `t!`.
    pub fn says(&self, seat: Seat, verb: &str) -> String {
        let who = capitalized(&self.setup.called(seat));
        if self.is_you(seat) {
            let v = match verb {
                "is" => "are",
                "has" => "have",
                v => v,
            };
            return format!("{who} {v}");
        }
        let v = match verb {
            "is" | "has" => verb.to_string(),
            v if v.ends_with('s') || v.ends_with("sh") || v.ends_with("ch") => format!("{v}es"),
            v => format!("{v}s"),
        };
        format!("{who} {v}")
    }

    /// Several seats as a sentence lists them, "you" first-class: "Ren and you".
    pub fn list(&self, seats: &[Seat]) -> String {
        let names: Vec<String> = seats.iter().map(|&s| self.whom(s)).collect();
        capitalise(&listed(&names))
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

fn cards_text(cards: &[Card]) -> String {
    let faces: Vec<String> = cards
        .iter()
        .filter(|c| c.is_face())
        .map(|c| c.name())
        .collect();
    let shown = if faces.is_empty() {
        cards.iter().map(|c| c.name()).collect()
    } else {
        faces
    };
    shown.join(ts!(", ", "、"))
}

/// Why a seat was disgraced, after "disgraced": "for a face card in hand" (Japanese: before
/// 「不名誉を受けた」, 「手札の絵札で」).
pub fn reason_text(w: &Words, reason: DisgraceReason) -> String {
    match reason {
        DisgraceReason::FaceCardInHand => t!("for a face card in hand", "手札の絵札で"),
        DisgraceReason::JokerDrawnBy(s) => {
            t!("because {x} drew a Joker", "{x}がジョーカーを引いたため"; x = w.whom(s))
        }
        DisgraceReason::IllegalSuit => {
            t!("for the illegal suit in the army", "軍勢の禁制のマークで")
        }
        DisgraceReason::FailedCharge => t!(
            "for charging and losing the battle",
            "突撃して合戦に敗れたため"
        ),
    }
}

fn standing(config: &HonorConfig, d: u8, h: i32) -> String {
    if config.negative_heads {
        t!("now {n}", "{hj}になった"; n = count(h, "head"), hj = crate::games::honor::heads_ja(h.into()))
    } else {
        t!("{n} in all", "不名誉は計{d}回"; n = count(d, "disgrace"))
    }
}

/// A suit's name in the reader's language (「ハート」).
pub fn suit_label(suit: Suit) -> String {
    suit.name().to_string()
}

/// The game's own closing words (its last `GameOver`), not whichever event is on show.
pub fn closing_words(w: &Words, config: &HonorConfig, events: &[Event]) -> String {
    let last = events
        .iter()
        .rev()
        .find(|e| matches!(e, Event::GameOver(_)));
    last.map(|e| event_text(w, config, e)).unwrap_or_default()
}

/// One event as a line of the history and the banner.
pub fn event_text(w: &Words, config: &HonorConfig, e: &Event) -> String {
    match e {
        Event::GameBegins {
            game_no,
            king: Some(k),
        } => t!(
            "Game {game_no} begins. {is} King.",
            "第{game_no}ゲームが始まった。将軍は{who}。";
            is = w.says(*k, "is"), who = w.ja(*k)
        ),
        Event::GameBegins {
            game_no,
            king: None,
        } => t!("Game {game_no} begins.", "第{game_no}ゲームが始まった。"),
        Event::IllegalSuitDeclared { king, suit } => {
            let (who, suit) = (w.who(*king), suit_label(*suit));
            if w.is_you(*king) {
                t!(
                    "You declare {suit} illegal.",
                    "あなたは{suit}を禁制にした。"
                )
            } else {
                t!(
                    "King {who} declares {suit} illegal.",
                    "将軍{who}が{suit}を禁制にした。"
                )
            }
        }
        Event::HandBegins {
            hand_no, dealer, ..
        } => t!(
            "Hand {hand_no}: {says} three army cards and three hand cards to each.",
            "第{hand_no}局：{who}が各自に軍勢3枚と手札3枚を配った。";
            says = w.says(*dealer, "deal"), who = w.ja(*dealer)
        ),
        Event::Reshuffled { cards } => t!(
            "The discard pile ({cards} cards) is shuffled into a new draw pile.",
            "捨て札（{cards}枚）を切り混ぜて新しい山札にした。"
        ),
        Event::JokerDrawn { seat } => t!(
            "{says} a Joker: everyone else is disgraced.",
            "{who}がジョーカーを引いた：ほかの全員が不名誉を受ける。";
            says = w.says(*seat, "draw"), who = w.ja(*seat)
        ),
        Event::HandDiscarded { seat, cards } => t!(
            "{says} a face card ({shown}): disgraced, the hand is discarded.",
            "{who}の手札に絵札（{shown}）があった：不名誉を受け、手札は捨てられた。";
            says = w.says(*seat, "hold"), who = w.ja(*seat), shown = cards_text(cards)
        ),
        Event::Disgraced {
            seat,
            reason,
            disgraces,
            heads,
        } => t!(
            "{says} disgraced {why}: {now}.",
            "{who}は{why}不名誉を受けた：{now}。";
            says = w.says(*seat, "is"), who = w.ja(*seat),
            why = reason_text(w, *reason), now = standing(config, *disgraces, *heads)
        ),
        Event::Out { seat } => t!(
            "{says} out of the game.",
            "{who}は脱落した。";
            says = w.says(*seat, "is"), who = w.ja(*seat)
        ),
        Event::Redrew { seat, cards } => t!(
            "{says} a new hand of {n}.",
            "{who}は手札{cards}枚を引き直した。";
            says = w.says(*seat, "draw"), who = w.ja(*seat), n = count(*cards as i64, "card")
        ),
        Event::AppealAnswered {
            seat,
            appealed: true,
        } => t!(
            "{says} to the King.",
            "{who}は将軍に嘆願した。";
            says = w.says(*seat, "appeal"), who = w.ja(*seat)
        ),
        Event::AppealAnswered {
            seat,
            appealed: false,
        } => {
            let who = w.who(*seat);
            if w.is_you(*seat) {
                t!("You do not appeal.", "あなたは嘆願しなかった。")
            } else {
                t!("{who} does not appeal.", "{who}は嘆願しなかった。")
            }
        }
        Event::KingAnswered { king, respond, .. } => {
            let who = w.who(*king);
            match (w.is_you(*king), *respond) {
                (true, true) => t!("You respond to the appeal.", "あなたは嘆願を聞き入れた。"),
                (true, false) => t!("You reject the appeal.", "あなたは嘆願を退けた。"),
                (false, true) => t!(
                    "King {who} responds to the appeal.",
                    "将軍{who}は嘆願を聞き入れた。"
                ),
                (false, false) => t!(
                    "King {who} rejects the appeal.",
                    "将軍{who}は嘆願を退けた。"
                ),
            }
        }
        Event::KingDrew {
            king,
            card: Some(c),
        } => t!(
            "{says} {card}.",
            "{who}は{card}を引いた。";
            says = king_says(w, *king, "draw"), who = king_ja(w, *king), card = c.name()
        ),
        Event::KingDrew { king, card: None } => t!(
            "{says} no card to draw: the appeal fails.",
            "{who}が引く札はない：嘆願は通らなかった。";
            says = king_says(w, *king, "has"), who = king_ja(w, *king)
        ),
        Event::JokerCancelled { drawer } => t!(
            "A face card! The disgraces of {whose} Joker are cancelled.",
            "絵札だ！{whose}ジョーカーによる不名誉は取り消された。";
            whose = w.whose(*drawer)
        ),
        Event::Exchanged { seat, slot, .. } => t!(
            "{says} a card into army slot {n}.",
            "{who}は札1枚を軍勢の{n}番目と入れ替えた。";
            says = w.says(*seat, "swap"), who = w.ja(*seat), n = slot + 1
        ),
        Event::ExchangeEnded { seat, swaps: n } => t!(
            "{says} done exchanging ({n} swap{s}).",
            "{who}は入れ替えを終えた（入れ替え{n}回）。";
            says = w.says(*seat, "is"), who = w.ja(*seat), s = crate::core::lang::plural(*n)
        ),
        Event::Charged { seat } => t!(
            "{says}: a hand card joins the army face down.",
            "{who}は突撃した：手札1枚が裏向きで軍勢に加わった。";
            says = w.says(*seat, "charge"), who = w.ja(*seat)
        ),
        Event::NoCharge { seat } => {
            let who = w.who(*seat);
            if w.is_you(*seat) {
                t!("You do not charge.", "あなたは突撃しなかった。")
            } else {
                t!("{who} does not charge.", "{who}は突撃しなかった。")
            }
        }
        Event::ArmiesRevealed { .. } => t!("The armies are revealed.", "軍勢が公開された。"),
        Event::JokerReplaced {
            seat, replacement, ..
        } => t!(
            "{says} the Joker in the army with {card}.",
            "{who}は軍勢のジョーカーを{card}と取り替えた。";
            says = w.says(*seat, "replace"), who = w.ja(*seat), card = replacement.name()
        ),
        Event::Battle(b) => verdict(w, b),
        Event::GameOver(r) => game_over_text(w, r),
        Event::MatchOver { winners, .. } => {
            let names = w.list(winners);
            let one = winners.len() == 1;
            let verb = if one && !winners.iter().any(|&x| w.is_you(x)) {
                "wins"
            } else {
                "win"
            };
            match (config.match_length() > 1, winners.is_empty()) {
                (true, true) => t!(
                    "The match is over: nobody wins it.",
                    "マッチが終わった：勝者はいない。"
                ),
                (true, false) => t!(
                    "The match is over: {names} {verb} it.",
                    "マッチが終わった：{names}の勝ち。"
                ),
                (false, true) => t!(
                    "The game is over: nobody wins it.",
                    "ゲームが終わった：勝者はいない。"
                ),
                (false, false) => t!(
                    "The game is over: {names} {verb} the game.",
                    "ゲームが終わった：{names}の勝ち。"
                ),
            }
        }
    }
}

/// A game's end: who won it and how.
fn game_over_text(w: &Words, r: &crate::games::honor::GameResult) -> String {
    let g = r.game_no;
    match (r.winner, r.how) {
        (Some(x), how) => {
            let win = if w.is_you(x) { "win" } else { "wins" };
            let who = w.ja(x);
            match how {
                GameEnd::TargetHeads => t!(
                    "{reach} {n} and {win} game {g}.",
                    "{who}は{hj}に達し、第{g}ゲームに勝った。";
                    reach = w.says(x, "reach"), n = count(r.heads[x], "head"),
                    hj = crate::games::honor::heads_ja(r.heads[x].into())
                ),
                GameEnd::LastStanding => t!(
                    "{is} the last player standing and {win} game {g}.",
                    "{who}は最後まで残り、第{g}ゲームに勝った。";
                    is = w.says(x, "is")
                ),
                GameEnd::AllOutMostHeads => t!(
                    "Everybody is out; {has} the most heads and {win} game {g}.",
                    "全員が脱落した。首が最も多い{who}が第{g}ゲームに勝った。";
                    has = lower_you(w.says(x, "has"))
                ),
                _ => t!(
                    "Game {g} ends without a winner.",
                    "第{g}ゲームは勝者なしで終わった。"
                ),
            }
        }
        _ => t!(
            "Game {g} ends without a winner.",
            "第{g}ゲームは勝者なしで終わった。"
        ),
    }
}

fn king_says(w: &Words, king: Seat, verb: &str) -> String {
    if w.is_you(king) {
        w.says(king, verb)
    } else {
        format!("King {}", w.says(king, verb))
    }
}

/// The King in a Japanese sentence: あなた, or 「将軍メイ」.
fn king_ja(w: &Words, king: Seat) -> String {
    if w.is_you(king) {
        w.ja(king)
    } else {
        format!("将軍{}", w.ja(king))
    }
}

/// "You have" inside a sentence: "you have" (names keep their capital).
fn lower_you(s: String) -> String {
    match s.strip_prefix("You ") {
        Some(rest) => format!("you {rest}"),
        None => s,
    }
}

#[cfg(test)]
#[path = "words_tests.rs"]
mod tests;
