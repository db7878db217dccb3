//! Honor of the Samurai in words, in plain Rust (tested natively): the events, the status
//! line, the hand's summary and the end's outcome. With a single person at the device,
//! that person is "you"; with several people, everyone is named.

use crate::app::kit::{capitalized, TableSetup};
use crate::core::Seat;
use crate::games::honor::{
    BattleResult, Card, DisgraceReason, Event, GameEnd, HonorConfig, Phase, Suit,
};

/// "1 swap", "2 swaps".
pub fn count(n: impl Into<i64>, one: &str) -> String {
    let n = n.into();
    if n == 1 || n == -1 {
        format!("{n} {one}")
    } else {
        format!("{n} {one}s")
    }
}

/// Who is who at this device: the one person (if there is exactly one) is "you".
pub struct Words<'a> {
    pub setup: &'a TableSetup,
    you: Option<Seat>,
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

    /// At the start of a sentence: "You" or the name.
    pub fn who(&self, seat: Seat) -> String {
        capitalized(&self.setup.called(seat))
    }

    /// Inside a sentence: "you" or the name.
    pub fn whom(&self, seat: Seat) -> String {
        self.setup.called(seat)
    }

    /// At the start of a line where room is short (a row of the battle): "You", a
    /// computer's name without its level ("Mei" for "Mei (medium)"), a person's name.
    pub fn short(&self, seat: Seat) -> String {
        self.label(seat).0
    }

    /// The short name and, for a computer named by its level, the level apart: ("Mei",
    /// Some("medium")) for "Mei (medium)", to go on two lines in a narrow seat.
    pub fn label(&self, seat: Seat) -> (String, Option<&'static str>) {
        let who = self.who(seat);
        match self.setup.bot_level(seat).map(|l| l.name()) {
            Some(l) if !self.is_you(seat) => match who.strip_suffix(&format!(" ({l})")) {
                Some(name) => (name.to_string(), Some(l)),
                None => (who, None),
            },
            _ => (who, None),
        }
    }

    /// "your" or "Ren's".
    pub fn whose(&self, seat: Seat) -> String {
        if self.is_you(seat) {
            "your".into()
        } else {
            format!("{}'s", self.setup.name(seat))
        }
    }

    /// The subject and its verb: "You hold" / "Ren holds" (`verb` in the plain form;
    /// "is" and "has" are irregular).
    pub fn says(&self, seat: Seat, verb: &str) -> String {
        let who = self.who(seat);
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
        let s = match names.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
            _ => names.concat(),
        };
        capitalise(&s)
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
    shown.join(", ")
}

/// Why a seat was disgraced, after "disgraced": "for a face card in hand".
pub fn reason_text(w: &Words, reason: DisgraceReason) -> String {
    match reason {
        DisgraceReason::FaceCardInHand => "for a face card in hand".into(),
        DisgraceReason::JokerDrawnBy(s) => format!("because {} drew a Joker", w.whom(s)),
        DisgraceReason::IllegalSuit => "for the illegal suit in the army".into(),
        DisgraceReason::FailedCharge => "for charging and losing the battle".into(),
    }
}

fn standing(config: &HonorConfig, disgraces: u8, heads: i32) -> String {
    if config.negative_heads {
        format!("now {}", count(heads, "head"))
    } else {
        format!("{} in all", count(disgraces, "disgrace"))
    }
}

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
        } => format!("Game {game_no} begins. {} King.", w.says(*k, "is")),
        Event::GameBegins {
            game_no,
            king: None,
        } => format!("Game {game_no} begins."),
        Event::IllegalSuitDeclared { king, suit } => {
            let who = if w.is_you(*king) {
                "You declare".to_string()
            } else {
                format!("King {} declares", w.who(*king))
            };
            format!("{who} {} illegal.", suit_label(*suit))
        }
        Event::HandBegins {
            hand_no, dealer, ..
        } => format!(
            "Hand {hand_no}: {} three army cards and three hand cards to each.",
            w.says(*dealer, "deal")
        ),
        Event::Reshuffled { cards } => {
            format!("The discard pile ({cards} cards) is shuffled into a new draw pile.")
        }
        Event::JokerDrawn { seat } => format!(
            "{} a Joker: everyone else is disgraced.",
            w.says(*seat, "draw")
        ),
        Event::HandDiscarded { seat, cards } => format!(
            "{} a face card ({}): disgraced, the hand is discarded.",
            w.says(*seat, "hold"),
            cards_text(cards)
        ),
        Event::Disgraced {
            seat,
            reason,
            disgraces,
            heads,
        } => format!(
            "{} disgraced {}: {}.",
            w.says(*seat, "is"),
            reason_text(w, *reason),
            standing(config, *disgraces, *heads)
        ),
        Event::Out { seat } => format!("{} out of the game.", w.says(*seat, "is")),
        Event::Redrew { seat, cards } => format!(
            "{} a new hand of {}.",
            w.says(*seat, "draw"),
            count(*cards as i64, "card")
        ),
        Event::AppealAnswered {
            seat,
            appealed: true,
        } => format!("{} to the King.", w.says(*seat, "appeal")),
        Event::AppealAnswered {
            seat,
            appealed: false,
        } => {
            if w.is_you(*seat) {
                "You do not appeal.".into()
            } else {
                format!("{} does not appeal.", w.who(*seat))
            }
        }
        Event::KingAnswered { king, respond, .. } => {
            let verb = if *respond { "respond to" } else { "reject" };
            if w.is_you(*king) {
                format!("You {verb} the appeal.")
            } else {
                let verb = if *respond { "responds to" } else { "rejects" };
                format!("King {} {verb} the appeal.", w.who(*king))
            }
        }
        Event::KingDrew {
            king,
            card: Some(c),
        } => format!("{} {}.", king_says(w, *king, "draw"), c.name()),
        Event::KingDrew { king, card: None } => format!(
            "{} no card to draw: the appeal fails.",
            king_says(w, *king, "has")
        ),
        Event::JokerCancelled { drawer } => format!(
            "A face card! The disgraces of {} Joker are cancelled.",
            w.whose(*drawer)
        ),
        Event::Exchanged { seat, slot, .. } => format!(
            "{} a card into army slot {}.",
            w.says(*seat, "swap"),
            slot + 1
        ),
        Event::ExchangeEnded { seat, swaps } => format!(
            "{} done exchanging ({}).",
            w.says(*seat, "is"),
            count(*swaps, "swap")
        ),
        Event::Charged { seat } => format!(
            "{}: a hand card joins the army face down.",
            w.says(*seat, "charge")
        ),
        Event::NoCharge { seat } => {
            if w.is_you(*seat) {
                "You do not charge.".into()
            } else {
                format!("{} does not charge.", w.who(*seat))
            }
        }
        Event::ArmiesRevealed { .. } => "The armies are revealed.".into(),
        Event::JokerReplaced {
            seat, replacement, ..
        } => format!(
            "{} the Joker in the army with {}.",
            w.says(*seat, "replace"),
            replacement.name()
        ),
        Event::Battle(b) => verdict(w, b),
        Event::GameOver(r) => match (r.winner, r.how) {
            (Some(x), GameEnd::TargetHeads) => format!(
                "{} {} and {} game {}.",
                w.says(x, "reach"),
                count(r.heads[x], "head"),
                if w.is_you(x) { "win" } else { "wins" },
                r.game_no
            ),
            (Some(x), GameEnd::LastStanding) => format!(
                "{} the last player standing and {} game {}.",
                w.says(x, "is"),
                if w.is_you(x) { "win" } else { "wins" },
                r.game_no
            ),
            (Some(x), GameEnd::AllOutMostHeads) => format!(
                "Everybody is out; {} the most heads and {} game {}.",
                w.says(x, "has").to_lowercase_first(),
                if w.is_you(x) { "win" } else { "wins" },
                r.game_no
            ),
            _ => format!("Game {} ends without a winner.", r.game_no),
        },
        Event::MatchOver { winners, .. } => {
            let names = w.list(winners);
            let one = winners.len() == 1;
            let verb = if one && !winners.iter().any(|&x| w.is_you(x)) {
                "wins"
            } else {
                "win"
            };
            match (config.match_length() > 1, winners.is_empty()) {
                (true, true) => "The match is over: nobody wins it.".into(),
                (true, false) => format!("The match is over: {names} {verb} it."),
                (false, true) => "The game is over: nobody wins it.".into(),
                (false, false) => format!("The game is over: {names} {verb} the game."),
            }
        }
    }
}

fn king_says(w: &Words, king: Seat, verb: &str) -> String {
    if w.is_you(king) {
        w.says(king, verb)
    } else {
        format!("King {}", w.says(king, verb))
    }
}

trait LowerFirst {
    fn to_lowercase_first(&self) -> String;
}

impl LowerFirst for String {
    /// "You have" inside a sentence: "you have" (names keep their capital).
    fn to_lowercase_first(&self) -> String {
        match self.strip_prefix("You ") {
            Some(rest) => format!("you {rest}"),
            None => self.clone(),
        }
    }
}

/// The battle's verdict: "Ren wins the battle with 24 and takes 2 heads."
pub fn verdict(w: &Words, b: &BattleResult) -> String {
    match b.winner {
        _ if b.cut_short => "The illegal suit ended the game before the battle.".into(),
        Some(x) => format!(
            "{} the battle with {} and {} {}.",
            w.says(x, "win"),
            b.totals.get(x).copied().flatten().unwrap_or(0),
            if w.is_you(x) { "take" } else { "takes" },
            count(b.heads, "head")
        ),
        None => "Nobody wins the battle: no heads are taken.".into(),
    }
}

/// The battle's heading on the table, short enough for one line on a phone (the winner's
/// row says the heads it takes): "Mei wins the battle with 24."
pub fn battle_heading(w: &Words, b: &BattleResult) -> String {
    match b.winner {
        _ if b.cut_short => verdict(w, b),
        Some(x) => format!(
            "{} {} the battle with {}.",
            w.short(x),
            if w.is_you(x) { "win" } else { "wins" },
            b.totals.get(x).copied().flatten().unwrap_or(0)
        ),
        None => "Nobody wins the battle.".into(),
    }
}

/// Inside a line of the summary, short: "you", "Mei" (a computer's level left out).
fn short_whom(w: &Words, seat: Seat) -> String {
    if w.is_you(seat) {
        "you".into()
    } else {
        w.short(seat)
    }
}

/// "A, B and C".
fn and_list(names: &[String]) -> String {
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.concat(),
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
                    "A face card in the hand dealt".into()
                }
                Why::FaceCard if seats.len() == 1 => format!("Face cards in {most} hands dealt"),
                Why::FaceCard => "Face cards in the hands dealt".into(),
                Why::Joker(s) if most == 1 => format!("A Joker drawn by {}", short_whom(w, s)),
                Why::Joker(s) => format!("{most} Jokers drawn by {}", short_whom(w, s)),
                Why::Illegal => "The illegal suit in the army".into(),
                Why::Charge => "Charged and lost".into(),
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
                    let each = if names.len() > 1 { " each" } else { "" };
                    format!(
                        "{}{each} to {}",
                        count(n as i64, "disgrace"),
                        and_list(&names)
                    )
                })
                .collect();
            format!("{reason}: {}.", cost.join(", "))
        })
        .collect();
    if !out.is_empty() {
        let names: Vec<String> = out.iter().map(|&s| short_whom(w, s)).collect();
        lines.push(format!("Out of the game: {}.", and_list(&names)));
    }
    lines
}

/// What the phase asks, for the status line: "exchange: swap hand cards into your army".
/// In an appeal the King answers it; the others appeal or not.
pub fn phase_task(phase: Phase, king: bool) -> &'static str {
    match phase {
        Phase::DeclareSuit => "declare a suit illegal",
        Phase::JokerAppeal | Phase::ArmyAppeal if king => "respond to the appeal or reject it",
        Phase::JokerAppeal | Phase::ArmyAppeal => "appeal to the King or not",
        Phase::Exchange => "swap hand cards into your army, then Done",
        Phase::Charge => "charge with a hand card, or not",
        Phase::Battle => "the battle",
        Phase::GameOver => "the game is over",
        Phase::Over => "the match is over",
    }
}

/// "Your turn: ..." alone at the device, "Aiko, your turn: ..." with several people.
/// The status line between two games of a match: who won the game just over and, when a
/// person goes on, the button: "You win game 1 of 3: press Next game."
pub fn game_over_status(
    w: &Words,
    game_no: u32,
    games: u32,
    winner: Option<Seat>,
    press: bool,
) -> String {
    let result = match winner {
        Some(x) => format!("{} game {game_no} of {games}", w.says(x, "win")),
        None => format!("Game {game_no} of {games} ends without a winner"),
    };
    if press {
        format!("{result}: press Next game.")
    } else {
        format!("{result}; the next game follows.")
    }
}

pub fn your_turn(w: &Words, seat: Seat, phase: Phase, king: bool) -> String {
    if w.is_you(seat) {
        format!("Your turn: {}.", phase_task(phase, king))
    } else {
        format!(
            "{}, your turn: {}.",
            w.setup.name(seat),
            phase_task(phase, king)
        )
    }
}

/// The end screen's first line: "You win" / "You lose" / "Draw" for one person at the
/// device; the winners' names with several people (or none).
pub fn outcome(w: &Words, winners: &[Seat]) -> String {
    match (w.you, winners) {
        (_, []) => "Draw".into(),
        (Some(me), [x]) if *x == me => "You win".into(),
        (Some(me), ws) if ws.contains(&me) => "Draw".into(),
        (Some(_), _) => "You lose".into(),
        (None, [x]) => format!("{} wins", w.setup.name(*x)),
        (None, ws) => format!("{} share the win", w.setup.names(ws)),
    }
}

/// What a head is, said once on the table.
pub const HEADS_KEY: &str = "Heads: the K, Q and J in the armies you beat.";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::kit::PlayerKind;
    use crate::core::BotLevel;

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
}
