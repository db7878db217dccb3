//! e2e/fixtures/honor-*.json: saved games the browser tests open, built here by seeded
//! computer play and pinned (`UPDATE_FIXTURES=1` rewrites them, else they must match).

use crate::app::honor::words::{hand_disgraces, Words};
use crate::app::kit::{model::bot_action, Player, PlayerKind, TableSetup};
use crate::core::{BotLevel, Session};
use crate::games::honor::{HonorConfig, HonorState, Phase};

/// Writes `json` to e2e/fixtures/`name` with UPDATE_FIXTURES=1, else checks the file holds it.
fn pin(name: &str, json: &str) {
    let path: std::path::PathBuf = [env!("CARGO_MANIFEST_DIR"), "e2e", "fixtures", name]
        .iter()
        .collect();
    if std::env::var_os("UPDATE_FIXTURES").is_some() {
        std::fs::write(&path, json).expect("fixture written");
    }
    assert_eq!(
        std::fs::read_to_string(&path).unwrap_or_default(),
        json,
        "{name}: UPDATE_FIXTURES=1 cargo test --release fixtures rewrites it"
    );
}

/// Aiko and `n - 1` medium computers, as the new-game dialog writes them.
fn seats(n: usize) -> TableSetup {
    let bot = |name: &str| Player {
        name: format!("{name} (medium)"),
        kind: PlayerKind::Bot(BotLevel::Medium),
    };
    let mut players = vec![Player {
        name: "Aiko".into(),
        kind: PlayerKind::Human,
    }];
    players.extend(
        ["Mei", "Haruto", "Yui", "Kenji", "Hana"][..n - 1]
            .iter()
            .map(|b| bot(b)),
    );
    TableSetup {
        players,
        hints: 0,
        coach: None,
        net: None,
    }
}

/// Every move a medium computer's (Aiko's too) until `stop` holds; `None` if the match
/// ends first.
fn play_until(
    config: HonorConfig,
    seed: u64,
    stop: impl Fn(&HonorState) -> bool,
) -> Option<Session<HonorState>> {
    let mut session = Session::<HonorState>::new(config, seed);
    while !stop(&session.state) {
        if session.state.is_over() {
            return None;
        }
        let seat = session.state.to_act()[0];
        let action = bot_action(&session, seat, BotLevel::Medium)?;
        session.apply(seat, action).ok()?;
    }
    Some(session)
}

/// `n` seats with Charges until the first battle; `None` if the game ends first.
fn first_battle(n: usize, seed: u64) -> Option<Session<HonorState>> {
    let config = HonorConfig {
        seats: n,
        charges: true,
        ..HonorConfig::default()
    };
    play_until(config, seed, |s| {
        matches!(s.phase(), Phase::Battle | Phase::GameOver)
    })
    .filter(|session| session.state.phase() == Phase::Battle)
}

/// The seed of honor-long-summary.json (the longest summary of a first battle with all
/// four in, of seeds 0 to 3000).
const LONG_SUMMARY_SEED: u64 = 221;

/// A four-seat battle (the fit test's table) whose summary is long: two Jokers and face
/// cards, every player disgraced, all four armies in the battle. The browser test checks
/// that every line of it shows whole, no box scrolled.
#[test]
fn the_long_summary_fixture_is_a_four_army_battle_with_three_lines_of_disgraces() {
    let setup = seats(4);
    let session = first_battle(4, LONG_SUMMARY_SEED).expect("a battle");
    let s = &session.state;
    assert_eq!(s.in_players(), vec![0, 1, 2, 3]);
    let lines = hand_disgraces(&Words::new(&setup), s.config(), s.events());
    assert_eq!(
        lines,
        [
            "A Joker drawn by Mei: 1 disgrace each to Haruto, Yui and you.",
            "Face cards in the hands dealt: 1 disgrace each to Mei and Haruto.",
            "A Joker drawn by Haruto: 1 disgrace each to Yui, you and Mei.",
        ]
    );
    // The same summary for a Japanese reader at a table set up in Japanese (names given by
    // the new-game form then): whole sentences, 「、」 between names, a counter.
    let ja = crate::core::lang::in_lang(crate::core::lang::Lang::Ja, || {
        hand_disgraces(&Words::new(&seats_ja(4)), s.config(), s.events())
    });
    assert_eq!(
        ja,
        [
            "メイが引いたジョーカー：ハルト、ユイ、あなたに不名誉1回ずつ。",
            "配られた手札に絵札：メイとハルトに不名誉1回ずつ。",
            "ハルトが引いたジョーカー：ユイ、あなた、メイに不名誉1回ずつ。",
        ]
    );
    let json = serde_json::to_string(&session.to_save(setup)).expect("a save") + "\n";
    pin("honor-long-summary.json", &json);
}

/// A Kings match with Diplomacy (4 seats) until `phase` with Aiko to act in it. Seeds
/// found by a scan of seeds 0 to 400.
fn kings_until(phase: Phase, seed: u64) -> Session<HonorState> {
    let config = HonorConfig {
        seats: 4,
        kings: true,
        diplomacy: true,
        ..HonorConfig::default()
    };
    play_until(config, seed, |s| {
        s.phase() == phase && s.to_act().contains(&0)
    })
    .unwrap_or_else(|| panic!("{phase:?} with Aiko to act, from seed {seed}"))
}

/// The seats as a Japanese reader's new-game form names them, so the Japanese check finds
/// no English name in the page.
fn seats_ja(n: usize) -> TableSetup {
    let mut setup = seats(n);
    crate::core::lang::in_lang(crate::core::lang::Lang::Ja, || {
        setup.players[0].name = "アイコ".into();
        for (seat, p) in setup.players.iter_mut().enumerate().skip(1) {
            p.name = crate::app::kit::bot_name(seat, BotLevel::Medium);
        }
    });
    setup
}

/// The phases a random game reaches only by chance, each stopped where the person acts:
/// the King's declaration (Aiko won the first game), a Joker appeal in the opening and an
/// appeal about the armies. The fit test checks each in Japanese and in the pseudo-language.
#[test]
fn the_declaration_and_appeal_fixtures_wait_for_aiko() {
    for (phase, seed, name) in [
        (Phase::DeclareSuit, 15, "honor-ja-declaration.json"),
        (Phase::JokerAppeal, 2, "honor-ja-joker-appeal.json"),
        (Phase::ArmyAppeal, 22, "honor-ja-army-appeal.json"),
    ] {
        let session = kings_until(phase, seed);
        let setup = seats_ja(4);
        assert_eq!(setup.players[1].name, "メイ（中級）");
        let json = serde_json::to_string(&session.to_save(setup)).expect("a save") + "\n";
        pin(name, &json);
    }
}
