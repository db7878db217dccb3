//! The 48-card hanafuda deck as data: twelve months of four cards, each with its kind.

use crate::core::lang::{in_lang, lang, Lang};
use serde::{Deserialize, Serialize};

/// Runs `f` for a word that goes into a sentence: in Pseudo, in English, since the whole
/// sentence is made pseudo once (a word made pseudo inside it would be padded twice).
pub fn inner<R>(f: impl FnOnce() -> R) -> R {
    match lang() {
        Lang::Pseudo => in_lang(Lang::En, f),
        Lang::En | Lang::Ja => f(),
    }
}

/// `t!` whose named values are words of the sentence made by the reader's language
/// (names, months, cards): see [`inner`].
macro_rules! said {
    ($en:literal, $ja:literal; $($name:ident = $value:expr),+ $(,)?) => {{
        $(#[allow(unused_variables)] let $name = $crate::games::judge::cards::inner(|| $value);)+
        $crate::t!($en, $ja)
    }};
}
pub(crate) use said;

/// The card's kind, which only matters for the bright bonus (and for the faces drawn).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Kind {
    Bright,
    Animal,
    Ribbon,
    Chaff,
}

impl Kind {
    /// The kind in the reader's words, as hanafuda players say them (光札, タネ札, 短冊札,
    /// カス札).
    pub fn name(self) -> &'static str {
        match self {
            Kind::Bright => crate::ts!("bright", "光札"),
            Kind::Animal => crate::ts!("animal", "タネ札"),
            Kind::Ribbon => crate::ts!("ribbon", "短冊札"),
            Kind::Chaff => crate::ts!("chaff", "カス札"),
        }
    }
}

/// One card of the deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardDef {
    /// 1 (January) to 12 (December).
    pub month: u8,
    pub kind: Kind,
    /// What the card shows, in a few words ("Crane and sun").
    pub picture: &'static str,
}

/// A card is its index in [`DECK`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Card(pub u8);

pub const DECK_SIZE: usize = 48;

/// The month names, January first; `MONTHS[m - 1]` is month m.
pub const MONTHS: [(&str, &str); 12] = [
    ("January", "Pine"),
    ("February", "Plum"),
    ("March", "Cherry"),
    ("April", "Wisteria"),
    ("May", "Iris"),
    ("June", "Peony"),
    ("July", "Bush clover"),
    ("August", "Susuki grass"),
    ("September", "Chrysanthemum"),
    ("October", "Maple"),
    ("November", "Willow"),
    ("December", "Paulownia"),
];

/// Each card's traditional Japanese name, in [`DECK`]'s order ("松に鶴", "松に赤短", "松の
/// カス"...), as hanafuda references list them (checked with the search tool: the ja
/// Wikipedia 花札 table, hanakaruta.info, sekaiyugi.com and others; the report names them).
const NAMES_JA: [&str; DECK_SIZE] = [
    "松に鶴",
    "松に赤短",
    "松のカス",
    "松のカス",
    "梅に鶯",
    "梅に赤短",
    "梅のカス",
    "梅のカス",
    "桜に幕",
    "桜に赤短",
    "桜のカス",
    "桜のカス",
    "藤に不如帰",
    "藤に短冊",
    "藤のカス",
    "藤のカス",
    "菖蒲に八橋",
    "菖蒲に短冊",
    "菖蒲のカス",
    "菖蒲のカス",
    "牡丹に蝶",
    "牡丹に青短",
    "牡丹のカス",
    "牡丹のカス",
    "萩に猪",
    "萩に短冊",
    "萩のカス",
    "萩のカス",
    "芒に月",
    "芒に雁",
    "芒のカス",
    "芒のカス",
    "菊に盃",
    "菊に青短",
    "菊のカス",
    "菊のカス",
    "紅葉に鹿",
    "紅葉に青短",
    "紅葉のカス",
    "紅葉のカス",
    "柳に小野道風",
    "柳に燕",
    "柳に短冊",
    "柳のカス",
    "桐に鳳凰",
    "桐のカス",
    "桐のカス",
    "桐のカス",
];

/// The months' plants in Japanese, January (松) first.
const PLANTS_JA: [&str; 12] = [
    "松", "梅", "桜", "藤", "菖蒲", "牡丹", "萩", "芒", "菊", "紅葉", "柳", "桐",
];

/// Month `m` (1 to 12) in the reader's words: "July"; "7月".
pub fn month_name(m: u8) -> String {
    let i = (m as usize).clamp(1, 12) - 1;
    crate::t!("{en}", "{m}月"; en = MONTHS[i].0, m = i + 1)
}

/// Month `m`'s plant in the reader's words: "Bush clover"; "萩".
pub fn plant_name(m: u8) -> String {
    let i = (m as usize).clamp(1, 12) - 1;
    crate::t!("{en}", "{ja}"; en = MONTHS[i].1, ja = PLANTS_JA[i])
}

/// Month `m` as a sentence names it: "July" in English (as the table always said it), the
/// month with its plant in Japanese, since the cards show plants: "7月(萩)".
pub fn month_said(m: u8) -> String {
    let i = (m as usize).clamp(1, 12) - 1;
    crate::t!("{en}", "{m}月（{plant}）"; en = MONTHS[i].0, m = i + 1, plant = PLANTS_JA[i])
}

const fn c(month: u8, kind: Kind, picture: &'static str) -> CardDef {
    CardDef {
        month,
        kind,
        picture,
    }
}

use Kind::{Animal, Bright, Chaff, Ribbon};

/// The deck: 5 brights, 9 animals, 10 ribbons, 24 chaff. November's lightning card is
/// chaff; the brights are Crane, Curtain, Moon, Rain-man and Phoenix (rulings.md).
pub const DECK: [CardDef; DECK_SIZE] = [
    c(1, Bright, "Crane and sun"),
    c(1, Ribbon, "Red poetry ribbon"),
    c(1, Chaff, "Pine"),
    c(1, Chaff, "Pine"),
    c(2, Animal, "Bush warbler"),
    c(2, Ribbon, "Red poetry ribbon"),
    c(2, Chaff, "Plum"),
    c(2, Chaff, "Plum"),
    c(3, Bright, "Curtain"),
    c(3, Ribbon, "Red poetry ribbon"),
    c(3, Chaff, "Cherry"),
    c(3, Chaff, "Cherry"),
    c(4, Animal, "Cuckoo"),
    c(4, Ribbon, "Red ribbon"),
    c(4, Chaff, "Wisteria"),
    c(4, Chaff, "Wisteria"),
    c(5, Animal, "Eight-plank bridge"),
    c(5, Ribbon, "Red ribbon"),
    c(5, Chaff, "Iris"),
    c(5, Chaff, "Iris"),
    c(6, Animal, "Butterflies"),
    c(6, Ribbon, "Blue ribbon"),
    c(6, Chaff, "Peony"),
    c(6, Chaff, "Peony"),
    c(7, Animal, "Boar"),
    c(7, Ribbon, "Red ribbon"),
    c(7, Chaff, "Bush clover"),
    c(7, Chaff, "Bush clover"),
    c(8, Bright, "Full moon"),
    c(8, Animal, "Geese"),
    c(8, Chaff, "Susuki grass"),
    c(8, Chaff, "Susuki grass"),
    c(9, Animal, "Sake cup"),
    c(9, Ribbon, "Blue ribbon"),
    c(9, Chaff, "Chrysanthemum"),
    c(9, Chaff, "Chrysanthemum"),
    c(10, Animal, "Deer"),
    c(10, Ribbon, "Blue ribbon"),
    c(10, Chaff, "Maple"),
    c(10, Chaff, "Maple"),
    c(11, Bright, "Rain-man"),
    c(11, Animal, "Swallow"),
    c(11, Ribbon, "Red ribbon"),
    c(11, Chaff, "Lightning"),
    c(12, Bright, "Phoenix"),
    c(12, Chaff, "Paulownia"),
    c(12, Chaff, "Paulownia"),
    c(12, Chaff, "Paulownia"),
];

impl Card {
    pub fn def(self) -> &'static CardDef {
        &DECK[self.0 as usize]
    }

    pub fn month(self) -> u8 {
        self.def().month
    }

    pub fn kind(self) -> Kind {
        self.def().kind
    }

    pub fn is_bright(self) -> bool {
        self.kind() == Kind::Bright
    }

    pub fn all() -> impl Iterator<Item = Card> {
        (0..DECK_SIZE as u8).map(Card)
    }

    /// What the card shows in the reader's words: "Crane and sun"; its traditional name
    /// in Japanese, "松に鶴".
    pub fn picture(self) -> String {
        crate::t!("{en}", "{ja}"; en = self.def().picture, ja = NAMES_JA[self.0 as usize])
    }

    /// "Crane and sun (January, bright)"; "松に鶴(1月、光札)".
    pub fn name(self) -> String {
        said!(
            "{picture} ({month}, {kind})",
            "{picture}（{month}、{kind}）";
            picture = self.picture(),
            month = month_name(self.month()),
            kind = self.kind().name()
        )
    }
}
