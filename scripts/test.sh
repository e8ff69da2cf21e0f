#!/usr/bin/env bash
# Every test the product has: typecheck; the layer rules (eslint) and dead code (knip);
# unit and integration (vitest), the sandbox upstream's tests once more on a PostgreSQL
# server; then the end-to-end journeys in Chromium with JavaScript off and on (Playwright).
set -euo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-true}"

bash scripts/ensure-chromium.sh
npm run typecheck
npm run lint
npm run knip
npm run build
mkdir -p reports # not test-results: Playwright empties that folder when it starts
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/unit.json
bash scripts/with-postgres.sh npx vitest run server/sandbox \
	--reporter=default --reporter=json --outputFile.json=reports/sandbox-postgres.json
npx playwright test
node scripts/test-summary.mjs reports/unit.json reports/sandbox-postgres.json reports/e2e.json
