//! The reader's language. Every text a player reads is written once per language, as a
//! whole sentence with its values in it, through `t!` (a `String`) or `ts!` (a
//! `&'static str`): each expands to an exhaustive `match` on [`Lang`], so a language added
//! to the enum fails to compile at every message until it is written (README: "Adding a
//! language").
//!
//! The language is the reader's, never the game's: rules never read it, and a seed plus a
//! log replays the same game in any language. It is kept per thread (the page has one; a
//! native test that sets it sets it for itself only), set by the app from the settings and
//! the browser's languages.

use std::cell::{Cell, RefCell};

/// A language the app is written in. `Pseudo` is for development: English with accented
/// letters, about 40% longer and in brackets, so that a text written outside `t!` and a
/// label that overflows show at a glance. Its texts are made from the English ones.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Ja,
    Pseudo,
}

impl Lang {
    /// The page's `<html lang>` (without `ja` browsers may draw kanji with Chinese glyphs;
    /// `en-XA` is the usual tag of a pseudo-locale).
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ja => "ja",
            Lang::Pseudo => "en-XA",
        }
    }

    /// The language a reader of `languages` (the browser's, most wanted first) reads: the
    /// first of them that the app has, English when none is.
    pub fn of_reader<S: AsRef<str>>(languages: &[S]) -> Lang {
        languages
            .iter()
            .map(|l| l.as_ref().to_ascii_lowercase())
            .find_map(|l| {
                let primary = l.split(['-', '_']).next().unwrap_or_default();
                match primary {
                    "ja" => Some(Lang::Ja),
                    "en" => Some(Lang::En),
                    _ => None,
                }
            })
            .unwrap_or(Lang::En)
    }
}

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
    /// Pseudo texts of `ts!`, made once each (they must live as long as the English ones).
    /// A list, not a map: the developers' language is read slowly, and a map's code
    /// weighed 0.5 KB in every module.
    static PSEUDO: RefCell<Vec<(&'static str, &'static str)>> = const { RefCell::new(Vec::new()) };
}

/// The language texts are written in now.
pub fn lang() -> Lang {
    CURRENT.with(Cell::get)
}

/// Sets the language of this thread's texts (the app: at start and when the setting changes).
pub fn set_lang(lang: Lang) {
    CURRENT.with(|c| c.set(lang));
}

/// Runs `f` with texts in `lang`, then puts the language back (tests, and a text that must
/// be in a given language whatever the reader's, such as a file's fixed format).
pub fn in_lang<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    let before = self::lang();
    set_lang(lang);
    let r = f();
    set_lang(before);
    r
}

/// English made pseudo: letters accented, about 40% longer, in brackets. Digits and
/// punctuation stay, so card indices and numbers still read.
pub fn pseudo(en: &str) -> String {
    const FROM: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const TO: &str = "áƀçđéƒĝĥíĵķĺḿñóƥʠŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹḾÑÓƤɊŔŠŢÚṼŴẊÝŽ";
    let map: Vec<(char, char)> = FROM.chars().zip(TO.chars()).collect();
    // Only this text's own letters: a value already made pseudo (a name, a card in a
    // sentence) keeps its padding and is not padded again.
    let letters = en.chars().filter(|c| c.is_ascii_alphabetic()).count();
    let mut out = String::with_capacity(en.len() * 2 + 8);
    out.push('[');
    for c in en.chars() {
        out.push(map.iter().find(|(f, _)| *f == c).map_or(c, |(_, t)| *t));
    }
    // The padding: 40% more letters, no more (a short label grows as much as a long
    // sentence), in words a line may break between.
    let pad = (letters * 2).div_ceil(5);
    const FILL: &str = "ŀőŕéḿ íƥšúḿ đőĺőŕ šíţ áḿéţ ţéḿƥőŕ ";
    let mut added = 0;
    for c in std::iter::once(' ').chain(FILL.chars().cycle()) {
        if added == pad {
            break;
        }
        out.push(c);
        added += usize::from(c != ' ');
    }
    out.push(']');
    out
}

/// An English text as `lang` (English or Pseudo) reads it. Not inlined, like `text`: the
/// formatting is written once here, not at each of the app's thousands of messages.
#[inline(never)]
pub fn english(lang: Lang, en: std::fmt::Arguments) -> String {
    let en = text(en);
    match lang {
        Lang::Pseudo => pseudo(&en),
        Lang::En | Lang::Ja => en,
    }
}

/// `t!`'s choice: the text in the reader's language. Not inlined, like `pick`.
#[inline(never)]
pub fn texts(en: std::fmt::Arguments, ja: std::fmt::Arguments) -> String {
    match lang() {
        l @ (Lang::En | Lang::Pseudo) => english(l, en),
        Lang::Ja => text(ja),
    }
}

/// A formatted text (`format!` without its inlined fast path at every message).
#[inline(never)]
pub fn text(args: std::fmt::Arguments) -> String {
    std::fmt::format(args)
}

/// `pseudo` of a static English text, made once and kept (for `ts!`).
pub fn pseudo_static(en: &'static str) -> &'static str {
    PSEUDO.with(|m| {
        let mut m = m.borrow_mut();
        if let Some(&(_, made)) = m.iter().find(|(e, _)| *e == en) {
            return made;
        }
        let made: &'static str = Box::leak(pseudo(en).into_boxed_str());
        m.push((en, made));
        made
    })
}

/// A text in every language, as a `String`: `t!("{n} cards left", "残り{n}枚")`. The format
/// strings take the values in scope by name (`{name}`), or given after a `;` by name
/// (`t!("{who} played", "{who}が出した"; who = seat.name())`): a language may leave a value
/// out (English's plural ending, `plural(n)`, is nothing in Japanese).
#[macro_export]
macro_rules! t {
    ($en:literal, $ja:literal $(,)?) => {
        $crate::core::lang::texts(format_args!($en), format_args!($ja))
    };
    ($en:literal, $ja:literal; $($name:ident = $value:expr),+ $(,)?) => {{
        $(#[allow(unused_variables)] let $name = $value;)+
        $crate::t!($en, $ja)
    }};
}

/// A fixed text in every language, as a `&'static str`: `ts!("Start", "開始")`.
#[macro_export]
macro_rules! ts {
    ($en:literal, $ja:literal $(,)?) => {
        $crate::core::lang::pick($en, $ja)
    };
}

/// `ts!`'s choice. Not inlined: the choice is written once here, not at each of the app's
/// thousands of texts.
#[inline(never)]
pub fn pick(en: &'static str, ja: &'static str) -> &'static str {
    match lang() {
        Lang::En => en,
        Lang::Ja => ja,
        Lang::Pseudo => pseudo_static(en),
    }
}

/// English's plural ending for a count: `t!("{n} card{s}", "{n}枚"; s = plural(n))`.
pub fn plural(n: impl TryInto<i64>) -> &'static str {
    if n.try_into().ok() == Some(1) {
        ""
    } else {
        "s"
    }
}

/// Items as a sentence lists them: "A, B and C"; 「AとB」, 「A、B、C」.
pub fn listed<S: AsRef<str>>(items: &[S]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [rest @ .., last] => {
            let rest: Vec<&str> = rest.iter().map(|s| s.as_ref()).collect();
            match lang() {
                Lang::En | Lang::Pseudo => format!("{} and {}", rest.join(", "), last.as_ref()),
                Lang::Ja if rest.len() == 1 => format!("{}と{}", rest[0], last.as_ref()),
                Lang::Ja => format!("{}、{}", rest.join("、"), last.as_ref()),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reader_gets_the_first_language_the_app_has() {
        assert_eq!(Lang::of_reader(&["ja-JP", "en-US"]), Lang::Ja);
        assert_eq!(Lang::of_reader(&["JA"]), Lang::Ja);
        assert_eq!(Lang::of_reader(&["fr-FR", "ja"]), Lang::Ja);
        assert_eq!(Lang::of_reader(&["en-GB", "ja"]), Lang::En);
        assert_eq!(Lang::of_reader(&["de", "fr"]), Lang::En);
        assert_eq!(Lang::of_reader::<&str>(&[]), Lang::En);
        // "jam" is no language of ours, nor is a tag that only starts with "ja".
        assert_eq!(Lang::of_reader(&["jav", "ja-Latn"]), Lang::Ja);
        assert_eq!(Lang::of_reader(&["jav"]), Lang::En);
    }

    #[test]
    fn texts_follow_the_language_of_their_thread() {
        let n = 3;
        let say = || t!("{n} card{s}", "{n}枚"; s = plural(n));
        assert_eq!(in_lang(Lang::En, say), "3 cards");
        assert_eq!(in_lang(Lang::Ja, say), "3枚");
        assert_eq!(
            in_lang(
                Lang::En,
                || t!("{n} card{s}", "{n}枚"; n = 1, s = plural(1))
            ),
            "1 card"
        );
        assert_eq!(
            in_lang(
                Lang::Pseudo,
                || t!("{n} card{s}", "{n}枚"; n = 1, s = plural(1))
            ),
            pseudo("1 card")
        );
        assert_eq!(in_lang(Lang::Ja, || ts!("Start", "開始")), "開始");
        assert_eq!(lang(), Lang::En, "in_lang puts the language back");
    }

    #[test]
    fn pseudo_is_accented_longer_and_bracketed() {
        let p = pseudo("Discard and draw 3");
        assert!(p.starts_with("[Đíšçáŕđ áñđ đŕáŵ 3 "), "{p}");
        assert!(p.ends_with(']'));
        let letters = |s: &str| s.chars().filter(|c| c.is_alphabetic()).count();
        let longer = letters(&p) as f64 / letters("Discard and draw 3") as f64;
        assert!((1.35..1.5).contains(&longer), "{longer}");
        assert_eq!(
            pseudo("Hint"),
            "[Ĥíñţ ŀő]",
            "a short label grows by 40% too"
        );
        assert_eq!(pseudo("OK"), "[ÓĶ ŀ]");
        assert!(
            !p.chars().any(|c| c.is_ascii_alphabetic()),
            "no plain letter left: {p}"
        );
        let once = in_lang(Lang::Pseudo, || ts!("Start", "開始"));
        assert!(std::ptr::eq(
            once,
            in_lang(Lang::Pseudo, || ts!("Start", "開始"))
        ));
    }

    #[test]
    fn lists_read_as_sentences_in_each_language() {
        assert_eq!(listed(&["A", "B", "C"]), "A, B and C");
        assert_eq!(
            in_lang(Lang::Ja, || listed(&["松", "梅", "桜"])),
            "松、梅、桜"
        );
        assert_eq!(in_lang(Lang::Ja, || listed(&["松", "梅"])), "松と梅");
        assert_eq!(listed::<&str>(&[]), "");
    }
}
