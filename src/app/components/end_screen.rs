//! The end of a game: the result, the scores, a rematch, the result to share.

use super::share::ShareButton;
use super::use_focus_on_mount;
use crate::{t, ts};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct EndScreenProps {
    /// What it means for the person at the device, first: "You win", "You lose", "Draw"
    /// (or a side's or team's result with several people).
    #[prop_or_default]
    pub outcome: Option<AttrValue>,
    pub title: AttrValue,
    pub result: AttrValue,
    /// Hints shown in the game ("Hints used: 2"); `None` where the table has none.
    #[prop_or_default]
    pub hints: Option<u32>,
    #[prop_or_default]
    pub children: Children,
    pub on_rematch: Callback<()>,
    /// Whether this device may deal the next game (a guest phone's host deals it).
    #[prop_or(true)]
    pub rematch: bool,
    pub home_href: AttrValue,
    /// The result in a line to share ("Satsuma Rebellion 4608-76AA: Historically
    /// Equivalent, 8 Imperial casualties").
    #[prop_or_default]
    pub share: Option<String>,
}

/// How long the end screen's buttons ignore taps after it opens.
const ARMING_MS: u32 = 400;

#[function_component(EndScreen)]
pub fn end_screen(p: &EndScreenProps) -> Html {
    let on_rematch = p.on_rematch.clone();
    // Rematch takes the focus (Enter plays again), but the screen opens at its top, where
    // the result is: focusing the button scrolled it out of sight.
    let button = use_focus_on_mount();
    let section = use_node_ref();
    {
        let section = section.clone();
        use_effect_with((), move |_| {
            if let Some(el) = section.cast::<web_sys::Element>() {
                el.set_scroll_top(0);
            }
            gloo::utils::window().scroll_to_with_x_and_y(0.0, 0.0);
        });
    }
    // A finger still down from the last move (Judge's targets, a card) must not land on a
    // button the end screen opens under it: its buttons take taps after a moment.
    let armed = use_state(|| false);
    {
        let armed = armed.clone();
        use_effect_with((), move |_| {
            let timer = gloo::timers::callback::Timeout::new(ARMING_MS, move || armed.set(true));
            move || drop(timer)
        });
    }
    html! {
        <section class={classes!("end-screen", (!*armed).then_some("arming"))} aria-labelledby="end-title" ref={section}>
            if let Some(o) = &p.outcome { <p class="outcome">{ o.clone() }</p> }
            <h2 id="end-title">{ p.title.clone() }</h2>
            <p class="end-result">{ p.result.clone() }</p>
            if let Some(n) = p.hints { <p class="hints-used" data-hints={n.to_string()}>{ t!("Hints used: {n}", "使ったヒント：{n}回") }</p> }
            { for p.children.iter() }
            if !p.rematch { <p class="hint">{ ts!("The host's phone deals the next game.", "次のゲームはホストのスマホが配ります。") }</p> }
            <div class="actions">
                if p.rematch {
                    <button type="button" class="button primary" ref={button}
                            onclick={Callback::from(move |_| on_rematch.emit(()))}>{ ts!("Rematch", "もう一度") }</button>
                }
                <a class="button" href={p.home_href.clone()}>{ ts!("Back to the games", "ゲーム一覧へ戻る") }</a>
            </div>
            if let Some(text) = &p.share {
                <ShareButton text={text.clone()} copy_label={ts!("Copy result", "結果をコピー")} share_label={ts!("Share result", "結果を共有")} />
            }
        </section>
    }
}
