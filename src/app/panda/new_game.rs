//! The new-game page: four seats (people or computer levels), the target score, an
//! optional deal code.

use super::words::{target_choice, target_hint, TARGETS};
use super::ID;
use crate::app::kit::{start_game, NewGameForm, NewGameProps, Seating, Start, TableSetup};
use crate::games::panda::{PandaConfig, PandaState};
use web_sys::HtmlSelectElement;
use crate::core::lang::{lang, pseudo_static, Lang};
use crate::ts;
use yew::prelude::*;

/// Where each seat sits, so the three bots are told apart (the kit's form takes a static
/// list: one per language, the pseudo one made once).
fn places() -> &'static [&'static str] {
    const EN: &[&str] = &[
        "bottom of the table",
        "on your left",
        "your partner, across",
        "on your right",
    ];
    const JA: &[&str] = &["手前の席", "左隣", "向かいのパートナー", "右隣"];
    thread_local! {
        static PSEUDO: &'static [&'static str] =
            Box::leak(EN.iter().map(|p| pseudo_static(p)).collect::<Vec<_>>().into_boxed_slice());
    }
    match lang() {
        Lang::En => EN,
        Lang::Ja => JA,
        Lang::Pseudo => PSEUDO.with(|p| *p),
    }
}

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
                    <label for="target">{ ts!("Play to", "目標点") }</label>
                    <select id="target" {onchange} aria-describedby="target-hint">
                        { for TARGETS.iter().map(|&(t, _)| html! {
                            <option value={t.to_string()} selected={*target == t}>{ target_choice(t) }</option>
                        }) }
                    </select>
                    <p class="hint" id="target-hint">{ target_hint() }</p>
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
        legend: ts!(
            "Players (seats 1 and 3 are partners against seats 2 and 4)",
            "プレイヤー（席1と席3がパートナーで、席2と席4と対戦します）"
        ),
        places: places(),
        min: 4,
        default: 4,
    };
    html! {
        <NewGameForm game={ID} title={ts!("Panda: new game", "パンダ：新しいゲーム")} notice={p.notice.clone()} {seating}
                     fields={Some(fields)}
                     {on_start} phones=true on_started={p.on_started.clone()} coach={Callback::from(|()| super::coach::start())} />
    }
}

