//! Panda's rules in the product's own words, with the table's decisions. One `ts!` per
//! paragraph or list item (a term in bold is its own), so the page keeps one structure in
//! every language.

use super::ID;
use crate::app::kit::RulesFrame;
use crate::ts;
use yew::prelude::*;

#[function_component(RulesPage)]
pub fn rules_page() -> Html {
    html! {
        <RulesFrame game={ID} title={ts!("Panda: rules", "パンダ：ルール")}
                    lede={ts!("A climbing card game for four players in two partnerships (a relative of Tichu). \
                          Partners sit opposite each other. Get rid of your cards first, and win tricks with points in them.",
                          "4人が2人ずつのチームで遊ぶ、出したカードより強いカードを重ねていくゲームです（ティチューの仲間）。\
                          パートナーは向かい合って座ります。先に手札をなくし、点の入ったトリックを取りましょう。")}>
            <h2>{ ts!("The cards", "カード") }</h2>
            <p>{ ts!("Sixty cards: four suits (Tamahagne, Gyokuro, Renge and Asahi) of fourteen ranks, 1 to 10, then Bushi, \
                Geisha, Emperor and Mon (the highest); and four animals: the Stork, the Cat, the Catfish and the Panda.",
                "カードは60枚です。4つのスート（玉鋼・玉露・蓮華・朝日）に、1〜10と武士・芸者・帝・紋（最も強い）の14ランクずつ。\
                ほかに4匹の動物、コウノトリ・ネコ・ナマズ・パンダがあります。") }</p>
            <ul>
                <li><strong>{ ts!("Stork: ", "コウノトリ：") }</strong>{ ts!("a 1 without a suit. Whoever holds it leads the first trick; it may be played alone or as a 1 in a combination.",
                    "スートのない1です。持っている人が最初のトリックをリードします。1枚でも、役の中の1としても出せます。") }</li>
                <li><strong>{ ts!("Cat: ", "ネコ：") }</strong>{ ts!("worth nothing as a play; it can only be led, and hands the lead to your partner (or the next player on their left if your partner is out).",
                    "強さはありません。リードでしか出せず、リードをパートナーに渡します（パートナーが上がっていれば、その左隣の人に）。") }</li>
                <li><strong>{ ts!("Catfish: ", "ナマズ：") }</strong>{ ts!("a joker for any suited rank in a combination (not in an Ambush or a Kingdom). Alone it is half a rank above the single it is played on (½ when led); it does not beat a Mon or the Panda.",
                    "役の中ではどのスートの数字の代わりにもなるジョーカーです（伏兵と天下には使えません）。1枚で出すと、場のシングルより半ランク上になります（リードなら½）。紋とパンダには勝てません。") }</li>
                <li><strong>{ ts!("Panda: ", "パンダ：") }</strong>{ ts!("the highest single; it beats the Mon. If it wins the trick, its player gives the whole trick to an opponent of their choice, and still leads next.",
                    "最も強いシングルで、紋にも勝ちます。パンダでトリックを取ったら、そのトリックを丸ごと好きな相手に渡します。次のリードはそのまま自分です。") }</li>
            </ul>
            <h2>{ ts!("A deal", "ディールの流れ") }</h2>
            <ol>
                <li><strong>{ ts!("Deal and passing. ", "配りとカード交換。") }</strong>{ ts!("Everybody gets 15 cards, then gives one card to each of the three others at once: one to the left, one to the partner, one to the right.",
                    "全員に15枚ずつ配り、ほかの3人に1枚ずつ同時に渡します。左に1枚、パートナーに1枚、右に1枚です。") }</li>
                <li><strong>{ ts!("The lead. ", "リード。") }</strong>{ ts!("The holder of the Stork leads first, with a combination containing a 1: a single, a pair, a triple, a full house (a triple and a pair; the triple decides), a run of five or more consecutive ranks, or a run of two or more consecutive pairs.",
                    "コウノトリを持つ人が、1を含む役で最初にリードします。役は、シングル、ペア、スリーカード、フルハウス（スリーカードとペア。強さはスリーカードで決まります）、5枚以上続いた数字のストレート、2組以上続いた連続ペアです。") }</li>
                <li><strong>{ ts!("Climbing. ", "重ねて出す。") }</strong>{ ts!("Going left, each player either passes or plays the same kind of combination, of the same length, higher. Passing does not stop you from playing later in the trick. When the other three pass, the last player to play takes the trick and leads again.",
                    "左回りに、パスするか、同じ種類・同じ枚数のより強い役を出します。パスしても、同じトリックの中で後から出せます。ほかの3人がパスしたら、最後に出した人がトリックを取り、またリードします。") }</li>
                <li><strong>{ ts!("Ambush. ", "伏兵。") }</strong>{ ts!("Four suited cards of one rank beat everything but a higher Ambush or a Kingdom, and may be laid at any time, even out of turn. The table pauses after each play while you hold one, so you can press Ambush (how long is a setting)." ,
                    "同じ数字のスート付きカード4枚は、より強い伏兵と天下のほかすべてに勝ち、手番の外でもいつでも出せます。伏兵を持っている間は、出すたびに場が少し待つので「伏兵！」を押せます（待つ長さは設定で変えられます）。") }</li>
                <li><strong>{ ts!("Kingdom. ", "天下。") }</strong>{ ts!("Bushi, Geisha, Emperor and Mon of one suit: it beats everything, takes the trick at once and scores 100, but only while all four players still hold cards.",
                    "同じスートの武士・芸者・帝・紋の4枚です。すべてに勝ち、すぐにトリックを取って100点になります。ただし4人全員が手札を持っている間しか出せません。") }</li>
                <li><strong>{ ts!("Going out. ", "上がり。") }</strong>{ ts!("The deal ends when three players are out. The last player's hand goes to the opponents, their tricks to the first player out.",
                    "3人が上がるとディールが終わります。最下位の人の手札は相手チームに、その人が取ったトリックは1番目に上がった人に渡ります。") }</li>
            </ol>
            <h2>{ ts!("Scoring", "得点") }</h2>
            <ul>
                <li>{ ts!("Mons and 10s are 10 points, 5s are 5, the Panda and the Stork +25, the Cat and the Catfish -25.",
                    "紋と10は10点、5は5点、パンダとコウノトリは+25点、ネコとナマズは-25点です。") }</li>
                <li>{ ts!("Double victory: if partners go out first and second, their team scores 200 and the other 0, whatever the cards.",
                    "ワンツー：パートナー同士が1番目と2番目に上がると、カードに関係なくそのチームが200点、相手は0点です。") }</li>
                <li>{ ts!("Calling Panda: before playing your first card (even before the passing) you may call Panda. If you go out first your team gets 100, otherwise it loses 100.",
                    "パンダ宣言：最初のカードを出す前なら（カード交換の前でも）パンダ宣言ができます。1番目に上がればチームに100点、上がれなければ100点を失います。") }</li>
                <li>{ ts!("The game is played to 1000 points (200 or 500 for a shorter game); the team ahead after the deal that reaches the target wins.",
                    "ゲームは1000点先取です（短いゲームなら200点か500点）。目標点に届いたディールの後で、点の多いチームの勝ちです。") }</li>
            </ul>
            <h2>{ ts!("How this table decides", "この卓での裁定") }</h2>
            <ul>
                <li>{ ts!("Seats: the left is the next player; seats 1 and 3 play against seats 2 and 4. In the passing, the left card goes to the next seat, the partner's across, the right card to the seat before yours.",
                    "席：左隣が次の人です。席1と席3が、席2と席4と対戦します。カード交換では、左のカードは次の席へ、パートナーのカードは向かいへ、右のカードは自分の前の席へ渡ります。") }</li>
                <li>{ ts!("A Catfish in a set is read as the highest combination the set can form that beats the table (7, 7, 8, 8 and the Catfish is a full house of 8s): nothing needs to be declared. It can stand for a suited 1, never for the Stork.",
                    "ナマズを含むカードは、場に勝てる中で最も強い役として読みます（7、7、8、8とナマズなら8のフルハウス）。何も宣言しなくてかまいません。スート付きの1の代わりにはなりますが、コウノトリの代わりにはなりません。") }</li>
                <li>{ ts!("The first lead must hold a real 1 (a suited 1 or the Stork); a Catfish standing for a 1 does not count. The Cat cannot be the first lead.",
                    "最初のリードには本物の1（スート付きの1かコウノトリ）が必要です。1の代わりのナマズは数えません。ネコは最初のリードにできません。") }</li>
                <li>{ ts!("An Ambush out of turn needs a combination on the table: it is never laid on an empty table out of turn (it may be your own lead). After every play and every pass, including the pass that closes a trick, the table asks everyone who could hold an Ambush. It does not ask when nobody could, by what has been seen.",
                    "手番の外の伏兵は、場に役があるときだけ出せます。空の場に手番の外から出すことはありません（自分のリードとしてなら出せます）。出すたびパスするたびに（トリックを終えるパスも含めて）、伏兵を持っている可能性のある全員に場が尋ねます。見えたカードから誰も持ちえないときは尋ねません。") }</li>
                <li>{ ts!("No Ambush can follow the Cat (the table is empty) or a Kingdom (nothing beats it). After an Ambush out of turn, the turn goes to the ambusher's left.",
                    "ネコの後（場は空です）と天下の後（何も勝てません）には伏兵を出せません。手番の外で伏兵を出したら、次の番は伏兵を出した人の左隣です。") }</li>
                <li>{ ts!("A Kingdom may also be led; it takes the trick at once with everything in it.",
                    "天下はリードにも出せます。そのときはすぐにトリックを丸ごと取ります。") }</li>
                <li>{ ts!("The third player's last play takes the trick at once. A double victory ends the deal at once, whatever is on the table.",
                    "3人目が最後のカードを出したら、すぐにトリックを取ります。ワンツーになったら、場に何があってもすぐにディールが終わります。") }</li>
                <li>{ ts!("In a double victory the card points are not counted, but calls still count, and so does a \
                    Kingdom's 100, for either team: the 100 is a bonus, not card points.",
                    "ワンツーではカードの点は数えませんが、宣言の点は数え、天下の100点もどちらのチームでも数えます。この100点はカードの点ではなくボーナスです。") }</li>
                <li>{ ts!("A Kingdom takes its trick at once, so no second Kingdom can be laid on it. Kingdoms laid in \
                    different tricks of one deal each score 100.",
                    "天下はすぐにトリックを取るので、その上に2つ目の天下は出せません。1つのディールの別々のトリックで出した天下は、それぞれ100点です。") }</li>
                <li>{ ts!("The Cat hands the lead to your partner; if your partner is out, to the next player on your \
                    partner's left who still holds cards. That can be you: the lead then comes back to you.",
                    "ネコはリードをパートナーに渡します。パートナーが上がっていれば、パートナーの左隣から数えて手札がある次の人に渡します。それが自分なら、リードは自分に戻ります。") }</li>
                <li>{ ts!("The Panda's trick may be given to either opponent, also one who is already out. When a trick's winner is out, the next player on their left who holds cards leads.",
                    "パンダのトリックは、もう上がった人も含めて、どちらの相手にも渡せます。トリックを取った人が上がっていたら、その左隣から手札がある次の人がリードします。") }</li>
                <li>{ ts!("Between deals the next passing starts at once; the score sheet shows every deal.",
                    "ディールの間では、次のカード交換がすぐに始まります。得点表にはすべてのディールが載ります。") }</li>
                <li>{ ts!("Everything played is public: won cards are counted face up on each seat.",
                    "出したカードはすべて公開です。取ったカードは表向きのまま各席で数えます。") }</li>
                <li>{ ts!("With several people at one device, the table answers \"no Ambush\" at once for a person who holds none, and waits a moment (the Ambush time in the settings) for one who does. The device stays where it is; every other person gets a button with their name to take it and call an Ambush, and the table waits while they decide. Everyone gets the button, so it does not tell who holds one.",
                    "1台の端末を数人で使うとき、伏兵を持っていない人には場がすぐに「伏兵なし」と答え、持っている人には少し待ちます（設定の伏兵の待ち時間）。端末はそのままで、ほかの人それぞれに名前のボタンが出て、端末を受け取って伏兵を出せます。決めるまで場は待ちます。ボタンは全員に出るので、誰が伏兵を持っているかはわかりません。") }</li>
            </ul>
            <h2>{ ts!("Playing here", "このアプリでの遊び方") }</h2>
            <ul>
                <li>{ ts!("Select cards by clicking or tapping them, or with the keys shown on them (1-9, 0, then Q W E R T); the arrow keys move between cards and Space selects. Enter plays the selection, Escape clears it.",
                    "カードはクリックかタップ、またはカードに書かれたキー（1〜9、0、続いてQ W E R T）で選びます。矢印キーでカードを移り、スペースキーで選びます。エンターキーで選んだカードを出し、エスケープキーで選択を解除します。") }</li>
                <li>{ ts!("The selection is named under your hand, and the Play button says whether it beats the table and why not.",
                    "選んだカードの役は手札の下に表示され、「出す」ボタンで場に勝てるかどうかと、出せない理由がわかります。") }</li>
            </ul>
        </RulesFrame>
    }
}
