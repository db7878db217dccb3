//! The status line: whose move it is, in words for the person holding the device ("you"
//! for a single person, names for several).

use super::super::model::Model;
use super::super::words::Names;
use crate::core::lang::{lang, listed, Lang};
use crate::core::Seat;
use crate::{t, ts};
use crate::games::panda::{PandaObservation, Phase};

/// `obs`: the table the page draws (the view's).
pub fn status_line(m: &Model, obs: &PandaObservation) -> String {
    let n = Names::new(&m.t.setup);
    let name = |x: Seat| m.t.setup.name(x);
    let names = |seats: Vec<Seat>| {
        let who: Vec<String> = seats.into_iter().map(|x| n.who(x)).collect();
        match lang() {
            Lang::Ja => listed(&who),
            _ => who.join(", "),
        }
    };
    // "Your turn" for a single person; "Aiko, your turn" with several: `you` is the whole
    // sentence to the single person, `named` the same to one of several (its name first).
    let yours = |v: Seat, you: String, named: String| if n.is_you(v) { you } else { named };
    let viewer = m.viewer();
    if let Some(r) = m.summary() {
        return t!(
            "Deal {deal} is over. Next deal starts the passing.",
            "第{deal}ディールが終わりました。次のディールはカード交換から始まります。";
            deal = r.deal
        );
    }
    match obs.phase {
        Phase::Over => ts!("The game is over.", "ゲームが終わりました。").into(),
        _ if m.needs_hand_over() => t!(
            "{who} to play: pass the device.",
            "{who}の番です：端末を渡してください。";
            who = name(viewer.unwrap_or(0))
        ),
        Phase::Passing => match viewer {
            Some(v) if obs.to_act.contains(&v) => yours(
                v,
                ts!(
                    "Your turn: choose three cards to pass: tap a card, then Left, Partner or Right.",
                    "あなたの番です：渡すカードを3枚選んでください。カードをタップしてから、左・パートナー・右を押します。"
                )
                .into(),
                t!(
                    "{who}, your turn: choose three cards to pass: tap a card, then Left, Partner or Right.",
                    "{who}さんの番です：渡すカードを3枚選んでください。カードをタップしてから、左・パートナー・右を押します。";
                    who = name(v)
                ),
            ),
            _ => t!(
                "Waiting for {who} to pass cards.",
                "{who}がカードを渡すのを待っています。";
                who = names(obs.to_act.clone())
            ),
        },
        Phase::Play => {
            let t = obs.turn;
            match (viewer == Some(t), obs.table) {
                (true, None) if obs.first_lead => yours(
                    t,
                    ts!(
                        "Your lead: play any combination holding a 1 (the Stork counts).",
                        "あなたのリードです：1を含む役なら何でも出せます（コウノトリも1です）。"
                    )
                    .into(),
                    t!(
                        "{who}, your lead: play any combination holding a 1 (the Stork counts).",
                        "{who}さんのリードです：1を含む役なら何でも出せます（コウノトリも1です）。";
                        who = name(t)
                    ),
                ),
                (true, None) => yours(
                    t,
                    ts!(
                        "Your lead: play any combination.",
                        "あなたのリードです：どの役でも出せます。"
                    )
                    .into(),
                    t!(
                        "{who}, your lead: play any combination.",
                        "{who}さんのリードです：どの役でも出せます。";
                        who = name(t)
                    ),
                ),
                (true, Some(c)) if m.auto_pass_due().is_some() => {
                    let table = c.name();
                    yours(
                        t,
                        t!(
                            "Nothing beats {table}: passing for you… (tap a card to stop)",
                            "{table}に勝てるカードがないので、パスします…（止めるにはカードをタップ）"
                        ),
                        t!(
                            "{who}, nothing beats {table}: passing for you… (tap a card to stop)",
                            "{who}さん、{table}に勝てるカードがないので、パスします…（止めるにはカードをタップ）";
                            who = name(t)
                        ),
                    )
                }
                (true, Some(c)) => {
                    let table = c.name();
                    yours(
                        t,
                        t!(
                            "Your turn: beat {table} or pass.",
                            "あなたの番です：{table}より強い役を出すか、パスしてください。"
                        ),
                        t!(
                            "{who}, your turn: beat {table} or pass.",
                            "{who}さんの番です：{table}より強い役を出すか、パスしてください。";
                            who = name(t)
                        ),
                    )
                }
                (false, None) => t!("{who} leads.", "{who}のリードです。"; who = n.who(t)),
                (false, Some(c)) => t!(
                    "{who} to beat {table} or pass.",
                    "{who}が{table}に勝つか、パスする番です。";
                    who = n.who(t),
                    table = c.name()
                ),
            }
        }
        Phase::AmbushWindow => match viewer {
            Some(v) if m.ambush_pending(v) => {
                let table = obs.table.map(|c| c.name()).unwrap_or_default();
                yours(
                    v,
                    t!(
                        "Out of turn, you may ambush {table} now (Ambush!), or let it go.",
                        "手番の外ですが、今なら{table}に伏兵を出せます（伏兵！）。見送ることもできます。"
                    ),
                    t!(
                        "{who}, out of turn, you may ambush {table} now (Ambush!), or let it go.",
                        "{who}さん、手番の外ですが、今なら{table}に伏兵を出せます（伏兵！）。見送ることもできます。";
                        who = name(v)
                    ),
                )
            }
            Some(v) if m.claim == Some(v) => yours(
                v,
                ts!(
                    "You hold no Ambush that beats the table.",
                    "場に勝てる伏兵を持っていません。"
                )
                .into(),
                t!(
                    "{who}, you hold no Ambush that beats the table.",
                    "{who}さんは場に勝てる伏兵を持っていません。";
                    who = name(v)
                ),
            ),
            _ => ts!("A moment for any Ambush…", "伏兵を待っています…").into(),
        },
        Phase::GiveTrick => match viewer {
            Some(v) if obs.turn == v => yours(
                v,
                ts!(
                    "Your Panda won the trick: give it to an opponent.",
                    "あなたのパンダがトリックを取りました：相手のどちらかに渡してください。"
                )
                .into(),
                t!(
                    "{who}, your Panda won the trick: give it to an opponent.",
                    "{who}さんのパンダがトリックを取りました：相手のどちらかに渡してください。";
                    who = name(v)
                ),
            ),
            _ if n.is_you(obs.turn) => ts!(
                "You give the Panda's trick to an opponent.",
                "あなたがパンダのトリックを相手に渡します。"
            )
            .into(),
            _ => t!(
                "{who} gives the Panda's trick to an opponent.",
                "{who}がパンダのトリックを相手に渡します。";
                who = name(obs.turn)
            ),
        },
    }
}
