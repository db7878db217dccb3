//! The passing's picks kept while the table is drawn anew (a language switch): the kit's
//! [`draft`](crate::app::kit::draft) keeps them with the hand they were picked from, and
//! a table mounted on the same hand in the same passing takes them back.

use super::{Model, Msg};
use crate::app::kit::{draft, Update};
use crate::games::panda::{Card, CardSet};

/// The picks, and the hand of the person who made them.
#[derive(Clone)]
struct Picks {
    hand: CardSet,
    picked: Option<Card>,
    gifts: [Option<Card>; 3],
}

impl Model {
    fn picks(&self) -> Option<Picks> {
        let me = self.viewer()?;
        let view = self.seat_view(me)?;
        self.passing_for(me).then_some(Picks {
            hand: view.table.hand,
            picked: self.picked,
            gifts: self.gifts,
        })
    }

    /// Takes back the picks kept for this very hand, while it is still to pass.
    #[cfg_attr(not(any(test, target_arch = "wasm32")), allow(dead_code))]
    pub(super) fn restore_draft(&mut self) {
        let (Some(kept), Some(now)) = (draft::kept::<Picks>(), self.picks()) else {
            return;
        };
        let mine = |c: &Option<Card>| c.is_none_or(|c| kept.hand.contains(c));
        if kept.hand == now.hand && mine(&kept.picked) && kept.gifts.iter().all(mine) {
            (self.picked, self.gifts) = (kept.picked, kept.gifts);
        }
    }
}

impl Update for Model {
    type Msg = Msg;

    fn update(&mut self, msg: Msg) -> bool {
        let changed = self.step(msg);
        if let Some(picks) = self.picks() {
            draft::keep(picks);
        }
        changed
    }
}
