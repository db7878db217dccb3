#!/usr/bin/env bash
# A first visit, measured (issue 15): builds the app and the reference Yew page (reference/)
# in release, the same profile, in the same run, then runs e2e/first-load.mjs, which prints
# the issue's table (bytes and times until the home page shows, the first click answered,
# cold deep links to each game's new-game page, the service worker's precache total) next
# to the goals: headless Chromium on a phone profile, slow 4G and CPU 4x, cold cache,
# service workers blocked, app and reference alternating, 9 loads each, medians. How each
# figure is measured: the header of e2e/first-load.mjs.
# Environment: DIST (the app's build folder, default dist), LOADS, DEEP, THROTTLE (passed to
# e2e/first-load.mjs), SKIP_BUILD=1 (measure the builds already there).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
DIST="${DIST:-dist}"
case "$DIST" in /*) ;; *) DIST="$PWD/$DIST" ;; esac

if [ "${SKIP_BUILD:-0}" != 1 ]; then
  echo "==> first-load: release builds (the app into $DIST, then reference/dist)" >&2
  trunk build --release --dist "$DIST" >/dev/null 2>&1 || trunk build --release --dist "$DIST"
  (cd reference && { trunk build --release >/dev/null 2>&1 || trunk build --release; })
fi
cd e2e && E2E_DIST="$DIST" node first-load.mjs
