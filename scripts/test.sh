#!/usr/bin/env bash
# The whole check, failing fast: lint, unit and simulation tests, release build,
# sizes and the size budget, browser tests (with accessibility). .ci/run runs this.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

# Each step says when it starts (seconds since the start): the log gives each step's time.
step() { printf '\n==> test: %s (at %d s)\n' "$*" "$SECONDS"; }

step "setup"
scripts/setup.sh

step "cargo fmt --all -- --check"
cargo fmt --all -- --check

# Two streams side by side, each on its own target directory (cargo locks a target
# directory for a whole build): the host's (clippy, the tests) and the wasm's (clippy,
# Trunk). Trunk's fat LTO and the big crate's checks run on one core each, so on this
# 2-core machine the pair takes about the longer stream, not the sum. Each stream's log is
# printed whole when it ends.
host_stream() {
  step "cargo clippy --all-targets -- -D warnings (host)"
  cargo clippy --all-targets -- -D warnings
  step "cargo test --release (simulations; the test profile is optimised too)"
  # Optimised for speed, without the size-first release settings (opt-level z, fat LTO,
  # one codegen unit) that only the wasm needs: the host tests build from cold in about
  # 85 s instead of 4 minutes and run in 60 s instead of 115. Trunk builds the wasm with
  # Cargo.toml's release profile.
  export CARGO_PROFILE_RELEASE_OPT_LEVEL=3 CARGO_PROFILE_RELEASE_LTO=off CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16
  cargo test --release
  step "card art up to date (examples/art --check)"
  # The same profile as the tests, which built the example already.
  cargo run -q --release --example art -- --check
}
wasm_stream() {
  export CARGO_TARGET_DIR="$PWD/target/wasm-stream"
  step "cargo clippy --target wasm32-unknown-unknown -- -D warnings"
  cargo clippy --target wasm32-unknown-unknown -- -D warnings
  step "trunk build --release"
  trunk build --release
  step "sizes of dist/"
  scripts/sizes.sh
  step "size budget (size-budget.txt)"
  scripts/budget.sh
}
mkdir -p target
host_stream >target/host-stream.log 2>&1 &
host=$!
wasm_stream >target/wasm-stream.log 2>&1 &
wasm=$!
host_status=0 wasm_status=0
wait "$host" || host_status=$?
cat target/host-stream.log
wait "$wasm" || wasm_status=$?
cat target/wasm-stream.log
[ "$host_status" -eq 0 ] || { echo "==> test: the host stream failed (its log above)" >&2; exit "$host_status"; }
[ "$wasm_status" -eq 0 ] || { echo "==> test: the wasm stream failed (its log above)" >&2; exit "$wasm_status"; }
step "both streams done"

# Last, so that node's test summary closes the output.
step "browser tests (e2e/)${E2E_SLOW:+, with the slow ones (E2E_SLOW=1)}"
cd e2e
# --test-force-exit: a test that fails before closing its browser must not leave the run
# hanging. --test-concurrency: test files run side by side (E2E_JOBS, default 2: fastest on
# this 2-core machine, see README). --test-timeout bounds each test file (node runs each
# file as one test): 10 minutes, 30 with E2E_SLOW=1 (Panda's two whole games to 1000 take
# about 11).
if [ "${E2E_SLOW:-}" = 1 ]; then timeout=1800000; else timeout=600000; fi
node --test --test-force-exit --test-concurrency="${E2E_JOBS:-2}" --test-timeout="$timeout"
