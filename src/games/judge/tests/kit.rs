//! The engine test kit (`core::testkit`) on Judge; its hooks are in `simulation` (the hint
//! checks' hooks are here).

use crate::core::Seat;
use crate::games::judge::{hint, Action, Card, Edge, JudgeObservation, JudgeState};

crate::core::testkit::engine_kit_tests!(JudgeState);
crate::core::testkit::hint_kit_tests!(JudgeState, Card, hint::hint, sight;
    /// Hints come in races only.
    const HINT_EVERY_TURN: bool = false;

    /// The table stamps a press with its own time: the hand must be one the seat may press.
    fn hint_is_legal(&self, seat: Seat, action: &Action) -> bool {
        let Action::Input {
            hand,
            edge: Edge::Press,
            ..
        } = action
        else {
            return false;
        };
        self.legal_actions(seat)
            .iter()
            .any(|a| matches!(a, Action::Input { hand: h, edge: Edge::Press, .. } if h == hand))
    }
);

/// The heads, the flipped pickets and the pot; unseen: the draw piles (their cards'
/// names: the reasons name months only).
fn sight(obs: &JudgeObservation) -> (Vec<Card>, Vec<String>) {
    let mut seen: Vec<Card> = obs.heads.to_vec();
    seen.extend(obs.pickets.iter().flatten());
    seen.extend(obs.pot.iter());
    let names: Vec<String> = seen.iter().map(|c| c.name()).collect();
    let unseen = Card::all()
        .filter(|c| !seen.contains(c))
        .map(Card::name)
        .filter(|n| !names.contains(n))
        .collect();
    (seen, unseen)
}
