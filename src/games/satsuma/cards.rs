//! The two decks, transcribed from the seed text (46 cards each). Data, not code paths.

use super::Suit::{self, *};
use crate::core::lang::{lang, pseudo_static, Lang};

/// One printed card: a name (in English, and in Japanese for the Japanese sprite and a
/// Japanese reader) and one or two (suit, strength) options ("W5 or M6").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardDef {
    pub name: &'static str,
    pub ja: &'static str,
    pub options: &'static [(Suit, u8)],
}

impl CardDef {
    const fn new(name: &'static str, ja: &'static str, options: &'static [(Suit, u8)]) -> Self {
        CardDef { name, ja, options }
    }

    /// The card's name as the reader reads it (`name` stays the English one).
    pub fn title(&self) -> &'static str {
        match lang() {
            Lang::En => self.name,
            Lang::Ja => self.ja,
            Lang::Pseudo => pseudo_static(self.name),
        }
    }
}

pub const SAMURAI_DECK: [CardDef; 46] = [
    CardDef::new("Takamori Saigo", "西郷隆盛", &[(Leader, 10)]),
    CardDef::new("Samurai Warriors", "薩摩の武士", &[(Force, 7)]),
    CardDef::new(
        "Traditional Army",
        "旧式の軍勢",
        &[(Weapons, 5), (Morale, 6)],
    ),
    CardDef::new("Tragic Hero", "悲劇の英雄", &[(Morale, 5)]),
    CardDef::new("Foxholes", "たこつぼ壕", &[(Defense, 2)]),
    CardDef::new("Kyushu Samurai", "九州の士族", &[(Reserves, 2)]),
    CardDef::new("Shigakko Schools", "私学校", &[(Reserves, 2)]),
    CardDef::new("Bushido", "武士道", &[(Morale, 8)]),
    CardDef::new("Satsuma Armories", "薩摩の武器庫", &[(Weapons, 5)]),
    CardDef::new("Student Agitators", "私学校生徒の暴発", &[(Morale, 3)]),
    CardDef::new("Iso Arsenal", "磯の集成館", &[(Weapons, 3)]),
    CardDef::new("Honor", "名誉", &[(Morale, 9)]),
    CardDef::new("Raiders", "襲撃隊", &[(Attack, 5)]),
    CardDef::new("Armed Uprising", "武装蜂起", &[(Reserves, 2)]),
    CardDef::new("Bodyguard", "護衛", &[(Defense, 2)]), // seed prints "T2"; ruled a Defense card
    CardDef::new("Volunteers", "義勇兵", &[(Reserves, 2)]),
    CardDef::new("Skirmishes", "小競り合い", &[(Attack, 3)]),
    CardDef::new("Small Clashes", "小さな衝突", &[(Force, 4)]),
    CardDef::new(
        "Suicidal Ferocity",
        "決死の猛攻",
        &[(Force, 6), (Morale, 7)],
    ),
    CardDef::new(
        "Rebel Detachment",
        "薩軍の別働隊",
        &[(Force, 3), (Attack, 4)],
    ),
    CardDef::new("Block Passes", "峠の封鎖", &[(Defense, 5)]),
    CardDef::new("Night Assault", "夜襲", &[(Attack, 7)]),
    CardDef::new("Out Fight & Outmaneuver", "力戦と機略", &[(Force, 9)]),
    CardDef::new("Dug In", "塹壕に籠る", &[(Defense, 3)]),
    CardDef::new(
        "Popular Support",
        "民衆の支持",
        &[(Morale, 3), (Reserves, 2)],
    ),
    CardDef::new("Kichijuro Ikebe", "池辺吉十郎", &[(Leader, 3)]),
    CardDef::new("Satsuma Army", "薩軍", &[(Force, 5)]),
    CardDef::new("Isolated Sword Duels", "散発的な斬り合い", &[(Force, 1)]),
    CardDef::new("Discover Imperial Spies", "密偵の発覚", &[(Morale, 2)]),
    CardDef::new("Sentinels", "歩哨", &[(Defense, 1)]),
    CardDef::new("New Positions", "陣地転換", &[(Escape, 5), (Defense, 6)]),
    CardDef::new("Break Out", "包囲突破", &[(Escape, 6)]),
    CardDef::new("Fight to the Death", "死闘", &[(Morale, 7)]),
    CardDef::new("Retreat", "退却", &[(Escape, 3)]),
    CardDef::new("Kagoshima Samurai", "鹿児島の士族", &[(Reserves, 2)]),
    CardDef::new("Guerrilla Fighting", "ゲリラ戦", &[(Force, 3)]),
    CardDef::new("Surround Imperials", "官軍を包囲", &[(Attack, 6)]),
    CardDef::new("Vintage Matchlocks", "旧式の火縄銃", &[(Weapons, 3)]),
    CardDef::new("Mount Enodake", "可愛岳", &[(Defense, 5)]),
    CardDef::new("Slip Through Fog", "霧に紛れる", &[(Escape, 5)]),
    CardDef::new("Divide Forces", "兵力の分散", &[(Force, 4)]),
    CardDef::new("Heavy Rain", "豪雨", &[(Escape, 4)]),
    CardDef::new("Shinsuke Beppu", "別府晋介", &[(Leader, 4)]),
    CardDef::new("The Last Samurai", "最後の侍", &[(Force, 2), (Morale, 7)]),
    CardDef::new("Dispatch Guards", "護衛の派遣", &[(Attack, 2)]),
    CardDef::new("Vanguard", "先鋒", &[(Attack, 5), (Force, 4)]),
];

pub const IMPERIAL_DECK: [CardDef; 46] = [
    CardDef::new("General Taketa Tani", "谷干城少将", &[(Leader, 5)]),
    CardDef::new("Imperial Guard", "近衛兵", &[(Force, 6)]),
    CardDef::new("Peasant Conscripts", "農民の徴兵", &[(Reserves, 4)]),
    CardDef::new("Meiji Emperor", "明治天皇", &[(Morale, 8)]),
    CardDef::new(
        "Westernized Army",
        "洋式の軍隊",
        &[(Weapons, 6), (Force, 5)],
    ),
    CardDef::new("Tokyo Police", "東京の警視隊", &[(Force, 4)]),
    CardDef::new("Crush the Rebels", "反乱の鎮圧", &[(Morale, 4)]),
    CardDef::new("Systematic Attacks", "組織的な攻撃", &[(Attack, 8)]),
    CardDef::new("Trap Rebels", "薩軍を罠に", &[(Attack, 6)]),
    CardDef::new("Kumamoto Castle", "熊本城", &[(Defense, 7)]),
    CardDef::new(
        "Determined Resistance",
        "断固たる抵抗",
        &[(Defense, 5), (Morale, 4)],
    ),
    CardDef::new("Garrison", "鎮台の守備隊", &[(Defense, 5)]),
    CardDef::new("Advance Guards", "前衛", &[(Force, 5)]),
    CardDef::new("Concentrated Fire", "集中砲火", &[(Weapons, 8), (Force, 7)]),
    CardDef::new("Relief Force", "救援軍", &[(Force, 4)]),
    // A lieutenant general (陸軍中将) in 1877, named with his rank as 谷干城少将 is.
    CardDef::new("General Yamagata", "山縣有朋中将", &[(Leader, 8)]),
    CardDef::new("Frontal Assault", "正面攻撃", &[(Attack, 6)]),
    CardDef::new("Cold Steel", "白兵戦", &[(Weapons, 3), (Force, 2)]),
    CardDef::new("Small Arms Fire", "小銃射撃", &[(Weapons, 4), (Force, 3)]),
    CardDef::new("Dislodge Rebels", "薩軍を撃退", &[(Attack, 6)]),
    CardDef::new("Marine Landing", "海からの上陸", &[(Reserves, 4)]),
    CardDef::new("Infantry Companies", "歩兵中隊", &[(Force, 4)]),
    CardDef::new("Modern Firearms", "近代的な銃器", &[(Weapons, 8)]),
    CardDef::new("Rebels Surrender", "薩軍の降伏", &[(Attack, 7)]),
    CardDef::new("Infantry Brigade", "歩兵旅団", &[(Force, 6)]),
    CardDef::new("Naval Bombardment", "艦砲射撃", &[(Attack, 4)]),
    CardDef::new("Rear Attack", "背後からの攻撃", &[(Attack, 9)]),
    CardDef::new("Sniping", "狙撃", &[(Force, 1)]),
    CardDef::new("Rebel Supply Problems", "薩軍の補給難", &[(Morale, 5)]),
    CardDef::new("Mountain Artillery", "山砲", &[(Weapons, 6)]),
    CardDef::new("Sortie", "城兵の出撃", &[(Force, 4)]),
    CardDef::new("Link Up", "合流", &[(Morale, 6)]),
    CardDef::new("Breakthrough", "突破", &[(Force, 7)]),
    CardDef::new("Replace Losses", "兵員の補充", &[(Reserves, 5)]),
    CardDef::new("Government Offensive", "官軍の攻勢", &[(Attack, 5)]),
    CardDef::new("Regroup", "再編成", &[(Reserves, 3), (Defense, 2)]),
    CardDef::new("Mop Up", "掃討", &[(Attack, 3), (Morale, 3)]),
    CardDef::new("Rapid Forced Marches", "強行軍", &[(Attack, 5), (Force, 4)]),
    CardDef::new("Encirclement", "包囲", &[(Attack, 6)]),
    CardDef::new("Fierce Battle", "激戦", &[(Force, 5)]),
    CardDef::new("Heavy Casualties", "多大な損害", &[(Force, 6)]),
    CardDef::new("Outnumber Rebels", "数で圧倒", &[(Reserves, 4)]),
    CardDef::new("Patrols", "哨戒", &[(Defense, 3)]),
    CardDef::new("Siege", "攻囲", &[(Attack, 4)]),
    CardDef::new("Krupp Field Guns", "クルップ野砲", &[(Weapons, 6)]),
    CardDef::new("Gatling Guns", "ガトリング砲", &[(Weapons, 7)]),
];
