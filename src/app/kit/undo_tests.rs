//! Undo at the table: what it takes back, what it restores and saves, when it is refused
//! and why.

use super::*;
use crate::core::Save;
use crate::games::pocket::PocketState;
use crate::games::satsuma::{Action, Phase, SatsumaState, Side};

fn table(kinds: &[PlayerKind]) -> Table<SatsumaState> {
    let setup = TableSetup::numbered(kinds);
    Table::new(Rc::new(Session::new(Default::default(), 7)), setup)
}

/// Pocket against the computer, the person picking first from a row all can see.
fn pocket() -> Table<PocketState> {
    let setup = TableSetup::numbered(&[PlayerKind::Human, PlayerKind::Bot(BotLevel::Medium)]);
    Table::new(Rc::new(Session::new(Default::default(), 5)), setup)
}

#[test]
fn undo_takes_back_the_persons_move_and_the_computers_after_it() {
    let mut t = pocket();
    assert!(t.offers_undo());
    assert_eq!(t.undo_point(), Err(UndoRefusal::Nothing));
    let start = t.held().clone();
    let seen = t.state().observe(0);
    let pick = t.state().legal_actions(0)[3].clone();
    assert!(t.apply(0, pick));
    assert!(t.handle(KitMsg::Bot(1)), "the computer picks from the row");
    assert_eq!(t.held().log.len(), 2);
    // Nothing hidden was shown: a pick is made face up from cards face up.
    assert_eq!(t.undo_point(), Ok(0));
    t.notice = Some("an old refusal".into());
    assert!(t.handle(KitMsg::Undo));
    assert!(t.held().log.is_empty());
    assert_eq!(t.state(), &start.state, "exactly the state before the move");
    assert_eq!(t.state().observe(0), seen);
    assert_eq!(t.notice, None);
    // The person's turn again: the computer does not move first.
    assert_eq!(t.state().to_act(), vec![0]);
    // What is saved is the shorter log, and it restores the same game.
    let json = serde_json::to_string(&t.held().to_save(t.setup.clone())).unwrap();
    let (session, _) = restore::<PocketState, TableSetup>(&json).unwrap();
    assert!(session.log.is_empty());
    assert_eq!(session.state, start.state);
}

#[test]
fn undo_is_the_replay_of_the_shorter_log_and_may_go_on_back() {
    let mut t = pocket();
    for _ in 0..2 {
        let pick = t.state().legal_actions(0)[0].clone();
        assert!(t.apply(0, pick));
        assert!(t.handle(KitMsg::Bot(1)));
    }
    let log = t.held().log.clone();
    assert_eq!(t.undo_point(), Ok(2));
    t.undo().unwrap();
    let replayed = Session::<PocketState>::from_save(&Save {
        log: log[..2].to_vec(),
        ..t.held().to_save(())
    })
    .unwrap();
    assert_eq!(t.held().log, log[..2]);
    assert_eq!(t.state(), &replayed.state);
    // The pick before it, too: nothing was shown since either.
    assert_eq!(t.undo_point(), Ok(0));
    t.undo().unwrap();
    assert!(t.held().log.is_empty());
    assert_eq!(t.undo_point(), Err(UndoRefusal::Nothing));
}

#[test]
fn undo_is_refused_after_a_reveal_and_says_why() {
    let mut t = table(&[PlayerKind::Human, PlayerKind::Bot(BotLevel::Easy)]);
    // Discarding one card draws one: a card the person had not seen.
    let card = t.state().hand(Side::Samurai)[0];
    assert!(t.apply(0, Action::Discard(vec![card])));
    assert_eq!(t.undo_point(), Err(UndoRefusal::Revealed));
    let before = t.held().clone();
    assert!(t.handle(KitMsg::Undo));
    assert!(Rc::ptr_eq(&before, t.held()), "the game is as it was");
    assert_eq!(
        t.notice.as_deref(),
        Some("A card was revealed since your move.")
    );
}

#[test]
fn keeping_a_hand_may_be_taken_back_until_the_clash_shows() {
    let mut t = table(&[PlayerKind::Human, PlayerKind::Bot(BotLevel::Easy)]);
    assert!(t.apply(0, Action::Discard(vec![])));
    assert_eq!(t.undo_point(), Ok(0));
    // The computer discards: both hands are shown in the clash.
    assert!(t.handle(KitMsg::Bot(1)));
    assert_eq!(t.state().phase(), Phase::Clash);
    assert_eq!(t.undo_point(), Err(UndoRefusal::Revealed));
    // "Next hand" is no choice of the person's: the point stays the discard.
    assert!(t.apply(0, Action::NextHand));
    assert_eq!(t.undo_point(), Err(UndoRefusal::Revealed));
}

#[test]
fn undo_is_only_for_one_person_against_computers() {
    for kinds in [
        vec![PlayerKind::Human, PlayerKind::Human],
        vec![
            PlayerKind::Bot(BotLevel::Easy),
            PlayerKind::Bot(BotLevel::Hard),
        ],
    ] {
        let mut t = table(&kinds);
        assert!(!t.offers_undo());
        if kinds[0] == PlayerKind::Human {
            t.handle(KitMsg::Reveal(0));
            assert!(t.apply(0, Action::Discard(vec![])));
        }
        assert_eq!(t.undo_point(), Err(UndoRefusal::NotAlone));
        assert!(t.handle(KitMsg::Undo));
        assert_eq!(
            t.held().log.len(),
            usize::from(kinds[0] == PlayerKind::Human)
        );
    }
}

#[test]
fn a_race_cannot_be_taken_back() {
    use crate::app::judge::setup::JudgeTable;
    use crate::games::judge::JudgeState;
    let players = vec![
        Player {
            name: "P0".into(),
            kind: PlayerKind::Human,
        },
        Player {
            name: "P1".into(),
            kind: PlayerKind::Bot(BotLevel::Easy),
        },
    ];
    let judge = JudgeTable {
        players,
        queue: vec![],
        ..JudgeTable::default()
    };
    let t: Table<JudgeState, JudgeTable> =
        Table::new(Rc::new(Session::new(Default::default(), 3)), judge);
    assert!(!t.offers_undo());
    assert_eq!(t.undo_point(), Err(UndoRefusal::Race));
    assert_eq!(UndoRefusal::Race.to_string(), "A race cannot be taken back");
}

#[test]
fn the_tables_no_ambush_for_a_person_is_no_move_to_take_back() {
    use crate::games::panda::{moves, Action as Panda, PandaState, Phase as PandaPhase};
    let kinds = [
        PlayerKind::Human,
        PlayerKind::Bot(BotLevel::Easy),
        PlayerKind::Bot(BotLevel::Easy),
        PlayerKind::Bot(BotLevel::Easy),
    ];
    let session = Rc::new(Session::new(Default::default(), 9));
    let mut t: Table<PandaState> = Table::new(session, TableSetup::numbered(&kinds));
    for seat in 1..4 {
        assert!(t.bot_move(seat));
    }
    let legal = t.state().legal_actions(0);
    let give = legal
        .into_iter()
        .find(|a| matches!(a, Panda::GiveCards { .. }));
    assert!(t.apply(0, give.unwrap()));
    let mut answered = 0;
    while !(t.state().phase() == PandaPhase::Play && t.state().to_act() == [0]) {
        let s = t.state();
        match s.to_act()[0] {
            0 => {
                assert!(!moves::has_ambush(s.hand(0), s.table()), "none to call");
                assert!(t.apply(0, Panda::NoAmbush));
                answered += 1;
            }
            bot => assert!(t.bot_move(bot)),
        }
    }
    assert!(answered > 0, "the table answered for the person");
    // The point is still the give, and the cards given to the person were shown since.
    assert_eq!(t.undo_point(), Err(UndoRefusal::Revealed));
}
