//! The table kit: what every game's pages share. `model` is plain Rust (who sits where,
//! applying actions, hand-overs, bots, saves) and is tested natively; the rest is Yew:
//! the reducer store, hooks for autosave, bot turns and keys, the table frame (root
//! element with the test contract, header, status) and the new-game form.

pub mod coach;
pub mod draft;
pub mod model;
pub mod phones;
#[cfg(test)]
pub mod phones_rig;
pub mod setup;
pub mod tapping;

wasm_only! {
    mod coach_panel;
    mod deck;
    mod frame;
    mod hint;
    mod hooks;
    mod motion;
    mod new_game;
    mod page;
    mod phones_hook;
    mod phones_bar;
    mod rules;
    mod saves;
    mod store;
    mod wake;
}

pub use model::{
    bot_name, capitalized, per_lang, yes_no, KitMsg, Player, PlayerKind, SavedTable, ShownHint,
    Table, TableSetup, Update,
};
wasm_only! {
    pub(crate) use page::table_pages;
    pub use {
    coach_panel::{coach_bar, forget_offer, offer_seen, seat_players_for, start_guided, start_guided_vs_easy, CoachBar, CoachOffer},
    deck::{deck_page, DeckCard, DeckGroup},
    frame::{view_mark, Drawer, TableFrame, UndoButton, ViewMark},
    hint::{hint_bar, HintBar},
    motion::{use_motion, MOTION_MS},
    phones_hook::{page_now, use_phones},
    hooks::{
        use_autosave, use_autosave_later, use_bot_turn, use_held_keys, use_keys, use_keys_with,
        use_turns, KeyOptions, Turns,
    },
    new_game::{Mode, NewGameForm, NewGameProps, Seating, Start},
    page::{game_page, BoardProps, Seated, TablePage, TablePages},
    rules::RulesFrame,
    saves::{load_table, new_seed, start_game, store, Loaded},
    store::{send, undo, Store},
    phones_bar::{phones, PhonesBar},
    tapping::use_double_tap,
    wake::use_wake_lock,
    };
}
