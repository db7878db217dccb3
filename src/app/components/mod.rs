//! Table pieces shared by every game.

pub mod art;
mod card;
mod end_screen;
mod hand;
mod hand_over;
mod history;
mod pile;
mod score_board;
mod seat;
mod share;

pub use card::{CardFace, CardView};
pub use end_screen::EndScreen;
pub use hand::{Hand, HandCard};
pub use hand_over::HandOver;
pub use history::history;
pub use pile::Pile;
pub use score_board::{ScoreBoard, ScoreRow};
pub use seat::SeatPanel;
pub use share::ShareButton;

use yew::prelude::*;

/// A ref whose element takes the focus when it first appears, so a keyboard user lands
/// on the screen's main button (hand-over, end of game).
#[hook]
pub fn use_focus_on_mount() -> NodeRef {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with((), move |_| {
            if let Some(el) = node.cast::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        });
    }
    node
}
