//! Draws the card art of every deck from the games' own card data: one SVG sprite per game
//! (`static/art/<game>-<hash>.svg`, one `<symbol>` per card, the back and the game's icons)
//! and one of the five home tiles (`static/art/tiles-<hash>.svg`), then writes their names
//! into `src/app/art/files.rs`. The content hash in each name lets the service worker and
//! the browser cache them for good.
//!
//!     cargo run --example art            # rewrite the sprites
//!     cargo run --example art -- --check # fail if the committed sprites are out of date
//!     cargo run --example art -- --only judge /tmp/judge.svg  # one sprite, for a preview
//!
//! Each symbol is self-contained (flat shapes and text, no references to other ids), so a
//! table can draw it with `<svg><use href="art/judge-….svg#c7"/></svg>`.

mod honor;
mod judge;
mod panda;
mod pocket;
mod satsuma;
mod svg;

use samurai_tables::app::art::content_hash;
use std::fs;
use std::path::Path;
use svg::Symbol;

/// Joins symbols into one sprite document.
fn sprite(symbols: &[Symbol]) -> String {
    let mut out =
        String::from("<svg xmlns=\"http://www.w3.org/2000/svg\" style=\"display:none\">\n");
    for s in symbols {
        s.write(&mut out);
    }
    out.push_str("</svg>\n");
    out
}

fn main() {
    let check = std::env::args().any(|a| a == "--check");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = root.join("static/art");
    let games: [(&str, Vec<Symbol>, Symbol); 5] = [
        ("judge", judge::sprite(), judge::tile()),
        ("honor", honor::sprite(), honor::tile()),
        ("satsuma", satsuma::sprite(), satsuma::tile()),
        ("panda", panda::sprite(), panda::tile()),
        ("pocket", pocket::sprite(), pocket::tile()),
    ];
    // `--only <game> <path>`: that game's sprite alone, for a preview (nothing else written).
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "--only") {
        let (game, out) = (&args[i + 1], &args[i + 2]);
        let symbols = games.into_iter().find(|g| g.0 == game).map(|g| {
            let mut s = g.1;
            s.push(g.2);
            s
        });
        fs::write(out, sprite(&symbols.expect("a game id"))).unwrap();
        return;
    }
    let mut files: Vec<(String, String)> = Vec::new();
    let mut tiles = Vec::new();
    for (game, symbols, tile) in games {
        files.push((game.to_string(), sprite(&symbols)));
        tiles.push(tile);
    }
    // Satsuma's cards print their names: a Japanese reader's sprite prints them in Japanese.
    files.push(("satsuma-ja".to_string(), sprite(&satsuma::sprite_ja())));
    files.push(("tiles".to_string(), sprite(&tiles)));

    let mut consts = String::from(
        "//! Written by `cargo run --example art` (examples/art): do not edit by hand.\n\n",
    );
    let mut wanted = Vec::new();
    for (name, body) in &files {
        let file = format!("{name}-{}.svg", content_hash(body));
        consts.push_str(&format!(
            "pub const {}: &str = \"art/{file}\";\n",
            name.to_uppercase().replace('-', "_")
        ));
        wanted.push((file, body));
    }
    let consts_path = root.join("src/app/art/files.rs");
    if check {
        let mut stale = Vec::new();
        for (file, body) in &wanted {
            if fs::read_to_string(dir.join(file)).ok().as_deref() != Some(body.as_str()) {
                stale.push(file.clone());
            }
        }
        if fs::read_to_string(&consts_path).ok() != Some(consts.clone()) {
            stale.push("src/app/art/files.rs".into());
        }
        if !stale.is_empty() {
            eprintln!(
                "art is out of date ({}): run `cargo run --example art`",
                stale.join(", ")
            );
            std::process::exit(1);
        }
        return;
    }
    fs::create_dir_all(&dir).unwrap();
    for entry in fs::read_dir(&dir).unwrap().flatten() {
        let name = entry.file_name().to_string_lossy().to_string();
        if name.ends_with(".svg") && !wanted.iter().any(|(f, _)| *f == name) {
            fs::remove_file(entry.path()).unwrap();
        }
    }
    for (file, body) in &wanted {
        fs::write(dir.join(file), body).unwrap();
        println!("static/art/{file}: {} bytes", body.len());
    }
    fs::write(consts_path, consts).unwrap();
}
