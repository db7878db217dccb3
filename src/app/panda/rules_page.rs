//! Panda's rules in the product's own words, with the table's decisions.

use super::ID;
use crate::app::kit::RulesFrame;
use yew::prelude::*;

#[function_component(RulesPage)]
pub fn rules_page() -> Html {
    html! {
        <RulesFrame game={ID} title="Panda: rules"
                    lede="A climbing card game for four players in two partnerships (a relative of Tichu). \
                          Partners sit opposite each other. Get rid of your cards first, and win tricks with points in them.">
            <h2>{ "The cards" }</h2>
            <p>{ "Sixty cards: four suits (Tamahagne, Gyokuro, Renge and Asahi) of fourteen ranks, 1 to 10, then Bushi, \
                Geisha, Emperor and Mon (the highest); and four animals: the Stork, the Cat, the Catfish and the Panda." }</p>
            <ul>
                <li><strong>{ "Stork: " }</strong>{ "a 1 without a suit. Whoever holds it leads the first trick; it may be played alone or as a 1 in a combination." }</li>
                <li><strong>{ "Cat: " }</strong>{ "worth nothing as a play; it can only be led, and hands the lead to your partner (or the next player on their left if your partner is out)." }</li>
                <li><strong>{ "Catfish: " }</strong>{ "a joker for any suited rank in a combination (not in an Ambush or a Kingdom). Alone it is half a rank above the single it is played on (½ when led); it does not beat a Mon or the Panda." }</li>
                <li><strong>{ "Panda: " }</strong>{ "the highest single; it beats the Mon. If it wins the trick, its player gives the whole trick to an opponent of their choice, and still leads next." }</li>
            </ul>
            <h2>{ "A deal" }</h2>
            <ol>
                <li><strong>{ "Deal and passing. " }</strong>{ "Everybody gets 15 cards, then gives one card to each of the three others at once: one to the left, one to the partner, one to the right." }</li>
                <li><strong>{ "The lead. " }</strong>{ "The holder of the Stork leads first, with a combination containing a 1: a single, a pair, a triple, a full house (a triple and a pair; the triple decides), a run of five or more consecutive ranks, or a run of two or more consecutive pairs." }</li>
                <li><strong>{ "Climbing. " }</strong>{ "Going left, each player either passes or plays the same kind of combination, of the same length, higher. Passing does not stop you from playing later in the trick. When the other three pass, the last player to play takes the trick and leads again." }</li>
                <li><strong>{ "Ambush. " }</strong>{ "Four suited cards of one rank beat everything but a higher Ambush or a Kingdom, and may be laid at any time, even out of turn. The table pauses after each play while you hold one, so you can press Ambush (how long is a setting)." }</li>
                <li><strong>{ "Kingdom. " }</strong>{ "Bushi, Geisha, Emperor and Mon of one suit: it beats everything, takes the trick at once and scores 100, but only while all four players still hold cards." }</li>
                <li><strong>{ "Going out. " }</strong>{ "The deal ends when three players are out. The last player's hand goes to the opponents, their tricks to the first player out." }</li>
            </ol>
            <h2>{ "Scoring" }</h2>
            <ul>
                <li>{ "Mons and 10s are 10 points, 5s are 5, the Panda and the Stork +25, the Cat and the Catfish -25." }</li>
                <li>{ "Double victory: if partners go out first and second, their team scores 200 and the other 0, whatever the cards." }</li>
                <li>{ "Calling Panda: before playing your first card (even before the passing) you may call Panda. If you go out first your team gets 100, otherwise it loses 100." }</li>
                <li>{ "The game is played to 1000 points (200 or 500 for a shorter game); the team ahead after the deal that reaches the target wins." }</li>
            </ul>
            <h2>{ "How this table decides" }</h2>
            <ul>
                <li>{ "Seats: the left is the next player; seats 1 and 3 play against seats 2 and 4. In the passing, the left card goes to the next seat, the partner's across, the right card to the seat before yours." }</li>
                <li>{ "A Catfish in a set is read as the highest combination the set can form that beats the table (7, 7, 8, 8 and the Catfish is a full house of 8s): nothing needs to be declared. It can stand for a suited 1, never for the Stork." }</li>
                <li>{ "The first lead must hold a real 1 (a suited 1 or the Stork); a Catfish standing for a 1 does not count. The Cat cannot be the first lead." }</li>
                <li>{ "An Ambush out of turn needs a combination on the table: it is never laid on an empty table out of turn (it may be your own lead). After every play and every pass, including the pass that closes a trick, the table asks everyone who could hold an Ambush. It does not ask when nobody could, by what has been seen." }</li>
                <li>{ "No Ambush can follow the Cat (the table is empty) or a Kingdom (nothing beats it). After an Ambush out of turn, the turn goes to the ambusher's left." }</li>
                <li>{ "A Kingdom may also be led; it takes the trick at once with everything in it." }</li>
                <li>{ "The third player's last play takes the trick at once. A double victory ends the deal at once, whatever is on the table." }</li>
                <li>{ "In a double victory the card points are not counted, but calls still count, and so does a \
                    Kingdom's 100, for either team: the 100 is a bonus, not card points." }</li>
                <li>{ "A Kingdom takes its trick at once, so no second Kingdom can be laid on it. Kingdoms laid in \
                    different tricks of one deal each score 100." }</li>
                <li>{ "The Cat hands the lead to your partner; if your partner is out, to the next player on your \
                    partner's left who still holds cards. That can be you: the lead then comes back to you." }</li>
                <li>{ "The Panda's trick may be given to either opponent, also one who is already out. When a trick's winner is out, the next player on their left who holds cards leads." }</li>
                <li>{ "Between deals the next passing starts at once; the score sheet shows every deal." }</li>
                <li>{ "Everything played is public: won cards are counted face up on each seat." }</li>
                <li>{ "With several people at one device, the table answers \"no Ambush\" at once for a person who holds none, and waits a moment (the Ambush time in the settings) for one who does. The device stays where it is; every other person gets a button with their name to take it and call an Ambush, and the table waits while they decide. Everyone gets the button, so it does not tell who holds one." }</li>
            </ul>
            <h2>{ "Playing here" }</h2>
            <ul>
                <li>{ "Select cards by clicking or tapping them, or with the keys shown on them (1-9, 0, then Q W E R T); the arrow keys move between cards and Space selects. Enter plays the selection, Escape clears it." }</li>
                <li>{ "The selection is named under your hand, and the Play button says whether it beats the table and why not." }</li>
            </ul>
        </RulesFrame>
    }
}
