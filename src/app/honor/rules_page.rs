//! Honor of the Samurai's rules in the product's own words, with the table's rulings.

use super::ID;
use crate::app::kit::RulesFrame;
use yew::prelude::*;

#[function_component(RulesPage)]
pub fn rules_page() -> Html {
    html! {
        <RulesFrame game={ID} title="Honor of the Samurai: rules"
                    lede="A duel of hidden armies for 2 to 6 players with a standard deck and two Jokers. \
                          (Not the commercial game of the same name.) Win heads; avoid disgrace.">
            <h2>{ "A hand" }</h2>
            <ol>
                <li><strong>{ "Deal. " }</strong>{ "Everyone still in gets an army of three cards face down and a hand of three." }</li>
                <li><strong>{ "Setup and discard. " }</strong>{ "Player by player from the dealer's left: a hand holding a King, \
                    Queen or Jack earns its owner a disgrace and is discarded and redrawn, again and again. Every Joker that \
                    arrives in a hand disgraces every other player still in; the Joker stays. Three disgraces and you are out at once (with the house rule below, not before the first battle)." }</li>
                <li><strong>{ "Exchange. " }</strong>{ "Swap hand cards into army slots as you like. The replaced army card goes, \
                    unseen by anyone, to the exchange pile. You never see your own army except the cards you put there." }</li>
                <li><strong>{ "Battle. " }</strong>{ "All armies are revealed. An army holding a Joker loses. The highest total \
                    wins (A 13, K 12, Q 11, J 11, others their number); a tie for highest means nobody wins. The winner takes \
                    every King, Queen and Jack in all the armies, their own included: one head each." }</li>
                <li><strong>{ "Clean-up. " }</strong>{ "Face cards and Jokers from the armies go back into the draw pile; everything \
                    else goes to the discard pile; the draw pile is shuffled. When the draw pile runs out, the discard pile is \
                    shuffled into a new one." }</li>
            </ol>
            <p>{ "The first player to 10 heads wins, or the last player left in." }</p>
            <h2>{ "Variants" }</h2>
            <ul>
                <li><strong>{ "Kings: " }</strong>{ "a match of consecutive games. Each game's winner is King of the next and declares \
                    one suit illegal before its first hand; at every battle each army holding that suit costs its owner a disgrace." }</li>
                <li><strong>{ "Negative heads: " }</strong>{ "a disgrace is minus one head; at -3 heads you are out; heads won later count back up." }</li>
                <li><strong>{ "Charges: " }</strong>{ "after the exchange, in turn, each player may add one hand card face down to the \
                    army. Charges are revealed with the armies and count. A charger who does not win a battle somebody else wins is disgraced." }</li>
                <li><strong>{ "Diplomacy " }</strong>{ "(with Kings): when a Joker would disgrace you, or your revealed army holds a \
                    Joker, you may appeal to the King. If the King responds and draws a face card, the Joker's disgraces are \
                    cancelled for everybody, or you replace the Joker in your army with a hand card. The King may not appeal to themselves." }</li>
            </ul>
            <h2>{ "House rule: opening grace" }</h2>
            <p>{ "In the classic rule, three disgraces put a player out at once, in the opening too: the first \
                Setup/Discard happens as the cards are dealt, before anyone has chosen anything, and a player whose \
                hands keep holding face cards, or who is struck by the others' Jokers, can be out of the game before \
                their first choice." }</p>
            <p><strong>{ "Opening grace: " }</strong>{ "nobody goes out before the first battle of a game. During the \
                first hand's Setup/Discard (and its appeals), a disgrace that would put a player out is not given: \
                the face-card hand is still discarded and redrawn, the Joker still shown, but the player stays on 2 \
                disgraces (or -2 heads). From the first battle on, including the first battle's own disgraces (the \
                illegal suit, failed charges), the classic rule applies. With Kings it holds in every game of the match." }</p>
            <p>{ "The new-game form has it on by default, because the classic opening often decides a game before \
                anyone plays. Over 20,000 games per table with computer players, at a table of four with no variant \
                the player at the bottom of the table was out before their first choice in about 1 game in 4 and saw \
                an opponent go out before it in 2 games out of 3; at two players about 1 game in 3 was over before \
                the first battle. With opening grace none of this happens, and the opening still costs disgraces. \
                Untick it to play the classic rule; games saved before the house rule existed keep the classic rule." }</p>
            <h2>{ "How this table decides" }</h2>
            <ul>
                <li>{ "The first hand's dealer is the last seat, so seat 1 is examined first; the deal passes left each hand, skipping players who are out." }</li>
                <li>{ "In a player's Setup/Discard turn, each Joker in the hand is shown and strikes first; then the hand is checked for face cards. A discarded face-card hand is shown to everybody (a Joker in it goes with it); a redrawn hand only to its owner." }</li>
                <li>{ "A player put out during Setup/Discard takes no further part from that moment, even if \
                    their own turn has not come yet: their hand is not examined, so a Joker in it disgraces nobody, \
                    and their army is not revealed at the battle. Its cards go to the discard pile at the clean-up, \
                    face cards included, so nobody wins heads from them." }</li>
                <li>{ "The first Setup/Discard happens as the cards are dealt, so in the classic rule a game can end before anyone has chosen anything: a three-card hand holds a King, Queen or Jack about half the time. Opening grace (above) prevents that." }</li>
                <li>{ "The exchange is simultaneous: everyone swaps, then says Done. Which army slot a player swaps is public; the cards are not. Each swap is final." }</li>
                <li>{ "Charges go in turn from the dealer's left; a player with no hand card is skipped." }</li>
                <li>{ "At the battle: armies are revealed, appeals about Jokers in armies are heard, then the illegal suit's disgraces; a player those put out cannot win, but their face cards still count as heads. Then the winner takes the heads and failed chargers are disgraced." }</li>
                <li>{ "Several disgraces at once are given one by one from the left; if everybody is out at once, the one with the most heads wins (a tie: no winner)." }</li>
                <li>{ "A Kings match has 3 games; the first has no King, and a game without a winner makes no King. The King keeps the title when put out and may still answer appeals. The match goes to the most games won." }</li>
                <li>{ "Diplomacy: the King answers once for a whole Joker's disgraces. An appeal about a Joker in an army names the hand card that would replace it; with two Jokers only one is replaced. If the draw pile is empty the King draws from the reshuffled discards; with both empty the appeal fails." }</li>
                <li>{ "The stake per head is optional; the end screen shows heads times the stake." }</li>
            </ul>
        </RulesFrame>
    }
}
