//! Pocket Samurai's words for the people at the device, in plain Rust: with one person at
//! the device that person is "you" ("You reveal Kunai Volley", "Strike! returns to your
//! hand"), with several people everyone is named. Status lines, the history, the round's
//! verdict and the end screen's outcome all come from here.
//!
//! Each text is written whole per language (`said`): English as it always was, Japanese
//! in sentences of its own (あなた for "you": a Japanese verb does not change with it),
//! Pseudo made from the English.

use super::model::Model;
use crate::app::kit::{capitalized, TableSetup};
use crate::core::lang::{in_lang, lang, listed, pseudo, Lang};
use crate::core::Seat;
use crate::games::pocket::{def, Card, DefeatCause, Event, Phase, PocketState, Symbol};
use crate::{t, ts};

/// Where a sword's picture goes in a line drawn with the symbols' pictures (a private-use
/// character: no language writes it, and Pseudo leaves it as it is).
pub const SWORD_MARK: char = '\u{E000}';
/// Where a helm's picture goes.
pub const HELM_MARK: char = '\u{E001}';

/// A text in the reader's language from its English and its Japanese, each made whole
/// (Pseudo: the English, accented).
pub fn said(en: impl FnOnce() -> String, ja: impl FnOnce() -> String) -> String {
    match lang() {
        Lang::En => en(),
        Lang::Ja => ja(),
        Lang::Pseudo => pseudo(&in_lang(Lang::En, en)),
    }
}

/// Who is who in words: the kit's rule (`TableSetup::is_you`, `called`, `does`) said
/// Pocket's way.
pub struct Who<'a> {
    setup: &'a TableSetup,
}

impl<'a> Who<'a> {
    pub fn new(setup: &'a TableSetup) -> Who<'a> {
        Who { setup }
    }

    /// The one person at the device (the kit's rule: see `TableSetup::is_you`).
    pub fn is_you(&self, seat: Seat) -> bool {
        self.setup.is_you(seat)
    }

    /// The seat in a Japanese sentence: あなた or the name.
    pub fn ja(&self, seat: Seat) -> String {
        if self.is_you(seat) {
            "あなた".into()
        } else {
            self.setup.name(seat)
        }
    }

    /// The seat as a label: "You" / あなた, or the name.
    pub fn label(&self, seat: Seat) -> String {
        if self.is_you(seat) {
            ts!("You", "あなた").to_string()
        } else {
            self.setup.name(seat)
        }
    }

    /// The seat as a sentence's subject: "You" or the name.
    pub fn subject(&self, seat: Seat) -> String {
        capitalized(&self.setup.called(seat))
    }

    /// The seat anywhere else in a sentence: "you" or the name.
    pub fn object(&self, seat: Seat) -> String {
        self.setup.called(seat)
    }

    /// "your" or "Aiko's".
    pub fn possessive(&self, seat: Seat) -> String {
        if self.is_you(seat) {
            "your".into()
        } else {
            format!("{}'s", self.setup.name(seat))
        }
    }

    /// "Your" or "Aiko's", at the start of a sentence.
    pub fn possessive_cap(&self, seat: Seat) -> String {
        capitalized(&self.possessive(seat))
    }

    /// "Your Strike!" / あなたの一撃！
    pub fn strike_of(&self, seat: Seat) -> String {
        said(
            || format!("{} Strike!", self.possessive_cap(seat)),
            || format!("{}の一撃！", self.ja(seat)),
        )
    }

    /// The subject with its verb at the start of a sentence: "You pick" / "Aiko picks"
    /// (`verb` is the plain form).
    pub fn does(&self, seat: Seat, verb: &str) -> String {
        capitalized(&self.setup.does(seat, verb))
    }

    /// The same inside a sentence: "you pick" / "Aiko picks".
    fn does_within(&self, seat: Seat, verb: &str) -> String {
        self.setup.does(seat, verb)
    }

    /// Several seats as a sentence lists them, "you" included: "you", "Aiko and Ren"
    /// (「あなたとメイ」).
    pub fn list(&self, seats: &[Seat]) -> String {
        said(
            || {
                let names: Vec<String> = seats.iter().map(|&s| self.object(s)).collect();
                match names.split_last() {
                    Some((last, rest)) if !rest.is_empty() => {
                        format!("{} and {last}", rest.join(", "))
                    }
                    _ => names.concat(),
                }
            },
            || listed(&seats.iter().map(|&s| self.ja(s)).collect::<Vec<_>>()),
        )
    }

    /// An event of the game in words, for the history and the turn's story (Japanese: the
    /// engine's history line with あなた, and its 。).
    pub fn event(&self, e: &Event) -> String {
        said(
            || self.event_en(e),
            || {
                let mut s = e.describe([&self.ja(0), &self.ja(1)]);
                if !s.ends_with('！') {
                    s.push('。');
                }
                s
            },
        )
    }

    fn event_en(&self, e: &Event) -> String {
        let n = |c: &Card| def(*c).name;
        let mut s = match e {
            Event::DojoBegins { dojo, first, .. } => format!(
                "Dojo {dojo}: ten cards laid out, {} first",
                self.does_within(*first, "pick")
            ),
            Event::Picked { seat, card } => format!("{} {}", self.does(*seat, "pick"), n(card)),
            Event::DojoDiscarded { cards } => format!(
                "{} discarded from the Dojo",
                cards.iter().map(n).collect::<Vec<_>>().join(" and ")
            ),
            Event::RoundBegins { round } => format!("Round {round}: Bushido"),
            Event::Committed { seat } => format!("{} a card face down", self.does(*seat, "lay")),
            Event::Revealed { seat, card } => format!("{} {}", self.does(*seat, "reveal"), n(card)),
            Event::Defeated {
                seat,
                card,
                by,
                symbol,
                cause,
            } => match cause {
                DefeatCause::Defeats => format!(
                    "{} defeats {}: {} {} goes to the exhaust pile",
                    n(by),
                    symbol.name(),
                    self.possessive(*seat),
                    n(card)
                ),
                DefeatCause::LosesTo => format!(
                    "{} loses to {} ({}): it goes to {} exhaust pile",
                    n(card),
                    symbol.name(),
                    n(by),
                    self.possessive(*seat)
                ),
            },
            Event::EnteredPlay { seat, card } => {
                format!("{} comes into play for {}", n(card), self.object(*seat))
            }
            Event::Called { seat, by, card } => match card {
                Some(c) => format!(
                    "{}: {} {} into play",
                    n(by),
                    self.does_within(*seat, "put"),
                    n(c)
                ),
                None => format!("{}: {} nothing", n(by), self.does_within(*seat, "call")),
            },
            Event::ChooseCancelled { cards } => format!(
                "{} entered together: no symbols",
                cards
                    .iter()
                    .map(|(_, c)| n(c))
                    .collect::<Vec<_>>()
                    .join(" and ")
            ),
            Event::Chose {
                seat,
                card,
                symbol,
                count,
            } => format!(
                "{} {} to {}",
                self.does(*seat, "turn"),
                n(card),
                symbol.count(*count)
            ),
            Event::Exhausted { seat, card, effect } => format!(
                "{} {}: {}",
                self.does(*seat, "exhaust"),
                n(card),
                effect.text()
            ),
            Event::Passed { seat } => self.does(*seat, "pass"),
            Event::Strike {
                seat,
                swords,
                helms,
                success,
            } => format!(
                "{}: {} against {}, {}",
                self.does(*seat, "strike"),
                Symbol::Sword.count(*swords),
                Symbol::Helm.count(*helms),
                if *success {
                    "a hit"
                } else {
                    "held off (swords must outnumber helms)"
                }
            ),
            Event::StrikeReturns { seat } => {
                format!("Strike! returns to {} hand", self.possessive(*seat))
            }
            Event::Stalemate { count } => format!("Both strikes held off ({count} in a row)"),
            Event::RoundWon { seat } => format!("{} the round", self.does(*seat, "win")),
            Event::MutualDefeat { stalemates } => {
                if *stalemates {
                    "Third stalemate in a row: mutual defeat".to_string()
                } else {
                    "Both strikes land: mutual defeat".to_string()
                }
            }
            Event::MatchOver { winner } => match winner {
                Some(s) => format!("{} the match", self.does(*s, "win")),
                None => "The match is drawn".to_string(),
            },
        };
        if !s.ends_with('!') {
            s.push('.');
        }
        s
    }

    /// A strike of the turn's story in one sentence, with marks where the symbols'
    /// pictures go (`SWORD_MARK`, `HELM_MARK`): "Your Strike! (sword)0 against (helm)3:
    /// held off." (the history says it in words).
    pub fn strike_step(&self, seat: Seat, swords: u8, helms: u8, hit: bool) -> String {
        said(
            || {
                format!(
                    "{} Strike! {SWORD_MARK}{swords} against {HELM_MARK}{helms}: {}",
                    self.possessive_cap(seat),
                    if hit { "a hit." } else { "held off." }
                )
            },
            || {
                format!(
                    "{}の一撃！ {SWORD_MARK}{swords} 対 {HELM_MARK}{helms}：{}",
                    self.ja(seat),
                    if hit { "命中。" } else { "防がれた。" }
                )
            },
        )
    }

    /// The Strike! comparison while a strike is out, short, with the symbols' marks: "Your
    /// Strike! (sword)2 against (helm)1: would hit"; `short`, on a phone, where the seat's
    /// badge says whose Strike! is out: "You: (sword)2 against (helm)1: would hit".
    pub fn strike_short(&self, seat: Seat, swords: u8, helms: u8, short: bool) -> String {
        let hit = swords > helms;
        said(
            || {
                let whose = if short {
                    format!("{}:", self.subject(seat))
                } else {
                    format!("{} Strike!", self.possessive_cap(seat))
                };
                let verdict = if hit { "would hit" } else { "held off" };
                format!("{whose} {SWORD_MARK}{swords} against {HELM_MARK}{helms}: {verdict}")
            },
            || {
                let whose = if short {
                    format!("{}：", self.ja(seat))
                } else {
                    format!("{}の一撃！ ", self.ja(seat))
                };
                let verdict = if hit { "命中" } else { "防がれる" };
                format!("{whose}{SWORD_MARK}{swords} 対 {HELM_MARK}{helms}：{verdict}")
            },
        )
    }

    /// Who scored the round, as the table says it: "You win the round.", "Mutual defeat:
    /// both score the round." (In Japanese plain, as the turn's steps beside it are.)
    pub fn round_verdict(&self, scored: [bool; 2]) -> String {
        let won = |seat: Seat| {
            said(
                || format!("{} the round.", self.does(seat, "win")),
                || format!("{}がこのラウンドに勝った。", self.ja(seat)),
            )
        };
        match scored {
            [true, true] => ts!(
                "Mutual defeat: both score the round.",
                "相打ち：両者がこのラウンドを取った。"
            )
            .to_string(),
            [true, false] => won(0),
            [false, true] => won(1),
            _ => String::new(),
        }
    }

    /// The end screen's first words: "You win", "You lose", "Draw" for one person; the
    /// winner's name with several (or none).
    pub fn outcome(&self, winner: Option<Seat>) -> String {
        let one_person = self.setup.humans().len() == 1;
        match winner {
            None => ts!("Draw", "引き分け").into(),
            Some(w) if self.is_you(w) => ts!("You win", "あなたの勝ち").into(),
            Some(_) if one_person => ts!("You lose", "あなたの負け").into(),
            Some(w) => t!("{name} wins", "{name}の勝ち"; name = self.setup.name(w)),
        }
    }

    /// The end screen's title: "You win the match, 2 rounds to 1".
    pub fn match_title(&self, winner: Option<Seat>, wins: [u8; 2]) -> String {
        match winner {
            Some(w) => said(
                || {
                    format!(
                        "{} the match, {} to {}",
                        self.does(w, "win"),
                        rounds(wins[w]),
                        wins[1 - w]
                    )
                },
                || {
                    format!(
                        "{}が{}対{}で試合に勝ちました",
                        self.ja(w),
                        wins[w],
                        wins[1 - w]
                    )
                },
            ),
            None => ts!("The match is drawn", "試合は引き分けです").to_string(),
        }
    }

    /// "Rounds won: you 2, Mei (medium) 1."
    pub fn rounds_won(&self, wins: [u8; 2]) -> String {
        said(
            || {
                format!(
                    "Rounds won: {} {}, {} {}.",
                    self.object(0),
                    wins[0],
                    self.object(1),
                    wins[1]
                )
            },
            || {
                format!(
                    "取ったラウンド：{}{}、{}{}。",
                    self.ja(0),
                    wins[0],
                    self.ja(1),
                    wins[1]
                )
            },
        )
    }
}

/// "1 round", "2 rounds" (2ラウンド).
pub fn rounds(n: u8) -> String {
    if n == 1 {
        t!("1 round", "1ラウンド")
    } else {
        t!("{n} rounds", "{n}ラウンド")
    }
}

/// "1 card", "3 cards" (3枚).
pub fn cards(n: usize) -> String {
    if n == 1 {
        t!("1 card", "1枚")
    } else {
        t!("{n} cards", "{n}枚")
    }
}

/// "1 pick", "3 picks" (3回).
pub fn picks(n: usize) -> String {
    if n == 1 {
        t!("1 pick", "1回")
    } else {
        t!("{n} picks", "{n}回")
    }
}

/// The status line: whose move it is and what to do, in a sentence, from the table's view.
pub fn status_line(m: &Model, s: &PocketState) -> String {
    said(|| status_en(m, s), || status_ja(m, s))
}

fn status_en(m: &Model, s: &PocketState) -> String {
    let who = Who::new(&m.t.setup);
    if m.needs_hand_over() {
        let seat = m.actor().unwrap_or(0);
        return format!("{} to play: pass the device.", m.t.setup.name(seat));
    }
    // With several people, the one acting is named first.
    let lead = |v: Seat| {
        if who.is_you(v) {
            String::new()
        } else {
            format!("{}: ", m.t.setup.name(v))
        }
    };
    let waiting = |what: &str| format!("Waiting for {} to {what}.", who.list(&s.to_act()));
    match (s.phase(), m.can_act()) {
        (Phase::Over, _) => match s.result().flatten() {
            Some(w) => format!("The match is over: {} the match.", who.does(w, "win")),
            None => "The match is over: drawn.".into(),
        },
        (Phase::RoundOver, Some(_)) => {
            format!("Round {} is over. Press Next round to go on.", s.round())
        }
        // No person here: a phone's player goes on (a guest knows only its own seat).
        (Phase::RoundOver, None) => match m.phones_to_go_on()[..] {
            [] => format!("Round {} is over; the next follows.", s.round()),
            ref phones => format!(
                "Round {} is over; waiting for {} to go on.",
                s.round(),
                who.list(phones)
            ),
        },
        // The stage and the Dojo's title say which Dojo and whose pick.
        (Phase::Dojo, Some(v)) => capitalized(&format!("{}choose a card, then Take it.", lead(v))),
        (Phase::Commit, Some(v)) if m.forced_strike().is_some() => capitalized(&format!(
            "{}only your Strike! is left: it is laid for you.",
            lead(v)
        )),
        (Phase::Commit, Some(v)) => {
            capitalized(&format!("{}choose a card to lay face down.", lead(v)))
        }
        (Phase::Call, Some(v)) => capitalized(&format!(
            "{}your {} may call a card into play: choose one, or call nothing.",
            lead(v),
            s.pending_call(v).map(|c| def(c).name).unwrap_or("card")
        )),
        (Phase::Choose, Some(v)) => capitalized(&format!(
            "{}choose what your {} shows.",
            lead(v),
            s.choice().map(|(_, c, _, _)| def(c).name).unwrap_or("card")
        )),
        (Phase::Exhaust, Some(v)) => {
            capitalized(&format!("{}exhaust a card, or be done.", lead(v)))
        }
        (Phase::Commit, None) if m.t.setup.humans().iter().any(|&h| s.committed(h).is_some()) => {
            format!("Your card lies face down. {}", waiting("lay a card"))
        }
        (Phase::Dojo, None) => waiting("pick"),
        (Phase::Commit, None) => waiting("lay a card"),
        (Phase::Call, None) => waiting("decide on a call"),
        (Phase::Choose, None) => waiting("choose a symbol"),
        (Phase::Exhaust, None) => waiting("exhaust or pass"),
    }
}

fn status_ja(m: &Model, s: &PocketState) -> String {
    let who = Who::new(&m.t.setup);
    let name = |v: Seat| m.t.setup.name(v);
    if m.needs_hand_over() {
        let seat = m.actor().unwrap_or(0);
        return format!("{}の番です。端末を渡してください。", name(seat));
    }
    // With several people, the one acting is named first.
    let lead = |v: Seat| {
        if who.is_you(v) {
            String::new()
        } else {
            format!("{}：", name(v))
        }
    };
    let waiting = |what: &str| format!("{}が{what}のを待っています。", who.list(&s.to_act()));
    let title = |c: Option<Card>| c.map_or("カード", |c| def(c).title());
    let round = s.round();
    match (s.phase(), m.can_act()) {
        (Phase::Over, _) => match s.result().flatten() {
            Some(w) => format!("試合終了。{}が試合に勝ちました。", who.ja(w)),
            None => "試合終了。引き分けです。".into(),
        },
        (Phase::RoundOver, Some(_)) => {
            format!("ラウンド{round}が終わりました。「次のラウンド」を押して進んでください。")
        }
        (Phase::RoundOver, None) => match m.phones_to_go_on()[..] {
            [] => format!("ラウンド{round}が終わりました。次のラウンドが続きます。"),
            ref phones => format!(
                "ラウンド{round}が終わりました。{}が進むのを待っています。",
                who.list(phones)
            ),
        },
        (Phase::Dojo, Some(v)) => format!("{}カードを選んで、取ってください。", lead(v)),
        (Phase::Commit, Some(v)) if m.forced_strike().is_some() => {
            format!("{}残りは一撃！だけです。自動で伏せます。", lead(v))
        }
        (Phase::Commit, Some(v)) => format!("{}伏せるカードを選んでください。", lead(v)),
        (Phase::Call, Some(v)) => format!(
            "{}{}でカードを場に出せます。1枚選ぶか、「出さない」を押してください。",
            lead(v),
            title(s.pending_call(v))
        ),
        (Phase::Choose, Some(v)) => format!(
            "{}{}が示すシンボルを選んでください。",
            lead(v),
            title(s.choice().map(|(_, c, _, _)| c))
        ),
        (Phase::Exhaust, Some(v)) => {
            format!("{}カードを消耗するか、終了してください。", lead(v))
        }
        (Phase::Commit, None) if m.t.setup.humans().iter().any(|&h| s.committed(h).is_some()) => {
            format!(
                "あなたのカードは伏せてあります。{}",
                waiting("カードを伏せる")
            )
        }
        (Phase::Dojo, None) => waiting("選ぶ"),
        (Phase::Commit, None) => waiting("カードを伏せる"),
        (Phase::Call, None) => waiting("出すかどうか決める"),
        (Phase::Choose, None) => waiting("シンボルを選ぶ"),
        (Phase::Exhaust, None) => waiting("消耗かパスを選ぶ"),
    }
}

/// The Strike! comparison while a strike is out: "Your Strike! now: 2 swords against
/// 1 helm: it would hit".
pub fn strike_now(who: &Who, view: &PocketState, seat: Seat) -> (String, bool) {
    let (sw, he) = (view.swords(seat), view.helms(1 - seat));
    let hit = sw > he;
    let line = said(
        || {
            format!(
                "{} Strike! now: {} against {}: {}",
                who.possessive_cap(seat),
                Symbol::Sword.count(sw),
                Symbol::Helm.count(he),
                if hit {
                    "it would hit"
                } else {
                    "it would be held off"
                }
            )
        },
        || {
            format!(
                "{}の一撃！　いま{}対{}：{}",
                who.ja(seat),
                Symbol::Sword.count(sw),
                Symbol::Helm.count(he),
                if hit {
                    "命中します"
                } else {
                    "防がれます"
                }
            )
        },
    );
    (line, hit)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::kit::PlayerKind;
    use crate::core::BotLevel;
    use crate::games::pocket::{Effect, STRIKE};

    const BOT: PlayerKind = PlayerKind::Bot(BotLevel::Easy);
    const HUMAN: PlayerKind = PlayerKind::Human;

    fn one_person() -> TableSetup {
        TableSetup::numbered(&[HUMAN, BOT])
    }

    fn two_people() -> TableSetup {
        TableSetup::numbered(&[HUMAN, HUMAN])
    }

    #[test]
    fn a_strike_is_one_sentence_with_the_symbols_marked_in_every_language() {
        let setup = one_person();
        let w = Who::new(&setup);
        for l in [Lang::En, Lang::Ja, Lang::Pseudo] {
            for line in in_lang(l, || {
                [
                    w.strike_step(0, 2, 3, false),
                    w.strike_step(1, 4, 0, true),
                    w.strike_short(0, 2, 1, true),
                    w.strike_short(1, 2, 1, false),
                ]
            }) {
                assert_eq!(line.matches(SWORD_MARK).count(), 1, "{line}");
                assert_eq!(line.matches(HELM_MARK).count(), 1, "{line}");
                if l == Lang::Pseudo {
                    // Made from the English whole: one pair of brackets around it all.
                    assert!(line.starts_with('[') && line.ends_with(']'), "{line}");
                    assert_eq!(line.matches('[').count(), 1, "{line}");
                }
            }
        }
        assert_eq!(
            in_lang(Lang::En, || w.strike_step(0, 2, 3, false)),
            format!("Your Strike! {SWORD_MARK}2 against {HELM_MARK}3: held off.")
        );
        assert_eq!(
            in_lang(Lang::Ja, || w.strike_short(1, 4, 0, true)),
            format!("P1：{SWORD_MARK}4 対 {HELM_MARK}0：命中")
        );
    }

    #[test]
    fn one_person_at_the_device_is_you_in_the_history() {
        let setup = one_person();
        let w = Who::new(&setup);
        let card = 3;
        assert!(w
            .event(&Event::Picked { seat: 0, card })
            .starts_with("You pick "));
        assert!(w
            .event(&Event::Picked { seat: 1, card })
            .starts_with("P1 picks "));
        let strike = Event::Strike {
            seat: 0,
            swords: 1,
            helms: 2,
            success: false,
        };
        let dojo = Event::DojoBegins {
            dojo: 1,
            row: vec![],
            first: 0,
        };
        for (e, said) in [
            (Event::Committed { seat: 0 }, "You lay a card face down."),
            (
                Event::StrikeReturns { seat: 0 },
                "Strike! returns to your hand.",
            ),
            (Event::RoundWon { seat: 0 }, "You win the round."),
            (Event::Passed { seat: 1 }, "P1 passes."),
            (
                strike,
                "You strike: 1 sword against 2 helms, held off (swords must outnumber helms).",
            ),
            (dojo, "Dojo 1: ten cards laid out, you pick first."),
        ] {
            assert_eq!(w.event(&e), said);
        }
        let ex = w.event(&Event::Exhausted {
            seat: 0,
            card: STRIKE,
            effect: Effect::Gain(Symbol::Sword, 1),
        });
        assert!(
            ex.starts_with("You exhaust ") && ex.ends_with("+1 sword."),
            "{ex}"
        );
        let called = w.event(&Event::Called {
            seat: 0,
            by: card,
            card: None,
        });
        assert!(called.ends_with(": you call nothing."), "{called}");
    }

    #[test]
    fn several_people_are_named() {
        let setup = two_people();
        let w = Who::new(&setup);
        for (e, said) in [
            (Event::Committed { seat: 0 }, "P0 lays a card face down."),
            (
                Event::StrikeReturns { seat: 1 },
                "Strike! returns to P1's hand.",
            ),
        ] {
            assert_eq!(w.event(&e), said);
        }
        assert_eq!(w.round_verdict([false, true]), "P1 wins the round.");
        assert_eq!(w.outcome(Some(0)), "P0 wins");
        assert_eq!(
            w.match_title(Some(1), [1, 2]),
            "P1 wins the match, 2 rounds to 1"
        );
        assert_eq!(w.rounds_won([1, 2]), "Rounds won: P0 1, P1 2.");
    }

    #[test]
    fn the_end_leads_with_your_result() {
        let setup = one_person();
        let w = Who::new(&setup);
        assert_eq!(w.outcome(Some(0)), "You win");
        assert_eq!(w.outcome(Some(1)), "You lose");
        assert_eq!(w.outcome(None), "Draw");
        assert_eq!(
            w.match_title(Some(0), [2, 0]),
            "You win the match, 2 rounds to 0"
        );
        assert_eq!(
            w.match_title(Some(1), [1, 2]),
            "P1 wins the match, 2 rounds to 1"
        );
        assert_eq!(w.rounds_won([2, 1]), "Rounds won: you 2, P1 1.");
        assert_eq!(w.round_verdict([true, false]), "You win the round.");
    }

    #[test]
    fn counts_are_singular_or_plural() {
        assert_eq!(rounds(1), "1 round");
        assert_eq!(rounds(2), "2 rounds");
        assert_eq!(cards(1), "1 card");
        assert_eq!(cards(0), "0 cards");
        assert_eq!(picks(1), "1 pick");
        assert_eq!(picks(4), "4 picks");
        assert_eq!(Who::new(&one_person()).list(&[0, 1]), "you and P1");
    }

    #[test]
    fn the_history_and_the_end_read_in_japanese() {
        use crate::core::lang::{in_lang, Lang};
        let setup = one_person();
        let w = Who::new(&setup);
        let fan = crate::games::pocket::by_name("Iron Fan").unwrap();
        in_lang(Lang::Ja, || {
            assert_eq!(
                w.event(&Event::Picked { seat: 0, card: fan }),
                "あなたが鉄扇を取った。"
            );
            assert_eq!(
                w.event(&Event::Picked { seat: 1, card: fan }),
                "P1が鉄扇を取った。"
            );
            assert_eq!(
                w.event(&Event::Strike {
                    seat: 1,
                    swords: 3,
                    helms: 2,
                    success: true
                }),
                "P1の一撃：刀3対兜2で命中。"
            );
            assert_eq!(
                w.event(&Event::StrikeReturns { seat: 0 }),
                "一撃！はあなたの手札に戻った。"
            );
            assert_eq!(
                w.event(&Event::MutualDefeat { stalemates: true }),
                "3回連続で防がれた：相打ち。"
            );
            assert_eq!(
                w.match_title(Some(0), [2, 1]),
                "あなたが2対1で試合に勝ちました"
            );
            assert_eq!(w.outcome(Some(1)), "あなたの負け");
            assert_eq!(w.list(&[0, 1]), "あなたとP1");
            assert_eq!(cards(3), "3枚");
            assert_eq!(rounds(2), "2ラウンド");
        });
        // Pseudo is the English accented: the sentence as English says it, no word left plain.
        let pseudo = in_lang(Lang::Pseudo, || w.event(&Event::RoundWon { seat: 0 }));
        assert!(pseudo.starts_with("[Ýóú ŵíñ ţĥé ŕóúñđ."), "{pseudo}");
    }
}
