//! Effects every table has: saving each action, bot turns on the pace, document keys.

use super::model::{KitMsg, SavedTable, Table, Update};
use super::saves;
use super::motion::{use_motion, MOTION_MS};
use super::store::Store;
use crate::app::settings::use_settings;
use crate::app::sound::{self, Cue};
use crate::app::stats::record;
use crate::core::{Seat, Session, Standing};
use std::rc::Rc;
use gloo::events::{EventListener, EventListenerOptions, EventListenerPhase};
use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Saves the game whenever an action was applied (or a new game dealt), and keeps the
/// statistics: a game over is counted, a game replaced unfinished (a rematch) abandoned.
#[hook]
pub fn use_autosave<G: Standing + 'static, T: SavedTable + 'static>(table: &Table<G, T>) {
    use_saving(table, false)
}

/// [`use_autosave`] for a real-time table (Judge): the save is written in a task of its
/// own, after this one, so that it never holds up the next input or frame.
#[hook]
pub fn use_autosave_later<G: Standing + 'static, T: SavedTable + 'static>(table: &Table<G, T>) {
    use_saving(table, true)
}

#[hook]
fn use_saving<G: Standing + 'static, T: SavedTable + 'static>(table: &Table<G, T>, later: bool) {
    // A guest phone saves nothing: the host holds (and saves) the game.
    let session = (!table.is_guest()).then(|| table.held().clone());
    let setup = table.setup.clone();
    // The game this table showed before, to tell a rematch over an unfinished game.
    let shown = use_mut_ref(|| None::<(Rc<Session<G>>, T)>);
    // Also when the setup changes without a move (a hint counted, a switch turned).
    use_effect_with((table.seed(), table.moves(), setup.clone()), move |_| {
        let Some(session) = session else {
            return;
        };
        let before = shown.borrow_mut().replace((session.clone(), setup.clone()));
        let save = move || {
            if let Some((old, old_setup)) = before.filter(|(old, _)| old.seed != session.seed) {
                record::replaced(&old, &old_setup);
            }
            saves::store(&session, &setup);
            record::finished(&session, &setup);
        };
        if later {
            Timeout::new(0, save).forget();
        } else {
            save()
        }
    });
}

/// Calls `on_turn(seat)` after `wait` ms while `pending` names a bot seat. `key` is the
/// game's position (seed, log length, ...): a new position restarts the wait, leaving the
/// page cancels it.
#[hook]
pub fn use_bot_turn<K: PartialEq + Clone + 'static>(
    key: K,
    pending: Option<Seat>,
    wait: u32,
    on_turn: Callback<Seat>,
) {
    use_effect_with((key, pending, wait), move |(_, pending, wait)| {
        let timer = pending.map(|seat| Timeout::new(*wait, move || on_turn.emit(seat)));
        move || drop(timer)
    });
}

/// Key presses on the page go to `on_key`, except keys typed into form fields, repeats and
/// presses with Ctrl, Alt or Meta (the browser's shortcuts). The listener is not passive,
/// so `on_key` may call `prevent_default` (Pocket's Enter does).
#[hook]
pub fn use_keys(on_key: Callback<web_sys::KeyboardEvent>) {
    use_keys_with(
        KeyOptions {
            repeats: false,
            may_prevent_default: true,
        },
        on_key,
    )
}

/// What [`use_keys_with`] lets through.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct KeyOptions {
    /// A held key's repeats too (arrows moving along a hand).
    pub repeats: bool,
    /// A listener that is not passive, so `on_key` may call `prevent_default` (Enter on a
    /// focused card, arrows that would scroll the page).
    pub may_prevent_default: bool,
}

/// [`use_keys`] with options.
#[hook]
pub fn use_keys_with(options: KeyOptions, on_key: Callback<web_sys::KeyboardEvent>) {
    use_effect_with(options, move |options| {
        let KeyOptions {
            repeats,
            may_prevent_default,
        } = *options;
        let listen = EventListenerOptions {
            phase: EventListenerPhase::Bubble,
            passive: !may_prevent_default,
        };
        let document = gloo::utils::document();
        let listener = EventListener::new_with_options(&document, "keydown", listen, move |e| {
            let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
                return;
            };
            if (!e.repeat() || repeats) && !not_for_the_table(e) {
                on_key.emit(e.clone());
            }
        });
        move || drop(listener)
    });
}

/// For a table whose keys are held down (Judge): key presses as [`use_keys`] takes them but
/// with the repeats (the table ignores them, yet may prevent their default, e.g. scrolling),
/// and every key release. Both listeners may prevent the default.
#[hook]
pub fn use_held_keys(
    on_down: Callback<web_sys::KeyboardEvent>,
    on_up: Callback<web_sys::KeyboardEvent>,
) {
    use_effect_with((), move |_| {
        let doc = gloo::utils::document();
        let opts = EventListenerOptions::enable_prevent_default();
        let down = EventListener::new_with_options(&doc, "keydown", opts, move |e| {
            match e.dyn_ref::<web_sys::KeyboardEvent>() {
                Some(e) if !not_for_the_table(e) => on_down.emit(e.clone()),
                _ => {}
            }
        });
        let up = EventListener::new_with_options(&doc, "keyup", opts, move |e| {
            if let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() {
                on_up.emit(e.clone());
            }
        });
        move || drop((down, up))
    });
}

/// A browser shortcut (Ctrl, Alt or Meta held) or a key typed into a form field.
fn not_for_the_table(e: &web_sys::KeyboardEvent) -> bool {
    e.ctrl_key() || e.meta_key() || e.alt_key() || in_field(e)
}

/// Whether the key was typed into a form field (which keeps its own keys).
pub fn in_field(e: &web_sys::Event) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"))
}

/// What a turn-based table asks of [`use_turns`] after each action.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Turns {
    /// The computer's seat that acts next, if any.
    pub bot: Option<Seat>,
    /// Its pause, in ms.
    pub wait: u32,
    /// What the last action sounds like (the kit plays it once per action).
    pub cue: Option<Cue>,
}

/// The effects of a turn-based table: the save after each action, the computers' moves on
/// the pace (sent as `kit(KitMsg::Bot(seat))`) and the sound of each action.
#[hook]
pub fn use_turns<M, G, T>(
    store: &UseReducerHandle<Store<M>>,
    table: &Table<G, T>,
    kit: fn(KitMsg) -> M::Msg,
    turns: Turns,
) where
    M: Update + 'static,
    G: Standing + 'static,
    T: SavedTable + 'static,
{
    let sound_on = use_settings().settings.sound;
    // With cards moving, computers wait for the motion to end: a fast pace skips nothing.
    let wait = if use_motion() && turns.wait > 0 {
        turns.wait.max(MOTION_MS)
    } else {
        turns.wait
    };
    let key = (table.seed(), table.moves());
    use_autosave(table);
    super::phones_hook::use_phones(store, table, kit);
    let d = store.dispatcher();
    // Nobody plays while the host's lobby waits for phones.
    let bot = turns.bot.filter(|_| table.lobby().is_empty());
    use_bot_turn(
        key,
        bot,
        wait,
        Callback::from(move |seat| d.dispatch(kit(KitMsg::Bot(seat)))),
    );
    use_effect_with(key, move |_| {
        if let Some(cue) = turns.cue {
            sound::cue(sound_on, cue);
        }
    });
}
