//! Table pieces shared by every game.

mod card;
mod end_screen;
mod hand_over;
mod history;
mod pile;
mod score_board;
mod seat;

pub use card::{CardFace, CardView};
pub use end_screen::EndScreen;
pub use hand_over::HandOver;
pub use history::HistoryPanel;
pub use pile::Pile;
pub use score_board::{ScoreBoard, ScoreRow};
pub use seat::SeatPanel;
