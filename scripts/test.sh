#!/usr/bin/env bash
# The whole check, failing fast: lint, unit and simulation tests, release build,
# sizes and the size budget, browser tests (with accessibility). .ci/run runs this.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

step() { printf '\n==> test: %s\n' "$*"; }

step "setup"
scripts/setup.sh

step "cargo fmt --all -- --check"
cargo fmt --all -- --check

step "cargo clippy --all-targets -- -D warnings (host)"
cargo clippy --all-targets -- -D warnings

step "cargo clippy --target wasm32-unknown-unknown -- -D warnings"
cargo clippy --target wasm32-unknown-unknown -- -D warnings

step "cargo test --release (simulations; the test profile is optimised too)"
cargo test --release

step "trunk build --release"
trunk build --release

step "sizes of dist/"
scripts/sizes.sh

step "size budget (size-budget.txt)"
scripts/budget.sh

# Last, so that node's test summary closes the output.
step "browser tests (e2e/)"
cd e2e
# --test-force-exit: a test that fails before closing its browser must not leave
# the run hanging; --test-timeout bounds each test file (node runs each file as one
# test) at 20 minutes: Panda's, with two whole games to 1000, takes about 11.
node --test --test-force-exit --test-timeout=1200000
