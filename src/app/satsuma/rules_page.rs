//! Satsuma Rebellion's rules in the product's own words, with the table's rulings.

use super::ID;
use crate::app::kit::RulesFrame;
use yew::prelude::*;

#[function_component(RulesPage)]
pub fn rules_page() -> Html {
    html! {
        <RulesFrame game={ID} title="Satsuma Rebellion: rules"
                    lede="Kyushu, 1877. The modern Imperial Army hunts down the last Samurai. \
                          The rebels cannot win; the question is how dearly they sell their defeat.">

            <h2>{ "The decks" }</h2>
            <p>{ "Each side has its own deck of 46 cards. Every card has a suit and a strength, \
                written like L10 (Leader, 10). The eight suits are Force (F), Reserves (R), \
                Leader (L), Attack (A), Defense (D), Morale (M), Weapons (W) and Escape (E). \
                Some cards offer a choice, such as W5 or M6: the card counts as one of the two." }</p>

            <h2>{ "A hand" }</h2>
            <ol>
                <li><strong>{ "Logistics. " }</strong>{ "Both sides draw 7 cards from their own deck. Each may \
                    discard up to 3 of them and draw as many replacements. The two sides choose at the \
                    same time, without seeing each other's cards." }</li>
                <li><strong>{ "Strategy. " }</strong>{ "One side attacks, the other defends. The Samurai attack \
                    in the first hand; afterwards the winner of the previous hand attacks." }</li>
                <li><strong>{ "Clash. " }</strong>{ "Both hands are revealed and each side adds up the \
                    strength of its usable cards. The higher total wins; the loser takes one casualty. \
                    On a tie both sides take a casualty and keep their roles." }</li>
            </ol>
            <h3>{ "Which cards count" }</h3>
            <ul>
                <li>{ "Only one card of each suit counts." }</li>
                <li>{ "The Attacker may not use Defense or Escape cards." }</li>
                <li>{ "The Defender may not use Attack cards." }</li>
            </ul>
            <h3>{ "Escape" }</h3>
            <p>{ "If the Samurai defended, counted an Escape card and won, they remain the Defender in \
                the next hand instead of becoming the Attacker." }</p>

            <h2>{ "The end" }</h2>
            <p>{ "The game ends when the Samurai have 9 casualties. The Imperial casualties decide how \
                history remembers it:" }</p>
            <table class="score-board">
                <thead><tr><th scope="col">{ "Imperial casualties" }</th><th scope="col">{ "Result" }</th></tr></thead>
                <tbody>
                    <tr><td>{ "7 or fewer" }</td><td>{ "Greater Imperial Victory" }</td></tr>
                    <tr><td>{ "Exactly 8" }</td><td>{ "Historically Equivalent" }</td></tr>
                    <tr><td>{ "9 or more" }</td><td>{ "Greater Samurai Moral Victory" }</td></tr>
                </tbody>
            </table>

            <h2>{ "How this table decides" }</h2>
            <ul>
                <li>{ "Bodyguard is printed \"T2\", which names no suit: it is a Defense card of strength 2." }</li>
                <li>{ "Every hand both sides draw 7 fresh cards; all cards are discarded at the end of the \
                    hand. A deck that runs out is refilled by shuffling its own discard pile." }</li>
                <li>{ "Your total is always the best legal one: the table chooses, for every two-valued card, \
                    the value that gives the highest total with at most one card per suit, and shows which \
                    cards counted and as what." }</li>
                <li>{ "When two choices give the same best total and the Samurai are defending, the table \
                    counts an Escape card if it can, so the Escape rule works in the Samurai's favour; \
                    otherwise it prefers a choice without Escape." }</li>
                <li>{ "A tie: both sides take a casualty and keep their roles. If that gives the Samurai \
                    their ninth casualty, the game ends." }</li>
            </ul>

            <h2>{ "Playing here" }</h2>
            <p>{ "Tap or click cards to mark up to three for discarding, then press Discard and draw (or \
                Keep all 7). With a keyboard: keys 1 to 7 mark cards, D discards and draws, N deals the \
                next hand; Tab moves between buttons. Your game is saved after every move. The deal code \
                at the top replays the same shuffle when entered in a new game." }</p>
        </RulesFrame>
    }
}
