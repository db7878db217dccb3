#!/usr/bin/env bash
# Fails when the gzip total of dist/ (or $1) is over the budget in size-budget.txt.
# The total is the same as scripts/sizes.sh's TOTAL: gzip -9 of every file of dist/.
# Raising the budget is a deliberate commit that says why (see size-budget.txt).
set -euo pipefail
cd "$(dirname "$0")/.."
DIST="${1:-dist}"
BUDGET_FILE=size-budget.txt
[ -d "$DIST" ] || { echo "no $DIST/: run trunk build --release first" >&2; exit 1; }

budget=$(grep -v '^[[:space:]]*#' "$BUDGET_FILE" | grep -Eo '[0-9]+' | head -n1 || true)
[ -n "$budget" ] || { echo "$BUDGET_FILE: no budget figure (bytes) found" >&2; exit 1; }

total=0
while IFS= read -r -d '' f; do
  total=$((total + $(gzip -9 -c "$f" | wc -c)))
done < <(find "$DIST" -type f -print0)

pct=$((total * 100 / budget))
if [ "$total" -gt "$budget" ]; then
  echo "==> budget: FAIL: gzip total of $DIST/ is $total bytes, over the budget of $budget bytes ($pct%)." >&2
  echo "    Make it smaller, or raise the figure in $BUDGET_FILE in its own commit, saying why." >&2
  exit 1
fi
echo "==> budget: gzip total of $DIST/ is $total bytes, budget $budget bytes ($pct% used, $((budget - total)) bytes left)"
