#!/usr/bin/env bash
# Fails when the gzip total of dist/ (or $1), its largest wasm module, or the home page's
# visit (index.html, the home page's module and its glue) is over its budget in
# size-budget.txt.
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
home_budget=$(figure home)
[ -n "$budget" ] && [ -n "$module_budget" ] && [ -n "$home_budget" ] || { echo "$BUDGET_FILE: no 'total', 'module' or 'home' figure (bytes) found" >&2; exit 1; }

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

# The home page's visit: the page and the home page's module (home-<hash>.js, _bg.wasm).
home=0
for f in "$DIST/index.html" "$DIST"/home-*.js "$DIST"/home-*_bg.wasm; do
  [ -f "$f" ] || { echo "$DIST/: no $(basename "$f") for the home page's visit" >&2; exit 1; }
  home=$((home + $(gzip -9 -c "$f" | wc -c)))
done

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
if [ "$home" -gt "$home_budget" ]; then
  echo "==> budget: FAIL: the home page's visit (index.html and its module) is $home bytes gzip, over the budget of $home_budget bytes." >&2
  failed=1
else
  echo "==> budget: the home page's visit (index.html and its module) is $home bytes gzip, budget $home_budget bytes ($((home_budget - home)) bytes left)"
fi
if [ "$failed" = 1 ]; then
  echo "    Make it smaller, or raise the figure in $BUDGET_FILE in its own commit, saying why." >&2
  exit 1
fi
