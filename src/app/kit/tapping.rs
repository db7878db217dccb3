//! Less tapping, shared by every table: a card tapped twice quickly is played (where one
//! tap selects it), and a move left without a choice (Pocket's last Strike!, Panda's pass
//! when nothing beats the table) is made for the person after a short pause. What is
//! legal is always the engine's answer; this only decides when.

/// Two taps on the same card at most this far apart (ms) are a double tap.
pub const DOUBLE_TAP_MS: f64 = 350.0;

/// The one action left once the actions `aside` (open at any time, like Panda's call) are
/// set apart: the move the table may make for the person. `None` when there is a choice.
pub fn only_action<A: Clone>(legal: &[A], aside: impl Fn(&A) -> bool) -> Option<A> {
    match legal.iter().filter(|a| !aside(a)).collect::<Vec<_>>()[..] {
        [only] => Some(only.clone()),
        _ => None,
    }
}

/// The last tap on a card's place, to tell a double tap from two single ones.
#[derive(Clone, Debug, PartialEq)]
pub struct Taps<K> {
    last: Option<(K, f64)>,
}

impl<K> Default for Taps<K> {
    fn default() -> Self {
        Taps { last: None }
    }
}

impl<K: PartialEq> Taps<K> {
    /// A tap on card `card` at `at` ms: `true` when it is the second of a double tap on
    /// that very card (a hand that moved on puts another card under the finger). Only
    /// pointer taps count (`pointer`): Enter or Space on a focused card is a keyboard's
    /// single choice, however fast it is repeated.
    pub fn tap(&mut self, card: K, at: f64, pointer: bool) -> bool {
        let double = pointer
            && self
                .last
                .as_ref()
                .is_some_and(|(k, t)| *k == card && (0.0..=DOUBLE_TAP_MS).contains(&(at - t)));
        // A third tap starts over: it selects again, it does not play twice.
        self.last = (pointer && !double).then_some((card, at));
        double
    }

    /// A tap elsewhere (a button, the table): the next tap on a card is a first one.
    pub fn forget(&mut self) {
        self.last = None;
    }
}

/// The position (log length) in which the person touched the table: the move the table
/// would make for them there waits for them instead.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Held(Option<usize>);

impl Held {
    /// The person touched the table at `moves`.
    pub fn hold(&mut self, moves: usize) {
        self.0 = Some(moves);
    }

    /// Whether the table may still act for the person at `moves`.
    pub fn lets(&self, moves: usize) -> bool {
        self.0 != Some(moves)
    }
}

wasm_only! {
    use std::cell::RefCell;
    use wasm_bindgen::JsCast;
    use yew::prelude::*;

    thread_local! {
        /// The last tap on a card, whichever: one memory for the page, so a tap on
        /// another card or anywhere else between two taps makes them single ones.
        static TAPS: RefCell<Taps<AttrValue>> = RefCell::new(Taps::default());
    }

    /// A click on the table (its root's handler): one that is not on a card ends a double
    /// tap in the making (a card tapped, Clear, Pass, the same card again: a selection).
    pub fn tap_elsewhere(e: &MouseEvent) {
        let on_card = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|t| t.closest("[data-motion]").ok().flatten())
            .is_some();
        if !on_card {
            TAPS.with(|t| t.borrow_mut().forget());
        }
    }

    /// A card's click: a single tap calls `on_tap`, the second of two quick taps on it
    /// calls `on_double` instead (when given). Keyboard clicks (no pointer: `detail` 0)
    /// are always single.
    #[hook]
    pub fn use_double_tap(
        card: AttrValue,
        on_tap: Option<Callback<()>>,
        on_double: Option<Callback<()>>,
    ) -> Option<Callback<MouseEvent>> {
        let on_tap = on_tap?;
        Some(Callback::from(move |e: MouseEvent| {
            let pointer = js_sys::Reflect::get(&e, &"detail".into())
                .ok()
                .and_then(|d| d.as_f64())
                .is_some_and(|d| d > 0.0);
            let double = TAPS.with(|t| t.borrow_mut().tap(card.clone(), e.time_stamp(), pointer));
            match (&on_double, double) {
                (Some(play), true) => play.emit(()),
                _ => on_tap.emit(()),
            }
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_only_action_is_found_once_the_open_ones_are_set_aside() {
        assert_eq!(only_action(&[1, 9], |&a| a == 9), Some(1));
        assert_eq!(only_action(&[1, 2, 9], |&a| a == 9), None, "a choice");
        assert_eq!(only_action::<i32>(&[], |_| false), None, "nothing to do");
        assert_eq!(only_action(&[9], |&a| a == 9), None);
    }

    #[test]
    fn two_quick_pointer_taps_are_a_double_tap_and_a_third_starts_over() {
        let mut t = Taps::default();
        assert!(!t.tap('a', 1000.0, true));
        assert!(t.tap('a', 1300.0, true));
        assert!(!t.tap('a', 1400.0, true), "the third tap selects again");
        assert!(t.tap('a', 1700.0, true));
        // Too slow: two single taps.
        assert!(!t.tap('a', 3000.0, true));
        assert!(!t.tap('a', 3351.0, true));
    }

    #[test]
    fn another_card_under_the_finger_is_a_new_tap() {
        let mut t = Taps::default();
        assert!(!t.tap('a', 1000.0, true));
        assert!(!t.tap('b', 1100.0, true), "the hand moved on: another card");
        assert!(t.tap('b', 1200.0, true));
    }

    #[test]
    fn a_tap_elsewhere_between_two_taps_makes_them_single() {
        let mut t = Taps::default();
        assert!(!t.tap('a', 1000.0, true));
        t.forget();
        assert!(
            !t.tap('a', 1100.0, true),
            "a card, Clear, the card: selected again"
        );
        assert!(t.tap('a', 1200.0, true));
    }

    #[test]
    fn keyboard_clicks_are_never_a_double_tap() {
        let mut t = Taps::default();
        assert!(!t.tap('a', 1000.0, false));
        assert!(!t.tap('a', 1100.0, false));
        assert!(!t.tap('a', 1200.0, true));
        assert!(!t.tap('a', 1250.0, false), "a key between two taps");
        assert!(!t.tap('a', 1300.0, true));
    }

    #[test]
    fn a_move_made_for_the_person_waits_where_they_touched_the_table() {
        let mut h = Held::default();
        assert!(h.lets(4));
        h.hold(4);
        assert!(!h.lets(4));
        assert!(h.lets(5), "the next position is the table's again");
    }
}
