//! Panda's words for the person at the device (plain Rust, tested natively): "you" when a
//! single person plays, names when several share the device; the history lines, the deal
//! summary shown between deals and the end screen's verdict.

use crate::app::kit::{capitalized, TableSetup};
use crate::core::Seat;
use crate::games::panda::{DealResult, Event, SEATS};
use crate::{t, ts};

/// Who is who in words, by the kit's rule (`TableSetup::is_you`): the single person at
/// the device is "you", everyone else (and everyone, with several people) goes by name.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Names<'a> {
    pub setup: &'a TableSetup,
}

/// How a seat is labelled where room is short (the strip of seats): the name without a
/// computer's level, and the level apart, to go on a line of its own.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatLabel {
    pub name: String,
    pub level: Option<&'static str>,
}

impl<'a> Names<'a> {
    pub fn new(setup: &'a TableSetup) -> Self {
        Names { setup }
    }

    pub fn is_you(&self, seat: Seat) -> bool {
        self.setup.is_you(seat)
    }

    /// The seat spoken to as "you", if a single person plays.
    pub fn you(&self) -> Option<Seat> {
        (0..SEATS).find(|&s| self.is_you(s))
    }

    /// "You" or the seat's name, at the start of a sentence (あなた in Japanese).
    pub fn who(&self, seat: Seat) -> String {
        if self.is_you(seat) {
            ts!("You", "あなた").into()
        } else {
            capitalized(&self.setup.name(seat))
        }
    }

    /// "you" or the name, inside a sentence.
    pub fn whom(&self, seat: Seat) -> String {
        if self.is_you(seat) {
            ts!("you", "あなた").into()
        } else {
            self.setup.name(seat)
        }
    }

    /// The subject and its verb, at the start of a sentence: "You play", "Ren plays".
    fn does(&self, seat: Seat, verb: &str) -> String {
        capitalized(&self.setup.does(seat, verb))
    }

    /// A seat's short label: "Mei" over "medium" for "Mei (medium)" (メイ over 中級 for
    /// 「メイ（中級）」, and 「メイ(中級)」 of a game begun before the full-width brackets);
    /// "You"; a person's name as it is.
    pub fn label(&self, seat: Seat) -> SeatLabel {
        let who = self.who(seat);
        let level = self.setup.bot_level(seat);
        match level {
            Some(l) if !self.is_you(seat) => SeatLabel {
                // The name as it was written when the game began, in either language.
                name: [
                    format!(" ({})", l.name()),
                    format!(" ({})", l.label()),
                    format!("（{}）", l.label()),
                    format!("({})", l.label()),
                ]
                .iter()
                .find_map(|s| who.strip_suffix(s.as_str()))
                .unwrap_or(&who)
                .to_string(),
                level: Some(l.label()),
            },
            _ => SeatLabel {
                name: who,
                level: None,
            },
        }
    }

    /// A team (0: seats 0 and 2; 1: seats 1 and 3): "You and Sora", "Ren and Kenji".
    pub fn team(&self, t: usize) -> String {
        let (a, b) = if self.is_you(t + 2) {
            (t + 2, t)
        } else {
            (t, t + 2)
        };
        t!("{a} and {b}", "{a}と{b}"; a = self.who(a), b = self.whom(b))
    }
}

/// A place in the going out: "first", "second"...
pub fn place_name(place: usize) -> &'static str {
    ["first", "second", "third", "fourth"][place.min(3)]
}

/// The history line of an event: "You play Pair, 7s" (「メイ(中級)が7のペアを出した」).
pub fn event_text(n: &Names, e: &Event) -> String {
    // `does`: the English subject and verb agreeing ("You play", "Ren plays"); `who`: the
    // subject as Japanese names it.
    let en = |s: Seat, verb: &str| n.does(s, verb);
    match e {
        Event::DealStarted { deal } => {
            t!(
                "Deal {deal}: 15 cards each",
                "第{deal}ディール：1人15枚ずつ配った"
            )
        }
        Event::CalledPanda { seat } => t!(
            "{does} Panda",
            "{who}がパンダ宣言をした";
            does = en(*seat, "call"),
            who = n.who(*seat)
        ),
        Event::GaveCards { seat } => t!(
            "{does} passed three cards",
            "{who}がカードを3枚渡した";
            does = en(*seat, "have"),
            who = n.who(*seat)
        ),
        Event::CardsExchanged { leader } => t!(
            "Cards exchanged; {holds} the Stork and {lead}",
            "カードを交換した。コウノトリを持つ{who}がリードする";
            holds = n.setup.does(*leader, "hold"),
            lead = if n.is_you(*leader) { "lead" } else { "leads" },
            who = n.who(*leader)
        ),
        Event::Played { seat, combo } => t!(
            "{does} {combo}",
            "{who}が{combo}を出した";
            does = en(*seat, "play"),
            who = n.who(*seat),
            combo = combo.name()
        ),
        Event::Ambushed { seat, combo } => t!(
            "{does}! {combo}",
            "{who}の伏兵！{combo}を出した";
            does = en(*seat, "ambush"),
            who = n.who(*seat),
            combo = combo.name()
        ),
        Event::Passed { seat } => t!(
            "{does}",
            "{who}がパスした";
            does = en(*seat, "pass"),
            who = n.who(*seat)
        ),
        Event::LeadPassed { seat, to } => t!(
            "{does} the Cat: {leads}",
            "{who}がネコを出した。{to}がリードする";
            does = en(*seat, "play"),
            leads = en(*to, "lead"),
            who = n.who(*seat),
            to = n.whom(*to)
        ),
        Event::TrickWon { seat, points } => t!(
            "{does} the trick ({points} points)",
            "{who}がトリックを取った（{points}点）";
            does = en(*seat, "take"),
            who = n.who(*seat)
        ),
        Event::TrickGiven { from, to, points } => t!(
            "{does} the Panda's trick to {to} ({points} points)",
            "{who}がパンダのトリックを{to}に渡した（{points}点）";
            does = en(*from, "give"),
            who = n.who(*from),
            to = n.whom(*to)
        ),
        Event::WentOut { seat, place } => t!(
            "{does} out {p}",
            "{who}が{place}番目に上がった";
            does = en(*seat, "are"),
            p = place_name(place.saturating_sub(1)),
            who = n.who(*seat)
        ),
        Event::DoubleVictory { team } => t!(
            "Double victory for {en}: 200 to 0",
            "{team}がワンツーで上がった：200対0";
            en = n.team(*team).replacen("You", "you", 1),
            team = n.team(*team)
        ),
        Event::DealScored(r) => t!(
            "Deal {deal} scored: {a} to {b} (total {c} to {d})",
            "第{deal}ディールの得点：{a}対{b}（合計{c}対{d}）";
            deal = r.deal,
            a = r.total[0],
            b = r.total[1],
            c = r.scores_after[0],
            d = r.scores_after[1]
        ),
        Event::GameWon { team } => t!(
            "{team} win the game",
            "{team}がゲームに勝った";
            team = n.team(*team)
        ),
    }
}

/// What the table says between two deals: how the deal just scored went.
#[derive(Clone, Debug, PartialEq)]
pub struct DealSummary {
    /// "Deal 3"
    pub title: String,
    /// The going out, in order: "1. You", "2. Ren"... (the last one "4. Kenji, last").
    pub out: Vec<String>,
    /// A line per team: its name, its points this deal and how they came.
    pub teams: [String; 2],
    /// Calls made (and whether they held), double victory, Kingdoms.
    pub notes: Vec<String>,
    /// "Score: 545 to 455 (game to 1000)".
    pub score: String,
}

/// The events of deal `deal`, from its start to its scoring.
fn deal_events(events: &[Event], deal: u32) -> &[Event] {
    let start = events
        .iter()
        .rposition(|e| matches!(e, Event::DealStarted { deal: d } if *d == deal))
        .unwrap_or(0);
    let end = events[start..]
        .iter()
        .position(|e| matches!(e, Event::DealScored(_)))
        .map_or(events.len(), |i| start + i + 1);
    &events[start..end]
}

/// The summary of deal `r`, from the game's events (for the calls) and the target score.
pub fn deal_summary(n: &Names, r: &DealResult, events: &[Event], target: i32) -> DealSummary {
    let mut out: Vec<String> = r
        .out_order
        .iter()
        .enumerate()
        .map(|(i, &s)| t!("{place}. {who}", "{place}位 {who}"; place = i + 1, who = n.who(s)))
        .collect();
    if r.double_victory.is_none() {
        if let Some(last) = (0..SEATS).find(|s| !r.out_order.contains(s)) {
            out.push(t!(
                "{place}. {who}, last",
                "{place}位 {who}（最下位）";
                place = SEATS,
                who = n.who(last)
            ));
        }
    }
    let teams = [0, 1].map(|t| {
        let mut parts = vec![if r.double_victory == Some(t) {
            ts!("double victory 200", "ワンツー200").to_string()
        } else {
            t!("cards {points}", "カード{points}"; points = r.card_points[t])
        }];
        if r.call_points[t] != 0 {
            let points = r.call_points[t];
            parts.push(t!("calls {points:+}", "宣言{points:+}"));
        }
        if r.kingdom_points[t] != 0 {
            let points = r.kingdom_points[t];
            parts.push(t!("Kingdoms {points:+}", "天下{points:+}"));
        }
        t!(
            "{team}: {total} point{s} ({parts})",
            "{team}：{total}点（{parts}）";
            team = n.team(t),
            total = r.total[t],
            s = crate::core::lang::plural(r.total[t].abs()),
            parts = parts.join(ts!(", ", "、"))
        )
    });
    let mut notes = Vec::new();
    if let Some(t) = r.double_victory {
        notes.push(t!(
            "Double victory: {team} went out first and second.",
            "ワンツー：{team}が1番目と2番目に上がった。";
            team = n.team(t)
        ));
    }
    for e in deal_events(events, r.deal) {
        if let Event::CalledPanda { seat } = e {
            let who = n.who(*seat);
            notes.push(if r.out_order.first() == Some(seat) {
                t!(
                    "{who} called Panda and went out first: +100.",
                    "{who}はパンダ宣言をして1番目に上がった：+100。"
                )
            } else {
                t!(
                    "{who} called Panda and did not go out first: −100.",
                    "{who}はパンダ宣言をしたが1番目に上がれなかった：−100。"
                )
            });
        }
    }
    for t in 0..2 {
        let k = r.kingdom_points[t] / 100;
        if k > 0 {
            let (team, points) = (n.team(t), r.kingdom_points[t]);
            notes.push(if k == 1 {
                t!(
                    "{team} laid a Kingdom: +{points}.",
                    "{team}が天下を出した：+{points}。"
                )
            } else {
                t!(
                    "{team} laid {k} Kingdoms: +{points}.",
                    "{team}が天下を{k}回出した：+{points}。"
                )
            });
        }
    }
    if notes.is_empty() {
        notes.push(ts!("No calls, no Kingdom.", "宣言も天下もなかった。").into());
    }
    DealSummary {
        title: t!("Deal {deal} is over", "第{deal}ディール終了"; deal = r.deal),
        out,
        teams,
        notes,
        score: t!(
            "Score: {a} to {b} (game to {target})",
            "得点：{a}対{b}（{target}点先取）";
            a = r.scores_after[0],
            b = r.scores_after[1]
        ),
    }
}

/// What a guest's phone says when its person asks for a rematch.
pub fn started_on_host() -> &'static str {
    ts!(
        "A new game is started on the host's phone.",
        "新しいゲームはホストのスマホで始めます。"
    )
}

/// The end screen's first line: "You win" / "You lose" for a single person; the winning
/// team by name with several people (or none).
pub fn outcome(n: &Names, winner: Option<usize>) -> String {
    match (winner, n.you()) {
        (None, _) => ts!("Draw", "引き分け").into(),
        (Some(t), Some(me)) if me % 2 == t => ts!("You win", "あなたの勝ち").into(),
        (Some(_), Some(_)) => ts!("You lose", "あなたの負け").into(),
        (Some(t), None) => t!("{team} win", "{team}の勝ち"; team = n.team(t)),
    }
}

/// The lengths the new-game form offers, longest first (PandaConfig takes 100 to 10,000),
/// each with the deals a game to it lasts on average: medium computers at all four seats,
/// 200 games a target, natively (`lengths::panda_game_lengths`, run by hand).
pub const TARGETS: [(i32, f64); 4] = [(1000, 13.05), (500, 6.25), (200, 2.37), (100, 1.59)];

/// A deal's seconds at the default (Normal, 0.8 s) pace. Measured: a game to 1000 played by
/// hand ran 9 deals in 8 minutes at the Fast pace (0.3 s), 53 s a deal; the engine's
/// deals have 47 computer moves (and 146 Ambush answers at 40 ms in both paces), so the
/// Normal pace adds 47 x 0.5 s: 53 + 23 = 76 s.
pub const DEAL_SECONDS: f64 = 76.0;

/// About how many minutes a game to `target` takes at the default pace (at least one).
pub fn target_minutes(target: i32) -> u32 {
    let deals = TARGETS
        .iter()
        .find(|t| t.0 == target)
        .map_or(target as f64 / 1000.0 * TARGETS[0].1, |t| t.1);
    ((deals * DEAL_SECONDS / 60.0).round() as u32).max(1)
}

/// A choice of the form's "Play to": "Full game: 1000 points (about 17 min)".
pub fn target_choice(target: i32) -> String {
    let min = target_minutes(target);
    match target {
        1000 => t!(
            "Full game: 1000 points (about {min} min)",
            "フルゲーム：1000点（約{min}分）"
        ),
        500 => t!(
            "Quick game: 500 points (about {min} min)",
            "クイックゲーム：500点（約{min}分）"
        ),
        200 => t!(
            "Short game: 200 points (about {min} min)",
            "ショートゲーム：200点（約{min}分）"
        ),
        _ => t!(
            "First game: {target} points (about {min} min)",
            "はじめてのゲーム：{target}点（約{min}分）"
        ),
    }
}

/// Under the choice: what the times assume.
pub fn target_hint() -> &'static str {
    ts!(
        "Times at the Normal pace of the computers, about 1¼ minutes a deal (under a minute at Fast). The game ends after the deal in which a team reaches the target.",
        "時間はコンピューターの速さが「ふつう」のときの目安で、1ディールに約1分15秒かかります（「速い」なら1分弱です）。どちらかのチームが目標点に届いたディールでゲームが終わります。"
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::kit::PlayerKind;
    use crate::core::BotLevel;
    use crate::games::panda::{recognize, Card, CardSet};

    const H: PlayerKind = PlayerKind::Human;
    const B: PlayerKind = PlayerKind::Bot(BotLevel::Easy);

    fn setup(kinds: [PlayerKind; 4]) -> TableSetup {
        TableSetup::numbered(&kinds)
    }

    fn result(out: Vec<Seat>, double: Option<usize>) -> DealResult {
        DealResult {
            deal: 2,
            out_order: out,
            double_victory: double,
            card_points: [60, 40],
            call_points: [100, 0],
            kingdom_points: [0, 100],
            total: [160, 140],
            scores_after: [300, 220],
        }
    }

    #[test]
    fn a_single_person_is_you_in_every_line() {
        let table = setup([H, B, B, B]);
        let n = Names::new(&table);
        let single = recognize(CardSet::from_cards(&[Card::STORK])).unwrap();
        let lines = [
            event_text(&n, &Event::CalledPanda { seat: 0 }),
            event_text(
                &n,
                &Event::Played {
                    seat: 0,
                    combo: single,
                },
            ),
            event_text(&n, &Event::Passed { seat: 0 }),
            event_text(&n, &Event::GaveCards { seat: 0 }),
            event_text(&n, &Event::WentOut { seat: 0, place: 1 }),
            event_text(&n, &Event::CardsExchanged { leader: 0 }),
            event_text(
                &n,
                &Event::TrickGiven {
                    from: 1,
                    to: 0,
                    points: 10,
                },
            ),
            event_text(&n, &Event::GameWon { team: 0 }),
            event_text(&n, &Event::DoubleVictory { team: 0 }),
        ];
        assert_eq!(
            lines,
            [
                "You call Panda",
                "You play Stork",
                "You pass",
                "You have passed three cards",
                "You are out first",
                "Cards exchanged; you hold the Stork and lead",
                "P1 gives the Panda's trick to you (10 points)",
                "You and P2 win the game",
                "Double victory for you and P2: 200 to 0",
            ]
        );
        assert_eq!(event_text(&n, &Event::Passed { seat: 1 }), "P1 passes");
        assert_eq!(n.team(1), "P1 and P3");
    }

    #[test]
    fn several_people_are_named() {
        let table = setup([H, H, B, B]);
        let n = Names::new(&table);
        assert_eq!(
            event_text(&n, &Event::CalledPanda { seat: 0 }),
            "P0 calls Panda"
        );
        assert_eq!(
            event_text(&n, &Event::CardsExchanged { leader: 1 }),
            "Cards exchanged; P1 holds the Stork and leads"
        );
        assert_eq!(outcome(&n, Some(1)), "P1 and P3 win");
        // Combinations by name, in both languages.
        let cards = |names: &[&str]| {
            recognize(crate::games::panda::tests::cs(names)).expect("a combination")
        };
        let full = cards(&["t9", "g9", "a9", "t2", "r2"]);
        let played = Event::Played {
            seat: 1,
            combo: full,
        };
        assert_eq!(event_text(&n, &played), "P1 plays Full house, 9s");
        let four = cards(&["t7", "g7", "r7", "a7"]);
        let ambush = Event::Ambushed {
            seat: 2,
            combo: four,
        };
        assert!(event_text(&n, &ambush).starts_with("P2 ambushes!"));
        let given = Event::TrickGiven {
            from: 2,
            to: 1,
            points: 35,
        };
        assert_eq!(
            event_text(&n, &given),
            "P2 gives the Panda's trick to P1 (35 points)"
        );
        crate::core::lang::in_lang(crate::core::lang::Lang::Ja, || {
            assert_eq!(event_text(&n, &played), "P1が9のフルハウスを出した");
            let won = Event::TrickWon {
                seat: 0,
                points: 25,
            };
            assert_eq!(event_text(&n, &won), "P0がトリックを取った（25点）");
        });
    }

    #[test]
    fn a_computer_is_labelled_by_its_name_over_its_level() {
        let mut table = setup([H, B, B, H]);
        table.players[1].name = "Mei (easy)".into();
        let n = Names::new(&table);
        assert_eq!(
            n.label(1),
            SeatLabel {
                name: "Mei".into(),
                level: Some("easy")
            }
        );
        // A person is named as they are; a computer with another name keeps it whole.
        assert_eq!(n.label(0).name, "P0");
        assert_eq!(n.label(0).level, None);
        assert_eq!(
            n.label(2),
            SeatLabel {
                name: "P2".into(),
                level: Some("easy")
            }
        );
        let alone = setup([B, H, B, B]);
        assert_eq!(Names::new(&alone).label(1).name, "You");
        assert_eq!(Names::new(&alone).you(), Some(1));
    }

    #[test]
    fn you_come_first_in_your_team() {
        let table = setup([B, B, H, B]);
        let n = Names::new(&table);
        assert_eq!(n.team(0), "You and P0");
        assert_eq!(outcome(&n, Some(0)), "You win");
        assert_eq!(outcome(&n, Some(1)), "You lose");
        assert_eq!(outcome(&n, None), "Draw");
    }

    #[test]
    fn the_deal_summary_tells_the_going_out_points_calls_and_kingdoms() {
        let table = setup([H, B, B, B]);
        let n = Names::new(&table);
        let events = vec![
            Event::DealStarted { deal: 1 },
            Event::CalledPanda { seat: 1 },
            Event::DealStarted { deal: 2 },
            Event::CalledPanda { seat: 0 },
            Event::DealScored(result(vec![0, 1, 3], None)),
            Event::DealStarted { deal: 3 },
            Event::CalledPanda { seat: 3 },
        ];
        let s = deal_summary(&n, &result(vec![0, 1, 3], None), &events, 1000);
        assert_eq!(s.title, "Deal 2 is over");
        assert_eq!(s.out, ["1. You", "2. P1", "3. P3", "4. P2, last"]);
        assert_eq!(s.teams[0], "You and P2: 160 points (cards 60, calls +100)");
        assert_eq!(
            s.teams[1],
            "P1 and P3: 140 points (cards 40, Kingdoms +100)"
        );
        assert_eq!(
            s.notes,
            [
                "You called Panda and went out first: +100.",
                "P1 and P3 laid a Kingdom: +100."
            ]
        );
        assert_eq!(s.score, "Score: 300 to 220 (game to 1000)");
    }

    #[test]
    fn the_deal_summary_tells_a_double_victory_and_a_failed_call() {
        let table = setup([H, H, B, B]);
        let n = Names::new(&table);
        let mut r = result(vec![1, 3], Some(1));
        r.card_points = [0, 200];
        r.kingdom_points = [0, 0];
        r.call_points = [-100, 0];
        r.total = [-100, 200];
        let events = vec![
            Event::DealStarted { deal: 2 },
            Event::CalledPanda { seat: 2 },
        ];
        let s = deal_summary(&n, &r, &events, 500);
        assert_eq!(s.out, ["1. P1", "2. P3"]);
        assert_eq!(s.teams[1], "P1 and P3: 200 points (double victory 200)");
        assert_eq!(s.teams[0], "P0 and P2: -100 points (cards 0, calls -100)");
        assert_eq!(
            s.notes,
            [
                "Double victory: P1 and P3 went out first and second.",
                "P2 called Panda and did not go out first: −100."
            ]
        );
    }

    #[test]
    fn a_quiet_deal_says_so() {
        let table = setup([H, B, B, B]);
        let n = Names::new(&table);
        let mut r = result(vec![2, 1, 0], None);
        r.call_points = [0, 0];
        r.kingdom_points = [0, 0];
        let s = deal_summary(&n, &r, &[], 1000);
        assert_eq!(s.notes, ["No calls, no Kingdom."]);
        assert_eq!(s.out[3], "4. P3, last");
    }

    #[test]
    fn japanese_lines_are_whole_sentences_with_counters() {
        use crate::core::lang::{in_lang, Lang};
        let mut table = setup([H, B, B, B]);
        table.players[1].name = "メイ（初級）".into();
        let n = Names::new(&table);
        let pair = recognize(CardSet::from_cards(&[
            Card::new(crate::games::panda::Suit::Asahi, 7),
            Card::new(crate::games::panda::Suit::Renge, 7),
        ]))
        .unwrap();
        in_lang(Lang::Ja, || {
            // The issue's own example.
            assert_eq!(
                event_text(
                    &n,
                    &Event::Played {
                        seat: 1,
                        combo: pair
                    }
                ),
                "メイ（初級）が7のペアを出した"
            );
            assert_eq!(
                event_text(&n, &Event::Passed { seat: 0 }),
                "あなたがパスした"
            );
            assert_eq!(
                event_text(&n, &Event::WentOut { seat: 0, place: 1 }),
                "あなたが1番目に上がった"
            );
            assert_eq!(n.team(0), "あなたとP2");
            assert_eq!(outcome(&n, Some(0)), "あなたの勝ち");
            // A computer's label: the name over its level, in Japanese too.
            assert_eq!(
                n.label(1),
                SeatLabel {
                    name: "メイ".into(),
                    level: Some("初級")
                }
            );
            let s = deal_summary(&n, &result(vec![0, 1, 3], None), &[], 1000);
            assert_eq!(s.title, "第2ディール終了");
            assert_eq!(s.out[3], "4位 P2（最下位）");
            assert_eq!(s.teams[0], "あなたとP2：160点（カード60、宣言+100）");
            assert_eq!(s.notes[0], "メイ（初級）とP3が天下を出した：+100。");
            assert_eq!(s.score, "得点：300対220（1000点先取）");
        });
        // English is untouched after a Japanese reading.
        assert_eq!(event_text(&n, &Event::Passed { seat: 0 }), "You pass");
    }
}

#[cfg(test)]
mod lengths {
    use crate::core::testkit::bot_rng;
    use crate::core::{BotLevel, Game, GameRng, Session};
    use crate::games::panda::{bots, Action, Event, PandaConfig, PandaState, Phase, SEATS};

    /// The measure behind the form's times (run by hand: `cargo test --release
    /// panda_game_lengths -- --ignored --nocapture`).
    #[test]
    #[ignore]
    fn panda_game_lengths() {
        for target in [100, 200, 300, 500, 1000] {
            let games = 200u64;
            let (mut deals, mut moves, mut seat0, mut windows) = (0usize, 0usize, 0usize, 0usize);
            for seed in 0..games {
                let mut s = Session::<PandaState>::new(
                    PandaConfig {
                        target_score: target,
                    },
                    seed,
                );
                let mut rngs: Vec<GameRng> = (0..SEATS).map(|x| bot_rng(seed, x)).collect();
                while !s.state.is_over() {
                    let seat = s.state.to_act()[0];
                    if s.state.phase == Phase::AmbushWindow {
                        windows += 1;
                    } else if seat == 0 {
                        seat0 += 1;
                    } else {
                        moves += 1;
                    }
                    let a: Action =
                        bots::decide(&s.state.observe(seat), BotLevel::Medium, &mut rngs[seat])
                            .unwrap();
                    s.apply(seat, a).unwrap();
                }
                deals += s
                    .state
                    .events
                    .iter()
                    .filter(|e| matches!(e, Event::DealScored(_)))
                    .count();
            }
            let d = deals as f64;
            println!(
                "target {target}: {:.2} deals/game, per deal {:.1} computer moves, {:.1} of seat 0, {:.1} ambush answers",
                d / games as f64, moves as f64 / d, seat0 as f64 / d, windows as f64 / d
            );
        }
    }
}

/// The form's lengths (issue 33, item 16): each names its points and about how long it
/// takes, from the measured deals; each is a target PandaConfig plays as it is.
#[cfg(test)]
mod choices {
    use super::*;
    use crate::core::lang::{in_lang, Lang};
    use crate::games::panda::PandaConfig;

    #[test]
    fn each_target_says_about_how_long_it_takes() {
        let got: Vec<String> = TARGETS.iter().map(|t| target_choice(t.0)).collect();
        assert_eq!(
            got,
            [
                "Full game: 1000 points (about 17 min)",
                "Quick game: 500 points (about 8 min)",
                "Short game: 200 points (about 3 min)",
                "First game: 100 points (about 2 min)",
            ]
        );
        in_lang(Lang::Ja, || {
            assert_eq!(target_choice(1000), "フルゲーム：1000点（約17分）");
            assert_eq!(target_choice(100), "はじめてのゲーム：100点（約2分）");
        });
        for (target, _) in TARGETS {
            let c = PandaConfig {
                target_score: target,
            };
            assert_eq!(c.normalized(), c, "{target} is played as it is");
        }
        // Longest first, and a longer target never reads as shorter.
        let mins: Vec<u32> = TARGETS.iter().map(|t| target_minutes(t.0)).collect();
        assert!(mins.windows(2).all(|w| w[0] >= w[1]), "{mins:?}");
    }
}
