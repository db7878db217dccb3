use super::*;
use crate::app::kit::{PlayerKind, TableSetup};
use crate::core::{BotLevel, Game, Session};
use crate::games::pocket::{PocketConfig, HIDDEN, STRIKE};
use std::rc::Rc;

const BOT: PlayerKind = PlayerKind::Bot(BotLevel::Easy);
const HUMAN: PlayerKind = PlayerKind::Human;

fn model_first(kinds: [PlayerKind; 2], first_player: Seat) -> Model {
    let config = PocketConfig {
        first_player,
        ..PocketConfig::default()
    };
    let session = Rc::new(Session::new(config, 5));
    Model::new(Table::new(session, TableSetup::numbered(&kinds)))
}

fn model(kinds: [PlayerKind; 2]) -> Model {
    model_first(kinds, 0)
}

/// Plays the draft to its end: people pick their first card, bots move themselves.
fn draft(m: &mut Model) {
    while m.state().phase() == Phase::Dojo {
        match m.bot_to_act() {
            Some(bot) => assert!(m.update(Msg::Kit(KitMsg::Bot(bot)))),
            None => {
                m.update(Msg::Index(0));
                m.update(Msg::Confirm);
            }
        }
    }
    assert_eq!(m.state().phase(), Phase::Commit);
}

/// Lays the first card of `seat`'s hand that is not Strike!, through the table.
fn lay(m: &mut Model, seat: Seat) {
    let i = m
        .state()
        .hand(seat)
        .iter()
        .position(|&c| c != STRIKE)
        .unwrap();
    m.update(Msg::Index(i));
    assert!(m.selected.is_some());
    let before = m.t.held().log.len();
    m.update(Msg::Confirm);
    assert_eq!(m.t.held().log.len(), before + 1);
    assert_eq!((m.selected, m.t.shown_to), (None, None));
}

/// Whether both cards of `turn` have been flipped.
fn flipped(m: &Model, turn: u32) -> bool {
    m.state().phase() != Phase::Commit || m.state().turn() > turn
}

#[test]
fn against_the_computer_the_person_picks_and_waits_for_the_bot() {
    let mut m = model([HUMAN, BOT]);
    assert_eq!(m.state().phase(), Phase::Dojo);
    assert!(m.may_act() && !m.needs_hand_over());
    assert_eq!((m.viewer(), m.bot_to_act()), (0, None));
    m.update(Msg::Confirm);
    assert_eq!(m.t.notice.as_deref(), Some("Choose a card first."));
    m.update(Msg::Index(2));
    let card = m.state().row()[2];
    assert_eq!(m.selected, Some(card));
    m.update(Msg::Confirm);
    assert!(m.state().hand(0).contains(&card));
    assert_eq!(m.selected, None);
    assert!(!m.may_act(), "the computer picks next");
    assert_eq!(m.bot_to_act(), Some(1));
    assert_eq!(m.thinking(), Some(1), "its seat shows it deciding");
    assert_eq!(m.viewer(), 0, "the person's side stays shown");
    // Out of turn: the click is refused with who is awaited.
    let other = m.state().row()[0];
    assert!(m.update(Msg::Select(other)));
    assert_eq!(
        m.t.notice.as_deref(),
        Some("It is not your turn: waiting for P1.")
    );
    assert!(!m.update(Msg::Index(0)), "keys do nothing out of turn");
    assert!(m.update(Msg::Kit(KitMsg::Bot(1))));
    assert!(m.may_act());
    assert_eq!(m.thinking(), None);
    assert_eq!(m.collector(), None, "no round decided yet");
}

#[test]
fn the_computer_picks_first_when_the_form_says_so() {
    let m = model_first([HUMAN, BOT], 1);
    assert!(!m.may_act());
    assert_eq!(m.bot_to_act(), Some(1));
    assert!(!m.t.is_bot(m.viewer()));
}

#[test]
fn a_person_lays_a_card_and_the_opponents_stays_hidden() {
    let mut m = model([HUMAN, BOT]);
    draft(&mut m);
    // Both lay at once: the person may act while the computer also has to.
    assert!(m.may_act());
    assert_eq!(m.bot_to_act(), Some(1));
    m.update(Msg::Kit(KitMsg::Bot(1)));
    assert!(m.state().committed(1).is_some());
    assert!(
        m.may_act(),
        "the computer's card does not end the person's turn"
    );
    // What the table draws for the person: the computer's card face down, unnamed.
    let view = m.state().observe(m.viewer()).view;
    assert_eq!(view.committed(1), Some(HIDDEN));
    // After the draft the opponent's hand stays known (the rulings' decision).
    assert_eq!(view.hand(1), m.state().hand(1));
    let turn = m.state().turn();
    lay(&mut m, 0);
    assert!(flipped(&m, turn));
}

#[test]
fn two_people_lay_their_cards_behind_hand_overs() {
    let mut m = model([HUMAN, HUMAN]);
    // The draft is public: no hand-over, each picker acts in turn.
    assert!(!m.needs_hand_over() && m.may_act());
    assert_eq!(m.bot_to_act(), None);
    draft(&mut m);
    assert_eq!(m.actor(), Some(0));
    assert!(m.needs_hand_over() && !m.may_act());
    assert!(
        !m.update(Msg::Index(0)),
        "nothing is chosen behind the screen"
    );
    assert!(m.selected.is_none());
    m.update(Msg::Kit(KitMsg::Reveal(0)));
    assert!(m.may_act() && m.can_act() == Some(0));
    lay(&mut m, 0);
    // The second person's turn to lay: the device changes hands first.
    assert_eq!((m.actor(), m.viewer()), (Some(1), 1));
    assert!(m.needs_hand_over() && !m.may_act());
    let view = m.state().observe(m.viewer()).view;
    assert_eq!(
        view.committed(0),
        Some(HIDDEN),
        "seat 0's card is not in P1's view"
    );
    m.update(Msg::Kit(KitMsg::Reveal(1)));
    assert!(m.may_act());
    let turn = m.state().turn();
    lay(&mut m, 1);
    assert!(flipped(&m, turn));
}

/// The first Call or Exhaust card among `cards`.
fn preferred(cards: &[Card]) -> Option<usize> {
    use crate::games::pocket::AbilityKind;
    cards.iter().position(|&c| {
        matches!(
            def(c).ability.kind(),
            AbilityKind::Call | AbilityKind::Exhaust
        )
    })
}

#[test]
fn between_two_people_only_the_face_down_choices_wait_for_a_hand_over() {
    let mut seen = std::collections::BTreeSet::new();
    for seed in 1..=6 {
        let mut m = model([HUMAN, HUMAN]);
        m.t.rematch(seed);
        let mut steps = 0;
        while m.state().phase() != Phase::Over && steps < 400 {
            steps += 1;
            let phase = m.state().phase();
            seen.insert(format!("{phase:?}"));
            assert_eq!(m.bot_to_act(), None);
            if matches!(phase, Phase::Commit | Phase::Call) {
                let actor = m.actor().unwrap();
                assert!(
                    m.needs_hand_over() && !m.may_act(),
                    "{phase:?} starts hidden"
                );
                assert!(m.update(Msg::Kit(KitMsg::Reveal(actor))));
            } else {
                assert!(!m.needs_hand_over(), "{phase:?} is public");
            }
            assert!(m.may_act(), "one of the two may always act");
            let v = m.can_act().unwrap();
            match phase {
                Phase::Commit => {
                    // Strike! every third turn so rounds end, else a Call or Exhaust
                    // card so the duel reaches those steps.
                    let hand = m.state().hand(v);
                    let i = if m.state().turn() % 3 == 0 {
                        hand.iter().position(|&c| c == STRIKE)
                    } else {
                        preferred(hand)
                    };
                    m.update(Msg::Index(i.unwrap_or(0)));
                    assert!(m.update(Msg::Confirm));
                }
                Phase::Dojo => {
                    let i = preferred(m.state().row()).unwrap_or(steps % 3);
                    m.update(Msg::Index(i));
                    assert!(m.update(Msg::Confirm));
                }
                Phase::Choose => assert!(m.update(Msg::Index(1))),
                Phase::RoundOver => assert!(m.update(Msg::NextRound)),
                _ => assert!(m.update(Msg::Pass)),
            }
            assert!(m.t.notice.is_none(), "{:?}", m.t.notice);
        }
        assert_eq!(m.state().phase(), Phase::Over);
        assert!(!m.may_act() && m.bot_to_act().is_none());
    }
    assert!(
        seen.contains("Call") && seen.contains("Exhaust"),
        "{seen:?}"
    );
}

#[test]
fn computers_alone_play_on_and_wait_longer_on_a_fresh_turn() {
    let mut m = model([BOT, BOT]);
    assert!(!m.may_act());
    assert_eq!(m.viewer(), 0);
    let mut steps = 0;
    while let Some(bot) = m.bot_to_act() {
        if m.state().phase() == Phase::RoundOver {
            assert_eq!(bot, 0, "seat 0 starts the next round");
            assert_eq!(m.bot_wait(100), 300);
            break;
        }
        if m.state().phase() == Phase::Dojo {
            assert_eq!(m.bot_wait(100), 100);
        }
        assert!(m.update(Msg::Kit(KitMsg::Bot(bot))));
        assert!(!m.may_act() && !m.needs_hand_over());
        if m.state().phase() == Phase::Commit
            && m.state().committed(0).is_none()
            && m.state().committed(1).is_none()
        {
            assert_eq!(m.bot_wait(100), 300);
        }
        steps += 1;
        assert!(steps < 500, "a round ends");
    }
    assert_eq!(m.state().phase(), Phase::RoundOver);
}

#[test]
fn a_person_starts_the_next_round_and_a_rematch_clears_the_table() {
    let mut m = model([HUMAN, BOT]);
    draft(&mut m);
    let mut steps = 0;
    while m.state().phase() != Phase::RoundOver {
        steps += 1;
        assert!(steps < 500, "a round ends");
        if let Some(bot) = m.bot_to_act() {
            m.update(Msg::Kit(KitMsg::Bot(bot)));
            continue;
        }
        match m.state().phase() {
            Phase::Commit => {
                // Strike! every turn, so the round ends.
                let i = m.state().hand(0).iter().position(|&c| c == STRIKE);
                m.update(Msg::Index(i.unwrap_or(0)));
                m.update(Msg::Confirm);
            }
            Phase::Choose => {
                m.update(Msg::Index(0));
            }
            _ => {
                m.update(Msg::Pass);
            }
        }
    }
    assert!(m.may_act(), "Next round is the person's");
    assert_eq!(m.bot_to_act(), None);
    assert_eq!(m.thinking(), None, "nobody decides between rounds");
    // The round's winner takes the duel's cards (none after a mutual defeat).
    let won = m.state().round_scored();
    let winner = match won {
        [true, false] => Some(0),
        [false, true] => Some(1),
        _ => None,
    };
    assert_eq!(m.collector(), winner);
    assert_eq!(m.bot_wait(100), 100);
    assert!(!m.update(Msg::Confirm));
    assert!(m.update(Msg::NextRound));
    assert_eq!(m.state().round(), 2);
    m.selected = Some(STRIKE);
    m.update(Msg::Kit(KitMsg::Rematch(77)));
    assert_eq!(m.t.held().seed, 77);
    assert_eq!((m.selected, m.state().phase()), (None, Phase::Dojo));
}

/// A person who lays every card but Strike! (calls nothing, exhausts nothing) against
/// the computer, until `stop` holds; `None` if the match ends first.
fn until(mut m: Model, stop: impl Fn(&Model) -> bool) -> Option<Model> {
    draft(&mut m);
    for _ in 0..2000 {
        if stop(&m) {
            return Some(m);
        }
        if let Some(bot) = m.bot_to_act() {
            m.update(Msg::Kit(KitMsg::Bot(bot)));
            continue;
        }
        match m.state().phase() {
            Phase::Over => return None,
            Phase::Commit => lay(&mut m, 0),
            Phase::Choose => {
                m.update(Msg::Index(0));
            }
            Phase::RoundOver => {
                m.update(Msg::NextRound);
            }
            _ => {
                m.update(Msg::Pass);
            }
        }
    }
    None
}

fn only_strike_left(m: &Model) -> bool {
    m.state().phase() == Phase::Commit
        && m.state().committed(0).is_none()
        && m.state().hand(0) == [STRIKE]
}

#[test]
fn a_forced_strike_is_laid_for_the_person_and_waits_after_an_undo() {
    let m = (1..60)
        .find_map(|seed| {
            let mut m = model([HUMAN, BOT]);
            m.t.rematch(seed);
            until(m, only_strike_left)
        })
        .expect("a seed leaves the person only Strike!");
    assert_eq!(m.forced_strike(), Some(0));
    let mut m = m;
    let log = m.t.held().log.len();
    assert!(
        !m.update(Msg::Forced(log + 1)),
        "a stale timer does nothing"
    );
    assert!(m.update(Msg::Forced(log)));
    assert_eq!(m.t.held().log[log], (0, Action::Commit(STRIKE)));
    assert_eq!(m.forced_strike(), None);
    // Taken back (when nothing was revealed since), it waits for the person.
    if m.t.undo_point() == Ok(log) {
        m.update(Msg::Kit(KitMsg::Undo));
        assert_eq!(m.t.held().log.len(), log);
        assert_eq!(m.forced_strike(), None);
    }
}

/// e2e/fixtures/pocket-forced-strike.json: Aiko against Mei (easy), Aiko's turn to lay
/// with only Strike! in hand. `UPDATE_FIXTURES=1` rewrites it, else it must match.
#[test]
fn the_forced_strike_fixture_leaves_the_person_only_strike() {
    use crate::app::kit::Player;
    let setup = TableSetup {
        players: vec![
            Player {
                name: "Aiko".into(),
                kind: HUMAN,
            },
            Player {
                name: "Mei (easy)".into(),
                kind: BOT,
            },
        ],
        hints: 0,
        coach: None,
        net: None,
    };
    let m = (1..60)
        .find_map(|seed| {
            let session = Rc::new(Session::new(PocketConfig::default(), seed));
            until(
                Model::new(Table::new(session, setup.clone())),
                only_strike_left,
            )
        })
        .expect("a seed leaves the person only Strike!");
    assert_eq!(m.forced_strike(), Some(0));
    let json = serde_json::to_string(&m.t.held().to_save(setup)).unwrap() + "\n";
    let path: std::path::PathBuf = [
        env!("CARGO_MANIFEST_DIR"),
        "e2e",
        "fixtures",
        "pocket-forced-strike.json",
    ]
    .iter()
    .collect();
    if std::env::var_os("UPDATE_FIXTURES").is_some() {
        std::fs::write(&path, &json).unwrap();
    }
    assert_eq!(
        std::fs::read_to_string(&path).unwrap_or_default(),
        json,
        "UPDATE_FIXTURES=1 rewrites it"
    );
}

#[test]
fn with_another_card_in_hand_nothing_is_laid_for_the_person() {
    let m = until(model([HUMAN, BOT]), |m| {
        m.state().phase() == Phase::Commit && m.can_act() == Some(0)
    })
    .unwrap();
    assert!(m.state().hand(0).len() > 1);
    assert_eq!(m.forced_strike(), None);
}

#[test]
fn a_double_tap_takes_or_lays_the_card_at_once() {
    let mut m = model([HUMAN, BOT]);
    let card = m.state().row()[3];
    assert!(m.update(Msg::Double(card)));
    assert!(m.state().hand(0).contains(&card), "taken");
    assert_eq!(m.selected, None);
    draft(&mut m);
    let card = m.state().hand(0)[0];
    assert!(m.update(Msg::Double(card)));
    assert_eq!(m.state().committed(0), Some(card), "laid");
}

#[test]
fn refusals_name_the_card_and_the_call() {
    assert_eq!(call_target_words(CallTarget::Strike), "only Strike!");
    assert_eq!(
        call_target_words(CallTarget::With(Symbol::Helm)),
        "only a card with a helm"
    );
    let m = model([HUMAN, BOT]);
    let card = m.state().row()[0];
    assert_eq!(
        refusal(m.state(), 0, card),
        format!("{} cannot be chosen now.", def(card).name)
    );
}
