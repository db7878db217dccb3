//! Moving to a new phone, on the statistics page: Export writes every saved game, the
//! settings and the statistics to one file; Import reads such a file, checks all of it and
//! only then replaces what this device holds (a bad file changes nothing and says why).

use super::transfer::{self, Checks};
use crate::app::catalog::{records, GAMES};
use crate::app::settings::{use_settings, Settings};
use crate::app::storage;
use gloo::timers::callback::Timeout;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{Blob, BlobPropertyBag, HtmlAnchorElement, HtmlInputElement, Url};
use crate::{t, ts};
use yew::prelude::*;

/// A message after Export or Import: good news or why not.
#[derive(Clone, PartialEq)]
enum Said {
    Done(String),
    /// Exported to the file of this name (shown as a name, not as words to translate).
    Exported(String),
    Refused(String),
}

thread_local! {
    /// What an import said, kept for the page drawn next: settings imported in another
    /// language draw every page anew (the shell is keyed by the language), and the player
    /// must still read what was imported.
    static KEPT: std::cell::RefCell<Option<Said>> = const { std::cell::RefCell::new(None) };
}

#[derive(Properties, PartialEq)]
pub struct MoveDataProps {
    /// After an import: the page shows what this device now holds.
    pub on_imported: Callback<()>,
}

#[function_component(MoveData)]
pub fn move_data(props: &MoveDataProps) -> Html {
    let ctx = use_settings();
    let said = use_state(|| KEPT.with(|k| k.borrow_mut().take()));
    let picker = use_node_ref();
    // The message's box, brought into view once said (see `reveal`).
    let said_box = use_node_ref();
    {
        // A message kept over a redraw in another language is brought into view too.
        let (said_box, kept) = (said_box.clone(), said.is_some());
        use_effect_with((), move |_| {
            if kept {
                reveal(&said_box);
            }
        });
    }
    // A button opens the hidden file input: focusable and named like every other button.
    let on_import = {
        let picker = picker.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(input) = picker.cast::<HtmlInputElement>() {
                input.click();
            }
        })
    };
    let on_export = {
        let (said, said_box) = (said.clone(), said_box.clone());
        Callback::from(move |_: MouseEvent| {
            let now = js_sys::Date::new_0()
                .to_iso_string()
                .as_string()
                .unwrap_or_default();
            let text = transfer::export(storage::app_entries(), &now);
            said.set(Some(match download(&transfer::file_name(&now), &text) {
                Ok(()) => Said::Exported(transfer::file_name(&now)),
                Err(_) => Said::Refused(t!(
                    "This browser did not let the file be saved.",
                    "このブラウザではファイルを保存できませんでした。"
                )),
            }));
            reveal(&said_box);
        })
    };
    let on_file = {
        let (said, said_box) = (said.clone(), said_box.clone());
        let update = ctx.update.clone();
        let imported = props.on_imported.clone();
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let Some(file) = input.files().and_then(|f| f.get(0)) else {
                return;
            };
            // The same file may be chosen again after a fix.
            input.set_value("");
            let (said, update, imported) = (said.clone(), update.clone(), imported.clone());
            let said_box = said_box.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let text = JsFuture::from(file.text()).await.ok().and_then(|t| t.as_string());
                let result = match text {
                    Some(text) => import(&text),
                    None => Err(t!(
                        "The file could not be read. Nothing was imported.",
                        "ファイルを読み込めませんでした。何も読み込んでいません。"
                    )),
                };
                said.set(Some(match result {
                    Ok(summary) => {
                        let settings = storage::load_settings();
                        // In another language every page is drawn anew: this one too.
                        if settings.language.reader() != crate::core::lang::lang() {
                            KEPT.with(|k| *k.borrow_mut() = Some(Said::Done(summary.clone())));
                        }
                        update.emit(settings);
                        imported.emit(());
                        Said::Done(summary)
                    }
                    Err(why) => Said::Refused(why),
                }));
                reveal(&said_box);
            });
        })
    };
    html! {
        <section class="move-data" aria-labelledby="move-data-title">
            <h2 id="move-data-title">{ ts!("Moving to a new phone", "新しいスマホへの引っ越し") }</h2>
            <p class="hint">{ ts!("Export writes your saved games, settings and statistics to one file. \
                Import on the other device replaces what it holds with the file's contents.",
                "「ファイルに書き出す」で、保存中のゲーム・設定・成績を1つのファイルに書き出します。\
                もう一方の端末で「ファイルを読み込む」を使うと、その端末のデータがファイルの内容に置き換わります。") }</p>
            <div class="actions">
                <button type="button" class="button export-data" onclick={on_export}>{ ts!("Export to a file", "ファイルに書き出す") }</button>
                <button type="button" class="button import-data" onclick={on_import}>{ ts!("Import a file", "ファイルを読み込む") }</button>
                <input id="import-file" ref={picker} hidden=true type="file" accept=".json,application/json"
                       aria-label={ts!("The exported file to import", "読み込む書き出しファイル")} onchange={on_file} />
            </div>
            <div role="status" class="move-said" ref={said_box}>
                { match &*said {
                    Some(Said::Done(text)) => html! { <p class="done">{ text.clone() }</p> },
                    Some(Said::Exported(file)) => html! { <p class="done">{ exported(file) }</p> },
                    Some(Said::Refused(text)) => html! { <p class="error">{ text.clone() }</p> },
                    None => Html::default(),
                } }
            </div>
        </section>
    }
}

/// "Exported to <file>. ...": the sentence whole in the reader's language, the file's name
/// in it marked as a name (`translate="no"`), not as words.
fn exported(file: &str) -> Html {
    let text = t!(
        "Exported to {file}. Open it with Import on the new device.",
        "{file}に書き出しました。新しい端末の「ファイルを読み込む」で開いてください。"
    );
    let (before, after) = text.split_once(file).unwrap_or((&text, ""));
    let file = file.to_string();
    html! { <>{ before.to_string() }<span translate="no">{ file }</span>{ after.to_string() }</> }
}

/// Brings the message into view: the file picker returns to a page scrolled anywhere, and
/// the message sits at the foot of the page, under the statistics an import may have just
/// added (issue 21: it was 708-780 px down a 740 px phone screen). After the page is
/// redrawn; only when some of it is off the screen.
fn reveal(said_box: &NodeRef) {
    let said_box = said_box.clone();
    Timeout::new(0, move || {
        let Some(el) = said_box.cast::<web_sys::Element>() else {
            return;
        };
        let r = el.get_bounding_client_rect();
        let height = gloo::utils::window()
            .inner_height()
            .ok()
            .and_then(|h| h.as_f64())
            .unwrap_or(0.0);
        if r.top() < 0.0 || r.bottom() > height {
            // Its foot a little above the screen's foot (the page's padding lies under it):
            // the Import button stays just above it.
            el.scroll_into_view_with_bool(false);
            gloo::utils::window().scroll_by_with_x_and_y(0.0, 24.0);
        }
    })
    .forget();
}

/// Checks the file whole, then replaces the app's storage with it; what was imported.
fn import(text: &str) -> Result<String, String> {
    let save = |game: &str, json: &str| {
        let g = GAMES.iter().find(|g| g.id == game && g.playable)?;
        Some((g.title(), (records(game)?.check_save)(json)))
    };
    let settings = |json: &str| match Settings::from_json(json) {
        Ok(s) if s.version == Settings::VERSION => Ok(()),
        Ok(s) => Err(t!(
            "they are from another version of the app (format {v})",
            "別のバージョンのアプリの設定です（形式{v}）";
            v = s.version
        )),
        // The parser's words are English: a Japanese reader is told they are broken.
        Err(e) => Err(t!("they could not be read ({e})", "設定のデータが壊れています")),
    };
    let checks = Checks {
        save: &save,
        settings: &settings,
    };
    let import = transfer::check(text, &checks)?;
    storage::replace_app_entries(&import.entries);
    Ok(import.summary)
}

/// Offers `text` as a file download named `name`.
fn download(name: &str, text: &str) -> Result<(), JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = Url::create_object_url_with_blob(&blob)?;
    let a: HtmlAnchorElement = gloo::utils::document().create_element("a")?.dyn_into()?;
    a.set_href(&url);
    a.set_download(name);
    gloo::utils::body().append_child(&a)?;
    a.click();
    a.remove();
    // The download has started by then; the URL would otherwise live as long as the page.
    Timeout::new(10_000, move || {
        let _ = Url::revoke_object_url(&url);
    })
    .forget();
    Ok(())
}
