//! Hint: the hard bot's choice for the seat, with a reason read from what the seat sees
//! (its hand, the table, the counts of the other hands, the calls).

use super::bots::{decide, plan::plan};
use super::cards::{rank_name, rank_plural, Card, CardSet};
use super::combo::{play_reading, Combination, Kind};
use super::moves;
use super::observation::PandaObservation;
use super::state::{partner, team, Action, Phase, SEATS};
use crate::core::hint::{hint_rng, listed};
use crate::core::{BotLevel, Hint, Seat};
use crate::{t, ts};

/// The hard computer's choice for this seat, or `None` when it has nothing to do. The
/// cards are the ones to play or pass.
pub fn hint(obs: &PandaObservation) -> Option<Hint<Action, Card>> {
    let action = decide(obs, BotLevel::Hard, &mut hint_rng())?;
    let (reason, cards) = match action {
        Action::CallPanda => (call_reason(obs), Vec::new()),
        Action::GiveCards {
            left,
            partner: mate,
            right,
        } => (give_reason(obs, left, mate, right), vec![left, mate, right]),
        Action::Play(cards) => (play_reason(obs, cards), cards.to_vec()),
        Action::Pass => (pass_reason(obs), Vec::new()),
        Action::NoAmbush => (no_ambush_reason(obs), Vec::new()),
        Action::GiveTrick(to) => (give_trick_reason(obs, to), Vec::new()),
    };
    Some(Hint::new(action, reason, cards))
}

/// A combination as a sentence says it: "a pair of 9s", "a run of 6 to the 10" (Japanese:
/// the combination's name, 「9のペア」).
pub fn spoken(c: &Combination) -> String {
    let r = c.rank;
    match c.kind {
        Kind::Single if c.is_panda() => ts!("the Panda", "パンダ").into(),
        Kind::Single if c.cards.contains(Card::STORK) => ts!("the Stork", "コウノトリ").into(),
        Kind::Single if c.is_catfish_single() => ts!("the Catfish", "ナマズ").into(),
        Kind::Single => t!("a single {rank}", "{rank}のシングル"; rank = rank_name(r)),
        Kind::Pair => t!("a pair of {rank}", "{rank}のペア"; rank = rank_plural(r)),
        Kind::Triple => t!("three {rank}", "{rank}のスリーカード"; rank = rank_plural(r)),
        Kind::FullHouse => {
            t!("a full house of {rank}", "{rank}のフルハウス"; rank = rank_plural(r))
        }
        Kind::Run => t!("a run of {len} to the {rank}", "{rank}までの{len}枚のストレート";
            len = c.len, rank = rank_name(r)),
        Kind::PairRun => t!("{pairs} pairs up to the {rank}", "{rank}までの{pairs}組の連続ペア";
            pairs = c.len / 2, rank = rank_plural(r)),
        Kind::Ambush => t!("an Ambush of {rank}", "{rank}の伏兵"; rank = rank_plural(r)),
        Kind::Kingdom => t!("the Kingdom of {suit}", "{suit}の天下"; suit = c.suit().name()),
        Kind::Cat => ts!("the Cat", "ネコ").into(),
    }
}

/// "your left opponent", "your partner", "your right opponent".
fn who(me: Seat, seat: Seat) -> &'static str {
    match (seat + SEATS - me) % SEATS {
        1 => ts!("your left opponent", "左の相手"),
        2 => ts!("your partner", "パートナー"),
        3 => ts!("your right opponent", "右の相手"),
        _ => ts!("you", "あなた"),
    }
}

/// The names of cards, as a list: "Asahi 2, the Cat and Renge 5".
fn named(cards: &[Card]) -> String {
    let names: Vec<String> = cards.iter().map(|c| card_name(*c)).collect();
    listed(&names)
}

/// A card's name in a sentence: the animals with "the" ("the Panda"), suited cards bare
/// (Japanese: the name as it is).
pub fn card_name(c: Card) -> String {
    if c.is_suited() {
        c.name()
    } else {
        t!("the {name}", "{name}"; name = c.name())
    }
}

fn call_reason(obs: &PandaObservation) -> String {
    let p = plan(obs.hand);
    let winners = obs.hand.of_rank(14).len()
        + usize::from(obs.hand.contains(Card::PANDA))
        + p.combos.iter().filter(|c| c.is_bomb()).count();
    t!(
        "Call Panda: your hand breaks into only {plays} plays, with {winners} high enough to win the lead back.",
        "パンダ宣言をしましょう：手札は{plays}手で出し切れ、そのうち{winners}手はリードを取り返せる強さです。";
        plays = p.size()
    )
}

fn give_reason(obs: &PandaObservation, left: Card, mate: Card, right: Card) -> String {
    let me = obs.me;
    let cat_out = [left, right].contains(&Card::CAT);
    let (left, mate, right) = (card_name(left), card_name(mate), card_name(right));
    let why = if obs.called[partner(me)] {
        ts!(
            "your partner called Panda, so they get your best spare card",
            "パートナーがパンダ宣言をしたので、余っている一番よいカードを渡します"
        )
    } else if obs.called[me] {
        ts!(
            "you called Panda, so you keep your strong cards",
            "あなたがパンダ宣言をしたので、強いカードは手元に残します"
        )
    } else if cat_out {
        ts!(
            "your best spare single helps your partner, the Cat and a low card go to the opponents",
            "余っている一番よいシングルはパートナーの助けになり、ネコと低いカードは相手に渡します"
        )
    } else {
        ts!(
            "your best spare single helps your partner, low cards go to the opponents",
            "余っている一番よいシングルはパートナーの助けになり、低いカードは相手に渡します"
        )
    };
    t!(
        "Give {left} left, {mate} to your partner and {right} right: {why}.",
        "左に{left}、パートナーに{mate}、右に{right}を渡しましょう：{why}。"
    )
}

fn play_reason(obs: &PandaObservation, cards: CardSet) -> String {
    let Some(c) = play_reading(cards, obs.table.as_ref()) else {
        return t!("Play {cards}.", "{cards}を出しましょう。"; cards = named(&cards.to_vec()));
    };
    let what = spoken(&c);
    let me = obs.me;
    if cards == obs.hand {
        return if obs.out.is_empty() {
            t!(
                "Play {what}: it is all you hold, so you go out first.",
                "{what}を出しましょう：これで手札がなくなり、1番に上がれます。"
            )
        } else {
            t!(
                "Play {what}: it is all you hold, so you go out.",
                "{what}を出しましょう：これで手札がなくなり、上がれます。"
            )
        };
    }
    if let Some(t) = obs.table {
        let owner = obs.table_owner.unwrap_or(obs.turn);
        let table = spoken(&t);
        let pts = obs.trick.points() + cards.points();
        let bomb = obs.phase == Phase::AmbushWindow || c.is_bomb();
        let rival = (team(owner) != team(me) && obs.hand_counts[owner] <= 2)
            .then(|| (who(me, owner), count(obs.hand_counts[owner])));
        // Whole sentences per case: the reason's parts go in a different order in Japanese.
        return match (bomb, rival) {
            (false, Some((rival, left))) => t!(
                "Play {what}: it beats {table} before {rival} ({left} left) goes out.",
                "{what}を出しましょう：{table}に勝ち、{rival}（残り{left}）が上がるのを防ぎます。"
            ),
            (true, Some((rival, left))) => t!(
                "Play {what}: nothing but a bigger bomb beats it, and it takes {table} before {rival} ({left} left) goes out.",
                "{what}を出しましょう：これより強い伏兵か天下でしか負けず、{rival}（残り{left}）が上がる前に{table}を取れます。"
            ),
            (false, None) if pts >= 20 => t!(
                "Play {what}: it beats {table} and wins a trick worth {pts} points.",
                "{what}を出しましょう：{table}に勝ち、{pts}点のトリックを取れます。"
            ),
            (true, None) if pts >= 20 => t!(
                "Play {what}: nothing but a bigger bomb beats it, and it takes {table} and wins a trick worth {pts} points.",
                "{what}を出しましょう：これより強い伏兵か天下でしか負けず、{table}を取って{pts}点のトリックになります。"
            ),
            (false, None) => t!(
                "Play {what}: it beats {table}.",
                "{what}を出しましょう：{table}に勝てます。"
            ),
            (true, None) => t!(
                "Play {what}: nothing but a bigger bomb beats it, and it takes {table}.",
                "{what}を出しましょう：これより強い伏兵か天下でしか負けず、{table}を取れます。"
            ),
        };
    }
    // A lead.
    if c.kind == Kind::Cat {
        let mate = partner(me);
        let n = obs.hand_counts[mate];
        return if obs.called[mate] {
            t!(
                "Lead the Cat: it hands the lead to your partner, and your partner called Panda.",
                "ネコをリードしましょう：リードがパートナーに移り、パートナーはパンダ宣言をしています。"
            )
        } else {
            t!(
                "Lead the Cat: it hands the lead to your partner, and your partner has {left} left.",
                "ネコをリードしましょう：リードがパートナーに移り、パートナーの手札は残り{left}です。";
                left = count(n)
            )
        };
    }
    if obs.first_lead {
        return if c.len > 1 {
            t!(
                "Lead {what}: the first lead must hold a 1, and this one sheds {cards}.",
                "{what}をリードしましょう：最初のリードには1が必要で、これなら{cards}を減らせます。";
                cards = count(c.len as usize)
            )
        } else {
            t!(
                "Lead {what}: the first lead must hold a 1.",
                "{what}をリードしましょう：最初のリードには1が必要です。"
            )
        };
    }
    let short: Vec<Seat> = [1, 3]
        .map(|d| (me + d) % SEATS)
        .into_iter()
        .filter(|&o| obs.hand_counts[o] == 1)
        .collect();
    if let Some(&o) = short.first() {
        let rival = who(me, o);
        return if c.kind == Kind::Single {
            t!(
                "Lead {what}: {rival} has one card left, so lead high.",
                "{what}をリードしましょう：{rival}の手札が残り1枚なので、高いカードでリードします。"
            )
        } else {
            t!(
                "Lead {what}: {rival} has one card left, so do not lead a single.",
                "{what}をリードしましょう：{rival}の手札が残り1枚なので、シングルではリードしません。"
            )
        };
    }
    let mut plays = Vec::new();
    moves::plays(obs.hand, &obs.ctx(), &mut plays);
    let lowest = plays
        .iter()
        .filter(|p| p.kind == c.kind && p.len == c.len)
        .all(|p| p.key() >= c.key());
    let cat = obs.hand.contains(Card::CAT) && obs.hand_counts[partner(me)] > 0;
    let why = if cat {
        ts!(
            "you keep the Cat to give your partner the lead later",
            "ネコは後でパートナーにリードを渡すために残しておきます"
        )
        .to_string()
    } else if lowest {
        ts!(
            "shed your weakest cards while you have the lead",
            "リードを持っているうちに一番弱いカードを減らします"
        )
        .to_string()
    } else {
        t!(
            "it fits your plan of {plays} plays",
            "手札を{plays}手で出し切る計画に合っています";
            plays = plan(obs.hand).size()
        )
    };
    if lowest && c.kind == Kind::Single && !c.is_panda() {
        let card = if c.cards.0 & (1u64 << 56) == 0 && !c.is_catfish_single() {
            t!("the {rank}", "{rank}"; rank = rank_name(c.rank))
        } else {
            what
        };
        return t!(
            "Lead your lowest single, {card}: {why}.",
            "一番低いシングルの{card}をリードしましょう：{why}。"
        );
    }
    t!("Lead {what}: {why}.", "{what}をリードしましょう：{why}。")
}

/// "1 card", "3 cards".
fn count(n: impl Into<usize>) -> String {
    let n = n.into();
    t!("{n} card{s}", "{n}枚"; s = crate::core::lang::plural(n as i64))
}

fn pass_reason(obs: &PandaObservation) -> String {
    let Some(t) = obs.table else {
        return ts!("Pass.", "パスしましょう。").into();
    };
    let table = spoken(&t);
    let owner = obs.table_owner.unwrap_or(obs.turn);
    if owner == partner(obs.me) {
        return t!(
            "Pass: your partner is winning the trick with {table}.",
            "パスしましょう：パートナーが{table}でトリックを取りそうです。"
        );
    }
    let mut plays = Vec::new();
    moves::plays(obs.hand, &obs.ctx(), &mut plays);
    if plays.is_empty() {
        t!(
            "Pass: nothing in your hand beats {table}.",
            "パスしましょう：手札に{table}に勝つカードがありません。"
        )
    } else if plays.iter().all(|p| p.is_bomb()) {
        t!(
            "Pass: only a bomb beats {table}; keep it for a trick that matters.",
            "パスしましょう：{table}に勝てるのは伏兵か天下だけです。大事なトリックまで取っておきます。"
        )
    } else {
        t!(
            "Pass: beating {table} would break up your hand for little gain.",
            "パスしましょう：{table}に勝つと手札が崩れるわりに得るものが少ないです。"
        )
    }
}

fn no_ambush_reason(obs: &PandaObservation) -> String {
    let mut v = Vec::new();
    moves::ambushes_into(obs.hand, obs.table.as_ref(), &mut v);
    match v.first() {
        Some(a) => t!(
            "No Ambush: keep {ambush} for a trick that matters more.",
            "伏兵は出さないでおきましょう：{ambush}はもっと大事なトリックのために取っておきます。";
            ambush = spoken(a)
        ),
        None => ts!(
            "No Ambush: you hold none that beats the table.",
            "伏兵は出せません：場に勝てる伏兵を持っていません。"
        )
        .into(),
    }
}

fn give_trick_reason(obs: &PandaObservation, to: Seat) -> String {
    t!(
        "Give the trick to {to}: with {cards} they are likelier to finish last, and the last player's tricks go to the first out.",
        "トリックは{to}に渡しましょう：手札が{cards}あるので最下位になりやすく、最下位のトリックは1番に上がった人のものになります。";
        cards = count(obs.hand_counts[to]),
        to = who(obs.me, to)
    )
}
