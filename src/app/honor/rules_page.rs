//! Honor of the Samurai's rules in the product's own words, with the table's rulings, in
//! the reader's language (one `ts!` per paragraph or list item).

use super::ID;
use crate::app::kit::RulesFrame;
use crate::ts;
use yew::prelude::*;

#[function_component(RulesPage)]
pub fn rules_page() -> Html {
    html! {
        <RulesFrame game={ID} title={ts!("Honor of the Samurai: rules", "武士の誉れ：ルール")}
                    lede={ts!("A duel of hidden armies for 2 to 6 players with a standard deck and two Jokers. \
                          (Not the commercial game of the same name.) Win heads; avoid disgrace.",
                          "普通のトランプとジョーカー2枚で遊ぶ、2〜6人の伏せた軍勢の決闘です。\
                          （同じ名前の市販のゲームとは別物です。）首を取り、不名誉を避けましょう。")}>
            <h2>{ ts!("A hand", "1局の流れ") }</h2>
            <ol>
                <li><strong>{ ts!("Deal. ", "配札。") }</strong>{ ts!("Everyone still in gets an army of three cards face down and a hand of three.",
                    "残っている全員に、裏向きの軍勢3枚と手札3枚を配ります。") }</li>
                <li><strong>{ ts!("Setup and discard. ", "手札改め。") }</strong>{ ts!("Player by player from the dealer's left: a hand holding a King, \
                    Queen or Jack earns its owner a disgrace and is discarded and redrawn, again and again. Every Joker that \
                    arrives in a hand disgraces every other player still in; the Joker stays. Three disgraces and you are out at once (with the house rule below, not before the first battle).",
                    "親の左から1人ずつ行います。キング、クイーン、ジャックのある手札は、持ち主が不名誉を1回受け、\
                    捨てて引き直します。絵札がなくなるまで繰り返します。手札に来たジョーカーは1枚ごとに、\
                    残っているほかの全員に不名誉を与えます。ジョーカーは手札に残ります。不名誉3回でただちに脱落です\
                    （下のハウスルールでは、最初の合戦までは脱落しません）。") }</li>
                <li><strong>{ ts!("Exchange. ", "入れ替え。") }</strong>{ ts!("Swap hand cards into army slots as you like. The replaced army card goes, \
                    unseen by anyone, to the exchange pile. You never see your own army except the cards you put there.",
                    "手札を好きなだけ軍勢の枠と入れ替えます。入れ替えられた軍勢の札は、誰にも見られずに\
                    入れ替えの山へ行きます。自分の軍勢も、自分で入れた札のほかは見られません。") }</li>
                <li><strong>{ ts!("Battle. ", "合戦。") }</strong>{ ts!("All armies are revealed. An army holding a Joker loses. The highest total \
                    wins (A 13, K 12, Q 11, J 11, others their number); a tie for highest means nobody wins. The winner takes \
                    every King, Queen and Jack in all the armies, their own included: one head each.",
                    "すべての軍勢を公開します。ジョーカーのある軍勢は負けです。合計がいちばん高い軍勢が勝ちます\
                    （A 13、K 12、Q 11、J 11、ほかは数字どおり）。最高の合計が並んだら勝者はいません。勝者は、\
                    自分の軍勢も含めたすべての軍勢のキング、クイーン、ジャックを取ります。1枚が首1つです。") }</li>
                <li><strong>{ ts!("Clean-up. ", "片付け。") }</strong>{ ts!("Face cards and Jokers from the armies go back into the draw pile; everything \
                    else goes to the discard pile; the draw pile is shuffled. When the draw pile runs out, the discard pile is \
                    shuffled into a new one.",
                    "軍勢の絵札とジョーカーは山札に戻し、ほかはすべて捨て札にして、山札を切り混ぜます。\
                    山札がなくなったら、捨て札を切り混ぜて新しい山札にします。") }</li>
            </ol>
            <p>{ ts!("The first player to 10 heads wins, or the last player left in.",
                "先に首を10取った人、または最後まで残った人の勝ちです。") }</p>
            <h2>{ ts!("Variants", "バリアント") }</h2>
            <ul>
                <li><strong>{ ts!("Kings: ", "将軍：") }</strong>{ ts!("a match of consecutive games. Each game's winner is King of the next and declares \
                    one suit illegal before its first hand; at every battle each army holding that suit costs its owner a disgrace.",
                    "続けて遊ぶ数ゲームのマッチです。各ゲームの勝者が次のゲームの将軍になり、最初の局の前に\
                    マークを1つ禁制にします。合戦のたびに、そのマークの札がある軍勢は持ち主の不名誉1回になります。") }</li>
                <li><strong>{ ts!("Negative heads: ", "マイナスの首：") }</strong>{ ts!("a disgrace is minus one head; at -3 heads you are out; heads won later count back up.",
                    "不名誉1回は首-1です。首が-3になると脱落します。あとで取った首で数は戻ります。") }</li>
                <li><strong>{ ts!("Charges: ", "突撃：") }</strong>{ ts!("after the exchange, in turn, each player may add one hand card face down to the \
                    army. Charges are revealed with the armies and count. A charger who does not win a battle somebody else wins is disgraced.",
                    "入れ替えのあと、順番に、各プレイヤーは手札1枚を裏向きで軍勢に加えられます。突撃の札は\
                    軍勢と一緒に公開され、合計に数えます。ほかの人が合戦に勝ったら、突撃した人は不名誉を受けます。") }</li>
                <li><strong>{ ts!("Diplomacy ", "外交") }</strong>{ ts!("(with Kings): when a Joker would disgrace you, or your revealed army holds a \
                    Joker, you may appeal to the King. If the King responds and draws a face card, the Joker's disgraces are \
                    cancelled for everybody, or you replace the Joker in your army with a hand card. The King may not appeal to themselves.",
                    "（「将軍」と一緒に）：ジョーカーで不名誉を受けそうなとき、または公開した軍勢にジョーカーがあるとき、\
                    将軍に嘆願できます。将軍が聞き入れて絵札を引けば、そのジョーカーによる不名誉は全員の分が取り消され、\
                    あるいは軍勢のジョーカーを手札の札と取り替えられます。将軍は自分自身には嘆願できません。") }</li>
            </ul>
            <h2>{ ts!("House rule: opening grace", "ハウスルール：序盤の猶予") }</h2>
            <p>{ ts!("In the classic rule, three disgraces put a player out at once, in the opening too: the first \
                Setup/Discard happens as the cards are dealt, before anyone has chosen anything, and a player whose \
                hands keep holding face cards, or who is struck by the others' Jokers, can be out of the game before \
                their first choice.",
                "本来のルールでは、序盤でも不名誉3回でただちに脱落します。最初の手札改めは札を配った時点で、\
                誰も何も選ばないうちに行われるので、手札に絵札が来つづけたり、ほかの人のジョーカーを受けたりした\
                プレイヤーは、一度も選ばないうちに脱落することがあります。") }</p>
            <p><strong>{ ts!("Opening grace: ", "序盤の猶予：") }</strong>{ ts!("nobody goes out before the first battle of a game. During the \
                first hand's Setup/Discard (and its appeals), a disgrace that would put a player out is not given: \
                the face-card hand is still discarded and redrawn, the Joker still shown, but the player stays on 2 \
                disgraces (or -2 heads). From the first battle on, including the first battle's own disgraces (the \
                illegal suit, failed charges), the classic rule applies. With Kings it holds in every game of the match.",
                "ゲームの最初の合戦までは、誰も脱落しません。最初の局の手札改め（とその嘆願）の間は、脱落につながる\
                不名誉は与えられません。絵札のある手札は捨てて引き直し、ジョーカーも見せますが、そのプレイヤーは\
                不名誉2回（または首-2個）のままです。最初の合戦からは、その合戦での不名誉（禁制のマーク、突撃の失敗）も\
                含めて本来のルールになります。「将軍」では、マッチのすべてのゲームで適用されます。") }</p>
            <p>{ ts!("The new-game form has it on by default, because the classic opening often decides a game before \
                anyone plays. Over 20,000 games per table with computer players, at a table of four with no variant \
                the player at the bottom of the table was out before their first choice in about 1 game in 4 and saw \
                an opponent go out before it in 2 games out of 3; at two players about 1 game in 3 was over before \
                the first battle. With opening grace none of this happens, and the opening still costs disgraces. \
                Untick it to play the classic rule; games saved before the house rule existed keep the classic rule.",
                "本来の序盤は、誰も遊ばないうちに勝負を決めてしまうことが多いので、新しいゲームのフォームでは\
                最初からオンになっています。コンピューター同士で卓ごとに20,000ゲーム試したところ、バリアントなしの\
                4人卓では、卓の手前のプレイヤーが最初の選択の前に脱落したのは約4ゲームに1回、それより前に相手が\
                脱落したのは3ゲームに2回でした。2人では約3ゲームに1回が最初の合戦の前に終わりました。序盤の猶予が\
                あればこれは起こらず、序盤の不名誉はそのまま残ります。本来のルールで遊ぶならチェックを外してください。\
                ハウスルールができる前に保存したゲームは本来のルールのままです。") }</p>
            <h2>{ ts!("How this table decides", "この卓での裁定") }</h2>
            <ul>
                <li>{ ts!("The first hand's dealer is the last seat, so seat 1 is examined first; the deal passes left each hand, skipping players who are out.",
                    "最初の局の親は最後の席なので、最初に改められるのは席1です。親は局ごとに左へ移り、脱落した人は飛ばします。") }</li>
                <li>{ ts!("In a player's Setup/Discard turn, each Joker in the hand is shown and strikes first; then the hand is checked for face cards. A discarded face-card hand is shown to everybody (a Joker in it goes with it); a redrawn hand only to its owner.",
                    "手札改めの番では、まず手札のジョーカーを1枚ずつ見せて効果を出し、そのあと絵札を調べます。\
                    捨てる絵札の手札は全員に見せます（中のジョーカーも一緒に捨てます）。引き直した手札は持ち主だけが見ます。") }</li>
                <li>{ ts!("A player put out during Setup/Discard takes no further part from that moment, even if \
                    their own turn has not come yet: their hand is not examined, so a Joker in it disgraces nobody, \
                    and their army is not revealed at the battle. Its cards go to the discard pile at the clean-up, \
                    face cards included, so nobody wins heads from them.",
                    "手札改めの間に脱落したプレイヤーは、自分の番がまだでも、その時点から参加しません。手札は改められないので\
                    中のジョーカーは誰にも不名誉を与えず、軍勢も合戦で公開されません。その札は絵札も含めて片付けで\
                    捨て札になるので、そこから首を取る人はいません。") }</li>
                <li>{ ts!("The first Setup/Discard happens as the cards are dealt, so in the classic rule a game can end before anyone has chosen anything: a three-card hand holds a King, Queen or Jack about half the time. Opening grace (above) prevents that.",
                    "最初の手札改めは札を配った時点で行われるので、本来のルールでは誰も何も選ばないうちにゲームが終わることがあります。\
                    3枚の手札にキング、クイーン、ジャックがあるのは約2回に1回です。序盤の猶予（上記）はこれを防ぎます。") }</li>
                <li>{ ts!("The exchange is simultaneous: everyone swaps, then says Done. Which army slot a player swaps is public; the cards are not. Each swap is final.",
                    "入れ替えは全員同時です。みんな入れ替えてから「完了」を押します。どの枠を入れ替えたかは公開され、札は公開されません。\
                    入れ替えは取り消せません。") }</li>
                <li>{ ts!("Charges go in turn from the dealer's left; a player with no hand card is skipped.",
                    "突撃は親の左から順番に行います。手札のないプレイヤーは飛ばします。") }</li>
                <li>{ ts!("At the battle: armies are revealed, appeals about Jokers in armies are heard, then the illegal suit's disgraces; a player those put out cannot win, but their face cards still count as heads. Then the winner takes the heads and failed chargers are disgraced.",
                    "合戦では、軍勢を公開し、軍勢のジョーカーについての嘆願を聞き、次に禁制のマークの不名誉を与えます。\
                    それで脱落したプレイヤーは勝てませんが、その絵札は首に数えます。そのあと勝者が首を取り、\
                    突撃に失敗した人が不名誉を受けます。") }</li>
                <li>{ ts!("Several disgraces at once are given one by one from the left; if everybody is out at once, the one with the most heads wins (a tie: no winner).",
                    "一度に複数の不名誉があるときは、左から1つずつ与えます。全員が同時に脱落したら、首がいちばん多い人の勝ちです\
                    （同数なら勝者なし）。") }</li>
                <li>{ ts!("A Kings match has 3 games; the first has no King, and a game without a winner makes no King. The King keeps the title when put out and may still answer appeals. The match goes to the most games won.",
                    "「将軍」のマッチは3ゲームです。第1ゲームに将軍はおらず、勝者のいないゲームからは将軍は生まれません。\
                    将軍は脱落しても将軍のままで、嘆願にも答えられます。マッチは勝ったゲームがいちばん多い人のものです。") }</li>
                <li>{ ts!("Diplomacy: the King answers once for a whole Joker's disgraces. An appeal about a Joker in an army names the hand card that would replace it; with two Jokers only one is replaced. If the draw pile is empty the King draws from the reshuffled discards; with both empty the appeal fails.",
                    "外交：1枚のジョーカーによる不名誉全体に、将軍は1回だけ答えます。軍勢のジョーカーについての嘆願では、\
                    代わりに入れる手札を示します。ジョーカーが2枚あっても取り替えるのは1枚だけです。山札がなければ将軍は\
                    切り混ぜた捨て札から引き、どちらも空なら嘆願は通りません。") }</li>
                <li>{ ts!("The stake per head is optional; the end screen shows heads times the stake.",
                    "首1つあたりの賭けは任意です。終了画面には、首の数に賭けを掛けた値が出ます。") }</li>
            </ul>
        </RulesFrame>
    }
}
