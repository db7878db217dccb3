//! The new-game page: which side you play (or two people, or watch), the computer's level,
//! an optional deal code.

use super::ID;
use crate::app::kit::{start_game, Mode, NewGameForm, NewGameProps, Seating, Start, TableSetup};
use crate::games::satsuma::SatsumaState;
use yew::prelude::*;

/// Per mode, each seat (Samurai, Imperials): a person (`true`) or the computer.
const MODES: &[Mode] = &[
    Mode::new(
        "samurai",
        "Play the Samurai",
        "You attack first, against the computer's Imperials.",
        &[true, false],
    ),
    Mode::new(
        "imperials",
        "Play the Imperials",
        "The computer leads the rebellion.",
        &[false, true],
    ),
    Mode::new(
        "two",
        "Two players",
        "Pass the device: Samurai against Imperials.",
        &[true, true],
    ),
    Mode::new(
        "watch",
        "Watch the computer",
        "Both sides played by the computer.",
        &[false, false],
    ),
];

#[function_component(NewGame)]
pub fn new_game(p: &NewGameProps) -> Html {
    let on_start = Callback::from(|start: Start| {
        let setup = TableSetup::of(start.players);
        start_game::<SatsumaState, _>(Default::default(), start.seed, &setup);
        Ok(())
    });
    html! {
        <NewGameForm game={ID} title="Satsuma Rebellion: new game" notice={p.notice.clone()}
                     seating={Seating::Modes { legend: "Who plays", modes: MODES }}
                     {on_start} phones=true on_started={p.on_started.clone()} coach={Callback::from(|()| super::coach::start())} />
    }
}
