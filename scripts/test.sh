#!/usr/bin/env bash
# Every test the product has: typecheck; the layer rules (eslint) and dead code (knip);
# unit and integration (vitest), the sandbox upstream's tests on a PostgreSQL server;
# then the end-to-end journeys in Chromium with JavaScript off and on (Playwright).
set -euo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-true}"

# Each phase's wall time, printed at the end (issue 29: the whole command stays under 8 minutes).
phases=()
timed() {
	local name=$1 started=$SECONDS
	shift
	"$@"
	local status=$?
	phases+=("$name: $((SECONDS - started)) s")
	return "$status"
}

timed "chromium and redis-server" bash scripts/ensure-debian-packages.sh chromium chromium-headless-shell redis-server
started=$SECONDS
# The static checks and the build use a core each; each writes its own log, shown if it fails.
mkdir -p reports
pids=()
for step in typecheck lint knip build; do
	npm run --silent "$step" > "reports/$step.log" 2>&1 &
	pids+=("$!:$step")
done
failed=0
for entry in "${pids[@]}"; do
	if ! wait "${entry%%:*}"; then
		echo "npm run ${entry#*:} failed:" && cat "reports/${entry#*:}.log"
		failed=1
	fi
done
[ "$failed" = 0 ] || exit 1
phases+=("typecheck, lint, knip and build: $((SECONDS - started)) s")
echo "typecheck, lint, knip and build passed"
node scripts/check-js-budget.mjs
# reports/, not test-results/: Playwright empties that folder when it starts.
# The sandbox's own tests run once, on a PostgreSQL server: PGlite, its embedded
# database, is what every integration test and every journey already runs on.
timed vitest npx vitest run --project models --project app --reporter=default --reporter=json --outputFile.json=reports/unit.json
timed "sandbox on PostgreSQL" bash scripts/with-postgres.sh npx vitest run --project sandbox \
	--reporter=default --reporter=json --outputFile.json=reports/sandbox-postgres.json
timed playwright npx playwright test
printf 'time per phase: %s\n' "$(IFS=';'; echo "${phases[*]}")"
node scripts/test-summary.mjs reports/unit.json reports/sandbox-postgres.json reports/e2e.json
