//! A Share button: the system's share sheet where the browser has one (Web Share API),
//! else the text goes to the clipboard; a short confirmation follows in a live region.

use js_sys::{Function, Object, Promise, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use crate::{t, ts};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ShareProps {
    /// What is shared.
    pub text: AttrValue,
    /// The button's words where the share sheet is missing and the text is copied
    /// ("Copy"); "Share" is used where it is there.
    #[prop_or(AttrValue::from(ts!("Copy", "コピー")))]
    pub copy_label: AttrValue,
    #[prop_or(AttrValue::from(ts!("Share", "共有")))]
    pub share_label: AttrValue,
    /// What the text is, when the button's words do not say it ("the deal code": the
    /// button is named "Copy the deal code").
    #[prop_or_default]
    pub what: Option<AttrValue>,
    #[prop_or_default]
    pub class: Classes,
}

/// `navigator[name]` when it is a function.
fn navigator_fn(target: &JsValue, name: &str) -> Option<Function> {
    Reflect::get(target, &name.into())
        .ok()?
        .dyn_into::<Function>()
        .ok()
}

fn navigator() -> JsValue {
    gloo::utils::window().navigator().into()
}

/// Shares `text` (or copies it); the message for the player after.
async fn share(text: String) -> Option<String> {
    let nav = navigator();
    if let Some(share) = navigator_fn(&nav, "share") {
        let data = Object::new();
        let _ = Reflect::set(&data, &"text".into(), &text.clone().into());
        let promise = share.call1(&nav, &data).ok()?.dyn_into::<Promise>().ok()?;
        // Closing the share sheet rejects: not worth a message.
        return JsFuture::from(promise).await.ok().map(|_| ts!("Shared", "共有しました").into());
    }
    let clipboard = Reflect::get(&nav, &"clipboard".into()).ok()?;
    let copied = match navigator_fn(&clipboard, "writeText") {
        Some(write) => match write.call1(&clipboard, &text.clone().into()) {
            Ok(p) => match p.dyn_into::<Promise>() {
                Ok(p) => JsFuture::from(p).await.is_ok(),
                Err(_) => false,
            },
            Err(_) => false,
        },
        None => false,
    };
    Some(if copied {
        ts!("Copied", "コピーしました").into()
    } else {
        t!("Could not copy here: {text}", "ここではコピーできませんでした：{text}")
    })
}

#[function_component(ShareButton)]
pub fn share_button(p: &ShareProps) -> Html {
    let said = use_state(|| None::<String>);
    let has_share = navigator_fn(&navigator(), "share").is_some();
    let onclick = {
        let (said, text) = (said.clone(), p.text.to_string());
        Callback::from(move |_: MouseEvent| {
            let (said, text) = (said.clone(), text.clone());
            said.set(None);
            wasm_bindgen_futures::spawn_local(async move { said.set(share(text).await) });
        })
    };
    let label = if has_share {
        &p.share_label
    } else {
        &p.copy_label
    };
    html! {
        <span class={classes!("share", p.class.clone())}>
            <button type="button" class="button quiet share-button" {onclick}
                    aria-label={p.what.as_ref().map(|what| t!("{label} {what}", "{what}を{label}"))} title={p.text.clone()}>{ label.clone() }</button>
            <span class="share-said" aria-live="polite">{ said.as_deref().unwrap_or_default() }</span>
        </span>
    }
}
