//! Player settings (sound, motion, bot pace, names) and their page.

use super::route::Route;
use serde::{Deserialize, Serialize};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Motion {
    System,
    Reduced,
    Full,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
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

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    pub version: u32,
    pub sound: bool,
    pub motion: Motion,
    pub bot_pace: Pace,
    /// Settings saved before this one existed load with the default.
    #[serde(default)]
    pub ambush_wait: AmbushWait,
    /// Names for the people at the table, in seat order.
    pub names: Vec<String>,
    /// A short vibration for "your turn" and Judge's flip and verdict, where the device has
    /// it. Settings saved before this one existed load with it on.
    #[serde(default = "on")]
    pub vibrate: bool,
    /// Panda: the table passes for you when nothing in your hand beats the table. Off by
    /// default, and for settings saved before it existed.
    #[serde(default)]
    pub auto_pass: bool,
}

fn on() -> bool {
    true
}

pub const MAX_NAME: usize = 16;

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
        self.names
            .get(i)
            .cloned()
            .unwrap_or_else(|| format!("Player {}", i + 1))
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
            names: ["Aiko", "Ren", "Sora", "Kenji", "Hana", "Daichi"]
                .map(String::from)
                .to_vec(),
            vibrate: true,
            auto_pass: false,
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

/// "easy about 560 ms, 18% mistakes; ...": Judge's levels by their reaction times.
fn judge_levels() -> String {
    crate::core::BotLevel::OFFERED
        .iter()
        .map(|&l| {
            format!(
                "{} {}",
                l.name(),
                crate::games::judge::Profile::of(l).describe()
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
        + "."
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
    let on_ambush = on_select(|s, v| {
        s.ambush_wait = match v {
            "short" => AmbushWait::Short,
            "long" => AmbushWait::Long,
            _ => AmbushWait::Normal,
        }
    });
    let names = s.names.iter().enumerate().map(|(i, name)| {
        let ctx = ctx.clone();
        let onchange = Callback::from(move |e: Event| {
            let mut next = ctx.settings.clone();
            next.names[i] = e.target_unchecked_into::<HtmlInputElement>().value();
            ctx.update.emit(next.sanitized());
        });
        let id = format!("name-{i}");
        html! {
            <div class="field">
                <label for={id.clone()}>{ format!("Player {}", i + 1) }</label>
                <input id={id} type="text" maxlength="16" value={name.clone()} {onchange} autocomplete="off" />
            </div>
        }
    });
    html! {
        <main class="page narrow" id="main">
            <nav class="crumbs"><a href={Route::Home.href()}>{ "← Games" }</a></nav>
            <h1>{ "Settings" }</h1>
            <form class="settings" onsubmit={Callback::from(|e: SubmitEvent| e.prevent_default())}>
                { select("sound", "Sound", on_sound, &[("on", "On", s.sound), ("off", "Off", !s.sound)], html! {}) }
                { select("vibrate", "Vibration", on_vibrate, &[("on", "On", s.vibrate), ("off", "Off", !s.vibrate)], html! {
                    <p class="hint">{ "On phones that have it: your turn, and Judge's flip and verdict." }</p>
                }) }
                { select("motion", "Animations", on_motion, &[
                    ("system", "Follow the device", s.motion == Motion::System),
                    ("reduced", "Off", s.motion == Motion::Reduced),
                    ("full", "On", s.motion == Motion::Full),
                ], html! {}) }
                { select("pace", "Computer opponents' pace", on_pace, &[
                    ("slow", "Slow (1.4 s)", s.bot_pace == Pace::Slow),
                    ("normal", "Normal (0.8 s)", s.bot_pace == Pace::Normal),
                    ("fast", "Fast (0.3 s)", s.bot_pace == Pace::Fast),
                ], html! {
                    <p class="hint">{ "In Judge, a real-time race, the pace sets only the pause between rounds; \
                        the computer's speed is its level, chosen in the new-game dialog: " }
                        { judge_levels() }</p>
                }) }
                { select("ambush-wait", "Time to call an Ambush (Panda)", on_ambush, &[
                    ("short", "Short (2 s)", s.ambush_wait == AmbushWait::Short),
                    ("normal", "Normal (4 s)", s.ambush_wait == AmbushWait::Normal),
                    ("long", "Long (8 s)", s.ambush_wait == AmbushWait::Long),
                ], html! {
                    <p class="hint">{ "After each play, the Panda table waits this long for a person who holds an Ambush." }</p>
                }) }
                { select("auto-pass", "Pass for me when nothing beats the table (Panda)", on_auto_pass, &[
                    ("off", "Off", !s.auto_pass),
                    ("on", "On", s.auto_pass),
                ], html! {
                    <p class="hint">{ "After a short pause, which a tap on a card stops. Never when you lead or hold a play." }</p>
                }) }
                <fieldset>
                    <legend>{ "Player names" }</legend>
                    { for names }
                </fieldset>
            </form>
            <super::stats::MoveData />
        </main>
    }
}

/// A labelled select of the settings page; `options` are (value, text, selected now).
fn select(
    id: &'static str,
    label: &'static str,
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
