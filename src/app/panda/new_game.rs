//! The new-game page: four seats (people or computer levels), the target score, an
//! optional deal code.

use super::ID;
use crate::app::kit::{start_game, NewGameForm, NewGameProps, Seating, Start, TableSetup};
use crate::games::panda::{PandaConfig, PandaState};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Computer players' names, so the three bots are told apart.
const PLACES: &[&str] = &[
    "bottom of the table",
    "on your left",
    "your partner, across",
    "on your right",
];
/// The lengths offered: the full game, the quick one, a short one.
const TARGETS: [(i32, &str); 3] = [
    (1000, "Full game: 1000 points"),
    (500, "Quick game: 500 points"),
    (200, "Short game: 200 points"),
];

#[function_component(NewGame)]
pub fn new_game(p: &NewGameProps) -> Html {
    let target = use_state(|| 1000i32);
    let fields = {
        let target = target.clone();
        Callback::from(move |_mode: &'static str| {
            let onchange = {
                let target = target.clone();
                Callback::from(move |e: Event| {
                    let v = e.target_unchecked_into::<HtmlSelectElement>().value();
                    target.set(v.parse().unwrap_or(1000));
                })
            };
            html! {
                <div class="field">
                    <label for="target">{ "Play to" }</label>
                    <select id="target" {onchange} aria-describedby="target-hint">
                        { for TARGETS.iter().map(|(t, name)| html! {
                            <option value={t.to_string()} selected={*target == *t}>{ *name }</option>
                        }) }
                    </select>
                    <p class="hint" id="target-hint">{ "A quick game to 500 takes about half as long as a full one." }</p>
                </div>
            }
        })
    };
    let on_start = {
        let target = *target;
        Callback::from(move |start: Start| {
            let config = PandaConfig {
                target_score: target,
            };
            let setup = TableSetup::of(start.players);
            start_game::<PandaState, _>(config, start.seed, &setup);
            Ok(())
        })
    };
    let seating = Seating::Seats {
        legend: "Players (seats 1 and 3 are partners against seats 2 and 4)",
        places: PLACES,
        min: 4,
        default: 4,
    };
    html! {
        <NewGameForm game={ID} title="Panda: new game" notice={p.notice.clone()} {seating}
                     fields={Some(fields)}
                     {on_start} phones=true on_started={p.on_started.clone()} coach={Callback::from(|()| super::coach::start())} />
    }
}
