#!/usr/bin/env bash
# Every test the product has: typecheck, unit and integration (vitest), then the
# end-to-end journeys in Chromium with JavaScript off and on (Playwright).
set -euo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-true}"

bash scripts/ensure-chromium.sh
npm run typecheck
npm run build
mkdir -p reports # not test-results: Playwright empties that folder when it starts
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/unit.json
npx playwright test
node scripts/test-summary.mjs reports/unit.json reports/e2e.json
