//! With several people at the device, while the table waits for an Ambush: a button for
//! each other person to take the device and call theirs (who gets one: `Model::claimants`).

use super::super::model::Msg;
use super::Handle;
use crate::app::kit::send;
use crate::{t, ts};
use yew::prelude::*;

pub fn claims_panel(model: &Handle) -> Html {
    let Some(claimants) = model.claimants() else {
        return html! {};
    };
    html! {
        <section class="phase-panel pd-claims" aria-label={ts!("Ambush out of turn", "手番外の伏兵")}>
            <p class="hint">{ ts!("Anyone else with an Ambush: take the device and press your name. The table waits for you.", "伏兵を持っている人は、端末を受け取って自分の名前を押してください。場は待っています。") }</p>
            <div class="actions">
                { for claimants.into_iter().map(|h| {
                    let name = model.t.setup.name(h);
                    html! {
                        <button type="button" class="button pd-claim" onclick={send(model, move || Msg::Claim(h))}>
                            { t!("{name}: Ambush", "{name}：伏兵") }
                        </button>
                    }
                }) }
            </div>
        </section>
    }
}
