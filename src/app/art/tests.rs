//! The committed sprites hold a symbol for every card of every deck, and their names carry
//! their content's hash (so a changed drawing is a new file for every cache).

use super::*;
use crate::games::pocket::{Symbol as PocketSymbol, DRAFT_CARDS, STRIKE};
use std::collections::HashSet;

fn sprite(deck: &Deck) -> String {
    let path = format!("{}/static/{}", env!("CARGO_MANIFEST_DIR"), deck.file);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn ids(deck: &Deck) -> HashSet<String> {
    let text = sprite(deck);
    text.split("<symbol id=\"")
        .skip(1)
        .map(|s| s[..s.find('"').unwrap()].to_string())
        .collect()
}

fn assert_has(deck: &Deck, wanted: impl IntoIterator<Item = String>) {
    let have = ids(deck);
    let missing: Vec<String> = wanted.into_iter().filter(|id| !have.contains(id)).collect();
    assert!(
        missing.is_empty(),
        "{}: no symbol for {missing:?}",
        deck.file
    );
}

#[test]
fn every_sprite_is_named_by_its_content() {
    for deck in [JUDGE, HONOR, SATSUMA, SATSUMA_JA, PANDA, POCKET, TILES] {
        let hash = content_hash(&sprite(&deck));
        assert!(
            deck.file.ends_with(&format!("-{hash}.svg")),
            "{} should end in -{hash}.svg: run `cargo run --example art`",
            deck.file
        );
    }
}

#[test]
fn every_card_of_every_deck_is_drawn_with_its_back() {
    assert_has(
        &JUDGE,
        judge::Card::all().map(judge_id).chain([BACK.into()]),
    );
    assert_has(
        &HONOR,
        honor::Card::all().map(honor_id).chain([BACK.into()]),
    );
    assert_has(
        &PANDA,
        panda::Card::all().map(panda_id).chain([BACK.into()]),
    );
    assert_has(
        &POCKET,
        (0..DRAFT_CARDS as u8)
            .chain([STRIKE])
            .map(pocket_id)
            .chain([BACK.into()]),
    );
    let satsuma = [satsuma::Side::Samurai, satsuma::Side::Imperials]
        .into_iter()
        .flat_map(|side| {
            (0..46u8)
                .map(move |n| satsuma_id(side, n))
                .chain([satsuma_back(side).to_string()])
        });
    let satsuma: Vec<String> = satsuma.collect();
    assert_has(&SATSUMA, satsuma.clone());
    // The Japanese reader's sprite holds every symbol too (only one of the two is fetched).
    assert_has(&SATSUMA_JA, satsuma);
}

/// In every language: an icon's id once came from the suit's name a reader sees, and the
/// King's suit buttons drew no mark in Japanese.
#[test]
fn every_icon_and_tile_is_drawn() {
    use crate::core::lang::{in_lang, Lang};
    for lang in [Lang::En, Lang::Ja, Lang::Pseudo] {
        in_lang(lang, every_icon_and_tile);
    }
}

fn every_icon_and_tile() {
    for deck in [SATSUMA, SATSUMA_JA] {
        assert_has(
            &deck,
            satsuma::Suit::ALL.iter().map(|&s| satsuma_suit_id(s)),
        );
    }
    assert_has(&PANDA, panda::Suit::ALL.iter().map(|&s| panda_suit_id(s)));
    assert_has(
        &POCKET,
        PocketSymbol::ALL.iter().map(|&s| pocket_symbol_id(s)),
    );
    assert_has(&HONOR, honor::Suit::ALL.iter().map(|&s| honor_suit_id(s)));
    assert_has(
        &TILES,
        ["judge", "honor", "satsuma", "panda", "pocket"].map(|g| format!("tile-{g}")),
    );
}

#[test]
fn no_sprite_refers_to_anything_outside_its_symbol() {
    // A symbol drawn through <use> from another file must not point at ids or files.
    for deck in [JUDGE, HONOR, SATSUMA, SATSUMA_JA, PANDA, POCKET, TILES] {
        let text = sprite(&deck);
        for bad in ["url(#", "href=", "<image", "<script", "<style"] {
            assert!(!text.contains(bad), "{}: contains {bad}", deck.file);
        }
    }
}
