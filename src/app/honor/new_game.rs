//! The new-game page: players (people or computer levels), variants, the house rule, stake,
//! deal code.

use super::ID;
use crate::app::kit::{start_game, NewGameForm, NewGameProps, Seating, Start, TableSetup};
use crate::games::honor::{HonorConfig, HonorState, MAX_SEATS, MIN_SEATS};
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// What each seat is, after its number.
const PLACES: [&str; MAX_SEATS] = ["bottom of the table", "", "", "", "", ""];

/// The variant checkboxes, in the order of `Variants`.
const KINGS: usize = 0;
const NEGATIVE: usize = 1;
const CHARGES: usize = 2;
const DIPLOMACY: usize = 3;
type Variants = [bool; 4];

#[function_component(NewGame)]
pub fn new_game(p: &NewGameProps) -> Html {
    let variants = use_state(|| [false; 4]);
    // On by default: see the rules page ("House rule: opening grace").
    let grace = use_state(|| true);
    let stake = use_node_ref();

    let fields = {
        let (variants, grace, stake) = (variants.clone(), grace.clone(), stake.clone());
        Callback::from(move |_mode: &'static str| variant_fields(&variants, &grace, &stake))
    };
    let on_start = {
        let (variants, grace, stake) = (*variants, *grace, stake.clone());
        Callback::from(move |start: Start| {
            let stake_text = stake
                .cast::<HtmlInputElement>()
                .map(|i| i.value())
                .unwrap_or_default();
            let config = config(start.players.len(), variants, grace, &stake_text)?;
            start_game::<HonorState, _>(
                config,
                start.seed,
                &TableSetup::of(start.players),
            );
            Ok(())
        })
    };
    html! {
        <NewGameForm game={ID} title="Honor of the Samurai: new game" notice={p.notice.clone()}
                     seating={Seating::Seats { legend: "Players", places: &PLACES, min: MIN_SEATS, default: 4 }}
                     fields={Some(fields)}
                     {on_start} phones=true on_started={p.on_started.clone()} coach={Callback::from(|()| super::coach::start())} />
    }
}

/// The game's configuration from the form, or why it cannot be played.
fn config(
    seats: usize,
    variants: Variants,
    opening_grace: bool,
    stake_text: &str,
) -> Result<HonorConfig, String> {
    let stake_per_head = match stake_text.trim() {
        "" => 0,
        text => text
            .parse::<u32>()
            .map_err(|_| "The stake per head must be a whole number, 0 or more.".to_string())?,
    };
    let config = HonorConfig {
        seats,
        kings: variants[KINGS],
        negative_heads: variants[NEGATIVE],
        charges: variants[CHARGES],
        diplomacy: variants[DIPLOMACY],
        stake_per_head,
        opening_grace,
        ..HonorConfig::default()
    };
    config
        .validate()
        .map_err(|e| format!("This table cannot be played: {e}."))?;
    Ok(config)
}

/// The variant checkboxes, the house rule and the stake field.
fn variant_fields(
    variants: &UseStateHandle<Variants>,
    grace: &UseStateHandle<bool>,
    stake: &NodeRef,
) -> Html {
    let variant = |i: usize, id: &'static str, name: &'static str, hint: &'static str| {
        let onchange = {
            let variants = variants.clone();
            Callback::from(move |e: Event| {
                let mut v = *variants;
                v[i] = e.target_unchecked_into::<HtmlInputElement>().checked();
                if !v[KINGS] {
                    v[DIPLOMACY] = false; // Diplomacy is played only with Kings.
                }
                variants.set(v);
            })
        };
        let disabled = i == DIPLOMACY && !variants[KINGS];
        html! {
            <div class="choice">
                <input type="checkbox" id={id} checked={variants[i]} {onchange} {disabled} />
                <label for={id}><strong>{ name }</strong><span class="hint">{ hint }</span></label>
            </div>
        }
    };
    let on_grace = {
        let grace = grace.clone();
        Callback::from(move |e: Event| {
            grace.set(e.target_unchecked_into::<HtmlInputElement>().checked());
        })
    };
    html! {
        <>
        <fieldset>
            <legend>{ "Variants" }</legend>
            { variant(KINGS, "v-kings", "Kings", "A match of 3 games; each game's winner is King of the next and declares a suit illegal.") }
            { variant(NEGATIVE, "v-negative", "Negative heads", "A disgrace costs a head; out at -3 heads.") }
            { variant(CHARGES, "v-charges", "Charges", "Before the reveal, add a hand card face down to your army. Lose and be disgraced.") }
            { variant(DIPLOMACY, "v-diplomacy", "Diplomacy", "With Kings only: appeal to the King against a Joker.") }
        </fieldset>
        <fieldset>
            <legend>{ "House rule" }</legend>
            <div class="choice">
                <input type="checkbox" id="v-grace" checked={**grace} onchange={on_grace} />
                <label for="v-grace"><strong>{ "Opening grace" }</strong><span class="hint">{ "Nobody goes out before the first battle: a disgrace in the first Setup/Discard that would put a player out is not given." }</span></label>
            </div>
        </fieldset>
        <div class="field">
            <label for="stake">{ "Stake per head (optional)" }</label>
            <input id="stake" type="text" inputmode="numeric" ref={stake.clone()} placeholder="0" autocomplete="off" />
        </div>
        </>
    }
}
