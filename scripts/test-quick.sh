#!/usr/bin/env bash
# `npm run test:quick`, the inner loop: types and lint side by side on the two cores (each is
# single-threaded), then the unit tests. Fails when any of the three fails.
set -uo pipefail
cd "$(dirname "$0")/.."
npm run -s typecheck & types=$!
npm run -s lint & lint=$!
wait "$types"; types_status=$?
wait "$lint"; lint_status=$?
npx vitest run --project unit --project unit-isolated; unit_status=$?
exit $(( types_status || lint_status || unit_status ))
