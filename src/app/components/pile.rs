//! A face-down pile with its count.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PileProps {
    pub label: AttrValue,
    pub count: usize,
    #[prop_or_default]
    pub accent: &'static str,
}

#[function_component(Pile)]
pub fn pile(p: &PileProps) -> Html {
    let depth = p.count.min(4);
    let (label, n) = (&p.label, p.count);
    let s = crate::core::lang::plural(n);
    let name = crate::t!("{label}: {n} card{s}", "{label}：{n}枚");
    html! {
        <div class={classes!("pile", p.accent, (p.count == 0).then_some("empty"))}
             role="img" aria-label={name}>
            <div class="stack" aria-hidden="true">
                { for (0..depth).map(|i| html! { <span class="sheet" data-depth={i.to_string()}></span> }) }
            </div>
            <span class="pile-label" aria-hidden="true">{ p.label.clone() }</span>
            <span class="pile-count" aria-hidden="true">{ p.count }</span>
        </div>
    }
}
