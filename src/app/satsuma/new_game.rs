//! The new-game page: which side you play (or two people, or watch), the computer's level,
//! an optional deal code.

use super::ID;
use crate::app::kit::{start_game, Mode, NewGameForm, NewGameProps, Seating, Start, TableSetup};
use crate::games::satsuma::SatsumaState;
use yew::prelude::*;

const MODES: &[Mode] = &[
    Mode {
        value: "samurai",
        title: "Play the Samurai",
        hint: "You attack first, against the computer's Imperials.",
        people: &[true, false],
    },
    Mode {
        value: "imperials",
        title: "Play the Imperials",
        hint: "The computer leads the rebellion.",
        people: &[false, true],
    },
    Mode {
        value: "two",
        title: "Two players",
        hint: "Pass the device: Samurai against Imperials.",
        people: &[true, true],
    },
    Mode {
        value: "watch",
        title: "Watch the computer",
        hint: "Both sides played by the computer.",
        people: &[false, false],
    },
];

#[function_component(NewGame)]
pub fn new_game(p: &NewGameProps) -> Html {
    let on_start = Callback::from(|start: Start| {
        let setup = TableSetup {
            players: start.players,
        };
        start_game::<SatsumaState, _>(Default::default(), start.seed, &setup);
        Ok(())
    });
    html! {
        <NewGameForm game={ID} title="Satsuma Rebellion: new game" notice={p.notice.clone()}
                     seating={Seating::Modes { legend: "Who plays", modes: MODES }}
                     {on_start} on_started={p.on_started.clone()} />
    }
}
