#!/usr/bin/env bash
# What a release module is made of, per crate and per game (issue 15's evidence for the
# split; issue 35: any module): the same code as dist/'s module with its function names
# kept, then twiggy and tools/wasm-contributors.mjs on it. BIN names the module's Cargo bin
# (default samurai-tables, the whole app; home, satsuma, honor, judge, pocket, panda).
#  1. cargo build --release --target wasm32-unknown-unknown (what trunk build --release
#     builds; its output keeps the name section: the profile does not strip);
#  2. wasm-bindgen --target web, then wasm-opt -Oz -g with index.html's flags (-g keeps
#     the names; the code is what Trunk ships, the names section aside);
#  3. twiggy top (if installed: cargo install twiggy) and wasm-dis for the calls;
#  4. node tools/wasm-contributors.mjs: raw and gzip KB per group (how: its header).
# Output in $OUT (default target/wasm-names/$BIN): named.wasm, named.wat, twiggy-top.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
TARGET="${CARGO_TARGET_DIR:-target}"
BIN="${BIN:-samurai-tables}"
OUT="${OUT:-$TARGET/wasm-names/$BIN}"
FLAGS=(--enable-bulk-memory --enable-bulk-memory-opt --enable-multivalue --enable-mutable-globals
  --enable-nontrapping-float-to-int --enable-reference-types --enable-sign-ext)
cargo build --release --offline --target wasm32-unknown-unknown --bin "$BIN" >&2
mkdir -p "$OUT"
wasm-bindgen --target web --no-typescript --out-dir "$OUT" --out-name app \
  "$TARGET/wasm32-unknown-unknown/release/$BIN.wasm"
wasm-opt -Oz -g "${FLAGS[@]}" "$OUT/app_bg.wasm" -o "$OUT/named.wasm"
wasm-dis "${FLAGS[@]}" "$OUT/named.wasm" -o "$OUT/named.wat"
if command -v twiggy >/dev/null; then
  twiggy top -n 25 "$OUT/named.wasm" | tee "$OUT/twiggy-top.txt" | cut -c1-160
else
  echo "(twiggy not installed: cargo install twiggy)" >&2
fi
node tools/wasm-contributors.mjs "$OUT/named.wasm" "$OUT/named.wat"
