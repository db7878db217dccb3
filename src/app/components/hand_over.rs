//! "Pass the device to Aiko": hides a hand until the right person is holding the device.

use super::use_focus_on_mount;
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
                <h2 id="hand-over-title">{ format!("Pass the device to {}", p.name) }</h2>
                if !p.detail.is_empty() { <p>{ p.detail.clone() }</p> }
                <button type="button" class="button primary" ref={button}
                        onclick={Callback::from(move |_| on_ready.emit(()))}>
                    { format!("I am {}: show my cards", p.name) }
                </button>
            </div>
        </div>
    }
}
