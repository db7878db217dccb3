//! What a person chose and has not confirmed yet (Panda's pass slots), kept while the table
//! is drawn anew: a language switch, or a look at Settings, mounts the table again from its
//! save, and a choice made must not go back to the hand. One draft, the last table's, in
//! memory only: a game of its own decides whether the draft still fits (its hand, its
//! phase), so a draft never reaches another game or position.

use std::any::Any;
use std::cell::RefCell;

thread_local! {
    static KEPT: RefCell<Option<Box<dyn Any>>> = const { RefCell::new(None) };
}

/// Keeps `draft` in place of any kept before.
pub fn keep<T: Any>(draft: T) {
    KEPT.with(|k| *k.borrow_mut() = Some(Box::new(draft)));
}

/// The draft kept, if it is of this kind (another game's table kept another kind).
pub fn kept<T: Any + Clone>() -> Option<T> {
    KEPT.with(|k| k.borrow().as_ref()?.downcast_ref::<T>().cloned())
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_draft_is_read_back_only_as_its_own_kind() {
        super::keep((3u8, [Some(1u16), None]));
        assert_eq!(
            super::kept::<(u8, [Option<u16>; 2])>(),
            Some((3, [Some(1), None]))
        );
        assert_eq!(super::kept::<u32>(), None, "another table's kind");
        super::keep(7u32);
        assert_eq!(
            super::kept::<u32>(),
            Some(7),
            "the last draft replaces the one before"
        );
    }
}
