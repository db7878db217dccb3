#!/usr/bin/env bash
# Fails when the gzip total of dist/ (or $1), or its largest wasm module, is over its budget
# in size-budget.txt.
# The total is the same as scripts/sizes.sh's TOTAL: gzip -9 of every file of dist/.
# Raising the budget is a deliberate commit that says why (see size-budget.txt).
set -euo pipefail
cd "$(dirname "$0")/.."
DIST="${1:-dist}"
BUDGET_FILE=size-budget.txt
[ -d "$DIST" ] || { echo "no $DIST/: run trunk build --release first" >&2; exit 1; }

# "total N" and "module N": the first of each on a line that is not a comment.
figure() { grep -v '^[[:space:]]*#' "$BUDGET_FILE" | grep -E "^[[:space:]]*$1[[:space:]]+[0-9]+" | grep -Eo '[0-9]+' | head -n1 || true; }
budget=$(figure total)
module_budget=$(figure module)
[ -n "$budget" ] && [ -n "$module_budget" ] || { echo "$BUDGET_FILE: no 'total' or 'module' figure (bytes) found" >&2; exit 1; }

total=0
largest=0
largest_name=
while IFS= read -r -d '' f; do
  size=$(gzip -9 -c "$f" | wc -c)
  total=$((total + size))
  case "$f" in
    *.wasm) if [ "$size" -gt "$largest" ]; then largest=$size; largest_name=$(basename "$f"); fi ;;
  esac
done < <(find "$DIST" -type f -print0)

failed=0
pct=$((total * 100 / budget))
if [ "$total" -gt "$budget" ]; then
  echo "==> budget: FAIL: gzip total of $DIST/ is $total bytes, over the budget of $budget bytes ($pct%)." >&2
  failed=1
else
  echo "==> budget: gzip total of $DIST/ is $total bytes, budget $budget bytes ($pct% used, $((budget - total)) bytes left)"
fi
if [ "$largest" -gt "$module_budget" ]; then
  echo "==> budget: FAIL: the largest module, $largest_name, is $largest bytes gzip, over the budget of $module_budget bytes." >&2
  failed=1
else
  echo "==> budget: the largest module, $largest_name, is $largest bytes gzip, budget $module_budget bytes ($((module_budget - largest)) bytes left)"
fi
if [ "$failed" = 1 ]; then
  echo "    Make it smaller, or raise the figure in $BUDGET_FILE in its own commit, saying why." >&2
  exit 1
fi
