//! The new-game page: players (people or computer levels), variants, the house rule, stake,
//! deal code.

use super::ID;
use crate::app::kit::{start_game, NewGameForm, NewGameProps, Seating, Start, TableSetup};
use crate::games::honor::{HonorConfig, HonorState, MAX_SEATS, MIN_SEATS};
use web_sys::HtmlInputElement;
use crate::core::lang::{lang, Lang};
use crate::{t, ts};
use yew::prelude::*;

/// What each seat is, after its number, in the reader's language (the form keeps a
/// `'static` list: the pseudo one is made once).
fn places() -> &'static [&'static str] {
    const EN: [&str; MAX_SEATS] = ["bottom of the table", "", "", "", "", ""];
    const JA: [&str; MAX_SEATS] = ["卓の手前", "", "", "", "", ""];
    static PSEUDO: std::sync::OnceLock<[&'static str; MAX_SEATS]> = std::sync::OnceLock::new();
    match lang() {
        Lang::En => &EN,
        Lang::Ja => &JA,
        Lang::Pseudo => PSEUDO.get_or_init(|| {
            let mut p = EN;
            p[0] = crate::core::lang::pseudo_static(EN[0]);
            p
        }),
    }
}

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
        <NewGameForm game={ID} title={ts!("Honor of the Samurai: new game", "武士の誉れ：新しいゲーム")} notice={p.notice.clone()}
                     seating={Seating::Seats { legend: ts!("Players", "プレイヤー"), places: places(), min: MIN_SEATS, default: 4 }}
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
            .map_err(|_| {
                t!(
                    "The stake per head must be a whole number, 0 or more.",
                    "首1つあたりの賭けは0以上の整数にしてください。"
                )
            })?,
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
        .map_err(|e| t!("This table cannot be played: {e}.", "この卓では遊べません：{e}。"))?;
    Ok(config)
}

/// The variant checkboxes, the house rule and the stake field.
fn variant_fields(
    variants: &UseStateHandle<Variants>,
    grace: &UseStateHandle<bool>,
    stake: &NodeRef,
) -> Html {
    let variant = |i: usize, id: &'static str, name: &'static str, hint: String| {
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
            <legend>{ ts!("Variants", "バリアント") }</legend>
            { variant(KINGS, "v-kings", ts!("Kings", "将軍"), t!(
                "A match of 3 games; each game's winner is King of the next and declares a suit illegal.",
                "3ゲームのマッチ。各ゲームの勝者が次のゲームの将軍になり、マークを1つ禁制にします。"
            )) }
            { variant(NEGATIVE, "v-negative", ts!("Negative heads", "マイナスの首"), t!(
                "A disgrace costs a head; out at -3 heads.",
                "不名誉1回で首を1つ失い、首が-3になると脱落します。"
            )) }
            { variant(CHARGES, "v-charges", ts!("Charges", "突撃"), t!(
                "Before the reveal, add a hand card face down to your army. Lose and be disgraced.",
                "公開の前に手札1枚を裏向きで軍勢に加えます。負ければ不名誉を受けます。"
            )) }
            { variant(DIPLOMACY, "v-diplomacy", ts!("Diplomacy", "外交"), t!(
                "With Kings only: appeal to the King against a Joker.",
                "「将軍」と一緒のときだけ：ジョーカーについて将軍に嘆願できます。"
            )) }
        </fieldset>
        <fieldset>
            <legend>{ ts!("House rule", "ハウスルール") }</legend>
            <div class="choice">
                <input type="checkbox" id="v-grace" checked={**grace} onchange={on_grace} />
                <label for="v-grace"><strong>{ ts!("Opening grace", "序盤の猶予") }</strong><span class="hint">{ ts!(
                    "Nobody goes out before the first battle: a disgrace in the first Setup/Discard that would put a player out is not given.",
                    "最初の合戦までは誰も脱落しません。最初の手札改めで脱落につながる不名誉は与えられません。"
                ) }</span></label>
            </div>
        </fieldset>
        <div class="field">
            <label for="stake">{ ts!("Stake per head (optional)", "首1つあたりの賭け（任意）") }</label>
            <input id="stake" type="text" inputmode="numeric" ref={stake.clone()} placeholder="0" autocomplete="off" />
        </div>
        </>
    }
}
