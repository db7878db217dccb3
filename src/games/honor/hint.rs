//! Hint: the hard bot's choice for the seat, explained from what the seat knows (its hand,
//! the cards it put in its army, the cards shown to everybody, the average of the rest).

use super::bots::{decide, mean_unseen_value};
use super::cards::Card;
use super::observation::HonorObservation;
use super::state::{Action, AppealKind, Phase};
use crate::core::hint::hint_rng;
use crate::core::{BotLevel, Hint};
use crate::t;

/// The hard computer's choice for this seat, or `None` when it has nothing to do. The
/// cards are the hand card to swap in, charge or appeal with.
pub fn hint(obs: &HonorObservation) -> Option<Hint<Action, Card>> {
    let action = decide(obs, BotLevel::Hard, &mut hint_rng())?;
    let hand_card = |i: usize| obs.my_hand.get(i).copied();
    let (reason, card) = match action {
        Action::DeclareIllegalSuit(s) => (
            t!(
                "Declare {suit} illegal: no card is dealt yet, so every suit is as likely to hurt the others.",
                "{suit}を禁制にしましょう。まだ札は配られていないので、どのマークもほかの人を苦しめる見込みは同じです。";
                suit = s.name()
            ),
            None,
        ),
        Action::Exchange { hand_index, .. } => (
            exchange_reason(obs, hand_index),
            hand_card(hand_index),
        ),
        Action::EndExchange => (end_exchange_reason(obs), None),
        Action::Charge { hand_index } => (
            t!(
                "Charge with your {card}: your army is likely to win the battle, and the charge adds {value} to it.",
                "{card}で突撃しましょう。あなたの軍勢は合戦に勝つ見込みが高く、突撃で{value}が加わります。";
                card = name(obs, hand_index),
                value = hand_card(hand_index).map_or(0, Card::value)
            ),
            hand_card(hand_index),
        ),
        Action::NoCharge => (
            t!(
                "No charge: a charge that fails costs a disgrace, more than winning with it would bring.",
                "突撃は見送りましょう。失敗した突撃は不名誉1回になり、それで勝って得られるものより高くつきます。"
            ),
            None,
        ),
        Action::Appeal => (
            t!(
                "Appeal: it costs nothing, and the King may spare you the disgrace.",
                "嘆願しましょう。失うものはなく、将軍が不名誉を免じてくれるかもしれません。"
            ),
            None,
        ),
        Action::AppealWithCard { hand_index } => (
            t!(
                "Appeal with your {card}: if the King allows it, it takes the Joker's place and your army can win.",
                "{card}を差し出して嘆願しましょう。将軍が認めればジョーカーの代わりに入り、あなたの軍勢が勝てます。";
                card = name(obs, hand_index)
            ),
            hand_card(hand_index),
        ),
        Action::NoAppeal => (
            t!(
                "No appeal: none of your hand cards would make your army win the battle.",
                "嘆願は見送りましょう。手札のどの札でも、あなたの軍勢は合戦に勝てません。"
            ),
            None,
        ),
        Action::Respond => (respond_reason(obs, true), None),
        Action::Reject => (respond_reason(obs, false), None),
        Action::NextHand => (t!("Go on to the next hand.", "次の局へ進みましょう。"), None),
        Action::NextGame => (
            t!(
                "Start the next game of the match.",
                "マッチの次のゲームを始めましょう。"
            ),
            None,
        ),
    };
    Some(Hint::new(action, reason, card.into_iter().collect()))
}

fn name(obs: &HonorObservation, hand_index: usize) -> String {
    obs.my_hand
        .get(hand_index)
        .map_or_else(|| t!("card", "札"), |c| c.name())
}

/// "Swap your Ace of Spades into your army: at 13 it beats an unknown card (about 7 on
/// average)."
fn exchange_reason(obs: &HonorObservation, hand_index: usize) -> String {
    let card = obs.my_hand.get(hand_index).copied();
    let mean = mean_unseen_value(obs);
    let value = card.map_or(0, Card::value);
    let illegal = card.is_some_and(|c| obs.illegal_suit.is_some_and(|s| c.is_suit(s)));
    let card = name(obs, hand_index);
    // Each reason is a whole sentence per language (Japanese says why before what).
    if illegal {
        t!(
            "Swap your {card} into your army: it is still worth more in your army than in your hand.",
            "{card}を軍勢に入れ替えましょう。手札にあるより軍勢にあるほうがまだ価値があります。"
        )
    } else if value as f64 > mean {
        let mean = format!("{mean:.1}");
        t!(
            "Swap your {card} into your army: at {value} it beats an unknown card ({mean} on average).",
            "{card}を軍勢に入れ替えましょう。{value}なら見えない札（平均{mean}）に勝ります。"
        )
    } else if let Some(s) = obs.illegal_suit {
        t!(
            "Swap your {card} into your army: an unknown card there may be one of the illegal {suit} and disgrace you.",
            "{card}を軍勢に入れ替えましょう。そこにある見えない札は禁制の{suit}かもしれず、不名誉の元になります。";
            suit = s.name()
        )
    } else {
        t!(
            "Swap your {card} into your army: an unknown card there may be a King, Queen or Jack: a head for whoever beats you.",
            "{card}を軍勢に入れ替えましょう。そこにある見えない札はキング、クイーン、ジャックかもしれず、あなたを破った者の首になります。"
        )
    }
}

fn end_exchange_reason(obs: &HonorObservation) -> String {
    let usable: Vec<Card> = obs
        .my_hand
        .iter()
        .copied()
        .filter(|c| !c.is_joker())
        .collect();
    let unknown = obs.my_army.iter().filter(|s| s.is_none()).count();
    if usable.is_empty() || unknown == 0 {
        return t!(
            "Done: you have nothing left worth swapping.",
            "完了しましょう。入れ替える価値のある札はもうありません。"
        );
    }
    let best = usable.iter().max_by_key(|c| c.value()).copied();
    match best {
        Some(c) if obs.config.charges => t!(
            "Done: keep your {card} in hand, for a charge if your army looks strong.",
            "完了しましょう。{card}は手札に残し、軍勢が強そうなら突撃に使います。";
            card = c.name()
        ),
        _ => t!(
            "Done: your hand cards are not worth more to your army than unknown cards (about {mean} on average).",
            "完了しましょう。あなたの手札は、軍勢にとって見えない札（平均およそ{mean}）以上の価値がありません。";
            mean = format!("{:.1}", mean_unseen_value(obs))
        ),
    }
}

fn respond_reason(obs: &HonorObservation, respond: bool) -> String {
    let joker = obs.appeal.as_ref().map(|w| w.kind);
    match (joker, respond) {
        (Some(AppealKind::JokerDisgrace { .. }), true) => {
            t!(
                "Hear the appeal: the Joker's disgraces would leave you worse off.",
                "嘆願を聞き入れましょう。ジョーカーによる不名誉はあなたに不利になります。"
            )
        }
        (Some(AppealKind::JokerDisgrace { .. }), false) => {
            t!(
                "Turn the appeal down: the Joker's disgraces cost you nothing and weaken the others.",
                "嘆願を退けましょう。ジョーカーによる不名誉はあなたには痛くなく、ほかの人を弱らせます。"
            )
        }
        (_, true) => t!(
            "Hear the appeal: a new card in that army is likely to help you.",
            "嘆願を聞き入れましょう。その軍勢に新しい札が入るのはあなたに有利になりそうです。"
        ),
        (_, false) if obs.phase == Phase::ArmyAppeal => {
            t!(
                "Turn the appeal down: an army holding a Joker loses, which suits you.",
                "嘆願を退けましょう。ジョーカーのある軍勢は負けるので、あなたに好都合です。"
            )
        }
        (_, false) => t!("Turn the appeal down.", "嘆願を退けましょう。"),
    }
}
