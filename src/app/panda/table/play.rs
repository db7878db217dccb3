//! The play panel: the selection in words, Play (or why not), Pass, Ambush!, No ambush,
//! Back for a claim without an Ambush; and giving the Panda's trick away.

use super::super::model::Msg;
use super::{act, Handle};
use crate::app::kit::send;
use crate::core::Seat;
use crate::games::panda::{recognize, Action, CardSet, Kind, PandaObservation, Phase, SEATS};
use crate::{t, ts};
use yew::prelude::*;

/// `obs` and `legal`: `me`'s table and actions (the view the table draws from).
pub fn play_panel(model: &Handle, me: Seat, obs: &PandaObservation, legal: &[Action]) -> Html {
    let m = &***model;
    let phase = obs.phase;
    if phase == Phase::GiveTrick && obs.turn == me {
        return give_away(model, me, obs);
    }
    let my_turn = phase == Phase::Play && obs.turn == me;
    // A person holding no Ambush is answered by the table at once: nothing to offer.
    let in_window = m.ambush_pending(me);
    let check = obs.check_play(m.selected);
    // The cards `me` may lay now (their turn, their Ambush window).
    let plays: Vec<CardSet> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Play(cards) => Some(*cards),
            _ => None,
        })
        .collect();
    // Why a choice cannot be played says the turn's task again (a phone upright drops the
    // status line while it shows: pd-refused).
    let refused = check.is_err() && !m.selected.is_empty() && (my_turn || in_window);
    let selection = match (&check, m.selected.is_empty()) {
        (_, true) if my_turn || in_window => Some(
            ts!("Tap cards to select them.", "カードをタップして選んでください。").to_string(),
        ),
        (_, true) => None,
        (Ok(c), false) => Some(t!("Selected: {combo}", "選択中：{combo}"; combo = c.name())),
        // Japanese says the reason alone: it already says what cannot be played.
        (Err(e), false) if my_turn || in_window => Some(t!("Cannot play: {e}", "{e}。")),
        (Err(_), false) => Some(match recognize(m.selected) {
            Some(c) => t!("Selected: {combo}", "選択中：{combo}"; combo = c.name()),
            None => t!(
                "Selected: {n} cards, not a combination",
                "選択中：{n}枚（役になっていません）";
                n = m.selected.len()
            ),
        }),
    };
    let mut buttons: Vec<Html> = Vec::new();
    if my_turn || in_window {
        buttons.push(match &check {
            Ok(c) => html! {
                <button type="button" class="button primary pd-play" onclick={send(model, || Msg::PlaySelected)}>
                    { t!("Play {combo}", "{combo}を出す"; combo = c.name()) }
                </button>
            },
            Err(e) => {
                let why = t!("Cannot play: {e}", "出せません：{e}");
                html! {
                    <button type="button" class="button pd-play" aria-disabled="true" title={why}
                            onclick={send(model, || Msg::PlaySelected)}>{ ts!("Play", "出す") }</button>
                }
            }
        });
    }
    if my_turn && obs.table.is_some() {
        buttons.push(html! { <button type="button" class="button pd-pass" onclick={act(model, Action::Pass)}>{ ts!("Pass", "パス") }</button> });
    }
    let ambush_ready =
        (my_turn || in_window) && plays.iter().any(|&c| recognize(c).is_some_and(|r| r.kind == Kind::Ambush));
    if ambush_ready {
        buttons.push(html! { <button type="button" class="button primary pd-ambush" onclick={send(model, || Msg::Ambush)}>{ ts!("Ambush!", "伏兵！") }</button> });
    }
    if in_window {
        buttons.push(html! { <button type="button" class="button pd-no-ambush" onclick={act(model, Action::NoAmbush)}>{ ts!("No ambush", "伏兵なし") }</button> });
    }
    // Took the device to call an Ambush but holds none that beats the table: go back.
    let claimed_none = m.claim == Some(me) && !in_window;
    if claimed_none {
        buttons.push(html! { <button type="button" class="button pd-unclaim" onclick={send(model, || Msg::Unclaim)}>{ ts!("Back", "戻る") }</button> });
    }
    if !m.selected.is_empty() {
        buttons.push(html! { <button type="button" class="button quiet pd-clear" onclick={send(model, || Msg::Clear)}>{ ts!("Clear", "選択解除") }</button> });
    }
    let hint = if m.auto_pass_due().is_some() {
        // The status says it: the table passes for you.
        None
    } else if my_turn {
        plays
            .is_empty()
            .then(|| {
                ts!(
                    "Nothing in your hand beats the table: pass.",
                    "手札に場より強い役がありません：パスしてください。"
                )
                .to_string()
            })
    } else if in_window && m.claim == Some(me) {
        Some(
            ts!(
                "Out of turn: the table waits while you decide.",
                "手番の外です：決めるまで場は待っています。"
            )
            .to_string(),
        )
    } else if in_window {
        Some(t!(
            "Out of turn: press Ambush! within about {secs} seconds, or the table goes on.",
            "手番の外です：約{secs}秒以内に「伏兵！」を押さないと、ゲームが進みます。";
            secs = m.ambush_wait.div_ceil(1000)
        ))
    } else if claimed_none {
        Some(
            ts!(
                "You hold no Ambush that beats the table.",
                "場に勝てる伏兵を持っていません。"
            )
            .to_string(),
        )
    } else {
        None
    };
    if let Some(call) = call_button(model, legal) {
        buttons.push(call);
    }
    html! {
        <section class="pd-actions" aria-label={ts!("Your play", "あなたの手")}>
            if let Some(sel) = selection { <p class={classes!("pd-selection", refused.then_some("pd-refused"))} aria-live="polite">{ sel }</p> }
            if let Some(h) = hint { <p class="hint">{ h }</p> }
            <div class="pd-buttons">{ for buttons }</div>
        </section>
    }
}

/// Call Panda, while the seat has not played a card (`legal`: its actions).
pub fn call_button(model: &Handle, legal: &[Action]) -> Option<Html> {
    legal.contains(&Action::CallPanda).then(|| {
        html! { <button type="button" class="button pd-call" onclick={act(model, Action::CallPanda)}
        title={ts!("+100 for your team if you go out first, -100 if not", "1番目に上がればチームに+100、上がれなければ-100")}>{ ts!("Call Panda", "パンダ宣言") }</button> }
    })
}

/// The viewer's Panda won the trick: a button for each opponent.
fn give_away(model: &Handle, me: Seat, obs: &PandaObservation) -> Html {
    let points = obs.trick.points();
    let counts = obs.hand_counts;
    html! {
        <section class="pd-actions pd-give-away" role="group" aria-labelledby="pd-give-title">
            <p class="hint" id="pd-give-title">{ t!("Your Panda won the trick ({points} points): give it to an opponent; you still lead next.", "あなたのパンダがトリック（{points}点）を取りました：相手のどちらかに渡してください。次のリードはあなたです。") }</p>
            <div class="pd-buttons">
                { for [(me + 1) % SEATS, (me + 3) % SEATS].into_iter().map(|o| html! {
                    <button type="button" class="button primary pd-give-trick" onclick={act(model, Action::GiveTrick(o))}>
                        { t!("To {who} ({n} cards)", "{who}へ（手札{n}枚）"; who = model.t.setup.name(o), n = counts[o]) }
                    </button>
                }) }
            </div>
        </section>
    }
}
