//! The 48-card hanafuda deck as data: twelve months of four cards, each with its kind.

use serde::{Deserialize, Serialize};

/// The card's kind, which only matters for the bright bonus (and for the faces drawn).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Kind {
    Bright,
    Animal,
    Ribbon,
    Chaff,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Bright => "bright",
            Kind::Animal => "animal",
            Kind::Ribbon => "ribbon",
            Kind::Chaff => "chaff",
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

    /// "Crane and sun (January, bright)".
    pub fn name(self) -> String {
        let d = self.def();
        format!(
            "{} ({}, {})",
            d.picture,
            MONTHS[d.month as usize - 1].0,
            d.kind.name()
        )
    }
}
