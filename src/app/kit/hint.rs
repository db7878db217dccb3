//! Hint at every table: the button in the action bar (while a person may act), the hint's
//! one line (`data-hint`) above the actions and the cards it means marked `hinted`. The
//! hint itself is the game's `hint::hint`, from the acting seat's observation only
//! (`Table::with_hints`), found when the message arrives; the table counts the hints shown
//! in its save.

use super::hooks::use_keys;
use super::model::{KitMsg, SavedTable, ShownHint, Table, Update};
use super::store::Store;
use crate::core::{Seat, Viewed};
use wasm_bindgen::JsCast;
use web_sys::Element;
use crate::ts;
use yew::prelude::*;

/// What the table frame shows of hints.
#[derive(Clone, PartialEq)]
pub struct HintBar {
    /// Asks for the hint (the Hint button); `None` where hints show by themselves (Judge's
    /// learner switch).
    pub ask: Option<Callback<()>>,
    /// The hint on show.
    pub shown: Option<ShownHint>,
}

/// The Hint button and the hint on show for `seat`, the person who may act now (`None`:
/// nobody, no button), at a table that offers hints (`Table::with_hints`).
pub fn hint_bar<M, G, S>(
    store: &UseReducerHandle<Store<M>>,
    kit: fn(KitMsg) -> M::Msg,
    table: &Table<G, S>,
    seat: Option<Seat>,
) -> Option<HintBar>
where
    M: Update + 'static,
    G: Viewed,
    S: SavedTable,
{
    let seat = seat.filter(|_| table.hinter.is_some())?;
    let d = store.dispatcher();
    let ask = Callback::from(move |()| d.dispatch(kit(KitMsg::Hint(seat))));
    Some(HintBar {
        ask: Some(ask),
        shown: table.hint_for(seat).cloned(),
    })
}

/// The hint's line and button for the action bar (nothing without a bar). A bar while the
/// person may not act yet (the table still shows a computer's move, in a turn that is
/// theirs) keeps its button, disabled: the action bar keeps its size, so the cards above it
/// do not change size with each move shown.
pub fn hint_line(bar: Option<&HintBar>, act: bool) -> (Html, Html) {
    let Some(bar) = bar else {
        return (Html::default(), Html::default());
    };
    let line = bar.shown.as_ref().filter(|_| act).map(|h| {
        html! { <p class="hint-line" data-hint="" aria-live="polite">{ h.text.clone() }</p> }
    });
    let button = bar.ask.clone().map(|ask| {
        let onclick = Callback::from(move |_: MouseEvent| ask.emit(()));
        let pressed = act && bar.shown.is_some();
        html! {
            <button type="button" class="button quiet hint-button" aria-pressed={pressed.to_string()} disabled={!act}
                    title={ts!("What the hard computer would do here, and why (key H)", "上級のコンピューターならここで何をするか、その理由（Hキー）")} {onclick}>
                { ts!("Hint", "ヒント") }<kbd aria-hidden="true">{ "H" }</kbd>
            </button>
        }
    });
    (line.unwrap_or_default(), button.unwrap_or_default())
}

/// Key H asks for the hint while the button is there (`ask`: the button's callback now).
#[hook]
pub fn use_hint_key(ask: Option<Callback<()>>) {
    // The document's listener is made once; it calls whatever the button does now.
    let latest = use_mut_ref(|| None::<Callback<()>>);
    *latest.borrow_mut() = ask;
    use_keys(Callback::from(move |e: web_sys::KeyboardEvent| {
        if matches!(e.key().as_str(), "h" | "H") {
            if let Some(ask) = latest.borrow().clone() {
                ask.emit(());
            }
        }
    }));
}

/// After every render: the cards the hint on show means (by their `data-motion` key) in
/// your cards and on the table carry the class `hinted`, and no others.
#[hook]
pub fn use_hinted_cards(root: NodeRef, cards: Vec<String>) {
    use_effect(move || {
        let Some(root) = root.cast::<Element>() else {
            return;
        };
        let Ok(found) = root.query_selector_all(".hand-dock [data-motion], .felt [data-motion]")
        else {
            return;
        };
        for i in 0..found.length() {
            let Some(el) = found.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else {
                continue;
            };
            let key = el.get_attribute("data-motion").unwrap_or_default();
            let _ = el.class_list().toggle_with_force("hinted", cards.contains(&key));
        }
    });
}
