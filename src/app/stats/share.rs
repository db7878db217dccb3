//! What the Share buttons send: a table's deal, and a finished game's result in one line
//! ("Satsuma Rebellion 4608-76AA: Historically Equivalent, 8 Imperial casualties").

use super::model::counted;
use crate::app::kit::SavedTable;
use crate::core::rng::deal_code;
use crate::core::{Session, Standing};
use crate::t;

/// A deal to play again: the game and its code, and where the code goes.
pub fn deal_text(title: &str, seed: u64) -> String {
    let code = deal_code(seed);
    t!(
        "{title}, deal {code} (Samurai Tables: enter the code in a new game to play the same deal)",
        "{title} 配りコード {code}（Samurai Tables：新しいゲームでこのコードを入力すると、同じ配りで遊べます）"
    )
}

/// The result of a finished game for the one person at the table; with several people (or
/// none) the line is seat 0's and names it. `None` while the game runs.
pub fn result_text<G: Standing, T: SavedTable>(
    title: &str,
    session: &Session<G>,
    setup: &T,
) -> Option<String> {
    let code = deal_code(session.seed);
    match counted(setup) {
        Some((me, _)) => {
            let line = session.state.standing(me)?.line;
            Some(t!("{title} {code}: {line}", "{title} {code}：{line}"))
        }
        None => {
            let line = session.state.standing(0)?.line;
            Some(t!(
                "{title} {code}, {name}: {line}",
                "{title} {code}　{name}：{line}";
                name = setup.name(0)
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::kit::{PlayerKind, TableSetup};
    use crate::core::testkit::sample_game;
    use crate::core::BotLevel;
    use crate::games::pocket::PocketState;
    use crate::games::satsuma::{SatsumaState, Side};

    #[test]
    fn the_deal_text_carries_the_code() {
        let t = deal_text("Satsuma Rebellion", 0x4608_76AA);
        assert!(t.starts_with("Satsuma Rebellion, deal 4608-76AA"), "{t}");
    }

    #[test]
    fn a_result_reads_as_the_game_code_and_line() {
        let session = sample_game::<SatsumaState>(2);
        let setup = TableSetup::numbered(&[PlayerKind::Bot(BotLevel::Hard), PlayerKind::Human]);
        let text = result_text("Satsuma Rebellion", &session, &setup).unwrap();
        let level = session.state.victory().unwrap().name();
        let casualties = session.state.casualties(Side::Imperials);
        assert_eq!(
            text,
            format!(
                "Satsuma Rebellion {}: {level}, {casualties} Imperial casualties",
                deal_code(session.seed)
            )
        );
        let unfinished = Session::<SatsumaState>::new(Default::default(), 1);
        assert_eq!(result_text("Satsuma Rebellion", &unfinished, &setup), None);
    }

    #[test]
    fn with_two_people_the_result_names_the_seat_it_is_about() {
        let session = sample_game::<PocketState>(5);
        let two = TableSetup::numbered(&[PlayerKind::Human, PlayerKind::Human]);
        let text = result_text("Pocket Samurai", &session, &two).unwrap();
        let code = deal_code(session.seed);
        assert!(
            text.starts_with(&format!("Pocket Samurai {code}, P0: ")),
            "{text}"
        );
        let alone = TableSetup::numbered(&[PlayerKind::Bot(BotLevel::Easy), PlayerKind::Human]);
        let mine = result_text("Pocket Samurai", &session, &alone).unwrap();
        let line = session.state.standing(1).unwrap().line;
        assert_eq!(mine, format!("Pocket Samurai {code}: {line}"));
    }
}
