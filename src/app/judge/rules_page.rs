//! Judge's rules in the product's own words, with the table's decisions.

use super::ID;
use crate::app::kit::RulesFrame;
use crate::core::BotLevel;
use crate::games::judge::Profile;
use yew::prelude::*;

#[function_component(RulesPage)]
pub fn rules_page() -> Html {
    html! {
        <RulesFrame game={ID} title="Judge: rules"
                    lede="A slap race for two with hanafuda cards, after Nintendo's Game & Watch \"Judge\". \
                          Read the months, then be faster than your opponent.">

            <h2>{ "The cards" }</h2>
            <p>{ "48 hanafuda cards: twelve months (January, Pine, is 1; December, Paulownia, is 12), \
                four cards each. Five are brights: Crane (January), Curtain (March), Moon (August), \
                Rain-man (November) and Phoenix (December)." }</p>

            <h2>{ "Set-up" }</h2>
            <p>{ "Each player draws one card as their head: it lies face up and is never scored. The other \
                46 cards are split into two draw piles of 23." }</p>

            <h2>{ "A round" }</h2>
            <ol>
                <li>{ "Both players lay the top card of their pile face down: the pickets." }</li>
                <li>{ "\"3, 2, 1, flip!\": both pickets turn over at the same instant." }</li>
                <li>{ "The later month (higher number) must hit: a hand on the opponent's head. \
                    The earlier month must defend: a hand on their own head, before the hit." }</li>
            </ol>
            <h3>{ "How the race is decided" }</h3>
            <ul>
                <li>{ "The later month hits first: the later month wins the round." }</li>
                <li>{ "The earlier month defends first: if the later month then defends too, the earlier \
                    month wins; if it hits or does nothing in the response window, the pickets go to the pot." }</li>
                <li>{ "The earlier month hits by mistake: if the later month hits back in the window, it wins; \
                    if it defends or does nothing, the pot." }</li>
                <li>{ "The later month defends by mistake: if the earlier month hits in the window, the pot; \
                    if it defends or does nothing, the earlier month wins." }</li>
                <li>{ "Same month: both must hit and the first hit wins; defending does nothing. No hit at all: the pot." }</li>
                <li>{ "Nobody moves before the round times out: the pot." }</li>
                <li>{ "A hand on a head stays there until the round is decided. Lift it early and your \
                    opponent wins the round." }</li>
            </ul>
            <p>{ "The winner of a round takes both pickets and the pot into their score pile." }</p>

            <h2>{ "Scoring" }</h2>
            <p>{ "After 23 rounds the piles are used up. Each card won scores 1; four brights or more score \
                10 more. The higher score wins. With more than two people, the others wait in line and \
                the winner stays on." }</p>

            <h2>{ "How this table decides" }</h2>
            <ul>
                <li>{ "The order of two presses comes from each input event's own timestamp, not from the \
                    order the page handled them. Key auto-repeat is ignored." }</li>
                <li>{ "The table decides each round a few frames (50 ms) behind its clock, so a press counts \
                    by its own time even when it reaches the table a few frames late. A press that arrives \
                    after the round is decided does not count." }</li>
                <li>{ "A press before the flip does not count and is not punished; the table says \"too \
                    early\". A key held down through the flip does not count either: lift it and press again." }</li>
                <li>{ "At the very same instant, the later month's hit comes first. Two same-month hits at \
                    the very same instant go to the pot." }</li>
                <li>{ "Your first hand on a head is the one that counts; pressing your other key while it is \
                    down changes nothing. In a same-month round a defence does nothing, so lifting it is not \
                    punished either." }</li>
                <li>{ "An answer exactly at the end of the response window still counts. The response window \
                    (default 500 ms) and the round time-out (default 3000 ms) are set in the new-game dialog, \
                    the same for both players." }</li>
                <li>{ "The pot left after the last round is not scored." }</li>
                <li>{ "A reload during a countdown or a race counts that round down again with the same \
                    pickets; a decided round stays decided." }</li>
                <li>{ "Winner stays on: after a tie, the near player stays." }</li>
            </ul>

            <h2>{ "Playing here" }</h2>
            <p>{ "Keys: by default the near player hits with S and defends with A, the far player hits \
                with K and defends with L; hold the key while your hand is on the head. Change them in the \
                new-game dialog. On a touch screen each half has two large targets, and both players can \
                press at once: a tap puts your hand on that head until the round is decided, and a tap \
                on your other target lifts it. With two people on one phone the far half is turned round, for playing \
                across a table. N starts the next round." }</p>
            <h3>{ "Computer opponents" }</h3>
            <ul>
                { for BotLevel::OFFERED.iter().map(|l| html! {
                    <li>{ format!("{}: {}", l.name(), Profile::of(*l).describe()) }</li>
                }) }
            </ul>
        </RulesFrame>
    }
}
