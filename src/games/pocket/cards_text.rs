//! The Bushido deck in the reader's language: card names and flavour, symbols, abilities
//! as printed. The English names stay the cards' keys (`CardDef::name`); a reader reads
//! `title()`.
//!
//! Japanese: the deck is 武士道; the cards keep their objects' usual Japanese names (鉄扇,
//! 石灯籠, 八咫鏡, 障子, 苦無 ...), the symbols are one kanji each so that a small card holds
//! them: 刀 (sword), 兜 (helm), and for aggression, wisdom and agility 勇, 智 and 迅 (勇 and
//! 智 as in the warrior's virtues: courage and wisdom). Strike! is 一撃！, and its
//! opposite number, both striking home at once, is 相打ち (kendo's word).

use super::cards::{Ability, CallTarget, CardDef, Effect, Symbol, STRIKE_DEF};
use crate::core::lang::{lang, pseudo_static, Lang};
use crate::{t, ts};

/// Each card's Japanese name and flavour, by its English name (the key).
#[rustfmt::skip]
const JA: [(&str, &str, &str); 28] = [
    ("Ronin Blade",        "浪人の刀",     "主なく、迷いなし。"),
    ("Lacquered Kabuto",   "漆塗りの兜",   "赤い漆が古い傷を隠す。"),
    ("Bamboo Grove",       "竹林",         "しなっても、折れはしない。"),
    ("Falling Leaf",       "落葉",         "届くのは、速いほうの一歩。"),
    ("Temple Bell",        "寺の鐘",       "静かな一音が叫びを鎮める。"),
    ("Crane Stance",       "鶴の構え",     "片脚ひとつで策は崩れる。"),
    ("Iron Fan",           "鉄扇",         "閉じれば棍棒になる。"),
    ("Oni Mask",           "鬼の面",       "恐ろしい。誰かが笑うまでは。"),
    ("Stone Lantern",      "石灯籠",       "重い灯りは向きを変えるのが遅い。"),
    ("Thunder Drum",       "雷太鼓",       "足音を隠すほどの轟き。"),
    ("Shoji Screen",       "障子",         "紙の壁は風を防いでも、狼は防げない。"),
    ("Kunai Volley",       "苦無の雨",     "壁に縫い止められ、突撃が止まる。"),
    ("Smoke Bomb",         "煙玉",         "どこへ消えた？"),
    ("Barred Gate",        "閂の門",       "閂が下り、突撃は樫の扉に砕ける。"),
    ("Rice Wine",          "酒",           "一献で、相手の手が鈍る。"),
    ("Shogun's Banner",    "将軍の旗",     "怒りが足並みをそろえて進む。"),
    ("Sensei's Scroll",    "師範の巻物",   "教えのひとつひとつが新たな守り。"),
    ("Cherry Blossom Vow", "桜の誓い",     "花びらのように儚く、風のように速く。"),
    ("Castle Moat",        "城の堀",       "冷たい水が突撃を鈍らせる。"),
    ("Twin Path",          "二筋の道",     "どちらの道も同じ丘へ続く。"),
    ("Mirror of Yata",     "八咫鏡",       "敵を見る前に己を見よ。"),
    ("Kitsune Trick",      "狐の化かし",   "刃が捉えたのは狐の影だけ。"),
    ("Fickle Wind",        "気まぐれな風", "吹くべき所に吹く。"),
    ("Ambush",             "待ち伏せ",     "知らせより先に刃が届く。"),
    ("Messenger Hawk",     "使いの鷹",     "命令は足より速く飛ぶ。"),
    ("Reinforcements",     "援軍",         "賢い将は二の陣を連れてくる。"),
    ("War Council",        "軍議",         "将はみな気性を連れてくる。"),
    ("Strike!",            "一撃！",       "今をおいて他になし。"),
];

/// A fixed English text of the deck in the reader's language (`ja` its Japanese).
fn read(en: &'static str, ja: &'static str) -> &'static str {
    match lang() {
        Lang::En => en,
        Lang::Ja => ja,
        Lang::Pseudo => pseudo_static(en),
    }
}

fn ja_of(name: &str) -> Option<&'static (&'static str, &'static str, &'static str)> {
    JA.iter().find(|(en, _, _)| *en == name)
}

impl Symbol {
    /// The symbol in words, one of it: "sword" / 刀.
    pub fn word(self) -> &'static str {
        match self {
            Symbol::Sword => ts!("sword", "刀"),
            Symbol::Helm => ts!("helm", "兜"),
            Symbol::Aggression => ts!("aggression", "勇"),
            Symbol::Wisdom => ts!("wisdom", "智"),
            Symbol::Agility => ts!("agility", "迅"),
        }
    }

    /// The symbol in words, several of it: "swords" / 刀.
    pub fn words(self) -> &'static str {
        match self {
            Symbol::Sword => ts!("swords", "刀"),
            Symbol::Helm => ts!("helms", "兜"),
            other => other.word(),
        }
    }

    /// "2 swords" / "1 helm" / 刀2: one text per symbol and number (a language may
    /// inflect the word with the number, or set them otherwise than side by side).
    pub fn count(self, n: u8) -> String {
        match (self, n == 1) {
            (Symbol::Sword, true) => t!("{n} sword", "刀{n}"),
            (Symbol::Sword, false) => t!("{n} swords", "刀{n}"),
            (Symbol::Helm, true) => t!("{n} helm", "兜{n}"),
            (Symbol::Helm, false) => t!("{n} helms", "兜{n}"),
            (Symbol::Aggression, _) => t!("{n} aggression", "勇{n}"),
            (Symbol::Wisdom, _) => t!("{n} wisdom", "智{n}"),
            (Symbol::Agility, _) => t!("{n} agility", "迅{n}"),
        }
    }
}

impl Effect {
    pub fn text(self) -> String {
        match self {
            Effect::Gain(s, n) => {
                let w = if n == 1 { s.word() } else { s.words() };
                t!("+{n} {w}", "{w}+{n}")
            }
            Effect::GainPer { gain, per } => t!(
                "+1 {g} per {p} you have",
                "自分の{p}1つにつき{g}+1";
                g = gain.word(),
                p = per.word()
            ),
            Effect::Reduce(s, n) => {
                let w = if n == 1 { s.word() } else { s.words() };
                t!("opponent −{n} {w}", "相手の{w}−{n}")
            }
        }
    }
}

impl Ability {
    /// The card's rules text, as printed.
    pub fn text(self) -> String {
        match self {
            Ability::None => String::new(),
            Ability::Defeats(s) => t!("Defeats {s}.", "{s}に勝つ。"; s = s.word()),
            Ability::LosesTo(s) => t!("Loses to {s}.", "{s}に負ける。"; s = s.word()),
            Ability::Exhaust(e) => t!(
                "Exhaust: {e} for this Strike!",
                "消耗：この一撃の間、{e}。";
                e = e.text()
            ),
            Ability::Ongoing(e) => t!("Ongoing: {e}.", "永続：{e}。"; e = e.text()),
            Ability::Choose(a, b, n) => t!(
                "Choose: {n} {a} or {n} {b}.",
                "選択：{a}{n}か{b}{n}。";
                a = a.words(),
                b = b.words()
            ),
            Ability::Call(CallTarget::Any) => t!(
                "Flip: you may put a card from your hand into play.",
                "公開時：手札のカード1枚を場に出してよい。"
            ),
            Ability::Call(CallTarget::With(s)) => t!(
                "Flip: you may put a card with a {s} from your hand into play.",
                "公開時：手札の{s}のあるカード1枚を場に出してよい。";
                s = s.word()
            ),
            Ability::Call(CallTarget::Strike) => t!(
                "Flip: you may put your Strike! into play.",
                "公開時：手札の一撃！を場に出してよい。"
            ),
        }
    }
}

impl CardDef {
    /// The card's name as the reader reads it: "Iron Fan" / 鉄扇.
    pub fn title(&self) -> &'static str {
        match ja_of(self.name) {
            Some((en, ja, _)) => read(en, ja),
            None => self.name,
        }
    }

    /// The card's line of flavour, in the reader's language.
    pub fn flavour_text(&self) -> &'static str {
        match ja_of(self.name) {
            Some((_, _, ja)) => read(self.flavour, ja),
            None => self.flavour,
        }
    }

    /// The printed symbols in words ("2 swords, 1 aggression"), empty for none.
    pub fn symbols_text(&self) -> String {
        let parts: Vec<String> = Symbol::ALL
            .iter()
            .filter(|s| self.has(**s))
            .map(|s| s.count(self.count(*s)))
            .collect();
        parts.join(ts!(", ", "、"))
    }

    /// The full text the table shows on the card.
    pub fn rules_text(&self) -> String {
        if self.name == STRIKE_DEF.name {
            return ts!(
                "Strike: win the round if your swords in play outnumber the opponent's helms in play. Returns to your hand.",
                "一撃：場の自分の刀が相手の場の兜より多ければ、このラウンドに勝つ。その後手札に戻る。"
            )
            .to_string();
        }
        self.ability.text()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::lang::in_lang;
    use crate::games::pocket::{by_name, def, DECK};

    #[test]
    fn every_card_has_a_japanese_name_and_flavour() {
        for d in DECK.iter().chain([&STRIKE_DEF]) {
            let ja = ja_of(d.name).unwrap_or_else(|| panic!("{} has no Japanese", d.name));
            assert!(!ja.1.is_empty() && !ja.2.is_empty());
        }
        // English stays the key and the English reader's name.
        assert_eq!(def(by_name("Iron Fan").unwrap()).title(), "Iron Fan");
    }

    #[test]
    fn cards_read_in_japanese() {
        in_lang(Lang::Ja, || {
            let fan = def(by_name("Iron Fan").unwrap());
            assert_eq!(fan.title(), "鉄扇");
            assert_eq!(fan.rules_text(), "智に勝つ。");
            assert_eq!(fan.symbols_text(), "刀1、兜1、勇1");
            let volley = def(by_name("Kunai Volley").unwrap());
            assert_eq!(volley.rules_text(), "消耗：この一撃の間、相手の刀−4。");
            assert_eq!(STRIKE_DEF.title(), "一撃！");
            assert_eq!(Symbol::Helm.count(3), "兜3");
        });
    }
}
