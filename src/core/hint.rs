//! Hints: the hard computer's choice for one seat, with a one-line reason a player
//! understands and the cards it means. Each game's `hint` module builds one from the seat's
//! observation only (never the state), after its bots in the one-way order
//! cards -> state -> observation -> bots -> hint.

use super::rng::{from_seed, GameRng};

/// What the hard computer would do for this seat now, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint<A, C> {
    /// The action: legal for the seat whose observation it came from.
    pub action: A,
    /// One line, naming only cards the seat can see ("Pass: nothing in your hand beats the
    /// Pair, 9s").
    pub reason: String,
    /// The cards the action means (to highlight), all of them seen by the seat.
    pub cards: Vec<C>,
}

impl<A, C> Hint<A, C> {
    pub fn new(action: A, reason: impl Into<String>, cards: Vec<C>) -> Self {
        Hint {
            action,
            reason: reason.into(),
            cards,
        }
    }
}

/// The bot RNG of every hint: a fixed seed, so that the same observation always gives the
/// same hint (pressing Hint twice never changes the advice).
pub fn hint_rng() -> GameRng {
    from_seed(0x41A7_5EED)
}

/// Items as a sentence lists them, in the reader's language ("A, B and C").
pub use super::lang::listed;

/// Whether `text` says `name` as a whole word or phrase ("Cat" is not said by "Catfish").
pub fn says(text: &str, name: &str) -> bool {
    let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric());
    text.match_indices(name).any(|(i, _)| {
        !word(text[..i].chars().next_back()) && !word(text[i + name.len()..].chars().next())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_as_sentences() {
        assert_eq!(listed::<&str>(&[]), "");
        assert_eq!(listed(&["Cat"]), "Cat");
        assert_eq!(listed(&["Cat", "Stork"]), "Cat and Stork");
        assert_eq!(listed(&["A", "B", "C"]), "A, B and C");
    }

    #[test]
    fn a_name_is_said_as_a_whole_word_only() {
        assert!(says("Lead the Cat: your partner leads", "Cat"));
        assert!(!says("Lead the Catfish", "Cat"));
        assert!(says("Lay Strike!: 3 swords", "Strike!"));
        assert!(!says("Asahi 10", "Asahi 1"));
        assert!(says("Asahi 1, then", "Asahi 1"));
    }
}
