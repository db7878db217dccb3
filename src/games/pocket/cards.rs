//! The Bushido deck: 27 original draft cards plus one Strike! per player, as one table.
//!
//! The engine reads every card's symbols and ability from [`DECK`]; no card has a code path
//! of its own, so retuning the deck is editing this table.

use serde::{Deserialize, Serialize};

/// A card is its index in [`DECK`] (0..27); [`STRIKE`] is each player's Strike! (the owner
/// is known from where it lies).
pub type Card = u8;

/// The draft cards in the Bushido deck.
pub const DRAFT_CARDS: usize = 27;
/// Each player's Strike! card.
pub const STRIKE: Card = DRAFT_CARDS as Card;

/// The five symbols, in the order of [`Symbols`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Symbol {
    Sword,
    Helm,
    Aggression,
    Wisdom,
    Agility,
}

/// Counts of each symbol, indexed by `Symbol as usize`.
pub type Symbols = [u8; 5];

/// What an Ongoing or Exhaust ability does to its owner's counts (Exhaust: for this turn's
/// strikes only; Ongoing: while the card stays in play).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    /// The owner gains `n` of the symbol.
    Gain(Symbol, u8),
    /// The owner gains one `gain` for each `per` symbol they have in play.
    GainPer { gain: Symbol, per: Symbol },
    /// The opponent has `n` fewer of the symbol (never below zero).
    Reduce(Symbol, u8),
}

/// Which card from the hand a Call ability may put into play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CallTarget {
    /// Any card, Strike! included.
    Any,
    /// A card showing this symbol.
    With(Symbol),
    /// The owner's Strike! only.
    Strike,
}

/// A card's one ability. Defeats, Loses to and Call are flip abilities; Choose happens after
/// the flip and also when the card is called; Ongoing and Exhaust work while it is in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ability {
    None,
    Defeats(Symbol),
    LosesTo(Symbol),
    Exhaust(Effect),
    Ongoing(Effect),
    /// The owner picks one of the two symbols and the card shows `n` of it.
    Choose(Symbol, Symbol, u8),
    /// Flip: the owner may put a matching card from their hand into play.
    Call(CallTarget),
}

/// The kind of an ability, for tests, texts and the benchmark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AbilityKind {
    None,
    Defeats,
    LosesTo,
    Exhaust,
    Ongoing,
    Choose,
    Call,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardDef {
    /// The card's key (saves, fixtures, `data-name`): its English name. What a reader
    /// reads is `title()` (cards_text.rs).
    pub name: &'static str,
    /// Swords, helms, aggression, wisdom, agility.
    pub symbols: Symbols,
    pub ability: Ability,
    /// One line of flavour.
    pub flavour: &'static str,
}

const fn c(
    name: &'static str,
    symbols: Symbols,
    ability: Ability,
    flavour: &'static str,
) -> CardDef {
    CardDef {
        name,
        symbols,
        ability,
        flavour,
    }
}

use Ability as A;
use Effect as E;
use Symbol::{Aggression as Agg, Agility as Agi, Helm, Sword, Wisdom as Wis};

/// The Bushido deck. Symbols are [swords, helms, aggression, wisdom, agility].
/// Tuned with `examples/bench_pocket.rs` (hard bots on both sides).
///
/// Why it is shaped so: a round ends in mutual defeat when both players can hit at once or
/// when neither can once the hands run out. Both hinge on D, all swords minus all helms in
/// play on both sides: D of 1 lets exactly one player hit, D of 2 or more lets both, 0 or
/// less often neither. So most cards carry about as many helms as swords (the bigger card
/// wins, not the more reckless one), the deck leans slightly to swords (about +6 over the
/// 27 cards), and the Exhaust cards are defensive and large: kept in play, they turn a
/// double strike into a lone one.
#[rustfmt::skip]
pub const DECK: [CardDef; DRAFT_CARDS] = [
    // Plain cards.
    c("Ronin Blade",        [2, 1, 1, 0, 0], A::None, "No master, no hesitation."),
    c("Lacquered Kabuto",   [1, 1, 0, 1, 0], A::None, "Red lacquer hides old dents."),
    c("Bamboo Grove",       [1, 1, 1, 0, 1], A::None, "Bend, never break."),
    // Defeats.
    c("Falling Leaf",       [1, 0, 0, 0, 1], A::Defeats(Agi), "The quicker step is the one that lands."),
    c("Temple Bell",        [1, 2, 0, 1, 0], A::Defeats(Agg), "One calm note silences the shouting."),
    c("Crane Stance",       [2, 1, 0, 0, 1], A::Defeats(Wis), "Plans scatter before a single leg."),
    c("Iron Fan",           [1, 1, 1, 0, 0], A::Defeats(Wis), "Closed, it is a club."),
    // Loses to.
    c("Oni Mask",           [3, 3, 1, 0, 0], A::LosesTo(Wis), "Terrifying, until someone laughs."),
    c("Stone Lantern",      [4, 3, 0, 1, 0], A::LosesTo(Agi), "Heavy light, slow to turn."),
    c("Thunder Drum",       [3, 3, 1, 0, 0], A::LosesTo(Agi), "Loud enough to hide a footstep."),
    c("Shoji Screen",       [3, 3, 0, 0, 1], A::LosesTo(Agg), "Paper walls keep out the wind, not the wolf."),
    // Exhaust.
    c("Kunai Volley",       [1, 1, 0, 0, 1], A::Exhaust(E::Reduce(Sword, 4)), "Pinned to the wall, the charge stalls."),
    c("Smoke Bomb",         [1, 1, 0, 0, 1], A::Exhaust(E::Gain(Helm, 5)), "Where did they go?"),
    c("Barred Gate",        [2, 1, 1, 0, 0], A::Exhaust(E::Gain(Helm, 5)), "The bar drops; the charge breaks on oak."),
    c("Rice Wine",          [0, 0, 0, 1, 1], A::Exhaust(E::Reduce(Sword, 5)), "A toast, and their hands grow slow."),
    // Ongoing.
    c("Shogun's Banner",    [0, 0, 1, 1, 0], A::Ongoing(E::GainPer { gain: Sword, per: Agg }), "Fury, marching in step."),
    c("Sensei's Scroll",    [1, 0, 0, 1, 0], A::Ongoing(E::GainPer { gain: Helm, per: Wis }), "Every lesson is another guard."),
    c("Cherry Blossom Vow", [1, 0, 0, 0, 1], A::Ongoing(E::Gain(Helm, 1)), "Brief as petals, swift as wind."),
    c("Castle Moat",        [1, 0, 0, 0, 0], A::Ongoing(E::Reduce(Sword, 1)), "Cold water dulls a charge."),
    // Choose.
    c("Twin Path",          [0, 0, 0, 0, 0], A::Choose(Sword, Helm, 2), "Both roads reach the same hill."),
    c("Mirror of Yata",     [0, 0, 0, 0, 0], A::Choose(Helm, Wis, 2), "See yourself before you see the foe."),
    c("Kitsune Trick",      [1, 1, 1, 0, 1], A::Exhaust(E::Reduce(Sword, 4)), "The blade finds only a fox's shadow."),
    c("Fickle Wind",        [0, 0, 0, 0, 0], A::Choose(Sword, Agi, 2), "It blows where it is needed."),
    // Call.
    c("Ambush",             [1, 0, 1, 0, 1], A::Call(CallTarget::Strike), "The blade arrives before the warning."),
    c("Messenger Hawk",     [0, 0, 0, 1, 1], A::Call(CallTarget::Any), "Orders fly faster than feet."),
    c("Reinforcements",     [0, 1, 0, 1, 0], A::Call(CallTarget::With(Wis)), "Wise captains bring the second line."),
    c("War Council",        [1, 1, 0, 1, 0], A::Call(CallTarget::With(Agg)), "Every general brings a temper."),
];

/// Each player's Strike! card.
pub const STRIKE_DEF: CardDef = c("Strike!", [0, 0, 0, 0, 0], A::None, "Now, or never.");

impl Symbol {
    pub const ALL: [Symbol; 5] = [
        Symbol::Sword,
        Symbol::Helm,
        Symbol::Aggression,
        Symbol::Wisdom,
        Symbol::Agility,
    ];

    /// The symbol's key (CSS classes, art): English in every language; its words are
    /// `word`, `words` and `count` (cards_text.rs).
    pub fn name(self) -> &'static str {
        match self {
            Symbol::Sword => "sword",
            Symbol::Helm => "helm",
            Symbol::Aggression => "aggression",
            Symbol::Wisdom => "wisdom",
            Symbol::Agility => "agility",
        }
    }
}

impl Ability {
    pub fn kind(self) -> AbilityKind {
        match self {
            Ability::None => AbilityKind::None,
            Ability::Defeats(_) => AbilityKind::Defeats,
            Ability::LosesTo(_) => AbilityKind::LosesTo,
            Ability::Exhaust(_) => AbilityKind::Exhaust,
            Ability::Ongoing(_) => AbilityKind::Ongoing,
            Ability::Choose(..) => AbilityKind::Choose,
            Ability::Call(_) => AbilityKind::Call,
        }
    }
}

impl CardDef {
    pub fn count(&self, symbol: Symbol) -> u8 {
        self.symbols[symbol as usize]
    }

    pub fn has(&self, symbol: Symbol) -> bool {
        self.count(symbol) > 0
    }
}

/// The definition of any card, Strike! included.
pub fn def(card: Card) -> &'static CardDef {
    DECK.get(card as usize).unwrap_or(&STRIKE_DEF)
}

/// The card with this name, if any (Strike! included).
pub fn by_name(name: &str) -> Option<Card> {
    if name == STRIKE_DEF.name {
        return Some(STRIKE);
    }
    DECK.iter().position(|d| d.name == name).map(|i| i as Card)
}
