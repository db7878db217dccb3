#!/usr/bin/env bash
# Prints every file of dist/ (or $1) with its raw and gzip -9 size, and the totals.
set -euo pipefail
cd "$(dirname "$0")/.."
DIST="${1:-dist}"
[ -d "$DIST" ] || { echo "no $DIST/: run trunk build --release first" >&2; exit 1; }

echo "==> sizes: $DIST/ (bytes)"
(cd "$DIST" && find . -type f | sed 's|^\./||' | LC_ALL=C sort) | {
  total_raw=0 total_gz=0
  printf '%-48s %10s %10s\n' FILE RAW GZIP
  while IFS= read -r f; do
    raw=$(wc -c <"$DIST/$f")
    gz=$(gzip -9 -c "$DIST/$f" | wc -c)
    total_raw=$((total_raw + raw)) total_gz=$((total_gz + gz))
    printf '%-48s %10d %10d\n' "$f" "$raw" "$gz"
  done
  printf '%-48s %10d %10d\n' TOTAL "$total_raw" "$total_gz"
}
