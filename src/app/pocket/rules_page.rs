//! Pocket Samurai's rules in the product's own words, with the table's decisions (every card
//! is on the deck page).

use super::face::symbol_icon;
use super::ID;
use crate::app::kit::RulesFrame;
use crate::games::pocket::Symbol;
use yew::prelude::*;

#[function_component(RulesPage)]
pub fn rules_page() -> Html {
    let symbol_items = Symbol::ALL.iter().map(|s| {
        let what = match s {
            Symbol::Sword => "what a Strike! counts on your side.",
            Symbol::Helm => "what holds off the opponent's Strike!.",
            Symbol::Aggression => "the fury some cards defeat or lose to.",
            Symbol::Wisdom => "the calm some cards defeat or lose to.",
            Symbol::Agility => "the speed some cards defeat or lose to.",
        };
        html! { <li>{ symbol_icon(*s) }{ " " }<strong>{ s.plural() }</strong>{ format!(": {what}") }</li> }
    });
    html! {
        <RulesFrame game={ID} title="Pocket Samurai: rules"
                    lede="Two samurai build a hand from a shared row of cards, then duel with it: both lay \
                          a card face down, both flip, and the first clean strike wins the round. Best of three.">

            <h2>{ "The symbols" }</h2>
            <p>{ "Cards show symbols in their top corner. There are five:" }</p>
            <ul>{ for symbol_items }</ul>

            <h2>{ "The draft: two Dojos" }</h2>
            <ol>
                <li>{ "Ten cards are laid out face up. The players take turns picking one at a time until \
                    each has taken four; the last two are discarded face up." }</li>
                <li>{ "A second Dojo of ten follows, picked the same way. The player who picked first in the \
                    first Dojo picks second in this one." }</li>
                <li>{ "Each player then holds eight cards plus their own Strike!. Every pick was made in the \
                    open, so both hands are known to both players." }</li>
            </ol>

            <h2>{ "The duel: Bushido" }</h2>
            <p>{ "Each turn:" }</p>
            <ol>
                <li><strong>{ "Lay a card face down. " }</strong>{ "Both players choose at the same time; \
                    neither sees the other's choice." }</li>
                <li><strong>{ "Flip. " }</strong>{ "Both cards turn over together. \"Defeats\" and \"Loses to\" \
                    abilities compare with the symbols on the card the opponent flipped: a defeated card goes to \
                    its owner's exhaust pile. The others enter play and stay there." }</li>
                <li><strong>{ "Call and Choose. " }</strong>{ "A flipped Call card lets its owner put a matching \
                    card from the hand into play. A Choose card shows the symbol its owner picks." }</li>
                <li><strong>{ "Exhaust. " }</strong>{ "If a Strike! was played, both players may exhaust cards in \
                    play for their one-time effect, answering each other, until both are done." }</li>
                <li><strong>{ "Strike. " }</strong>{ "A Strike! succeeds when its owner's swords in play outnumber \
                    the opponent's helms in play: that player wins the round. Otherwise the Strike! returns to \
                    the hand and the duel goes on." }</li>
            </ol>
            <p>{ "If both strike and both succeed, it is a mutual defeat: both score the round. If both strike \
                and both are held off three turns in a row, that is a mutual defeat too. The first to win two \
                rounds wins the match; reaching two together is a draw." }</p>

            <h2>{ "How this table decides" }</h2>
            <p>{ "Where the original rules are silent, this table rules as follows." }</p>
            <ul>
                <li>{ "The player chosen in the new-game dialog picks first in the first Dojo; the other \
                    player picks first in the second." }</li>
                <li>{ "The seven cards never laid out stay face down and unseen. The four cards discarded \
                    from the Dojos are public." }</li>
                <li>{ "After the draft each player picks up their cards, but every pick was made in the open, \
                    so nothing about the hands is secret: the table shows each player the cards the opponent \
                    still holds, as a player with a perfect memory would know them. It never shows which card \
                    the opponent is about to lay face down, nor what they decide to call." }</li>
                <li>{ "Choose cards print no symbols: they show only the chosen one (two of it). If two or \
                    more Choose cards enter play in the same turn, whoever owns them, none of them shows any \
                    symbol, now or later. A defeated Choose card does not count." }</li>
                <li>{ "Defeats and Loses to look at the printed symbols of the card the opponent flipped this \
                    turn. Strike! shows no symbols and nothing interacts with it, so it is never defeated." }</li>
                <li>{ "Calling is optional and both callers decide at once, after the flip abilities. A \
                    called Strike! strikes this turn like a flipped one. A called card's Choose still happens; \
                    its Defeats, Loses to and Call do not." }</li>
                <li>{ "The exhaust step happens only in a turn with a Strike! out, after Call and Choose. \
                    Both players may exhaust any number of their cards in play, one at a time, in any order; \
                    each exhaust gives the other player a new chance to answer. The step ends when both have \
                    passed. Exhaust effects count for this turn's strikes only." }</li>
                <li>{ "Effects that count symbols (\"per wisdom\") count the printed and chosen symbols in \
                    play, not other effects. A reduction never takes a total below zero." }</li>
                <li>{ "\"Three times in a row\" counts consecutive turns in which both struck and neither \
                    succeeded; any other turn starts the count again." }</li>
                <li>{ "A round ends at once on a successful strike or a mutual defeat. All cards, exhaust \
                    piles included, go back to their owners' hands for the next round; the Dojo is not played \
                    again." }</li>
            </ul>

            <h2>{ "The cards" }</h2>
            <p>{ "27 cards to draft from, and a Strike! for each player: every one, with its picture, \
                symbols and ability, is on the cards page (the link at the top)." }</p>

            <h2>{ "Playing here" }</h2>
            <p>{ "Tap or click a card to choose it, then press the button under the cards (Take, Lay face \
                down, Call). With a keyboard: keys 1 to 9 and 0 choose a card, Enter confirms, P passes \
                (call nothing, done exhausting), N starts the next round; in a choice of symbols or an \
                exhaust, the number keys press the numbered buttons. Tab moves between buttons. With two \
                players on one device, the face-down choices are made behind a hand-over screen. Your game \
                is saved after every move, and the deal code at the top replays the same shuffle when \
                entered in a new game." }</p>
        </RulesFrame>
    }
}
