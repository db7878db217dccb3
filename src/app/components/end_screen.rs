//! The end of a game: the result, the scores, a rematch.

use super::use_focus_on_mount;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct EndScreenProps {
    pub title: AttrValue,
    pub result: AttrValue,
    #[prop_or_default]
    pub children: Children,
    pub on_rematch: Callback<()>,
    pub home_href: AttrValue,
}

#[function_component(EndScreen)]
pub fn end_screen(p: &EndScreenProps) -> Html {
    let on_rematch = p.on_rematch.clone();
    let button = use_focus_on_mount();
    html! {
        <section class="end-screen" aria-labelledby="end-title">
            <h2 id="end-title">{ p.title.clone() }</h2>
            <p class="end-result">{ p.result.clone() }</p>
            { for p.children.iter() }
            <div class="actions">
                <button type="button" class="button primary" ref={button}
                        onclick={Callback::from(move |_| on_rematch.emit(()))}>{ "Rematch" }</button>
                <a class="button" href={p.home_href.clone()}>{ "Back to the games" }</a>
            </div>
        </section>
    }
}
