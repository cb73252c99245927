#!/usr/bin/env bash
# `npm test`: every gate, in order of speed. Each gate runs even when an earlier one failed, so
# one run shows everything that is wrong. Ends with the one line CI reads: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
OUT=reports
mkdir -p "$OUT"
rm -f "$OUT"/*.json "$OUT/summary.txt"
export NODE_OPTIONS="${NODE_OPTIONS:-} --no-warnings=ExperimentalWarning"
# Each stage's wall time, printed at the end: CI has a budget (README), and this says where it goes.
TIMES=()
SECONDS=0
mark() { TIMES+=("$(printf '%-28s %4d s' "$1" "$SECONDS")"); SECONDS=0; }

gate() { # name, command… : a gate counts as one check
  local name=$1; shift
  echo "━━ $name"
  if "$@"; then echo "{\"passed\":1,\"failed\":0}" > "$OUT/gate-$name.json"; else echo "{\"passed\":0,\"failed\":1}" > "$OUT/gate-$name.json"; fi
}

# Types and lint are single-threaded: run them side by side on the two cores, then print each in turn.
gate typecheck npm run -s typecheck > "$OUT/typecheck.log" 2>&1 &
gate lint npm run -s lint > "$OUT/lint.log" 2>&1 &
wait
cat "$OUT/typecheck.log" "$OUT/lint.log"
mark "typecheck and lint"

echo "━━ unit"
npx vitest run --project unit --project unit-isolated --reporter=default --reporter=json --outputFile.json="$OUT/vitest-unit.json"
mark unit
echo "━━ integration (PGlite${DATABASE_URL:+ and PostgreSQL})"
npx vitest run --project integration --reporter=default --reporter=json --outputFile.json="$OUT/vitest-integration.json"
mark integration

echo "━━ end to end (Chromium)"
# The typecheck gate above already checked every file; the build need not do it again, unless that gate failed.
SKIP_TYPES=0; grep -q '"passed":1' "$OUT/gate-typecheck.json" && SKIP_TYPES=1
if bash scripts/ensure-chromium.sh && BUILD_SKIP_TYPECHECK=$SKIP_TYPES npx tsx scripts/build-if-stale.ts; then
  mark "build"
  if [ -n "${DATABASE_URL:-}" ]; then
    # Two production nodes on one PostgreSQL, one stopped mid-push: needs the build above.
    echo "━━ nodes (two servers on PostgreSQL)"
    npx vitest run --project nodes --reporter=default --reporter=json --outputFile.json="$OUT/vitest-nodes.json"
    mark "nodes"
  fi
  rm -rf "${E2E_DATA_DIR:-.data/e2e}"
  PLAYWRIGHT_JSON_OUTPUT_NAME="$OUT/playwright.json" npx playwright test --reporter=list,json
  mark "end to end"
else
  echo '{"passed":0,"failed":1}' > "$OUT/gate-e2e-setup.json"
fi

echo "━━ time per stage"
printf '%s\n' "${TIMES[@]}"
node scripts/count-results.mjs "$OUT" | tee "$OUT/summary.txt"
grep -q ', 0 failed' "$OUT/summary.txt"
