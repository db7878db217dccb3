//! Judge's rules in the product's own words, with the table's decisions.

use super::ID;
use crate::app::kit::RulesFrame;
use crate::core::BotLevel;
use crate::games::judge::Profile;
use yew::prelude::*;

#[function_component(RulesPage)]
pub fn rules_page() -> Html {
    use crate::ts;
    html! {
        <RulesFrame game={ID} title={ts!("Judge: rules", "花札ジャッジ：ルール")}
                    lede={ts!("A slap race for two with hanafuda cards, after Nintendo's Game & Watch \"Judge\". \
                          Read the months, then be faster than your opponent.",
                          "任天堂のゲーム&ウオッチ「ジャッジ」にならった、花札で遊ぶ二人の早押し勝負です。\
                          月を読み取り、相手より速く動きましょう。")}>

            <h2>{ ts!("The cards", "札") }</h2>
            <p>{ ts!("48 hanafuda cards: twelve months (January, Pine, is 1; December, Paulownia, is 12), \
                four cards each. Five are brights: Crane (January), Curtain (March), Moon (August), \
                Rain-man (November) and Phoenix (December).",
                "花札48枚を使います。12か月（1月の松が1、12月の桐が12）に各4枚です。\
                光札は松に鶴（1月）、桜に幕（3月）、芒に月（8月）、柳に小野道風（11月）、桐に鳳凰（12月）の5枚です。") }</p>

            <h2>{ ts!("Set-up", "準備") }</h2>
            <p>{ ts!("Each player draws one card as their head: it lies face up and is never scored. The other \
                46 cards are split into two draw piles of 23.",
                "各プレイヤーは1枚引いて自分の「頭」にします。頭の札は表向きに置き、得点にはなりません。\
                残りの46枚は23枚ずつ二つの山札に分けます。") }</p>

            <h2>{ ts!("A round", "1回の勝負") }</h2>
            <ol>
                <li>{ ts!("Both players lay the top card of their pile face down: the pickets.",
                          "二人とも山札の一番上の札を裏向きに出します。これが勝負札です。") }</li>
                <li>{ ts!("\"3, 2, 1, flip!\": both pickets turn over at the same instant.",
                          "「3、2、1、勝負！」の合図で、二人の勝負札が同時にめくられます。") }</li>
                <li>{ ts!("The later month (higher number) must hit: a hand on the opponent's head. \
                    The earlier month must defend: a hand on their own head, before the hit.",
                    "後の月（数の大きいほう）は叩きます。相手の頭に手を置きます。\
                    前の月は守ります。叩かれる前に自分の頭に手を置きます。") }</li>
            </ol>
            <h3>{ ts!("How the race is decided", "勝負の決まり方") }</h3>
            <ul>
                <li>{ ts!("The later month hits first: the later month wins the round.",
                          "後の月が先に叩いた：後の月の勝ちです。") }</li>
                <li>{ ts!("The earlier month defends first: if the later month then defends too, the earlier \
                    month wins; if it hits or does nothing in the response window, nobody wins and the pickets carry over to the next round.",
                    "前の月が先に守った：続いて後の月も守れば前の月の勝ち、応答時間内に後の月が叩くか何もしなければ、勝負札は持ち越しになります。") }</li>
                <li>{ ts!("The earlier month hits by mistake: if the later month hits back in the window, it wins; \
                    if it defends or does nothing, nobody wins.",
                    "前の月がまちがえて叩いた：応答時間内に後の月が叩き返せば後の月の勝ち、守るか何もしなければ持ち越しです。") }</li>
                <li>{ ts!("The later month defends by mistake: if the earlier month hits in the window, nobody wins; \
                    if it defends or does nothing, the earlier month wins.",
                    "後の月がまちがえて守った：応答時間内に前の月が叩けば持ち越し、守るか何もしなければ前の月の勝ちです。") }</li>
                <li>{ ts!("Same month: both must hit and the first hit wins; defending does nothing. No hit at all: nobody wins.",
                          "同じ月：二人とも叩き、先に叩いたほうが勝ちです。守っても何も起きません。どちらも叩かなければ持ち越しです。") }</li>
                <li>{ ts!("Nobody moves before the round times out: nobody wins.",
                          "制限時間までに誰も動かなければ持ち越しです。") }</li>
                <li>{ ts!("A hand on a head stays there until the round is decided. Lift it early and your \
                    opponent wins the round.",
                    "頭に置いた手は勝負が決まるまでそのままにします。早く離すと相手の勝ちになります。") }</li>
            </ul>
            <p>{ ts!("The winner of a round takes both pickets, and every card carried over from rounds nobody won, into their score pile.",
                     "勝った人は二人の勝負札と持ち越しの札をすべて自分の得点札にします。") }</p>

            <h2>{ ts!("Scoring", "得点") }</h2>
            <p>{ ts!("After 23 rounds the piles are used up. Each card won scores 1; four brights or more score \
                10 more. The higher score wins. With more than two people, the others wait in line and \
                the winner stays on.",
                "23回勝負すると山札がなくなります。取った札は1枚1点、光札を4枚以上取ると10点加算します。\
                得点の多いほうが勝ちです。3人以上なら、ほかの人は順番を待ち、勝った人が続けて戦います。") }</p>

            <h2>{ ts!("How this table decides", "この卓での裁定") }</h2>
            <ul>
                <li>{ ts!("The order of two presses comes from each input event's own timestamp, not from the \
                    order the page handled them. Key auto-repeat is ignored.",
                    "二人が押した順番は、ページが処理した順ではなく、各入力イベントの時刻で決めます。キーの自動リピートは無視します。") }</li>
                <li>{ ts!("The table decides each round a few frames (50 ms) behind its clock, so a press counts \
                    by its own time even when it reaches the table a few frames late. A press that arrives \
                    after the round is decided does not count.",
                    "テーブルは時計より数フレーム（50ミリ秒）遅れて判定するので、押下が数フレーム遅れて届いても、押した時刻で数えます。\
                    判定の後に届いた押下は数えません。") }</li>
                <li>{ ts!("A press before the flip does not count and is not punished; the table says \"too \
                    early\". A key held down through the flip does not count either: lift it and press again.",
                    "札がめくれる前の押下は数えず、罰もありません。テーブルは「早すぎます」と表示します。\
                    めくれる前から押し続けているキーも数えません。いったん離して押し直してください。") }</li>
                <li>{ ts!("At the very same instant, the later month's hit comes first. Two same-month hits at \
                    the very same instant: nobody wins.",
                    "まったく同時なら、後の月の叩きが先です。同じ月で二人がまったく同時に叩いたら持ち越しです。") }</li>
                <li>{ ts!("Your first hand on a head is the one that counts; pressing your other key while it is \
                    down changes nothing. In a same-month round a defence does nothing, so lifting it is not \
                    punished either.",
                    "数えるのは最初に頭に置いた手だけです。置いている間にもう一方のキーを押しても何も変わりません。\
                    同じ月の回では守りは何もしないので、その手を離しても罰はありません。") }</li>
                <li>{ ts!("An answer exactly at the end of the response window still counts. The response window \
                    (default 500 ms) and the round time-out (default 3000 ms) are set in the new-game dialog, \
                    the same for both players.",
                    "応答時間のちょうど終わりの応答も数えます。応答時間（初期値500ミリ秒）と制限時間（初期値3000ミリ秒）は\
                    新しいゲームの画面で設定し、二人とも同じです。") }</li>
                <li>{ ts!("Cards still carried over after the last round are not scored.",
                          "最後の回のあとに残った持ち越しの札は得点になりません。") }</li>
                <li>{ ts!("A reload during a countdown or a race counts that round down again with the same \
                    pickets; a decided round stays decided.",
                    "カウントダウン中や勝負中に再読み込みすると、同じ勝負札でその回のカウントダウンをやり直します。決まった回はそのままです。") }</li>
                <li>{ ts!("Winner stays on: after a tie, the near player stays.",
                          "勝った人が残ります。引き分けなら手前の人が残ります。") }</li>
            </ul>

            <h2>{ ts!("Playing here", "このアプリでの遊び方") }</h2>
            <p>{ ts!("Keys: by default the near player hits with S and defends with A, the far player hits \
                with K and defends with L; hold the key while your hand is on the head. Change them in the \
                new-game dialog. On a touch screen each half has two large targets, and both players can \
                press at once: a tap puts your hand on that head until the round is decided, and a tap \
                on your other target lifts it. With two people on one phone the far half is turned round, for playing \
                across a table. N starts the next round.",
                "キー：初期設定では手前の人はSで叩きAで守り、奥の人はKで叩きLで守ります。頭に手を置いている間はキーを押し続けます。\
                キーは新しいゲームの画面で変えられます。タッチ画面では各側に大きなターゲットが二つあり、二人同時に押せます。\
                タップするとその回が決まるまで手がその頭に置かれ、もう一方のターゲットをタップすると手が離れます。\
                1台のスマホを二人で使うときは、テーブルをはさんで遊べるように奥側が逆向きになります。Nで次の回を始めます。") }</p>
            <h3>{ ts!("On two phones", "2台のスマホで") }</h3>
            <p>{ ts!("Choose \"Another phone\" for the far side; after Start, that phone scans the code \
                the first phone shows, as in the other games. Each phone shows the table from its own player's side.",
                "奥側に「別のスマホ」を選び、開始のあと、もう1台のスマホで最初のスマホに表示されるコードを読み取ります（ほかのゲームと同じです）。\
                どちらのスマホにも、自分の側が手前に表示されます。") }</p>
            <ul>
                <li>{ ts!("What is fair: each phone times its own player from the moment it showed the flip on its own \
                    screen, and sends those times; the first phone decides the round from both times as if on one clock. \
                    A slow or unsteady network only makes the verdict come later, never changes it.",
                    "公平な点：それぞれのスマホが、自分の画面に札がめくれた瞬間から自分のプレイヤーの時間を測って送り、\
                    最初のスマホが二人の時間を一つの時計のように比べて判定します。通信が遅くても不安定でも、判定が出るのが遅れるだけで、結果は変わりません。") }</li>
                <li>{ ts!("The flip shows on both screens at the same moment: the phones set their clocks by each other \
                    (four time stamps per exchange, the quickest exchanges kept). A round waits until the clocks agree \
                    within a frame (17 ms), and both phones say so.",
                    "札は両方の画面で同時にめくれます。スマホどうしで時計を合わせ（1回のやりとりに4つの時刻、速かったやりとりを採用）、\
                    時計の差が1フレーム（17ミリ秒）以内にそろうまで回は始まりません。待っている間は両方のスマホにそう表示されます。") }</li>
                <li>{ ts!("What is not measured: how long each phone takes to show a picture and to notice a touch. It \
                    differs between phones by a few tens of milliseconds. Calibrate a phone (tap to a beat, below the \
                    sides in the new-game dialog) and its figure is taken off its player's times.",
                    "測れない点：それぞれのスマホが画面を表示し、タッチに気づくまでの時間です。スマホによって数十ミリ秒違います。\
                    スマホを調整する（新しいゲームの画面で、拍に合わせてタップ）と、その値がそのスマホのプレイヤーの時間から差し引かれます。") }</li>
                <li>{ ts!("A time no hand could make (before that phone showed the flip, or under 100 ms after it, the \
                    false-start line of athletics) counts as a hand lifted early: the other player wins the round. \
                    A phone that goes quiet in a race: the round does not count, and it counts down again when the \
                    phone is back.",
                    "人の手ではありえない時間（そのスマホで札がめくれる前、またはめくれてから100ミリ秒未満。陸上競技のフライングの基準）は、\
                    手を早く離したのと同じで、相手の勝ちです。勝負中に応答がなくなったスマホがあれば、その回は数えず、スマホが戻るとカウントダウンをやり直します。") }</li>
            </ul>
            <h3>{ ts!("Computer opponents", "コンピューターの相手") }</h3>
            <ul>
                { for BotLevel::OFFERED.iter().map(|l| html! {
                    <li>{ format!("{}: {}", l.label(), Profile::of(*l).describe()) }</li>
                }) }
            </ul>
        </RulesFrame>
    }
}
