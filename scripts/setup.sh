#!/usr/bin/env bash
# Installs what building and testing need. Idempotent: skips what is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> setup: %s\n' "$*"; }
export PATH="$HOME/.cargo/bin:$PATH"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"

step "rust target wasm32-unknown-unknown"
if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  echo "already installed"
else
  rustup target add wasm32-unknown-unknown
fi

step "cargo fetch (Trunk builds offline, from the registry cache)"
cargo fetch
# The reference page of scripts/bench.sh is its own workspace with its own lock file.
(cd reference && cargo fetch)

step "trunk 0.21.14"
if [ "$(trunk --version 2>/dev/null || true)" = "trunk 0.21.14" ]; then
  echo "already installed"
else
  # LTO off and more codegen units: about 7 instead of 10 minutes on 2 cores.
  CARGO_PROFILE_RELEASE_LTO=off CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    cargo install --locked trunk@0.21.14
fi

step "wasm-bindgen-cli (same version as the wasm-bindgen crate in Cargo.lock)"
WBG_VERSION="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)"
[ -n "$WBG_VERSION" ] || { echo "wasm-bindgen not found in Cargo.lock" >&2; exit 1; }
if [ "$(wasm-bindgen --version 2>/dev/null || true)" = "wasm-bindgen $WBG_VERSION" ]; then
  echo "wasm-bindgen $WBG_VERSION already installed"
else
  # Not --locked: its lock file pins a webpki-roots version the registry lacks.
  cargo install --force wasm-bindgen-cli@"$WBG_VERSION"
fi
if ! grep -q "wasm_bindgen = \"$WBG_VERSION\"" Trunk.toml; then
  echo "Trunk.toml [tools] wasm_bindgen must be \"$WBG_VERSION\" (the version in Cargo.lock)" >&2
  exit 1
fi

step "chromium and chromedriver (browser tests)"
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
  echo "already installed"
else
  $SUDO apt-get update
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver
fi

# npm install only when node_modules is missing or older than package.json / the lock file.
npm_install() {
  local dir="$1"
  step "npm install in $dir/"
  if [ -d "$dir/node_modules" ] && [ "$dir/node_modules" -nt "$dir/package.json" ] &&
    { [ ! -e "$dir/package-lock.json" ] || [ "$dir/node_modules" -nt "$dir/package-lock.json" ]; }; then
    echo "up to date"
  else
    (cd "$dir" && npm install --no-audit --no-fund)
    touch "$dir/node_modules"
  fi
}
npm_install tools # binaryen: wasm-opt for Trunk (Debian's binaryen cannot read current wasm)
npm_install e2e   # playwright-core (drives /usr/bin/chromium), axe-core, lighthouse 12

step "done"
