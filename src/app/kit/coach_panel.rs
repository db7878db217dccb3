//! The first-game coach on screen: its panel in the action bar (the step's note, the hard
//! computer's hint for your seat, Skip), the offer on a game's first new-game page, and the
//! answered offers kept on this device (`coach::Offers`).

use super::coach::{step_id, Closing, Offers, Step, COACH_KEY};
use super::model::{KitMsg, SavedTable, Table, Update};
use super::saves::start_game;
use super::store::{send, Store};
use crate::core::{Standing, Viewed};
use crate::ts;
use gloo::storage::{LocalStorage, Storage};
use yew::prelude::*;

/// What the table frame shows of the coach.
#[derive(Clone, PartialEq)]
pub struct CoachBar {
    /// `data-coach` on the table's root: the step, or "done".
    pub step: String,
    pub note: String,
    pub done: bool,
    /// Skip (or Play on, once done): the game goes on as a normal one.
    pub on_end: Callback<MouseEvent>,
    /// The moves made so far by the people at this device (the closing note leaves at
    /// their next one, see `Closing`).
    pub mine: usize,
    /// Ends the coach as Play on does, when the closing note leaves by itself.
    pub leave: Callback<()>,
}

/// The coach's panel for a guided table (`None` for any other): `step` is the game's note
/// for where it stands (`app/<game>/coach.rs`), `phase` the engine's phase.
pub fn coach_bar<M: Update + 'static, G: Viewed, S: SavedTable>(
    store: &UseReducerHandle<Store<M>>,
    kit: fn(KitMsg) -> M::Msg,
    table: &Table<G, S>,
    phase: &str,
    step: impl FnOnce() -> Step,
) -> Option<CoachBar> {
    if table.setup.coach() != Some(true) {
        return None;
    }
    let Step { note, done } = step();
    let people = table.people();
    let mine = if table.is_guest() {
        0
    } else {
        let log = &table.held().log;
        log.iter().filter(|(s, _)| people.contains(s)).count()
    };
    Some(CoachBar {
        step: step_id(phase, table.moves(), done),
        note,
        done,
        on_end: send(store, move || kit(KitMsg::EndCoach)),
        mine,
        leave: send(store, move || kit(KitMsg::EndCoach)),
    })
}

/// The panel: the note, the hint's line (`hint`, while you may act) and Skip.
pub fn coach_panel(bar: &CoachBar, hint: Html) -> Html {
    html! { <CoachPanel bar={bar.clone()} {hint} /> }
}

#[derive(Properties, PartialEq)]
struct CoachPanelProps {
    bar: CoachBar,
    hint: Html,
}

#[function_component(CoachPanel)]
fn coach_panel_view(p: &CoachPanelProps) -> Html {
    let (bar, hint) = (&p.bar, p.hint.clone());
    // The closing note, from when it showed: it leaves by itself (see `Closing`).
    let closing = use_mut_ref(|| None::<Closing>);
    {
        let leave = bar.leave.clone();
        use_effect_with((bar.done, bar.mine), move |&(done, mine)| {
            let now = js_sys::Date::now();
            let mut c = closing.borrow_mut();
            match *c {
                _ if !done => *c = None,
                None => {
                    *c = Some(Closing {
                        shown_at: now,
                        mine,
                    })
                }
                Some(since) if since.leaves(now, mine) => leave.emit(()),
                Some(_) => {}
            }
        });
    }
    let end = if bar.done {
        ts!("Play on", "続ける")
    } else {
        ts!("Skip", "スキップ")
    };
    let title = if bar.done {
        ts!("Close the coach and play on", "コーチを閉じて続けます")
    } else {
        ts!(
            "End the guided game's notes: the game goes on as a normal one",
            "ガイドの説明を終えます。ゲームはふつうのゲームとして続きます"
        )
    };
    html! {
        <div class={classes!("coach-panel", bar.done.then_some("coach-done"))} role="region" aria-label={ts!("Coach", "コーチ")}>
            <p class="coach-note" aria-live="polite"><strong class="coach-tag">{ ts!("Coach", "コーチ") }</strong>{ " " }{ bar.note.clone() }</p>
            { hint }
            <button type="button" class="button quiet coach-end" {title} onclick={bar.on_end.clone()}>{ end }</button>
        </div>
    }
}

fn offers() -> Offers {
    Offers::parse(
        LocalStorage::raw()
            .get_item(COACH_KEY)
            .ok()
            .flatten()
            .as_deref(),
    )
}

fn mark(game: &str, seen: bool) {
    let mut o = offers();
    o.mark(game, seen);
    let _ = LocalStorage::raw().set_item(COACH_KEY, &o.to_json());
}

/// Whether this device answered `game`'s coach offer.
pub fn offer_seen(game: &str) -> bool {
    offers().seen(game)
}

/// The rules page asks for the guided game: the new-game page offers it again.
pub fn forget_offer(game: &str) {
    mark(game, false);
}

/// Starts `G`'s guided game: its fixed deal with the coach on (and the offer answered).
pub fn start_guided<G: Standing, T: SavedTable>(config: G::Config, seed: u64, mut setup: T) {
    mark(G::ID, true);
    setup.set_coach(Some(true));
    start_game::<G, T>(config, seed, &setup);
}

#[derive(Properties, PartialEq)]
pub struct CoachOfferProps {
    pub game: &'static str,
    /// Starts the game's guided game.
    pub learn: Callback<()>,
    /// Called once the guided game is stored (the table page loads it).
    #[prop_or_default]
    pub on_started: Option<Callback<()>>,
    /// A game in progress would be replaced.
    pub has_save: bool,
}

/// On a game's new-game page until answered: learn with a guided game, or no thanks.
#[function_component(CoachOffer)]
pub fn coach_offer(p: &CoachOfferProps) -> Html {
    let open = use_state(|| !offer_seen(p.game));
    if !*open {
        return Html::default();
    }
    let learn = {
        let (learn, started) = (p.learn.clone(), p.on_started.clone());
        Callback::from(move |_: MouseEvent| {
            learn.emit(());
            if let Some(cb) = &started {
                cb.emit(());
            }
        })
    };
    let no = {
        let (open, game) = (open.clone(), p.game);
        Callback::from(move |_: MouseEvent| {
            mark(game, true);
            open.set(false);
        })
    };
    html! {
        <section class="coach-offer" data-coach-offer="" aria-labelledby="coach-offer-title">
            <h2 id="coach-offer-title">{ ts!("New to this game?", "このゲームは初めてですか？") }</h2>
            <p>{ ts!("Play a first game with a coach: a set deal against an easy computer, with a short note at each step on what to do and why. Skip it at any time.",
                "コーチと最初のゲームを遊びましょう。決まった配りで初級のコンピューターと対戦し、一手ごとに何をなぜするのかを短く説明します。いつでもスキップできます。") }</p>
            if p.has_save { <p class="hint">{ ts!("It replaces the game in progress.", "進行中のゲームは置き換えられます。") }</p> }
            <div class="coach-offer-buttons">
                <button type="button" class="button coach-learn" onclick={learn}>{ ts!("Learn with a guided game", "ガイド付きゲームで覚える") }</button>
                <button type="button" class="button quiet coach-no" onclick={no}>{ ts!("No thanks", "いいえ、けっこうです") }</button>
            </div>
        </section>
    }
}

/// A new game started without the coach answers the offer too (it was on the page).
pub(super) fn answered(game: &str) {
    if !offer_seen(game) {
        mark(game, true);
    }
}

/// The players of a guided game: the person named as in the settings, computers by level.
pub fn seat_players_for(kinds: &[super::PlayerKind]) -> Vec<super::Player> {
    let settings = crate::app::storage::load_settings();
    super::model::seat_players(kinds, |i| settings.name(i), super::bot_name)
}

/// Starts `G`'s guided game with you in the first seat and `computers` easy computers.
pub fn start_guided_vs_easy<G: Standing>(config: G::Config, seed: u64, computers: usize) {
    use super::PlayerKind;
    let mut kinds = vec![PlayerKind::Human];
    kinds.extend(std::iter::repeat_n(
        PlayerKind::Bot(crate::core::BotLevel::Easy),
        computers,
    ));
    let setup = super::TableSetup {
        players: seat_players_for(&kinds),
        hints: 0,
        coach: None,
        net: None,
    };
    start_guided::<G, super::TableSetup>(config, seed, setup);
}
