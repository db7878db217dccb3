#!/usr/bin/env bash
# Builds the release app and serves dist/ on http://127.0.0.1:$PORT/ (default 8080).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

echo "==> serve: setup"
scripts/setup.sh
echo "==> serve: trunk build --release"
trunk build --release
echo "==> serve: serving dist/"
exec node tools/serve.mjs dist "${PORT:-8080}"
