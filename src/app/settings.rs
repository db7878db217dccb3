//! Player settings (sound, motion, bot pace, names) and their page.

use super::route::Route;
use crate::core::lang::Lang;
use crate::{t, ts};
use js_sys::{Array, Object, Reflect, JSON};
use wasm_bindgen::JsValue;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Motion {
    System,
    Reduced,
    Full,
}

/// The language asked for: the browser's (the default), or one chosen here. `Pseudo` is
/// for development (stored settings may hold it; the page offers it only while it is on).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Language {
    #[default]
    Auto,
    En,
    Ja,
    Pseudo,
}

impl Language {
    /// The language texts are read in: the one chosen, or the browser's own.
    pub fn reader(self) -> Lang {
        match self {
            Language::En => Lang::En,
            Language::Ja => Lang::Ja,
            Language::Pseudo => Lang::Pseudo,
            Language::Auto => {
                let langs: Vec<String> = gloo::utils::window()
                    .navigator()
                    .languages()
                    .iter()
                    .filter_map(|l| l.as_string())
                    .collect();
                Lang::of_reader(&langs)
            }
        }
    }
}

/// Makes `lang` the language of every text drawn from now on, and the page's `<html lang>`
/// (without `lang="ja"` a browser may draw kanji with Chinese glyphs).
pub fn show_lang(lang: Lang) {
    if crate::core::lang::lang() != lang {
        crate::core::lang::set_lang(lang);
    }
    if let Some(html) = gloo::utils::document().document_element() {
        if html.get_attribute("lang").as_deref() != Some(lang.tag()) {
            let _ = html.set_attribute("lang", lang.tag());
        }
    }
    // The manifest an install reads: its description in the reader's language.
    let manifest = match lang {
        Lang::Ja => "manifest.ja.webmanifest",
        Lang::En | Lang::Pseudo => "manifest.webmanifest",
    };
    if let Ok(Some(link)) = gloo::utils::document().query_selector("link[rel=\"manifest\"]") {
        if link.get_attribute("href").as_deref() != Some(manifest) {
            let _ = link.set_attribute("href", manifest);
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pace {
    Slow,
    Normal,
    Fast,
    /// No pause at all: for the browser tests (e2e/harness.mjs stores it), so they wait on
    /// the table and never on a timer. Read from stored settings; the page does not offer it.
    Instant,
}

impl Pace {
    /// The pause before a computer opponent acts, in ms.
    pub fn millis(self) -> u32 {
        match self {
            Pace::Slow => 1400,
            Pace::Normal => 800,
            Pace::Fast => 300,
            Pace::Instant => 0,
        }
    }
}

/// How long a table waits for a person who holds an Ambush (Panda) before it goes on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AmbushWait {
    Short,
    #[default]
    Normal,
    Long,
}

impl AmbushWait {
    pub fn millis(self) -> u32 {
        match self {
            AmbushWait::Short => 2000,
            AmbushWait::Normal => 4000,
            AmbushWait::Long => 8000,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Settings {
    pub version: u32,
    pub sound: bool,
    pub motion: Motion,
    pub bot_pace: Pace,
    /// Settings saved before this one existed load with the default.
    pub ambush_wait: AmbushWait,
    /// Names for the people at the table, in seat order.
    pub names: Vec<String>,
    /// A short vibration for "your turn" and Judge's flip and verdict, where the device has
    /// it. Settings saved before this one existed load with it on.
    pub vibrate: bool,
    /// Panda: the table passes for you when nothing in your hand beats the table. Off by
    /// default, and for settings saved before it existed.
    pub auto_pass: bool,
    /// Settings saved before this one existed follow the browser.
    pub language: Language,
}

pub const MAX_NAME: usize = 16;
/// The people's names until they are changed, and the same names as a Japanese reader
/// reads them (shown in their place while a name is still the default).
pub use crate::app::kit::setup::PERSON_NAMES as DEFAULT_NAMES;

impl Settings {
    pub const VERSION: u32 = 1;

    /// Keeps names usable whatever was stored.
    pub fn sanitized(mut self) -> Self {
        let defaults = Settings::default().names;
        self.names.resize(defaults.len(), String::new());
        for (name, default) in self.names.iter_mut().zip(defaults) {
            let trimmed: String = name.trim().chars().take(MAX_NAME).collect();
            *name = if trimmed.is_empty() { default } else { trimmed };
        }
        self
    }

    pub fn name(&self, i: usize) -> String {
        match self.names.get(i) {
            Some(name) if DEFAULT_NAMES.get(i) == Some(&name.as_str()) => {
                crate::app::kit::setup::person_name(i)
            }
            Some(name) => name.clone(),
            None => {
                let n = i + 1;
                t!("Player {n}", "プレイヤー{n}")
            }
        }
    }
}

/// The stored form, read and written by the browser's JSON (`JSON.parse`, `stringify`):
/// the home page's module then carries no JSON code of its own. The same text as before
/// (serde's form: enums by variant name); fields added since load with their defaults.
impl Settings {
    pub fn from_json(text: &str) -> Result<Settings, String> {
        let value = JSON::parse(text).map_err(|_| "not JSON".to_string())?;
        let get = |key: &str| Reflect::get(&value, &key.into()).unwrap_or(JsValue::UNDEFINED);
        let missing = |key: &str| format!("no {key}");
        let word = |key: &str| get(key).as_string().ok_or_else(|| missing(key));
        let pick = |key: &str, words: &[&str]| {
            let w = word(key)?;
            words
                .iter()
                .position(|x| *x == w)
                .ok_or_else(|| format!("{key}: unknown {w}"))
        };
        let flag = |key: &str, absent: Option<bool>| match get(key).as_bool() {
            Some(b) => Ok(b),
            None if get(key).is_undefined() => absent.ok_or_else(|| missing(key)),
            None => Err(format!("{key}: not true or false")),
        };
        let version = get("version").as_f64().ok_or_else(|| missing("version"))? as u32;
        let names = get("names");
        if !Array::is_array(&names) {
            return Err(missing("names"));
        }
        let names = Array::from(&names)
            .iter()
            .map(|n| n.as_string().ok_or_else(|| "names: not text".to_string()))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Settings {
            version,
            sound: flag("sound", None)?,
            motion: [Motion::System, Motion::Reduced, Motion::Full]
                [pick("motion", &["System", "Reduced", "Full"])?],
            bot_pace: [Pace::Slow, Pace::Normal, Pace::Fast, Pace::Instant]
                [pick("bot_pace", &["Slow", "Normal", "Fast", "Instant"])?],
            ambush_wait: if get("ambush_wait").is_undefined() {
                AmbushWait::default()
            } else {
                [AmbushWait::Short, AmbushWait::Normal, AmbushWait::Long]
                    [pick("ambush_wait", &["Short", "Normal", "Long"])?]
            },
            names,
            vibrate: flag("vibrate", Some(true))?,
            auto_pass: flag("auto_pass", Some(false))?,
            language: if get("language").is_undefined() {
                Language::default()
            } else {
                [Language::Auto, Language::En, Language::Ja, Language::Pseudo]
                    [pick("language", &["Auto", "En", "Ja", "Pseudo"])?]
            },
        })
    }

    pub fn to_json(&self) -> String {
        let o = Object::new();
        let set = |key: &str, v: JsValue| {
            let _ = Reflect::set(&o, &key.into(), &v);
        };
        set("version", self.version.into());
        set("sound", self.sound.into());
        set("motion", format!("{:?}", self.motion).into());
        set("bot_pace", format!("{:?}", self.bot_pace).into());
        set("ambush_wait", format!("{:?}", self.ambush_wait).into());
        set(
            "names",
            self.names
                .iter()
                .map(JsValue::from)
                .collect::<Array>()
                .into(),
        );
        set("vibrate", self.vibrate.into());
        set("auto_pass", self.auto_pass.into());
        set("language", format!("{:?}", self.language).into());
        JSON::stringify(&o)
            .ok()
            .and_then(|t| t.as_string())
            .unwrap_or_default()
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            version: Self::VERSION,
            sound: true,
            motion: Motion::System,
            bot_pace: Pace::Normal,
            ambush_wait: AmbushWait::Normal,
            names: DEFAULT_NAMES.map(String::from).to_vec(),
            vibrate: true,
            auto_pass: false,
            language: Language::Auto,
        }
    }
}

#[derive(Clone, PartialEq)]
pub struct SettingsContext {
    pub settings: Settings,
    pub update: Callback<Settings>,
}

#[hook]
pub fn use_settings() -> SettingsContext {
    use_context::<SettingsContext>().expect("settings are provided at the root")
}

/// Said once when the stored settings could not be read and the defaults took their place:
/// on the first page drawn (not a page that is only loading), until another page opens.
/// The defaults are then stored, so it is not said again.
#[function_component(SettingsNotice)]
pub fn settings_notice() -> Html {
    let route = super::route::use_route();
    // The page it is said on, while that page shows.
    let shown = use_state(|| super::storage::settings_unreadable().then_some(route));
    {
        let shown = shown.clone();
        use_effect_with(route, move |now| {
            match *shown {
                // Said: the defaults are stored, so it is not said again after a reload.
                Some(at) if at == *now => {
                    super::storage::save_settings(&super::storage::load_settings())
                }
                // Another page: not said again there.
                Some(_) => shown.set(None),
                None => {}
            }
        });
    }
    if *shown != Some(route) {
        return Html::default();
    }
    let ok = Callback::from(move |_: MouseEvent| shown.set(None));
    html! {
        <aside class="page narrow settings-notice" aria-label={ts!("Your settings", "設定")}>
            <p class="notice" role="alert"><span>{ ts!("Your settings could not be read, so the defaults are back \
                (sound, animations, pace and names). ", "設定を読み込めなかったため、初期設定（サウンド、アニメーション、\
                速さ、名前）に戻しました。") }<a href={Route::Settings.href()}>{ ts!("Change them in Settings", "設定で変更できます") }</a>{ ts!(".", "。") }</span>
                <button type="button" class="button quiet" onclick={ok}>{ "OK" }</button></p>
        </aside>
    }
}

/// "easy about 560 ms, 18% mistakes; ...": Judge's levels by their reaction times.
fn judge_levels() -> String {
    let levels = crate::core::BotLevel::OFFERED
        .iter()
        .map(|&l| {
            // The figures, not the profile's own words: this sentence is the settings'.
            let (ms, pct) = crate::games::judge::Profile::shown(l);
            t!("{level} about {ms} ms, {pct}% mistakes", "{level}：約{ms}ミリ秒、ミス{pct}%"; level = l.label())
        })
        .collect::<Vec<_>>();
    t!("{levels}.", "{levels}。"; levels = levels.join(ts!("; ", "、")))
}

#[function_component(SettingsPage)]
pub fn settings_page() -> Html {
    let ctx = use_settings();
    let s = ctx.settings.clone();
    // A select's change: `f` writes its value into the settings, which are then kept.
    let on_select = |f: fn(&mut Settings, &str)| {
        let ctx = ctx.clone();
        Callback::from(move |e: Event| {
            let mut next = ctx.settings.clone();
            f(
                &mut next,
                &e.target_unchecked_into::<HtmlSelectElement>().value(),
            );
            ctx.update.emit(next.sanitized());
        })
    };
    let on_sound = on_select(|s, v| s.sound = v == "on");
    let on_vibrate = on_select(|s, v| s.vibrate = v == "on");
    let on_auto_pass = on_select(|s, v| s.auto_pass = v == "on");
    let on_motion = on_select(|s, v| {
        s.motion = match v {
            "reduced" => Motion::Reduced,
            "full" => Motion::Full,
            _ => Motion::System,
        }
    });
    let on_pace = on_select(|s, v| {
        s.bot_pace = match v {
            "slow" => Pace::Slow,
            "fast" => Pace::Fast,
            _ => Pace::Normal,
        }
    });
    let on_language = on_select(|s, v| {
        s.language = match v {
            "en" => Language::En,
            "ja" => Language::Ja,
            "pseudo" => Language::Pseudo,
            _ => Language::Auto,
        }
    });
    let mut languages = vec![
        ("auto", ts!("The browser's language", "ブラウザーの言語"), s.language == Language::Auto, None),
        ("en", "English", s.language == Language::En, Some("en")),
        ("ja", "日本語", s.language == Language::Ja, Some("ja")),
    ];
    // The pseudo-language, a developers' check that no English is hard-coded: offered once
    // chosen, or with `?dev` in the address (no storage to edit to reach it).
    let dev = gloo::utils::window().location().search().unwrap_or_default();
    let dev = dev.trim_start_matches('?').split('&').any(|p| p == "dev");
    if s.language == Language::Pseudo || dev {
        let on = s.language == Language::Pseudo;
        languages.push(("pseudo", "[Ƥšéúđó]", on, Some("en-XA")));
    }
    let (other, other_name) = match crate::core::lang::lang() {
        Lang::Ja => (Lang::En, " (Language)"),
        Lang::En | Lang::Pseudo => (Lang::Ja, "（言語）"),
    };
    let on_ambush = on_select(|s, v| {
        s.ambush_wait = match v {
            "short" => AmbushWait::Short,
            "long" => AmbushWait::Long,
            _ => AmbushWait::Normal,
        }
    });
    let names = (0..s.names.len()).map(|i| {
        let ctx = ctx.clone();
        let onchange = Callback::from(move |e: Event| {
            let mut next = ctx.settings.clone();
            next.names[i] = e.target_unchecked_into::<HtmlInputElement>().value();
            ctx.update.emit(next.sanitized());
        });
        let id = format!("name-{i}");
        html! {
            <div class="field">
                <label for={id.clone()}>{ t!("Player {n}", "プレイヤー{n}"; n = i + 1) }</label>
                <input id={id} type="text" maxlength="16" value={s.name(i)} {onchange} autocomplete="off" />
            </div>
        }
    });
    html! {
        <main class="page narrow" id="main">
            <nav class="crumbs"><a href={Route::Home.href()}>{ ts!("← Games", "← ゲーム一覧") }</a></nav>
            <h1>{ ts!("Settings", "設定") }</h1>
            <form class="settings" onsubmit={Callback::from(|e: SubmitEvent| e.prevent_default())}>
                // Each language by its own name, and the label in the other too: a reader
                // looks for the one they read (marked lang and translate="no": not a text
                // to translate).
                <div class="field">
                    <label for="language">{ ts!("Language", "言語") }
                        <span lang={other.tag()} translate="no">{ other_name }</span></label>
                    <select id="language" onchange={on_language}>
                        { for languages.iter().map(|&(value, text, selected, tag)| html! {
                            <option {value} {selected} lang={tag} translate={tag.map(|_| "no")}>{ text }</option>
                        }) }
                    </select>
                </div>
                { select("sound", ts!("Sound", "サウンド"), on_sound, &[("on", ts!("On", "オン"), s.sound), ("off", ts!("Off", "オフ"), !s.sound)], html! {}) }
                { select("vibrate", ts!("Vibration", "振動"), on_vibrate, &[("on", ts!("On", "オン"), s.vibrate), ("off", ts!("Off", "オフ"), !s.vibrate)], html! {
                    <p class="hint">{ ts!("On phones that have it: your turn, and Judge's flip and verdict.",
                        "振動できるスマホで、自分の番、花札ジャッジのめくりと判定を知らせます。") }</p>
                }) }
                { select("motion", ts!("Animations", "アニメーション"), on_motion, &[
                    ("system", ts!("Follow the device", "端末の設定に従う"), s.motion == Motion::System),
                    ("reduced", ts!("Off", "オフ"), s.motion == Motion::Reduced),
                    ("full", ts!("On", "オン"), s.motion == Motion::Full),
                ], html! {}) }
                { select("pace", ts!("Computer opponents' pace", "コンピューターの速さ"), on_pace, &[
                    ("slow", ts!("Slow (1.4 s)", "ゆっくり（1.4秒）"), s.bot_pace == Pace::Slow),
                    ("normal", ts!("Normal (0.8 s)", "ふつう（0.8秒）"), s.bot_pace == Pace::Normal),
                    ("fast", ts!("Fast (0.3 s)", "速い（0.3秒）"), s.bot_pace == Pace::Fast),
                ], html! {
                    <p class="hint">{ ts!("In Judge, a real-time race, the pace sets only the pause between rounds; \
                        the computer's speed is its level, chosen in the new-game dialog: ",
                        "早さを競う花札ジャッジでは、この設定で変わるのは各回の間の待ち時間だけです。\
                        コンピューターの速さは新しいゲームの画面で選ぶレベルで決まります：") }
                        { judge_levels() }</p>
                }) }
                { select("ambush-wait", ts!("Time to call an Ambush (Panda)", "伏兵を宣言する時間（パンダ）"), on_ambush, &[
                    ("short", ts!("Short (2 s)", "短い（2秒）"), s.ambush_wait == AmbushWait::Short),
                    ("normal", ts!("Normal (4 s)", "ふつう（4秒）"), s.ambush_wait == AmbushWait::Normal),
                    ("long", ts!("Long (8 s)", "長い（8秒）"), s.ambush_wait == AmbushWait::Long),
                ], html! {
                    <p class="hint">{ ts!("After each play, the Panda table waits this long for a person who holds an Ambush.",
                        "パンダではカードが出るたびに、伏兵を持つ人のためにこの時間だけ待ちます。") }</p>
                }) }
                { select("auto-pass", ts!("Pass for me when nothing beats the table (Panda)",
                    "場に勝てるカードがないときは自動でパス（パンダ）"), on_auto_pass, &[
                    ("off", ts!("Off", "オフ"), !s.auto_pass),
                    ("on", ts!("On", "オン"), s.auto_pass),
                ], html! {
                    <p class="hint">{ ts!("After a short pause, which a tap on a card stops. Never when you lead or hold a play.",
                        "少し待ってからパスします。その間にカードをタップすると止まります。自分がリードするときや、\
                        出せるカードがあるときはパスしません。") }</p>
                }) }
                <fieldset>
                    <legend>{ ts!("Player names", "プレイヤーの名前") }</legend>
                    { for names }
                </fieldset>
            </form>
            // Export and import live with the statistics: the settings page is drawn by the
            // home page's small module, which carries no game's code to check a save with.
            <p class="hint">{ ts!("Moving to a new phone? ", "新しいスマホに移りますか？") }<a href={Route::Stats.href()}>{ ts!("Export everything", "すべてを書き出す") }</a>{ ts!(" from the statistics page.", "には成績のページへ。") }</p>
        </main>
    }
}

/// A labelled select of the settings page; `options` are (value, text, selected now).
fn select(
    id: &'static str,
    label: &str,
    onchange: Callback<Event>,
    options: &[(&'static str, &'static str, bool)],
    hint: Html,
) -> Html {
    html! {
        <div class="field">
            <label for={id}>{ label }</label>
            <select {id} {onchange}>
                { for options.iter().map(|&(value, text, selected)| html! {
                    <option {value} {selected}>{ text }</option>
                }) }
            </select>
            { hint }
        </div>
    }
}
