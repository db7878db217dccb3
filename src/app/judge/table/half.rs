//! One player's half of the board: the hit target (on the opponent's head), the picket and
//! the defend target (on one's own head). Pointers, Enter and Space press a target with the
//! event's own timestamp. A mouse button or a key is held until it lifts; a finger's tap
//! stays on the head until the verdict, and a tap on the other target lifts it.

use super::super::face::HanaCard;
use super::super::keys::{key_label, KeyMap};
use super::super::model::{Model, Msg};
use super::super::text;
use crate::app::kit::Store;
use crate::core::Seat;
use crate::games::judge::cards::said;
use crate::games::judge::{Hand, JudgeObservation, Phase};
use wasm_bindgen::JsCast;
use web_sys::{KeyboardEvent, MouseEvent, PointerEvent};
use yew::prelude::*;

type Handle = UseReducerHandle<Store<Model>>;

/// `turned`: two people share the phone, and the far half faces the far player.
pub fn half(model: &Handle, s: &JudgeObservation, keys: &KeyMap, seat: Seat, turned: bool) -> Html {
    let m = &**model;
    let t = &m.t.setup;
    let phase = s.phase;
    // After the verdict the last pickets stay on show, so the round can be read.
    let settled = matches!(phase, Phase::Verdict | Phase::Over)
        .then(|| s.last.as_ref().map(|r| r.pickets[seat]))
        .flatten();
    let picket = settled.or(s.pickets[seat]);
    let laid = s.laid[seat] || settled.is_some();
    // On two phones each draws its own player's side at the bottom.
    let far = seat != m.bottom();
    html! {
        <section class={classes!("judge-half", if far { "far" } else { "near" }, (far && turned).then_some("turned"))}
                 aria-label={if text::you(t) == Some(seat) { crate::ts!("Your side", "あなたの側").to_string() } else { said!("{n}'s side", "{n}の側"; n = t.name(seat)) }} data-seat={seat.to_string()}>
            <div class="half-info">
                <strong class="half-name">{ text::who(t, seat) }</strong>
                <span class="half-score">{ crate::t!("Won {w} · Brights {b} · Pile {p}", "獲得{w}枚 · 光札{b}枚 · 山札{p}枚";
                                                       w = s.won_counts[seat], b = s.brights[seat], p = s.pile_counts[seat]) }</span>
            </div>
            <div class="half-row">
                { target(model, s, keys, seat, Hand::Hit) }
                <div class={classes!("picket", "table-cards", picket.is_some().then_some("flipped"), settled.is_some().then_some("settled"))}>
                    if laid {
                        <HanaCard card={picket} role={said!("{n}'s picket", "{n}の勝負札"; n = t.name(seat))} />
                    } else {
                        <div class="hana empty" aria-hidden="true"></div>
                    }
                </div>
                { target(model, s, keys, seat, Hand::Defend) }
            </div>
        </section>
    }
}

fn target(model: &Handle, s: &JudgeObservation, keys: &KeyMap, seat: Seat, hand: Hand) -> Html {
    let m = &**model;
    let t = &m.t.setup;
    let (d, d2) = (model.dispatcher(), model.dispatcher());
    let onpointerdown = Callback::from(move |e: PointerEvent| {
        e.prevent_default();
        if let Some(el) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        {
            // The pointer keeps this target even if it slides off, until it lifts.
            let _ = el.set_pointer_capture(e.pointer_id());
        }
        // A mouse button is held like a key; a finger's tap stays on the head until the
        // verdict, however short (Msg::Tap).
        let t = e.time_stamp();
        d.dispatch(if e.pointer_type() == "mouse" {
            Msg::Press(seat, hand, t)
        } else {
            Msg::Tap(seat, hand, t)
        });
    });
    let lift = Callback::from(move |e: PointerEvent| {
        if e.pointer_type() == "mouse" {
            d2.dispatch(Msg::Release(seat, hand, e.time_stamp()))
        }
    });
    let (d3, d4) = (model.dispatcher(), model.dispatcher());
    // Enter or Space on a focused target presses it, for keyboards without the key map.
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        if matches!(e.key().as_str(), "Enter" | " ") {
            e.prevent_default();
            if !e.repeat() {
                d3.dispatch(Msg::Press(seat, hand, e.time_stamp()));
            }
        }
    });
    let onkeyup = Callback::from(move |e: KeyboardEvent| {
        if matches!(e.key().as_str(), "Enter" | " ") {
            d4.dispatch(Msg::Release(seat, hand, e.time_stamp()));
        }
    });
    // On two phones this device's own hand shows at once, before the host has it.
    let own = m.duel.is_some() && seat == m.bottom();
    let down = s.phase == Phase::Race
        && (s.hands_down[seat] == Some(hand) || own && m.duel_down() == Some(hand));
    // The learner's switch: the right target for this person lights up at the flip.
    let hinted = m.learner_hints().iter().any(|&(h, right, _)| h == seat && right == hand);
    // `class`: a key for the CSS; `verb`: the word drawn on the target.
    let (head_of, class, verb) = match hand {
        Hand::Hit => (1 - seat, "hit", crate::ts!("Hit", "叩く")),
        Hand::Defend => (seat, "defend", crate::ts!("Defend", "守る")),
    };
    // The keys of the side drawn near (on a guest its own seat is drawn there).
    let key = key_label(keys.key(usize::from(seat != m.bottom()), hand));
    // A computer's side, or the other phone's: not played here.
    let bot = m.t.is_bot(seat) || m.duel.is_some() && seat != m.bottom();
    // A part of the label below, made there (in Pseudo, in English).
    let k = || {
        if bot {
            String::new()
        } else {
            crate::t!(" (key {key})", "（キー {key}）")
        }
    };
    let label = match hand {
        Hand::Hit => said!(
            "{w}: hit {o}'s head{k}",
            "{w}：{o}の頭を叩く{k}";
            w = text::who(t, seat),
            o = t.name(head_of),
            k = k()
        ),
        Hand::Defend => said!(
            "{w}: defend your own head{k}",
            "{w}：自分の頭を守る{k}";
            w = text::who(t, seat),
            k = k()
        ),
    };
    let oncontextmenu = Callback::from(|e: MouseEvent| e.prevent_default());
    html! {
        <button type="button" class={classes!("target", class, down.then_some("down"), hinted.then_some("hinted"))}
                aria-label={label} aria-pressed={down.to_string()} aria-disabled={bot.to_string()}
                title={bot.then(|| AttrValue::from(crate::ts!("The computer plays this side", "この側はコンピューターが操作します")))}
                {onpointerdown} onpointerup={lift.clone()} onpointercancel={lift} {onkeydown} {onkeyup} {oncontextmenu}>
            <HanaCard card={Some(s.heads[head_of])} role={said!("{n}'s head", "{n}の頭"; n = t.name(head_of))} small=true still=true />
            <span class="target-verb" aria-hidden="true" data-text={verb}></span>
            <span class="target-head" aria-hidden="true" data-text={text::head_label(t, seat, head_of)}></span>
            if !bot { <kbd aria-hidden="true" data-text={key}></kbd> }
        </button>
    }
}
