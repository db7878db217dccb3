//! Between the halves: the countdown or the verdict, Start / Next round and Pause; the
//! status line above the board; the header's round and pot.

use super::super::model::{Model, Msg};
use super::super::text;
use super::frames::now;
use crate::app::kit::{HintBar, ShownHint, Store};
use crate::games::judge::cards::{month_said, said};
use crate::games::judge::{Hand, JudgeObservation, Phase};
use yew::prelude::*;

pub fn middle(m: &Model, s: &JudgeObservation) -> Html {
    let phase = s.phase;
    let centre_text = match phase {
        Phase::Ready => text::ready(m.touch).to_string(),
        Phase::Countdown => m.beat.max(1).to_string(),
        Phase::Race => crate::ts!("Flip!", "勝負！").to_string(),
        Phase::Verdict | Phase::Over => s
            .last
            .as_ref()
            .map(|r| text::verdict(&m.t.setup, r))
            .unwrap_or_default(),
    };
    html! {
        <div class="judge-middle">
            <p class={classes!("countdown", format!("phase-{}", phase_class(phase)))} aria-live="assertive">{ centre_text }</p>
            // On two phones, before the first round: each phone may calibrate itself.
            if m.duel.is_some() && phase == Phase::Ready {
                <crate::app::judge::calibrate::Calibration />
            }
        </div>
    }
}

/// The header's stage: the round, and the pot once a round left cards in it (in the header,
/// not between the halves, where a longer language's verdict needs every line).
pub fn stage(o: &JudgeObservation) -> String {
    let n = o.round_no.max(1);
    let total = crate::games::judge::PILE_SIZE;
    match o.pot.len() {
        0 => crate::t!("Round {n}/{total}", "{n}/{total}回戦"),
        p => crate::t!("Round {n}/{total} · {p} cards carried over", "{n}/{total}回戦 · 持ち越し{p}枚"),
    }
}

/// The bar's buttons: Start (or Next round once paused), or Pause while a verdict is up.
pub fn actions(model: &UseReducerHandle<Store<Model>>, o: &JudgeObservation) -> Html {
    let m = &**model;
    let phase = o.phase;
    // On two phones the host's phone starts the rounds.
    let starts = !m.t.is_guest();
    let start_button = (starts && (phase == Phase::Ready || (phase == Phase::Verdict && m.paused))).then(|| {
        let d = model.dispatcher();
        let onclick = Callback::from(move |_| d.dispatch(Msg::StartRound(now())));
        let text = if phase == Phase::Ready {
            crate::ts!("Start", "開始")
        } else {
            crate::ts!("Next round", "次の回へ")
        };
        html! {
            <button type="button" class="button primary start-round" {onclick}>{ text }<kbd>{ "N" }</kbd></button>
        }
    });
    let pause_button = (starts && phase == Phase::Verdict && !m.paused).then(|| {
        let d = model.dispatcher();
        let onclick = Callback::from(move |_| d.dispatch(Msg::Pause));
        html! { <button type="button" class="button pause" {onclick}>{ crate::ts!("Pause", "一時停止") }</button> }
    });
    // The learner's switch, on the table at any time.
    let on = m.t.setup.hint;
    let switch = {
        let d = model.dispatcher();
        let onclick = Callback::from(move |_| d.dispatch(Msg::SwitchHint));
        html! {
            <button type="button" class="button quiet hint-switch" aria-pressed={on.to_string()} {onclick}
                    title={crate::ts!("Learner's hint: at each flip the right target lights up, and the bar says why",
                                      "練習用ヒント：札がめくれるたびに正しいターゲットが光り、下のバーが理由を示します")}>
                { if on { crate::ts!("Hint: on", "ヒント：オン") } else { crate::ts!("Hint: off", "ヒント：オフ") } }
            </button>
        }
    };
    html! { <>{ start_button.unwrap_or_default() }{ pause_button.unwrap_or_default() }{ switch }</> }
}

/// The learner's hint on show: why the lit target is right ("Your July is later than their
/// March: hit."), naming each person when two share the device.
pub fn learner_line(m: &Model, s: &JudgeObservation) -> Option<HintBar> {
    let lit = m.learner_hints();
    let name = |seat: usize| m.t.setup.name(seat);
    let month = |seat: usize| s.pickets[seat].map(|c| month_said(c.month())).unwrap_or_default();
    // Japanese joins the two: 「アイコは叩き、レンは守ります」 (the first, `and`, runs on).
    let does = |seat: usize, hand: Hand, and: bool| match (hand, and) {
        (Hand::Hit, true) => said!("{n} hits", "{n}は叩き"; n = name(seat)),
        (Hand::Hit, false) => said!("{n} hits", "{n}は叩きます"; n = name(seat)),
        (Hand::Defend, true) => said!("{n} defends", "{n}は守り"; n = name(seat)),
        (Hand::Defend, false) => said!("{n} defends", "{n}は守ります"; n = name(seat)),
    };
    let text = match lit.as_slice() {
        [] => return None,
        [(_, _, why)] if m.t.people().len() == 1 => why.clone(),
        // The reason made again as a word of this sentence (English in Pseudo).
        [(seat, _, _)] => said!(
            "{n}: {why}",
            "{n}：{why}";
            n = name(*seat),
            why = m.learner_hints().into_iter().map(|h| h.2).next().unwrap_or_default()
        ),
        [(a, ha, _), (b, hb, _), ..] => match s.race.and_then(|r| r.later) {
            Some(l) => said!(
                "{ln}'s {lm} is later than {en}'s {em}: {da}, {db}.",
                "{ln}の{lm}は{en}の{em}より後の月です。{da}、{db}。";
                ln = name(l),
                lm = month(l),
                en = name(1 - l),
                em = month(1 - l),
                da = does(*a, *ha, true),
                db = does(*b, *hb, false)
            ),
            None => said!(
                "Both are {m}: the first hit wins.",
                "どちらも{m}です。先に叩いたほうが勝ちです。";
                m = month(*a)
            ),
        },
    };
    let shown = ShownHint {
        seat: lit[0].0,
        moves: m.t.moves(),
        text,
        cards: Vec::new(),
    };
    Some(HintBar {
        ask: None,
        shown: Some(shown),
    })
}

pub fn status_line(m: &Model, s: &JudgeObservation) -> String {
    // On two phones: a round waits for the clocks, and a guest for the host's Start.
    if let Some(d) = &m.duel {
        let now = super::frames::now();
        if matches!(s.phase, Phase::Ready | Phase::Verdict) && !d.agreed(now) {
            return crate::app::judge::model::not_agreed().into();
        }
        if s.phase == Phase::Ready && m.t.is_guest() {
            return crate::t!(
                "{host} starts the game on the other phone.",
                "{host}がもう1台のスマホでゲームを始めます。";
                host = m.t.setup.name(1 - m.bottom())
            );
        }
    }
    status(m, s).into()
}

fn status(m: &Model, s: &JudgeObservation) -> &'static str {
    match s.phase {
        // The first time: what the heads are.
        Phase::Ready if s.round_no <= 1 => text::heads_explained(),
        Phase::Ready => crate::ts!(
            "Press Start when both players are ready.",
            "二人とも準備ができたら開始を押してください。"
        ),
        Phase::Countdown => crate::ts!(
            "3, 2, 1, flip! Keep your hands off the heads until the flip.",
            "3、2、1、勝負！札がめくれるまで頭に手を触れないでください。"
        ),
        Phase::Race => crate::ts!(
            "Later month: hit! Earlier month: defend! Same month: hit!",
            "後の月は叩く！前の月は守る！同じ月は叩く！"
        ),
        Phase::Verdict if m.paused => crate::ts!(
            "Paused. Press Next round when ready.",
            "一時停止中です。準備ができたら「次の回へ」を押してください。"
        ),
        Phase::Verdict => crate::ts!(
            "The next round starts in a moment.",
            "まもなく次の回が始まります。"
        ),
        Phase::Over => crate::ts!("The game is over.", "ゲームは終わりました。"),
    }
}

fn phase_class(p: Phase) -> &'static str {
    match p {
        Phase::Ready => "ready",
        Phase::Countdown => "countdown",
        Phase::Race => "race",
        Phase::Verdict => "verdict",
        Phase::Over => "over",
    }
}
