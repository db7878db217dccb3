#!/usr/bin/env bash
# Every performance figure in one run (README, "Performance and accessibility"):
#  1. bots natively: each game's ladder and decision times per level
#     (examples/bench_<game>.rs), random playouts per second (examples/playouts.rs);
#  2. release builds of the app and of the reference Yew page (reference/), same profile;
#  3. first-load size next to the reference, start-up in Chromium (app and reference
#     alternating), memory after 10/25/50 bot-only games, Lighthouse 12 (e2e/perf.mjs);
#  4. the first visit on a phone over slow 4G, CPU 4x, against the reference: bytes and
#     times to the home page, a first click, cold deep links, the precache total, next to
#     issue 15's goals (e2e/first-load.mjs);
#  5. bot decision times in Chromium (e2e/bench.mjs); Judge's input-to-paint latency
#     (e2e/judge-latency.mjs).
# Options: --games N (native ladder games per pairing, passed to every bench_<game>).
# Environment: LOADS (start-up loads each, default 25, at least 15), GAMES (bot-only
# games, default 50), FIRST_LOADS (first-visit rounds, default 9).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

step() { printf '\n==> bench: %s\n' "$*"; }

scripts/setup.sh >/dev/null
# One bench_<game> example per game (Satsuma: examples/bench_satsuma.rs).
for example in examples/bench_*.rs; do
  example="$(basename "$example" .rs)"
  step "bots, native: $example (ladder, decision times per level)"
  cargo run --release --example "$example" -- "$@"
done
step "random playouts, native"
cargo run --release --example playouts
step "release builds: the app and the reference page (same profile, same run)"
trunk build --release >/dev/null 2>&1 || trunk build --release
(cd reference && { trunk build --release >/dev/null 2>&1 || trunk build --release; })
scripts/budget.sh || true # reported here; scripts/test.sh is where it fails the build
step "size, start-up, memory, Lighthouse (e2e/perf.mjs)"
(cd e2e && LOADS="${LOADS:-25}" node perf.mjs)
step "first visit: phone, slow 4G, CPU 4x, against the reference (e2e/first-load.mjs)"
(cd e2e && LOADS="${FIRST_LOADS:-9}" node first-load.mjs)
step "bots in the browser (e2e/bench.mjs)"
(cd e2e && node bench.mjs)
step "Judge: input event to painted frame (e2e/judge-latency.mjs)"
(cd e2e && node judge-latency.mjs)
step "frames while cards move: a bot-only Panda deal, CPU 4x slower (e2e/frames.mjs)"
(cd e2e && node frames.mjs)
