//! A seat's cards: hand, play area, exhaust pile and this turn's choices.

use super::super::cards::{def, Ability, CallTarget, Card, Effect, Symbol, Symbols, STRIKE};
use serde::{Deserialize, Serialize};

/// A card in a play area, with the symbol chosen for a Choose card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InPlay {
    pub card: Card,
    pub chosen: Option<Symbol>,
    /// A Choose card that entered together with another: shows no symbols.
    pub blank: bool,
}

impl InPlay {
    pub(super) fn new(card: Card) -> Self {
        InPlay {
            card,
            chosen: None,
            blank: false,
        }
    }

    /// The symbols this card shows now.
    pub fn symbols(&self) -> Symbols {
        match def(self.card).ability {
            Ability::Choose(_, _, n) => {
                let mut s = [0; 5];
                if let (Some(sym), false) = (self.chosen, self.blank) {
                    s[sym as usize] = n;
                }
                s
            }
            _ => def(self.card).symbols,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Player {
    /// Sorted; holds Strike! unless it is out this turn.
    pub(crate) hand: Vec<Card>,
    pub(crate) play: Vec<InPlay>,
    pub(crate) exhaust: Vec<Card>,
    pub(crate) wins: u8,
    pub(crate) commit: Option<Card>,
    /// This turn's flipped card, after the reveal.
    pub(crate) flipped: Option<Card>,
    /// The flipped Call card waiting for its owner's decision.
    pub(crate) can_call: Option<Card>,
    /// The decision, once made (`Some(None)`: declined).
    #[serde(with = "double_option")]
    pub(crate) call: Option<Option<Card>>,
    pub(crate) striking: bool,
    pub(crate) passed: bool,
    /// Exhaust effects for this turn.
    pub(crate) boosts: Vec<Effect>,
}

impl Player {
    pub(super) fn new() -> Self {
        Player {
            hand: vec![STRIKE],
            play: Vec::new(),
            exhaust: Vec::new(),
            wins: 0,
            commit: None,
            flipped: None,
            can_call: None,
            call: None,
            striking: false,
            passed: false,
            boosts: Vec::new(),
        }
    }

    pub(super) fn add_to_hand(&mut self, card: Card) {
        let at = self.hand.partition_point(|&c| c < card);
        self.hand.insert(at, card);
    }

    pub(super) fn take_from_hand(&mut self, card: Card) {
        if let Some(i) = self.hand.iter().position(|&c| c == card) {
            self.hand.remove(i);
        }
    }

    /// The printed and chosen symbols of the cards in play.
    pub(crate) fn base(&self) -> [i32; 5] {
        let mut t = [0i32; 5];
        for p in &self.play {
            for (i, n) in p.symbols().iter().enumerate() {
                t[i] += *n as i32;
            }
        }
        t
    }

    pub(super) fn can_exhaust(&self) -> bool {
        self.exhaustable().next().is_some()
    }

    pub(super) fn exhaustable(&self) -> impl Iterator<Item = Card> + '_ {
        self.play
            .iter()
            .filter(|p| matches!(def(p.card).ability, Ability::Exhaust(_)))
            .map(|p| p.card)
    }
}

/// Whether `card` matches a Call ability's target.
pub fn call_allows(target: CallTarget, card: Card) -> bool {
    match target {
        CallTarget::Any => true,
        CallTarget::Strike => card == STRIKE,
        CallTarget::With(s) => card != STRIKE && def(card).has(s),
    }
}

/// `Option<Option<T>>` in a view's JSON, keeping `Some(None)` (a call declined) apart from
/// `None` (not decided), which plain JSON would both write as `null`: `Some(x)` is `[x]`.
mod double_option {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer, T: Serialize>(
        value: &Option<Option<T>>,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        value.as_ref().map(|x| [x]).serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
        d: D,
    ) -> Result<Option<Option<T>>, D::Error> {
        Ok(Option::<[Option<T>; 1]>::deserialize(d)?.map(|[x]| x))
    }
}
