# shellcheck shell=bash
# Sourced by the build scripts: puts the project's tools first on PATH.
# tools/node_modules/.bin holds wasm-opt (npm binaryen), which Trunk runs.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$ROOT/tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
