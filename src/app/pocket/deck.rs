//! Pocket Samurai's deck page: the 27 draft cards by what they do, and Strike!.

use super::face::{symbol_icon, PocketCard};
use super::{text, ID};
use crate::app::art::pocket_id;
use crate::app::kit::{deck_page, DeckCard, DeckGroup};
use crate::games::pocket::{def, AbilityKind, Card, Symbol, DECK, STRIKE, STRIKE_DEF};
use crate::ts;
use yew::prelude::*;

/// The deck page's groups: each kind of ability, with what it does.
fn kinds() -> [(AbilityKind, &'static str); 7] {
    [
        (AbilityKind::None, ts!("Plain cards", "能力なしのカード")),
        (
            AbilityKind::Defeats,
            ts!(
                "Defeats: beats the flipped card that shows a symbol",
                "勝つ：そのシンボルのある相手の公開カードに勝つ"
            ),
        ),
        (
            AbilityKind::LosesTo,
            ts!(
                "Loses to: falls to the flipped card that shows a symbol",
                "負ける：そのシンボルのある相手の公開カードに負ける"
            ),
        ),
        (
            AbilityKind::Exhaust,
            ts!("Exhaust: spend it for an effect", "消耗：使い切って効果を得る"),
        ),
        (
            AbilityKind::Ongoing,
            ts!("Ongoing: works while in play", "永続：場にある間はたらく"),
        ),
        (
            AbilityKind::Choose,
            ts!("Choose: shows the symbol you pick", "選択：選んだシンボルを示す"),
        ),
        (
            AbilityKind::Call,
            ts!(
                "Call: puts a card from your hand into play",
                "呼び出し：手札のカードを場に出す"
            ),
        ),
    ]
}

fn card(c: Card) -> DeckCard {
    DeckCard {
        id: pocket_id(c),
        name: text::label(c, None),
        caption: def(c).title().to_string(),
        // The full card (picture, name, symbols, rules), not read twice: the entry is named.
        face: html! { <div aria-hidden="true"><PocketCard card={Some(c)} /></div> },
    }
}

#[function_component(DeckPage)]
pub fn deck() -> Html {
    let mut groups: Vec<DeckGroup> = kinds()
        .iter()
        .map(|&(kind, title)| DeckGroup {
            title: title.to_string(),
            note: None,
            cards: (0..DECK.len() as Card)
                .filter(|&c| def(c).ability.kind() == kind)
                .map(card)
                .collect(),
        })
        .filter(|g| !g.cards.is_empty())
        .collect();
    groups.push(DeckGroup {
        title: STRIKE_DEF.title().into(),
        note: Some(ts!(
            "Each player holds one from the start. It wins the round if your swords in play outnumber the opponent's helms.",
            "各プレイヤーが最初から1枚ずつ持っています。場の自分の刀が相手の兜より多ければ、このラウンドに勝ちます。"
        ).into()),
        cards: vec![card(STRIKE)],
    });
    let key = html! {
        <ul class="suit-legend" aria-label={ts!("The five symbols", "5つのシンボル")}>
            { for Symbol::ALL.iter().map(|&s| html! {
                <li>{ symbol_icon(s) }<strong>{ s.word() }</strong></li>
            }) }
        </ul>
    };
    deck_page(
        ID,
        ts!("Pocket Samurai", "ポケット侍"),
        ts!(
            "27 cards to draft from, and the Strike! each player starts with. Swords strike, helms hold strikes off; aggression, wisdom and agility are what other cards look for.",
            "ドラフトで取り合う27枚と、各プレイヤーが最初から持つ一撃！。刀で斬りかかり、兜で一撃を防ぎます。勇・智・迅は、ほかのカードが勝ち負けを決めるときに見るシンボルです。"
        ),
        key,
        groups,
    )
}
