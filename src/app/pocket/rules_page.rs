//! Pocket Samurai's rules in the product's own words, with the table's decisions (every card
//! is on the deck page). One `ts!` per paragraph or list item: the page's structure is
//! written once, each text whole in each language.

use super::face::symbol_icon;
use super::ID;
use crate::app::kit::RulesFrame;
use crate::games::pocket::Symbol;
use crate::ts;
use yew::prelude::*;

#[function_component(RulesPage)]
pub fn rules_page() -> Html {
    let symbol_items = Symbol::ALL.iter().map(|s| {
        let what = match s {
            Symbol::Sword => ts!(
                ": what a Strike! counts on your side.",
                "：一撃！のとき自分の側で数えるもの。"
            ),
            Symbol::Helm => ts!(
                ": what holds off the opponent's Strike!.",
                "：相手の一撃！を防ぐもの。"
            ),
            Symbol::Aggression => ts!(
                ": the fury some cards defeat or lose to.",
                "：猛る心。これに勝つカード、負けるカードがあります。"
            ),
            Symbol::Wisdom => ts!(
                ": the calm some cards defeat or lose to.",
                "：静かな知恵。これに勝つカード、負けるカードがあります。"
            ),
            Symbol::Agility => ts!(
                ": the speed some cards defeat or lose to.",
                "：素早さ。これに勝つカード、負けるカードがあります。"
            ),
        };
        html! { <li>{ symbol_icon(*s) }{ " " }<strong>{ s.words() }</strong>{ what }</li> }
    });
    html! {
        <RulesFrame game={ID} title={ts!("Pocket Samurai: rules", "ポケット侍：ルール")}
                    lede={ts!("Two samurai build a hand from a shared row of cards, then duel with it: both lay \
                          a card face down, both flip, and the first clean strike wins the round. Best of three.",
                          "2人の侍が共通の列からカードを取って手札を作り、その手札で決闘します。両者がカードを1枚伏せて同時に表にし、\
                          先に一撃を決めたほうがラウンドに勝ちます。3ラウンド中2ラウンド先取。")}>

            <h2>{ ts!("The symbols", "シンボル") }</h2>
            <p>{ ts!("Cards show symbols in their top corner. There are five:",
                "カードの上の隅にシンボルが描かれています。シンボルは5種類です。") }</p>
            <ul>{ for symbol_items }</ul>

            <h2>{ ts!("The draft: two Dojos", "ドラフト：2つの道場") }</h2>
            <ol>
                <li>{ ts!("Ten cards are laid out face up. The players take turns picking one at a time until \
                    each has taken four; the last two are discarded face up.",
                    "10枚のカードを表向きに並べます。各プレイヤーが4枚取るまで、交互に1枚ずつ取ります。残った2枚は表向きで捨てます。") }</li>
                <li>{ ts!("A second Dojo of ten follows, picked the same way. The player who picked first in the \
                    first Dojo picks second in this one.",
                    "続いて2つ目の道場の10枚を同じように取ります。1つ目の道場で先に取ったプレイヤーは、ここでは後から取ります。") }</li>
                <li>{ ts!("Each player then holds eight cards plus their own Strike!. Every pick was made in the \
                    open, so both hands are known to both players.",
                    "こうして各プレイヤーは8枚と自分の一撃！を持ちます。どのカードも公開の場で取ったので、両者とも互いの手札を知っています。") }</li>
            </ol>

            <h2>{ ts!("The duel: Bushido", "決闘：武士道") }</h2>
            <p>{ ts!("Each turn:", "各ターンの流れ：") }</p>
            <ol>
                <li><strong>{ ts!("Lay a card face down. ", "カードを伏せる。") }</strong>{ ts!("Both players choose at the same time; \
                    neither sees the other's choice.", "両者が同時に選びます。相手の選んだカードは見えません。") }</li>
                <li><strong>{ ts!("Flip. ", "公開。") }</strong>{ ts!("Both cards turn over together. \"Defeats\" and \"Loses to\" \
                    abilities compare with the symbols on the card the opponent flipped: a defeated card goes to \
                    its owner's exhaust pile. The others enter play and stay there.",
                    "両方のカードを同時に表にします。「勝つ」「負ける」の能力は、相手が表にしたカードのシンボルと比べます。敗れたカードは持ち主の消耗置き場へ行きます。それ以外のカードは場に出て、そのまま残ります。") }</li>
                <li><strong>{ ts!("Call and Choose. ", "呼び出しと選択。") }</strong>{ ts!("A flipped Call card lets its owner put a matching \
                    card from the hand into play. A Choose card shows the symbol its owner picks.",
                    "表になった呼び出しのカードで、持ち主は条件に合うカードを手札から場に出せます。選択のカードは、持ち主が選んだシンボルを示します。") }</li>
                <li><strong>{ ts!("Exhaust. ", "消耗。") }</strong>{ ts!("If a Strike! was played, both players may exhaust cards in \
                    play for their one-time effect, answering each other, until both are done.",
                    "一撃！が出ていれば、両者は場のカードを消耗して一度きりの効果を使えます。互いに応じ合い、両者が終えるまで続きます。") }</li>
                <li><strong>{ ts!("Strike. ", "一撃。") }</strong>{ ts!("A Strike! succeeds when its owner's swords in play outnumber \
                    the opponent's helms in play: that player wins the round. Otherwise the Strike! returns to \
                    the hand and the duel goes on.",
                    "場の自分の刀が相手の場の兜より多ければ一撃！は命中し、そのプレイヤーがラウンドに勝ちます。そうでなければ一撃！は手札に戻り、決闘が続きます。") }</li>
            </ol>
            <p>{ ts!("If both strike and both succeed, it is a mutual defeat: both score the round. If both strike \
                and both are held off three turns in a row, that is a mutual defeat too. The first to win two \
                rounds wins the match; reaching two together is a draw.",
                "両者が一撃を放って両方とも命中すれば相打ちで、両者がそのラウンドを取ります。両者の一撃が3ターン続けて防がれた場合も相打ちです。先に2ラウンドを取ったほうが試合に勝ち、同時に2ラウンドに達したら引き分けです。") }</p>

            <h2>{ ts!("How this table decides", "この卓での裁定") }</h2>
            <p>{ ts!("Where the original rules are silent, this table rules as follows.",
                "元のルールに定めのない点は、この卓では次のように扱います。") }</p>
            <ul>
                <li>{ ts!("The player chosen in the new-game dialog picks first in the first Dojo; the other \
                    player picks first in the second.",
                    "新しいゲームの画面で選んだプレイヤーが1つ目の道場で先に取り、2つ目の道場ではもう一方が先に取ります。") }</li>
                <li>{ ts!("The seven cards never laid out stay face down and unseen. The four cards discarded \
                    from the Dojos are public.",
                    "並べられなかった7枚は裏向きのまま、誰にも見えません。道場から捨てられた4枚は公開されます。") }</li>
                <li>{ ts!("After the draft each player picks up their cards, but every pick was made in the open, \
                    so nothing about the hands is secret: the table shows each player the cards the opponent \
                    still holds, as a player with a perfect memory would know them. It never shows which card \
                    the opponent is about to lay face down, nor what they decide to call.",
                    "ドラフトの後、各プレイヤーは自分のカードを手に取りますが、どれも公開の場で取ったものなので手札に秘密はありません。この卓では、完璧に覚えているプレイヤーと同じように、相手がまだ持っているカードを見せます。相手がこれから伏せるカードや、出すと決めたカードは決して見せません。") }</li>
                <li>{ ts!("Choose cards print no symbols: they show only the chosen one (two of it). If two or \
                    more Choose cards enter play in the same turn, whoever owns them, none of them shows any \
                    symbol, now or later. A defeated Choose card does not count.",
                    "選択のカードにはシンボルが印刷されておらず、選んだシンボルだけを（2つ分）示します。同じターンに選択のカードが2枚以上場に出たら、持ち主が誰であれ、そのどれもが今後ずっとシンボルを示しません。敗れた選択のカードは数えません。") }</li>
                <li>{ ts!("Defeats and Loses to look at the printed symbols of the card the opponent flipped this \
                    turn. Strike! shows no symbols and nothing interacts with it, so it is never defeated.",
                    "「勝つ」と「負ける」は、相手がこのターンに表にしたカードに印刷されたシンボルを見ます。一撃！にはシンボルがなく、何の影響も受けないので、敗れることはありません。") }</li>
                <li>{ ts!("Calling is optional and both callers decide at once, after the flip abilities. A \
                    called Strike! strikes this turn like a flipped one. A called card's Choose still happens; \
                    its Defeats, Loses to and Call do not.",
                    "呼び出しは任意で、公開時の能力の後に、呼び出せる両者が同時に決めます。呼び出した一撃！は、表にしたものと同じくこのターンに一撃を放ちます。呼び出したカードの選択は行いますが、「勝つ」「負ける」と呼び出しは働きません。") }</li>
                <li>{ ts!("The exhaust step happens only in a turn with a Strike! out, after Call and Choose. \
                    Both players may exhaust any number of their cards in play, one at a time, in any order; \
                    each exhaust gives the other player a new chance to answer. The step ends when both have \
                    passed. Exhaust effects count for this turn's strikes only.",
                    "消耗の段階は、一撃！が出ているターンにだけ、呼び出しと選択の後にあります。両者は場の自分のカードを好きな枚数、1枚ずつ好きな順に消耗できます。消耗するたびに、相手には応じる機会が新たに生まれます。両者がパスすると段階は終わります。消耗の効果は、このターンの一撃にだけ数えます。") }</li>
                <li>{ ts!("Effects that count symbols (\"per wisdom\") count the printed and chosen symbols in \
                    play, not other effects. A reduction never takes a total below zero.",
                    "シンボルを数える効果（「智1つにつき」）は、場に印刷されたシンボルと選んだシンボルを数え、ほかの効果は数えません。減らす効果で合計が0より下になることはありません。") }</li>
                <li>{ ts!("\"Three times in a row\" counts consecutive turns in which both struck and neither \
                    succeeded; any other turn starts the count again.",
                    "「3回連続」は、両者が一撃を放ちどちらも命中しなかったターンが続いた数です。それ以外のターンがあれば数え直します。") }</li>
                <li>{ ts!("A round ends at once on a successful strike or a mutual defeat. All cards, exhaust \
                    piles included, go back to their owners' hands for the next round; the Dojo is not played \
                    again.",
                    "一撃が命中するか相打ちになると、ラウンドはすぐに終わります。消耗置き場も含めてすべてのカードが持ち主の手札に戻り、次のラウンドに使います。道場はもう行いません。") }</li>
            </ul>

            <h2>{ ts!("The cards", "カード") }</h2>
            <p>{ ts!("27 cards to draft from, and a Strike! for each player: every one, with its picture, \
                symbols and ability, is on the cards page (the link at the top).",
                "ドラフトで取り合う27枚と、各プレイヤーの一撃！。すべてのカードの絵・シンボル・能力は、カードのページ（上のリンク）にあります。") }</p>

            <h2>{ ts!("Playing here", "このアプリでの遊び方") }</h2>
            <p>{ ts!("Tap or click a card to choose it, then press the button under the cards (Take, Lay face \
                down, Call). With a keyboard: keys 1 to 9 and 0 choose a card, Enter confirms, P passes \
                (call nothing, done exhausting), N starts the next round; in a choice of symbols or an \
                exhaust, the number keys press the numbered buttons. Tab moves between buttons. With two \
                players on one device, the face-down choices are made behind a hand-over screen. Your game \
                is saved after every move, and the deal code at the top replays the same shuffle when \
                entered in a new game.",
                "カードをタップまたはクリックして選び、カードの下のボタン（取る・伏せる・出す）を押します。キーボードでは、1～9と0でカードを選び、エンターキーで決定、Pでパス（出さない・消耗を終える）、Nで次のラウンドを始めます。シンボルの選択や消耗では、数字キーで番号のついたボタンを押せます。タブキーでボタンの間を移動します。1台の端末で2人が遊ぶときは、伏せるカードの選択は受け渡し画面の陰で行います。ゲームは一手ごとに保存され、上に表示される配りコードを新しいゲームで入力すると、同じシャッフルで遊べます。") }</p>
        </RulesFrame>
    }
}
