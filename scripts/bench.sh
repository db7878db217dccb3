#!/usr/bin/env bash
# Benchmarks: bots natively (self-play ladder, decision times), bundle sizes, and bot
# decision times in headless Chromium. Pass --games N to change the native game count.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

scripts/setup.sh >/dev/null
echo "==> bench: Satsuma Rebellion bots, native"
cargo run --release --example bench_satsuma -- "$@"
echo "==> bench: release build and its sizes"
trunk build --release >/dev/null 2>&1
scripts/sizes.sh
echo "==> bench: bots in the browser"
(cd e2e && node bench.mjs)
