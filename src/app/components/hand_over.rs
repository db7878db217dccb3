//! "Pass the device to Aiko": hides a hand until the right person is holding the device.

use super::use_focus_on_mount;
use crate::t;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HandOverProps {
    pub name: AttrValue,
    #[prop_or_default]
    pub detail: AttrValue,
    pub on_ready: Callback<()>,
}

#[function_component(HandOver)]
pub fn hand_over(p: &HandOverProps) -> Html {
    let on_ready = p.on_ready.clone();
    let button = use_focus_on_mount();
    html! {
        <div class="hand-over" role="dialog" aria-modal="true" aria-labelledby="hand-over-title">
            <div class="hand-over-box">
                <h2 id="hand-over-title">{ t!("Pass the device to {name}", "{name}さんに端末を渡してください"; name = &p.name) }</h2>
                if !p.detail.is_empty() { <p>{ p.detail.clone() }</p> }
                <button type="button" class="button primary" ref={button}
                        onclick={Callback::from(move |_| on_ready.emit(()))}>
                    { t!("I am {name}: show my cards", "{name}です。手札を見る"; name = &p.name) }
                </button>
            </div>
        </div>
    }
}
