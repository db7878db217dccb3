//! Words and faces for Honor of the Samurai's cards and events.

use crate::app::art;
use crate::app::components::CardFace;
use crate::app::kit::TableSetup;
use crate::games::honor::{Card, DisgraceReason, Event, GameEnd, Suit};

pub fn face(card: Card) -> CardFace {
    CardFace::new(art::HONOR, art::honor_id(card))
}

pub fn suit_label(suit: Suit) -> String {
    suit.name().to_string()
}

fn reason_text(setup: &TableSetup, reason: DisgraceReason) -> String {
    match reason {
        DisgraceReason::FaceCardInHand => "held a face card".into(),
        DisgraceReason::JokerDrawnBy(s) => format!("{} drew a Joker", setup.name(s)),
        DisgraceReason::IllegalSuit => "the army held the illegal suit".into(),
        DisgraceReason::FailedCharge => "charged and lost the battle".into(),
    }
}

fn cards_text(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|c| c.name())
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn event_text(setup: &TableSetup, negative_heads: bool, e: &Event) -> String {
    let n = |s: usize| setup.name(s);
    match e {
        Event::GameBegins {
            game_no,
            king: Some(k),
        } => format!("Game {game_no} begins. {} is King.", n(*k)),
        Event::GameBegins {
            game_no,
            king: None,
        } => format!("Game {game_no} begins."),
        Event::IllegalSuitDeclared { king, suit } => {
            format!("King {} declares {} illegal.", n(*king), suit_label(*suit))
        }
        Event::HandBegins {
            hand_no, dealer, ..
        } => {
            format!(
                "Hand {hand_no}: {} deals three army cards and three hand cards to each.",
                n(*dealer)
            )
        }
        Event::Reshuffled { cards } => {
            format!("The discard pile ({cards} cards) is shuffled into a new draw pile.")
        }
        Event::JokerDrawn { seat } => {
            format!("{} drew a Joker: everyone else is disgraced.", n(*seat))
        }
        Event::HandDiscarded { seat, cards } => {
            format!(
                "{} holds a face card ({}): disgraced, discards the hand.",
                n(*seat),
                cards_text(cards)
            )
        }
        Event::Disgraced {
            seat,
            reason,
            disgraces,
            heads,
        } => {
            let count = if negative_heads {
                format!("now {heads} heads")
            } else {
                format!(
                    "{disgraces} disgrace{}",
                    if *disgraces == 1 { "" } else { "s" }
                )
            };
            format!(
                "{} is disgraced ({}): {count}.",
                n(*seat),
                reason_text(setup, *reason)
            )
        }
        Event::Out { seat } => format!("{} is out of the game.", n(*seat)),
        Event::Redrew { seat, cards } => format!("{} redraws {cards} cards.", n(*seat)),
        Event::AppealAnswered {
            seat,
            appealed: true,
        } => format!("{} appeals to the King.", n(*seat)),
        Event::AppealAnswered {
            seat,
            appealed: false,
        } => format!("{} does not appeal.", n(*seat)),
        Event::KingAnswered { king, respond, .. } => {
            format!(
                "King {} {} the appeal.",
                n(*king),
                if *respond { "responds to" } else { "rejects" }
            )
        }
        Event::KingDrew {
            king,
            card: Some(c),
        } => format!("King {} draws {}.", n(*king), c.name()),
        Event::KingDrew { king, card: None } => {
            format!("King {} has no card to draw: the appeal fails.", n(*king))
        }
        Event::JokerCancelled { drawer } => {
            format!(
                "A face card! The disgraces of {}'s Joker are cancelled.",
                n(*drawer)
            )
        }
        Event::Exchanged { seat, slot } => {
            format!("{} swaps a card into army slot {}.", n(*seat), slot + 1)
        }
        Event::ExchangeEnded { seat, swaps } => {
            format!("{} is done exchanging ({swaps} swaps).", n(*seat))
        }
        Event::Charged { seat } => format!(
            "{} charges: a hand card joins the army face down.",
            n(*seat)
        ),
        Event::NoCharge { seat } => format!("{} does not charge.", n(*seat)),
        Event::ArmiesRevealed { .. } => "The armies are revealed.".into(),
        Event::JokerReplaced {
            seat, replacement, ..
        } => {
            format!(
                "{} replaces the Joker in the army with {}.",
                n(*seat),
                replacement.name()
            )
        }
        Event::Battle(b) => match b.winner {
            _ if b.cut_short => "The illegal suit ended the game before the battle.".into(),
            Some(w) => format!(
                "{} wins the battle with {} and takes {} head{}.",
                n(w),
                b.totals.get(w).copied().flatten().unwrap_or(0),
                b.heads,
                if b.heads == 1 { "" } else { "s" }
            ),
            None => "Nobody wins the battle.".into(),
        },
        Event::GameOver(r) => match (r.winner, r.how) {
            (Some(w), GameEnd::TargetHeads) => format!(
                "{} reaches {} heads and wins game {}.",
                n(w),
                r.heads[w],
                r.game_no
            ),
            (Some(w), GameEnd::LastStanding) => format!(
                "{} is the last player standing and wins game {}.",
                n(w),
                r.game_no
            ),
            (Some(w), GameEnd::AllOutMostHeads) => format!(
                "Everybody is out; {} had the most heads and wins game {}.",
                n(w),
                r.game_no
            ),
            _ => format!("Game {} ends without a winner.", r.game_no),
        },
        Event::MatchOver { winners, .. } => {
            let names: Vec<String> = winners.iter().map(|&w| n(w)).collect();
            format!("The match is over: {} won it.", names.join(" and "))
        }
    }
}
