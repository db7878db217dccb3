//! With several people at the device, while the table waits for an Ambush: a button for
//! each other person to take the device and call theirs (who gets one: `Model::claimants`).

use super::super::model::Msg;
use super::Handle;
use crate::app::kit::send;
use yew::prelude::*;

pub fn claims_panel(model: &Handle) -> Html {
    let Some(claimants) = model.claimants() else {
        return html! {};
    };
    html! {
        <section class="phase-panel pd-claims" aria-label="Ambush out of turn">
            <p class="hint">{ "Anyone else with an Ambush: take the device and press your name. The table waits for you." }</p>
            <div class="actions">
                { for claimants.into_iter().map(|h| {
                    let name = model.t.setup.name(h);
                    html! {
                        <button type="button" class="button pd-claim" onclick={send(model, move || Msg::Claim(h))}>
                            { format!("{name}: Ambush") }
                        </button>
                    }
                }) }
            </div>
        </section>
    }
}
