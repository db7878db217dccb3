//! Every refusal of every engine reads wholly in Japanese for a Japanese reader (issue 33):
//! a phone's move refused by an English host is said in the phone's language, so an error
//! carries what went wrong as a value, never a sentence made in the language of the moment.

use crate::core::lang::{in_lang, Lang};
use crate::core::{Game, SaveError, Session, UndoRefusal};
use crate::games::{honor, judge, panda, pocket, satsuma};

/// Why a Japanese text is not wholly Japanese: an ASCII word, or half-width punctuation
/// where Japanese writes 「：」「！」「？」「（）」. Digits stay (counts, seat numbers).
fn not_japanese(text: &str) -> Option<String> {
    let word: String = text
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    let half: String = text.chars().filter(|c| ":!?()".contains(*c)).collect();
    (!word.is_empty() || !half.is_empty()).then(|| format!("{word} {half}"))
}

/// Each error displayed in Japanese, failing on the first that is not wholly Japanese.
fn all_japanese<E: std::fmt::Display>(game: &str, errors: &[E]) {
    in_lang(Lang::Ja, || {
        for e in errors {
            let text = e.to_string();
            assert!(!text.is_empty(), "{game}: an empty refusal");
            if let Some(bad) = not_japanese(&text) {
                panic!("{game}: 「{text}」 is not wholly Japanese ({bad})");
            }
        }
    });
}

#[test]
fn satsuma_refusals_read_in_japanese() {
    use satsuma::SatsumaError as E;
    // Every variant (the match fails to compile when one is added and not listed here).
    let every = [
        E::GameOver,
        E::NoSuchSeat(2),
        E::NotLogistics,
        E::AlreadyDiscarded,
        E::TooManyDiscards(4),
        E::NotInHand(17),
        E::DiscardedTwice(17),
        E::NotClash,
    ];
    for e in &every {
        match e {
            E::GameOver
            | E::NoSuchSeat(_)
            | E::NotLogistics
            | E::AlreadyDiscarded
            | E::TooManyDiscards(_)
            | E::NotInHand(_)
            | E::DiscardedTwice(_)
            | E::NotClash => {}
        }
    }
    all_japanese("Satsuma", &every);
}

#[test]
fn honor_refusals_read_in_japanese() {
    use honor::{ConfigError, HonorError as E, Phase};
    let phases = [
        Phase::DeclareSuit,
        Phase::JokerAppeal,
        Phase::Exchange,
        Phase::Charge,
        Phase::ArmyAppeal,
        Phase::Battle,
        Phase::GameOver,
        Phase::Over,
    ];
    let mut every = vec![
        E::MatchOver,
        E::NoSuchSeat(6),
        E::NotYourTurn(1),
        E::OutOfGame(2),
        E::KingCannotAppeal,
        E::NoSuchHandCard { index: 5, hand: 3 },
        E::NoSuchArmySlot(4),
    ];
    every.extend(phases.map(E::NotNow));
    for e in &every {
        match e {
            E::MatchOver
            | E::NoSuchSeat(_)
            | E::NotNow(_)
            | E::NotYourTurn(_)
            | E::OutOfGame(_)
            | E::KingCannotAppeal
            | E::NoSuchHandCard { .. }
            | E::NoSuchArmySlot(_) => {}
        }
    }
    all_japanese("Honor", &every);
    all_japanese(
        "Honor's set-up",
        &[
            ConfigError::SeatCount(7),
            ConfigError::DiplomacyNeedsKings,
            ConfigError::TargetHeads(0),
            ConfigError::GamesInMatch(12),
        ],
    );
}

#[test]
fn judge_refusals_read_in_japanese() {
    use judge::JudgeError as E;
    let every = [
        E::NoSuchSeat(3),
        E::TooEarly,
        E::NotRacing,
        E::CannotStart,
        E::NothingToRestart,
        E::TimeGoesBack,
        E::NotOnAHead,
        E::GameOver,
    ];
    for e in &every {
        match e {
            E::NoSuchSeat(_)
            | E::TooEarly
            | E::NotRacing
            | E::CannotStart
            | E::NothingToRestart
            | E::TimeGoesBack
            | E::NotOnAHead
            | E::GameOver => {}
        }
    }
    all_japanese("Judge", &every);
}

#[test]
fn pocket_refusals_read_in_japanese() {
    use pocket::{by_name, CallTarget, Doing, Phase, PocketError as E, Symbol};
    let fan = by_name("Iron Fan").unwrap();
    let phases = [
        Phase::Dojo,
        Phase::Commit,
        Phase::Call,
        Phase::Choose,
        Phase::Exhaust,
        Phase::RoundOver,
        Phase::Over,
    ];
    let doings = [
        Doing::Picking,
        Doing::LayingACard,
        Doing::Calling,
        Doing::ChoosingASymbol,
        Doing::Exhausting,
        Doing::Passing,
        Doing::NextRound,
    ];
    let symbols = [
        Symbol::Sword,
        Symbol::Helm,
        Symbol::Aggression,
        Symbol::Wisdom,
        Symbol::Agility,
    ];
    let mut every = vec![
        E::GameOver,
        E::NoSuchSeat(2),
        E::NotYourPick,
        E::NotInRow(fan),
        E::NotInHand(pocket::STRIKE),
        E::AlreadyCommitted,
        E::NoCall,
        E::AlreadyDecided,
        E::NotChooser,
        E::NotInPlay(fan),
        E::NoExhaustAbility(fan),
        E::AlreadyPassed,
    ];
    for action in doings {
        every.extend(phases.map(|phase| E::WrongPhase { action, phase }));
    }
    for target in [CallTarget::Any, CallTarget::Strike]
        .into_iter()
        .chain(symbols.map(CallTarget::With))
    {
        every.push(E::CannotCall { card: fan, target });
    }
    every.extend(symbols.map(E::NotAnOption));
    for e in &every {
        match e {
            E::GameOver
            | E::NoSuchSeat(_)
            | E::WrongPhase { .. }
            | E::NotYourPick
            | E::NotInRow(_)
            | E::NotInHand(_)
            | E::AlreadyCommitted
            | E::NoCall
            | E::AlreadyDecided
            | E::CannotCall { .. }
            | E::NotChooser
            | E::NotAnOption(_)
            | E::NotInPlay(_)
            | E::NoExhaustAbility(_)
            | E::AlreadyPassed => {}
        }
    }
    all_japanese("Pocket", &every);
}

#[test]
fn panda_refusals_read_in_japanese_even_when_made_in_english() {
    use panda::{recognize, Action, Card, NotNow, PandaConfig, PandaError as E, Suit};
    // The refusals the engine gives in the passing, made while the app reads English (a
    // host) and read by a Japanese phone: the reason was a sentence fixed when made.
    let mut s = panda::PandaState::new(&PandaConfig::default(), 1);
    let seven = Card::new(Suit::Asahi, 7);
    let mut every: Vec<E> = [
        Action::Pass,
        Action::NoAmbush,
        Action::GiveTrick(1),
        Action::Play([seven].into_iter().collect()),
    ]
    .iter()
    .map(|a| in_lang(Lang::En, || s.apply(0, a).unwrap_err()))
    .collect();
    let pair = recognize(crate::games::panda::tests::cs(&["t7", "g7"])).unwrap();
    every.extend([
        E::GameOver,
        E::NotYourTurn,
        E::NotNow(NotNow::PassingOver),
        E::NotNow(NotNow::NoTrickToPass),
        E::NotNow(NotNow::NoAmbushWindow),
        E::NotNow(NotNow::NoTrickToGive),
        E::NotNow(NotNow::Passing),
        E::NotNow(NotNow::GivingTrick),
        E::AlreadyCalled,
        E::CallAfterFirstCard,
        E::AlreadyGave,
        E::SameCardTwice,
        E::NotInHand(seven),
        E::NotInHand(Card::PANDA),
        E::NoCards,
        E::NotACombination,
        E::DoesNotBeat { table: pair },
        E::CatfishOnHigh,
        E::FirstLeadNeedsOne,
        E::CatOnlyAsLead,
        E::KingdomNeedsAllFour,
        E::CannotPassLead,
        E::OnlyAmbushNow,
        E::NotAnOpponent(2),
    ]);
    for e in &every {
        match e {
            E::GameOver
            | E::NotYourTurn
            | E::NotNow(_)
            | E::AlreadyCalled
            | E::CallAfterFirstCard
            | E::AlreadyGave
            | E::SameCardTwice
            | E::NotInHand(_)
            | E::NoCards
            | E::NotACombination
            | E::DoesNotBeat { .. }
            | E::CatfishOnHigh
            | E::FirstLeadNeedsOne
            | E::CatOnlyAsLead
            | E::KingdomNeedsAllFour
            | E::CannotPassLead
            | E::OnlyAmbushNow
            | E::NotAnOpponent(_) => {}
        }
    }
    all_japanese("Panda", &every);
}

#[test]
fn undo_and_save_refusals_read_in_japanese() {
    all_japanese(
        "Undo",
        &[
            UndoRefusal::Nothing,
            UndoRefusal::Revealed,
            UndoRefusal::Over,
            UndoRefusal::NotAlone,
            UndoRefusal::Race,
        ],
    );
    // A save whose log does not replay, read in Japanese (a player reads
    // `broken_save_message` instead; this is what a log or a test shows).
    let replay = |seat, action| {
        let mut save =
            Session::<satsuma::SatsumaState>::new(satsuma::SatsumaConfig::default(), 1).to_save(());
        save.log.push((seat, action));
        Session::from_save(&save).unwrap_err()
    };
    let (no_seat, refused) = in_lang(Lang::Ja, || {
        (
            replay(5, satsuma::Action::NextHand),
            replay(0, satsuma::Action::NextHand),
        )
    });
    all_japanese(
        "Saves",
        &[
            no_seat,
            refused,
            SaveError::Corrupt("expected value at line 1".into()),
            SaveError::Incompatible {
                found: 0,
                expected: 1,
            },
            SaveError::WrongGame("honor".into()),
        ],
    );
}
