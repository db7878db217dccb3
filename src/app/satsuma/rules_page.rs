//! Satsuma Rebellion's rules in the product's own words, with the table's rulings: one
//! text per paragraph or list item, in the reader's language.

use super::ID;
use crate::app::kit::RulesFrame;
use crate::ts;
use yew::prelude::*;

#[function_component(RulesPage)]
pub fn rules_page() -> Html {
    html! {
        <RulesFrame game={ID} title={ts!("Satsuma Rebellion: rules", "西南戦争：ルール")}
                    lede={ts!("Kyushu, 1877. The modern Imperial Army hunts down the last Samurai. \
                          The rebels cannot win; the question is how dearly they sell their defeat.",
                          "1877年、九州。近代化された官軍が最後の侍たちを追い詰めます。\
                          反乱軍に勝ち目はありません。問われるのは、どれほどの代償を払わせて敗れるかです。")}>

            <h2>{ ts!("The decks", "山札") }</h2>
            <p>{ ts!("Each side has its own deck of 46 cards. Every card has a suit and a strength, \
                written like L10 (Leader, 10). The eight suits are Force (F), Reserves (R), \
                Leader (L), Attack (A), Defense (D), Morale (M), Weapons (W) and Escape (E). \
                Some cards offer a choice, such as W5 or M6: the card counts as one of the two.",
                "両軍はそれぞれ46枚の自分の山札を持ちます。どのカードにもスートと強さがあり、\
                指10（指揮、10）のように書きます。8つのスートは兵力（兵）、予備（予）、指揮（指）、\
                攻撃（攻）、防御（防）、士気（士）、武器（武）、脱出（脱）です。\
                「武5または士6」のように選べるカードもあり、そのカードは2つのうち一方として数えます。") }</p>

            <h2>{ ts!("A hand", "1回の戦い") }</h2>
            <ol>
                <li><strong>{ ts!("Logistics. ", "兵站。") }</strong>{ ts!("Both sides draw 7 cards from their own deck. Each may \
                    discard up to 3 of them and draw as many replacements. The two sides choose at the \
                    same time, without seeing each other's cards.",
                    "両軍は自分の山札から7枚を引きます。それぞれ3枚まで捨てて、同じ枚数を引き直せます。\
                    両軍は互いのカードを見ずに同時に選びます。") }</li>
                <li><strong>{ ts!("Strategy. ", "戦略。") }</strong>{ ts!("One side attacks, the other defends. The Samurai attack \
                    in the first hand; afterwards the winner of the previous hand attacks.",
                    "一方が攻撃し、もう一方が防御します。最初の戦いでは薩軍が攻撃し、\
                    その後は前の戦いの勝者が攻撃します。") }</li>
                <li><strong>{ ts!("Clash. ", "交戦。") }</strong>{ ts!("Both hands are revealed and each side adds up the \
                    strength of its usable cards. The higher total wins; the loser takes one casualty. \
                    On a tie both sides take a casualty and keep their roles.",
                    "両軍の手札を公開し、それぞれ使えるカードの強さを合計します。合計の高い方が勝ち、\
                    負けた方が損害を1受けます。同点なら両軍が損害を1ずつ受け、役割はそのままです。") }</li>
            </ol>
            <h3>{ ts!("Which cards count", "数えられるカード") }</h3>
            <ul>
                <li>{ ts!("Only one card of each suit counts.", "各スートで数えられるのは1枚だけです。") }</li>
                <li>{ ts!("The Attacker may not use Defense or Escape cards.", "攻撃側は防御と脱出のカードを使えません。") }</li>
                <li>{ ts!("The Defender may not use Attack cards.", "防御側は攻撃のカードを使えません。") }</li>
            </ul>
            <h3>{ ts!("Escape", "脱出") }</h3>
            <p>{ ts!("If the Samurai defended, counted an Escape card and won, they remain the Defender in \
                the next hand instead of becoming the Attacker.",
                "薩軍が防御側で脱出のカードを数えて勝った場合、次の戦いでは攻撃側にならず、\
                防御側のままです。") }</p>

            <h2>{ ts!("The end", "終わり") }</h2>
            <p>{ ts!("The game ends when the Samurai have 9 casualties. The Imperial casualties decide how \
                history remembers it:",
                "薩軍の損害が9になるとゲームは終わります。官軍の損害によって、歴史がどう記憶するかが決まります。") }</p>
            <table class="score-board">
                <thead><tr><th scope="col">{ ts!("Imperial casualties", "官軍の損害") }</th><th scope="col">{ ts!("Result", "結果") }</th></tr></thead>
                <tbody>
                    <tr><td>{ ts!("7 or fewer", "7以下") }</td><td>{ ts!("Greater Imperial Victory", "官軍の大勝利") }</td></tr>
                    <tr><td>{ ts!("Exactly 8", "ちょうど8") }</td><td>{ ts!("Historically Equivalent", "史実どおりの結末") }</td></tr>
                    <tr><td>{ ts!("9 or more", "9以上") }</td><td>{ ts!("Greater Samurai Moral Victory", "薩軍の精神的勝利") }</td></tr>
                </tbody>
            </table>

            <h2>{ ts!("How this table decides", "この卓での裁定") }</h2>
            <ul>
                <li>{ ts!("Bodyguard is printed \"T2\", which names no suit: it is a Defense card of strength 2.",
                    "「護衛」のカードには「T2」と印刷されていますが、どのスートでもないため、強さ2の防御のカードとします。") }</li>
                <li>{ ts!("Every hand both sides draw 7 fresh cards; all cards are discarded at the end of the \
                    hand. A deck that runs out is refilled by shuffling its own discard pile.",
                    "毎回の戦いで両軍は新しく7枚を引き、戦いの終わりにすべてのカードを捨てます。\
                    山札が尽きたら、その軍の捨て札を切り直して山札にします。") }</li>
                <li>{ ts!("Your total is always the best legal one: the table chooses, for every two-valued card, \
                    the value that gives the highest total with at most one card per suit, and shows which \
                    cards counted and as what.",
                    "合計は常にルール上で最も高いものになります。2つの値を持つカードごとに、\
                    各スート1枚までで合計が最も高くなる値をテーブルが選び、どのカードが何として数えられたかを表示します。") }</li>
                <li>{ ts!("When two choices give the same best total and the Samurai are defending, the table \
                    counts an Escape card if it can, so the Escape rule works in the Samurai's favour; \
                    otherwise it prefers a choice without Escape.",
                    "2つの選び方で最高の合計が同じになり、薩軍が防御側のときは、できるだけ脱出のカードを数えます。\
                    こうして脱出のルールが薩軍に有利に働きます。それ以外のときは脱出を数えない選び方を優先します。") }</li>
                <li>{ ts!("A tie: both sides take a casualty and keep their roles. If that gives the Samurai \
                    their ninth casualty, the game ends.",
                    "同点：両軍が損害を1ずつ受け、役割はそのままです。それで薩軍の損害が9になればゲームは終わります。") }</li>
            </ul>

            <h2>{ ts!("Playing here", "このアプリでの遊び方") }</h2>
            <p>{ ts!("Tap or click cards to mark up to three for discarding, then press Discard and draw (or \
                Keep all 7). With a keyboard: keys 1 to 7 mark cards, D discards and draws, N deals the \
                next hand; Tab moves between buttons. Your game is saved after every move. The deal code \
                at the top replays the same shuffle when entered in a new game.",
                "カードをタップまたはクリックして捨てるカードを3枚まで選び、「捨てて引く」（または「7枚すべて残す」）を押します。\
                キーボードでは1〜7でカードを選び、Dで捨てて引き直し、Nで次の戦いを配ります。タブキーでボタン間を移動します。\
                ゲームは一手ごとに保存されます。上に表示される配りコードを新しいゲームで入力すると、同じシャッフルを再現できます。") }</p>
        </RulesFrame>
    }
}
