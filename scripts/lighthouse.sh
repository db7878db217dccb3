#!/usr/bin/env bash
# Lighthouse on a table's first visit (e2e/lighthouse.mjs): Lighthouse 12's default mobile
# audit (simulated slow 4G, CPU 4x) of cold deep links to games' new-game pages, served
# gzip -9 from the release build; prints the performance, accessibility and best-practices
# scores with FCP, LCP, TBT, CLS, Speed Index and total byte weight. Does not build: run
# `trunk build --release` (or scripts/serve.sh) first. How it measures: the header of
# e2e/lighthouse.mjs.
# Environment: DIST (the build folder, default dist), PAGES (default "honor/new,satsuma/new"),
# RUNS (audits per page, medians), MIN_PERF (exit 1 below this performance score), REPORTS
# (a folder for the HTML and JSON reports), CATEGORIES.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
DIST="${DIST:-dist}"
case "$DIST" in /*) ;; *) DIST="$PWD/$DIST" ;; esac
[ -f "$DIST/index.html" ] || { echo "no $DIST/index.html: run trunk build --release first" >&2; exit 2; }
[ -d e2e/node_modules/lighthouse ] || { echo "no e2e/node_modules/lighthouse: run scripts/setup.sh (or npm install in e2e/)" >&2; exit 2; }
cd e2e && E2E_DIST="$DIST" exec node lighthouse.mjs "$@"
