//! The new-game page: which side you play (or two people, or watch), the computer's level,
//! an optional deal code.

use super::ID;
use crate::app::kit::{per_lang, start_game, Mode, NewGameForm, NewGameProps, Seating, Start, TableSetup};
use crate::games::satsuma::SatsumaState;
use crate::ts;
use yew::prelude::*;

/// Per mode, each seat (Samurai, Imperials): a person (`true`) or the computer. The form
/// takes `'static` modes: made once per language the reader picks, and kept.
fn modes() -> &'static [Mode] {
    per_lang(|| {
        vec![
        Mode::new(
            "samurai",
            ts!("Play the Samurai", "薩軍で遊ぶ"),
            ts!(
                "You attack first, against the computer's Imperials.",
                "あなたが先に攻撃します。相手はコンピューターの官軍です。"
            ),
            &[true, false],
        ),
        Mode::new(
            "imperials",
            ts!("Play the Imperials", "官軍で遊ぶ"),
            ts!(
                "The computer leads the rebellion.",
                "コンピューターが反乱を率います。"
            ),
            &[false, true],
        ),
        Mode::new(
            "two",
            ts!("Two players", "2人で遊ぶ"),
            ts!(
                "Pass the device: Samurai against Imperials.",
                "端末を渡し合って、薩軍と官軍で対戦します。"
            ),
            &[true, true],
        ),
        Mode::new(
            "watch",
            ts!("Watch the computer", "コンピューター同士を観戦"),
            ts!(
                "Both sides played by the computer.",
                "両軍ともコンピューターが操作します。"
            ),
            &[false, false],
        ),
        ]
    })
}

#[function_component(NewGame)]
pub fn new_game(p: &NewGameProps) -> Html {
    let on_start = Callback::from(|start: Start| {
        let setup = TableSetup::of(start.players);
        start_game::<SatsumaState, _>(Default::default(), start.seed, &setup);
        Ok(())
    });
    html! {
        <NewGameForm game={ID} title={ts!("Satsuma Rebellion: new game", "西南戦争：新しいゲーム")} notice={p.notice.clone()}
                     seating={Seating::Modes { legend: ts!("Who plays", "遊び方"), modes: modes() }}
                     {on_start} phones=true on_started={p.on_started.clone()} coach={Callback::from(|()| super::coach::start())} />
    }
}
